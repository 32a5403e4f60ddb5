package main

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/forthling/forthling/core"
)

func TestToolsAreListedWithSchemasAndHints(t *testing.T) {
	c := startServer(t)
	want := map[string]struct{ readOnly, destructive bool }{
		"forth_eval":   {false, false},
		"forth_stack":  {true, false},
		"forth_words":  {true, false},
		"forth_help":   {true, false},
		"forth_reset":  {false, true},
		"forth_output": {true, false},
	}
	if len(c.tools) != len(want) {
		t.Errorf("%d tools listed, want %d", len(c.tools), len(want))
	}
	for name, w := range want {
		tool, ok := c.tools[name]
		if !ok {
			t.Errorf("%s is not listed", name)
			continue
		}
		var in struct {
			Type                 string `json:"type"`
			AdditionalProperties *bool  `json:"additionalProperties"`
		}
		if err := json.Unmarshal(tool.InputSchema, &in); err != nil || in.Type != "object" || in.AdditionalProperties == nil || *in.AdditionalProperties {
			t.Errorf("%s: the input schema must be an object that takes no other properties: %s", name, tool.InputSchema)
		}
		a := tool.Annotations
		if a.ReadOnly == nil || *a.ReadOnly != w.readOnly {
			t.Errorf("%s: readOnlyHint %v, want %v", name, a.ReadOnly, w.readOnly)
		}
		if a.Destructive == nil || *a.Destructive != w.destructive {
			t.Errorf("%s: destructiveHint %v, want %v", name, a.Destructive, w.destructive)
		}
		if a.OpenWorld == nil || *a.OpenWorld {
			t.Errorf("%s: openWorldHint must be false without --allow-host", name)
		}
	}
}

func TestEvalAnswersWithTextAndJSON(t *testing.T) {
	c := startServer(t)
	r := c.eval(": sq ( n -- n*n ) DUP * ;  49 sq . 1 2")
	if got, want := r.Text(), "2401  ok\nstack: 1 2\n"; got != want {
		t.Errorf("text %q, want %q", got, want)
	}
	if r.IsError {
		t.Error("isError for a call that went well")
	}
	e := r.eval(t)
	if e.Output != "2401 " || !slices.Equal(e.Stack, []int64{1, 2}) || len(e.FStack) != 0 || e.Compiling || e.Error != nil || e.MaxDepth != 2 || e.Steps == 0 {
		t.Errorf("structured content %s", r.Structured)
	}
	// the JSON carries these fields even when they are empty
	var fields map[string]json.RawMessage
	r.Decode(t, &fields)
	for _, f := range []string{"output", "stack", "fstack", "compiling", "error", "steps", "max_depth", "stack_depth", "fstack_depth"} {
		if _, ok := fields[f]; !ok {
			t.Errorf("structured content has no %q: %s", f, r.Structured)
		}
	}
	if string(fields["error"]) != "null" || string(fields["fstack"]) != "[]" {
		t.Errorf("error %s and fstack %s, want null and []", fields["error"], fields["fstack"])
	}
}

func TestTheSessionStaysBetweenCalls(t *testing.T) {
	c := startServer(t)
	c.eval(": sq ( n -- n*n ) DUP * ;  3")
	if got := c.eval("sq").Text(); got != " ok\nstack: 9\n" {
		t.Errorf("the word and the stack of the first call: %q", got)
	}
	if got := c.call("forth_stack", nil).Text(); got != "stack: 9\n" {
		t.Errorf("forth_stack: %q", got)
	}
}

func TestErrorsSayWhereAndWhatRan(t *testing.T) {
	c := startServer(t)
	r := c.eval(": STEP ( a b -- a/b ) / ;  : MAIN 5 1 7 0 STEP ;\n  MAIN")
	want := "error -10: division by zero\n" +
		"at input, line 2, column 3: MAIN\n" +
		"in: MAIN > STEP > /\n" +
		"stack at the error: 5 1\n" +
		"stack: empty\n"
	if got := r.Text(); got != want {
		t.Errorf("text:\n%s\nwant:\n%s", got, want)
	}
	if !r.IsError {
		t.Error("an error must be an isError result")
	}
	e := r.eval(t).Error
	if e == nil || e.Code != -10 || e.Message != "division by zero" || !slices.Equal(e.Stack, []int64{5, 1}) ||
		!slices.Equal(e.Words, []string{"MAIN", "STEP", "/"}) || e.Source != "input" || e.Line != 2 || e.Column != 3 || e.Token != "MAIN" ||
		e.StackDepth != 2 || e.WordsDepth != 3 || len(e.FStack) != 0 {
		t.Errorf("error %+v", e)
	}
	// the session goes on
	if got := c.eval("2 3 +").Text(); got != " ok\nstack: 5\n" {
		t.Errorf("after the error: %q", got)
	}
	// a word of a word list outside the search order gets a hint
	r = c.eval("T{ 1 -> 1 }T")
	if want := "error -13: undefined word: T{ (it is in the word list TESTING; ALSO TESTING finds it)\n"; !strings.HasPrefix(r.Text(), want) {
		t.Errorf("text %q, want it to start %q", r.Text(), want)
	}
	if e := r.eval(t).Error; e == nil || e.Detail != "T{" || e.Hint != "it is in the word list TESTING; ALSO TESTING finds it" {
		t.Errorf("error %+v", e)
	}
}

