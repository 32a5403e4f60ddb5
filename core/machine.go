package core

import (
	"bufio"
	"io"
	"math"
)

// Sizes of the machine. Cells are 64 bits; characters are bytes.
const (
	CellSize = 8
	// PageSize bytes at address 0 are never valid, so a null pointer or a
	// small number used as an address is caught.
	PageSize = 4096

	DataStackDepth   = 1 << 17
	ReturnStackDepth = 1 << 17
	FloatStackDepth  = 1 << 13
	// CallDepth bounds the nesting of Forth calls, and with it the Go stack
	// the engine uses: deep recursion is a -5, never a Go stack overflow.
	// A call costs at most between 800 bytes and 1.6K of Go stack (through
	// CATCH), so the deepest recursion has Go grow the goroutine's stack to
	// 16M, the limit core's recursion test sets: within the server's
	// memory budget, and five times gforth's default return stack.
	CallDepth = 10_000

	// LocalsDepth bounds the cells of all locals of running definitions.
	LocalsDepth = 1 << 16

	// MaxLine is the longest line the text interpreter takes.
	MaxLine = 1024
	// MaxFileDepth bounds nested INCLUDE-FILEs; each has its line buffer.
	MaxFileDepth = 32
	// MaxSourceDepth bounds nested input sources (EVALUATE, LOAD, files).
	MaxSourceDepth = 1000

	dsMask = DataStackDepth - 1
	rsMask = ReturnStackDepth - 1
	fsMask = FloatStackDepth - 1
)

// Addresses of the system area, just above the guard page. The dictionary's
// data space starts at DictStart; ALLOCATE takes memory from the top down.
const (
	AddrBASE     = PageSize + 0*CellSize
	AddrSTATE    = PageSize + 1*CellSize
	AddrToIN     = PageSize + 2*CellSize
	AddrBLK      = PageSize + 3*CellSize
	AddrSCR      = PageSize + 4*CellSize
	AddrSPAN     = PageSize + 5*CellSize
	AddrDPL      = PageSize + 6*CellSize
	AddrSourceID = PageSize + 7*CellSize // scratch for words that need a cell
	AddrHLD      = PageSize + 8*CellSize // the pictured numeric output pointer

	HoldStart    = PageSize + 0x100 // pictured numeric output, filled downwards
	HoldEnd      = PageSize + 0x300
	WordBuf      = HoldEnd // counted string of WORD
	WordBufSize  = 0x200
	PadAddr      = WordBuf + WordBufSize
	PadSize      = 1024
	StringBufs   = PadAddr + PadSize // transient buffers of interpreted S" and S\"
	StringBufLen = MaxLine
	// NumStringBuf transient buffers: the standard asks for two, and
	// programs that keep a few interpreted strings at once (S" a" S" b"
	// S" c" COMPARE ...) work with more
	NumStringBuf = 8
	LineBufs     = StringBufs + NumStringBuf*StringBufLen
	DictStart    = LineBufs + MaxFileDepth*MaxLine
)

// Frame is one running Forth definition: the word, its code and the index of
// the op it is at. Frames give the "in: MAIN > STEP > /" of errors and the
// nesting of traces.
type Frame struct {
	Word *Word
	Code *Code
	IP   int32
}

