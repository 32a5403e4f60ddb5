package compile_test

import (
	"math"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/forthling/forthling/compile"
)

// TestInPlaceWordsStayInFastCode counts the plain instructions a loop of
// words run in place takes: none, where each used to be one a turn.
func TestInPlaceWordsStayInFastCode(t *testing.T) {
	staysFast(t, `CREATE buf 8 ALLOT
		: t ( n -- sum ) 0 SWAP 0 DO I 3 7 */ + S" abc" buf SWAP MOVE buf C@ + LOOP ;`, "1000 t .", "310643 ")
	staysFast(t, `CREATE cell-a 5 ,  DEFER act  ' 1+ IS act
		: t ( n -- sum ) 0 SWAP 0 DO 1 2 3 4 5 I 2ROT + + + + + + ['] cell-a >BODY @ +
		  ['] act DEFER@ ['] act DEFER! LOOP ;`, "100 t .", "6950 ")
}

// TestComputedPickStaysInFastCode counts the plain instructions of a loop
// of PICK with an index known only when it runs: none, where PICK used to
// be one a turn.
func TestComputedPickStaysInFastCode(t *testing.T) {
	staysFast(t, ": t ( -- n ) 10 20 30 0 100 0 DO I 3 MOD 1+ PICK + LOOP NIP NIP NIP ;", "t .", "2010 ")
}

// TestInPlaceWordsAreInlined checks that a short word with a word run in
// place, and one with locals, are inlined where they are called: the word
// runs where the call stood, with the frames of the call pushed around it
// only when its quick path cannot do the work.
func TestInPlaceWordsAreInlined(t *testing.T) {
	s := systemsWithLog(t)
	src := ": scale ( n d -- n' ) {: n d :} n 355 d */ ;\n: t ( -- n ) 0 10 0 DO I 113 scale + LOOP ;\nt ."
	called, inPlace := false, false
	lines := s.run(t, src)
	for _, line := range lines {
		called = called || strings.HasPrefix(line, "T ") && strings.HasSuffix(line, `"SCALE": call site`)
		inPlace = inPlace || strings.HasPrefix(line, "T ") && strings.HasSuffix(line, `"*/": inPlaceInlinedLink`)
	}
	if called || !inPlace {
		t.Errorf("want SCALE inlined in T and its */ run in place there; the log:\n%s", strings.Join(lines, "\n"))
	}
}

// TestTotalWordsCannotFail runs each word the fast code takes to be total
// on stacks of awkward values (the ends of the cells, NaN, infinities,
// zeros of both signs): the fast code runs such a word without what an
// error would need, and inlines the definitions that use it, so none may
// throw, count a step of its own, take data space or leave other than its
// effect on the stacks.
func TestTotalWordsCannotFail(t *testing.T) {
	m := newSession(t).Machine()
	cells := []int64{0, 1, -1, 2, 7, 63, 64, 4095, math.MinInt64, math.MaxInt64, math.MinInt64 + 1, 1 << 32, -1 << 32}
	floats := []float64{0, math.Copysign(0, -1), 1, -1, 0.5, 2, 1e308, -1e308, 5e-324, math.Inf(1), math.Inf(-1),
		math.NaN(), 710, -745, 1e20, -1e20, math.Pi, 1 << 53}
	rng := rand.New(rand.NewPCG(15, 1))
	total := compile.TotalWords()
	if len(total) < 40 {
		t.Fatalf("only %d total words: the test no longer covers what it was written for", len(total))
	}
	for name, e := range total {
		w := m.SystemWord(name)
		if w == nil {
			t.Errorf("%s is taken to be total but is not a system word", name)
			continue
		}
		for trial := range 400 {
			m.SP, m.FSP = 0, 0
			for range e.In {
				n := cells[rng.IntN(len(cells))]
				if trial%2 == 1 {
					n = int64(rng.Uint64())
				}
				m.Push(n)
			}
			for range e.FIn {
				f := floats[rng.IntN(len(floats))]
				if trial%2 == 1 {
					f = math.Float64frombits(rng.Uint64())
				}
				m.FPush(f)
			}
			steps, here := m.Steps, m.Here()
			if code := m.Catch(w); code != 0 {
				t.Errorf("%s threw %d", name, code)
				break
			}
			if m.SP != e.Out || m.FSP != e.FOut {
				t.Errorf("%s left %d cells and %d floats, not %d and %d", name, m.SP, m.FSP, e.Out, e.FOut)
				break
			}
			if m.Steps != steps+1 || m.Here() != here {
				t.Errorf("%s counted %d steps (one is EXECUTE's) and moved HERE by %d", name, m.Steps-steps, m.Here()-here)
				break
			}
		}
	}
}

// TestTotalWordsAreInlined checks that a short word with a word that
// cannot fail run in place is inlined where it is called.
func TestTotalWordsAreInlined(t *testing.T) {
	s := systemsWithLog(t)
	src := ": f(x) ( F: x -- y ) FDUP FTAN F* ;\n: t ( -- ) 0E 10 0 DO I S>F f(x) F+ LOOP F>S . ;\nt"
	called, inlined := false, false
	for _, line := range s.run(t, src) {
		called = called || strings.HasPrefix(line, "T ") && strings.HasSuffix(line, `"F(X)": call site`)
		inlined = inlined || strings.HasPrefix(line, "T ") && strings.Contains(line, `"FTAN": totalLink`)
	}
	if called || !inlined {
		t.Errorf("want F(X) inlined in T with its FTAN; the log:\n%s", strings.Join(s.run(t, src), "\n"))
	}
}
