package compile_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/forthling/forthling/compile"
	stackeffect "github.com/forthling/forthling/compile/effect"
)

// TestInPlaceEffects holds the effect the compiler counts on for each word
// it runs inside a block to the word's stack comment: a wrong count would
// let the block's head check the wrong cells.
func TestInPlaceEffects(t *testing.T) {
	s := newSession(t)
	defer s.Close()
	m := s.Machine()
	names := compile.InPlaceWords()
	slices.Sort(names)
	for _, name := range names {
		w := m.FindString(name)
		if w == nil {
			t.Errorf("%s: no such word", name)
			continue
		}
		c, ok := stackeffect.Parse(w.Help.Effect)
		if !ok {
			t.Errorf("%s: its stack comment %q does not parse", name, w.Help.Effect)
			continue
		}
		got, _ := compile.InPlaceEffect(name)
		if got != c.Effect {
			t.Errorf("%s: run in place as %v, but its stack comment %q says %v", name, got, w.Help.Effect, c.Effect)
		}
	}
}

// TestInPlaceWordsStayInFastCode counts the plain instructions a loop of
// words run in place takes: none, where each used to be one a turn.
func TestInPlaceWordsStayInFastCode(t *testing.T) {
	out, runs := plainRuns(t, `CREATE buf 8 ALLOT
		: t ( n -- sum ) 0 SWAP 0 DO I 3 7 */ + S" abc" buf SWAP MOVE buf C@ + LOOP ;`, "1000 t .")
	if out != "310643 " {
		t.Errorf("printed %q", out)
	}
	if runs != 0 {
		t.Errorf("%d plain instructions ran, want none", runs)
	}
}

// TestInPlaceWordsAreNotInlined checks that a short word with a word run in
// place stays a call: inlined, the word would need the frames of the calls
// pushed around it for its errors, which costs more than the call.
func TestInPlaceWordsAreNotInlined(t *testing.T) {
	s := systemsWithLog(t)
	src := ": scale ( n -- n' ) 355 113 */ ;\n: t ( -- n ) 0 10 0 DO I scale + LOOP ;\nt ."
	called, inPlace := false, false
	lines := s.run(t, src)
	for _, line := range lines {
		called = called || strings.HasPrefix(line, "T ") && strings.HasSuffix(line, `"SCALE": call site`)
		inPlace = inPlace || strings.HasPrefix(line, "SCALE ") && strings.HasSuffix(line, `"*/": inPlaceLink`)
	}
	if !called || !inPlace {
		t.Errorf("want SCALE called from T and its */ run in place in SCALE; the log:\n%s", strings.Join(lines, "\n"))
	}
}
