package sqlite

import (
	"fmt"

	"github.com/forthling/forthling/core"
	sqlite3 "modernc.org/sqlite/lib"
)

// hookKey is where a session keeps its databases (Machine.SetHook).
const hookKey = "sqlite"

// A session may have this many databases and statements open at once; each
// database may grow to the size of the Forth memory.
const (
	maxDatabases  = 8
	maxStatements = 256
)

// session is the SQLITE state of one session: its open databases and
// statements, by handle, and the message of the last failure.
type session struct {
	m         *core.Machine
	next      int64 // the last handle given out; handles are never reused
	dbs       map[int64]*database
	stmts     map[int64]*statement
	lastError string
}

// database is an open database of a session.
type database struct {
	handle int64
	c      *conn
	s      *session
	// pending counts the instructions the progress handler saw that are
	// not charged yet; stopped records that it interrupted a statement
	// because a limit of the call was reached.
	pending int64
	stopped bool
	// refused is why the authorizer refused the statement being compiled.
	refused string
}

// statement is a prepared statement of a database.
type statement struct {
	handle int64
	db     *database
	st     *stmt
	row    bool // a row is current: the column words may read it
}

func newSession(m *core.Machine) { m.SetHook(hookKey, newState(m)) }

func newState(m *core.Machine) *session {
	return &session{m: m, dbs: map[int64]*database{}, stmts: map[int64]*statement{}}
}

func closeSession(m *core.Machine) {
	if s, ok := core.Hook[*session](m, hookKey); ok {
		for _, d := range s.dbs {
			s.closeDatabase(d)
		}
		m.DropHook(hookKey)
	}
}

func sessionOf(m *core.Machine) *session {
	// a machine made without the word set's Session hook gets one here
	s := core.HookState(m, hookKey, func() *session { return newState(m) })
	s.m = m
	return s
}

// open opens a new in-memory database, sandboxed (sandbox.go).
func (s *session) open() (*database, error) {
	if len(s.dbs) >= maxDatabases {
		return nil, fmt.Errorf("%d databases are open, the most a session may have: DB-CLOSE one first", maxDatabases)
	}
	c, err := openMemory()
	if err != nil {
		return nil, err
	}
	d := &database{c: c, s: s}
	c.authorize = d.authorize
	c.progress = d.progress
	if err := c.harden(s.m.Limits().Memory); err != nil {
		c.close()
		return nil, err
	}
	s.next++
	d.handle = s.next
	s.dbs[d.handle] = d
	return d, nil
}

func (s *session) closeDatabase(d *database) {
	for h, st := range s.stmts {
		if st.db == d {
			st.st.finalize()
			delete(s.stmts, h)
		}
	}
	d.c.close()
	delete(s.dbs, d.handle)
}

// database returns the open database whose handle is h; anything else is
// misuse.
func (s *session) database(h int64) *database {
	d, ok := s.dbs[h]
	if !ok {
		if _, isStmt := s.stmts[h]; isStmt {
			s.m.Throwf(core.ErrVocabularyMisuse, "%d is a statement, not a database", h)
		}
		s.m.Throwf(core.ErrVocabularyMisuse, "%d is not an open database (DB-OPEN gives one)", h)
	}
	return d
}

// statement returns the statement whose handle is h; anything else is misuse.
func (s *session) statement(h int64) *statement {
	st, ok := s.stmts[h]
	if !ok {
		if _, isDB := s.dbs[h]; isDB {
			s.m.Throwf(core.ErrVocabularyMisuse, "%d is a database, not a statement (DB-PREPARE gives one)", h)
		}
		s.m.Throwf(core.ErrVocabularyMisuse, "%d is not an open statement (DB-PREPARE gives one; DB-FINALIZE and DB-CLOSE end it)", h)
	}
	return st
}

// authorize is the database's authorizer: refusal (sandbox.go) decides,
// and the reason is kept for the error the statement gets.
func (d *database) authorize(action int32, arg1, arg2, _, _ string) bool {
	if why := refusal(action, arg1, arg2); why != "" {
		d.refused = why
		return false
	}
	return true
}

