package core

import (
	"fmt"
	"strconv"
	"strings"
	"unicode/utf8"
)

// KeepCells is how many cells, floats and words a report keeps of a long
// stack or a deep nesting: the innermost ones.
const KeepCells = 32

// snap records what the program looks like now: the interpreter's position,
// the running words and the stacks.
func (m *Machine) snap() Snapshot {
	var s Snapshot
	s.Source, s.Line, s.Column, s.Token = m.Position()
	words := m.runningWords()
	s.WordsDepth = len(words)
	if len(words) > KeepCells {
		words = words[len(words)-KeepCells:]
	}
	s.Words = words
	s.Use = m.useOfWord()
	st := m.stacks()
	s.Stack, s.StackDepth, s.FStack, s.FStackDepth = st.Stack, st.StackDepth, st.FStack, st.FStackDepth
	return s
}

// asEntered makes an underflow's report show the stack as the program's
// word found it when an immediate word compiled that word as literals and
// a call, marking the literals with itself: TO of a VALUE compiles the
// address of its cell and !, IS the address of the DEFER's xt and !. The
// call found too few cells because the program gave too few, so the stack
// the word was entered with is the stack without the literals, and the
// word running is the immediate word, not the call it compiled.
func (m *Machine) asEntered(e *Error) {
	if e.Code != ErrStackUnderflow || m.FP == 0 {
		return
	}
	f := &m.Frames[m.FP-1]
	if f.Code == nil {
		return
	}
	ip := int(f.IP)
	if op := f.Code.opAt(ip); op == nil || op.Kind != OpCall {
		return
	}
	var by *Word
	cells := 0
	for i := ip - 1; i >= 0; i-- {
		lit := &f.Code.Ops[i]
		if lit.Kind != OpLit || lit.Word == nil || !lit.Word.IsImmediate() || (by != nil && lit.Word != by) {
			break
		}
		by = lit.Word
		cells++
	}
	if by == nil || cells > m.SP {
		return
	}
	depth := m.SP - cells
	e.Stack, e.StackDepth = append([]int64{}, m.Stack[max(0, depth-KeepCells):depth]...), depth
	if n := len(e.Words); n > 0 {
		e.Words[n-1] = WordName(by)
	}
	e.Use = ""
}

// WordName is how reports name a word: its name, or what made it.
func WordName(w *Word) string {
	if w == nil {
		return "?"
	}
	if w.Name == "" {
		return ":NONAME"
	}
	return w.Name
}

// runningWords lists the words running, outermost first: each frame's word,
// and where a frame is inside a word that runs others without a frame of
// its own (EXECUTE, a deferred word) or at a primitive, that word too.
func (m *Machine) runningWords() []string {
	var words []string
	for i := 0; i < m.FP; i++ {
		f := &m.Frames[i]
		words = append(words, WordName(f.Word))
		if f.Code == nil {
			continue
		}
		op := f.Code.opAt(int(f.IP))
		if op == nil || op.Word == nil {
			continue
		}
		if i+1 < m.FP && m.Frames[i+1].Word == op.Word {
			continue // the call that made the next frame
		}
		words = append(words, WordName(op.Word))
	}
	return words
}

// useOfWord says which use of the word running in the innermost
// definition it is, when the definition uses that word more than once:
// "the 2nd of 3 uses of / in STEP".
func (m *Machine) useOfWord() string {
	for i := m.FP - 1; i >= 0; i-- {
		f := &m.Frames[i]
		if f.Code == nil {
			continue
		}
		op := f.Code.opAt(int(f.IP))
		if op == nil || op.Word == nil || op.Kind != OpCall {
			return "" // a local, a branch: not a use of a word the text names
		}
		nth, uses := 0, 0
		for j := range f.Code.Ops {
			if o := &f.Code.Ops[j]; o.Kind == OpCall && o.Word == op.Word {
				uses++
				if j <= int(f.IP) {
					nth++
				}
			}
		}
		if uses < 2 {
			return ""
		}
		return fmt.Sprintf("the %s of %d uses of %s in %s", Ordinal(nth), uses, WordName(op.Word), WordName(f.Word))
	}
	return ""
}

// Ordinal writes 1 as 1st, 2 as 2nd, 11 as 11th.
func Ordinal(n int) string {
	suffix := "th"
	switch {
	case n%100 >= 11 && n%100 <= 13:
	case n%10 == 1:
		suffix = "st"
	case n%10 == 2:
		suffix = "nd"
	case n%10 == 3:
		suffix = "rd"
	}
	return strconv.Itoa(n) + suffix
}

