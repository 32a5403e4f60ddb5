package main

import (
	"strings"
	"testing"
)

func TestStackEffectWarnings(t *testing.T) {
	c := startServer(t)
	r := c.eval(": square ( n -- n*n ) DUP DUP * ;\n: clip ( n -- m ) DUP 0< IF DROP ELSE 1+ THEN ;\n: good ( a b -- c ) + ;\n: unknown ( x -- x ) ?DUP DROP ;\n3 square . .")
	want := "warning: SQUARE ( n -- n*n ) takes 1 cell and leaves 2; its comment says it leaves 1\n" +
		"warning: CLIP: the ELSE ... THEN branch leaves 1 cell more than the IF ... ELSE branch\n" +
		"9 3  ok\n"
	if got := r.Text(); !strings.HasPrefix(got, want) || r.IsError {
		t.Errorf("text %q, want it to start %q", got, want)
	}
	ws := r.eval(t).Warnings
	if len(ws) != 2 {
		t.Fatalf("warnings %+v", ws)
	}
	square := warningAnswer{Kind: "stack-effect", Word: "SQUARE", Declared: "( n -- n*n )", Inferred: "( x -- x x )",
		Message: "SQUARE ( n -- n*n ) takes 1 cell and leaves 2; its comment says it leaves 1", Source: "input", Line: 1, Column: 1}
	if ws[0] != square {
		t.Errorf("the first warning is\n%+v, want\n%+v", ws[0], square)
	}
	// a problem of the branches is placed at the word where the counts
	// went apart: the 1+ that ends the ELSE part
	if w := ws[1]; w.Kind != "branches" || w.Word != "CLIP" || w.Line != 2 || w.Column != 39 || w.Declared != "( n -- m )" {
		t.Errorf("the second warning is %+v", w)
	}
	// the words are compiled and work; a call without warnings has none
	r = c.eval("4 square . .")
	if r.eval(t).Warnings != nil || r.Text() != "16 4  ok\nstack: empty\n" {
		t.Errorf("a call without warnings: %q %+v", r.Text(), r.eval(t).Warnings)
	}
}

func TestHelpShowsTheInferredEffect(t *testing.T) {
	c := startServer(t)
	c.eval(": inc 1+ ;\n: sq ( n -- n*n ) DUP * ;\n: vary ?DUP ;")
	for _, h := range []struct{ word, first, inferred string }{
		{"inc", "INC\ninferred from its body: ( x -- x )\n", "( x -- x )"},
		{"sq", "SQ ( n -- n*n )\ninferred from its body: ( x -- x )\n", "( x -- x )"},
		{"vary", "VARY\nword list FORTH", ""},
	} {
		r := c.call("forth_help", map[string]any{"word": h.word})
		if !strings.HasPrefix(r.Text(), h.first) {
			t.Errorf("help of %s:\n%s\nwant it to start\n%s", h.word, r.Text(), h.first)
		}
		var answer helpAnswer
		r.Decode(t, &answer)
		if answer.Word == nil || answer.Word.Inferred != h.inferred {
			t.Errorf("help of %s: %s", h.word, r.Structured)
		}
	}
}
