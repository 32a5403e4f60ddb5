//go:build http

package buildtags

import (
	"slices"
	"testing"

	"github.com/forthling/forthling/core"
)

func TestHTTPBuilt(t *testing.T) {
	if !registered("HTTP") || slices.Contains(core.AbsentVocabularies(), "HTTP") {
		t.Fatalf("HTTP: registered %v, absent %v", registered("HTTP"), core.AbsentVocabularies())
	}
	wantLine(t, `S" https://example.com/" HTTP-GET`, "error -13: undefined word: HTTP-GET (it is in the word list HTTP; ALSO HTTP finds it)")
	wantLine(t, `ALSO HTTP S" https://example.com/" HTTP-GET . DROP`, "-260  ok")
}