// Machine is the Forth machine of one session: memory, stacks, dictionary,
// word lists, input sources, output and limits. Word implementations get it
// as their only argument and use the methods that core/api.go lists.
//
// The exported fields are the machine's registers (SP, RP, FSP, FP, Steps,
// CheckAt, PushLimit, Mem, the stacks, Frames, the locals and Compiler):
// they are exported for package compile alone, whose links run on them in
// the hot path. No other package reads or writes them (TestWordSetsUseTheMachineAPI).
type Machine struct {
	// The hot fields come first. Stack pointers count cells in use.
	SP      int    // data stack depth
	RP      int    // return stack depth
	FSP     int    // float stack depth
	Steps   int64  // steps this call
	CheckAt int64  // at more than this many steps the limits are checked
	FP      int    // number of frames in use
	runs    uint32 // calls of colon definitions, for the clock (see Run)
	// PushLimit is the depth at which a push takes the slow path: the
	// high-water mark of this call rises, or the stack overflows. Code that
	// writes the stack directly stays below it.
	PushLimit int
	Mem       []byte

	Stack  [DataStackDepth]int64
	RStack [ReturnStackDepth]int64
	FStack [FloatStackDepth]float64
	Frames [CallDepth]Frame

	// maxDepth is the deepest the data stack went this call.
	maxDepth int

	limits    Limits
	stepLimit int64
	clock     clock

	here int64 // HERE: the next free byte of data space
	// dataStart is where the session's own data space starts: below it is
	// the data of the system's words, which ALLOT cannot give back.
	dataStart int64
	heap      heap  // ALLOCATE's memory, at the top
	space     int64 // space used by definitions and the like
	spaceCap  int64

	dict dictionary

	// Compiler compiles what the interpreter meets in compilation state.
	Compiler Compiler

	sources   []*Source
	fileDepth int
	strBuf    int // which transient S" buffer comes next

	out      io.Writer
	outCount int64
	outLimit int64
	// column is the output column, for words that care (AT-XY, tabs).
	column int
	// emitted holds EMIT's character for the writer: a byte array of
	// Emit's own would escape to the heap through the interface call, an
	// allocation per character
	emitted [1]byte
	input   *bufio.Reader

	// files are the session's in-memory files.
	files *FileSystem

	// hooks are where word sets keep per-session state that core does
	// not know about (the vocabularies' handles, the tutorial's progress).
	hooks map[string]any

	// Per-call reports.
	tests  TestReport
	breaks []Snapshot
	// breaksDropped counts BREAKs past the ones kept.
	breaksDropped int
	trace         *tracer
	// warnings are what the compiler noticed during the call (see Warn).
	warnings        []Warning
	warningsDropped int

	// Locals are the locals of running definitions: LFrame is where the
	// innermost definition's locals start, LSP the first free cell.
	Locals [LocalsDepth]int64
	LSP    int
	LFrame int

	tokenAt        tokenPos   // the name the interpreter is at
	recording      *recording // the text of the definition being compiled
	loadBlock      func(m *Machine, n int64) (int64, int64)
	calls          int             // the session's call number
	opened         *OpenDefinition // where the outermost definition being compiled began
	prevToken      string          // the name interpreted before tokenAt's, for the hints of slips
	pointDouble    string          // a number with a point that the call read as a double, for a slip's hint
	lastComment    commentNote     // the last \ comment line, for the help of the next definition
	parsedTokens   int64           // counts names parsed, to tell "just after the name"
	definedAtToken int64
	lastIOR        iorNote   // the detail of the last ior a word returned
	lastThrow      *Error    // the last error CATCH caught (LastThrow)
	lastThrowCode  ThrowCode // its code; lastThrow is made only when asked for after a THROW handed to CATCH
	// catchFrame is the frame depth of the word the innermost CATCH runs,
	// and caught a code thrown to it without a Go panic (see HandThrow).
	catchFrame int
	caught     int64
	// catches are what the running CATCHes put back, innermost last
	catches []catchState

	built      *built // what the system was built from
	booting    bool
	inTrial    bool // a trial runs (see Try)
	bye        bool
	allowHosts []string
}

// Booting reports whether the machine is building the system image. What
// it compiles then is shared by every session made from the image, so it
// must never change afterwards; what a session compiles is its own.
func (m *Machine) Booting() bool { return m.booting }

// AllowedHosts are the network hosts the session may reach (a copy: no
// word can change them).
func (m *Machine) AllowedHosts() []string { return append([]string(nil), m.allowHosts...) }

// newMachine makes an empty machine with memSize bytes of Forth memory.
func newMachine(memSize int64) *Machine {
	m := &Machine{Mem: make([]byte, memSize), hooks: map[string]any{}}
	m.here = DictStart
	m.dataStart = DictStart
	m.heap.init(memSize)
	m.PushLimit = 0
	m.stepLimit = math.MaxInt64
	m.CheckAt = math.MaxInt64
	m.SetCell(AddrBASE, 10)
	m.out = io.Discard
	m.outLimit = math.MaxInt64
	return m
}

// --- data stack ---

