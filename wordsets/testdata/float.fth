\ The Floating-point word set: IEEE 754 binary64 on a stack of its own.

\ ### the float stack shows in the result
1.5e 2e -0.25e 1e300
\ --- want
\  ok
\ stack: empty
\ float stack: 1.5 2 -0.25 1e+300

\ ### stack words [gforth]
1e 2e FSWAP F. F.  1e 2e FOVER F. F. F.  1e 2e 3e FROT F. F. F.
1e FDUP F. F.  1e 2e FDROP F.  FDEPTH .
1e 2e FNIP F.  1e 2e FTUCK F. F. F.  1e 2e 3e 2 FPICK F. FDROP FDROP FDROP
\ --- want
\ 1. 2. 1. 2. 1. 1. 3. 2. 1. 1. 1. 0 2. 2. 1. 2. 1.  ok
\ stack: empty

\ ### float stack underflow
1e F+
\ --- want
\ error -45: floating-point stack underflow
\ at input, line 1, column 4: F+
\ in: F+
\ stack at the error: empty
\ float stack at the error: 1
\ stack: empty

\ ### float stack overflow
: FILL-UP 10000 0 DO 1e LOOP ;  FILL-UP
\ --- want
\ error -44: floating-point stack overflow
\ at input, line 1, column 33: FILL-UP
\ in: FILL-UP
\ stack at the error: empty
\ float stack at the error: ... (8160 more) 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1
\ stack: empty

\ ### fpick past the stack
1e 3 FPICK
\ --- want
\ error -45: floating-point stack underflow
\ at input, line 1, column 6: FPICK
\ in: FPICK
\ stack at the error: 3
\ float stack at the error: 1
\ stack: empty

\ ### fpick of a negative index keeps its count on the stack
1e -1 FPICK
\ --- want
\ error -45: floating-point stack underflow
\ at input, line 1, column 7: FPICK
\ in: FPICK
\ stack at the error: -1
\ float stack at the error: 1
\ stack: empty

\ ### arithmetic [gforth]
1.5e 2.25e F+ F. 5e 1.5e F- F. 1.5e 4e F* F. 7e 2e F/ F. 2.5e FNEGATE F. -2.5e FABS F.
1e 2e FMAX F. 1e 2e FMIN F. 1.5e F2* F. 3e F2/ F. 4e 1/F F.
\ --- want
\ 3.75 3.5 6. 3.5 -2.5 2.5 2. 1. 3. 1.5 0.25  ok
\ stack: empty

\ ### rounding [gforth]
-2.5e FLOOR F. 2.5e FLOOR F. -2.7e FTRUNC F. 2.7e FTRUNC F.
0.5e FROUND F. 1.5e FROUND F. 2.5e FROUND F. -2.5e FROUND F. 2.6e FROUND F.
\ --- want
\ -3. 2. -2. 2. 0. 2. 2. -2. 3.  ok
\ stack: empty

\ ### IEEE division by zero and invalid operations are values, not errors
1e 0e F/ F. -1e 0e F/ F. 0e 0e F/ FABS F. -1e FSQRT FABS F.
1e 0e F/ FDUP F- FABS FS. 0e FLN F. 1e 0e F/ FNEGATE FE.
\ --- want
\ inf -inf nan nan nan -inf -inf  ok
\ stack: empty

\ ### comparisons [gforth]
-1e F0< . 1e F0< . 0e F0= . -0e F0= . 1e F0= . 1e F0> .
1e 2e F< . 2e 1e F< . 2e 2e F< .
0.5e 1e 2e F/ F= . 1e 2e F<> . 2e 1e F> . 2e 2e F<= . 1e 2e F>= .
\ --- want
\ -1 0 -1 -1 0 -1 -1 0 0 -1 -1 -1 -1 0  ok
\ stack: empty

\ ### NaN equals nothing, not even itself
0e 0e F/ FDUP F= . 0e 0e F/ FDUP F< . 0e 0e F/ 1e F> .
\ --- want
\ 0 0 0  ok
\ stack: empty

\ ### f~ exact, absolute and relative [gforth]
1e 1.05e 0.1e F~ . 1e 1.2e 0.1e F~ .
1e 1.05e -0.1e F~ . 1e 1.05e -0.01e F~ .
0e -0e 0e F~ . 0e 0e 0e F~ . 1.5e 1.5e 0e F~ .
\ --- want
\ -1 0 -1 0 0 -1 -1  ok
\ stack: empty

\ ### f~ with zero tells the NaNs apart by their bits
0e 0e F/ FDUP 0e F~ . 0e 0e F/ FDUP FNEGATE 0e F~ .
\ --- want
\ -1 0  ok
\ stack: empty

