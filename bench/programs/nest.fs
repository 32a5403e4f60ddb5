\ Call nesting: a chain of sixteen colon definitions, each calling the next,
\ run a million times. It measures the cost of a call and its return.

[UNDEFINED] nest-runs [IF] 3000000 CONSTANT nest-runs [THEN]

: n16 ( n -- n' ) 1+ ;
: n15 n16 ;  : n14 n15 ;  : n13 n14 ;  : n12 n13 ;  : n11 n12 ;
: n10 n11 ;  : n9 n10 ;   : n8 n9 ;    : n7 n8 ;    : n6 n7 ;
: n5 n6 ;    : n4 n5 ;    : n3 n4 ;    : n2 n3 ;    : n1 n2 ;

: main ( -- ) 0 nest-runs 0 DO n1 LOOP . ;
