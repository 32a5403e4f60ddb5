\ The Double-number word set: 128-bit numbers as two cells, high on top.

\ ### double literals and output [gforth]
123. D. -123. D. 170141183460469231731687303715884105727. D.
-170141183460469231731687303715884105728. D.
HEX -1. D. FFFFFFFFFFFFFFFF. D. DECIMAL
\ --- want
\ 123 -123 170141183460469231731687303715884105727 -170141183460469231731687303715884105728 -1 FFFFFFFFFFFFFFFF  ok
\ stack: empty

\ ### d.r pads on the left, without a space [gforth]
42. 6 D.R CHAR | EMIT -42. 6 D.R CHAR | EMIT 12345. 2 D.R
\ --- want
\     42|   -42|12345 ok
\ stack: empty

\ ### d+ and d- carry across the cells [gforth]
-1 0 1 0 D+ D.  0 1 1 0 D- D.  1. -1. D+ D.  5. 7. D- D.
\ --- want
\ 18446744073709551616 18446744073709551615 0 -2  ok
\ stack: empty

\ ### dnegate dabs d2* d2/ [gforth]
5. DNEGATE D. -5. DABS D. 0 1 DNEGATE D.
-1 0 D2* D. -10. D2/ D. -1. D2/ D. 0 1 D2/ D.
\ --- want
\ -5 5 -18446744073709551616 36893488147419103230 -5 -1 9223372036854775808  ok
\ stack: empty

\ ### comparisons [gforth]
-1. 1. D< . 1. -1. D< . 1. -1. DU< . -1. 1. DU< .
7. 7. D= . 7 1 7 0 D= . 0. D0= . 0 1 D0= . -5. D0< . 5. D0< .
7. 8. D<> . 1. -1. D> . 1. 1. D<= . 1. 2. D>= . -1. 1. DU> .
\ --- want
\ -1 0 -1 0 -1 0 -1 0 -1 0 -1 -1 -1 0 -1  ok
\ stack: empty

\ ### dmax dmin d>s m+ [gforth]
3. -8. DMAX D. 3. -8. DMIN D. -7. D>S . 10. -3 M+ D. -1 0 1 M+ D.
\ --- want
\ 3 -8 -7 7 18446744073709551616  ok
\ stack: empty

\ ### m*/ keeps a triple-cell product and rounds down [gforth]
100000000000000000000. 3 7 M*/ D.
-7. 1 2 M*/ D.  7. -1 2 M*/ D.  -1. 3 2 M*/ D.
170141183460469231731687303715884105727. 2 4 M*/ D.
\ --- want
\ 42857142857142857142 -4 -4 -2 85070591730234615865843651857942052863  ok
\ stack: empty

\ ### m*/ by zero
1. 1 0 M*/
\ --- want
\ error -10: division by zero
\ at input, line 1, column 8: M*/
\ in: M*/
\ stack at the error: empty
\ stack: empty

\ ### m*/ overflow
170141183460469231731687303715884105727. 4 2 M*/
\ --- want
\ error -11: result out of range: the quotient does not fit in a double cell
\ at input, line 1, column 46: M*/
\ in: M*/
\ stack at the error: empty
\ stack: empty

\ ### 2constant 2variable [gforth]
1234567. 2CONSTANT BIG  BIG D.
2VARIABLE TOTAL  TOTAL 2@ D.  123. TOTAL 2!  TOTAL 2@ D.
: ADD ( d -- ) TOTAL 2@ D+ TOTAL 2! ;  1. ADD TOTAL 2@ D.
\ --- want
\ 1234567 0 123 124  ok
\ stack: empty

\ ### 2value with to and +to, interpreted and compiled
1. 2VALUE D  D D.  5. TO D  D D.
: SET ( d -- ) TO D ;  -9. SET D D.
: BUMP ( d -- ) +TO D ;  10. BUMP D D.
3 4 2VALUE PAIR  PAIR . .
\ --- want
\ 1 5 -9 1 4 3  ok
\ stack: empty

\ ### 2value takes two cells
1 2VALUE X
\ --- want
\ error -4: stack underflow
\ at input, line 1, column 3: 2VALUE
\ in: 2VALUE
\ stack at the error: 1
\ stack: empty

\ ### 2variable and 2constant leave the stack as it was [gforth]
1 2 3 2CONSTANT X 2VARIABLE Y X . . .
\ --- want
\ 3 2 1  ok
\ stack: empty
