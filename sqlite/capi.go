package sqlite

// The thin layer over SQLite's C API, as modernc.org/sqlite/lib translates
// it to Go. The vocabulary uses the C API rather than database/sql because it
// needs what database/sql does not give: an authorizer and a progress handler
// for the whole life of a statement (statements stay open between calls and
// every step must be interruptible), and the exact count of the work SQLite's
// virtual machine did, which the vocabulary charges as steps.

import (
	"encoding/binary"
	"fmt"
	"io/fs"
	"sync"
	"unsafe"

	"modernc.org/libc"
	sqlite3 "modernc.org/sqlite/lib"
	"modernc.org/sqlite/vfs"
)

// conn is one open SQLite connection. Its calls are never concurrent: the
// session that owns it runs one call at a time.
type conn struct {
	tls *libc.TLS
	db  uintptr
	id  uintptr // the key of the callbacks' registry
	// authorize and progress are what SQLite's callbacks call; they must
	// not panic, since SQLite's frames are below them.
	authorize func(action int32, arg1, arg2, schema, trigger string) bool
	progress  func() bool // false interrupts the statement
}

// stmt is a prepared statement of a connection.
type stmt struct {
	c *conn
	p uintptr
}

// The callbacks find their connection by the id SQLite passes back.
var callbacks = struct {
	sync.Mutex
	next  uintptr
	conns map[uintptr]*conn
}{conns: map[uintptr]*conn{}}

func connByID(id uintptr) *conn {
	callbacks.Lock()
	defer callbacks.Unlock()
	return callbacks.conns[id]
}

// cFunc turns a Go function declared at top level into the function pointer
// the translated C code calls: a pointer to the function value. It must not
// be used on closures.
func cFunc[T any](f T) uintptr { return *(*uintptr)(unsafe.Pointer(&struct{ f T }{f})) }

func progressCallback(_ *libc.TLS, id uintptr) int32 {
	c := connByID(id)
	if c == nil || c.progress == nil || !c.progress() {
		return 1
	}
	return 0
}

func authorizerCallback(_ *libc.TLS, id uintptr, action int32, z1, z2, z3, z4 uintptr) int32 {
	c := connByID(id)
	if c == nil || c.authorize == nil {
		return sqlite3.SQLITE_DENY
	}
	if c.authorize(action, libc.GoString(z1), libc.GoString(z2), libc.GoString(z3), libc.GoString(z4)) {
		return sqlite3.SQLITE_OK
	}
	return sqlite3.SQLITE_DENY
}

// noFiles is a file system without files. Connections use a VFS made from
// it, so that even a way to name a file that the authorizer did not foresee
// finds nothing to open: the disk is out of reach.
type noFiles struct{}

func (noFiles) Open(name string) (fs.File, error) {
	return nil, &fs.PathError{Op: "open", Path: name, Err: fs.ErrNotExist}
}

// heapLimit bounds the memory SQLite may allocate in the whole process:
// databases are bounded by their page counts, but the transient memory of
// a statement (a large sort, a hash table) is not, and without a bound a
// statement could take the server's memory. A statement that meets it
// fails with "out of memory".
const heapLimit = 256 << 20

var library struct {
	once    sync.Once
	vfsName string
	err     error
}

// setUp configures SQLite once, before it is first used: memory accounting
// on, so that the heap limit holds, and the VFS without files.
func setUp() (string, error) {
	library.once.Do(func() {
		tls := libc.NewTLS()
		defer tls.Close()
		va := libc.Xmalloc(tls, 8)
		if va == 0 {
			library.err = fmt.Errorf("out of memory")
			return
		}
		defer libc.Xfree(tls, va)
		if rc := sqlite3.Xsqlite3_config(tls, sqlite3.SQLITE_CONFIG_MEMSTATUS, libc.VaList(va, int32(1))); rc != sqlite3.SQLITE_OK {
			library.err = fmt.Errorf("SQLite was set up before the vocabulary could bound its memory (sqlite3_config: %d)", rc)
			return
		}
		sqlite3.Xsqlite3_hard_heap_limit64(tls, heapLimit)
		library.vfsName, _, library.err = vfs.New(noFiles{})
	})
	return library.vfsName, library.err
}

// ptrSize is the size of a C pointer.
const ptrSize = unsafe.Sizeof(uintptr(0))

// pointerAt reads the C pointer stored at p; setPointer stores one.
func pointerAt(p uintptr) uintptr {
	b := libc.GoBytes(p, int(ptrSize))
	if ptrSize == 8 {
		return uintptr(binary.NativeEndian.Uint64(b))
	}
	return uintptr(binary.NativeEndian.Uint32(b))
}

func setPointer(p, v uintptr) {
	b := libc.GoBytes(p, int(ptrSize))
	if ptrSize == 8 {
		binary.NativeEndian.PutUint64(b, uint64(v))
	} else {
		binary.NativeEndian.PutUint32(b, uint32(v))
	}
}

