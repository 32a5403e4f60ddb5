\ A Bloom filter in a bit array of cells: keys from a pseudo-random stream
\ are added with three hashes each, other keys are looked up and the false
\ positives counted, and the set bits are counted with a SWAR popcount.

[UNDEFINED] bloom-keys [IF] 400000 CONSTANT bloom-keys [THEN]

1 20 LSHIFT CONSTANT #bits
#bits 1- CONSTANT bit-mask
CREATE filter #bits 64 / CELLS ALLOT
VARIABLE seed

: next-key ( -- u )
  seed @ 6364136223846793005 * 1442695040888963407 + DUP seed ! 29 RSHIFT ;

: hash1 ( u -- n ) DUP 17 RSHIFT XOR 40503 * 7 RSHIFT bit-mask AND ;
: hash2 ( u -- n ) DUP 11 LSHIFT XOR DUP 23 RSHIFT + bit-mask AND ;
: hash3 ( u -- n ) 2654435761 * 12 RSHIFT bit-mask AND ;

: bit-cell ( n -- addr ) 6 RSHIFT CELLS filter + ;
: bit-of ( n -- mask ) 63 AND 1 SWAP LSHIFT ;
: set-bit ( n -- ) DUP bit-of SWAP bit-cell DUP @ ROT OR SWAP ! ;
: bit-set? ( n -- f ) DUP bit-of SWAP bit-cell @ AND 0<> ;

: add ( key -- ) DUP hash1 set-bit DUP hash2 set-bit hash3 set-bit ;
: maybe? ( key -- f )
  DUP hash1 bit-set? OVER hash2 bit-set? AND SWAP hash3 bit-set? AND ;

: popcount ( x -- n )
  DUP 1 RSHIFT $5555555555555555 AND -
  DUP $3333333333333333 AND SWAP 2 RSHIFT $3333333333333333 AND +
  DUP 4 RSHIFT + $0F0F0F0F0F0F0F0F AND
  $0101010101010101 * 56 RSHIFT ;

: filled ( -- n ) 0 #bits 64 / 0 DO filter I CELLS + @ popcount + LOOP ;

: round ( n -- false-positives filled )
  filter #bits 64 / CELLS ERASE
  seed !  bloom-keys 0 DO next-key add LOOP
  0 bloom-keys 0 DO next-key maybe? IF 1+ THEN LOOP
  filled ;

: main ( -- ) 0 5 0 DO I 1+ round + + LOOP . ;
