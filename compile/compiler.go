package compile

import (
	stackeffect "github.com/forthling/forthling/compile/effect"
	"github.com/forthling/forthling/core"
)

// compiler is the per-session compiler state: the definitions being built
// (more than one while a quotation is open inside a definition) and the
// control-flow stack.
type compiler struct {
	// plain switches fast code off: every op becomes one plain instruction
	// and nothing more.
	plain bool
	defs  []*definition
	cs    []csItem
	// log, when set, is handed the compiler log of each definition built
	// (see log.go).
	log func(w *core.Word, lines []string)
	// effects are the stack effects of the words the session's
	// definitions call, made when the first definition ends
	effects *stackeffect.Table
	wordOf  func(xt int64) *core.Word // the word of an xt compiled as a literal
	// changed counts, for each DEFER, the times a guard of its call kept
	// missing and had its code built again (see unsettled).
	changed map[*core.Word]int
}

// New returns a compiler; with fast false it makes plain code only, the
// reference that tests hold fast code to.
func New(fast bool) core.Compiler { return &compiler{plain: !fast} }

// definition is a colon definition, :NONAME, DOES> part or quotation being
// compiled.
type definition struct {
	word   *core.Word // the word being defined (anonymous for :NONAME and quotations)
	code   *core.Code // where the finished code goes
	ops    []core.Op
	csBase int // the control-flow stack depth when it began
	// locals are the names of the definition's locals, innermost last.
	locals     []local
	localsOpen bool     // a locals frame is open: EXIT and ; must drop it
	pending    []string // names declared by (LOCAL) so far
	named      bool     // the word goes into a word list when done (":")
	quotation  bool
	// does says DOES> was compiled: the ops left are the DOES> part's.
	does bool
	// localsEffect is the stack comment of a locals declaration with
	// outputs that begins the definition, {: a b -- c :}, and localsText
	// the declaration as it was written.
	localsEffect, localsText string
	// where the definition's name is, for its warnings, and where each of
	// its ops was compiled, for warnings about its branches and loops
	source       string
	line, column int
	places       []place
}

// place is a line and column of the source.
type place struct{ line, column int }

// placeHere is where the interpreter is, for an op being compiled. Only a
// line of input or of a file says it at once; in a string EVALUATE runs or
// a block, finding the line means counting from the start, which every op
// must not do: there it is where the definition began.
func placeHere(m *core.Machine, d *definition) place {
	if s := m.CurrentSource(); s != nil && (s.Kind == core.SourceInput || s.Kind == core.SourceFile) {
		_, line, column, _ := m.Position()
		return place{line, column}
	}
	return place{d.line, d.column}
}

type local struct {
	name  string
	index int
	float bool
}

// csKind tells the items of the control-flow stack apart.
type csKind uint8

const (
	csOrig  csKind = iota // a forward branch to resolve (IF, AHEAD, WHILE)
	csDest                // a backward branch target (BEGIN)
	csDo                  // DO ... LOOP
	csCase                // CASE ... ENDCASE
	csOf                  // OF ... ENDOF
	csColon               // the definition itself
)

type csItem struct {
	kind   csKind
	index  int   // the op to patch (orig, of) or to jump to (dest, do)
	leaves []int // LEAVE and ?DO ops to patch at the end of a DO loop; ENDOF branches of a CASE
	def    *definition
}

// Fresh returns a compiler with nothing open.
func (c *compiler) Fresh() core.Compiler { return &compiler{plain: c.plain, log: c.log} }

// Open reports whether a definition is being compiled.
func (c *compiler) Open() bool { return len(c.defs) > 0 }

func (c *compiler) cur(m *core.Machine) *definition {
	if len(c.defs) == 0 {
		m.Throwf(core.ErrCompileOnly, "no definition is open: start one with :")
	}
	return c.defs[len(c.defs)-1]
}

// of returns the compiler state of the machine.
func of(m *core.Machine) *compiler { return m.Compiler.(*compiler) }

// Depth is the number of definitions being compiled.
func (c *compiler) Depth() int { return len(c.defs) }

