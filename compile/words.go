package compile

import (
	"math"
	"strings"

	"github.com/forthling/forthling/core"
)

// CompileOp appends an op to the open definition.
func (c *compiler) CompileOp(m *core.Machine, op core.Op) { c.emit(m, op) }

func floatOf(bits int64) float64 { return math.Float64frombits(uint64(bits)) }
func bitsOf(f float64) int64     { return int64(math.Float64bits(f)) }

// keepNaN is r, the result of FMAX or FMIN of a and b, unless it is a NaN:
// then it is the NaN argument itself, a first, as the words give it.
func keepNaN(r, a, b float64) float64 {
	switch {
	case r == r:
		return r
	case a != a:
		return a
	case b != b:
		return b
	}
	return r
}

// sys returns a system word the compiler compiles calls to (OVER, =, DROP
// for OF; ! and +! for TO).
func sys(m *core.Machine, name string) *core.Word {
	w := m.SystemWord(name)
	if w == nil {
		m.Throwf(core.ErrUndefined, "%s (the compiler needs it)", name)
	}
	return w
}

// The words of the compiler: defining colon definitions, control structures,
// locals and the words that compile other words.
var words = []core.Def{
	{Name: ":", Effect: "( \"name\" -- )", Doc: "Start a colon definition of name; the words that follow are compiled into it until ;.",
		Example: ": SQUARE ( n -- n*n ) DUP * ;  7 SQUARE .", Result: "49 ",
		Fn: func(m *core.Machine) {
			c := of(m)
			m.StartRecording()
			name := m.ParseNameString()
			m.NoteOpened(name)
			w := m.Define(name, core.KindColon, nil)
			m.Make(w, "colon", w.XT)
			m.Hide(w)
			c.begin(m, w, true)
		}},
	{Name: ";", Effect: "( -- )", Doc: "End the current definition and make it visible.", Flags: core.Immediate | core.CompileOnly,
		Example: ": TWICE 2 * ;  21 TWICE .", Result: "42 ",
		Fn: func(m *core.Machine) {
			c := of(m)
			d := c.cur(m)
			if d.quotation {
				m.Throwf(core.ErrControlMismatch, "a quotation [: is open: end it with ;] first")
			}
			c.finish(m)
			c.checkEffect(m, d)
			m.SetCompiling(false)
			if d.named {
				m.Reveal(d.word)
				d.word.Source = m.StopRecording()
			} else {
				m.Push(d.word.XT)
			}
		}},
	{Name: ":NONAME", Effect: "( -- xt )", Doc: "Start a definition without a name; ; leaves its execution token.",
		Example: ":NONAME 2 * ;  5 SWAP EXECUTE .", Result: "10 ",
		Fn: func(m *core.Machine) {
			c := of(m)
			m.NoteOpened(":NONAME")
			w := m.NewWord("", core.KindColon, nil)
			m.Make(w, "colon", w.XT)
			m.SetLatest(w)
			m.NoteUnnamed()
			c.begin(m, w, false)
		}},
	{Name: "[", Effect: "( -- )", Doc: "Switch to interpretation state inside a definition.", Flags: core.Immediate,
		Example: ": FOUR [ 2 2 + ] LITERAL ;  FOUR .", Result: "4 ",
		Fn: func(m *core.Machine) { m.SetCompiling(false) }},
	{Name: "]", Effect: "( -- )", Doc: "Switch back to compilation state.",
		Example: ": FOUR [ 2 2 + ] LITERAL ;  FOUR .", Result: "4 ",
		Fn: func(m *core.Machine) {
			if !of(m).Open() {
				m.Throwf(core.ErrCompileOnly, "] needs an open definition")
			}
			m.SetCompiling(true)
		}},
	{Name: "LITERAL", Effect: "( x -- ) ( runtime: -- x )", Doc: "Compile x so that the definition pushes it when it runs.", Flags: core.Immediate | core.CompileOnly,
		Example: ": FOUR [ 2 2 + ] LITERAL ;  FOUR .", Result: "4 ",
		Fn: func(m *core.Machine) { of(m).CompileLiteral(m, m.Pop()) }},
	{Name: "2LITERAL", Effect: "( x1 x2 -- ) ( runtime: -- x1 x2 )", Doc: "Compile the pair x1 x2 so that the definition pushes it when it runs.", Flags: core.Immediate | core.CompileOnly,
		Example: ": PAIR [ 1 2 ] 2LITERAL ;  PAIR . .", Result: "2 1 ",
		Fn: func(m *core.Machine) {
			a, b := m.Pop2()
			c := of(m)
			c.CompileLiteral(m, a)
			c.CompileLiteral(m, b)
		}},
	{Name: "FLITERAL", Effect: "( F: r -- ) ( runtime: F: -- r )", Doc: "Compile the float r so that the definition pushes it when it runs.", Flags: core.Immediate | core.CompileOnly,
		Example: ": HALF [ 1e 2e F/ ] FLITERAL ;  HALF F.", Result: "0.5 ",
		Fn: func(m *core.Machine) { of(m).CompileFloat(m, m.FPop()) }},
	{Name: "COMPILE,", Effect: "( xt -- )", Doc: "Compile a call of the word xt into the current definition.",
		Example: ": CALLS-DUP ['] DUP COMPILE, ; IMMEDIATE  : D2 CALLS-DUP + ;  4 D2 .", Result: "8 ",
		Fn: func(m *core.Machine) { of(m).CompileWord(m, m.WordOf(m.Pop())) }},
	{Name: "POSTPONE", Effect: "( \"name\" -- )", Doc: "Compile the compilation semantics of name: an immediate word is compiled as a call, any other word so that it gets compiled later.", Flags: core.Immediate | core.CompileOnly,
		Example: ": MY-IF POSTPONE IF ; IMMEDIATE  : T MY-IF 1 ELSE 2 THEN ;  0 T .", Result: "2 ",
		Fn: func(m *core.Machine) { postpone(m, false) }},
	{Name: "[COMPILE]", Effect: "( \"name\" -- )", Doc: "Compile name even if it is immediate (obsolescent: use POSTPONE).", Flags: core.Immediate | core.CompileOnly,
		Example: ": MY-THEN [COMPILE] THEN ; IMMEDIATE  : T IF 1 MY-THEN ;  -1 T .", Result: "1 ",
		Fn: func(m *core.Machine) { postpone(m, true) }},
	{Name: "[']", Effect: "( \"name\" -- ) ( runtime: -- xt )", Doc: "Compile the execution token of name as a literal.", Flags: core.Immediate | core.CompileOnly,
		Example: ": XT-DUP ['] DUP ;  3 XT-DUP EXECUTE . .", Result: "3 3 ",
		Fn: func(m *core.Machine) { of(m).CompileLiteral(m, m.ParseFind().XT) }},
	{Name: "'", Effect: "( \"name\" -- xt )", Doc: "Find name and push its execution token.",
		Example: "3 ' DUP EXECUTE . .", Result: "3 3 ",
		Fn: func(m *core.Machine) { m.Push(m.ParseFind().XT) }},
	{Name: "RECURSE", Effect: "( -- )", Doc: "Compile a call of the definition being compiled.", Flags: core.Immediate | core.CompileOnly,
		Example: ": FACT ( n -- n! ) DUP 2 < IF DROP 1 ELSE DUP 1- RECURSE * THEN ;  5 FACT .", Result: "120 ",
		Fn: func(m *core.Machine) {
			c := of(m)
			d := c.cur(m)
			if d.word == nil {
				m.Throw(core.ErrInvalidRecursion)
			}
			c.CompileWord(m, d.word)
		}},
	{Name: "IMMEDIATE", Effect: "( -- )", Doc: "Make the latest definition immediate: it runs when it is compiled.",
		Example: ": NOW .\" now \" ; IMMEDIATE  : T NOW ;", Result: "now ",
		Fn: func(m *core.Machine) {
			w := m.Latest()
			m.Mutable(w, "IMMEDIATE")
			w.Flags |= core.Immediate
		}},
	{Name: "EXIT", Effect: "( -- )", Doc: "Leave the current definition (inside DO loops, UNLOOP first).", Flags: core.Immediate | core.CompileOnly,
		Example: ": SIGN? ( n -- ) 0< IF .\" negative\" EXIT THEN .\" not negative\" ;  -5 SIGN?", Result: "negative",
		Fn: func(m *core.Machine) {
			c := of(m)
			if c.cur(m).localsOpen {
				c.emit(m, core.Op{Kind: core.OpDropLocals})
			}
			c.emit(m, core.Op{Kind: core.OpExit, Word: m.SystemWord("EXIT")})
		}},
	{Name: "IF", Effect: "( flag -- )", Doc: "Run the code up to ELSE or THEN only if flag is true (not zero).", Flags: core.Immediate | core.CompileOnly,
		Example: ": ?NEG ( n -- ) 0< IF .\" negative\" THEN ;  -3 ?NEG", Result: "negative",
		Fn: func(m *core.Machine) {
			c := of(m)
			i := c.emit(m, core.Op{Kind: core.OpZBranch, Word: m.SystemWord("IF")})
			c.pushCS(m, csItem{kind: csOrig, index: i})
		}},
	{Name: "ELSE", Effect: "( -- )", Doc: "Start the code that runs when the IF's flag was false.", Flags: core.Immediate | core.CompileOnly,
		Example: ": ODD? ( n -- ) 1 AND IF .\" odd\" ELSE .\" even\" THEN ;  4 ODD?", Result: "even",
		Fn: func(m *core.Machine) {
			c := of(m)
			orig := c.popCS(m, csOrig, "ELSE")
			i := c.emit(m, core.Op{Kind: core.OpBranch, Word: m.SystemWord("ELSE")})
			c.resolve(m, orig.index)
			c.pushCS(m, csItem{kind: csOrig, index: i})
		}},
	{Name: "THEN", Effect: "( -- )", Doc: "End an IF or IF ... ELSE structure.", Flags: core.Immediate | core.CompileOnly,
		Example: ": ABS2 ( n -- u ) DUP 0< IF NEGATE THEN ;  -7 ABS2 .", Result: "7 ",
		Fn: func(m *core.Machine) {
			c := of(m)
			orig := c.popCS(m, csOrig, "THEN")
			c.resolve(m, orig.index)
		}},
	{Name: "AHEAD", Effect: "( -- )", Doc: "Compile a forward jump to be resolved by THEN.", Flags: core.Immediate | core.CompileOnly,
		Example: ": T AHEAD .\" skipped\" THEN .\" done\" ;  T", Result: "done",
		Fn: func(m *core.Machine) {
			c := of(m)
			i := c.emit(m, core.Op{Kind: core.OpBranch, Word: m.SystemWord("AHEAD")})
			c.pushCS(m, csItem{kind: csOrig, index: i})
		}},
	{Name: "BEGIN", Effect: "( -- )", Doc: "Mark the start of a loop closed by UNTIL, AGAIN or WHILE ... REPEAT.", Flags: core.Immediate | core.CompileOnly,
		Example: ": COUNTDOWN ( n -- ) BEGIN DUP . 1- DUP 0= UNTIL DROP ;  3 COUNTDOWN", Result: "3 2 1 ",
		Fn: func(m *core.Machine) {
			c := of(m)
			c.pushCS(m, csItem{kind: csDest, index: c.here(m)})
		}},
	{Name: "UNTIL", Effect: "( flag -- )", Doc: "Go back to BEGIN unless flag is true.", Flags: core.Immediate | core.CompileOnly,
		Example: ": COUNTDOWN ( n -- ) BEGIN DUP . 1- DUP 0= UNTIL DROP ;  3 COUNTDOWN", Result: "3 2 1 ",
		Fn: func(m *core.Machine) {
			c := of(m)
			dest := c.popCS(m, csDest, "UNTIL")
			c.emit(m, core.Op{Kind: core.OpZBranch, Target: dest.index, Word: m.SystemWord("UNTIL")})
		}},
	{Name: "AGAIN", Effect: "( -- )", Doc: "Go back to BEGIN, for ever (leave with EXIT or THROW).", Flags: core.Immediate | core.CompileOnly,
		Example: ": FIRST-SQUARE-OVER ( n -- m ) 1 BEGIN 2DUP DUP * < IF NIP EXIT THEN 1+ AGAIN ;  50 FIRST-SQUARE-OVER .", Result: "8 ",
		Fn: func(m *core.Machine) {
			c := of(m)
			dest := c.popCS(m, csDest, "AGAIN")
			c.emit(m, core.Op{Kind: core.OpBranch, Target: dest.index, Word: m.SystemWord("AGAIN")})
		}},
	{Name: "WHILE", Effect: "( flag -- )", Doc: "In a BEGIN loop: go on if flag is true, else leave the loop after REPEAT.", Flags: core.Immediate | core.CompileOnly,
		Example: ": DIGITS ( n -- ) BEGIN DUP WHILE DUP 10 MOD . 10 / REPEAT DROP ;  123 DIGITS", Result: "3 2 1 ",
		Fn: func(m *core.Machine) {
			c := of(m)
			i := c.emit(m, core.Op{Kind: core.OpZBranch, Word: m.SystemWord("WHILE")})
			c.pushCS(m, csItem{kind: csOrig, index: i})
			c.roll(m, 1)
		}},
	{Name: "REPEAT", Effect: "( -- )", Doc: "Go back to BEGIN; the loop's WHILE leaves to here.", Flags: core.Immediate | core.CompileOnly,
		Example: ": DIGITS ( n -- ) BEGIN DUP WHILE DUP 10 MOD . 10 / REPEAT DROP ;  123 DIGITS", Result: "3 2 1 ",
		Fn: func(m *core.Machine) {
			c := of(m)
			dest := c.popCS(m, csDest, "REPEAT")
			c.emit(m, core.Op{Kind: core.OpBranch, Target: dest.index, Word: m.SystemWord("REPEAT")})
			orig := c.popCS(m, csOrig, "REPEAT")
			c.resolve(m, orig.index)
		}},
	{Name: "CS-PICK", Effect: "( u -- ) ( C: x_u ... x_0 -- x_u ... x_0 x_u )", Doc: "Copy the u-th item of the control-flow stack to its top; immediate words that build control structures use it.",
		Example: ": ?REPEAT 0 CS-PICK POSTPONE UNTIL ; IMMEDIATE  : T 0 BEGIN 1+ DUP 3 < 0= ?REPEAT DUP . DUP 5 = UNTIL DROP ;  T", Result: "3 4 5 ",
		Fn: func(m *core.Machine) {
			c := of(m)
			u := m.Pop()
			i := c.csIndex(m, u)
			it := c.cs[i]
			it.leaves = append([]int(nil), it.leaves...)
			c.cs = append(c.cs, it)
		}},
	{Name: "CS-ROLL", Effect: "( u -- ) ( C: x_u x_u-1 ... x_0 -- x_u-1 ... x_0 x_u )", Doc: "Move the u-th item of the control-flow stack to its top; immediate words that build control structures use it.",
		Example: ": MY-WHILE POSTPONE IF 1 CS-ROLL ; IMMEDIATE  : DIGITS BEGIN DUP MY-WHILE DUP 10 MOD . 10 / REPEAT DROP ;  123 DIGITS", Result: "3 2 1 ",
		Fn: func(m *core.Machine) { of(m).roll(m, m.Pop()) }},
	{Name: "DO", Effect: "( limit start -- )", Doc: "Start a counted loop: the body runs with I from start up to limit-1.", Flags: core.Immediate | core.CompileOnly,
		Example: ": SQUARES 4 0 DO I DUP * . LOOP ;  SQUARES", Result: "0 1 4 9 ",
		Fn: func(m *core.Machine) {
			c := of(m)
			c.emit(m, core.Op{Kind: core.OpDo, Word: m.SystemWord("DO")})
			c.pushCS(m, csItem{kind: csDo, index: c.here(m)})
		}},
	{Name: "?DO", Effect: "( limit start -- )", Doc: "Like DO, but skip the loop when limit equals start.", Flags: core.Immediate | core.CompileOnly,
		Example: ": STARS ( n -- ) 0 ?DO [CHAR] * EMIT LOOP ;  3 STARS 0 STARS", Result: "***",
		Fn: func(m *core.Machine) {
			c := of(m)
			i := c.emit(m, core.Op{Kind: core.OpQDo, Word: m.SystemWord("?DO")})
			c.pushCS(m, csItem{kind: csDo, index: c.here(m), leaves: []int{i}})
		}},
	{Name: "LOOP", Effect: "( -- )", Doc: "Add one to the loop index and go back to DO until it reaches the limit.", Flags: core.Immediate | core.CompileOnly,
		Example: ": COUNT3 3 0 DO I . LOOP ;  COUNT3", Result: "0 1 2 ",
		Fn: func(m *core.Machine) { of(m).endLoop(m, core.OpLoop, "LOOP") }},
	{Name: "+LOOP", Effect: "( n -- )", Doc: "Add n to the loop index and go back to DO until it crosses the limit.", Flags: core.Immediate | core.CompileOnly,
		Example: ": EVENS 10 0 DO I . 2 +LOOP ;  EVENS", Result: "0 2 4 6 8 ",
		Fn: func(m *core.Machine) { of(m).endLoop(m, core.OpPlusLoop, "+LOOP") }},
	{Name: "LEAVE", Effect: "( -- )", Doc: "Leave the innermost DO loop at once.", Flags: core.Immediate | core.CompileOnly,
		Example: ": FIRST>5 10 0 DO I 5 > IF I . LEAVE THEN LOOP ;  FIRST>5", Result: "6 ",
		Fn: func(m *core.Machine) {
			c := of(m)
			d := c.cur(m)
			for i := len(c.cs) - 1; i >= 0 && c.cs[i].def == d; i-- {
				if c.cs[i].kind == csDo {
					j := c.emit(m, core.Op{Kind: core.OpLeave, Word: m.SystemWord("LEAVE")})
					c.cs[i].leaves = append(c.cs[i].leaves, j)
					return
				}
			}
			m.Throwf(core.ErrControlMismatch, "LEAVE is not inside a DO loop")
		}},
	{Name: "CASE", Effect: "( -- )", Doc: "Start a CASE ... OF ... ENDOF ... ENDCASE selection.", Flags: core.Immediate | core.CompileOnly,
		Example: ": NAME ( n -- ) CASE 1 OF .\" one\" ENDOF 2 OF .\" two\" ENDOF .\" many\" ENDCASE ;  2 NAME", Result: "two",
		Fn: func(m *core.Machine) { of(m).pushCS(m, csItem{kind: csCase}) }},
	{Name: "OF", Effect: "( x1 x2 -- | x1 )", Doc: "If x1 equals x2, drop both and run the code up to ENDOF; else keep x1 and skip it.", Flags: core.Immediate | core.CompileOnly,
		Example: ": NAME ( n -- ) CASE 1 OF .\" one\" ENDOF 2 OF .\" two\" ENDOF .\" many\" ENDCASE ;  1 NAME", Result: "one",
		Fn: func(m *core.Machine) {
			c := of(m)
			c.CompileWord(m, sys(m, "OVER"))
			c.CompileWord(m, sys(m, "="))
			i := c.emit(m, core.Op{Kind: core.OpZBranch, Word: m.SystemWord("OF")})
			c.CompileWord(m, sys(m, "DROP"))
			c.pushCS(m, csItem{kind: csOf, index: i})
		}},
	{Name: "ENDOF", Effect: "( -- )", Doc: "End an OF branch: go on after ENDCASE.", Flags: core.Immediate | core.CompileOnly,
		Example: ": NAME ( n -- ) CASE 1 OF .\" one\" ENDOF .\" other\" ENDCASE ;  5 NAME", Result: "other",
		Fn: func(m *core.Machine) {
			c := of(m)
			ofItem := c.popCS(m, csOf, "ENDOF")
			i := c.emit(m, core.Op{Kind: core.OpBranch, Word: m.SystemWord("ENDOF")})
			c.resolve(m, ofItem.index)
			top := len(c.cs) - 1
			if top < 0 || c.cs[top].kind != csCase {
				m.Throwf(core.ErrControlMismatch, "ENDOF needs a CASE open")
			}
			c.cs[top].leaves = append(c.cs[top].leaves, i)
		}},
	{Name: "ENDCASE", Effect: "( x -- )", Doc: "End a CASE: drop the selector when no OF matched.", Flags: core.Immediate | core.CompileOnly,
		Example: ": NAME ( n -- ) CASE 1 OF .\" one\" ENDOF .\" other\" ENDCASE ;  5 NAME", Result: "other",
		Fn: func(m *core.Machine) {
			c := of(m)
			c.CompileWord(m, sys(m, "DROP"))
			it := c.popCS(m, csCase, "ENDCASE")
			for _, l := range it.leaves {
				c.resolve(m, l)
			}
		}},
	{Name: "DOES>", Effect: "( -- ) ( runtime: -- addr )", Doc: "In a defining word: the words after DOES> become the behaviour of the word CREATE just made, which pushes its data address first.", Flags: core.Immediate | core.CompileOnly,
		Example: ": CONST CREATE , DOES> @ ;  42 CONST ANSWER  ANSWER .", Result: "42 ",
		Fn: func(m *core.Machine) {
			c := of(m)
			d := c.cur(m)
			top := len(c.cs) - 1
			if top < 0 || c.cs[top].def != d || c.cs[top].kind != csColon {
				m.Throwf(core.ErrControlMismatch, "DOES> %s", unclosed(c.cs, d))
			}
			if d.localsOpen {
				c.emit(m, core.Op{Kind: core.OpDropLocals})
			}
			part := &core.Code{Word: d.word}
			c.emit(m, core.Op{Kind: core.OpDoes, Code: part, Word: m.SystemWord("DOES>")})
			c.build(m, d.code, d.ops)
			d.code, d.ops, d.places, d.locals, d.localsOpen = part, nil, nil, nil, false
			d.does = true
		}},
	{Name: "[:", Effect: "( -- ) ( runtime: -- xt )", Doc: "Start a quotation: an unnamed definition inside a definition, ended by ;], whose execution token the outer definition pushes.", Flags: core.Immediate | core.CompileOnly,
		Example: ": T [: 2 * ;] EXECUTE ;  21 T .", Result: "42 ",
		Fn: func(m *core.Machine) {
			c := of(m)
			c.cur(m)
			w := m.NewWord("", core.KindColon, nil)
			m.Make(w, "colon", w.XT)
			d := c.begin(m, w, false)
			d.quotation = true
		}},
	{Name: ";]", Effect: "( -- )", Doc: "End a quotation started by [:.", Flags: core.Immediate | core.CompileOnly,
		Example: ": T [: 2 * ;] EXECUTE ;  21 T .", Result: "42 ",
		Fn: func(m *core.Machine) {
			c := of(m)
			d := c.cur(m)
			if !d.quotation {
				m.Throwf(core.ErrControlMismatch, ";] without [:")
			}
			c.finish(m)
			c.checkEffect(m, d)
			c.CompileLiteral(m, d.word.XT)
		}},
	{Name: "{:", Effect: "( \"args | vals -- outs :}\" -- )", Doc: "Declare locals: the names before | take their values from the stack (the last name gets the top), those after | start at zero; the part after -- is a comment. A name after F: is a float local: it takes its value from the float stack, and TO stores a float into it. A definition declares its locals once, before any IF, DO, BEGIN or CASE.", Flags: core.Immediate | core.CompileOnly,
		Example: ": HYP2 {: a b -- c :} a a * b b * + ;  3 4 HYP2 .", Result: "25 ",
		Fn: declareLocals},
	{Name: "(LOCAL)", Effect: "( c-addr u -- )", Doc: "Declare one local named by the string; 0 0 ends the declarations. The first local declared gets the top of the stack.", Flags: core.CompileOnly,
		Example: ": A-B  S\" a\" (LOCAL) S\" b\" (LOCAL) 0 0 (LOCAL) ; IMMEDIATE  : L2 A-B a b - ;  10 3 L2 .", Result: "-7 ",
		Fn: localPrimitive},
	{Name: "LOCALS|", Effect: "( \"name ... |\" -- )", Doc: "Declare locals (the older syntax): the first name gets the top of the stack. A definition declares its locals once, before any IF, DO, BEGIN or CASE.", Flags: core.Immediate | core.CompileOnly,
		Example: ": L2 LOCALS| a b | a b - ;  10 3 L2 .", Result: "-7 ",
		Fn: func(m *core.Machine) {
			var names []string
			for {
				a, n := m.ParseName()
				if n == 0 {
					m.Throwf(core.ErrParsedOverflow, "LOCALS| needs a closing | on the same line")
				}
				name := m.String(a, n)
				if name == "|" {
					break
				}
				names = append(names, name)
			}
			for i, j := 0, len(names)-1; i < j; i, j = i+1, j-1 {
				names[i], names[j] = names[j], names[i]
			}
			of(m).openLocals(m, names, 0)
		}},
	{Name: "TO", Effect: "( x \"name\" -- )", Doc: "Store x into the VALUE or local name.", Flags: core.Immediate,
		Example: "5 VALUE V  7 TO V  V .", Result: "7 ",
		Fn: func(m *core.Machine) { assign(m, false) }},
	{Name: "+TO", Effect: "( n \"name\" -- )", Doc: "Add n to the VALUE or local name.", Flags: core.Immediate,
		Example: "5 VALUE V  7 +TO V  V .", Result: "12 ",
		Fn: func(m *core.Machine) { assign(m, true) }},
}

