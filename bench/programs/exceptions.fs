\ CATCH and THROW in a loop, as a program uses them for its errors: a
\ checked division throws from a few calls down, an outer handler sorts
\ the codes, and some errors are thrown on after cleaning up.

[UNDEFINED] exception-runs [IF] 2000000 CONSTANT exception-runs [THEN]

-10 CONSTANT division-by-zero
1 CONSTANT too-big
2 CONSTANT negative

VARIABLE cleanups

: check-divisor ( n -- n ) DUP 0= IF division-by-zero THROW THEN ;
: check-size ( n -- n ) DUP 1000 > IF too-big THROW THEN ;
: check-sign ( n -- n ) DUP 0< IF negative THROW THEN ;

: safe-div ( a b -- q ) check-divisor / check-size check-sign ;

\ a step that cleans up and throws on whatever it could not handle
: guarded ( a b -- q )
  ['] safe-div CATCH ?DUP IF
    NIP NIP  1 cleanups +!
    DUP too-big = IF DROP 1000 EXIT THEN
    THROW
  THEN ;

: attempt ( i -- n )
  DUP 7 MOD 3 - SWAP 5000 SWAP - SWAP   ( a b )
  ['] guarded CATCH CASE
    0 OF ENDOF
    division-by-zero OF 2DROP -1 ENDOF
    negative OF 2DROP -2 ENDOF
    THROW
  ENDCASE ;

: main ( -- ) 0 cleanups !
  0 exception-runs 0 DO I attempt + LOOP . cleanups @ . ;
