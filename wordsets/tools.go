package wordsets

import (
	"fmt"
	"math"
	"strings"

	"github.com/forthling/forthling/core"
)

// skipConditional skips the input up to the [THEN] (or, when elseToo, the
// [ELSE]) that matches the [IF] or [ELSE] just run, across lines.
func skipConditional(m *core.Machine, elseToo bool) {
	depth := 1
	for {
		a, n := m.ParseName()
		if n == 0 {
			if !m.Refill() {
				return
			}
			continue
		}
		switch upperString(m.String(a, n)) {
		case "[IF]":
			depth++
		case "[ELSE]":
			if depth == 1 && elseToo {
				return
			}
		case "[THEN]":
			depth--
			if depth == 0 {
				return
			}
		}
	}
}

// describe says what kind of word w is, for SEE and help.
func describe(w *core.Word) string {
	switch w.Kind {
	case core.KindPrimitive:
		return "a primitive written in Go"
	case core.KindColon:
		return "a colon definition"
	case core.KindCreate:
		return "a word made by CREATE"
	case core.KindVariable:
		return "a variable"
	case core.KindConstant:
		return "a constant"
	case core.KindValue:
		return "a value"
	case core.KindDefer:
		return "a deferred word"
	case core.KindDoes:
		return "a word made by a defining word with DOES>"
	case core.KindOther:
		return "a word made by a defining word"
	}
	return "a word"
}

// see is SEE's text for w: the source of a colon definition as it was
// typed, or what kind of word it is, what it does and what it holds.
func see(m *core.Machine, w *core.Word) string {
	var b strings.Builder
	if w.Source != "" {
		b.WriteString(w.Source)
		if w.Flags&core.Immediate != 0 {
			b.WriteString(" IMMEDIATE")
		}
		b.WriteByte('\n')
		return b.String()
	}
	kind := describe(w)
	if w.Kind == core.KindDoes && w.Code != nil && w.Code.Word != nil {
		kind = "a word made by " + core.WordName(w.Code.Word) + " (CREATE ... DOES>)"
	}
	fmt.Fprintf(&b, "%s is %s", core.WordName(w), kind)
	if w.Help.Effect != "" {
		b.WriteString(" " + w.Help.Effect)
	}
	if w.Help.Doc != "" {
		b.WriteString(": " + w.Help.Doc)
	} else {
		b.WriteString(".")
	}
	switch w.Kind {
	case core.KindConstant:
		fmt.Fprintf(&b, " Its value is %d.", w.Value)
	case core.KindValue:
		fmt.Fprintf(&b, " Its value is %d.", m.Cell(w.Body))
	case core.KindVariable:
		fmt.Fprintf(&b, " It is at %d and holds %d.", w.Body, m.Cell(w.Body))
	case core.KindCreate, core.KindDoes:
		fmt.Fprintf(&b, " Its data field is at %d.", w.Body)
	case core.KindDefer:
		if xt := m.Cell(w.Body); m.IsXT(xt) {
			fmt.Fprintf(&b, " It runs %s.", core.WordName(m.WordOf(xt)))
		} else {
			b.WriteString(" It has no action yet: IS gives it one.")
		}
	}
	if w.Flags&core.Immediate != 0 {
		b.WriteString(" It is immediate.")
	}
	if w.Kind == core.KindColon && w.Code != nil {
		b.WriteString("\n: " + core.WordName(w) + " ")
		for i := range w.Code.Ops {
			b.WriteString(describeOp(&w.Code.Ops[i], i) + " ")
		}
		b.WriteString(";")
	}
	b.WriteByte('\n')
	return b.String()
}

// describeOp writes one op of compiled code for SEE, with branches as
// "IF→7" (the op they go to).
func describeOp(op *core.Op, i int) string {
	switch op.Kind {
	case core.OpLit:
		return formatCellPlain(op.N)
	case core.OpFLit:
		return core.FormatFloat(op.F) + "e"
	case core.OpString:
		return fmt.Sprintf("<string of %d>", op.Len)
	case core.OpLocalFetch, core.OpLocalStore, core.OpLocalAdd, core.OpFLocalFetch, core.OpFLocalStore:
		return fmt.Sprintf("<local %d>", op.N)
	case core.OpLocals:
		return fmt.Sprintf("<take %d locals>", op.N)
	case core.OpDropLocals:
		return "<drop locals>"
	case core.OpBranch, core.OpZBranch, core.OpQDo, core.OpLoop, core.OpPlusLoop, core.OpLeave:
		return fmt.Sprintf("%s→%d", core.WordName(op.Word), op.Target)
	case core.OpCompileWord:
		return "POSTPONE " + core.WordName(op.Word)
	}
	return core.WordName(op.Word)
}

