\ JSON: reading values at gjson paths.

\ ### the length of an array or an object
ALSO JSON
S" [[59],[73,41]]" JSON-LENGTH .  S" {}" JSON-LENGTH .  S\" {\"a\":1,\"b\":2}" JSON-LENGTH .  S"  [ ] " JSON-LENGTH .
\ --- want
\ 2 0 2 0  ok
\ stack: empty

\ ### the length of anything else is an error
ALSO JSON
S" 42" JSON-LENGTH
\ --- want
\ error -263: JSON error: JSON-LENGTH needs an array or an object, and the text is a number
\ at input, line 2, column 8: JSON-LENGTH
\ in: JSON-LENGTH
\ stack at the error: empty
\ stack: empty

\ ### the length of no text
ALSO JSON
S" " JSON-LENGTH
\ --- want
\ error -263: JSON error: JSON-LENGTH needs an array or an object, and the text is empty
\ at input, line 2, column 6: JSON-LENGTH
\ in: JSON-LENGTH
\ stack at the error: empty
\ stack: empty

\ ### valid documents
ALSO JSON
S" [1,2]" JSON-VALID? .  S"  {} " JSON-VALID? .  S" [1,2" JSON-VALID? .  S" [1] [2]" JSON-VALID? .  S" " JSON-VALID? .  S" nul" JSON-VALID? .
\ --- want
\ -1 -1 0 0 0 0  ok
\ stack: empty

\ ### get: the text of a value inside the document, and its type
ALSO JSON
: DOC S\" {\"name\":\"Ada\",\"age\":36,\"tags\":[\"x\",\"y\"],\"boss\":null,\"ok\":true,\"pos\":{\"x\":1}}" ;
DOC S" name" JSON-GET . TYPE SPACE  DOC S" age" JSON-GET . TYPE SPACE  DOC S" tags" JSON-GET . TYPE SPACE
DOC S" boss" JSON-GET . TYPE SPACE  DOC S" ok" JSON-GET . TYPE SPACE  DOC S" pos" JSON-GET . TYPE SPACE
DOC S" tags.1" JSON-GET . TYPE
\ --- want
\ 4 "Ada" 3 36 5 ["x","y"] 1 null 2 true 6 {"x":1} 4 "y" ok
\ stack: empty

\ ### get: the text is inside the document
ALSO JSON
: DOC S\" {\"a\":{\"b\":[10,20]}}" ;
DOC S" a.b.1" JSON-GET DROP DROP  DOC DROP - .
\ --- want
\ 14  ok
\ stack: empty

\ ### a path that is not there is 0 0 0
ALSO JSON
: DOC S\" {\"a\":[1]}" ;
DOC S" b" JSON-GET . . .  DOC S" a.5" JSON-GET . . .  DOC S" a.x.y" JSON-GET . . .  DOC S" " JSON-GET . . .
\ --- want
\ 0 0 0 0 0 0 0 0 0 0 0 0  ok
\ stack: empty

\ ### the type constants
ALSO JSON
JSON:NULL . JSON:BOOLEAN . JSON:NUMBER . JSON:STRING . JSON:ARRAY . JSON:OBJECT .
\ --- want
\ 1 2 3 4 5 6  ok
\ stack: empty

\ ### type
ALSO JSON
: DOC S\" {\"s\":\"x\",\"n\":-1.5e3,\"f\":false,\"z\":null,\"a\":[],\"o\":{}}" ;
DOC S" s" JSON-TYPE . DOC S" n" JSON-TYPE . DOC S" f" JSON-TYPE . DOC S" z" JSON-TYPE .
DOC S" a" JSON-TYPE . DOC S" o" JSON-TYPE . DOC S" q" JSON-TYPE .
\ --- want
\ 4 3 2 1 5 6 0  ok
\ stack: empty

\ ### get refuses a computed value and names the word that gives it
ALSO JSON
: DOC S\" {\"a\":[1,2,3]}" ;
DOC S" a.#" JSON-TYPE .  DOC S" a.#" JSON-GET
\ --- want
\ 3
\ error -263: JSON error: JSON-GET: the path `a.#` computes a new value, which is not part of the document: JSON-QUERY gives it as an ALLOCATEd copy
\ at input, line 3, column 38: JSON-GET
\ in: JSON-GET
\ stack at the error: empty
\ stack: empty

\ ### query computes values into ALLOCATEd memory
ALSO JSON
: DOC S\" {\"friends\":[{\"name\":\"Dale\",\"age\":44},{\"name\":\"Jane\",\"age\":47}]}" ;
DOC S" friends.#.name" JSON-QUERY . TYPE CR
DOC S" friends.#(age>45).name" JSON-QUERY . TYPE CR
DOC S" {first:friends.0.name,n:friends.#}" JSON-QUERY . TYPE CR
DOC S" friends.0|@keys" JSON-QUERY . TYPE CR
DOC S" friends.9" JSON-QUERY . . .
\ --- want
\ 5 ["Dale","Jane"]
\ 4 "Jane"
\ 6 {"first":"Dale","n":2}
\ 5 ["name","age"]
\ 0 0 0  ok
\ stack: empty

