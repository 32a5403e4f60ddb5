package core

import (
	"bytes"
	"path"
	"strings"
)

// interpret runs the text interpreter over the current input buffer until it
// is used up: each name is found and executed or compiled, or converted to a
// number.
func (m *Machine) interpret() {
	for {
		a, n := m.ParseName()
		if n == 0 {
			return
		}
		m.prevToken = m.tokenAt.text
		m.tokenAt = tokenPos{start: a - m.CurrentSource().addr, text: string(m.Mem[a : a+n])}
		m.interpretName(m.Mem[a : a+n])
	}
}

func (m *Machine) interpretName(name []byte) {
	if m.Compiling() && m.Compiler.CompileName(m, name) {
		return
	}
	if w := m.Find(name); w != nil {
		if m.Compiling() {
			switch {
			case w.CompileFn != nil:
				w.CompileFn(m)
			case w.Flags&Immediate != 0:
				m.Execute(w)
			default:
				m.Compiler.CompileWord(m, w)
			}
			return
		}
		if w.Flags&CompileOnly != 0 {
			m.Throwf(ErrCompileOnly, "%s", w.Name)
		}
		m.Execute(w)
		return
	}
	num, ok := m.parseNumber(name)
	if !ok {
		m.Undefined(name)
	}
	switch {
	case num.IsFloat:
		if m.Compiling() {
			m.Compiler.CompileFloat(m, num.F)
		} else {
			m.FPush(num.F)
		}
	case num.IsDouble:
		if i := bytes.IndexByte(name, '.'); i >= 0 && i < len(name)-1 {
			m.pointDouble = string(name) // 3.5, which may have been meant as a float
		}
		if m.Compiling() {
			m.Compiler.CompileLiteral(m, num.Lo)
			m.Compiler.CompileLiteral(m, num.Hi)
		} else {
			m.Push(num.Lo)
			m.Push(num.Hi)
		}
	default:
		if m.Compiling() {
			m.Compiler.CompileLiteral(m, num.Lo)
		} else {
			m.Push(num.Lo)
		}
	}
}

// Undefined throws -13 for name. When the error reaches the session, its
// hint tells where the name is (a word list outside the search order, a
// vocabulary this build leaves out) or what it may be a misspelling of; the
// hint is worked out only then, so a loop that CATCHes the error stays cheap.
func (m *Machine) Undefined(name []byte) {
	e := NewError(ErrUndefined, strings.ToUpper(string(name)))
	e.hintFor = string(name)
	panic(e)
}

// ParseFind parses a name and finds it in the search order: -16 when the
// line has no name left, -13 when no word has it (', POSTPONE, SEE, IS).
func (m *Machine) ParseFind() *Word {
	a, n := m.ParseName()
	if n == 0 {
		m.Throwf(ErrZeroLengthName, "a name must follow on the same line")
	}
	w := m.Find(m.Mem[a : a+n])
	if w == nil {
		m.Undefined(m.Mem[a : a+n])
	}
	return w
}

// undefinedHint tells where a name that the search order does not find can
// be found: a built-in word list outside the search order, a vocabulary this
// build leaves out, or a name that is spelled alike.
func (m *Machine) undefinedHint(name string) string {
	if len(m.dict.order) == 0 {
		return "the search order is empty (0 SET-ORDER), so no word is found; only resetting the session brings FORTH back"
	}
	if hint := m.numberHint([]byte(name)); hint != "" {
		return hint
	}
	key := strings.ToUpper(name)
	for _, wl := range m.dict.lists {
		if m.inOrder(wl) || wl.Lookup(key) == nil {
			continue
		}
		switch {
		case wl.Name != "":
			return "it is in the word list " + wl.Name + "; ALSO " + wl.Name + " finds it"
		default:
			return "it is in the word list " + wl.Label() + ", which is not in the search order; SET-ORDER puts it there"
		}
	}
	if list := m.absentWord(key); list != "" {
		return "it is in the word list " + list + ", which this build leaves out"
	}
	if m.absentList(key) {
		return key + " is a word list this build leaves out"
	}
	if near := m.nearNames(key, 3); len(near) > 0 {
		return "did you mean " + strings.Join(near, ", ") + "?"
	}
	return ""
}

// numberHint explains why a name that looks like a number is not one: BASE
// is not a base, or the digits are not digits of BASE.
func (m *Machine) numberHint(name []byte) string {
	base := m.Base()
	if base < 2 || base > 36 {
		return "BASE is " + itoa(base) + ", so no number can be read; DECIMAL sets it back to ten"
	}
	if _, ok := parseInteger(name, 10); ok && base != 10 {
		return "it is not a number in base " + itoa(base) + "; DECIMAL sets BASE back to ten"
	}
	return ""
}

func (m *Machine) inOrder(wl *WordList) bool {
	for _, o := range m.dict.order {
		if o == wl {
			return true
		}
	}
	return false
}

// --- running sources ---

// interpretAll interprets the current source line by line until it ends.
func (m *Machine) interpretAll() {
	for m.Refill() {
		m.interpret()
	}
}

