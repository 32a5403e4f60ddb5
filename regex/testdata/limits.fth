\ REGEX: limits. Searches are charged in steps in proportion to the text
\ and the pattern, a long search watches the call's time, and results stay
\ within the Forth memory.

\ ### a slow search on a long text ends at the time limit [time=100ms]
ALSO REGEX
CREATE BIG 400000 ALLOT  BIG 400000 CHAR a FILL
BIG 400000 S" (\w+\s*){1,50}X" RE-MATCH?
\ --- want
\ error -258: limit exceeded: time
\ at input, line 3, column 32: RE-MATCH?
\ in: RE-MATCH?
\ stack at the error: empty
\ stack: empty

\ ### searching is charged by the text [steps=3000]
ALSO REGEX
CREATE BIG 100000 ALLOT  BIG 100000 CHAR a FILL
BIG 100000 S" b" RE-COUNT .
\ --- want
\ error -258: limit exceeded: steps
\ at input, line 3, column 18: RE-COUNT
\ in: RE-COUNT
\ stack at the error: empty
\ stack: empty

\ ### a replacement larger than the memory [memory=256K]
ALSO REGEX
CREATE T 2000 ALLOT  T 2000 CHAR a FILL
T 2000 S" a" S" many many many many many many many many many many many many many many many many many many many many many many many many many many many many many many many many many many many many many" RE-REPLACE
\ --- want
\ error -59: ALLOCATE: RE-REPLACE: the result would be larger than the Forth memory (256K)
\ at input, line 3, column 203: RE-REPLACE
\ in: RE-REPLACE
\ stack at the error: empty
\ stack: empty

\ ### RE-EACH ends at the step limit when its xt never does [steps=100000]
ALSO REGEX
: SPIN ( c-addr u -- ) 2DROP BEGIN AGAIN ;
S" abc" S" b" ' SPIN RE-EACH
\ --- want
\ error -258: limit exceeded: steps
\ at input, line 3, column 22: RE-EACH
\ in: RE-EACH > SPIN > AGAIN
\ stack at the error: empty
\ stack: empty
