package core

import (
	"bufio"
	"time"
)

// What a word set may use of the machine.
//
// Word sets (package wordsets) and vocabularies (json, regex, science,
// sqlite, http, csv, plot, ...) get the *Machine and work on it only through
// the methods that wordSetMachine lists below, and through the hook
// functions of this file for the state they keep per session. They never
// read or write a field of Machine: the stack pointers, the stacks, memory
// and the step counters are the registers of the machine and of the
// compiler (package compile), its one privileged peer, whose links run on
// them in the hot path. The exported methods that wordSetMachine leaves out
// (Run, RunPlain, Advance, CallCounted, HandThrow, NewWord, Reveal, Warn and
// the like) are the compiler's too. TestWordSetsUseTheMachineAPI holds that
// line for every package of the module, tests included.
//
// The accessors are small enough for Go to inline (Push, with its slow
// path for a new high-water mark, is the exception), so a word that calls
// them is as fast as one that touched the fields. Each checks what the
// field access would have had to check by hand: the depth of a stack
// (throwing the standard's underflow code) and the bounds of memory.

// wordSetMachine is what a word set may use of *Machine, grouped. The
// assertion below keeps the list in step with the methods.
type wordSetMachine interface {
	// the data stack: Pop, Top and Drop throw -4 when it holds too few cells,
	// Push and Room -3 when it is full
	Push(x int64)
	Pop() int64
	Pop2() (a, b int64)
	Pop3() (a, b, c int64)
	PushBool(b bool)
	Top(n int) []int64
	Need(n int)
	Depth() int
	SetDepth(depth int)
	Drop(n int)
	Room(n int)

	// the return stack: -6 when it holds too few cells, -5 when it is full
	RPush(x int64)
	RPop() int64
	RNeed(n int)
	RDepth() int
	RTop(n int) []int64
	RDrop(n int)

	// the float stack: -45 when it holds too few floats, -44 when it is full
	FPush(f float64)
	FPop() float64
	FTop(n int) []float64
	FNeed(n int)
	FDepth() int
	SetFDepth(depth int)
	FDrop(n int)

	// Forth memory: every access is checked and throws -9 outside the memory
	// a program may use; Bytes is a view that aliases it
	Cell(a int64) int64
	SetCell(a, x int64)
	Byte(a int64) byte
	SetByte(a int64, c byte)
	Float(a int64) float64
	SetFloat(a int64, f float64)
	Bytes(a, n int64) []byte
	String(a, n int64) string
	PutBytes(a int64, p []byte)
	CheckRange(a, n int64)
	MemorySize() int64

	// data space, ALLOCATE's memory and strings
	Here() int64
	Allot(n int64) int64
	AllotString(s string) int64
	Comma(x int64)
	CComma(c byte)
	Align()
	Unused() int64
	ChargeSpace(n int64)
	KeepString(s []byte) int64
	PushMessage(msg string)
	Allocate(n int64) (addr int64, ior int64)
	AllocateString(s []byte) int64
	AllocatedSize(addr int64) (int64, bool)
	Resize(addr, n int64) (int64, int64)
	Free(addr int64) int64

	// errors: THROW with the standard's codes, the ior of a failed operation,
	// CATCH
	Throw(code ThrowCode)
	Throwf(code ThrowCode, format string, args ...any)
	ThrowError(e *Error)
	Message(code ThrowCode) string
	Catch(w *Word) (code int64)
	LastThrow() *Error
	NoteIOR(code ThrowCode, detail string)
	TakeIORDetail(code ThrowCode) string
	FileIOR(name string, err error, ior ThrowCode) int64
	FileError(name string, err error)

	// work, time and limits: Tick charges steps for work that grows with its
	// input; the limits are read only
	Tick(n int64)
	Limits() Limits
	StepsLeft() int64
	Remaining() time.Duration
	Done() <-chan struct{}
	CheckTime()
	ReportProgress(done, total int64, message string)
	Call() int

	// output and input
	Write(p []byte)
	WriteString(s string)
	Emit(c byte)
	FlushOutput()
	SetColumn(column int)
	Input() *bufio.Reader

	// the session's in-memory files and the network hosts it may reach
	Files() *FileSystem
	Included(name string)
	ResolveInclude(name string) string
	SetBlockLoader(f func(m *Machine, n int64) (addr, size int64))
	LoadBlock(n, addr, size int64)
	AllowedHosts() []string

	// the text interpreter: the input source, parsing, the number base and
	// the state
	Base() int64
	Compiling() bool
	SourceBuffer() (int64, int64)
	ToIn() int64
	SetToIn(n int64)
	Refill() bool
	Sources() []*Source
	CurrentSource() *Source
	SaveInput() []int64
	RestoreInput(v []int64) bool
	Position() (source string, line, column int, token string)
	Parse(c byte) (int64, int64)
	ParseName() (int64, int64)
	ParseNameString() string
	ParseWord(c byte) (int64, int64)
	ParseFind() *Word
	Evaluate(addr, n int64)
	InterpretText(text []byte, name string, kind SourceKind, id int64)
	NoteComment(text string)

	// compiling into the open definition
	CompileWord(w *Word)
	CompileLiteral(n int64)
	CompileOp(op Op)

	// the dictionary, execution and the word lists
	Define(name string, kind Kind, fn func(m *Machine)) *Word
	Make(w *Word, maker string, args ...int64)
	Body(w *Word) int64
	JustDefined() *Word
	NoteUnnamed()
	SystemWord(name string) *Word
	Find(name []byte) *Word
	FindIn(wl *WordList, name []byte) *Word
	FindString(name string) *Word
	WordOf(xt int64) *Word
	IsXT(x int64) bool
	Execute(w *Word)
	ExecuteXT(xt int64)
	CallerCode() *Code
	CompilationWord(w *Word) *Word
	Current() *WordList
	SetCurrent(wl *WordList)
	Order() []*WordList
	SetOrder(order []*WordList)
	ForthWordList() *WordList
	NewWordList(name string) *WordList
	WordListOf(id int64) *WordList
	WordListNamed(name string) *WordList
	WordLists() []*WordList
	WordSets() []*WordSet
	MarkerState() []int64
	RestoreMarker(state []int64)

	// the state a word set keeps per session (Hook and HookState read it)
	SetHook(key string, v any)
	DropHook(key string)

	// tests, breaks, traces and the end of the session
	AddTestResult(f *TestFailure)
	Break()
	TraceOn()
	TraceOff()
	Try(t Trial) (r TrialResult)
	Bye()
	Quit()
}

