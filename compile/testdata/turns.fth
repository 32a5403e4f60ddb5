\ A loop's head that answers for the arms of an IF at the end of the body
\ turns the loop itself after them: the arms hand it the turn.

\ ### a loop turned by its head after either arm of its IF [gforth]
: odds ( n -- sum ) 0 SWAP 0 ?DO I 2 MOD IF I + THEN LOOP ;
: mixed ( n -- x ) 0 SWAP 0 DO I 3 MOD IF I + ELSE I 2* - THEN LOOP ;
: grid ( -- x ) 0 4 0 DO 5 0 DO I J + 3 MOD IF I J * + THEN LOOP LOOP ;
: third ( -- i ) 0 100 0 DO I 7 MOD 0= IF 1+ DUP 3 = IF DROP I LEAVE THEN THEN LOOP ;
10 odds . 0 odds . 10 mixed . grid . third .
\ --- want
\ 25 0 -9 39 14  ok
\ stack: empty

\ ### arms after a call in the loop's body, which the head does not answer for [gforth]
: fib ( n -- f ) DUP 2 < IF EXIT THEN DUP 1- RECURSE SWAP 2 - RECURSE + ;
: t ( -- n ) 0 12 0 DO I fib 2 MOD IF 1+ ELSE 100 + THEN LOOP ;
t .
\ --- want
\ 408  ok
\ stack: empty

\ ### the step limit on the first op of an arm that hands the turn to the head [steps=61]
: t ( -- n ) 0 20 0 DO I 3 MOD IF I + ELSE I 2* - THEN LOOP ;
t .
\ --- want
\ error -258: limit exceeded: steps
\ at input, line 2, column 1: t
\ in: T > I (the 2nd of 3 uses of I in T)
\ stack at the error: -6
\ stack: empty

\ ### the step limit in an arm that hands the turn to the head [steps=62]
: t ( -- n ) 0 20 0 DO I 3 MOD IF I + ELSE I 2* - THEN LOOP ;
t .
\ --- want
\ error -258: limit exceeded: steps
\ at input, line 2, column 1: t
\ in: T > +
\ stack at the error: -6 7
\ stack: empty

\ ### the step limit on the ELSE of an arm that hands the turn to the head [steps=63]
: t ( -- n ) 0 20 0 DO I 3 MOD IF I + ELSE I 2* - THEN LOOP ;
t .
\ --- want
\ error -258: limit exceeded: steps
\ at input, line 2, column 1: t
\ in: T > ELSE
\ stack at the error: 1
\ stack: empty

\ ### the step limit on the LOOP the head turns after an ELSE's arm [steps=64]
: t ( -- n ) 0 20 0 DO I 3 MOD IF I + ELSE I 2* - THEN LOOP ;
t .
\ --- want
\ error -258: limit exceeded: steps
\ at input, line 2, column 1: t
\ in: T > LOOP
\ stack at the error: 1
\ stack: empty

\ ### the step limit in an arm with no ELSE that hands the turn to the head [steps=48]
: t ( -- n ) 0 20 0 DO I 3 MOD IF 1+ THEN LOOP ;
t .
\ --- want
\ error -258: limit exceeded: steps
\ at input, line 2, column 1: t
\ in: T > 1+
\ stack at the error: 5
\ stack: empty

\ ### the step limit on the LOOP the head turns after an arm with no ELSE [steps=49]
: t ( -- n ) 0 20 0 DO I 3 MOD IF 1+ THEN LOOP ;
t .
\ --- want
\ error -258: limit exceeded: steps
\ at input, line 2, column 1: t
\ in: T > LOOP
\ stack at the error: 6
\ stack: empty

\ ### an error in an arm that hands the turn to the head
: t ( -- ) 0 10 0 DO I 5 = IF DROP DROP THEN LOOP ;
t
\ --- want
\ warning: T: the IF ... THEN branch leaves 2 cells fewer than the way past IF ... THEN (when the flag is 0)
\ error -4: stack underflow
\ at input, line 2, column 1: t
\ in: T > DROP (the 2nd of 2 uses of DROP in T)
\ stack at the error: empty
\ stack: empty

