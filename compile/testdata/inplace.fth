\ Words with no link of their own but a fixed effect (*/, MOVE, #, TYPE,
\ FSIN and the like) run inside their block, by their own Go function.
\ Results, steps, errors and limits are the plain code's.

\ ### mixed arithmetic in a loop [gforth]
: scale ( n -- n' ) 355 113 */ ;
: t ( -- ) 0 1000 0 DO I scale + I 7 + 0 13 UM/MOD + + I 1000 3 */MOD + + LOOP . ;
t
\ --- want
\ 168113896  ok
\ stack: empty

\ ### signed division of doubles and double-cell compares [gforth]
: t ( -- ) 0 20 0 DO I 10 - S>D 3 FM/MOD + + I 10 - S>D 3 SM/REM + + LOOP .
  5 S>D 7 S>D D< . 1 2 1 2 D= . -3 S>D DABS D. 100 S>D 3 M+ D. ;
t
\ --- want
\ 6 -1 -1 3 103  ok
\ stack: empty

\ ### the divisions' signs and their large arguments [gforth]
: t ( n1 n2 n3 -- ) */ . ;
: u ( n1 n2 n3 -- ) */MOD . . ;
: fm ( d n -- ) FM/MOD . . ;
: sm ( d n -- ) SM/REM . . ;
: um ( ud u -- ) UM/MOD . . ;
7 3 2 t -7 3 2 t 7 -3 2 t 7 3 -2 t -7 -3 -2 t 1000000000000 3 4 t 3 1000000000000 -7 t
7 3 2 u -7 3 2 u 7 3 -2 u -7 -3 -2 u 3000000000 3000000000 7 u CR
7 S>D 2 fm -7 S>D 2 fm 7 S>D -2 fm -7 S>D -2 fm -9223372036854775807 S>D -1 fm 5 -1 7 fm CR
7 S>D 2 sm -7 S>D 2 sm 7 S>D -2 sm -7 S>D -2 sm 9223372036854775807 S>D -1 sm 5 -1 7 sm CR
7 0 2 um -1 0 10 um -1 0 -1 um 5 3 7 um -1 1 2 um
\ --- want
\ 10 -11 -11 -11 -11 750000000000 -428571428572 10 1 -11 1 -11 -1 -11 -1 1285714285714285714 2
\ 3 1 -4 1 -4 -1 3 -1 9223372036854775807 0 -2635249153387078802 3
\ 3 1 -3 -1 -3 1 3 -1 -9223372036854775807 0 -2635249153387078801 -4
\ 3 1 1844674407370955161 5 1 0 7905747460161236407 4 -1 1  ok
\ stack: empty

\ ### a quotient too large for a cell
: t ( d n -- q ) FM/MOD NIP 1+ ;
-9223372036854775808 S>D -1 t
\ --- want
\ error -11: result out of range: the quotient does not fit in a cell
\ at input, line 2, column 29: t
\ in: T > FM/MOD
\ stack at the error: empty
\ stack: empty

\ ### a zero divisor
: t ( ud u -- q ) UM/MOD NIP 1+ ;
7 0 0 t
\ --- want
\ error -10: division by zero
\ at input, line 2, column 7: t
\ in: T > UM/MOD
\ stack at the error: empty
\ stack: empty

\ ### pictured numeric output in a loop [gforth]
: fmt ( u -- addr n ) 0 <# # # [CHAR] . HOLD #S #> ;
: t ( -- ) 3 0 DO I 1234 * fmt TYPE SPACE LOOP  -42 DUP ABS 0 <# #S ROT SIGN #> TYPE CR ;
t
\ --- want
\ 0.00 12.34 24.68 -42
\  ok
\ stack: empty

\ ### moving, comparing and searching strings in a loop [gforth]
CREATE buf 64 ALLOT
: t ( -- ) 0 100 0 DO S" hello world" buf SWAP MOVE  buf 11 S" hello worle" COMPARE +
  buf 11 S" wor" SEARCH DROP NIP + LOOP .  buf 5 TYPE ;
t
\ --- want
\ 400 hello ok
\ stack: empty

\ ### overlapping moves, lengths round 64 and comparisons of every order [gforth]
CREATE m 200 ALLOT
: fill-m ( -- ) 200 0 DO I m I + C! LOOP ;
: sum ( addr u -- n ) 0 -ROT BOUNDS ?DO I C@ + LOOP ;
: t ( -- ) fill-m m m 1+ 64 MOVE m 66 sum .  fill-m m 1+ m 64 MOVE m 66 sum .
  fill-m m m 100 + 65 MOVE m 200 sum .  fill-m
  m 3 m 3 COMPARE .  m 3 m 4 COMPARE .  m 4 m 3 COMPARE .  m 1+ 2 m 2 COMPARE .  m 0 m 0 COMPARE .
  m 100 m 1 COMPARE .  m 100 m 100 COMPARE .  m 1 m 100 COMPARE . ;
t
\ --- want
\ 2081 2209 13400 0 -1 1 1 0 1 0 -1  ok
\ stack: empty

\ ### a short MOVE up to the end of memory, and one past it [memory=256K]
: t ( -- ) 262144 4 - 262130 4 MOVE 262144 3 - 262130 4 MOVE ;
t
\ --- want
\ error -9: invalid memory address: 262144 (4 bytes at 262141 pass the end of memory)
\ at input, line 2, column 1: t
\ in: T > MOVE (the 2nd of 2 uses of MOVE in T)
\ stack at the error: empty
\ stack: empty

\ ### a MOVE of no bytes or fewer, anywhere, moves nothing
: t ( -- n ) 0 0 0 MOVE -5 -5 -1 MOVE 1 ;
t .
\ --- want
\ 1  ok
\ stack: empty

\ ### a COMPARE with a negative length
: t ( -- n ) PAD 3 PAD -1 COMPARE ;
t
\ --- want
\ error -24: invalid numeric argument: a string of length -1
\ at input, line 2, column 1: t
\ in: T > COMPARE
\ stack at the error: 5376 3
\ stack: empty

\ ### floats through their Go functions [gforth]
: t ( -- ) 0 10 0 DO I S>F 10E F/ FSIN 1000E F* F>S + LOOP .  2E 10E F** F>S .  1E FEXP 100E F* F>S . ;
t
\ --- want
\ 4168 1024 271  ok
\ stack: empty

\ ### DEPTH, COUNT, BASE and HEX among other links [gforth]
CREATE cs 3 C, CHAR a C, CHAR b C, CHAR c C,
: t ( -- n1 n2 n3 n4 char flag ) 1 2 DEPTH 3 cs COUNT + 1- C@  BASE @ HEX 255 0 <# #S #> TYPE SPACE DECIMAL BASE @ = ;
t . . . . . .
\ --- want
\ FF -1 99 3 2 2 1  ok
\ stack: empty

\ ### an error in the middle of a block names the word and keeps the stack
: t ( -- n n ) 5 1 2 0 */ 7 + ;
t
\ --- want
\ error -10: division by zero
\ at input, line 2, column 1: t
\ in: T > */
\ stack at the error: 5
\ stack: empty

\ ### an error in a loop after some turns
CREATE dst 16 ALLOT
: t ( -- ) 10 0 DO S" abcd" I 5 = IF DROP 0 THEN dst 4 MOVE LOOP ;
t
\ --- want
\ error -9: invalid memory address: 4
\ at input, line 3, column 1: t
\ in: T > MOVE
\ stack at the error: 55568
\ stack: empty

\ ### too few cells for the word: the plain code finds it
: t ( n1 n2 -- n3 ) 3 */ 1+ ;
2 t
\ --- want
\ error -4: stack underflow
\ at input, line 2, column 3: t
\ in: T > */
\ stack at the error: 2 3
\ stack: empty

\ ### the step limit among words run in place [steps=200]
: t ( -- ) 0 BEGIN 7 3 5 */ + DUP 2 + 0 3 UM/MOD 2DROP AGAIN ;
t
\ --- want
\ error -258: limit exceeded: steps
\ at input, line 2, column 1: t
\ in: T > AGAIN
\ stack at the error: 112
\ stack: empty

\ ### a long MOVE counts its own steps, which reach the limit after it [steps=947]
CREATE big 70000 ALLOT
: t ( -- ) big big 1+ 60000 MOVE 1 DROP 2 DROP 3 DROP 4 DROP ;
t
\ --- want
\ error -258: limit exceeded: steps
\ at input, line 3, column 1: t
\ in: T > DROP (the 2nd of 4 uses of DROP in T)
\ stack at the error: 2
\ stack: empty

\ ### the step limit inside a long MOVE [steps=1000]
CREATE big 70000 ALLOT
: t ( -- ) big big 1+ 69000 MOVE 1 2 ;
t
\ --- want
\ warning: T ( -- ) takes 0 cells and leaves 2; its comment says it leaves 0
\ error -258: limit exceeded: steps
\ at input, line 3, column 1: t
\ in: T > MOVE
\ stack at the error: empty
\ stack: empty

\ ### the output limit inside a loop that prints [output=40]
: t ( -- ) 100 0 DO I . LOOP ;
t
\ --- want
\ 0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16
\ error -258: limit exceeded: output
\ at input, line 2, column 1: t
\ in: T > .
\ stack at the error: empty
\ stack: empty

\ ### the picture overflows
: t ( -- ) 0 0 <# 1000 0 DO [CHAR] x HOLD LOOP #> TYPE ;
t
\ --- want
\ error -17: pictured numeric output string overflow
\ at input, line 2, column 1: t
\ in: T > HOLD
\ stack at the error: 0 0
\ stack: empty

\ ### words run in place in short words called from a loop [gforth]
: scale ( n -- n' ) 355 113 */ ;
: cents ( u -- addr n ) 0 <# # # [CHAR] . HOLD #S #> ;
: show ( u -- ) scale cents TYPE SPACE ;
: t ( -- ) 4 0 DO I 1000 * show LOOP ;
t
\ --- want
\ 0.00 31.41 62.83 94.24  ok
\ stack: empty

\ ### an error in a word run in place in short words names them all
: ratio ( a b -- q ) 100 SWAP */ ;
: percent ( a b -- ) ratio 1+ . ;
: t ( -- ) 3 4 percent 5 0 percent ;
t
\ --- want
\ 76
\ error -10: division by zero
\ at input, line 4, column 1: t
\ in: T > PERCENT > RATIO > */
\ stack at the error: empty
\ stack: empty

\ ### a long MOVE in a called word reaches the limit after it [steps=950]
CREATE big 70000 ALLOT
: copy ( -- ) big big 1+ 60000 MOVE 1 DROP 2 DROP ;
: t ( -- ) copy 3 DROP 4 DROP ;
t
\ --- want
\ error -258: limit exceeded: steps
\ at input, line 4, column 1: t
\ in: T > COPY > DROP (the 2nd of 2 uses of DROP in COPY)
\ stack at the error: 2
\ stack: empty

\ ### 2ROT, >BODY, DEFER@ and DEFER! in a loop [gforth]
CREATE cell-a 5 ,  DEFER act  ' 1+ IS act
: t ( -- n ) 0 10 0 DO 1 2 3 4 5 6 2ROT + + + + + + ['] cell-a >BODY @ + ['] act DEFER@ EXECUTE ['] 2* ['] act DEFER! LOOP ;
t . 3 act .
\ --- want
\ 40396 6  ok
\ stack: empty

\ ### >BODY of a word with no body
: t ( -- n a ) 1 2 + ['] + >BODY ;
t
\ --- want
\ error -31: >BODY used on non-CREATEd definition: +
\ at input, line 2, column 1: t
\ in: T > >BODY
\ stack at the error: 3
\ stack: empty

\ ### COUNT in a short word called from a loop, inlined there [gforth]
CREATE names 3 C, CHAR a C, CHAR b C, CHAR c C,  2 C, CHAR d C, CHAR e C,  0 C,
: next-name ( c-addr -- c-addr' ) COUNT + ;
: len ( c-addr -- u ) COUNT NIP ;
: t ( -- n ) 0 names 3 0 DO DUP len ROT 10 * + SWAP next-name LOOP DROP ;
t .
\ --- want
\ 320  ok
\ stack: empty

\ ### COUNT of an address outside memory, in an inlined word
: len ( c-addr -- u ) COUNT NIP ;
: t ( -- n1 n2 n3 ) 7 HERE len -1 len ;
t
\ --- want
\ error -9: invalid memory address: -1
\ at input, line 3, column 1: t
\ in: T > LEN > COUNT
\ stack at the error: 7 0
\ stack: empty

\ ### ALLOCATE and FREE in loops: a list built, summed and freed [gforth]
VARIABLE head
: push ( n -- ) 2 CELLS ALLOCATE THROW  TUCK CELL+ !  head @ OVER !  head ! ;
: sum ( -- n ) 0 head @ BEGIN ?DUP WHILE DUP CELL+ @ ROT + SWAP @ REPEAT ;
: free-all ( -- ) head @ BEGIN ?DUP WHILE DUP @ SWAP FREE THROW REPEAT 0 head ! ;
: t ( -- n ) 0 5 0 DO 100 0 DO I push LOOP sum + free-all LOOP ;
t .  head @ .
\ --- want
\ 24750 0  ok
\ stack: empty

\ ### FREE of an address ALLOCATE did not return, in a loop
: t ( -- ) 3 0 DO 8 ALLOCATE THROW I 2 = IF 1+ THEN FREE THROW LOOP ;
t
\ --- want
\ error -60: FREE: 1048569 is not a block ALLOCATE returned, or it was freed already
\ at input, line 2, column 1: t
\ in: T > THROW (the 2nd of 2 uses of THROW in T)
\ stack at the error: empty
\ stack: empty

\ ### ALLOCATE of too much returns its ior among other links
: t ( -- ior n ) -1 1 RSHIFT ALLOCATE NIP 5 ;
t . .
\ --- want
\ 5 -59  ok
\ stack: empty

\ ### the step limit among ALLOCATE and FREE [steps=500]
: t ( -- ) BEGIN 16 ALLOCATE THROW 1 DROP FREE THROW 2 DROP AGAIN ;
t
\ --- want
\ error -258: limit exceeded: steps
\ at input, line 2, column 1: t
\ in: T > ALLOCATE
\ stack at the error: 16
\ stack: empty

\ ### FREE at checkpoints, the fast code going on after each, then the step limit [steps=20000]
\ (a turn counts a number of steps that divides the checkpoints' interval, so
\ that checkpoints fall on the FREE, which the plain code then runs)
: t ( n -- n' ) 0 SWAP 0 DO 16 ALLOCATE THROW FREE THROW 1+ LOOP ;
4000 t
\ --- want
\ error -258: limit exceeded: steps
\ at input, line 4, column 6: t
\ in: T > LOOP
\ stack at the error: 2499
\ stack: empty
\ ### a word that builds a node with ALLOCATE, inlined, and FREE of a freed node [gforth]
: node ( next v -- a ) 2 CELLS ALLOCATE THROW TUCK CELL+ ! TUCK ! ;
: t ( -- sum ) 0 4 0 DO I 10 * node LOOP 0 SWAP BEGIN ?DUP WHILE DUP CELL+ @ ROT + SWAP DUP @ SWAP FREE THROW REPEAT ;
t .
\ --- want
\ 60  ok
\ stack: empty

\ ### FREE of a freed block in an inlined word
: node ( next v -- a ) 2 CELLS ALLOCATE THROW TUCK CELL+ ! TUCK ! ;
: release ( a -- ) FREE THROW ;
: t ( -- ) 0 3 0 DO I node LOOP DUP release release ;
t
\ --- want
\ error -60: FREE: 1048528 is not a block ALLOCATE returned, or it was freed already
\ at input, line 4, column 1: t
\ in: T > RELEASE > THROW
\ stack at the error: empty
\ stack: empty

\ ### ALLOCATE of too much in an inlined word
: grab ( u -- a ) ALLOCATE THROW ;
: t ( -- a1 a2 ) 16 grab -1 1 RSHIFT grab ;
t
\ --- want
\ error -59: ALLOCATE: 9223372036854775807 bytes do not fit in the free memory: FREE what is no longer needed, or start the session with more --memory
\ at input, line 3, column 1: t
\ in: T > GRAB > THROW
\ stack at the error: 1048560 0
\ stack: empty

\ ### the step limit inside an inlined ALLOCATE [steps=497]
: grab ( -- a ) 16 ALLOCATE THROW ;
: let-go ( a -- ) FREE THROW ;
: t ( -- ) BEGIN grab 1 DROP let-go 2 DROP AGAIN ;
t
\ --- want
\ error -258: limit exceeded: steps
\ at input, line 4, column 1: t
\ in: T > GRAB > ALLOCATE
\ stack at the error: 16
\ stack: empty

\ ### the step limit inside an inlined FREE [steps=492]
: grab ( -- a ) 16 ALLOCATE THROW ;
: let-go ( a -- ) FREE THROW ;
: t ( -- ) BEGIN grab 1 DROP let-go 2 DROP AGAIN ;
t
\ --- want
\ error -258: limit exceeded: steps
\ at input, line 4, column 1: t
\ in: T > LET-GO > FREE
\ stack at the error: 1048560
\ stack: empty

\ ### FREE THROW of a freed block, as a link of its own
: grab ( u -- a ) 1+ ALLOCATE THROW ;
: t ( -- ) 15 grab DUP FREE THROW FREE THROW ;
t
\ --- want
\ error -60: FREE: 1048560 is not a block ALLOCATE returned, or it was freed already
\ at input, line 3, column 1: t
\ in: T > THROW (the 2nd of 2 uses of THROW in T)
\ stack at the error: empty
\ stack: empty

\ ### ALLOCATE THROW of too much, as a link of its own
: u ( -- n a ) 7 -1 1 RSHIFT ALLOCATE THROW ;
u
\ --- want
\ error -59: ALLOCATE: 9223372036854775807 bytes do not fit in the free memory: FREE what is no longer needed, or start the session with more --memory
\ at input, line 2, column 1: u
\ in: U > THROW
\ stack at the error: 7 0
\ stack: empty
