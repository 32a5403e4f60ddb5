\ A definition left open: every answer names it and where its : was, until
\ its ; comes or an error drops it.

\ ### the call that leaves it open names it
: area ( w h -- a ) *
\ --- want
\  compiled (the definition of AREA, opened at input, line 1, column 1, is still open; ; ends it)
\ stack: empty

\ ### later calls name it too, as opened in an earlier call
: area ( w h -- a ) *
\ --- next call
2 3
\ --- next call
;  3 4 area .
\ --- want
\  compiled (the definition of AREA, opened at input, line 1, column 1, is still open; ; ends it)
\ stack: empty
\  compiled (the definition of AREA, opened at input, line 1, column 1 of an earlier call, is still open; ; ends it)
\ stack: empty
\ warning: AREA ( w h -- a ) takes 2 cells and leaves 3; its comment says it leaves 1
\ 3  ok
\ stack: 12 2

\ ### using the word while its definition is open says so
: area ( w h -- a ) *
\ --- next call
3 4 area .
\ --- want
\  compiled (the definition of AREA, opened at input, line 1, column 1, is still open; ; ends it)
\ stack: empty
\ error -13: undefined word: AREA (AREA is not defined yet: its definition is still open and needs its ;)
\ at input, line 1, column 5: area
\ the definition of AREA, opened at input, line 1, column 1 of an earlier call, was still open: what followed was compiled into it, and the error dropped it
\ stack at the error: empty
\ stack: empty

\ ### a second : inside the open one names the open one
: area ( w h -- a ) *
\ --- next call
: perim ( w h -- p ) + 2* ;
\ --- want
\  compiled (the definition of AREA, opened at input, line 1, column 1, is still open; ; ends it)
\ stack: empty
\ error -13: undefined word: PERIM
\ at input, line 1, column 3: perim
\ the definition of AREA, opened at input, line 1, column 1 of an earlier call, was still open: what followed was compiled into it, and the error dropped it
\ stack at the error: empty
\ stack: empty

\ ### a file without its last ; names the file
S" lib.fs" W/O CREATE-FILE THROW VALUE F
S" : area ( w h -- a ) *" F WRITE-FILE THROW  F CLOSE-FILE THROW
S" lib.fs" INCLUDED  3 4 area .
\ --- want
\ error -13: undefined word: AREA (AREA is not defined yet: its definition is still open and needs its ;)
\ at input, line 3, column 26: area
\ the definition of AREA, opened at lib.fs, line 1, column 1, was still open: what followed was compiled into it, and the error dropped it
\ stack at the error: empty
\ stack: empty

\ ### a definition that calls itself by name is told of RECURSE
: fact ( n -- n! ) DUP 2 < IF DROP 1 ELSE DUP 1- fact * THEN ;
\ --- want
\ error -13: undefined word: FACT (a definition cannot call itself by its name before its ;: RECURSE calls the definition being compiled)
\ at input, line 1, column 50: fact
\ stack at the error: empty
\ stack: empty

\ ### an error inside a definition of the same call needs no more
: sq DUPP * ;
\ --- want
\ error -13: undefined word: DUPP (did you mean DUMP, DUP?)
\ at input, line 1, column 6: DUPP
\ stack at the error: empty
\ stack: empty
