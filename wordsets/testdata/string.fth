\ The String word set.

\ ### compare [gforth]
S" abc" S" abc" COMPARE . S" abc" S" abd" COMPARE . S" abd" S" abc" COMPARE .
S" ab" S" abc" COMPARE . S" abc" S" ab" COMPARE . S" " S" " COMPARE . S" a" S" B" COMPARE .
HERE 0 C, 1 HERE 255 C, 1 COMPARE .
\ --- want
\ 0 -1 1 -1 1 0 1 -1  ok
\ stack: empty

\ ### search [gforth]
: SHOW ( c-addr u flag -- ) . TYPE SPACE ;
S" hello world" S" wor" SEARCH SHOW  S" hello world" S" xyz" SEARCH SHOW
S" hello" S" " SEARCH SHOW  S" hello" S" hello!" SEARCH SHOW  S" abab" S" ab" SEARCH SHOW
\ --- want
\ -1 world 0 hello world -1 hello 0 hello -1 abab  ok
\ stack: empty

\ ### /string -trailing blank [gforth]
S" forth" 2 /STRING TYPE SPACE  S" forth" 2 /STRING -1 /STRING TYPE SPACE
S" hi   " -TRAILING TYPE CHAR | EMIT  S"    " -TRAILING . DROP
PAD 5 CHAR x FILL PAD 1+ 3 BLANK PAD 5 TYPE CHAR | EMIT
\ --- want
\ rth orth hi|0 x   x| ok
\ stack: empty

\ ### cmove and cmove> copy one character at a time [gforth]
S" abcdef" PAD SWAP MOVE  PAD PAD 1+ 4 CMOVE  PAD 6 TYPE SPACE
S" abcdef" PAD SWAP MOVE  PAD 1+ PAD 4 CMOVE>  PAD 6 TYPE SPACE
S" abcdef" PAD SWAP MOVE  PAD 2 + PAD 3 CMOVE  PAD 6 TYPE
\ --- want
\ aaaaaf eeeeef cdedef ok
\ stack: empty

\ ### cmove of a bad address
S" abc" 16 SWAP CMOVE
\ --- want
\ error -9: invalid memory address: 16
\ at input, line 1, column 17: CMOVE
\ in: CMOVE
\ stack at the error: empty
\ stack: empty

\ ### replaces and substitute
S" World" S" who" REPLACES  S" 42" S" n" REPLACES
S" Hello, %who%! n=%n% (100%%) %none% 50%" PAD 80 SUBSTITUTE . TYPE
\ --- want
\ 2 Hello, World! n=42 (100%) %none% 50% ok
\ stack: empty

\ ### substitute is one pass and case does not matter
S" %x%" S" x" REPLACES  S" %X% %x%%" PAD 80 SUBSTITUTE . TYPE
\ --- want
\ 2 %x% %x%% ok
\ stack: empty

\ ### substitute that does not fit is ior -78
S" abc" S" x" REPLACES  S" %x%%x%" PAD 5 SUBSTITUTE . . DROP
\ --- want
\ -78 0  ok
\ stack: empty

\ ### unescape doubles the percent signs
S" 100% %x%" PAD UNESCAPE 2DUP TYPE SPACE PAD 100 + 80 SUBSTITUTE . TYPE
\ --- want
\ 100%% %%x%% 0 100% %x% ok
\ stack: empty

\ ### replaces needs a name
S" text" S" " REPLACES
\ --- want
\ error -16: attempt to use zero-length string as a name: REPLACES needs a name for the substitution
\ at input, line 1, column 15: REPLACES
\ in: REPLACES
\ stack at the error: empty
\ stack: empty

\ ### str= [gforth]
S" abc" S" abc" STR= . S" abc" S" abd" STR= . S" abc" S" ab" STR= .
\ --- want
\ -1 0 0  ok
\ stack: empty

\ ### throw of a substitution that does not fit says why
S" abcdef" PAD 3 SUBSTITUTE NIP NIP THROW
\ --- want
\ error -78: SUBSTITUTE: the result of 6 characters does not fit in the buffer of 3
\ at input, line 1, column 37: THROW
\ in: THROW
\ stack at the error: empty
\ stack: empty
