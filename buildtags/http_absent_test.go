//go:build !http

package buildtags

import (
	"slices"
	"testing"
)

func TestHTTPLeftOut(t *testing.T) {
	if inBuild("HTTP") || !slices.Contains(AbsentVocabularies(), "HTTP") {
		t.Fatalf("HTTP: in the build %v, absent %v", inBuild("HTTP"), AbsentVocabularies())
	}
	wantLine(t, `S" https://example.com/" HTTP-GET`, "error -13: undefined word: HTTP-GET (it is in the word list HTTP, which this build leaves out)")
	wantLine(t, `ALSO HTTP`, "error -13: undefined word: HTTP (HTTP is a word list this build leaves out)")
}