// WordSet is COMPILER: the words that compile (colon definitions, control
// structures, locals), which every system needs beside its compiler.
var WordSet = &core.WordSet{Name: "COMPILER", Doc: "Colon definitions, control structures, locals and compiling words.", Words: words,
	Makers: makers,
	// the Locals word set is here; a definition may have as many locals
	// as the locals stack holds
	Environment: map[string][]int64{"LOCALS": {-1}, "LOCALS-EXT": {-1}, "#LOCALS": {core.LocalsDepth - 1}}}

// postpone compiles name's compilation semantics (POSTPONE). With old
// ([COMPILE]) a word of default compilation semantics is compiled as a call
// instead, as if [COMPILE] were not there.
func postpone(m *core.Machine, old bool) {
	c := of(m)
	w := m.ParseFind()
	switch {
	case w.CompileFn != nil:
		c.emit(m, core.Op{Kind: core.OpCall, Word: m.CompilationWord(w)})
	case w.Flags&core.Immediate != 0 || old:
		c.emit(m, core.Op{Kind: core.OpCall, Word: w})
	default:
		c.emit(m, core.Op{Kind: core.OpCompileWord, Word: w})
	}
}

// roll moves the u-th control-flow item of the current definition to the top.
func (c *compiler) roll(m *core.Machine, u int64) {
	i := c.csIndex(m, u)
	it := c.cs[i]
	copy(c.cs[i:], c.cs[i+1:])
	c.cs[len(c.cs)-1] = it
}

