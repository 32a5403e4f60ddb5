package buildtags

import (
	"context"
	"strings"
	"testing"

	"github.com/forthling/forthling/core"
)

// A build without a vocabulary says where a word of it would have been.
func TestAbsentVocabulariesB(t *testing.T) {
	absent := map[string]bool{}
	for _, l := range core.AbsentVocabularies() {
		absent[l] = true
	}
	for _, c := range []struct{ list, word string }{
		{"SQLITE", "DB-OPEN"}, {"SCIENCE", "MATRIX"}, {"HTTP", "HTTP-GET"},
	} {
		if !absent[c.list] {
			continue
		}
		s, err := core.NewSession(core.Options{})
		if err != nil {
			t.Fatal(err)
		}
		r := s.Eval(context.Background(), core.Request{Code: c.word})
		s.Close()
		want := "(it is in the word list " + c.list + ", which this build leaves out)"
		if r.Error == nil || r.Error.Code != core.ErrUndefined || !strings.Contains(r.Text(), want) {
			t.Errorf("%s in a build without %s:\n%s\nwant %s", c.word, c.list, r.Text(), want)
		}
	}
}
