package compile_test

import "testing"

// TestQDupBranchesStayInFastCode checks that ?DUP IF, ?DUP WHILE and
// ?DUP 0= IF run in fast code on an empty stack. The branch tests the cell
// ?DUP looked at, so the arm where it is not zero has the copy on the
// stack: a head that answered for that arm as if ?DUP might not have
// pushed it wanted a cell below the loop's start, and with none there ran
// every turn as plain code.
func TestQDupBranchesStayInFastCode(t *testing.T) {
	out, runs := plainRuns(t, `CREATE counts 4 CELLS ALLOT counts 4 CELLS ERASE
		: t ( -- n ) 100 0 DO I 3 AND ?DUP IF CELLS counts + 1 SWAP +! THEN LOOP
		  0 100 0 DO I BEGIN ?DUP WHILE DUP 1- AND SWAP 1+ SWAP REPEAT LOOP
		  100 0 DO I 7 AND ?DUP 0= IF 1 ELSE 1 RSHIFT THEN + LOOP ;`, "t . counts CELL+ @ .")
	if out != "475 25 " {
		t.Errorf("printed %q", out)
	}
	if runs != 0 {
		t.Errorf("%d plain instructions ran, want none", runs)
	}
}
