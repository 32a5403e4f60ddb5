\ Fixed-point money: loan schedules kept in cents. Each month's interest
\ comes from */MOD with the rate in hundredths of a percent, rounded half
\ up; each payment is converted to another currency with */ and written
\ as dollars and cents with pictured numeric output into a report line,
\ which a checksum reads; the totals are split with UM/MOD.

[UNDEFINED] ledger-loans [IF] 20000 CONSTANT ledger-loans [THEN]

CREATE line 80 ALLOT
VARIABLE line-len
VARIABLE checksum

: line-add ( addr u -- ) DUP >R line line-len @ + SWAP MOVE R> line-len +! ;
: money ( cents -- addr u ) DUP ABS 0 <# # # [CHAR] . HOLD #S ROT SIGN #> ;
: sum-line ( -- )
  checksum @ line line-len @ BOUNDS ?DO 31 * I C@ + LOOP checksum ! ;

VARIABLE balance  VARIABLE rate  VARIABLE part
VARIABLE total-interest  VARIABLE total-euros

\ a month's interest on balance at rate (hundredths of a percent a year)
: interest ( balance rate -- cents ) 120000 */MOD SWAP 60000 < 0= - ;
: in-euros ( cents -- cents' ) 9217 10000 */ ;

: month ( -- )
  balance @ rate @ interest DUP total-interest +!
  part @ balance @ MIN DUP NEGATE balance +! +
  DUP in-euros total-euros +!
  0 line-len !  S" paid " line-add  money line-add  sum-line ;

: loan ( principal rate months -- )
  >R rate !  DUP balance !  R@ / 1 MAX part !
  R> 0 DO month LOOP ;

: main ( -- ) 0 checksum ! 0 total-interest ! 0 total-euros !
  ledger-loans 0 DO
    I 997 * 100000 MOD 10000 +  I 7 MOD 100 * 300 +  I 5 MOD 12 * 12 + loan
  LOOP
  total-interest @ 0 100 UM/MOD . .  total-euros @ 0 100 UM/MOD . .  checksum @ . ;
