\ String work: FILL, MOVE, COMPARE and SEARCH over buffers of a few
\ kilobytes, so that the time goes to the string words themselves.

[UNDEFINED] string-runs [IF] 1000 CONSTANT string-runs [THEN]

4096 CONSTANT text-size
CREATE text-a text-size ALLOT
CREATE text-b text-size ALLOT
CREATE needle 4 ALLOT

\ the needle: four letters that occur in the text only at its end
: make-needle ( -- ) [CHAR] x needle C!  [CHAR] y needle 1+ C!
  [CHAR] z needle 2 + C!  [CHAR] ! needle 3 + C! ;

\ one round: fill a with a letter, copy it to b, mark the end of b with the
\ needle, compare the two and find the needle in b
: round ( i -- n )
  text-a text-size ROT 26 MOD [CHAR] a + FILL
  text-a text-b text-size MOVE
  needle text-b text-size + 4 - 4 MOVE
  text-a text-size text-b text-size COMPARE         ( -1: a sorts first )
  text-b text-size needle 4 SEARCH DROP NIP         ( length of the rest: 4 )
  + ;

: main ( -- ) make-needle 0 string-runs 0 DO I round + LOOP . ;
