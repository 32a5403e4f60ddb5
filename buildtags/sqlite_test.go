//go:build !nosqlite

package buildtags

import (
	"slices"
	"testing"

	"github.com/forthling/forthling/core"
)

func TestSQLiteBuilt(t *testing.T) {
	if !registered("SQLITE") || slices.Contains(core.AbsentVocabularies(), "SQLITE") {
		t.Fatalf("SQLITE: registered %v, absent %v", registered("SQLITE"), core.AbsentVocabularies())
	}
	wantLine(t, `S" :memory:" DB-OPEN`, "error -13: undefined word: DB-OPEN (it is in the word list SQLITE; ALSO SQLITE finds it)")
	wantLine(t, `ALSO SQLITE S" :memory:" DB-OPEN . DB-CLOSE`, "0  ok")
}