\ ### integers
ALSO JSON
: DOC S\" {\"a\":42,\"b\":-7,\"c\":2.9,\"d\":-2.9,\"e\":9223372036854775807,\"f\":1e3,\"g\":[5,6,7]}" ;
DOC S" a" JSON-INT . DOC S" b" JSON-INT . DOC S" c" JSON-INT . DOC S" d" JSON-INT .
DOC S" e" JSON-INT . DOC S" f" JSON-INT .  DOC S" g.#" JSON-INT .
\ --- want
\ 42 -7 2 -2 9223372036854775807 1000 3  ok
\ stack: empty

\ ### an integer too large for a cell
ALSO JSON
S" [1e30]" S" 0" JSON-INT
\ --- want
\ error -11: result out of range: JSON-INT: 1e30 at the path `0` does not fit in a cell
\ at input, line 2, column 18: JSON-INT
\ in: JSON-INT
\ stack at the error: empty
\ stack: empty

\ ### an integer where there is none
ALSO JSON
S\" {\"a\":\"12\"}" S" a" JSON-INT
\ --- want
\ error -263: JSON error: JSON-INT: the value at the path `a` is a string, not a number
\ at input, line 2, column 27: JSON-INT
\ in: JSON-INT
\ stack at the error: empty
\ stack: empty

\ ### an integer where there is nothing
ALSO JSON
S\" {\"a\":1}" S" b" JSON-INT
\ --- want
\ error -263: JSON error: JSON-INT: there is no value at the path `b` (JSON-TYPE gives 0 for a path that is not there)
\ at input, line 2, column 22: JSON-INT
\ in: JSON-INT
\ stack at the error: empty
\ stack: empty

\ ### floats go to the float stack
ALSO JSON
: DOC S\" {\"a\":2.5,\"b\":-1e-3,\"c\":7}" ;
DOC S" a" JSON-FLOAT DOC S" b" JSON-FLOAT DOC S" c" JSON-FLOAT
\ --- want
\  ok
\ stack: empty
\ float stack: 2.5 -0.001 7

\ ### booleans
ALSO JSON
: DOC S\" {\"t\":true,\"f\":false,\"n\":null}" ;
DOC S" t" JSON-BOOL . DOC S" f" JSON-BOOL .  DOC S" n" JSON-BOOL
\ --- want
\ -1 0
\ error -263: JSON error: JSON-BOOL: the value at the path `n` is null, not a boolean
\ at input, line 3, column 56: JSON-BOOL
\ in: JSON-BOOL
\ stack at the error: empty
\ stack: empty

\ ### strings are unescaped into ALLOCATEd memory
ALSO JSON
: DOC S\" {\"s\":\"tab\\there \\\"q\\\" \\u00e9\\u20ac \\ud83d\\ude00\"}" ;
DOC S" s" JSON-STRING TYPE
\ --- want
\ tab	here "q" é€ 😀 ok
\ stack: empty

\ ### a string where there is a number
ALSO JSON
S" [1]" S" 0" JSON-STRING
\ --- want
\ error -263: JSON error: JSON-STRING: the value at the path `0` is a number, not a string
\ at input, line 2, column 15: JSON-STRING
\ in: JSON-STRING
\ stack at the error: empty
\ stack: empty

\ ### paths with escapes, wildcards and queries
ALSO JSON
: DOC S\" {\"a.b\":1,\"long-name\":2,\"items\":[{\"k\":\"x\",\"v\":10},{\"k\":\"y\",\"v\":20}]}" ;
DOC S" a\.b" JSON-INT .  DOC S" long*" JSON-INT .  DOC S" l?ng-name" JSON-INT .
DOC S\" items.#(k==\"y\").v" JSON-INT .  DOC S" items.#" JSON-INT .
\ --- want
\ 1 2 2 20 2  ok
\ stack: empty

\ ### leading white space and JSON lines
ALSO JSON
S"    [5,6]" S" 1" JSON-GET . TYPE SPACE
S\" {\"n\":1}\n{\"n\":2}" S" ..1.n" JSON-INT .
\ --- want
\ 3 6 2  ok
\ stack: empty

\ ### an empty string needs no address
ALSO JSON
0 0 JSON-VALID? .  S" [1]" 0 0 JSON-GET . . .
\ --- want
\ 0 0 0 0  ok
\ stack: empty

\ ### errors can be caught
ALSO JSON
: TRY S" [1]" S" 0" ['] JSON-STRING CATCH ;
TRY . 2DROP 2DROP
\ --- want
\ -263  ok
\ stack: empty

\ ### the call's data [data=[[59],[73,41]]]
ALSO JSON DATA JSON-LENGTH .
\ --- want
\ 2  ok
\ stack: empty

\ ### a document from the call's data, read in place [data={"items":[{"id":7},{"id":9}]}]
ALSO JSON
: IDS ( c-addr u type -- ) DROP S" id" JSON-INT . ;
DATA 2DUP S" items" JSON-GET DROP ' IDS JSON-ELEMENTS  DROP FREE .
\ --- want
\ 7 9 0  ok
\ stack: empty