\ ### a DEFER at the end of a loop's body, set to another word inside the loop [gforth]
DEFER op
: inc ( n -- n' ) 1+ ;
: dbl ( n -- n' ) 2* ;
' inc IS op
: t ( -- n ) 1 10 0 DO I 5 = IF ['] dbl IS op THEN op LOOP ;
t .
\ --- want
\ 192  ok
\ stack: empty

\ ### a trace begun in an arm that hands the turn to the head
ALSO DEBUG
: on ( -- ) TRACE-ON ;
: sq ( n -- n*n ) DUP * ;
: t ( -- n ) 0 3 0 DO I 1 = IF on THEN I sq + LOOP TRACE-OFF ;
t .
\ --- want
\ DUP  <2> 0 1
\ *  <3> 0 1 1
\ DUP  <2> 1 2
\ *  <3> 1 2 2
\ 5  ok
\ stack: empty

\ ### ops after a DEFER's guard at the end of a loop's body, the DEFER set to another word inside the loop [gforth]
DEFER op
: neg ( n -- -n ) NEGATE ;
: sq ( n -- n*n ) DUP * ;
' neg IS op
: t ( -- n ) 0 10 0 DO I 6 = IF ['] sq IS op THEN I op + LOOP ;
t .
\ --- want
\ 215  ok
\ stack: empty

\ ### the step limit after a DEFER's guard at the end of a loop's body [steps=44]
DEFER op
: neg ( n -- -n ) NEGATE ;
' neg IS op
: t ( -- n ) 0 10 0 DO I op + LOOP ;
t .
\ --- want
\ error -258: limit exceeded: steps
\ at input, line 5, column 1: t
\ in: T > OP > NEG > NEGATE
\ stack at the error: -15 6
\ stack: empty

\ ### the step limit after a DEFER's guard at the end of a loop's body, 1 step(s) later [steps=45]
DEFER op
: neg ( n -- -n ) NEGATE ;
' neg IS op
: t ( -- n ) 0 10 0 DO I op + LOOP ;
t .
\ --- want
\ error -258: limit exceeded: steps
\ at input, line 5, column 1: t
\ in: T > +
\ stack at the error: -15 -6
\ stack: empty

\ ### the step limit after a DEFER's guard at the end of a loop's body, 2 step(s) later [steps=46]
DEFER op
: neg ( n -- -n ) NEGATE ;
' neg IS op
: t ( -- n ) 0 10 0 DO I op + LOOP ;
t .
\ --- want
\ error -258: limit exceeded: steps
\ at input, line 5, column 1: t
\ in: T > LOOP
\ stack at the error: -21
\ stack: empty

\ ### the way past IF ... THEN, with no ops of its own, hands the turn to the head [gforth]
: evens ( n -- c ) 0 SWAP 0 ?DO I 2 MOD 0= IF 1+ THEN LOOP ;
: small ( -- c ) 0 20 0 DO I 5 < IF 1+ THEN LOOP ;
: inner ( -- c ) 0 4 0 DO 6 0 DO I J > IF 1+ THEN LOOP LOOP ;
: empty ( -- n ) 7 10 0 DO I 2 MOD IF THEN LOOP ;
: none ( -- n ) 0 20 0 DO I 3 MOD IF 1+ ELSE THEN LOOP ;
: rests ( -- s ) 0 10 0 DO I 3 MOD ?DUP IF + THEN LOOP ;
: inside ( -- c ) 0 30 0 DO I 5 12 WITHIN IF 1+ THEN LOOP ;
: first ( -- i ) -1 100 0 DO I 7 MOD 0= I 0> AND IF DROP I LEAVE THEN LOOP ;
10 evens . small . inner . empty . none . rests . inside . first .
\ --- want
\ 5 5 14 7 13 9 7 7  ok
\ stack: empty

\ ### the step limit on the LOOP the cond hands the turn to, past IF ... THEN [steps=53]
: t ( -- n ) 0 20 0 DO I 3 MOD IF 1+ THEN LOOP ;
t .
\ --- want
\ error -258: limit exceeded: steps
\ at input, line 2, column 1: t
\ in: T > LOOP
\ stack at the error: 6
\ stack: empty

\ ### the step limit on the cond that hands the turn to the head [steps=52]
: t ( -- n ) 0 20 0 DO I 3 MOD IF 1+ THEN LOOP ;
t .
\ --- want
\ error -258: limit exceeded: steps
\ at input, line 2, column 1: t
\ in: T > IF
\ stack at the error: 6 0
\ stack: empty
