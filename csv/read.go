package csv

import (
	"bytes"
	stdcsv "encoding/csv"
	"errors"
	"fmt"
	"io"

	"github.com/forthling/forthling/core"
)

const hook = "csv"

// state is what the CSV words keep for a session: the separator, the message
// of the last error and the records being walked, innermost last.
type state struct {
	separator rune
	lastError string
	walks     []*walk
}

func stateOf(m *core.Machine) *state {
	return core.HookState(m, hook, func() *state { return &state{separator: ','} })
}

// walk is a record handed to the xt of CSV-EACH: its fields lie one after
// the other in an ALLOCATEd block, so CSV-FIELD@ gives them without copying.
type walk struct {
	addr, size int64
	starts     []int64 // offset of each field in the block, and the end
}

// records reads CSV text record by record, charging steps for the bytes each
// record takes, so that the step limit bounds the work on any text.
type records struct {
	r    *stdcsv.Reader
	read int64 // bytes of the text read so far
}

// stepBytes is how many bytes of text cost one step beyond the one each
// record costs.
const stepBytes = 32

// maxFields bounds the fields of a record (a spreadsheet has at most
// 16,384 columns): encoding/csv holds a record's fields at once, and a text
// of nothing but separators would make it hold 16 bytes for each byte.
const maxFields = 16384

func newRecords(text []byte, separator rune) *records {
	// a byte order mark is not part of the first header
	text = bytes.TrimPrefix(text, []byte("\xef\xbb\xbf"))
	r := stdcsv.NewReader(&fieldBound{text: text, separator: byte(separator)})
	r.Comma = separator
	r.FieldsPerRecord = -1 // messy files have short and long records
	r.ReuseRecord = true
	return &records{r: r}
}

// fieldBound hands the text to encoding/csv, refusing it where a record
// would have more than maxFields fields: it counts the separators outside
// quotes since the last line end outside quotes.
type fieldBound struct {
	text      []byte
	at        int
	separator byte
	quoted    bool
	fields    int
	line      int
}

var errTooManyFields = fmt.Errorf("a record has more than %d fields", maxFields)

func (f *fieldBound) Read(p []byte) (int, error) {
	if f.at == len(f.text) {
		return 0, io.EOF
	}
	n := copy(p, f.text[f.at:])
	for i, c := range p[:n] {
		switch {
		case c == '"':
			f.quoted = !f.quoted // a doubled quote turns it twice
		case f.quoted:
		case c == '\n':
			f.fields = 0
			f.line++
		case c == f.separator:
			f.fields++
			if f.fields >= maxFields {
				f.at += i
				return i, fmt.Errorf("line %d: %w", f.line+1, errTooManyFields)
			}
		}
	}
	f.at += n
	return n, nil
}

// next returns the next record, nil at the end, or the error of malformed
// text.
func (rs *records) next(m *core.Machine) ([]string, error) {
	rec, err := rs.r.Read()
	at := rs.r.InputOffset()
	m.Tick((at-rs.read)/stepBytes + 1)
	rs.read = at
	if err == io.EOF {
		return nil, nil
	}
	return rec, err
}

// fail records the message of a CSV error for CSV-ERROR and for THROW of
// its ior, and returns the ior.
func fail(m *core.Machine, word string, err error) int64 {
	msg := fmt.Sprintf("%s: %v", word, err)
	var pe *stdcsv.ParseError
	if errors.As(err, &pe) {
		msg = fmt.Sprintf("%s: line %d, column %d: %v", word, pe.Line, pe.Column, pe.Err)
		if pe.StartLine != pe.Line {
			msg += fmt.Sprintf(" (in the record that starts on line %d)", pe.StartLine)
		}
	}
	stateOf(m).lastError = msg
	m.NoteIOR(ErrCSV, msg)
	return int64(ErrCSV)
}

