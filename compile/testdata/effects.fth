\ Stack-effect checking: a definition whose body contradicts its stack
\ comment compiles, with a warning; right and undecidable ones have none.

\ ### a body that leaves more than its comment says
: square ( n -- n*n ) DUP DUP * ;
3 square . .
\ --- want
\ warning: SQUARE ( n -- n*n ) takes 1 cell and leaves 2; its comment says it leaves 1
\ 9 3  ok
\ stack: empty

\ ### a body that takes more than its comment says
: add3 ( a b -- sum ) + + ;
\ --- want
\ warning: ADD3 ( a b -- sum ) takes 3 cells and leaves 1; its comment says it takes 2
\  ok
\ stack: empty

\ ### a comment may name cells the body passes through
: shorten ( c-addr u -- c-addr u' ) 1- ;
: 2swap' ( d1 d2 -- d2 d1 ) 2SWAP ;
: ud+ ( ud1 ud2 -- ud3 ) D+ ;
: rot3 ( a b c -- b c a ) ROT ;
\ --- want
\  ok
\ stack: empty

\ ### branches that leave different counts
: clip ( n -- m ) DUP 0< IF DROP ELSE 1+ THEN ;
: half ( n -- m ) DUP 1 AND IF 2/ THEN ;
: pos ( n -- n ) DUP 0> IF EXIT THEN 1+ ;
\ --- want
\ warning: CLIP: the ELSE ... THEN branch leaves 1 cell more than the IF ... ELSE branch
\  ok
\ stack: empty

\ ### EXIT that leaves other counts than the end
: pos ( n -- n ) DUP 0> IF DUP EXIT THEN DROP ;
\ --- want
\ warning: POS: the end of the definition leaves 2 cells fewer than EXIT
\  ok
\ stack: empty

\ ### loops that grow or shrink the stack each turn
: ones ( n -- ) 0 DO 1 LOOP ;
: eat ( n -- ) BEGIN DROP DUP 0= UNTIL ;
: digits ( n -- ) BEGIN DUP WHILE DUP 10 MOD SWAP 10 / REPEAT DROP ;
: sum ( n -- sum ) 0 SWAP 0 ?DO I + LOOP ;
: evens ( n -- ) 0 ?DO I . 2 +LOOP ;
\ --- want
\ warning: ONES: each turn of its DO ... LOOP loop leaves 1 cell more on the stack
\ warning: EAT: each turn of its BEGIN ... UNTIL loop takes 1 cell more from the stack
\ warning: DIGITS: each turn of its BEGIN ... WHILE ... REPEAT loop leaves 1 cell more on the stack
\  ok
\ stack: empty

\ ### CASE branches
: name ( n -- ) CASE 1 OF ." one" ENDOF 2 OF ." two" 0 ENDOF ." many" ENDCASE ;
: name2 ( n -- c-addr u ) CASE 1 OF S" one" ENDOF 2 OF S" two" ENDOF >R S" many" R> ENDCASE ;
\ --- want
\ warning: NAME: the 2nd OF ... ENDOF branch leaves 1 cell more than the 1st OF ... ENDOF branch
\  ok
\ stack: empty

\ ### the return stack: >R without R>, and EXIT inside DO without UNLOOP
: keep ( n -- ) >R ;
: keep2 >R R@ R> 2DROP ;
: keep3 >R DUP IF R> EXIT THEN ;
: find5 ( n -- flag ) 0 DO I 5 = IF TRUE EXIT THEN LOOP FALSE ;
: find5' ( n -- flag ) 0 DO I 5 = IF UNLOOP TRUE EXIT THEN LOOP FALSE ;
: both ( a b -- b a ) >R >R 2R> ;
\ --- want
\ warning: KEEP: the end of the definition leaves 1 cell on the return stack (a >R without its R>)
\ warning: KEEP3: the end of the definition leaves 1 cell on the return stack (a >R without its R>)
\ warning: FIND5: EXIT inside a DO loop needs UNLOOP first (once for each loop)
\  ok
\ stack: empty

\ ### locals declare outputs too
: hyp2 {: a b -- c :} a a * b b * + ;
: hyp3 {: a b -- c :} a a * b b * ;
: lt {: a b | t -- :} a b < ;
\ --- want
\ warning: HYP3 {: a b -- c :} takes 2 cells and leaves 2; its comment says it leaves 1
\  ok
\ stack: empty

\ ### floats, with an F: part
: fsq ( F: r -- r*r ) FDUP F* ;
: fsq2 ( F: r -- r*r ) FDUP FDUP F* ;
: f>n ( -- n ) ( F: r -- ) F>S ;
: flt ( r -- n ) F>S ;
\ --- want
\ warning: FSQ2 ( F: r -- r*r ) takes 1 float and leaves 2 floats; its comment says it leaves 1 float
\  ok
\ stack: empty

\ ### a stack comment of two groups, the float stack's first; a second
\ group of the data stack is a remark, not part of it
: bits ( F: r -- ) ( -- n ) PAD F! PAD @ ;
: bits2 ( F: r -- ) ( -- n n ) PAD F! PAD @ ;
: show ( n -- ) ( prints n ) . ;
: twice ( n -- n ) ( x -- y ) . ;
\ --- want
\ warning: BITS2 ( F: r -- ) ( -- n n ) takes 1 float and leaves 1 cell; its comment says it leaves 2 cells
\ warning: TWICE ( n -- n ) takes 1 cell and leaves 0; its comment says it leaves 1
\  ok
\ stack: empty

\ ### a name the notation reads as a double-cell number is said to be one
: sum3 ( a b c -- d ) + + ;
\ --- want
\ warning: SUM3 ( a b c -- d ) takes 3 cells and leaves 1; its comment says it leaves 2 (d names a double-cell number, two cells)
\  ok
\ stack: empty

\ ### CATCH and THROW, EXECUTE of a known word
: checked ( n -- n ) DUP 0< IF -24 THROW THEN ;
: try ( n -- n code ) ['] checked CATCH ;
: run ( n -- n n ) ['] checked EXECUTE DUP ;
: bad-run ( n -- ) ['] checked EXECUTE DUP ;
: neg ( n -- ) 0< ABORT" negative" ;
: stop ( -- n ) 1 ABORT ;
\ --- want
\ warning: BAD-RUN ( n -- ) takes 1 cell and leaves 2; its comment says it leaves 0
\  ok
\ stack: empty

\ ### the session's words: inferred, or declared where inference gives up
: inc 1+ ;
: twice ( n -- n' ) inc inc ;
: twice' ( n -- ) inc inc ;
: maybe ( x -- x ) ?DUP IF THEN ;
: use-maybe ( x -- ) maybe DROP ;
: use-maybe' ( x -- x x ) maybe ;
\ --- want
\ warning: TWICE' ( n -- ) takes 1 cell and leaves 1; its comment says it leaves 0
\ warning: USE-MAYBE' ( x -- x x ) takes 1 cell and leaves 1; its comment says it leaves 2
\  ok
\ stack: empty

\ ### a word whose alternatives leave as many counts as fixed
: look ( c-addr -- xt flag ) FIND ;
: look' ( c-addr -- xt ) FIND ;
\ --- want
\ warning: LOOK' ( c-addr -- xt ) takes 1 cell and leaves 2; its comment says it leaves 1
\  ok
\ stack: empty

\ ### recursion checks against the comment
: fact ( n -- n! ) DUP 2 < IF DROP 1 ELSE DUP 1- RECURSE * THEN ;
: fact' ( n -- n! ) DUP 2 < IF DROP 1 ELSE DUP 1- RECURSE THEN ;
5 fact .
\ --- want
\ warning: FACT': the ELSE ... THEN branch leaves 1 cell more than the IF ... ELSE branch
\ 120  ok
\ stack: empty

\ ### :NONAME and a quotation
:NONAME ( a -- b c ) 1+ ; DROP
:NONAME ( a -- b ) 1+ ; DROP
: q ( -- n ) 5 [: DUP * ;] EXECUTE ;
\ --- want
\ warning: :NONAME ( a -- b c ) takes 1 cell and leaves 1; its comment says it leaves 2
\  ok
\ stack: empty

\ ### undecidable definitions say nothing
: v1 ( x -- x ) ?DUP DROP ;
: v2 ( -- n ) DEPTH ;
: v3 ( xt -- ) EXECUTE ;
: v4 ( n -- x ) PICK ;
: v5 ( -- ) S" 1 2" EVALUATE ;
: v6 ( -- ) ' DROP ;
: v7 ( -- ) BL WORD DROP ;
: v8 ( n -- ) CREATE , DOES> @ ;
: v9 ( x -- x x ) 0 PICK ;
: v10 ( a b c -- b c a ) 2 ROLL ;
: v11 ( n -- ) R> DROP ;
: v12 ( -- ) POSTPONE IF ; IMMEDIATE
: v13 ( xt -- code ) CATCH ;
\ --- want
\  ok
\ stack: empty

\ ### a definition without a comment gets no warning for its counts
: grows DUP ;
: either DUP IF DUP THEN ;
\ --- want
\  ok
\ stack: empty
