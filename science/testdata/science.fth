\ The SCIENCE vocabulary: matrices in Forth memory, linear algebra,
\ statistics and special functions.

\ ### a matrix is a header and floats in Forth memory
ALSO SCIENCE
CREATE A 2 , 2 , 4 CELLS ALLOT
A 0 0 1e M!  A 0 1 2e M!  A 1 0 3e M!  A 1 1 4e M!
A M-ROWS . A M-COLS . A M-DATA . A - .  A 1 1 M@  A 3 V@
A M.
\ --- want
\ 2 2 4 16 1 2
\ 3 4
\  ok
\ stack: empty
\ float stack: 4 4

\ ### making, reading and changing matrices
ALSO SCIENCE
2 3 MATRIX VALUE M  M 1 2 9e M!  M 0 0 -1.5e M!  M 4 2e V!  M M.
M 1 2 M@  M 5 V@
\ --- want
\ -1.5 0 0
\    0 2 9
\  ok
\ stack: empty
\ float stack: 9 9

\ ### F>MATRIX takes the floats row by row
ALSO SCIENCE
1e 2e 3e 4e 5e 6e 3 2 F>MATRIX DUP M. DEPTH . DROP
\ --- want
\ 1 2
\ 3 4
\ 5 6
\ 1  ok
\ stack: empty

\ ### F>MATRIX with too few floats shows the stacks as they were
ALSO SCIENCE
1e 2e 3e 2 2 F>MATRIX
\ --- want
\ error -45: floating-point stack underflow
\ at input, line 2, column 14: F>MATRIX
\ in: F>MATRIX
\ stack at the error: 2 2
\ float stack at the error: 1 2 3
\ stack: empty

\ ### a word of floats and cells that finds neither: the cells are checked first
ALSO SCIENCE
FBESSEL-J
\ --- want
\ error -4: stack underflow
\ at input, line 2, column 1: FBESSEL-J
\ in: FBESSEL-J
\ stack at the error: empty
\ stack: empty

\ ### a word of floats and cells that finds its cell but no float
ALSO SCIENCE
1 FBESSEL-J
\ --- want
\ error -45: floating-point stack underflow
\ at input, line 2, column 3: FBESSEL-J
\ in: FBESSEL-J
\ stack at the error: 1
\ stack: empty

\ ### arithmetic
ALSO SCIENCE
1e 2e 3e 4e 2 2 F>MATRIX VALUE A  5e 6e 7e 8e 2 2 F>MATRIX VALUE B
A B M+ M.  B A M- M.  A B M* M.  A 0.5e M-SCALE M.  A TRANSPOSE M.
\ --- want
\  6  8
\ 10 12
\ 4 4
\ 4 4
\ 19 22
\ 43 50
\ 0.5 1
\ 1.5 2
\ 1 3
\ 2 4
\  ok
\ stack: empty

\ ### dot products and norms
ALSO SCIENCE
1e 2e 2e 3 1 F>MATRIX VALUE V  1e 0e -1e 3 1 F>MATRIX VALUE W
V W DOT  V NORM  V NORM1  W NORM-MAX  V V DOT
1e300 1e300 2 1 F>MATRIX NORM
\ --- want
\  ok
\ stack: empty
\ float stack: -1 3 5 1 9 1.4142135623730952e+300

\ ### solve, inverse, determinant
ALSO SCIENCE
4e 3e 6e 3e 2 2 F>MATRIX VALUE A
A DET  A INVERSE M.  A 10e 12e 2 1 F>MATRIX SOLVE M.
A 1e 0e 0e 1e 2 2 F>MATRIX SOLVE M.
\ --- want
\ -0.5       0.5
\    1 -0.666667
\ 1
\ 2
\ -0.5       0.5
\    1 -0.666667
\  ok
\ stack: empty
\ float stack: -6

\ ### eigenvalues, real and complex
ALSO SCIENCE
2e 1e 1e 2e 2 2 F>MATRIX EIGENVALUES M. M.
0e -1e 1e 0e 2 2 F>MATRIX EIGENVALUES M. M.
\ --- want
\ 0
\ 0
\ 1
\ 3
\ -1
\  1
\ 0
\ 0
\  ok
\ stack: empty

