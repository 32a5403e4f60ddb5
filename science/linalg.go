package science

import (
	"cmp"
	"math"
	"slices"
	"strconv"
	"strings"

	"github.com/forthling/forthling/core"
	"gonum.org/v1/gonum/mat"
)

// MATRIX
func matrixWord(m *core.Machine) {
	rows, cols := m.Pop2()
	m.Push(newMatrix(m, rows, cols).addr)
}

// VECTOR
func vectorWord(m *core.Machine) {
	m.Push(newMatrix(m, m.Pop(), 1).addr)
}

// IDENTITY
func identity(m *core.Machine) {
	n := m.Pop()
	s := newMatrix(m, n, n)
	for i := 0; i < s.rows; i++ {
		m.SetFloat(s.at(i, i), 1)
	}
	m.Push(s.addr)
}

// F>MATRIX
func floatsToMatrix(m *core.Machine) {
	// rows and cols stay on the stack until the floats are known to be
	// there, so that an underflow (-45) shows the stacks as they were
	size := m.Top(2)
	rows, cols := size[0], size[1]
	if rows < 1 || cols < 1 || rows*cols > core.FloatStackDepth {
		m.Throwf(core.ErrVocabularyMisuse, "F>MATRIX: %d rows and %d columns: each at least 1, and no more elements than the float stack holds (%d)", rows, cols, core.FloatStackDepth)
	}
	n := int(rows * cols)
	m.FNeed(n)
	m.Pop2()
	floats := append([]float64(nil), m.FTop(n)...)
	s := newMatrix(m, rows, cols)
	m.FDrop(n)
	for i, f := range floats {
		m.SetFloat(s.data()+int64(i)*core.CellSize, f)
	}
	m.Push(s.addr)
}

// M-ROWS
func rowsWord(m *core.Machine) { m.Push(int64(popMatrix(m).rows)) }

// M-COLS
func colsWord(m *core.Machine) { m.Push(int64(popMatrix(m).cols)) }

// M-DATA
func dataWord(m *core.Machine) {
	s := popMatrix(m)
	m.Push(s.data())
	m.Push(int64(s.len()))
}

// element pops a matrix and a row and column, and returns the element's
// address.
func element(m *core.Machine, word string) int64 {
	i, j := m.Pop2()
	s := popMatrix(m)
	if i < 0 || j < 0 || i >= int64(s.rows) || j >= int64(s.cols) {
		m.Throwf(core.ErrVocabularyMisuse, "%s: element (%d, %d) is outside a %s matrix (rows and columns count from 0)", word, i, j, s)
	}
	return s.at(int(i), int(j))
}

// flatElement pops a matrix and an index into its elements, row by row.
func flatElement(m *core.Machine, word string) int64 {
	i := m.Pop()
	s := popMatrix(m)
	if i < 0 || i >= int64(s.len()) {
		m.Throwf(core.ErrVocabularyMisuse, "%s: element %d is outside a %s matrix of %d elements (counted from 0)", word, i, s, s.len())
	}
	return s.data() + i*core.CellSize
}

// M@
func fetchElement(m *core.Machine) { m.FPush(m.Float(element(m, "M@"))) }

// M!
func storeElement(m *core.Machine) {
	m.FNeed(1)
	m.SetFloat(element(m, "M!"), m.FPop())
}

// V@
func fetchFlat(m *core.Machine) { m.FPush(m.Float(flatElement(m, "V@"))) }

// V!
func storeFlat(m *core.Machine) {
	m.FNeed(1)
	m.SetFloat(flatElement(m, "V!"), m.FPop())
}

// M-COPY
func copyWord(m *core.Machine) { store(m, load(m, popMatrix(m))) }

// M.
func printMatrix(m *core.Machine) {
	s := popMatrix(m)
	a := load(m, s)
	cells := make([]string, s.len())
	width := make([]int, s.cols)
	for i := 0; i < s.rows; i++ {
		for j := 0; j < s.cols; j++ {
			v := a.At(i, j)
			if v == 0 {
				v = 0 // -0 prints as 0: M. is for reading
			}
			t := strconv.FormatFloat(v, 'g', 6, 64)
			cells[i*s.cols+j] = t
			width[j] = max(width[j], len(t))
		}
	}
	var b strings.Builder
	for i := 0; i < s.rows; i++ {
		for j := 0; j < s.cols; j++ {
			if j > 0 {
				b.WriteByte(' ')
			}
			t := cells[i*s.cols+j]
			b.WriteString(strings.Repeat(" ", width[j]-len(t)))
			b.WriteString(t)
		}
		b.WriteByte('\n')
	}
	m.WriteString(b.String())
}