var _ wordSetMachine = (*Machine)(nil)

// Drop removes the top n cells of the data stack.
func (m *Machine) Drop(n int) {
	if m.SP < n {
		m.Throw(ErrStackUnderflow)
	}
	m.SP -= n
}

// RDepth is the number of cells on the return stack.
func (m *Machine) RDepth() int { return m.RP }

// RTop returns the top n cells of the return stack, bottom first, for
// reading or changing in place; it throws return stack underflow if there
// are fewer.
func (m *Machine) RTop(n int) []int64 {
	if m.RP < n {
		m.Throw(ErrRStackUnderflow)
	}
	return m.RStack[m.RP-n : m.RP]
}

// RDrop removes the top n cells of the return stack.
func (m *Machine) RDrop(n int) {
	if m.RP < n {
		m.Throw(ErrRStackUnderflow)
	}
	m.RP -= n
}

// FDepth is the number of floats on the float stack.
func (m *Machine) FDepth() int { return m.FSP }

// SetFDepth drops floats so that depth remain, or pushes zeros up to it.
func (m *Machine) SetFDepth(depth int) {
	if depth < m.FSP {
		m.FSP = max(depth, 0)
		return
	}
	for m.FSP < depth {
		m.FPush(0)
	}
}

// FDrop removes the top n floats.
func (m *Machine) FDrop(n int) {
	if m.FSP < n {
		m.Throw(ErrFStackUnderflow)
	}
	m.FSP -= n
}

// MemorySize is the size of Forth memory in bytes: no address reaches it.
func (m *Machine) MemorySize() int64 { return int64(len(m.Mem)) }

// Limits are the session's limits, a copy: no word can change them.
func (m *Machine) Limits() Limits { return m.limits }

// StepsLeft is how many steps the call may still take before the step
// limit (a very large number when there is none).
func (m *Machine) StepsLeft() int64 { return m.stepLimit - m.Steps }

// SetColumn tells the output where its column is after a word moved the
// cursor itself (AT-XY, PAGE).
func (m *Machine) SetColumn(column int) { m.column = column }

// Files are the session's in-memory files.
func (m *Machine) Files() *FileSystem { return m.files }

// CompileWord compiles a call of w into the open definition.
func (m *Machine) CompileWord(w *Word) { m.Compiler.CompileWord(m, w) }

// CompileLiteral compiles n as a literal into the open definition.
func (m *Machine) CompileLiteral(n int64) { m.Compiler.CompileLiteral(m, n) }

// CompileOp appends op to the open definition (string literals and the
// like).
func (m *Machine) CompileOp(op Op) { m.Compiler.CompileOp(m, op) }

// CallerCode is the code of the colon definition that called the running
// word, or nil when the text interpreter (or EXECUTE from it) did.
func (m *Machine) CallerCode() *Code {
	if m.FP < 2 {
		return nil
	}
	return m.Frames[m.FP-2].Code
}

// --- the state a word set keeps per session ---

// SetHook keeps v as the session's state of the word set that owns key:
// a word set's Session hook makes it, its image reader puts it back.
func (m *Machine) SetHook(key string, v any) { m.hooks[key] = v }

// DropHook forgets the state kept under key (a word set's Close hook).
func (m *Machine) DropHook(key string) { delete(m.hooks, key) }

// Hook returns the state kept under key, when there is one of type T.
func Hook[T any](m *Machine, key string) (T, bool) {
	v, ok := m.hooks[key].(T)
	return v, ok
}