// InterpretText interprets text as a source of lines named name, the way a
// call's code or an included file is.
func (m *Machine) InterpretText(text []byte, name string, kind SourceKind, id int64) {
	m.pushSource(&Source{Kind: kind, name: name, ID: id, text: text})
	m.interpretAll()
	m.popSource()
}

// Evaluate is EVALUATE: interpret the n characters at addr. Its scanning
// grows with the text, so it counts a step for every 64 characters, as
// INCLUDED does: a loop that evaluates a long blank text meets the limits.
// The steps are counted before the scan, which looks at the clock itself
// (scanned), so that one long text meets the deadline too.
func (m *Machine) Evaluate(addr, n int64) {
	m.CheckRange(addr, n)
	m.Tick(n / 64)
	m.pushSource(&Source{Kind: SourceEvaluate, name: "evaluate", ID: -1, addr: addr, length: n, line: 1})
	m.interpret()
	m.popSource()
}

// LoadBlock interprets a block buffer as block n (LOAD).
func (m *Machine) LoadBlock(n, addr, size int64) {
	m.pushSource(&Source{Kind: SourceBlock, name: "block " + itoa(n), addr: addr, length: size, line: 1, Block: n})
	m.interpret()
	m.popSource()
}

// SetBlockLoader lets the block word set feed REFILL of a block source.
func (m *Machine) SetBlockLoader(f func(m *Machine, n int64) (addr, size int64)) {
	m.loadBlock = f
}

// Included is INCLUDED: interpret the session file name. Errors inside name
// the file as their source.
func (m *Machine) Included(name string) {
	path := m.ResolveInclude(name)
	text, err := m.files.ReadAll(path)
	if err != nil {
		m.ThrowError(fileError(name, err))
	}
	m.Tick(int64(len(text)) / 64)
	m.includeText(text, path)
}

// includeText interprets the text of the file name as an included file: it
// is open while it runs, with a fileid for SOURCE-ID, and REQUIRED knows it
// later.
func (m *Machine) includeText(text []byte, name string) {
	id := m.files.newHandle(&OpenFile{Name: name, Readable: true, host: text})
	defer m.files.CloseFile(id)
	m.files.markIncluded(name)
	m.InterpretText(text, name, SourceFile, id)
}

// ResolveInclude finds the file an include of name means: next to the file
// being included, if there is one there, else name as it is.
func (m *Machine) ResolveInclude(name string) string {
	for i := len(m.sources) - 1; i >= 0; i-- {
		s := m.sources[i]
		if s.Kind != SourceFile {
			continue
		}
		if dir := path.Dir(s.name); dir != "." && dir != "" && !strings.HasPrefix(name, "/") {
			if c, err := cleanName(dir + "/" + name); err == nil && m.files.Exists(c) {
				return c
			}
		}
		break
	}
	if c, err := cleanName(name); err == nil {
		return c
	}
	return name
}

// --- recording definitions for SEE ---

type recording struct {
	src   *Source
	start int64
	first string // the rest of the line the definition began on
	lines []string
}

// StartRecording begins to keep the text of a definition, from the name just
// parsed.
func (m *Machine) StartRecording() {
	s := m.CurrentSource()
	if s == nil {
		return
	}
	start := min(max(m.tokenAt.start, 0), s.length)
	m.recording = &recording{src: s, start: start, first: string(m.Mem[s.addr+start : s.addr+s.length])}
}

// StopRecording returns the text of the definition recorded since
// StartRecording, up to where the interpreter is now. The text counts
// against the space limit, like the definition's code.
func (m *Machine) StopRecording() string {
	text := m.recordedText()
	m.ChargeSpace(int64(len(text)))
	return text
}

func (m *Machine) recordedText() string {
	r := m.recording
	m.recording = nil
	if r == nil {
		return ""
	}
	s := m.CurrentSource()
	if s == nil {
		return strings.TrimSpace(strings.Join(append([]string{r.first}, r.lines...), "\n"))
	}
	buf := m.Mem[s.addr : s.addr+s.length]
	in := m.ToIn()
	if len(r.lines) == 0 && s == r.src {
		start := min(r.start, in)
		return strings.TrimSpace(string(buf[start:in]))
	}
	// the first line was kept when the definition began; the lines after it
	// came with REFILL, of the same source or of the next calls' code, and
	// the last of them is the current line, up to >IN
	parts := []string{r.first}
	if len(r.lines) > 0 {
		parts = append(parts, r.lines[:len(r.lines)-1]...)
	}
	return strings.TrimSpace(strings.Join(append(parts, string(buf[:in])), "\n"))
}

func itoa(n int64) string {
	var b [24]byte
	i := len(b)
	neg := n < 0
	u := uint64(n)
	if neg {
		u = -u
	}
	for {
		i--
		b[i] = byte('0' + u%10)
		u /= 10
		if u == 0 {
			break
		}
	}
	if neg {
		i--
		b[i] = '-'
	}
	return string(b[i:])
}
