//go:build !nocsv

package buildtags

import "github.com/forthling/forthling/csv"

// CSV is in a build unless it has the tag nocsv.
var csvVocabulary = vocabulary{set: csv.Vocabulary}
