package compile_test

import (
	"strconv"
	"strings"
	"testing"
)

// A block whose head check fails, or whose link cannot go on, runs as plain
// code only up to the next block, and the fast code goes on there: one
// refused check in a loop's first turn must not leave every later turn to
// the plain code. The high-water mark makes such a check: the first turn
// pushes deeper than the call has been, before a link that may bail out.
// The test counts the plain instructions of T that run.
func TestBailOutGoesBackToFastCode(t *testing.T) {
	for _, c := range []struct{ name, code string }{
		{"a block of the definition", `VARIABLE v
: t ( -- ) 0 v !  1000 0 DO I 1 AND IF 1 v +! THEN v @ v @ v @ + + DROP LOOP ;`},
		{"a block inside an inlined word, after its THEN", `VARIABLE v
: w ( i -- ) 1 AND IF 1 v +! THEN v @ v @ v @ + + DROP ;
: t ( -- ) 0 v !  1000 0 DO I w LOOP ;`},
	} {
		t.Run(c.name, func(t *testing.T) {
			out, runs := plainRuns(t, c.code, "t v ? 1 2 3 .s")
			if out != "500 <3> 1 2 3 " {
				t.Fatalf("t v ? gives %q", out)
			}
			switch {
			case runs == 0:
				t.Errorf("no plain instruction of T ran: nothing bailed out, so the test tests nothing")
			case runs > 20:
				t.Errorf("%d plain instructions of T ran in 1000 turns: the fast code did not go on after a bail-out", runs)
			}
		})
	}
}

// A link that cannot go on (FREE, or ALLOCATE, at a checkpoint, where the
// plain code counts its steps and reads the clock) leaves to the plain code
// only up to the next block too. Whether a checkpoint falls on the link
// depends on how many steps a turn counts, so the loop is tried with turns
// of several lengths: at least one must meet a checkpoint there, and none
// may leave its later turns to the plain code.
func TestLinkFallbackGoesBackToFastCode(t *testing.T) {
	met := 0
	for pad := range 16 {
		code := ": t ( n -- n' ) 0 SWAP 0 DO 16 ALLOCATE THROW FREE THROW" +
			strings.Repeat(" 1+", pad) + " LOOP ;"
		out, runs := plainRuns(t, code, "4000 t .")
		if want := strconv.Itoa(4000*pad) + " "; out != want {
			t.Fatalf("with %d 1+ a turn, 4000 t . gives %q, not %q", pad, out, want)
		}
		if runs > 0 {
			met++
		}
		// a fallback runs the rest of one turn as plain code, some 25
		// instructions; a run of 4000 turns meets a checkpoint some 10 times
		if runs > 250 {
			t.Errorf("with %d 1+ a turn, %d plain instructions of T ran in 4000 turns: the fast code did not go on after a link's fallback", pad, runs)
		}
	}
	if met == 0 {
		t.Errorf("no turn length met a checkpoint at a link: nothing fell back, so the test tests nothing")
	}
}
