//go:build noplot

package buildtags

import (
	"slices"
	"testing"
)

func TestPlotLeftOut(t *testing.T) {
	if inBuild("PLOT") || !slices.Contains(AbsentVocabularies(), "PLOT") {
		t.Fatalf("PLOT: in the build %v, absent %v", inBuild("PLOT"), AbsentVocabularies())
	}
	wantLine(t, `PLOT-NEW`, "error -13: undefined word: PLOT-NEW (it is in the word list PLOT, which this build leaves out)")
	wantLine(t, `ALSO PLOT`, "error -13: undefined word: PLOT (PLOT is a word list this build leaves out)")
}
