package main

import (
	"strings"
	"testing"

	"github.com/forthling/forthling/core"
)

// An interpreted S" string kept in a 2CONSTANT reads the same calls later,
// however many strings came between.
func TestAnInterpretedStringIsKeptAcrossCalls(t *testing.T) {
	c := startServer(t)
	c.eval(`S" Ada Lovelace" 2CONSTANT NAME`)
	for i := 0; i < 10; i++ {
		c.eval(`S" other text" 2DROP S\" more\n" 2DROP`)
	}
	if got := c.eval("NAME TYPE").Text(); got != "Ada Lovelace ok\nstack: empty\n" {
		t.Errorf("text %q", got)
	}
}

// Every common slip of core's table gets its hint through the server: in
// the first line of the text and as the error's hint.
func TestEverySlipGetsItsHintThroughTheServer(t *testing.T) {
	c := startServer(t)
	defer func(parent *testing.T) { c.t = parent }(t)
	for _, s := range core.Slips() {
		t.Run(s.Name, func(t *testing.T) {
			c.t = t
			c.fresh()
			r := c.eval(s.Example)
			// the error's first line, after any warnings
			_, first, _ := strings.Cut(r.Text(), "error ")
			first, _, _ = strings.Cut(first, "\n")
			if !r.IsError || !strings.HasSuffix(first, " ("+s.Hint+")") {
				t.Errorf("error line %q, want it to end (%s)", first, s.Hint)
			}
			if e := r.eval(t).Error; e == nil || e.Hint != s.Hint {
				t.Errorf("error %+v", e)
			}
		})
	}
}

// A redefinition is a warning, in the text and in the JSON, that names the
// words that still use the old word; the call is not an error.
func TestARedefinitionWarnsAndNamesTheCallers(t *testing.T) {
	c := startServer(t)
	c.eval(": sq ( n -- n*n ) DUP * ;  : cube ( n -- n^3 ) DUP sq * ;")
	r := c.eval(": sq ( n -- n*n ) DUP 1+ * ;  2 cube .")
	want := "warning: SQ is redefined; CUBE still uses the old SQ (define it again to use the new one)\n8  ok\nstack: empty\n"
	if got := r.Text(); r.IsError || got != want {
		t.Errorf("text %q, want %q", got, want)
	}
	e := r.eval(t)
	if len(e.Warnings) != 1 || e.Warnings[0].Kind != "redefinition" || e.Warnings[0].Word != "SQ" || e.Warnings[0].Line != 1 {
		t.Errorf("warnings %+v", e.Warnings)
	}
}

// A test whose code throws is a failed test with the error, and the tests
// after it run; TESTING names the group for its own call only.
func TestATestThatThrowsFailsAndTheNextRun(t *testing.T) {
	c := startServer(t)
	r := c.eval("ALSO TESTING\nTESTING division\nT{ 1 0 / -> 0 }T\nT{ 6 3 / -> 2 }T")
	want := "tests: 1 passed, 1 failed\nFAIL input:3 (division): the code threw -10 division by zero\n ok\nstack: empty\n"
	if got := r.Text(); r.IsError || got != want {
		t.Errorf("text %q, want %q", got, want)
	}
	tests := r.eval(t).Tests
	if tests == nil || tests.Passed != 1 || tests.Failed != 1 || tests.Failures[0].Message != "the code threw -10 division by zero" {
		t.Errorf("tests %+v", tests)
	}
	r = c.eval("T{ 1 -> 2 }T")
	if got := r.Text(); !strings.Contains(got, "FAIL input:1: incorrect result") {
		t.Errorf("the next call still has a group: %q", got)
	}
}

// forth_words takes a prefix, a word list and a limit, and says how many
// words there are in all.
func TestWordsTakesAPrefixAWordListAndALimit(t *testing.T) {
	c := startServer(t)
	c.eval(": area ( w h -- a ) * ;  : aim 1 ;  : zoom 2 ;")
	var w wordsAnswer
	r := c.call("forth_words", map[string]any{"prefix": "a"})
	r.Decode(t, &w)
	if got := r.Text(); got != "AIM\nAREA ( w h -- a )\n" || w.Total != 2 {
		t.Errorf("prefix: text %q, total %d", got, w.Total)
	}
	r = c.call("forth_words", map[string]any{"limit": 1})
	w = wordsAnswer{}
	r.Decode(t, &w)
	want := "ZOOM\n... and 2 older words (3 in all): limit or the output limit cut the listing; forth_help NAME shows any word\n"
	if got := r.Text(); got != want || w.Total != 3 || w.Older != 2 || len(w.Words) != 1 {
		t.Errorf("limit: text %q, answer %+v", got, w)
	}
	r = c.call("forth_words", map[string]any{"wordlist": "JSON", "prefix": "JSON-EL"})
	w = wordsAnswer{}
	r.Decode(t, &w)
	if w.Total != 2 || w.Words[0].WordList != "JSON" || !strings.Contains(r.Text(), "JSON-ELEMENTS ( c-addr u xt -- )  (in JSON)") {
		t.Errorf("a vocabulary's words: %q, %+v", r.Text(), w)
	}
	r = c.call("forth_words", map[string]any{"wordlist": "FORTH", "prefix": "2DU"})
	if got := r.Text(); !strings.HasPrefix(got, "2DUP ( x1 x2 -- x1 x2 x1 x2 )") {
		t.Errorf("FORTH's words: %q", got)
	}
}
