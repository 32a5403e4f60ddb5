\ Collatz: the start below a limit whose 3n+1 sequence is the longest.

[UNDEFINED] collatz-limit [IF] 100000 CONSTANT collatz-limit [THEN]

: chain ( n -- steps )
  0 SWAP BEGIN DUP 1 > WHILE
    DUP 1 AND IF DUP 2* + 1+ ELSE 2/ THEN
    SWAP 1+ SWAP
  REPEAT DROP ;

VARIABLE best
VARIABLE best-start

: main ( -- ) 0 best !
  collatz-limit 1 DO
    I chain DUP best @ > IF best ! I best-start ! ELSE DROP THEN
  LOOP best-start @ . best @ . ;
