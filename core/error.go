package core

import (
	"fmt"
	"math"
	"strconv"
	"strings"
)

// ThrowCode is a THROW code: a standard one (Forth 2012 table 9.1), one of
// forthling's own (-256 and below), one a vocabulary owns (WordSet.Codes),
// or a program's own.
type ThrowCode int64

// The THROW codes the engine and the standard word sets raise, and
// forthling's own that any word set may raise. A vocabulary's own codes
// live in its package (SQLITE's -261, ...) and are registered with its
// word set.
const (
	ErrAbort            ThrowCode = -1
	ErrAbortQuote       ThrowCode = -2
	ErrStackOverflow    ThrowCode = -3
	ErrStackUnderflow   ThrowCode = -4
	ErrRStackOverflow   ThrowCode = -5
	ErrRStackUnderflow  ThrowCode = -6
	ErrDictOverflow     ThrowCode = -8
	ErrInvalidAddress   ThrowCode = -9
	ErrDivByZero        ThrowCode = -10
	ErrOutOfRange       ThrowCode = -11
	ErrArgType          ThrowCode = -12
	ErrUndefined        ThrowCode = -13
	ErrCompileOnly      ThrowCode = -14
	ErrZeroLengthName   ThrowCode = -16
	ErrHoldOverflow     ThrowCode = -17
	ErrParsedOverflow   ThrowCode = -18
	ErrNameTooLong      ThrowCode = -19
	ErrUnsupported      ThrowCode = -21
	ErrControlMismatch  ThrowCode = -22
	ErrInvalidNumeric   ThrowCode = -24
	ErrRStackImbalance  ThrowCode = -25
	ErrLoopParams       ThrowCode = -26
	ErrInvalidRecursion ThrowCode = -27
	ErrCompilerNesting  ThrowCode = -29
	ErrNotCreated       ThrowCode = -31
	ErrInvalidName      ThrowCode = -32
	ErrBlockRead        ThrowCode = -33
	ErrBlockWrite       ThrowCode = -34
	ErrInvalidBlock     ThrowCode = -35
	ErrFilePosition     ThrowCode = -36
	ErrFileIO           ThrowCode = -37
	ErrNoFile           ThrowCode = -38
	ErrUnexpectedEOF    ThrowCode = -39
	ErrFloatBase        ThrowCode = -40
	ErrFloatDivByZero   ThrowCode = -42
	ErrFloatRange       ThrowCode = -43
	ErrFStackOverflow   ThrowCode = -44
	ErrFStackUnderflow  ThrowCode = -45
	ErrFloatInvalid     ThrowCode = -46
	ErrInvalidPostpone  ThrowCode = -48
	ErrOrderOverflow    ThrowCode = -49
	ErrOrderUnderflow   ThrowCode = -50
	ErrCSOverflow       ThrowCode = -52
	ErrQuit             ThrowCode = -56
	ErrCharIO           ThrowCode = -57
	ErrConditional      ThrowCode = -58
	ErrAllocate         ThrowCode = -59
	ErrFree             ThrowCode = -60
	ErrResize           ThrowCode = -61
	ErrCloseFile        ThrowCode = -62
	ErrCreateFile       ThrowCode = -63
	ErrDeleteFile       ThrowCode = -64
	ErrFilePositionIOR  ThrowCode = -65
	ErrFileSize         ThrowCode = -66
	ErrFileStatus       ThrowCode = -67
	ErrFlushFile        ThrowCode = -68
	ErrOpenFile         ThrowCode = -69
	ErrReadFile         ThrowCode = -70
	ErrReadLine         ThrowCode = -71
	ErrRenameFile       ThrowCode = -72
	ErrRepositionFile   ThrowCode = -73
	ErrResizeFile       ThrowCode = -74
	ErrWriteFile        ThrowCode = -75
	ErrWriteLine        ThrowCode = -76
	ErrMalformedXChar   ThrowCode = -77
	ErrSubstitute       ThrowCode = -78
	ErrReplaces         ThrowCode = -79
	ErrInternal         ThrowCode = -256 // a Go panic inside the engine: a bug in forthling, never the program's fault
	ErrInvalidXT        ThrowCode = -257 // EXECUTE of a cell that is no execution token
	ErrLimit            ThrowCode = -258 // a sandbox limit: steps, time, output, space, memory
	ErrCancelled        ThrowCode = -259 // the client cancelled the call
	ErrSandbox          ThrowCode = -260 // an operation the sandbox does not allow
	ErrVocabularyMisuse ThrowCode = -266 // a vocabulary word given a bad handle or argument
	ErrTestFailed       ThrowCode = -267 // reserved for tools that turn test failures into errors
	ErrReadOnlyLocation ThrowCode = -20
	ErrObsolescent      ThrowCode = -30
)

