//go:build noregex

package buildtags

import (
	"slices"
	"testing"
)

func TestRegexLeftOut(t *testing.T) {
	if inBuild("REGEX") || !slices.Contains(AbsentVocabularies(), "REGEX") {
		t.Fatalf("REGEX: in the build %v, absent %v", inBuild("REGEX"), AbsentVocabularies())
	}
	wantLine(t, `S" a1" S" \d" RE-MATCH?`, "error -13: undefined word: RE-MATCH? (it is in the word list REGEX, which this build leaves out)")
	wantLine(t, `ALSO REGEX`, "error -13: undefined word: REGEX (REGEX is a word list this build leaves out)")
}
