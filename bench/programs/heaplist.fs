\ A linked list of ALLOCATEd nodes, built, reversed, summed and freed in
\ small words, again and again: the heap's bookkeeping and the pointer
\ chasing of ordinary list code.

[UNDEFINED] list-nodes [IF] 5000 CONSTANT list-nodes [THEN]
[UNDEFINED] list-rounds [IF] 300 CONSTANT list-rounds [THEN]

\ a node is two cells: its value, then the next node (0 ends the list)
: node ( next value -- a ) 2 CELLS ALLOCATE THROW  TUCK !  TUCK CELL+ ! ;
: next@ ( a -- a' ) CELL+ @ ;
: build ( n -- list ) 0 SWAP 0 DO I node LOOP ;
: sum ( list -- s ) 0 SWAP BEGIN ?DUP WHILE DUP @ ROT + SWAP next@ REPEAT ;
: reverse ( list -- list' )
  0 SWAP BEGIN ?DUP WHILE DUP next@ >R  TUCK CELL+ !  R> REPEAT ;
: free-all ( list -- ) BEGIN ?DUP WHILE DUP next@ SWAP FREE THROW REPEAT ;

: main ( -- )
  0 list-rounds 0 DO  list-nodes build reverse  DUP sum ROT + SWAP free-all  LOOP . ;
