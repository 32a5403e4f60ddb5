package store

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/forthling/forthling/buildtags"
	"github.com/forthling/forthling/core"
)

// system is the build's system, which sessions are read into.
func system(t *testing.T) *core.Image {
	t.Helper()
	img, err := buildtags.Image()
	if err != nil {
		t.Fatal(err)
	}
	return img
}

func eval(t *testing.T, s *core.Session, code string) string {
	t.Helper()
	r := s.Eval(context.Background(), core.Request{Code: code})
	if r.Error != nil {
		t.Fatalf("%s: %v", code, r.Error)
	}
	return r.Output
}

// sessionsMove parks a session on one server and takes it on another,
// where its words and files are as they were; an ended session is gone.
func sessionsMove(t *testing.T, first, second Store) {
	ctx := context.Background()
	key := "handle-" + newToken()
	if _, _, err := Take(ctx, first, system(t), key, core.Options{}); !errors.Is(err, ErrNotFound) {
		t.Fatalf("Take of a session never written: %v, want ErrNotFound", err)
	}
	lease, err := first.Acquire(ctx, key)
	if err != nil {
		t.Fatal(err)
	}
	s, err := buildtags.NewSession(core.Options{})
	if err != nil {
		t.Fatal(err)
	}
	eval(t, s, `: SQ DUP * ; VARIABLE V 7 V ! 3 4`)
	s.Eval(ctx, core.Request{Code: "", Files: map[string]string{"notes.txt": "kept"}})
	if err := Save(ctx, first, lease, s); err != nil {
		t.Fatal(err)
	}
	if _, _, err := Take(ctx, second, system(t), key, core.Options{}); !errors.Is(err, ErrHeld) {
		t.Fatalf("Take of a live session: %v, want ErrHeld", err)
	}
	if err := Park(ctx, first, lease, s); err != nil {
		t.Fatal(err)
	}
	moved, lease2, err := Take(ctx, second, system(t), key, core.Options{})
	if err != nil {
		t.Fatal(err)
	}
	got := eval(t, moved, `. . 5 SQ . V @ . S" notes.txt" R/O OPEN-FILE THROW PAD 10 ROT READ-FILE THROW PAD SWAP TYPE`)
	if got != "4 3 25 7 kept" {
		t.Fatalf("the moved session says %q", got)
	}
	if err := End(ctx, second, lease2, moved); err != nil {
		t.Fatal(err)
	}
	if _, _, err := Take(ctx, first, system(t), key, core.Options{}); !errors.Is(err, ErrNotFound) {
		t.Fatalf("Take of an ended session: %v, want ErrNotFound", err)
	}
}

func TestSessionsMoveThroughADirectory(t *testing.T) {
	d, err := OpenDir(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	sessionsMove(t, d, d)
}

func TestSessionsMoveThroughRedis(t *testing.T) {
	url := startRedis(t)
	sessionsMove(t, openRedis(t, url, time.Second), openRedis(t, url, time.Second))
}

// TestADeadServersSessionMoves: a server that dies after writing an image
// and running more calls loses only those calls; another server takes the
// session once the lease has run out.
func TestADeadServersSessionMoves(t *testing.T) {
	url := startRedis(t)
	ctx := context.Background()
	const ttl = 300 * time.Millisecond
	dying, err := OpenRedis(ctx, url, ttl)
	if err != nil {
		t.Fatal(err)
	}
	other := openRedis(t, url, ttl)
	// the session is made before the lease is taken, so that only the
	// save runs under the short lease, also on a busy machine
	s, _ := buildtags.NewSession(core.Options{})
	eval(t, s, ": KEPT 1 ;")
	lease, err := dying.Acquire(ctx, "moving")
	if err != nil {
		t.Fatal(err)
	}
	if err := Save(ctx, dying, lease, s); err != nil {
		t.Fatal(err)
	}
	eval(t, s, ": LOST 2 ;")
	dying.Close() // the server dies before it writes again
	var moved *core.Session
	for deadline := time.Now().Add(5 * ttl); moved == nil; time.Sleep(20 * time.Millisecond) {
		moved, _, err = Take(ctx, other, system(t), "moving", core.Options{})
		if err != nil && !errors.Is(err, ErrHeld) {
			t.Fatal(err)
		}
		if time.Now().After(deadline) {
			t.Fatal("the dead server's session was not taken")
		}
	}
	if got := eval(t, moved, "KEPT . [DEFINED] LOST ."); got != "1 0 " {
		t.Fatalf("the moved session says %q, want its words up to the last image", got)
	}
}
