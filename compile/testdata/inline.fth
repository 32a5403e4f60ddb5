\ Inlining: a short definition whose ops all have links of their own runs in
\ place of its call. Results, steps and the deepest stack are those of the
\ call, and an error inside it names every word, as if it had been called.

\ ### inlined words compute what they compute [gforth]
: sq ( n -- n*n ) DUP * ;
: cube ( n -- n^3 ) DUP sq * ;
: sum-cubes ( n -- sum ) 0 SWAP 1+ 1 DO I cube + LOOP ;
3 sq . 3 cube . 10 sum-cubes .
\ --- want
\ 9 27 3025  ok
\ stack: empty

\ ### a chain of inlined words [gforth]
: n3 1+ ;  : n2 n3 ;  : n1 n2 ;
: t 0 1000 0 DO n1 LOOP ;
t .
\ --- want
\ 1000  ok
\ stack: empty

\ ### an error inside inlined words names each of them
: a 0 @ ;  : b 1 a ;  : c b ;
c
\ --- want
\ error -9: invalid memory address: 0
\ at input, line 2, column 1: c
\ in: C > B > A > @
\ stack at the error: 1
\ stack: empty

\ ### a literal of the caller and the inlined word's @ in one superinstruction
: fetch ( a -- x ) @ ;
: t 8 fetch ;
t
\ --- want
\ error -9: invalid memory address: 8
\ at input, line 3, column 1: t
\ in: T > FETCH > @
\ stack at the error: empty
\ stack: empty

\ ### the inlined word's OVER and the caller's @ in one superinstruction
: ov OVER ;
: t ( a b -- a b x ) ov @ ;
HERE 5 , 1 t . . DROP  0 0 t
\ --- want
\ 5 1
\ error -9: invalid memory address: 0
\ at input, line 3, column 28: t
\ in: T > @
\ stack at the error: 0 0
\ stack: empty

\ ### the step limit inside an inlined word [steps=100]
: two 1+ 1+ ;
: t 0 BEGIN two AGAIN ;
t
\ --- want
\ error -258: limit exceeded: steps
\ at input, line 3, column 1: t
\ in: T > TWO > 1+ (the 2nd of 2 uses of 1+ in TWO)
\ stack at the error: 63
\ stack: empty

\ ### underflow inside an inlined word
: add3 + + ;
: t 1 2 add3 ;
t
\ --- want
\ error -4: stack underflow
\ at input, line 3, column 1: t
\ in: T > ADD3 > + (the 2nd of 2 uses of + in ADD3)
\ stack at the error: 3
\ stack: empty

\ ### too many words running, at an inlined call
: leaf 1+ ;
: r leaf RECURSE ;
0 r
\ --- want
\ error -5: return stack overflow: 10000 words running
\ at input, line 3, column 3: r
\ in: ... (9969 more) > R > R > R > R > R > R > R > R > R > R > R > R > R > R > R > R > R > R > R > R > R > R > R > R > R > R > R > R > R > R > R > LEAF
\ stack at the error: 9999
\ stack: empty

\ ### a trace started in a called word shows the inlined words after it
ALSO DEBUG
: sq DUP * ;
: on TRACE-ON ;
: t on 3 sq sq TRACE-OFF ;
t .
\ --- want
\ DUP  <1> 3
\ *  <2> 3 3
\ DUP  <1> 9
\ *  <2> 9 9
\ 81  ok
\ stack: empty

\ ### a trace started in the definition shows the inlined words after it
ALSO DEBUG
: sq DUP * ;
: t 2 sq TRACE-ON sq TRACE-OFF ;
t .
\ --- want
\   DUP  <1> 4
\   *  <2> 4 4
\ 16  ok
\ stack: empty

