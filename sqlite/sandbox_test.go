//go:build !nosqlite

package sqlite_test

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/forthling/forthling/buildtags"
	"github.com/forthling/forthling/core"
)

// newSession makes a session with the server's limits changed by change,
// with a database in the constant DB.
func newSession(t *testing.T, change func(*core.Limits)) *core.Session {
	t.Helper()
	l := core.DefaultLimits
	if change != nil {
		change(&l)
	}
	s, err := buildtags.NewSession(core.Options{Limits: l})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(s.Close)
	run(t, s, `ALSO SQLITE S" :memory:" DB-OPEN THROW CONSTANT DB`, "")
	return s
}

// run runs code and checks that its output is want ("" checks nothing),
// failing on any error.
func run(t *testing.T, s *core.Session, code, want string) {
	t.Helper()
	r := s.Eval(context.Background(), core.Request{Code: code})
	if r.Error != nil {
		t.Fatalf("%s\n%s", code, r.Text())
	}
	if want != "" && r.Output != want {
		t.Errorf("%s\nprints %q, want %q", code, r.Output, want)
	}
}

// sqlText is SQL as the text of an S\" string.
func sqlText(sql string) string {
	return strings.NewReplacer(`\`, `\\`, `"`, `\"`).Replace(sql)
}

// Every way to reach a file, load code or undo the sandbox is refused with
// ior -260 and a reason, and no file appears.
func TestSandboxRefusals(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "escape.db")
	refused := []string{
		fmt.Sprintf("ATTACH '%s' AS x", file),
		fmt.Sprintf("ATTACH 'file:%s?mode=rwc' AS x", file),
		"ATTACH ':memory:' AS x",
		"DETACH main",
		fmt.Sprintf("VACUUM INTO '%s'", file),
		"VACUUM",
		"SELECT load_extension('/lib/x86_64-linux-gnu/libc.so.6')",
		"SELECT load_extension('libc.so.6', 'puts')",
		fmt.Sprintf("PRAGMA temp_store_directory = '%s'", dir),
		fmt.Sprintf("PRAGMA data_store_directory = '%s'", dir),
		"PRAGMA temp_store = FILE",
		"PRAGMA journal_mode = WAL",
		"PRAGMA main.max_page_count = 1000000",
		"PRAGMA temp.max_page_count = 1000000",
		"PRAGMA page_size = 65536",
		"PRAGMA mmap_size = 268435456",
		"PRAGMA writable_schema = ON",
		"PRAGMA schema_version = 99",
		"PRAGMA trusted_schema = ON",
		"PRAGMA hard_heap_limit = 0",
		"PRAGMA soft_heap_limit = 0",
		"PRAGMA cache_size = -10000000",
		"PRAGMA wal_checkpoint",
		"PRAGMA shrink_memory",
		"CREATE VIRTUAL TABLE p USING sqlite_dbpage",
		"CREATE VIRTUAL TABLE s USING dbstat",
	}
	s := newSession(t, nil)
	for _, sql := range refused {
		code := fmt.Sprintf(`DB S\" %s" DB-EXEC . DB-ERROR TYPE`, sqlText(sql))
		r := s.Eval(context.Background(), core.Request{Code: code})
		if r.Error != nil {
			t.Errorf("%s: %v", sql, r.Error)
			continue
		}
		if !strings.HasPrefix(r.Output, "-260 ") || !strings.Contains(r.Output, "refused") && !strings.Contains(r.Output, "not set") {
			t.Errorf("%s: want -260 and a reason, got %q", sql, r.Output)
		}
	}
	entries, err := os.ReadDir(dir)
	if err != nil || len(entries) != 0 {
		t.Errorf("files appeared in %s: %v %v", dir, entries, err)
	}
	// the settings stay what the sandbox made them
	run(t, s, `DB S" PRAGMA temp_store" DB-QUERY THROW TYPE`, `[{"temp_store":2}]`)
	run(t, s, `DB S" PRAGMA journal_mode" DB-QUERY THROW TYPE`, `[{"journal_mode":"memory"}]`)
	run(t, s, `DB S" PRAGMA database_list" DB-QUERY THROW TYPE`, `[{"seq":0,"name":"main","file":""},{"seq":1,"name":"temp","file":""}]`)
}

// What the sandbox allows: reading the settings, the harmless pragmas and
// the virtual tables that keep their data in the database.
func TestSandboxAllows(t *testing.T) {
	s := newSession(t, nil)
	for _, sql := range []string{
		"CREATE TABLE t(a INTEGER PRIMARY KEY, b TEXT)",
		"PRAGMA table_info(t)",
		"PRAGMA foreign_keys = ON",
		"PRAGMA user_version = 7",
		"PRAGMA integrity_check",
		"PRAGMA page_size",
		"PRAGMA max_page_count",
		"CREATE VIRTUAL TABLE f USING fts5(body)",
		"CREATE VIRTUAL TABLE r USING rtree(id, x0, x1)",
		"SELECT * FROM json_each('[1,2]')",
		"CREATE TEMP TABLE tt(x)",
		"BEGIN; SAVEPOINT a; RELEASE a; COMMIT",
	} {
		run(t, s, fmt.Sprintf(`DB S\" %s" DB-EXEC DB-CHECK`, sqlText(sql)), "")
	}
	run(t, s, `DB S" PRAGMA user_version" DB-QUERY THROW TYPE`, `[{"user_version":7}]`)
}

