\ A loop whose body is one block closed by +LOOP is turned by its head:
\ the body hands the head the turn, with the step as a literal or on the
\ data stack.

\ ### literal steps, up, down and past the limit at once [gforth]
: up ( -- s ) 0 100 0 DO I + 3 +LOOP ;
: down ( -- s ) 0 0 100 DO I + -7 +LOOP ;
: wide ( -- n ) 0 10 -10 DO 1+ 1000 +LOOP ;
: count-cells ( -- n ) 0 PAD 10 CELLS BOUNDS DO 1+ CELL +LOOP ;
up . down . wide . count-cells .
\ --- want
\ 1683 765 1 10  ok
\ stack: empty

\ ### steps on the stack: a variable's, the outer index, a growing one [gforth]
VARIABLE stride
: by ( step -- n ) stride ! 0 50 0 DO 1+ stride @ +LOOP ;
: back ( step -- n ) stride ! 0 0 50 DO I + stride @ +LOOP ;
: multiples ( -- n ) 0 6 2 DO 30 0 DO 1+ J +LOOP LOOP ;
: growing ( -- n ) 0 1000 1 DO 1+ I +LOOP ;
3 by . 50 by . -4 back . multiples . growing .
\ --- want
\ 17 1 338 39 10  ok
\ stack: empty

\ ### ?DO with +LOOP, equal bounds and nested loops [gforth]
: none ( -- n ) 0 5 5 ?DO 1+ 2 +LOOP ;
: nested ( -- n ) 0 20 0 DO 10 0 DO I J + + 3 +LOOP 4 +LOOP ;
none . nested .
\ --- want
\ 0 250  ok
\ stack: empty

\ ### a step that takes the index across the ends of the cells [gforth]
: huge ( -- n ) 0 -1 1 RSHIFT DUP INVERT DO 1+ -1 1 RSHIFT 2/ +LOOP ;
: huge-down ( -- n ) 0 -1 1 RSHIFT DUP INVERT SWAP DO 1+ -1 1 RSHIFT 2/ NEGATE +LOOP ;
huge . huge-down .
\ --- want
\ 5 5  ok
\ stack: empty

\ ### the step limit inside the body [steps=40]
: t ( -- n ) 0 100 0 DO I + 2 +LOOP ;
t .
\ --- want
\ error -258: limit exceeded: steps
\ at input, line 2, column 1: t
\ in: T > +
\ stack at the error: 110 22
\ stack: empty

\ ### the step limit on +LOOP itself [steps=41]
: t ( -- n ) 0 100 0 DO I + 2 +LOOP ;
t .
\ --- want
\ error -258: limit exceeded: steps
\ at input, line 2, column 1: t
\ in: T > +LOOP
\ stack at the error: 132 2
\ stack: empty

\ ### the step limit on the op that pushes the step [steps=49]
3 VALUE stride
: t ( -- n ) 0 100 0 DO I + stride +LOOP ;
t .
\ --- want
\ error -258: limit exceeded: steps
\ at input, line 3, column 1: t
\ in: T > STRIDE
\ stack at the error: 165
\ stack: empty

\ ### the step limit on +LOOP with the step from the stack [steps=50]
3 VALUE stride
: t ( -- n ) 0 100 0 DO I + stride +LOOP ;
t .
\ --- want
\ error -258: limit exceeded: steps
\ at input, line 3, column 1: t
\ in: T > +LOOP
\ stack at the error: 165 3
\ stack: empty

\ ### an error in the body, at the turn it happens
: t ( n -- ) 4 0 DO 100 OVER / DROP 1- 2 +LOOP DROP ;
1 t
\ --- want
\ error -10: division by zero
\ at input, line 2, column 3: t
\ in: T > /
\ stack at the error: 0
\ stack: empty

\ ### a step missing from the stack
: t ( -- ) 10 0 DO DROP +LOOP ;
1 2 3 t
\ --- want
\ error -4: stack underflow
\ at input, line 2, column 7: t
\ in: T > +LOOP
\ stack at the error: empty
\ stack: empty

\ ### a step of zero runs until the step limit [steps=200]
: t ( -- ) 10 0 DO 0 +LOOP ;
t
\ --- want
\ error -258: limit exceeded: steps
\ at input, line 2, column 1: t
\ in: T > +LOOP
\ stack at the error: 0
\ stack: empty
