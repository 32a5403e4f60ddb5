package wordsets

import (
	"github.com/forthling/forthling/core"
)

// create makes a word whose body starts at the aligned HERE.
func create(m *core.Machine, kind core.Kind) *core.Word {
	name := m.ParseNameString()
	m.Align()
	w := m.Define(name, kind, nil)
	w.Body = m.Here()
	m.Make(w, "create", w.Body)
	return w
}

// deferredAction runs the word a DEFER holds.
func deferredAction(w *core.Word) func(m *core.Machine) {
	return func(m *core.Machine) {
		xt := m.Cell(w.Body)
		if xt == 0 {
			m.Throwf(core.ErrUnsupported, "%s is a DEFER without an action: set one with IS", w.Name)
		}
		m.ExecuteXT(xt)
	}
}

// deferOf checks that w is a DEFER.
func deferOf(m *core.Machine, w *core.Word) *core.Word {
	if w.Kind != core.KindDefer {
		m.Throwf(core.ErrInvalidName, "%s is not a DEFER", w.Name)
	}
	return w
}

func upperString(s string) string {
	b := []byte(s)
	for i, c := range b {
		if 'a' <= c && c <= 'z' {
			b[i] = c - ('a' - 'A')
		}
	}
	return string(b)
}

// Defining words of Core and Core extensions.
var defineWords = []core.Def{
	{Name: "CREATE", Effect: "( \"name\" -- ) ( name: -- a-addr )", Doc: "Make a word that pushes the address of its data field (the aligned HERE); ALLOT or , fill it, DOES> can add behaviour.",
		Example: "CREATE TABLE 1 , 2 , 3 ,  TABLE 2 CELLS + @ .", Result: "3 ",
		Fn: func(m *core.Machine) { create(m, core.KindCreate) }},
	{Name: "VARIABLE", Effect: "( \"name\" -- ) ( name: -- a-addr )", Doc: "Make a variable: a word that pushes the address of one cell, initially 0.",
		Example: "VARIABLE COUNTER  5 COUNTER !  COUNTER @ .", Result: "5 ",
		Fn: func(m *core.Machine) {
			create(m, core.KindVariable)
			m.Comma(0)
		}},
	{Name: "CONSTANT", Effect: "( x \"name\" -- ) ( name: -- x )", Doc: "Make a word that pushes x.",
		Example: "42 CONSTANT ANSWER  ANSWER .", Result: "42 ",
		Fn: func(m *core.Machine) {
			x := m.Pop()
			w := m.Define(m.ParseNameString(), core.KindConstant, nil)
			w.Value = x
			m.Make(w, "constant", x)
		}},
	{Name: "VALUE", Effect: "( x \"name\" -- ) ( name: -- x )", Doc: "Make a word that pushes its value, x at first; TO changes it.",
		Example: "10 VALUE LIMIT  20 TO LIMIT  LIMIT .", Result: "20 ",
		Fn: func(m *core.Machine) {
			x := m.Pop()
			w := create(m, core.KindValue)
			m.Comma(x)
			m.Make(w, "value", w.Body)
		}},
	{Name: "DEFER", Effect: "( \"name\" -- )", Doc: "Make a word that runs another word, set later with IS.",
		Example: "DEFER GREET  :NONAME .\" hi\" ; IS GREET  GREET", Result: "hi",
		Fn: func(m *core.Machine) {
			w := create(m, core.KindDefer)
			m.Comma(0)
			m.Make(w, "defer", w.XT)
		}},
	{Name: "IS", Effect: "( xt \"name\" -- )", Doc: "Make the DEFER name run xt.", Flags: core.Immediate,
		Example: "DEFER GREET  :NONAME .\" hi\" ; IS GREET  GREET", Result: "hi",
		Fn: func(m *core.Machine) {
			w := deferOf(m, m.ParseFind())
			if m.Compiling() {
				// the literal marked as IS's, so that an underflow of its !
				// shows the stack as IS found it
				m.CompileOp(core.Op{Kind: core.OpLit, N: w.Body, Word: m.SystemWord("IS")})
				m.CompileWord(m.SystemWord("!"))
				return
			}
			m.SetCell(w.Body, m.Pop())
		}},
	{Name: "ACTION-OF", Effect: "( \"name\" -- xt )", Doc: "Push the xt that the DEFER name runs.", Flags: core.Immediate,
		Example: "DEFER D  ' DUP IS D  ACTION-OF D ' DUP = .", Result: "-1 ",
		Fn: func(m *core.Machine) {
			w := deferOf(m, m.ParseFind())
			if m.Compiling() {
				m.CompileLiteral(w.Body)
				m.CompileWord(m.SystemWord("@"))
				return
			}
			m.Push(m.Cell(w.Body))
		}},
	{Name: "DEFER@", Effect: "( xt1 -- xt2 )", Doc: "The xt that the DEFER xt1 runs.",
		Example: "DEFER D  ' DUP IS D  ' D DEFER@ ' DUP = .", Result: "-1 ",
		Fn: func(m *core.Machine) { w := deferOf(m, m.WordOf(m.Pop())); m.Push(m.Cell(w.Body)) }},
	{Name: "DEFER!", Effect: "( xt2 xt1 -- )", Doc: "Make the DEFER xt1 run xt2.",
		Example: "DEFER D  ' DUP ' D DEFER!  5 D . .", Result: "5 5 ",
		Fn: func(m *core.Machine) { xt2, xt1 := m.Pop2(); w := deferOf(m, m.WordOf(xt1)); m.SetCell(w.Body, xt2) }},
	{Name: ">BODY", Effect: "( xt -- a-addr )", Doc: "The data-field address of a word made by CREATE (or VARIABLE, VALUE, a defining word).",
		Example: "CREATE X 7 ,  ' X >BODY @ .", Result: "7 ",
		Fn: func(m *core.Machine) { m.Push(m.Body(m.WordOf(m.Pop()))) }},
	{Name: "BUFFER:", Effect: "( u \"name\" -- ) ( name: -- a-addr )", Doc: "Make a word that pushes the address of u reserved bytes.",
		Example: "100 BUFFER: BUF  BUF 100 ERASE  BUF C@ .", Result: "0 ",
		Fn: func(m *core.Machine) {
			u := m.Pop()
			if u < 0 {
				m.Throwf(core.ErrDictOverflow, "BUFFER: of %d bytes", u)
			}
			create(m, core.KindVariable)
			m.Allot(u)
		}},
	{Name: "MARKER", Effect: "( \"name\" -- )", Doc: "Make a word that, when run, removes itself and every definition and word list made after it, and gives back the data space and the space (the space limit) they took.",
		Example: "MARKER CLEAN  : TEMP 1 ;  CLEAN  [DEFINED] TEMP .", Result: "0 ",
		Fn: func(m *core.Machine) {
			state := m.MarkerState()
			w := m.Define(m.ParseNameString(), core.KindOther, nil)
			m.Make(w, "marker", state...)
		}},
	{Name: "SYNONYM", Effect: "( \"newname\" \"oldname\" -- )", Doc: "Make newname a word that does what oldname does, immediate or not alike.",
		Example: "SYNONYM PLUS +  2 3 PLUS .", Result: "5 ",
		Fn: func(m *core.Machine) {
			name := m.ParseNameString()
			old := m.ParseFind()
			w := m.Define(name, old.Kind, nil)
			w.Flags |= old.Flags & (core.Immediate | core.CompileOnly)
			w.Code, w.Body, w.Value = old.Code, old.Body, old.Value
			w.Help = old.Help
			// a word of the session is made again as old was; a system
			// word's behaviour is taken from it, as every process has it
			if old.Made != nil {
				m.Make(w, old.Made.Maker, old.Made.Args...)
			} else {
				m.Make(w, "synonym", old.XT)
			}
		}},
}
