//go:build !nosqlite

package sqlite_test

import (
	"context"
	"fmt"
	"testing"
	"time"

	"github.com/forthling/forthling/buildtags"
	"github.com/forthling/forthling/core"
)

// FuzzSQL runs any SQL text through DB-EXEC, DB-PREPARE and DB-QUERY: each
// call ends with a result or a Forth error that a program can expect (SQL
// error, sandbox refusal, a limit, memory), never an internal error, and
// within the time limit.
func FuzzSQL(f *testing.F) {
	for _, seed := range []string{
		"CREATE TABLE t(x); INSERT INTO t VALUES (1), ('a'), (x'00'), (NULL); SELECT * FROM t",
		"SELECT 1; SELECT 2",
		"WITH RECURSIVE c(i) AS (SELECT 1 UNION ALL SELECT i+1 FROM c) SELECT count(*) FROM c",
		"ATTACH 'x.db' AS x",
		"VACUUM INTO 'x.db'",
		"SELECT load_extension('x')",
		"PRAGMA temp_store_directory='/tmp'",
		"CREATE VIRTUAL TABLE f USING fts5(a); INSERT INTO f VALUES ('hello world'); SELECT * FROM f WHERE f MATCH 'hello'",
		"SELECT json_group_array(value) FROM json_each('[1,2,3]')",
		"SELECT randomblob(100000000)",
		"SELECT zeroblob(1e9)",
		"SELECT printf('%.*c', 1000000000, 'x')",
		"CREATE TRIGGER tr AFTER INSERT ON t BEGIN INSERT INTO t VALUES (1); END",
		"SELECT ?1, :a, @b, $c",
		"select 'a\x00b'",
		"\xff\xfe",
		"",
	} {
		f.Add(seed)
	}
	f.Fuzz(func(t *testing.T, sql string) {
		l := core.DefaultLimits
		l.Time = 2 * time.Second
		l.Steps = 2_000_000
		s, err := buildtags.NewSession(core.Options{Limits: l})
		if err != nil {
			t.Fatal(err)
		}
		defer s.Close()
		// no call runs yet: the test may write into the machine
		m := s.Machine()
		a, ior := m.Allocate(int64(len(sql)))
		if ior != 0 {
			t.Skip("the SQL text does not fit in the Forth memory")
		}
		m.PutBytes(a, []byte(sql))
		code := fmt.Sprintf(`ALSO SQLITE S" :memory:" DB-OPEN THROW CONSTANT DB
			DB %[1]d %[2]d DB-EXEC DROP
			DB %[1]d %[2]d DB-PREPARE NIP 0= [IF] DB %[1]d %[2]d DB-QUERY DROP 2DROP [THEN]
			DB S" SELECT 1" DB-QUERY THROW 2DROP`, a, len(sql))
		start := time.Now()
		r := s.Eval(context.Background(), core.Request{Code: code})
		if took := time.Since(start); took > 4*time.Second {
			t.Errorf("%q: the call took %v", sql, took)
		}
		if e := r.Error; e != nil {
			switch e.Code {
			case core.ErrLimit, core.ErrAllocate:
			default:
				t.Errorf("%q: %s", sql, r.Text())
			}
		}
	})
}
