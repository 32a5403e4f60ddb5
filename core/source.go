package core

import (
	"bytes"
	"fmt"
	"strconv"
	"strings"
	"unicode/utf8"
)

// SourceKind says where the text interpreter reads from.
type SourceKind uint8

// The kinds of input sources.
const (
	SourceInput    SourceKind = iota // the code of a call, or a terminal
	SourceEvaluate                   // a string given to EVALUATE
	SourceFile                       // a file being included
	SourceBlock                      // a block being loaded
)

// Source is one input source of the text interpreter. Sources nest: EVALUATE,
// INCLUDED and LOAD push one and pop it when it is used up.
type Source struct {
	Kind SourceKind
	name string // for positions: "input", "evaluate", a file's name, "block 12"
	ID   int64  // SOURCE-ID: 0 for input, -1 for EVALUATE, the fileid of a file

	// addr and length are the input buffer in Forth memory (SOURCE).
	addr, length int64
	// line is the number of the line in the buffer, from 1.
	line int
	// Block is the block being loaded.
	Block int64

	text      []byte // lines still to read, for input and files
	next      int    // offset of the next line in text
	lineStart int    // offset of the current line in text
	lineBuf   int64  // where lines are copied to, for input and files
	ownsBuf   bool
	savedIn   int64    // the >IN of the source below, while this one is on top
	savedBK   int64    // the BLK of the source below
	savedTok  tokenPos // the name the interpreter was at in the source below
	// Lines receives each line read, for definitions being recorded.
	refills int
}

// Sources returns the input sources, innermost last.
func (m *Machine) Sources() []*Source { return m.sources }

// CurrentSource is the innermost input source, or nil.
func (m *Machine) CurrentSource() *Source {
	if len(m.sources) == 0 {
		return nil
	}
	return m.sources[len(m.sources)-1]
}

// ToIn is >IN's value, kept within the input buffer: a program may store
// any number in >IN, and the parsing words must never read outside the
// buffer (past its end the parse area is empty; before its start is taken
// as its start).
func (m *Machine) ToIn() int64 {
	_, n := m.SourceBuffer()
	return min(max(m.Cell(AddrToIN), 0), n)
}

// SetToIn sets >IN.
func (m *Machine) SetToIn(n int64) { m.SetCell(AddrToIN, n) }

// SourceBuffer returns SOURCE: the input buffer's address and length.
func (m *Machine) SourceBuffer() (int64, int64) {
	s := m.CurrentSource()
	if s == nil {
		return LineBufs, 0
	}
	return s.addr, s.length
}

// pushSource makes s the current input source, saving the outer one's >IN
// and BLK, and throwing when sources nest too deeply.
func (m *Machine) pushSource(s *Source) {
	if len(m.sources) >= MaxSourceDepth {
		m.Throwf(ErrRStackOverflow, "input sources nested %d deep", len(m.sources))
	}
	if s.Kind == SourceInput || s.Kind == SourceFile {
		if m.fileDepth >= MaxFileDepth {
			m.Throwf(ErrFileIO, "files included %d deep", m.fileDepth)
		}
		s.lineBuf = LineBufs + int64(m.fileDepth)*MaxLine
		s.ownsBuf = true
		m.fileDepth++
		s.addr, s.length = s.lineBuf, 0
	}
	if outer := m.CurrentSource(); outer != nil {
		outer.savedIn = m.ToIn()
		outer.savedBK = m.Cell(AddrBLK)
		outer.savedTok = m.tokenAt
	}
	m.sources = append(m.sources, s)
	m.SetToIn(0)
	m.SetCell(AddrBLK, s.Block)
}

// popSource restores the outer input source.
func (m *Machine) popSource() {
	n := len(m.sources)
	if n == 0 {
		return
	}
	s := m.sources[n-1]
	if s.ownsBuf {
		m.fileDepth--
	}
	m.sources[n-1] = nil
	m.sources = m.sources[:n-1]
	if outer := m.CurrentSource(); outer != nil {
		m.SetToIn(outer.savedIn)
		m.SetCell(AddrBLK, outer.savedBK)
		m.tokenAt = outer.savedTok
	} else {
		m.SetToIn(0)
		m.SetCell(AddrBLK, 0)
		m.tokenAt = tokenPos{}
	}
}

// unwindSources pops sources until depth remain (CATCH and errors).
func (m *Machine) unwindSources(depth int) {
	for len(m.sources) > depth {
		m.popSource()
	}
}

