package main

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/forthling/forthling/core"
)

func TestTestsAreCountedPerCall(t *testing.T) {
	c := startServer(t)
	r := c.eval("ALSO TESTING\nTESTING sums\nT{ 1 2 + -> 3 }T\nT{ 1 1 + -> 3 }T")
	want := "tests: 1 passed, 1 failed\n" +
		"FAIL input:4 (sums): incorrect result: expected <1> 3, got <1> 2\n"
	if got := r.Text(); !strings.HasPrefix(got, want) {
		t.Errorf("text %q, want it to start %q", got, want)
	}
	if r.IsError {
		t.Error("a failed test is not an error of the call")
	}
	tests := r.eval(t).Tests
	if tests == nil || tests.Passed != 1 || tests.Failed != 1 || len(tests.Failures) != 1 {
		t.Fatalf("tests %+v", tests)
	}
	f := tests.Failures[0]
	if f.Source != "input" || f.Line != 4 || f.Group != "sums" || !slices.Equal(f.Expected, []int64{3}) || f.ExpectedDepth != 1 ||
		!slices.Equal(f.Actual, []int64{2}) || f.ActualDepth != 1 || f.Message != "incorrect result" {
		t.Errorf("failure %+v", f)
	}
	// the next call counts its own tests, without the group of the last
	r = c.eval("T{ 2 2 * -> 5 }T")
	if tests := r.eval(t).Tests; tests == nil || tests.Passed != 0 || tests.Failed != 1 || tests.Failures[0].Group != "" {
		t.Errorf("the second call's tests: %s", r.Structured)
	}
	// a call without tests has no tests field
	var fields map[string]json.RawMessage
	c.eval("1 DROP").Decode(t, &fields)
	if _, ok := fields["tests"]; ok {
		t.Error("a call without tests reports tests")
	}
}

func TestTestFailuresAreKeptUpTo32(t *testing.T) {
	c := startServer(t)
	r := c.eval("ALSO TESTING : many 40 0 DO T{ I -> -1 }T LOOP ; many")
	tests := r.eval(t).Tests
	if tests.Failed != 40 || len(tests.Failures) != core.MaxFailures || tests.FailuresDropped != 40-core.MaxFailures {
		t.Errorf("failed %d, kept %d, dropped %d", tests.Failed, len(tests.Failures), tests.FailuresDropped)
	}
}

func TestTestsInAFileNameTheFile(t *testing.T) {
	c := startServer(t)
	r := c.call("forth_eval", map[string]any{
		"files": map[string]string{"checks.fth": "ALSO TESTING\nT{ 1 -> 1 }T\nT{ 1 -> 2 }T\nPREVIOUS\n"},
		"code":  `S" checks.fth" INCLUDED`,
	})
	if !strings.HasPrefix(r.Text(), "tests: 1 passed, 1 failed\nFAIL checks.fth:3: incorrect result: expected <1> 2, got <1> 1\n") {
		t.Errorf("text %q", r.Text())
	}
	if f := r.eval(t).Tests.Failures[0]; f.Source != "checks.fth" || f.Line != 3 {
		t.Errorf("failure at %s:%d, want checks.fth:3", f.Source, f.Line)
	}
}

