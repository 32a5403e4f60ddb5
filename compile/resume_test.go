package compile_test

import "testing"

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
