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

\ ### floored division of every sign [gforth]
10 3 / . 10 -3 / . -10 3 / . -10 -3 / .
10 3 MOD . 10 -3 MOD . -10 3 MOD . -10 -3 MOD .
0 5 / . 0 -5 MOD . -1 5 / . -1 5 MOD . 6 3 /MOD . . -6 3 /MOD . .
\ --- want
\ 3 -4 -4 3 1 -2 2 -1 0 0 -1 4 2 0 -2 0  ok
\ stack: empty

\ ### fm/mod and sm/rem of every sign [gforth]
10 S>D 3 FM/MOD . . 10 S>D -3 FM/MOD . . -10 S>D 3 FM/MOD . . -10 S>D -3 FM/MOD . .
10 S>D 3 SM/REM . . 10 S>D -3 SM/REM . . -10 S>D 3 SM/REM . . -10 S>D -3 SM/REM . .
\ --- want
\ 3 1 -4 -2 -4 2 3 -1 3 1 -3 1 -3 -1 3 -1  ok
\ stack: empty

\ ### double dividends [gforth]
0 1 2 UM/MOD . .  -1 1 -1 UM/MOD . .  -1 -1 -1 FM/MOD . .  1 0 -1 SM/REM . .
-9223372036854775808 S>D 1 SM/REM . .  9223372036854775807 S>D -1 FM/MOD . .
\ --- want
\ -9223372036854775808 0 2 1 1 0 -1 0 -9223372036854775808 0 -9223372036854775807 0  ok
\ stack: empty

\ ### */ and */mod with negative and extreme values [gforth]
-7 2 3 */MOD . .  7 -2 3 */ .  -1 -1 -1 */ .  5 0 3 */ .
9223372036854775807 2 4 */ .  -9223372036854775808 3 -6 */ .
9223372036854775807 9223372036854775807 9223372036854775807 */ .
\ --- want
\ -5 1 -5 -1 0 4611686018427387903 4611686018427387904 9223372036854775807  ok
\ stack: empty

\ ### m* and um* reach the high cell [gforth]
9223372036854775807 2 M* . .  -9223372036854775808 -1 M* . .  -1 2 UM* . .  -5 3 M* . .
\ --- want
\ 0 -2 0 -9223372036854775808 1 -2 -1 -15  ok
\ stack: empty

\ ### the lowest number divided by -1 is out of range
-9223372036854775808 -1 /
\ --- want
\ error -11: result out of range: the quotient does not fit in a cell
\ at input, line 1, column 25: /
\ in: /
\ stack at the error: empty
\ stack: empty

\ ### its remainder fits
-9223372036854775808 -1 MOD .
\ --- want
\ 0  ok
\ stack: empty

\ ### /mod of the lowest number by -1 is out of range
-9223372036854775808 -1 /MOD
\ --- want
\ error -11: result out of range: the quotient does not fit in a cell
\ at input, line 1, column 25: /MOD
\ in: /MOD
\ stack at the error: empty
\ stack: empty

\ ### */ whose quotient does not fit
9223372036854775807 9223372036854775807 1 */
\ --- want
\ error -11: result out of range: the quotient does not fit in a cell
\ at input, line 1, column 43: */
\ in: */
\ stack at the error: empty
\ stack: empty

\ ### sm/rem whose quotient does not fit
-9223372036854775808 S>D -1 SM/REM
\ --- want
\ error -11: result out of range: the quotient does not fit in a cell
\ at input, line 1, column 29: SM/REM
\ in: SM/REM
\ stack at the error: empty
\ stack: empty

\ ### um/mod whose quotient does not fit
0 1 1 UM/MOD
\ --- want
\ error -11: result out of range: the quotient does not fit in a cell
\ at input, line 1, column 7: UM/MOD
\ in: UM/MOD
\ stack at the error: empty
\ stack: empty

\ ### mod by zero
7 0 MOD
\ --- want
\ error -10: division by zero
\ at input, line 1, column 5: MOD
\ in: MOD
\ stack at the error: empty
\ stack: empty

