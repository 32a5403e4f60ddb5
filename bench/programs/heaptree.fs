\ Data on the heap: a binary search tree whose nodes come from ALLOCATE,
\ filled with pseudo-random keys, summed in order into an array that grows
\ with RESIZE, then freed node by node, children first, so that the heap
\ sees frees in an order other than the one it gave the blocks out in.

[UNDEFINED] heap-rounds [IF] 10 CONSTANT heap-rounds [THEN]
[UNDEFINED] heap-keys [IF] 20000 CONSTANT heap-keys [THEN]

VARIABLE seed
: next-random ( -- u ) seed @ 1103515245 * 12345 + $7FFFFFFF AND DUP seed ! ;

\ a node is three cells: its key, its left child, its right child
: node-key ( node -- key ) @ ;
: left ( node -- addr ) CELL+ ;
: right ( node -- addr ) 2 CELLS + ;
: new-node ( key -- node )
  3 CELLS ALLOCATE THROW  TUCK !  0 OVER left !  0 OVER right ! ;

\ tree-insert puts key below the node held at addr
: tree-insert ( key addr -- )
  BEGIN DUP @ WHILE
    @ 2DUP node-key < IF left ELSE right THEN
  REPEAT  SWAP new-node SWAP ! ;

\ the keys in order go to an array that doubles when full
VARIABLE keys  VARIABLE #keys  VARIABLE room
: start-keys ( -- ) 16 DUP room !  CELLS ALLOCATE THROW keys !  0 #keys ! ;
: add-key ( key -- )
  #keys @ room @ = IF
    room @ 2* DUP room !  keys @ SWAP CELLS RESIZE THROW keys !
  THEN
  keys @ #keys @ CELLS + !  1 #keys +! ;
: walk ( node -- )
  DUP 0= IF DROP EXIT THEN
  DUP left @ RECURSE  DUP node-key add-key  right @ RECURSE ;

: free-tree ( node -- )
  DUP 0= IF DROP EXIT THEN
  DUP left @ RECURSE  DUP right @ RECURSE  FREE THROW ;

\ the weighted sum of the keys in order, which checks their order too
: checksum ( -- n ) 0 #keys @ 0 DO keys @ I CELLS + @ I 1+ * + LOOP ;

VARIABLE tree-root
: round ( -- n )
  0 tree-root !  heap-keys 0 DO next-random 1000000 MOD tree-root tree-insert LOOP
  start-keys  tree-root @ walk  checksum
  tree-root @ free-tree  keys @ FREE THROW ;

: main ( -- ) 1 seed !  0 heap-rounds 0 DO round + LOOP . ;
