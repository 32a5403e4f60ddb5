//go:build !noscience

package buildtags

import (
	"slices"
	"testing"

	"github.com/forthling/forthling/core"
)

func TestScienceBuilt(t *testing.T) {
	if !registered("SCIENCE") || slices.Contains(core.AbsentVocabularies(), "SCIENCE") {
		t.Fatalf("SCIENCE: registered %v, absent %v", registered("SCIENCE"), core.AbsentVocabularies())
	}
	wantLine(t, `2 2 MATRIX`, "error -13: undefined word: MATRIX (it is in the word list SCIENCE; ALSO SCIENCE finds it)")
	wantLine(t, `ALSO SCIENCE 1e 2e 2 1 F>MATRIX M.`, "1")
}
