\ A DEFER set to another word after its callers were compiled: each call
\ misses the guard of the word inlined when they were, until the caller's
\ code is built again with the word the DEFER holds now. Results, steps,
\ errors and traces are the plain code's before, during and after that.

\ ### a hook set after its callers, called often [gforth]
: plus + ;  : mix 31 * XOR ;
DEFER combine  ' plus IS combine
: fold ( n -- x ) 0 SWAP 0 DO I combine LOOP ;
: both ( n -- x ) DUP fold SWAP 2/ fold + ;
' mix IS combine
: t 0 20 0 DO 100 both + LOOP ;
t .  ' plus IS combine  t .  ' mix IS combine  t .
\ --- want
\ 100060 123500 100060  ok
\ stack: empty

\ ### an error inside the new word, once the caller was built again
DEFER op  : inc 1+ ;  : bad ( x -- x ) DUP 40 = IF DROP 0 @ THEN 1+ ;
' inc IS op
: walk ( x n -- x ) 0 ?DO op LOOP ;
' bad IS op
: t 0 60 walk ;
t
\ --- want
\ error -9: invalid memory address: 0
\ at input, line 6, column 1: t
\ in: T > WALK > OP > BAD > @
\ stack at the error: empty
\ stack: empty

\ ### an error inside a word inlined through another, once both were built again
DEFER op  : inc 1+ ;  : bad ( x -- x ) DUP 50 = IF DROP 0 @ THEN 1+ ;
' inc IS op
: step ( x -- x ) op ;
: walk ( x n -- x ) 0 ?DO step LOOP ;
' bad IS op
: t 0 60 walk ;
t
\ --- want
\ error -9: invalid memory address: 0
\ at input, line 7, column 1: t
\ in: T > WALK > STEP > OP > BAD > @
\ stack at the error: empty
\ stack: empty

\ ### a THROW in the new word, caught by the caller's CATCH [gforth]
DEFER op  : inc 1+ ;  : stop ( x -- x ) DUP 30 = IF 7 THROW THEN 1+ ;
' inc IS op
: walk ( x n -- x ) 0 ?DO op LOOP ;
' stop IS op
: t 0 100 ['] walk CATCH . 2DROP ;
t
\ --- want
\ 7  ok
\ stack: empty

\ ### the step limit inside the code built again [steps=400]
DEFER op  : inc 1+ ;  : dec 1- ;
' inc IS op
: walk ( x n -- x ) 0 ?DO op LOOP ;
' dec IS op
: t 0 BEGIN 5 walk AGAIN ;
t
\ --- want
\ error -258: limit exceeded: steps
\ at input, line 6, column 1: t
\ in: T > WALK > OP > DEC > 1-
\ stack at the error: -112
\ stack: empty

\ ### a trace started in the code built again
ALSO DEBUG
DEFER op  : inc 1+ ;  : dec 1- ;
' inc IS op
: walk ( x n -- x ) 0 ?DO op LOOP ;
' dec IS op
: t 0 12 walk  TRACE-ON 1 walk TRACE-OFF ;
t .
\ --- want
\   OP  <1> -12
\   DEC  <1> -12
\     1-  <1> -12
\ -13  ok
\ stack: empty

\ ### a recursion whose hook changes while it runs [gforth]
DEFER op  : inc 1+ ;  : dbl 2* ;
' inc IS op
: down ( x n -- x ) DUP 0= IF DROP EXIT THEN 1- SWAP op SWAP
  DUP 10 = IF ['] dbl IS op THEN RECURSE ;
: t 0 30 down . ['] inc IS op 0 30 down . ;
t
\ --- want
\ 20480 20480  ok
\ stack: empty

\ ### code built again deep in a recursion through the DEFER goes on where it stood [gforth]
\ N inlines E's call of the DEFER, which held nothing when N was compiled;
\ the eighth call of it builds N (and E) again while N runs at several
\ levels, and each level's token call goes on in the code it started
DEFER o  : e ( x -- y ) o ;
: n ( x -- y ) DUP 3 < IF EXIT THEN 0 OVER 0 DO I + LOOP SWAP 2 - e * ;
' n IS o
9 n . 9 e . 9 e . 11 e . 7 n .
\ --- want
\ 22680 22680 22680 1247400 630  ok
\ stack: empty
