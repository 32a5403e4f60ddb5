//go:build !noscience

package buildtags

import (
	"slices"
	"testing"
)

func TestScienceBuilt(t *testing.T) {
	if !inBuild("SCIENCE") || slices.Contains(AbsentVocabularies(), "SCIENCE") {
		t.Fatalf("SCIENCE: in the build %v, absent %v", inBuild("SCIENCE"), AbsentVocabularies())
	}
	wantLine(t, `2 2 MATRIX`, "error -13: undefined word: MATRIX (it is in the word list SCIENCE; ALSO SCIENCE finds it)")
	wantLine(t, `ALSO SCIENCE 1e 2e 2 1 F>MATRIX M.`, "1")
}
