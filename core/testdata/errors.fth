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
\ error -14: interpreting a compile-only word: IF (IF works only inside a colon definition; outside one, [IF] [ELSE] [THEN] choose what to interpret)
\ at input, line 1, column 3: IF
\ stack at the error: 1
\ stack: empty

\ ### division by zero
1 0 /
\ --- want
\ error -10: division by zero
\ at input, line 1, column 5: /
\ in: /
\ stack at the error: empty
\ stack: empty

\ ### bad address
12345678 @
\ --- want
\ error -9: invalid memory address: 12345678
\ at input, line 1, column 10: @
\ in: @
\ stack at the error: empty
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
: main ( -- 5 n ) 5 1 0 / ;
  main
\ --- want
\ error -10: division by zero
\ at input, line 2, column 3: main
\ in: MAIN > /
\ stack at the error: 5
\ stack: empty

\ ### words running, outermost first
: step ( a b -- a/b ) / ;
: main 5 1 0 step ;
main
\ --- want
\ error -10: division by zero
\ at input, line 3, column 1: main
\ in: MAIN > STEP > /
\ stack at the error: 5
\ stack: empty

\ ### a line over 1024 characters
1 2
S" xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx" TYPE
\ --- want
\ error -18: parsed string overflow: input line too long (1039 characters, at most 1024; put long text in data or a file)
\ at input, line 2, column 1
\ stack at the error: 1 2
\ stack: empty

\ ### a line of 1024 characters is fine
S" yyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyy" TYPE
\ --- want
\ yyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyy ok
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
\ stack at the error: empty
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

\ ### a runaway push is reported
: grow BEGIN 1 AGAIN ; grow
\ --- want
\ error -3: stack overflow
\ at input, line 1, column 24: grow
\ in: GROW
\ stack at the error: ... (131040 more) 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1
\ stack: empty

\ ### a hundred thousand cells are fine
: many 100000 0 DO I LOOP ; many DEPTH .
\ --- want
\ 100000  ok
\ stack: ... (99968 more) 99968 99969 99970 99971 99972 99973 99974 99975 99976 99977 99978 99979 99980 99981 99982 99983 99984 99985 99986 99987 99988 99989 99990 99991 99992 99993 99994 99995 99996 99997 99998 99999

\ ### a runaway return stack is reported
: deeper BEGIN 1 >R AGAIN ; deeper
\ --- want
\ error -5: return stack overflow
\ at input, line 1, column 29: deeper
\ in: DEEPER > >R
\ stack at the error: empty
\ stack: empty

\ ### a runaway float stack is reported
: floats BEGIN 1e AGAIN ; floats
\ --- want
\ warning: FLOATS is redefined
\ error -44: floating-point stack overflow
\ at input, line 1, column 27: floats
\ in: FLOATS
\ stack at the error: empty
\ float stack at the error: ... (8160 more) 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1
\ stack: empty

\ ### deep recursion is reported
: down ( n -- ) 1+ RECURSE ; 0 down
\ --- want
\ error -5: return stack overflow: 10000 words running
\ at input, line 1, column 32: down
\ in: ... (9969 more) > DOWN > DOWN > DOWN > DOWN > DOWN > DOWN > DOWN > DOWN > DOWN > DOWN > DOWN > DOWN > DOWN > DOWN > DOWN > DOWN > DOWN > DOWN > DOWN > DOWN > DOWN > DOWN > DOWN > DOWN > DOWN > DOWN > DOWN > DOWN > DOWN > DOWN > DOWN > DOWN
\ stack at the error: 10000
\ stack: empty

\ ### recursion a few thousand deep is fine
: down ( n -- n ) DUP IF 1- RECURSE 1+ THEN ; 9000 down .
\ --- want
\ 9000  ok
\ stack: empty

\ ### the step limit ends an endless loop [steps=10000]
: spin BEGIN AGAIN ; spin
\ --- want
\ error -258: limit exceeded: steps
\ at input, line 1, column 22: spin
\ in: SPIN > AGAIN
\ stack at the error: empty
\ stack: empty

\ ### the step limit counts the words of system words and of loops [steps=100]
: t 1000 0 DO I DROP LOOP ; t
\ --- want
\ error -258: limit exceeded: steps
\ at input, line 1, column 29: t
\ in: T > LOOP
\ stack at the error: empty
\ stack: empty

\ ### the space limit [space=64K]
: t BEGIN WORDLIST DROP AGAIN ; t
\ --- want
\ error -258: limit exceeded: space (the session's definitions, names and kept strings took its 64K of space; forth_reset frees it all, a MARKER defined before gives back what the words after it took, and the server's --max-space option gives more)
\ at input, line 1, column 33: t
\ in: T > WORDLIST
\ stack at the error: empty
\ stack: empty

\ ### the space limit for definitions [space=64K]
: t BEGIN S" : x 1 2 3 4 5 6 7 8 9 10 ;" EVALUATE AGAIN ; t
\ --- want
\ warning: X is redefined
\ error -258: limit exceeded: space (the session's definitions, names and kept strings took its 64K of space; forth_reset frees it all, a MARKER defined before gives back what the words after it took, and the server's --max-space option gives more)
\ at evaluate, line 1, column 5: 1
\ in: T > EVALUATE
\ stack at the error: empty
\ stack: empty

\ ### an error in a definition of a definition names both
: outer S" : inner 1 0 / ; inner" EVALUATE ; outer
\ --- want
\ error -10: division by zero
\ at evaluate, line 1, column 17: inner
\ in: OUTER > EVALUATE > INNER > /
\ stack at the error: empty
\ stack: empty

