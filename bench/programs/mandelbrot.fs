\ Floating point: count the points of a grid that stay in the Mandelbrot
\ set for a hundred iterations.

[UNDEFINED] mandel-size [IF] 160 CONSTANT mandel-size [THEN]
100 CONSTANT mandel-depth

FVARIABLE c-re
FVARIABLE c-im

\ in-set? iterates z := z*z + c from z = 0 and says whether |z| stays
\ within 2
: in-set? ( -- flag )
  0E 0E                                         ( F: zr zi )
  mandel-depth 0 DO
    FOVER FDUP F* FOVER FDUP F*                 ( F: zr zi zr^2 zi^2 )
    FOVER FOVER F+ 4E F> IF FDROP FDROP FDROP FDROP FALSE UNLOOP EXIT THEN
    F- c-re F@ F+                               ( F: zr zi zr' )
    FROT FROT F* 2E F* c-im F@ F+               ( F: zr' zi' )
  LOOP FDROP FDROP TRUE ;

\ the grid covers -2 <= re < 0.5 and -1.25 <= im < 1.25
: main ( -- )
  0 mandel-size 0 DO
    mandel-size 0 DO
      I S>F 2.5E F* mandel-size S>F F/ 2E F- c-re F!
      J S>F 2.5E F* mandel-size S>F F/ 1.25E F- c-im F!
      in-set? IF 1+ THEN
    LOOP
  LOOP . ;
