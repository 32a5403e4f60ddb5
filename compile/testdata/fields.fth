\ Words that defining words written in Go make, whose behaviour is a few
\ ops (core.Word.Ops): a field adds its offset, a BEGIN-STRUCTURE word, a
\ VALUE and an FVALUE fetch their body, an FCONSTANT and a 2CONSTANT push
\ their values. The fast code runs those ops in the word's place, with the
\ links around them; the plain code runs the word. Results, steps, the deepest
\ stack and errors are the word's.

\ ### fields of records in a loop and in inlined words [gforth]
BEGIN-STRUCTURE /rec
  FIELD: r.a
  CFIELD: r.tag
  FFIELD: r.f
  8 +FIELD r.name
  FIELD: r.b
END-STRUCTURE
CREATE recs 10 /rec * ALLOT
: rec ( i -- addr ) /rec * recs + ;
: fill-recs ( -- ) 10 0 DO
    I 3 * I rec r.a !  I [CHAR] a + I rec r.tag C!
    I S>F 2e F/ I rec r.f F!  I 7 * I rec r.b !
    I rec r.name 8 [CHAR] x FILL
  LOOP ;
: sum-recs ( -- n ) ( F: -- r )
  0 0e 10 0 DO I rec DUP r.a @ OVER r.b @ + ROT + SWAP DUP r.f F@ F+ r.tag C@ + LOOP ;
fill-recs sum-recs . F>S . /rec . 0 r.b . 3 rec r.name 8 TYPE
\ --- want
\ 1465 22 40 32 xxxxxxxx ok
\ stack: empty

\ ### a field at the top of the stack, where the word never goes higher [gforth]
BEGIN-STRUCTURE /pt FIELD: pt.x FIELD: pt.y END-STRUCTURE
: t ( a b c -- a b c' ) pt.y ;
: u ( n -- n' ) 0 0 ROT t NIP NIP ;
: v ( -- n ) 0 1000 0 DO I u + LOOP ;
v .
\ --- want
\ 507500  ok
\ stack: empty

\ ### a field's fetch that fails names the word it was inlined through
BEGIN-STRUCTURE /pt FIELD: pt.x FIELD: pt.y END-STRUCTURE
: y@ ( a -- n ) pt.y @ ;
: t ( a -- n ) y@ ;
: s ( a -- n ) t ;
HERE 0 , 42 , s .  0 s
\ --- want
\ 42
\ error -9: invalid memory address: 8
\ at input, line 5, column 22: s
\ in: S > T > Y@ > @
\ stack at the error: empty
\ stack: empty

\ ### an empty stack at a field inside inlined words
BEGIN-STRUCTURE /pt FIELD: pt.x FIELD: pt.y END-STRUCTURE
: y ( a -- a' ) pt.y ;
: t y ;
t
\ --- want
\ error -4: stack underflow
\ at input, line 4, column 1: t
\ in: T > Y > PT.Y
\ stack at the error: empty
\ stack: empty

\ ### the step limit on a field inside an inlined word [steps=40]
BEGIN-STRUCTURE /pt FIELD: pt.x FIELD: pt.y END-STRUCTURE
: y ( a -- a' ) pt.y ;
: t ( -- ) 0 BEGIN y AGAIN ;
t
\ --- want
\ error -258: limit exceeded: steps
\ at input, line 4, column 1: t
\ in: T > Y > PT.Y
\ stack at the error: 112
\ stack: empty

\ ### FCONSTANT and 2CONSTANT in a loop [gforth]
2.5e FCONSTANT half5  3 4 2CONSTANT pair
: t ( -- n ) ( F: -- r ) 0 0e 100 0 DO half5 F+ pair * + LOOP ;
t . F>S .
\ --- want
\ 1200 250  ok
\ stack: empty

\ ### an FCONSTANT on a full float stack names the constant
1e FCONSTANT one
: t ( -- ) 100000 0 DO one LOOP ;
t FDEPTH .
\ --- want
\ error -44: floating-point stack overflow
\ at input, line 3, column 1: t
\ in: T > ONE
\ stack at the error: empty
\ float stack at the error: ... (8160 more) 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1
\ stack: empty

\ ### a 2CONSTANT's second cell fetched at once, a bad address
\ No superinstruction starts at the second literal, inside the word: one
\ that did (lit @) would bail out to the 2CONSTANT's call with its first
\ cell already pushed, and the plain code would push it again.
1 8 2CONSTANT pair
: t ( a -- ) DUP pair @ ;
5 t
\ --- want
\ error -9: invalid memory address: 8
\ at input, line 6, column 3: t
\ in: T > @
\ stack at the error: 5 5 1
\ stack: empty

\ ### VALUEs fetched, stored with TO in a loop and in inlined words [gforth]
0 VALUE total  3 VALUE rate
: charge ( n -- ) rate * total + TO total ;
: bump ( -- ) rate 1+ 7 MOD TO rate ;
: run ( -- n ) 0 TO total 3 TO rate  1000 0 DO I charge I 5 MOD 0= IF bump THEN LOOP total ;
run . rate . total rate - .
\ --- want
\ 1506420 0 1506420  ok
\ stack: empty

\ ### +TO beside the fetch of the same VALUE, in inlined words
5 VALUE acc
: add ( n -- ) acc OVER + SWAP +TO acc acc + TO acc ;
: t ( -- n ) 1 TO acc 10 0 DO I add LOOP acc ;
t .
\ --- want
\ 3050  ok
\ stack: empty

\ ### a VALUE at the top of the stack, where the word never goes higher [gforth]
7 VALUE seven
: t ( a b -- a b c ) seven ;
: u ( n -- n' ) 0 t + + ;
: v ( -- n ) 0 1000 0 DO I u + LOOP ;
v .
\ --- want
\ 506500  ok
\ stack: empty

\ ### TO with an empty stack inside inlined words names TO
0 VALUE x
: set ( n -- ) x DROP TO x ;
: t ( x n -- ) DROP set ;
1 t
\ --- want
\ error -4: stack underflow
\ at input, line 4, column 3: t
\ in: T > SET > TO
\ stack at the error: empty
\ stack: empty

\ ### the step limit on a VALUE inside an inlined word [steps=42]
3 VALUE three
: y ( -- n ) three ;
: t ( -- ) BEGIN y DROP AGAIN ;
t
\ --- want
\ error -258: limit exceeded: steps
\ at input, line 4, column 1: t
\ in: T > Y > THREE
\ stack at the error: empty
\ stack: empty
