\ Locals: Euclid's algorithm and a loop that sums its results, written
\ with LOCALS| (which gforth 0.7.3 knows as well as forthling).

[UNDEFINED] gcd-size [IF] 700 CONSTANT gcd-size [THEN]

: gcd ( a b -- n ) LOCALS| b a |
  BEGIN b WHILE  a b MOD  b TO a  TO b  REPEAT a ;

: row-sum ( n -- sum ) 0 LOCALS| sum n |
  gcd-size 1+ 1 DO  n I gcd sum + TO sum  LOOP sum ;

: main ( -- ) 0 gcd-size 1+ 1 DO I row-sum + LOOP . ;
