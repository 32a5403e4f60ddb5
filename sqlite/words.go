package sqlite

import (
	"github.com/forthling/forthling/core"
	sqlite3 "modernc.org/sqlite/lib"
)

// memoryName is the only database name DB-OPEN accepts.
const memoryName = ":memory:"

// DB-OPEN
func dbOpen(m *core.Machine) {
	a, n := m.Pop2()
	name := m.String(a, n)
	s := sessionOf(m)
	if name != memoryName {
		m.Push(0)
		m.Push(s.fail(core.ErrSandbox, "only %q databases can be opened, not %q: databases live in memory and cannot be files", memoryName, name))
		return
	}
	d, err := s.open()
	if err != nil {
		m.Push(0)
		m.Push(s.fail(ErrSQL, "%v", err))
		return
	}
	m.Push(d.handle)
	m.Push(0)
}

// DB-CLOSE
func dbClose(m *core.Machine) {
	s := sessionOf(m)
	s.closeDatabase(s.database(m.Pop()))
}

// DB-EXEC
func dbExec(m *core.Machine) {
	a, n := m.Pop2()
	s := sessionOf(m)
	d := s.database(m.Pop())
	m.Push(d.exec(m.Bytes(a, n)))
}

// DB-ERROR
func dbError(m *core.Machine) { m.PushMessage(sessionOf(m).lastError) }

// DB-CHECK
func dbCheck(m *core.Machine) {
	if ior := m.Pop(); ior != 0 {
		m.Throwf(core.ThrowCode(ior), "%s", sessionOf(m).lastError)
	}
}

// DB-PREPARE
func dbPrepare(m *core.Machine) {
	a, n := m.Pop2()
	s := sessionOf(m)
	d := s.database(m.Pop())
	st, ior := d.prepareOne(m.Bytes(a, n))
	if ior != 0 {
		m.Push(0)
		m.Push(ior)
		return
	}
	m.Push(st.handle)
	m.Push(0)
}

// prepareOne compiles a text that holds exactly one statement and gives it
// a handle.
func (d *database) prepareOne(sql []byte) (*statement, int64) {
	s := d.s
	if len(s.stmts) >= maxStatements {
		return nil, s.fail(ErrSQL, "%d statements are open, the most a session may have: DB-FINALIZE some", maxStatements)
	}
	st, used, ior := d.prepare(sql)
	if ior != 0 {
		return nil, ior
	}
	if st == nil {
		return nil, s.fail(ErrSQL, "the text holds no SQL statement")
	}
	if rest := sql[used:]; len(rest) > 0 {
		more, _, ior := d.prepare(rest)
		if more != nil || ior != 0 {
			if more != nil {
				more.finalize()
			}
			st.finalize()
			return nil, s.fail(ErrSQL, "the text goes on after its first statement: one statement at a time here; DB-EXEC runs several")
		}
	}
	s.next++
	stmt := &statement{handle: s.next, db: d, st: st}
	s.stmts[stmt.handle] = stmt
	return stmt, 0
}

// DB-PARAMETER
func dbParameter(m *core.Machine) {
	a, n := m.Pop2()
	st := sessionOf(m).statement(m.Pop())
	m.Push(int64(st.st.paramIndex(m.Bytes(a, n))))
}

// bindTo checks the parameter index of a DB-BIND word and starts the
// statement over, as SQLite requires before a binding.
func bindTo(m *core.Machine, st *statement, i int64) int {
	if n := st.st.paramCount(); i < 1 || i > int64(n) {
		m.Throwf(core.ErrVocabularyMisuse, "parameter %d: the statement has %d parameters, counted from 1", i, n)
	}
	st.st.reset()
	st.row = false
	return int(i)
}

// checkBind turns the result code of a binding into an error.
func checkBind(m *core.Machine, st *statement, rc int32) {
	switch rc {
	case sqlite3.SQLITE_OK:
	case sqlite3.SQLITE_NOMEM, sqlite3.SQLITE_TOOBIG:
		m.Throwf(core.ErrAllocate, "binding: %s", st.db.c.errmsg())
	default:
		m.Throwf(ErrSQL, "binding: %s", st.db.c.errmsg())
	}
}

// DB-BIND-INT
func dbBindInt(m *core.Machine) {
	h, i, v := m.Pop3()
	st := sessionOf(m).statement(h)
	checkBind(m, st, st.st.bindInt(bindTo(m, st, i), v))
}

// DB-BIND-FLOAT
func dbBindFloat(m *core.Machine) {
	h, i := m.Pop2()
	st := sessionOf(m).statement(h)
	m.FNeed(1)
	idx := bindTo(m, st, i)
	checkBind(m, st, st.st.bindFloat(idx, m.FPop()))
}

