\ CSV: walking records, reading fields, counting, errors.

\ ### quoted fields, doubled quotes, fields across lines
ALSO CSV
: SHOW ( record fields -- ) SWAP ." record " . ." : " 0 ?DO I CSV-FIELD@ [CHAR] [ EMIT TYPE [CHAR] ] EMIT LOOP CR ;
S\" name,note\n\"Ada, L.\",\"said \"\"hi\"\"\"\nBob,\"two\nlines\"\n,\n" ' SHOW CSV-EACH .
\ --- want
\ record 0 : [name][note]
\ record 1 : [Ada, L.][said "hi"]
\ record 2 : [Bob][two
\ lines]
\ record 3 : [][]
\ 0  ok
\ stack: empty

\ ### line ends: CRLF, a last record without one, a byte order mark
ALSO CSV
: SHOW ( record fields -- ) NIP 0 ?DO I CSV-FIELD@ TYPE ." |" LOOP ;
S\" \xef\xbb\xbfa,b\r\n1,2" ' SHOW CSV-EACH .
\ --- want
\ a|b|1|2|0  ok
\ stack: empty

\ ### short and long records, fields past the end
ALSO CSV
: SHOW ( record fields -- ) . DROP 2 CSV-FIELD@ NIP . -1 CSV-FIELD@ NIP . ;
S\" a,b,c\nd\ne,f,g,h\n" ' SHOW CSV-EACH .
\ --- want
\ 3 1 0 1 0 0 4 1 0 0  ok
\ stack: empty

\ ### blank lines are not records
ALSO CSV
S\" a\n\n\nb\n\n" CSV-COUNT . .  S" " CSV-COUNT . .
\ --- want
\ 0 2 0 0  ok
\ stack: empty

\ ### one field of a record
ALSO CSV
: T S\" id,name\n1,\"Grace \"\"G\"\" Hopper\"\n2,Alan\n" ;
T 1 1 CSV-FIELD . 2DUP TYPE DROP FREE .  T 2 0 CSV-FIELD . TYPE  T 3 0 CSV-FIELD . . .  T 0 5 CSV-FIELD . . .
\ --- want
\ 0 Grace "G" Hopper0 0 20 0 0 0 0 0  ok
\ stack: empty

\ ### walks nest, each with its own record
ALSO CSV
: INNER ( record fields -- ) 2DROP 0 CSV-FIELD@ TYPE ;
: OUTER ( record fields -- ) 2DROP 0 CSV-FIELD@ TYPE ." (" S\" x\ny" ['] INNER CSV-EACH DROP ." )" 0 CSV-FIELD@ TYPE SPACE ;
S\" a\nb" ' OUTER CSV-EACH .
\ --- want
\ a(xy)a b(xy)b 0  ok
\ stack: empty

\ ### the xt may throw: the walk ends and its record is let go
ALSO CSV
: STOP ( record fields -- ) DROP 1 = IF 99 THROW THEN ;
S\" a\nb\nc" ' STOP ' CSV-EACH CATCH . DROP DROP DROP
1 CSV-FIELD@
\ --- want
\ 99
\ error -266: invalid argument: CSV-FIELD@ gives a field of the record CSV-EACH is walking, and no walk is under way: use it in the xt of CSV-EACH, or CSV-FIELD for one field of a text
\ at input, line 4, column 3: CSV-FIELD@
\ in: CSV-FIELD@
\ stack at the error: empty
\ stack: empty

\ ### a bare quote in a field: the ior, CSV-ERROR and THROW say where
ALSO CSV
S\" a,b\n1,x\"y\n" CSV-COUNT . . CSV-ERROR TYPE CR
S\" a,b\n1,x\"y\n" CSV-COUNT THROW
\ --- want
\ -268 1 CSV-COUNT: line 2, column 4: bare " in non-quoted-field
\ error -268: CSV error: CSV-COUNT: line 2, column 4: bare " in non-quoted-field
\ at input, line 3, column 30: THROW
\ in: THROW
\ stack at the error: 1
\ stack: empty

\ ### a quote never closed: the line where its record starts
ALSO CSV
: SHOW ( record fields -- ) DROP . ;
S\" a\n\"b\nc\nd" ' SHOW CSV-EACH . CSV-ERROR TYPE
\ --- want
\ 0 -268 CSV-EACH: line 4, column 2: extraneous or missing " in quoted-field (in the record that starts on line 2) ok
\ stack: empty

\ ### other separators
ALSO CSV
9 CSV-SEPARATOR  S\" a\tb,c\n" 0 1 CSV-FIELD DROP TYPE SPACE
CHAR ; CSV-SEPARATOR  S" x;y" CSV-COUNT . .
\ --- next call
CHAR " CSV-SEPARATOR
\ --- want
\ b,c 0 1  ok
\ stack: empty
\ error -266: invalid argument: CSV-SEPARATOR: 34 cannot separate fields: give an ASCII character other than a quote or a line end, such as [CHAR] ; or 9 for a tab
\ at input, line 1, column 8: CSV-SEPARATOR
\ in: CSV-SEPARATOR
\ stack at the error: empty
\ stack: empty

\ ### FREE of the record being walked
ALSO CSV
: BAD ( record fields -- ) 2DROP 0 CSV-FIELD@ DROP FREE DROP ;
S\" a\nb\nc" ' BAD CSV-EACH
\ --- want
\ error -266: invalid argument: CSV-EACH: the memory of the record being walked was FREEd: only FREE what CSV words ALLOCATE for you
\ at input, line 3, column 20: CSV-EACH
\ in: CSV-EACH
\ stack at the error: empty
\ stack: empty

\ ### the call's data  [data=x,"y,z",w]
ALSO CSV
: SHOW ( record fields -- ) NIP 0 ?DO I CSV-FIELD@ TYPE ." |" LOOP ;
DATA 2DUP ' SHOW CSV-EACH . DROP FREE .
\ --- want
\ x|y,z|w|0 0  ok
\ stack: empty

\ ### the text of a file
ALSO CSV
: SAVE ( c-addr u name-addr name-u -- ) W/O CREATE-FILE THROW DUP >R WRITE-FILE THROW R> CLOSE-FILE THROW ;
S\" k,v\nq,\"7\"\n" S" t.csv" SAVE
: SLURP ( c-addr u -- c-addr2 u2 ) R/O OPEN-FILE THROW >R  R@ FILE-SIZE THROW DROP
  DUP ALLOCATE THROW TUCK SWAP R@ READ-FILE THROW  R> CLOSE-FILE THROW ;
S" t.csv" SLURP 1 1 CSV-FIELD . TYPE
\ --- want
\ 0 7 ok
\ stack: empty

\ ### steps grow with the text: a long text runs into the step limit  [steps=2000]
ALSO CSV
: BIG ( -- c-addr u ) 100000 DUP ALLOCATE THROW SWAP 2DUP [CHAR] x FILL ;
BIG CSV-COUNT
\ --- want
\ error -258: limit exceeded: steps
\ at input, line 3, column 5: CSV-COUNT
\ in: CSV-COUNT
\ stack at the error: empty
\ stack: empty

\ ### a record of too many fields  [memory=4M]
ALSO CSV
: COMMAS ( n -- c-addr u ) DUP ALLOCATE THROW SWAP 2DUP [CHAR] , FILL ;
S\" a,b\n" CSV-COUNT . .  20000 COMMAS CSV-COUNT . . CSV-ERROR TYPE CR
16383 COMMAS CSV-COUNT . .
\ --- want
\ 0 1 -268 0 CSV-COUNT: line 1: a record has more than 16384 fields
\ 0 1  ok
\ stack: empty