// Refill is REFILL: read the next line of the current source into its
// buffer. It reports false at the end of a file or input, and always for
// EVALUATE; a block source moves to the next block.
func (m *Machine) Refill() bool {
	s := m.CurrentSource()
	if s == nil {
		return false
	}
	switch s.Kind {
	case SourceEvaluate:
		return false
	case SourceBlock:
		if m.loadBlock == nil {
			return false
		}
		m.moveToBlock(s, s.Block+1)
		s.line = 1
		m.SetToIn(0)
		return true
	}
	if s.next >= len(s.text) {
		return false
	}
	s.lineStart = s.next
	rest := s.text[s.next:]
	line := rest
	if i := bytes.IndexByte(rest, '\n'); i >= 0 {
		line = rest[:i]
		s.next += i + 1
	} else {
		s.next = len(s.text)
	}
	line = bytes.TrimSuffix(line, []byte{'\r'})
	s.line++
	s.refills++
	if len(line) > MaxLine {
		m.tokenAt = tokenPos{start: MaxLine, text: ""}
		s.length = 0
		m.SetToIn(0)
		m.Throwf(ErrParsedOverflow, "input line too long (%d characters, at most %d; put long text in data or a file)", len(line), MaxLine)
	}
	copy(m.Mem[s.lineBuf:], line)
	s.addr, s.length = s.lineBuf, int64(len(line))
	m.SetToIn(0)
	if m.recording != nil {
		m.recording.lines = append(m.recording.lines, string(line))
	}
	return true
}

// moveToBlock makes the block source s interpret block n.
func (m *Machine) moveToBlock(s *Source, n int64) {
	s.addr, s.length = m.loadBlock(m, n)
	s.Block = n
	s.name = "block " + strconv.FormatInt(n, 10)
	m.SetCell(AddrBLK, n)
}

// --- parsing ---

// tokenPos is where the last name the interpreter parsed started, for
// error positions.
type tokenPos struct {
	start int64 // offset in the input buffer
	text  string
}

func isSpace(c byte) bool { return c <= ' ' }

// scanLook is how many characters a parse scans between looks at the
// clock. EVALUATE and INCLUDED count the steps of their whole text when
// they begin, and the scan of a long run of text (megabytes of blanks, one
// long comment) has no other checkpoint: without a look inside it, a call
// could run past its deadline by as long as one scan takes.
const scanLook = 1 << 16

// scanned looks at the clock when a scan reaches offset in of a multiple
// of scanLook: the deadline and cancellation, not the steps.
func (m *Machine) scanned(in int64) {
	if in&(scanLook-1) == 0 {
		m.clock.check(m)
	}
}

// ParseName is PARSE-NAME: skip leading white space and return the next
// white-space delimited name in the input buffer (address and length in
// Forth memory), moving >IN past it. Length 0 at the end of the buffer.
func (m *Machine) ParseName() (int64, int64) {
	addr, n := m.SourceBuffer()
	buf := m.Mem[addr : addr+n]
	in := m.ToIn()
	for in < n && isSpace(buf[in]) {
		in++
		m.scanned(in)
	}
	start := in
	for in < n && !isSpace(buf[in]) {
		in++
		m.scanned(in)
	}
	end := in
	if in < n {
		in++ // the delimiter
	}
	m.SetToIn(in)
	m.parsedTokens++
	return addr + start, end - start
}

// Parse is PARSE: the text up to the delimiter c (or the end of the buffer),
// moving >IN past the delimiter.
func (m *Machine) Parse(c byte) (int64, int64) {
	addr, n := m.SourceBuffer()
	buf := m.Mem[addr : addr+n]
	in := m.ToIn()
	start := in
	for in < n && buf[in] != c {
		in++
		m.scanned(in)
	}
	end := in
	if in < n {
		in++
	}
	m.SetToIn(in)
	return addr + start, end - start
}

// ParseWord is WORD's parsing: skip leading delimiters (any white space when
// c is a space), then parse to the next delimiter.
func (m *Machine) ParseWord(c byte) (int64, int64) {
	addr, n := m.SourceBuffer()
	buf := m.Mem[addr : addr+n]
	in := m.ToIn()
	delim := func(b byte) bool { return b == c || (c == ' ' && isSpace(b)) }
	for in < n && delim(buf[in]) {
		in++
		m.scanned(in)
	}
	start := in
	for in < n && !delim(buf[in]) {
		in++
		m.scanned(in)
	}
	end := in
	if in < n {
		in++
	}
	m.SetToIn(in)
	return addr + start, end - start
}

// ParseNameString parses a name and returns it as a Go string; it throws
// -16 when the input has none left (a defining word at the end of a line).
func (m *Machine) ParseNameString() string {
	a, n := m.ParseName()
	if n == 0 {
		m.Throwf(ErrZeroLengthName, "a name must follow on the same line")
	}
	return string(m.Mem[a : a+n])
}

// --- positions ---

// Position returns where the interpreter is: the source's name, the line and
// column (from 1) of the last name parsed, and that name.
func (m *Machine) Position() (source string, line, column int, token string) {
	s := m.CurrentSource()
	if s == nil {
		return "", 0, 0, ""
	}
	line = s.line
	start := min(max(m.tokenAt.start, 0), s.length)
	// columns count characters, not bytes: what an editor and a model count
	col := utf8.RuneCount(m.Mem[s.addr:s.addr+start]) + 1
	if s.Kind == SourceEvaluate || s.Kind == SourceBlock {
		// a string or a block holds several lines: count them
		buf := m.Mem[s.addr : s.addr+s.length]
		if start > int64(len(buf)) {
			start = int64(len(buf))
		}
		line = 1
		lineStart := int64(0)
		if s.Kind == SourceBlock {
			line = int(start/64) + 1
			lineStart = (start / 64) * 64
		} else {
			for i := int64(0); i < start; i++ {
				if buf[i] == '\n' {
					line++
					lineStart = i + 1
				}
			}
		}
		col = utf8.RuneCount(buf[lineStart:start]) + 1
	}
	return s.name, line, col, m.tokenAt.text
}

