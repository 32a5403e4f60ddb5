package core

import (
	"math"
	"time"
)

// Inst runs one plain instruction of a definition: the op at index ip. It
// returns the index of the op to run next; an index outside the code leaves
// the definition. Instructions count their own steps.
type Inst func(m *Machine, ip int) int

// Code is a compiled definition: the ops the compiler emitted, one plain
// instruction per op, and, when the compiler made one, a fast form that
// does the same faster.
type Code struct {
	// Insts are the plain instructions, one per op: the reference that the
	// fast form must agree with, what traces run, and what the fast form
	// runs from the op where it cannot go on.
	Insts []Inst
	// Ops are the definition as compiled.
	Ops []Op
	// Word is the definition the code belongs to (nil for DOES> parts and
	// quotations until they get one).
	Word *Word
	// Fast, when set, runs the code in the frame Run has just pushed, with
	// the same behaviour, steps, errors and stacks as the plain
	// instructions. Fast code keeps the frame's IP at the op that is
	// running wherever an error or a call can happen.
	Fast func(m *Machine)
	// Prog is the compiler's own form of the fast code, which fast code
	// that calls this definition runs directly.
	Prog any
	// Entry is where the compiler's fast code begins, at hand for a call
	// through an execution token, which finds the code only when it runs:
	// one load from the code rather than several through Prog.
	Entry any
}

// opAt returns the op at index ip, or nil.
func (c *Code) opAt(ip int) *Op {
	if ip < 0 || ip >= len(c.Ops) {
		return nil
	}
	return &c.Ops[ip]
}

// OpKind says what an op does.
type OpKind uint8

// The ops of compiled code.
const (
	OpCall        OpKind = iota // run Word
	OpLit                       // push N
	OpFLit                      // push F onto the float stack
	OpString                    // push N and Len: the address and length of a string literal
	OpBranch                    // go to Target
	OpZBranch                   // pop a flag; go to Target if it is zero
	OpDo                        // DO: move limit and index to the return stack
	OpQDo                       // ?DO: like DO, or go to Target when limit equals index
	OpLoop                      // LOOP: count; go back to Target until the limit is crossed
	OpPlusLoop                  // +LOOP
	OpLeave                     // LEAVE: drop the loop parameters and go to Target
	OpExit                      // EXIT
	OpDoes                      // DOES>: give the latest word the behaviour Code, and exit
	OpLocals                    // take N locals from the data stack (Len of them set to zero)
	OpLocalFetch                // push local N
	OpLocalStore                // pop into local N
	OpLocalAdd                  // add the top of the stack to local N (+TO)
	OpLocalAddr                 // push the address of local N's cell (for a buffer local)
	OpFLocalFetch               // push float local N
	OpFLocalStore               // pop a float into local N
	OpDropLocals                // leave the locals frame
	OpCompileWord               // compile Word into the current definition (POSTPONE of a normal word)
	OpNoop                      // nothing: a place holder that counts no step
)

// Op is one operation of compiled code, as the compiler emitted it.
type Op struct {
	Kind   OpKind
	Word   *Word // the word called, or the word that compiled the op (IF, LOOP, ...)
	N      int64
	Len    int64
	F      float64
	Target int   // an op index, for branches
	Code   *Code // DOES> parts and quotations
	// Steps is how many steps the op counts: 1 for a word, a literal, a branch.
	Steps int32
}

