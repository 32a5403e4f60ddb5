// Package sqlite is the SQLITE vocabulary: SQL databases that live in the
// session's memory, on SQLite (modernc.org/sqlite, SQLite translated to Go,
// no C compiler needed).
//
// A program opens ":memory:" databases, runs statements, binds parameters,
// steps through rows and reads columns as integers, floats or text, or gets
// a whole result as JSON text:
//
//	ALSO SQLITE
//	S" :memory:" DB-OPEN THROW CONSTANT DB
//	DB S" CREATE TABLE t(x); INSERT INTO t VALUES (1),(2)" DB-EXEC THROW
//	DB S" SELECT sum(x) AS s FROM t" DB-QUERY THROW TYPE   \ [{"s":3}]
//
// Databases and statements are handles that belong to the session; forth
// reset and the end of the session close them. No database can reach a
// file, load code or grow past the Forth memory (sandbox.go), and SQLite's
// work is charged as steps and stopped at the call's limits (database.go).
//
// The package exports Vocabulary; package buildtags lists it in a build.
package sqlite

import (
	"github.com/forthling/forthling/core"
)

// ErrSQL is the THROW code of the SQLITE vocabulary: a statement failed.
const ErrSQL core.ThrowCode = -261

// Vocabulary is the SQLITE word list.
var Vocabulary = &core.WordSet{
	Name:    "SQLITE",
	List:    "SQLITE",
	Doc:     "SQL databases in memory (SQLite): DB-OPEN, DB-EXEC, DB-PREPARE, DB-STEP, DB-QUERY",
	Words:   words,
	Session: newSession,
	Close:   closeSession,
	Codes:   map[core.ThrowCode]string{ErrSQL: "SQL error"},

	HookKeys:  []string{hookKey},
	SaveState: saveState,
	LoadState: loadState,
}

// example puts the opening every example needs before its code: the word
// list and a database in the constant DB.
func example(code string) string {
	return "ALSO SQLITE S\" :memory:\" DB-OPEN DROP CONSTANT DB\n" + code
}

