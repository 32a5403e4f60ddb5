package wordsets_test

import (
	"context"
	"testing"
	"time"

	"github.com/forthling/forthling/buildtags"
	"github.com/forthling/forthling/core"
)

// MS must stop as soon as the client cancels the call, however long the
// wait it was asked for.
func TestMSStopsWhenCancelled(t *testing.T) {
	s, err := buildtags.NewSession(core.Options{Limits: core.Limits{Memory: 1 << 20, Time: 0}})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	ctx, cancel := context.WithCancel(context.Background())
	time.AfterFunc(50*time.Millisecond, cancel)
	start := time.Now()
	r := s.Eval(ctx, core.Request{Code: "100000 MS"})
	if took := time.Since(start); took > 2*time.Second {
		t.Errorf("MS went on for %v after the call was cancelled", took)
	}
	if r.Error == nil || r.Error.Code != core.ErrCancelled {
		t.Fatalf("want error %d (cancelled), got %v", core.ErrCancelled, r.Error)
	}
}
