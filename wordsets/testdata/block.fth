\ The Block word set: 1024-character blocks in the session file blocks.fb.

\ ### write a block and load it [gforth]
: WRITE-BLOCK ( c-addr u blk -- ) BUFFER DUP 1024 BLANK SWAP MOVE UPDATE ;
S" 6 7 * ." 3 WRITE-BLOCK FLUSH  3 LOAD
\ --- want
\ 42  ok
\ stack: empty

\ ### a block never written reads as spaces [gforth]
5 BLOCK 1024 -TRAILING NIP .  5 BLOCK C@ .
\ --- want
\ 0 32  ok
\ stack: empty

\ ### block and buffer give the same buffer for the same block [gforth]
7 BLOCK 7 BLOCK = .  7 BUFFER 7 BLOCK = .  8 BUFFER 8 BUFFER = .  7 BLOCK 8 BLOCK <> .
\ --- want
\ -1 -1 -1 -1  ok
\ stack: empty

\ ### blocks are kept in the file blocks.fb
S" hello" 2 BUFFER DUP 1024 BLANK SWAP MOVE UPDATE SAVE-BUFFERS
S" blocks.fb" R/O OPEN-FILE THROW  DUP FILE-SIZE THROW D.
2048. 2 PICK REPOSITION-FILE THROW  PAD 5 ROT READ-FILE THROW PAD SWAP TYPE
\ --- want
\ 3072 hello ok
\ stack: empty

\ ### update marks only the last block [gforth]
: WRITE-BLOCK ( c-addr u blk -- ) BUFFER DUP 1024 BLANK SWAP MOVE ;
S" one" 10 WRITE-BLOCK UPDATE  S" two" 11 WRITE-BLOCK  SAVE-BUFFERS EMPTY-BUFFERS
10 BLOCK 3 TYPE SPACE 11 BLOCK C@ .
\ --- want
\ one 32  ok
\ stack: empty

\ ### empty-buffers drops what was not saved [gforth]
S" kept" 12 BUFFER SWAP MOVE UPDATE FLUSH
CHAR X 12 BLOCK C! UPDATE EMPTY-BUFFERS  12 BLOCK 4 TYPE
\ --- want
\ kept ok
\ stack: empty

\ ### more blocks than buffers [gforth]
: FILL-BLOCKS 40 20 DO I 20 - I BLOCK C! UPDATE LOOP ;
: SUM ( -- n ) 0 40 20 DO I BLOCK C@ + LOOP ;
FILL-BLOCKS FLUSH SUM .
\ --- want
\ 190  ok
\ stack: empty

\ ### eight buffers: updated blocks are written back when their buffer is needed
: FILL-BLOCKS 40 20 DO I 20 - I BLOCK C! UPDATE LOOP ;
: SUM ( -- n ) 0 40 20 DO I BLOCK C@ + LOOP ;
FILL-BLOCKS EMPTY-BUFFERS SUM .
\ --- want
\ 322  ok
\ stack: empty

\ ### blk holds the block being loaded [gforth]
: WRITE-BLOCK ( c-addr u blk -- ) BUFFER DUP 1024 BLANK SWAP MOVE UPDATE ;
S" BLK @ ." 4 WRITE-BLOCK  BLK @ . 4 LOAD BLK @ .
\ --- want
\ 0 4 0  ok
\ stack: empty

\ ### thru loads blocks in turn; a load may nest [gforth]
: WRITE-BLOCK ( c-addr u blk -- ) BUFFER DUP 1024 BLANK SWAP MOVE UPDATE ;
S" 1 ." 4 WRITE-BLOCK  S" 2 . 6 LOAD 3 ." 5 WRITE-BLOCK  S" 9 ." 6 WRITE-BLOCK
4 5 THRU
\ --- want
\ 1 2 9 3  ok
\ stack: empty

\ ### a block holds 16 lines of 64 characters [gforth]
: WRITE-BLOCK ( c-addr u blk -- ) BUFFER DUP 1024 BLANK SWAP MOVE UPDATE ;
S" 1 \ the rest of this line is a comment" 9 WRITE-BLOCK
S" 2" 9 BLOCK 64 + SWAP MOVE UPDATE  9 LOAD . .
\ --- want
\ 2 1  ok
\ stack: empty

\ ### refill moves on to the next block [gforth]
: WRITE-BLOCK ( c-addr u blk -- ) BUFFER DUP 1024 BLANK SWAP MOVE UPDATE ;
S" 1 2 REFILL 3" 14 WRITE-BLOCK  S" 10 BLK @" 15 WRITE-BLOCK
14 LOAD . . . . .
\ --- want
\ 15 10 -1 2 1  ok
\ stack: empty

\ ### save-input and restore-input across blocks
: WRITE-BLOCK ( c-addr u blk -- ) BUFFER DUP 1024 BLANK SWAP MOVE UPDATE ;
VARIABLE PASS  0 PASS !
S" SAVE-INPUT 1 PASS +! REFILL" 16 WRITE-BLOCK
S" DROP PASS @ . PASS @ 2 < [IF] RESTORE-INPUT [ELSE] . [THEN]" 17 WRITE-BLOCK
16 LOAD
\ --- want
\ 1 2 0  ok
\ stack: empty

\ ### list shows the block and sets scr
: WRITE-BLOCK ( c-addr u blk -- ) BUFFER DUP 1024 BLANK SWAP MOVE UPDATE ;
S" : HI ( -- ) ;" 6 WRITE-BLOCK  6 LIST SCR @ .
\ --- want
\ Screen 6
\  0 : HI ( -- ) ;
\  1
\  2
\  3
\  4
\  5
\  6
\  7
\  8
\  9
\ 10
\ 11
\ 12
\ 13
\ 14
\ 15
\ 6  ok
\ stack: empty

\ ### an error in a block names the block, line and column
: WRITE-BLOCK ( c-addr u blk -- ) BUFFER DUP 1024 BLANK SWAP MOVE UPDATE ;
S" 1 2" 8 WRITE-BLOCK  S"   NO-SUCH-WORD" 8 BLOCK 128 + SWAP MOVE UPDATE  8 LOAD
\ --- want
\ error -13: undefined word: NO-SUCH-WORD
\ at block 8, line 3, column 3: NO-SUCH-WORD
\ in: LOAD
\ stack at the error: 1 2
\ stack: empty

\ ### block 0 is not a block
0 BLOCK
\ --- want
\ error -35: invalid block number: block 0: blocks are numbered from 1 to 4095
\ at input, line 1, column 3: BLOCK
\ in: BLOCK
\ stack at the error: empty
\ stack: empty

\ ### the blocks must fit in the files limit [files=8K]
7 BLOCK DROP 8 BLOCK
\ --- want
\ error -35: invalid block number: block 8: blocks are numbered from 1 to 7
\ at input, line 1, column 16: BLOCK
\ in: BLOCK
\ stack at the error: empty
\ stack: empty

\ ### writing blocks counts towards the files limit [files=8K]
S" a.txt" W/O CREATE-FILE THROW  PAD 4000 ROT WRITE-FILE THROW
7 BLOCK DROP UPDATE FLUSH
\ --- want
\ error -34: block write exception: block 7: the session's files would exceed their limit (the blocks are in the file blocks.fb)
\ at input, line 2, column 21: FLUSH
\ in: FLUSH
\ stack at the error: empty
\ stack: empty

\ ### update without a block
UPDATE
\ --- want
\ error -35: invalid block number: UPDATE needs a BLOCK or BUFFER before it
\ at input, line 1, column 1: UPDATE
\ in: UPDATE
\ stack at the error: empty
\ stack: empty
