\ PLOT: building a plot and rendering it into a session file.

\ ### a plot is built across calls and rendered more than once
ALSO PLOT
CREATE YS 1e F, 2e F, 3e F,
S" growth" PLOT-TITLE  YS 3 S" a" PLOT-LINE
\ --- next call
YS 3 S" b" PLOT-POINTS S" one.png" PLOT-PNG  200 100 PLOT-SIZE S" two.png" PLOT-PNG
: SIZE ( c-addr u -- u ) R/O OPEN-FILE THROW DUP FILE-SIZE THROW D>S SWAP CLOSE-FILE THROW ;
S" one.png" SIZE S" two.png" SIZE > .
\ --- want
\  ok
\ stack: empty
\ -1  ok
\ stack: empty

\ ### a PNG file starts with the PNG signature
ALSO PLOT
CREATE YS 1e F, 2e F,
YS 2 S" " PLOT-BARS S" dir/bars.png" PLOT-PNG
CREATE SIG 8 ALLOT
S" dir/bars.png" R/O OPEN-FILE THROW DUP SIG 8 ROT READ-FILE THROW . CLOSE-FILE THROW
SIG 1+ 3 TYPE
\ --- want
\ 8 PNG ok
\ stack: empty

\ ### PLOT-NEW forgets the series
ALSO PLOT
CREATE YS 1e F,
YS 1 S" " PLOT-LINE PLOT-NEW S" p.png" PLOT-PNG
\ --- want
\ error -266: invalid argument: PLOT-PNG: the plot has no series yet: add one with PLOT-LINE, PLOT-POINTS, PLOT-BARS or PLOT-HISTOGRAM
\ at input, line 3, column 40: PLOT-PNG
\ in: PLOT-PNG
\ stack at the error: empty
\ stack: empty

\ ### values that cannot be plotted
ALSO PLOT
CREATE YS 1e F, 0e 0e F/ F,
YS 2 S" " PLOT-LINE
\ --- want
\ error -266: invalid argument: PLOT-LINE: value 1 is NaN: a plot needs finite numbers
\ at input, line 3, column 11: PLOT-LINE
\ in: PLOT-LINE
\ stack at the error: empty
\ stack: empty

\ ### no values
ALSO PLOT
CREATE YS 1e F,
YS 0 S" " PLOT-POINTS
\ --- want
\ error -266: invalid argument: PLOT-POINTS: 0 values: a series has 1 to 20000
\ at input, line 3, column 11: PLOT-POINTS
\ in: PLOT-POINTS
\ stack at the error: empty
\ stack: empty

\ ### a log axis and values at or below 0
ALSO PLOT
CREATE YS 1e F, 0e F,
PLOT-LOG-Y YS 2 S" " PLOT-LINE S" p.png" PLOT-PNG
\ --- want
\ error -266: invalid argument: PLOT-PNG: series 1 has the y value 0 at 1, and a logarithmic axis shows only values above 0
\ at input, line 3, column 42: PLOT-PNG
\ in: PLOT-PNG
\ stack at the error: empty
\ stack: empty

\ ### a log x axis needs x values
ALSO PLOT
CREATE YS 1e F, 2e F,
PLOT-LOG-X YS 2 S" " PLOT-LINE S" p.png" PLOT-PNG
\ --- want
\ error -266: invalid argument: PLOT-PNG: series 1 is plotted against 0, 1, 2..., and the x axis is logarithmic: give it x values above 0 (the -XY words)
\ at input, line 3, column 42: PLOT-PNG
\ in: PLOT-PNG
\ stack at the error: empty
\ stack: empty

\ ### bars on a log y axis
ALSO PLOT
CREATE YS 1e F, 2e F,
PLOT-LOG-Y YS 2 S" " PLOT-BARS S" p.png" PLOT-PNG
\ --- want
\ error -266: invalid argument: PLOT-PNG: series 1 is bars, which start at 0, and the y axis is logarithmic: leave out PLOT-LOG-Y
\ at input, line 3, column 42: PLOT-PNG
\ in: PLOT-PNG
\ stack at the error: empty
\ stack: empty

\ ### a picture too large
ALSO PLOT
3000 2000 PLOT-SIZE
\ --- want
\ error -266: invalid argument: PLOT-SIZE: 3000x2000 pixels: each side is 100 to 2000
\ at input, line 2, column 11: PLOT-SIZE
\ in: PLOT-SIZE
\ stack at the error: empty
\ stack: empty

\ ### histogram bins
ALSO PLOT
CREATE YS 1e F,
YS 1 0 S" " PLOT-HISTOGRAM
\ --- want
\ error -266: invalid argument: PLOT-HISTOGRAM: 0 bins: give 1 to 1000
\ at input, line 3, column 13: PLOT-HISTOGRAM
\ in: PLOT-HISTOGRAM
\ stack at the error: 55552 1
\ stack: empty

\ ### not a matrix
ALSO PLOT
CREATE M 0 , 3 ,
M S" m" PLOT-MATRIX
\ --- want
\ error -266: invalid argument: PLOT-MATRIX: the address holds no matrix of at most 20000 values: it says 0 rows and 3 columns
\ at input, line 3, column 9: PLOT-MATRIX
\ in: PLOT-MATRIX
\ stack at the error: empty
\ stack: empty

\ ### a file name outside the session's files
ALSO PLOT
CREATE YS 1e F,
YS 1 S" " PLOT-LINE S" ../p.png" PLOT-PNG
\ --- want
\ error -38: non-existent file: ../p.png: not a valid file name: use a relative name such as data/input.txt, without .. or a leading /
\ at input, line 3, column 34: PLOT-PNG
\ in: PLOT-PNG
\ stack at the error: empty
\ stack: empty

\ ### a PNG larger than the files may hold  [files=2000]
ALSO PLOT
CREATE YS 1e F, 5e F, 2e F,
YS 3 S" a" PLOT-LINE S" p.png" PLOT-PNG
\ --- want
\ error -75: WRITE-FILE: PLOT-PNG: p.png: the session's files would exceed their limit: the PNG takes 21595 bytes and the session's files have 2000 left (a smaller PLOT-SIZE, or DELETE-FILE what is no longer needed)
\ at input, line 3, column 32: PLOT-PNG
\ in: PLOT-PNG
\ stack at the error: empty
\ stack: empty

\ ### rendering costs steps by the pixel  [steps=100000]
ALSO PLOT
CREATE YS 1e F, 5e F, 2e F,
YS 3 S" a" PLOT-LINE 2000 2000 PLOT-SIZE S" p.png" PLOT-PNG
\ --- want
\ error -258: limit exceeded: steps
\ at input, line 3, column 52: PLOT-PNG
\ in: PLOT-PNG
\ stack at the error: empty
\ stack: empty

\ ### bars are bounded
ALSO PLOT
CREATE YS 8000 FLOATS ALLOT
YS 8000 S" a" PLOT-BARS YS 3000 S" b" PLOT-BARS
\ --- want
\ error -266: invalid argument: PLOT-BARS: the plot would have 11000 bars, more than the 10000 it may
\ at input, line 3, column 39: PLOT-BARS
\ in: PLOT-BARS
\ stack at the error: empty
\ stack: empty
