package core_test

import (
	"context"
	"runtime/debug"
	"testing"

	"github.com/forthling/forthling/core"
)

// maxGoStack is the Go stack the deepest Forth recursion may take. The test
// sets it as the process's limit: a recursion that needed more would end
// the test process with Go's "stack exceeds" rather than a -5.
const maxGoStack = raceStackFactor * 16 << 20

// Endless recursion by every way a word can run another ends as a Forth
// error (or a caught one) long before Go's own stack limit, which would kill
// the process: core.CallDepth bounds the calls, MaxSourceDepth the nested
// EVALUATEs and MaxFileDepth the nested INCLUDEDs (-37, files nested too
// deep).
func TestEndlessRecursionIsAForthErrorByEveryPath(t *testing.T) {
	defer debug.SetMaxStack(debug.SetMaxStack(maxGoStack))
	cases := []struct {
		name, code string
		files      map[string]string
		// want is the error (0: the program catches it and ends well)
		want core.ThrowCode
	}{
		{"RECURSE", ": r RECURSE ; r", nil, core.ErrRStackOverflow},
		{"RECURSE in a branch", ": r 1 IF RECURSE THEN ; r", nil, core.ErrRStackOverflow},
		{"mutual recursion", "DEFER b : a b ; : c a ; ' c IS b c", nil, core.ErrRStackOverflow},
		{"EXECUTE", "VARIABLE x : r x @ EXECUTE ; ' r x ! r", nil, core.ErrRStackOverflow},
		{"a deferred word", "DEFER d : r d ; ' r IS d r", nil, core.ErrRStackOverflow},
		{"CATCH", "VARIABLE x : r x @ CATCH THROW ; ' r x ! r", nil, core.ErrRStackOverflow},
		{"CATCH that goes on", "VARIABLE x : r x @ CATCH DROP ; ' r x ! r", nil, 0},
		{"CATCH of a deferred word", "DEFER d : r ['] d CATCH THROW ; ' r IS d r", nil, core.ErrRStackOverflow},
		{"EVALUATE", `: r S" r" EVALUATE ; r`, nil, core.ErrRStackOverflow},
		{"EVALUATE and CATCH", `: e S" r" EVALUATE ; : r ['] e CATCH THROW ; r`, nil, core.ErrRStackOverflow},
		{"INCLUDED", `S" self.fth" INCLUDED`, map[string]string{"self.fth": `S" self.fth" INCLUDED`}, core.ErrFileIO},
		{"DOES>", "DEFER d : c CREATE DOES> DROP d ; c cc ' cc IS d cc", nil, core.ErrRStackOverflow},
		{"a quotation", ": r [: RECURSE ;] EXECUTE ; r", nil, core.ErrRStackOverflow},
		{"a quotation that runs itself", ": q [: DUP EXECUTE ;] ; q DUP EXECUTE", nil, core.ErrRStackOverflow},
		{"an immediate word while compiling", `: i S" i" EVALUATE ; IMMEDIATE : y i ;`, nil, core.ErrRStackOverflow},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			s, err := newTestSession(core.Options{})
			if err != nil {
				t.Fatal(err)
			}
			defer s.Close()
			r := s.Eval(context.Background(), core.Request{Code: tc.code, Files: tc.files})
			switch {
			case tc.want == 0 && r.Error != nil:
				t.Errorf("error, want none:\n%s", r.Text())
			case tc.want != 0 && (r.Error == nil || r.Error.Code != tc.want):
				t.Errorf("want error %d:\n%s", tc.want, r.Text())
			}
			// the session goes on
			if r := s.Eval(context.Background(), core.Request{Code: "2 3 +"}); r.Error != nil || len(r.Stack) != 1 || r.Stack[0] != 5 {
				t.Errorf("after the recursion: %s", r.Text())
			}
		})
	}
}
