//go:build !noregex

package buildtags

import (
	"slices"
	"testing"
)

func TestRegexBuilt(t *testing.T) {
	if !inBuild("REGEX") || slices.Contains(AbsentVocabularies(), "REGEX") {
		t.Fatalf("REGEX: in the build %v, absent %v", inBuild("REGEX"), AbsentVocabularies())
	}
	wantLine(t, `S" a1" S" \d" RE-MATCH?`, "error -13: undefined word: RE-MATCH? (it is in the word list REGEX; ALSO REGEX finds it)")
	wantLine(t, `ALSO REGEX S" a1" S" \d" RE-MATCH? .`, "-1  ok")
}
