\ Floats and their functions: Simpson's rule over sin(x) * exp(-x/4) from 0
\ to pi, the step and the running sum kept in FVARIABLEs.

[UNDEFINED] simpson-runs [IF] 200 CONSTANT simpson-runs [THEN]

FVARIABLE width
FVARIABLE start
FVARIABLE sum

: f(x) ( F: x -- y ) FDUP FSIN FSWAP -4e F/ FEXP F* ;

\ the area under f(x) from lo to hi, in n steps (n even)
: simpson ( n -- ) ( F: lo hi -- area )
  >R FOVER F- R@ S>F F/ width F!  FDUP start F!  f(x) sum F!
  R@ 1 DO
    start F@ I S>F width F@ F* F+ f(x)
    I 1 AND IF 4e ELSE 2e THEN F* sum F@ F+ sum F!
  LOOP
  start F@ R> S>F width F@ F* F+ f(x) sum F@ F+ width F@ F* 3e F/ ;

: main ( -- ) 0e simpson-runs 0 DO 0e 3.14159265e 20000 simpson F+ LOOP 1000e F* F>S . ;
