\ REGEX: matching, finding and the groups of the last match.

\ ### match anywhere, or anchored
ALSO REGEX
S" order 66" S" \d+" RE-MATCH? .
S" order 66" S" ^\d+$" RE-MATCH? .
S" 66" S" ^\d+$" RE-MATCH? .
S" " S" " RE-MATCH? .
\ --- want
\ -1 0 -1 -1  ok
\ stack: empty

\ ### case-insensitive with (?i)
ALSO REGEX
S" Hello" S" (?i)^hello$" RE-MATCH? .  S" Hello" S" ^hello$" RE-MATCH? .
\ --- want
\ -1 0  ok
\ stack: empty

\ ### find gives the match inside the text
ALSO REGEX
: T S" the year 1969 and 2024" ;
T S" \d{4}" RE-FIND . TYPE SPACE
T S" \d{4}" RE-FIND DROP DROP T DROP - .
T S" \d{5}" RE-FIND . . .
\ --- want
\ -1 1969 9 0 0 0  ok
\ stack: empty

\ ### groups of the last match
ALSO REGEX
: D S" on 2024-05-17." ;
D S" (\d+)-(\d+)-(\d+)" RE-MATCH? .
RE-GROUPS .  0 RE-GROUP TYPE SPACE  1 RE-GROUP TYPE SPACE  3 RE-GROUP TYPE
\ --- want
\ -1 4 2024-05-17 2024 17 ok
\ stack: empty

\ ### a group that takes no part is 0 0
ALSO REGEX
S" ac" S" a(b)?c" RE-MATCH? .  1 RE-GROUP . .
\ --- want
\ -1 0 0  ok
\ stack: empty

\ ### a group the pattern does not have
ALSO REGEX
S" ac" S" a(b)?c" RE-MATCH? DROP  2 RE-GROUP
\ --- want
\ error -266: invalid argument: RE-GROUP 2: the last match has groups 0 to 1
\ at input, line 2, column 37: RE-GROUP
\ in: RE-GROUP
\ stack at the error: empty
\ stack: empty

\ ### no groups after a failed match
ALSO REGEX
S" abc" S" \d" RE-MATCH? . RE-GROUPS .  0 RE-GROUP
\ --- want
\ 0 0
\ error -266: invalid argument: RE-GROUP 0: the last match found nothing, so it has no groups
\ at input, line 2, column 43: RE-GROUP
\ in: RE-GROUP
\ stack at the error: empty
\ stack: empty

\ ### named groups
ALSO REGEX
: KV S" width=640" ;
KV S" (?P<key>\w+)=(?P<value>\d+)" RE-MATCH? DROP
S" key" RE-NAMED TYPE SPACE  S" value" RE-NAMED TYPE SPACE  2 RE-GROUP TYPE
S" size" RE-NAMED
\ --- want
\ width 640 640
\ error -266: invalid argument: RE-NAMED size: the last match's pattern has no group of that name
\ at input, line 5, column 10: RE-NAMED
\ in: RE-NAMED
\ stack at the error: empty
\ stack: empty

\ ### each match, in order, with its groups
ALSO REGEX
: PAIRS S" a=1, b=22, c=333" ;
: SHOW ( c-addr u -- ) TYPE ." :" 2 RE-GROUP TYPE SPACE ;
PAIRS S" (\w)=(\d+)" ' SHOW RE-EACH
\ --- want
\ a=1:1 b=22:22 c=333:333  ok
\ stack: empty

\ ### empty matches are found between characters, not right after a match
ALSO REGEX
: SHOW ( c-addr u -- ) ." [" TYPE ." ]" ;
S" abc" S" x*" ' SHOW RE-EACH CR
S" abc" S" b*" ' SHOW RE-EACH CR
S" abc" S" x*" RE-COUNT .  S" abc" S" b*" RE-COUNT .
\ --- want
\ [][][][]
\ [][b][]
\ 4 3  ok
\ stack: empty

\ ### count
ALSO REGEX
S" a1b22c333" S" \d+" RE-COUNT .  S" a1b22c333" S" \d" RE-COUNT .  S" " S" \d" RE-COUNT .
\ --- want
\ 3 6 0  ok
\ stack: empty

\ ### the xt of RE-EACH may leave results and throw
ALSO REGEX
: NUMS S" 3 5 8" ;
0 NUMS S" \d" :NONAME 2DROP 1+ ; RE-EACH .
: STOP 2DROP 42 THROW ;
NUMS S" \d" ' STOP RE-EACH
\ --- want
\ 3
\ error 42: uncaught exception
\ at input, line 5, column 20: RE-EACH
\ in: RE-EACH > STOP > THROW
\ stack at the error: empty
\ stack: empty

\ ### \b and ^ see the text before each later match
ALSO REGEX
: SHOW ( c-addr u -- ) TYPE SPACE ;
S" cat concat cat" S" \bcat\b" ' SHOW RE-EACH CR
S" ab ab ab" S" ^ab" ' SHOW RE-EACH CR
S" ab ab ab" S" ^ab" RE-COUNT .
\ --- want
\ cat cat
\ ab
\ 1  ok
\ stack: empty

\ ### UTF-8 text: positions count bytes
ALSO REGEX
: T S" grüße, straße" ;
T S" ß\w" RE-FIND . TYPE SPACE T S" ß\w" RE-FIND DROP DROP T DROP - .
\ --- want
\ -1 ße 4  ok
\ stack: empty
