\ FNV-1a hashing of numbers formatted with pictured numeric output: each
\ number is written in decimal and in hexadecimal, with a sign and
\ separators, and the text is hashed byte by byte.

[UNDEFINED] fnv-count [IF] 200000 CONSTANT fnv-count [THEN]

$CBF29CE484222325 CONSTANT fnv-offset
$100000001B3 CONSTANT fnv-prime

: fnv-1a ( hash addr len -- hash' )
  OVER + SWAP ?DO I C@ XOR fnv-prime * LOOP ;

\ n in decimal with a thousands separator every three digits
: <decimal> ( n -- addr len )
  DUP ABS 0 <#
    BEGIN # # # 2DUP OR WHILE [CHAR] , HOLD REPEAT
  ROT SIGN #> ;

\ n as sixteen hexadecimal digits in groups of four
: <hex> ( n -- addr len )
  BASE @ >R HEX
  0 <# 4 0 DO # # # # [CHAR] _ HOLD LOOP [CHAR] $ HOLD #>
  R> BASE ! ;

: hash-number ( hash n -- hash' )
  DUP >R <decimal> fnv-1a  R> <hex> fnv-1a ;

: main ( -- ) fnv-offset
  fnv-count 0 DO I 7919 * 500000 - hash-number LOOP
  0 <# #S #> TYPE SPACE ;
