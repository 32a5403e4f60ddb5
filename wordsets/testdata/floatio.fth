\ Float output and input: F. FE. FS. as gforth 0.7.3 prints them, REPRESENT,
\ PRECISION and >FLOAT.

\ ### f. leaves out trailing zeros and writes no exponent [gforth]
1.5e F. 1e F. 0e F. -0e F. -2.5e F. 123.456e F. 0.1e F. 1e-5 F.
1e10 F. 1e20 F. 1e-20 F. 2e16 F. 12345678901234567e F.
\ --- want
\ 1.5 1. 0. -0. -2.5 123.456 0.1 0.00001 10000000000. 100000000000000000000. 0.00000000000000000001 20000000000000000. 12345678901234600.  ok
\ stack: empty

\ ### fe. puts one to three digits before the point [gforth]
1.5e FE. 1e10 FE. 1e-5 FE. 0.1e FE. 123.456e FE. 12345678901234567e FE. 0e FE. -2.5e FE.
\ --- want
\ 1.50000000000000E0 10.0000000000000E9 10.0000000000000E-6 100.000000000000E-3 123.456000000000E0 12.3456789012346E15 0.00000000000000E0 -2.50000000000000E0  ok
\ stack: empty

\ ### fs. puts one digit before the point [gforth]
1.5e FS. 1e10 FS. 1e-5 FS. 0.1e FS. 123.456e FS. 12345678901234567e FS. 0e FS. -2.5e FS.
\ --- want
\ 1.50000000000000E0 1.00000000000000E10 1.00000000000000E-5 1.00000000000000E-1 1.23456000000000E2 1.23456789012346E16 0.00000000000000E0 -2.50000000000000E0  ok
\ stack: empty

\ ### digits are rounded to the nearest [gforth]
2e FSQRT F. 1e 3e F/ F. 2e 3e F/ F. 0.1e 0.2e F+ F. 9.9999999999999999e F.
\ --- want
\ 1.4142135623731 0.333333333333333 0.666666666666667 0.3 10.  ok
\ stack: empty

\ ### set-precision [gforth]
PRECISION .  5 SET-PRECISION PRECISION .
3.14159e F. 3.14159e FE. 3.14159e FS. 1e-3 F. 123456e F. 12345e FE. 0.02e FS.
2 SET-PRECISION 12345e FE. 1e FE. 0.01e FE.
1 SET-PRECISION 3.7e F. 3.7e FS. 0.5e F. 15 SET-PRECISION
\ --- want
\ 15 5 3.1416 3.1416E0 3.1416E0 0.001 123460. 12.345E3 2.0000E-2 12.E3 1.0E0 10.E-3 4. 4.E0 0.5  ok
\ stack: empty

\ ### fe. pads the digits before the point with zeros
1 SET-PRECISION 100e FE. 300e FE. 15 SET-PRECISION
\ --- want
\ 100.E0 300.E0  ok
\ stack: empty

\ ### the precision stays for the session
7 SET-PRECISION 2e FSQRT F.
: SHOW 2e FSQRT F. ;  SHOW
\ --- want
\ 1.414214 1.414214  ok
\ stack: empty

\ ### set-precision out of range
0 SET-PRECISION
\ --- want
\ error -24: invalid numeric argument: SET-PRECISION 0: the precision is 1 to 255 significant digits
\ at input, line 1, column 3: SET-PRECISION
\ in: SET-PRECISION
\ stack at the error: empty
\ stack: empty

\ ### infinities and NaN print in full
1e 0e F/ F. 1e 0e F/ FNEGATE F. 0e 0e F/ FABS F. 1e 0e F/ FS. 0e 0e F/ FABS FE.
\ --- want
\ inf -inf nan inf nan  ok
\ stack: empty

\ ### represent [gforth]
CREATE BUF 20 ALLOT
: R. ( F: r -- ) BUF 20 BL FILL  BUF 5 REPRESENT . . . BUF 5 TYPE SPACE ;
1e R. -1.5e R. 0.5e R. 100e 3e F/ R. 0.02e 3e F/ R. 9.99999e R. 0e R.
\ --- want
\ -1 0 1 10000 -1 -1 1 15000 -1 0 0 50000 -1 0 2 33333 -1 0 -2 66667 -1 0 2 10000 -1 0 1 00000  ok
\ stack: empty

\ ### represent of an infinity and NaN says it is not a number
CREATE BUF 8 ALLOT  BUF 8 BL FILL
1e 0e F/ FNEGATE BUF 8 REPRESENT . . DROP BUF 8 TYPE CHAR | EMIT
\ --- want
\ 0 -1 inf     | ok
\ stack: empty

\ ### represent of more digits than a float has
CREATE BUF 30 ALLOT  0.1e BUF 30 REPRESENT . . . BUF 30 TYPE
\ --- want
\ -1 0 0 100000000000000005551115123126 ok
\ stack: empty

\ ### >float [gforth]
: T ( c-addr u -- ) >FLOAT IF F. ELSE ." no " THEN ;
S" 1.5E3" T S" 1.5e+3" T S" 1.5E-3" T S" -35.0E+02" T S" +.35+4" T S" -350000-2" T
S" 9" T S" 9." T S" .9" T S" 9E" T S" 9e+" T S" 9d-" T S" 1d3" T S" 1+1" T S" 1-1" T
\ --- want
\ 1500. 1500. 0.0015 -3500. 3500. -3500. 9. 9. 0.9 9. 9. 9. 1000. 10. 0.1  ok
\ stack: empty

\ ### >float refuses what is not a number [gforth]
: T ( c-addr u -- ) >FLOAT IF F. ELSE ." no " THEN ;
S" ." T S" E" T S" .E" T S" .E-" T S" +" T S" -" T S"  9" T S" 9 " T S" 2e+3e" T S" 1.5x" T S" 1e5.5" T
\ --- want
\ no no no no no no no no no no no  ok
\ stack: empty

\ ### >float of a blank string is zero [gforth]
S" " >FLOAT . F.  S"    " >FLOAT . F.
\ --- want
\ -1 0. -1 0.  ok
\ stack: empty

\ ### >float of a number too large is an infinity
S" 1e400" >FLOAT . F.  S" -1e400" >FLOAT . F.  S" 1e-400" >FLOAT . F.
\ --- want
\ -1 inf -1 -inf -1 0.  ok
\ stack: empty

\ ### >float reads many digits correctly rounded
S" 9.99999935045640392457461415399766451285519391957298315801212e-39" >FLOAT . FS.
S" 0.1000000000000000055511151231257827021181583404541015625" >FLOAT . 0.1e F= .
\ --- want
\ -1 9.99999935045640E-39 -1 -1  ok
\ stack: empty
