package json

import (
	"math"
	"strconv"

	"github.com/tidwall/gjson"

	"github.com/forthling/forthling/core"
)

// popQuery takes c-addr1 u1 c-addr2 u2 (a document and a path) from the
// stack and runs the path.
func popQuery(m *core.Machine, word string) (document, string, gjson.Result) {
	pa, pn := m.Pop2()
	path := stringAt(m, pa, pn)
	d := popDocument(m, word)
	return d, path, query(m, word, d, path)
}

// view is where a value stands in its document, when it is a part of it
// (a value a path computes, such as a count or a multipath, is not).
func (d document) view(r gjson.Result) (addr, n int64, ok bool) {
	i, raw := r.Index, r.Raw
	if i < 0 || i+len(raw) > len(d.text) || d.text[i:i+len(raw)] != raw {
		return 0, 0, false
	}
	return d.addr + int64(i), int64(len(raw)), true
}

// pushValue pushes c-addr u type of a value inside its document; a value
// that is not there is 0 0 0.
func pushValue(m *core.Machine, word string, d document, path string, r gjson.Result) {
	t := typeOf(r)
	if t == typeNone {
		pushNothing(m)
		return
	}
	a, n, ok := d.view(r)
	if !ok {
		m.Throwf(ErrJSON, "%s: the path %s computes a new value, which is not part of the document: JSON-QUERY gives it as an ALLOCATEd copy", word, quote(path))
	}
	m.Push(a)
	m.Push(n)
	m.Push(t)
}

// pushNothing pushes 0 0 0: no value.
func pushNothing(m *core.Machine) {
	m.Push(0)
	m.Push(0)
	m.Push(0)
}

// need throws unless the value a path found has the type a word reads.
func need(m *core.Machine, word, path string, r gjson.Result, want int64) {
	t := typeOf(r)
	switch {
	case t == typeNone:
		m.Throwf(ErrJSON, "%s: there is no value at the path %s (JSON-TYPE gives 0 for a path that is not there)", word, quote(path))
	case t != want:
		m.Throwf(ErrJSON, "%s: the value at the path %s is %s, not %s", word, quote(path), typeNames[t], typeNames[want])
	}
}