// popText pops c-addr u and returns the text where it is in Forth memory,
// without a copy, which would double the memory a large text takes. The
// xt of a walk that changes the text changes what the walk reads next;
// the memory itself stays, FREEd or not.
func popText(m *core.Machine) []byte {
	a, n := m.Pop2()
	return m.Bytes(a, n)
}

var readWords = []core.Def{
	{Name: "CSV-EACH", Effect: "( c-addr u xt -- ior )",
		Doc:     "Run xt ( record fields -- ) for each record of the CSV text c-addr u, in order: the record's number (the first, often the headers, is 0) and how many fields it has; CSV-FIELD@ gives them. ior is 0, or -268 for malformed text, after the records before the error were walked (CSV-ERROR says where).",
		Example: `ALSO CSV  : SHOW ( record fields -- ) . . ;  S\" a,b\n1,2,3\n" ' SHOW CSV-EACH .`, Result: "2 0 3 1 0 ",
		Fn: eachWord},
	{Name: "CSV-FIELD@", Effect: "( i -- c-addr u )",
		Doc:     "Field i (from 0) of the record CSV-EACH is walking, quotes removed and doubled quotes made single; 0 0 when the record has no field i. The text is valid until the walk moves on: copy what is to be kept.",
		Example: `ALSO CSV  : SHOW ( record fields -- ) 2DROP 1 CSV-FIELD@ TYPE ." |" ;  S\" a,\"b,\"\"c\"\"\"\nd,e\n" ' SHOW CSV-EACH .`, Result: `b,"c"|e|0 `,
		Fn: fieldOfWalkWord},
	{Name: "CSV-FIELD", Effect: "( c-addr1 u1 record i -- c-addr2 u2 ior )",
		Doc:     "Field i of the record numbered record (both from 0) of the CSV text c-addr1 u1, in ALLOCATEd memory (FREE it), with ior 0; 0 0 0 when there is no such field; 0 0 -268 for malformed text before it (CSV-ERROR says where).",
		Example: `ALSO CSV  S\" name,age\nAda,36\n" 1 0 CSV-FIELD . TYPE`, Result: "0 Ada",
		Fn: fieldWord},
	{Name: "CSV-COUNT", Effect: "( c-addr u -- n ior )",
		Doc:     "How many records the CSV text c-addr u has, headers included; ior is 0, or -268 for malformed text (n then counts the records before the error).",
		Example: `ALSO CSV  S\" a,b\n1,\"2\n3\"\n4,5\n" CSV-COUNT . .`, Result: "0 3 ",
		Fn: countWord},
	{Name: "CSV-ERROR", Effect: "( -- c-addr u )",
		Doc:     "The message of the last CSV word that gave -268: which word, the line and column of the mistake and what it is; empty before any.",
		Example: `ALSO CSV  S\" a,\"b\"c\n" CSV-COUNT . . CSV-ERROR TYPE`, Result: `-268 0 CSV-COUNT: line 1, column 5: extraneous or missing " in quoted-field`,
		Fn: func(m *core.Machine) { m.PushMessage(stateOf(m).lastError) }},
	{Name: "CSV-SEPARATOR", Effect: "( char -- )",
		Doc:     "Make char the separator of fields for the session's later CSV words: CHAR ; (or [CHAR] ; in a definition) for semicolons, 9 for tabs; a comma at first. Quotes, line ends and bytes past 127 cannot separate.",
		Example: `ALSO CSV  CHAR ; CSV-SEPARATOR  S" a;b;c" 0 2 CSV-FIELD DROP TYPE`, Result: "c",
		Fn: separatorWord},
}

// CSV-EACH
func eachWord(m *core.Machine) {
	xt := m.WordOf(m.Pop())
	st := stateOf(m)
	rs := newRecords(popText(m), st.separator)
	w := &walk{}
	st.walks = append(st.walks, w)
	defer func() {
		st.walks = st.walks[:len(st.walks)-1]
		if w.addr != 0 {
			m.Free(w.addr)
		}
	}()
	for n := int64(0); ; n++ {
		rec, err := rs.next(m)
		if err != nil {
			m.Push(fail(m, "CSV-EACH", err))
			return
		}
		if rec == nil {
			m.Push(0)
			return
		}
		w.hold(m, rec)
		m.Push(n)
		m.Push(int64(len(rec)))
		m.Execute(xt)
	}
}

