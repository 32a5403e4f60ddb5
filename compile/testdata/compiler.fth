\ The compiler's words: definitions, literals, execution tokens, POSTPONE
\ and the words that build control structures for other words.

\ ### colon definitions and redefinition [gforth]
: two 2 ; : four two two + ; : two 3 ;
four . two .
\ --- want
\ warning: TWO is redefined; FOUR still uses the old TWO (define it again to use the new one)
\ 4 3  ok
\ stack: empty

\ ### a definition sees the older word of its own name [gforth]
: dup2 DUP DUP ; : dup2 dup2 DROP ;
5 dup2 . . DEPTH .
\ --- want
\ warning: DUP2 is redefined
\ 5 5 0  ok
\ stack: empty

\ ### :noname [gforth]
:NONAME 2 * ; 21 SWAP EXECUTE .
:NONAME ( n -- n ) DUP 0> IF 1- RECURSE THEN ; 5 SWAP EXECUTE .
\ --- want
\ 42 0  ok
\ stack: empty

\ ### [ ] and literal [gforth]
: four [ 2 2 + ] LITERAL ; four .
: state-in [ STATE @ ] LITERAL ; state-in .
\ --- want
\ 4 0  ok
\ stack: empty

\ ### ' ['] and execute [gforth]
' DUP 3 SWAP EXECUTE . .
: xt-of-plus ['] + ; 2 3 xt-of-plus EXECUTE .
\ --- want
\ 3 3 5  ok
\ stack: empty

\ ### compile, [gforth]
: compile-dup ['] DUP COMPILE, ; IMMEDIATE
: double compile-dup + ; 21 double .
\ --- want
\ 42  ok
\ stack: empty

\ ### immediate [gforth]
: now ." now " ; IMMEDIATE
: t now ." later " ;
t
\ --- want
\ now later  ok
\ stack: empty

\ ### postpone of an immediate word and of a normal word [gforth]
: my-if POSTPONE IF ; IMMEDIATE
: my-then POSTPONE THEN ; IMMEDIATE
: add-later POSTPONE + ; IMMEDIATE
: t my-if 1 2 add-later ELSE 0 my-then ;
-1 t . 0 t .
\ --- want
\ 3 0  ok
\ stack: empty

\ ### postpone of a word with its own compilation [gforth]
: my-s" POSTPONE S" ; IMMEDIATE
: greet my-s" hello" TYPE ;
greet
\ --- want
\ hello ok
\ stack: empty

\ ### [compile] compiles an immediate word, and a normal word as a call [gforth]
: my-then [COMPILE] THEN ; IMMEDIATE
: t IF 1 my-then ;
: d [COMPILE] DUP ;
-1 t . 5 d . .
\ --- want
\ 1 5 5  ok
\ stack: empty

\ ### [compile] of a word with its own compilation [gforth]
: my-s" [COMPILE] S" ; IMMEDIATE
: greet my-s" hi" TYPE ;
greet
\ --- want
\ hi ok
\ stack: empty

\ ### recurse [gforth]
: gcd ( a b -- g ) ?DUP IF TUCK MOD RECURSE THEN ;
48 18 gcd . 17 5 gcd .
\ --- want
\ 6 1  ok
\ stack: empty

\ ### exit leaves early [gforth]
: sign? ( n -- ) DUP 0< IF DROP ." negative" EXIT THEN 0= IF ." zero" EXIT THEN ." positive" ;
-3 sign? SPACE 0 sign? SPACE 3 sign?
\ --- want
\ negative zero positive ok
\ stack: empty

\ ### cs-pick: an immediate word that loops back [gforth]
: ?repeat 0 CS-PICK POSTPONE UNTIL ; IMMEDIATE
: t 0 BEGIN 1+ DUP 3 < 0= ?repeat DUP . DUP 5 = UNTIL DROP ;
t
\ --- want
\ 3 4 5  ok
\ stack: empty

\ ### cs-roll: a while of our own [gforth]
: my-while POSTPONE IF 1 CS-ROLL ; IMMEDIATE
: digits BEGIN DUP my-while DUP 10 MOD . 10 / REPEAT DROP ;
1234 digits
\ --- want
\ 4 3 2 1  ok
\ stack: empty

\ ### cs-pick and cs-roll between [ and ] [gforth]
: t 0 BEGIN DUP 3 < IF 1+ [ 1 CS-ROLL ] AGAIN THEN . ;
: u AHEAD [ 0 CS-PICK ] THEN ." x" THEN ." y" ;
t u
\ --- want
\ 3 y ok
\ stack: empty

\ ### ahead jumps over code [gforth]
: t 1 AHEAD 2 THEN 3 ;
t . . DEPTH .
\ --- want
\ 3 1 0  ok
\ stack: empty

\ ### +loop up and down [gforth]
: up 10 0 DO I . 3 +LOOP ;
: down 0 10 DO I . -3 +LOOP ;
: to-zero 0 5 DO I . -5 +LOOP ;
: big 5 0 DO I . 10 +LOOP ;
: neg -5 0 DO I . -2 +LOOP ;
up CR down CR to-zero CR big CR neg
\ --- want
\ 0 3 6 9
\ 10 7 4 1
\ 5 0
\ 0
\ 0 -2 -4  ok
\ stack: empty

\ ### +loop crossing the largest number [gforth]
: t -9223372036854775808 9223372036854775805 DO I . 1 +LOOP ;
t
\ --- want
\ 9223372036854775805 9223372036854775806 9223372036854775807  ok
\ stack: empty

\ ### loops nested with leave [gforth]
: t 3 0 DO 10 0 DO I 2 = IF LEAVE THEN I J + . LOOP LOOP ;
t
\ --- want
\ 0 1 1 2 2 3  ok
\ stack: empty

\ ### ?do with a leave inside [gforth]
: t ( n -- ) 0 ?DO I . I 2 = IF LEAVE THEN LOOP ." end" ;
0 t SPACE 10 t
\ --- want
\ end 0 1 2 end ok
\ stack: empty

\ ### case with no match drops the selector [gforth]
: t CASE 1 OF 10 ENDOF 2 OF 20 ENDOF DUP 100 * SWAP ENDCASE ;
1 t . 2 t . 3 t . DEPTH .
\ --- want
\ 10 20 300 0  ok
\ stack: empty

\ ### case inside a loop [gforth]
: kind ( n -- ) CASE 0 OF ." zero " ENDOF 1 OF ." one " ENDOF ." many " ENDCASE ;
: t 3 0 DO I kind LOOP ;
t
\ --- want
\ zero one many  ok
\ stack: empty

\ ### does> with several words [gforth]
: array ( n "name" -- ) CREATE CELLS ALLOT DOES> ( i -- addr ) SWAP CELLS + ;
5 array a
10 0 a ! 20 4 a ! 0 a @ . 4 a @ .
\ --- want
\ 10 20  ok
\ stack: empty

\ ### create without does> [gforth]
CREATE table 1 , 2 , 3 ,
table CELL+ @ . table 2 CELLS + @ .
\ --- want
\ 2 3  ok
\ stack: empty

\ ### a quotation sees nothing of its definition but runs in it
: t 3 0 DO I [: DUP * ;] EXECUTE . LOOP ;
t
\ --- want
\ 0 1 4  ok
\ stack: empty

\ ### interpreting a compile-only word
IF
\ --- want
\ error -14: interpreting a compile-only word: IF (IF works only inside a colon definition; outside one, [IF] [ELSE] [THEN] choose what to interpret)
\ at input, line 1, column 1: IF
\ stack at the error: empty
\ stack: empty

\ ### else without if
: t ELSE ;
\ --- want
\ error -22: control structure mismatch: ELSE needs an IF, AHEAD or WHILE open, but finds nothing open
\ at input, line 1, column 5: ELSE
\ in: ELSE
\ stack at the error: empty
\ stack: empty

\ ### then without if
: t 1 THEN ;
\ --- want
\ error -22: control structure mismatch: THEN needs an IF, AHEAD or WHILE open, but finds nothing open
\ at input, line 1, column 7: THEN
\ in: THEN
\ stack at the error: empty
\ stack: empty

\ ### repeat without while
: t BEGIN REPEAT ;
\ --- want
\ error -22: control structure mismatch: REPEAT needs an IF, AHEAD or WHILE open, but finds nothing open
\ at input, line 1, column 11: REPEAT
\ in: REPEAT
\ stack at the error: empty
\ stack: empty

\ ### until without begin
: t 1 UNTIL ;
\ --- want
\ error -22: control structure mismatch: UNTIL needs a BEGIN open, but finds nothing open
\ at input, line 1, column 7: UNTIL
\ in: UNTIL
\ stack at the error: empty
\ stack: empty

\ ### ; with a loop open
: t 10 0 DO I ;
\ --- want
\ error -22: control structure mismatch: a DO is not closed by LOOP or +LOOP
\ at input, line 1, column 15: ;
\ in: ;
\ stack at the error: empty
\ stack: empty

\ ### ; with a begin open
: t BEGIN 1 ;
\ --- want
\ error -22: control structure mismatch: a BEGIN is not closed by UNTIL, AGAIN or REPEAT
\ at input, line 1, column 13: ;
\ in: ;
\ stack at the error: empty
\ stack: empty

\ ### endof without of
: t CASE ENDOF ENDCASE ;
\ --- want
\ error -22: control structure mismatch: ENDOF needs an OF open, but finds a CASE
\ at input, line 1, column 10: ENDOF
\ in: ENDOF
\ stack at the error: empty
\ stack: empty

\ ### endcase with an of open
: t CASE 1 OF ENDCASE ;
\ --- want
\ error -22: control structure mismatch: ENDCASE needs a CASE open, but finds an OF
\ at input, line 1, column 15: ENDCASE
\ in: ENDCASE
\ stack at the error: empty
\ stack: empty

\ ### leave outside a loop
: t LEAVE ;
\ --- want
\ error -22: control structure mismatch: LEAVE is not inside a DO loop
\ at input, line 1, column 5: LEAVE
\ in: LEAVE
\ stack at the error: empty
\ stack: empty

\ ### a colon inside a definition is compiled like any word
: t : u ;
\ --- want
\ error -13: undefined word: U (did you mean !, #, '?)
\ at input, line 1, column 7: u
\ stack at the error: empty
\ stack: empty

\ ### ; outside a definition
;
\ --- want
\ error -14: interpreting a compile-only word: ; (; works only inside a colon definition)
\ at input, line 1, column 1: ;
\ stack at the error: empty
\ stack: empty

\ ### ;] without [:
: t ;] ;
\ --- want
\ error -22: control structure mismatch: ;] without [:
\ at input, line 1, column 5: ;]
\ in: ;]
\ stack at the error: empty
\ stack: empty