// Abort drops the definitions opened beyond the first depth ones, with
// their control-flow items; a named word that was being defined is removed,
// so an older word of its name shows again.
func (c *compiler) Abort(m *core.Machine, depth int) {
	if depth >= len(c.defs) {
		return
	}
	for i := len(c.defs) - 1; i >= depth; i-- {
		d := c.defs[i]
		if d.named && d.word != nil && d.word.Flags&core.Hidden != 0 {
			m.Unlink(d.word)
		}
	}
	c.cs = c.cs[:c.defs[depth].csBase]
	c.defs = c.defs[:depth]
}

// emit appends an op to the open definition.
func (c *compiler) emit(m *core.Machine, op core.Op) int {
	d := c.cur(m)
	op.Steps = stepsOf(op)
	m.ChargeSpace(opSpace)
	d.ops = append(d.ops, op)
	d.places = append(d.places, placeHere(m, d))
	return len(d.ops) - 1
}

// stepsOf is how many steps an op counts. A step is a word executed: a
// call of any word but a colon definition (whose own words count), a branch,
// a loop's turn, EXIT, a local's name. A number is not a word: pushing it is
// free; so is the bookkeeping of locals.
func stepsOf(op core.Op) int32 {
	switch op.Kind {
	case core.OpLit, core.OpFLit, core.OpNoop, core.OpLocals, core.OpDropLocals:
		return 0
	case core.OpCall:
		if op.Word.Kind == core.KindColon {
			return 0
		}
	}
	return 1
}

// opSpace is what one compiled op counts against the space limit: the op,
// its instruction and the closure behind it.
const opSpace = 96

// here is the index the next op will have: a branch target.
func (c *compiler) here(m *core.Machine) int { return len(c.cur(m).ops) }

// CompileWord is COMPILE,: append a call of w.
func (c *compiler) CompileWord(m *core.Machine, w *core.Word) {
	c.emit(m, core.Op{Kind: core.OpCall, Word: w})
}

// CompileLiteral is LITERAL.
func (c *compiler) CompileLiteral(m *core.Machine, n int64) {
	c.emit(m, core.Op{Kind: core.OpLit, N: n})
}

// CompileFloat is FLITERAL.
func (c *compiler) CompileFloat(m *core.Machine, f float64) {
	c.emit(m, core.Op{Kind: core.OpFLit, F: f})
}

// CompileName compiles a name the compiler knows itself: a local of the
// open definition. It reports whether it did.
func (c *compiler) CompileName(m *core.Machine, name []byte) bool {
	if len(c.defs) == 0 {
		return false
	}
	d := c.defs[len(c.defs)-1]
	if len(d.locals) == 0 {
		return false
	}
	l, ok := d.findLocal(name)
	if !ok {
		return false
	}
	if l.float {
		c.emit(m, core.Op{Kind: core.OpFLocalFetch, N: int64(l.index), Word: localWord})
	} else {
		c.emit(m, core.Op{Kind: core.OpLocalFetch, N: int64(l.index), Word: localWord})
	}
	return true
}

// localWord names local access in SEE and errors.
var localWord = &core.Word{Name: "(LOCAL)"}

func (d *definition) findLocal(name []byte) (local, bool) {
	for i := len(d.locals) - 1; i >= 0; i-- {
		if equalFold(d.locals[i].name, name) {
			return d.locals[i], true
		}
	}
	return local{}, false
}

func equalFold(a string, b []byte) bool {
	if len(a) != len(b) {
		return false
	}
	for i := 0; i < len(a); i++ {
		x, y := a[i], b[i]
		if 'a' <= x && x <= 'z' {
			x -= 'a' - 'A'
		}
		if 'a' <= y && y <= 'z' {
			y -= 'a' - 'A'
		}
		if x != y {
			return false
		}
	}
	return true
}

// begin opens a definition of w and switches to compilation state.
func (c *compiler) begin(m *core.Machine, w *core.Word, named bool) *definition {
	if len(c.defs) > 0 && !c.defs[len(c.defs)-1].quotation && named {
		m.Throwf(core.ErrCompilerNesting, "a definition is already open: end it with ; first")
	}
	code := &core.Code{Word: w}
	if w != nil {
		w.Code = code
	}
	d := &definition{word: w, code: code, named: named, csBase: len(c.cs)}
	d.source, d.line, d.column, _ = m.Position()
	c.defs = append(c.defs, d)
	c.cs = append(c.cs, csItem{kind: csColon, def: d})
	m.SetCompiling(true)
	return d
}

