//go:build nosqlite

package buildtags

import (
	"slices"
	"testing"

	"github.com/forthling/forthling/core"
)

func TestSQLiteLeftOut(t *testing.T) {
	if registered("SQLITE") || !slices.Contains(core.AbsentVocabularies(), "SQLITE") {
		t.Fatalf("SQLITE: registered %v, absent %v", registered("SQLITE"), core.AbsentVocabularies())
	}
	wantLine(t, `S" :memory:" DB-OPEN`, "error -13: undefined word: DB-OPEN (it is in the word list SQLITE, which this build leaves out)")
	wantLine(t, `ALSO SQLITE`, "error -13: undefined word: SQLITE (SQLITE is a word list this build leaves out)")
}
