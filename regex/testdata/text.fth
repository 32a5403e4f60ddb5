\ REGEX: replacing, splitting and escaping.

\ ### replace with groups
ALSO REGEX
: DATES S" 2024-05-17 and 2025-01-02" ;
DATES S" (\d+)-(\d+)-(\d+)" S" $3.$2.$1" RE-REPLACE TYPE
\ --- want
\ 17.05.2024 and 02.01.2025 ok
\ stack: empty

\ ### template syntax: braces, names, $$ and a malformed $
ALSO REGEX
: KV S" a=1 b=2" ;
KV S" (?P<k>\w)=(?P<v>\d)" S" ${v}x${k} " RE-REPLACE TYPE CR
KV S" (\w)=(\d)" S" $1x" RE-REPLACE TYPE CR
KV S" (\w)=(\d)" S" $$1 $! $9" RE-REPLACE TYPE
\ --- want
\ 1xa  2xb
\
\ $1 $!  $1 $!  ok
\ stack: empty

\ ### replace nothing, or everything
ALSO REGEX
: T S" abc" ;
T S" x" S" -" RE-REPLACE TYPE SPACE  T S" " S" -" RE-REPLACE TYPE SPACE  T S" ." S" " RE-REPLACE NIP .
\ --- want
\ abc -a-b-c- 0  ok
\ stack: empty

\ ### the result of RE-REPLACE is ALLOCATEd
ALSO REGEX
: T S" aaa" ;
UNUSED  T S" a" S" bb" RE-REPLACE NIP  UNUSED ROT SWAP - 0> . .
\ --- want
\ -1 6  ok
\ stack: empty

\ ### split
ALSO REGEX
: SHOW ( c-addr u -- ) ." [" TYPE ." ]" ;
S" a, b,,c" S" ,\s*" ' SHOW RE-SPLIT CR
S" ,a," S" ," ' SHOW RE-SPLIT CR
S" abc" S" " ' SHOW RE-SPLIT CR
S" " S" ," ' SHOW RE-SPLIT CR
S" " S" " ' SHOW RE-SPLIT CR
S" abc" S" x*" ' SHOW RE-SPLIT
\ --- want
\ [a][b][][c]
\ [][a][]
\ [a][b][c]
\ []
\
\ [a][b][c] ok
\ stack: empty

\ ### split pieces are inside the text
ALSO REGEX
: T S" key: value" ;
: SHOW ( c-addr u -- ) DROP T DROP - . ;
T S" :\s*" ' SHOW RE-SPLIT
\ --- want
\ 0 5  ok
\ stack: empty

\ ### escape
ALSO REGEX
S" a.b*c" RE-ESCAPE 2DUP TYPE SPACE  S" a.b*c and axbbc" 2SWAP RE-COUNT .
\ --- want
\ a\.b\*c 1  ok
\ stack: empty