\ ### singular value decomposition
ALSO SCIENCE
3e 0e 0e 0e -2e 0e 2 3 F>MATRIX VALUE A
A SINGULAR-VALUES M.  A SVD VALUE V VALUE S VALUE U
U M-ROWS . U M-COLS . S M-ROWS . V M-ROWS . V M-COLS .
\ the factors give A back
U S 0 V@ 0e 0e S 1 V@ 2 2 F>MATRIX M* V TRANSPOSE M* M.
\ --- want
\ 3
\ 2
\ 2 2 2 3 2 3  0 0
\ 0 -2 0
\  ok
\ stack: empty

\ ### least squares fits a line
ALSO SCIENCE
\ noisy points near y = 1 + 2x at x = 0 1 2 3
1e 0e  1e 1e  1e 2e  1e 3e  4 2 F>MATRIX  1.1e 2.9e 5.1e 6.9e 4 1 F>MATRIX LSTSQ M.
\ --- want
\ 1.06
\ 1.96
\  ok
\ stack: empty

\ ### statistics
ALSO SCIENCE
2e 4e 4e 4e 5e 5e 7e 9e 8 1 F>MATRIX VALUE X
X SUM X MEAN X VARIANCE X STDDEV X MEDIAN
X 0e QUANTILE X 1e QUANTILE X 0.5e QUANTILE X 0.9e QUANTILE
\ --- want
\  ok
\ stack: empty
\ float stack: 40 5 4.571428571428571 2.138089935299395 4.5 2 9 4.5 7.6

\ ### correlation and covariance
ALSO SCIENCE
1e 2e 3e 4e 4 1 F>MATRIX VALUE X  8e 6e 4e 2e 4 1 F>MATRIX VALUE Y
X Y CORRELATION X Y COVARIANCE
\ --- want
\  ok
\ stack: empty
\ float stack: -1 -3.3333333333333335

\ ### special functions
ALSO SCIENCE
6e FGAMMA 0.5e FGAMMA 10e FLGAMMA 3e 4e FBETA
1e FERF 1e FERFC 1 1e FBESSEL-J 1 1e FBESSEL-Y
2e 1e FGAMMA-P 2e 1e FGAMMA-Q 2e 3e 0.5e FBETA-I
\ --- want
\  ok
\ stack: empty
\ float stack: 120 1.7724538509055159 12.80182748008147 0.016666666666666656 0.8427007929497149 0.15729920705028513 0.4400505857449335 -0.7812128213002887 0.2642411176571153 0.7357588823428847 0.6875

\ ### mismatched shapes are matrix errors
ALSO SCIENCE
1e 2e 1 2 F>MATRIX 1e 2e 1 2 F>MATRIX M*
\ --- want
\ error -264: matrix error: M*: a 1x2 matrix times a 1x2 matrix: the columns of the first must be the rows of the second
\ at input, line 2, column 39: M*
\ in: M*
\ stack at the error: empty
\ stack: empty

\ ### adding different shapes
ALSO SCIENCE
2 2 MATRIX 2 3 MATRIX M+
\ --- want
\ error -264: matrix error: M+: the shapes differ, 2x2 and 2x3
\ at input, line 2, column 23: M+
\ in: M+
\ stack at the error: empty
\ stack: empty

\ ### a singular matrix has no inverse
ALSO SCIENCE
1e 2e 2e 4e 2 2 F>MATRIX INVERSE
\ --- want
\ error -264: matrix error: INVERSE: the matrix is singular or nearly so (matrix singular or near-singular with condition number +Inf)
\ at input, line 2, column 26: INVERSE
\ in: INVERSE
\ stack at the error: empty
\ stack: empty

\ ### solving with a singular matrix
ALSO SCIENCE
1e 2e 2e 4e 2 2 F>MATRIX 1e 1e 2 1 F>MATRIX SOLVE
\ --- want
\ error -264: matrix error: SOLVE: the matrix is singular or nearly so (matrix singular or near-singular with condition number +Inf)
\ at input, line 2, column 45: SOLVE
\ in: SOLVE
\ stack at the error: empty
\ stack: empty

\ ### the determinant of a non-square matrix
ALSO SCIENCE
2 3 MATRIX DET
\ --- want
\ error -264: matrix error: DET needs a square matrix, not 2x3
\ at input, line 2, column 12: DET
\ in: DET
\ stack at the error: empty
\ stack: empty

