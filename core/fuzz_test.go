package core_test

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/forthling/forthling/core"
	"github.com/forthling/forthling/internal/scripttest"
)

// fuzzLimits are small, so that an input that runs away ends soon.
var fuzzLimits = core.Limits{
	Memory: core.MinMemory,
	Steps:  200_000,
	Time:   time.Second,
	Output: 64 << 10,
	Space:  256 << 10,
	Files:  64 << 10,
}

// fuzzMargin is how far past its time limit a call may end. The fuzzer looks
// for calls that run on and on; the machine it runs on may be busy with
// other tests, so the margin is wide. TestTimeLimitEndsEveryKindOfWork holds
// the engine to 100 ms on purpose-built programs.
const fuzzMargin = 2 * time.Second

// FuzzEval feeds arbitrary source to fresh sessions, of the fused compiler
// and of the plain one. Eval must never panic, must end within its time
// limit, must keep output and space within their limits, and the two
// compilers must give the same result, steps included, unless the time
// limit cut a call short. The code may hold several calls, split as in the
// script tests.
func FuzzEval(f *testing.F) {
	for _, seed := range scriptSeeds(f) {
		f.Add(seed)
	}
	fused, plain := scripttest.Systems(f)
	f.Fuzz(func(t *testing.T, code string) {
		calls := strings.Split(code, "\n"+scripttest.CallSeparator+"\n")
		a := runCalls(t, fused, calls)
		b := runCalls(t, plain, calls)
		for i := range a {
			if timedOut(a[i]) || timedOut(b[i]) {
				return
			}
			if at, bt := a[i].Text(), b[i].Text(); at != bt || a[i].Steps != b[i].Steps {
				t.Fatalf("call %d: fused and plain code differ\nfused (%d steps):\n%s\nplain (%d steps):\n%s", i+1, a[i].Steps, at, b[i].Steps, bt)
			}
		}
	})
}

// runCalls runs the calls in a fresh session of img and checks the bounds
// every call must keep.
func runCalls(t *testing.T, img *core.Image, calls []string) []*core.Result {
	t.Helper()
	s, err := img.NewSession(core.Options{Limits: fuzzLimits})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	var results []*core.Result
	for i, code := range calls {
		start := time.Now()
		r := evalNoPanic(t, s, code)
		if took := time.Since(start); took > fuzzLimits.Time+fuzzMargin {
			t.Fatalf("call %d took %v, past its time limit of %v", i+1, took, fuzzLimits.Time)
		}
		if int64(len(r.Output)) > fuzzLimits.Output {
			t.Fatalf("call %d printed %d bytes, past its output limit", i+1, len(r.Output))
		}
		if used := s.Machine().SpaceUsed(); used > fuzzLimits.Space {
			t.Fatalf("call %d: the session uses %d bytes of space, past its limit", i+1, used)
		}
		if r.Error != nil && r.Error.Code == core.ErrInternal {
			t.Fatalf("call %d: internal error, a bug in forthling:\n%s", i+1, r.Text())
		}
		results = append(results, r)
	}
	return results
}

func evalNoPanic(t *testing.T, s *core.Session, code string) (r *core.Result) {
	t.Helper()
	defer func() {
		if p := recover(); p != nil {
			t.Fatalf("Eval panicked: %v", p)
		}
	}()
	return s.Eval(context.Background(), core.Request{Code: code})
}

func timedOut(r *core.Result) bool {
	return r.Error != nil && r.Error.Code == core.ErrLimit && r.Error.Detail == "time"
}

// scriptSeeds are the code of every script test case of the engine.
func scriptSeeds(f *testing.F) []string {
	var seeds []string
	for _, dir := range []string{"testdata", "../compile/testdata", "../wordsets/testdata"} {
		files, _ := filepath.Glob(filepath.Join(dir, "*.fth"))
		for _, file := range files {
			text, err := os.ReadFile(file)
			if err != nil {
				f.Fatal(err)
			}
			cases, err := scripttest.Parse(file, string(text))
			if err != nil {
				f.Fatal(err)
			}
			for _, c := range cases {
				seeds = append(seeds, c.Code)
			}
		}
	}
	return seeds
}
