\ The towers of Hanoi: count the moves and sum a checksum of them.

[UNDEFINED] hanoi-disks [IF] 21 CONSTANT hanoi-disks [THEN]

VARIABLE moves
VARIABLE checksum

: hanoi ( n from to via -- )
  3 PICK 0= IF 2DROP 2DROP EXIT THEN
  3 PICK 1- 3 PICK 2 PICK 4 PICK RECURSE    \ n-1 discs from -> via
  1 moves +!  2 PICK 4 * 2 PICK + checksum +!
  3 PICK 1- OVER 3 PICK 5 PICK RECURSE      \ n-1 discs via -> to
  2DROP 2DROP ;

: main ( -- ) 0 moves ! 0 checksum !
  hanoi-disks 1 3 2 hanoi  moves @ . checksum @ . ;
