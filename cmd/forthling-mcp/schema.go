package main

import (
	"encoding/json"

	"github.com/forthling/forthling/core"
)

// The tools' JSON Schemas. Input schemas come from the parameter lists;
// output schemas describe the JSON of core's results (core.Result,
// core.Error, core.Stacks, core.HelpAnswer), which structuredContent
// carries as it is. They list the fields clients can rely on and allow
// others, so that core may add fields without breaking a client.

type schema = map[string]any

// inputSchema is the schema of a tool's arguments: exactly these.
func inputSchema(params []param) json.RawMessage {
	props := schema{}
	var required []string
	for _, p := range params {
		switch p.kind {
		case flagKind:
			props[p.name] = boolean(p.doc)
		case textsKind:
			props[p.name] = schema{"type": "object", "additionalProperties": schema{"type": "string"}, "description": p.doc}
		default:
			props[p.name] = str(p.doc)
		}
		if p.required {
			required = append(required, p.name)
		}
	}
	s := object(props, required...)
	s["additionalProperties"] = false
	return mustJSON(s)
}

func object(props schema, required ...string) schema {
	s := schema{"type": "object", "properties": props}
	if len(required) > 0 {
		s["required"] = required
	}
	return s
}

func str(doc string) schema     { return schema{"type": "string", "description": doc} }
func integer(doc string) schema { return schema{"type": "integer", "description": doc} }
func boolean(doc string) schema { return schema{"type": "boolean", "description": doc} }

func arrayOf(items schema, doc string) schema {
	return schema{"type": "array", "items": items, "description": doc}
}

func cells(doc string) schema { return arrayOf(schema{"type": "integer"}, doc) }

// floats are numbers, or the strings core.Floats writes for NaN and the
// infinities.
func floats(doc string) schema {
	return arrayOf(schema{"anyOf": []schema{
		{"type": "number"},
		{"type": "string", "enum": []string{core.JSONNaN, core.JSONInfinity, core.JSONNegInfinity}},
	}}, doc)
}

// stacksProps are the fields of core.Stacks, which results and snapshots
// share.
func stacksProps(props schema) schema {
	props["stack"] = cells("the data stack's top 32 cells, bottom first")
	props["stack_depth"] = integer("how many cells the data stack holds in all")
	props["fstack"] = floats("the float stack's top 32 floats, bottom first (NaN and the infinities as strings)")
	props["fstack_depth"] = integer("how many floats the float stack holds in all")
	return props
}

var stacksRequired = []string{"stack", "stack_depth", "fstack", "fstack_depth"}

// snapshot is core.Snapshot: what the program looked like at an error or a
// BREAK.
func snapshot() schema {
	props := stacksProps(schema{
		"source":      str(`where the interpreter was: "input", "evaluate", a file's name, "block N"`),
		"line":        integer("the line there, from 1"),
		"column":      integer("the column of the word there, from 1"),
		"token":       str("the word the interpreter was at"),
		"words":       arrayOf(schema{"type": "string"}, "the words running, outermost first (the innermost 32)"),
		"words_depth": integer("how many words were running in all"),
	})
	return object(props, append([]string{"source", "line", "column", "token", "words", "words_depth"}, stacksRequired...)...)
}

// forthError is core.Error, or null.
func forthError() schema {
	s := snapshot()
	props := s["properties"].(schema)
	props["code"] = integer("the THROW code: -13 undefined word, -4 stack underflow, -258 limit exceeded, ...")
	props["message"] = str("the standard message of the code")
	props["detail"] = str("what completes the message: the undefined name, the bad address, the limit")
	props["hint"] = str("how to fix it, where the system knows")
	s["required"] = append([]string{"code", "message"}, s["required"].([]string)...)
	s["type"] = []string{"object", "null"}
	s["description"] = "the error that ended the call, or null; the stacks here are those at the error"
	return s
}