// DB-BIND-TEXT
func dbBindText(m *core.Machine) {
	a, n := m.Pop2()
	h, i := m.Pop2()
	st := sessionOf(m).statement(h)
	text := m.Bytes(a, n)
	m.Tick(n/256 + 1)
	checkBind(m, st, st.st.bindText(bindTo(m, st, i), text))
}

// DB-BIND-NULL
func dbBindNull(m *core.Machine) {
	h, i := m.Pop2()
	st := sessionOf(m).statement(h)
	checkBind(m, st, st.st.bindNull(bindTo(m, st, i)))
}

// DB-STEP
func dbStep(m *core.Machine) {
	st := sessionOf(m).statement(m.Pop())
	st.row = false
	row, ior := st.db.step(st.st)
	st.row = row
	m.PushBool(row)
	m.Push(ior)
}

// DB-COLUMNS
func dbColumns(m *core.Machine) {
	st := sessionOf(m).statement(m.Pop())
	m.Push(int64(st.st.columnCount()))
}

// column pops a statement and a column index for the column words, which
// need a current row (unless anyRow: the column's name needs none).
func column(m *core.Machine, word string, anyRow bool) (*statement, int) {
	h, i := m.Pop2()
	st := sessionOf(m).statement(h)
	if n := st.st.columnCount(); i < 0 || i >= int64(n) {
		m.Throwf(core.ErrVocabularyMisuse, "%s: column %d: the statement has %d columns, counted from 0", word, i, n)
	}
	if !anyRow && !st.row {
		m.Throwf(core.ErrVocabularyMisuse, "%s: the statement has no current row: DB-STEP gives one (and its flag says whether it did)", word)
	}
	return st, int(i)
}

// DB-COLUMN-NAME
func dbColumnName(m *core.Machine) {
	st, i := column(m, "DB-COLUMN-NAME", true)
	name := []byte(st.st.columnName(i))
	m.Push(m.AllocateString(name))
	m.Push(int64(len(name)))
}

// DB-TYPE
func dbType(m *core.Machine) {
	st, i := column(m, "DB-TYPE", false)
	m.Push(int64(st.st.columnType(i)))
}

// DB-INT
func dbInt(m *core.Machine) {
	st, i := column(m, "DB-INT", false)
	m.Push(st.st.columnInt(i))
}

// DB-FLOAT
func dbFloat(m *core.Machine) {
	st, i := column(m, "DB-FLOAT", false)
	m.FPush(st.st.columnFloat(i))
}

// DB-TEXT
func dbText(m *core.Machine) {
	st, i := column(m, "DB-TEXT", false)
	text := st.st.columnText(i)
	m.Push(m.AllocateString(text))
	m.Push(int64(len(text)))
}

// DB-RESET
func dbReset(m *core.Machine) {
	st := sessionOf(m).statement(m.Pop())
	st.st.reset()
	st.row = false
}

// DB-FINALIZE
func dbFinalize(m *core.Machine) {
	s := sessionOf(m)
	st := s.statement(m.Pop())
	st.st.finalize()
	delete(s.stmts, st.handle)
}

// DB-JSON
func dbJSON(m *core.Machine) {
	st := sessionOf(m).statement(m.Pop())
	st.row = false
	text, ior := st.db.resultJSON(st.st)
	pushJSON(m, text, ior)
}

// pushJSON pushes a JSON result ALLOCATEd, or 0 0 and the ior.
func pushJSON(m *core.Machine, text []byte, ior int64) {
	if ior != 0 {
		m.Push(0)
		m.Push(0)
		m.Push(ior)
		return
	}
	m.Push(m.AllocateString(text))
	m.Push(int64(len(text)))
	m.Push(0)
}

// DB-QUERY
func dbQuery(m *core.Machine) {
	a, n := m.Pop2()
	s := sessionOf(m)
	d := s.database(m.Pop())
	st, ior := d.prepareOne(m.Bytes(a, n))
	if ior != 0 {
		pushJSON(m, nil, ior)
		return
	}
	defer func() {
		st.st.finalize()
		delete(s.stmts, st.handle)
	}()
	text, ior := d.resultJSON(st.st)
	pushJSON(m, text, ior)
}

// DB-CHANGES
func dbChanges(m *core.Machine) {
	m.Push(sessionOf(m).database(m.Pop()).c.changes())
}

// DB-LAST-ID
func dbLastID(m *core.Machine) {
	m.Push(sessionOf(m).database(m.Pop()).c.lastInsertID())
}
