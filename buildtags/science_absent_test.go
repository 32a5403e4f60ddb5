//go:build noscience

package buildtags

import (
	"slices"
	"testing"
)

func TestScienceLeftOut(t *testing.T) {
	if inBuild("SCIENCE") || !slices.Contains(AbsentVocabularies(), "SCIENCE") {
		t.Fatalf("SCIENCE: in the build %v, absent %v", inBuild("SCIENCE"), AbsentVocabularies())
	}
	wantLine(t, `2 2 MATRIX`, "error -13: undefined word: MATRIX (it is in the word list SCIENCE, which this build leaves out)")
	wantLine(t, `ALSO SCIENCE`, "error -13: undefined word: SCIENCE (SCIENCE is a word list this build leaves out)")
}
