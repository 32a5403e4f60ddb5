//go:build !nosqlite

package sqlite_test

import (
	"context"
	"testing"

	"github.com/forthling/forthling/buildtags"
	"github.com/forthling/forthling/core"
	"github.com/forthling/forthling/sqlite"
)

// Reset and Close release the SQLite connections of the session.
func TestConnectionsClosed(t *testing.T) {
	before := sqlite.OpenConnections()
	s, err := buildtags.NewSession(core.Options{})
	if err != nil {
		t.Fatal(err)
	}
	open := `ALSO SQLITE S" :memory:" DB-OPEN THROW DROP S" :memory:" DB-OPEN THROW DROP`
	if r := s.Eval(context.Background(), core.Request{Code: open}); r.Error != nil {
		t.Fatal(r.Text())
	}
	if n := sqlite.OpenConnections(); n != before+2 {
		t.Fatalf("%d connections open, want %d", n, before+2)
	}
	if err := s.Reset(); err != nil {
		t.Fatal(err)
	}
	if n := sqlite.OpenConnections(); n != before {
		t.Errorf("after a reset %d connections are open, want %d", n, before)
	}
	if r := s.Eval(context.Background(), core.Request{Code: open}); r.Error != nil {
		t.Fatal(r.Text())
	}
	s.Close()
	if n := sqlite.OpenConnections(); n != before {
		t.Errorf("after Close %d connections are open, want %d", n, before)
	}
}
