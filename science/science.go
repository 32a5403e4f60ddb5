// Package science is the SCIENCE vocabulary: vectors and matrices of
// floats in Forth memory, linear algebra, statistics and special functions,
// on gonum (gonum.org/v1/gonum).
//
// A matrix is a cell with its rows, a cell with its columns and its floats
// row by row, at an address the program holds; a vector is a matrix of one
// column. The words that make matrices ALLOCATE them; the program FREEs
// them:
//
//	ALSO SCIENCE
//	2e 1e 1e 3e 2 2 F>MATRIX  VALUE A
//	1e 2e 2 1 F>MATRIX  VALUE B
//	A B SOLVE  DUP M.  FREE THROW      \ 0.2 / 0.6
//
// Work that grows with the size of a matrix is charged as steps (n^3 for a
// product or a decomposition of n x n matrices) and refused before it
// starts when it would outlast the call. Mismatched shapes and singular
// matrices throw -264 with a message that says what was wrong.
//
// The package exports Vocabulary; package buildtags lists it in a build.
package science

import (
	"math"

	"github.com/forthling/forthling/core"
	"gonum.org/v1/gonum/mathext"
)

// ErrMatrix is the THROW code of the SCIENCE vocabulary: mismatched shapes, a singular matrix.
const ErrMatrix core.ThrowCode = -264

// Vocabulary is the SCIENCE word list.
var Vocabulary = &core.WordSet{
	Name:  "SCIENCE",
	List:  "SCIENCE",
	Doc:   "Vectors and matrices of floats in Forth memory, linear algebra, statistics and special functions",
	Words: words,
	Codes: map[core.ThrowCode]string{ErrMatrix: "matrix error"},
}

// example puts the word list before an example's code.
func example(code string) string { return "ALSO SCIENCE " + code }

// matrixA and vectorX are matrices the examples use.
const (
	matrixA = "2e 1e 1e 3e 2 2 F>MATRIX "
	vectorX = "1e 2e 3e 4e 4 1 F>MATRIX "
	vectorY = "2e 4e 5e 9e 4 1 F>MATRIX "
)

