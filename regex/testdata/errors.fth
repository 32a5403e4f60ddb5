\ REGEX: a bad pattern is an error that says what and where (bytes from 0).

\ ### nested repetition
ALSO REGEX
S" x" S" ab**" RE-MATCH?
\ --- want
\ error -262: regular expression error: RE-MATCH?: invalid nested repetition operator at position 2 (`**`) of the pattern `ab**`
\ at input, line 2, column 16: RE-MATCH?
\ in: RE-MATCH?
\ stack at the error: empty
\ stack: empty

\ ### missing closing paren names the unclosed one
ALSO REGEX
S" x" S" (a(b)" RE-MATCH?
\ --- want
\ error -262: regular expression error: RE-MATCH?: missing closing ) at position 0 (`(`) of the pattern `(a(b)`
\ at input, line 2, column 17: RE-MATCH?
\ in: RE-MATCH?
\ stack at the error: empty
\ stack: empty

\ ### unexpected paren
ALSO REGEX
S" x" S" a)b(c)" RE-MATCH?
\ --- want
\ error -262: regular expression error: RE-MATCH?: unexpected ) at position 1 (`)`) of the pattern `a)b(c)`
\ at input, line 2, column 18: RE-MATCH?
\ in: RE-MATCH?
\ stack at the error: empty
\ stack: empty

\ ### missing bracket
ALSO REGEX
S" x" S" ab[cd" RE-MATCH?
\ --- want
\ error -262: regular expression error: RE-MATCH?: missing closing ] at position 2 (`[cd`) of the pattern `ab[cd`
\ at input, line 2, column 17: RE-MATCH?
\ in: RE-MATCH?
\ stack at the error: empty
\ stack: empty

\ ### a fragment that appears earlier without fault
ALSO REGEX
S" x" S" a*|*b" RE-MATCH?
\ --- want
\ error -262: regular expression error: RE-MATCH?: missing argument to repetition operator at position 3 (`*`) of the pattern `a*|*b`
\ at input, line 2, column 17: RE-MATCH?
\ in: RE-MATCH?
\ stack at the error: empty
\ stack: empty

\ ### bad escape and bad range
ALSO REGEX
S" x" S" \d\q" RE-COUNT
\ --- want
\ error -262: regular expression error: RE-COUNT: invalid escape sequence at position 2 (`\q`) of the pattern `\d\q`
\ at input, line 2, column 16: RE-COUNT
\ in: RE-COUNT
\ stack at the error: empty
\ stack: empty

\ ### bad range
ALSO REGEX
S" x" S" [a-z][z-a]" RE-FIND
\ --- want
\ error -262: regular expression error: RE-FIND: invalid character class range at position 6 (`z-a`) of the pattern `[a-z][z-a]`
\ at input, line 2, column 22: RE-FIND
\ in: RE-FIND
\ stack at the error: empty
\ stack: empty

\ ### trailing backslash
ALSO REGEX
S" x" S\" ab\\" RE-MATCH?
\ --- want
\ error -262: regular expression error: RE-MATCH?: trailing backslash at end of expression at position 2 (`\`) of the pattern `ab\`
\ at input, line 2, column 17: RE-MATCH?
\ in: RE-MATCH?
\ stack at the error: empty
\ stack: empty

\ ### an error after a backtracking construct
ALSO REGEX
S" x" S" (?=a)b{2,1}" RE-MATCH?
\ --- want
\ error -262: regular expression error: RE-MATCH?: invalid repeat count at position 6 (`{2,1}`) of the pattern `(?=a)b{2,1}`
\ at input, line 2, column 23: RE-MATCH?
\ in: RE-MATCH?
\ stack at the error: empty
\ stack: empty

\ ### a backreference to a group that is not there
ALSO REGEX
S" x" S" (a)\2" RE-MATCH?
\ --- want
\ error -262: regular expression error: RE-MATCH?: reference to undefined group number 2, in the construct at position 3 (`\2`) of the pattern `(a)\2`
\ at input, line 2, column 17: RE-MATCH?
\ in: RE-MATCH?
\ stack at the error: empty
\ stack: empty

\ ### the error can be caught
ALSO REGEX
: TRY S" x" S" (" ['] RE-MATCH? CATCH ;
TRY . 2DROP 2DROP
\ --- want
\ -262  ok
\ stack: empty

\ ### a bad address
ALSO REGEX
0 5 0 5 RE-MATCH?
\ --- want
\ error -9: invalid memory address: 0
\ at input, line 2, column 9: RE-MATCH?
\ in: RE-MATCH?
\ stack at the error: 0 5
\ stack: empty

\ ### an empty string needs no address
ALSO REGEX
0 0 S" ^$" RE-MATCH? .  S" abc" 0 0 RE-COUNT .
\ --- want
\ -1 4  ok
\ stack: empty

\ ### a bad xt
ALSO REGEX
0 0 0 0 12 RE-EACH
\ --- want
\ error -257: invalid execution token: 12
\ at input, line 2, column 12: RE-EACH
\ in: RE-EACH
\ stack at the error: 0 0 0 0
\ stack: empty
