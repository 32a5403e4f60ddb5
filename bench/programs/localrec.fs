\ Recursion with LOCALS|: Fibonacci numbers by the doubly recursive
\ definition and Euclid's algorithm as a recursion, each level opening a
\ frame of locals of its own.

[UNDEFINED] lrec-fib [IF] 30 CONSTANT lrec-fib [THEN]
[UNDEFINED] lrec-gcds [IF] 200000 CONSTANT lrec-gcds [THEN]

: lfib ( n -- f ) LOCALS| n |
  n 2 < IF n EXIT THEN  n 1- RECURSE  n 2 - RECURSE + ;

: lgcd ( a b -- g ) LOCALS| b a |
  b 0= IF a EXIT THEN  b  a b MOD  RECURSE ;

: main ( -- )
  lrec-fib lfib .
  0 lrec-gcds 0 DO  I 1+  1000003 I 7 * +  lgcd +  LOOP . ;
