\ The File-access word set on the session's files, which live in memory.

\ ### write, then read line by line [gforth]
S" notes.txt" W/O CREATE-FILE THROW VALUE F
S" first line" F WRITE-LINE THROW  S" second" F WRITE-LINE THROW  F CLOSE-FILE THROW
CREATE BUF 80 ALLOT
S" notes.txt" R/O OPEN-FILE THROW TO F
: SHOW BEGIN BUF 80 F READ-LINE THROW WHILE BUF SWAP TYPE [CHAR] | EMIT REPEAT DROP ;
SHOW F CLOSE-FILE THROW
\ --- want
\ first line|second| ok
\ stack: empty

\ ### read-line splits a line longer than the buffer [gforth]
S" l.txt" R/W CREATE-FILE THROW VALUE F
S" abcdefgh" F WRITE-LINE THROW  0. F REPOSITION-FILE THROW
CREATE BUF 80 ALLOT
BUF 3 F READ-LINE . . . BUF 3 TYPE SPACE
BUF 0 F READ-LINE . . .
BUF 80 F READ-LINE . . . BUF 5 TYPE SPACE
BUF 80 F READ-LINE . . .
\ --- want
\ 0 -1 3 abc 0 -1 0 0 -1 5 defgh 0 0 0  ok
\ stack: empty

\ ### read-line takes CR LF and a last line without an end
S" crlf.txt" W/O CREATE-FILE THROW VALUE F
S\" one\r\ntwo" F WRITE-FILE THROW F CLOSE-FILE THROW
S" crlf.txt" R/O OPEN-FILE THROW TO F
CREATE BUF 80 ALLOT
BUF 80 F READ-LINE . . . BUF 3 TYPE SPACE BUF 80 F READ-LINE . . . BUF 3 TYPE SPACE BUF 80 F READ-LINE . . .
\ --- want
\ 0 -1 3 one 0 -1 3 two 0 0 0  ok
\ stack: empty

\ ### read-file, file-position, reposition-file and file-size [gforth]
S" data.bin" R/W BIN CREATE-FILE THROW VALUE F
S" hello world" F WRITE-FILE THROW F FLUSH-FILE THROW
F FILE-SIZE THROW D. F FILE-POSITION THROW D.
6. F REPOSITION-FILE THROW
PAD 3 F READ-FILE THROW PAD SWAP TYPE SPACE F FILE-POSITION THROW D.
PAD 80 F READ-FILE THROW PAD SWAP TYPE SPACE PAD 80 F READ-FILE THROW .
\ --- want
\ 11 11 wor 9 ld 0  ok
\ stack: empty

\ ### writing in the middle and past the end [gforth]
: BYTES. ( c-addr u -- ) 0 ?DO DUP C@ . 1+ LOOP DROP ;
S" w.txt" R/W CREATE-FILE THROW VALUE F
S" abcdef" F WRITE-FILE THROW  2. F REPOSITION-FILE THROW  S" XY" F WRITE-FILE THROW
0. F REPOSITION-FILE THROW PAD 80 F READ-FILE THROW PAD SWAP TYPE SPACE
8. F REPOSITION-FILE THROW S" Z" F WRITE-FILE THROW F FLUSH-FILE THROW F FILE-SIZE THROW D.
0. F REPOSITION-FILE THROW PAD 80 F READ-FILE THROW PAD SWAP BYTES.
\ --- want
\ abXYef 9 97 98 88 89 101 102 0 0 90  ok
\ stack: empty

\ ### resize-file cuts and fills with zeros [gforth]
: BYTES. ( c-addr u -- ) 0 ?DO DUP C@ . 1+ LOOP DROP ;
S" r.txt" R/W CREATE-FILE THROW VALUE F
S" abcdef" F WRITE-FILE THROW F FLUSH-FILE THROW
3. F RESIZE-FILE THROW F FILE-SIZE THROW D.
5. F RESIZE-FILE THROW F FILE-SIZE THROW D.
0. F REPOSITION-FILE THROW PAD 80 F READ-FILE THROW PAD SWAP BYTES.
\ --- want
\ 3 5 97 98 99 0 0  ok
\ stack: empty

\ ### create-file replaces a file [gforth]
S" x.txt" W/O CREATE-FILE THROW VALUE F S" old text" F WRITE-FILE THROW F CLOSE-FILE THROW
S" x.txt" R/W CREATE-FILE THROW TO F F FILE-SIZE THROW D. F CLOSE-FILE THROW
\ --- want
\ 0  ok
\ stack: empty