// Push puts x on the data stack. It is small enough for Go to inline in
// the primitives that call it, which is why its slow path, raiseMark, is
// never inlined into it.
func (m *Machine) Push(x int64) {
	if m.SP >= m.PushLimit {
		m.raiseMark()
	}
	m.Stack[m.SP&dsMask] = x
	m.SP++
}

// raiseMark is the slow path of a push at a depth the call has not reached:
// it records the new high-water mark, or throws stack overflow.
//
//go:noinline
func (m *Machine) raiseMark() {
	if m.SP >= DataStackDepth {
		m.Throw(ErrStackOverflow)
	}
	m.maxDepth = m.SP + 1
	m.PushLimit = m.SP + 1
}

// Room makes sure n more cells can be pushed, throwing -3 if not; code that
// writes the stack directly calls it first.
func (m *Machine) Room(n int) {
	for m.SP+n > m.PushLimit {
		if m.SP+n > DataStackDepth {
			m.Throw(ErrStackOverflow)
		}
		m.maxDepth = m.SP + n
		m.PushLimit = m.SP + n
	}
}

// Pop takes the top cell.
func (m *Machine) Pop() int64 {
	if m.SP < 1 {
		m.Throw(ErrStackUnderflow)
	}
	m.SP--
	return m.Stack[m.SP&dsMask]
}

// Pop2 takes the top two cells: b was on top.
func (m *Machine) Pop2() (a, b int64) {
	if m.SP < 2 {
		m.Throw(ErrStackUnderflow)
	}
	m.SP -= 2
	return m.Stack[m.SP&dsMask], m.Stack[(m.SP+1)&dsMask]
}

// Pop3 takes the top three cells: c was on top.
func (m *Machine) Pop3() (a, b, c int64) {
	if m.SP < 3 {
		m.Throw(ErrStackUnderflow)
	}
	m.SP -= 3
	return m.Stack[m.SP&dsMask], m.Stack[(m.SP+1)&dsMask], m.Stack[(m.SP+2)&dsMask]
}

// Need throws stack underflow unless the data stack holds n cells.
func (m *Machine) Need(n int) {
	if m.SP < n {
		m.Throw(ErrStackUnderflow)
	}
}

// Top returns the top n cells, bottom first, for reading or changing in
// place; it throws stack underflow if there are fewer.
func (m *Machine) Top(n int) []int64 {
	if m.SP < n {
		m.Throw(ErrStackUnderflow)
	}
	return m.Stack[m.SP-n : m.SP]
}

// PushBool pushes a Forth flag: -1 for true, 0 for false.
func (m *Machine) PushBool(b bool) {
	if b {
		m.Push(-1)
	} else {
		m.Push(0)
	}
}

// Flag converts a Go bool to a Forth flag.
func Flag(b bool) int64 {
	if b {
		return -1
	}
	return 0
}

// Depth is the number of cells on the data stack.
func (m *Machine) Depth() int { return m.SP }

// SetDepth drops cells so that depth cells remain (CATCH uses it to restore).
func (m *Machine) SetDepth(depth int) {
	if depth < m.SP {
		m.SP = depth
	} else {
		for m.SP < depth {
			m.Push(0)
		}
	}
}

// --- return stack ---

// RPush puts x on the return stack.
func (m *Machine) RPush(x int64) {
	if m.RP >= ReturnStackDepth {
		m.Throw(ErrRStackOverflow)
	}
	m.RStack[m.RP&rsMask] = x
	m.RP++
}

// RPop takes the top of the return stack.
func (m *Machine) RPop() int64 {
	if m.RP < 1 {
		m.Throw(ErrRStackUnderflow)
	}
	m.RP--
	return m.RStack[m.RP&rsMask]
}

// RNeed throws return stack underflow unless it holds n cells.
func (m *Machine) RNeed(n int) {
	if m.RP < n {
		m.Throw(ErrRStackUnderflow)
	}
}

// --- float stack ---

// FPush puts f on the float stack.
func (m *Machine) FPush(f float64) {
	if m.FSP >= FloatStackDepth {
		m.Throw(ErrFStackOverflow)
	}
	m.FStack[m.FSP&fsMask] = f
	m.FSP++
}

