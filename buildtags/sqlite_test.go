//go:build !nosqlite

package buildtags

import (
	"slices"
	"testing"
)

func TestSQLiteBuilt(t *testing.T) {
	if !inBuild("SQLITE") || slices.Contains(AbsentVocabularies(), "SQLITE") {
		t.Fatalf("SQLITE: in the build %v, absent %v", inBuild("SQLITE"), AbsentVocabularies())
	}
	wantLine(t, `S" :memory:" DB-OPEN`, "error -13: undefined word: DB-OPEN (it is in the word list SQLITE; ALSO SQLITE finds it)")
	wantLine(t, `ALSO SQLITE S" :memory:" DB-OPEN . DB-CLOSE`, "0  ok")
}
