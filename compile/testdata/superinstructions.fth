\ Superinstructions: every link of the fast code and the sequences that
\ become one link, each with a result that would change if the link were
\ wrong, and the bail-outs: underflow, bad addresses, a zero divisor and the
\ step limit in the middle of a superinstruction. Each case runs fast and
\ plain, which must agree on output, stacks, steps and the deepest stack.

\ ### literal and operator [gforth]
: t 7 3 + . 7 3 - . 7 3 * . 6 3 AND . 6 3 OR . 6 3 XOR . 1 3 LSHIFT . 16 3 RSHIFT .
  2 5 MAX . 2 5 MIN . 3 3 = . 3 4 <> . 2 3 < . 2 3 > . -1 3 U< . -1 3 U> . -7 2 / . -7 2 MOD . ;
t
\ --- want
\ 10 4 21 2 7 5 8 2 5 2 -1 -1 -1 0 0 -1 -4 1  ok
\ stack: empty

\ ### operators on the stack [gforth]
: t ( a b -- ) 2DUP + . 2DUP - . 2DUP * . 2DUP AND . 2DUP OR . 2DUP XOR . 2DUP MAX . 2DUP MIN .
  2DUP = . 2DUP <> . 2DUP < . 2DUP > . 2DUP U< . 2DUP U> . 2DUP / . 2DUP MOD . /MOD . . ;
-7 2 t CR 9 -4 t
\ --- want
\ -5 -9 -14 0 -5 -5 2 -7 0 -1 -1 0 0 -1 -4 1 -4 1
\ 5 13 -36 8 -3 -11 9 -4 0 -1 0 -1 -1 0 -3 -3 -3 -3  ok
\ stack: empty

\ ### shifts past the cell
\ (gforth takes the shift count modulo 64; forthling shifts everything out)
: t ( n -- ) 1 OVER LSHIFT . -1 OVER RSHIFT . 1 64 LSHIFT . -1 65 RSHIFT . DROP ;
63 t
\ --- want
\ -9223372036854775808 1 0 0  ok
\ stack: empty

\ ### unary operators [gforth]
: t ( n -- ) DUP 1+ . DUP 1- . DUP 2* . DUP 2/ . DUP CELLS . DUP NEGATE . DUP INVERT . DUP ABS .
  DUP 0= . DUP 0<> . DUP 0< . DUP 0> . DUP CELL+ . CHAR+ . ;
-5 t CR 0 t
\ --- want
\ -4 -6 -10 -3 -40 5 4 5 0 -1 -1 0 3 -4
\ 1 -1 0 0 0 0 -1 0 -1 0 0 0 8 1  ok
\ stack: empty

\ ### stack words [gforth]
: t 1 2 3 DUP . DROP SWAP . . 1 2 OVER . NIP . 1 2 TUCK . . . 1 2 3 ROT . . . 1 2 3 -ROT . . .
  1 2 2DUP . . 2DROP 4 5 6 0 PICK . 1 PICK . 2 PICK . DROP DROP DROP ;
t
\ --- want
\ 3 1 2 1 2 2 1 2 1 3 2 2 1 3 2 1 6 5 4  ok
\ stack: empty

\ ### return stack words [gforth]
: t 1 >R 2 >R R@ . R> . R> . 5 >R 10 R> + . ;
: loops 3 0 DO 2 0 DO J 10 * I + . LOOP LOOP ;
t CR loops
\ --- want
\ 2 2 1 15
\ 0 1 10 11 20 21  ok
\ stack: empty

\ ### compare and branch [gforth]
: cmp ( a b -- ) 2DUP = IF ." = " THEN 2DUP <> IF ." <> " THEN 2DUP < IF ." < " THEN
  2DUP > IF ." > " THEN 2DUP U< IF ." u< " THEN 2DUP U> IF ." u> " THEN
  OVER OVER < IF ." <. " THEN 2DROP ;
-1 2 cmp CR 3 3 cmp CR 4 -2 cmp
\ --- want
\ <> < u> <.
\ =
\ <> > u<  ok
\ stack: empty

\ ### compare with a literal and branch [gforth]
: cmp ( a -- ) DUP 3 = IF ." =3 " THEN DUP 3 <> IF ." <>3 " THEN DUP 3 < IF ." <3 " THEN
  DUP 3 > IF ." >3 " THEN DUP 3 U< IF ." u<3 " THEN DUP 3 U> IF ." u>3 " THEN
  DUP 0= IF ." zero " THEN DUP 0< IF ." neg " THEN DUP IF ." true " THEN
  DUP 1 AND IF ." odd " THEN DUP 0<> IF ." nz " THEN
  DUP 5 < IF ." small " THEN DROP ;
: popping ( a -- ) 3 < IF ." less " ELSE ." more " THEN ;
: nested ( a b -- ) OVER 0= IF ." a0 " THEN DUP 0= IF ." b0 " THEN 0< IF ." b<0 " THEN 0< IF ." a<0 " THEN ;
-1 cmp CR 0 cmp CR 3 cmp CR 8 cmp CR 2 popping 7 popping CR 0 -1 nested 5 0 nested -2 1 nested
\ --- want
\ <>3 <3 u>3 neg true odd nz small
\ <>3 <3 u<3 zero small
\ =3 true odd nz small
\ <>3 >3 u>3 true nz
\ less more
\ a0 b<0 b0 a<0  ok
\ stack: empty

\ ### memory [gforth]
VARIABLE v  CREATE buf 4 CELLS ALLOT  CREATE bytes 4 ALLOT
: t buf 4 CELLS ERASE 5 v ! v @ . 3 v +! v @ . 7 buf ! buf @ . 1 2 buf 2! buf 2@ . . 65 bytes C! bytes C@ .
  9 buf 2 CELLS + ! buf 2 CELLS + @ . buf 2 + 16 + @ . buf CELL+ @ . 3 buf SWAP CELLS + @ . ;
t
\ --- want
\ 5 8 7 2 1 65 9 0 1 0  ok
\ stack: empty

\ ### memory in loops [gforth]
CREATE nums 1 , 2 , 3 , 4 ,  CREATE flags 8 ALLOT
: sum ( -- n ) 0 nums 4 CELLS OVER + SWAP DO I @ + 1 CELLS +LOOP ;
: mark ( -- ) flags 8 ERASE flags 8 + flags DO 1 I C! 3 +LOOP ;
: count ( -- n ) 0 flags 8 + flags DO I C@ IF 1+ THEN LOOP ;
: bytes ( -- n ) 0 flags 8 + flags DO I C@ + LOOP ;
: swaps ( -- ) nums 3 CELLS OVER + SWAP DO I 2@ SWAP I 2! 2 CELLS +LOOP ;
: pairs ( -- ) nums 4 CELLS OVER + SWAP DO I 2@ > IF ." > " ELSE ." <= " THEN 2 CELLS +LOOP ;
sum . mark count . bytes . swaps nums @ . nums CELL+ @ . pairs
\ --- want
\ warning: COUNT is redefined
\ 10 3 3 2 1 <= <=  ok
\ stack: empty

\ ### superinstructions of pairs [gforth]
: t ( a b -- ) 2DUP DROP 7 . . DUP 5 + . DUP 5 - . DUP 1+ . DUP 1- . 2DUP SWAP 2 - . .
  2DUP SWAP 1+ . . 2DUP SWAP 1- . . 2DUP OVER + . . 2DUP >R R> + . 2DUP SWAP 3 + SWAP . .
  2DUP SWAP 3 - SWAP . . 2DUP SWAP CELL+ SWAP . . 2DUP SWAP 1+ SWAP . . 2DUP SWAP 1- SWAP . . 2DROP ;
10 20 t
\ --- want
\ 7 10 25 15 21 19 8 20 11 20 9 20 30 10 30 20 13 20 7 20 18 20 11 20 9  ok
\ stack: empty

\ ### loops [gforth]
: up 5 0 DO I . LOOP ;  : down 0 10 DO I . -3 +LOOP ;  : by2 10 0 DO I . 2 +LOOP ;
: by-top ( n -- ) 10 0 DO I . DUP +LOOP DROP ;  : skip 0 0 ?DO I . LOOP ." skipped " ;
: leave-at ( n -- ) 10 0 DO I . DUP I = IF LEAVE THEN LOOP DROP ;
: exit-at ( n -- ) 10 0 DO I . DUP I = IF DROP UNLOOP EXIT THEN LOOP DROP ;
: i+ 0 4 0 DO 10 I + + LOOP . ;
up CR down CR by2 CR 3 by-top CR skip CR 4 leave-at CR 2 exit-at CR i+
\ --- want
\ warning: SKIP is redefined
\ 0 1 2 3 4
\ 10 7 4 1
\ 0 2 4 6 8
\ 0 3 6 9
\ skipped
\ 0 1 2 3 4
\ 0 1 2
\ 46  ok
\ stack: empty

\ ### an empty definition [gforth]
: nothing ;  : t nothing 1 nothing ;
t .
\ --- want
\ 1  ok
\ stack: empty

\ ### else to the end and calls [gforth]
: fib ( n -- f ) DUP 2 < IF DROP 1 ELSE DUP 1- RECURSE SWAP 2 - RECURSE + THEN ;
: deeper ( n -- n ) DUP 0> IF 1- RECURSE 1+ THEN ;
: third 3 ;  : second third 2 ;  : first second 1 ;
15 fib . 1000 deeper . first . . .
\ --- want
\ 987 1000 1 2 3  ok
\ stack: empty

\ ### underflow in a compare-and-branch superinstruction
: t DUP 2 < IF 1 THEN ;
t
\ --- want
\ error -4: stack underflow
\ at input, line 2, column 1: t
\ in: T > DUP
\ stack at the error: empty
\ stack: empty

