package json

import (
	"github.com/tidwall/gjson"

	"github.com/forthling/forthling/core"
)

// Words about a document as a whole: is it valid, how long is it.
var shapeWords = []core.Def{
	{Name: "JSON-VALID?", Effect: "( c-addr u -- flag )",
		Doc:     "True if the text is exactly one valid JSON value (with white space around it), nested at most 1000 deep. The other words do not check: they read what they can.",
		Example: `ALSO JSON  S" [1,2]" JSON-VALID? .  S" [1,2" JSON-VALID? .`, Result: "-1 0 ",
		Fn: func(m *core.Machine) {
			a, n := m.Pop2()
			text := m.String(a, n)
			chargeBytes(m, len(text))
			m.PushBool(measure(text).depth <= MaxDepth && gjson.Valid(text))
		}},
	{Name: "JSON-LENGTH", Effect: "( c-addr u -- n )",
		Doc:     "The number of elements of a JSON array, or of members of a JSON object; any other value is a JSON error.",
		Example: `ALSO JSON  S" [[59],[73,41]]" JSON-LENGTH .`, Result: "2 ",
		Fn: func(m *core.Machine) {
			d := popDocument(m, "JSON-LENGTH")
			v := containerOf(m, "JSON-LENGTH", d)
			n := int64(0)
			v.ForEach(func(_, _ gjson.Result) bool { n++; return true })
			m.Push(n)
		}},
}

// containerOf parses a document that must be an array or an object.
func containerOf(m *core.Machine, word string, d document) gjson.Result {
	v := gjson.Parse(d.text)
	if t := typeOf(v); t != typeArray && t != typeObject {
		m.Throwf(core.ErrJSON, "%s needs an array or an object, and the text is %s", word, describe(d.text, t))
	}
	return v
}

// describe names what JSON text holds, for error messages.
func describe(text string, t int64) string {
	if t == typeNone {
		if len(text) == 0 {
			return "empty"
		}
		return "not JSON"
	}
	return typeNames[t]
}
