\ The Memory-allocation word set: blocks from the top of Forth memory.

\ ### allocate, use and free [gforth]
100 ALLOCATE THROW  DUP 42 SWAP !  DUP @ .  DUP ALIGNED OVER = .  FREE .
\ --- want
\ 42 -1 0  ok
\ stack: empty

\ ### resize keeps the contents [gforth]
8 ALLOCATE THROW  5 OVER !  10000 RESIZE THROW  DUP @ .  4 RESIZE THROW DUP @ . FREE THROW
\ --- want
\ 5 5  ok
\ stack: empty

\ ### freed memory is used again
100 ALLOCATE THROW DUP FREE THROW  100 ALLOCATE THROW = .
\ --- want
\ -1  ok
\ stack: empty

\ ### a negative size is ior -59, not an error
-1 ALLOCATE . .
\ --- want
\ -59 0  ok
\ stack: empty

\ ### more than memory holds is ior -59 [memory=256K]
1000000 ALLOCATE . .
\ --- want
\ -59 0  ok
\ stack: empty

\ ### free of something not allocated, or freed twice, is ior -60
HERE FREE .  64 ALLOCATE DROP DUP FREE . FREE .
\ --- want
\ -60 0 -60  ok
\ stack: empty

\ ### a failed resize leaves the block as it was [memory=256K]
16 ALLOCATE THROW  7 OVER !  1000000 RESIZE . DUP @ . FREE .
HERE 10 RESIZE . HERE = .  16 ALLOCATE THROW -5 RESIZE . FREE .
\ --- want
\ -61 7 0 -61 -1 -61 0  ok
\ stack: empty

\ ### a resize to the largest cell is refused, and the heap stays whole
16 ALLOCATE THROW  7 OVER !  -1 1 RSHIFT RESIZE . DUP @ . FREE .
1000 ALLOCATE . FREE .  UNUSED 0> .
\ --- want
\ -61 7 0 0 0 -1  ok
\ stack: empty

\ ### throw of an allocation failure [memory=256K]
1000000 ALLOCATE THROW
\ --- want
\ error -59: ALLOCATE: 1000000 bytes do not fit in the free memory: FREE what is no longer needed, or start the session with more --memory
\ at input, line 1, column 18: THROW
\ in: THROW
\ stack at the error: 0
\ stack: empty

\ ### allocate does not move here [gforth]
HERE 1000 ALLOCATE THROW DROP HERE = .
\ --- want
\ -1  ok
\ stack: empty
