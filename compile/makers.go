package compile

import (
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
		switch op.Kind {
		case core.OpLocalFetch, core.OpLocalStore, core.OpLocalAdd, core.OpFLocalFetch, core.OpFLocalStore:
			if op.Word == nil {
				op.Word = localWord
			}
		}
		op.Steps = stepsOf(*op)
	}
	c.build(code, code.Ops)
}
