package core

import (
	"fmt"
	"strconv"
	"strings"
	"unicode/utf8"
)

// Standard THROW codes (Forth 2012 table 9.1) that the engine raises itself.
const (
	ErrAbort            = -1
	ErrAbortQuote       = -2
	ErrStackOverflow    = -3
	ErrStackUnderflow   = -4
	ErrRStackOverflow   = -5
	ErrRStackUnderflow  = -6
	ErrDictOverflow     = -8
	ErrInvalidAddress   = -9
	ErrDivByZero        = -10
	ErrOutOfRange       = -11
	ErrArgType          = -12
	ErrUndefined        = -13
	ErrCompileOnly      = -14
	ErrZeroLengthName   = -16
	ErrHoldOverflow     = -17
	ErrParsedOverflow   = -18
	ErrNameTooLong      = -19
	ErrUnsupported      = -21
	ErrControlMismatch  = -22
	ErrInvalidNumeric   = -24
	ErrRStackImbalance  = -25
	ErrLoopParams       = -26
	ErrInvalidRecursion = -27
	ErrCompilerNesting  = -29
	ErrNotCreated       = -31
	ErrInvalidName      = -32
	ErrBlockRead        = -33
	ErrBlockWrite       = -34
	ErrInvalidBlock     = -35
	ErrFilePosition     = -36
	ErrFileIO           = -37
	ErrNoFile           = -38
	ErrUnexpectedEOF    = -39
	ErrFloatBase        = -40
	ErrFloatDivByZero   = -42
	ErrFloatRange       = -43
	ErrFStackOverflow   = -44
	ErrFStackUnderflow  = -45
	ErrFloatInvalid     = -46
	ErrInvalidPostpone  = -48
	ErrOrderOverflow    = -49
	ErrOrderUnderflow   = -50
	ErrCSOverflow       = -52
	ErrQuit             = -56
	ErrCharIO           = -57
	ErrConditional      = -58
	ErrAllocate         = -59
	ErrFree             = -60
	ErrResize           = -61
	ErrCloseFile        = -62
	ErrCreateFile       = -63
	ErrDeleteFile       = -64
	ErrFilePositionIOR  = -65
	ErrFileSize         = -66
	ErrFileStatus       = -67
	ErrFlushFile        = -68
	ErrOpenFile         = -69
	ErrReadFile         = -70
	ErrReadLine         = -71
	ErrRenameFile       = -72
	ErrRepositionFile   = -73
	ErrResizeFile       = -74
	ErrWriteFile        = -75
	ErrWriteLine        = -76
	ErrMalformedXChar   = -77
	ErrSubstitute       = -78
	ErrReplaces         = -79
	ErrInternal         = -256 // a Go panic inside the engine: a bug in forthling, never the program's fault
	ErrInvalidXT        = -257 // EXECUTE of a cell that is no execution token
	ErrLimit            = -258 // a sandbox limit: steps, time, output, space, memory
	ErrCancelled        = -259 // the client cancelled the call
	ErrSandbox          = -260 // an operation the sandbox does not allow
	ErrSQL              = -261 // SQLITE: a statement failed
	ErrRegex            = -262 // REGEX: a bad pattern or a failed match
	ErrJSON             = -263 // JSON: malformed document or path
	ErrMatrix           = -264 // SCIENCE: mismatched shapes, singular matrix
	ErrHTTP             = -265 // HTTP: request refused or failed
	ErrVocabularyMisuse = -266 // a vocabulary word given a bad handle or argument
	ErrTestFailed       = -267 // reserved for tools that turn test failures into errors
	ErrCSV              = -268 // CSV: malformed text (the detail gives its line and column)
	ErrReadOnlyLocation = -20
	ErrObsolescent      = -30
)

var messages = map[int64]string{
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
	-259: "cancelled", -260: "not allowed in the sandbox", -261: "SQL error",
	-262: "regular expression error", -263: "JSON error", -264: "matrix error",
	-265: "HTTP error", -266: "invalid argument", -267: "test failed",
	-268: "CSV error",
}

