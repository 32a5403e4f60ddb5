\ Arithmetic edge cases: division is floored, as in gforth.

\ ### floored division [gforth]
7 2 / . -7 2 / . 7 -2 / . -7 -2 / .
7 2 MOD . -7 2 MOD . 7 -2 MOD . -7 -2 MOD .
-7 2 /MOD . .
\ --- want
\ 3 -4 -4 3 1 1 -1 -1 -4 1  ok
\ stack: empty

\ ### fm/mod and sm/rem [gforth]
-7 S>D 2 FM/MOD . . -7 S>D 2 SM/REM . .
7 S>D -2 FM/MOD . . 7 S>D -2 SM/REM . .
\ --- want
\ -4 1 -3 -1 -4 -1 -3 1  ok
\ stack: empty

\ ### um/mod and um* [gforth]
-1 0 3 UM/MOD . .  -1 -1 UM* . .
\ --- want
\ 6148914691236517205 0 -2 1  ok
\ stack: empty

\ ### */ keeps the double product [gforth]
1000000000000 3 4 */ . -1000000000000 3 4 */ .
10 10 7 */MOD . .
\ --- want
\ 750000000000 -750000000000 14 2  ok
\ stack: empty

\ ### extremes wrap [gforth]
-9223372036854775808 -1 * . 9223372036854775807 1+ .
\ --- want
\ -9223372036854775808 -9223372036854775808  ok
\ stack: empty

\ ### fm/mod overflow
-1 1 1 FM/MOD
\ --- want
\ error -11: result out of range: the quotient does not fit in a cell
\ at input, line 1, column 8: FM/MOD
\ in: FM/MOD
\ stack at the error: empty
\ stack: empty

\ ### number output in bases [gforth]
255 HEX . DECIMAL -1 U. 2 BASE ! 10 . DECIMAL 42 5 .R
\ --- want
\ FF 18446744073709551615 10    42 ok
\ stack: empty

\ ### pictured numeric output [gforth]
123456 0 <# # # CHAR . HOLD #S #> TYPE
\ --- want
\ 1234.56 ok
\ stack: empty
