package buildtags

import (
	"slices"
	"testing"

	"github.com/forthling/forthling/core"
	"github.com/forthling/forthling/http"
	"github.com/forthling/forthling/science"
	"github.com/forthling/forthling/sqlite"
)

// The names a build without a vocabulary reports are the vocabulary's words.
func TestAbsentNamesB(t *testing.T) {
	for _, c := range []struct {
		names []string
		ws    *core.WordSet
	}{
		{sqliteWords, sqlite.Vocabulary},
		{scienceWords, science.Vocabulary},
		{httpWords, http.Vocabulary},
	} {
		var words []string
		for _, d := range c.ws.Words {
			words = append(words, d.Name)
		}
		if !slices.Equal(c.names, words) {
			t.Errorf("the names of %s are\n%q\nbut its words are\n%q", c.ws.Name, c.names, words)
		}
	}
}
