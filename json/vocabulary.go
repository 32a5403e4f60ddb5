// Package json is forthling's JSON vocabulary: words that read JSON text
// with paths in gjson's syntax (github.com/tidwall/gjson), walk its arrays
// and objects, and build JSON documents. Its one export is Vocabulary, the
// word list JSON, which package buildtags puts in every build:
//
//	ALSO JSON  S" [[59],[73,41]]" JSON-LENGTH .   \ prints 2
package json

import "github.com/forthling/forthling/core"

// ErrJSON is the THROW code of the JSON vocabulary: a malformed document or path.
const ErrJSON core.ThrowCode = -263

// Vocabulary is the word list JSON.
var Vocabulary = &core.WordSet{
	Name: "JSON",
	List: "JSON",
	Doc:  "Read JSON text with gjson paths, walk arrays and objects, build JSON documents.",
	Words: join(
		shapeWords,
		readWords,
		typeWords,
		walkWords,
		buildWords,
	),
	Session: func(m *core.Machine) { m.SetHook(hook, &builder{}) },
	Close:   func(m *core.Machine) { m.DropHook(hook) },
	Codes:   map[core.ThrowCode]string{ErrJSON: "JSON error"},

	HookKeys:  []string{hook},
	SaveState: saveState,
	LoadState: loadState,
}

func join(sets ...[]core.Def) []core.Def {
	var all []core.Def
	for _, s := range sets {
		all = append(all, s...)
	}
	return all
}
