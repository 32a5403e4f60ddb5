\ Takeuchi's function: deep, irregular recursion on three arguments kept
\ on the data stack.

[UNDEFINED] tak-runs [IF] 100 CONSTANT tak-runs [THEN]

: tak ( x y z -- n )
  OVER 3 PICK < IF                          \ y < x
    2 PICK 1- 2 PICK 2 PICK RECURSE         \ tak(x-1, y, z)
    2 PICK 1- 2 PICK 5 PICK RECURSE         \ tak(y-1, z, x)
    2 PICK 1- 5 PICK 5 PICK RECURSE         \ tak(z-1, x, y)
    RECURSE NIP NIP NIP
  ELSE NIP NIP THEN ;

: main ( -- ) 0 tak-runs 0 DO 18 12 6 tak + LOOP . ;
