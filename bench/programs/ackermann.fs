\ Ackermann's function: recursion that nests thousands of calls deep.

[UNDEFINED] ack-n [IF] 7 CONSTANT ack-n [THEN]
[UNDEFINED] ack-runs [IF] 10 CONSTANT ack-runs [THEN]

: ack ( m n -- a )
  OVER 0= IF NIP 1+ EXIT THEN
  DUP 0= IF DROP 1- 1 RECURSE EXIT THEN
  OVER SWAP 1- RECURSE  SWAP 1- SWAP RECURSE ;

: main ( -- ) 0 ack-runs 0 DO 3 ack-n ack + LOOP . ;