\ ### the error position in a later call
1 2 +
\ --- next call
.
\ --- next call
.
\ --- want
\  ok
\ stack: 3
\ 3  ok
\ stack: empty
\ error -4: stack underflow
\ at input, line 1, column 1: .
\ in: .
\ stack at the error: empty
\ stack: empty

\ ### an undefined word deep inside names the words running
: a S" nosuchword" EVALUATE ; : b a ; : c b ; c
\ --- want
\ error -13: undefined word: NOSUCHWORD
\ at evaluate, line 1, column 1: nosuchword
\ in: C > B > A > EVALUATE
\ stack at the error: empty
\ stack: empty

\ ### an error after an evaluate is placed in the outer source
: t S" 1 2 +" EVALUATE 1 0 / ;      t
\ --- want
\ error -10: division by zero
\ at input, line 1, column 37: t
\ in: T > /
\ stack at the error: 3
\ stack: empty

\ ### an error after a caught error in evaluate is placed in the outer source
: t S" 1 2 xyz" ['] EVALUATE CATCH DROP 2DROP 1 0 / ;      t
\ --- want
\ error -10: division by zero
\ at input, line 1, column 60: t
\ in: T > /
\ stack at the error: empty
\ stack: empty

\ ### cells that the code under CATCH consumed come back as they were
: INNER 0= IF THROW THEN ; : OUTER 5 0 ['] INNER CATCH ; OUTER
\ --- want
\  ok
\ stack: 5 0 5

\ ### a word used twice in a definition: the error says which use
: STEP ( a b c -- n ) / SWAP / ;  0 2 1 STEP
\ --- want
\ error -10: division by zero
\ at input, line 1, column 41: STEP
\ in: STEP > / (the 2nd of 2 uses of / in STEP)
\ stack at the error: empty
\ stack: empty

\ ### a word that finds too few cells is -4 with the stack as it was
1 2 3 SEARCH
\ --- want
\ error -4: stack underflow
\ at input, line 1, column 7: SEARCH
\ in: SEARCH
\ stack at the error: 1 2 3
\ stack: empty

\ ### a word that pops before it finds too few still shows the stack
1 TYPE
\ --- want
\ error -4: stack underflow
\ at input, line 1, column 3: TYPE
\ in: TYPE
\ stack at the error: 1
\ stack: empty

\ ### columns count characters, not bytes
S" éé" 2DROP FOO
\ --- want
\ error -13: undefined word: FOO
\ at input, line 1, column 14: FOO
\ stack at the error: empty
\ stack: empty

\ ### nan and the infinities are spelled as F. prints them
0E0 0E0 F/ 1E0 0E0 F/ -1E0 0E0 F/ FDUP F.
\ --- want
\ -inf  ok
\ stack: empty
\ float stack: nan inf -inf

\ ### a word that pushes before it pops still shows the stack as it was
CFIELD: NAME
\ --- want
\ error -4: stack underflow
\ at input, line 1, column 1: CFIELD:
\ in: CFIELD:
\ stack at the error: empty
\ stack: empty

\ ### PICK counts the cells below its count: the count stays on the stack at the error
1 2 2 PICK
\ --- want
\ error -4: stack underflow
\ at input, line 1, column 7: PICK
\ in: PICK
\ stack at the error: 1 2 2
\ stack: empty

\ ### SET-ORDER with fewer word lists than its count
FORTH-WORDLIST 2 SET-ORDER
\ --- want
\ error -4: stack underflow
\ at input, line 1, column 18: SET-ORDER
\ in: SET-ORDER
\ stack at the error: 8589934592 2
\ stack: empty

\ ### a word of floats that finds one of two
1E0 F+
\ --- want
\ error -45: floating-point stack underflow
\ at input, line 1, column 5: F+
\ in: F+
\ stack at the error: empty
\ float stack at the error: 1
\ stack: empty

\ ### FPICK counts floats: the count stays on the data stack
1E0 1 FPICK
\ --- want
\ error -45: floating-point stack underflow
\ at input, line 1, column 7: FPICK
\ in: FPICK
\ stack at the error: 1
\ float stack at the error: 1
\ stack: empty

\ ### RESTORE-INPUT with fewer cells than its count
1 2 5 RESTORE-INPUT
\ --- want
\ error -4: stack underflow
\ at input, line 1, column 7: RESTORE-INPUT
\ in: RESTORE-INPUT
\ stack at the error: 1 2 5
\ stack: empty

\ ### a word whose effect starts with i*x still takes the cells after it
1 EVALUATE
\ --- want
\ error -4: stack underflow
\ at input, line 1, column 3: EVALUATE
\ in: EVALUATE
\ stack at the error: 1
\ stack: empty

\ ### TO of a VALUE in a definition without its value: the stack as TO found it
0 VALUE COUNTER  : RESET ( n -- ) TO COUNTER ;  RESET
\ --- want
\ error -4: stack underflow
\ at input, line 1, column 49: RESET
\ in: RESET > TO
\ stack at the error: empty
\ stack: empty

\ ### IS in a definition without its xt
DEFER GREET  : SET-GREET ( xt -- ) IS GREET ;  SET-GREET
\ --- want
\ error -4: stack underflow
\ at input, line 1, column 48: SET-GREET
\ in: SET-GREET > IS
\ stack at the error: empty
\ stack: empty