func TestTraceListsTheWordsThatRan(t *testing.T) {
	c := startServer(t)
	c.eval(": sq ( n -- n*n ) DUP * ;")
	r := c.call("forth_eval", map[string]any{"code": "3 sq .", "trace": true})
	want := "trace:\nSQ  <1> 3\n  DUP  <1> 3\n  *  <2> 3 3\n.  <1> 9\nend of trace\n9  ok\nstack: empty\n"
	if got := r.Text(); got != want {
		t.Errorf("text %q, want %q", got, want)
	}
	e := r.eval(t)
	if len(e.Trace) != 4 || e.Trace[1].Word != "DUP" || e.Trace[1].Depth != 1 || !slices.Equal(e.Trace[2].Stack, []int64{3, 3}) || e.Trace[2].StackDepth != 2 {
		t.Errorf("trace %+v", e.Trace)
	}

	// the trace of a failing call shows how it got to the error
	r = c.call("forth_eval", map[string]any{"code": ": boom 0 / ; 5 boom", "trace": true})
	if !strings.HasPrefix(r.Text(), "trace:\nBOOM  <1> 5\n  /  <2> 5 0\nend of trace\nerror -10") {
		t.Errorf("text %q", r.Text())
	}
	if e := r.eval(t); e.TraceDropped == nil || *e.TraceDropped != 0 || !strings.Contains(string(r.Structured), `"trace_dropped":0`) {
		t.Errorf("trace_dropped %v: it is there, 0 included", e.TraceDropped)
	}

	// at most 1000 words: the first 100 and the last ones before the end,
	// with the gap between them counted
	r = c.call("forth_eval", map[string]any{"code": ": spin 2000 0 DO I DROP LOOP 1 0 / ; spin", "trace": true})
	e = r.eval(t)
	if len(e.Trace) != core.MaxTrace+1 || e.TraceDropped == nil || *e.TraceDropped == 0 {
		t.Fatalf("%d entries, %v dropped", len(e.Trace), e.TraceDropped)
	}
	gap := e.Trace[core.TraceHead]
	if gap.Word != "..." || gap.Skipped != *e.TraceDropped || e.Trace[len(e.Trace)-1].Word != "/" {
		t.Errorf("the gap %+v and the last entry %+v", gap, e.Trace[len(e.Trace)-1])
	}
	if !strings.Contains(r.Text(), fmt.Sprintf("\n... (%d more)\n", *e.TraceDropped)) || !strings.Contains(r.Text(), "  /  <2> 1 0\nend of trace\nerror -10") {
		t.Error("the text does not show the gap and the last words before the error")
	}

	// TRACE-ON prints the same lines as output
	r = c.eval("ALSO DEBUG 3 TRACE-ON sq TRACE-OFF PREVIOUS")
	if got := r.eval(t).Output; got != "SQ  <1> 3\n  DUP  <1> 3\n  *  <2> 3 3\nTRACE-OFF  <1> 9\n" {
		t.Errorf("TRACE-ON output %q", got)
	}
}

func TestBreaksRecordWithoutStopping(t *testing.T) {
	c := startServer(t)
	r := c.eval("ALSO DEBUG : f 7 9 BREAK + ; f")
	if want := "break 1: in F > BREAK, at input, line 1, column 30: stack <2> 7 9\n ok\nstack: 16\n"; r.Text() != want {
		t.Errorf("text %q, want %q", r.Text(), want)
	}
	b := r.eval(t).Breaks
	if len(b) != 1 || !slices.Equal(b[0].Stack, []int64{7, 9}) || !slices.Equal(b[0].Words, []string{"F", "BREAK"}) || b[0].Column != 30 {
		t.Errorf("breaks %+v", b)
	}
	r = c.eval(": many 150 0 DO BREAK LOOP ; many")
	if e := r.eval(t); len(e.Breaks) != core.MaxBreaks || e.BreaksDropped != 150-core.MaxBreaks {
		t.Errorf("%d breaks kept, %d dropped", len(e.Breaks), e.BreaksDropped)
	}
}

func TestDataStaysUntilOtherDataComes(t *testing.T) {
	c := startServer(t)
	big := strings.Repeat("0123456789", 20_000) // far longer than a line
	r := c.call("forth_eval", map[string]any{"code": "DATA NIP .", "data": big})
	if got := r.Text(); got != fmt.Sprintf("%d  ok\nstack: empty\n", len(big)) {
		t.Errorf("text %q", got)
	}
	if got := c.eval("DATA DROP 5 TYPE").Text(); got != "01234 ok\nstack: empty\n" {
		t.Errorf("later call without data: %q", got)
	}
	c.call("forth_eval", map[string]any{"code": "", "data": "other"})
	if got := c.eval("DATA TYPE").Text(); got != "other ok\nstack: empty\n" {
		t.Errorf("after other data: %q", got)
	}
}

func TestDataThatDoesNotFitIsAClearError(t *testing.T) {
	c := startServer(t, "--memory", "256K")
	// more than the memory: refused before the code runs
	r := c.call("forth_eval", map[string]any{"code": "1 2", "data": strings.Repeat("x", 300<<10)})
	if e := r.eval(t).Error; e == nil || e.Code != core.ErrLimit || !strings.Contains(r.Text(), "--memory") || len(r.eval(t).Stack) > 0 {
		t.Errorf("text %q", r.Text())
	}
	// more than the memory has free: DATA cannot copy it
	r = c.call("forth_eval", map[string]any{"code": "DATA", "data": strings.Repeat("x", 250<<10)})
	if e := r.eval(t).Error; e == nil || e.Code != core.ErrAllocate || !strings.Contains(r.Text(), "--memory") {
		t.Errorf("text %q", r.Text())
	}
}

