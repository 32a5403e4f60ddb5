//go:build nocsv

package buildtags

import (
	"slices"
	"testing"
)

func TestCSVLeftOut(t *testing.T) {
	if inBuild("CSV") || !slices.Contains(AbsentVocabularies(), "CSV") {
		t.Fatalf("CSV: in the build %v, absent %v", inBuild("CSV"), AbsentVocabularies())
	}
	wantLine(t, `S" a" CSV-COUNT`, "error -13: undefined word: CSV-COUNT (it is in the word list CSV, which this build leaves out)")
	wantLine(t, `ALSO CSV`, "error -13: undefined word: CSV (CSV is a word list this build leaves out)")
}