\ ### underflow in a literal and operator
: t 1 + ;
t
\ --- want
\ error -4: stack underflow
\ at input, line 2, column 1: t
\ in: T > +
\ stack at the error: 1
\ stack: empty

\ ### underflow after a superinstruction in the same block
: t 1 + + ;
5 t
\ --- want
\ error -4: stack underflow
\ at input, line 2, column 3: t
\ in: T > + (the 2nd of 2 uses of + in T)
\ stack at the error: 6
\ stack: empty

\ ### lit pick beyond the stack
: t 3 PICK ;
1 2 3 t
\ --- want
\ error -4: stack underflow
\ at input, line 2, column 7: t
\ in: T > PICK
\ stack at the error: 1 2 3 3
\ stack: empty

\ ### pick with a computed index [gforth]
: sum-top ( xk .. x1 n -- xk .. x1 s ) 0 SWAP 0 ?DO I 1+ PICK + LOOP ;
: t ( -- ) 10 20 30 40  0 sum-top . 1 sum-top . 4 sum-top . 2 1+ PICK . DEPTH . ;
t
\ --- want
\ 0 40 100 10 4  ok
\ stack: 10 20 30 40

\ ### computed pick one past the stack
: t ( n -- x ) 1+ PICK 5 + ;
1 2 3 1 t . 2DROP DROP 5 6 1 t
\ --- want
\ 6
\ error -4: stack underflow
\ at input, line 2, column 30: t
\ in: T > PICK
\ stack at the error: 5 6 2
\ stack: empty

\ ### computed pick with a negative index
: t ( n -- x ) 1+ PICK 5 + ;
7 8 -2 t
\ --- want
\ error -4: stack underflow
\ at input, line 2, column 8: t
\ in: T > PICK
\ stack at the error: 7 8 -1
\ stack: empty

\ ### the step limit at a computed pick [steps=23]
: t ( -- ) 1 2 3 10 0 DO I 3 MOD PICK DROP LOOP ;
t
\ --- want
\ error -258: limit exceeded: steps
\ at input, line 2, column 1: t
\ in: T > PICK
\ stack at the error: 1 2 3 0
\ stack: empty

\ ### bad address in a fetch
: t 0 @ ;
t
\ --- want
\ error -9: invalid memory address: 0
\ at input, line 2, column 1: t
\ in: T > @
\ stack at the error: empty
\ stack: empty

\ ### bad address in the middle of a block
: t 1 2 + 3 * 0 @ 4 + ;
t
\ --- want
\ error -9: invalid memory address: 0
\ at input, line 2, column 1: t
\ in: T > @
\ stack at the error: 9
\ stack: empty

\ ### bad address from the loop index
: t 10 0 DO I C@ DROP LOOP ;
t
\ --- want
\ error -9: invalid memory address: 0
\ at input, line 2, column 1: t
\ in: T > C@
\ stack at the error: empty
\ stack: empty

\ ### bad address in superinstructions that store in a loop
: t 10 0 DO 7 I C! LOOP ;
t
\ --- want
\ error -9: invalid memory address: 0
\ at input, line 2, column 1: t
\ in: T > C!
\ stack at the error: empty
\ stack: empty

\ ### bad address in i 2@
: u 10 0 DO I 2@ 2DROP 2 +LOOP ;
u
\ --- want
\ error -9: invalid memory address: 0
\ at input, line 2, column 1: u
\ in: U > 2@
\ stack at the error: empty
\ stack: empty

\ ### bad address in over @
: t 5 0 OVER @ ;
t
\ --- want
\ error -9: invalid memory address: 5
\ at input, line 2, column 1: t
\ in: T > @
\ stack at the error: 5 0
\ stack: empty

\ ### bad address in lit + @
: u 0 16 + @ ;
u
\ --- want
\ error -9: invalid memory address: 16
\ at input, line 2, column 1: u
\ in: U > @
\ stack at the error: empty
\ stack: empty

\ ### step limit on the compare of a compare-and-branch superinstruction [steps=6]
: t 5 DUP 2 < IF 1 THEN DUP 2 < IF 1 THEN ;
t
\ --- want
\ error -258: limit exceeded: steps
\ at input, line 2, column 1: t
\ in: T > DUP (the 1st of 2 uses of DUP in T)
\ stack at the error: 5
\ stack: empty

\ ### step limit on the branch of a compare-and-branch superinstruction [steps=7]
: t 5 DUP 2 < IF 1 THEN DUP 2 < IF 1 THEN ;
t
\ --- want
\ error -258: limit exceeded: steps
\ at input, line 2, column 1: t
\ in: T > < (the 1st of 2 uses of < in T)
\ stack at the error: 5 5 2
\ stack: empty

\ ### 2@ at the last cell of memory
: t UNUSED HERE + 8 - 2@ ;
t
\ --- want
\ error -9: invalid memory address: 1048576 (16 bytes at 1048568 pass the end of memory)
\ at input, line 2, column 1: t
\ in: T > 2@
\ stack at the error: empty
\ stack: empty

\ ### division by zero in a superinstruction
: t 1 2 + 5 0 / ;
t
\ --- want
\ error -10: division by zero
\ at input, line 2, column 1: t
\ in: T > /
\ stack at the error: 3
\ stack: empty

\ ### mod by zero
: t 7 0 MOD ;
t
\ --- want
\ error -10: division by zero
\ at input, line 2, column 1: t
\ in: T > MOD
\ stack at the error: empty
\ stack: empty

\ ### step limit in the middle of a block of superinstructions [steps=10]
: t 1 2 + 3 + 4 + 5 + 6 + 7 + 8 + 9 + 10 + 11 + 12 + . ;
t
\ --- want
\ error -258: limit exceeded: steps
\ at input, line 2, column 1: t
\ in: T > + (the 9th of 11 uses of + in T)
\ stack at the error: 45 10
\ stack: empty

\ ### step limit inside a loop of superinstructions [steps=1000]
: t 0 BEGIN DUP 1 AND IF 1+ ELSE 3 + THEN DUP 100000 > UNTIL ;
t
\ --- want
\ error -258: limit exceeded: steps
\ at input, line 2, column 1: t
\ in: T > +
\ stack at the error: 264 3
\ stack: empty

\ ### step limit in nested calls [steps=500]
: leaf 1+ ;  : mid leaf leaf ;  : top 0 BEGIN mid AGAIN ;
top
\ --- want
\ error -258: limit exceeded: steps
\ at input, line 2, column 1: top
\ in: TOP > MID > LEAF > 1+
\ stack at the error: 328
\ stack: empty

\ ### error in a nested call names every frame
: inner 0 @ ;  : outer 1 inner ;  : outest outer ;
outest
\ --- want
\ error -9: invalid memory address: 0
\ at input, line 2, column 1: outest
\ in: OUTEST > OUTER > INNER > @
\ stack at the error: 1
\ stack: empty

\ ### return stack underflow in the superinstruction r> +
: t 1 R> + ;
t
\ --- want
\ error -6: return stack underflow
\ at input, line 2, column 1: t
\ in: T > R>
\ stack at the error: 1
\ stack: empty

\ ### i outside a loop
: t I 1+ ;
t
\ --- want
\ error -26: loop parameters unavailable: no DO loop is running
\ at input, line 2, column 1: t
\ in: T > I
\ stack at the error: empty
\ stack: empty

\ ### loop index past a +loop that falls back
: t ( n -- ) 0 DO I . 0 @ +LOOP ;
3 t
\ --- want
\ 0
\ error -9: invalid memory address: 0
\ at input, line 2, column 3: t
\ in: T > @
\ stack at the error: empty
\ stack: empty

\ ### stack overflow in a superinstruction's push
: grow BEGIN DUP 1+ AGAIN ;
1 grow
\ --- want
\ error -3: stack overflow
\ at input, line 2, column 3: grow
\ in: GROW > DUP
\ stack at the error: ... (131040 more) 131041 131042 131043 131044 131045 131046 131047 131048 131049 131050 131051 131052 131053 131054 131055 131056 131057 131058 131059 131060 131061 131062 131063 131064 131065 131066 131067 131068 131069 131070 131071 131072
\ stack: empty

