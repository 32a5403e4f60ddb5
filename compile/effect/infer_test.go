package effect

import (
	"testing"

	"github.com/forthling/forthling/core"
)

// sysWord is a system word with a stack effect, as the word sets make them.
func sysWord(name, effect string) *core.Word {
	return &core.Word{Name: name, Flags: core.System, Help: core.Help{Effect: effect}}
}

var (
	dup    = sysWord("DUP", "( x -- x x )")
	drop   = sysWord("DROP", "( x -- )")
	plus   = sysWord("+", "( n1 n2 -- n3 )")
	fdup   = sysWord("FDUP", "( F: r -- r r )")
	toR    = sysWord(">R", "( x -- ) ( R: -- x )")
	fromR  = sysWord("R>", "( -- x ) ( R: x -- )")
	qdup   = sysWord("?DUP", "( x -- 0 | x x )")
	exec   = sysWord("EXECUTE", "( i*x xt -- j*x )")
	catchW = sysWord("CATCH", "( i*x xt -- j*x 0 | i*x n )")
	pickW  = sysWord("PICK", "( xu ... x1 x0 u -- xu ... x1 x0 xu )")
	ifW    = sysWord("IF", "( flag -- )")
	elseW  = sysWord("ELSE", "( -- )")
	untilW = sysWord("UNTIL", "( flag -- )")
)

func call(w *core.Word) core.Op { return core.Op{Kind: core.OpCall, Word: w} }
func lit(n int64) core.Op       { return core.Op{Kind: core.OpLit, N: n} }

