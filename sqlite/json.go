package sqlite

import (
	"bytes"
	"encoding/base64"
	"encoding/json"
	"math"
	"strconv"

	"github.com/forthling/forthling/core"
	sqlite3 "modernc.org/sqlite/lib"
)

// resultJSON runs st from its start to its end and returns its rows as a
// JSON array of objects, one member per column: integers and floats as
// numbers, text as strings, blobs as base64 strings, NULL as null. The
// text is bounded by the Forth memory, which it must fit into.
func (d *database) resultJSON(st *stmt) ([]byte, int64) {
	m := d.s.m
	st.reset()
	defer st.reset()
	n := st.columnCount()
	names := make([][]byte, n)
	for i := range names {
		names[i] = appendString(nil, []byte(st.columnName(i)))
	}
	out := []byte{'['}
	for rows := 0; ; rows++ {
		more, ior := d.step(st)
		if ior != 0 {
			return nil, ior
		}
		if !more {
			break
		}
		start := len(out)
		if rows > 0 {
			out = append(out, ',')
		}
		out = append(out, '{')
		for i := 0; i < n; i++ {
			if i > 0 {
				out = append(out, ',')
			}
			out = append(out, names[i]...)
			out = append(out, ':')
			out = appendColumn(out, st, i)
		}
		out = append(out, '}')
		m.Tick(int64(len(out)-start)/64 + 1)
		if int64(len(out)) > m.Limits().Memory {
			m.Throwf(core.ErrAllocate, "the rows as JSON take more than the Forth memory (%s): select fewer rows or columns", core.FormatSize(m.Limits().Memory))
		}
	}
	return append(out, ']'), 0
}

func appendColumn(out []byte, st *stmt, i int) []byte {
	switch st.columnType(i) {
	case sqlite3.SQLITE_INTEGER:
		return strconv.AppendInt(out, st.columnInt(i), 10)
	case sqlite3.SQLITE_FLOAT:
		return appendFloat(out, st.columnFloat(i))
	case sqlite3.SQLITE_TEXT:
		return appendString(out, st.columnText(i))
	case sqlite3.SQLITE_BLOB:
		b := st.columnBlob(i)
		out = append(out, '"')
		out = base64.StdEncoding.AppendEncode(out, b)
		return append(out, '"')
	}
	return append(out, "null"...)
}

// appendFloat writes a float as JSON: shortest form, with ".0" on whole
// numbers so they read back as floats; infinities as 9e999, as SQLite's
// own JSON functions write them.
func appendFloat(out []byte, f float64) []byte {
	switch {
	case math.IsInf(f, 1):
		return append(out, "9e999"...)
	case math.IsInf(f, -1):
		return append(out, "-9e999"...)
	case math.IsNaN(f):
		return append(out, "null"...)
	}
	start := len(out)
	out = strconv.AppendFloat(out, f, 'g', -1, 64)
	for _, c := range out[start:] {
		if c == '.' || c == 'e' {
			return out
		}
	}
	return append(out, ".0"...)
}

// appendString writes s as a JSON string, as encoding/json writes one:
// bytes that are not UTF-8 become U+FFFD.
func appendString(out []byte, s []byte) []byte {
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	enc.Encode(string(s)) // a string always encodes
	return append(out, bytes.TrimSuffix(b.Bytes(), []byte{'\n'})...)
}