\ ### ; inside a quotation
: t [: 1 ; ;] ;
\ --- want
\ error -22: control structure mismatch: a quotation [: is open: end it with ;] first
\ at input, line 1, column 10: ;
\ in: ;
\ stack at the error: empty
\ stack: empty

\ ### i outside a loop at run time
: t I ; t
\ --- want
\ error -26: loop parameters unavailable: no DO loop is running
\ at input, line 1, column 9: t
\ in: T > I
\ stack at the error: empty
\ stack: empty

\ ### unloop outside a loop
: t UNLOOP ; t
\ --- want
\ error -26: loop parameters unavailable: no DO loop is running
\ at input, line 1, column 14: t
\ in: T > UNLOOP
\ stack at the error: empty
\ stack: empty

\ ### cs-pick of an item that is not there
: t [ 0 CS-PICK ] ;
\ --- want
\ error -22: control structure mismatch: the control-flow stack has no item 0
\ at input, line 1, column 9: CS-PICK
\ in: CS-PICK
\ stack at the error: empty
\ stack: empty

\ ### a failed definition leaves no trace
: t 1 ;
: t 2 nosuchword ;
t .
\ --- want
\ error -13: undefined word: NOSUCHWORD
\ at input, line 2, column 7: nosuchword
\ stack at the error: empty
\ stack: empty

