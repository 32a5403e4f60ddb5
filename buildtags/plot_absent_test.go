//go:build noplot

package buildtags

import (
	"slices"
	"testing"

	"github.com/forthling/forthling/core"
)

func TestPlotLeftOut(t *testing.T) {
	if registered("PLOT") || !slices.Contains(core.AbsentVocabularies(), "PLOT") {
		t.Fatalf("PLOT: registered %v, absent %v", registered("PLOT"), core.AbsentVocabularies())
	}
	wantLine(t, `PLOT-NEW`, "error -13: undefined word: PLOT-NEW (it is in the word list PLOT, which this build leaves out)")
	wantLine(t, `ALSO PLOT`, "error -13: undefined word: PLOT (PLOT is a word list this build leaves out)")
}
