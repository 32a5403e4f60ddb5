\ Control structures, compiled through the control-flow stack.

\ ### if else then [gforth]
: sign ( n -- ) DUP 0< IF DROP ." negative" ELSE 0= IF ." zero" ELSE ." positive" THEN THEN ;
-5 sign CR 0 sign CR 7 sign
\ --- want
\ warning: SIGN is redefined
\ negative
\ zero
\ positive ok
\ stack: empty

\ ### begin until [gforth]
: countdown ( n -- ) BEGIN DUP . 1- DUP 0= UNTIL DROP ;
5 countdown
\ --- want
\ 5 4 3 2 1  ok
\ stack: empty

\ ### begin while repeat [gforth]
: digits ( n -- ) BEGIN DUP WHILE DUP 10 MOD . 10 / REPEAT DROP ;
1234 digits
\ --- want
\ 4 3 2 1  ok
\ stack: empty

\ ### two whiles [gforth]
: search ( n -- ) 0 BEGIN DUP 10 < WHILE 2DUP = 0= WHILE 1+ REPEAT ." found " . DROP ELSE ." not found " 2DROP THEN ;
3 search 30 search
\ --- want
\ warning: SEARCH is redefined
\ found 3 not found  ok
\ stack: empty

\ ### do loop and +loop [gforth]
: squares 5 0 DO I DUP * . LOOP ;
: down 0 10 DO I . -3 +LOOP ;
: evens 10 0 DO I . 2 +LOOP ;
squares CR down CR evens
\ --- want
\ 0 1 4 9 16
\ 10 7 4 1
\ 0 2 4 6 8  ok
\ stack: empty

\ ### ?do skips an empty loop [gforth]
: stars ( n -- ) 0 ?DO [CHAR] * EMIT LOOP ;
3 stars 0 stars 2 stars
\ --- want
\ ***** ok
\ stack: empty

\ ### leave and unloop [gforth]
: first>5 10 0 DO I 5 > IF I . LEAVE THEN LOOP ;
: find3 10 0 DO I 3 = IF I UNLOOP EXIT THEN LOOP -1 ;
first>5 find3 .
\ --- want
\ 6 3  ok
\ stack: empty

\ ### nested loops with j [gforth]
: table 3 1 DO 3 1 DO I J * . LOOP CR LOOP ;
table
\ --- want
\ 1 2
\ 2 4
\  ok
\ stack: empty

\ ### case [gforth]
: name ( n -- ) CASE 1 OF ." one" ENDOF 2 OF ." two" ENDOF ." many" ENDCASE ;
1 name SPACE 2 name SPACE 9 name
\ --- want
\ one two many ok
\ stack: empty

\ ### recursion [gforth]
: fib ( n -- f ) DUP 2 < IF EXIT THEN DUP 1- RECURSE SWAP 2 - RECURSE + ;
: fact ( n -- n! ) DUP 2 < IF DROP 1 ELSE DUP 1- RECURSE * THEN ;
20 fib . 10 fact .
\ --- want
\ 6765 3628800  ok
\ stack: empty

\ ### ahead and cs-roll [gforth]
: t AHEAD ." skipped" THEN ." done" ;
t
\ --- want
\ done ok
\ stack: empty

\ ### cs-pick and cs-roll are compiled into immediate words [gforth]
: ?REPEAT 0 CS-PICK POSTPONE UNTIL ; IMMEDIATE
: ?DONE POSTPONE IF 1 CS-ROLL ; IMMEDIATE
: t ( n -- ) BEGIN 1- DUP 2 MOD 0= ?REPEAT DUP . DUP 0> ?DONE REPEAT DROP ;
6 t
\ --- want
\ 4 2 0  ok
\ stack: empty

\ ### does> [gforth]
: const CREATE , DOES> @ ;
: counter CREATE 0 , DOES> DUP @ 1+ DUP ROT ! ;
42 const answer  counter c
answer . c . c . c .
\ --- want
\ 42 1 2 3  ok
\ stack: empty

\ ### quotations
: apply ( n xt -- n ) EXECUTE ;
: t 5 [: 2 * ;] apply . 7 [: DUP * ;] apply . ;
t
\ --- want
\ 10 49  ok
\ stack: empty

\ ### locals
: hyp2 {: a b -- c :} a a * b b * + ;
: swap-sub {: a b | t -- :} b TO t a t - ;
: in-loop {: n :} 0 n 0 DO I n * + LOOP ;
3 4 hyp2 . 10 3 swap-sub . 4 in-loop .
\ --- want
\ 25 7 24  ok
\ stack: empty