\ ### catch around an error in a superinstruction restores the stacks
: t 1 2 0 @ ;
: c 9 ['] t CATCH . . ;
c
\ --- want
\ -9 9  ok
\ stack: empty

\ ### locals in fast code
: hyp {: a b | c -- n n+1 :} a a * b b * + TO c c 1 +TO c c ;
: nest {: x :} x 1 hyp x 2 hyp + ;
: deep ( n -- n ) {: n :} n 0> IF n 1- RECURSE n + ELSE 0 THEN ;
3 4 hyp . 2 nest . 100 deep .
\ --- want
\ 26 17 5050  ok
\ stack: 25 5 6

\ ### locals take more than the stack holds
: t {: a b :} a b + ;
1 t
\ --- want
\ error -4: stack underflow
\ at input, line 2, column 3: t
\ in: T > {:
\ stack at the error: 1
\ stack: empty

\ ### a table lookup and its bad index
CREATE squares 0 , 1 , 4 , 9 , 16 ,
: sq ( n -- n*n ) CELLS squares + @ ;
: try ( n -- ) ['] sq CATCH IF DROP ." bad " ELSE . THEN ;
3 try 4 try -100000 try 2 sq .
\ --- want
\ 9 16 bad 4  ok
\ stack: empty

\ ### a loop that fills every n-th byte [gforth]
CREATE field 100 ALLOT
: fill-every ( n -- ) field 100 + field DO 1 I C! DUP +LOOP DROP ;
: ones ( -- n ) 0 field 100 + field DO I C@ + LOOP ;
field 100 ERASE 7 fill-every ones .  field 100 ERASE 1 fill-every ones .  field 100 ERASE 200 fill-every ones .
\ --- want
\ 15 100 1  ok
\ stack: empty

\ ### a fill loop across many checkpoints
CREATE big 30000 ALLOT
: clear-big ( -- ) 1 big 30000 + big DO 0 I C! DUP +LOOP DROP ;
big 30000 1 FILL clear-big big 29999 + C@ . big C@ .
\ --- want
\ 0 0  ok
\ stack: empty

\ ### the step limit in the middle of a fill loop [steps=1003]
CREATE big 3000 ALLOT
: clear-big ( -- ) 1 big 3000 + big DO 0 I C! DUP +LOOP DROP ;
clear-big
\ --- want
\ error -258: limit exceeded: steps
\ at input, line 3, column 1: clear-big
\ in: CLEAR-BIG > I
\ stack at the error: 1 0
\ stack: empty

\ ### a fill loop that runs off the end of memory
: t ( -- ) 1 UNUSED HERE + 4 + UNUSED HERE + 4 - DO 0 I C! DUP +LOOP DROP ;
t
\ --- want
\ error -9: invalid memory address: 1048576
\ at input, line 2, column 1: t
\ in: T > C!
\ stack at the error: 1
\ stack: empty

\ ### float words in fast code [gforth]
FVARIABLE x
: t ( -- ) 1.5E 2E F+ 10E F* F>S .  7E 2E F- 4E F/ 100E F* F>S .  3E FDUP F* F>S .
  1E 2E FSWAP F- F>S .  1E 2E FOVER F- F- F>S .  1E 2E 3E FROT F>S . F>S . F>S .
  2.5E FNEGATE F>S .  -2.5E FABS F>S .  1E 2E F< .  1E 2E F> .  -1E F0< .  0E F0= .
  6 S>F 4E F* x F! x F@ F>S .  8 S>F FDROP 5 S>F F>S . ;
t
\ --- want
\ 35 125 9 1 0 1 3 2 -2 2 -1 0 -1 -1 24 5  ok
\ stack: empty

\ ### float stack underflow in fast code
: t ( -- ) 1 2 + 1E F+ ;
t
\ --- want
\ error -45: floating-point stack underflow
\ at input, line 2, column 1: t
\ in: T > F+
\ stack at the error: 3
\ float stack at the error: 1
\ stack: empty

\ ### a bad address in F@
: t ( -- ) 1 0 F@ ;
t
\ --- want
\ error -9: invalid memory address: 0
\ at input, line 2, column 1: t
\ in: T > F@
\ stack at the error: 1
\ stack: empty

\ ### float stack overflow in fast code
: t BEGIN 1E AGAIN ;
t
\ --- want
\ error -44: floating-point stack overflow
\ at input, line 2, column 1: t
\ in: T
\ stack at the error: empty
\ float stack at the error: ... (8160 more) 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1
\ stack: empty

\ ### a pick deeper than a 16-bit count
: t 70000 PICK ;
1 2 3 t
\ --- want
\ error -4: stack underflow
\ at input, line 2, column 7: t
\ in: T > PICK
\ stack at the error: 1 2 3 70000
\ stack: empty

\ ### the lowest number divided by -1
: t ( a b -- q ) / ;
: u ( a -- q ) -1 / ;
: v ( a b -- r q ) /MOD ;
: w ( a -- r ) -1 MOD ;
-9223372036854775807 1- DUP w . DUP 1 t . DUP 1 v . . DUP ' u CATCH . DROP DUP -1 ' t CATCH . 2DROP -1 v
\ --- want
\ 0 -9223372036854775808 -9223372036854775808 0 -11 -11
\ error -11: result out of range: the quotient does not fit in a cell
\ at input, line 5, column 104: v
\ in: V > /MOD
\ stack at the error: empty
\ stack: empty

\ ### a bubble sort with superinstructions that compare and swap cell pairs [gforth]
CREATE a 5 , 3 , 9 , 1 , 7 , 2 ,
: pass ( -- ) a 5 CELLS OVER + SWAP DO I 2@ < IF I 2@ SWAP I 2! THEN 1 CELLS +LOOP ;
: sort ( -- ) 6 0 DO pass LOOP ;
: show ( -- ) a 6 CELLS OVER + SWAP DO I @ . 1 CELLS +LOOP ;
sort show
\ --- want
\ 1 2 3 5 7 9  ok
\ stack: empty

\ ### a bad address in the superinstruction that compares cell pairs
: t ( -- ) 20 0 DO I 2@ > IF ." never" THEN 8 +LOOP ;
t
\ --- want
\ error -9: invalid memory address: 0
\ at input, line 2, column 1: t
\ in: T > 2@
\ stack at the error: empty
\ stack: empty

\ ### a bad address in the superinstruction that swaps cell pairs
: t ( -- ) 20 0 DO I 2@ SWAP I 2! 8 +LOOP ;
t
\ --- want
\ error -9: invalid memory address: 0
\ at input, line 2, column 1: t
\ in: T > 2@
\ stack at the error: empty
\ stack: empty

\ ### the cells at two addresses [gforth]
CREATE p 3 , 5 ,
: t ( -- ) p p CELL+ OVER @ OVER @ . . OVER @ OVER @ * . OVER @ OVER @ - . OVER @ OVER @ < .
  OVER @ OVER @ MAX . OVER @ OVER @ = . 2DROP ;
t
\ --- want
\ 5 3 15 -2 -1 5 0  ok
\ stack: empty

\ ### two pointers moved on and a sum on the return stack [gforth]
CREATE x 1 , 2 , 3 ,  CREATE y 4 , 5 , 6 ,
: dot ( -- n ) x y 0 3 0 DO >R OVER @ OVER @ * R> + >R SWAP CELL+ SWAP CELL+ R> LOOP NIP NIP ;
: moved ( a b -- a' b' ) SWAP 1+ SWAP 1+  SWAP 2 + SWAP 3 -  SWAP 1- SWAP 10 +  SWAP CELL+ SWAP 4 + ;
dot . 100 200 moved . .
\ --- want
\ 32 212 110  ok
\ stack: empty

\ ### a bad address in the superinstruction that fetches two cells
: t 5 16 OVER @ OVER @ * ;
t
\ --- want
\ error -9: invalid memory address: 5
\ at input, line 2, column 1: t
\ in: T > @ (the 1st of 2 uses of @ in T)
\ stack at the error: 5 16
\ stack: empty

\ ### a bad second address in the superinstruction that fetches two cells
CREATE p 3 ,
: f ( a b -- a b ) OVER @ OVER @ + . ;
: t p 16 ['] f CATCH . DEPTH . 2DROP  p 0 ['] f CATCH . DEPTH . 2DROP ;
t
\ --- want
\ -9 2 -9 2  ok
\ stack: empty

\ ### return stack underflow in the superinstruction r> + >r
: t 1 R> + >R ;
t
\ --- want
\ error -6: return stack underflow
\ at input, line 2, column 1: t
\ in: T > R>
\ stack at the error: 1
\ stack: empty

\ ### step limit in a loop of a dot product [steps=101]
\ (the vectors are at the end of memory, whose addresses do not move)
UNUSED HERE + 80 - CONSTANT x  UNUSED HERE + 160 - CONSTANT y
: dot ( -- n ) x y 0 10 0 DO >R OVER @ OVER @ * R> + >R SWAP CELL+ SWAP CELL+ R> LOOP NIP NIP ;
dot .
\ --- want
\ error -258: limit exceeded: steps
\ at input, line 4, column 1: dot
\ in: DOT > +
\ stack at the error: 1048536 1048456 0 0
\ stack: empty

\ ### locals in superinstructions with what follows them [gforth]
: gcd ( a b -- n ) LOCALS| b a | BEGIN b WHILE a b MOD b TO a TO b REPEAT a ;
: t ( a b -- ) LOCALS| y x | x y + . x y - . x y * . x y < . x y MAX .
  5 x + TO x x . y TO x x . 7 y + . 7 y - . 0 x IF 1+ THEN . ;
12 18 gcd . 3 10 t
\ --- want
\ 6 13 -7 30 -1 10 8 10 17 -3 1  ok
\ stack: empty

\ ### underflow in a local and an operator
: t LOCALS| a | a + ;
1 t
\ --- want
\ error -4: stack underflow
\ at input, line 2, column 3: t
\ in: T > +
\ stack at the error: 1
\ stack: empty

\ ### step limit in a loop of locals [steps=102]
: gcd ( a b -- n ) LOCALS| b a | BEGIN b WHILE a b MOD b TO a TO b REPEAT a ;
37889062373143906 23416728348467685 gcd .
\ --- want
\ error -258: limit exceeded: steps
\ at input, line 2, column 37: gcd
\ in: GCD > (LOCAL)
\ stack at the error: 308061521170129
\ stack: empty

\ ### floats in superinstructions with what follows them [gforth]
FVARIABLE v  2.5E v F!
: t ( F: x -- ) FDUP FDUP F* 10E F* F>S .  FDUP 3E F+ F>S . FDUP 1E F- F>S . FDUP 4E F/ 100E F* F>S .
  FDUP v F@ F+ 10E F* F>S . FDUP v F@ F* F>S . FDUP v F@ F- 10E F* F>S . FDUP v F@ F/ 100E F* F>S .
  FDUP 2E F< IF ." <2 " THEN FDUP 2E F> IF ." >2 " THEN FDUP 1E F< IF ." <1 " THEN
  FDUP FDUP F< IF ." never " THEN 1E FOVER F> IF ." 1> " THEN FDROP ;
1.5E t CR 3E t
\ --- want
\ 22 4 0 37 40 3 -10 60 <2
\ 90 6 2 75 55 7 5 120 >2  ok
\ stack: empty

\ ### a bad address in a superinstruction's float variable operand
: t 1E 5 F@ F+ ;
t
\ --- want
\ error -9: invalid memory address: 5
\ at input, line 2, column 1: t
\ in: T > F@
\ stack at the error: empty
\ float stack at the error: 1
\ stack: empty

\ ### float stack underflow in a compare-and-branch superinstruction
: t 1E F< IF 1 THEN ;
t
\ --- want
\ error -45: floating-point stack underflow
\ at input, line 2, column 1: t
\ in: T > F<
\ stack at the error: empty
\ float stack at the error: 1
\ stack: empty

\ ### the loop index, the character at it and the cell below as operands [gforth]
CREATE s 3 C, 9 C, 4 C,
: t ( -- ) 0 s 3 + s DO I C@ + LOOP .  0 s 3 + s DO I C@ XOR LOOP .  1 s 3 + s DO I C@ * LOOP .
  0 s 3 + s DO I C@ MAX LOOP .  0 5 0 DO I + LOOP .  100 5 0 DO I - LOOP .  0 5 0 DO I OR LOOP .
  3 10 OVER - . DROP 3 10 OVER * . DROP 3 10 OVER < . DROP 3 10 OVER MIN . . ;
t
\ --- want
\ 16 14 108 9 10 90 7 7 30 0 3 3  ok
\ stack: empty

\ ### a bad address in a superinstruction's character at the loop index
: t ( -- n ) 0 3 0 DO I C@ + LOOP ;
t
\ --- want
\ error -9: invalid memory address: 0
\ at input, line 2, column 1: t
\ in: T > C@
\ stack at the error: 0
\ stack: empty

\ ### a compare whose head answers for both ways after it [gforth]
: t ( n -- m ) DUP 5 < IF DROP 1 2 + 3 + ELSE 2* THEN ;
: u ( -- ) 10 0 DO I t . LOOP ;
u
\ --- want
\ 6 6 6 6 6 10 12 14 16 18  ok
\ stack: empty

\ ### the step limit in the longer way after a compare whose head answers for it [steps=27]
: t ( n -- m ) DUP 5 < IF DROP 1 2 + 3 + ELSE 2* THEN ;
: u ( -- ) 10 0 DO I t DROP LOOP ;
u
\ --- want
\ error -258: limit exceeded: steps
\ at input, line 3, column 1: u
\ in: U > T > + (the 1st of 2 uses of + in T)
\ stack at the error: 1 2
\ stack: empty

\ ### the step limit in the shorter way after a compare whose head answers for it [steps=66]
: t ( n -- m ) DUP 5 < IF DROP 1 2 + 3 + ELSE 2* THEN ;
: u ( -- ) 10 0 DO I t DROP LOOP ;
u
\ --- want
\ error -258: limit exceeded: steps
\ at input, line 3, column 1: u
\ in: U > T > 2*
\ stack at the error: 5
\ stack: empty

\ ### a bad address in a way after a compare whose head answers for it
: t ( n a -- x ) OVER 5 < IF NIP @ ELSE 2DROP 7 THEN ;
9 0 t . 3 0 t
\ --- want
\ 7
\ error -9: invalid memory address: 0
\ at input, line 2, column 13: t
\ in: T > @
\ stack at the error: empty
\ stack: empty

\ ### a table's cells stored by index and fetched at the loop index [gforth]
CREATE tab 4 CELLS ALLOT
: fill ( -- ) 4 0 DO I I * 1+ I CELLS tab + ! LOOP ;
: sum ( -- n ) 0 4 0 DO I CELLS tab + @ + LOOP ;
fill sum . 3 CELLS tab + @ .
\ --- want
\ warning: FILL is redefined
\ 18 10  ok
\ stack: empty

\ ### a bad address in the superinstruction that stores into a table
: t ( -- ) 7 0 CELLS 16 + ! ;
t
\ --- want
\ error -9: invalid memory address: 16
\ at input, line 2, column 1: t
\ in: T > !
\ stack at the error: empty
\ stack: empty

\ ### a bad address in the superinstruction that fetches from a table at the loop index
: t ( -- ) 3 0 DO I CELLS 8 + @ DROP LOOP ;
t
\ --- want
\ error -9: invalid memory address: 8
\ at input, line 2, column 1: t
\ in: T > @
\ stack at the error: empty
\ stack: empty

\ ### WITHIN, BL and CELL fast, wrapping round as WITHIN does [gforth]
: t ( n -- f1 f2 f3 ) DUP 1 10 WITHIN  OVER 10 1 WITHIN  ROT BL CELL + 40 WITHIN ;
5 t . . .  10 t . . .  -1 t . . .  0 t . . .
\ --- want
\ 0 0 -1 0 -1 0 0 -1 0 0 -1 0  ok
\ stack: empty

\ ### WITHIN short of cells
: t ( lo hi -- f ) WITHIN ;
1 2 t
\ --- want
\ warning: T ( lo hi -- f ) takes 3 cells and leaves 1; its comment says it takes 2
\ error -4: stack underflow
\ at input, line 2, column 5: t
\ in: T > WITHIN
\ stack at the error: 1 2
\ stack: empty

\ ### FLOATS, FLOAT+ and FSQRT fast, a NaN kept as it is [gforth]
CREATE fs 4 FLOATS ALLOT
: t ( -- ) 4 0 DO I S>F FSQRT fs I FLOATS + F! LOOP  fs 3 FLOATS + F@ FDUP F* F>S  fs FLOAT+ F@ F>S ;
t . .  -1E FSQRT FDUP F= .
: u ( -- ) -4E FSQRT FDUP F= . ;
u
\ --- want
\ warning: T ( -- ) takes 0 cells and leaves 2; its comment says it leaves 0
\ 1 2 0 0  ok
\ stack: empty

\ ### FSQRT with no float
: t FSQRT ;
t
\ --- want
\ error -45: floating-point stack underflow
\ at input, line 2, column 1: t
\ in: T > FSQRT
\ stack at the error: empty
\ stack: empty

\ ### a run of shuffles is one link that writes the cells it changes [gforth]
: t ( a b c -- a b c a-1 b c ) 2 PICK 1- 2 PICK 2 PICK ;
1 2 3 t . . . . . .
: u ROT NIP TUCK 2SWAP 2OVER -ROT 3 + 2DUP 2DROP SWAP 1- ;
1 2 3 4 u . . . . . .
: w 7 SWAP DROP OVER CELL+ 2DUP NIP ;
10 20 w . . . .
\ --- want
\ 3 2 0 3 2 1 1 6 2 1 2 3 18 18 7 10  ok
\ stack: empty

\ ### a run of shuffles that finds too few cells
: t 2 PICK 1- SWAP ;
1 2 t
\ --- want
\ error -4: stack underflow
\ at input, line 2, column 5: t
\ in: T > PICK
\ stack at the error: 1 2 2
\ stack: empty

\ ### a comparison of cells that a run of shuffles copied reads them in place [gforth]
: t OVER 3 PICK < IF 1 ELSE 2 THEN ;
1 5 3 t . . . .  5 1 3 t . . . .
: u OVER < IF 10 ELSE 20 THEN ;
4 7 u . .  7 4 u . .
: w SWAP 2 PICK = IF -1 ELSE 0 THEN ;
3 3 9 w . . .  3 4 5 w . . .
\ --- want
\ 2 3 5 1 1 3 1 5 20 4 10 7 -1 9 3 0 5 3  ok
\ stack: empty

\ ### a comparison after shuffles that find too few cells
: t OVER 3 PICK < IF 1 THEN ;
1 2 t
\ --- want
\ error -4: stack underflow
\ at input, line 2, column 5: t
\ in: T > PICK
\ stack at the error: 1 2 1 3
\ stack: empty

\ ### a float of an array by FLOATS + F@ and F!, and an index outside memory
CREATE fa 3 FLOATS ALLOT
: put ( r i -- ) fa SWAP FLOATS + F! ;
: get ( i -- r ) fa SWAP FLOATS + F@ ;
2E 1 put 5E 2 put 1 get 2 get F+ F.
-100000000 get
\ --- want
\ 7.
\ error -9: invalid memory address: -799944448
\ at input, line 5, column 12: get
\ in: GET > F@
\ stack at the error: empty
\ stack: empty

\ ### a float added to and taken from the one at an address, and the reversed F- and F/ [gforth]
FVARIABLE acc  10E acc F!
: more ( r addr -- ) DUP F@ F+ F! ;
: less ( r addr -- ) DUP F@ FSWAP F- F! ;
: rsub ( r1 r2 -- r3 ) FSWAP F- ;
: rdiv ( r1 r2 -- r3 ) FSWAP F/ ;
2.5E acc more 4E acc less acc F@ F.  1E 3E rsub F.  2E 6E rdiv F.
\ --- want
\ 8.5 2. 3.  ok
\ stack: empty

\ ### a float added to the one at an address outside memory
: more ( r addr -- ) DUP F@ F+ F! ;
1E 8 more
\ --- want
\ error -9: invalid memory address: 8
\ at input, line 2, column 6: more
\ in: MORE > F@
\ stack at the error: 8
\ float stack at the error: 1
\ stack: empty

\ ### division and remainder by a power of two floor as by any number [gforth]
: t 8 / ; : u 8 MOD ; : v 1 / ; : w 1 MOD ;
-20 t . -20 u . 20 t . 20 u . -7 v . -7 w . -9223372036854775808 t . -9223372036854775807 u .
\ --- want
\ -3 4 2 4 -7 0 -1152921504606846976 1  ok
\ stack: empty

\ ### division by a literal, with no division instruction [gforth]
\ (every sign, exact multiples and the ends of the cells)
: q ( n -- ) DUP 7 / . DUP 7 MOD . DUP 10 / . DUP 10 MOD . DUP 365 / . DUP 365 MOD . DUP -3 / . -3 MOD . ;
-22 q CR -21 q CR -1 q CR 0 q CR 1 q CR 21 q CR 22 q CR 3651 q
\ --- want
\ -4 6 -3 8 -1 343 7 -1
\ -3 0 -3 9 -1 344 7 0
\ -1 6 -1 9 -1 364 0 -1
\ 0 0 0 0 0 0 0 0
\ 0 1 0 1 0 1 -1 -2
\ 3 0 2 1 0 21 -7 0
\ 3 1 2 2 0 22 -8 -2
\ 521 4 365 1 10 1 -1217 0  ok
\ stack: empty

\ ### division by a literal at the ends of the cells
: q ( n -- ) DUP 7 / . DUP 1000 MOD . 9223372036854775807 / . ;
-9223372036854775808 q CR 9223372036854775807 q
\ --- want
\ -1317624576693539402 192 -2
\ 1317624576693539401 807 1  ok
\ stack: empty

\ ### an operator on cells that shuffles only copied [gforth]
: t ( a b c -- ) DUP * . 2DUP + . 2DUP SWAP - . OVER - . DROP ;
3 10 4 t CR 2 3 5 t
\ --- want
\ 16 13 7 7
\ 25 5 1 1  ok
\ stack: empty

\ ### deep copies and every operator [gforth]
: t ( a b c -- ) 2 PICK 2 PICK - . 2 PICK 2 PICK * . 2 PICK 2 PICK MAX . 2 PICK 2 PICK MIN .
  2 PICK 2 PICK AND . 2 PICK 2 PICK OR . 2 PICK 2 PICK XOR . 2 PICK 2 PICK = . 2 PICK 2 PICK < .
  2 PICK 2 PICK > . 2 PICK 2 PICK U< . 2 PICK 2 PICK U> . OVER 3 PICK + . DUP DUP + . 2DROP DROP ;
-6 7 -2 t CR 5 5 5 t
\ --- want
\ -13 -42 7 -6 2 -1 -3 0 -1 0 0 -1 1 -4
\ 0 25 5 5 5 5 0 -1 0 0 0 0 10 10  ok
\ stack: empty

\ ### an operator on copies, with too few cells
: t ( a b c -- a b c ) 2 PICK OVER + . ;
1 2 t
\ --- want
\ error -4: stack underflow
\ at input, line 2, column 5: t
\ in: T > PICK
\ stack at the error: 1 2 2
\ stack: empty

\ ### an operator with a variable's value [gforth]
VARIABLE v  -3 v !
: t ( n -- ) DUP v @ + . DUP v @ - . DUP v @ * . DUP v @ MAX . DUP v @ < . v @ AND . ;
7 t CR -5 t
\ --- want
\ 4 10 -21 7 0 5
\ -8 -2 15 -3 -1 -7  ok
\ stack: empty

\ ### an operator with the value at a bad address
: t ( n -- n ) 8 @ + ;
1 t
\ --- want
\ error -9: invalid memory address: 8
\ at input, line 2, column 3: t
\ in: T > @
\ stack at the error: 1
\ stack: empty

\ ### comparisons with a variable's value [gforth]
VARIABLE limit  5 limit !
: t ( n -- ) DUP limit @ < IF ." below " THEN DUP limit @ = IF ." at " THEN limit @ U> IF ." above" THEN ;
3 t CR 5 t CR 9 t CR -1 t
\ --- want
\ below
\ at
\ above
\ below above ok
\ stack: empty

\ ### a comparison with the value at a bad address
: t ( n -- n ) DUP 8 @ < IF 1+ THEN ;
1 t
\ --- want
\ error -9: invalid memory address: 8
\ at input, line 2, column 3: t
\ in: T > @
\ stack at the error: 1 1
\ stack: empty

\ ### an operator with a literal on a copy shuffles left on top [gforth]
: t ( a b -- ) DUP 1 AND . OVER 8 RSHIFT . DUP 3 LSHIFT . OVER 10 * . OVER 6 XOR . OVER 5 MAX . DUP 2 MIN .
  OVER 3 = . DUP 300 <> . OVER 0 < . DUP 9 > . OVER -1 U< . DUP -1 U> . 2DUP SWAP 7 OR . . 2DROP ;
7 300 t CR -1 -256 t
\ --- want
\ 0 0 2400 70 1 7 2 0 0 0 -1 -1 0 7 300
\ 0 72057594037927935 -2048 -10 -7 5 -256 0 -1 -1 0 0 0 -1 -256  ok
\ stack: empty

\ ### an operator with a literal on a copy, with too few cells
: t ( a b -- a b x ) OVER 1 AND ;
5 t
\ --- want
\ error -4: stack underflow
\ at input, line 2, column 3: t
\ in: T > OVER
\ stack at the error: 5
\ stack: empty

\ ### CASE and OF, a literal against the top [gforth]
: kind ( c -- ) CASE [CHAR] ( OF ." open " ENDOF [CHAR] ) OF ." close " ENDOF 48 OF ." zero " ENDOF ." other " ENDCASE ;
: t ( n -- ) 5 OVER < IF ." above " THEN 5 OVER > IF ." below " THEN 5 OVER U< IF ." u-above " THEN DROP ;
CHAR ( kind CHAR ) kind 48 kind 7 kind CR 9 t CR 1 t CR -1 t
\ --- want
\ open close zero other
\ above u-above
\ below
\ below u-above  ok
\ stack: empty

\ ### range tests with WITHIN on literals [gforth]
: letter? ( c -- f ) [CHAR] a [CHAR] z 1+ WITHIN ;
: t ( c -- ) DUP letter? . DUP [CHAR] 0 [CHAR] 9 1+ WITHIN . DUP 97 123 WITHIN IF ." in " ELSE ." out " THEN
  DUP 10 -10 WITHIN . 0 OVER 5 WITHIN . DROP ;
CHAR q t CR CHAR 5 t CR 200 t CR -20 t
\ --- want
\ -1 0 in -1 -1
\ 0 -1 out -1 -1
\ 0 0 out -1 -1
\ 0 0 out -1 -1  ok
\ stack: empty

\ ### a range test with too few cells
: t ( n -- f ) 1 10 WITHIN ;
t
\ --- want
\ error -4: stack underflow
\ at input, line 2, column 1: t
\ in: T > WITHIN
\ stack at the error: 1 10
\ stack: empty

\ ### an operator with the loop index on a copy shuffles left on top [gforth]
: t ( a b c -- a b c ) 2 0 DO 2 PICK I - . OVER I + . DUP I * . OVER I AND . DUP I OR . OVER I XOR . DUP I MAX . OVER I MIN .
  DUP I = . OVER I <> . DUP I < . OVER I > . DUP I U< . OVER I U> . CR LOOP ;
1 -3 5 t . . .
\ --- want
\ 1 -3 0 0 5 -3 5 -3 0 -1 0 0 0 -1
\ 0 -2 5 1 5 -4 5 -3 0 -1 0 0 0 -1
\ 5 -3 1  ok
\ stack: empty

\ ### the loop index on a copy, outside a loop
: t ( a -- a x ) DUP I + ;
5 t
\ --- want
\ error -26: loop parameters unavailable: no DO loop is running
\ at input, line 2, column 3: t
\ in: T > I
\ stack at the error: 5 5
\ stack: empty

\ ### the loop index among shuffles [gforth]
: t ( a b -- a b ) 3 0 DO DUP I . . I OVER . . I 1+ 2 PICK . . SWAP I . SWAP LOOP ;
5 6 t . .
\ --- want
\ 0 6 6 0 5 1 0 1 6 6 1 5 2 1 2 6 6 2 5 3 2 6 5  ok
\ stack: empty

\ ### the loop index among shuffles, outside a loop
: t ( a -- a b c ) DUP I ;
5 t
\ --- want
\ error -26: loop parameters unavailable: no DO loop is running
\ at input, line 2, column 3: t
\ in: T > I
\ stack at the error: 5 5
\ stack: empty

\ ### ?DUP of zero before an op that takes two cells
\ (the head counts the cells taken from the lower of the two depths ?DUP may leave)
5 5 DROP DROP
: t ( -- ) 0 ?DUP 2DROP ;
: u ( -- ) 0 0 IF THEN ?DUP 2DROP ;
t
\ --- next call
u
\ --- want
\ error -4: stack underflow
\ at input, line 5, column 1: t
\ in: T > 2DROP
\ stack at the error: 0
\ stack: empty
\ error -4: stack underflow
\ at input, line 1, column 1: u
\ in: U > 2DROP
\ stack at the error: 0
\ stack: empty

\ ### runs of float shuffles, and operators on the floats they copied [gforth]
: t ( F: a b c -- ) FROT FROT FOVER 2E FSWAP  F>S . F>S . F>S . F>S . F>S . ;
: u ( F: a b -- ) FOVER FDUP F* FOVER FOVER F+ FSWAP FOVER F-  F>S . F>S . F>S . F>S . ;
: w ( F: a b -- ) FTUCK FNIP FDUP F+ FOVER FOVER F/ FOVER FOVER F- 0E -0E FSWAP F/ F0< .  F>S . F>S . F>S . F>S . ;
1E 3E 4E t  2E 3E u  6E 5E w
\ --- want
\ 1 2 3 1 4 -3 7 3 2 0 9 0 10 5  ok
\ stack: empty

\ ### underflow in a run of float shuffles
: e FOVER FOVER F+ ;
1E e
\ --- want
\ error -45: floating-point stack underflow
\ at input, line 2, column 4: e
\ in: E > FOVER (the 1st of 2 uses of FOVER in E)
\ stack at the error: empty
\ float stack at the error: 1
\ stack: empty

\ ### underflow in a run of float shuffles after an IF that took floats
\ (FTUCK and FNIP are counted by the head check like every float shuffle)
: t FOVER 1 IF FDROP FDROP THEN FTUCK FNIP ;
0E 0E t
\ --- want
\ error -45: floating-point stack underflow
\ at input, line 3, column 7: t
\ in: T > FTUCK
\ stack at the error: empty
\ float stack at the error: 0
\ stack: empty

\ ### FNIP and FTUCK alone, each its own link [gforth]
: a ( F: x y -- y x y ) FTUCK ;
: b ( F: x y -- y ) FNIP ;
1E 2E a F>S . F>S . F>S .  3E 4E b F>S .
\ --- want
\ 2 1 2 4  ok
\ stack: empty

\ ### a comparison of copied cells with 0= before its IF, and a range test [gforth]
: ge ( a b -- a b ) 2DUP < 0= IF ." ge " ELSE ." lt " THEN ;
: tar ( x y z -- x y z ) 2 PICK 2 PICK > 0= IF ." le " ELSE ." gt " THEN ;
: out ( n -- n ) DUP 10 20 WITHIN 0= IF ." out " ELSE ." in " THEN ;
: loop-ge ( n -- ) 0 BEGIN 1+ 2DUP > 0= UNTIL . DROP ;
3 3 ge 2DROP  2 3 ge 2DROP  4 3 ge 2DROP
1 2 3 tar 2DROP DROP  3 2 1 tar 2DROP DROP  2 2 9 tar 2DROP DROP
5 out DROP  15 out DROP  20 out DROP
7 loop-ge
\ --- want
\ ge lt ge le gt le out in out 7  ok
\ stack: empty

\ ### underflow in a comparison of copied cells with 0= before its IF
: e ( x y z -- x y z ) 2 PICK OVER < 0= IF ." ge " THEN ;
5 e
\ --- want
\ error -4: stack underflow
\ at input, line 2, column 3: e
\ in: E > PICK
\ stack at the error: 5 2
\ stack: empty

\ ### double cells, string ranges and the return stack's pair in fast code [gforth]
: t ( n1 n2 -- ) 2>R 2R@ M* D. 2R@ UM* D. 2R> S>D D. S>D DNEGATE D. ;
-7 3 t  -1 -1 t  0 5 t
: u ( -- ) 1 0 -1 0 D+ D.  -1 0 1 0 D+ D.  S" forth" 2 /STRING TYPE SPACE  S" abc" BOUNDS - . ;
u
\ --- want
\ -21 55340232221128654827 3 7 1 -36893488147419103231 -1 1 0 0 5 0 18446744073709551616 18446744073709551616 rth 3  ok
\ stack: empty

\ ### double comparisons, D- and DABS at the ends of the cells in fast code [gforth]
: c ( d1 d2 -- ) 2OVER 2OVER D< . 2OVER 2OVER DU< . 2OVER 2OVER D= . D- 2DUP D. 2DUP D0< . 2DUP D0= . DABS D. ;
1. 2. c  -1. 1. c  1. -1. c  0 -1 0 1 c  -1 0 0 1 c  5. 5. c  0 1 1 0 c
-9223372036854775808 -1 1. c  0 -9223372036854775808 0. c  0. 0. c
: s ( -- ) -1 -1 D0< .  0 1 D0= .  1 0 D0= .  0 0 D0= .  0 -9223372036854775808 D0< . ;
s
\ --- want
\ -1 -1 0 -1 -1 0 1 -1 0 0 -2 -1 0 2 0 -1 0 2 0 0 2 -1 0 0 -36893488147419103232 -1 0 36893488147419103232 -1 -1 0 -1 -1 0 1 0 0 -1 0 0 -1 0 0 0 0 18446744073709551615 0 0 18446744073709551615 -1 0 0 -9223372036854775809 -1 0 9223372036854775809 -1 0 0 -170141183460469231731687303715884105728 -1 0 -170141183460469231731687303715884105728 0 0 -1 0 0 -1 0 -1 0 0 -1 -1  ok
\ stack: empty

\ ### a double comparison short of cells stops at its word
: w ( d1 d2 -- flag ) D< ;
1 2 3 w
\ --- want
\ error -4: stack underflow
\ at input, line 2, column 7: w
\ in: W > D<
\ stack at the error: 1 2 3
\ stack: empty

\ ### float comparisons and roundings in fast code [gforth]
: t ( F: a b -- ) FOVER FOVER F<= . FOVER FOVER F>= . FOVER FOVER F= . FOVER F0> .
  FOVER FOVER FMAX F. FMIN F. ;
1E 2E t  2E 2E t  -1E -3E t
: u ( F: r -- ) FDUP F2* F. FDUP F2/ F. FDUP FLOOR F. FDUP FTRUNC F. FROUND F. ;
-2.5E u  3.5E u
\ --- want
\ -1 0 0 -1 2. 1. -1 -1 -1 -1 2. 2. 0 -1 0 0 -1. -3. -5. -1.25 -3. -2. -2. 7. 1.75 3. 3. 4.  ok
\ stack: empty

\ ### FMAX and FMIN give the NaN they were given, and D+ checks its cells
: bits ( F: r -- ) ( -- n ) PAD F! PAD @ ;
0E 0E F/ FNEGATE FCONSTANT nan-
: t ( -- ) nan- 1E FMAX bits nan- bits = .  1E nan- FMIN bits nan- bits = .  -0E 0E FMAX F. ;
t
: v D+ ;
1 2 3 v
\ --- want
\ -1 -1 0.
\ error -4: stack underflow
\ at input, line 6, column 7: v
\ in: V > D+
\ stack at the error: 1 2 3
\ stack: empty

\ ### elements of tables at the loop index, every way of writing the address [gforth]
CREATE ctab 10 , 20 , 30 , 40 ,  CREATE btab 1 C, 2 C, 3 C, 4 C,
CREATE ftab 4 FLOATS ALLOT
: sums ( -- )
  0 4 0 DO ctab I CELLS + @ + LOOP .  0 4 0 DO I CELLS ctab + @ + LOOP .
  0 4 0 DO btab I + C@ + LOOP .  0 4 0 DO I btab + C@ + LOOP .
  0 2 0 DO ctab I + @ + LOOP 8 RSHIFT . ;
: stores ( -- )
  4 0 DO I 100 * ctab I CELLS + ! LOOP  4 0 DO I 7 + btab I + C! LOOP
  4 0 DO I S>F ftab I FLOATS + F! LOOP
  ctab 3 CELLS + @ . btab 3 + C@ .  0E 4 0 DO I FLOATS ftab + F@ F+ LOOP F. ;
sums CR stores CR sums
\ --- want
\ 100 100 10 10 5629499534213120
\ 300 10 6.
\ 600 600 34 34 28147497671065600  ok
\ stack: empty

\ ### elements past the end of memory at the loop index
CREATE tab 1 ,
: far ( -- n ) 0 3 0 DO tab I 1000000000 * CELLS + @ + LOOP ;
: far-store ( -- ) 3 0 DO 5 tab I 1000000000 * + C! LOOP ;
: below ( -- n ) 0 0 -3 DO tab I 1000000000 * CELLS + @ + LOOP ;
: wraps ( -- n ) 0 2 0 DO -1 I + C@ + LOOP ;
: f-far ( -- ) 3 0 DO 1E tab I 1000000000 * FLOATS + F! LOOP ;
' far CATCH . ' far-store CATCH . ' below CATCH . ' wraps CATCH . ' f-far CATCH . DEPTH . FDEPTH .
far
\ --- want
\ -9 -9 -9 -9 -9 0 0
\ error -9: invalid memory address: 8000055552
\ at input, line 8, column 1: far
\ in: FAR > @
\ stack at the error: 4607182418800017408
\ stack: empty

\ ### the step limit in a loop over a table at its index [steps=200]
CREATE tab 100 CELLS ALLOT
: fill-tab ( -- ) 100 0 DO I tab I CELLS + ! LOOP ;
fill-tab
\ --- want
\ error -258: limit exceeded: steps
\ at input, line 3, column 1: fill-tab
\ in: FILL-TAB > I (the 2nd of 2 uses of I in FILL-TAB)
\ stack at the error: 27 55552
\ stack: empty

\ ### */ by a literal: floored, by powers of two and not, past a cell in between [gforth]
: scale ( a b -- c ) 1000 */ ;  : half ( a b -- c ) 2 */ ;  : shift ( a b -- c ) 1024 */ ;
: one ( a b -- c ) 1 */ ;  : sev ( a b -- c ) 7 */ ;
-7 3 half . -7 3 scale . 7 -3 shift . 6 7 one . -6 7 sev .
9223372036854775807 4 scale . -9223372036854775807 4 shift . 9223372036854775807 -3 sev .
: t ( -- n ) 0 1000 0 DO I 500 - I 3 * scale + I 1 LSHIFT 40 LSHIFT I shift + LOOP ;
t .
\ --- want
\ -11 -1 -1 42 -6 36893488147419103 -36028797018963968 -3952873730080618203 714754498756856770  ok
\ stack: empty

\ ### */ by a literal whose quotient does not fit in a cell
: scale ( a b -- c ) 3 */ ;
: t ( -- n c ) 5 -1 1 RSHIFT 9 scale ;
t
\ --- want
\ error -11: result out of range: the quotient does not fit in a cell
\ at input, line 3, column 1: t
\ in: T > SCALE > */
\ stack at the error: 5
\ stack: empty

\ ### the float functions as links, at ends of their domains [gforth]
: f5 ( F: x -- ) FDUP FEXP FS. FDUP FABS FLN FS. FDUP FABS FLOG FS. FDUP FSIN FS. FCOS FS. CR ;
1E f5 -745E f5 709E f5 1E-310 f5 -1E15 f5 3.14159265358979E f5
\ --- want
\ 2.71828182845905E0 0.00000000000000E0 0.00000000000000E0 8.41470984807897E-1 5.40302305868140E-1 
\ 4.94065645841247E-324 6.61338421837956E0 2.87215627274829E0 4.28237151152279E-1 -9.03666388869797E-1 
\ 8.21840746155497E307 6.56385552653213E0 2.85064623518307E0 -8.41438409151394E-1 5.40353036083606E-1 
\ 1.00000000000000E0 -7.13801378828154E2 -3.10000000000000E2 9.99999999999997E-311 1.00000000000000E0 
\ 0.00000000000000E0 3.45387763949107E1 1.50000000000000E1 -8.58272793170236E-1 -5.13193737786970E-1 
\ 2.31406926327792E1 1.14472988584940E0 4.97149872694133E-1 3.23108914886517E-15 -1.00000000000000E0 
\  ok
\ stack: empty

\ ### the float functions as links keep a NaN, and their depth is checked
: nan? ( F: x -- ) ( -- flag ) FDUP F= 0= ;
: f5 ( F: x -- ) ( -- f1 f2 f3 f4 f5 ) FDUP FEXP nan? FDUP FLN nan? FDUP FLOG nan? FDUP FSIN nan? FCOS nan? ;
-1E FSQRT f5 . . . . .  -1E FLN nan? . -1E FLOG nan? .  0E FLN F0< .
: t FSIN ;
t
\ --- want
\ -1 -1 -1 -1 -1 -1 -1 -1
\ error -45: floating-point stack underflow
\ at input, line 5, column 1: t
\ in: T > FSIN
\ stack at the error: empty
\ stack: empty

\ ### a number under the compared copies is written, over a cell a branch left above the stack [gforth]
: cmp ( x y n flag -- x y n 0 f ) 0= IF 1 1 ELSE 0 OVER 2 PICK > THEN ;
: sum ( x y n flag -- x y n 0 n' ) 0= IF 1 1 ELSE 0 OVER 2 PICK + THEN ;
: range ( x y n flag -- x y n 0 f ) 0= IF 1 1 ELSE 0 OVER 1 5 WITHIN THEN ;
: t ( -- ) 9 7 3 5 cmp .S 2DROP 2DROP DROP  9 7 3 5 sum .S 2DROP 2DROP DROP  9 7 3 5 range .S 2DROP 2DROP DROP ;
t
\ --- want
\ <5> 9 7 3 0 0 <5> 9 7 3 0 6 <5> 9 7 3 0 -1  ok
\ stack: empty

\ ### a float number under the multiplied copies is written, over a float a branch left above the stack [gforth]
: fsq ( F: a b c d -- a b c 0 c*c ) F0= IF 1E0 1E0 ELSE 0E0 FOVER FDUP F* THEN ;
9E0 7E0 3E0 5E0 fsq F. F. F. F. F.
\ --- want
\ 9. 0. 3. 7. 9.  ok
\ stack: empty

\ ### fetches of the cells a run of shuffles left on top, with offsets and bytes [gforth]
CREATE rec 10 , 20 , 30 , CHAR A C, CHAR B C,
: fields ( a -- a x y z ) DUP @ OVER CELL+ @ 2 PICK 2 CELLS + @ ;
: swapped ( a x -- x a@ ) SWAP @ ;
: letters ( a -- c1 c2 ) DUP 3 CELLS + C@ SWAP 3 CELLS 1+ + C@ ;
: walk ( a n -- sum ) 0 SWAP 0 DO OVER I CELLS + @ + LOOP NIP ;
rec fields . . . DROP  rec 5 swapped . .  rec letters . .  rec 3 walk .
\ --- want
\ 30 20 10 10 5 66 65 60  ok
\ stack: empty

\ ### a number under the fetched copy is written, over a cell a branch left above the stack
CREATE rec 10 , 20 , 30 ,
: f ( a flag -- a 0 x ) 0= IF 1 1 ELSE 0 OVER CELL+ @ THEN ;
rec 5 f . . rec = .
\ --- want
\ 20 0 -1  ok
\ stack: empty

\ ### a fetch after shuffles at a bad address: the run is undone, the error on @
: t ( x a -- x 7 a@ ) 7 SWAP @ ;
1 2 t
\ --- want
\ error -9: invalid memory address: 2
\ at input, line 2, column 5: t
\ in: T > @
\ stack at the error: 1 7
\ stack: empty

\ ### C@ after shuffles at the last byte of memory and past it
: t ( a -- a c ) DUP 1+ C@ ;
UNUSED HERE + 2 - t . DROP  UNUSED HERE + 1- t
\ --- want
\ 0
\ error -9: invalid memory address: 1048576
\ at input, line 2, column 46: t
\ in: T > C@
\ stack at the error: 1048575
\ stack: empty

\ ### stores of the cells a run of shuffles left on top: TUCK !, TUCK CELL+ !, OVER !, C! [gforth]
CREATE rec 0 , 0 , 0 , 0 ,
: init ( x y a -- a ) TUCK CELL+ ! TUCK ! ;
: put ( a x -- a ) OVER ! ;
: put2 ( x a -- ) SWAP 2 + SWAP 2 CELLS + ! ;
: zero ( a -- a ) 0 OVER 3 CELLS + ! ;
: letter ( c a -- a ) TUCK 3 CELLS 1+ + C! ;
: t ( -- ) 11 22 rec init 33 put DROP 40 rec put2 rec zero [CHAR] Z SWAP letter DROP
  rec @ . rec CELL+ @ . rec 2 CELLS + @ . rec 3 CELLS + C@ . rec 3 CELLS 1+ + C@ . ;
t
\ --- want
\ 33 22 42 0 90  ok
\ stack: empty

\ ### a number under the stored cells is written, over a cell a branch left above the stack [gforth]
CREATE rec 0 , 0 ,
: f ( a flag -- a 0|1 ) 0= IF 1 ELSE 0 7 2 PICK CELL+ ! THEN ;
rec 5 f . rec = . rec CELL+ @ .
\ --- want
\ 0 -1 7  ok
\ stack: empty

\ ### a store after shuffles at a bad address: the run is undone, the error on !
: t ( x a -- a ) TUCK CELL+ ! ;
5 -8 t
\ --- want
\ error -9: invalid memory address: 0
\ at input, line 2, column 6: t
\ in: T > !
\ stack at the error: -8
\ stack: empty

\ ### C! after shuffles at the last byte of memory and past it
: t ( c a -- a ) TUCK 1+ C! ;
65 UNUSED HERE + 2 - t 1+ C@ . 66 UNUSED HERE + 1- t
\ --- want
\ 65
\ error -9: invalid memory address: 1048576
\ at input, line 2, column 52: t
\ in: T > C!
\ stack at the error: 1048575
\ stack: empty

\ ### F/ by a power of two is a multiply by its reciprocal, to the bit [gforth]
\ The values are built from their bits: the smallest subnormal, the largest
\ float, minus zero, infinity and a NaN, over the powers of two at both ends.
FVARIABLE fv
: f>bits ( F: r -- ) ( -- x ) fv F! fv @ ;
: bits>f ( x -- ) ( F: -- r ) fv ! fv F@ ;
: half ( F: r -- r' ) 2E F/ ;
: twice ( F: r -- r' ) 0.5E F/ ;
: quarter- ( F: r -- r' ) -4E F/ ;
: by-2^1023 ( F: r -- r' ) [ 9214364837600034816 bits>f ] FLITERAL F/ ;
: by-2^-1022 ( F: r -- r' ) [ 4503599627370496 bits>f ] FLITERAL F/ ;
: by-2^-1074 ( F: r -- r' ) [ 1 bits>f ] FLITERAL F/ ;
: third ( F: r -- r' ) 3E F/ ;
CREATE inputs 1 , 3 , 9218868437227405311 , -9223372036854775808 ,
  9218868437227405312 , 9221120237041090560 , 4611686018427387904 , -4601552919265804288 ,
: each ( xt -- ) 8 0 DO I CELLS inputs + @ bits>f DUP EXECUTE f>bits . LOOP DROP CR ;
' half each ' twice each ' quarter- each ' by-2^1023 each ' by-2^-1022 each ' by-2^-1074 each ' third each
: averages ( F: r -- r' ) 0E 10 0 DO FOVER I S>F F+ 2E F/ F+ LOOP FNIP ;
5E averages f>bits .
\ --- want
\ 0 2 9214364837600034815 -9223372036854775808 9218868437227405312 9221120237041090560 4607182418800017408 -4606056518893174784 
\ 2 6 9218868437227405312 -9223372036854775808 9218868437227405312 9221120237041090560 4616189618054758400 -4597049319638433792 
\ -9223372036854775808 -9223372036854775807 -13510798882111489 0 -4503599627370496 9221120237041090560 -4620693217682128896 4612811918334230528 
\ 0 0 4611686018427387903 -9223372036854775808 9218868437227405312 9221120237041090560 4503599627370496 -9208735338065821696 
\ 4372995238176751616 4379750637617807360 9218868437227405312 -9223372036854775808 9218868437227405312 9221120237041090560 9214364837600034816 -4503599627370496 
\ 4607182418800017408 4613937818241073152 9218868437227405312 -9223372036854775808 9218868437227405312 9221120237041090560 9218868437227405312 -4503599627370496 
\ 0 1 9211362437848454485 -9223372036854775808 9218868437227405312 9221120237041090560 4604180019048437077 -4608683618675807573 
\ 4631881848006377472  ok
\ stack: empty

\ ### a number taken by CELLS, 2*, NEGATE and their like is pushed as the words leave it [gforth]
: sizes ( -- ) 2 CELLS . 3 FLOATS . 5 CHARS . 7 2* . -3 2/ . -1 2/ . 9 NEGATE . 0 INVERT . ;
: ends ( -- ) 9223372036854775807 CELLS . -9223372036854775808 NEGATE . -9223372036854775808 2/ . 4611686018427387904 2* . ;
: chained ( x -- x ) DUP 2 CELLS NEGATE 2* OVER 1 INVERT 2/ . . . . ;
: node ( -- a ) 2 CELLS ALLOCATE THROW ;
sizes ends 5 chained DROP node 4 CELLS RESIZE THROW FREE THROW
\ --- want
\ 16 24 5 14 -2 -1 -9 -1 -8 -9223372036854775808 -4611686018427387904 -9223372036854775808 -1 5 -32 5  ok
\ stack: empty

\ ### float shuffles that move one float under the two an operator takes [gforth]
: cube-step ( F: x r -- x r' ) FOVER FOVER FDUP F* F/ FSWAP 2E F* F+ 3E F/ ;
: moved ( F: a b c -- ... ) FROT FOVER FOVER F- ;
: lit-under ( F: a b -- ... ) 5E FROT FROT F* ;
: over-rot ( F: a b c -- ... ) FOVER FROT FROT F+ ;
27E 1E cube-step cube-step cube-step F. F.
1E 2E 3E moved F. F. F. F.
2E 3E lit-under F. F.
1E 2E 4E over-rot F. F. F.
\ --- want
\ 4.57087677857871 27. 2. 1. 3. 2. 6. 5. 6. 2. 1.  ok
\ stack: empty

\ ### float shuffles and an operator on too few floats
: t ( F: a b -- a b a b*b ) FOVER FOVER FDUP F* ;
1E t
\ --- want
\ error -45: floating-point stack underflow
\ at input, line 2, column 4: t
\ in: T > FOVER (the 1st of 2 uses of FOVER in T)
\ stack at the error: empty
\ float stack at the error: 1
\ stack: empty

\ ### float shuffles then a float literal and an operator on the copy they left on top [gforth]
: swapped ( F: a b -- b a*2 ) FSWAP 2E F* ;
: halves ( F: a b -- b a/4 ) FSWAP 4E F/ ;
: thirds ( F: a b -- a b a/3 ) FOVER 3E F/ ;
: plus-one ( F: a -- a a+1 ) FDUP 1E F+ ;
: rot-minus ( F: a b c -- b c a-5 ) FROT 5E F- ;
7E 5E swapped F. F. 7E 5E halves F. F. 7E 5E thirds F. F. F. 7E plus-one F. F. 1E 2E 3E rot-minus F. F. F.
\ --- want
\ 14. 5. 1.75 5. 2.33333333333333 5. 7. 8. 7. -4. 3. 2.  ok
\ stack: empty

\ ### float shuffles then a float literal and an operator, on too few floats
: t ( F: a b -- b a*2 ) FSWAP 2E F* ;
1E t
\ --- want
\ error -45: floating-point stack underflow
\ at input, line 2, column 4: t
\ in: T > FSWAP
\ stack at the error: empty
\ float stack at the error: 1
\ stack: empty

\ ### a variable's or a value's cell moved on by a number, or by the top [gforth]
0 VALUE v  VARIABLE w  8 w !
: t ( x -- ) v 1+ TO v  w @ CELL+ w !  v 5 + TO v  w @ 3 - w !  DUP v + TO v  w @ + w ! ;
7 t -2 t v . w ?
: down ( n -- ) 0 ?DO v 1- TO v LOOP ;
1000 down v .
\ --- want
\ 17 23 -983  ok
\ stack: empty

\ ### a cell moved on by a number or by the top at a bad address
: bad ( -- ) -8 @ 1+ -8 ! ;
bad
\ --- next call
: bad2 ( n -- ) -8 @ + -8 ! ;
5 bad2
\ --- want
\ error -9: invalid memory address: -8
\ at input, line 2, column 1: bad
\ in: BAD > @
\ stack at the error: empty
\ stack: empty
\ error -9: invalid memory address: -8
\ at input, line 2, column 3: bad2
\ in: BAD2 > @
\ stack at the error: 5
\ stack: empty

\ ### float functions on the copy a run of float shuffles left on top [gforth]
: t1 ( F: x y -- ) FDUP FSIN FSWAP FOVER FABS F. F. F. F. ;
2E -3E t1
: t2 ( F: x -- ) FDUP FSQRT F. FDUP FEXP F. FDUP FLN F. FDUP FLOG F. FDUP FCOS F. FDUP FNEGATE F. FDUP FABS F. F. ;
2E t2 0.25E t2
\ --- want
\ 0.141120008059867 -3. -0.141120008059867 2. 1.4142135623731 7.38905609893065 0.693147180559945 0.301029995663981 -0.416146836547142 -2. 2. 2. 0.5 1.28402541668774 -1.38629436111989 -0.602059991327962 0.968912421710645 -0.25 0.25 0.25  ok
\ stack: empty

\ ### float functions after float shuffles keep a NaN's bits, and find too few floats
FVARIABLE v
: bits ( F: x -- ) v F! v @ . ;
: t ( F: x -- ) FDUP FSIN bits FDUP FSQRT bits FDUP FEXP bits FDUP FABS bits FDUP FNEGATE bits bits ;
$7FF8000000000123 v ! v F@ t -4E t
: u ( F: x y -- x y x' ) FOVER FCOS ;
1E u
\ --- want
\ 9221120237041090851 9221120237041090851 9221120237041090851 9221120237041090851 -2251799813684957 9221120237041090851 4604991890417000110 -2251799813685248 4580936344894782708 4616189618054758400 4616189618054758400 -4607182418800017408
\ error -45: floating-point stack underflow
\ at input, line 6, column 4: u
\ in: U > FOVER
\ stack at the error: empty
\ float stack at the error: 1
\ stack: empty

\ ### the loop index as a float, and a float variable replaced by an operator on it [gforth]
FVARIABLE sum  FVARIABLE prod
: t ( n -- ) 0E sum F!  1E prod F!
  0 DO I S>F sum F@ F+ sum F!  I 1+ S>F prod F@ F* prod F!  I S>F 2E F/ sum F@ F- sum F!  LOOP
  sum F@ F. prod F@ F.  7 >R R@ S>F R> . F. ;
10 t
: d ( F: x -- ) prod F@ F/ prod F! prod F@ F. ;
2E d
\ --- want
\ -2.5 3628800. 7 7. 0.000000551146384479718  ok
\ stack: empty

\ ### R@ S>F with nothing on the return stack, and a float variable at a bad address
: t ( -- ) R@ S>F ;
t
\ --- next call
: u ( F: x -- ) -8 F@ F+ -8 F! ;
1E u
\ --- want
\ error -6: return stack underflow
\ at input, line 2, column 1: t
\ in: T > R@
\ stack at the error: empty
\ stack: empty
\ error -9: invalid memory address: -8
\ at input, line 2, column 4: u
\ in: U > F@
\ stack at the error: empty
\ float stack at the error: 1
\ stack: empty

\ ### a 2VARIABLE's pair read and written at its address [gforth]
2VARIABLE d  2VARIABLE e
: t ( -- ) 1 2 d 2!  3 4 e 2!  d 2@ . .  e 2@ d 2!  d 2@ . .  d 2@ e 2@ D+ e 2! e 2@ . . ;
: sum ( n -- ) 0. d 2!  0 DO  I S>D d 2@ D+ d 2!  LOOP  d 2@ D. ;
t 100 sum  -5 0 d 2! d 2@ D. d @ . d CELL+ @ .
\ --- want
\ 2 1 4 3 8 6 4950 18446744073709551611 0 -5  ok
\ stack: empty

\ ### a 2VARIABLE's pair read and written at a bad address
: t 0 2@ ;
t
\ --- next call
: u 7 8 [ UNUSED HERE + CELL - ] LITERAL 2! ;
u
\ --- next call
: w 7 8 -8 2! ;
w
\ --- want
\ error -9: invalid memory address: 0
\ at input, line 2, column 1: t
\ in: T > 2@
\ stack at the error: empty
\ stack: empty
\ error -9: invalid memory address: 1048576 (16 bytes at 1048568 pass the end of memory)
\ at input, line 2, column 1: u
\ in: U > 2!
\ stack at the error: empty
\ stack: empty
\ error -9: invalid memory address: -8
\ at input, line 2, column 1: w
\ in: W > 2!
\ stack at the error: empty
\ stack: empty

\ ### a 2VARIABLE's pair written with one cell on the stack
2VARIABLE d
: t d 2! ;
5 t
\ --- want
\ error -4: stack underflow
\ at input, line 3, column 3: t
\ in: T > 2!
\ stack at the error: 5 55552
\ stack: empty

\ ### a 2VARIABLE's pair pushed past the stack's room
2VARIABLE d  5 6 d 2!
: grow BEGIN d 2@ AGAIN ;
grow
\ --- want
\ error -3: stack overflow
\ at input, line 3, column 1: grow
\ in: GROW > D
\ stack at the error: ... (131040 more) 5 6 5 6 5 6 5 6 5 6 5 6 5 6 5 6 5 6 5 6 5 6 5 6 5 6 5 6 5 6 5 6
\ stack: empty

\ ### the step limit between a 2VARIABLE's two pairs [steps=5]
2VARIABLE d  2VARIABLE e
: t 1 2 d 2! e 2@ ;
t
\ --- want
\ error -258: limit exceeded: steps
\ at input, line 3, column 1: t
\ in: T > 2!
\ stack at the error: 1 2 55552
\ stack: empty
