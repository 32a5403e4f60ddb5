\ String building: lines of text assembled piece by piece in a buffer
\ (words, numbers, padding, case changes), as a report writer does, then
\ checked with a running sum of their characters.

[UNDEFINED] build-runs [IF] 300000 CONSTANT build-runs [THEN]

CREATE line 256 ALLOT
VARIABLE line-len

: empty-line ( -- ) 0 line-len ! ;
: add-text ( addr len -- )
  DUP >R line line-len @ + SWAP MOVE R> line-len +! ;
: add-char ( c -- ) line line-len @ + C! 1 line-len +! ;
: pad-to ( n -- ) BEGIN line-len @ OVER < WHILE BL add-char REPEAT DROP ;
: add-number ( n -- ) S>D <# #S #> add-text ;

\ the name of an item: one of eight words, by n
: item-name ( n -- addr len )
  7 AND CASE
    0 OF S" apples" ENDOF   1 OF S" pears" ENDOF
    2 OF S" plums" ENDOF    3 OF S" figs" ENDOF
    4 OF S" dates" ENDOF    5 OF S" limes" ENDOF
    6 OF S" cherries" ENDOF S" kiwis" ROT
  ENDCASE ;

: upper ( addr len -- )
  OVER + SWAP ?DO
    I C@ [CHAR] a [CHAR] z 1+ WITHIN IF I C@ 32 - I C! THEN
  LOOP ;

\ "  17. PLUMS        x 42 = 504"
: build ( i -- )
  empty-line  2 pad-to  DUP add-number  S" . " add-text
  line-len @ OVER item-name add-text  line OVER + line-len @ ROT - upper
  20 pad-to  S" x " add-text  DUP 13 MOD 1+ DUP add-number
  S"  = " add-text  * add-number ;

: line-sum ( -- n ) 0 line line-len @ OVER + SWAP ?DO I C@ + LOOP ;

: main ( -- ) 0 build-runs 0 DO I build line-sum + LOOP .
  line line-len @ TYPE ;
