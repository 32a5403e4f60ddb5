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
			text := stringAt(m, a, n)
			chargeBytes(m, len(text))
			m.PushBool(measure(text).depth <= maxDepth && gjson.Valid(text))
		}},
	{Name: "JSON-LENGTH", Effect: "( c-addr u -- n )",
		Doc:     "The number of elements of a JSON array, or of members of a JSON object; any other value is a JSON error.",
		Example: `ALSO JSON  S" [[59],[73,41]]" JSON-LENGTH .`, Result: "2 ",
		Fn: func(m *core.Machine) {
			d := popDocument(m, "JSON-LENGTH")
			v := containerOf(m, "JSON-LENGTH", d, typeNone)
			n := int64(0)
			v.ForEach(func(_, _ gjson.Result) bool { n++; return true })
			m.Push(n)
		}},
}

// containerOf parses a document that must be an array (want typeArray), an
// object (typeObject) or either (typeNone).
func containerOf(m *core.Machine, word string, d document, want int64) gjson.Result {
	v := gjson.Parse(d.text)
	t := typeOf(v)
	if want == typeNone {
		if t != typeArray && t != typeObject {
			m.Throwf(ErrJSON, "%s needs an array or an object, and the text is %s", word, describe(d.text, t))
		}
		return v
	}
	if t == want {
		return v
	}
	other := map[int64]string{typeArray: "JSON-MEMBER and JSON-MEMBERS read objects", typeObject: "JSON-ELEMENT and JSON-ELEMENTS read arrays"}[want]
	m.Throwf(ErrJSON, "%s needs %s, and the text is %s (%s)", word, typeNames[want], describe(d.text, t), other)
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
