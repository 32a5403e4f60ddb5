\ Stack words of Core and Core extensions.

\ ### one cell [gforth]
1 DUP . . 1 2 DROP . 1 2 SWAP . . 1 2 OVER . . . 1 2 3 ROT . . .
1 2 NIP . 1 2 TUCK . . . 0 ?DUP . 7 ?DUP . .
\ --- want
\ 1 1 1 1 2 1 2 1 1 3 2 2 2 1 2 0 7 7  ok
\ stack: empty

\ ### pairs [gforth]
1 2 2DUP . . . . 1 2 3 2DROP . 1 2 3 4 2SWAP . . . .
1 2 3 4 2OVER . . . . . . 1 2 3 4 5 6 2ROT . . . . . .
\ --- want
\ 2 1 2 1 1 2 1 4 3 2 1 4 3 2 1 2 1 6 5 4 3  ok
\ stack: empty

\ ### pick and roll [gforth]
10 20 30 0 PICK . 2 PICK . . . .
1 2 3 4 3 ROLL . . . . 1 2 3 2 ROLL . . . 7 0 ROLL . 1 2 1 ROLL . .
\ --- want
\ 30 10 30 20 10 1 4 3 2 1 3 2 7 1 2  ok
\ stack: empty

\ ### -rot
1 2 3 -ROT . . .
\ --- want
\ 2 1 3  ok
\ stack: empty

\ ### depth [gforth]
DEPTH . 1 2 DEPTH . 2DROP DEPTH .
\ --- want
\ 0 2 0  ok
\ stack: empty

\ ### the return stack [gforth]
: t1 5 >R R@ R> + ;
: t2 1 2 2>R 2R@ 2R> ;
t1 . t2 . . . .
\ --- want
\ 10 2 1 2 1  ok
\ stack: empty

\ ### n>r and nr>
: t3 1 2 3 3 N>R 10 NR> ;
: t0 0 N>R NR> ;
t3 . . . . . t0 .
\ --- want
\ 3 3 2 1 10 0  ok
\ stack: empty

\ ### pick past the bottom
1 2 2 PICK
\ --- want
\ error -4: stack underflow
\ at input, line 1, column 7: PICK
\ in: PICK
\ stack at the error: 1 2 2
\ stack: empty

\ ### pick of a negative index
1 2 -1 PICK
\ --- want
\ error -4: stack underflow
\ at input, line 1, column 8: PICK
\ in: PICK
\ stack at the error: 1 2 -1
\ stack: empty

\ ### roll past the bottom
1 2 5 ROLL
\ --- want
\ error -4: stack underflow
\ at input, line 1, column 7: ROLL
\ in: ROLL
\ stack at the error: 1 2 5
\ stack: empty

\ ### roll of a negative index keeps its count on the stack
1 2 -1 ROLL
\ --- want
\ error -4: stack underflow
\ at input, line 1, column 8: ROLL
\ in: ROLL
\ stack at the error: 1 2 -1
\ stack: empty

\ ### r> with an empty return stack
: t R> ; t
\ --- want
\ error -6: return stack underflow
\ at input, line 1, column 10: t
\ in: T > R>
\ stack at the error: empty
\ stack: empty

\ ### 2r@ needs a pair
: t 1 >R 2R@ ; t
\ --- want
\ error -6: return stack underflow
\ at input, line 1, column 16: t
\ in: T > 2R@
\ stack at the error: empty
\ stack: empty

\ ### n>r of more cells than the stack holds
: t 1 2 5 N>R ; t
\ --- want
\ error -4: stack underflow
\ at input, line 1, column 17: t
\ in: T > N>R
\ stack at the error: 1 2 5
\ stack: empty

\ ### return-stack words are compile-only
5 >R
\ --- want
\ error -14: interpreting a compile-only word: >R (>R works only inside a colon definition)
\ at input, line 1, column 3: >R
\ stack at the error: 5
\ stack: empty

\ ### catch puts the depth back after an underflow
: t 1 ['] SWAP CATCH . DEPTH . ;
t
\ --- want
\ -4 1  ok
\ stack: 1
