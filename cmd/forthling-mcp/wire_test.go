package main

import (
	"encoding/json"
	"math"
	"testing"

	"github.com/forthling/forthling/core"
)

func TestFloatsJSONHoldsWhatJSONNumbersCannot(t *testing.T) {
	fs := jsonFloats{1.5, -2, 1e300, math.NaN(), math.Inf(1), math.Inf(-1)}
	b, err := json.Marshal(fs)
	if err != nil {
		t.Fatal(err)
	}
	if want := `[1.5,-2,1e+300,"NaN","Infinity","-Infinity"]`; string(b) != want {
		t.Errorf("marshal: %s, want %s", b, want)
	}
	var back jsonFloats
	if err := json.Unmarshal(b, &back); err != nil {
		t.Fatal(err)
	}
	for i, f := range fs {
		g := back[i]
		if g != f && !(math.IsNaN(f) && math.IsNaN(g)) {
			t.Errorf("float %d: %v came back as %v", i, f, g)
		}
	}
	if b, _ := json.Marshal(jsonFloats(nil)); string(b) != "[]" {
		t.Errorf("no floats: %s, want []", b)
	}
	if err := json.Unmarshal([]byte(`["Inf"]`), &back); err == nil {
		t.Error(`"Inf" is not one of the strings: want an error`)
	}
}

// Every field of a result reaches the wire, under its name and in the
// order the protocol has had: a field the mapping forgets fails here.
func TestEvalAnswerCarriesEveryField(t *testing.T) {
	snap := core.Snapshot{Source: "input", Line: 1, Column: 5, Token: "f", Words: []string{"F"}, WordsDepth: 1,
		Stack: []int64{1}, StackDepth: 1, FStack: []float64{math.NaN()}, FStackDepth: 1}
	four := 4
	r := &core.Result{
		Output: "out", OutputSize: 100, OutputLeftOut: 50, Stack: []int64{1, 2}, StackDepth: 2, FStack: []float64{1.5, math.Inf(-1)}, FStackDepth: 2,
		Compiling: true, Steps: 7, MaxDepth: 3,
		Open:  &core.OpenDefinition{Word: "AREA", Source: "input", Line: 1, Column: 1, EarlierCall: true},
		Error: &core.Error{Code: core.ErrUndefined, Message: "undefined word", Detail: "X", Hint: "h", Snapshot: snap},
		Tests: &core.TestReport{Passed: 1, Failed: 1, FailuresDropped: 2, Failures: []core.TestFailure{{
			Source: "input", Line: 2, Group: "g", Message: "incorrect result", Expected: []int64{4}, ExpectedDepth: 1,
			Actual: []int64{3}, ActualDepth: 1, Stack: []int64{}, ExpectedFloats: []float64{2}, ExpectedFloatsDepth: 1,
			ActualFloats: nil, ActualFloatsDepth: 0}}},
		Trace:        []core.TraceEntry{{Word: "F", Depth: 0, Stack: []int64{1}, StackDepth: 1}},
		TraceDropped: &four, Breaks: []core.Snapshot{snap}, BreaksDropped: 5,
		Warnings:        []core.Warning{{Kind: "redefinition", Word: "SQ", Message: "SQ is redefined"}},
		WarningsDropped: 1,
	}
	b, err := json.Marshal(evalAnswerOf(r))
	if err != nil {
		t.Fatal(err)
	}
	s := `{"source":"input","line":1,"column":5,"token":"f","words":["F"],"words_depth":1,"stack":[1],"stack_depth":1,"fstack":["NaN"],"fstack_depth":1}`
	want := `{"output":"out","output_size":100,"output_left_out":50,"stack":[1,2],"stack_depth":2,"fstack":[1.5,"-Infinity"],"fstack_depth":2,"compiling":true,` +
		`"open_definition":{"word":"AREA","source":"input","line":1,"column":1,"earlier_call":true},` +
		`"error":{"code":-13,"message":"undefined word","detail":"X","hint":"h",` + s[1:] + `,"steps":7,"max_depth":3,` +
		`"tests":{"passed":1,"failed":1,"failures":[{"source":"input","line":2,"group":"g","message":"incorrect result",` +
		`"expected":[4],"expected_depth":1,"actual":[3],"actual_depth":1,"stack":[],"expected_floats":[2],"expected_floats_depth":1,` +
		`"actual_floats":[],"actual_floats_depth":0}],"failures_dropped":2},` +
		`"trace":[{"word":"F","depth":0,"stack":[1],"stack_depth":1}],"trace_dropped":4,"breaks":[` + s + `],"breaks_dropped":5,` +
		`"warnings":[{"kind":"redefinition","word":"SQ","message":"SQ is redefined"}],"warnings_dropped":1}`
	if string(b) != want {
		t.Errorf("got\n%s\nwant\n%s", b, want)
	}
	// a call without an error, tests, trace or breaks has null and leaves
	// the rest out
	b, _ = json.Marshal(evalAnswerOf(&core.Result{}))
	if want := `{"output":"","stack":null,"stack_depth":0,"fstack":[],"fstack_depth":0,"compiling":false,"error":null,"steps":0,"max_depth":0}`; string(b) != want {
		t.Errorf("got\n%s\nwant\n%s", b, want)
	}
}
