// Package csv is forthling's CSV vocabulary: words that read comma-separated
// text as RFC 4180 defines it (quoted fields, doubled quotes, fields across
// lines), on Go's encoding/csv. The text is any string, the call's DATA or a
// file's contents. It exports Vocabulary, the word list CSV, which package
// buildtags puts in every build without the tag nocsv, and ErrCSV, its
// THROW code:
//
//	ALSO CSV  S\" a,b\n1,2\n" CSV-COUNT THROW .   \ prints 2
//
// Malformed text gives the ior -268 and CSV-ERROR says where it is, by line
// and column; THROW of that ior shows the same words.
package csv

import "github.com/forthling/forthling/core"

// ErrCSV is the THROW code of the CSV vocabulary: the text is not CSV.
const ErrCSV core.ThrowCode = -268

// Vocabulary is the word list CSV.
var Vocabulary = &core.WordSet{
	Name:    "CSV",
	List:    "CSV",
	Doc:     "Read CSV text (RFC 4180): walk its records, read one field, count the records, summarize the columns as JSON.",
	Words:   append(append([]core.Def(nil), readWords...), summaryWords...),
	Session: func(m *core.Machine) { m.SetHook(hook, &state{separator: ','}) },
	Close:   func(m *core.Machine) { m.DropHook(hook) },
	Codes:   map[core.ThrowCode]string{ErrCSV: "CSV error"},

	HookKeys:  []string{hook},
	SaveState: saveState,
	LoadState: loadState,
}
