\ The Facility word set.

\ ### structures [gforth]
BEGIN-STRUCTURE POINT  FIELD: P.X  FIELD: P.Y  END-STRUCTURE
POINT . 0 P.X . 0 P.Y .
CREATE P POINT ALLOT  3 P P.X !  4 P P.Y !  P P.X @ P P.Y @ + .
\ --- want
\ 16 0 8 7  ok
\ stack: empty

\ ### fields and alignment [gforth]
BEGIN-STRUCTURE ITEM  CFIELD: TAG  FIELD: VAL  CFIELD: C1  CFIELD: C2  3 +FIELD XS  END-STRUCTURE
ITEM . 0 TAG . 0 VAL . 0 C1 . 0 C2 . 0 XS . 100 XS .
\ --- want
\ 21 0 8 16 17 18 118  ok
\ stack: empty

\ ### nested structures [gforth]
BEGIN-STRUCTURE INNER  FIELD: A  FIELD: B  END-STRUCTURE
BEGIN-STRUCTURE OUTER  CFIELD: FLAG  ALIGNED INNER +FIELD IN  FIELD: C  END-STRUCTURE
OUTER . 0 IN B . 0 C .
\ --- want
\ 32 16 24  ok
\ stack: empty

\ ### an empty structure [gforth]
BEGIN-STRUCTURE NOTHING END-STRUCTURE NOTHING .
\ --- want
\ 0  ok
\ stack: empty

\ ### ms waits
10 MS 1 .
\ --- want
\ 1  ok
\ stack: empty

\ ### ms stops at the time limit [time=50ms]
100000 MS
\ --- want
\ error -258: limit exceeded: time
\ at input, line 1, column 8: MS
\ in: MS
\ stack at the error: empty
\ stack: empty

\ ### time&date
TIME&DATE  1970 > . 13 < . 32 < . 24 < . 60 < . 61 < .
\ --- want
\ -1 -1 -1 -1 -1 -1  ok
\ stack: empty

\ ### the server's sessions have no keyboard
KEY? . EKEY? . EMIT? .
\ --- want
\ 0 0 -1  ok
\ stack: empty

\ ### ekey without input
EKEY
\ --- want
\ error -57: exception in sending or receiving a character: EKEY: this session has no input to read; pass text with data and read it with DATA
\ at input, line 1, column 1: EKEY
\ in: EKEY
\ stack at the error: empty
\ stack: empty

\ ### key events [gforth]
65 EKEY>CHAR . EMIT  K-LEFT EKEY>CHAR . K-LEFT = .
K-UP EKEY>FKEY . K-UP = .  CHAR a EKEY>FKEY . .
K-F1 K-F12 <> . K-SHIFT-MASK K-CTRL-MASK <> .
\ --- want
\ -1 A0 -1 -1 -1 0 97 -1 -1  ok
\ stack: empty

\ ### at-xy and page write terminal escape sequences [gforth]
PAGE 3 4 AT-XY
\ --- want
\ [2J[1;1H[5;4H ok
\ stack: empty

\ ### at-xy of a negative place
-1 0 AT-XY
\ --- want
\ error -11: result out of range: AT-XY to column -1, row 0
\ at input, line 1, column 6: AT-XY
\ in: AT-XY
\ stack at the error: empty
\ stack: empty