// csIndex finds the u-th item (0 is the top) of the current definition's
// control-flow stack.
func (c *compiler) csIndex(m *core.Machine, u int64) int {
	d := c.cur(m)
	i := len(c.cs) - 1 - int(u)
	if u < 0 || i < 0 || c.cs[i].def != d || c.cs[i].kind == csColon {
		m.Throwf(core.ErrControlMismatch, "the control-flow stack has no item %d", u)
	}
	return i
}

func (c *compiler) endLoop(m *core.Machine, kind core.OpKind, name string) {
	it := c.popCS(m, csDo, name)
	c.emit(m, core.Op{Kind: kind, Target: it.index, Word: m.SystemWord(name)})
	for _, l := range it.leaves {
		c.resolve(m, l)
	}
}

// declareLocals is {: ... :}. A name after F: is a float local, which
// takes its value from the float stack (or starts at 0E0 after |).
func declareLocals(m *core.Machine) {
	var names, outputs []string
	var floats []bool
	zeroed := 0
	part := 0 // 0: from the stack, 1: after |, 2: after --
	// float: the next name is a float's (after F:); someFloat: the
	// declaration has one, which its stack comment would have to say apart
	float, someFloat := false, false
	for {
		a, n := m.ParseName()
		if n == 0 {
			if !m.Refill() {
				m.Throwf(core.ErrParsedOverflow, "{: needs a closing :}")
			}
			continue
		}
		name := m.String(a, n)
		switch {
		case name == ":}":
			if float {
				m.Throwf(core.ErrZeroLengthName, "F: needs the name of a local after it")
			}
			c := of(m)
			if d := c.cur(m); len(outputs) > 0 && len(d.ops) == 0 && !someFloat {
				// outputs declared at the start: the definition's effect
				// (an empty output part is too often left blank to count)
				d.localsEffect = localsComment(len(names)-zeroed, outputs)
				d.localsText = localsText(names, zeroed, outputs)
			}
			c.openTypedLocals(m, names, floats, zeroed)
			return
		case name == "|" && part == 0:
			part = 1
		case name == "--":
			part = 2
		case strings.EqualFold(name, "F:"):
			float, someFloat = true, true
		case part == 2:
			outputs = append(outputs, name)
			float = false
		case len(name) > 0 && name[len(name)-1] == ':' && len(name) > 1:
			// another type prefix such as W: or D: is not supported; say so
			m.Throwf(core.ErrUnsupported, "the local type %s is not supported: locals hold cells, or floats after F:", name)
		default:
			names = append(names, name)
			floats = append(floats, float)
			float = false
			if part == 1 {
				zeroed++
			}
		}
	}
}

