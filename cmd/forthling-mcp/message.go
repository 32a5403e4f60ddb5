package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"sync"

	"github.com/mark3labs/mcp-go/mcp"

	"github.com/forthling/forthling/core"
)

// The client sends one JSON-RPC message a line. mcp-go reads a whole line
// before it looks at it and then decodes it several times over, so a line of
// hundreds of megabytes would take the server far past its memory budget.
// requestReader passes on the lines of at most maxMessage bytes; a longer
// line is dropped as it comes, never held whole, and answered with an error
// that says what to send instead, under the id the line had.

// maxMessage is the longest message the server reads: room for files and
// data at their limits and a megabyte of code and JSON around them.
func maxMessage(l core.Limits) int {
	return int(l.Files + l.Memory + 1<<20)
}

// requestReader is the server's input: the client's lines, less those that
// are too long.
type requestReader struct {
	r   *bufio.Reader
	max int
	// tooLong answers a line that was too long: its id (null when it had
	// none that could be found) and its size
	tooLong func(id json.RawMessage, size int)
	buf     []byte // the line being read
	line    []byte // what is left to pass on of the last line read
	// seen, when set, is shown each line passed on
	seen func(line []byte)
}

func newRequestReader(r io.Reader, max int, tooLong func(id json.RawMessage, size int)) *requestReader {
	return &requestReader{r: bufio.NewReaderSize(r, 64<<10), max: max, tooLong: tooLong}
}

func (q *requestReader) Read(p []byte) (int, error) {
	for len(q.line) == 0 {
		if err := q.next(); err != nil {
			return 0, err
		}
	}
	n := copy(p, q.line)
	q.line = q.line[n:]
	return n, nil
}

// next reads the next line into q.line, or drops and answers one that is
// too long (leaving q.line empty).
func (q *requestReader) next() error {
	if cap(q.buf) > 1<<20 {
		q.buf = nil // a long line's buffer goes back to the collector
	}
	q.buf = q.buf[:0]
	for {
		frag, err := q.r.ReadSlice('\n')
		if len(q.buf)+len(frag) > q.max {
			return q.drop(frag, err)
		}
		q.buf = append(q.buf, frag...)
		switch {
		case err == bufio.ErrBufferFull:
			continue
		case err != nil && len(q.buf) == 0:
			return err
		}
		// a last line without a newline is passed on; the error comes next
		q.line = q.buf
		if q.seen != nil {
			q.seen(q.line)
		}
		return nil
	}
}

// drop reads the rest of a line that is too long, looking for its id, and
// answers it.
func (q *requestReader) drop(frag []byte, err error) error {
	var ids idScanner
	ids.scan(q.buf)
	size := len(q.buf)
	q.buf = nil
	for {
		ids.scan(frag)
		size += len(frag)
		if err != bufio.ErrBufferFull {
			break
		}
		frag, err = q.r.ReadSlice('\n')
	}
	q.tooLong(ids.id(), size)
	return err // nil: the next line follows
}

// idScanner finds the id of a JSON-RPC message as its bytes go by: the
// value of the key "id" of the outermost object, kept only when short.
type idScanner struct {
	depth               int
	inString, escaped   bool
	atKey               bool // the next string at depth 1 is a key
	key                 []byte
	inKey, afterKey     bool
	inValue             bool
	value               []byte
	found, valueTooLong bool
}

const maxID = 128

func (s *idScanner) scan(p []byte) {
	for _, c := range p {
		s.step(c)
	}
}

func (s *idScanner) step(c byte) {
	if s.inValue {
		if !s.inString && s.depth == 1 && (c == ',' || c == '}') {
			s.inValue, s.found = false, true
		} else if len(s.value) < maxID {
			s.value = append(s.value, c)
		} else {
			s.valueTooLong = true
		}
	}
	if s.inString {
		switch {
		case s.escaped:
			s.escaped = false
		case c == '\\':
			s.escaped = true
		case c == '"':
			s.inString = false
			if s.inKey {
				s.inKey, s.afterKey = false, true
			}
			return
		}
		if s.inKey && len(s.key) <= 2 {
			s.key = append(s.key, c)
		}
		return
	}
	switch c {
	case '"':
		s.inString = true
		if s.depth == 1 && s.atKey {
			s.inKey, s.atKey, s.key = true, false, s.key[:0]
		}
	case '{', '[':
		s.depth++
		if s.depth == 1 {
			s.atKey = true
		}
	case '}', ']':
		s.depth--
	case ',':
		if s.depth == 1 {
			s.atKey = true
		}
	case ':':
		if s.depth == 1 && s.afterKey {
			s.afterKey = false
			if string(s.key) == "id" && !s.found {
				s.inValue, s.value = true, s.value[:0]
			}
		}
	}
}

// id is the message's id as JSON, or null.
func (s *idScanner) id() json.RawMessage {
	v := bytes.TrimSpace(s.value)
	if !s.found || s.valueTooLong || !json.Valid(v) || len(v) == 0 || v[0] == '{' || v[0] == '[' {
		return json.RawMessage("null")
	}
	return json.RawMessage(v)
}

// lockedWriter writes whole messages one at a time: mcp-go writes each of
// its answers with one Write, and the answers to lines that were too long
// come from the reader, on another goroutine.
type lockedWriter struct {
	mu sync.Mutex
	w  io.Writer
}

func (l *lockedWriter) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.w.Write(p)
}

// tooLongAnswer is the error answer to a message over max bytes.
func tooLongAnswer(id json.RawMessage, size, max int, l core.Limits) []byte {
	msg := fmt.Sprintf("the message has %d bytes, more than the %s the server reads in one message: "+
		"send files in several calls (they stay in the session until forth_reset), and data of at most %s",
		size, core.FormatSize(int64(max)), core.FormatSize(l.Memory))
	b, _ := json.Marshal(map[string]any{
		"jsonrpc": mcp.JSONRPC_VERSION,
		"id":      id,
		"error":   map[string]any{"code": mcp.INVALID_REQUEST, "message": msg},
	})
	return append(b, '\n')
}
