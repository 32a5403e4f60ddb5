package compile_test

import (
	"bytes"
	"context"
	"testing"

	"github.com/forthling/forthling/buildtags"
	"github.com/forthling/forthling/core"
)

// plainRuns evaluates define in a fresh session, then run, and returns what
// run printed and how many plain instructions of the word t ran during it:
// the way to see that fast code kept going where it should.
func plainRuns(t *testing.T, define, run string) (output string, runs int) {
	t.Helper()
	return countPlain(t, defined(t, define), run)
}

// defined returns a fresh session, closed when the test ends, in which
// define has run.
func defined(t *testing.T, define string) *core.Session {
	t.Helper()
	s, err := buildtags.NewSession(core.Options{Limits: core.DefaultLimits})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(s.Close)
	if r := s.Eval(context.Background(), core.Request{Code: define}); r.Error != nil {
		t.Fatal(r.Text())
	}
	return s
}

// countPlain runs run in s and returns what it printed and how many plain
// instructions of the word t ran during it.
func countPlain(t *testing.T, s *core.Session, run string) (output string, runs int) {
	t.Helper()
	code := s.Machine().FindString("t").Code
	for i, inst := range code.Insts {
		code.Insts[i] = func(m *core.Machine, ip int) int {
			runs++
			return inst(m, ip)
		}
	}
	r := s.Eval(context.Background(), core.Request{Code: run})
	if r.Error != nil {
		t.Fatalf("%s: %s", run, r.Text())
	}
	return r.Output, runs
}

// staysFast runs define and then run as plainRuns does, and fails unless
// run printed want and no plain instruction of T ran.
func staysFast(t *testing.T, define, run, want string) {
	t.Helper()
	out, runs := plainRuns(t, define, run)
	if out != want {
		t.Errorf("%s printed %q, want %q", run, out, want)
	}
	if runs != 0 {
		t.Errorf("%d plain instructions of T ran, want none", runs)
	}
}

// A head check fails at every checkpoint (the clock is read) and at every
// new depth of the stack (the high-water mark is raised); the fix lets the
// link run again rather than leave the block to the plain code. Takeuchi's
// function crosses hundreds of checkpoints, every one in the head of a
// block of shuffles or a comparison, and goes deeper as it recurses.
func TestAFixedHeadStaysInFastCode(t *testing.T) {
	staysFast(t, `: t ( x y z -- n )
  OVER 3 PICK < IF
    2 PICK 1- 2 PICK 2 PICK RECURSE
    2 PICK 1- 2 PICK 5 PICK RECURSE
    2 PICK 1- 5 PICK 5 PICK RECURSE
    RECURSE NIP NIP NIP
  ELSE NIP NIP THEN ;`, "18 12 6 t .", "7 ")
}

// wordsWithOps defines words that defining words written in Go make and
// whose behaviour is a few ops (fields, a structure's size, FCONSTANT,
// 2CONSTANT, VALUE, FVALUE, 2VALUE), and t, a loop over records that uses
// them all; the fields' offsets sit at the top of the stack, where t goes no
// higher than the field words leave it.
const wordsWithOps = `BEGIN-STRUCTURE /rec FIELD: r.x CFIELD: r.c FFIELD: r.f FIELD: r.y END-STRUCTURE
	CREATE recs 4 /rec * ALLOT  recs 4 /rec * ERASE
	2.5e FCONSTANT scale  3 4 2CONSTANT pair  1e FVALUE bias  5 6 2VALUE two  10 VALUE gain
	: t ( -- n ) ( F: -- r ) 0 0e 1000 0 DO
	    I 3 AND /rec * recs +  DUP r.x @ OVER r.y @ + ROT + SWAP
	    I OVER r.x +!  r.f DUP F@ scale F+ bias F+ 2e F/ F!  pair + +  two - -  gain +  1 +TO gain
	  LOOP  recs r.f F@ F+ ;`

// TestWordsWithOpsStayInFastCode checks that the words of wordsWithOps run
// as the ops they stand for, never as plain instructions: a field's offset
// counted as a cell above the address would have the head check room the
// plain code never reaches, and run the block as plain code every time.
func TestWordsWithOpsStayInFastCode(t *testing.T) {
	out, runs := plainRuns(t, wordsWithOps, "t . F.")
	checkOpsRun(t, out, runs)
}

// checkOpsRun checks what t of wordsWithOps printed and how many of its
// plain instructions ran: at most the first turn's, which may run as plain
// code where its head cannot raise the high-water mark for all of its
// block at once. A block run as plain code at every turn would count
// thousands.
func checkOpsRun(t *testing.T, out string, runs int) {
	t.Helper()
	if want := "41872250 3.5 "; out != want {
		t.Errorf("t . F. printed %q, want %q", out, want)
	}
	if runs > 30 {
		t.Errorf("%d plain instructions of T ran, want at most a turn's", runs)
	}
}

// TestWordsWithOpsStayFastInARestoredSession checks that the words of
// wordsWithOps, read back from a session image, still run as their ops:
// the image holds how each was made, and the words are made again before
// the code that calls them is built again.
func TestWordsWithOpsStayFastInARestoredSession(t *testing.T) {
	var image bytes.Buffer
	if err := defined(t, wordsWithOps).WriteImage(&image); err != nil {
		t.Fatal(err)
	}
	restored, err := buildtags.ReadSession(&image, core.Options{Limits: core.DefaultLimits})
	if err != nil {
		t.Fatal(err)
	}
	defer restored.Close()
	out, runs := countPlain(t, restored, "t . F.")
	checkOpsRun(t, out, runs)
}