// --- breaks ---

// MaxBreaks is how many BREAKs a call keeps.
const MaxBreaks = 100

// Break records a snapshot for BREAK, which does not stop the program.
func (m *Machine) Break() {
	if len(m.breaks) >= MaxBreaks {
		m.breaksDropped++
		return
	}
	m.breaks = append(m.breaks, m.snap())
}

// --- tests ---

// TestReport counts the T{ ... -> ... }T tests of a call.
type TestReport struct {
	Passed          int
	Failed          int
	Failures        []TestFailure
	FailuresDropped int
}

// TestFailure is one failed test: where it is, its group, and what it
// expected and got.
type TestFailure struct {
	Source              string
	Line                int
	Group               string
	Message             string
	Expected            []int64
	ExpectedDepth       int
	Actual              []int64
	ActualDepth         int
	Stack               []int64
	ExpectedFloats      []float64
	ExpectedFloatsDepth int
	ActualFloats        []float64
	ActualFloatsDepth   int
}

// MaxFailures is how many test failures a call keeps.
const MaxFailures = 32

// AddTestResult counts a test; a failure is kept (the first MaxFailures).
func (m *Machine) AddTestResult(f *TestFailure) {
	if f == nil {
		m.tests.Passed++
		return
	}
	m.tests.Failed++
	if len(m.tests.Failures) >= MaxFailures {
		m.tests.FailuresDropped++
		return
	}
	m.tests.Failures = append(m.tests.Failures, *f)
}

// --- trace ---

// MaxTrace is how many words a trace keeps: the first TraceHead and the
// last MaxTrace-TraceHead, which lead to the end of the call (or to its
// error), with an entry for the gap between them.
const (
	MaxTrace  = 1000
	TraceHead = 100
)

// TraceEntry is one word that ran: its name, how deep it was nested, and the
// data stack when it started (its top 8 cells). The entry of the gap
// between the first words and the last is "..." with the number of words
// left out there.
type TraceEntry struct {
	Word       string
	Depth      int
	Stack      []int64
	StackDepth int
	Skipped    int
}

type tracer struct {
	head []TraceEntry
	// tail holds the latest entries past the head, a ring whose oldest
	// entry is at next once it is full
	tail    []TraceEntry
	next    int
	dropped int
	base    int  // the frame depth of the interpreter
	print   bool // TRACE-ON: the lines go to the output instead
	// resume is the call's own trace, which goes on after TRACE-OFF.
	resume *tracer
}

// entries are the trace's entries in order, with the gap's entry where
// words were left out.
func (t *tracer) entries() []TraceEntry {
	out := append([]TraceEntry{}, t.head...)
	if t.dropped > 0 {
		out = append(out, TraceEntry{Word: "...", Stack: []int64{}, Skipped: t.dropped})
	}
	out = append(out, t.tail[t.next:]...)
	return append(out, t.tail[:t.next]...)
}

// traceStackCells is how many cells a trace entry keeps.
const traceStackCells = 8

func (m *Machine) traceWord(w *Word) {
	t := m.trace
	depth := m.FP - t.base
	if depth == 0 && !t.print && (w.Name == ":" || w.Name == ":NONAME" || m.Compiling()) {
		return // defining a word at the top level is not running it
	}
	e := TraceEntry{Word: WordName(w), Depth: depth, StackDepth: m.SP}
	e.Stack = append([]int64{}, m.Stack[max(0, m.SP-traceStackCells):m.SP]...)
	if t.print {
		m.trace = nil // the output words must not trace themselves
		defer func() { m.trace = t }()
		m.WriteString(e.Line() + "\n")
		return
	}
	switch {
	case len(t.head) < TraceHead:
		t.head = append(t.head, e)
	case len(t.tail) < MaxTrace-TraceHead:
		t.tail = append(t.tail, e)
	default:
		t.tail[t.next] = e
		t.next = (t.next + 1) % len(t.tail)
		t.dropped++
	}
}

// Line is the text of a trace entry: indented by depth, the word, the stack.
func (e TraceEntry) Line() string {
	if e.Skipped > 0 {
		return fmt.Sprintf("... (%d more)", e.Skipped)
	}
	var b strings.Builder
	b.WriteString(strings.Repeat("  ", max(e.Depth, 0)))
	b.WriteString(e.Word)
	b.WriteString("  <")
	b.WriteString(strconv.Itoa(e.StackDepth))
	b.WriteString(">")
	for _, c := range e.Stack {
		b.WriteByte(' ')
		b.WriteString(strconv.FormatInt(c, 10))
	}
	return b.String()
}

