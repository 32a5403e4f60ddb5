\ A tokenizer over a buffer: a text of assignments and sums is split into
\ names, numbers (read with >NUMBER) and operators, and the numbers of each
\ line are summed.

[UNDEFINED] token-runs [IF] 2000 CONSTANT token-runs [THEN]

CREATE text 8192 ALLOT
VARIABLE text-len

: add-text ( addr len -- ) DUP >R text text-len @ + SWAP MOVE R> text-len +! ;

\ the text: a hundred lines, each like "total7 = 12 + 345 * 6 - width;"
: make-text ( -- ) 0 text-len !
  100 0 DO
    S" total" add-text  I 0 <# #S #> add-text  S"  = " add-text
    I 37 * 0 <# #S #> add-text  S"  + " add-text
    I 11 MOD 0 <# #S #> add-text  S"  * width - " add-text
    I 1000 + 0 <# #S #> add-text  S" ;" add-text  10 text text-len @ + C!  1 text-len +!
  LOOP ;

VARIABLE cursor
VARIABLE text-end
VARIABLE names
VARIABLE operators
VARIABLE total

: peek ( -- c ) cursor @ C@ ;
: more? ( -- flag ) cursor @ text-end @ < ;
: advance ( -- ) 1 cursor +! ;

: blank? ( c -- flag ) DUP BL = SWAP 10 = OR ;
: alpha? ( c -- flag ) 32 OR [CHAR] a [CHAR] z 1+ WITHIN ;
: numeral? ( c -- flag ) [CHAR] 0 [CHAR] 9 1+ WITHIN ;

: skip-blanks ( -- ) BEGIN more? IF peek blank? ELSE FALSE THEN WHILE advance REPEAT ;

: scan-name ( -- )
  BEGIN advance more? IF peek DUP alpha? SWAP numeral? OR ELSE FALSE THEN 0= UNTIL
  1 names +! ;

: scan-number ( -- )
  0 0 cursor @ text-end @ OVER - >NUMBER DROP cursor ! DROP total +! ;

: scan-token ( -- )
  peek DUP alpha? IF DROP scan-name EXIT THEN
  numeral? IF scan-number EXIT THEN
  advance 1 operators +! ;

: tokenize ( -- )
  text cursor !  text text-len @ + text-end !
  BEGIN skip-blanks more? WHILE scan-token REPEAT ;

: main ( -- ) make-text  0 names ! 0 operators ! 0 total !
  token-runs 0 DO tokenize LOOP
  names @ . operators @ . total @ . ;
