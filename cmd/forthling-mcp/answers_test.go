package main

import (
	"fmt"
	"os"
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

// A long output answers with its head and tail within the budget, the error
// first, the JSON cut the same; forth_output reads the whole of it in pages.
func TestALongOutputShowsItsHeadAndTailAndTheErrorFirst(t *testing.T) {
	c := startServer(t)
	r := c.eval(": p 0 BEGIN DUP . 1+ AGAIN ; p")
	text := r.Text()
	if !r.IsError || !strings.HasPrefix(text, "error -258: limit exceeded: output\n") {
		t.Errorf("the error is not first: %q", shorten(text))
	}
	if len(text) > defaultOutputBudget+1024 {
		t.Errorf("the text has %d bytes, over the budget of %d", len(text), defaultOutputBudget)
	}
	e := r.eval(t)
	if e.OutputSize == 0 || e.OutputLeftOut != e.OutputSize-defaultOutputBudget || !strings.HasPrefix(e.Output, "0 1 2 3 ") {
		t.Errorf("output_size %d, output_left_out %d", e.OutputSize, e.OutputLeftOut)
	}
	line := fmt.Sprintf("\n... (%d of %d bytes of output left out here: forth_output with offset %d reads them)\n", e.OutputLeftOut, e.OutputSize, defaultOutputBudget/2)
	if !strings.Contains(text, line) || !strings.Contains(e.Output, line) {
		t.Errorf("no line %q in the text and the JSON", line)
	}
	if len(r.Structured) > 2*defaultOutputBudget {
		t.Errorf("the structured content has %d bytes", len(r.Structured))
	}
	// the whole output, page by page
	var whole strings.Builder
	offset := 0
	for {
		var page outputPage
		p := c.call("forth_output", map[string]any{"offset": offset, "limit": 100000})
		p.Decode(t, &page)
		whole.WriteString(page.Output)
		if page.Next == 0 {
			break
		}
		offset = page.Next
	}
	if whole.Len() != e.OutputSize || !strings.HasPrefix(whole.String(), "0 1 2 ") || !strings.Contains(whole.String(), " 50000 50001 ") {
		t.Errorf("forth_output gave %d bytes of %d", whole.Len(), e.OutputSize)
	}
	// a budget of its own
	r = c.call("forth_eval", map[string]any{"code": ": q 3000 0 DO I . LOOP ; q", "output_budget": 100})
	if e := r.eval(t); e.OutputSize == 0 || len(e.Output) > 300 || !strings.HasSuffix(e.Output, "2998 2999 ") {
		t.Errorf("output_budget 100: %q", e.Output)
	}
	if p := c.call("forth_output", map[string]any{"offset": 10000000}); !p.IsError {
		t.Errorf("an offset past the end: %q", p.Text())
	}
}

// RANDOM gives the same sequence in every session until SEED! sets another,
// and FILES lists the session's files.
func TestRandomIsTheSameInEverySessionAndFilesListsThem(t *testing.T) {
	c := startServer(t)
	first := c.eval("100 RANDOM 100 RANDOM 100 RANDOM . . .").Text()
	c.fresh()
	if again := c.eval("100 RANDOM 100 RANDOM 100 RANDOM . . .").Text(); again != first {
		t.Errorf("a new session gave %q, the first %q", again, first)
	}
	r := c.call("forth_eval", map[string]any{"code": "FILES", "files": map[string]string{"data.csv": "a,b\n", "lib.fth": ": x ;"}})
	if got := r.Text(); got != "4 data.csv\n5 lib.fth\n ok\nstack: empty\n" {
		t.Errorf("FILES: %q", got)
	}
}

// Cells travel exactly in the JSON, all 64 bits; the text spells NaN and
// the infinities as F. prints them.
func TestLargeCellsAreExactAndNaNIsSpelledOneWay(t *testing.T) {
	c := startServer(t)
	r := c.eval("9223372036854775807 -9223372036854775807 9007199254740993  0E0 0E0 F/ 1E0 0E0 F/")
	if !strings.Contains(string(r.Structured), `"stack":[9223372036854775807,-9223372036854775807,9007199254740993]`) {
		t.Errorf("the JSON's stack is not exact: %s", r.Structured)
	}
	if got := r.Text(); got != " ok\nstack: 9223372036854775807 -9223372036854775807 9007199254740993\nfloat stack: nan inf\n" {
		t.Errorf("text %q", got)
	}
	if !strings.Contains(string(r.Structured), `"fstack":["NaN","Infinity"]`) {
		t.Errorf("the JSON's fstack: %s", r.Structured)
	}
}

// The example of a result in llms.txt and the README is what the server
// answers, its step count included.
func TestTheDocsExampleResultIsTheServers(t *testing.T) {
	c := startServer(t)
	r := c.eval(": sq ( n -- n*n ) DUP * ;  49 sq . 1 2")
	want := fmt.Sprintf(`{"output": "2401 ", "stack": [1, 2], "stack_depth": 2, "fstack": [], "fstack_depth": 0, "compiling": false, "error": null, "steps": %d, "max_depth": 2}`, r.eval(t).Steps)
	for _, file := range []string{"../../llms.txt", "../../README.md"} {
		data, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		flat := strings.Join(strings.Fields(string(data)), " ")
		if !strings.Contains(flat, strings.Join(strings.Fields(want), " ")) {
			t.Errorf("%s does not show the result %s", file, want)
		}
	}
}