// Words that read a value at a path.
var readWords = []core.Def{
	{Name: "JSON-GET", Effect: "( c-addr1 u1 c-addr2 u2 -- c-addr3 u3 type )",
		Doc:     "The JSON text of the value at the gjson path c-addr2 u2 in the document c-addr1 u1, as a string inside the document (nothing to FREE), and its type (JSON:NULL ... JSON:OBJECT); 0 0 0 if the path is not there. A path that computes a new value (a count, a multipath, a modifier) needs JSON-QUERY.",
		Example: `ALSO JSON  S\" {\"user\":{\"name\":\"Ada\",\"langs\":[\"en\",\"fr\"]}}" S" user.langs" JSON-GET . TYPE`, Result: `5 ["en","fr"]`,
		Fn: func(m *core.Machine) {
			d, path, r := popQuery(m, "JSON-GET")
			pushValue(m, "JSON-GET", d, path, r)
		}},
	{Name: "JSON-QUERY", Effect: "( c-addr1 u1 c-addr2 u2 -- c-addr3 u3 type )",
		Doc:     "Like JSON-GET for any gjson path, including those that compute a value (friends.#.name, {a,b}, @keys): the text is ALLOCATEd, FREE c-addr3 when done; 0 0 0 if the path is not there (nothing to FREE).",
		Example: `ALSO JSON  S\" [{\"n\":1},{\"n\":2}]" S" #.n" JSON-QUERY . 2DUP TYPE  DROP FREE DROP`, Result: "5 [1,2]",
		Fn: func(m *core.Machine) {
			_, _, r := popQuery(m, "JSON-QUERY")
			t := typeOf(r)
			if t == typeNone {
				pushNothing(m)
				return
			}
			m.Push(m.AllocateString([]byte(r.Raw)))
			m.Push(int64(len(r.Raw)))
			m.Push(t)
		}},
	{Name: "JSON-TYPE", Effect: "( c-addr1 u1 c-addr2 u2 -- type )",
		Doc:     "The type of the value at the gjson path c-addr2 u2 in the document c-addr1 u1: 0 if it is not there, else JSON:NULL JSON:BOOLEAN JSON:NUMBER JSON:STRING JSON:ARRAY or JSON:OBJECT (1 to 6).",
		Example: `ALSO JSON  S\" {\"a\":[1]}" 2DUP S" a" JSON-TYPE JSON:ARRAY = .  S" b" JSON-TYPE .`, Result: "-1 0 ",
		Fn: func(m *core.Machine) {
			_, _, r := popQuery(m, "JSON-TYPE")
			m.Push(typeOf(r))
		}},
	{Name: "JSON-INT", Effect: "( c-addr1 u1 c-addr2 u2 -- n )",
		Doc:     "The number at the gjson path as an integer (a fraction is cut off towards zero); a path that is not there or holds no number is a JSON error, one too large for a cell is -11.",
		Example: `ALSO JSON  S\" {\"id\":42,\"price\":-9.99}" 2DUP S" id" JSON-INT .  S" price" JSON-INT .`, Result: "42 -9 ",
		Fn: func(m *core.Machine) {
			_, path, r := popQuery(m, "JSON-INT")
			need(m, "JSON-INT", path, r, typeNumber)
			if n, err := strconv.ParseInt(r.Raw, 10, 64); err == nil {
				m.Push(n)
				return
			}
			f := math.Trunc(r.Num)
			if math.IsNaN(f) || f < math.MinInt64 || f >= math.MaxInt64 {
				m.Throwf(core.ErrOutOfRange, "JSON-INT: %s at the path %s does not fit in a cell", r.Raw, quote(path))
			}
			m.Push(int64(f))
		}},
	{Name: "JSON-FLOAT", Effect: "( c-addr1 u1 c-addr2 u2 -- ) ( F: -- r )",
		Doc:     "The number at the gjson path, onto the float stack; a path that is not there or holds no number is a JSON error.",
		Example: `ALSO JSON  S\" {\"price\":9.5}" S" price" JSON-FLOAT F.`, Result: "9.5 ",
		Fn: func(m *core.Machine) {
			_, path, r := popQuery(m, "JSON-FLOAT")
			need(m, "JSON-FLOAT", path, r, typeNumber)
			m.FPush(r.Num)
		}},
	{Name: "JSON-BOOL", Effect: "( c-addr1 u1 c-addr2 u2 -- flag )",
		Doc:     "The boolean at the gjson path as a flag; a path that is not there or holds no boolean is a JSON error.",
		Example: `ALSO JSON  S\" {\"ok\":true}" S" ok" JSON-BOOL .`, Result: "-1 ",
		Fn: func(m *core.Machine) {
			_, path, r := popQuery(m, "JSON-BOOL")
			need(m, "JSON-BOOL", path, r, typeBoolean)
			m.PushBool(r.Type == gjson.True)
		}},
	{Name: "JSON-STRING", Effect: "( c-addr1 u1 c-addr2 u2 -- c-addr3 u3 )",
		Doc:     "The string at the gjson path with its escapes undone (\\n, \\u00e9, ...), ALLOCATEd: FREE c-addr3 when done. A path that is not there or holds no string is a JSON error.",
		Example: `ALSO JSON  S\" {\"msg\":\"caf\\u00e9 \\\"ok\\\"\"}" S" msg" JSON-STRING 2DUP TYPE  DROP FREE DROP`, Result: `café "ok"`,
		Fn: func(m *core.Machine) {
			_, path, r := popQuery(m, "JSON-STRING")
			need(m, "JSON-STRING", path, r, typeString)
			m.Push(m.AllocateString([]byte(r.Str)))
			m.Push(int64(len(r.Str)))
		}},
}

// typeWords name the type codes.
var typeWords = []core.Def{
	typeConstant("JSON:NULL", typeNull, "null"),
	typeConstant("JSON:BOOLEAN", typeBoolean, "true or false"),
	typeConstant("JSON:NUMBER", typeNumber, "a number"),
	typeConstant("JSON:STRING", typeString, "a string"),
	typeConstant("JSON:ARRAY", typeArray, "an array"),
	typeConstant("JSON:OBJECT", typeObject, "an object"),
}

func typeConstant(name string, code int64, what string) core.Def {
	return core.Def{Name: name, Effect: "( -- type )",
		Doc:     "The type code of " + what + ", as JSON-TYPE and JSON-GET give it: " + strconv.FormatInt(code, 10) + ".",
		Example: "ALSO JSON  " + name + " .", Result: strconv.FormatInt(code, 10) + " ",
		Fn: func(m *core.Machine) { m.Push(code) }}
}
