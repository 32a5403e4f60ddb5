\ The Locals word set: {: :}, (LOCAL) and LOCALS|, with TO and +TO.

\ ### arguments, values and the comment part
: HYP2 {: a b -- c :} a a * b b * + ;  3 4 HYP2 .
: SWAPPED {: a b | t -- :} a TO t b TO a t TO b a b ;  1 2 SWAPPED . .
: ZEROED {: | x y :} x y ;  ZEROED . .
\ --- want
\ 25 1 2 0 0  ok
\ stack: empty

\ ### to and +to on locals
: COUNT-UP {: n | sum :} n 0 ?DO I +TO sum LOOP sum ;  10 COUNT-UP .
: BUMP {: x :} 5 +TO x x -2 +TO x x ;  1 BUMP . .
\ --- want
\ 45 4 6  ok
\ stack: empty

\ ### locals inside do loops, and locals named I and J
: TABLE {: rows cols :} rows 0 DO cols 0 DO I J * rows + . LOOP LOOP ;  2 3 TABLE
: SHADOW {: I J :} 2 0 DO I J LOOP ;  7 8 SHADOW . . . .
: LEAVE-EARLY {: limit :} 100 0 DO I limit = IF I UNLOOP EXIT THEN LOOP -1 ;  5 LEAVE-EARLY .
\ --- want
\ 2 2 2 2 3 4 8 7 8 7 5  ok
\ stack: empty

\ ### locals in recursion each have their own frame
: FACT {: n :} n 2 < IF 1 ELSE n 1- RECURSE n * THEN ;  10 FACT .
\ --- want
\ 3628800  ok
\ stack: empty

\ ### locals in does> and :noname
: ADDER {: n :} CREATE n , DOES> {: x a :} a @ x + ;  10 ADDER ADD10  5 ADD10 .
3 4 :NONAME {: a b :} a b - ; EXECUTE .
\ --- want
\ 15 -1  ok
\ stack: empty

