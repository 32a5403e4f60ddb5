\ A small n-body simulation: five bodies in arrays of floats, advanced by
\ a fixed time step; FVARIABLEs hold the step and the running sums. It
\ prints the energy before and after, in millionths.

[UNDEFINED] nbody-steps [IF] 200000 CONSTANT nbody-steps [THEN]

5 CONSTANT bodies
CREATE px bodies FLOATS ALLOT   CREATE py bodies FLOATS ALLOT
CREATE pz bodies FLOATS ALLOT
CREATE vx bodies FLOATS ALLOT   CREATE vy bodies FLOATS ALLOT
CREATE vz bodies FLOATS ALLOT
CREATE mass bodies FLOATS ALLOT

FVARIABLE time-step
FVARIABLE dx  FVARIABLE dy  FVARIABLE dz
FVARIABLE mag
FVARIABLE energy

: at-index ( array i -- addr ) FLOATS + ;

\ body i starts at (i, i/2, -i/3), about 1.17i from the first, which is
\ heavy and still, moving on a near circle round it
: init ( -- )
  bodies 0 DO
    I S>F       px I at-index F!
    I S>F 2E F/ py I at-index F!
    I S>F -3E F/ pz I at-index F!
    0E vx I at-index F!
    0E vz I at-index F!
    0.01E I S>F F/ mass I at-index F!
  LOOP
  bodies 1 DO 10E I S>F 1.167E F* F/ FSQRT vy I at-index F! LOOP
  0E vy F!  10E mass F!  0.001E time-step F! ;

\ the difference of a coordinate of bodies i and j
: coord-diff ( i j array -- ) ( F: -- a[i]-a[j] )
  TUCK SWAP at-index F@ SWAP at-index F@ FSWAP F- ;

\ the distance from body j to body i goes into dx dy dz, its square onto
\ the float stack
: delta ( i j -- ) ( F: -- d2 )
  2DUP px coord-diff dx F!  2DUP py coord-diff dy F!  pz coord-diff dz F!
  dx F@ FDUP F*  dy F@ FDUP F* F+  dz F@ FDUP F* F+ ;

\ v[i] -= d * m[j] * mag
: pull ( i j -- )
  mass SWAP at-index F@ mag F@ F*
  FDUP dx F@ F* vx OVER at-index DUP F@ FSWAP F- F!
  FDUP dy F@ F* vy OVER at-index DUP F@ FSWAP F- F!
       dz F@ F* vz SWAP at-index DUP F@ FSWAP F- F! ;

: move-all ( -- )
  bodies 0 DO
    vx I at-index F@ time-step F@ F* px I at-index DUP F@ F+ F!
    vy I at-index F@ time-step F@ F* py I at-index DUP F@ F+ F!
    vz I at-index F@ time-step F@ F* pz I at-index DUP F@ F+ F!
  LOOP ;

: advance ( -- )
  bodies 0 DO
    bodies I 1+ ?DO
      J I delta FDUP FSQRT F* time-step F@ FSWAP F/ mag F!
      J I pull
      \ and the other way: v[j] += d * m[i] * mag
      dx F@ FNEGATE dx F!  dy F@ FNEGATE dy F!  dz F@ FNEGATE dz F!
      I J pull
    LOOP
  LOOP move-all ;

: kinetic ( i -- ) ( F: -- e )
  >R vx R@ at-index F@ FDUP F*  vy R@ at-index F@ FDUP F* F+  vz R@ at-index F@ FDUP F* F+
  mass R> at-index F@ F* 0.5E F* ;

: total-energy ( -- ) ( F: -- e )
  0E energy F!
  bodies 0 DO
    I kinetic energy F@ F+ energy F!
    bodies I 1+ ?DO
      J I delta FSQRT mass J at-index F@ mass I at-index F@ F* FSWAP F/
      energy F@ FSWAP F- energy F!
    LOOP
  LOOP energy F@ ;

: .micro ( F: e -- ) 1000000E F* F>S . ;

: main ( -- ) init total-energy .micro
  nbody-steps 0 DO advance LOOP total-energy .micro ;