// runTraced runs a definition recording each word it calls. The insides of
// the system's own words are left out: they run untraced.
func (m *Machine) runTraced(f *Frame, w *Word, c *Code) {
	if w != nil && w.IsSystem() {
		t := m.trace
		m.trace = nil
		defer func() { m.trace = t }()
		if c.Fast != nil {
			c.Fast(m)
		} else {
			m.RunPlain(c, 0)
		}
		return
	}
	insts := c.Insts
	for ip := 0; uint(ip) < uint(len(insts)); {
		f.IP = int32(ip)
		if op := &c.Ops[ip]; op.Kind == OpCall && op.Word != nil && m.trace != nil {
			m.traceWord(op.Word)
		}
		ip = insts[ip](m, ip)
	}
}

// TraceOn starts a trace that prints each word to the output. It is
// called from the word TRACE-ON, whose own frame, when the interpreter ran
// it in one, does not count in the depths. A trace the call asked for
// pauses until TraceOff.
func (m *Machine) TraceOn() {
	resume := m.trace
	if resume != nil && resume.print {
		resume = resume.resume
	}
	base := m.FP
	if base > 0 && m.Frames[base-1].Code == nil {
		base-- // the primitive's own frame (Execute)
	}
	m.trace = &tracer{base: base, print: true, resume: resume}
}

// TraceOff stops a trace started by TraceOn.
func (m *Machine) TraceOff() {
	if m.trace != nil && m.trace.print {
		m.trace = m.trace.resume
	}
}

// --- results ---

// Result is the answer to one call: what the program printed, the stacks
// after it, and how it went.
type Result struct {
	Output string
	// OutputSize is the size of the whole output when the answer shows
	// only its head and tail (see CutOutput); OutputLeftOut is how many
	// bytes it left out between them.
	OutputSize    int
	OutputLeftOut int
	Stack         []int64
	StackDepth    int
	FStack        []float64
	FStackDepth   int
	Compiling     bool
	// Open is the definition still open when Compiling.
	Open     *OpenDefinition
	Error    *Error
	Steps    int64
	MaxDepth int

	Tests *TestReport
	Trace []TraceEntry
	// TraceDropped counts the words a trace left out, 0 included; nil
	// when the call had no trace.
	TraceDropped  *int
	Breaks        []Snapshot
	BreaksDropped int
	// Warnings are what the system noticed that is not an error, such as
	// a definition that contradicts its stack comment or a redefinition
	// (the first MaxWarnings).
	Warnings        []Warning
	WarningsDropped int
	// Bye is set when the program ran BYE.
	Bye bool
}

// CutOutput keeps the head and the tail of an output longer than budget
// bytes, with a line between them that says how much it left out, and
// returns the whole output. Cuts fall between characters.
func (r *Result) CutOutput(budget int) (whole string) {
	whole = r.Output
	if budget <= 0 || len(whole) <= budget {
		return whole
	}
	head := CharStart(whole, budget/2)
	tail := CharStart(whole, len(whole)-budget/2)
	r.OutputSize, r.OutputLeftOut = len(whole), tail-head
	r.Output = whole[:head] + fmt.Sprintf("\n... (%d of %d bytes of output left out here: forth_output with offset %d reads them)\n", tail-head, len(whole), head) + whole[tail:]
	return whole
}

// CharStart returns the first byte of the character of s that byte i is
// inside, or i when i begins one, is the end of s or is in bytes that are
// not UTF-8. Text is cut there (a long output's head and tail, forth_output's
// pages, a long detail) so that each part is valid text where the whole
// is. It looks back at most one character's length: output may hold any
// bytes (TYPE, EMIT), and a run of bytes that are not UTF-8 must not move
// a cut far from where it was asked for, which would break the budget it
// keeps to.
func CharStart(s string, i int) int {
	for k := i - 1; k >= 0 && k > i-utf8.UTFMax; k-- {
		if utf8.RuneStart(s[k]) {
			if r, size := utf8.DecodeRuneInString(s[k:]); (r != utf8.RuneError || size > 1) && k+size > i {
				return k
			}
			return i
		}
	}
	return i
}

// OpenDefinitionNote is what the text says when a definition is still open.
const OpenDefinitionNote = "compiled (a definition is still open; ; ends it)"

