\ A binary tree of calls: each word calls the one below it twice, down to
\ a word that adds one, so a turn of the top word makes 2,047 calls to
\ tiny words.

[UNDEFINED] tree-runs [IF] 60000 CONSTANT tree-runs [THEN]

: leaf ( n -- n+1 ) 1+ ;
: t1 ( n -- n' ) leaf leaf ;
: t2 ( n -- n' ) t1 t1 ;
: t3 ( n -- n' ) t2 t2 ;
: t4 ( n -- n' ) t3 t3 ;
: t5 ( n -- n' ) t4 t4 ;
: t6 ( n -- n' ) t5 t5 ;
: t7 ( n -- n' ) t6 t6 ;
: t8 ( n -- n' ) t7 t7 ;
: t9 ( n -- n' ) t8 t8 ;
: t10 ( n -- n' ) t9 t9 ;

: main ( -- ) 0 tree-runs 0 DO t10 LOOP . ;
