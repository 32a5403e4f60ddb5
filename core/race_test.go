package core_test

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"os/exec"
	"sync"
	"testing"

	"github.com/forthling/forthling/buildtags"
	"github.com/forthling/forthling/core"
)

// inFreshProcess reports whether the test runs in the fresh process it
// asked for by setting env; if not, it runs itself there and reports the
// outcome as its own.
func inFreshProcess(t *testing.T, env string) bool {
	if os.Getenv(env) != "" {
		return true
	}
	cmd := exec.Command(os.Args[0], "-test.run=^"+t.Name()+"$", "-test.count=1")
	cmd.Env = append(os.Environ(), env+"=1")
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("in a fresh process: %v\n%s", err, out)
	}
	return false
}

// Sessions made from many goroutines at once, before any other session of
// the process, all come up whole: the first builds the system image and the
// others wait for it. The test runs itself again in a fresh process, where
// no session exists yet (run with -race to see the data race it guards).
func TestNewSessionConcurrent(t *testing.T) {
	if !inFreshProcess(t, "FORTHLING_FIRST_SESSIONS") {
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

// Images written and read from many goroutines at once, the first of the
// process among them, come out whole: the build identity, the table of
// the system's codes and the zstd encoder are made once and shared (run
// with -race to check that they are shared safely). It runs in a fresh
// process, where none of them exists yet.
func TestImagesConcurrent(t *testing.T) {
	if !inFreshProcess(t, "FORTHLING_FIRST_IMAGES") {
		return
	}
	const n = 8
	var wg sync.WaitGroup
	for i := range n {
		wg.Add(1)
		go func() {
			defer wg.Done()
			s, err := buildtags.NewSession(core.Options{})
			if err != nil {
				t.Error(err)
				return
			}
			defer s.Close()
			s.Eval(context.Background(), core.Request{Code: fmt.Sprintf(": N %d ; : C CREATE , DOES> @ ; N C T", i)})
			var buf bytes.Buffer
			if err := s.WriteImage(&buf); err != nil {
				t.Error(err)
				return
			}
			back, err := buildtags.ReadSession(&buf, core.Options{})
			if err != nil {
				t.Error(err)
				return
			}
			defer back.Close()
			if r := back.Eval(context.Background(), core.Request{Code: "N . T ."}); r.Output != fmt.Sprintf("%d %d ", i, i) {
				t.Errorf("session %d read back prints %q", i, r.Output)
			}
		}()
	}
	wg.Wait()
}
