\ Defining words: CREATE VARIABLE CONSTANT VALUE DEFER BUFFER: MARKER
\ SYNONYM, and the words that work on what they define.

\ ### variable constant value [gforth]
VARIABLE v v @ . 5 v ! v @ .
42 CONSTANT answer answer .
10 VALUE limit limit . 20 TO limit limit .
: set-limit ( n -- ) TO limit ; 30 set-limit limit .
\ --- want
\ 0 5 42 10 20 30  ok
\ stack: empty

\ ### +to
5 VALUE v 7 +TO v v . : t 3 +TO v ; t v .
\ --- want
\ 12 15  ok
\ stack: empty

\ ### create and >body [gforth]
CREATE x 7 , ' x >BODY @ . x ' x >BODY = .
VARIABLE y ' y >BODY y = .
\ --- want
\ 7 -1 -1  ok
\ stack: empty

\ ### defer is action-of defer@ defer! [gforth]
DEFER greet
:NONAME ." hi " ; IS greet greet
' greet DEFER@ EXECUTE
:NONAME ." hello " ; ' greet DEFER! greet
: t ACTION-OF greet ; t EXECUTE
: set ( xt -- ) IS greet ; ' CR set ACTION-OF greet ' CR = .
\ --- want
\ hi hi hello hello -1  ok
\ stack: empty

\ ### buffer:
100 BUFFER: buf buf 100 ERASE 7 buf 99 + C! buf 99 + C@ . buf ALIGNED buf = .
\ --- want
\ 7 -1  ok
\ stack: empty

\ ### marker forgets what came after it
: keep 1 ;
MARKER forget-me
: gone 2 ; VARIABLE gone-too
forget-me
keep . S" gone" ' EVALUATE CATCH . 2DROP
\ --- want
\ 1 -13  ok
\ stack: empty

\ ### marker gives the data space back
HERE MARKER m 100 ALLOT m HERE = .
\ --- want
\ -1  ok
\ stack: empty

\ ### marker puts the search order back
MARKER m GET-ORDER WORDLIST SWAP 1+ SET-ORDER GET-ORDER . 2DROP m GET-ORDER . DROP
\ --- want
\ 2 1  ok
\ stack: empty

\ ### marker shows an older word of the same name again
: w 1 ; MARKER m : w 2 ; m w .
\ --- want
\ warning: W is redefined
\ 1  ok
\ stack: empty

\ ### synonym
SYNONYM plus + 2 3 plus .
SYNONYM my-if IF : t my-if 1 ELSE 2 THEN ; 0 t . -1 t .
\ --- want
\ 5 2 1  ok
\ stack: empty

\ ### synonym of a value and a defer
5 VALUE v SYNONYM w v 7 TO w v .
DEFER d SYNONYM e d ' DUP IS e 3 d . .
\ --- want
\ 7 3 3  ok
\ stack: empty

\ ### to of something that is not a value
VARIABLE v 5 TO v
\ --- want
\ error -32: invalid name argument: V is not a VALUE or a local
\ at input, line 1, column 14: TO
\ in: TO
\ stack at the error: 5
\ stack: empty

\ ### is of something that is not a defer
: notdefer ; ' DUP IS notdefer
\ --- want
\ error -32: invalid name argument: NOTDEFER is not a DEFER
\ at input, line 1, column 20: IS
\ in: IS
\ stack at the error: 4294967296
\ stack: empty

\ ### a defer without an action
DEFER d d
\ --- want
\ error -21: unsupported operation: D is a DEFER without an action: set one with IS
\ at input, line 1, column 9: d
\ in: D
\ stack at the error: empty
\ stack: empty

\ ### >body of a primitive
' DUP >BODY
\ --- want
\ error -31: >BODY used on non-CREATEd definition: DUP
\ at input, line 1, column 7: >BODY
\ in: >BODY
\ stack at the error: empty
\ stack: empty

\ ### constant needs a value
CONSTANT c
\ --- want
\ error -4: stack underflow
\ at input, line 1, column 1: CONSTANT
\ in: CONSTANT
\ stack at the error: empty
\ stack: empty

\ ### create needs a name
CREATE
\ --- want
\ error -16: attempt to use zero-length string as a name: a name must follow on the same line
\ at input, line 1, column 1: CREATE
\ in: CREATE
\ stack at the error: empty
\ stack: empty

\ ### a name of its own in the definition
: t ; VARIABLE t 5 t ! t @ .
\ --- want
\ warning: T is redefined
\ 5  ok
\ stack: empty

\ ### buffer: of a negative size
-100 BUFFER: b
\ --- want
\ error -8: dictionary overflow: BUFFER: of -100 bytes
\ at input, line 1, column 6: BUFFER:
\ in: BUFFER:
\ stack at the error: empty
\ stack: empty

\ ### marker gives back the space its words took [space=64K]
: MANY 300 0 DO S" : W 1 ;" EVALUATE LOOP ;
: CYCLE S" MARKER CLEAN" EVALUATE  MANY  S" CLEAN" EVALUATE ;
: CYCLES 20 0 DO CYCLE LOOP ;  CYCLES  : AFTER 42 ;  AFTER .
\ --- want
\ warning: W is redefined
\ 42  ok
\ stack: empty

\ ### marker removes the word lists made after it
MARKER CLEAN  VOCABULARY TOOLBOX  ALSO TOOLBOX DEFINITIONS : HAMMER 1 ;  CLEAN
S" TOOLBOX" FORTH-WORDLIST SEARCH-WORDLIST .
\ --- want
\ 0  ok
\ stack: empty
