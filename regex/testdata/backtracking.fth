\ REGEX: patterns beyond RE2 (backreferences, lookaround) run on the
\ backtracking engine, bounded by the time left in the call.

\ ### a backreference
ALSO REGEX
S" hello hello world" S" \b(\w+) \1\b" RE-FIND . TYPE SPACE 1 RE-GROUP TYPE
\ --- want
\ -1 hello hello hello ok
\ stack: empty

\ ### lookahead and lookbehind
ALSO REGEX
: PRICES S" USD100 EUR200 USD300" ;
: SHOW ( c-addr u -- ) TYPE SPACE ;
PRICES S" (?<=USD)\d+" ' SHOW RE-EACH CR
PRICES S" \d+(?!\d)(?=\s|$)" RE-COUNT . CR
S" password1" S" ^(?=.*\d)(?=.*[a-z]).{8,}$" RE-MATCH? .  S" password" S" ^(?=.*\d)(?=.*[a-z]).{8,}$" RE-MATCH? .
\ --- want
\ 100 300
\ 3
\ -1 0  ok
\ stack: empty

\ ### groups are numbered left to right, named or not, as in RE2
ALSO REGEX
: T S" ab-ab" ;
T S" (?P<first>a)(b)-\k<first>\2" RE-MATCH? .  1 RE-GROUP TYPE SPACE 2 RE-GROUP TYPE SPACE
S" first" RE-NAMED TYPE SPACE RE-GROUPS .
\ --- want
\ -1 a b a 3  ok
\ stack: empty

\ ### replace and split with the backtracking engine
ALSO REGEX
: SHOW ( c-addr u -- ) ." [" TYPE ." ]" ;
S" aa bb cd" S" (\w)\1" S" <$1>" RE-REPLACE TYPE CR
S" one1two22three" S" (?<=[a-z])\d+" ' SHOW RE-SPLIT
\ --- want
\ <a> <b> cd
\ [one][two][three] ok
\ stack: empty

\ ### UTF-8 text: positions are bytes with this engine too
ALSO REGEX
: T S" grüße ab ab" ;
T S" (\w+) \1" RE-FIND . 2DUP TYPE SPACE DROP T DROP - .  T S" (?<=ü)ß" RE-FIND DROP DROP T DROP - .
\ --- want
\ -1 ab ab 8 4  ok
\ stack: empty

\ ### catastrophic backtracking ends at the time limit [time=200ms]
ALSO REGEX
: T S" aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaab" ;
T S" ^(?=a)(a+)+$" RE-MATCH?
\ --- want
\ error -258: limit exceeded: time
\ at input, line 3, column 20: RE-MATCH?
\ in: RE-MATCH?
\ stack at the error: empty
\ stack: empty

\ ### a group inside a lookahead may end after the match
ALSO REGEX
: SHOW ( c-addr u -- ) TYPE ." +" 1 RE-GROUP TYPE SPACE ;
S" abcabd" S" ab(?=(c|d))" ' SHOW RE-EACH
\ --- want
\ ab+c ab+d  ok
\ stack: empty

\ ### text that is not UTF-8: a byte that is not UTF-8 is one character, U+FFFD
ALSO REGEX
: T S\" \xff\xfeab ab \xffx" ;
: AT ( c-addr u flag -- ) IF DROP T DROP - . ELSE 2DROP ." none " THEN ;
T S" (\w+) \1" RE-FIND AT  T S" (?<=\x{FFFD})x" RE-FIND AT  T S" (?<=\x{FFFD}\x{FFFD})a" RE-FIND AT
\ --- want
\ 2 9 2  ok
\ stack: empty
