\ The word list DEBUG: traces and breaks.

\ ### trace-on prints each word with the stack
ALSO DEBUG
: SQ DUP * ;
TRACE-ON 3 SQ TRACE-OFF .
\ --- want
\ SQ  <1> 3
\   DUP  <1> 3
\   *  <2> 3 3
\ TRACE-OFF  <1> 9
\ 9  ok
\ stack: empty

\ ### trace-on inside a definition
ALSO DEBUG
: SQ DUP * ;
: SHOW TRACE-ON 2 SQ SQ TRACE-OFF ;
SHOW .
\ --- want
\   DUP  <1> 2
\   *  <2> 2 2
\   DUP  <1> 4
\   *  <2> 4 4
\ 16  ok
\ stack: empty

\ ### an error stops the printing trace
ALSO DEBUG
TRACE-ON 1 0 /
2 3 +
\ --- want
\ /  <2> 1 0
\ error -10: division by zero
\ at input, line 2, column 14: /
\ in: /
\ stack at the error: empty
\ stack: empty

\ ### the call's trace goes on after trace-off [trace]
ALSO DEBUG
: SQ DUP * ;
3 SQ TRACE-ON SQ TRACE-OFF SQ
\ --- want
\ trace:
\ ALSO  <0>
\ DEBUG  <0>
\ SQ  <1> 3
\   DUP  <1> 3
\   *  <2> 3 3
\ TRACE-ON  <1> 9
\ SQ  <1> 81
\   DUP  <1> 81
\   *  <2> 81 81
\ end of trace
\ SQ  <1> 9
\   DUP  <1> 9
\   *  <2> 9 9
\ TRACE-OFF  <1> 81
\  ok
\ stack: 6561

\ ### break records the stacks without stopping
ALSO DEBUG
: F 7 9 BREAK + ;
F . 1E BREAK
\ --- want
\ break 1: in F > BREAK, at input, line 3, column 1: stack <2> 7 9
\ break 2: in BREAK, at input, line 3, column 8: stack <0>; floats <1> 1
\ 16  ok
\ stack: empty
\ float stack: 1