\ ### locals survive catch and exit
: INNER {: x :} x 0= IF 1 THROW THEN x ;
: OUTER {: y :} y ['] INNER CATCH y ;  0 OUTER . . DROP 5 OUTER . . .
\ --- want
\ 0 1 5 0 5  ok
\ stack: empty

\ ### (local) builds locals at compile time
: LOCAL BL WORD COUNT (LOCAL) ; IMMEDIATE
: END-LOCALS 0 0 (LOCAL) ; IMMEDIATE
: L3 LOCAL A LOCAL B LOCAL C END-LOCALS A B C ;  61 62 63 L3 . . .
\ --- want
\ 61 62 63  ok
\ stack: empty

\ ### locals| takes the top of the stack first [gforth]
: L2 LOCALS| a b | a b - ;  10 3 L2 .
\ --- want
\ -7  ok
\ stack: empty

\ ### sixteen locals and more
: L16 {: a b c d e f g h i j k l m n o p :} p o n m l k j i h g f e d c b a ;
0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 L16 . . . . . . . . . . . . . . . .
\ --- want
\ 0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15  ok
\ stack: empty

\ ### locals are not found after the definition
: T {: secret :} secret ;  secret
\ --- want
\ error -13: undefined word: SECRET
\ at input, line 1, column 28: secret
\ stack at the error: empty
\ stack: empty

\ ### a declaration without its :}
: T {: a b
\ --- want
\ error -18: parsed string overflow: {: needs a closing :}
\ at input, line 1, column 5: {:
\ in: {:
\ stack at the error: empty
\ stack: empty

\ ### locals hold cells or floats, no other types
: T {: W: x :} ;
\ --- want
\ error -21: unsupported operation: the local type W: is not supported: locals hold cells, or floats after F:
\ at input, line 1, column 5: {:
\ in: {:
\ stack at the error: empty
\ stack: empty

\ ### a definition declares its locals once
: T {: a :} {: b :} ;
\ --- want
\ error -29: compiler nesting: a definition declares its locals once
\ at input, line 1, column 13: {:
\ in: {:
\ stack at the error: empty
\ stack: empty

\ ### locals declared inside IF: refused when compiled, nothing runs
: T IF LOCALS| a | a . THEN ;
\ --- want
\ error -29: compiler nesting: locals are declared inside an IF, AHEAD or WHILE: declare them before any IF, DO, BEGIN or CASE of the definition
\ at input, line 1, column 8: LOCALS|
\ in: LOCALS|
\ stack at the error: empty
\ stack: empty

\ ### locals declared inside a DO loop
: T 3 0 DO I {: a :} a . LOOP ;
\ --- want
\ error -29: compiler nesting: locals are declared inside a DO: declare them before any IF, DO, BEGIN or CASE of the definition
\ at input, line 1, column 14: {:
\ in: {:
\ stack at the error: empty
\ stack: empty

\ ### locals declared inside BEGIN, before WHILE
: T BEGIN DUP WHILE LOCALS| n | n 1- REPEAT ;
\ --- want
\ error -29: compiler nesting: locals are declared inside a BEGIN: declare them before any IF, DO, BEGIN or CASE of the definition
\ at input, line 1, column 21: LOCALS|
\ in: LOCALS|
\ stack at the error: empty
\ stack: empty

\ ### locals declared inside BEGIN UNTIL
: T BEGIN {: a :} a 0= UNTIL ;
\ --- want
\ error -29: compiler nesting: locals are declared inside a BEGIN: declare them before any IF, DO, BEGIN or CASE of the definition
\ at input, line 1, column 11: {:
\ in: {:
\ stack at the error: empty
\ stack: empty

\ ### locals declared inside OF, through (LOCAL)
: LOC: PARSE-NAME (LOCAL) 0 0 (LOCAL) ; IMMEDIATE
: T CASE 1 OF LOC: x x ENDOF ENDCASE ;
\ --- want
\ error -29: compiler nesting: locals are declared inside an OF: declare them before any IF, DO, BEGIN or CASE of the definition
\ at input, line 2, column 15: LOC:
\ in: LOC: > (LOCAL) (the 2nd of 2 uses of (LOCAL) in LOC:)
\ stack at the error: empty
\ stack: empty

\ ### a quotation inside IF declares its own locals
: T {: a :} a IF [: {: b :} b 2* ;] ELSE [: 0 ;] THEN ;  21 1 T EXECUTE .  0 T EXECUTE .
\ --- want
\ 42 0  ok
\ stack: empty

\ ### taking more locals than the stack holds
: T {: a b c :} a ;  1 2 T
\ --- want
\ error -4: stack underflow
\ at input, line 1, column 26: T
\ in: T > {:
\ stack at the error: 1 2
\ stack: empty

\ ### float locals after F:
: HYPF {: F: a F: b -- c :} a a F* b b F* F+ FSQRT ;  3E0 4E0 HYPF F.
: MIX {: n F: x | F: y -- :} x n S>F F* TO y y F. n . ;  3 1.5E0 MIX
\ --- want
\ 5. 4.5 3  ok
\ stack: empty

\ ### float locals take the float stack in order, cells the data stack
: ORDERED {: a F: x b F: y :} a . b . x F. y F. ;  1 2 3E0 4E0 ORDERED
\ --- want
\ 1 2 3. 4.  ok
\ stack: empty

\ ### float locals that find too few floats take nothing
: T {: F: x F: y :} x y F+ ;  1E0 T
\ --- want
\ error -45: floating-point stack underflow
\ at input, line 1, column 35: T
\ in: T > {:
\ stack at the error: empty
\ float stack at the error: 1
\ stack: empty

\ ### cells are looked for before floats, and neither is taken when one is missing
: U {: a F: x b :} a b + x ;  7 1E0 U
\ --- want
\ error -4: stack underflow
\ at input, line 1, column 37: U
\ in: U > {:
\ stack at the error: 7
\ float stack at the error: 1
\ stack: empty

\ ### a float local stored to first thing is not one of the frame's own
: V {: F: x :} 2E0 TO x x ;  V
\ --- want
\ error -45: floating-point stack underflow
\ at input, line 1, column 30: V
\ in: V > {:
\ stack at the error: empty
\ stack: empty

\ ### F: needs a name
: BAD {: F: :} ;
\ --- want
\ error -16: attempt to use zero-length string as a name: F: needs the name of a local after it
\ at input, line 1, column 7: {:
\ in: {:
\ stack at the error: empty
\ stack: empty

\ ### locals as operands: two locals, a local and the top, a literal, an increment, and tests with 0= [gforth]
: t1 ( a b -- ) LOCALS| b a |
  a b + . a b - . b a - . a b * . a b AND . a b OR . a b XOR . a b MAX . a b MIN .
  a b < IF 1 ELSE 2 THEN . a b > IF 1 ELSE 2 THEN . a b = IF 1 ELSE 2 THEN . a b U< IF 1 ELSE 2 THEN .
  a b < 0= IF 1 ELSE 2 THEN . a 5 < IF 1 ELSE 2 THEN . a 5 > 0= IF 1 ELSE 2 THEN .
  7 a < IF 1 ELSE 2 THEN . 7 a > 0= IF 1 ELSE 2 THEN . ;
3 7 t1 -2 -2 t1 9 -4 t1
: t2 ( n -- ) 0 LOCALS| i n |
  BEGIN i 1+ TO i  i n < 0= UNTIL i .
  BEGIN i 3 - TO i  i 0 > WHILE i . REPEAT
  BEGIN i 2 + TO i  i n > 0= WHILE REPEAT i . ;
10 t2
VARIABLE v 5 v !
: t3 ( n -- ) DUP 5 < 0= IF ." ge5 " THEN DUP v @ > 0= IF ." le-v " THEN DUP 0< 0= IF ." nonneg " THEN
  DUP 5 = 0= IF ." ne5 " THEN 3 < 0= IF ." ge3 " THEN ;
-1 t3 4 t3 5 t3 9 t3
: t4 ( n -- n' ) 0 SWAP 0 DO I 3 MOD 0= 0= IF 1+ THEN LOOP ;
10 t4 .
\ --- want
\ 10 -4 4 21 3 7 4 7 3 1 2 2 1 2 1 1 2 2 -4 0 0 4 -2 -2 0 -2 -2 2 2 1 2 1 1 1 2 2 5 13 -13 -36 8 -3 -11 9 -4 2 1 2 1 1 2 2 1 1 10 7 4 1 12 le-v ne5 le-v nonneg ne5 ge3 ge5 le-v nonneg ge3 ge5 nonneg ne5 ge3 6  ok
\ stack: empty

\ ### a local moved on by a number: in recursion, at the ends of the range, and deep on the stack [gforth]
: binom ( n k -- c ) LOCALS| k n | k 0= k n = OR IF 1 EXIT THEN n 1- k 1- RECURSE n 1- k RECURSE + ;
: moved ( a -- ) LOCALS| a | a 1+ . a 1- . a CELL+ . a CHAR+ . a 5 + . a 5 - . a -3 - . ;
10 5 binom . 0 moved -9223372036854775808 moved 9223372036854775807 moved
: deep ( a b -- ) LOCALS| b a | a 1- a 1- a 1- b 7 + DEPTH . . . . . ;
1 2 deep
\ --- want
\ 252 1 -1 8 1 5 -5 3 -9223372036854775807 9223372036854775807 -9223372036854775800 -9223372036854775807 -9223372036854775803 9223372036854775803 -9223372036854775805 -9223372036854775808 9223372036854775806 -9223372036854775801 -9223372036854775808 -9223372036854775804 9223372036854775802 -9223372036854775806 4 9 0 0 0  ok
\ stack: empty

\ ### division of two locals [gforth]
: q ( a b -- ) LOCALS| b a | a b / . a b MOD . ;
-7 2 q 7 -2 q
\ --- want
\ -4 1 -4 -1  ok
\ stack: empty

\ ### division of two locals by zero, and out of range
: z ( a b -- ) LOCALS| b a | a b MOD . ;
: y ( a b -- ) LOCALS| b a | a b / . ;
5 0 z
\ --- next call
-9223372036854775808 -1 y
\ --- want
\ error -10: division by zero
\ at input, line 3, column 5: z
\ in: Z > MOD
\ stack at the error: empty
\ stack: empty
\ error -11: result out of range: the quotient does not fit in a cell
\ at input, line 1, column 25: y
\ in: Y > /
\ stack at the error: empty
\ stack: empty

\ ### a frame whose cells are read back at once, first local first, keeps them on the stack [gforth]
: fx* ( a b -- c ) LOCALS| b a | a b 10000 */ ;
: lerp ( a b t -- c ) LOCALS| t b a | b a - t fx* a + ;
: sq ( t -- s ) LOCALS| t | t t fx* ;
: four ( w x y z -- n ) LOCALS| z y x w | w x y z + + + w - x - y - z 10 * + ;
: retake ( a b -- n ) LOCALS| b a | a b - 5 TO a a b * + ;
20000 30000 fx* . 0 10000 2500 lerp . 5000 sq . 1 2 3 4 four . 7 3 retake .
\ --- want
\ 60000 2500 2500 44 19  ok
\ stack: empty

\ ### a frame read back at once, with zeroed locals and inside another frame
: pair {: a b | c :} a b + TO c c 2* ;
: outer {: x y :} x y pair x + ;
: dirty {: a b c d :} ;
: zeroed {: a b | c :} a b c + + ;
3 4 outer . 7 8 9 10 dirty 1 2 zeroed .
\ --- want
\ 17 3  ok
\ stack: empty

\ ### a frame read back at once that finds too few cells
: t3 {: a b c :} a b c + + ;  1 2 t3
\ --- want
\ error -4: stack underflow
\ at input, line 1, column 35: t3
\ in: T3 > {:
\ stack at the error: 1 2
\ stack: empty

\ ### an error after a frame read back at once, and the locals stack full of such frames
: d {: a b :} a b / ;
: r {: n | a b c d e f g h :} n 1+ RECURSE ;
5 0 d
\ --- next call
0 r
\ --- want
\ error -10: division by zero
\ at input, line 3, column 5: d
\ in: D > /
\ stack at the error: empty
\ stack: empty
\ error -5: return stack overflow: locals nested too deeply
\ at input, line 1, column 3: r
\ in: ... (6523 more) > R > R > R > R > R > R > R > R > R > R > R > R > R > R > R > R > R > R > R > R > R > R > R > R > R > R > R > R > R > R > R > {:
\ stack at the error: 6553
\ stack: empty

\ ### frames of one, two and three locals, taken and kept, in recursion [gforth]
: f1 LOCALS| a | 1 a + ;  : k1 LOCALS| a | a 2* a + ;
: f2 LOCALS| b a | b a - ;  : k2 LOCALS| b a | a b OVER + * ;
: f3 LOCALS| c b a | c b a - - ;  : k3 LOCALS| c b a | a b c ROT + * ;
: sum LOCALS| n | n 0> IF n n 1- RECURSE + ELSE 0 THEN ;
: fib LOCALS| n b a | n 0= IF a ELSE b a b + n 1- RECURSE THEN ;
5 f1 . 9 k1 . 5 2 f2 . 3 4 k2 . 5 2 1 f3 . 3 4 5 k3 . 100 sum . 0 1 50 fib .
\ --- want
\ 6 27 -3 21 4 32 5050 12586269025  ok
\ stack: empty

\ ### frames of one, two and three locals that find too few cells
: f2 {: a b :} b a - ;  : k3 {: a b c :} a b c + + ;
1 f2
\ --- next call
7 8 k3
\ --- want
\ error -4: stack underflow
\ at input, line 2, column 3: f2
\ in: F2 > {:
\ stack at the error: 1
\ stack: empty
\ error -4: stack underflow
\ at input, line 1, column 5: k3
\ in: K3 > {:
\ stack at the error: 7 8
\ stack: empty

\ ### frames of one and of two locals that fill the locals stack
: small {: n :} n 1+ RECURSE ;
: pair {: a b :} b a 1+ RECURSE ;
: deep {: n | a b c d e f g h :} n 5950 < IF n 1+ RECURSE ELSE 0 small THEN ;
: deep2 {: n | a b c d e f g h :} n 5950 < IF n 1+ RECURSE ELSE 0 0 pair THEN ;
0 deep
\ --- next call
0 deep2
\ --- want
\ error -5: return stack overflow: locals nested too deeply
\ at input, line 5, column 3: deep
\ in: ... (8934 more) > SMALL > SMALL > SMALL > SMALL > SMALL > SMALL > SMALL > SMALL > SMALL > SMALL > SMALL > SMALL > SMALL > SMALL > SMALL > SMALL > SMALL > SMALL > SMALL > SMALL > SMALL > SMALL > SMALL > SMALL > SMALL > SMALL > SMALL > SMALL > SMALL > SMALL > SMALL > {:
\ stack at the error: 3013
\ stack: empty
\ error -5: return stack overflow: locals nested too deeply
\ at input, line 1, column 3: deep2
\ in: ... (7929 more) > PAIR > PAIR > PAIR > PAIR > PAIR > PAIR > PAIR > PAIR > PAIR > PAIR > PAIR > PAIR > PAIR > PAIR > PAIR > PAIR > PAIR > PAIR > PAIR > PAIR > PAIR > PAIR > PAIR > PAIR > PAIR > PAIR > PAIR > PAIR > PAIR > PAIR > PAIR > {:
\ stack at the error: 1004 1004
\ stack: empty
