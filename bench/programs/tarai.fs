\ Takeuchi's tarai function (the original, which returns y), with its
\ three arguments kept on the data stack and reached with PICK, and a
\ count of its calls in a variable.

[UNDEFINED] tarai-x [IF] 12 CONSTANT tarai-x [THEN]

VARIABLE tarai-calls

: tarai ( x y z -- n )
  1 tarai-calls +!
  2 PICK 2 PICK > 0= IF DROP NIP EXIT THEN
  2 PICK 1- 2 PICK 2 PICK RECURSE >R
  1 PICK 1- 1 PICK 4 PICK RECURSE >R
  DUP 1- 3 PICK 3 PICK RECURSE
  R> R> SWAP ROT RECURSE
  NIP NIP NIP ;

: main ( -- ) 0 tarai-calls !
  tarai-x 6 0 tarai . tarai-calls @ . ;
