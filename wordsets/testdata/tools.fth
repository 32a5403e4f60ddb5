\ Programming tools: looking at the stack, memory and words, conditional
\ compilation, and the words that treat names as values.

\ ### .s and ? [gforth]
1 -2 3 .S 2DROP DROP VARIABLE v 42 v ! v ?
\ --- want
\ <3> 1 -2 3 42  ok
\ stack: empty

\ ### dump
65 PAD C! 66 PAD 1+ C! 0 PAD 2 + C! 255 PAD 3 + C! 10 PAD 4 + C! PAD 5 DUMP
\ --- want
\ 1500: 41 42 00 FF 0A                                   AB...
\  ok
\ stack: empty

\ ### dump of nothing and of memory outside
PAD 0 DUMP 0 16 DUMP
\ --- want
\ error -9: invalid memory address: 0
\ at input, line 1, column 17: DUMP
\ in: DUMP
\ stack at the error: empty
\ stack: empty

\ ### words lists the first word list, latest first
WORDLIST CONSTANT wl wl SET-CURRENT : alpha ; : beta ; : gamma ; FORTH-WORDLIST SET-CURRENT
GET-ORDER wl SWAP 1+ SET-ORDER WORDS
\ --- want
\ GAMMA BETA ALPHA
\  ok
\ stack: empty

\ ### see of a colon definition shows it as it was written
: sq ( n -- n*n )
  DUP * ;
: now ." now" ; IMMEDIATE
SEE sq SEE now
\ --- want
\ : sq ( n -- n*n )
\   DUP * ;
\ : now ." now" ; IMMEDIATE
\  ok
\ stack: empty

\ ### see of other words
5 CONSTANT five VARIABLE v 3 VALUE val DEFER d CREATE c 1 ,
: k CREATE , DOES> @ ; 7 k seven
SEE five SEE v SEE val SEE d ' five IS d SEE d SEE c SEE seven SEE DUP SEE IF
\ --- want
\ FIVE is a constant. Its value is 5.
\ V is a variable. It is at 55552 and holds 0.
\ VAL is a value. Its value is 3.
\ D is a deferred word. It has no action yet: IS gives it one.
\ D is a deferred word. It runs FIVE.
\ C is a word made by CREATE. Its data field is at 55576.
\ SEVEN is a word made by K (CREATE ... DOES>). Its data field is at 55584.
\ DUP is a primitive written in Go ( x -- x x ): Copy the top cell.
\ IF is a primitive written in Go ( flag -- ): Run the code up to ELSE or THEN only if flag is true (not zero). It is immediate.
\  ok
\ stack: empty

\ ### see of a definition made by evaluate
S" : ev 1 2 + ;" EVALUATE SEE ev
\ --- want
\ : ev 1 2 + ;
\  ok
\ stack: empty

\ ### see of an undefined word
SEE nosuchword
\ --- want
\ error -13: undefined word: NOSUCHWORD
\ at input, line 1, column 1: SEE
\ in: SEE
\ stack at the error: empty
\ stack: empty

\ ### [if] [else] [then] [gforth]
1 [IF] .( yes ) [ELSE] .( no ) [THEN]
0 [IF] .( yes ) [ELSE] .( no ) [THEN]
0 [IF] .( skipped [IF] nested [THEN] ) [ELSE] .( inner ) [THEN]
1 [IF] 1 [IF] .( both ) [THEN] [THEN]
\ --- want
\ yes no inner both  ok
\ stack: empty

\ ### [if] over several lines [gforth]
0 [IF]
  this is not interpreted
[ELSE]
  .( else part )
[THEN] .( after )
\ --- want
\ else part after  ok
\ stack: empty

\ ### [if] is case-insensitive and works in definitions [gforth]
: t [ 0 ] [if] 1 [else] 2 [then] ; t .
\ --- want
\ 2  ok
\ stack: empty

\ ### [defined] [undefined] [gforth]
[DEFINED] DUP . [DEFINED] nosuchword . [UNDEFINED] DUP . [UNDEFINED] nosuchword .
\ --- want
\ -1 0 0 -1  ok
\ stack: empty

\ ### an [if] left open at the end
0 [IF] 1 2 3
\ --- want
\  ok
\ stack: empty

\ ### name>string name>interpret name>compile
' DUP NAME>STRING TYPE SPACE
' DUP NAME>INTERPRET ' DUP = . ' IF NAME>INTERPRET . ' >R NAME>INTERPRET .
' DUP NAME>COMPILE ' COMPILE, = . ' DUP = .
' IF NAME>COMPILE ' EXECUTE = . ' IF = .
\ --- want
\ DUP -1 0 0 -1 -1 -1 -1  ok
\ stack: empty

\ ### name>compile compiles
: t [ ' DUP NAME>COMPILE EXECUTE ] ; 5 t . .
: u [ ' 0= NAME>COMPILE EXECUTE ] ; 0 u .
\ --- want
\ 5 5 -1  ok
\ stack: empty

\ ### traverse-wordlist
WORDLIST CONSTANT wl  wl SET-CURRENT : a ; : b ; : c ; FORTH-WORDLIST SET-CURRENT
: show ( nt -- flag ) NAME>STRING TYPE SPACE TRUE ;
: first-two ( n nt -- n' flag ) NAME>STRING TYPE SPACE 1+ DUP 2 < ;
' show wl TRAVERSE-WORDLIST 0 ' first-two wl TRAVERSE-WORDLIST .
\ --- want
\ C B A C B 2  ok
\ stack: empty

\ ### environment? [gforth]
S" MAX-N" ENVIRONMENT? . . S" ADDRESS-UNIT-BITS" ENVIRONMENT? . .
S" FLOORED" ENVIRONMENT? . . S" NO-SUCH-QUERY" ENVIRONMENT? .
\ --- want
\ -1 9223372036854775807 -1 8 -1 -1 0  ok
\ stack: empty

\ ### environment? of the sizes
S" /COUNTED-STRING" ENVIRONMENT? . . S" MAX-CHAR" ENVIRONMENT? . . S" MAX-U" ENVIRONMENT? . .
S" CORE" ENVIRONMENT? . . S" SEARCH-ORDER" ENVIRONMENT? . . S" WORDLISTS" ENVIRONMENT? . .
\ --- want
\ -1 255 -1 255 -1 -1 -1 -1 -1 -1 -1 16  ok
\ stack: empty

\ ### see of a definition made over several calls
: sum3 ( a b c -- n )
\ --- next call
  + +
\ --- next call
  ; 1 2 3 sum3 .
\ --- next call
SEE sum3
\ --- want
\  compiled (the definition of SUM3, opened at input, line 1, column 1, is still open; ; ends it)
\ stack: empty
\  compiled (the definition of SUM3, opened at input, line 1, column 1 of an earlier call, is still open; ; ends it)
\ stack: empty
\ 6  ok
\ stack: empty
\ : sum3 ( a b c -- n )
\   + +
\   ;
\  ok
\ stack: empty
