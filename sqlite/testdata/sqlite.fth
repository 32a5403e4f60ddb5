\ The SQLITE vocabulary: databases in memory, statements, rows, JSON.

\ ### open, exec, query
ALSO SQLITE
S" :memory:" DB-OPEN . CONSTANT DB
DB S" CREATE TABLE t(id INTEGER PRIMARY KEY, name TEXT, score REAL)" DB-EXEC .
DB S" INSERT INTO t(name, score) VALUES ('ann', 9.5), ('bob', 7), ('cy', NULL)" DB-EXEC .
DB DB-CHANGES . DB DB-LAST-ID .
DB S" SELECT name, score FROM t ORDER BY id" DB-QUERY . TYPE
\ --- want
\ 0 0 0 3 3 0 [{"name":"ann","score":9.5},{"name":"bob","score":7.0},{"name":"cy","score":null}] ok
\ stack: empty

\ ### only :memory: opens
ALSO SQLITE
S" data.db" DB-OPEN . . DB-ERROR TYPE CR
S" file::memory:" DB-OPEN . . DB-ERROR TYPE
\ --- want
\ -260 0 only ":memory:" databases can be opened, not "data.db": databases live in memory and cannot be files
\ -260 0 only ":memory:" databases can be opened, not "file::memory:": databases live in memory and cannot be files ok
\ stack: empty

\ ### a failed statement gives -261 and its message
ALSO SQLITE S" :memory:" DB-OPEN DROP CONSTANT DB
DB S" CREATE TABLE t(x UNIQUE); INSERT INTO t VALUES (1); INSERT INTO t VALUES (1)" DB-EXEC . DB-ERROR TYPE CR
DB S" SELEC 1" DB-EXEC . DB-ERROR TYPE CR
DB S" SELECT count(*) AS n FROM t" DB-QUERY DROP TYPE
\ --- want
\ -261 UNIQUE constraint failed: t.x
\ -261 near "SELEC": syntax error
\ [{"n":1}] ok
\ stack: empty

\ ### DB-CHECK throws with the message
ALSO SQLITE S" :memory:" DB-OPEN DROP CONSTANT DB
DB S" SELECT * FROM nowhere" DB-EXEC DB-CHECK
\ --- want
\ error -261: SQL error: no such table: nowhere
\ at input, line 2, column 38: DB-CHECK
\ in: DB-CHECK
\ stack at the error: empty
\ stack: empty

\ ### statements with parameters, stepped row by row
ALSO SQLITE S" :memory:" DB-OPEN DROP CONSTANT DB
DB S" CREATE TABLE p(name TEXT, age INT); INSERT INTO p VALUES ('ann', 31), ('bob', 25), ('cy', 40)" DB-EXEC THROW
DB S" SELECT name, age FROM p WHERE age > ? ORDER BY age" DB-PREPARE THROW CONSTANT Q
: OLDER ( n -- ) Q 1 ROT DB-BIND-INT
  BEGIN Q DB-STEP THROW WHILE Q 0 DB-TEXT TYPE SPACE Q 1 DB-INT . REPEAT ;
26 OLDER CR 35 OLDER
\ --- want
\ ann 31 cy 40
\ cy 40  ok
\ stack: empty

\ ### named parameters, text, float and null bindings
ALSO SQLITE S" :memory:" DB-OPEN DROP CONSTANT DB
DB S" SELECT :t || '!', :f * 2, :n IS NULL, typeof(:f)" DB-PREPARE THROW CONSTANT Q
Q S" :t" DB-PARAMETER . Q S" :f" DB-PARAMETER . Q S" :n" DB-PARAMETER . Q S" :zz" DB-PARAMETER .
Q 1 S" hey" DB-BIND-TEXT  Q 2 1.25e0 DB-BIND-FLOAT  Q 3 DB-BIND-NULL
Q DB-STEP . .  Q 0 DB-TEXT TYPE  Q 1 DB-FLOAT  Q 2 DB-INT .  Q 3 DB-TEXT TYPE
\ --- want
\ 1 2 3 0 0 -1 hey!1 real ok
\ stack: empty
\ float stack: 2.5

