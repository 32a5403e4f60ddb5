\ Objects made with CREATE DOES>: counters, record members and scalers,
\ used in a loop the way a program uses its objects.

[UNDEFINED] object-runs [IF] 4000000 CONSTANT object-runs [THEN]

\ a counter adds what it is given to its cell
: counter ( "name" -- ) CREATE 0 , DOES> ( n -- ) +! ;
\ a member adds its offset to a record's address
: member ( offset "name" -- offset' ) CREATE DUP , CELL+ DOES> ( a -- a' ) @ + ;
\ a scaler multiplies by its factor
: scaler ( k "name" -- ) CREATE , DOES> ( n -- n*k ) @ * ;

counter evens
counter odds
0 member >x  member >y  member >weight  CONSTANT /record
3 scaler triple
7 scaler seven-times

CREATE record /record ALLOT

: step ( i -- )
  DUP record >x !
  DUP triple record >y !
  DUP 1 AND IF 1 odds ELSE 1 evens THEN
  record >x @ record >y @ + seven-times record >weight +!
  DROP ;

: main ( -- ) 0 record >weight !
  0 ['] evens >BODY !  0 ['] odds >BODY !
  object-runs 0 DO I step LOOP
  record >weight @ .  ['] evens >BODY @ .  ['] odds >BODY @ . ;
