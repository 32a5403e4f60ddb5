\ An elevator simulated in VALUEs changed with TO: the storey the car is
\ at, its direction and cargo, the clock and the counts. Calls arrive from
\ a pseudo-random stream; the rule that moves the car is a DEFERred word
\ set with IS, and the simulation runs once for each rule.

[UNDEFINED] lift-ticks [IF] 1000000 CONSTANT lift-ticks [THEN]

16 CONSTANT #floors
8 CONSTANT capacity
CREATE waiting #floors CELLS ALLOT

0 VALUE storey      1 VALUE direction  0 VALUE cargo
0 VALUE clock      0 VALUE queued     0 VALUE moves
0 VALUE delivered  0 VALUE wait-sum
VARIABLE seed
DEFER move-rule

: next-random ( -- u ) seed @ 1103515245 * 12345 + $7FFFFFFF AND DUP seed ! 16 RSHIFT ;
: at ( storey -- addr ) CELLS waiting + ;

: arrive ( -- )
  next-random 5 MOD 0= IF  1 next-random #floors MOD at +!  queued 1+ TO queued  THEN ;
: alight ( -- ) cargo 2 MIN  DUP delivered + TO delivered  cargo SWAP - TO cargo ;
: board ( -- )
  storey at @  capacity cargo - MIN
  DUP cargo + TO cargo  DUP queued SWAP - TO queued  NEGATE storey at +! ;
: turn ( -- )
  storey 0= IF 1 TO direction THEN
  storey #floors 1- = IF -1 TO direction THEN ;
: step ( -- ) turn  storey direction + TO storey  moves 1+ TO moves ;

: sweep ( -- ) step ;                       \ back and forth, always
: idle ( -- )                               \ rests when nobody is near
  cargo 0> queued 3 > OR IF step THEN ;
: eager ( -- )                              \ turns towards a longer queue
  cargo 0= IF
    storey 0> storey #floors 1- < AND IF
      storey 1- at @  storey 1+ at @  > IF -1 ELSE 1 THEN TO direction
    THEN
  THEN step ;

: tick ( -- )
  arrive  clock 1+ TO clock
  cargo IF alight THEN  board
  queued wait-sum + TO wait-sum
  move-rule ;

: reset ( -- )
  waiting #floors CELLS ERASE  7 seed !
  0 TO storey  1 TO direction  0 TO cargo  0 TO clock
  0 TO queued  0 TO moves  0 TO delivered  0 TO wait-sum ;

: simulate ( xt -- n )
  IS move-rule  reset
  lift-ticks 0 DO tick LOOP
  delivered 1000 *  moves +  wait-sum clock / + ;

: main ( -- ) ['] sweep simulate . ['] idle simulate . ['] eager simulate . ;
