\ Quicksort with locals (LOCALS|) and RECURSE over an array of
\ pseudo-random numbers, sorted again and again from the same seed.

[UNDEFINED] sort-runs [IF] 60 CONSTANT sort-runs [THEN]

10000 CONSTANT sort-size
CREATE numbers sort-size CELLS ALLOT
VARIABLE seed

: random ( -- n ) seed @ 1103515245 * 12345 + $7FFFFFFF AND DUP seed ! ;

: fill-numbers ( -- ) sort-size 0 DO random 1000000 MOD numbers I CELLS + ! LOOP ;

: cell-at ( i -- addr ) CELLS numbers + ;

: exchange ( i j -- ) LOCALS| j i |
  i cell-at @  j cell-at @  i cell-at !  j cell-at ! ;

\ Hoare's partition around the middle element; leaves the last index of
\ the left part
: partition ( lo hi -- mid )
  2DUP + 2/ cell-at @  ROT 1-  ROT 1+  LOCALS| j i pivot |
  BEGIN
    BEGIN i 1+ TO i  i cell-at @ pivot < 0= UNTIL
    BEGIN j 1- TO j  j cell-at @ pivot > 0= UNTIL
    i j <
  WHILE i j exchange REPEAT j ;

: quicksort ( lo hi -- ) LOCALS| hi lo |
  lo hi < IF
    lo hi partition  lo OVER RECURSE  1+ hi RECURSE
  THEN ;

: sorted? ( -- flag )
  TRUE sort-size 1 DO I 1- cell-at @ I cell-at @ > IF DROP FALSE THEN LOOP ;

\ the sum of every hundredth element weighted by its place, once sorted
: checksum ( -- n ) 0 sort-size 0 DO I cell-at @ I * + 100 +LOOP ;

: main ( -- ) 42 seed !  0
  sort-runs 0 DO fill-numbers 0 sort-size 1- quicksort  sorted? 0= IF 1000 + THEN LOOP
  . checksum . ;