\ ### a trace started right after an inlined word that bailed out
\ (the first call pushes deeper than before THEN's block may, and the
\ plain code that runs the rest of the word up to the next block starts
\ the trace: the fast code may not take over while it is on)
ALSO DEBUG
VARIABLE v
: w ( i -- ) 1 AND IF 1 v +! THEN v @ v @ v @ + + DROP ;
: sq DUP * ;
: t 0 v !  1 w TRACE-ON 3 sq DROP TRACE-OFF ;
t
\ --- want
\   DUP  <1> 3
\   *  <2> 3 3
\  ok
\ stack: empty

\ ### DOES> words whose code is short run in place of their call [gforth]
: counter CREATE 0 , DOES> ( n -- ) +! ;
: scaler CREATE , DOES> ( n -- n*k ) @ * ;
counter hits  3 scaler triple
: t 0 10 0 DO I triple + 1 hits LOOP ;
t . ' hits >BODY @ .
\ --- want
\ 135 10  ok
\ stack: empty

\ ### an error inside the code of a DOES> word run in place names the word
: reader CREATE , DOES> ( -- x ) @ @ ;
0 reader nowhere
: t 1 nowhere ;
t
\ --- want
\ error -9: invalid memory address: 0
\ at input, line 4, column 1: t
\ in: T > NOWHERE > @ (the 2nd of 2 uses of @ in NOWHERE)
\ stack at the error: 1
\ stack: empty