\ ### compile, of something that is not an execution token
: t [ 12345 COMPILE, ] ;
\ --- want
\ error -257: invalid execution token: 12345
\ at input, line 1, column 13: COMPILE,
\ in: COMPILE,
\ stack at the error: empty
\ stack: empty

\ ### execute of something that is not an execution token
12345 EXECUTE
\ --- want
\ error -257: invalid execution token: 12345
\ at input, line 1, column 7: EXECUTE
\ in: EXECUTE
\ stack at the error: empty
\ stack: empty

\ ### ' of an undefined word
' nosuchword
\ --- want
\ error -13: undefined word: NOSUCHWORD
\ at input, line 1, column 1: '
\ in: '
\ stack at the error: empty
\ stack: empty

\ ### a name at the end of the line is missing
:
\ --- want
\ error -16: attempt to use zero-length string as a name: a name must follow on the same line
\ at input, line 1, column 1: :
\ in: :
\ stack at the error: empty
\ stack: empty

\ ### a name too long
: xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx ;
\ --- want
\ error -19: definition name too long: 258 characters, at most 255
\ at input, line 1, column 1: :
\ in: :
\ stack at the error: empty
\ stack: empty

\ ### immediate needs a definition of the session
IMMEDIATE
\ --- want
\ error -21: unsupported operation: IMMEDIATE needs a definition of this session, but the latest word is WORDS
\ at input, line 1, column 1: IMMEDIATE
\ in: IMMEDIATE
\ stack at the error: empty
\ stack: empty

\ ### name>compile of a word with its own compilation, many times [space=64K]
: t 0 DO [ ' S" ] LITERAL NAME>COMPILE 2DROP LOOP ;
2000 t
\ --- want
\  ok
\ stack: empty

\ ### a definition has at most 1024 locals
: declare ( n -- ) 0 DO S" x" (LOCAL) LOOP 0 0 (LOCAL) ;
: enough [ 1024 declare ] x ; : cells 1024 0 DO I LOOP ; cells enough . DEPTH .
: many [ 1025 declare ] ;
\ --- want
\ warning: CELLS is redefined
\ 1023 0
\ error -21: unsupported operation: a definition has at most 1024 locals
\ at input, line 3, column 15: declare
\ in: DECLARE > (LOCAL) (the 1st of 2 uses of (LOCAL) in DECLARE)
\ stack at the error: empty
\ stack: empty
