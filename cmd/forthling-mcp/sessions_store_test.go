package main

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"os"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/forthling/forthling/buildtags"
	"github.com/forthling/forthling/cmd/internal/auth"
	"github.com/forthling/forthling/cmd/internal/store"
	"github.com/forthling/forthling/core"
)

// sessionsInDir are the sessions of an HTTP server that keeps images in a
// directory of the test's, parking sessions idle for park (0: never).
func sessionsInDir(t testing.TB, max int, park time.Duration) *sessions {
	t.Helper()
	dir, err := store.OpenDir(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	sys, err := buildtags.Image()
	if err != nil {
		t.Fatal(err)
	}
	ss, err := newHTTPSessions(core.Options{Limits: fuzzLimits}, max, time.Minute, images{store: dir, sys: sys, park: park, log: slog.New(slog.NewTextHandler(os.Stderr, nil))})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(ss.close)
	return ss
}

// evalSession runs code in its turn, as a tool call does, and returns the
// output; a session parked meanwhile is found again.
func evalSession(ss *sessions, handle string, owner auth.Principal, code string) (string, error) {
	for {
		ls, err := ss.find(handle, owner)
		if err != nil {
			return "", err
		}
		if err := ls.begin(context.Background()); err != nil {
			return "", err
		}
		if ls.parked.Load() {
			ls.done()
			continue
		}
		r := ls.session.Eval(context.Background(), core.Request{Code: code})
		ls.done()
		if r.Error != nil {
			return "", r.Error
		}
		return r.Output, nil
	}
}

// Sessions used, parked to make room and read back from many goroutines
// at once keep their words, stay within the cap, and only their owner
// finds them.
func TestParkedSessionsUnderConcurrentUse(t *testing.T) {
	ss := sessionsInDir(t, 3, 5*time.Millisecond)
	var wg sync.WaitGroup
	for g := range 6 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			owner := auth.Principal(fmt.Sprint("p", g))
			ls, err := ss.create(owner)
			for errors.As(err, new(errFull)) {
				// every session in memory is busy being made: none to park
				time.Sleep(time.Millisecond)
				ls, err = ss.create(owner)
			}
			if err != nil {
				t.Error(err)
				return
			}
			handle := ls.handle
			for i := range 20 {
				code := fmt.Sprintf(": w%d %d ; w%d .", i, g*100+i, i)
				out, err := evalSession(ss, handle, owner, code)
				for errors.As(err, new(errFull)) {
					// every session in memory has a call running: none
					// may be parked to read this one back now, and the
					// call is refused before it runs; it is made again,
					// as a client would, since the words after it and
					// the check at the end need its word
					time.Sleep(time.Millisecond)
					out, err = evalSession(ss, handle, owner, code)
				}
				if err != nil {
					t.Errorf("goroutine %d, call %d: %v", g, i, err)
					return
				}
				if want := fmt.Sprint(g*100+i, " "); out != want {
					t.Errorf("goroutine %d, call %d: %q, want %q", g, i, out, want)
				}
				if _, err := ss.find(handle, "someone-else"); err == nil {
					t.Error("another principal found the session")
				}
				if n := ss.count(); n > 3 {
					t.Errorf("%d sessions in memory, over the cap of 3", n)
				}
				time.Sleep(time.Millisecond)
			}
			out, err := evalSession(ss, handle, owner, "w0 .")
			for errors.As(err, new(errFull)) {
				time.Sleep(time.Millisecond)
				out, err = evalSession(ss, handle, owner, "w0 .")
			}
			if err != nil || out != fmt.Sprint(g*100, " ") {
				t.Errorf("goroutine %d, the first word at the end: %q, %v", g, out, err)
			}
		}()
	}
	wg.Wait()
}

// FuzzStoredSessionsKeepToTheirOwner asks a server that keeps images for
// any handle as any principal: only the owner's request for the handle of
// a parked session finds it, and nothing else finds anything.
func FuzzStoredSessionsKeepToTheirOwner(f *testing.F) {
	f.Add("", "alice")
	f.Add("AAAA", "")
	f.Add("handle\x00alice", "alice")
	f.Add("../../etc/passwd", "bob")
	f.Fuzz(func(t *testing.T, handle, owner string) {
		ss := sessionsInDir(t, 4, 0)
		ls, err := ss.create("alice")
		if err != nil {
			t.Fatal(err)
		}
		if !ss.park(ls) {
			t.Fatal("an idle session was not parked")
		}
		found, err := ss.find(handle, auth.Principal(owner))
		if handle == ls.handle && owner == "alice" {
			if err != nil {
				t.Fatalf("the owner does not find its parked session: %v", err)
			}
			return
		}
		if err == nil {
			t.Fatalf("%q as %q found the session %q of alice", handle, owner, found.handle)
		}
		if !strings.Contains(err.Error(), "is gone") {
			t.Fatalf("%q as %q: %v, want the session gone", handle, owner, err)
		}
	})
}
