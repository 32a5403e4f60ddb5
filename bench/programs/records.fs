\ A stock table of records laid out with BEGIN-STRUCTURE, FIELD:, CFIELD:,
\ FFIELD: and +FIELD: items restocked and sold by pseudo-random orders,
\ valued with a tax rate held in an FCONSTANT and a discount for each class,
\ then ranked by value through an index array.

[UNDEFINED] record-days [IF] 1500 CONSTANT record-days [THEN]

BEGIN-STRUCTURE /item
  FIELD:  item.id
  FIELD:  item.qty
  FIELD:  item.sold
  FFIELD: item.price
  CFIELD: item.class
  8 +FIELD item.code
END-STRUCTURE

500 CONSTANT #items
CREATE items #items /item * ALLOT
CREATE ranking #items CELLS ALLOT
1.2e FCONSTANT tax
FVARIABLE discount
VARIABLE seed

: next-random ( -- u ) seed @ 1103515245 * 12345 + $7FFFFFFF AND DUP seed ! 8 RSHIFT ;
: item ( i -- addr ) /item * items + ;

: set-code ( addr -- )  \ eight letters from the id
  DUP item.id @ SWAP item.code 8 BOUNDS DO
    DUP 26 MOD [CHAR] A + I C!  7 *  1+
  LOOP DROP ;

: stock ( -- )
  #items 0 DO
    I DUP item >R  R@ item.id !
    next-random 50 MOD 10 + R@ item.qty !
    0 R@ item.sold !
    next-random 10000 MOD 100 + S>F 100e F/ R@ item.price F!
    next-random 4 MOD R@ item.class C!
    R> set-code
  LOOP ;

\ a sale takes what it can of one item
: sell ( -- )
  next-random #items MOD item  next-random 8 MOD 1+   ( addr n )
  OVER item.qty @ MIN                         ( addr n' )
  2DUP NEGATE SWAP item.qty +!
  SWAP item.sold +! ;

: restock ( -- )
  #items 0 DO
    I item DUP item.qty @ 5 < IF 40 SWAP item.qty +! ELSE DROP THEN
  LOOP ;

: worth ( addr -- ) ( F: -- r )
  DUP item.sold @ S>F  item.price F@ F*  tax F*  1e discount F@ F- F* ;

: class-discount ( addr -- )
  item.class C@ CASE 0 OF 0e ENDOF 1 OF 0.05e ENDOF 2 OF 0.1e ENDOF 0.15e ENDCASE
  discount F! ;

: total ( -- n )
  0e #items 0 DO I item DUP class-discount worth F+ LOOP F>S ;

: rank ( -- )   \ insertion sort of item numbers by sold, most first
  #items 0 DO I ranking I CELLS + ! LOOP
  #items 1 DO
    ranking I CELLS + @  I
    BEGIN DUP 0> WHILE
      OVER item item.sold @  ranking 2 PICK 1- CELLS + @ item item.sold @  > WHILE
      ranking OVER 1- CELLS + @  ranking 2 PICK CELLS + !  1-
    REPEAT THEN
    CELLS ranking + !
  LOOP ;

: code-sum ( -- n )  \ the codes of the best ten, as a check of the order
  0 10 0 DO ranking I CELLS + @ item item.code 8 BOUNDS DO I C@ + LOOP LOOP ;

: day ( -- ) 2000 0 DO sell LOOP restock ;

: main ( -- ) 1 seed ! stock
  0 record-days 0 DO day total + LOOP .
  rank code-sum . ranking @ . ;
