//go:build nosqlite

package buildtags

import (
	"slices"
	"testing"
)

func TestSQLiteLeftOut(t *testing.T) {
	if inBuild("SQLITE") || !slices.Contains(AbsentVocabularies(), "SQLITE") {
		t.Fatalf("SQLITE: in the build %v, absent %v", inBuild("SQLITE"), AbsentVocabularies())
	}
	wantLine(t, `S" :memory:" DB-OPEN`, "error -13: undefined word: DB-OPEN (it is in the word list SQLITE, which this build leaves out)")
	wantLine(t, `ALSO SQLITE`, "error -13: undefined word: SQLITE (SQLITE is a word list this build leaves out)")
}
