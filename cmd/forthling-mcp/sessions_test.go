package main

import (
	"context"
	"fmt"
	"slices"
	"sync"
	"testing"
	"time"

	"github.com/forthling/forthling/cmd/internal/auth"
	"github.com/forthling/forthling/core"
)

// Calls in one session take their turns in the order they came, and one
// that gives up waiting leaves the line without holding up the rest.
func TestTurnsAreFirstComeFirstServed(t *testing.T) {
	var q turnQueue
	if err := q.take(context.Background()); err != nil {
		t.Fatal(err)
	}
	var mu sync.Mutex
	var order []int
	var wg sync.WaitGroup
	cancelled, cancel := context.WithCancel(context.Background())
	for i := range 5 {
		ctx := context.Background()
		if i == 2 {
			ctx = cancelled
		}
		wg.Add(1)
		go func() {
			defer wg.Done()
			if err := q.take(ctx); err != nil {
				return
			}
			mu.Lock()
			order = append(order, i)
			mu.Unlock()
			q.give()
		}()
		// the next comes after this one is in line
		for {
			q.mu.Lock()
			n := len(q.waiting)
			q.mu.Unlock()
			if n == i+1 {
				break
			}
			time.Sleep(time.Millisecond)
		}
	}
	cancel()
	for {
		q.mu.Lock()
		n := len(q.waiting)
		q.mu.Unlock()
		if n == 4 {
			break
		}
		time.Sleep(time.Millisecond)
	}
	q.give()
	wg.Wait()
	if !slices.Equal(order, []int{0, 1, 3, 4}) {
		t.Errorf("turns in the order %v, want 0 1 3 4 (2 gave up)", order)
	}
	if q.busy || len(q.waiting) > 0 {
		t.Errorf("the queue is left busy %v with %d waiting", q.busy, len(q.waiting))
	}
}

// Handles are long, random and fit a header as they are.
func TestHandlesAreUnguessable(t *testing.T) {
	seen := map[string]bool{}
	for range 1000 {
		h := mintHandle()
		if len(h) != 32 || seen[h] {
			t.Fatalf("handle %q: %d characters, seen before: %v", h, len(h), seen[h])
		}
		for _, c := range h {
			if !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '-' || c == '_') {
				t.Fatalf("handle %q has %q", h, c)
			}
		}
		seen[h] = true
	}
}

// Sessions made, found, used, ended and expired from many goroutines at
// once stay within the cap, belong to their owner, and none is found once
// it has ended.
func TestSessionsUnderConcurrentUse(t *testing.T) {
	ss, err := newHTTPSessions(core.Options{Limits: fuzzLimits}, 6, 30*time.Millisecond, images{})
	if err != nil {
		t.Fatal(err)
	}
	defer ss.close()
	var wg sync.WaitGroup
	for g := range 8 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			owner := auth.Principal(fmt.Sprint("p", g%2))
			other := auth.Principal(fmt.Sprint("p", 1-g%2))
			for i := range 30 {
				ls, err := ss.create(owner)
				if err != nil {
					if _, full := err.(errFull); !full {
						t.Error(err)
					}
					continue
				}
				if n := ss.count(); n > 6 {
					t.Errorf("%d sessions, over the cap of 6", n)
				}
				if _, err := ss.find(ls.handle, other); err == nil {
					t.Error("another principal found the session")
				}
				if found, err := ss.find(ls.handle, owner); err == nil {
					if found.begin(context.Background()) == nil {
						if !found.ended.Load() {
							found.session.Eval(context.Background(), core.Request{Code: fmt.Sprint(i, " DROP")})
						}
						found.done()
					}
				}
				if i%3 == 0 {
					ss.end(ls)
					if _, err := ss.find(ls.handle, owner); err == nil {
						t.Error("an ended session was found")
					}
				}
			}
		}()
	}
	wg.Wait()
	// the rest end when idle
	deadline := time.Now().Add(5 * time.Second)
	for ss.count() > 0 && time.Now().Before(deadline) {
		time.Sleep(10 * time.Millisecond)
	}
	if n := ss.count(); n > 0 {
		t.Errorf("%d sessions left after their idle time", n)
	}
}

func TestIdleTimesReadAsTheyAreGiven(t *testing.T) {
	for d, want := range map[time.Duration]string{
		30 * time.Minute:        "30m",
		2 * time.Hour:           "2h",
		90 * time.Minute:        "90m",
		90 * time.Second:        "90s",
		300 * time.Millisecond:  "300ms",
		1500 * time.Millisecond: "1500ms",
	} {
		if got := idleText(d); got != want {
			t.Errorf("%v: %q, want %q", d, got, want)
		}
	}
}