\ ### delete-file, rename-file and file-status
S" a.txt" W/O CREATE-FILE THROW CLOSE-FILE THROW
S" a.txt" FILE-STATUS NIP .  S" a.txt" S" b.txt" RENAME-FILE .
S" a.txt" FILE-STATUS NIP .  S" b.txt" FILE-STATUS NIP .
S" b.txt" DELETE-FILE .  S" b.txt" DELETE-FILE .  S" b.txt" FILE-STATUS NIP .
\ --- want
\ 0 0 -38 0 0 -38 -38  ok
\ stack: empty

\ ### a missing file is ior -38
S" no-such.txt" R/O OPEN-FILE . DROP  S" no-such.txt" DELETE-FILE .
S" no-such.txt" S" other.txt" RENAME-FILE .
\ --- want
\ -38 -38 -38  ok
\ stack: empty

\ ### throw of the ior names the missing file
S" no-such.txt" R/O OPEN-FILE THROW
\ --- want
\ error -38: non-existent file: no-such.txt: no such file
\ at input, line 1, column 31: THROW
\ in: THROW
\ stack at the error: 0
\ stack: empty

\ ### names are relative and stay inside the session's files
S" ../etc/passwd" R/O OPEN-FILE THROW
\ --- want
\ error -38: non-existent file: ../etc/passwd: not a valid file name: use a relative name such as data/input.txt, without .. or a leading /
\ at input, line 1, column 33: THROW
\ in: THROW
\ stack at the error: 0
\ stack: empty

\ ### an absolute name is refused
S" /etc/passwd" R/O OPEN-FILE . DROP  S" /tmp/x" W/O CREATE-FILE . DROP
\ --- want
\ -38 -38  ok
\ stack: empty

\ ### names are cleaned to one form
S" dir/f.txt" W/O CREATE-FILE THROW CLOSE-FILE THROW
S" dir/./f.txt" FILE-STATUS NIP .  S" dir//f.txt" FILE-STATUS NIP .
\ --- want
\ 0 0  ok
\ stack: empty

\ ### access methods are checked
S" m.txt" W/O CREATE-FILE THROW VALUE F
PAD 10 F READ-FILE . .  PAD 10 F READ-LINE . . .
S" m.txt" R/O OPEN-FILE THROW TO F  S" x" F WRITE-FILE .  S" x" F WRITE-LINE .  5. F RESIZE-FILE .
\ --- want
\ -70 0 -71 0 0 -75 -76 -74  ok
\ stack: empty

\ ### throw of a read from a write-only file says why
S" m.txt" W/O CREATE-FILE THROW  PAD 10 ROT READ-FILE THROW
\ --- want
\ error -70: READ-FILE: m.txt: the file was not opened for reading (use R/O or R/W)
\ at input, line 1, column 55: THROW
\ in: THROW
\ stack at the error: 0
\ stack: empty

\ ### a closed fileid gives the word's ior
S" c.txt" W/O CREATE-FILE THROW DUP CLOSE-FILE .
DUP CLOSE-FILE .  DUP FILE-SIZE . D.  DUP FLUSH-FILE .  S" x" 2 PICK WRITE-FILE .
0. 2 PICK REPOSITION-FILE .  DUP FILE-POSITION . D.  PAD 5 ROT READ-FILE . .
\ --- want
\ 0 -62 -66 0 -68 -75 -73 -65 0 -70 0  ok
\ stack: empty

\ ### write-file past the files limit writes nothing [files=100]
S" big.txt" W/O CREATE-FILE THROW VALUE F
PAD 80 F WRITE-FILE .  PAD 80 F WRITE-FILE .  F FILE-SIZE THROW D.
PAD 20 F WRITE-LINE .  PAD 19 F WRITE-LINE .  F FILE-SIZE THROW D.
200. F RESIZE-FILE . F FILE-SIZE THROW D.
\ --- want
\ 0 -75 80 -76 0 100 -74 100  ok
\ stack: empty

\ ### throw of a write past the limit says so [files=10]
S" big.txt" W/O CREATE-FILE THROW  PAD 80 ROT WRITE-FILE THROW
\ --- want
\ error -75: WRITE-FILE: big.txt: the session's files would exceed their limit
\ at input, line 1, column 58: THROW
\ in: THROW
\ stack at the error: empty
\ stack: empty

\ ### include-file interprets the rest of an open file [gforth]
S" lib.fth" W/O CREATE-FILE THROW VALUE F
S" 1 2" F WRITE-LINE THROW S" : THREE 3 ;" F WRITE-LINE THROW F CLOSE-FILE THROW
S" lib.fth" R/O OPEN-FILE THROW TO F
CREATE BUF 80 ALLOT  BUF 80 F READ-LINE THROW 2DROP
F INCLUDE-FILE THREE . DEPTH .
\ --- want
\ 3 0  ok
\ stack: empty

