\ An interpreter of threaded code written in Forth: a program is a row of
\ execution tokens ended by 0, and each is run by a word of its own that
\ fetches it and moves on, as an inner interpreter does.

[UNDEFINED] thread-runs [IF] 300000 CONSTANT thread-runs [THEN]

VARIABLE acc
: t-inc ( -- ) 1 acc +! ;
: t-dbl ( -- ) acc @ 2* 1000003 MOD acc ! ;
: t-add7 ( -- ) 7 acc +! ;
: t-sq ( -- ) acc @ DUP * 1000003 MOD acc ! ;

CREATE prog  ' t-inc , ' t-dbl , ' t-add7 , ' t-sq ,
             ' t-inc , ' t-dbl , ' t-add7 , ' t-inc , 0 ,

: step ( a -- a' ) DUP @ EXECUTE CELL+ ;
: run ( a -- ) BEGIN DUP @ WHILE step REPEAT DROP ;

: main ( -- ) 1 acc !  thread-runs 0 DO prog run LOOP acc @ . ;
