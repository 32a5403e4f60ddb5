\ Parsing, string literals and the words of the text interpreter.

\ ### comments [gforth]
1 ( a comment ) 2 + . \ the rest of the line
( a comment
  over lines ) 3 .
\ --- want
\ 3 3  ok
\ stack: empty

\ ### .( prints at once, even while compiling [gforth]
: t .( compiling ) 1 ; .( now ) t .
\ --- want
\ compiling now 1  ok
\ stack: empty

\ ### char and [char] [gforth]
CHAR A . CHAR abc . : t [CHAR] z ; t .
\ --- want
\ 65 97 122  ok
\ stack: empty

\ ### string literals [gforth]
S" hello" TYPE SPACE S" " . DROP : t S" compiled" ; t TYPE
: q C" counted" ; q COUNT TYPE q C@ .
: p ." printed" ; p
\ --- want
\ hello 0 compiledcounted7 printed ok
\ stack: empty

\ ### s\" escapes [gforth]
S\" a\tb\"c\\d\x41\n" TYPE
S\" \a\b\e\f\l\m\q\r\v\z" NIP .
\ --- want
\ a	b"c\dA
\ 11  ok
\ stack: empty

\ ### two interpreted strings live at once
S" first" S" second" TYPE SPACE TYPE
\ --- want
\ second first ok
\ stack: empty

\ ### sliteral [gforth]
: t [ S" made at compile time" ] SLITERAL ; t TYPE
\ --- want
\ made at compile time ok
\ stack: empty

\ ### parse and parse-name [gforth]
CHAR | PARSE abc|TYPE SPACE
PARSE-NAME   word   TYPE
: t PARSE-NAME ; t next TYPE
\ --- want
\ abc wordnext ok
\ stack: empty

\ ### parse-name at the end of the line gives nothing [gforth]
: t PARSE-NAME NIP ; t
.
\ --- want
\ 0  ok
\ stack: empty

\ ### word skips leading delimiters [gforth]
BL WORD    hello COUNT TYPE SPACE CHAR , WORD ,,a, COUNT TYPE
\ --- want
\ hello a ok
\ stack: empty

\ ### source and >in [gforth]
SOURCE NIP . >IN @ .
: rest ( -- c-addr u ) SOURCE >IN @ - SWAP >IN @ + SWAP  SOURCE NIP >IN ! ;
rest  the rest
TYPE
\ --- want
\ 20 19  the rest ok
\ stack: empty

\ ### >in can skip [gforth]
SOURCE NIP >IN ! 1 2 3 . . .
4 .
\ --- want
\ 4  ok
\ stack: empty

\ ### source-id
SOURCE-ID . S" SOURCE-ID" EVALUATE .
\ --- want
\ 0 -1  ok
\ stack: empty

\ ### evaluate [gforth]
S" 2 3 +" EVALUATE . S" : sq DUP * ;" EVALUATE 5 sq .
: t S" 10 20" EVALUATE + ; t .
\ --- want
\ 5 25 30  ok
\ stack: empty

\ ### evaluate nests and restores the input [gforth]
: inner S" 1 2 +" EVALUATE ; S" inner 10 *" EVALUATE . 7 .
\ --- want
\ 30 7  ok
\ stack: empty

\ ### refill reads the next line [gforth]
: skip-line REFILL DROP ; skip-line
1 .
2 .
\ --- want
\ 1 2  ok
\ stack: empty

\ ### refill in evaluate is false [gforth]
S" REFILL" EVALUATE .
\ --- want
\ 0  ok
\ stack: empty

\ ### save-input and restore-input [gforth]
VARIABLE first -1 first !
1 SAVE-INPUT first @ [IF] 0 first ! RESTORE-INPUT 99 [ELSE] 2 [THEN] . . .
\ --- want
\ 2 0 1  ok
\ stack: empty

\ ### restore-input of another source fails
: t SAVE-INPUT ; t S" RESTORE-INPUT" EVALUATE .
\ --- want
\ -1  ok
\ stack: empty

\ ### state [gforth]
STATE @ . : t [ STATE @ ] LITERAL ; t . : u STATE @ ; IMMEDIATE : v u LITERAL ; v 0<> .
\ --- want
\ 0 0 -1  ok
\ stack: empty