\ ### include-file closes the file
S" lib.fth" W/O CREATE-FILE THROW VALUE F S" 42" F WRITE-LINE THROW F CLOSE-FILE THROW
S" lib.fth" R/O OPEN-FILE THROW TO F  F INCLUDE-FILE .  F CLOSE-FILE .
\ --- want
\ 42 -62  ok
\ stack: empty

\ ### source-id of an included file is its fileid [gforth]
S" id.fth" W/O CREATE-FILE THROW VALUE F
S" SOURCE-ID DUP 0<> SWAP -1 <> AND ." F WRITE-LINE THROW F CLOSE-FILE THROW
S" id.fth" INCLUDED
\ --- want
\ -1  ok
\ stack: empty

\ ### an error in an included file names the file, line and column
S" bad.fth" W/O CREATE-FILE THROW VALUE F
S" : OK 1 ;" F WRITE-LINE THROW S"   OK NO-SUCH-WORD" F WRITE-LINE THROW F CLOSE-FILE THROW
S" bad.fth" INCLUDED
\ --- want
\ error -13: undefined word: NO-SUCH-WORD
\ at bad.fth, line 2, column 6: NO-SUCH-WORD
\ in: INCLUDED
\ stack at the error: 1
\ stack: empty

\ ### an error in include-file names the file
S" bad.fth" W/O CREATE-FILE THROW VALUE F
S" 1 0 /" F WRITE-LINE THROW F CLOSE-FILE THROW
S" bad.fth" R/O OPEN-FILE THROW INCLUDE-FILE
\ --- want
\ error -10: division by zero
\ at bad.fth, line 1, column 5: /
\ in: INCLUDE-FILE > /
\ stack at the error: empty
\ stack: empty

\ ### include-file of a closed fileid
S" e.fth" W/O CREATE-FILE THROW DUP CLOSE-FILE THROW INCLUDE-FILE
\ --- want
\ error -37: file I/O exception: INCLUDE-FILE of 1: not an open file: the fileid is closed or was never opened
\ at input, line 1, column 54: INCLUDE-FILE
\ in: INCLUDE-FILE
\ stack at the error: empty
\ stack: empty

\ ### include and require a file of the session [gforth]
S" inc.fth" W/O CREATE-FILE THROW VALUE F
S" 1+" F WRITE-LINE THROW F CLOSE-FILE THROW
0 INCLUDE inc.fth S" inc.fth" INCLUDED REQUIRE inc.fth S" inc.fth" REQUIRED .
\ --- want
\ 2  ok
\ stack: empty

\ ### too many open files
: OPEN-MANY 300 0 DO S" many.txt" W/O CREATE-FILE ?DUP IF . DROP I . UNLOOP EXIT THEN DROP LOOP ;
OPEN-MANY
\ --- want
\ -63 256  ok
\ stack: empty

\ ### the access methods [gforth]
R/O R/W <> . R/O W/O <> . R/W W/O <> . R/O BIN R/O <> .
\ --- want
\ -1 -1 -1 -1  ok
\ stack: empty

\ ### a file access method must read or write
S" f.txt" 0 CREATE-FILE . DROP  S" f.txt" R/O 8 OR OPEN-FILE THROW
\ --- want
\ -63
\ error -69: OPEN-FILE: f.txt: not a file access method: use R/O, W/O or R/W, perhaps with BIN
\ at input, line 1, column 62: THROW
\ in: THROW
\ stack at the error: 0
\ stack: empty

\ ### growing a file costs steps in proportion [steps=1000]
S" g.txt" W/O CREATE-FILE THROW  1000000. ROT RESIZE-FILE .
\ --- want
\ error -258: limit exceeded: steps
\ at input, line 1, column 47: RESIZE-FILE
\ in: RESIZE-FILE
\ stack at the error: empty
\ stack: empty

\ ### a write far past the end is past the limit
S" far.txt" W/O CREATE-FILE THROW  -1 1 RSHIFT 0 2 PICK REPOSITION-FILE .  S" ab" ROT WRITE-FILE .
\ --- want
\ 0 -75  ok
\ stack: empty

\ ### the detail of an ior is told once
S" none.txt" R/O OPEN-FILE NIP DUP ' THROW CATCH . DROP THROW
\ --- want
\ -38
\ error -38: non-existent file
\ at input, line 1, column 57: THROW
\ in: THROW
\ stack at the error: empty
\ stack: empty