\ ### a DOES> word whose code branches is called [gforth]
: clamp CREATE , DOES> ( n -- n' ) @ 2DUP > IF NIP ELSE DROP THEN ;
10 clamp at-most-10
: t 0 20 0 DO I at-most-10 + LOOP ;
t .
\ --- want
\ 145  ok
\ stack: empty

\ ### an error in a DOES> word that is called names the word
: divider CREATE , DOES> ( n -- n/k ) @ DUP 0= IF DROP 0 THEN / ;
0 divider by-zero
: t 7 by-zero ;
t
\ --- want
\ error -10: division by zero
\ at input, line 4, column 1: t
\ in: T > BY-ZERO > /
\ stack at the error: empty
\ stack: empty

\ ### an error in a DOES> word names it, not another word of the same DOES>
: divider CREATE , DOES> ( n -- n/k ) @ DUP 0= IF DROP 0 THEN / ;
5 divider by-five  0 divider by-zero
: t 10 by-five DROP 7 by-zero ;
10 by-five .  t
\ --- want
\ 2
\ error -10: division by zero
\ at input, line 4, column 15: t
\ in: T > BY-ZERO > /
\ stack at the error: empty
\ stack: empty

\ ### the step limit inside DOES> words [steps=100]
: counter CREATE 0 , DOES> +! ;
counter c
: t BEGIN 1 c AGAIN ;
t
\ --- want
\ error -258: limit exceeded: steps
\ at input, line 4, column 1: t
\ in: T > C
\ stack at the error: 1
\ stack: empty

\ ### the step limit inside a DOES> word that is called [steps=100]
: clamp CREATE , DOES> @ 2DUP > IF NIP ELSE DROP THEN ;
5 clamp low
: t 0 BEGIN low 1+ AGAIN ;
t
\ --- want
\ error -258: limit exceeded: steps
\ at input, line 4, column 1: t
\ in: T > LOW > >
\ stack at the error: 6 5 6 5
\ stack: empty

\ ### words with IF, ELSE and EXIT are inlined too [gforth]
: clamp ( n -- n' ) DUP 0< IF DROP 0 EXIT THEN DUP 9 > IF DROP 9 THEN ;
: sgn ( n -- -1|0|1 ) DUP 0< IF DROP -1 ELSE 0> IF 1 ELSE 0 THEN THEN ;
: t ( n -- ) DUP clamp . sgn . ;
-5 t 4 t 12 t 0 t
\ --- want
\ 0 -1 4 1 9 1 0 0  ok
\ stack: empty

\ ### inlined words with branches, inside each other and in a loop [gforth]
: odd? ( n -- f ) 1 AND IF TRUE ELSE FALSE THEN ;
: step ( n -- n' ) DUP odd? IF 3 * 1+ EXIT THEN 2/ ;
: steps ( n -- count ) 0 SWAP BEGIN DUP 1 <> WHILE step SWAP 1+ SWAP REPEAT DROP ;
27 steps . 97 steps .
\ --- want
\ 111 118  ok
\ stack: empty

\ ### an error in an arm of an inlined word names it
: f ( a n -- x ) IF @ ELSE DROP 0 THEN ;
: t ( -- x ) 8 1 f ;
t
\ --- want
\ error -9: invalid memory address: 8
\ at input, line 3, column 1: t
\ in: T > F > @
\ stack at the error: empty
\ stack: empty

\ ### too few cells after an inlined word's THEN
: f ( m n -- m+n' ) DUP IF 1+ THEN + ;
: t ( -- x ) 5 f ;
t
\ --- want
\ warning: T ( -- x ) takes 1 cell and leaves 1; its comment says it takes 0
\ error -4: stack underflow
\ at input, line 3, column 1: t
\ in: T > F > +
\ stack at the error: 6
\ stack: empty

\ ### the step limit inside an inlined arm [steps=27]
: f ( n -- n ) DUP 2 MOD IF 1+ ELSE 2/ THEN ;
: t ( -- ) 100 BEGIN f DUP 1 = UNTIL . ;
t
\ --- want
\ error -258: limit exceeded: steps
\ at input, line 3, column 1: t
\ in: T > F > IF
\ stack at the error: 25 1
\ stack: empty

\ ### a DOES> word with IF, inlined [gforth]
: bounded ( max "name" -- ) CREATE , DOES> ( n -- n' ) @ 2DUP > IF NIP EXIT THEN DROP ;
10 bounded at-most-10
: t ( n -- n' ) at-most-10 ;
3 t . 30 t .
\ --- want
\ 3 10  ok
\ stack: empty

\ ### a word of a few lines, with IF ELSE THEN, inlined in a loop [gforth]
VARIABLE evens  VARIABLE odds
: tally ( i -- i' )
  DUP 1 AND IF 1 odds +! ELSE 1 evens +! THEN
  DUP 3 * OVER 7 MOD + SWAP 2 / -
  DUP 0< IF NEGATE THEN
  DUP 5 > IF 5 - ELSE 5 + THEN ;
: t ( -- sum ) 0 evens !  0 odds !  0  100 0 DO I tally + LOOP ;
t .  evens ?  odds ?
\ --- want
\ 12215 50 50  ok
\ stack: empty

\ ### an error after the THEN of a long inlined word names it
VARIABLE v
: step ( i -- )
  DUP 1 AND IF 1 v +! THEN
  v @ OVER + v @ + DROP
  DUP 7 = IF 0 @ DROP THEN
  v @ + v @ + DROP ;
: t ( -- ) 0 v !  10 0 DO I step LOOP ;
t
\ --- want
\ error -9: invalid memory address: 0
\ at input, line 8, column 1: t
\ in: T > STEP > @ (the 3rd of 5 uses of @ in STEP)
\ stack at the error: 7
\ stack: empty

\ ### an empty word is inlined, and its call still counts as a word running
: nothing ;
: r nothing RECURSE ;
0 r
\ --- want
\ error -5: return stack overflow: 10000 words running
\ at input, line 3, column 3: r
\ in: ... (9969 more) > R > R > R > R > R > R > R > R > R > R > R > R > R > R > R > R > R > R > R > R > R > R > R > R > R > R > R > R > R > R > R > NOTHING
\ stack at the error: 0
\ stack: empty

\ ### a long inlined word is cut into blocks: the step limit in the second [steps=100]
VARIABLE v
: long ( n -- n' ) 1+ DUP v +! 2* 1- DUP v +! 3 + DUP v +! 2/ DUP v +! 1+ DUP v +! 5 - DUP v +! 7 AND DUP v +! 1+ ;
: t ( -- n ) 0 v !  0 BEGIN long AGAIN ;
t
\ --- want
\ error -258: limit exceeded: steps
\ at input, line 4, column 1: t
\ in: T > LONG > V (the 7th of 7 uses of V in LONG)
\ stack at the error: 4 4
\ stack: empty

\ ### a long inlined word is cut into blocks: the step limit in the first [steps=113]
VARIABLE v
: long ( n -- n' ) 1+ DUP v +! 2* 1- DUP v +! 3 + DUP v +! 2/ DUP v +! 1+ DUP v +! 5 - DUP v +! 7 AND DUP v +! 1+ ;
: t ( -- n ) 0 v !  0 BEGIN long AGAIN ;
t
\ --- want
\ error -258: limit exceeded: steps
\ at input, line 4, column 1: t
\ in: T > LONG > +
\ stack at the error: 11 3
\ stack: empty

\ ### words with double-cell and float words that cannot fail, inlined [gforth]
: dist ( d1 d2 -- ud ) D- DABS ;
: bigger? ( d1 d2 -- f ) DABS 2SWAP DABS D< ;
: wave ( F: x -- y ) FDUP FSIN FSWAP FCOS F* ;
: t ( -- ) 0 100 0 DO I S>D 50. dist D>S + LOOP .  0 10 0 DO I -3 * S>D 7. bigger? - LOOP .
  0E 100 0 DO I S>F 10E F/ wave F+ LOOP 1000E F* F>S . ;
t
\ --- want
\ 2500 7 1246  ok
\ stack: empty

\ ### words with locals, inlined into words with locals of their own
: sq {: a :} a a * ;
: fx* {: a b -- c :} a b 10000 */ ;
: hyp {: x y | s :} x sq y sq + TO s  x y fx* s + x - ;
: t ( -- n ) 0 100 0 DO I 3 * I 7 + hyp + LOOP ;
t . 3 4 hyp .
\ --- want
\ 3342919 22  ok
\ stack: empty

\ ### a word run in place that fails inside an inlined word names each word
: ratio ( a b -- c ) 100 SWAP */ ;
: t ( -- n ) 0 5 0 DO 7 I 2 - ratio + LOOP ;
t
\ --- want
\ error -10: division by zero
\ at input, line 3, column 1: t
\ in: T > RATIO > */
\ stack at the error: -1050
\ stack: empty

\ ### a word run in place fails inside an inlined word with locals; CATCH restores the locals
: at ( src a -- x ) {: a :} a 1 CELLS MOVE a ;
: f ( a -- x ) {: a :} PAD a at a + ;
: g {: y :} -8 ['] f CATCH y ;
42 g . . DROP
\ --- want
\ 42 -9  ok
\ stack: empty

\ ### the step limit reached by a long MOVE inside an inlined word [steps=1800]
CREATE b 100000 ALLOT
: cp ( n -- n' ) b b 50000 + 40000 MOVE 1+ ;
: t ( -- n ) 0 BEGIN cp AGAIN ;
t
\ --- want
\ error -258: limit exceeded: steps
\ at input, line 4, column 1: t
\ in: T > CP > MOVE
\ stack at the error: 2
\ stack: empty

\ ### the step limit reached right after a long MOVE inside an inlined word [steps=1901]
CREATE b 100000 ALLOT
: cp ( n -- n' ) b b 50000 + 40000 MOVE 1+ ;
: t ( -- n ) 0 BEGIN cp AGAIN ;
t
\ --- want
\ error -258: limit exceeded: steps
\ at input, line 4, column 1: t
\ in: T > CP > 1+
\ stack at the error: 2
\ stack: empty

\ ### the locals stack overflows in an inlined word's locals
: l {: a | b c d e f g h i j k l m n o p q :} a ;
: r {: n | a b c d e f g :} 5 l DROP n 1+ RECURSE ;
0 r
\ --- want
\ error -5: return stack overflow: locals nested too deeply
\ at input, line 3, column 3: r
\ in: ... (7250 more) > R > R > R > R > R > R > R > R > R > R > R > R > R > R > R > R > R > R > R > R > R > R > R > R > R > R > R > R > R > R > L > {:
\ stack at the error: 5
\ stack: empty
