\ JSON: limits. Work is charged in steps before it is done, documents and
\ paths may nest only so deep, and a path that could build a result far
\ larger than its document is refused before it runs.

\ ### nesting deeper than 1000 is refused
ALSO JSON
CREATE BUF 4000 ALLOT
: DEEP ( n -- c-addr u ) >R  BUF R@ [CHAR] [ FILL  BUF R@ + R@ [CHAR] ] FILL  BUF R> 2* ;
1000 DEEP JSON-VALID? .  1001 DEEP JSON-VALID? .  1000 DEEP JSON-LENGTH .
1001 DEEP JSON-LENGTH
\ --- want
\ -1 0 1
\ error -263: JSON error: JSON-LENGTH: the document nests arrays and objects 1001 deep, at most 1000
\ at input, line 5, column 11: JSON-LENGTH
\ in: JSON-LENGTH
\ stack at the error: empty
\ stack: empty

\ ### brackets inside strings do not nest the document
ALSO JSON
CREATE BUF 3000 ALLOT
BUF 3000 CHAR ] FILL  S\" [\"" BUF SWAP MOVE  S\" \"]" BUF 2998 + SWAP MOVE
BUF 3000 JSON-VALID? .  BUF 3000 JSON-LENGTH .
\ --- want
\ -1 1  ok
\ stack: empty

\ ### a path that could build a huge result is refused
ALSO JSON
: P S" [@this,@this]|[@this,@this]|[@this,@this]|[@this,@this]|[@this,@this]|[@this,@this]|[@this,@this]|[@this,@this]|[@this,@this]|[@this,@this]|[@this,@this]|[@this,@this]|[@this,@this]|[@this,@this]|[@this,@this]|[@this,@this]|[@this,@this]|[@this,@this]|[@this,@this]|[@this,@this]|[@this,@this]|[@this,@this]" ;
S" [1,2,3]" P JSON-QUERY
\ --- want
\ error -263: JSON error: JSON-QUERY: the path `[@this,@this]|[@this,@this]|[@this,@this]|[@this,@this]|[@th...` could build a result of up to 8023703552 bytes from this document, more than the 67108864 a path may build: use fewer multipaths, @pretty, @tostr or @group
\ at input, line 3, column 15: JSON-QUERY
\ in: JSON-QUERY
\ stack at the error: empty
\ stack: empty

\ ### a few multipaths are fine
ALSO JSON
S" [1,2,3]" S" [@this,@this]|[@this,@this]" JSON-QUERY . TYPE
\ --- want
\ 5 [[[1,2,3],[1,2,3]],[[1,2,3],[1,2,3]]] ok
\ stack: empty

\ ### @tostr chains grow text
ALSO JSON
: P S" @tostr|@tostr|@tostr|@tostr|@tostr|@tostr|@tostr|@tostr|@tostr|@tostr|@tostr|@tostr" ;
S\" [\"a\"]" P JSON-QUERY
\ --- want
\ error -263: JSON error: JSON-QUERY: the path `@tostr|@tostr|@tostr|@tostr|@tostr|@tostr|@tostr|@tostr|@tos...` could build a result of up to 330870915072 bytes from this document, more than the 67108864 a path may build: use fewer multipaths, @pretty, @tostr or @group
\ at input, line 3, column 16: JSON-QUERY
\ in: JSON-QUERY
\ stack at the error: empty
\ stack: empty

\ ### @tostr once
ALSO JSON
S\" [\"a\"]" S" @tostr" JSON-QUERY . TYPE
\ --- want
\ 4 "[\"a\"]" ok
\ stack: empty

\ ### a key with more than one * is refused
ALSO JSON
S\" {\"abc\":1}" S" a*b*" JSON-GET
\ --- want
\ error -263: JSON error: JSON-GET: the path `a*b*` has a key or pattern with 2 wildcards *, at most one: more make matching too slow to bound
\ at input, line 2, column 27: JSON-GET
\ in: JSON-GET
\ stack at the error: empty
\ stack: empty

\ ### and so is a % pattern with more than one *
ALSO JSON
S\" [\"abc\"]" S\" #(%\"*b*\")" JSON-GET
\ --- want
\ error -263: JSON error: JSON-GET: the path `#(%"*b*")` has a key or pattern with 2 wildcards *, at most one: more make matching too slow to bound
\ at input, line 2, column 33: JSON-GET
\ in: JSON-GET
\ stack at the error: empty
\ stack: empty

\ ### one * is fine
ALSO JSON
S\" {\"abc\":1}" S" *c" JSON-INT .  S\" [\"abc\"]" S\" #(%\"a*\")" JSON-GET . TYPE
\ --- want
\ 1 4 "abc" ok
\ stack: empty

\ ### a path nested too deeply
ALSO JSON
CREATE BUF 3000 ALLOT
BUF 1001 CHAR [ FILL
S" [1]" BUF 1001 JSON-GET
\ --- want
\ error -263: JSON error: JSON-GET: the path nests brackets 1001 deep, at most 1000
\ at input, line 4, column 18: JSON-GET
\ in: JSON-GET
\ stack at the error: empty
\ stack: empty

\ ### reading a document is charged in steps [steps=5000]
ALSO JSON
CREATE BIG 200000 ALLOT  BIG 200000 BL FILL  S" [1]" BIG SWAP MOVE
BIG 200000 JSON-LENGTH .
\ --- want
\ error -258: limit exceeded: steps
\ at input, line 3, column 12: JSON-LENGTH
\ in: JSON-LENGTH
\ stack at the error: empty
\ stack: empty

\ ### a small document is cheap [steps=200]
ALSO JSON
S\" {\"a\":[1,2,3]}" S" a.2" JSON-INT .
\ --- want
\ 3  ok
\ stack: empty

\ ### a document in ALLOCATEd memory
ALSO JSON
: DOC S\" {\"k\":\"v\"}" ;
JSON-NEW JSON{ S" k" JSON-KEY DOC S" k" JSON-STRING JSON-STRING, }JSON JSON-DONE
2DUP S" k" JSON-GET . TYPE 2DROP
\ --- want
\ 4 "v" ok
\ stack: empty