// openTypedLocals opens locals some of which are floats: the cells from
// the stack take the first slots, the floats from the float stack the
// next (the last name gets the top), the zeroed ones the last.
func (c *compiler) openTypedLocals(m *core.Machine, names []string, floats []bool, zeroed int) {
	fromStack := len(names) - zeroed
	var order []string
	var floatArgs []string
	for i, n := range names[:fromStack] {
		if floats[i] {
			floatArgs = append(floatArgs, n)
		} else {
			order = append(order, n)
		}
	}
	cells := len(order)
	order = append(append(order, floatArgs...), names[fromStack:]...)
	c.openLocals(m, order, zeroed+len(floatArgs))
	d := c.cur(m)
	for i, n := range names {
		if floats[i] {
			d.locals[len(d.locals)-len(names)+indexOf(order, n)].float = true
		}
	}
	for i := len(floatArgs) - 1; i >= 0; i-- {
		c.emit(m, core.Op{Kind: core.OpFLocalStore, N: int64(cells + i), Word: localWord})
	}
}

func indexOf(names []string, name string) int {
	for i, n := range names {
		if n == name {
			return i
		}
	}
	return -1
}

// localPrimitive is (LOCAL): names gather until 0 0 ends the list.
func localPrimitive(m *core.Machine) {
	a, n := m.Pop2()
	c := of(m)
	d := c.cur(m)
	if n == 0 {
		names := append([]string(nil), d.pending...)
		d.pending = nil
		for i, j := 0, len(names)-1; i < j; i, j = i+1, j-1 {
			names[i], names[j] = names[j], names[i]
		}
		c.openLocals(m, names, 0)
		return
	}
	if len(d.pending) >= maxLocals {
		m.Throwf(core.ErrUnsupported, "a definition has at most %d locals", maxLocals)
	}
	d.pending = append(d.pending, m.String(a, n))
}

