package core_test

import (
	"context"
	"testing"

	"github.com/forthling/forthling/buildtags"
	"github.com/forthling/forthling/core"
)

// benchImage is the booted system the benchmarks start sessions from.
func benchImage(b *testing.B) *core.Image {
	b.Helper()
	img, err := buildtags.Image()
	if err != nil {
		b.Fatal(err)
	}
	return img
}

// BenchmarkNewSession is what forth_reset and a server's start cost: a
// session copied from the booted system.
func BenchmarkNewSession(b *testing.B) {
	img := benchImage(b)
	b.ReportAllocs()
	for b.Loop() {
		s, err := img.NewSession(core.Options{})
		if err != nil {
			b.Fatal(err)
		}
		s.Close()
	}
}

// BenchmarkEval is one small call through the session API.
func BenchmarkEval(b *testing.B) {
	img := benchImage(b)
	s, err := img.NewSession(core.Options{})
	if err != nil {
		b.Fatal(err)
	}
	defer s.Close()
	ctx := context.Background()
	b.ReportAllocs()
	for b.Loop() {
		r := s.Eval(ctx, core.Request{Code: "1 2 + ."})
		if r.Error != nil || r.Output != "3 " {
			b.Fatalf("1 2 + . gives %q, %v", r.Output, r.Error)
		}
	}
}

// allocsAfter defines setup in a fresh session of the build's system and
// returns what counts the allocations of a call of code in it.
func allocsAfter(t *testing.T, setup string) func(code string) float64 {
	img, err := buildtags.Image()
	if err != nil {
		t.Fatal(err)
	}
	s, err := img.NewSession(core.Options{})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(s.Close)
	ctx := context.Background()
	if r := s.Eval(ctx, core.Request{Code: setup}); r.Error != nil {
		t.Fatal(r.Error)
	}
	return func(code string) float64 {
		return testing.AllocsPerRun(20, func() {
			if r := s.Eval(ctx, core.Request{Code: code}); r.Error != nil {
				t.Fatal(r.Error)
			}
		})
	}
}

// TestNoAllocationPerWord makes sure that running words allocates nothing:
// a call that runs a hundred thousand words allocates what a call of a few
// words does (the call's own bookkeeping).
func TestNoAllocationPerWord(t *testing.T) {
	allocs := allocsAfter(t, `: inner ( n -- n ) DUP 1 AND IF 1+ ELSE 2 + THEN ;
	          : work ( -- n ) 0 20000 0 DO I inner + LOOP ;`)
	one, many := allocs("0 inner DROP"), allocs("work DROP")
	if many > one {
		t.Errorf("a call of 100000 words allocates %.0f times, one that runs a few words %.0f", many, one)
	}
}

// TestNoAllocationPerCaughtThrow holds a THROW that CATCH catches in the
// word it runs to no allocation: the error is made only when something
// asks for it.
func TestNoAllocationPerCaughtThrow(t *testing.T) {
	allocs := allocsAfter(t, `: risky ( n -- n ) DUP 3 AND 0= IF 7 THROW THEN 1+ ;
	          : tries ( n -- sum ) 0 SWAP 0 DO I ['] risky CATCH IF DROP 100 THEN + LOOP ;`)
	// a few allocations of the call may come and go with its length (the
	// clock's checkpoints); one per THROW would be a thousand
	one, many := allocs("4 tries DROP"), allocs("4000 tries DROP")
	if many > one+10 {
		t.Errorf("1000 THROWs caught allocate %.0f times, one %.0f", many, one)
	}
}

// BenchmarkBoot is what every process pays before its first word runs:
// the system booted from its word sets (the runner and the server boot it
// once, on their first session).
func BenchmarkBoot(b *testing.B) {
	build := buildtags.Build()
	b.ReportAllocs()
	for b.Loop() {
		if _, err := core.NewImage(build); err != nil {
			b.Fatal(err)
		}
	}
}