// elementwise pops two matrices of the same shape and pushes op of them.
func elementwise(m *core.Machine, word string, op func(c *mat.Dense, a, b mat.Matrix)) {
	bs := popMatrix(m)
	as := popMatrix(m)
	sameShape(m, word, as, bs)
	a, b := load(m, as), load(m, bs)
	var c mat.Dense
	op(&c, a, b)
	store(m, &c)
}

// M+
func addWord(m *core.Machine) {
	elementwise(m, "M+", func(c *mat.Dense, a, b mat.Matrix) { c.Add(a, b) })
}

// M-
func subWord(m *core.Machine) {
	elementwise(m, "M-", func(c *mat.Dense, a, b mat.Matrix) { c.Sub(a, b) })
}

// M*
func mulWord(m *core.Machine) {
	bs := popMatrix(m)
	as := popMatrix(m)
	if as.cols != bs.rows {
		m.Throwf(ErrMatrix, "M*: a %s matrix times a %s matrix: the columns of the first must be the rows of the second", as, bs)
	}
	charge(m, "M*", float64(as.rows)*float64(as.cols)*float64(bs.cols))
	var c mat.Dense
	c.Mul(load(m, as), load(m, bs))
	store(m, &c)
}

// M-SCALE
func scaleWord(m *core.Machine) {
	m.FNeed(1)
	s := popMatrix(m)
	var c mat.Dense
	c.Scale(m.FPop(), load(m, s))
	store(m, &c)
}

// TRANSPOSE
func transposeWord(m *core.Machine) {
	store(m, load(m, popMatrix(m)).T())
}

// DOT
func dotWord(m *core.Machine) {
	bs := popMatrix(m)
	as := popMatrix(m)
	if as.len() != bs.len() {
		m.Throwf(ErrMatrix, "DOT: %d elements and %d elements: the vectors must be as long", as.len(), bs.len())
	}
	a, b := values(m, as), values(m, bs)
	sum := 0.0
	for i := range a {
		sum += a[i] * b[i]
	}
	m.FPush(sum)
}

// norm pushes a norm of a matrix's elements.
func norm(m *core.Machine, f func(x []float64) float64) {
	m.FPush(f(values(m, popMatrix(m))))
}

// NORM
func norm2(m *core.Machine) {
	norm(m, func(x []float64) float64 {
		// scaled, so that squares of large elements do not overflow
		scale, sum := 0.0, 1.0
		for _, v := range x {
			if v == 0 {
				continue
			}
			a := math.Abs(v)
			if scale < a {
				sum = 1 + sum*(scale/a)*(scale/a)
				scale = a
			} else {
				sum += (a / scale) * (a / scale)
			}
		}
		return scale * math.Sqrt(sum)
	})
}

// NORM1
func norm1(m *core.Machine) {
	norm(m, func(x []float64) float64 {
		sum := 0.0
		for _, v := range x {
			sum += math.Abs(v)
		}
		return sum
	})
}

// NORM-MAX
func normMax(m *core.Machine) {
	norm(m, func(x []float64) float64 {
		largest := 0.0
		for _, v := range x {
			largest = max(largest, math.Abs(v))
		}
		return largest
	})
}

// cube is n^3 as a float, the cost of the decompositions.
func cube(n int) float64 { return float64(n) * float64(n) * float64(n) }

// singular throws -264 for a matrix the library found singular.
func singular(m *core.Machine, word string, err error) {
	if err != nil {
		m.Throwf(ErrMatrix, "%s: the matrix is singular or nearly so (%v)", word, err)
	}
}

