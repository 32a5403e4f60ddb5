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

\ ### tokens of words that end in a call, call in between, and do nothing [gforth]
\ (the executed word's first chain stops at a call, and the dispatch loop
\ takes its code on from there, or the word has no code at all)
: fact ( n -- n! ) DUP 1 > IF DUP 1- RECURSE * THEN ;
: f5 ( -- n ) 5 fact ;
: f3+f4 ( -- n ) 3 fact 4 fact + 1000 * ;
: nothing ;
CREATE table ' f5 , ' nothing , ' f3+f4 , ' nothing ,
: t ( -- ) 8 0 DO I 3 AND CELLS table + @ EXECUTE LOOP ;
t .s
\ --- want
\ <4> 120 30000 120 30000  ok
\ stack: 120 30000 120 30000

\ ### a token of a word whose first chain stops at a block, for its length [gforth]
: steps ( n -- n' )
  DUP 1 AND IF 3 + THEN  DUP 2 AND IF 5 XOR THEN  DUP 4 AND IF 1+ THEN
  DUP 8 AND IF 2* THEN  DUP 16 AND IF 7 - THEN  DUP 32 AND IF 2/ THEN
  DUP 64 AND IF 11 + THEN  DUP 128 AND IF 3 XOR THEN  DUP 256 AND IF 1- THEN
  DUP 512 AND IF 13 + THEN  DUP 1024 AND IF 2* THEN  DUP 2048 AND IF 5 - THEN
  DUP 4096 AND IF 9 XOR THEN  DUP 8192 AND IF 1+ THEN ;
: t ( -- ) 0 200 0 DO I 97 * ['] steps EXECUTE + LOOP . ;
t
\ --- want
\ 3012574  ok
\ stack: empty

\ ### a token of a word whose chain stops at a call, with an error after it
: sq ( n -- n*n ) DUP 0= IF EXIT THEN DUP 1- RECURSE DROP DUP * ;
: sq-then-bad ( n -- n*n x ) sq 0 @ ;
: t ( -- n*n x ) 3 ['] sq-then-bad EXECUTE ;
t
\ --- want
\ error -9: invalid memory address: 0
\ at input, line 4, column 1: t
\ in: T > EXECUTE > SQ-THEN-BAD > @
\ stack at the error: 9
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
\ Words that end in a token call (EXECUTE, a DEFER) are inlined where they
\ are called: the token call pushes the frames of the calls it was inlined
\ through around the word it runs, so errors, steps and traces are those
\ of the calls.
\ --- want
\   DUP  <1> 2
\   *  <2> 2 2
\ 4  ok
\ stack: empty

\ ### a word that ends in EXECUTE, called in a loop [gforth]
: op-add + ;  : op-sub - ;  : op-xor XOR ;  : op-max MAX ;
CREATE ops ' op-add , ' op-sub , ' op-xor , ' op-max ,
DEFER combine  ' op-add IS combine
: apply ( a b k -- c ) CELLS ops + @ EXECUTE ;
: run ( -- n ) 0 1000 0 DO I DUP 1+ OVER 3 AND apply combine LOOP ;
run .
\ --- want
\ 374750  ok
\ stack: empty

\ ### a word that ends in a DEFER, and one that ends in EXECUTE after IF [gforth]
DEFER step  ' 1+ IS step
: stepped ( n -- n' ) 2* step ;
: nop ;
: maybe ( xt f -- ) IF DROP ['] nop THEN EXECUTE ;
: t ( -- ) 5 stepped .  ['] 2* IS step  5 stepped .  7 ['] NEGATE 0 maybe .  7 ['] NEGATE 1 maybe . ;
t
\ --- want
\ 11 20 -7 7  ok
\ stack: empty

\ ### methods: DOES> code that ends in EXECUTE [gforth]
: method ( xt -- ) CREATE , DOES> @ EXECUTE ;
: (area) ( w h -- a ) * ;  ' (area) method area
' + method perimeter/2
: t ( -- ) 0 100 0 DO I 3 area + I 4 perimeter/2 + LOOP . ;
t
\ --- want
\ 20200  ok
\ stack: empty

\ ### words inlined into words that end in EXECUTE, inlined again [gforth]
: ex ( xt -- ) EXECUTE ;
: twice-then ( n xt -- n' ) SWAP 2* SWAP ex ;
: t ( -- ) 0 10 0 DO I ['] 1+ twice-then + LOOP . ;
t
\ --- want
\ 100  ok
\ stack: empty

\ ### an error inside a word run by an inlined EXECUTE names the calls
: bad ( x -- y ) @ ;
: apply ( x xt -- ) EXECUTE ;
: t 0 ['] bad apply ;
t
\ --- want
\ error -9: invalid memory address: 0
\ at input, line 4, column 1: t
\ in: T > APPLY > EXECUTE > BAD > @
\ stack at the error: empty
\ stack: empty

\ ### an error in the ops of an inlined word after its EXECUTE names the calls
: sq ( n -- n*n ) DUP * ;
: apply ( x xt -- y ) EXECUTE 100 SWAP / ;
: t ( -- y ) 0 ['] sq apply ;
: u ( -- y ) 4 ['] 1+ apply ;
: v ( -- s ) 0 4 0 DO I ['] sq EXECUTE + LOOP ;
v . u . t
\ --- want
\ 14 20
\ error -10: division by zero
\ at input, line 6, column 9: t
\ in: T > APPLY > /
\ stack at the error: empty
\ stack: empty

\ ### an error inside a primitive run by an inlined DEFER names the calls
DEFER op  ' / IS op
: divide ( a b -- q ) op ;
: t ( -- q q ) 10 2 divide 1 0 divide ;
t
\ --- want
\ error -10: division by zero
\ at input, line 4, column 1: t
\ in: T > DIVIDE > OP > /
\ stack at the error: 5
\ stack: empty

\ ### an inlined EXECUTE with nothing on the stack
: ex EXECUTE ;
: t ex ;
t
\ --- want
\ error -4: stack underflow
\ at input, line 3, column 1: t
\ in: T > EX > EXECUTE
\ stack at the error: empty
\ stack: empty

\ ### an inlined EXECUTE of a number that is no token
: ex 1+ EXECUTE ;
: t 12344 ex ;
t
\ --- want
\ error -257: invalid execution token: 12345
\ at input, line 3, column 1: t
\ in: T > EX > EXECUTE
\ stack at the error: empty
\ stack: empty

\ ### a THROW inside a word run by an inlined EXECUTE, caught by the caller's CATCH [gforth]
: fail ( -- ) 7 THROW ;
: ex EXECUTE ;
: try ( -- n ) ['] fail ex 0 ;
: t ['] try CATCH . DEPTH . ;
t
\ --- want
\ 7 0  ok
\ stack: empty

\ ### the step limit inside a word run by an inlined EXECUTE [steps=100]
: spin ( -- ) BEGIN AGAIN ;
: ex EXECUTE ;
: t ['] spin ex ;
t
\ --- want
\ error -258: limit exceeded: steps
\ at input, line 4, column 1: t
\ in: T > EX > EXECUTE > SPIN > AGAIN
\ stack at the error: empty
\ stack: empty

\ ### the step limit among inlined token calls [steps=100]
\ (a DEFER holding a primitive stays a token call: see below for colon definitions)
DEFER d  ' 1+ IS d
: dd ( n -- n' ) d ;
: t ( n -- ) BEGIN dd 2* AGAIN ;
1 t
\ --- want
\ error -258: limit exceeded: steps
\ at input, line 5, column 3: t
\ in: T > DD > D
\ stack at the error: 12582910
\ stack: empty

\ ### inlined EXECUTEs too deep
VARIABLE 'r
: go ( -- ) 'r @ EXECUTE ;
: r ( -- ) go ;
' r 'r !
r
\ --- want
\ error -5: return stack overflow: 10000 words running
\ at input, line 5, column 1: r
\ in: ... (14968 more) > GO > EXECUTE > R > GO > EXECUTE > R > GO > EXECUTE > R > GO > EXECUTE > R > GO > EXECUTE > R > GO > EXECUTE > R > GO > EXECUTE > R > GO > EXECUTE > R > GO > EXECUTE > R > GO > EXECUTE > R > GO > EXECUTE
\ stack at the error: empty
\ stack: empty

\ ### inlined EXECUTEs too deep, twice inlined, with a count each call
VARIABLE 'r  VARIABLE calls
: ex ( xt -- ) EXECUTE ;
: go ( -- ) 1 calls +! 'r @ ex ;
: r ( -- ) go ;
' r 'r !
r
\ --- want
\ error -5: return stack overflow: 10000 words running
\ at input, line 6, column 1: r
\ in: ... (13302 more) > EX > EXECUTE > R > GO > EX > EXECUTE > R > GO > EX > EXECUTE > R > GO > EX > EXECUTE > R > GO > EX > EXECUTE > R > GO > EX > EXECUTE > R > GO > EX > EXECUTE > R > GO > EX > EXECUTE > R > GO
\ stack at the error: empty
\ stack: empty

\ ### a trace started by a word run by an inlined EXECUTE goes on in the caller
ALSO DEBUG
: on TRACE-ON ;
: ex EXECUTE ;
: sq DUP * ;
: t ['] on ex 2 sq TRACE-OFF ;
t .
\ --- want
\ DUP  <1> 2
\ *  <2> 2 2
\ 4  ok
\ stack: empty

\ ### inlined EXECUTEs too deep at every depth the frames can end at
\ (three frames a turn: R, GO and EX; the limit falls on each of them)
VARIABLE 'r  VARIABLE calls
: ex ( xt -- ) EXECUTE ;
: go ( -- ) 1 calls +! 'r @ ex ;
: r ( -- ) go ;
: r1 ( -- ) r ;  : r2 ( -- ) r1 ;
' r 'r !
: t ( xt -- ) 0 calls !  CATCH . calls @ . ;
' r t  ' r1 t  ' r2 t
\ --- want
\ -5 3333 -5 3333 -5 3332  ok
\ stack: empty

\ ### an inlined EXECUTE too deep where its caller's own frame is the last
VARIABLE 'r  VARIABLE calls
: ex ( xt -- ) EXECUTE ;
: r ( -- ) 1 calls +! 'r @ ex ;
: r1 ( -- ) r ;
' r 'r !
: t ( xt -- ) 0 calls !  CATCH . calls @ . ;
' r t  ' r1 t
\ --- want
\ -5 5000 -5 4999  ok
\ stack: empty

\ ### an error inside a word run by an inlined method names the method
: method ( xt -- ) CREATE , DOES> @ EXECUTE ;
: bad ( x -- y ) @ ;
' bad method fetch
VARIABLE v  5 v !
: t ( -- y y ) v fetch 0 fetch ;
t
\ --- want
\ error -9: invalid memory address: 0
\ at input, line 6, column 1: t
\ in: T > FETCH > EXECUTE > BAD > @
\ stack at the error: 5
\ stack: empty

\ ### an error after a trace started by a word run by an inlined EXECUTE
ALSO DEBUG
: on TRACE-ON ;
: ex EXECUTE ;
: t ['] on ex 2 0 / ;
t
\ The call of a DEFER is inlined as the word the DEFER holds when the
\ caller is compiled, behind a guard that the DEFER still holds it. One
\ set to another word since makes the call as a DEFER's call that is not
\ inlined does, and the caller goes on after the inlined word.
\ --- want
\ error -10: division by zero
\ at input, line 5, column 1: t
\ in: T > /
\ stack at the error: empty
\ stack: empty

\ ### a DEFER inlined as the word it holds, then set to others [gforth]
: inc 1+ ;  : dbl 2* ;
DEFER op  ' inc IS op
: twice ( n -- n' ) op op ;
: t ( -- ) 1 twice .  ['] dbl IS op  1 twice .  ['] NEGATE IS op  1 twice .  ['] inc IS op  1 twice . ;
t
\ --- want
\ 3 4 1 3  ok
\ stack: empty

\ ### a DEFER inlined in a loop, set to another word inside the loop [gforth]
: inc 1+ ;  : dbl 2* ;
DEFER op  ' inc IS op
: t ( -- n ) 1 10 0 DO op I 4 = IF ['] dbl IS op THEN LOOP ;
t .
\ --- want
\ 192  ok
\ stack: empty

\ ### a DEFER inlined in a word inlined again, then set to another word [gforth]
: same ;  : tenfold 10 * ;
DEFER hook  ' same IS hook
: step ( n xt -- n' ) SWAP hook SWAP EXECUTE ;
: t ( -- n ) 1 3 0 DO ['] 1+ step LOOP  ['] tenfold IS hook  3 0 DO ['] 1+ step LOOP ;
t .
\ --- want
\ 4111  ok
\ stack: empty

\ ### an error inside the word an inlined DEFER holds names the calls
VARIABLE v  7 v !
DEFER op
: bad ( x -- y ) @ ;
' bad IS op
: fetch2 ( x -- y ) op ;
: t ( -- y y ) v fetch2 0 fetch2 ;
t
\ --- want
\ error -9: invalid memory address: 0
\ at input, line 7, column 1: t
\ in: T > FETCH2 > OP > BAD > @
\ stack at the error: 7
\ stack: empty

\ ### an error inside the word an inlined DEFER was set to since
VARIABLE v  7 v !
DEFER op
: same ;  : bad ( x -- y ) @ ;
' same IS op
: fetch2 ( x -- y ) op ;
: t ( -- y y ) v fetch2 0 fetch2 ;
' bad IS op
t
\ --- want
\ error -9: invalid memory address: 0
\ at input, line 8, column 1: t
\ in: T > FETCH2 > OP > BAD > @
\ stack at the error: 7
\ stack: empty

\ ### an inlined DEFER whose action was taken away since
DEFER op
: same ;
' same IS op
: t ( -- x ) 1 op ;
0 ' op >BODY !
t
\ --- want
\ error -21: unsupported operation: OP is a DEFER without an action: set one with IS
\ at input, line 6, column 1: t
\ in: T > OP
\ stack at the error: 1
\ stack: empty

\ ### a DEFER in an inlined word, whose action was taken away since
DEFER op
: same ;
' same IS op
: once ( x -- x ) op ;
: t ( -- x ) 1 once ;
0 ' op >BODY !
t
\ --- want
\ error -21: unsupported operation: OP is a DEFER without an action: set one with IS
\ at input, line 7, column 1: t
\ in: T > ONCE > OP
\ stack at the error: 1
\ stack: empty

\ ### the step limit among inlined DEFERs [steps=100]
: inc 1+ ;
DEFER op  ' inc IS op
: t ( n -- ) BEGIN op AGAIN ;
0 t
\ --- want
\ error -258: limit exceeded: steps
\ at input, line 4, column 3: t
\ in: T > OP
\ stack at the error: 30
\ stack: empty

\ ### the step limit among inlined DEFERs set to another word since [steps=100]
: inc 1+ ;  : dec 1- ;
DEFER op  ' inc IS op
: step ( n -- n' ) op 1+ ;
: t ( n -- ) BEGIN step AGAIN ;
' dec IS op
0 t
\ --- want
\ error -258: limit exceeded: steps
\ at input, line 6, column 3: t
\ in: T > AGAIN
\ stack at the error: 0
\ stack: empty

\ ### a trace started by the word an inlined DEFER was set to since
ALSO DEBUG
: on TRACE-ON ;  : same ;  : sq DUP * ;
DEFER h  ' same IS h
: w ( -- n ) h 2 sq ;
: t ( -- n ) w 1+ TRACE-OFF ;
' on IS h
t .
\ --- want
\ DUP  <1> 2
\ *  <2> 2 2
\ 5  ok
\ stack: empty

\ ### a DEFER inlined as a word that calls the DEFER again, too deep
DEFER r  VARIABLE calls
: go ( -- ) 1 calls +! r ;
' go IS r
: start ( -- ) go ;
: t ( xt -- ) 0 calls !  CATCH . calls @ . ;
' start t  ' go t
\ --- want
\ -5 9998 -5 9999  ok
\ stack: empty

\ ### mutual recursion through a DEFER set to a :NONAME word, deeper than the chains nest [gforth]
\ (from some depth on a token call leaves its chain and the dispatch loop
\ makes it: the levels below and above it must agree)
DEFER odd?  VARIABLE calls
: even? ( n -- f ) 1 calls +!  DUP 0= IF DROP TRUE EXIT THEN  1- odd? ;
:NONAME ( n -- f ) 1 calls +!  DUP 0= IF DROP FALSE EXIT THEN  1- even? ; IS odd?
: t ( n -- f n ) 0 calls !  even? calls @ ;
3 t . .  40 t . .  41 t . .  300 t . .
\ --- want
\ 4 0 41 -1 42 0 301 -1  ok
\ stack: empty

\ ### recursion through EXECUTE that adds after each level returns [gforth]
VARIABLE self
: tri ( n -- sum ) DUP 0= IF EXIT THEN DUP 1- self @ EXECUTE + ;
' tri self !
: t ( n -- sum n ) DUP tri SWAP ;
5 t . .  100 t . .  1000 t . .
\ --- want
\ 5 15 100 5050 1000 500500  ok
\ stack: empty

\ ### an error at the bottom of a deep recursion through EXECUTE
VARIABLE self
: down ( n -- ) DUP 0= IF @ THEN 1- self @ EXECUTE ;
' down self !
: t ( n -- ) down ;
30 t
\ --- want
\ error -9: invalid memory address: 0
\ at input, line 5, column 4: t
\ in: ... (31 more) > DOWN > EXECUTE > DOWN > EXECUTE > DOWN > EXECUTE > DOWN > EXECUTE > DOWN > EXECUTE > DOWN > EXECUTE > DOWN > EXECUTE > DOWN > EXECUTE > DOWN > EXECUTE > DOWN > EXECUTE > DOWN > EXECUTE > DOWN > EXECUTE > DOWN > EXECUTE > DOWN > EXECUTE > DOWN > EXECUTE > DOWN > @ (the 1st of 2 uses of @ in DOWN)
\ stack at the error: empty
\ stack: empty

\ ### THROW from the bottom of a deep recursion through a DEFER, caught above it [gforth]
DEFER deeper
: down ( n -- ) DUP 0= IF 7 THROW THEN 1- deeper ;
' down IS deeper
: t ( n -- code ) ['] down CATCH NIP ;
25 t .  5 t .  DEPTH .
\ --- want
\ 7 7 0  ok
\ stack: empty

\ ### the step limit deep in a recursion through a DEFER [steps=500]
DEFER next-level
: level ( n -- n ) 1+ next-level ;
' level IS next-level
0 level
\ --- want
\ error -258: limit exceeded: steps
\ at input, line 4, column 3: level
\ in: ... (464 more) > LEVEL > NEXT-LEVEL > LEVEL > NEXT-LEVEL > LEVEL > NEXT-LEVEL > LEVEL > NEXT-LEVEL > LEVEL > NEXT-LEVEL > LEVEL > NEXT-LEVEL > LEVEL > NEXT-LEVEL > LEVEL > NEXT-LEVEL > LEVEL > NEXT-LEVEL > LEVEL > NEXT-LEVEL > LEVEL > NEXT-LEVEL > LEVEL > NEXT-LEVEL > LEVEL > NEXT-LEVEL > LEVEL > NEXT-LEVEL > LEVEL > NEXT-LEVEL > LEVEL > 1+
\ stack at the error: 247
\ stack: empty

\ ### a DEFER inlined as one word, set to another, deep in a recursion [gforth]
DEFER hook  VARIABLE calls
: quiet ( n -- n ) ;
' quiet IS hook
: down ( n -- n' ) 1 calls +! DUP 0= IF EXIT THEN 1- hook ;
' down IS hook
: t ( n -- n' calls ) 0 calls !  down calls @ ;
50 t . .
\ --- want
\ 51 0  ok
\ stack: empty

\ ### tokens of words that end in their first chain, stop at a call and stop at a block, deep down [gforth]
\ (from 8 words running on, the dispatch loop makes the token calls)
: sq ( n -- n*n ) DUP * ;
: twice ( n -- n' ) sq sq ;
: odd3 ( n -- n' ) DUP 1 AND IF 3 * 1+ EXIT THEN 2/ ;
CREATE ops ' sq , ' twice , ' odd3 , ' 1+ ,
: run ( -- n ) 0 40 0 DO I 3 AND CELLS ops + @  I 7 + SWAP EXECUTE + LOOP ;
: deep ( n -- n' ) ?DUP IF 1- RECURSE EXIT THEN run ;
0 deep .  12 deep .
\ --- want
\ 10241768 10241768  ok
\ stack: empty

\ ### an error after the chain of a token's word stopped at a call, deep down
: sq ( n -- n*n ) DUP 0= IF EXIT THEN DUP 1- RECURSE DROP DUP * ;
: sq-then-bad ( n -- n*n x ) sq 0 @ ;
: deep ( n -- n*n x ) ?DUP IF 1- RECURSE EXIT THEN 3 ['] sq-then-bad EXECUTE ;
10 deep
\ --- want
\ error -9: invalid memory address: 0
\ at input, line 4, column 4: deep
\ in: DEEP > DEEP > DEEP > DEEP > DEEP > DEEP > DEEP > DEEP > DEEP > DEEP > DEEP > EXECUTE > SQ-THEN-BAD > @
\ stack at the error: 9
\ stack: empty

\ ### a THROW from a token's word deep down, caught above it [gforth]
: sq ( n -- n*n ) DUP 0= IF EXIT THEN DUP 1- RECURSE DROP DUP * ;
: boom ( n -- ) sq DROP 77 THROW ;
DEFER hook  ' boom IS hook
: deep ( n -- ) ?DUP IF 1- RECURSE EXIT THEN 5 hook ;
: t ( n -- code depth ) ['] deep CATCH NIP DEPTH ;
20 t . .
\ --- want
\ 1 77  ok
\ stack: empty

\ ### a trace started inside a word run by a token deep down goes on in the caller
ALSO DEBUG
: on ( -- ) TRACE-ON ;
DEFER hook  ' on IS hook
: via ( -- ) hook ;
: sq ( n -- n*n ) DUP * ;
: deep ( n -- ) ?DUP IF 1- RECURSE EXIT THEN ['] on EXECUTE 2 sq . via 3 sq TRACE-OFF . ;
10 deep
\ --- want
\ DUP  <1> 2
\ *  <2> 2 2
\ 4 HOOK  <0>
\ ON  <0>
\   TRACE-ON  <0>
\ DUP  <1> 3
\ *  <2> 3 3
\ 9  ok
\ stack: empty

\ ### a trace started after a call inside a word run by a token deep down
ALSO DEBUG
: sq ( n -- n*n ) DUP 0= IF EXIT THEN DUP 1- RECURSE DROP DUP * ;
: on ( -- ) 2 sq DROP TRACE-ON ;
: sqr ( n -- n*n ) DUP * ;
: deep ( n -- ) ?DUP IF 1- RECURSE EXIT THEN ['] on EXECUTE 3 sqr TRACE-OFF . ;
10 deep
\ --- want
\ DUP  <1> 3
\ *  <2> 3 3
\ 9  ok
\ stack: empty

\ ### tokens of primitives and a number that is no token, deep down
: deep ( x xt n -- ) ?DUP IF 1- RECURSE EXIT THEN EXECUTE ;
3 ' 1+ 10 deep .  3 ' NEGATE 12 deep .  3 12345 10 deep
\ A token call among the ops of an inlined word, not at its end: the ops
\ after it begin a block of their own inside the inlined word, which
\ pushes the frames of the calls only if it bails out.
\ --- want
\ 4 -3
\ error -257: invalid execution token: 12345
\ at input, line 2, column 52: deep
\ in: DEEP > DEEP > DEEP > DEEP > DEEP > DEEP > DEEP > DEEP > DEEP > DEEP > DEEP > EXECUTE
\ stack at the error: 3
\ stack: empty

\ ### an inner interpreter whose step fetches, executes and moves on [gforth]
VARIABLE acc
: t-inc ( -- ) 1 acc +! ;  : t-dbl ( -- ) acc @ 2* acc ! ;
CREATE prog ' t-inc , ' t-dbl , ' t-inc , 0 ,
: step ( a -- a' ) DUP @ EXECUTE CELL+ ;
: run ( a -- ) BEGIN DUP @ WHILE step REPEAT DROP ;
: t ( -- ) 1 acc !  5 0 DO prog run LOOP acc @ . ;
t
\ --- want
\ 125  ok
\ stack: empty

\ ### a word that executes a token twice, and one with IF after its token call [gforth]
: twice ( n xt -- n' ) DUP >R EXECUTE R> EXECUTE ;
: checked ( n xt -- n' f ) EXECUTE DUP 0< IF NEGATE -1 ELSE 0 THEN ;
: t ( -- ) 3 ['] 1+ twice .  3 ['] 2* twice .  5 ['] NEGATE checked . .  5 ['] 1+ checked . . ;
t
\ --- want
\ 5 12 -1 5 0 6  ok
\ stack: empty

\ ### an error inside the word a middle EXECUTE runs names the calls
: bad ( x -- y ) @ ;
: apply ( x xt -- y ) EXECUTE 1+ ;
: t 0 ['] bad apply ;
t
\ --- want
\ error -9: invalid memory address: 0
\ at input, line 4, column 1: t
\ in: T > APPLY > EXECUTE > BAD > @
\ stack at the error: empty
\ stack: empty

\ ### an error after a middle EXECUTE, in the inlined word's own ops
: apply ( x xt -- y ) EXECUTE @ ;
: t ( -- y ) 0 ['] 1- apply ;
t
\ --- want
\ error -9: invalid memory address: -1
\ at input, line 3, column 1: t
\ in: T > APPLY > @
\ stack at the error: empty
\ stack: empty

\ ### an error after a middle DEFER, two inlined words deep
DEFER op  ' 1- IS op
: inner ( x -- y ) op @ ;
: outer ( x -- y ) 2* inner ;
: t ( -- y ) 1 outer ;
t
\ --- want
\ error -9: invalid memory address: 1
\ at input, line 5, column 1: t
\ in: T > OUTER > INNER > @
\ stack at the error: empty
\ stack: empty

\ ### the step limit among middle EXECUTEs [steps=100]
: apply ( x xt -- y ) EXECUTE 1+ ;
: t ( -- ) 0 BEGIN ['] 2* apply AGAIN ;
t
\ --- want
\ error -258: limit exceeded: steps
\ at input, line 3, column 1: t
\ in: T > AGAIN
\ stack at the error: 8388607
\ stack: empty

\ ### a THROW inside a word run by a middle EXECUTE, caught by the caller's CATCH [gforth]
: fail ( -- ) 7 THROW ;
: ex ( xt -- n ) EXECUTE 1 ;
: try ( -- n ) ['] fail ex ;
: t ['] try CATCH . DEPTH . ;
t
\ --- want
\ 7 0  ok
\ stack: empty

\ ### a trace started by a word run by a middle EXECUTE shows the words called after it
ALSO DEBUG
: on TRACE-ON ;
: sq ( n -- n' ) DUP * ;
: ex ( n xt -- n' ) EXECUTE sq 1+ ;
: t 3 ['] on ex TRACE-OFF ;
t .
\ --- want
\ DUP  <1> 3
\ *  <2> 3 3
\ 10  ok
\ stack: empty

\ ### middle EXECUTEs too deep
VARIABLE 'r
: go ( -- ) 'r @ EXECUTE 1 DROP ;
: r ( -- ) go ;
' r 'r !
: t ( -- ) ['] r CATCH . DEPTH . ;
t
\ --- want
\ -5 0  ok
\ stack: empty

\ ### a DEFER holding a word with a token call among its ops, inlined behind its guard, then set to another [gforth]
: apply-inc ( n xt -- n' ) EXECUTE 1+ ;
: apply-dbl ( n xt -- n' ) EXECUTE 2* ;
DEFER apply  ' apply-inc IS apply
: t ( -- ) 0 10 0 DO I ['] NEGATE apply + LOOP .  ['] apply-dbl IS apply  0 10 0 DO I ['] NEGATE apply + LOOP . ;
t
\ --- want
\ -35 -90  ok
\ stack: empty

\ ### an error after the token call of a word a DEFER holds names the DEFER
: apply-fetch ( x xt -- y ) EXECUTE @ ;
DEFER apply  ' apply-fetch IS apply
: t ( -- y ) 1 ['] 1- apply ;
t
\ --- want
\ error -9: invalid memory address: 0
\ at input, line 4, column 1: t
\ in: T > APPLY > APPLY-FETCH > @
\ stack at the error: empty
\ stack: empty