\ ### find [gforth]
: name>flag ( c-addr -- n ) FIND NIP ;
: t C" DUP" name>flag . C" IF" name>flag . C" nosuchword" name>flag . C" DUP" FIND DROP ['] DUP = . ;
t
\ --- want
\ -1 1 0 -1  ok
\ stack: empty

\ ### find of a word with its own compilation depends on the state
: counted ( c-addr u -- c-addr2 ) DUP PAD C! PAD 1+ SWAP MOVE PAD ;
: find-while-compiling ( c-addr -- xt n ) FIND ; IMMEDIATE
S\" S\"" counted FIND NIP .
: t [ S\" S\"" counted ] find-while-compiling [ . EXECUTE compiled" ] TYPE ;
t
\ --- want
\ -1 1 compiled ok
\ stack: empty

\ ### an interpreted counted string
C" counted" COUNT TYPE
\ --- want
\ counted ok
\ stack: empty

\ ### quit stops the call and keeps the data stack
1 2 QUIT 3 4
\ --- want
\  ok
\ stack: 1 2

\ ### quit inside a definition
: t 5 QUIT 6 ; t 7
\ --- want
\  ok
\ stack: 5

\ ### bye ends the call
1 BYE 2
\ --- want
\  ok
\ stack: 1

\ ### an unclosed string takes the rest of the line
S" open TYPE
\ --- want
\  ok
\ stack: 1048560 9

\ ### an unclosed comment takes the rest of the line
1 ( open
2 .
\ --- want
\  ok
\ stack: 1

\ ### s\" with a bad hex escape
S\" \xZZ"
\ --- want
\ error -24: invalid numeric argument: \x must be followed by two hex digits
\ at input, line 1, column 1: S\"
\ in: S\"
\ stack at the error: empty
\ stack: empty

\ ### a counted string is at most 255 characters
: t C" xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx" ;
\ --- want
\ error -18: parsed string overflow: a counted string holds at most 255 characters
\ at input, line 1, column 5: C"
\ stack at the error: empty
\ stack: empty

\ ### word of a name over 255 characters
: t BL WORD ; S" t xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx" EVALUATE
\ --- want
\ error -18: parsed string overflow: WORD parsed 264 characters, at most 255
\ at evaluate, line 1, column 1: t
\ in: EVALUATE > T > WORD
\ stack at the error: empty
\ stack: empty

\ ### char at the end of the line
CHAR
\ --- want
\ error -16: attempt to use zero-length string as a name: CHAR needs a character after it on the same line
\ at input, line 1, column 1: CHAR
\ in: CHAR
\ stack at the error: empty
\ stack: empty

\ ### the position of an error inside a multi-line evaluate
S\" 1 2\n  3 nosuchword" EVALUATE
\ --- want
\ error -13: undefined word: NOSUCHWORD
\ at evaluate, line 2, column 5: nosuchword
\ in: EVALUATE
\ stack at the error: 1 2 3
\ stack: empty

\ ### an error in evaluate inside a definition names both
: run S" 1 0 /" EVALUATE ; : main run ; main
\ --- want
\ error -10: division by zero
\ at evaluate, line 1, column 5: /
\ in: MAIN > RUN > EVALUATE > /
\ stack at the error: empty
\ stack: empty

\ ### >in before the start of the buffer is taken as its start
: t -5 >IN ! ['] S\" EXECUTE ; t TYPE
\ --- want
\  ok
\ stack: 1048536 36

\ ### >in far outside the buffer
: t -100000000000 >IN ! ['] \ EXECUTE ; t
.( next line)
\ --- want
\ next line ok
\ stack: empty

\ ### ." prints at once when interpreted [gforth]
." now " : t ." later " ; t
\ --- want
\ now later  ok
\ stack: empty

\ ### an interpreted string is kept for good [gforth]
S" Ada Lovelace" 2CONSTANT NAME
S" one" 2DROP S" two" 2DROP S" three" 2DROP S" four" 2DROP S" five" 2DROP
S\" six\n" 2DROP S" seven" 2DROP S" eight" 2DROP S" nine" 2DROP S" ten" 2DROP
NAME TYPE
\ --- want
\ Ada Lovelace ok
\ stack: empty

\ ### an interpreted string stays for later calls
S" kept" 2CONSTANT KEPT
\ --- next call
S" other" 2DROP S\" more\n" 2DROP  KEPT TYPE
\ --- want
\  ok
\ stack: empty
\ kept ok
\ stack: empty

\ ### an interpreted string is not ALLOCATEd memory: FREE refuses it
S" text" DROP FREE .
\ --- want
\ -60  ok
\ stack: empty

\ ### interpreted strings count against the space limit [space=64K]
: KEEP 3000 0 DO S\" S\" 0123456789abcdef0123456789abcdef\" 2DROP" EVALUATE LOOP ;  KEEP
\ --- want
\ error -258: limit exceeded: space (the session's definitions, names and kept strings took its 64K of space; forth_reset frees it all, a MARKER defined before gives back what the words after it took, and the server's --max-space option gives more)
\ at evaluate, line 1, column 1: S"
\ in: KEEP > EVALUATE > S"
\ stack at the error: empty
\ stack: empty
