\ CSV-SUMMARY: headers and what each column holds.

\ ### a messy file: spaces, empty fields, short and long records, numbers in many forms
ALSO CSV
: T S\" city, temp ,rain\nOslo, 4.5 ,\nLima,-1e1, n/a\n\"Cape Town\",22,3\nRome\n,  ,0x10,extra\n" ;
T CSV-SUMMARY . TYPE
\ --- want
\ 0 {"records":5,"columns":[{"name":"city","missing":0,"empty":1,"numeric":0,"text":4,"min":null,"max":null,"mean":null},{"name":" temp ","missing":1,"empty":1,"numeric":3,"text":0,"min":-10,"max":22,"mean":5.5},{"name":"rain","missing":1,"empty":1,"numeric":1,"text":2,"min":3,"max":3,"mean":3},{"name":"","missing":4,"empty":0,"numeric":0,"text":1,"min":null,"max":null,"mean":null}]} ok
\ stack: empty

\ ### the JSON words read it
ALSO CSV ALSO JSON
: T S\" x,y\n1,2\n3,4\n5,\n" ;
T CSV-SUMMARY THROW 2DUP S" records" JSON-INT . 2DUP S" columns.1.mean" JSON-FLOAT F.
2DUP S" columns.#.name" JSON-QUERY DROP 2DUP TYPE DROP FREE DROP DROP FREE .
\ --- want
\ 3 3. ["x","y"]0  ok
\ stack: empty

\ ### not numbers: NaN, infinities, numbers too large
ALSO CSV
S\" v\nNaN\nInf\n-infinity\n1e999\n7\n" CSV-SUMMARY . TYPE
\ --- want
\ 0 {"records":5,"columns":[{"name":"v","missing":0,"empty":0,"numeric":1,"text":4,"min":7,"max":7,"mean":7}]} ok
\ stack: empty

\ ### the mean of the largest numbers does not overflow
ALSO CSV ALSO JSON
S\" v\n1.7e308\n1.7e308\n" CSV-SUMMARY THROW S" columns.0.mean" JSON-FLOAT FE.
\ --- want
\ 170.000000000000E306  ok
\ stack: empty

\ ### empty text, headers only
ALSO CSV
S" " CSV-SUMMARY . TYPE SPACE S" a,b" CSV-SUMMARY . TYPE
\ --- want
\ 0 {"records":0,"columns":[]} 0 {"records":0,"columns":[{"name":"a","missing":0,"empty":0,"numeric":0,"text":0,"min":null,"max":null,"mean":null},{"name":"b","missing":0,"empty":0,"numeric":0,"text":0,"min":null,"max":null,"mean":null}]} ok
\ stack: empty

\ ### malformed text
ALSO CSV
S\" a\n\"b\"x\n" CSV-SUMMARY . . . CSV-ERROR TYPE
\ --- want
\ -268 0 0 CSV-SUMMARY: line 2, column 3: extraneous or missing " in quoted-field ok
\ stack: empty
