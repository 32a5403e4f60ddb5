package plot

import (
	"math"

	"github.com/forthling/forthling/core"
)

const hook = "plot"

// Bounds of one plot, so that rendering it takes bounded time and memory.
const (
	maxPixels   = 2000 // the most pixels a side of the picture may have
	minPixels   = 100
	maxSeries   = 32
	maxPoints   = 20_000 // values of all series together: drawing each takes memory
	maxBins     = 1000
	maxBars     = 10_000 // bars and bins of all series together
	maxTextSize = 200    // bytes of a title or label
	// maxValue keeps the span of an axis, and of its room for a legend,
	// finite
	maxValue = 1e300
)

// kind is what a series draws.
type kind int

const (
	line kind = iota
	points
	bars
	histogram
)

func (k kind) String() string {
	return [...]string{"line", "points", "bars", "histogram"}[k]
}

// series is one set of values of a plot, copied out of Forth memory when it
// is added.
type series struct {
	kind kind
	name string
	x, y []float64 // x is nil where the values are plotted against 0, 1, 2...
	bins int
}

// figure is the plot a session is building.
type figure struct {
	title, xLabel, yLabel string
	logX, logY            bool
	width, height         int
	series                []series
	values                int
}

func newFigure() *figure { return &figure{width: 800, height: 600} }

func figureOf(m *core.Machine) *figure {
	return core.HookState(m, hook, newFigure)
}

// add appends a series, refusing what would pass the bounds.
func (f *figure) add(m *core.Machine, word string, s series) {
	if len(f.series) == maxSeries {
		m.Throwf(core.ErrVocabularyMisuse, "%s: the plot has %d series, the most it may have: PLOT-NEW starts another", word, maxSeries)
	}
	if n := len(s.y) + len(s.x); f.values+n > maxPoints {
		m.Throwf(core.ErrVocabularyMisuse, "%s: the plot would hold %d values, more than the %d it may: plot fewer points (a histogram of many values holds them all)", word, f.values+n, maxPoints)
	}
	if n := f.bars() + s.bars(); n > maxBars {
		m.Throwf(core.ErrVocabularyMisuse, "%s: the plot would have %d bars, more than the %d it may", word, n, maxBars)
	}
	f.values += len(s.y) + len(s.x)
	f.series = append(f.series, s)
}

// floats copies n floats from f-addr out of Forth memory, charging a step
// per 8, and refuses NaN and infinities, which have no place on a plot.
func floats(m *core.Machine, word string, addr, n int64) []float64 {
	if n < 1 || n > maxPoints {
		m.Throwf(core.ErrVocabularyMisuse, "%s: %d values: a series has 1 to %d", word, n, maxPoints)
	}
	m.CheckRange(addr, n*core.CellSize)
	m.Tick(n/8 + 1)
	out := make([]float64, n)
	for i := range out {
		v := m.Float(addr + int64(i)*core.CellSize)
		if math.IsNaN(v) || math.IsInf(v, 0) {
			m.Throwf(core.ErrVocabularyMisuse, "%s: value %d is %g: a plot needs finite numbers", word, i, v)
		}
		if math.Abs(v) > maxValue {
			m.Throwf(core.ErrVocabularyMisuse, "%s: value %d is %g: a plot shows values from -1e300 to 1e300", word, i, v)
		}
		out[i] = v
	}
	return out
}

// popName pops c-addr u, the name of a series or a text of the plot.
func popName(m *core.Machine, word string) string {
	a, n := m.Pop2()
	if n > maxTextSize {
		m.Throwf(core.ErrVocabularyMisuse, "%s: a text of %d bytes; at most %d fit on a plot", word, n, maxTextSize)
	}
	return m.String(a, n)
}

// check refuses a plot that cannot be drawn: none of its values, or a
// value a log axis cannot show.
func (f *figure) check(m *core.Machine) {
	if len(f.series) == 0 {
		m.Throwf(core.ErrVocabularyMisuse, "PLOT-PNG: the plot has no series yet: add one with PLOT-LINE, PLOT-POINTS, PLOT-BARS or PLOT-HISTOGRAM")
	}
	for i, s := range f.series {
		if f.logY && (s.kind == bars || s.kind == histogram) {
			m.Throwf(core.ErrVocabularyMisuse, "PLOT-PNG: series %d is %s, which start at 0, and the y axis is logarithmic: leave out PLOT-LOG-Y", i+1, s.kind)
		}
		if f.logX && s.kind == bars {
			m.Throwf(core.ErrVocabularyMisuse, "PLOT-PNG: series %d is bars, placed at 0, 1, 2..., and the x axis is logarithmic: leave out PLOT-LOG-X", i+1)
		}
		if f.logX {
			switch {
			case s.kind == histogram:
				positive(m, i, "x", s.y)
			case s.x == nil:
				m.Throwf(core.ErrVocabularyMisuse, "PLOT-PNG: series %d is plotted against 0, 1, 2..., and the x axis is logarithmic: give it x values above 0 (the -XY words)", i+1)
			default:
				positive(m, i, "x", s.x)
			}
		}
		if f.logY {
			positive(m, i, "y", s.y)
		}
	}
}

func positive(m *core.Machine, i int, axis string, vs []float64) {
	for j, v := range vs {
		if v <= 0 {
			m.Throwf(core.ErrVocabularyMisuse, "PLOT-PNG: series %d has the %s value %g at %d, and a logarithmic axis shows only values above 0", i+1, axis, v, j)
		}
	}
}
