\ JSON: building documents.

\ ### a document with every kind of value
ALSO JSON
JSON-NEW
JSON{
  S" name" JSON-KEY S" Ada" JSON-STRING,
  S" age" JSON-KEY 36 JSON-INT,
  S" height" JSON-KEY 1.5E0 JSON-FLOAT,
  S" admin" JSON-KEY TRUE JSON-BOOL,
  S" boss" JSON-KEY JSON-NULL,
  S" langs" JSON-KEY JSON[ S" en" JSON-STRING, S" fr" JSON-STRING, ]JSON
  S" pos" JSON-KEY JSON{ S" x" JSON-KEY -1 JSON-INT, }JSON
  S" raw" JSON-KEY S" [1, {}]" JSON-VALUE,
}JSON
JSON-DONE 2DUP TYPE CR JSON-VALID? .
\ --- want
\ {"name":"Ada","age":36,"height":1.5,"admin":true,"boss":null,"langs":["en","fr"],"pos":{"x":-1},"raw":[1, {}]}
\ -1  ok
\ stack: empty

\ ### strings are escaped
ALSO JSON
JSON-NEW JSON[ S\" q\" b\\ \n\t\r\x01 é" JSON-STRING, S\" \xff" JSON-STRING, ]JSON JSON-DONE 2DUP TYPE SPACE JSON-VALID? .
\ --- want
\ ["q\" b\\ \n\t\r\u0001 é","\ufffd"] -1  ok
\ stack: empty

\ ### floats in their shortest form
ALSO JSON
JSON-NEW JSON[ 0E0 JSON-FLOAT, -2.5E0 JSON-FLOAT, 1E21 JSON-FLOAT, 1E-7 JSON-FLOAT, 3E0 JSON-FLOAT, ]JSON JSON-DONE TYPE
\ --- want
\ [0,-2.5,1e+21,1e-07,3] ok
\ stack: empty

\ ### NaN has no JSON
ALSO JSON
S" [NaN]" S" 0" JSON-FLOAT  JSON-NEW JSON-FLOAT,
\ --- want
\ error -263: JSON error: JSON-FLOAT,: nan has no JSON number
\ at input, line 2, column 38: JSON-FLOAT,
\ in: JSON-FLOAT,
\ stack at the error: empty
\ stack: empty

\ ### what was built reads back
ALSO JSON
: BUILD JSON-NEW JSON{ S" list" JSON-KEY JSON[ 10 0 DO I JSON-INT, LOOP ]JSON }JSON JSON-DONE ;
BUILD 2DUP S" list.9" JSON-INT .  S" list" JSON-GET DROP JSON-LENGTH .
\ --- want
\ 9 10  ok
\ stack: empty

\ ### JSON-DONE gives ALLOCATEd memory
ALSO JSON
UNUSED JSON-NEW 12345 JSON-INT, JSON-DONE NIP UNUSED ROT SWAP - 0> . .
\ --- want
\ -1 5  ok
\ stack: empty

\ ### JSON-NEW drops an unfinished document
ALSO JSON
JSON-NEW JSON[ 1 JSON-INT,
JSON-NEW JSON[ 2 JSON-INT, ]JSON JSON-DONE TYPE
\ --- want
\ [2] ok
\ stack: empty

\ ### nothing is being built
ALSO JSON
1 JSON-INT,
\ --- want
\ error -266: invalid argument: JSON-INT,: no JSON document is being built: JSON-NEW starts one
\ at input, line 2, column 3: JSON-INT,
\ in: JSON-INT,
\ stack at the error: empty
\ stack: empty

\ ### nothing after JSON-DONE
ALSO JSON
JSON-NEW 1 JSON-INT, JSON-DONE 2DROP JSON-DONE
\ --- want
\ error -266: invalid argument: JSON-DONE: no JSON document is being built: JSON-NEW starts one
\ at input, line 2, column 38: JSON-DONE
\ in: JSON-DONE
\ stack at the error: empty
\ stack: empty

\ ### one value only
ALSO JSON
JSON-NEW 1 JSON-INT, 2 JSON-INT,
\ --- want
\ error -266: invalid argument: JSON-INT,: the document already holds its one value; JSON-DONE gives it
\ at input, line 2, column 24: JSON-INT,
\ in: JSON-INT,
\ stack at the error: empty
\ stack: empty

\ ### a member needs a key
ALSO JSON
JSON-NEW JSON{ 1 JSON-INT,
\ --- want
\ error -266: invalid argument: JSON-INT,: a member of an object needs its key first (JSON-KEY)
\ at input, line 2, column 18: JSON-INT,
\ in: JSON-INT,
\ stack at the error: empty
\ stack: empty

\ ### a key needs a value
ALSO JSON
JSON-NEW JSON{ S" a" JSON-KEY }JSON
\ --- want
\ error -266: invalid argument: }JSON: the last key has no value
\ at input, line 2, column 31: }JSON
\ in: }JSON
\ stack at the error: empty
\ stack: empty