// FPop takes the top float.
func (m *Machine) FPop() float64 {
	if m.FSP < 1 {
		m.Throw(ErrFStackUnderflow)
	}
	m.FSP--
	return m.FStack[m.FSP&fsMask]
}

// FNeed throws float stack underflow unless it holds n floats.
func (m *Machine) FNeed(n int) {
	if m.FSP < n {
		m.Throw(ErrFStackUnderflow)
	}
}

// FTop returns the top n floats, bottom first, for reading or changing in place.
func (m *Machine) FTop(n int) []float64 {
	if m.FSP < n {
		m.Throw(ErrFStackUnderflow)
	}
	return m.FStack[m.FSP-n : m.FSP]
}

// --- state kept in memory, where programs can read it ---

// Base is the number base of conversions.
func (m *Machine) Base() int64 { return m.Cell(AddrBASE) }

// Compiling reports whether the interpreter is in compilation state.
func (m *Machine) Compiling() bool { return m.Cell(AddrSTATE) != 0 }

// SetCompiling switches between interpretation and compilation state.
func (m *Machine) SetCompiling(on bool) { m.SetCell(AddrSTATE, Flag(on)) }

// setInput sets where KEY and ACCEPT read from; nil means nothing to read.
func (m *Machine) setInput(r io.Reader) {
	if r == nil {
		m.input = nil
		return
	}
	if br, ok := r.(*bufio.Reader); ok {
		m.input = br
		return
	}
	m.input = bufio.NewReader(r)
}

// Input is where KEY and ACCEPT read from, or nil when there is nothing.
func (m *Machine) Input() *bufio.Reader { return m.input }

// --- output ---

// setOutput sets where output goes; limit is the output a call may make
// (0: no limit), counted as OutputCost counts it.
func (m *Machine) setOutput(w io.Writer, limit int64) {
	m.out = w
	if limit <= 0 {
		limit = math.MaxInt64
	}
	m.outLimit = limit
}

// OutputCost is what a byte of output counts against the output limit: the
// bytes it takes in the server's JSON answer. A control character other
// than a newline, a carriage return or a tab, and < > and &, are written
// there as \u00XX: they count 6, so that no output makes an answer many
// times larger than the limit says.
func OutputCost(c byte) int64 {
	if c < 0x20 && c != '\n' && c != '\r' && c != '\t' || c == '<' || c == '>' || c == '&' {
		return 6
	}
	return 1
}

// Write sends p to the output. Past the output limit it writes what fits
// and throws limit exceeded: output.
func (m *Machine) Write(p []byte) {
	room := m.outLimit - m.outCount
	cost := int64(0)
	for i, c := range p {
		cost += OutputCost(c)
		if cost > room {
			m.write(p[:i], cost-OutputCost(c))
			m.throwLimit("output")
		}
	}
	m.write(p, cost)
}

func (m *Machine) write(p []byte, cost int64) {
	m.outCount += cost
	for _, c := range p {
		switch c {
		case '\n', '\r':
			m.column = 0
		default:
			m.column++
		}
	}
	if _, err := m.out.Write(p); err != nil {
		m.Throwf(ErrCharIO, "output: %v", err)
	}
}

// WriteString sends s to the output.
func (m *Machine) WriteString(s string) { m.Write([]byte(s)) }

// Emit sends one character.
func (m *Machine) Emit(c byte) {
	m.emitted[0] = c
	m.Write(m.emitted[:])
}

// FlushOutput sends buffered output on, before the program waits for input.
func (m *Machine) FlushOutput() {
	if f, ok := m.out.(interface{ Flush() error }); ok {
		f.Flush()
	}
}

// HookState returns the per-session state a word set keeps under
// key, made by fresh the first time the session asks for it: the word set's
// Session hook may make it sooner, and a machine made without that hook
// (a trial, a test) still gets one.
func HookState[T any](m *Machine, key string, fresh func() T) T {
	if v, ok := m.hooks[key].(T); ok {
		return v
	}
	v := fresh()
	m.hooks[key] = v
	return v
}

// Call is the session's call number, from 1: what a word that keeps
// something for one call only compares.
func (m *Machine) Call() int { return m.calls }
