\ ENVIRONMENT? answers for every word set there is.

\ ### the word sets are all there [gforth]
: HAS ( c-addr u -- ) ENVIRONMENT? IF . ELSE ." unknown " THEN ;
S" DOUBLE" HAS S" DOUBLE-EXT" HAS S" FLOATING" HAS S" FLOATING-EXT" HAS
S" FILE" HAS S" FILE-EXT" HAS S" BLOCK" HAS S" BLOCK-EXT" HAS
S" MEMORY-ALLOC" HAS S" STRING" HAS S" STRING-EXT" HAS
S" FACILITY" HAS S" FACILITY-EXT" HAS S" LOCALS" HAS S" LOCALS-EXT" HAS S" TOOLS" HAS
\ --- want
\ -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1  ok
\ stack: empty

\ ### the tools extensions are not complete
S" TOOLS-EXT" ENVIRONMENT? . .
\ --- want
\ -1 0  ok
\ stack: empty

\ ### sizes
S" FLOATING-STACK" ENVIRONMENT? . .  S" #LOCALS" ENVIRONMENT? . .
S" MAX-FLOAT" ENVIRONMENT? . FS.
\ --- want
\ -1 8192 -1 65535 -1 1.79769313486232E308  ok
\ stack: empty

\ ### an unknown query is false
S" NO-SUCH-THING" ENVIRONMENT? .
\ --- want
\ 0  ok
\ stack: empty