// Compiler compiles what the text interpreter meets in compilation state
// into the open definition. Package compile provides it.
type Compiler interface {
	CompileWord(m *Machine, w *Word)
	CompileLiteral(m *Machine, n int64)
	CompileFloat(m *Machine, f float64)
	// CompileOp appends an op to the open definition: words that compile
	// string literals and the like use it.
	CompileOp(m *Machine, op Op)
	// CompileName compiles a name the compiler knows itself (a local of the
	// open definition) and reports whether it did.
	CompileName(m *Machine, name []byte) bool
	// Open reports whether a definition is being compiled.
	Open() bool
	// Depth is the number of definitions being compiled (more than one
	// while a quotation is open).
	Depth() int
	// Abort drops the definitions opened beyond the first depth ones, after
	// an error (depth 0) or when CATCH catches one.
	Abort(m *Machine, depth int)
	// Fresh returns a compiler with nothing open, for a new session.
	Fresh() Compiler
	// Build makes the code that runs from code.Ops (an image read back):
	// the plain instructions, the fast form, and the steps of each op,
	// which it counts itself rather than trusting the image. The words
	// and codes the ops refer to are in place, and the codes are built in
	// the order they were first built, so that a call is inlined as it was.
	Build(m *Machine, code *Code)
	// State is what the compiler holds while definitions are open, as
	// data, and SetState puts it back into a compiler with nothing open
	// (a session image with a definition that spans calls).
	State() CompilerState
	SetState(m *Machine, st CompilerState) error
}

// CompilerState is the definitions being compiled, outermost first, and
// the control-flow stack, bottom first.
type CompilerState struct {
	Defs    []DefinitionState
	Control []ControlItem
}

// DefinitionState is a definition being compiled: its word and the code it
// will fill, the ops so far and its locals.
type DefinitionState struct {
	Word             *Word
	Code             *Code
	Ops              []Op
	ControlBase      int // the control-flow stack's depth when it began
	Locals           []Local
	LocalsOpen       bool
	Pending          []string // locals declared by (LOCAL) so far
	Named, Quotation bool
	// What the stack-effect check at its end reads: the stack comment its
	// locals declaration makes and the declaration as written, where its
	// name is, and where each op was compiled.
	LocalsEffect, LocalsText string
	Source                   string
	Line, Column             int
	Places                   []SourcePlace
}

// SourcePlace is a line and a column of a source.
type SourcePlace struct{ Line, Column int }

// Local is a local of an open definition.
type Local struct {
	Name  string
	Index int
	Float bool
}

// ControlItem is an item of the control-flow stack: its kind, the op it
// concerns, the ops to patch at its end and the definition it is in (an
// index into CompilerState.Defs).
type ControlItem struct {
	Kind, Index int
	Leaves      []int
	Def         int
}

// countCall counts a call of a colon definition, which counts no step:
// calls alone (words made of calls of empty words, recursion that ends in
// an error) would seldom reach a checkpoint, so the clock is read every
// checkInterval calls too. Every way of calling a definition counts here.
func (m *Machine) countCall() {
	if !m.CallCounted() {
		m.runs++
		m.clock.check(m)
	}
}

// CallCounted counts a call as countCall does, unless the clock is to be
// read at this call: then it counts nothing and reports false, and the
// caller makes the call through Run, which counts it and reads the clock.
// Fast code calls it instead of countCall because it is small enough for
// Go to inline in the call.
func (m *Machine) CallCounted() bool {
	if (m.runs+1)%checkInterval == 0 {
		return false
	}
	m.runs++
	return true
}

// Run executes a colon definition's code in a new frame.
func (m *Machine) Run(w *Word, c *Code) {
	fp := m.FP
	if fp >= CallDepth {
		m.Throwf(ErrRStackOverflow, "%d words running", fp)
	}
	m.countCall()
	f := &m.Frames[fp]
	f.Word, f.Code, f.IP = w, c, 0
	m.FP = fp + 1
	switch {
	case m.trace != nil:
		m.runTraced(f, w, c)
	case c.Fast != nil:
		c.Fast(m)
	default:
		m.RunPlain(c, 0)
	}
	m.FP = fp
}

// RunPlain runs the plain instructions of c, from the op at ip to the end
// of the definition, in the innermost frame. Fast code goes on this way
// from an op where it cannot go on itself: a limit or an error then falls
// on the exact word.
func (m *Machine) RunPlain(c *Code, ip int) {
	f := &m.Frames[m.FP-1]
	insts := c.Insts
	for uint(ip) < uint(len(insts)) {
		f.IP = int32(ip)
		ip = insts[ip](m, ip)
	}
}

// Tracing reports whether a trace is recording: fast code then calls
// through Run, which traces.
func (m *Machine) Tracing() bool { return m.trace != nil }

