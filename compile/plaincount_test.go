package compile_test

import (
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
	s, err := buildtags.NewSession(core.Options{Limits: core.DefaultLimits})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	if r := s.Eval(context.Background(), core.Request{Code: define}); r.Error != nil {
		t.Fatal(r.Text())
	}
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
