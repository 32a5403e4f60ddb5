//go:build !noplot

package buildtags

import (
	"slices"
	"testing"
)

func TestPlotBuilt(t *testing.T) {
	if !inBuild("PLOT") || slices.Contains(AbsentVocabularies(), "PLOT") {
		t.Fatalf("PLOT: in the build %v, absent %v", inBuild("PLOT"), AbsentVocabularies())
	}
	wantLine(t, `PLOT-NEW`, "error -13: undefined word: PLOT-NEW (it is in the word list PLOT; ALSO PLOT finds it)")
	wantLine(t, `ALSO PLOT PLOT-NEW .( new)`, "new")
}
