\ The call of a DEFER that holds a colon definition too long or too loopy
\ to inline is the call of that definition behind a guard, and one
\ declared before the word it is to hold is built again once it holds
\ one. Recursions through such DEFERs, the DEFERs set back and forth, and
\ the errors, limits and traces around them, as the plain code has them.

\ ### a mutual recursion through a DEFER declared first [gforth]
DEFER odd?
: even? ( n -- f ) DUP 0= IF DROP TRUE EXIT THEN 1- odd? ;
:NONAME ( n -- f ) DUP 0= IF DROP FALSE EXIT THEN 1- even? ; IS odd?
: t 0 300 0 DO I even? IF 1+ THEN LOOP ;
t .  301 even? .  300 odd? .
\ --- want
\ 150 0 0  ok
\ stack: empty

\ ### a recursion through a DEFER that holds a word with a loop [gforth]
DEFER walk
: branch ( n -- n' ) DUP 1 < IF EXIT THEN 0 OVER 0 DO I + LOOP SWAP 2 - walk + ;
' branch IS walk
: t 0 40 0 DO I walk + LOOP ;
t .
\ --- want
\ 53180  ok
\ stack: empty

\ ### a DEFER set back and forth between a recursion and a word with a loop [gforth]
DEFER step
: down ( n -- n' ) DUP 0> IF 1- step 1+ THEN ;
: spin ( n -- n' ) 0 SWAP 0 ?DO I + LOOP ;
: t 0 50 0 DO I 1 AND IF ['] down ELSE ['] spin THEN IS step  I step + LOOP ;
t .  ' down IS step  t .
\ --- want
\ 10125 10125  ok
\ stack: empty

\ ### a DEFER declared first that comes to hold a primitive [gforth]
DEFER op
: apply ( x n -- x ) 0 ?DO op LOOP ;
' 1+ IS op
: t 0 100 0 DO 3 apply LOOP ;
t .  ' 2* IS op  1 10 apply .
\ --- want
\ 300 1024  ok
\ stack: empty

\ ### an error deep in a recursion through a DEFER
DEFER odd?
: even? ( n -- f ) DUP 0= IF DROP 0 @ EXIT THEN 1- odd? ;
:NONAME ( n -- f ) DUP 0= IF DROP FALSE EXIT THEN 1- even? 0= ; IS odd?
: t 0 20 0 DO I 2* 1+ even? + LOOP DROP  6 even? ;
t
\ --- want
\ error -9: invalid memory address: 0
\ at input, line 5, column 1: t
\ in: T > EVEN? > ODD? > :NONAME > EVEN? > ODD? > :NONAME > EVEN? > ODD? > :NONAME > EVEN? > @
\ stack at the error: empty
\ stack: empty

\ ### too deep a recursion through a DEFER
DEFER down
: tally ( n -- n ) DUP IF 1- down 1+ THEN ;
' tally IS down
: t 10 0 DO 20 down DROP LOOP  100000 down ;
t
\ --- want
\ error -5: return stack overflow: 10000 words running
\ at input, line 5, column 1: t
\ in: ... (19968 more) > TALLY > DOWN > TALLY > DOWN > TALLY > DOWN > TALLY > DOWN > TALLY > DOWN > TALLY > DOWN > TALLY > DOWN > TALLY > DOWN > TALLY > DOWN > TALLY > DOWN > TALLY > DOWN > TALLY > DOWN > TALLY > DOWN > TALLY > DOWN > TALLY > DOWN > TALLY > DOWN
\ stack at the error: 90001
\ stack: empty

\ ### the step limit in a recursion through a DEFER [steps=5000]
DEFER down
: tally ( n -- n ) DUP IF 1- down 1+ THEN ;
' tally IS down
: t BEGIN 30 down DROP AGAIN ;
t
\ --- want
\ error -258: limit exceeded: steps
\ at input, line 5, column 1: t
\ in: T > DOWN > TALLY > DOWN > TALLY > DOWN > TALLY > DOWN > TALLY > DOWN > TALLY > DOWN > TALLY > DOWN > TALLY > DOWN
\ stack at the error: 23
\ stack: empty

\ ### a THROW from deep in a recursion through a DEFER, caught [gforth]
DEFER down
: tally ( n -- n ) DUP 0= IF 55 THROW THEN 1- down 1+ ;
' tally IS down
: t 0 30 0 DO 20 ['] down CATCH + NIP LOOP ;
t .
\ --- want
\ 55  ok
\ stack: empty

\ ### a trace started inside a recursion through a DEFER
ALSO DEBUG
DEFER down
: tally ( n -- n ) DUP IF 1- down 1+ THEN ;
' tally IS down
: t 10 0 DO 5 down DROP LOOP  2 TRACE-ON down TRACE-OFF ;
t .
\ --- want
\ TALLY  <1> 2
\   DUP  <1> 2
\   1-  <1> 2
\   DOWN  <1> 1
\   TALLY  <1> 1
\     DUP  <1> 1
\     1-  <1> 1
\     DOWN  <1> 0
\     TALLY  <1> 0
\       DUP  <1> 0
\     1+  <1> 0
\   1+  <1> 1
\ 2  ok
\ stack: empty
