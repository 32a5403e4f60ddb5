\ Traces: each word the program runs, its depth and the stack it found.
\ The insides of system words are left out.

\ ### a trace of a call [trace]
: sq DUP * ; : main 3 sq 1+ . ; main
\ --- want
\ trace:
\ :  <0>
\ ;  <0>
\ :  <0>
\ ;  <0>
\ MAIN  <0>
\   SQ  <1> 3
\     DUP  <1> 3
\     *  <2> 3 3
\   1+  <1> 9
\   .  <1> 10
\ end of trace
\ 10  ok
\ stack: empty

\ ### a trace of words run by execute and catch [trace]
: boom 1 0 / ; : main ['] boom CATCH . ; main
\ --- want
\ trace:
\ :  <0>
\ ;  <0>
\ :  <0>
\ [']  <0>
\ ;  <0>
\ MAIN  <0>
\   CATCH  <1> 4294967532
\   BOOM  <0>
\     /  <2> 1 0
\   .  <1> -10
\ end of trace
\ -10  ok
\ stack: empty
