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

// TestInPlaceWordsAreInlined checks that a short word with a word run in
// place is inlined where it is called, and its word run in place there
// (inplace.fth holds the errors and limits met there to the plain code's).
func TestInPlaceWordsAreInlined(t *testing.T) {
	s := systemsWithLog(t)
	src := ": scale ( n -- n' ) 355 113 */ ;\n: t ( -- n ) 0 10 0 DO I scale + LOOP ;\nt ."
	inPlaceInT, callSites := 0, 0
	for _, line := range s.run(t, src) {
		if !strings.HasPrefix(line, "T ") {
			continue
		}
		if strings.HasSuffix(line, `"*/": inPlaceLink`) {
			inPlaceInT++
		}
		if strings.HasSuffix(line, `": call site`) {
			callSites++
		}
	}
	if inPlaceInT != 1 || callSites != 0 {
		t.Errorf("T has %d links of an inlined */ and %d call sites; want SCALE inlined, its */ run in place", inPlaceInT, callSites)
	}
}
