package compile_test

import "testing"

// EXECUTE of a colon definition's token, and the call of a DEFER that
// holds one, are made by the fast code itself, as a call site calls; the
// plain instruction runs only for the other tokens. The test counts the
// plain instructions of T that run in 1000 turns of its loop.
func TestExecuteOfAColonDefinitionStaysInFastCode(t *testing.T) {
	for _, c := range []struct {
		name, define string
		plain        int
	}{
		{"EXECUTE of a colon definition", "VARIABLE x  ' inc x !  : t ( -- n ) 0 1000 0 DO x @ EXECUTE LOOP ;", 0},
		{"EXECUTE of a primitive, which the plain instruction runs", "VARIABLE x  ' 1+ x !  : t ( -- n ) 0 1000 0 DO x @ EXECUTE LOOP ;", 1000},
		{"a DEFER of a colon definition", "DEFER x  ' inc IS x  : t ( -- n ) 0 1000 0 DO x LOOP ;", 0},
		{"a DEFER of a primitive", "DEFER x  ' 1+ IS x  : t ( -- n ) 0 1000 0 DO x LOOP ;", 1000},
	} {
		t.Run(c.name, func(t *testing.T) {
			out, runs := plainRuns(t, ": inc 1+ ;  "+c.define, "t .")
			if out != "1000 " {
				t.Fatalf("t . prints %q", out)
			}
			if runs != c.plain {
				t.Errorf("%d plain instructions of T ran in 1000 turns, want %d", runs, c.plain)
			}
		})
	}
}
