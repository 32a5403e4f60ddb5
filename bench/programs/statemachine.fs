\ A state machine written with CASE: it reads a stream of pseudo-random
\ characters and counts the words, numbers and comments in it, the way a
\ scanner written by hand does.

[UNDEFINED] machine-chars [IF] 5000000 CONSTANT machine-chars [THEN]

0 CONSTANT idle
1 CONSTANT in-word
2 CONSTANT in-number
3 CONSTANT in-comment

VARIABLE state-now
VARIABLE word-count
VARIABLE number-count
VARIABLE comment-count
VARIABLE seed

\ the next character: mostly letters and digits, with spaces, parentheses
\ and a few others
: next-char ( -- c )
  seed @ 1103515245 * 12345 + $7FFFFFFF AND DUP seed !
  16 RSHIFT 63 AND
  DUP 26 < IF [CHAR] a + EXIT THEN
  DUP 36 < IF 26 - [CHAR] 0 + EXIT THEN
  CASE
    36 OF [CHAR] ( ENDOF
    37 OF [CHAR] ) ENDOF
    38 OF [CHAR] - ENDOF
    39 OF [CHAR] . ENDOF
    BL SWAP
  ENDCASE ;

: letter? ( c -- flag ) [CHAR] a [CHAR] z 1+ WITHIN ;
: decimal? ( c -- flag ) [CHAR] 0 [CHAR] 9 1+ WITHIN ;

: from-idle ( c -- )
  DUP letter? IF DROP in-word state-now ! 1 word-count +! EXIT THEN
  DUP decimal? IF DROP in-number state-now ! 1 number-count +! EXIT THEN
  [CHAR] ( = IF in-comment state-now ! 1 comment-count +! THEN ;

: step ( c -- )
  state-now @ CASE
    idle OF from-idle ENDOF
    in-word OF
      DUP letter? OVER decimal? OR IF DROP ELSE idle state-now ! from-idle THEN
    ENDOF
    in-number OF
      DUP decimal? OVER [CHAR] . = OR IF DROP ELSE idle state-now ! from-idle THEN
    ENDOF
    in-comment OF
      [CHAR] ) = IF idle state-now ! THEN
    ENDOF
    NIP \ no such state: the character goes too
  ENDCASE ;

: main ( -- ) 7 seed !  idle state-now !  0 word-count ! 0 number-count ! 0 comment-count !
  machine-chars 0 DO next-char step LOOP
  word-count @ . number-count @ . comment-count @ . ;