var words = []core.Def{
	{Name: "DB-OPEN", Effect: "( c-addr u -- db ior )",
		Doc:     "Open a new empty database; the name must be \":memory:\" (any other name gives ior -260: databases cannot be files).",
		Example: "ALSO SQLITE S\" :memory:\" DB-OPEN . DB-CLOSE", Result: "0 ",
		Fn: dbOpen},
	{Name: "DB-CLOSE", Effect: "( db -- )",
		Doc:     "Close a database and every statement of it; its data is gone.",
		Example: example("DB DB-CLOSE  DB ' DB-CLOSE CATCH . DROP"), Result: "-266 ",
		Fn: dbClose},
	{Name: "DB-EXEC", Effect: "( db c-addr u -- ior )",
		Doc:     "Run the SQL statements of the text, separated by ';', discarding rows; ior -261 if one fails (DB-ERROR says why).",
		Example: example("DB S\" CREATE TABLE t(x); INSERT INTO t VALUES (7)\" DB-EXEC .  DB S\" SELECT x FROM t\" DB-QUERY DROP 2DUP TYPE DROP FREE DROP"),
		Result:  "0 [{\"x\":7}]",
		Fn:      dbExec},
	{Name: "DB-ERROR", Effect: "( -- c-addr u )",
		Doc:     "The message of the last failed SQLITE word, in one of eight transient buffers used in turn (at most 1024 characters): copy it to keep it.",
		Example: example("DB S\" SELECT nosuch\" DB-EXEC . DB-ERROR TYPE"), Result: "-261 no such column: nosuch",
		Fn: dbError},
	{Name: "DB-CHECK", Effect: "( ior -- )",
		Doc:     "Do nothing if ior is 0; otherwise throw it with the message of DB-ERROR (THROW says it too, right after the failing word).",
		Example: example("DB S\" SELECT 1\" DB-EXEC DB-CHECK .( fine)"), Result: "fine",
		Fn: dbCheck},
	{Name: "DB-PREPARE", Effect: "( db c-addr u -- stmt ior )",
		Doc:     "Compile one SQL statement, which may have parameters (?, ?NNN, :name); DB-STEP runs it, DB-FINALIZE ends it.",
		Example: example("DB S\" SELECT 6*7\" DB-PREPARE DROP  DUP DB-STEP 2DROP  0 DB-INT ."), Result: "42 ",
		Fn: dbPrepare},
	{Name: "DB-PARAMETER", Effect: "( stmt c-addr u -- i )",
		Doc:     "The index of the parameter named by the text (with its :, @ or $), for the DB-BIND words; 0 if the statement has none of that name.",
		Example: example("DB S\" SELECT :a + :b\" DB-PREPARE DROP  S\" :b\" DB-PARAMETER ."), Result: "2 ",
		Fn: dbParameter},
	{Name: "DB-BIND-INT", Effect: "( stmt i n -- )",
		Doc:     "Bind the integer n to parameter i (counted from 1); the statement starts over, other bindings stay.",
		Example: example("DB S\" SELECT ?1 * 2\" DB-PREPARE DROP  DUP 1 21 DB-BIND-INT  DUP DB-STEP 2DROP 0 DB-INT ."), Result: "42 ",
		Fn: dbBindInt},
	{Name: "DB-BIND-FLOAT", Effect: "( stmt i -- ) ( F: r -- )",
		Doc:     "Bind the float r to parameter i (counted from 1); the statement starts over, other bindings stay.",
		Example: example("DB S\" SELECT typeof(?)\" DB-PREPARE DROP  DUP 1 2.5e0 DB-BIND-FLOAT  DUP DB-STEP 2DROP 0 DB-TEXT 2DUP TYPE DROP FREE DROP"), Result: "real",
		Fn: dbBindFloat},
	{Name: "DB-BIND-TEXT", Effect: "( stmt i c-addr u -- )",
		Doc:     "Bind a copy of the text to parameter i (counted from 1); the statement starts over, other bindings stay.",
		Example: example("DB S\" SELECT upper(?)\" DB-PREPARE DROP  DUP 1 S\" abc\" DB-BIND-TEXT  DUP DB-STEP 2DROP 0 DB-TEXT 2DUP TYPE DROP FREE DROP"), Result: "ABC",
		Fn: dbBindText},
	{Name: "DB-BIND-NULL", Effect: "( stmt i -- )",
		Doc:     "Bind NULL to parameter i (counted from 1); the statement starts over, other bindings stay.",
		Example: example("DB S\" SELECT ? IS NULL\" DB-PREPARE DROP  DUP 1 DB-BIND-NULL  DUP DB-STEP 2DROP 0 DB-INT ."), Result: "1 ",
		Fn: dbBindNull},
	{Name: "DB-STEP", Effect: "( stmt -- flag ior )",
		Doc:     "Run the statement to its next row: flag is true when there is one for the column words to read, false when it is done.",
		Example: example("DB S\" SELECT value FROM json_each('[1,2,3]')\" DB-PREPARE DROP\n: ROWS ( stmt -- ) BEGIN DUP DB-STEP THROW WHILE DUP 0 DB-INT . REPEAT DROP ;  ROWS"),
		Result:  "1 2 3 ",
		Fn:      dbStep},
	{Name: "DB-COLUMNS", Effect: "( stmt -- n )",
		Doc:     "The number of columns of the statement's rows.",
		Example: example("DB S\" SELECT 1, 2, 3\" DB-PREPARE DROP DB-COLUMNS ."), Result: "3 ",
		Fn: dbColumns},
	{Name: "DB-COLUMN-NAME", Effect: "( stmt i -- c-addr u )",
		Doc:     "The name of column i (counted from 0), ALLOCATEd: FREE it when done.",
		Example: example("DB S\" SELECT 1 AS one\" DB-PREPARE DROP 0 DB-COLUMN-NAME 2DUP TYPE DROP FREE DROP"), Result: "one",
		Fn: dbColumnName},
	{Name: "DB-TYPE", Effect: "( stmt i -- n )",
		Doc:     "The type of column i (from 0) of the current row: 1 integer, 2 float, 3 text, 4 blob, 5 NULL.",
		Example: example("DB S\" SELECT 1, 1.5, 'a', x'00', NULL\" DB-PREPARE DROP  DUP DB-STEP 2DROP\n: TYPES ( stmt -- ) 5 0 DO DUP I DB-TYPE . LOOP DROP ;  TYPES"),
		Result:  "1 2 3 4 5 ",
		Fn:      dbType},
	{Name: "DB-INT", Effect: "( stmt i -- n )",
		Doc:     "Column i (from 0) of the current row as an integer, converted the way SQLite converts (NULL is 0).",
		Example: example("DB S\" SELECT 40 + 2\" DB-PREPARE DROP  DUP DB-STEP 2DROP 0 DB-INT ."), Result: "42 ",
		Fn: dbInt},
	{Name: "DB-FLOAT", Effect: "( stmt i -- ) ( F: -- r )",
		Doc:     "Column i (from 0) of the current row as a float, onto the float stack.",
		Example: example("DB S\" SELECT 10 / 4.0\" DB-PREPARE DROP  DUP DB-STEP 2DROP 0 DB-FLOAT F."), Result: "2.5 ",
		Fn: dbFloat},
	{Name: "DB-TEXT", Effect: "( stmt i -- c-addr u )",
		Doc:     "Column i (from 0) of the current row as text, ALLOCATEd: FREE it when done (NULL is empty text).",
		Example: example("DB S\" SELECT 'hi' || '!'\" DB-PREPARE DROP  DUP DB-STEP 2DROP 0 DB-TEXT 2DUP TYPE DROP FREE ."), Result: "hi!0 ",
		Fn: dbText},
	{Name: "DB-RESET", Effect: "( stmt -- )",
		Doc:     "Start the statement over, keeping its bindings.",
		Example: example("DB S\" SELECT 5\" DB-PREPARE DROP  DUP DB-STEP 2DROP DUP DB-RESET  DUP DB-STEP DROP . DROP"), Result: "-1 ",
		Fn: dbReset},
	{Name: "DB-FINALIZE", Effect: "( stmt -- )",
		Doc:     "End a statement and free what it holds; its handle is no longer valid.",
		Example: example("DB S\" SELECT 1\" DB-PREPARE DROP DB-FINALIZE .( done)"), Result: "done",
		Fn: dbFinalize},
	{Name: "DB-JSON", Effect: "( stmt -- c-addr u ior )",
		Doc:     "Run the statement from its start to its end and give its rows as a JSON array of objects, ALLOCATEd: FREE it when done.",
		Example: example("DB S\" SELECT ? AS n, 'x' AS s\" DB-PREPARE DROP  DUP 1 3 DB-BIND-INT DB-JSON DROP 2DUP TYPE DROP FREE DROP"),
		Result:  "[{\"n\":3,\"s\":\"x\"}]",
		Fn:      dbJSON},
	{Name: "DB-QUERY", Effect: "( db c-addr u -- c-addr2 u2 ior )",
		Doc:     "Run one SQL statement and give its rows as a JSON array of objects (blobs in base64), ALLOCATEd: FREE it when done.",
		Example: example("DB S\" SELECT 1 AS a, 2.5 AS b, NULL AS c\" DB-QUERY DROP 2DUP TYPE DROP FREE DROP"),
		Result:  "[{\"a\":1,\"b\":2.5,\"c\":null}]",
		Fn:      dbQuery},
	{Name: "DB-CHANGES", Effect: "( db -- n )",
		Doc:     "The number of rows the last INSERT, UPDATE or DELETE changed.",
		Example: example("DB S\" CREATE TABLE t(x); INSERT INTO t VALUES (1),(2),(3)\" DB-EXEC DROP  DB DB-CHANGES ."), Result: "3 ",
		Fn: dbChanges},
	{Name: "DB-LAST-ID", Effect: "( db -- n )",
		Doc:     "The rowid of the last row inserted.",
		Example: example("DB S\" CREATE TABLE t(x); INSERT INTO t VALUES ('a'),('b')\" DB-EXEC DROP  DB DB-LAST-ID ."), Result: "2 ",
		Fn: dbLastID},
}