func TestLongStacksAndDeepNestingKeepTheTop(t *testing.T) {
	c := startServer(t)
	r := c.eval(": grow BEGIN 1 AGAIN ; grow")
	e := r.eval(t).Error
	if e == nil || e.Code != core.ErrStackOverflow || len(e.Stack) != core.KeepCells || e.StackDepth != core.DataStackDepth {
		t.Fatalf("error %+v", e)
	}
	more := fmt.Sprintf("stack at the error: ... (%d more) 1 1 ", core.DataStackDepth-core.KeepCells)
	if !strings.Contains(r.Text(), more) {
		t.Errorf("text %q lacks %q", r.Text(), more)
	}

	r = c.eval(": r RECURSE ; r")
	e = r.eval(t).Error
	if e == nil || e.Code != core.ErrRStackOverflow || len(e.Words) != core.KeepCells || e.WordsDepth <= core.KeepCells {
		t.Fatalf("error %+v", e)
	}
	if !strings.Contains(r.Text(), fmt.Sprintf("in: ... (%d more) > R > R", e.WordsDepth-core.KeepCells)) {
		t.Errorf("text %q", r.Text()[:200])
	}

	// a stack that is long when the call ends is cut the same way
	r = c.eval(": fill 0 DO I LOOP ; 40 fill")
	s := r.eval(t)
	if s.StackDepth != 40 || len(s.Stack) != core.KeepCells || s.Stack[0] != 8 {
		t.Errorf("stack %v, depth %d", s.Stack, s.StackDepth)
	}
	if !strings.HasSuffix(r.Text(), "stack: ... (8 more) 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25 26 27 28 29 30 31 32 33 34 35 36 37 38 39\n") {
		t.Errorf("text %q", r.Text())
	}
}

// A definition left open is named, with where its : was, in the call that
// leaves it open and in the calls after it; using the word while it is open
// is an error that says so.
func TestAnOpenDefinitionIsNamedUntilItCloses(t *testing.T) {
	c := startServer(t)
	r := c.eval(": area ( w h -- a ) *")
	if got, want := r.Text(), " compiled (the definition of AREA, opened at input, line 1, column 1, is still open; ; ends it)\nstack: empty\n"; got != want {
		t.Errorf("text %q, want %q", got, want)
	}
	e := r.eval(t)
	if !e.Compiling || e.Open == nil || e.Open.Word != "AREA" || e.Open.EarlierCall {
		t.Errorf("compiling %v, open_definition %+v", e.Compiling, e.Open)
	}
	r = c.eval("2 3")
	if got, want := r.Text(), " compiled (the definition of AREA, opened at input, line 1, column 1 of an earlier call, is still open; ; ends it)\nstack: empty\n"; got != want {
		t.Errorf("the next call: %q, want %q", got, want)
	}
	if e := r.eval(t); e.Open == nil || !e.Open.EarlierCall {
		t.Errorf("the next call's open_definition %+v", e.Open)
	}
	r = c.eval("3 4 area .")
	want := "error -13: undefined word: AREA (AREA is not defined yet: its definition is still open and needs its ;)\n" +
		"at input, line 1, column 5: area\n" +
		"the definition of AREA, opened at input, line 1, column 1 of an earlier call, was still open: what followed was compiled into it, and the error dropped it\n"
	if got := r.Text(); !r.IsError || !strings.HasPrefix(got, want) {
		t.Errorf("using the word: %q, want it to start %q", got, want)
	}
	if e := r.eval(t); e.Error == nil || e.Error.Open == nil || e.Error.Open.Word != "AREA" || e.Open != nil {
		t.Errorf("the error's open_definition: %+v", e.Error)
	}
	if got := c.eval(": area * ; 3 4 area .").Text(); got != "12  ok\nstack: empty\n" {
		t.Errorf("after the error the definition is gone and a new one works: %q", got)
	}
}

func TestFloatsAreJSONEvenWhenNotNumbers(t *testing.T) {
	c := startServer(t)
	r := c.eval("1.5E0 -2E0")
	if got := r.Text(); got != " ok\nstack: empty\nfloat stack: 1.5 -2\n" {
		t.Errorf("text %q", got)
	}
	var s struct {
		FStack []float64 `json:"fstack"`
	}
	r.Decode(t, &s)
	if !slices.Equal(s.FStack, []float64{1.5, -2}) {
		t.Errorf("fstack %v", s.FStack)
	}
	// a literal too large for a float is infinity, which JSON has no
	// number for: it is a string
	c.fresh()
	r = c.eval("1E999 -1E999")
	var raw struct {
		FStack []any `json:"fstack"`
	}
	r.Decode(t, &raw)
	if !slices.Equal(raw.FStack, []any{jsonInfinity, jsonNegInfinity}) {
		t.Errorf("fstack %v, want the strings Infinity and -Infinity", raw.FStack)
	}
}
