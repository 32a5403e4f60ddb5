\ Loops that step by more than one: +LOOP over cells, bytes, rows and
\ multiples, up and down, by a literal and by a step on the stack, as
\ array code walks memory.

[UNDEFINED] stride-runs [IF] 1200 CONSTANT stride-runs [THEN]

256 CONSTANT grid-cols
40 CONSTANT grid-rows
CREATE grid grid-rows grid-cols * CELLS ALLOT
CREATE marks 8192 ALLOT

: fill-grid ( -- )
  grid grid-rows grid-cols * CELLS BOUNDS DO  I grid - 7 * 1000 MOD  I !  CELL +LOOP ;

\ the sum of every cell, walking addresses
: grid-sum ( -- n ) 0  grid grid-rows grid-cols * CELLS BOUNDS DO  I @ +  CELL +LOOP ;

\ the sum of one column, a row's width at a time
: column-sum ( c -- n )
  0 SWAP CELLS grid +  DUP grid-rows grid-cols * CELLS +  SWAP DO  I @ +  grid-cols CELLS +LOOP ;

\ every other cell of a row, from its end down
: row-back ( r -- n )
  grid-cols * CELLS grid +  0 SWAP  DUP grid-cols 1- CELLS +  DO  I @ +  -2 CELLS +LOOP ;

\ the primes below 8192 by marking multiples, each with its own step
: sieve ( -- count )
  marks 8192 1 FILL  0
  8192 2 DO
    marks I + C@ IF
      1+  I DUP * 8192 < IF  marks 8192 +  marks I DUP * +  DO  0 I C!  J +LOOP  THEN
    THEN
  LOOP ;

: main ( -- )
  fill-grid  0
  stride-runs 0 DO
    grid-sum +
    grid-cols 0 DO  I column-sum +  7 +LOOP
    grid-rows 0 DO  I row-back +  LOOP
    sieve +
  LOOP . ;