func tests() schema {
	failure := object(schema{
		"source":                str("the source of the test: input, or a file's name"),
		"line":                  integer("the line of its T{"),
		"group":                 str("the group TESTING named"),
		"message":               str(`"incorrect result" or "wrong number of results"`),
		"expected":              cells("the expected cells (the top 32)"),
		"expected_depth":        integer("how many cells were expected"),
		"actual":                cells("the cells the code left (the top 32)"),
		"actual_depth":          integer("how many cells the code left; less than 0 when it took cells from below T{"),
		"stack":                 cells("the data stack below the test (the top 32)"),
		"expected_floats":       floats("the expected floats (the top 32)"),
		"expected_floats_depth": integer("how many floats were expected"),
		"actual_floats":         floats("the floats the code left (the top 32)"),
		"actual_floats_depth":   integer("how many floats the code left"),
	}, "source", "line", "group", "message", "expected", "expected_depth", "actual", "actual_depth",
		"stack", "expected_floats", "expected_floats_depth", "actual_floats", "actual_floats_depth")
	s := object(schema{
		"passed":           integer("tests that passed"),
		"failed":           integer("tests that failed"),
		"failures":         arrayOf(failure, "the first 32 failures"),
		"failures_dropped": integer("failures past the first 32"),
	}, "passed", "failed", "failures", "failures_dropped")
	s["description"] = "the T{ -> }T tests of the call (ALSO TESTING), when it ran any"
	return s
}

func trace() schema {
	entry := object(schema{
		"word":        str("the word"),
		"depth":       integer("how deeply it was nested: 0 for words the interpreter ran"),
		"stack":       cells("the data stack's top 8 cells when it started"),
		"stack_depth": integer("the data stack's depth when it started"),
	}, "word", "depth", "stack", "stack_depth")
	return arrayOf(entry, "with trace: each word that ran (the first 1000); the insides of the system's words are left out")
}

var evalOutputSchema = mustJSON(object(stacksProps(schema{
	"output":         str("what the program printed"),
	"compiling":      boolean("a definition is still open (; ends it)"),
	"error":          forthError(),
	"steps":          integer("steps the call took: each word executed, the system's own words included"),
	"max_depth":      integer("the deepest the data stack went"),
	"tests":          tests(),
	"trace":          trace(),
	"trace_dropped":  integer("words past the first 1000 of the trace"),
	"breaks":         arrayOf(snapshot(), "what the program looked like at each BREAK (the first 100)"),
	"breaks_dropped": integer("BREAKs past the first 100"),
	"files":          changedFiles(),
}), append([]string{"output", "compiling", "error", "steps", "max_depth"}, stacksRequired...)...))

var stackOutputSchema = mustJSON(object(stacksProps(schema{}), stacksRequired...))

var wordsOutputSchema = mustJSON(object(schema{
	"words": arrayOf(object(schema{
		"name":     str("the word's name"),
		"effect":   str("its stack effect: the ( ) comment after its name"),
		"doc":      str("the \\ comment line before its definition"),
		"wordlist": str("the word list it is in"),
		"kind":     str("colon definition, variable, constant, ..."),
	}, "name", "effect", "doc", "wordlist", "kind"), "the words this session defined, the latest first, as many as the output limit holds"),
	"older": integer("the older words left out to keep to the output limit"),
}, "words"))

var helpOutputSchema = mustJSON(object(schema{
	"name": str("the name asked for"),
	"word": object(schema{
		"name":     str("the word's name"),
		"wordlist": str("the word list it is in"),
		"also":     str("what puts its word list into the search order (ALSO JSON), when the order lacks it"),
		"effect":   str("its stack effect"),
		"doc":      str("what it does"),
		"example":  str("Forth code that shows it"),
		"result":   str("exactly what the example prints"),
		"input":    str("what the example's KEY or ACCEPT read"),
		"data":     str("the data the example's DATA reads"),
		"files":    schema{"type": "object", "additionalProperties": schema{"type": "string"}, "description": "session files the example reads"},
		"kind":     str("primitive, colon definition, variable, ..."),
		"defined": object(schema{
			"source": str("input, a file's name, or system"),
			"line":   integer("the line of the definition"),
			"call":   integer("the call of the session that defined it"),
		}, "source"),
		"source": str("the text of a definition of the session"),
	}, "name", "wordlist", "effect", "doc", "kind"),
	"in_order": boolean("false when the word is in a word list outside the search order (word.also finds it)"),
	"near": arrayOf(object(schema{
		"name":     str("the word's name"),
		"wordlist": str("the word list it is in"),
		"also":     str("what puts its word list into the search order, when the order lacks it"),
		"effect":   str("its stack effect"),
		"why":      str("why it is close: spelled alike, starts with or contains the name, the same name in another word list"),
	}, "name", "wordlist", "why"), "for a name that is not defined: the words it may mean, best first"),
	"left_out": str("the vocabulary of the name that this build leaves out"),
}, "name", "in_order"))

var resetOutputSchema = mustJSON(object(schema{
	"reset": boolean("true: the session is new"),
}, "reset"))

func mustJSON(s schema) json.RawMessage {
	b, err := json.Marshal(s)
	if err != nil {
		panic(err)
	}
	return b
}
