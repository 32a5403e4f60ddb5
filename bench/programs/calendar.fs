\ Factored code in many small words: calendar arithmetic (leap years,
\ month lengths, day numbers, weekdays) walks day by day through the
\ years, sums the weekdays and counts the Fridays that fall on the 13th.

[UNDEFINED] calendar-years [IF] 6000 CONSTANT calendar-years [THEN]

VARIABLE year  VARIABLE month  VARIABLE day

: divides? ( n divisor -- flag ) MOD 0= ;
: leap? ( y -- flag )
  DUP 400 divides? IF DROP TRUE EXIT THEN
  DUP 100 divides? IF DROP FALSE EXIT THEN
  4 divides? ;
: february ( y -- days ) leap? IF 29 ELSE 28 THEN ;
: short-month? ( m -- flag ) DUP 4 = OVER 6 = OR OVER 9 = OR SWAP 11 = OR ;
: month-days ( y m -- days )
  DUP 2 = IF DROP february EXIT THEN
  NIP short-month? IF 30 ELSE 31 THEN ;

: this-month-days ( -- days ) year @ month @ month-days ;
: last-day? ( -- flag ) day @ this-month-days = ;
: last-month? ( -- flag ) month @ 12 = ;
: next-year ( -- ) 1 year +!  1 month ! ;
: next-month ( -- ) last-month? IF next-year ELSE 1 month +! THEN  1 day ! ;
: next-day ( -- ) last-day? IF next-month ELSE 1 day +! THEN ;

\ the weekday by Zeller's congruence: 0 is Saturday, 6 Friday
: shifted-month ( -- m ) month @ DUP 3 < IF 12 + THEN ;
: shifted-year ( -- y ) year @ month @ 3 < IF 1- THEN ;
: century-part ( y -- n ) 100 / DUP 4 / SWAP 5 * + ;
: year-part ( y -- n ) 100 MOD DUP 4 / + ;
: month-part ( m -- n ) 1+ 13 * 5 / ;
: weekday ( -- day-of-week )
  day @ shifted-month month-part +
  shifted-year DUP year-part SWAP century-part + + 7 MOD ;

: friday? ( -- flag ) weekday 6 = ;
: thirteenth? ( -- flag ) day @ 13 = ;
: unlucky? ( -- flag ) thirteenth? IF friday? ELSE FALSE THEN ;

: main ( -- ) 1600 year ! 1 month ! 1 day !  0 0
  BEGIN year @ 1600 calendar-years + < WHILE
    weekday +  SWAP unlucky? IF 1+ THEN SWAP  next-day
  REPEAT SWAP . . ;
