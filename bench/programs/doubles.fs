\ Double-cell arithmetic: signed products summed into a double with M* and
\ D+, the largest magnitude kept with DABS and D<, and the sum folded back
\ to a cell with D>S.

[UNDEFINED] double-runs [IF] 30 CONSTANT double-runs [THEN]

VARIABLE seed
: next-random ( -- n ) seed @ 1103515245 * 12345 + 65535 AND DUP seed ! 32768 - ;

2VARIABLE total
2VARIABLE largest

: step ( -- )
  next-random next-random M* total 2@ D+ total 2!
  total 2@ DABS largest 2@ D< 0= IF total 2@ DABS largest 2! THEN ;

: run ( n -- ) 0. total 2!  0. largest 2!  0 DO step LOOP ;

: main ( -- ) 12345 seed !
  0 double-runs 0 DO 100000 run largest 2@ D>S + LOOP . total 2@ D. ;