var words = []core.Def{
	// making and reading matrices
	{Name: "MATRIX", Effect: "( rows cols -- mat )", Doc: "ALLOCATE a matrix of zeros; FREE it when done.",
		Example: example("2 3 MATRIX DUP M. FREE DROP"), Result: "0 0 0\n0 0 0\n", Fn: matrixWord},
	{Name: "VECTOR", Effect: "( n -- vec )", Doc: "ALLOCATE a vector of n zeros (a matrix of one column); FREE it when done.",
		Example: example("3 VECTOR DUP M-ROWS . DUP M-COLS . FREE DROP"), Result: "3 1 ", Fn: vectorWord},
	{Name: "IDENTITY", Effect: "( n -- mat )", Doc: "ALLOCATE the n x n identity matrix; FREE it when done.",
		Example: example("2 IDENTITY DUP M. FREE DROP"), Result: "1 0\n0 1\n", Fn: identity},
	{Name: "F>MATRIX", Effect: "( rows cols -- mat ) ( F: r1 ... rn -- )", Doc: "ALLOCATE a matrix of the rows*cols floats on the float stack, row by row, the deepest first; FREE it when done.",
		Example: example("1e 2e 3e 4e 5e 6e 2 3 F>MATRIX DUP M. FREE DROP"), Result: "1 2 3\n4 5 6\n", Fn: floatsToMatrix},
	{Name: "M-ROWS", Effect: "( mat -- n )", Doc: "The number of rows of a matrix.",
		Example: example("2 3 MATRIX DUP M-ROWS . FREE DROP"), Result: "2 ", Fn: rowsWord},
	{Name: "M-COLS", Effect: "( mat -- n )", Doc: "The number of columns of a matrix.",
		Example: example("2 3 MATRIX DUP M-COLS . FREE DROP"), Result: "3 ", Fn: colsWord},
	{Name: "M-DATA", Effect: "( mat -- f-addr n )", Doc: "The address of a matrix's first float and its number of elements, for F@ and F! (row by row).",
		Example: example(vectorX + "DUP M-DATA . FLOAT+ F@ F. FREE DROP"), Result: "4 2. ", Fn: dataWord},
	{Name: "M@", Effect: "( mat i j -- ) ( F: -- r )", Doc: "The element at row i, column j (both counted from 0).",
		Example: example(matrixA + "DUP 1 0 M@ F. FREE DROP"), Result: "1. ", Fn: fetchElement},
	{Name: "M!", Effect: "( mat i j -- ) ( F: r -- )", Doc: "Store r at row i, column j (both counted from 0).",
		Example: example("2 2 MATRIX DUP 0 1 7e M! DUP M. FREE DROP"), Result: "0 7\n0 0\n", Fn: storeElement},
	{Name: "V@", Effect: "( mat i -- ) ( F: -- r )", Doc: "Element i (from 0) of a vector, or of any matrix read row by row.",
		Example: example(vectorX + "DUP 2 V@ F. FREE DROP"), Result: "3. ", Fn: fetchFlat},
	{Name: "V!", Effect: "( mat i -- ) ( F: r -- )", Doc: "Store r as element i (from 0) of a vector, or of any matrix read row by row.",
		Example: example("3 VECTOR DUP 1 5e V! DUP M. FREE DROP"), Result: "0\n5\n0\n", Fn: storeFlat},
	{Name: "M-COPY", Effect: "( mat -- mat2 )", Doc: "ALLOCATE a copy of a matrix; FREE it when done.",
		Example: example(matrixA + "DUP M-COPY DUP M. FREE DROP FREE DROP"), Result: "2 1\n1 3\n", Fn: copyWord},
	{Name: "M.", Effect: "( mat -- )", Doc: "Print a matrix, a line per row, each element with 6 significant digits.",
		Example: example("1e 0.5e -2e 1e3 2 2 F>MATRIX DUP M. FREE DROP"), Result: " 1  0.5\n-2 1000\n", Fn: printMatrix},

	// arithmetic
	{Name: "M+", Effect: "( mat1 mat2 -- mat3 )", Doc: "ALLOCATE the sum of two matrices of the same shape; FREE it when done.",
		Example: example(matrixA + "DUP DUP M+ DUP M. FREE DROP FREE DROP"), Result: "4 2\n2 6\n", Fn: addWord},
	{Name: "M-", Effect: "( mat1 mat2 -- mat3 )", Doc: "ALLOCATE the difference mat1 - mat2 of two matrices of the same shape; FREE it when done.",
		Example: example(matrixA + "DUP 2 IDENTITY M- DUP M. FREE DROP FREE DROP"), Result: "1 1\n1 2\n", Fn: subWord},
	{Name: "M*", Effect: "( mat1 mat2 -- mat3 )", Doc: "ALLOCATE the matrix product; the columns of mat1 must be the rows of mat2. FREE it when done.",
		Example: example(matrixA + "1e 1e 2 1 F>MATRIX M* DUP M. FREE DROP"), Result: "3\n4\n", Fn: mulWord},
	{Name: "M-SCALE", Effect: "( mat1 -- mat2 ) ( F: r -- )", Doc: "ALLOCATE the matrix times r; FREE it when done.",
		Example: example(matrixA + "10e M-SCALE DUP M. FREE DROP"), Result: "20 10\n10 30\n", Fn: scaleWord},
	{Name: "TRANSPOSE", Effect: "( mat1 -- mat2 )", Doc: "ALLOCATE the transpose of a matrix; FREE it when done.",
		Example: example("1e 2e 3e 1 3 F>MATRIX TRANSPOSE DUP M. FREE DROP"), Result: "1\n2\n3\n", Fn: transposeWord},
	{Name: "DOT", Effect: "( vec1 vec2 -- ) ( F: -- r )", Doc: "The dot product of two vectors (or matrices) with as many elements.",
		Example: example(vectorX + "DUP DOT F."), Result: "30. ", Fn: dotWord},
	{Name: "NORM", Effect: "( mat -- ) ( F: -- r )", Doc: "The Euclidean norm of the elements (the Frobenius norm of a matrix).",
		Example: example("3e 4e 2 1 F>MATRIX NORM F."), Result: "5. ", Fn: norm2},
	{Name: "NORM1", Effect: "( mat -- ) ( F: -- r )", Doc: "The sum of the absolute values of the elements.",
		Example: example("3e -4e 2 1 F>MATRIX NORM1 F."), Result: "7. ", Fn: norm1},
	{Name: "NORM-MAX", Effect: "( mat -- ) ( F: -- r )", Doc: "The largest absolute value of the elements.",
		Example: example("3e -4e 2 1 F>MATRIX NORM-MAX F."), Result: "4. ", Fn: normMax},

	// linear algebra
	{Name: "SOLVE", Effect: "( mat1 mat2 -- mat3 )", Doc: "ALLOCATE x with mat1 x = mat2 for a square mat1 (mat2 a vector or a matrix of as many rows); FREE it when done.",
		Example: example(matrixA + "1e 2e 2 1 F>MATRIX SOLVE DUP M. FREE DROP"), Result: "0.2\n0.6\n", Fn: solveWord},
	{Name: "INVERSE", Effect: "( mat1 -- mat2 )", Doc: "ALLOCATE the inverse of a square matrix (-264 if it is singular); FREE it when done.",
		Example: example("2e 0e 0e 4e 2 2 F>MATRIX INVERSE DUP M. FREE DROP"), Result: "0.5    0\n  0 0.25\n", Fn: inverseWord},
	{Name: "DET", Effect: "( mat -- ) ( F: -- r )", Doc: "The determinant of a square matrix.",
		Example: example(matrixA + "DET F."), Result: "5. ", Fn: detWord},
	{Name: "EIGENVALUES", Effect: "( mat -- vec-re vec-im )", Doc: "ALLOCATE the eigenvalues of a square matrix as two vectors, real and imaginary parts, sorted; FREE both when done.",
		Example: example("2e 0e 0e 3e 2 2 F>MATRIX EIGENVALUES FREE DROP DUP M. FREE DROP"), Result: "2\n3\n", Fn: eigenvaluesWord},
	{Name: "SVD", Effect: "( mat -- u s v )", Doc: "ALLOCATE the thin singular value decomposition mat = u diag(s) vᵀ, s descending; FREE all three when done.",
		Example: example("3e 0e 0e 4e 2 2 F>MATRIX SVD FREE DROP DUP M. FREE DROP FREE DROP"), Result: "4\n3\n", Fn: svdWord},
	{Name: "SINGULAR-VALUES", Effect: "( mat -- vec )", Doc: "ALLOCATE the singular values of a matrix, descending; FREE it when done.",
		Example: example("0e 2e 1e 0e 2 2 F>MATRIX SINGULAR-VALUES DUP M. FREE DROP"), Result: "2\n1\n", Fn: singularValuesWord},
	{Name: "LSTSQ", Effect: "( mat1 mat2 -- mat3 )", Doc: "ALLOCATE the least-squares solution x minimizing |mat1 x - mat2| (mat1 with at least as many rows as columns); FREE it when done.",
		Example: example("1e 0e 1e 1e 1e 2e 3 2 F>MATRIX 1e 2e 3e 3 1 F>MATRIX LSTSQ DUP M. FREE DROP"), Result: "1\n1\n", Fn: leastSquaresWord},

	// statistics
	{Name: "SUM", Effect: "( vec -- ) ( F: -- r )", Doc: "The sum of the elements.",
		Example: example(vectorX + "SUM F."), Result: "10. ", Fn: sumWord},
	{Name: "MEAN", Effect: "( vec -- ) ( F: -- r )", Doc: "The mean of the elements.",
		Example: example(vectorX + "MEAN F."), Result: "2.5 ", Fn: meanWord},
	{Name: "VARIANCE", Effect: "( vec -- ) ( F: -- r )", Doc: "The sample variance of the elements (divided by n-1).",
		Example: example("1e 2e 3e 3 1 F>MATRIX VARIANCE F."), Result: "1. ", Fn: varianceWord},
	{Name: "STDDEV", Effect: "( vec -- ) ( F: -- r )", Doc: "The sample standard deviation of the elements (from the variance divided by n-1).",
		Example: example("2e 4e 6e 3 1 F>MATRIX STDDEV F."), Result: "2. ", Fn: stddevWord},
	{Name: "MEDIAN", Effect: "( vec -- ) ( F: -- r )", Doc: "The median of the elements (the mean of the middle two for an even count).",
		Example: example(vectorY + "MEDIAN F."), Result: "4.5 ", Fn: medianWord},
	{Name: "QUANTILE", Effect: "( vec -- ) ( F: p -- r )", Doc: "The p-quantile of the elements, 0 <= p <= 1, interpolating between the closest ranks (as R and NumPy do by default).",
		Example: example(vectorX + "0.25e QUANTILE F."), Result: "1.75 ", Fn: quantileWord},
	{Name: "CORRELATION", Effect: "( vec1 vec2 -- ) ( F: -- r )", Doc: "Pearson's correlation of two samples of the same length.",
		Example: example(vectorX + "DUP CORRELATION F."), Result: "1. ", Fn: correlationWord},
	{Name: "COVARIANCE", Effect: "( vec1 vec2 -- ) ( F: -- r )", Doc: "The sample covariance of two samples of the same length (divided by n-1).",
		Example: example("1e 2e 3e 3 1 F>MATRIX 2e 4e 6e 3 1 F>MATRIX COVARIANCE F."), Result: "2. ", Fn: covarianceWord},

	// special functions
	{Name: "FGAMMA", Effect: "( F: r1 -- r2 )", Doc: "The gamma function: FGAMMA of n is (n-1)!.",
		Example: example("5e FGAMMA F."), Result: "24. ", Fn: unary(math.Gamma)},
	{Name: "FLGAMMA", Effect: "( F: r1 -- r2 )", Doc: "The natural logarithm of the absolute value of the gamma function.",
		Example: example("1e FLGAMMA F."), Result: "0. ", Fn: unary(lgamma)},
	{Name: "FBETA", Effect: "( F: a b -- r )", Doc: "The beta function B(a, b) = gamma(a) gamma(b) / gamma(a+b).",
		Example: example("2e 3e FBETA 12e F* F."), Result: "1. ", Fn: binary(mathext.Beta)},
	{Name: "FERF", Effect: "( F: r1 -- r2 )", Doc: "The error function.",
		Example: example("0e FERF F."), Result: "0. ", Fn: unary(math.Erf)},
	{Name: "FERFC", Effect: "( F: r1 -- r2 )", Doc: "The complementary error function, 1 - erf.",
		Example: example("0e FERFC F."), Result: "1. ", Fn: unary(math.Erfc)},
	{Name: "FBESSEL-J", Effect: "( n -- ) ( F: r1 -- r2 )", Doc: "The Bessel function of the first kind of integer order n.",
		Example: example("0 0e FBESSEL-J F."), Result: "1. ", Fn: bessel("FBESSEL-J", math.Jn)},
	{Name: "FBESSEL-Y", Effect: "( n -- ) ( F: r1 -- r2 )", Doc: "The Bessel function of the second kind of integer order n (r1 > 0).",
		Example: example("0 1e FBESSEL-Y 1000e F* FROUND F."), Result: "88. ", Fn: bessel("FBESSEL-Y", math.Yn)},
	{Name: "FGAMMA-P", Effect: "( F: a x -- r )", Doc: "The regularized lower incomplete gamma function P(a, x), a > 0, x >= 0.",
		Example: example("1e 0e FGAMMA-P F."), Result: "0. ", Fn: incompleteGamma("FGAMMA-P", mathext.GammaIncReg)},
	{Name: "FGAMMA-Q", Effect: "( F: a x -- r )", Doc: "The regularized upper incomplete gamma function Q(a, x) = 1 - P(a, x), a > 0, x >= 0.",
		Example: example("1e 0e FGAMMA-Q F."), Result: "1. ", Fn: incompleteGamma("FGAMMA-Q", mathext.GammaIncRegComp)},
	{Name: "FBETA-I", Effect: "( F: a b x -- r )", Doc: "The regularized incomplete beta function I_x(a, b), a and b > 0, 0 <= x <= 1.",
		Example: example("1e 1e 0.25e FBETA-I F."), Result: "0.25 ", Fn: betaI},
}