// Message returns the standard message of a THROW code, or "" for codes the
// standard and forthling leave unassigned (a program's own codes).
func Message(code int64) string { return messages[code] }

// Snapshot is what the program looked like at an error or a BREAK: where
// the text interpreter was, which words were running and what the stacks
// held. Long stacks and deep nesting keep their innermost part, with the full
// depths beside.
type Snapshot struct {
	Source string `json:"source"` // "input", "evaluate", a file's name, "block N"
	Line   int    `json:"line"`
	Column int    `json:"column"`
	Token  string `json:"token"`

	Words       []string `json:"words"`        // innermost ones, outermost first
	WordsDepth  int      `json:"words_depth"`  // how many words were running in all
	Stack       []int64  `json:"stack"`        // top cells, bottom first
	StackDepth  int      `json:"stack_depth"`  // full depth of the data stack
	FStack      Floats   `json:"fstack"`       // top floats, bottom first
	FStackDepth int      `json:"fstack_depth"` // full depth of the float stack
}

// Error is a Forth exception as the engine reports it: the THROW code and
// message, where the text interpreter was, which words were running and what
// the stacks held. Inside the engine it travels as a panic; CATCH and the
// session boundary recover it.
type Error struct {
	Code    int64  `json:"code"`
	Message string `json:"message"`
	// Detail completes the message: the undefined name, the bad address, the
	// limit that was exceeded ("undefined word: FOO").
	Detail string `json:"detail,omitempty"`
	// Hint tells how to fix it where the system knows ("it is in the word list
	// JSON; ALSO JSON finds it").
	Hint string `json:"hint,omitempty"`

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
	b.WriteString(strconv.FormatInt(e.Code, 10))
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

// Error reads like the REPL's report of the error.
func (e *Error) Error() string {
	var b strings.Builder
	e.writeReport(&b, "stack at the error")
	return strings.TrimRight(b.String(), "\n")
}

// Uncatchable reports whether CATCH lets the error pass (sandbox limits and
// cancellation).
func (e *Error) Uncatchable() bool { return e.uncatchable }

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
	if len(e.Words) > 0 {
		b.WriteString("in: ")
		if e.WordsDepth > len(e.Words) {
			fmt.Fprintf(b, "... (%d more) > ", e.WordsDepth-len(e.Words))
		}
		b.WriteString(strings.Join(e.Words, " > "))
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
// reads back to the same value, with an exponent only where needed.
func FormatFloat(f float64) string {
	return strconv.FormatFloat(f, 'g', -1, 64)
}

// NewError makes an error with the standard message of code and a detail.
func NewError(code int64, detail string) *Error {
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
	i := MaxDetail
	for i > 0 && !utf8.RuneStart(d[i]) {
		i--
	}
	return fmt.Sprintf("%s... (%d more bytes)", d[:i], len(d)-i)
}

// Throw raises a Forth exception with the standard message of code.
func (m *Machine) Throw(code int64) { panic(thrown(code)) }

// thrown is the error of THROW of code.
func thrown(code int64) *Error {
	msg := Message(code)
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
	if m.catchFrame == 0 || n == ErrAbortQuote || m.lastIOR.code == n {
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
	m.Throw(n)
}

// Throwf raises a Forth exception whose message gets a detail, such as the
// name or the address that was wrong.
func (m *Machine) Throwf(code int64, format string, args ...any) {
	panic(&Error{Code: code, Message: Message(code), Detail: clipDetail(fmt.Sprintf(format, args...))})
}

// iorNote is the detail of an ior a word returned instead of throwing.
type iorNote struct {
	code   int64
	detail string
}

// NoteIOR records the detail of an ior a word returns, so that THROW of it
// can say more than the standard message ("non-existent file: data.txt: no
// such file").
func (m *Machine) NoteIOR(code int64, detail string) { m.lastIOR = iorNote{code, clipDetail(detail)} }

// TakeIORDetail returns the detail of the ior code if it is the last one a
// word returned, else "", and forgets it: a later THROW of the same code
// does not repeat a stale detail.
func (m *Machine) TakeIORDetail(code int64) string {
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