\ ### column types, names and conversions
ALSO SQLITE S" :memory:" DB-OPEN DROP CONSTANT DB
DB S" SELECT 7 AS i, 0.5 AS f, '12abc' AS t, x'41' AS b, NULL AS n" DB-PREPARE THROW CONSTANT Q
Q DB-COLUMNS .  Q 4 DB-COLUMN-NAME TYPE  Q DB-STEP THROW .
Q 0 DB-TYPE . Q 1 DB-TYPE . Q 2 DB-TYPE . Q 3 DB-TYPE . Q 4 DB-TYPE .
Q 2 DB-INT .  Q 0 DB-FLOAT  Q 3 DB-TEXT TYPE  Q 4 DB-TEXT . DROP
\ --- want
\ 5 n-1 1 2 3 4 5 12 A0  ok
\ stack: empty
\ float stack: 7

\ ### the end of the rows, reset and finalize
ALSO SQLITE S" :memory:" DB-OPEN DROP CONSTANT DB
DB S" SELECT 1" DB-PREPARE THROW CONSTANT Q
Q DB-STEP . .  Q DB-STEP . .  Q DB-STEP . .
Q DB-RESET Q DB-STEP . .  Q DB-FINALIZE
Q DB-STEP
\ --- want
\ 0 -1 0 0 0 -1 0 -1
\ error -266: invalid argument: 2 is not an open statement (DB-PREPARE gives one; DB-FINALIZE and DB-CLOSE end it)
\ at input, line 5, column 3: DB-STEP
\ in: DB-STEP
\ stack at the error: empty
\ stack: empty

\ ### reading a column without a row is misuse
ALSO SQLITE S" :memory:" DB-OPEN DROP CONSTANT DB
DB S" SELECT 1" DB-PREPARE THROW CONSTANT Q
Q 0 DB-INT
\ --- want
\ error -266: invalid argument: DB-INT: the statement has no current row: DB-STEP gives one (and its flag says whether it did)
\ at input, line 3, column 5: DB-INT
\ in: DB-INT
\ stack at the error: empty
\ stack: empty

\ ### a column out of range is misuse
ALSO SQLITE S" :memory:" DB-OPEN DROP CONSTANT DB
DB S" SELECT 1" DB-PREPARE THROW CONSTANT Q  Q DB-STEP 2DROP
Q 1 DB-INT
\ --- want
\ error -266: invalid argument: DB-INT: column 1: the statement has 1 columns, counted from 0
\ at input, line 3, column 5: DB-INT
\ in: DB-INT
\ stack at the error: empty
\ stack: empty

\ ### a parameter out of range is misuse
ALSO SQLITE S" :memory:" DB-OPEN DROP CONSTANT DB
DB S" SELECT ?" DB-PREPARE THROW  2 5 DB-BIND-INT
\ --- want
\ error -266: invalid argument: parameter 2: the statement has 1 parameters, counted from 1
\ at input, line 2, column 39: DB-BIND-INT
\ in: DB-BIND-INT
\ stack at the error: empty
\ stack: empty

\ ### wrong handles are misuse
ALSO SQLITE S" :memory:" DB-OPEN DROP CONSTANT DB
DB S" SELECT 1" DB-PREPARE THROW CONSTANT Q
: TRY ( xt -- ) CATCH . DEPTH 0 ?DO DROP LOOP ;
Q S" SELECT 1" ' DB-EXEC TRY  DB ' DB-STEP TRY  999 ' DB-CLOSE TRY
DB DB-CLOSE  Q ' DB-STEP TRY
DB S" SELECT 1" DB-EXEC
\ --- want
\ -266 -266 -266 -266
\ error -266: invalid argument: 1 is not an open database (DB-OPEN gives one)
\ at input, line 6, column 17: DB-EXEC
\ in: DB-EXEC
\ stack at the error: empty
\ stack: empty

\ ### one statement at a time for DB-PREPARE
ALSO SQLITE S" :memory:" DB-OPEN DROP CONSTANT DB
DB S" SELECT 1; SELECT 2" DB-PREPARE . . DB-ERROR TYPE CR
DB S" SELECT 1; -- a comment" DB-PREPARE . DB-FINALIZE
DB S"   -- nothing" DB-PREPARE . . DB-ERROR TYPE
\ --- want
\ -261 0 the text goes on after its first statement: one statement at a time here; DB-EXEC runs several
\ 0 -261 0 the text holds no SQL statement ok
\ stack: empty

\ ### JSON of a whole result
ALSO SQLITE S" :memory:" DB-OPEN DROP CONSTANT DB
DB S\" SELECT 'a\"b\\c' AS s, char(10, 9, 1) AS c, 1e300*1e300 AS inf, 2.0 AS two, -0.125 AS f" DB-QUERY . TYPE CR
DB S" SELECT 1 AS x WHERE 0" DB-QUERY . TYPE CR
DB S" SELECT ? AS v" DB-PREPARE DROP CONSTANT Q  Q 1 42 DB-BIND-INT  Q DB-JSON . TYPE  Q DB-JSON . TYPE
\ --- want
\ 0 [{"s":"a\"b\\c","c":"\n\t\u0001","inf":9e999,"two":2.0,"f":-0.125}]
\ 0 []
\ 0 [{"v":42}]0 [{"v":42}] ok
\ stack: empty