\ ### postpone and immediate [gforth]
: my-if POSTPONE IF ; IMMEDIATE
: my-then POSTPONE THEN ; IMMEDIATE
: t my-if 1 ELSE 2 my-then ;
0 t . -1 t .
\ --- want
\ 2 1  ok
\ stack: empty

\ ### fast and plain code agree on a long loop [gforth]
: sum ( n -- s ) 0 SWAP 0 DO I + LOOP ;
: sieve ( n -- count ) HERE OVER 1 FILL 0 SWAP 2 DO HERE I + C@ IF 1+ I I * BEGIN DUP 1000 < WHILE HERE OVER + 0 SWAP C! I + REPEAT DROP THEN LOOP ;
1000 sum . 1000 sieve .
\ --- want
\ 499500 168  ok
\ stack: empty

\ ### unclosed if
: foo 1 IF 2 ;
\ --- want
\ error -22: control structure mismatch: an IF, AHEAD or WHILE is not closed by THEN or REPEAT
\ at input, line 1, column 14: ;
\ in: ;
\ stack at the error: empty
\ stack: empty

\ ### loop without do
: f LOOP ;
\ --- want
\ error -22: control structure mismatch: LOOP needs a DO open, but finds nothing open
\ at input, line 1, column 5: LOOP
\ in: LOOP
\ stack at the error: empty
\ stack: empty

\ ### definition still open
: foo 1 2 +
\ --- want
\  compiled (the definition of FOO, opened at input, line 1, column 1, is still open; ; ends it)
\ stack: empty

\ ### step limit lands on the word [steps=100]
: spin BEGIN 1 DROP AGAIN ;
spin
\ --- want
\ error -258: limit exceeded: steps
\ at input, line 2, column 1: spin
\ in: SPIN > DROP
\ stack at the error: 1
\ stack: empty

\ ### endless recursion
: r RECURSE ; r
\ --- want
\ error -5: return stack overflow: 10000 words running
\ at input, line 1, column 15: r
\ in: ... (9969 more) > R > R > R > R > R > R > R > R > R > R > R > R > R > R > R > R > R > R > R > R > R > R > R > R > R > R > R > R > R > R > R > R
\ stack at the error: empty
\ stack: empty

\ ### endless stack growth
: grow BEGIN 1 AGAIN ; grow
\ --- want
\ error -3: stack overflow
\ at input, line 1, column 24: grow
\ in: GROW
\ stack at the error: ... (131040 more) 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1
\ stack: empty

\ ### a block refused at a new depth runs plain once, and the loop after it fast
VARIABLE v
: t ( -- n ) 0 v !  0 1000 0 DO I + 1 v +! LOOP  v @ + ;
t .
\ --- want
\ 500500  ok
\ stack: empty

\ ### the step limit at the LOOP its head turns [steps=101]
: t ( -- ) 0 1000 0 DO I + LOOP . ;
t
\ --- want
\ error -258: limit exceeded: steps
\ at input, line 2, column 1: t
\ in: T > LOOP
\ stack at the error: 496
\ stack: empty

\ ### a loop its head turns, deeper at every turn, then an error after it
: t ( -- ) 8 0 DO I DUP * LOOP 1 0 / ;
t
\ --- want
\ error -10: division by zero
\ at input, line 2, column 1: t
\ in: T > /
\ stack at the error: 0 1 4 9 16 25 36 49
\ stack: empty

\ ### the step limit in the loop after a block run plain once [steps=300]
VARIABLE v
: t ( -- ) 0 v !  0 1000 0 DO I + 1 v +! LOOP DROP ;
t
\ --- want
\ error -258: limit exceeded: steps
\ at input, line 3, column 1: t
\ in: T > +
\ stack at the error: 1653 58
\ stack: empty

\ ### an error in the loop after a block run plain once
VARIABLE v
: t ( -- ) 0 v !  0 10 0 DO I 5 = IF 0 @ THEN I + LOOP DROP ;
t
\ --- want
\ warning: T: the IF ... THEN branch leaves 1 cell more than the way past IF ... THEN (when the flag is 0)
\ error -9: invalid memory address: 0
\ at input, line 3, column 1: t
\ in: T > @
\ stack at the error: 10
\ stack: empty

\ ### a loop whose head answers for both arms of its IF [gforth]
\ (the arms use the loop index and UNLOOP: the head checks the return stack for them)
: first-over ( limit n -- i|-1 ) SWAP 0 ?DO DUP I < IF DROP I UNLOOP EXIT ELSE I 2 MOD IF 1+ THEN THEN LOOP DROP -1 ;
10 3 first-over . 10 20 first-over . 3 0 first-over .
\ --- want
\ 7 -1 1  ok
\ stack: empty

