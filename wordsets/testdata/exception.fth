\ CATCH, THROW, ABORT and ABORT": what they restore and what they report.

\ ### catch returns 0 when nothing is thrown [gforth]
: t 1 2 + ; ' t CATCH . .
\ --- want
\ 0 3  ok
\ stack: empty

\ ### throw 0 does nothing [gforth]
: t 5 0 THROW 6 ; ' t CATCH . . .
\ --- want
\ 0 6 5  ok
\ stack: empty

\ ### catch puts the depth back [gforth]
: t 1 2 3 42 THROW ; 9 ' t CATCH . DEPTH . .
\ --- want
\ 42 1 9  ok
\ stack: empty

\ ### throw from deep inside [gforth]
: inner 7 THROW ; : middle 1 inner 2 ; : outer 3 middle 4 ;
' outer CATCH . DEPTH .
\ --- want
\ 7 0  ok
\ stack: empty

\ ### nested catches [gforth]
: t1 1 THROW ; : t2 ['] t1 CATCH 10 + THROW ; : t3 ['] t2 CATCH ;
t3 .
\ --- want
\ 11  ok
\ stack: empty

\ ### throw out of loops restores the return stack [gforth]
: t 10 0 DO 5 0 DO J 1 = I 3 = AND IF 99 THROW THEN LOOP LOOP ;
: u ['] t CATCH . 3 0 DO I . LOOP ;
u
\ --- want
\ 99 0 1 2  ok
\ stack: empty

\ ### catch of an error of the system [gforth]
: t 1 0 / ; ' t CATCH . ' DROP CATCH . : u -1 @ ; ' u CATCH .
\ --- want
\ -10 -4 -9  ok
\ stack: empty

\ ### catch of an undefined word in evaluate
: t S" 1 2 nosuchword" EVALUATE ; ' t CATCH . DEPTH .
\ --- want
\ -13 0  ok
\ stack: empty

\ ### catch restores the input after an error in evaluate [gforth]
: t S" 1 2 + nosuchword" EVALUATE ; ' t CATCH DROP .( after ) 10 .
\ --- want
\ after 10  ok
\ stack: empty

\ ### catch ends a definition that failed in evaluate
: t S" : broken 1 nosuchword ;" EVALUATE ; ' t CATCH .
: fine 5 ; fine . STATE @ .
\ --- want
\ -13 5 0  ok
\ stack: empty

\ ### abort is -1 [gforth]
: t ABORT ; ' t CATCH .
\ --- want
\ -1  ok
\ stack: empty

\ ### abort" is -2 when its flag is true [gforth]
: t ( flag -- ) ABORT" failed" ; 0 ' t CATCH . 1 ' t CATCH .
\ --- want
\ 0 -2  ok
\ stack: 1

\ ### an uncaught abort" shows its message
: check ( n -- ) 0< ABORT" negative numbers are not allowed" ;
5 check -5 check
\ --- want
\ error -2: aborted: negative numbers are not allowed
\ at input, line 2, column 12: check
\ in: CHECK > (ABORT")
\ stack at the error: empty
\ stack: empty

\ ### abort" without its flag is -4 with the stack as abort" found it
: check ( flag -- ) ABORT" no flag" ;  check
\ --- want
\ error -4: stack underflow
\ at input, line 1, column 40: check
\ in: CHECK > IF
\ stack at the error: empty
\ stack: empty

\ ### an uncaught abort
1 2 ABORT 3
\ --- want
\ error -1: aborted
\ at input, line 1, column 5: ABORT
\ in: ABORT
\ stack at the error: 1 2
\ stack: empty

\ ### an uncaught throw of a code of the program
: t 1 2 99 THROW ; t
\ --- want
\ error 99: uncaught exception
\ at input, line 1, column 20: t
\ in: T > THROW
\ stack at the error: 1 2
\ stack: empty

\ ### an uncaught throw of a standard code has its message
-4 THROW
\ --- want
\ error -4: stack underflow
\ at input, line 1, column 4: THROW
\ in: THROW
\ stack at the error: empty
\ stack: empty

\ ### throw -2 without abort"
-2 THROW
\ --- want
\ error -2: aborted
\ at input, line 1, column 4: THROW
\ in: THROW
\ stack at the error: empty
\ stack: empty

\ ### a limit passes through catch [steps=1000]
: spin BEGIN AGAIN ; : t ['] spin CATCH ." caught " . ; t
\ --- want
\ error -258: limit exceeded: steps
\ at input, line 1, column 57: t
\ in: T > CATCH > SPIN > AGAIN
\ stack at the error: empty
\ stack: empty

\ ### catch of a word that is not an execution token
12345 CATCH
\ --- want
\ error -257: invalid execution token: 12345
\ at input, line 1, column 7: CATCH
\ in: CATCH
\ stack at the error: empty
\ stack: empty

\ ### throw needs a code
THROW
\ --- want
\ error -4: stack underflow
\ at input, line 1, column 1: THROW
\ in: THROW
\ stack at the error: empty
\ stack: empty

\ ### after an error the stacks are empty and the interpreter interprets
1 2 3 : t 4 5 [ 1 0 / ] ;
\ --- next call
DEPTH . STATE @ . : u 6 ; u .
\ --- want
\ error -10: division by zero
\ at input, line 1, column 21: /
\ in: /
\ stack at the error: 1 2 3
\ stack: empty
\ 0 0 6  ok
\ stack: empty