// nameStrings caches NAME>STRING's copies of names in Forth memory.
const nameStringsHook = "tools.names"

// Programming-tools words of this part, and the environment queries.
var toolsWords = []core.Def{
	{Name: "WORDS", Effect: "( -- )", Doc: "List the words of the first word list of the search order, latest first.", Example: "VOCABULARY COLORS  ALSO COLORS DEFINITIONS  : RED ;  : GREEN ;  WORDS  PREVIOUS DEFINITIONS", Result: "GREEN RED \n",
		Fn: func(m *core.Machine) {
			order := m.Order()
			if len(order) == 0 {
				return
			}
			col := 0
			for _, w := range order[0].Words() {
				name := core.WordName(w)
				if col > 0 && col+len(name)+1 > 76 {
					m.WriteString("\n")
					col = 0
				}
				m.WriteString(name + " ")
				col += len(name) + 1
			}
			m.WriteString("\n")
		}},
	{Name: "SEE", Effect: "( \"name\" -- )", Doc: "Show a word: the source of a colon definition, or what kind of word it is and what it does.",
		Example: ": SQ DUP * ;  SEE SQ", Result: ": SQ DUP * ;\n",
		Fn: func(m *core.Machine) { m.WriteString(see(m, m.ParseFind())) }},
	{Name: "DUMP", Effect: "( addr u -- )", Doc: "Show u bytes of memory at addr in hex and as characters.", Example: "S\" AB\" PAD SWAP MOVE  PAD 2 DUMP", Result: "1500: 41 42                                            AB\n",
		Fn: func(m *core.Machine) {
			a, u := m.Pop2()
			if u <= 0 {
				return
			}
			u = min(u, 1<<16)
			b := m.Bytes(a, u)
			var out strings.Builder
			for off := 0; off < len(b); off += 16 {
				line := b[off:min(off+16, len(b))]
				fmt.Fprintf(&out, "%X: ", a+int64(off))
				for i := 0; i < 16; i++ {
					if i < len(line) {
						fmt.Fprintf(&out, "%02X ", line[i])
					} else {
						out.WriteString("   ")
					}
				}
				out.WriteByte(' ')
				for _, c := range line {
					if c < 32 || c > 126 {
						c = '.'
					}
					out.WriteByte(c)
				}
				out.WriteByte('\n')
			}
			m.WriteString(out.String())
		}},
	{Name: "[IF]", Effect: "( flag -- )", Doc: "Interpret the following text only if flag is true; else skip to the matching [ELSE] or [THEN].", Flags: core.Immediate,
		Example: "1 [IF] .( yes) [ELSE] .( no) [THEN]", Result: "yes",
		Fn: func(m *core.Machine) {
			if m.Pop() == 0 {
				skipConditional(m, true)
			}
		}},
	{Name: "[ELSE]", Effect: "( -- )", Doc: "Skip to the matching [THEN]: the true part of an [IF] ends here.", Flags: core.Immediate,
		Example: "0 [IF] .( yes) [ELSE] .( no) [THEN]", Result: "no",
		Fn: func(m *core.Machine) { skipConditional(m, false) }},
	{Name: "[THEN]", Effect: "( -- )", Doc: "End an [IF] ... [ELSE] structure.", Flags: core.Immediate,
		Example: "1 [IF] .( yes) [THEN]", Result: "yes",
		Fn: func(m *core.Machine) {}},
	{Name: "[DEFINED]", Effect: "( \"name\" -- flag )", Doc: "True if name is a word of the search order.", Flags: core.Immediate,
		Example: "[DEFINED] DUP .", Result: "-1 ",
		Fn: func(m *core.Machine) {
			a, n := m.ParseName()
			m.PushBool(n > 0 && m.Find(m.Bytes(a, n)) != nil)
		}},
	{Name: "[UNDEFINED]", Effect: "( \"name\" -- flag )", Doc: "True if name is not a word of the search order.", Flags: core.Immediate,
		Example: "[UNDEFINED] NO-SUCH-WORD .", Result: "-1 ",
		Fn: func(m *core.Machine) {
			a, n := m.ParseName()
			m.PushBool(n == 0 || m.Find(m.Bytes(a, n)) == nil)
		}},
	{Name: "NAME>STRING", Effect: "( nt -- c-addr u )", Doc: "The name of the word nt, as a string in memory.", Example: "' DUP NAME>STRING TYPE", Result: "DUP",
		Fn: func(m *core.Machine) {
			w := m.WordOf(m.Pop())
			cache := core.HookState(m, nameStringsHook, func() map[*core.Word]int64 { return map[*core.Word]int64{} })
			a, ok := cache[w]
			if !ok {
				a = m.AllocateString([]byte(w.Name))
				cache[w] = a
			}
			m.Push(a)
			m.Push(int64(len(w.Name)))
		}},
	{Name: "NAME>INTERPRET", Effect: "( nt -- xt|0 )", Doc: "The execution token of the word's interpretation semantics (the word itself), 0 for a compile-only word.",
		Example: "' DUP NAME>INTERPRET ' DUP = .", Result: "-1 ",
		Fn: func(m *core.Machine) {
			w := m.WordOf(m.Pop())
			if w.Flags&core.CompileOnly != 0 {
				m.Push(0)
				return
			}
			m.Push(w.XT)
		}},
	{Name: "NAME>COMPILE", Effect: "( nt -- x xt )", Doc: "The compilation semantics of the word: run xt on x to compile it (xt is EXECUTE for an immediate word, COMPILE, otherwise).",
		Example: ": T [ ' DUP NAME>COMPILE EXECUTE ] ;  5 T . .", Result: "5 5 ",
		Fn: func(m *core.Machine) {
			w := m.WordOf(m.Pop())
			switch {
			case w.CompileFn != nil:
				m.Push(m.CompilationWord(w).XT)
				m.Push(m.SystemWord("EXECUTE").XT)
			case w.Flags&core.Immediate != 0:
				m.Push(w.XT)
				m.Push(m.SystemWord("EXECUTE").XT)
			default:
				m.Push(w.XT)
				m.Push(m.SystemWord("COMPILE,").XT)
			}
		}},
	{Name: "TRAVERSE-WORDLIST", Effect: "( i*x xt wid -- j*x )", Doc: "Run xt ( k*x nt -- l*x flag ) for each word of wid, latest first, until it returns false.",
		Example: ": SHOW ( nt -- flag ) NAME>STRING TYPE SPACE TRUE ;  WORDLIST CONSTANT WL  WL SET-CURRENT : A ; : B ; FORTH-WORDLIST SET-CURRENT  ' SHOW WL TRAVERSE-WORDLIST", Result: "B A ",
		Fn: func(m *core.Machine) {
			xt, wid := m.Pop2()
			fn := m.WordOf(xt)
			for _, w := range m.WordListOf(wid).Words() {
				m.Push(w.XT)
				m.Execute(fn)
				if m.Pop() == 0 {
					return
				}
			}
		}},
	{Name: "ENVIRONMENT?", Effect: "( c-addr u -- false | i*x true )", Doc: "Answer a query about the system (MAX-N, /PAD, FLOORED, ...): the value and true, or just false if unknown.",
		Example: "S\" MAX-CHAR\" ENVIRONMENT? . .", Result: "-1 255 ",
		Fn: func(m *core.Machine) {
			a, n := m.Pop2()
			q := upperString(m.String(a, max(n, 0)))
			v, ok := environment[q]
			if !ok {
				for _, ws := range m.WordSets() {
					if v, ok = ws.Environment[q]; ok {
						break
					}
					if f, isFloat := ws.FloatEnvironment[q]; isFloat {
						m.FPush(f)
						m.Push(-1)
						return
					}
				}
			}
			if !ok {
				m.Push(0)
				return
			}
			for _, x := range v {
				m.Push(x)
			}
			m.Push(-1)
		}},
}

// environment answers the standard's ENVIRONMENT? queries about the system.
var environment = map[string][]int64{
	"/COUNTED-STRING":    {255},
	"/HOLD":              {core.HoldEnd - core.HoldStart},
	"/PAD":               {core.PadSize},
	"ADDRESS-UNIT-BITS":  {8},
	"FLOORED":            {-1},
	"MAX-CHAR":           {255},
	"MAX-D":              {-1, math.MaxInt64},
	"MAX-N":              {math.MaxInt64},
	"MAX-U":              {-1},
	"MAX-UD":             {-1, -1},
	"RETURN-STACK-CELLS": {core.ReturnStackDepth},
	"STACK-CELLS":        {core.DataStackDepth},
	"WORDLISTS":          {core.MaxOrder},
	"CORE":               {-1},
	"CORE-EXT":           {-1},
	"EXCEPTION":          {-1},
	"EXCEPTION-EXT":      {-1},
	"SEARCH-ORDER":       {-1},
	"SEARCH-ORDER-EXT":   {-1},
	"TOOLS":              {-1},
	// the Programming-tools extensions but the assembler (CODE ;CODE
	// ASSEMBLER), EDITOR and FORGET (MARKER does its work)
	"TOOLS-EXT": {0},
}
