\ Errors: the code, the message, the position, the words running and the
\ stacks at the error; after an error the session goes on.

\ ### undefined word
1 2 FOO .
\ --- want
\ error -13: undefined word: FOO
\ at input, line 1, column 5: FOO
\ stack at the error: 1 2
\ stack: empty

\ ### undefined word in a definition
: sq DUPP * ;
\ --- want
\ error -13: undefined word: DUPP (did you mean DUMP, DUP?)
\ at input, line 1, column 6: DUPP
\ stack at the error: empty
\ stack: empty

\ ### stack underflow names the words
: add2 + ; 1 add2
\ --- want
\ error -4: stack underflow
\ at input, line 1, column 14: add2
\ in: ADD2 > +
\ stack at the error: 1
\ stack: empty

\ ### a word that eats too much
: f ( n -- ) DROP ; f
\ --- want
\ error -4: stack underflow
\ at input, line 1, column 21: f
\ in: F > DROP
\ stack at the error: empty
\ stack: empty

\ ### if outside a definition
1 IF 2 THEN
\ --- want
\ error -14: interpreting a compile-only word: IF
\ at input, line 1, column 3: IF
\ stack at the error: 1
\ stack: empty

\ ### division by zero
1 0 /
\ --- want
\ error -10: division by zero
\ at input, line 1, column 5: /
\ in: /
\ stack at the error: 1 0
\ stack: empty

\ ### bad address
12345678 @
\ --- want
\ error -9: invalid memory address: 12345678
\ at input, line 1, column 10: @
\ in: @
\ stack at the error: 12345678
\ stack: empty

\ ### error inside evaluate
S" 1 2 FOO" EVALUATE
\ --- want
\ error -13: undefined word: FOO
\ at evaluate, line 1, column 5: FOO
\ in: EVALUATE
\ stack at the error: 1 2
\ stack: empty

\ ### abort"
: chk 0= ABORT" zero" ; 0 chk
\ --- want
\ error -2: aborted: zero
\ at input, line 1, column 27: chk
\ in: CHK > (ABORT")
\ stack at the error: empty
\ stack: empty

\ ### catch
: t 1 0 / ; : u ['] t CATCH . ; u
\ --- want
\ -10  ok
\ stack: empty

\ ### error on the second line names it
: main ( -- ) 5 1 0 / ;
  main
\ --- want
\ error -10: division by zero
\ at input, line 2, column 3: main
\ in: MAIN > /
\ stack at the error: 5 1 0
\ stack: empty

\ ### words running, outermost first
: step ( a b -- ) / ;
: main 5 1 0 step ;
main
\ --- want
\ error -10: division by zero
\ at input, line 3, column 1: main
\ in: MAIN > STEP > /
\ stack at the error: 5 1 0
\ stack: empty

\ ### a line over 1024 characters
S" xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx" TYPE
\ --- want
\ xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx ok
\ stack: empty

\ ### output limit keeps the output up to the limit [output=10]
: p BEGIN 65 EMIT AGAIN ; p
\ --- want
\ AAAAAAAAAA
\ error -258: limit exceeded: output
\ at input, line 1, column 27: p
\ in: P > EMIT
\ stack at the error: empty
\ stack: empty

\ ### missing file
S" nofile.fth" INCLUDED
\ --- want
\ error -38: non-existent file: nofile.fth: no such file
\ at input, line 1, column 16: INCLUDED
\ in: INCLUDED
\ stack at the error: empty
\ stack: empty

\ ### the session goes on after an error
: ok1 1 ; 1 0 / ok1
\ --- want
\ error -10: division by zero
\ at input, line 1, column 15: /
\ in: /
\ stack at the error: 1 0
\ stack: empty

\ ### a vocabulary word without ALSO leaves a way back
TESTING ORDER FORTH ORDER 3 4 + .
\ --- want
\ TESTING  definitions: FORTH
\ FORTH  definitions: FORTH
\ 7  ok
\ stack: empty

\ ### without FORTH in the order, its words are a hint away
TESTING 1 2 +
\ --- want
\ error -13: undefined word: + (it is in the word list FORTH; ALSO FORTH finds it)
\ at input, line 1, column 13: +
\ stack at the error: 1 2
\ stack: empty

\ ### an empty search order finds nothing, not even the root words
: EMPTY-ORDER 0 SET-ORDER ;  EMPTY-ORDER ORDER
\ --- want
\ error -13: undefined word: ORDER (the search order is empty (0 SET-ORDER), so no word is found; only resetting the session brings FORTH back)
\ at input, line 1, column 42: ORDER
\ stack at the error: empty
\ stack: empty
