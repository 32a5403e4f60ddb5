package json

import (
	"github.com/tidwall/gjson"

	"github.com/forthling/forthling/core"
)

// maxDepth is how deeply a document may nest arrays and objects. The parser
// recurses once per level, so a deeper document is refused rather than let
// grow the Go stack without bound.
const maxDepth = 1000

// document is JSON text taken from Forth memory: where it is, a copy of it,
// and its shape.
type document struct {
	addr int64  // where the text is in Forth memory, for results that point into it
	text string // a copy: a word that runs Forth code meanwhile sees the text it started with
	shape
}

// shape is what a scan of the text finds, for bounding the work on it.
type shape struct {
	depth   int // the deepest nesting of arrays and objects
	inner   int // the deepest nesting of brackets inside one string (what @fromstr could parse)
	longest int // the longest string, in bytes
}

// popDocument takes c-addr u of JSON text from the stack. Reading it is one
// step per 64 bytes; text nested deeper than maxDepth is a JSON error.
func popDocument(m *core.Machine, word string) document {
	a, n := m.Pop2()
	return takeDocument(m, word, a, n)
}

func takeDocument(m *core.Machine, word string, a, n int64) document {
	text := stringAt(m, a, n)
	chargeBytes(m, len(text))
	d := document{addr: a, text: text, shape: measure(text)}
	if d.depth > maxDepth {
		m.Throwf(ErrJSON, "%s: the document nests arrays and objects %d deep, at most %d", word, d.depth, maxDepth)
	}
	return d
}

// stringAt is the string c-addr u; an empty one needs no valid address, so
// that the 0 0 of a path that is not there reads as an empty string.
func stringAt(m *core.Machine, a, n int64) string {
	if n == 0 {
		return ""
	}
	return m.String(a, n)
}

// chargeBytes counts the steps of reading n bytes: one per 64, at least one.
func chargeBytes(m *core.Machine, n int) { m.Tick(int64(n)/64 + 1) }

// measure scans JSON text for its nesting depth and longest string; it is
// linear and tolerant of malformed text, like gjson.
func measure(text string) shape {
	var s shape
	depth := 0
	for i := 0; i < len(text); i++ {
		switch text[i] {
		case '[', '{':
			depth++
			s.depth = max(s.depth, depth)
		case ']', '}':
			depth = max(depth-1, 0)
		case '"':
			start, inner, innerMax := i, 0, 0
			for i++; i < len(text) && text[i] != '"'; i++ {
				switch text[i] {
				case '\\':
					i++
				case '[', '{':
					inner++
					innerMax = max(innerMax, inner)
				case ']', '}':
					inner = max(inner-1, 0)
				}
			}
			s.inner = max(s.inner, innerMax)
			s.longest = max(s.longest, i-start)
		}
	}
	return s
}

// Type codes of JSON values, as JSON-TYPE and JSON-GET give them. Zero is
// "no value": a path that is not there.
const (
	typeNone int64 = iota
	typeNull
	typeBoolean
	typeNumber
	typeString
	typeArray
	typeObject
)

var typeNames = [...]string{"nothing", "null", "a boolean", "a number", "a string", "an array", "an object"}

// typeOf is the type code of a gjson result.
func typeOf(r gjson.Result) int64 {
	switch {
	case !r.Exists():
		return typeNone
	case r.Type == gjson.Null:
		return typeNull
	case r.Type == gjson.True || r.Type == gjson.False:
		return typeBoolean
	case r.Type == gjson.Number:
		return typeNumber
	case r.Type == gjson.String:
		return typeString
	case r.IsArray():
		return typeArray
	}
	return typeObject
}