var messages = map[ThrowCode]string{
	-1: "aborted", -2: "aborted", -3: "stack overflow", -4: "stack underflow",
	-5: "return stack overflow", -6: "return stack underflow",
	-7: "do-loops nested too deeply during execution", -8: "dictionary overflow",
	-9: "invalid memory address", -10: "division by zero", -11: "result out of range",
	-12: "argument type mismatch", -13: "undefined word",
	-14: "interpreting a compile-only word", -15: "invalid FORGET",
	-16: "attempt to use zero-length string as a name",
	-17: "pictured numeric output string overflow", -18: "parsed string overflow",
	-19: "definition name too long", -20: "write to a read-only location",
	-21: "unsupported operation", -22: "control structure mismatch",
	-23: "address alignment exception", -24: "invalid numeric argument",
	-25: "return stack imbalance", -26: "loop parameters unavailable",
	-27: "invalid recursion", -28: "user interrupt", -29: "compiler nesting",
	-30: "obsolescent feature", -31: ">BODY used on non-CREATEd definition",
	-32: "invalid name argument", -33: "block read exception",
	-34: "block write exception", -35: "invalid block number",
	-36: "invalid file position", -37: "file I/O exception", -38: "non-existent file",
	-39: "unexpected end of file", -40: "invalid BASE for floating point conversion",
	-41: "loss of precision", -42: "floating-point divide by zero",
	-43: "floating-point result out of range", -44: "floating-point stack overflow",
	-45: "floating-point stack underflow", -46: "floating-point invalid argument",
	-47: "compilation word list deleted", -48: "invalid POSTPONE",
	-49: "search-order overflow", -50: "search-order underflow",
	-51: "compilation word list changed", -52: "control-flow stack overflow",
	-53: "exception stack overflow", -54: "floating-point underflow",
	-55: "floating-point unidentified fault", -56: "QUIT",
	-57: "exception in sending or receiving a character",
	-58: "[IF], [ELSE], or [THEN] exception", -59: "ALLOCATE", -60: "FREE",
	-61: "RESIZE", -62: "CLOSE-FILE", -63: "CREATE-FILE", -64: "DELETE-FILE",
	-65: "FILE-POSITION", -66: "FILE-SIZE", -67: "FILE-STATUS", -68: "FLUSH-FILE",
	-69: "OPEN-FILE", -70: "READ-FILE", -71: "READ-LINE", -72: "RENAME-FILE",
	-73: "REPOSITION-FILE", -74: "RESIZE-FILE", -75: "WRITE-FILE", -76: "WRITE-LINE",
	-77: "malformed xchar", -78: "SUBSTITUTE", -79: "REPLACES",
	-256: "internal error", -257: "invalid execution token", -258: "limit exceeded",
	-259: "cancelled", -260: "not allowed in the sandbox",
	-266: "invalid argument", -267: "test failed",
}

// Message returns the message of a THROW code of the standard or of
// forthling's own, or "" for other codes (a vocabulary's: see
// Machine.Message, or a program's own).
func Message(code ThrowCode) string { return messages[code] }

// Message returns the message of a THROW code in the machine's system: the
// standard's, forthling's own or one a word set of the system owns; "" for
// a program's own codes.
func (m *Machine) Message(code ThrowCode) string {
	if msg, ok := messages[code]; ok {
		return msg
	}
	return m.built.codes[code]
}

// Snapshot is what the program looked like at an error or a BREAK: where
// the text interpreter was, which words were running and what the stacks
// held. Long stacks and deep nesting keep their innermost part, with the full
// depths beside.
type Snapshot struct {
	Source string // "input", "evaluate", a file's name, "block N"
	Line   int
	Column int
	Token  string

	Words []string // innermost ones, outermost first
	// Use says which use of the innermost word its definition was at, when
	// the definition uses that word more than once.
	Use         string
	WordsDepth  int       // how many words were running in all
	Stack       []int64   // top cells, bottom first
	StackDepth  int       // full depth of the data stack
	FStack      []float64 // top floats, bottom first
	FStackDepth int       // full depth of the float stack
}