func TestInfer(t *testing.T) {
	const xt = 7 // the execution token of dup in these tests
	cases := []struct {
		name    string
		ops     []core.Op
		want    string // the inferred effect, "" when not fixed
		problem string // the kind of the problem found, if any
	}{
		{"empty", nil, "( -- )", ""},
		{"dup +", []core.Op{call(dup), call(plus)}, "( x -- x )", ""},
		{"takes from below", []core.Op{call(plus), call(plus)}, "( x x x -- x )", ""},
		{"literal", []core.Op{lit(1), call(plus)}, "( x -- x )", ""},
		{"floats", []core.Op{call(fdup), {Kind: core.OpFLit}}, "( -- ) ( F: r -- r r r )", ""},
		{"string", []core.Op{{Kind: core.OpString}}, "( -- x x )", ""},
		// 0: IF to 3; 1: DROP; 2: ELSE to 4; 3: DROP or DUP; 4: the end
		{"if else agree", []core.Op{{Kind: core.OpZBranch, Target: 3, Word: ifW}, call(drop), {Kind: core.OpBranch, Target: 4, Word: elseW}, call(drop)},
			"( x x -- )", ""},
		{"if else differ", []core.Op{{Kind: core.OpZBranch, Target: 3, Word: ifW}, call(drop), {Kind: core.OpBranch, Target: 4, Word: elseW}, call(dup)},
			"", KindBranches},
		// 0: DUP; 1: DUP; 2: UNTIL back to 0
		{"loop grows", []core.Op{call(dup), call(dup), {Kind: core.OpZBranch, Target: 0, Word: untilW}}, "", KindLoop},
		{"loop steady", []core.Op{lit(1), {Kind: core.OpZBranch, Target: 0, Word: untilW}}, "( -- )", ""},
		// 0: AHEAD to 2; 1: DROP, reached only from 3; 2: 1; 3: UNTIL back to 1
		{"an op reached only backwards is followed", []core.Op{{Kind: core.OpBranch, Target: 2}, call(drop), lit(1), {Kind: core.OpZBranch, Target: 1, Word: untilW}},
			"", KindBranches},
		{"exit", []core.Op{{Kind: core.OpExit}, call(dup)}, "( -- )", ""},
		{"return stack balanced", []core.Op{call(toR), call(dup), call(fromR)}, "( x x -- x x x )", ""},
		{"return stack left", []core.Op{call(toR)}, "", KindReturnStack},
		{"R> of the caller's", []core.Op{call(fromR), call(drop)}, "", ""},
		{"do loop", []core.Op{{Kind: core.OpDo}, {Kind: core.OpLoop, Target: 1}}, "( x x -- )", ""},
		{"exit in a loop", []core.Op{{Kind: core.OpDo}, {Kind: core.OpExit}, {Kind: core.OpLoop, Target: 1}}, "", KindReturnStack},
		{"?DUP", []core.Op{call(qdup)}, "", ""},
		{"a word that moves return-stack cells", []core.Op{call(sysWord("RDROP", "( -- ) ( R: x -- )"))}, "", ""},
		{"a word that keeps the return stack", []core.Op{call(sysWord("I", "( -- n ) ( R: loop-sys -- loop-sys )"))}, "( -- x )", ""},
		{"EXECUTE of an unknown xt", []core.Op{call(exec)}, "", ""},
		{"EXECUTE of a literal xt", []core.Op{lit(xt), call(exec)}, "( x -- x x )", ""},
		{"CATCH of a word that takes as many as it leaves", []core.Op{lit(xt + 1), call(catchW)}, "( x -- x x )", ""},
		{"CATCH of a word that does not", []core.Op{lit(xt), call(catchW)}, "", ""},
		{"PICK of a literal", []core.Op{lit(1), call(pickW)}, "( x x -- x x x )", ""},
		{"PICK of a computed index", []core.Op{call(dup), call(pickW)}, "", ""},
		{"DOES>", []core.Op{{Kind: core.OpDoes}}, "", ""},
		{"immediate word called", []core.Op{call(&core.Word{Name: "IF", Flags: core.System | core.Immediate, Help: core.Help{Effect: "( flag -- )"}})}, "", ""},
	}
	negate := sysWord("NEGATE", "( n1 -- n2 )")
	wordOf := func(n int64) *core.Word {
		switch n {
		case xt:
			return dup
		case xt + 1:
			return negate
		}
		return nil
	}
	for _, c := range cases {
		got := Infer(Definition{Ops: c.ops, Words: NewTable(), WordOf: wordOf})
		effect := ""
		if got.Fixed {
			effect = got.Effect.String()
		}
		problem := ""
		if len(got.Problems) > 0 {
			problem = got.Problems[0].Kind
		}
		if effect != c.want || problem != c.problem {
			t.Errorf("%s: got %q %q (%v), want %q %q", c.name, effect, problem, got.Problems, c.want, c.problem)
		}
	}
}

func TestTableOfSessionWords(t *testing.T) {
	tab := NewTable()
	v := &core.Word{Name: "V", Kind: core.KindVariable}
	colon := &core.Word{Name: "C", Kind: core.KindColon, Help: core.Help{Effect: "( a b -- c )"}}
	floaty := &core.Word{Name: "F", Kind: core.KindColon, Help: core.Help{Effect: "( r1 r2 -- r3 )"}}
	deferred := &core.Word{Name: "D", Kind: core.KindDefer}
	if e, ok := tab.Of(v); !ok || e != (Effect{Out: 1}) {
		t.Errorf("variable: %+v %v", e, ok)
	}
	if e, ok := tab.Of(colon); !ok || e != (Effect{In: 2, Out: 1}) {
		t.Errorf("colon definition by its comment: %+v %v", e, ok)
	}
	if _, ok := tab.Of(floaty); ok {
		t.Error("a comment that may name floats without F: is not used")
	}
	if _, ok := tab.Of(deferred); ok {
		t.Error("a deferred word has no fixed effect")
	}
	tab.Set(colon, Effect{In: 1, Out: 1})
	if e, _ := tab.Of(colon); e != (Effect{In: 1, Out: 1}) {
		t.Errorf("what was inferred wins over the comment: %+v", e)
	}
	tab.Forget(colon)
	if _, ok := tab.Of(colon); ok {
		t.Error("a forgotten word has no fixed effect")
	}
}