// A statement still running at the call's time limit is interrupted; the
// call ends with -258 and the database stays usable in the next call.
func TestTimeLimitInterrupts(t *testing.T) {
	s := newSession(t, func(l *core.Limits) { l.Time = 200 * time.Millisecond; l.Steps = core.Ceilings.Steps })
	start := time.Now()
	r := s.Eval(context.Background(), core.Request{Code: `DB S" CREATE TABLE t(x); WITH RECURSIVE c(i) AS (SELECT 1 UNION ALL SELECT i+1 FROM c) INSERT INTO t SELECT i FROM c WHERE i < 10 OR i > 1e15" DB-EXEC`})
	if took := time.Since(start); took > time.Second {
		t.Errorf("the call took %v with a time limit of 200ms", took)
	}
	if r.Error == nil || r.Error.Code != core.ErrLimit || r.Error.Detail != "time" {
		t.Fatalf("want -258 limit exceeded: time, got %s", r.Text())
	}
	// the interrupted INSERT was rolled back: none of its rows are there
	run(t, s, `DB S" SELECT count(*) AS n FROM t" DB-QUERY THROW TYPE`, `[{"n":0}]`)
}

// A statement stepped across calls is interrupted in the call it runs in.
func TestTimeLimitInterruptsAStep(t *testing.T) {
	s := newSession(t, func(l *core.Limits) { l.Time = 200 * time.Millisecond; l.Steps = core.Ceilings.Steps })
	run(t, s, `DB S" WITH RECURSIVE c(i) AS (SELECT 1 UNION ALL SELECT i+1 FROM c) SELECT i FROM c WHERE i = 1 OR i > 1e12" DB-PREPARE THROW CONSTANT Q
		Q DB-STEP THROW . Q 0 DB-INT .`, "-1 1 ")
	r := s.Eval(context.Background(), core.Request{Code: `Q DB-STEP`})
	if r.Error == nil || r.Error.Code != core.ErrLimit || r.Error.Detail != "time" {
		t.Fatalf("want -258 limit exceeded: time, got %s", r.Text())
	}
	run(t, s, `Q DB-RESET Q DB-STEP THROW . Q 0 DB-INT .`, "-1 1 ")
}

// Cancelling the call interrupts the statement with -259.
func TestCancelInterrupts(t *testing.T) {
	s := newSession(t, func(l *core.Limits) { l.Time = 10 * time.Second; l.Steps = core.Ceilings.Steps })
	ctx, cancel := context.WithCancel(context.Background())
	time.AfterFunc(100*time.Millisecond, cancel)
	r := s.Eval(ctx, core.Request{Code: `DB S" WITH RECURSIVE c(i) AS (SELECT 1 UNION ALL SELECT i+1 FROM c) SELECT count(*) FROM c" DB-EXEC`})
	if r.Error == nil || r.Error.Code != core.ErrCancelled {
		t.Fatalf("want -259, got %s", r.Text())
	}
}

// The step limit stops SQL work too, and a program cannot CATCH it.
func TestStepLimitStopsSQL(t *testing.T) {
	s := newSession(t, func(l *core.Limits) { l.Steps = 100_000 })
	r := s.Eval(context.Background(), core.Request{Code: `: Q DB S" WITH RECURSIVE c(i) AS (SELECT 1 UNION ALL SELECT i+1 FROM c) SELECT count(*) FROM c" DB-EXEC ; ' Q CATCH .( caught)`})
	if r.Error == nil || r.Error.Code != core.ErrLimit || r.Error.Detail != "steps" || strings.Contains(r.Output, "caught") {
		t.Fatalf("want -258 limit exceeded: steps, got %s", r.Text())
	}
}

// Reset closes the session's databases: the next session has none.
func TestResetClosesDatabases(t *testing.T) {
	s := newSession(t, nil)
	run(t, s, `DB S" CREATE TABLE t(x)" DB-EXEC THROW`, "")
	if err := s.Reset(); err != nil {
		t.Fatal(err)
	}
	r := s.Eval(context.Background(), core.Request{Code: `ALSO SQLITE 1 DB-CLOSE`})
	if r.Error == nil || r.Error.Code != core.ErrVocabularyMisuse {
		t.Fatalf("want -266 for a database of before the reset, got %s", r.Text())
	}
}
