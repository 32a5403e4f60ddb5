//go:build http

package buildtags

import (
	"slices"
	"testing"
)

func TestHTTPBuilt(t *testing.T) {
	if !inBuild("HTTP") || slices.Contains(AbsentVocabularies(), "HTTP") {
		t.Fatalf("HTTP: in the build %v, absent %v", inBuild("HTTP"), AbsentVocabularies())
	}
	wantLine(t, `S" https://example.com/" HTTP-GET`, "error -13: undefined word: HTTP-GET (it is in the word list HTTP; ALSO HTTP finds it)")
	wantLine(t, `ALSO HTTP S" https://example.com/" HTTP-GET . DROP`, "-260  ok")
}
