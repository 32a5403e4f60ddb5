package compile

import (
	"errors"
	"fmt"

	"github.com/forthling/forthling/core"
)

// makers give the words the compiler's defining words make their behaviour
// (see core.Making): an image of a session makes them again by these.
var makers = map[string]core.Maker{
	// colon xt: a colon definition, :NONAME or quotation runs the code of
	// the word xt (a SYNONYM of a definition runs the definition's code)
	"colon": {Args: 1, Make: func(m *core.Machine, w *core.Word, args []int64) {
		def := m.WordOf(args[0])
		w.Fn = func(m *core.Machine) { m.Run(def, def.Code) }
	}},
	// does xt: a word CREATE made and DOES> gave behaviour pushes the body
	// of xt and runs the code after DOES>
	"does": {Args: 1, Make: func(m *core.Machine, w *core.Word, args []int64) {
		made := m.WordOf(args[0])
		code := made.Code
		if code == nil {
			m.Throwf(core.ErrInvalidName, "%s has no code after DOES>", core.WordName(made))
		}
		w.Fn = func(m *core.Machine) {
			m.Push(made.Body)
			m.Run(made, code)
		}
	}},
	// assign xt add: TO (add 0) or +TO (add true) of the word xt, compiled
	// as a call of a word of its own
	"assign": {Args: 2, Make: func(m *core.Machine, w *core.Word, args []int64) {
		target := m.WordOf(args[0])
		fn := target.ToFn
		if args[1] != 0 {
			fn = target.PlusToFn
		}
		if fn == nil {
			m.Throwf(core.ErrInvalidName, "%s is not a VALUE", core.WordName(target))
		}
		w.Fn = fn
	}},
}

// Build makes the code that runs from code.Ops, for a session read from an
// image. Each op's steps are counted here again, and the ops that name a
// local get the word that names locals, which an image does not hold.
func (c *compiler) Build(m *core.Machine, code *core.Code) {
	for i := range code.Ops {
		op := &code.Ops[i]
		if op.Word == nil && isLocalOp(op.Kind) {
			op.Word = localWord
		}
		op.Steps = stepsOf(*op)
	}
	c.build(m, code, code.Ops)
}

// State is what the compiler holds while definitions are open.
func (c *compiler) State() core.CompilerState {
	var st core.CompilerState
	index := map[*definition]int{}
	for i, d := range c.defs {
		index[d] = i
		od := core.DefinitionState{Word: d.word, Code: d.code, Ops: d.ops, ControlBase: d.csBase, LocalsOpen: d.localsOpen,
			Pending: d.pending, Named: d.named, Quotation: d.quotation,
			LocalsEffect: d.localsEffect, LocalsText: d.localsText, Source: d.source, Line: d.line, Column: d.column}
		for _, p := range d.places {
			od.Places = append(od.Places, core.SourcePlace{Line: p.line, Column: p.column})
		}
		for _, l := range d.locals {
			od.Locals = append(od.Locals, core.Local{Name: l.name, Index: l.index, Float: l.float})
		}
		st.Defs = append(st.Defs, od)
	}
	for _, it := range c.cs {
		st.Control = append(st.Control, core.ControlItem{Kind: int(it.kind), Index: it.index, Leaves: it.leaves, Def: index[it.def]})
	}
	return st
}

// SetState puts back what State gave, into a compiler with nothing open.
// It checks what an image could make wrong: kinds, indexes and depths.
func (c *compiler) SetState(m *core.Machine, st core.CompilerState) error {
	if c.Open() {
		return errors.New("a definition is already open")
	}
	var defs []*definition
	for i, od := range st.Defs {
		if od.Code == nil || od.ControlBase < 0 || od.ControlBase > len(st.Control) || (od.Word == nil && od.Named) {
			return fmt.Errorf("open definition %d is not whole", i)
		}
		d := &definition{word: od.Word, code: od.Code, ops: od.Ops, csBase: od.ControlBase, localsOpen: od.LocalsOpen,
			pending: od.Pending, named: od.Named, quotation: od.Quotation,
			localsEffect: od.LocalsEffect, localsText: od.LocalsText, source: od.Source, line: od.Line, column: od.Column}
		for _, p := range od.Places {
			d.places = append(d.places, place{p.Line, p.Column})
		}
		for _, l := range od.Locals {
			if l.Index < 0 || l.Index >= core.LocalsDepth {
				return fmt.Errorf("local %s at %d", l.Name, l.Index)
			}
			d.locals = append(d.locals, local{name: l.Name, index: l.Index, float: l.Float})
		}
		for k := range d.ops {
			op := &d.ops[k]
			if op.Word == nil && isLocalOp(op.Kind) {
				op.Word = localWord
			}
			op.Steps = stepsOf(*op)
		}
		defs = append(defs, d)
	}
	var cs []csItem
	for _, it := range st.Control {
		if it.Kind < int(csOrig) || it.Kind > int(csColon) || it.Def < 0 || it.Def >= len(defs) {
			return fmt.Errorf("a control-flow item of kind %d in definition %d", it.Kind, it.Def)
		}
		d := defs[it.Def]
		if it.Index < 0 || it.Index > len(d.ops) {
			return fmt.Errorf("a control-flow item at op %d of %d", it.Index, len(d.ops))
		}
		for _, l := range it.Leaves {
			if l < 0 || l >= len(d.ops) {
				return fmt.Errorf("a LEAVE at op %d of %d", l, len(d.ops))
			}
		}
		cs = append(cs, csItem{kind: csKind(it.Kind), index: it.Index, leaves: it.Leaves, def: d})
	}
	if len(cs) > 1024 {
		return fmt.Errorf("%d control-flow items", len(cs))
	}
	c.defs, c.cs = defs, cs
	return nil
}

// isLocalOp reports whether ops of kind k name a local.
func isLocalOp(k core.OpKind) bool {
	switch k {
	case core.OpLocalFetch, core.OpLocalStore, core.OpLocalAdd, core.OpFLocalFetch, core.OpFLocalStore:
		return true
	}
	return false
}
