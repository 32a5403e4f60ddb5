package main

import "encoding/json"

// The tools' JSON Schemas. Input schemas come from the parameter lists;
// output schemas describe the wire types of wire.go (evalAnswer,
// errorAnswer, stacksAnswer, helpAnswer), which structuredContent
// carries. They list the fields clients can rely on and allow others, so
// that an answer may gain fields without breaking a client.

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
		case countKind, offsetKind:
			least := 1
			if p.kind == offsetKind {
				least = 0
			}
			props[p.name] = schema{"type": "integer", "minimum": least, "maximum": maxCount, "description": p.doc}
		default:
			props[p.name] = str(p.doc)
		}
		if p.header != "" {
			// the client sends it as the header Mcp-Param-<header> too
			props[p.name].(schema)["x-mcp-header"] = p.header
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

// cells are exact 64-bit integers; JavaScript's JSON.parse rounds those
// beyond ±2^53, which the description says.
func cells(doc string) schema {
	return arrayOf(schema{"type": "integer"}, doc+" (exact 64-bit integers: beyond ±2^53 a JavaScript JSON.parse rounds them; the text's stack line has them exactly)")
}

// floats are numbers, or the strings jsonFloats writes for NaN and the
// infinities.
func floats(doc string) schema {
	return arrayOf(schema{"anyOf": []schema{
		{"type": "number"},
		{"type": "string", "enum": []string{jsonNaN, jsonInfinity, jsonNegInfinity}},
	}}, doc)
}

// stacksProps are the fields of stacksAnswer, which results and snapshots
// share.
func stacksProps(props schema) schema {
	props["stack"] = cells("the data stack's top 32 cells, bottom first")
	props["stack_depth"] = integer("how many cells the data stack holds in all")
	props["fstack"] = floats("the float stack's top 32 floats, bottom first (NaN and the infinities as strings)")
	props["fstack_depth"] = integer("how many floats the float stack holds in all")
	return props
}

var stacksRequired = []string{"stack", "stack_depth", "fstack", "fstack_depth"}

// snapshot is snapshotAnswer: what the program looked like at an error or a
// BREAK.
func snapshot() schema {
	props := stacksProps(schema{
		"source":      str(`where the interpreter was: "input", "evaluate", a file's name, "block N"`),
		"line":        integer("the line there, from 1"),
		"column":      integer("the column of the word there, from 1, in characters"),
		"token":       str("the word the interpreter was at"),
		"words":       arrayOf(schema{"type": "string"}, "the words running, outermost first (the innermost 32)"),
		"words_depth": integer("how many words were running in all"),
		"use":         str(`which use of the innermost word its definition was at, when it uses that word more than once: "the 2nd of 2 uses of / in STEP"`),
	})
	return object(props, append([]string{"source", "line", "column", "token", "words", "words_depth"}, stacksRequired...)...)
}

// forthError is errorAnswer, or null.
func forthError() schema {
	s := snapshot()
	props := s["properties"].(schema)
	props["code"] = integer("the THROW code: -13 undefined word, -4 stack underflow, -258 limit exceeded, ...")
	props["message"] = str("the standard message of the code")
	props["detail"] = str("what completes the message: the undefined name, the bad address, the limit")
	props["hint"] = str("how to fix it, where the system knows")
	props["open_definition"] = openDefinition("the definition that was open when the error happened, when an earlier call or an included file opened it: the words after it were compiled into it, and the error dropped it")
	s["required"] = append([]string{"code", "message"}, s["required"].([]string)...)
	s["type"] = []string{"object", "null"}
	s["description"] = "the error that ended the call, or null; the stacks here are those at the error"
	return s
}

// openDefinition is core.OpenDefinition.
func openDefinition(doc string) schema {
	s := object(schema{
		"word":         str("its name (:NONAME for one without)"),
		"source":       str("where its : was: input, or a file's name"),
		"line":         integer("the line of its :"),
		"column":       integer("the column of its :"),
		"earlier_call": boolean("true when an earlier call opened it"),
	}, "word", "source", "line", "column", "earlier_call")
	s["description"] = doc
	return s
}

func tests() schema {
	failure := object(schema{
		"source":                str("the source of the test: input, or a file's name"),
		"line":                  integer("the line of its T{"),
		"group":                 str("the group TESTING named"),
		"message":               str(`"incorrect result", "wrong number of results", or "the code threw -10 division by zero" for a test whose code threw`),
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
		"skipped":     integer(`the entry "..." of the gap: how many words ran there`),
	}, "word", "depth", "stack", "stack_depth")
	return arrayOf(entry, `with trace: each word that ran, the first 100 and the last 900 with an entry "..." for the gap between; the insides of the system's words and the : and ; of top-level definitions are left out`)
}

// warnings is core.Warning: what the system noticed that is not an
// error, such as a definition that contradicts its stack comment or a
// redefinition that leaves callers on the old word.
func warnings() schema {
	w := object(schema{
		"kind":     str(`"stack-effect" (the body disagrees with the comment), "branches", "loop", "return-stack" or "redefinition"`),
		"word":     str("the definition it is about"),
		"declared": str("the stack comment (or locals declaration) of the definition"),
		"inferred": str("the effect inferred from its body, when the warning compares them"),
		"message":  str("the warning in a sentence, as the text shows it"),
		"source":   str("where the definition is: input, a file's name"),
		"line":     integer("the line of the definition, or of the word where its branches, loop or return stack go wrong"),
		"column":   integer("the column there, in characters"),
	}, "kind", "message")
	return arrayOf(w, "what the system noticed that is not an error (the first 100), each a line warning: MESSAGE before the output in the text; the definitions are compiled, and a redefinition names the words that still use the old word")
}

var evalOutputSchema = mustJSON(object(stacksProps(schema{
	"output":           str("what the program printed; past the output budget its head and tail, with a line between that says what was left out"),
	"output_size":      integer("the size of the whole output in bytes, when the answer shows only its head and tail (forth_output reads the rest)"),
	"output_left_out":  integer("how many bytes of the output the answer left out between its head and tail"),
	"compiling":        boolean("a definition is still open (; ends it)"),
	"open_definition":  openDefinition("the definition still open at the end of the call: the code of later calls is compiled into it until its ;"),
	"error":            forthError(),
	"steps":            integer("steps the call took: each word executed, the system's own words included"),
	"max_depth":        integer("the deepest the data stack went"),
	"tests":            tests(),
	"trace":            trace(),
	"trace_dropped":    integer("words past the first 1000 of the trace"),
	"breaks":           arrayOf(snapshot(), "what the program looked like at each BREAK (the first 100)"),
	"breaks_dropped":   integer("BREAKs past the first 100"),
	"warnings":         warnings(),
	"warnings_dropped": integer("warnings past the first 100"),
	"session":          str("the handle of the session this call started: pass it as session in every later call"),
	"files":            changedFiles(),
}), append([]string{"output", "compiling", "error", "steps", "max_depth"}, stacksRequired...)...))

var stackOutputSchema = mustJSON(object(stacksProps(schema{}), stacksRequired...))

var wordsOutputSchema = mustJSON(object(schema{
	"words": arrayOf(object(schema{
		"name":     str("the word's name"),
		"effect":   str("its stack effect: the ( ) comment after its name"),
		"doc":      str("the \\ comment line before its definition"),
		"wordlist": str("the word list it is in"),
		"kind":     str("colon definition, variable, constant, ..."),
	}, "name", "effect", "doc", "wordlist", "kind"), "the words this session defined (or those of wordlist), the latest first, as many as limit and the output limit allow"),
	"older": integer("the older words left out to keep to the output limit or to limit"),
	"total": integer("how many words there are in all that match prefix, in the list asked for"),
}, "words", "total"))

var helpOutputSchema = mustJSON(object(schema{
	"name": str("the name asked for"),
	"word": object(schema{
		"name":     str("the word's name"),
		"wordlist": str("the word list it is in"),
		"also":     str("what puts its word list into the search order (ALSO JSON), when the order lacks it"),
		"effect":   str("its stack effect"),
		"inferred": str("the stack effect the compiler inferred from the body of a colon definition, when it is fixed (x: a cell, r: a float)"),
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

var outputPageSchema = mustJSON(object(schema{
	"output":      str("the page of the last call's output"),
	"offset":      integer("where the page starts, in bytes from 0"),
	"size":        integer("the size of the whole output"),
	"next_offset": integer("where the next page starts; absent at the end"),
}, "output", "offset", "size"))

var resetOutputSchema = mustJSON(object(schema{
	"reset": boolean("true: the session is new"),
	"ended": boolean("true: the session has ended (end: true) and its handle is gone"),
}, "reset"))

func mustJSON(s schema) json.RawMessage {
	b, err := json.Marshal(s)
	if err != nil {
		panic(err)
	}
	return b
}
