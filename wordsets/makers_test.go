package wordsets_test

import (
	"context"
	"strings"
	"testing"

	"github.com/forthling/forthling/buildtags"
	"github.com/forthling/forthling/core"
)

// TestFetchOpsOnlyForABodyInMemory checks that a word that fetches from its
// body (a BEGIN-STRUCTURE word, VALUE, FVALUE, 2VALUE) gets Ops only when the body
// is memory: made again from an image with any other cell, it runs as its
// Fn, whose error names the word and shows the stack as the plain code
// has it, in fast code too.
func TestFetchOpsOnlyForABodyInMemory(t *testing.T) {
	for _, c := range []struct{ define, maker string }{
		{"BEGIN-STRUCTURE x FIELD: x.a END-STRUCTURE", "fetch"},
		{"1 VALUE x", "value"},
		{"1E FVALUE x", "fvalue"},
		{"1 2 2VALUE x", "2value"},
	} {
		s, err := buildtags.NewSession(core.Options{Limits: core.DefaultLimits})
		if err != nil {
			t.Fatal(err)
		}
		defer s.Close()
		if r := s.Eval(context.Background(), core.Request{Code: c.define}); r.Error != nil {
			t.Fatal(r.Text())
		}
		m := s.Machine()
		w := m.FindString("x")
		if len(w.Ops) == 0 {
			t.Errorf("%s: a word made by %s with its body in memory has no Ops", c.define, c.maker)
		}
		m.Make(w, c.maker, -5)
		if w.Ops != nil {
			t.Errorf("%s: made by %s with body -5, it has Ops %v", c.define, c.maker, w.Ops)
		}
		r := s.Eval(context.Background(), core.Request{Code: ": t 7 DUP x ; t"})
		if r.Error == nil || r.Error.Code != core.ErrInvalidAddress || !strings.Contains(r.Text(), "in: T > X\n") ||
			!strings.Contains(r.Text(), "stack at the error: 7 7\n") {
			t.Errorf("%s, body -5: want error -9 in T > X with 7 7 on the stack, got:\n%s", c.define, r.Text())
		}
	}
}

// TestMakingAgainForgetsTheOps checks that a word made again by another
// maker keeps none of the Ops the first gave it: the compiler would put
// them in the word's place, where they no longer say what it does.
func TestMakingAgainForgetsTheOps(t *testing.T) {
	s, err := buildtags.NewSession(core.Options{Limits: core.DefaultLimits})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	if r := s.Eval(context.Background(), core.Request{Code: "5 VALUE x"}); r.Error != nil {
		t.Fatal(r.Text())
	}
	m := s.Machine()
	w := m.FindString("x")
	if len(w.Ops) == 0 {
		t.Fatal("a VALUE has no Ops")
	}
	m.Make(w, "constant", 9)
	if w.Ops != nil {
		t.Errorf("made again as a constant, it keeps the Ops %v", w.Ops)
	}
	if r := s.Eval(context.Background(), core.Request{Code: ": t x 1+ ; t ."}); r.Output != "10 " {
		t.Errorf("t . printed %q, want %q (%s)", r.Output, "10 ", r.Text())
	}
}