// Execute runs a word's execution semantics: EXECUTE, CATCH and the text
// interpreter come here. Words other than colon definitions get a frame of
// their own so that errors and traces name them.
func (m *Machine) Execute(w *Word) {
	if m.trace != nil {
		m.traceWord(w)
	}
	if w.Kind == KindColon {
		m.Run(w, w.Code)
		return
	}
	m.Tick(1)
	fp := m.FP
	if fp >= CallDepth {
		m.Throwf(ErrRStackOverflow, "%d words running", fp)
	}
	f := &m.Frames[fp]
	f.Word, f.Code, f.IP = w, nil, 0
	m.FP = fp + 1
	w.Fn(m)
	m.FP = fp
}

// ExecuteXT is EXECUTE: run the word whose execution token is xt.
func (m *Machine) ExecuteXT(xt int64) { m.Execute(m.WordOf(xt)) }

// --- steps, time and cancellation ---

// checkInterval is how many steps run between looks at the clock. At a few
// nanoseconds a step, the clock is read every few tens of microseconds.
const checkInterval = 1 << 13

// Tick counts n steps of work; at the checkpoints it enforces the step
// limit, the deadline and cancellation. Primitives whose work grows with
// their input call it in proportion.
func (m *Machine) Tick(n int64) {
	m.Steps += n
	if m.Steps > m.CheckAt {
		m.checkpoint(n)
	}
}

// Advance is for fast code about to count n steps at once that reach past
// the next checkpoint. It reports false when the step limit falls among
// them (the caller then runs its words one by one, so that the limit falls
// on the exact word); otherwise it checks the deadline and cancellation,
// throwing when they say stop, moves the checkpoint on and reports whether
// the n steps now fit before it.
func (m *Machine) Advance(n int64) bool {
	if m.Steps+n > m.stepLimit {
		return false
	}
	m.clock.check(m)
	m.CheckAt = min(m.stepLimit, m.Steps+checkInterval)
	return m.Steps+n <= m.CheckAt
}

func (m *Machine) checkpoint(n int64) {
	if m.Steps > m.stepLimit {
		m.Steps -= n
		m.throwLimit("steps")
	}
	m.clock.check(m)
	m.CheckAt = min(m.stepLimit, m.Steps+checkInterval)
}

// clock holds the deadline and the cancellation of the running call.
type clock struct {
	deadline time.Time // zero: none
	done     <-chan struct{}
	progress *progressReporter // nil: the call's progress is not asked for
}

func (c *clock) check(m *Machine) {
	if c.done != nil {
		select {
		case <-c.done:
			panic(&Error{Code: ErrCancelled, Message: Message(ErrCancelled), Detail: "the client cancelled the call", uncatchable: true})
		default:
		}
	}
	if !c.deadline.IsZero() && time.Now().After(c.deadline) {
		m.throwLimit("time")
	}
	if c.progress != nil {
		c.progress.tick(m)
	}
}

// Remaining is the time left before the call's deadline (a long time when
// there is none). Vocabularies that wait (SQL, regular expressions, HTTP)
// bound themselves by it.
func (m *Machine) Remaining() time.Duration {
	if m.clock.deadline.IsZero() {
		return time.Duration(math.MaxInt64)
	}
	return time.Until(m.clock.deadline)
}

// Done is closed when the call is cancelled (nil when it cannot be).
func (m *Machine) Done() <-chan struct{} { return m.clock.done }

// CheckTime checks the deadline and cancellation now; a primitive that waits
// on something outside the engine calls it when it comes back.
func (m *Machine) CheckTime() { m.clock.check(m) }

// startCall resets the per-call counters and arms the limits.
func (m *Machine) startCall(deadline time.Time, done <-chan struct{}) {
	m.Steps = 0
	m.stepLimit = math.MaxInt64
	if m.limits.Steps > 0 {
		m.stepLimit = m.limits.Steps
	}
	m.clock = clock{deadline: deadline, done: done}
	m.CheckAt = min(m.stepLimit, checkInterval)
	m.outCount = 0
	m.maxDepth = m.SP
	m.PushLimit = m.SP
}