// cString copies p into C memory with a NUL after it; the caller frees it.
func cString(tls *libc.TLS, p []byte) (uintptr, error) {
	c := libc.Xmalloc(tls, libc.Tsize_t(len(p)+1))
	if c == 0 {
		return 0, fmt.Errorf("out of memory for %d bytes", len(p))
	}
	b := libc.GoBytes(c, len(p)+1)
	copy(b, p)
	b[len(p)] = 0
	return c, nil
}

// openMemory opens a new in-memory database on the VFS without files.
func openMemory() (*conn, error) {
	vfsName, err := setUp()
	if err != nil {
		return nil, err
	}
	tls := libc.NewTLS()
	name, err1 := cString(tls, []byte(":memory:"))
	zvfs, err2 := cString(tls, []byte(vfsName))
	pdb := libc.Xmalloc(tls, libc.Tsize_t(ptrSize))
	defer func() {
		libc.Xfree(tls, name)
		libc.Xfree(tls, zvfs)
		libc.Xfree(tls, pdb)
	}()
	if err1 != nil || err2 != nil || pdb == 0 {
		tls.Close()
		return nil, fmt.Errorf("out of memory")
	}
	setPointer(pdb, 0)
	const flags = sqlite3.SQLITE_OPEN_READWRITE | sqlite3.SQLITE_OPEN_CREATE | sqlite3.SQLITE_OPEN_MEMORY |
		sqlite3.SQLITE_OPEN_PRIVATECACHE | sqlite3.SQLITE_OPEN_EXRESCODE
	rc := sqlite3.Xsqlite3_open_v2(tls, name, pdb, flags, zvfs)
	db := pointerAt(pdb)
	if rc != sqlite3.SQLITE_OK {
		msg := libc.GoString(sqlite3.Xsqlite3_errstr(tls, rc))
		if db != 0 {
			msg = libc.GoString(sqlite3.Xsqlite3_errmsg(tls, db))
			sqlite3.Xsqlite3_close_v2(tls, db)
		}
		tls.Close()
		return nil, fmt.Errorf("%s", msg)
	}
	c := &conn{tls: tls, db: db}
	callbacks.Lock()
	callbacks.next++
	c.id = callbacks.next
	callbacks.conns[c.id] = c
	callbacks.Unlock()
	return c, nil
}

// close closes the connection and every statement it still has.
func (c *conn) close() {
	if c.db == 0 {
		return
	}
	sqlite3.Xsqlite3_progress_handler(c.tls, c.db, 0, 0, 0)
	sqlite3.Xsqlite3_set_authorizer(c.tls, c.db, 0, 0)
	sqlite3.Xsqlite3_close_v2(c.tls, c.db)
	callbacks.Lock()
	delete(callbacks.conns, c.id)
	callbacks.Unlock()
	c.db = 0
	c.tls.Close()
}

// installCallbacks makes SQLite consult c.authorize when it compiles a
// statement and c.progress every opsPerProgress instructions it runs.
func (c *conn) installCallbacks(opsPerProgress int32) error {
	if rc := sqlite3.Xsqlite3_set_authorizer(c.tls, c.db, cFunc(authorizerCallback), c.id); rc != sqlite3.SQLITE_OK {
		return fmt.Errorf("installing the authorizer: %s", c.errmsg())
	}
	sqlite3.Xsqlite3_progress_handler(c.tls, c.db, opsPerProgress, cFunc(progressCallback), c.id)
	return nil
}

// setLimit sets one of SQLite's run-time limits (sqlite3_limit).
func (c *conn) setLimit(id, value int32) { sqlite3.Xsqlite3_limit(c.tls, c.db, id, value) }

// configure sets a boolean option of the connection (sqlite3_db_config).
func (c *conn) configure(op int32, on bool) error {
	v := int32(0)
	if on {
		v = 1
	}
	// the variadic arguments (int, int*) as the translated code reads them:
	// one 8-byte slot each
	va := libc.Xmalloc(c.tls, 16)
	if va == 0 {
		return fmt.Errorf("out of memory")
	}
	defer libc.Xfree(c.tls, va)
	if rc := sqlite3.Xsqlite3_db_config(c.tls, c.db, op, libc.VaList(va, v, uintptr(0))); rc != sqlite3.SQLITE_OK {
		return fmt.Errorf("sqlite3_db_config %d: %s", op, c.errmsg())
	}
	return nil
}

func (c *conn) errmsg() string { return libc.GoString(sqlite3.Xsqlite3_errmsg(c.tls, c.db)) }

func (c *conn) changes() int64 { return sqlite3.Xsqlite3_changes64(c.tls, c.db) }

func (c *conn) lastInsertID() int64 { return sqlite3.Xsqlite3_last_insert_rowid(c.tls, c.db) }

