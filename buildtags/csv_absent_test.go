//go:build nocsv

package buildtags

import (
	"slices"
	"testing"

	"github.com/forthling/forthling/core"
)

func TestCSVLeftOut(t *testing.T) {
	if registered("CSV") || !slices.Contains(core.AbsentVocabularies(), "CSV") {
		t.Fatalf("CSV: registered %v, absent %v", registered("CSV"), core.AbsentVocabularies())
	}
	wantLine(t, `S" a" CSV-COUNT`, "error -13: undefined word: CSV-COUNT (it is in the word list CSV, which this build leaves out)")
	wantLine(t, `ALSO CSV`, "error -13: undefined word: CSV (CSV is a word list this build leaves out)")
}
