\ Vectored execution: a small accumulator machine whose instructions run
\ through a table of execution tokens, and an insertion sort whose order
\ is a DEFER word set with IS: the ways programs choose code at run time.

[UNDEFINED] dispatch-runs [IF] 20000 CONSTANT dispatch-runs [THEN]

\ the instructions, each ( acc operand -- acc' )
: op-add ( acc n -- acc' ) + ;
: op-sub ( acc n -- acc' ) - ;
: op-mul ( acc n -- acc' ) * $FFFFF AND ;
: op-xor ( acc n -- acc' ) XOR ;
: op-shift ( acc n -- acc' ) 3 AND RSHIFT ;
CREATE instructions ' op-add , ' op-sub , ' op-mul , ' op-xor , ' op-shift ,

64 CONSTANT /program
CREATE opcodes /program CELLS ALLOT
CREATE operands /program CELLS ALLOT

: next-random ( x -- x' ) 1103515245 * 12345 + $7FFFFFFF AND ;
: fill-program ( -- )
  7 /program 0 DO
    DUP 5 MOD opcodes I CELLS + !  DUP 1000 MOD operands I CELLS + !  next-random
  LOOP DROP ;
: run-program ( acc -- acc' )
  /program 0 DO
    operands I CELLS + @  opcodes I CELLS + @ CELLS instructions + @ EXECUTE
  LOOP ;

\ the sort: BEFORE? says whether a key goes before another
DEFER before? ( a b -- flag )
: ascending ( a b -- flag ) < ;
: descending ( a b -- flag ) > ;
64 CONSTANT /keys
CREATE keys /keys CELLS ALLOT
: key@ ( i -- x ) CELLS keys + @ ;
: key! ( x i -- ) CELLS keys + ! ;
: scramble ( seed -- ) /keys 0 DO DUP 1000 MOD I key! next-random LOOP DROP ;
: insert-key ( i -- )
  DUP key@ SWAP
  BEGIN DUP 0> WHILE OVER OVER 1- key@ before? WHILE
    DUP 1- key@ OVER key! 1-
  REPEAT THEN key! ;
: sort-keys ( -- ) /keys 1 DO I insert-key LOOP ;
: checksum ( -- n ) 0 /keys 0 DO 31 * I key@ + LOOP ;

VARIABLE total
: main ( -- ) fill-program 0 total !
  dispatch-runs 0 DO
    I run-program total +!
    I 3 AND 0= IF
      I scramble  I 4 AND IF ['] ascending ELSE ['] descending THEN IS before?
      sort-keys checksum total +!
    THEN
  LOOP total @ . ;