// prepare compiles the first statement of sql and returns it (nil when the
// text holds only white space or comments) and the number of bytes of sql it
// used; rc is SQLite's result code.
func (c *conn) prepare(sql []byte) (st *stmt, used int, rc int32) {
	text, err := cString(c.tls, sql)
	if err != nil {
		return nil, 0, sqlite3.SQLITE_NOMEM
	}
	defer libc.Xfree(c.tls, text)
	out := libc.Xmalloc(c.tls, libc.Tsize_t(2*ptrSize))
	if out == 0 {
		return nil, 0, sqlite3.SQLITE_NOMEM
	}
	defer libc.Xfree(c.tls, out)
	pstmt, ptail := out, out+ptrSize
	setPointer(pstmt, 0)
	setPointer(ptail, 0)
	rc = sqlite3.Xsqlite3_prepare_v2(c.tls, c.db, text, int32(len(sql)), pstmt, ptail)
	p := pointerAt(pstmt)
	if tail := pointerAt(ptail); tail != 0 {
		used = int(tail - text)
	}
	if rc != sqlite3.SQLITE_OK {
		if p != 0 {
			sqlite3.Xsqlite3_finalize(c.tls, p)
		}
		return nil, used, rc
	}
	if p == 0 {
		return nil, used, rc
	}
	return &stmt{c: c, p: p}, used, rc
}

func (s *stmt) step() int32 { return sqlite3.Xsqlite3_step(s.c.tls, s.p) }

func (s *stmt) reset() { sqlite3.Xsqlite3_reset(s.c.tls, s.p) }

func (s *stmt) finalize() {
	if s.p != 0 && s.c.db != 0 {
		sqlite3.Xsqlite3_finalize(s.c.tls, s.p)
	}
	s.p = 0
}

// vmSteps is the number of virtual machine instructions the statement ran
// since the last call.
func (s *stmt) vmSteps() int64 {
	return int64(sqlite3.Xsqlite3_stmt_status(s.c.tls, s.p, sqlite3.SQLITE_STMTSTATUS_VM_STEP, 1))
}

func (s *stmt) columnCount() int { return int(sqlite3.Xsqlite3_column_count(s.c.tls, s.p)) }

func (s *stmt) columnName(i int) string {
	return libc.GoString(sqlite3.Xsqlite3_column_name(s.c.tls, s.p, int32(i)))
}

func (s *stmt) columnType(i int) int32 { return sqlite3.Xsqlite3_column_type(s.c.tls, s.p, int32(i)) }

func (s *stmt) columnInt(i int) int64 { return sqlite3.Xsqlite3_column_int64(s.c.tls, s.p, int32(i)) }

func (s *stmt) columnFloat(i int) float64 {
	return sqlite3.Xsqlite3_column_double(s.c.tls, s.p, int32(i))
}

// columnText is the column as text, columnBlob as bytes: copies.
func (s *stmt) columnText(i int) []byte {
	return s.columnBytes(i, sqlite3.Xsqlite3_column_text(s.c.tls, s.p, int32(i)))
}

func (s *stmt) columnBlob(i int) []byte {
	return s.columnBytes(i, sqlite3.Xsqlite3_column_blob(s.c.tls, s.p, int32(i)))
}

// columnBytes copies the bytes at p, which SQLite just gave for column i:
// their length is asked after them, as SQLite requires.
func (s *stmt) columnBytes(i int, p uintptr) []byte {
	n := sqlite3.Xsqlite3_column_bytes(s.c.tls, s.p, int32(i))
	if p == 0 || n <= 0 {
		return []byte{}
	}
	return append([]byte(nil), libc.GoBytes(p, int(n))...)
}

func (s *stmt) paramCount() int { return int(sqlite3.Xsqlite3_bind_parameter_count(s.c.tls, s.p)) }

func (s *stmt) bindInt(i int, v int64) int32 {
	return sqlite3.Xsqlite3_bind_int64(s.c.tls, s.p, int32(i), v)
}

func (s *stmt) bindFloat(i int, v float64) int32 {
	return sqlite3.Xsqlite3_bind_double(s.c.tls, s.p, int32(i), v)
}

func (s *stmt) bindNull(i int) int32 { return sqlite3.Xsqlite3_bind_null(s.c.tls, s.p, int32(i)) }

// sqliteTransient tells SQLite to copy bound text before the call returns.
const sqliteTransient = ^uintptr(0)

func (s *stmt) bindText(i int, v []byte) int32 {
	text, err := cString(s.c.tls, v)
	if err != nil {
		return sqlite3.SQLITE_NOMEM
	}
	defer libc.Xfree(s.c.tls, text)
	return sqlite3.Xsqlite3_bind_text(s.c.tls, s.p, int32(i), text, int32(len(v)), sqliteTransient)
}

// paramIndex is the index of the parameter named name (":n", "@n", "$n"),
// or 0 when the statement has none of that name.
func (s *stmt) paramIndex(name []byte) int {
	z, err := cString(s.c.tls, name)
	if err != nil {
		return 0
	}
	defer libc.Xfree(s.c.tls, z)
	return int(sqlite3.Xsqlite3_bind_parameter_index(s.c.tls, s.p, z))
}