func TestFilesComeBeforeTheCode(t *testing.T) {
	c := startServer(t)
	r := c.call("forth_eval", map[string]any{
		"files": map[string]string{"lib.fth": ": sq ( n -- n*n ) DUP * ;\n", "notes.txt": "hello"},
		"code":  `S" lib.fth" INCLUDED 7 sq`,
	})
	if got := r.Text(); got != " ok\nstack: 49\n" {
		t.Errorf("text %q", got)
	}
	// they stay, and a file of the same name replaces the old one
	c.call("forth_eval", map[string]any{"files": map[string]string{"lib.fth": ": sq ( n -- n*n*2 ) DUP * 2* ;\n"}, "code": "DROP"})
	if got := c.eval(`S" lib.fth" INCLUDED 3 sq`).Text(); got != "warning: SQ is redefined\n ok\nstack: 18\n" {
		t.Errorf("the replaced file: %q", got)
	}

	// files over the limit are refused and nothing of the call runs
	c.fresh()
	r = c.call("forth_eval", map[string]any{
		"files": map[string]string{"big.txt": strings.Repeat("x", int(core.DefaultLimits.Files)+1), "small.txt": "x"},
		"code":  "1 2",
		"data":  "not taken",
	})
	if !r.IsError || !strings.HasPrefix(r.Text(), "error -258: limit exceeded: files:") {
		t.Errorf("text %q", shorten(r.Text()))
	}
	if got := c.eval(`DATA NIP . S" small.txt" INCLUDED`).Text(); !strings.HasPrefix(got, "0 \nerror -38") {
		t.Errorf("after the refused call: %q", got)
	}
}

func TestWordsListsTheSessionsWords(t *testing.T) {
	c := startServer(t)
	if got := c.call("forth_words", nil).Text(); got != "no words defined in this session yet\n" {
		t.Errorf("no words: %q", got)
	}
	c.eval("\\ squares a number\n: sq ( n -- n*n ) DUP * ;\nVARIABLE total")
	r := c.call("forth_words", nil)
	if got := r.Text(); got != "TOTAL\nSQ ( n -- n*n )  \\ squares a number\n" {
		t.Errorf("text %q", got)
	}
	var w struct {
		Words []wordEntry `json:"words"`
	}
	r.Decode(t, &w)
	if len(w.Words) != 2 || w.Words[1] != (wordEntry{Name: "SQ", Effect: "( n -- n*n )", Doc: "squares a number", WordList: "FORTH", Kind: "colon definition"}) {
		t.Errorf("words %+v", w.Words)
	}
}

func TestHelpExplainsAnyWord(t *testing.T) {
	c := startServer(t)
	r := c.call("forth_help", map[string]any{"word": "dup"})
	var h helpAnswer
	r.Decode(t, &h)
	if h.Word == nil || h.Word.Name != "DUP" || h.Word.Effect == "" || h.Word.Doc == "" || h.Word.WordList != "FORTH" || !h.InOrder {
		t.Errorf("help %s", r.Structured)
	}
	if !strings.HasPrefix(r.Text(), "DUP "+h.Word.Effect+"\n"+h.Word.Doc+"\nexample:\n") {
		t.Errorf("text %q", r.Text())
	}

	// a word of a word list outside the search order
	r = c.call("forth_help", map[string]any{"word": "T{"})
	h = helpAnswer{}
	r.Decode(t, &h)
	if h.Word == nil || h.Word.WordList != "TESTING" || h.InOrder || h.Word.Also != "ALSO TESTING" || !strings.Contains(r.Text(), "ALSO TESTING finds it") {
		t.Errorf("help %s\n%s", r.Structured, r.Text())
	}

	// a word of the session shows its stack comment and where it was made
	c.eval(": sq ( n -- n*n ) DUP * ;")
	r = c.call("forth_help", map[string]any{"word": "SQ"})
	if !strings.HasPrefix(r.Text(), "SQ ( n -- n*n )\n") || !strings.Contains(r.Text(), "defined at call 1, line 1") {
		t.Errorf("text %q", r.Text())
	}

	// a name that is not defined gets the names spelled like it
	r = c.call("forth_help", map[string]any{"word": "DUPP"})
	h = helpAnswer{}
	r.Decode(t, &h)
	if h.Word != nil || len(h.Near) < 2 || h.Near[1].Name != "DUP" || !strings.HasPrefix(r.Text(), "DUPP is not defined; close names:\n  DUMP ( addr u -- )  (FORTH; spelled alike)\n") {
		t.Errorf("help %s\n%s", r.Structured, r.Text())
	}
}

