//go:build !nosqlite

package sqlite

import (
	"context"
	"testing"

	"github.com/forthling/forthling/core"
)

func openConnections() int {
	callbacks.Lock()
	defer callbacks.Unlock()
	return len(callbacks.conns)
}

// Reset and Close release the SQLite connections of the session.
func TestConnectionsClosed(t *testing.T) {
	before := openConnections()
	s, err := core.NewSession(core.Options{})
	if err != nil {
		t.Fatal(err)
	}
	open := `ALSO SQLITE S" :memory:" DB-OPEN THROW DROP S" :memory:" DB-OPEN THROW DROP`
	if r := s.Eval(context.Background(), core.Request{Code: open}); r.Error != nil {
		t.Fatal(r.Text())
	}
	if n := openConnections(); n != before+2 {
		t.Fatalf("%d connections open, want %d", n, before+2)
	}
	if err := s.Reset(); err != nil {
		t.Fatal(err)
	}
	if n := openConnections(); n != before {
		t.Errorf("after a reset %d connections are open, want %d", n, before)
	}
	if r := s.Eval(context.Background(), core.Request{Code: open}); r.Error != nil {
		t.Fatal(r.Text())
	}
	s.Close()
	if n := openConnections(); n != before {
		t.Errorf("after Close %d connections are open, want %d", n, before)
	}
}
