\ CATCH and THROW in a loop: one call in eight throws.

[UNDEFINED] catch-runs [IF] 1000000 CONSTANT catch-runs [THEN]

: maybe-throw ( n -- n+1 ) DUP 7 AND 0= IF 42 THROW THEN 1+ ;

: main ( -- ) 0 catch-runs 0 DO
    I ['] maybe-throw CATCH IF DROP 1000 THEN +
  LOOP . ;
