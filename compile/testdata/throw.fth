\ THROW in fast code goes back to the CATCH that runs it without unwinding
\ Go code where it can; it must do what THROW does in every case.

\ ### a THROW through nested calls [gforth]
: deep ( n -- 1 2 ) 1 2 ROT THROW ;
: mid ( n -- 10 1 2 20 ) 10 SWAP deep 20 ;
: top ( n -- code ) 7 SWAP ['] mid CATCH ;
42 top . . . 0 top . . . . . .
\ --- want
\ 42 10 7 0 20 2 1 10 7  ok
\ stack: empty

\ ### a THROW below EXECUTE [gforth]
: inner ( -- ) 5 THROW ;
: mid ( -- ) ['] inner EXECUTE ;
: top ( -- code ) ['] mid CATCH ;
top .
\ --- want
\ 5  ok
\ stack: empty

\ ### CATCH in a loop that throws every few turns [gforth]
: maybe ( n -- n ) DUP 3 MOD 0= IF DUP THROW THEN ;
: t ( -- sum ) 0 10 0 DO I ['] maybe CATCH IF DROP 100 THEN + LOOP ;
t .
\ --- want
\ 327  ok
\ stack: empty

\ ### a THROW that no CATCH takes names the words
: deep 1 2 33 THROW ;
: mid deep ;
mid
\ --- want
\ error 33: uncaught exception
\ at input, line 3, column 1: mid
\ in: MID > DEEP > THROW
\ stack at the error: 1 2
\ stack: empty

\ ### a THROW below EXECUTE that no CATCH takes
: inner 7 -4 THROW ;
: mid ['] inner EXECUTE ;
mid
\ --- want
\ error -4: stack underflow
\ at input, line 3, column 1: mid
\ in: MID > EXECUTE > INNER > THROW
\ stack at the error: 7
\ stack: empty

\ ### the ior of a file word keeps its detail through THROW
: open ( -- fid ) S" missing.txt" R/O OPEN-FILE THROW ;
: t ['] open CATCH ;
t . open
\ --- want
\ -38
\ error -38: non-existent file: missing.txt: no such file
\ at input, line 3, column 5: open
\ in: OPEN > THROW
\ stack at the error: 0
\ stack: empty

\ ### ABORT" in a word CATCH runs [gforth]
: t ( n -- ) ABORT" too big" ;
: u ( n -- code ) ['] t CATCH ;
1 u . 0 u .
\ --- want
\ -2 0  ok
\ stack: 1

\ ### a THROW inlined in the word CATCH runs is caught [gforth]
: fail ( n -- ) 1+ THROW ;
: t ( n -- n' ) DUP fail 5 + ;
: u ( -- sum ) 0 10 0 DO I ['] t CATCH IF DROP 100 THEN + LOOP ;
u . -1 ' t CATCH . .
\ --- want
\ 1000 0 4  ok
\ stack: empty

\ ### a THROW inlined in a word EXECUTE runs under CATCH is caught there [gforth]
: fail ( n -- ) 1+ THROW ;
: t ( n -- n' ) DUP fail 5 + ;
: u ( xt -- ) EXECUTE ;
: v ( -- ) 3 ['] t u ;
: w ( -- ) 5 0 DO ['] v CATCH . LOOP ;
w
\ --- want
\ warning: V ( -- ) takes 0 cells and leaves 1; its comment says it leaves 0
\ 4 4 4 4 4  ok
\ stack: empty