// finish ends the innermost definition: it checks the control-flow stack,
// drops the locals and builds the code.
func (c *compiler) finish(m *core.Machine) *definition {
	d := c.cur(m)
	top := len(c.cs) - 1
	if top < 0 || c.cs[top].kind != csColon || c.cs[top].def != d {
		m.Throwf(core.ErrControlMismatch, "%s", unclosed(c.cs, d))
	}
	c.cs = c.cs[:top]
	if d.localsOpen {
		c.emit(m, core.Op{Kind: core.OpDropLocals})
	}
	c.build(m, d.code, d.ops)
	c.defs = c.defs[:len(c.defs)-1]
	return d
}

// unclosed says which structure was left open, for the -22 message.
func unclosed(cs []csItem, d *definition) string {
	k, open := innermostOpen(cs, d)
	if !open {
		return "the structure does not match"
	}
	return csOpener[k] + " is not closed by " + csCloser[k]
}

// csOpener and csCloser name the words that open and close each kind of
// control structure, for messages.
var (
	csOpener = [...]string{csOrig: "an IF, AHEAD or WHILE", csDest: "a BEGIN", csDo: "a DO", csCase: "a CASE", csOf: "an OF"}
	csCloser = [...]string{csOrig: "THEN or REPEAT", csDest: "UNTIL, AGAIN or REPEAT", csDo: "LOOP or +LOOP", csCase: "ENDCASE", csOf: "ENDOF"}
)

// innermostOpen finds the innermost control structure of d left open
// where the compiler is, if any.
func innermostOpen(cs []csItem, d *definition) (csKind, bool) {
	for i := len(cs) - 1; i >= 0 && !(cs[i].kind == csColon && cs[i].def == d); i-- {
		if cs[i].kind != csColon {
			return cs[i].kind, true
		}
	}
	return 0, false
}

// build turns ops into the code that runs: the plain instructions, and
// unless the compiler is plain, the fast code too. The ops are kept for
// SEE, traces and error positions.
func (c *compiler) build(m *core.Machine, code *core.Code, ops []core.Op) {
	code.Ops = ops
	code.Insts = plainCode(ops)
	if c.plain {
		return
	}
	if c.log == nil {
		buildFast(m, code, nil)
		return
	}
	log := &compileLog{}
	buildFast(m, code, log)
	c.log(code.Word, log.text())

}

// pushCS pushes a control-flow item.
func (c *compiler) pushCS(m *core.Machine, it csItem) {
	if len(c.cs) >= 1024 {
		m.Throw(core.ErrCSOverflow)
	}
	it.def = c.cur(m)
	c.cs = append(c.cs, it)
}

// popCS pops an item of kind k, or throws control structure mismatch.
func (c *compiler) popCS(m *core.Machine, k csKind, word string) csItem {
	d := c.cur(m)
	top := len(c.cs) - 1
	if top < 0 || c.cs[top].def != d || c.cs[top].kind != k {
		m.Throwf(core.ErrControlMismatch, "%s %s", word, expectText(k, c.cs, d))
	}
	it := c.cs[top]
	c.cs = c.cs[:top]
	return it
}

func expectText(k csKind, cs []csItem, d *definition) string {
	var found string
	top := len(cs) - 1
	switch {
	case top < 0 || cs[top].def != d || cs[top].kind == csColon:
		found = "nothing open"
	default:
		found = kindText(cs[top].kind)
	}
	return "needs " + kindText(k) + " open, but finds " + found
}

func kindText(k csKind) string {
	switch k {
	case csOrig:
		return "an IF, AHEAD or WHILE"
	case csDest:
		return "a BEGIN"
	case csDo:
		return "a DO"
	case csCase:
		return "a CASE"
	case csOf:
		return "an OF"
	}
	return "a definition"
}

// resolve makes the branch at orig go to the current end of the code.
func (c *compiler) resolve(m *core.Machine, orig int) {
	d := c.cur(m)
	d.ops[orig].Target = len(d.ops)
}
