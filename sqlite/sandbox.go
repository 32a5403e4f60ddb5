package sqlite

// The sandbox of a database: it lives in memory and nothing it runs can
// reach a file, load code or grow past the Forth memory. Four layers hold
// it, each enough on its own for what it covers:
//   - the connection's VFS has no files (capi.go), so no name opens one;
//   - SQLite's own switches: ATTACH limited to none, extensions off,
//     defensive mode on, schemas untrusted;
//   - an authorizer that refuses ATTACH, DETACH, load_extension, unknown
//     virtual table modules and every PRAGMA that is not known to be
//     harmless, with a reason the program reads with DB-ERROR;
//   - page counts, string lengths and SQL lengths bounded by the session's
//     memory, temporary storage kept in memory.

import (
	"fmt"
	"strings"

	sqlite3 "modernc.org/sqlite/lib"
)

// opsPerProgress is how many instructions of SQLite's virtual machine run
// between looks at the call's limits.
const opsPerProgress = 1000

// pageSize is the database page size; max_page_count is the Forth memory
// divided by it.
const pageSize = 4096

// harden applies the switches, limits and settings to a new connection.
// The authorizer comes last: the settings below are the ones it refuses.
func (c *conn) harden(memory int64) error {
	switches := []struct {
		op int32
		on bool
	}{
		{sqlite3.SQLITE_DBCONFIG_DEFENSIVE, true},
		{sqlite3.SQLITE_DBCONFIG_ENABLE_LOAD_EXTENSION, false},
		{sqlite3.SQLITE_DBCONFIG_TRUSTED_SCHEMA, false},
		{sqlite3.SQLITE_DBCONFIG_ENABLE_ATTACH_CREATE, false},
		{sqlite3.SQLITE_DBCONFIG_ENABLE_ATTACH_WRITE, false},
	}
	for _, s := range switches {
		if err := c.configure(s.op, s.on); err != nil {
			return err
		}
	}
	length := min(memory, 1<<30)
	c.setLimit(sqlite3.SQLITE_LIMIT_ATTACHED, 0)
	c.setLimit(sqlite3.SQLITE_LIMIT_LENGTH, int32(length))
	c.setLimit(sqlite3.SQLITE_LIMIT_SQL_LENGTH, int32(min(length, 1<<20)))
	c.setLimit(sqlite3.SQLITE_LIMIT_TRIGGER_DEPTH, 100)
	c.setLimit(sqlite3.SQLITE_LIMIT_WORKER_THREADS, 0)
	pages := max(memory/pageSize, 16)
	setup := fmt.Sprintf(`PRAGMA page_size=%d; PRAGMA temp_store=MEMORY;
		PRAGMA main.max_page_count=%d; PRAGMA temp.max_page_count=%d;
		PRAGMA main.cache_size=-%d; PRAGMA temp.cache_size=-%d`,
		pageSize, pages, pages, max(memory/1024, 64), max(memory/1024, 64))
	if err := c.execPlain([]byte(setup)); err != nil {
		return fmt.Errorf("setting up the database: %v", err)
	}
	return c.installCallbacks(opsPerProgress)
}

// execPlain runs statements before the sandbox's callbacks are installed:
// only harden uses it, with its own text.
func (c *conn) execPlain(sql []byte) error {
	for len(sql) > 0 {
		st, used, rc := c.prepare(sql)
		if rc != sqlite3.SQLITE_OK {
			return fmt.Errorf("%s", c.errmsg())
		}
		if st != nil {
			for rc = st.step(); rc == sqlite3.SQLITE_ROW; rc = st.step() {
			}
			st.finalize()
			if rc != sqlite3.SQLITE_DONE {
				return fmt.Errorf("%s", c.errmsg())
			}
		}
		if used <= 0 {
			break
		}
		sql = sql[used:]
	}
	return nil
}

// Pragmas a program may run. queryPragmas only report; settingPragmas
// change how statements behave but reach nothing outside the database;
// readOnlyPragmas may be read but not set (setting them would undo the
// sandbox or corrupt the database).
var (
	queryPragmas = nameSet(`table_info table_xinfo table_list index_list index_info index_xinfo
		foreign_key_list foreign_key_check integrity_check quick_check collation_list
		function_list module_list pragma_list database_list compile_options data_version
		freelist_count page_count optimize`)
	settingPragmas = nameSet(`foreign_keys recursive_triggers defer_foreign_keys case_sensitive_like
		ignore_check_constraints reverse_unordered_selects automatic_index user_version
		application_id query_only legacy_alter_table analysis_limit count_changes
		short_column_names full_column_names`)
	readOnlyPragmas = nameSet(`encoding page_size max_page_count schema_version temp_store
		journal_mode cache_size secure_delete auto_vacuum locking_mode synchronous mmap_size
		busy_timeout threads soft_heap_limit hard_heap_limit trusted_schema writable_schema
		cell_size_check cache_spill`)
)

// Virtual table modules a program may create tables of: they keep their
// data in ordinary tables of the database.
var allowedModules = nameSet(`fts5 fts5vocab rtree rtree_i32 geopoly`)

func nameSet(s string) map[string]bool {
	m := map[string]bool{}
	for _, w := range strings.Fields(s) {
		m[w] = true
	}
	return m
}

// refusal says why the authorizer refuses an action, or "" when it allows
// it. The text is what DB-ERROR gives the program.
func refusal(action int32, arg1, arg2 string) string {
	switch action {
	case sqlite3.SQLITE_ATTACH:
		return "ATTACH is refused, and VACUUM, which attaches: a database lives in memory and cannot reach files or other databases (DB-OPEN opens another :memory: database)"
	case sqlite3.SQLITE_DETACH:
		return "DETACH is refused: no database can be attached"
	case sqlite3.SQLITE_FUNCTION:
		if strings.EqualFold(arg2, "load_extension") {
			return "load_extension is refused: no code can be loaded into the database"
		}
	case sqlite3.SQLITE_CREATE_VTABLE, sqlite3.SQLITE_DROP_VTABLE:
		if !allowedModules[strings.ToLower(arg2)] {
			return fmt.Sprintf("virtual tables of the module %s are refused (allowed: fts5, fts5vocab, rtree, rtree_i32, geopoly)", arg2)
		}
	case sqlite3.SQLITE_PRAGMA:
		name := strings.ToLower(arg1)
		switch {
		case queryPragmas[name], settingPragmas[name]:
		case readOnlyPragmas[name] && arg2 == "":
		case readOnlyPragmas[name]:
			return fmt.Sprintf("PRAGMA %s may be read but not set: the sandbox fixes it", name)
		default:
			return fmt.Sprintf("PRAGMA %s is refused: only pragmas that cannot reach files or undo the sandbox may run", name)
		}
	}
	return ""
}
