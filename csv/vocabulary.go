// Package csv is forthling's CSV vocabulary: words that read comma-separated
// text as RFC 4180 defines it (quoted fields, doubled quotes, fields across
// lines), on Go's encoding/csv. The text is any string, the call's DATA or a
// file's contents. Its one export is Vocabulary, the word list CSV, which
// package buildtags registers unless the build has the tag nocsv:
//
//	ALSO CSV  S\" a,b\n1,2\n" CSV-COUNT THROW .   \ prints 2
//
// Malformed text gives the ior -268 and CSV-ERROR says where it is, by line
// and column; THROW of that ior shows the same words.
package csv

import "github.com/forthling/forthling/core"

// Vocabulary is the word list CSV.
var Vocabulary = &core.WordSet{
	Name:    "CSV",
	List:    "CSV",
	Doc:     "Read CSV text (RFC 4180): walk its records, read one field, count the records, summarize the columns as JSON.",
	Words:   append(append([]core.Def(nil), readWords...), summaryWords...),
	Session: func(m *core.Machine) { m.Hooks[hook] = &state{separator: ','} },
	Close:   func(m *core.Machine) { delete(m.Hooks, hook) },
}
