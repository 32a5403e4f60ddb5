//go:build !nocsv

package buildtags

import (
	"slices"
	"testing"
)

func TestCSVBuilt(t *testing.T) {
	if !inBuild("CSV") || slices.Contains(AbsentVocabularies(), "CSV") {
		t.Fatalf("CSV: in the build %v, absent %v", inBuild("CSV"), AbsentVocabularies())
	}
	wantLine(t, `S" a" CSV-COUNT`, "error -13: undefined word: CSV-COUNT (it is in the word list CSV; ALSO CSV finds it)")
	wantLine(t, `ALSO CSV S" a,b" CSV-COUNT . .`, "0 1  ok")
}
