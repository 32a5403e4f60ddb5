package compile_test

import (
	"strings"
	"testing"
)

// TestQDupBranchesStayInFastCode checks that ?DUP IF, ?DUP WHILE and
// ?DUP 0= IF run in fast code on an empty stack. The branch tests the cell
// ?DUP looked at, so the arm where it is not zero has the copy on the
// stack: a head that answered for that arm as if ?DUP might not have
// pushed it wanted a cell below the loop's start, and with none there ran
// every turn as plain code.
func TestQDupBranchesStayInFastCode(t *testing.T) {
	staysFast(t, `CREATE counts 4 CELLS ALLOT counts 4 CELLS ERASE
		: t ( -- n ) 100 0 DO I 3 AND ?DUP IF CELLS counts + 1 SWAP +! THEN LOOP
		  0 100 0 DO I BEGIN ?DUP WHILE DUP 1- AND SWAP 1+ SWAP REPEAT LOOP
		  100 0 DO I 7 AND ?DUP 0= IF 1 ELSE 1 RSHIFT THEN + LOOP ;`, "t . counts CELL+ @ .", "475 25 ")
}

// TestQDupWhileIsOneCond checks that ?DUP WHILE, the walk of a list to
// its 0, is one cond that heads its loop: no link for ?DUP, none for the
// flag, and no head link of its own before them.
func TestQDupWhileIsOneCond(t *testing.T) {
	s := systemsWithLog(t)
	log := strings.Join(s.run(t, `CREATE l3 0 , CREATE l2 l3 , CREATE l1 l2 ,
		: walk ( a -- n ) 0 SWAP BEGIN ?DUP WHILE SWAP 1+ SWAP @ REPEAT ; l1 walk .`), "\n")
	if !strings.Contains(log, `"?DUP 0BRANCH": qdupCond [?DUP IF] head`) {
		t.Errorf("?DUP WHILE is not one cond heading its loop:\n%s", log)
	}
	for _, l := range []string{"qdupLink", "flagCond", "loop head"} {
		if strings.Contains(log, l) {
			t.Errorf("?DUP WHILE has a %s:\n%s", l, log)
		}
	}
}

// TestCallBeforeABranchCountsItsSteps checks that a call followed by a
// block that only counts its steps and goes on (the ELSE after IF ...
// RECURSE or IF word, an EXIT) has the dispatch loop count them, and that
// a call followed by work does not.
func TestCallBeforeABranchCountsItsSteps(t *testing.T) {
	s := systemsWithLog(t)
	lines := s.run(t, `: down ( n -- ) DUP 0> IF 1- RECURSE ELSE DROP THEN ;
		: fib ( n -- f ) DUP 2 < IF EXIT THEN DUP 1- RECURSE SWAP 2 - RECURSE + ;
		: slow ( n -- n' ) 3 0 DO 1+ LOOP ;
		: f ( n flag -- n' ) IF slow ELSE 1- THEN 3 + ;
		100 down 10 fib . 5 -1 f . 5 0 f .`)
	var exits, branches, plain []string
	for _, line := range lines {
		switch {
		case strings.HasSuffix(line, "call site, then 1 step(s) to the exit"):
			exits = append(exits, line)
		case strings.Contains(line, "call site, then 1 step(s) on to block"):
			branches = append(branches, line)
		case strings.HasSuffix(line, "call site"):
			plain = append(plain, line)
		}
	}
	if len(exits) != 1 || !strings.HasPrefix(exits[0], "DOWN ") || len(branches) != 1 || !strings.HasPrefix(branches[0], "F ") ||
		len(plain) != 2 {
		t.Errorf("want DOWN's and F's calls to count the ELSE's step and FIB's two calls not; the log:\n%s", strings.Join(lines, "\n"))
	}
}

// TestDivideByAPowerOfTwoMultiplies checks that F/ by a literal power of two
// is a multiply by its reciprocal, and that F/ by any other literal, or by
// a power of two whose reciprocal is not a float, stays a divide.
func TestDivideByAPowerOfTwoMultiplies(t *testing.T) {
	s := systemsWithLog(t)
	lines := s.run(t, `: half 2E F/ ; : quarter- -4E F/ ; : twice 0.5E F/ ; : third 3E F/ ;
		: tiny [ 1 PAD ! PAD F@ ] FLITERAL F/ ; 5E half quarter- twice third tiny F.`)
	for _, c := range []struct{ word, link string }{
		{"half", "fmulLitLink"}, {"quarter-", "fmulLitLink"}, {"twice", "fmulLitLink"},
		{"third", "fdivLitLink"}, {"tiny", "fdivLitLink"},
	} {
		found := false
		for _, l := range lines {
			if strings.HasPrefix(l, strings.ToUpper(c.word)+" ") && strings.Contains(l, c.link) {
				found = true
			}
		}
		if !found {
			t.Errorf("%s has no %s:\n%s", c.word, c.link, strings.Join(lines, "\n"))
		}
	}
}

// TestNumbersFoldThroughWordsOfOneCell checks that a literal taken by a
// word of one cell that cannot fail (2 CELLS) is one push of the result,
// inside a run of shuffles too.
func TestNumbersFoldThroughWordsOfOneCell(t *testing.T) {
	s := systemsWithLog(t)
	log := strings.Join(s.run(t, `: node ( -- a ) 2 CELLS ALLOCATE THROW ; : t ( x -- x y ) DUP 3 CELLS NEGATE ;
		node FREE THROW 5 t . .`), "\n")
	for _, l := range []string{"cellsLink", "negateLink", "pushLink"} {
		if strings.Contains(log, l) {
			t.Errorf("a number through CELLS or NEGATE has a %s:\n%s", l, log)
		}
	}
}

// TestFloatShufflesMoveOneUnderTheOperator checks that a run of float
// shuffles that moves one float under the two an operator takes is one
// link with the operator (FOVER FOVER FDUP F*: Newton's cube root), and
// that a run that moves two is not.
func TestFloatShufflesMoveOneUnderTheOperator(t *testing.T) {
	s := systemsWithLog(t)
	log := strings.Join(s.run(t, `: cube ( F: x r -- x r y ) FOVER FOVER FDUP F* F/ ;
		: moved ( F: a b c -- b c a' ) FROT FOVER FOVER F- ; 27E 2E cube 1E 2E 3E moved`), "\n")
	if !strings.Contains(log, `"FOVER FOVER FDUP F*": fmulCellsLink`) {
		t.Errorf("FOVER FOVER FDUP F* is not one link:\n%s", log)
	}
	if !strings.Contains(log, `"FROT FOVER FOVER": fshuffleLink`) || !strings.Contains(log, `"F-": fsubLink`) {
		t.Errorf("a run that moves two floats under F- is one link:\n%s", log)
	}
}
