package science

import (
	"fmt"
	"math"

	"github.com/forthling/forthling/core"
	"gonum.org/v1/gonum/mat"
)

// A matrix lives in Forth memory: a cell with the number of rows, a cell
// with the number of columns, then rows*cols floats, row by row. A vector
// is a matrix of one column. Programs may build one themselves
// (CREATE V 3 , 1 , 1e F, 2e F, 3e F,) or get one ALLOCATEd by the words,
// which they FREE.
const headerSize = 2 * core.CellSize

// maxDimension bounds rows and columns so that their product cannot
// overflow; the Forth memory bounds them much sooner.
const maxDimension = 1 << 31

// shape is a matrix's place and size in Forth memory.
type shape struct {
	addr       int64
	rows, cols int
}

func (s shape) len() int          { return s.rows * s.cols }
func (s shape) data() int64       { return s.addr + headerSize }
func (s shape) String() string    { return fmt.Sprintf("%dx%d", s.rows, s.cols) }
func (s shape) isSquare() bool    { return s.rows == s.cols }
func (s shape) at(i, j int) int64 { return s.data() + int64(i*s.cols+j)*core.CellSize }

// shapeAt reads the header of the matrix at addr and checks that the whole
// matrix is in valid memory; anything else is a bad argument.
func shapeAt(m *core.Machine, addr int64) shape {
	m.CheckRange(addr, headerSize)
	rows, cols := m.Cell(addr), m.Cell(addr+core.CellSize)
	if rows < 1 || cols < 1 || rows > maxDimension || cols > maxDimension {
		m.Throwf(core.ErrVocabularyMisuse, "the address holds no matrix: it says %d rows and %d columns (a matrix starts with its rows and columns, each at least 1)", rows, cols)
	}
	s := shape{addr: addr, rows: int(rows), cols: int(cols)}
	if int64(s.len()) > m.MemorySize()/core.CellSize {
		m.Throwf(core.ErrVocabularyMisuse, "the address holds no matrix: %s is larger than the Forth memory", s)
	}
	m.CheckRange(s.data(), int64(s.len())*core.CellSize)
	return s
}

// popMatrix pops the address of a matrix and reads its shape.
func popMatrix(m *core.Machine) shape { return shapeAt(m, m.Pop()) }

// load copies a matrix out of Forth memory, charging a step per 8
// elements.
func load(m *core.Machine, s shape) *mat.Dense {
	m.Tick(int64(s.len())/8 + 1)
	data := make([]float64, s.len())
	for i := range data {
		data[i] = m.Float(s.data() + int64(i)*core.CellSize)
	}
	return mat.NewDense(s.rows, s.cols, data)
}

// loadFinite is load for the decompositions, whose iterations need finite
// numbers: with a NaN or an infinity some of them never end.
func loadFinite(m *core.Machine, word string, s shape) *mat.Dense {
	a := load(m, s)
	for _, v := range a.RawMatrix().Data {
		if math.IsNaN(v) || math.IsInf(v, 0) {
			m.Throwf(ErrMatrix, "%s: the matrix holds %g; it needs finite numbers", word, v)
		}
	}
	return a
}

// values copies the elements of a matrix out of Forth memory, row by row.
func values(m *core.Machine, s shape) []float64 {
	return load(m, s).RawMatrix().Data
}

// newMatrix ALLOCATEs a zero matrix of rows x cols and returns its shape.
func newMatrix(m *core.Machine, rows, cols int64) shape {
	if rows < 1 || cols < 1 {
		m.Throwf(core.ErrVocabularyMisuse, "a matrix of %d rows and %d columns: each must be at least 1", rows, cols)
	}
	if rows > maxDimension || cols > maxDimension || rows*cols > m.Limits().Memory/core.CellSize {
		m.Throwf(core.ErrAllocate, "a %dx%d matrix is larger than the Forth memory (%s)", rows, cols, core.FormatSize(m.Limits().Memory))
	}
	size := headerSize + rows*cols*core.CellSize
	addr, ior := m.Allocate(size)
	if ior != 0 {
		m.Throwf(core.ErrAllocate, "no room for a %dx%d matrix (%d bytes): FREE what is no longer needed", rows, cols, size)
	}
	m.Tick(size / 256)
	clear(m.Bytes(addr, size))
	m.SetCell(addr, rows)
	m.SetCell(addr+core.CellSize, cols)
	return shape{addr: addr, rows: int(rows), cols: int(cols)}
}

// store ALLOCATEs a matrix holding a and pushes its address.
func store(m *core.Machine, a mat.Matrix) {
	r, c := a.Dims()
	s := newMatrix(m, int64(r), int64(c))
	for i := 0; i < r; i++ {
		for j := 0; j < c; j++ {
			m.SetFloat(s.at(i, j), a.At(i, j))
		}
	}
	m.Push(s.addr)
}

// storeVector ALLOCATEs a vector holding v and pushes its address.
func storeVector(m *core.Machine, v []float64) {
	store(m, mat.NewDense(len(v), 1, v))
}

// sameShape throws -264 unless a and b have the same shape.
func sameShape(m *core.Machine, word string, a, b shape) {
	if a.rows != b.rows || a.cols != b.cols {
		m.Throwf(ErrMatrix, "%s: the shapes differ, %s and %s", word, a, b)
	}
}

// square throws -264 unless a is square.
func square(m *core.Machine, word string, a shape) {
	if !a.isSquare() {
		m.Throwf(ErrMatrix, "%s needs a square matrix, not %s", word, a)
	}
}

// charge counts cost steps for work that is about to run and makes sure
// the call has time for it: numeric work cannot be interrupted once it
// runs, so work that would outlast the call is refused before it starts.
func charge(m *core.Machine, word string, cost float64) {
	if cost > math.MaxInt64/2 {
		cost = math.MaxInt64 / 2
	}
	m.Tick(int64(cost) + 1)
	if seconds := cost / flopsPerSecond; seconds > m.Remaining().Seconds() {
		m.Throwf(core.ErrLimit, "time: %s would take about %.1fs, more than the call has left", word, seconds)
	}
}

// flopsPerSecond is a low estimate of the floating-point operations per
// second the numeric routines do, for charge's forecast.
const flopsPerSecond = 2e8

// compute runs f, turning a panic of the numeric library (a shape it
// refuses, a factorization that fails) into a matrix error.
func compute(m *core.Machine, word string, f func()) {
	defer func() {
		if r := recover(); r != nil {
			if e, ok := r.(*core.Error); ok {
				panic(e)
			}
			m.Throwf(ErrMatrix, "%s: %v", word, r)
		}
	}()
	f()
}