\ ### an arm that takes from an empty return stack
: t ( flag -- ) IF R> . ELSE 2 . THEN ;
0 t 1 t
\ --- want
\ 2
\ error -6: return stack underflow
\ at input, line 2, column 7: t
\ in: T > R>
\ stack at the error: empty
\ stack: empty

\ ### the step limit in an arm its loop's head answered for [steps=40]
: t ( -- ) 0 10 0 DO I 3 MOD IF I + ELSE I 2* + THEN LOOP . ;
t
\ --- want
\ error -258: limit exceeded: steps
\ at input, line 2, column 1: t
\ in: T > I (the 2nd of 3 uses of I in T)
\ stack at the error: 9
\ stack: empty

\ ### a THEN that both arms go on to, checked by the head before them [gforth]
: smaller ( a b -- min ) 2DUP > IF SWAP THEN DROP ;
: t ( -- ) 3 7 smaller . 7 3 smaller . 5 5 smaller . ;
t
\ --- want
\ 3 3 5  ok
\ stack: empty

\ ### a bad address in a THEN its head answered for
: t ( a b -- x ) 2DUP > IF SWAP THEN DROP CELLS @ ;
1 2 t
\ --- want
\ error -9: invalid memory address: 8
\ at input, line 2, column 5: t
\ in: T > @
\ stack at the error: empty
\ stack: empty

\ ### the step limit in a THEN its head answered for [steps=9]
: t ( a b -- x ) 2DUP > IF SWAP THEN DROP 1+ 1+ 1+ 1+ ;
1 2 t .
\ --- want
\ error -258: limit exceeded: steps
\ at input, line 2, column 5: t
\ in: T > 1+ (the 1st of 4 uses of 1+ in T)
\ stack at the error: 1
\ stack: empty

\ ### ?DUP IF, ?DUP WHILE and ?DUP 0= IF on an empty stack, the arms answered for by the head [gforth]
CREATE counts 4 CELLS ALLOT  counts 4 CELLS ERASE
: tally ( -- ) 20 0 DO I 3 AND ?DUP IF CELLS counts + 1 SWAP +! THEN LOOP ;
: bits ( -- n ) 0 64 0 DO I BEGIN ?DUP WHILE DUP 1- AND SWAP 1+ SWAP REPEAT LOOP ;
: halves ( -- ) 10 0 DO I 3 AND ?DUP 0= IF 9 ELSE 2* THEN . LOOP ;
tally bits . counts CELL+ @ . counts 3 CELLS + @ . halves DEPTH .
\ --- want
\ 192 5 5 9 2 4 6 9 2 4 6 9 2 0  ok
\ stack: empty

\ ### ?DUP WHILE as the loop's head: a sum down to a 0 under the numbers [gforth]
: total ( 0 x1 .. xn -- sum ) 0 BEGIN SWAP ?DUP WHILE + REPEAT ;
0 1 2 3 4 5 6 7 8 total .  0 total .
\ --- want
\ 36 0  ok
\ stack: empty

\ ### ?DUP WHILE that walks down to an empty stack
: t ( x*i -- ) BEGIN ?DUP WHILE DROP REPEAT ;
3 2 1 t
\ --- want
\ error -4: stack underflow
\ at input, line 2, column 7: t
\ in: T > ?DUP
\ stack at the error: empty
\ stack: empty

\ ### an arm after ?DUP 0= IF ELSE that takes more than ?DUP left
: t ( -- ) 3 0 DO I ?DUP 0= IF ELSE DROP DROP THEN LOOP ;
t
\ --- want
\ error -4: stack underflow
\ at input, line 2, column 1: t
\ in: T > DROP (the 2nd of 2 uses of DROP in T)
\ stack at the error: empty
\ stack: empty

\ ### an arm after ?DUP IF that takes more than ?DUP left
: t ( -- ) 3 0 DO I ?DUP IF DROP DROP THEN LOOP ;
t
\ --- want
\ error -4: stack underflow
\ at input, line 2, column 1: t
\ in: T > DROP (the 2nd of 2 uses of DROP in T)
\ stack at the error: empty
\ stack: empty

