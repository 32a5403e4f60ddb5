\ Redefinition: the answer notes it, and names the words that still use
\ the old word, as a warning; it is not an error.

\ ### redefining a word that others call names them
: sq ( n -- n*n ) DUP * ;  : cube ( n -- n^3 ) DUP sq * ;  : quad sq sq ;
: sq ( n -- n*n ) DUP DUP * * ;  2 cube .
\ --- want
\ warning: SQ is redefined; QUAD, CUBE still use the old SQ (define them again to use the new one)
\ 8  ok
\ stack: empty

\ ### a redefinition in a later call
: sq ( n -- n*n ) DUP * ;  : cube ( n -- n^3 ) DUP sq * ;
\ --- next call
: sq ( n -- n*n ) DUP 1+ * ;
\ --- want
\  ok
\ stack: empty
\ warning: SQ is redefined; CUBE still uses the old SQ (define it again to use the new one)
\  ok
\ stack: empty

\ ### a word no one calls is noted alone
5 CONSTANT K  6 CONSTANT K  K .
\ --- want
\ warning: K is redefined
\ 6  ok
\ stack: empty

\ ### a loop of redefinitions keeps the first warnings
: MANY 100 0 DO S" : W ;" EVALUATE LOOP ;  MANY
\ --- want
\ warning: W is redefined
\  ok
\ stack: empty