// progress runs every opsPerProgress instructions of a statement: it
// interrupts the statement when the call's steps, time or cancellation say
// so. It only records: the error is raised when SQLite has returned.
func (d *database) progress() bool {
	m := d.s.m
	d.pending += opsPerProgress
	switch {
	case d.pending > m.StepsLeft():
	case m.Remaining() <= 0:
	case isClosed(m.Done()):
	default:
		return true
	}
	d.stopped = true
	return false
}

func isClosed(done <-chan struct{}) bool {
	if done == nil {
		return false
	}
	select {
	case <-done:
		return true
	default:
		return false
	}
}

// charge counts the instructions st ran as steps; after an interruption it
// raises the limit that caused it.
func (d *database) charge(st *stmt, rc int32) {
	m := d.s.m
	d.pending = 0
	m.Tick(st.vmSteps())
	if rc&0xff == sqlite3.SQLITE_INTERRUPT && d.stopped {
		d.stopped = false
		m.CheckTime()
		m.Tick(0)
		m.Throwf(core.ErrLimit, "the statement was interrupted at the call's limits")
	}
	d.stopped = false
}

// prepare compiles the first statement of sql. It returns the statement
// (nil for text without one), the bytes used, and an ior with DB-ERROR set.
func (d *database) prepare(sql []byte) (*stmt, int, int64) {
	m := d.s.m
	m.Tick(int64(len(sql))/64 + 1)
	if int64(len(sql)) > 1<<20 {
		return nil, len(sql), d.s.fail(ErrSQL, "the SQL text is %d bytes, more than the 1M a statement may have", len(sql))
	}
	d.refused = ""
	st, used, rc := d.c.prepare(sql)
	if rc != sqlite3.SQLITE_OK {
		return nil, used, d.failed(rc)
	}
	return st, used, 0
}

// step runs st to its next row; it returns whether there is one and an
// ior (0, or -261 and DB-ERROR set). Limits of the call throw.
func (d *database) step(st *stmt) (bool, int64) {
	d.refused = ""
	rc := st.step()
	var ior int64
	if rc != sqlite3.SQLITE_ROW && rc != sqlite3.SQLITE_DONE {
		// the message first: resetting the statement may change it
		ior = d.failed(rc)
		st.reset()
	}
	d.charge(st, rc)
	return rc == sqlite3.SQLITE_ROW, ior
}

// failed records the message of a failed SQLite call and returns its ior:
// -260 for what the sandbox refuses, -261 for any other SQL error.
func (d *database) failed(rc int32) int64 {
	if d.refused != "" {
		return d.s.fail(core.ErrSandbox, "%s", d.refused)
	}
	msg := d.c.errmsg()
	switch rc & 0xff {
	case sqlite3.SQLITE_FULL:
		msg += fmt.Sprintf(" (a database may grow to the size of the Forth memory, %s)", core.FormatSize(d.s.m.Limits().Memory))
	case sqlite3.SQLITE_NOMEM:
		msg += fmt.Sprintf(" (SQLite may hold %s in all, for every database and statement at once)", core.FormatSize(heapLimit))
	}
	return d.s.fail(ErrSQL, "%s", msg)
}

// fail sets the message DB-ERROR gives, which THROW of the ior shows too,
// and returns ior.
func (s *session) fail(ior core.ThrowCode, format string, args ...any) int64 {
	s.lastError = fmt.Sprintf(format, args...)
	s.m.NoteIOR(ior, s.lastError)
	return int64(ior)
}

// exec runs every statement of sql to its end, discarding rows.
func (d *database) exec(sql []byte) int64 {
	for len(sql) > 0 {
		st, used, ior := d.prepare(sql)
		if ior != 0 {
			return ior
		}
		if st != nil {
			if ior := d.runToEnd(st); ior != 0 {
				return ior
			}
		}
		if used <= 0 {
			break
		}
		sql = sql[used:]
	}
	return 0
}

// runToEnd steps st until it is done and finalizes it, also when a limit
// of the call throws.
func (d *database) runToEnd(st *stmt) int64 {
	defer st.finalize()
	for {
		more, ior := d.step(st)
		if ior != 0 || !more {
			return ior
		}
	}
}