\ ### recursion whose ELSE after the call leaves the definition [gforth]
: down ( n -- ) DUP 0> IF 1- RECURSE ELSE DROP THEN ;
: ack ( m n -- a ) OVER 0= IF NIP 1+ EXIT THEN DUP 0= IF DROP 1- 1 RECURSE EXIT THEN OVER SWAP 1- RECURSE SWAP 1- SWAP RECURSE ;
1000 down 2 3 ack . DEPTH .
\ --- want
\ 9 0  ok
\ stack: empty

\ ### the step limit on the ELSE after a call [steps=33]
: down ( n -- ) DUP 0> IF 1- RECURSE ELSE DROP THEN ;
5 down
\ --- want
\ error -258: limit exceeded: steps
\ at input, line 2, column 3: down
\ in: DOWN > DOWN > DOWN > ELSE
\ stack at the error: empty
\ stack: empty

\ ### a call before an ELSE, and the code after the THEN [gforth]
: slow ( n -- n' ) 3 0 DO 1+ LOOP ;
: f ( n flag -- n' ) IF slow ELSE 1- THEN 3 + ;
5 -1 f . 5 0 f .
\ --- want
\ 11 7  ok
\ stack: empty

\ ### the step limit on the ELSE after a call, with code after the THEN [steps=19]
: slow ( n -- n' ) 3 0 DO 1+ LOOP ;
: f ( n flag -- n' ) IF slow ELSE 1- THEN 3 + ;
5 -1 f .
\ --- want
\ error -258: limit exceeded: steps
\ at input, line 3, column 6: f
\ in: F > ELSE
\ stack at the error: 8
\ stack: empty

\ ### an underflow after the THEN that follows a call
: slow ( -- ) 3 0 DO LOOP ;
: f ( a n flag -- n' ) IF slow ELSE 1- THEN + ;
5 -1 f
\ --- want
\ error -4: stack underflow
\ at input, line 3, column 6: f
\ in: F > +
\ stack at the error: 5
\ stack: empty

\ ### a trace started in the call before an ELSE that leaves
ALSO DEBUG
: on ( -- ) TRACE-ON ;
: sq ( n -- n*n ) DUP * ;
: t ( flag -- n ) IF 5 on ELSE 1 THEN ;
: u ( -- n m ) -1 t 3 sq TRACE-OFF ;
u . .
\ --- want
\ DUP  <2> 5 3
\ *  <3> 5 3 3
\ 9 5  ok
\ stack: empty

\ ### an arm that rises higher than its head checks, the first time and after [gforth]
: t ( n -- sum ) 0 SWAP 0 ?DO I 3 MOD IF 1 2 3 4 + + + + THEN LOOP ;
1 t . 2 t . 10 t .
\ --- want
\ 0 10 60  ok
\ stack: empty

\ ### an arm that rises higher than its head checks, at a full stack
: t ( flag -- ) IF 1 2 3 + + DROP THEN ;
: zeros ( n -- 0 ... ) 0 ?DO 0 LOOP ;
131070 zeros -1 t
\ --- want
\ error -3: stack overflow
\ at input, line 3, column 17: t
\ in: T
\ stack at the error: ... (131040 more) 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 1 2
\ stack: empty

\ ### two tests joined by OR or AND before IF, WHILE and UNTIL, and a mask [gforth]
: either ( a b -- ) 0= SWAP 5 = OR IF 1 ELSE 2 THEN . ;
: both ( a b -- ) 0> SWAP 5 < AND IF 1 ELSE 2 THEN . ;
: neither ( a b -- ) OR 0= IF 1 ELSE 2 THEN . ;
: masks ( x m -- ) AND IF 1 ELSE 2 THEN . ;
: count-odd ( n -- c ) 0 SWAP BEGIN DUP 0> OVER 1 AND 0<> AND WHILE 1- SWAP 1+ SWAP REPEAT DROP ;
: until-either ( n -- n' ) BEGIN 1+ DUP 7 = OVER 100 > OR UNTIL ;
5 1 either 0 0 either 1 1 either 5 0 either  1 1 both 7 1 both 1 0 both 5 5 both
0 0 neither 0 8 neither -9223372036854775808 0 neither  6 3 masks 6 1 masks -1 -9223372036854775808 masks
7 count-odd . 6 count-odd . 0 until-either . 50 until-either .
\ --- want
\ 1 1 2 1 1 2 2 2 1 2 2 1 2 1 1 0 7 101  ok
\ stack: empty

\ ### OR IF with one cell on the stack
: t ( a b -- n ) 0= OR IF 1 ELSE 2 THEN ;
5 t
\ --- want
\ error -4: stack underflow
\ at input, line 2, column 3: t
\ in: T > OR
\ stack at the error: 0
\ stack: empty