// Text renders the result the way a Forth REPL shows it: warnings, tests,
// trace and breaks first, then the output with " ok" (or the error), then the stacks.
func (r *Result) Text() string {
	var b strings.Builder
	for _, w := range r.Warnings {
		b.WriteString("warning: " + w.Message + "\n")
	}
	if r.WarningsDropped > 0 {
		fmt.Fprintf(&b, "... (%d more warnings)\n", r.WarningsDropped)
	}
	if r.Tests != nil {
		fmt.Fprintf(&b, "tests: %d passed, %d failed\n", r.Tests.Passed, r.Tests.Failed)
	}
	if r.TraceDropped != nil {
		b.WriteString("trace:\n")
		inGap := 0
		for _, e := range r.Trace {
			b.WriteString(e.Line())
			b.WriteByte('\n')
			inGap += e.Skipped
		}
		if after := *r.TraceDropped - inGap; after > 0 {
			fmt.Fprintf(&b, "... (%d more)\n", after) // cut to the output limit
		}
		b.WriteString("end of trace\n")
	}
	for i, s := range r.Breaks {
		fmt.Fprintf(&b, "break %d: %s\n", i+1, s.BreakLine())
	}
	if r.BreaksDropped > 0 {
		fmt.Fprintf(&b, "... (%d more breaks)\n", r.BreaksDropped)
	}
	if r.Error != nil && r.OutputLeftOut > 0 {
		// a long output would push the error out of a client that cuts
		// long answers: it comes first
		r.Error.writeReport(&b, "stack at the error")
		b.WriteString(r.Output)
		if !strings.HasSuffix(r.Output, "\n") {
			b.WriteByte('\n')
		}
		Stacks{r.Stack, r.StackDepth, r.FStack, r.FStackDepth}.write(&b)
		return b.String()
	}
	b.WriteString(r.Output)
	switch {
	case r.Error != nil:
		if r.Output != "" && !strings.HasSuffix(r.Output, "\n") {
			b.WriteByte('\n')
		}
		r.Error.writeReport(&b, "stack at the error")
	case r.Open != nil:
		b.WriteString(" " + r.Open.note() + "\n")
	case r.Compiling:
		b.WriteString(" " + OpenDefinitionNote + "\n")
	default:
		b.WriteString(" ok\n")
	}
	Stacks{r.Stack, r.StackDepth, r.FStack, r.FStackDepth}.write(&b)
	return b.String()
}

// Stacks are the data and float stacks as reports show them: the top
// KeepCells of each, bottom first, with the full depths.
type Stacks struct {
	Stack       []int64
	StackDepth  int
	FStack      []float64
	FStackDepth int
}

// stacks returns the stacks as they are (the server's forth_stack reads
// them between calls).
func (m *Machine) stacks() Stacks {
	return Stacks{
		Stack:       append([]int64{}, m.Stack[max(0, m.SP-KeepCells):m.SP]...),
		StackDepth:  m.SP,
		FStack:      append([]float64{}, m.FStack[max(0, m.FSP-KeepCells):m.FSP]...),
		FStackDepth: m.FSP,
	}
}

// Text is the stacks the way results end: "stack: 1 2", and a line
// "float stack: 1.5" when there are floats.
func (s Stacks) Text() string {
	var b strings.Builder
	s.write(&b)
	return b.String()
}

func (s Stacks) write(b *strings.Builder) {
	b.WriteString("stack: ")
	writeCells(b, s.Stack, s.StackDepth)
	b.WriteByte('\n')
	if s.FStackDepth > 0 {
		b.WriteString("float stack: ")
		writeFloats(b, s.FStack, s.FStackDepth)
		b.WriteByte('\n')
	}
}

// BreakLine is the one-line form of a BREAK's snapshot:
// "in F > BREAK, at input, line 1, column 3: stack <2> 7 9".
func (s *Snapshot) BreakLine() string {
	var b strings.Builder
	if len(s.Words) > 0 {
		b.WriteString("in ")
		if s.WordsDepth > len(s.Words) {
			fmt.Fprintf(&b, "... (%d more) > ", s.WordsDepth-len(s.Words))
		}
		b.WriteString(strings.Join(s.Words, " > "))
		b.WriteString(", ")
	}
	fmt.Fprintf(&b, "at %s, line %d, column %d: stack <%d>", s.Source, s.Line, s.Column, s.StackDepth)
	if s.StackDepth > len(s.Stack) {
		b.WriteString(" ...")
	}
	for _, c := range s.Stack {
		b.WriteByte(' ')
		b.WriteString(strconv.FormatInt(c, 10))
	}
	if s.FStackDepth > 0 {
		fmt.Fprintf(&b, "; floats <%d>", s.FStackDepth)
		for _, f := range s.FStack {
			b.WriteByte(' ')
			b.WriteString(FormatFloat(f))
		}
	}
	return b.String()
}