\ ### conversions [gforth]
7 S>F 2e F/ F. -3.7e F>S . 3.7e F>S .
123456789012345678901. D>F FS. -1e20 F>D D. 2.5e F>D D.
9007199254740993. D>F F>D D.
\ --- want
\ 3.5 -3 3 1.23456789012346E20 -100000000000000000000 2 9007199254740992  ok
\ stack: empty

\ ### f>s of a float too large for a cell
1e19 F>S
\ --- want
\ error -11: result out of range: 1e+19 does not fit in a cell
\ at input, line 1, column 6: F>S
\ in: F>S
\ stack at the error: empty
\ stack: empty

\ ### f>d of NaN
0e 0e F/ F>D
\ --- want
\ error -11: result out of range: nan does not fit in a double-cell number
\ at input, line 1, column 10: F>D
\ in: F>D
\ stack at the error: empty
\ stack: empty

\ ### memory [gforth]
FVARIABLE X  X F@ F.  2.5e X F!  X F@ F.
CREATE S 4 ALLOT  0.5e S SF!  S SF@ F.  0.1e S SF! S SF@ 0.1e F= .
CREATE D 8 ALLOT  0.1e D DF!  D DF@ F.
0 FLOAT+ . 3 FLOATS . 0 SFLOAT+ . 3 SFLOATS . 0 DFLOAT+ . 3 DFLOATS .
13 FALIGNED . 13 SFALIGNED . 13 DFALIGNED . 16 FALIGNED .
\ --- want
\ 0. 2.5 0.5 0 0.1 8 24 4 12 8 24 16 16 16 16  ok
\ stack: empty

\ ### single precision rounds to the nearest
CREATE S 4 ALLOT  16777217e S SF!  S SF@ F.  1e40 S SF! S SF@ F.
\ --- want
\ 16777216. inf  ok
\ stack: empty

\ ### aligning data space [gforth]
1 ALLOT FALIGN HERE 8 MOD .  1 ALLOT SFALIGN HERE 4 MOD .  1 ALLOT DFALIGN HERE 8 MOD .
FALIGN HERE 1.5e F, F@ F.
\ --- want
\ 0 0 0 1.5  ok
\ stack: empty

\ ### f@ of a bad address
16 F@
\ --- want
\ error -9: invalid memory address: 16
\ at input, line 1, column 4: F@
\ in: F@
\ stack at the error: empty
\ stack: empty

\ ### fconstant [gforth]
2.5e FCONSTANT RATE  RATE RATE F* F.  : TWICE-RATE RATE 2e F* ;  TWICE-RATE F.
\ --- want
\ 6.25 5.  ok
\ stack: empty

\ ### fvalue with to and +to, interpreted and compiled
1.5e FVALUE X  X F.  2e TO X  X F.  0.5e +TO X  X F.
: SET ( F: r -- ) TO X ;  -1e SET X F.
: ADD ( F: r -- ) +TO X ;  3e ADD X F.
\ --- want
\ 1.5 2. 2.5 -1. 2.  ok
\ stack: empty

\ ### to of an fvalue needs a float
1e FVALUE X  TO X
\ --- want
\ error -45: floating-point stack underflow
\ at input, line 1, column 14: TO
\ in: TO
\ stack at the error: empty
\ stack: empty

\ ### float fields [gforth]
BEGIN-STRUCTURE PT  CFIELD: TAG  FFIELD: PX  SFFIELD: SY  DFFIELD: DZ  END-STRUCTURE
PT . 0 TAG . 0 PX . 0 SY . 0 DZ .
CREATE P PT ALLOT  1.5e P PX F!  P PX F@ F.
\ --- want
\ 32 0 8 16 24 1.5  ok
\ stack: empty

\ ### float literals in definitions [gforth]
: AREA ( F: r -- area ) FDUP F* 3.14159e F* ;  2e AREA F.
: HALF [ 1e 2e F/ ] FLITERAL ;  HALF F.
\ --- want
\ 12.56636 0.5  ok
\ stack: empty

\ ### logarithms of subnormals and of powers of ten [gforth]
5e-324 FLN F. 1e-310 FLN F. 1e-310 FLOG F.
1e15 FLOG F>S . 1e22 FLOG F>S . 1e-4 FLOG F>S . 1e-1 FLOG F>S .
\ --- want
\ -744.440071921381 -713.801378828154 -310. 15 22 -4 -1  ok
\ stack: empty

\ ### sine near a multiple of pi, exp at the ends of its range [gforth]
3e7 PI F* FSIN FABS 1e-8 F< . 100e PI F* FCOS F.
700e FEXP FS. -700e FEXP FS. 0.5e FEXP F.
\ --- want
\ -1 1. 1.01423205473500E304 9.85967654375977E-305 1.64872127070013  ok
\ stack: empty

\ ### pi [gforth]
PI F. PI 4e F/ FSIN FDUP F* F.
\ --- want
\ 3.14159265358979 0.5  ok
\ stack: empty
