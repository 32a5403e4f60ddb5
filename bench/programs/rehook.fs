\ A DEFERred hook set to another word after the words that call it were
\ compiled, as a program that installs its real hook late does.

[UNDEFINED] hook-runs [IF] 200 CONSTANT hook-runs [THEN]

DEFER combine
: plus ( a b -- c ) + ;
: mix ( a b -- c ) 31 * XOR ;
' plus IS combine

: fold ( n -- x ) 0 SWAP 0 DO I combine LOOP ;
: both ( n -- x ) DUP fold SWAP 2/ fold + ;

' mix IS combine

: main ( -- ) 0 hook-runs 0 DO 20000 both + LOOP . ;
