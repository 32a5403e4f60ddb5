\ The eight queens: count every placement by backtracking over an array.

[UNDEFINED] queens-runs [IF] 50 CONSTANT queens-runs [THEN]

8 CONSTANT board-size
CREATE queen-cols board-size CELLS ALLOT
VARIABLE solutions

: col@ ( row -- col ) CELLS queen-cols + @ ;

\ safe? is true when no queen in rows 0..row-1 attacks (row, col)
: safe? ( row col -- flag )
  OVER 0 ?DO
    I col@ OVER - ( row col d )
    DUP 0= IF DROP 2DROP FALSE UNLOOP EXIT THEN
    ABS 2 PICK I - = IF 2DROP FALSE UNLOOP EXIT THEN
  LOOP 2DROP TRUE ;

: place-queen ( row -- )
  DUP board-size = IF DROP 1 solutions +! EXIT THEN
  board-size 0 DO
    DUP I safe? IF I OVER CELLS queen-cols + ! DUP 1+ RECURSE THEN
  LOOP DROP ;

: queens ( -- count ) 0 solutions ! 0 place-queen solutions @ ;

: main ( -- ) 0 queens-runs 0 DO queens + LOOP . ;