func TestResetStartsANewSession(t *testing.T) {
	c := startServer(t)
	c.call("forth_eval", map[string]any{"code": ": sq DUP * ; 1 2 3E0", "data": "d", "files": map[string]string{"f.fth": "1"}})
	r := c.call("forth_reset", nil)
	if r.Text() != "a new session: every definition, stack value, the data and the files are gone\n" || string(r.Structured) != `{"reset":true}` {
		t.Errorf("reset: %q %s", r.Text(), r.Structured)
	}
	if got := c.call("forth_stack", nil).Text(); got != "stack: empty\n" {
		t.Errorf("stack after reset: %q", got)
	}
	got := c.eval(`DATA NIP . S" f.fth" INCLUDED`).Text()
	if !strings.HasPrefix(got, "0 \nerror -38: non-existent file: f.fth") {
		t.Errorf("data and files after reset: %q", got)
	}
	if got := c.eval("2 sq").Text(); !strings.HasPrefix(got, "error -13: undefined word: SQ") {
		t.Errorf("definitions after reset: %q", got)
	}
}

func TestArgumentMistakesAreNamed(t *testing.T) {
	c := startServer(t)
	cases := []struct {
		tool string
		args any
		want string
	}{
		{"forth_eval", map[string]any{"cod": "1"}, `forth_eval has no argument "cod"; did you mean code?`},
		{"forth_eval", map[string]any{"code": "1", "verbose": true}, `forth_eval has no argument "verbose"; its arguments are code, data, files, trace and output_budget`},
		{"forth_eval", map[string]any{}, "forth_eval needs the argument code: the Forth code to run"},
		{"forth_eval", nil, "forth_eval needs the argument code: the Forth code to run"},
		{"forth_eval", map[string]any{"code": 42}, "forth_eval: the argument code must be a text (a string), not a number"},
		{"forth_eval", map[string]any{"code": "1", "trace": "yes"}, "forth_eval: the argument trace must be true or false, not a string"},
		{"forth_eval", map[string]any{"code": "1", "files": []string{"a"}}, "forth_eval: the argument files must be an object of names and texts"},
		{"forth_eval", map[string]any{"code": "1", "files": map[string]any{"a.fth": 1}}, `forth_eval: the argument files must give each file as a text (a string), but "a.fth" is a number`},
		{"forth_eval", []string{"1"}, "forth_eval takes its arguments as a JSON object such as {\"code\": \"...\"}, not an array"},
		{"forth_stack", map[string]any{"all": true}, `forth_stack takes no arguments, so not "all"`},
		{"forth_words", map[string]any{"x": 1}, `forth_words has no argument "x"; its arguments are prefix, wordlist and limit`},
		{"forth_words", map[string]any{"limit": 0}, "forth_words: the argument limit must be a whole number from 1 to 67108864, not 0"},
		{"forth_words", map[string]any{"wordlist": "NOPE"}, `forth_words: no word list is named "NOPE"; the word lists are `},
		{"forth_reset", map[string]any{"hard": true}, `forth_reset takes no arguments, so not "hard"`},
		{"forth_help", map[string]any{"name": "DUP"}, `forth_help has no argument "name"; its arguments are word`},
		{"forth_help", map[string]any{"word": ""}, "forth_help: the argument word must name a word, such as DUP"},
	}
	for _, tc := range cases {
		r := c.call(tc.tool, tc.args)
		if !r.IsError {
			t.Errorf("%s %v: not an isError result: %q", tc.tool, tc.args, r.Text())
		}
		if !strings.HasPrefix(r.Text(), tc.want) {
			t.Errorf("%s %v: %q, want it to start %q", tc.tool, tc.args, r.Text(), tc.want)
		}
	}
	// nothing ran
	if got := c.call("forth_stack", nil).Text(); got != "stack: empty\n" {
		t.Errorf("stack %q", got)
	}
}
