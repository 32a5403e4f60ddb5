package json

import (
	"github.com/tidwall/gjson"

	"github.com/forthling/forthling/core"
)

// Words that walk the elements of an array and the members of an object.
// Elements, keys and values are strings inside the document: nothing to
// FREE. A key is the text between its quotes, escapes as written.
var walkWords = []core.Def{
	{Name: "JSON-ELEMENT", Effect: "( c-addr1 u1 n -- c-addr2 u2 type )",
		Doc:     "Element n (from 0) of the JSON array c-addr1 u1: its JSON text inside the array and its type; 0 0 0 if the array has no element n. Each call reads the array from its start: JSON-ELEMENTS walks all elements in one pass.",
		Example: `ALSO JSON  S" [10,[20,30],40]" 1 JSON-ELEMENT . TYPE`, Result: "5 [20,30]",
		Fn: func(m *core.Machine) {
			n := m.Pop()
			d := popDocument(m, "JSON-ELEMENT")
			var found gjson.Result
			i := int64(0)
			containerOf(m, "JSON-ELEMENT", d, typeArray).ForEach(func(_, v gjson.Result) bool {
				if i == n {
					found = v
					return false
				}
				i++
				return true
			})
			pushElement(m, d, found)
		}},
	{Name: "JSON-MEMBER", Effect: "( c-addr1 u1 n -- c-addr2 u2 c-addr3 u3 type )",
		Doc:     "Member n (from 0, in the order written) of the JSON object c-addr1 u1: its key c-addr2 u2, its value's JSON text c-addr3 u3 and the value's type; 0 0 0 0 0 if the object has no member n.",
		Example: `ALSO JSON  S\" {\"a\":1,\"b\":[2]}" 1 JSON-MEMBER . TYPE SPACE TYPE`, Result: "5 [2] b",
		Fn: func(m *core.Machine) {
			n := m.Pop()
			d := popDocument(m, "JSON-MEMBER")
			var key, found gjson.Result
			i := int64(0)
			containerOf(m, "JSON-MEMBER", d, typeObject).ForEach(func(k, v gjson.Result) bool {
				if i == n {
					key, found = k, v
					return false
				}
				i++
				return true
			})
			pushKey(m, d, key)
			pushElement(m, d, found)
		}},
	{Name: "JSON-ELEMENTS", Effect: "( c-addr u xt -- )",
		Doc:     "Run xt ( c-addr u type -- ) with each element of the JSON array c-addr u, in order: its JSON text inside the array and its type.",
		Example: `ALSO JSON  : SHOW ( c-addr u type -- ) DROP TYPE SPACE ;  S\" [1,\"two\",[3]]" ' SHOW JSON-ELEMENTS`, Result: `1 "two" [3] `,
		Fn: func(m *core.Machine) {
			each(m, "JSON-ELEMENTS", typeArray, func(d document, _, v gjson.Result) { pushElement(m, d, v) })
		}},
	{Name: "JSON-MEMBERS", Effect: "( c-addr u xt -- )",
		Doc:     "Run xt ( c-addr1 u1 c-addr2 u2 type -- ) with each member of the JSON object c-addr u, in the order written: the key, the value's JSON text and the value's type.",
		Example: `ALSO JSON  : SHOW ( key u value u type -- ) DROP 2SWAP TYPE ." =" TYPE SPACE ;  S\" {\"a\":1,\"b\":true}" ' SHOW JSON-MEMBERS`, Result: "a=1 b=true ",
		Fn: func(m *core.Machine) {
			each(m, "JSON-MEMBERS", typeObject, func(d document, k, v gjson.Result) {
				pushKey(m, d, k)
				pushElement(m, d, v)
			})
		}},
}

// each takes c-addr u xt and runs xt on each element of the array (want
// typeArray) or member of the object (typeObject) c-addr u, after push has
// put its arguments on the stack.
func each(m *core.Machine, word string, want int64, push func(d document, k, v gjson.Result)) {
	w := m.WordOf(m.Pop())
	d := popDocument(m, word)
	containerOf(m, word, d, want).ForEach(func(k, v gjson.Result) bool {
		m.Tick(1)
		push(d, k, v)
		m.Execute(w)
		return true
	})
}

// pushElement pushes c-addr u type of a value found by walking a document,
// 0 0 0 for none.
func pushElement(m *core.Machine, d document, v gjson.Result) {
	a, n, ok := d.view(v)
	if !ok || !v.Exists() {
		pushNothing(m)
		return
	}
	m.Push(a)
	m.Push(n)
	m.Push(typeOf(v))
}

// pushKey pushes a member's key: the text between its quotes.
func pushKey(m *core.Machine, d document, k gjson.Result) {
	a, n, ok := d.view(k)
	if !ok || !k.Exists() || n < 2 {
		m.Push(0)
		m.Push(0)
		return
	}
	m.Push(a + 1)
	m.Push(n - 2)
}
