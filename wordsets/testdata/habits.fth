\ Words of gforth that programs use by habit: the same output as gforth
\ where gforth has them.

\ ### bounds walks a string [gforth]
: SUM-CHARS ( c-addr u -- n ) 0 -ROT BOUNDS ?DO I C@ + LOOP ;  S" abc" SUM-CHARS .  10 3 BOUNDS . .
\ --- want
\ 294 10 13  ok
\ stack: empty

\ ### scan and skip [gforth]
S" key=value" CHAR = SCAN TYPE CR  S" none" CHAR = SCAN . DROP CR  S"    x  " BL SKIP TYPE CR  S"     " BL SKIP . DROP
\ --- want
\ =value
\ 0
\ x
\ 0  ok
\ stack: empty

\ ### place and +place build counted strings [gforth]
CREATE BUF 64 ALLOT  S" hello" BUF PLACE  S" , world" BUF +PLACE  BUF COUNT TYPE  BUF C@ .
\ --- want
\ hello, world12  ok
\ stack: empty

\ ### +place beyond 255 characters
CREATE BUF 300 ALLOT  S" x" BUF PLACE  : GROW 300 0 DO S" x" BUF +PLACE LOOP ;  GROW
\ --- want
\ error -18: parsed string overflow: a counted string holds at most 255 characters, not 256
\ at input, line 1, column 81: GROW
\ in: GROW > +PLACE
\ stack at the error: empty
\ stack: empty

\ ### string-prefix? [gforth]
S" forthling" S" forth" STRING-PREFIX? .  S" forth" S" forthling" STRING-PREFIX? .  S" abc" S" " STRING-PREFIX? .
\ --- want
\ -1 0 -1  ok
\ stack: empty

\ ### >order puts a word list first [gforth]
WORDLIST CONSTANT TOOLS2  TOOLS2 >ORDER DEFINITIONS  : HAMMER 7 ;  PREVIOUS DEFINITIONS
TOOLS2 >ORDER HAMMER . PREVIOUS
\ --- want
\ 7  ok
\ stack: empty

\ ### slurp-file reads a whole file
S" notes.txt" W/O CREATE-FILE THROW VALUE F  S\" two\nlines" F WRITE-FILE THROW  F CLOSE-FILE THROW
S" notes.txt" SLURP-FILE 2DUP TYPE  DROP FREE THROW
\ --- want
\ two
\ lines ok
\ stack: empty

\ ### slurp-file of a missing file
S" nothing.txt" SLURP-FILE
\ --- want
\ error -38: non-existent file: nothing.txt: no such file
\ at input, line 1, column 17: SLURP-FILE
\ in: SLURP-FILE
\ stack at the error: empty
\ stack: empty

\ ### files lists the session's files
S" b.txt" W/O CREATE-FILE THROW CLOSE-FILE THROW  S" a.txt" W/O CREATE-FILE THROW VALUE F  S" abc" F WRITE-FILE THROW  F CLOSE-FILE THROW
FILES
\ --- want
\ 3 a.txt
\ 0 b.txt
\  ok
\ stack: empty

\ ### random is the same in every session until seed! sets another
10 RANDOM 10 RANDOM 10 RANDOM . . .  7 SEED! 1000 RANDOM  7 SEED! 1000 RANDOM = .
\ --- want
\ 1 2 6 -1  ok
\ stack: empty

\ ### random needs a positive range
0 RANDOM
\ --- want
\ error -24: invalid numeric argument: RANDOM needs a positive range, not 0
\ at input, line 1, column 3: RANDOM
\ in: RANDOM
\ stack at the error: empty
\ stack: empty