func (m *Machine) definedHere() Position {
	s := m.CurrentSource()
	if s == nil {
		return Position{Source: "input", Call: m.calls}
	}
	_, line, _, _ := m.Position()
	name := s.name
	if s.Kind == SourceEvaluate {
		// a word defined by EVALUATE is placed where the outer source was
		for i := len(m.sources) - 1; i >= 0; i-- {
			if m.sources[i].Kind != SourceEvaluate {
				name, line = m.sources[i].name, m.sources[i].line
				break
			}
		}
	}
	return Position{Source: name, Line: line, Call: m.calls}
}

// --- notes for help ---

// maxCommentNote bounds the comment lines a definition takes as its
// description: a long block of comments stops adding to it.
const maxCommentNote = 2048

// commentNote is what the \ comment lines just before a definition say about
// it: its description, and in the system's own Forth source its example.
type commentNote struct {
	text    string
	example string
	result  string
	source  string
	line    int
}

// NoteComment records the text of a \ comment that fills a line, so that a
// definition on the next line takes it as its description; consecutive
// comment lines join. In the system's Forth source, the lines
// "\ example: CODE" and "\ result: "TEXT"" (a Go string literal, so that
// trailing spaces and new lines are exact) give the word its example.
func (m *Machine) NoteComment(text string) {
	s := m.CurrentSource()
	if s == nil {
		return
	}
	p := m.definedHere()
	note := commentNote{source: p.Source}
	if m.lastComment.line == p.Line-1 && m.lastComment.source == p.Source {
		note = m.lastComment
	}
	note.line = p.Line
	switch tag, rest, _ := strings.Cut(text, ":"); {
	case m.booting && tag == "example":
		note.example = strings.TrimSpace(rest)
	case m.booting && tag == "result":
		r, err := strconv.Unquote(strings.TrimSpace(rest))
		if err != nil {
			panic(fmt.Sprintf("%s, line %d: the result of an example must be a quoted Go string: %s", p.Source, p.Line, text))
		}
		note.result = r
	case note.text == "":
		note.text = text
	case len(note.text) < maxCommentNote:
		note.text += " " + text
	}
	m.lastComment = note
}

// noteDefinition remembers that the name just parsed named a new word, so a
// stack comment right after it becomes the word's stack effect.
func (m *Machine) noteDefinition() { m.definedAtToken = m.parsedTokens }

// NoteUnnamed makes a stack comment right after the token just parsed the
// stack effect of the latest word, as for a named one: after :NONAME, and
// after one group of a stack comment, so that the next group joins it
// ("( F: r -- ) ( -- n )").
func (m *Machine) NoteUnnamed() { m.noteDefinition() }

// JustDefined returns the latest word if the interpreter has parsed nothing
// since its name; "(" uses it to take the stack comment of a definition.
func (m *Machine) JustDefined() *Word {
	if m.definedAtToken != 0 && m.parsedTokens == m.definedAtToken+1 {
		return m.dict.latest
	}
	return nil
}

// SaveInput is SAVE-INPUT: what RestoreInput needs to come back to this
// point of the current source.
func (m *Machine) SaveInput() []int64 {
	s := m.CurrentSource()
	if s == nil {
		return []int64{0, 0, 0, m.ToIn()}
	}
	if s.Kind == SourceBlock {
		// REFILL moves a block source on to the next block: remember which
		return []int64{s.ID, s.Block, int64(s.line), m.ToIn()}
	}
	return []int64{s.ID, int64(s.lineStart), int64(s.line), m.ToIn()}
}

// RestoreInput is RESTORE-INPUT: go back to a point SaveInput recorded in the
// same source. It reports false when it cannot.
func (m *Machine) RestoreInput(v []int64) bool {
	s := m.CurrentSource()
	if s == nil || len(v) != 4 || v[0] != s.ID {
		return false
	}
	switch s.Kind {
	case SourceBlock:
		if v[1] != s.Block {
			if m.loadBlock == nil || v[1] < 1 {
				return false
			}
			m.moveToBlock(s, v[1])
		}
	case SourceInput, SourceFile:
		if int(v[1]) != s.lineStart {
			if v[1] < 0 || int(v[1]) > len(s.text) {
				return false
			}
			s.next = int(v[1])
			s.line = int(v[2]) - 1
			if !m.Refill() {
				return false
			}
		}
	}
	m.SetToIn(v[3])
	return true
}