// hold puts the fields of a record into the walk's block, growing it.
func (w *walk) hold(m *core.Machine, rec []string) {
	need := int64(0)
	for _, f := range rec {
		need += int64(len(f))
	}
	if w.addr != 0 {
		if size, ok := m.AllocatedSize(w.addr); !ok || size < w.size {
			w.addr, w.size = 0, 0
			m.Throwf(core.ErrVocabularyMisuse, "CSV-EACH: the memory of the record being walked was FREEd: only FREE what CSV words ALLOCATE for you")
		}
	}
	if need > w.size || w.addr == 0 {
		size := max(64, need, 2*w.size)
		var addr, ior int64
		if w.addr == 0 {
			addr, ior = m.Allocate(size)
		} else {
			addr, ior = m.Resize(w.addr, size)
		}
		if ior != 0 {
			m.Throwf(core.ErrAllocate, "CSV-EACH: a record of %d bytes does not fit in the Forth memory", need)
		}
		w.addr, w.size = addr, size
	}
	w.starts = w.starts[:0]
	at := int64(0)
	for _, f := range rec {
		w.starts = append(w.starts, at)
		copy(m.Bytes(w.addr+at, int64(len(f))), f)
		at += int64(len(f))
	}
	w.starts = append(w.starts, at)
}

// CSV-FIELD@
func fieldOfWalkWord(m *core.Machine) {
	i := m.Pop()
	st := stateOf(m)
	if len(st.walks) == 0 {
		m.Throwf(core.ErrVocabularyMisuse, "CSV-FIELD@ gives a field of the record CSV-EACH is walking, and no walk is under way: use it in the xt of CSV-EACH, or CSV-FIELD for one field of a text")
	}
	w := st.walks[len(st.walks)-1]
	if i < 0 || i >= int64(len(w.starts)-1) {
		m.Push(0)
		m.Push(0)
		return
	}
	m.Push(w.addr + w.starts[i])
	m.Push(w.starts[i+1] - w.starts[i])
}

// CSV-FIELD
func fieldWord(m *core.Machine) {
	i, record := m.Pop(), m.Pop()
	rs := newRecords(popText(m), stateOf(m).separator)
	for n := int64(0); ; n++ {
		rec, err := rs.next(m)
		if err != nil {
			m.Push(0)
			m.Push(0)
			m.Push(fail(m, "CSV-FIELD", err))
			return
		}
		if rec == nil || n > record {
			break
		}
		if n == record {
			if i < 0 || i >= int64(len(rec)) {
				break
			}
			m.Push(m.AllocateString([]byte(rec[i])))
			m.Push(int64(len(rec[i])))
			m.Push(0)
			return
		}
	}
	m.Push(0)
	m.Push(0)
	m.Push(0)
}

// CSV-COUNT
func countWord(m *core.Machine) {
	rs := newRecords(popText(m), stateOf(m).separator)
	for n := int64(0); ; n++ {
		rec, err := rs.next(m)
		if err != nil {
			m.Push(n)
			m.Push(fail(m, "CSV-COUNT", err))
			return
		}
		if rec == nil {
			m.Push(n)
			m.Push(0)
			return
		}
	}
}

// CSV-SEPARATOR
func separatorWord(m *core.Machine) {
	c := m.Pop()
	if !validSeparator(rune(c)) || c > 127 {
		m.Throwf(core.ErrVocabularyMisuse, "CSV-SEPARATOR: %d cannot separate fields: give an ASCII character other than a quote or a line end, such as [CHAR] ; or 9 for a tab", c)
	}
	stateOf(m).separator = rune(c)
}
