//go:build noscience

package buildtags

import (
	"slices"
	"testing"

	"github.com/forthling/forthling/core"
)

func TestScienceLeftOut(t *testing.T) {
	if registered("SCIENCE") || !slices.Contains(core.AbsentVocabularies(), "SCIENCE") {
		t.Fatalf("SCIENCE: registered %v, absent %v", registered("SCIENCE"), core.AbsentVocabularies())
	}
	wantLine(t, `2 2 MATRIX`, "error -13: undefined word: MATRIX (it is in the word list SCIENCE, which this build leaves out)")
	wantLine(t, `ALSO SCIENCE`, "error -13: undefined word: SCIENCE (SCIENCE is a word list this build leaves out)")
}