\ ### an element outside the matrix is misuse
ALSO SCIENCE
2 2 MATRIX 2 0 M@
\ --- want
\ error -266: invalid argument: M@: element (2, 0) is outside a 2x2 matrix (rows and columns count from 0)
\ at input, line 2, column 16: M@
\ in: M@
\ stack at the error: empty
\ stack: empty

\ ### an address that holds no matrix
ALSO SCIENCE
CREATE BAD -1 , 3 , BAD M.
\ --- want
\ error -266: invalid argument: the address holds no matrix: it says -1 rows and 3 columns (a matrix starts with its rows and columns, each at least 1)
\ at input, line 2, column 25: M.
\ in: M.
\ stack at the error: empty
\ stack: empty

\ ### a matrix must fit in valid memory
ALSO SCIENCE
CREATE BIG 1000000 , 1000000 , BIG M-ROWS
\ --- want
\ error -266: invalid argument: the address holds no matrix: 1000000x1000000 is larger than the Forth memory
\ at input, line 2, column 36: M-ROWS
\ in: M-ROWS
\ stack at the error: empty
\ stack: empty

\ ### a matrix larger than the Forth memory
ALSO SCIENCE
100000 100000 MATRIX
\ --- want
\ error -59: ALLOCATE: a 100000x100000 matrix is larger than the Forth memory (1M)
\ at input, line 2, column 15: MATRIX
\ in: MATRIX
\ stack at the error: empty
\ stack: empty

\ ### statistics need enough values
ALSO SCIENCE
1e 1 1 F>MATRIX VARIANCE
\ --- want
\ error -264: matrix error: VARIANCE needs at least 2 values, not 1
\ at input, line 2, column 17: VARIANCE
\ in: VARIANCE
\ stack at the error: empty
\ stack: empty

\ ### a quantile outside 0..1 is misuse
ALSO SCIENCE
1e 2e 2 1 F>MATRIX 1.5e QUANTILE
\ --- want
\ error -266: invalid argument: QUANTILE: p is 1.5; it must be between 0 and 1
\ at input, line 2, column 25: QUANTILE
\ in: QUANTILE
\ stack at the error: 1048544
\ float stack at the error: 1.5
\ stack: empty

\ ### incomplete functions check their domain
ALSO SCIENCE
-1e 1e FGAMMA-P
\ --- want
\ error -46: floating-point invalid argument: FGAMMA-P: a is -1 and x is 1; a must be above 0 and x at least 0
\ at input, line 2, column 8: FGAMMA-P
\ in: FGAMMA-P
\ stack at the error: empty
\ float stack at the error: -1 1
\ stack: empty

\ ### large products count their steps [steps=100000]
ALSO SCIENCE
100 100 MATRIX DUP M*
\ --- want
\ error -258: limit exceeded: steps
\ at input, line 2, column 20: M*
\ in: M*
\ stack at the error: empty
\ stack: empty

\ ### vectors, identities and copies
ALSO SCIENCE
3 VECTOR DUP M-ROWS . DUP M-COLS . DUP 2 1.5e V! M.
3 IDENTITY DUP M-COPY DUP 1 1 5e M! SWAP M. M.
\ --- want
\ 3 1   0
\   0
\ 1.5
\ 1 0 0
\ 0 1 0
\ 0 0 1
\ 1 0 0
\ 0 5 0
\ 0 0 1
\  ok
\ stack: empty

\ ### a matrix made with F, in data space
ALSO SCIENCE
CREATE A 2 , 2 , 1e F, 2e F, 3e F, 4e F,
A DET  A M.
\ --- want
\ 1 2
\ 3 4
\  ok
\ stack: empty
\ float stack: -2

\ ### matrices are ALLOCATEd: FREE gives them back
ALSO SCIENCE
UNUSED
1e 2e 3e 4e 2 2 F>MATRIX DUP INVERSE FREE . FREE .
3 IDENTITY DUP SVD FREE . FREE . FREE . FREE .
2e 0e 0e 3e 2 2 F>MATRIX DUP EIGENVALUES FREE . FREE . FREE .
UNUSED = .
\ --- want
\ 0 0 0 0 0 0 0 0 0 -1  ok
\ stack: empty