// maxLocals bounds the locals of one definition (the standard asks for 16).
const maxLocals = 1024

// openLocals compiles the taking of locals: names from the stack (the last
// one gets the top), then zeroed more that start at zero.
func (c *compiler) openLocals(m *core.Machine, names []string, zeroed int) {
	d := c.cur(m)
	if d.localsOpen {
		m.Throwf(core.ErrCompilerNesting, "a definition declares its locals once")
	}
	if k, open := innermostOpen(c.cs, d); open {
		// Forth 2012 13.3.3.2: the frame would open each time the
		// structure runs, or not at all on a branch not taken, while
		// the definition's end drops it once
		m.Throwf(core.ErrCompilerNesting, "locals are declared inside %s: declare them before any IF, DO, BEGIN or CASE of the definition", csOpener[k])
	}
	if len(names) > maxLocals {
		m.Throwf(core.ErrUnsupported, "a definition has at most %d locals", maxLocals)
	}
	for i, n := range names {
		d.locals = append(d.locals, local{name: n, index: i})
	}
	d.localsOpen = true
	c.emit(m, core.Op{Kind: core.OpLocals, N: int64(len(names)), Len: int64(zeroed), Word: m.SystemWord("{:")})
}

// assign is TO and +TO.
func assign(m *core.Machine, add bool) {
	a, n := m.ParseName()
	if n == 0 {
		m.Throwf(core.ErrZeroLengthName, "TO needs a name on the same line")
	}
	name := m.Mem[a : a+n]
	c := of(m)
	if m.Compiling() && c.Open() {
		if l, ok := c.cur(m).findLocal(name); ok {
			kind := core.OpLocalStore
			switch {
			case add:
				kind = core.OpLocalAdd
			case l.float:
				kind = core.OpFLocalStore
			}
			c.emit(m, core.Op{Kind: kind, N: int64(l.index), Word: localWord})
			return
		}
	}
	w := m.Find(name)
	if w == nil {
		m.Undefined(name)
	}
	fn := w.ToFn
	if add {
		fn = w.PlusToFn
	}
	if fn == nil {
		m.Throwf(core.ErrInvalidName, "%s is not a VALUE or a local", w.Name)
	}
	if !m.Compiling() {
		fn(m)
		return
	}
	if w.Kind == core.KindValue {
		// the literal marked as TO's (+TO's): an underflow of the !
		// (+!) after it shows the stack as TO found it
		to := sys(m, "TO")
		if add {
			to = sys(m, "+TO")
		}
		c.emit(m, core.Op{Kind: core.OpLit, N: w.Body, Word: to})
		if add {
			c.CompileWord(m, sys(m, "+!"))
		} else {
			c.CompileWord(m, sys(m, "!"))
		}
		return
	}
	c.emit(m, core.Op{Kind: core.OpCall, Word: assignWord(m, w, add)})
}

// assignWord is a word that stores into w (TO of a 2VALUE or FVALUE).
func assignWord(m *core.Machine, w *core.Word, add bool) *core.Word {
	fn, name := w.ToFn, "TO "+w.Name
	if add {
		fn, name = w.PlusToFn, "+TO "+w.Name
	}
	to := m.NewWord(name, core.KindPrimitive, fn)
	m.Make(to, "assign", w.XT, core.Flag(add))
	return to
}