\ ### /mod by zero
7 0 /MOD
\ --- want
\ error -10: division by zero
\ at input, line 1, column 5: /MOD
\ in: /MOD
\ stack at the error: empty
\ stack: empty

\ ### */ by zero
1 2 0 */
\ --- want
\ error -10: division by zero
\ at input, line 1, column 7: */
\ in: */
\ stack at the error: empty
\ stack: empty

\ ### */mod by zero
1 2 0 */MOD
\ --- want
\ error -10: division by zero
\ at input, line 1, column 7: */MOD
\ in: */MOD
\ stack at the error: empty
\ stack: empty

\ ### fm/mod by zero
7 S>D 0 FM/MOD
\ --- want
\ error -10: division by zero
\ at input, line 1, column 9: FM/MOD
\ in: FM/MOD
\ stack at the error: empty
\ stack: empty

\ ### sm/rem by zero
7 S>D 0 SM/REM
\ --- want
\ error -10: division by zero
\ at input, line 1, column 9: SM/REM
\ in: SM/REM
\ stack at the error: empty
\ stack: empty

\ ### um/mod by zero
7 0 0 UM/MOD
\ --- want
\ error -10: division by zero
\ at input, line 1, column 7: UM/MOD
\ in: UM/MOD
\ stack at the error: empty
\ stack: empty

\ ### one-cell operators [gforth]
2 3 + . 2 3 - . 6 7 * . 4 1+ . 4 1- . 5 2* . -6 2/ . -1 2/ . 1 2/ .
-5 ABS . 5 NEGATE . 3 8 MIN . 3 8 MAX . -3 -8 MIN . -3 -8 MAX .
\ --- want
\ 5 -1 42 5 3 10 -3 -1 0 5 -5 3 8 -8 -3  ok
\ stack: empty

\ ### bits [gforth]
12 10 AND . 12 10 OR . 12 10 XOR . 0 INVERT . 1 10 LSHIFT . 1024 3 RSHIFT . -1 1 RSHIFT . 1 63 LSHIFT .
\ --- want
\ 8 14 6 -1 1024 128 9223372036854775807 -9223372036854775808  ok
\ stack: empty

\ ### shifts by 64 or more give zero
1 64 LSHIFT . -1 64 RSHIFT . -1 -1 LSHIFT .
\ --- want
\ 0 0 0  ok
\ stack: empty

\ ### the lowest number has no positive counterpart [gforth]
-9223372036854775808 ABS . -9223372036854775808 NEGATE . -9223372036854775808 1- .
\ --- want
\ -9223372036854775808 -9223372036854775808 9223372036854775807  ok
\ stack: empty

\ ### comparisons [gforth]
3 3 = . 3 4 = . 3 4 <> . 3 3 <> . -1 0 < . 0 -1 < . 2 1 > . 1 2 > .
-1 0 U< . 0 -1 U< . -1 0 U> . 0 -1 U> . 0 0= . 5 0= . 5 0<> . 0 0<> .
-5 0< . 5 0< . 5 0> . -5 0> . 0 0> .
-9223372036854775808 9223372036854775807 < . 9223372036854775807 -9223372036854775808 > .
\ --- want
\ -1 0 -1 0 -1 0 -1 0 0 -1 -1 0 -1 0 -1 0 -1 0 -1 0 0 -1 -1  ok
\ stack: empty

\ ### within, with wrap-around [gforth]
5 1 10 WITHIN . 10 1 10 WITHIN . 1 1 10 WITHIN . 0 1 10 WITHIN .
-5 -10 0 WITHIN . 5 10 1 WITHIN . 0 10 1 WITHIN . 5 5 5 WITHIN .
\ --- want
\ -1 0 -1 0 -1 0 -1 0  ok
\ stack: empty

\ ### flags [gforth]
TRUE . FALSE . TRUE 0= . 5 S>D . . -5 S>D . .
\ --- want
\ -1 0 0 0 5 -1 -5  ok
\ stack: empty

\ ### arithmetic underflows name the word
: avg ( a b -- n ) + 2 / ;
5 avg
\ --- want
\ error -4: stack underflow
\ at input, line 2, column 3: avg
\ in: AVG > +
\ stack at the error: 5
\ stack: empty
