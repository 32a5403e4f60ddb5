package core_test

import (
	"context"
	"os"
	"os/exec"
	"sync"
	"testing"

	"github.com/forthling/forthling/buildtags"
	"github.com/forthling/forthling/core"
)

// Sessions made from many goroutines at once, before any other session of
// the process, all come up whole: the first builds the system image and the
// others wait for it. The test runs itself again in a fresh process, where
// no session exists yet (run with -race to see the data race it guards).
func TestNewSessionConcurrent(t *testing.T) {
	if os.Getenv("FORTHLING_FIRST_SESSIONS") == "" {
		cmd := exec.Command(os.Args[0], "-test.run=^TestNewSessionConcurrent$", "-test.count=1")
		cmd.Env = append(os.Environ(), "FORTHLING_FIRST_SESSIONS=1")
		if out, err := cmd.CombinedOutput(); err != nil {
			t.Fatalf("sessions made at once in a fresh process: %v\n%s", err, out)
		}
		return
	}
	const n = 8
	var wg sync.WaitGroup
	for range n {
		wg.Add(1)
		go func() {
			defer wg.Done()
			s, err := buildtags.NewSession(core.Options{})
			if err != nil {
				t.Error(err)
				return
			}
			defer s.Close()
			if r := s.Eval(context.Background(), core.Request{Code: "1 2 + ."}); r.Output != "3 " {
				t.Errorf("1 2 + . printed %q, want %q", r.Output, "3 ")
			}
		}()
	}
	wg.Wait()
}
