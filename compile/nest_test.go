package compile_test

import (
	"context"
	"fmt"
	"runtime"
	"testing"

	"github.com/forthling/forthling/core"
)

// A recursion through EXECUTE or a DEFER, hundreds of levels deep, must not
// keep every level's links on Go's stack: from tokenNestDepth words on, a
// token call leaves its chain and the dispatch loop makes it, as it makes
// the call of a call site, so that a level keeps only the dispatch loop.
// Nothing but the time shows it in a program's results, so the test counts
// Go's frames at the bottom of two recursions of different depths, through
// a word written in Go for the test, and divides their difference by the
// levels between them. A level keeps one in both recursions, whether a
// token call or a call site made it; where the dispatch loop left the call
// to the token call's link, a level kept two and 1.5, and where every link
// of a level stays, four and 2.5.
func TestDeepTokenCallsLeaveTheirChain(t *testing.T) {
	for _, c := range []struct {
		name, define, run string
		perLevel          float64
	}{
		{"EXECUTE", `VARIABLE 'down
: down ( n -- ) DUP 0= IF DROP probe EXECUTE EXIT THEN 1- 'down @ EXECUTE ;
' down 'down !`, "down", 1},
		{"a DEFER set to a :NONAME word", `DEFER odd
: even ( n -- ) DUP 0= IF DROP probe EXECUTE EXIT THEN 1- odd ;
:NONAME ( n -- ) DUP 0= IF DROP probe EXECUTE EXIT THEN 1- even ; IS odd`, "even", 1},
	} {
		t.Run(c.name, func(t *testing.T) {
			s := defined(t, "")
			var frames []int
			pcs := make([]uintptr, 1<<16)
			s.Machine().Define("go-frames", core.KindPrimitive, func(*core.Machine) {
				frames = append(frames, runtime.Callers(0, pcs))
			})
			code := "' go-frames CONSTANT probe\n" + c.define
			if r := s.Eval(context.Background(), core.Request{Code: code}); r.Error != nil {
				t.Fatal(r.Text())
			}
			const shallow, deep = 100, 300
			run := fmt.Sprintf("%d %s %d %s", shallow, c.run, deep, c.run)
			if r := s.Eval(context.Background(), core.Request{Code: run}); r.Error != nil {
				t.Fatalf("%s: %s", run, r.Text())
			}
			if len(frames) != 2 {
				t.Fatalf("go-frames ran %d times, not twice", len(frames))
			}
			if frames[1] >= len(pcs) {
				t.Fatalf("more than %d frames at the bottom", len(pcs))
			}
			perLevel := float64(frames[1]-frames[0]) / (deep - shallow)
			t.Logf("%d and %d frames at the bottom: %.2f a level", frames[0], frames[1], perLevel)
			if perLevel > c.perLevel+0.25 {
				t.Errorf("each level of the recursion keeps %.2f of Go's frames, not %g: the token calls did not leave their chains", perLevel, c.perLevel)
			}
		})
	}
}
