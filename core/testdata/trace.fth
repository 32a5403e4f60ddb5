\ Traces: each word the program runs, its depth and the stack it found.
\ The insides of system words are left out.

\ ### a trace of a call [trace]
: sq DUP * ; : main 3 sq 1+ . ; main
\ --- want
\ trace:
\ MAIN  <0>
\   SQ  <1> 3
\     DUP  <1> 3
\     *  <2> 3 3
\   1+  <1> 9
\   .  <1> 10
\ end of trace
\ 10  ok
\ stack: empty

\ ### a trace that ends in an error [trace]
: boom 1 0 / ; : main 5 boom ; main
\ --- want
\ trace:
\ MAIN  <0>
\   BOOM  <1> 5
\     /  <3> 5 1 0
\ end of trace
\ error -10: division by zero
\ at input, line 1, column 32: main
\ in: MAIN > BOOM > /
\ stack at the error: 5
\ stack: empty

\ ### defining words at the top level is not in the trace, running them is [trace]
: sq DUP * ;  VARIABLE V  3 sq V !
\ --- want
\ trace:
\ VARIABLE  <0>
\ SQ  <1> 3
\   DUP  <1> 3
\   *  <2> 3 3
\ V  <1> 9
\ !  <2> 9 55552
\ end of trace
\  ok
\ stack: empty
