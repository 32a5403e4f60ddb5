//go:build !nocsv

package buildtags

import (
	"slices"
	"testing"

	"github.com/forthling/forthling/core"
)

func TestCSVBuilt(t *testing.T) {
	if !registered("CSV") || slices.Contains(core.AbsentVocabularies(), "CSV") {
		t.Fatalf("CSV: registered %v, absent %v", registered("CSV"), core.AbsentVocabularies())
	}
	wantLine(t, `S" a" CSV-COUNT`, "error -13: undefined word: CSV-COUNT (it is in the word list CSV; ALSO CSV finds it)")
	wantLine(t, `ALSO CSV S" a,b" CSV-COUNT . .`, "0 1  ok")
}