// SOLVE
func solveWord(m *core.Machine) {
	bs := popMatrix(m)
	as := popMatrix(m)
	square(m, "SOLVE", as)
	if bs.rows != as.rows {
		m.Throwf(ErrMatrix, "SOLVE: a %s matrix and a right-hand side of %d rows: they must have as many rows", as, bs.rows)
	}
	charge(m, "SOLVE", cube(as.rows)+float64(as.rows)*float64(as.rows)*float64(bs.cols))
	var x mat.Dense
	compute(m, "SOLVE", func() { singular(m, "SOLVE", x.Solve(loadFinite(m, "SOLVE", as), loadFinite(m, "SOLVE", bs))) })
	store(m, &x)
}

// INVERSE
func inverseWord(m *core.Machine) {
	as := popMatrix(m)
	square(m, "INVERSE", as)
	charge(m, "INVERSE", cube(as.rows))
	var x mat.Dense
	compute(m, "INVERSE", func() { singular(m, "INVERSE", x.Inverse(loadFinite(m, "INVERSE", as))) })
	store(m, &x)
}

// DET
func detWord(m *core.Machine) {
	as := popMatrix(m)
	square(m, "DET", as)
	charge(m, "DET", cube(as.rows))
	var d float64
	compute(m, "DET", func() { d = mat.Det(loadFinite(m, "DET", as)) })
	m.FPush(d)
}

// EIGENVALUES
func eigenvaluesWord(m *core.Machine) {
	as := popMatrix(m)
	square(m, "EIGENVALUES", as)
	charge(m, "EIGENVALUES", 10*cube(as.rows))
	var values []complex128
	compute(m, "EIGENVALUES", func() {
		var e mat.Eigen
		if !e.Factorize(loadFinite(m, "EIGENVALUES", as), mat.EigenNone) {
			m.Throwf(ErrMatrix, "EIGENVALUES: the computation did not converge")
		}
		values = e.Values(nil)
	})
	slices.SortFunc(values, func(a, b complex128) int {
		return cmp.Or(cmp.Compare(real(a), real(b)), cmp.Compare(imag(a), imag(b)))
	})
	re := make([]float64, len(values))
	im := make([]float64, len(values))
	for i, v := range values {
		re[i], im[i] = real(v), imag(v)
	}
	storeVector(m, re)
	storeVector(m, im)
}

// factorSVD computes the thin singular value decomposition of the matrix
// on the stack.
func factorSVD(m *core.Machine, word string, kind mat.SVDKind) *mat.SVD {
	as := popMatrix(m)
	charge(m, word, 10*float64(as.rows)*float64(as.cols)*float64(min(as.rows, as.cols)))
	var svd mat.SVD
	compute(m, word, func() {
		if !svd.Factorize(loadFinite(m, word, as), kind) {
			m.Throwf(ErrMatrix, "%s: the computation did not converge", word)
		}
	})
	return &svd
}

// SINGULAR-VALUES
func singularValuesWord(m *core.Machine) {
	storeVector(m, factorSVD(m, "SINGULAR-VALUES", mat.SVDNone).Values(nil))
}

// SVD
func svdWord(m *core.Machine) {
	svd := factorSVD(m, "SVD", mat.SVDThin)
	var u, v mat.Dense
	svd.UTo(&u)
	svd.VTo(&v)
	store(m, &u)
	storeVector(m, svd.Values(nil))
	store(m, &v)
}

// LSTSQ
func leastSquaresWord(m *core.Machine) {
	bs := popMatrix(m)
	as := popMatrix(m)
	if bs.rows != as.rows {
		m.Throwf(ErrMatrix, "LSTSQ: a %s matrix and a right-hand side of %d rows: they must have as many rows", as, bs.rows)
	}
	if as.rows < as.cols {
		m.Throwf(ErrMatrix, "LSTSQ: a %s matrix has fewer rows than columns: the least-squares problem needs at least as many equations as unknowns", as)
	}
	charge(m, "LSTSQ", float64(as.rows)*float64(as.cols)*float64(as.cols+bs.cols))
	var x mat.Dense
	compute(m, "LSTSQ", func() {
		if err := x.Solve(loadFinite(m, "LSTSQ", as), loadFinite(m, "LSTSQ", bs)); err != nil {
			m.Throwf(ErrMatrix, "LSTSQ: the columns of the matrix are dependent, or nearly so (%v)", err)
		}
	})
	store(m, &x)
}
