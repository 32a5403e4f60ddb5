\ EXECUTE: a colon definition's token is called as fast code calls a word,
\ in a frame of its own; any other word runs as Execute runs it, in a frame
\ of its own too. Results, steps, errors and traces are the plain code's.

\ ### tokens of colon definitions from a table [gforth]
: inc 1+ ;  : dec 1- ;  : twice 2* ;
CREATE ops ' inc , ' dec , ' twice ,
: run ( n -- n' ) 30 0 DO I 3 MOD CELLS ops + @ EXECUTE LOOP ;
1 run .
\ --- want
\ 1024  ok
\ stack: empty

\ ### tokens of primitives, DOES> words, constants and variables [gforth]
: field CREATE , DOES> @ + ;
8 field +x  42 CONSTANT answer  VARIABLE v
: t ( -- ) 3 ['] DUP EXECUTE * .  1 ['] +x EXECUTE .  ['] answer EXECUTE .  7 ['] v EXECUTE !  v @ . ;
t
\ --- want
\ 9 9 42 7  ok
\ stack: empty

\ ### a token that runs a loop and calls other words [gforth]
: sq DUP * ;
: sum-squares ( n -- sum ) 0 SWAP 0 DO I sq + LOOP ;
: t ( xt -- ) 10 SWAP EXECUTE . ;
' sum-squares t
\ --- want
\ 285  ok
\ stack: empty

\ ### EXECUTE of EXECUTE, and a word that EXECUTEs itself down [gforth]
VARIABLE 'down
: down ( n -- ) DUP 0> IF 1- 'down @ EXECUTE ELSE DROP THEN ;
' down 'down !
: t 5 ['] . ['] EXECUTE EXECUTE  1000 down ;
t
\ --- want
\ 5  ok
\ stack: empty

\ ### an error inside an executed word names it after the caller
: bad ( -- x ) 0 @ ;
: t ['] bad EXECUTE ;
t
\ --- want
\ error -9: invalid memory address: 0
\ at input, line 3, column 1: t
\ in: T > EXECUTE > BAD > @
\ stack at the error: empty
\ stack: empty

\ ### EXECUTE with nothing on the stack
: t EXECUTE ;
t
\ --- want
\ error -4: stack underflow
\ at input, line 2, column 1: t
\ in: T > EXECUTE
\ stack at the error: empty
\ stack: empty

\ ### EXECUTE of a number that is no token
: t 12345 EXECUTE ;
t
\ --- want
\ error -257: invalid execution token: 12345
\ at input, line 2, column 1: t
\ in: T > EXECUTE
\ stack at the error: empty
\ stack: empty

\ ### a THROW inside an executed word, caught by the caller's CATCH [gforth]
: fail ( -- ) 7 THROW ;
: try ( -- n ) ['] fail EXECUTE 0 ;
: t ['] try CATCH . ;
t
\ --- want
\ 7  ok
\ stack: empty

\ ### the step limit inside an executed word [steps=100]
: spin ( -- ) BEGIN AGAIN ;
: t ['] spin EXECUTE ;
t
\ --- want
\ error -258: limit exceeded: steps
\ at input, line 3, column 1: t
\ in: T > EXECUTE > SPIN > AGAIN
\ stack at the error: empty
\ stack: empty

\ ### the step limit among EXECUTEs [steps=100]
: nop ;
: t BEGIN ['] nop EXECUTE AGAIN ;
t
\ --- want
\ error -258: limit exceeded: steps
\ at input, line 3, column 1: t
\ in: T > AGAIN
\ stack at the error: empty
\ stack: empty

\ ### executed words too deep
VARIABLE 'r
: r ( -- ) 'r @ EXECUTE ;
' r 'r !
r
\ --- want
\ error -5: return stack overflow: 10000 words running
\ at input, line 4, column 1: r
\ in: ... (19968 more) > R > EXECUTE > R > EXECUTE > R > EXECUTE > R > EXECUTE > R > EXECUTE > R > EXECUTE > R > EXECUTE > R > EXECUTE > R > EXECUTE > R > EXECUTE > R > EXECUTE > R > EXECUTE > R > EXECUTE > R > EXECUTE > R > EXECUTE > R > EXECUTE
\ stack at the error: empty
\ stack: empty

\ ### a trace started inside an executed word goes on in the caller
\ (it shows the insides of the words called after it, as TRACE-ON does)
ALSO DEBUG
: on TRACE-ON ;
: sq DUP * ;
: t ['] on EXECUTE 2 sq TRACE-OFF ;
t .
\ --- want
\ DUP  <1> 2
\ *  <2> 2 2
\ 4  ok
\ stack: empty

\ ### DEFER words call the word they hold [gforth]
DEFER op
: inc 1+ ;  : dbl 2* ;
: t ( n -- n' ) ['] inc IS op  op op  ['] dbl IS op  op op  ['] NEGATE IS op  op ;
1 t .
\ --- want
\ -12  ok
\ stack: empty

\ ### a DEFER word without an action
DEFER nothing
: t 1 nothing ;
t
\ --- want
\ error -21: unsupported operation: NOTHING is a DEFER without an action: set one with IS
\ at input, line 3, column 1: t
\ in: T > NOTHING
\ stack at the error: 1
\ stack: empty

\ ### an error inside the word a DEFER holds
DEFER op
: bad ( -- x ) 0 @ ;
' bad IS op
: t 5 op ;
t
\ --- want
\ error -9: invalid memory address: 0
\ at input, line 5, column 1: t
\ in: T > OP > BAD > @
\ stack at the error: 5
\ stack: empty

\ ### the step limit inside the word a DEFER holds [steps=100]
DEFER op
: spin ( -- ) BEGIN AGAIN ;
' spin IS op
: t op ;
t
\ --- want
\ error -258: limit exceeded: steps
\ at input, line 5, column 1: t
\ in: T > OP > SPIN > AGAIN
\ stack at the error: empty
\ stack: empty

\ ### tokens of primitives from a table in a loop, and a DEFER holding one [gforth]
CREATE ops ' + , ' - , ' XOR , ' MAX ,
DEFER combine  ' + IS combine
: run ( -- n ) 1 100 0 DO I I 3 AND CELLS ops + @ EXECUTE LOOP ;
: fold ( -- n ) 0 100 0 DO I combine LOOP ;
: product ( -- n ) ['] * IS combine 1 5 1 DO I combine LOOP ;
run . fold . product .
\ --- want
\ 99 4950 24  ok
\ stack: empty

\ ### an error inside an executed primitive names it after EXECUTE
: t ( -- n1 n2 ) 1 2 ['] + EXECUTE 1 0 ['] / EXECUTE ;
t
\ --- want
\ error -10: division by zero
\ at input, line 2, column 1: t
\ in: T > EXECUTE > / (the 2nd of 2 uses of EXECUTE in T)
\ stack at the error: 3
\ stack: empty

\ ### an error inside the primitive a DEFER holds
DEFER op  ' / IS op
: t ( -- ) 10 2 op 1 0 op ;
t
\ --- want
\ error -10: division by zero
\ at input, line 3, column 1: t
\ in: T > OP > / (the 2nd of 2 uses of OP in T)
\ stack at the error: 5
\ stack: empty

\ ### a THROW executed by its token, caught by the caller's CATCH [gforth]
: try ( -- n ) 7 ['] THROW EXECUTE 0 ;
: t ['] try CATCH . DEPTH . ;
t
\ --- want
\ 7 0  ok
\ stack: empty

\ ### the step limit among executed primitives [steps=100]
: t BEGIN 1 ['] DROP EXECUTE AGAIN ;
t
\ --- want
\ error -258: limit exceeded: steps
\ at input, line 2, column 1: t
\ in: T > AGAIN
\ stack at the error: empty
\ stack: empty

\ ### the step limit inside an executed primitive [steps=100]
CREATE buf 5000 ALLOT
: t 10 0 DO buf buf 1+ 4000 ['] MOVE EXECUTE LOOP ;
t
\ --- want
\ error -258: limit exceeded: steps
\ at input, line 3, column 1: t
\ in: T > EXECUTE > MOVE
\ stack at the error: empty
\ stack: empty

\ ### a trace started by an executed primitive goes on in the caller
ALSO DEBUG
: sq DUP * ;
: t ['] TRACE-ON EXECUTE 2 sq TRACE-OFF ;
t .
\ --- want
\   DUP  <1> 2
\   *  <2> 2 2
\ 4  ok
\ stack: empty
