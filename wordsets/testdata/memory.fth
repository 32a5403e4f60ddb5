\ Memory and data space: cells, characters, HERE and ALLOT, and what
\ happens outside the memory a program owns.

\ ### cells and characters [gforth]
VARIABLE v 5 v ! v @ . 3 v +! v @ . -8 v +! v @ .
CREATE b 4 ALLOT 65 b C! 66 b 1+ C! b C@ . b 1+ C@ . 300 b C! b C@ .
\ --- want
\ 5 8 0 65 66 44  ok
\ stack: empty

\ ### pairs of cells [gforth]
CREATE p 2 CELLS ALLOT 1 2 p 2! p 2@ . . p @ . p CELL+ @ .
\ --- want
\ 2 1 2 1  ok
\ stack: empty

\ ### fill erase move [gforth]
CREATE buf 16 ALLOT
buf 16 CHAR - FILL buf 4 ERASE buf 4 + 2 TYPE buf C@ .
S" abcdef" buf SWAP MOVE buf 6 TYPE
buf buf 2 + 4 MOVE buf 6 TYPE
buf 2 + buf 4 MOVE buf 6 TYPE
\ --- want
\ --0 abcdefababcdabcdcd ok
\ stack: empty

\ ### fill, erase and move of nothing
CREATE buf 4 ALLOT S" abcd" buf SWAP MOVE
buf 0 CHAR x FILL buf -5 ERASE buf buf 0 MOVE 0 0 -1 MOVE 0 -1 ERASE buf 4 TYPE
\ --- want
\ abcd ok
\ stack: empty

\ ### here allot align [gforth]
HERE 10 ALLOT HERE SWAP - . HERE -10 ALLOT HERE - .
1 ALLOT ALIGN HERE 8 MOD . 13 ALIGNED . 16 ALIGNED . 0 ALIGNED .
\ --- want
\ 10 10 0 16 16 0  ok
\ stack: empty

\ ### comma and c-comma [gforth]
CREATE t 10 , 20 , t @ . t CELL+ @ .
CREATE s 72 C, 105 C, s 2 TYPE ALIGN
\ --- want
\ 10 20 Hi ok
\ stack: empty

\ ### cells and chars [gforth]
3 CELLS . 1 CELL+ . 3 CHARS . 1 CHAR+ . -2 CELLS .
\ --- want
\ 24 9 3 2 -16  ok
\ stack: empty

\ ### cell, not in the standard
CELL .
\ --- want
\ 8  ok
\ stack: empty

\ ### unused shrinks as data space grows
UNUSED 100 ALLOT UNUSED - .
\ --- want
\ 100  ok
\ stack: empty

\ ### pad is scratch memory [gforth]
S" scratch" PAD SWAP MOVE PAD 7 TYPE
\ --- want
\ scratch ok
\ stack: empty

\ ### address zero
0 @
\ --- want
\ error -9: invalid memory address: 0
\ at input, line 1, column 3: @
\ in: @
\ stack at the error: empty
\ stack: empty

\ ### an address in the guard page
100 C@
\ --- want
\ error -9: invalid memory address: 100
\ at input, line 1, column 5: C@
\ in: C@
\ stack at the error: empty
\ stack: empty

\ ### a store past the end of memory
5 -8 !
\ --- want
\ error -9: invalid memory address: -8
\ at input, line 1, column 6: !
\ in: !
\ stack at the error: empty
\ stack: empty

\ ### a cell that starts in memory and ends outside
HERE UNUSED + 4 - @
\ --- want
\ error -9: invalid memory address: 1048576 (8 bytes at 1048572 pass the end of memory)
\ at input, line 1, column 19: @
\ in: @
\ stack at the error: empty
\ stack: empty

\ ### 2! checks both cells before it stores
1 2 0 2!
\ --- want
\ error -9: invalid memory address: 0
\ at input, line 1, column 7: 2!
\ in: 2!
\ stack at the error: empty
\ stack: empty

\ ### fill past the end of memory
100000 100000000 0 FILL
\ --- want
\ error -9: invalid memory address: 1048576 (100000000 bytes at 100000 pass the end of memory)
\ at input, line 1, column 20: FILL
\ in: FILL
\ stack at the error: empty
\ stack: empty

\ ### move from nowhere
0 PAD 10 MOVE
\ --- want
\ error -9: invalid memory address: 0
\ at input, line 1, column 10: MOVE
\ in: MOVE
\ stack at the error: empty
\ stack: empty

\ ### type of memory outside
1 1000 TYPE
\ --- want
\ error -9: invalid memory address: 1
\ at input, line 1, column 8: TYPE
\ in: TYPE
\ stack at the error: empty
\ stack: empty

\ ### allot beyond the memory
100000000 ' ALLOT CATCH . .
\ --- want
\ -8 100000000  ok
\ stack: empty

\ ### allot back below the start of the dictionary
-100000000 ALLOT
\ --- want
\ error -8: dictionary overflow: ALLOT -100000000 would give back more than the 0 bytes the session has allotted
\ at input, line 1, column 12: ALLOT
\ in: ALLOT
\ stack at the error: -100000000
\ stack: empty

\ ### a long move over itself, up and down [gforth]
CREATE big 200001 ALLOT
: init 200000 0 DO I 251 MOD big I + C! LOOP ;
: moved? ( offset -- flag ) TRUE 200000 0 DO OVER big + I + C@ I 251 MOD <> IF DROP FALSE LEAVE THEN LOOP NIP ;
init big big 1+ 200000 MOVE 1 moved? .
big 1+ big 200000 MOVE 0 moved? .
\ --- want
\ -1 -1  ok
\ stack: empty

\ ### allot gives back only what the session allotted
100 ALLOT -100 ALLOT -1 ALLOT
\ --- want
\ error -8: dictionary overflow: ALLOT -1 would give back more than the 0 bytes the session has allotted
\ at input, line 1, column 25: ALLOT
\ in: ALLOT
\ stack at the error: -1
\ stack: empty