// Error is a Forth exception as the engine reports it: the THROW code and
// message, where the text interpreter was, which words were running and what
// the stacks held. Inside the engine it travels as a panic; CATCH and the
// session boundary recover it.
type Error struct {
	Code    ThrowCode
	Message string
	// Detail completes the message: the undefined name, the bad address, the
	// limit that was exceeded ("undefined word: FOO").
	Detail string
	// Hint tells how to fix it where the system knows ("it is in the word list
	// JSON; ALSO JSON finds it").
	Hint string
	// Open is the definition that was open when the error happened, when
	// the code in error did not open it: the words that followed were
	// compiled into it (an earlier call, an included file without its ;).
	Open *OpenDefinition

	Snapshot

	// uncatchable errors (limits, cancellation) pass through CATCH so that a
	// program cannot go on past a sandbox limit.
	uncatchable bool
	// hintFor is the undefined name whose Hint is to be worked out when the
	// error reaches the session.
	hintFor string
}

// Text returns the first line of the report: "error -13: undefined word: FOO".
func (e *Error) Text() string {
	var b strings.Builder
	b.WriteString("error ")
	b.WriteString(strconv.FormatInt(int64(e.Code), 10))
	b.WriteString(": ")
	b.WriteString(e.Full())
	return b.String()
}

// Full is the message with its detail and hint.
func (e *Error) Full() string {
	s := e.Message
	if e.Detail != "" {
		if s != "" {
			s += ": " + e.Detail
		} else {
			s = e.Detail
		}
	}
	if e.Hint != "" {
		s += " (" + e.Hint + ")"
	}
	return s
}

// Error returns the error in one line, as Text does; Report has the
// whole of it.
func (e *Error) Error() string { return e.Text() }

// Report is the error as the REPL reports it: the first line (Text), then
// where the text interpreter was, which words were running and what the
// stacks held, a line each.
func (e *Error) Report() string {
	var b strings.Builder
	e.writeReport(&b, "stack at the error")
	return strings.TrimRight(b.String(), "\n")
}

func (e *Error) writeReport(b *strings.Builder, stackLabel string) {
	b.WriteString(e.Text())
	b.WriteByte('\n')
	if e.Source != "" {
		fmt.Fprintf(b, "at %s, line %d, column %d", e.Source, e.Line, e.Column)
		if e.Token != "" {
			b.WriteString(": ")
			b.WriteString(e.Token)
		}
		b.WriteByte('\n')
	}
	if e.Open != nil {
		b.WriteString(e.Open.openLine())
		b.WriteByte('\n')
	}
	if len(e.Words) > 0 {
		b.WriteString("in: ")
		if e.WordsDepth > len(e.Words) {
			fmt.Fprintf(b, "... (%d more) > ", e.WordsDepth-len(e.Words))
		}
		b.WriteString(strings.Join(e.Words, " > "))
		if e.Use != "" {
			b.WriteString(" (" + e.Use + ")")
		}
		b.WriteByte('\n')
	}
	b.WriteString(stackLabel)
	b.WriteString(": ")
	writeCells(b, e.Stack, e.StackDepth)
	b.WriteByte('\n')
	if e.FStackDepth > 0 {
		b.WriteString("float " + stackLabel + ": ")
		writeFloats(b, e.FStack, e.FStackDepth)
		b.WriteByte('\n')
	}
}

// writeCells writes the cells bottom first, or "empty"; a stack deeper than the
// cells kept starts with "... (n more)".
func writeCells(b *strings.Builder, cells []int64, depth int) {
	if depth == 0 {
		b.WriteString("empty")
		return
	}
	if depth > len(cells) {
		fmt.Fprintf(b, "... (%d more) ", depth-len(cells))
	}
	for i, c := range cells {
		if i > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(strconv.FormatInt(c, 10))
	}
}

func writeFloats(b *strings.Builder, fs []float64, depth int) {
	if depth == 0 {
		b.WriteString("empty")
		return
	}
	if depth > len(fs) {
		fmt.Fprintf(b, "... (%d more) ", depth-len(fs))
	}
	for i, f := range fs {
		if i > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(FormatFloat(f))
	}
}