\ ### two keys in a row
ALSO JSON
JSON-NEW JSON{ S" a" JSON-KEY S" b" JSON-KEY
\ --- want
\ error -266: invalid argument: JSON-KEY: the last key has no value yet
\ at input, line 2, column 37: JSON-KEY
\ in: JSON-KEY
\ stack at the error: empty
\ stack: empty

\ ### a key outside an object
ALSO JSON
JSON-NEW JSON[ S" a" JSON-KEY
\ --- want
\ error -266: invalid argument: JSON-KEY: keys belong in an object, and none is open (JSON{ opens one)
\ at input, line 2, column 22: JSON-KEY
\ in: JSON-KEY
\ stack at the error: empty
\ stack: empty

\ ### closing the wrong bracket
ALSO JSON
JSON-NEW JSON{ S" a" JSON-KEY JSON[ }JSON
\ --- want
\ error -266: invalid argument: }JSON: the innermost open value is an array: ]JSON closes it first
\ at input, line 2, column 37: }JSON
\ in: }JSON
\ stack at the error: empty
\ stack: empty

\ ### closing what is not open
ALSO JSON
JSON-NEW ]JSON
\ --- want
\ error -266: invalid argument: ]JSON: no array is open (JSON[ opens one)
\ at input, line 2, column 10: ]JSON
\ in: ]JSON
\ stack at the error: empty
\ stack: empty

\ ### unfinished at JSON-DONE
ALSO JSON
JSON-NEW JSON[ JSON[ JSON-DONE
\ --- want
\ error -266: invalid argument: JSON-DONE: 2 arrays or objects are still open: close them with ]JSON and }JSON
\ at input, line 2, column 22: JSON-DONE
\ in: JSON-DONE
\ stack at the error: empty
\ stack: empty

\ ### empty at JSON-DONE
ALSO JSON
JSON-NEW JSON-DONE
\ --- want
\ error -266: invalid argument: JSON-DONE: the document has no value yet
\ at input, line 2, column 10: JSON-DONE
\ in: JSON-DONE
\ stack at the error: empty
\ stack: empty

\ ### JSON-VALUE, checks its text
ALSO JSON
JSON-NEW JSON[ S" [1," JSON-VALUE,
\ --- want
\ error -263: JSON error: JSON-VALUE,: the text is not one valid JSON value: `[1,`
\ at input, line 2, column 24: JSON-VALUE,
\ in: JSON-VALUE,
\ stack at the error: empty
\ stack: empty

\ ### a document as large as the memory allows [memory=256K]
ALSO JSON
: FILL-UP JSON-NEW JSON[ BEGIN S" a string of some length to fill the memory" JSON-STRING, AGAIN ;
FILL-UP
\ --- want
\ error -59: ALLOCATE: the JSON document being built needs 131265 bytes, which do not fit in the Forth memory
\ at input, line 3, column 1: FILL-UP
\ in: FILL-UP > JSON-STRING,
\ stack at the error: empty
\ stack: empty

\ ### the builder starts afresh after an error
ALSO JSON
: TRY JSON-NEW JSON{ 1 JSON-INT, ;
' TRY CATCH . JSON-NEW 5 JSON-INT, JSON-DONE TYPE
\ --- want
\ -266 5 ok
\ stack: empty
