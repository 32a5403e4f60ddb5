\ Deep recursion: words that call each other or themselves a few hundred
\ levels deep, through a DEFER set to a :NONAME word (the mutual recursion
\ of even? and odd?) and through RECURSE (a sum that is not a tail call).

[UNDEFINED] deep-runs [IF] 60000 CONSTANT deep-runs [THEN]

DEFER odd?
0 VALUE calls
: even? ( n -- f ) calls 1+ TO calls  DUP 0= IF DROP TRUE EXIT THEN  1- odd? ;
:NONAME ( n -- f ) calls 1+ TO calls  DUP 0= IF DROP FALSE EXIT THEN  1- even? ;
IS odd?

: kind ( n -- k ) 3 MOD CASE 0 OF 1 ENDOF 1 OF 10 ENDOF 100 SWAP ENDCASE ;

\ 1 + 2 + ... + n, each level adding after the one below returns
: tri ( n -- sum ) DUP 0= IF EXIT THEN DUP 1- RECURSE + ;

: main ( -- )
  0  deep-runs 0 DO
    I 200 MOD even? IF I kind + THEN
    I 7 AND 0= IF I 250 MOD tri + THEN
  LOOP . calls . ;