// FormatFloat writes a float the way results show it: shortest form that
// reads back to the same value, with an exponent only where needed. NaN
// and the infinities are nan, inf and -inf, as F. prints them: the text
// spells them one way (the JSON, which has no number for them, as the
// strings "NaN", "Infinity" and "-Infinity").
func FormatFloat(f float64) string {
	switch {
	case math.IsNaN(f):
		return "nan"
	case math.IsInf(f, 1):
		return "inf"
	case math.IsInf(f, -1):
		return "-inf"
	}
	return strconv.FormatFloat(f, 'g', -1, 64)
}

// NewError makes an error with the message of one of core's codes and a
// detail.
func NewError(code ThrowCode, detail string) *Error {
	return &Error{Code: code, Message: Message(code), Detail: clipDetail(detail)}
}

// MaxDetail bounds the detail of an error. A detail quotes what was wrong,
// which may be as long as the program's data (an SQL token of a megabyte),
// and every answer with the error carries it twice.
const MaxDetail = 1024

// clipDetail keeps the start of a detail longer than MaxDetail.
func clipDetail(d string) string {
	if len(d) <= MaxDetail {
		return d
	}
	i := CharStart(d, MaxDetail)
	return fmt.Sprintf("%s... (%d more bytes)", d[:i], len(d)-i)
}

// Throw raises a Forth exception with the message of code.
func (m *Machine) Throw(code ThrowCode) { panic(m.thrown(code)) }

// thrown is the error of THROW of code.
func (m *Machine) thrown(code ThrowCode) *Error {
	msg := m.Message(code)
	if msg == "" {
		msg = "uncaught exception"
	}
	return &Error{Code: code, Message: msg}
}

// HandThrow is THROW of n for fast code running in the word that the
// innermost CATCH runs, without a Go panic, which costs more the deeper Go
// code is nested. When a CATCH is running and n is an ordinary code (not
// ABORT"'s, with no ior detail waiting for it) it records n and reports
// true: the fast code then returns up to CATCH at once (see CatchFrame),
// which takes n as thrown. Otherwise THROW is for the plain code to do.
func (m *Machine) HandThrow(n int64) bool {
	if m.catchFrame == 0 || n == int64(ErrAbortQuote) || m.lastIOR.code == ThrowCode(n) {
		return false
	}
	m.caught = n
	return true
}

// CatchFrame is the frame depth that the word the innermost CATCH runs has
// when it runs: fast code that returns from HandThrow at that depth goes
// back to CATCH; deeper down (below EXECUTE, say) it calls ThrowHanded.
func (m *Machine) CatchFrame() int { return m.catchFrame }

// ThrowHanded throws the code HandThrow recorded, as THROW would have.
func (m *Machine) ThrowHanded() {
	n := m.caught
	m.caught = 0
	m.Throw(ThrowCode(n))
}

// Throwf raises a Forth exception whose message gets a detail, such as the
// name or the address that was wrong.
func (m *Machine) Throwf(code ThrowCode, format string, args ...any) {
	panic(&Error{Code: code, Message: m.Message(code), Detail: clipDetail(fmt.Sprintf(format, args...))})
}

// iorNote is the detail of an ior a word returned instead of throwing.
type iorNote struct {
	code   ThrowCode
	detail string
}

// NoteIOR records the detail of an ior a word returns, so that THROW of it
// can say more than the standard message ("non-existent file: data.txt: no
// such file").
func (m *Machine) NoteIOR(code ThrowCode, detail string) {
	m.lastIOR = iorNote{code, clipDetail(detail)}
}

// TakeIORDetail returns the detail of the ior code if it is the last one a
// word returned, else "", and forgets it: a later THROW of the same code
// does not repeat a stale detail.
func (m *Machine) TakeIORDetail(code ThrowCode) string {
	if code == 0 || m.lastIOR.code != code {
		return ""
	}
	detail := m.lastIOR.detail
	m.lastIOR = iorNote{}
	return detail
}

// ThrowError raises e as it is.
func (m *Machine) ThrowError(e *Error) { panic(e) }

// throwLimit raises -258 for the named limit; CATCH cannot stop it.
func (m *Machine) throwLimit(which string) {
	panic(&Error{Code: ErrLimit, Message: Message(ErrLimit), Detail: which, uncatchable: true})
}
