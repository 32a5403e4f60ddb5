//go:build noregex

package buildtags

import (
	"slices"
	"testing"

	"github.com/forthling/forthling/core"
)

func TestRegexLeftOut(t *testing.T) {
	if registered("REGEX") || !slices.Contains(core.AbsentVocabularies(), "REGEX") {
		t.Fatalf("REGEX: registered %v, absent %v", registered("REGEX"), core.AbsentVocabularies())
	}
	wantLine(t, `S" a1" S" \d" RE-MATCH?`, "error -13: undefined word: RE-MATCH? (it is in the word list REGEX, which this build leaves out)")
	wantLine(t, `ALSO REGEX`, "error -13: undefined word: REGEX (REGEX is a word list this build leaves out)")
}
