\ Output, number formatting and conversion, and input.

\ ### emit type cr space spaces bl [gforth]
65 EMIT S" bc" TYPE CR 1 . SPACE 2 . 3 SPACES 3 . 0 SPACES -4 SPACES BL EMIT BL .
\ --- want
\ Abc
\ 1  2    3  32  ok
\ stack: empty

\ ### numbers in bases [gforth]
255 HEX . DECIMAL 255 2 BASE ! . DECIMAL -255 HEX . DECIMAL 36 BASE ! 35 . DECIMAL
BASE @ . HEX BASE @ DECIMAL .
\ --- want
\ FF 11111111 -FF 35 10 16  ok
\ stack: empty

\ ### u. and the unsigned range [gforth]
-1 U. 0 U. -1 HEX U. DECIMAL
\ --- want
\ 18446744073709551615 0 FFFFFFFFFFFFFFFF  ok
\ stack: empty

\ ### right-aligned [gforth]
42 5 .R 1 . -42 5 .R 1 . 12345 2 .R 1 . 42 5 U.R 1 . -1 1 U.R
\ --- want
\    421   -421 123451    421 18446744073709551615 ok
\ stack: empty

\ ### ? prints a cell [gforth]
VARIABLE v 7 v ! v ? -3 v ! v ?
\ --- want
\ 7 -3  ok
\ stack: empty

\ ### .s shows the stack without changing it [gforth]
.S 1 2 3 .S DEPTH . -1 .S
\ --- want
\ <0> <3> 1 2 3 3 <4> 1 2 3 -1  ok
\ stack: 1 2 3 -1

\ ### pictured numeric output [gforth]
123 0 <# #S #> TYPE SPACE 0 0 <# #S #> TYPE SPACE 123 0 <# # # #> TYPE SPACE
-42 DUP ABS 0 <# #S ROT SIGN #> TYPE SPACE
5 0 <# # CHAR $ HOLD #> TYPE SPACE
1234567 0 <# # # CHAR . HOLD #S #> TYPE SPACE
255 0 HEX <# #S #> DECIMAL TYPE
\ --- want
\ 123 0 23 -42 $5 12345.67 FF ok
\ stack: empty

\ ### holds
5 0 <# # S"  EUR" HOLDS S" total: " HOLDS #> TYPE
\ --- want
\ total:  EUR5 ok
\ stack: empty

\ ### pictured output of a double [gforth]
-1 -1 <# #S #> TYPE SPACE -1 0 <# #S #> TYPE
\ --- want
\ 340282366920938463463374607431768211455 18446744073709551615 ok
\ stack: empty

\ ### >number [gforth]
0 0 S" 123x" >NUMBER . C@ EMIT SPACE . .
0 0 S" 99" >NUMBER . DROP . .
HEX 0 0 S" fF" >NUMBER DECIMAL . DROP . .
0 0 S" " >NUMBER . DROP . .
\ --- want
\ 1 x 0 123 0 0 99 0 0 255 0 0 0  ok
\ stack: empty

\ ### >number keeps adding to the double it gets [gforth]
5 0 S" 12" >NUMBER 2DROP . .
\ --- want
\ 0 512  ok
\ stack: empty

\ ### the text interpreter's numbers [gforth]
#10 . $10 . %10 . #-10 . $-10 . 'a' . HEX 1f . -A . DECIMAL 1. . . -1. . .
\ --- want
\ 10 16 2 -10 -16 97 1F -A 0 1 -1 -1  ok
\ stack: empty

\ ### a number in a base it does not fit
2 BASE ! 12
\ --- want
\ error -13: undefined word: 12 (it is not a number in base 2; DECIMAL sets BASE back to ten)
\ at input, line 1, column 10: 12
\ stack at the error: empty
\ stack: empty

\ ### base out of range
0 BASE ! 1 .
\ --- want
\ error -13: undefined word: 1 (BASE is 0, so no number can be read; DECIMAL sets it back to ten)
\ at input, line 1, column 10: 1
\ stack at the error: empty
\ stack: empty

\ ### hold overflow
: t <# 1000 0 DO [CHAR] x HOLD LOOP 0 0 #> ;
t
\ --- want
\ error -17: pictured numeric output string overflow
\ at input, line 2, column 1: t
\ in: T > HOLD
\ stack at the error: empty
\ stack: empty

\ ### key without input
KEY
\ --- want
\ error -57: exception in sending or receiving a character: KEY: this session has no input to read; pass text with data and read it with DATA
\ at input, line 1, column 1: KEY
\ in: KEY
\ stack at the error: empty
\ stack: empty

\ ### accept without input reads nothing
PAD 80 ACCEPT .
\ --- want
\ 0  ok
\ stack: empty

\ ### accept of a negative count
PAD -1 ACCEPT
\ --- want
\ error -24: invalid numeric argument: ACCEPT of -1 characters
\ at input, line 1, column 8: ACCEPT
\ in: ACCEPT
\ stack at the error: empty
\ stack: empty

\ ### a huge field width meets a limit, without taking memory [output=100]
1 4611686018427387904 .R
\ --- want
\ error -258: limit exceeded: steps
\ at input, line 1, column 23: .R
\ in: .R
\ stack at the error: empty
\ stack: empty
