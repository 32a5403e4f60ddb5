\ JSON: walking arrays and objects.

\ ### elements by index
ALSO JSON
: DOC S\" [10, \"two\", [3], {\"four\":4}]" ;
DOC 0 JSON-ELEMENT . TYPE SPACE  DOC 1 JSON-ELEMENT . TYPE SPACE  DOC 2 JSON-ELEMENT . TYPE SPACE
DOC 3 JSON-ELEMENT . TYPE SPACE  DOC 4 JSON-ELEMENT . . .  DOC -1 JSON-ELEMENT . . .
\ --- want
\ 3 10 4 "two" 5 [3] 6 {"four":4} 0 0 0 0 0 0  ok
\ stack: empty

\ ### members by index
ALSO JSON
: DOC S\" {\"a\":1, \"b c\":[2], \"q\\\"\":null}" ;
: SHOW ( key u value u type -- ) . TYPE ."  at " TYPE CR ;
DOC 0 JSON-MEMBER SHOW  DOC 1 JSON-MEMBER SHOW  DOC 2 JSON-MEMBER SHOW  DOC 3 JSON-MEMBER . . . . .
\ --- want
\ 3 1 at a
\ 5 [2] at b c
\ 1 null at q\"
\ 0 0 0 0 0  ok
\ stack: empty

\ ### elements of an object, members of an array
ALSO JSON
S" {}" 0 JSON-ELEMENT
\ --- want
\ error -263: JSON error: JSON-ELEMENT needs an array, and the text is an object (JSON-MEMBER and JSON-MEMBERS read objects)
\ at input, line 2, column 10: JSON-ELEMENT
\ in: JSON-ELEMENT
\ stack at the error: empty
\ stack: empty

\ ### members of an array
ALSO JSON
S" []" ' DROP JSON-MEMBERS
\ --- want
\ error -263: JSON error: JSON-MEMBERS needs an object, and the text is an array (JSON-ELEMENT and JSON-ELEMENTS read arrays)
\ at input, line 2, column 15: JSON-MEMBERS
\ in: JSON-MEMBERS
\ stack at the error: empty
\ stack: empty

\ ### each element, in one pass
ALSO JSON
: DOC S\" [1, \"two\", [3, 4], {\"five\": 5}, null]" ;
: SHOW ( c-addr u type -- ) . TYPE CR ;
DOC ' SHOW JSON-ELEMENTS
\ --- want
\ 3 1
\ 4 "two"
\ 5 [3, 4]
\ 6 {"five": 5}
\ 1 null
\  ok
\ stack: empty

\ ### each member, in the order written
ALSO JSON
: DOC S\" {\"z\":1,\"a\":{\"b\":2},\"m\":\"x\"}" ;
: SHOW ( key u value u type -- ) . TYPE ."  " TYPE CR ;
DOC ' SHOW JSON-MEMBERS
\ --- want
\ 3 1 z
\ 6 {"b":2} a
\ 4 "x" m
\  ok
\ stack: empty

\ ### walking nested values with JSON-GET, no copies
ALSO JSON
: DOC S\" {\"rows\":[{\"id\":1,\"tags\":[\"a\",\"b\"]},{\"id\":2,\"tags\":[]}]}" ;
: ROW ( c-addr u type -- ) DROP 2DUP S" id" JSON-INT . S" tags" JSON-GET DROP JSON-LENGTH . ;
DOC S" rows" JSON-GET DROP ' ROW JSON-ELEMENTS
\ --- want
\ 1 2 2 0  ok
\ stack: empty

\ ### the xt may throw out of the walk
ALSO JSON
: STOP ( c-addr u type -- ) DROP 2DROP 7 THROW ;
: TRY S" [1,2]" ['] STOP ['] JSON-ELEMENTS CATCH ;
TRY . DEPTH . 2DROP DROP
\ --- want
\ 7 3  ok
\ stack: empty

\ ### a bad xt
ALSO JSON
0 0 99 JSON-ELEMENTS
\ --- want
\ error -257: invalid execution token: 99
\ at input, line 2, column 8: JSON-ELEMENTS
\ in: JSON-ELEMENTS
\ stack at the error: 0 0
\ stack: empty
