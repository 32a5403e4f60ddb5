\ CRC-32 (the one of zip and PNG) over a buffer of pseudo-random bytes,
\ table driven: byte access, shifts and table look-ups.

[UNDEFINED] crc-size [IF] 65536 CONSTANT crc-size [THEN]
[UNDEFINED] crc-runs [IF] 200 CONSTANT crc-runs [THEN]

CREATE crc-table 256 CELLS ALLOT

: make-table ( -- )
  256 0 DO
    I 8 0 DO
      DUP 1 AND IF 1 RSHIFT $EDB88320 XOR ELSE 1 RSHIFT THEN
    LOOP crc-table I CELLS + !
  LOOP ;

: crc32 ( addr len -- crc )
  $FFFFFFFF ROT ROT OVER + SWAP ?DO
    DUP I C@ XOR $FF AND CELLS crc-table + @ SWAP 8 RSHIFT XOR
  LOOP $FFFFFFFF XOR ;

CREATE crc-buffer crc-size ALLOT

\ fill the buffer from a linear congruential generator
: fill-buffer ( -- )
  12345 crc-size 0 DO
    1103515245 * 12345 + $7FFFFFFF AND DUP 16 RSHIFT crc-buffer I + C!
  LOOP DROP ;

: main ( -- ) make-table fill-buffer
  0 crc-runs 0 DO DROP crc-buffer crc-size crc32 LOOP . ;