\ ### a bad query gives 0 0 and the ior
ALSO SQLITE S" :memory:" DB-OPEN DROP CONSTANT DB
DB S" SELECT * FROM nowhere" DB-QUERY . . .
\ --- want
\ -261 0 0  ok
\ stack: empty

\ ### the data of one database is not another's
ALSO SQLITE
S" :memory:" DB-OPEN DROP CONSTANT A  S" :memory:" DB-OPEN DROP CONSTANT B
A S" CREATE TABLE t(x)" DB-EXEC .  B S" SELECT * FROM t" DB-EXEC . DB-ERROR TYPE
\ --- want
\ 0 -261 no such table: t ok
\ stack: empty

\ ### a session has at most 8 databases
ALSO SQLITE
: OPEN ( -- db ior ) S" :memory:" DB-OPEN ;
: OPENS ( n -- ) 0 DO OPEN NIP . LOOP ;
9 OPENS DB-ERROR TYPE
\ --- want
\ 0 0 0 0 0 0 0 0 -261 8 databases are open, the most a session may have: DB-CLOSE one first ok
\ stack: empty

\ ### the database is bounded by the Forth memory [memory=512K]
ALSO SQLITE S" :memory:" DB-OPEN DROP CONSTANT DB
DB S" CREATE TABLE big(b); WITH RECURSIVE c(i) AS (SELECT 1 UNION ALL SELECT i+1 FROM c LIMIT 1000) INSERT INTO big SELECT randomblob(1000) FROM c" DB-EXEC . DB-ERROR TYPE CR
DB S" SELECT length(zeroblob(600000))" DB-EXEC . DB-ERROR TYPE
\ --- want
\ -261 database or disk is full (a database may grow to the size of the Forth memory, 512K)
\ -261 string or blob too big ok
\ stack: empty

\ ### SQL work counts steps [steps=100000]
ALSO SQLITE S" :memory:" DB-OPEN DROP CONSTANT DB
DB S" WITH RECURSIVE c(i) AS (SELECT 1 UNION ALL SELECT i+1 FROM c) SELECT count(*) FROM c" DB-EXEC
\ --- want
\ error -258: limit exceeded: steps
\ at input, line 2, column 93: DB-EXEC
\ in: DB-EXEC
\ stack at the error: empty
\ stack: empty

\ ### ALSO SQLITE finds the words
DB-ERROR
\ --- want
\ error -13: undefined word: DB-ERROR (it is in the word list SQLITE; ALSO SQLITE finds it)
\ at input, line 1, column 1: DB-ERROR
\ stack at the error: empty
\ stack: empty

\ ### THROW of a failure says what SQLite said
ALSO SQLITE S" :memory:" DB-OPEN DROP CONSTANT DB
DB S" INSERT INTO nowhere VALUES (1)" DB-EXEC THROW
\ --- want
\ error -261: SQL error: no such table: nowhere
\ at input, line 2, column 47: THROW
\ in: THROW
\ stack at the error: empty
\ stack: empty

\ ### results are ALLOCATEd: FREE gives them back
ALSO SQLITE S" :memory:" DB-OPEN DROP CONSTANT DB
DB S" SELECT 'x' AS t" DB-PREPARE THROW CONSTANT Q  Q DB-STEP 2DROP
S" SELECT 'some text' AS t" 2CONSTANT SOME-TEXT
UNUSED
DB SOME-TEXT DB-QUERY THROW DROP FREE .
Q 0 DB-TEXT DROP FREE .  Q 0 DB-COLUMN-NAME DROP FREE .
UNUSED = .
\ --- want
\ 0 0 0 -1  ok
\ stack: empty

\ ### the JSON words read a result
ALSO SQLITE ALSO JSON S" :memory:" DB-OPEN DROP CONSTANT DB
DB S" SELECT 'ann' AS name, 31 AS age UNION ALL SELECT 'bob', 25" DB-QUERY THROW 2CONSTANT ROWS
ROWS S" #" JSON-INT .  ROWS S" 1.age" JSON-INT .  ROWS S" #(age>30).name" JSON-STRING TYPE
\ --- want
\ 2 25 ann ok
\ stack: empty
