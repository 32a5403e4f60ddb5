package plot

import (
	"fmt"

	"github.com/forthling/forthling/core"
)

// exampleYS is the array the examples plot.
const exampleYS = `ALSO PLOT  CREATE YS 1e F, 4e F, 9e F, 16e F,  `

// exampleDone renders the example's plot and prints the file's name and
// whether it holds a PNG of some size, which does not change with the fonts.
const exampleDone = ` S" p.png" PLOT-PNG  S" p.png" R/O OPEN-FILE THROW DUP FILE-SIZE THROW D>S 1000 > [IF] .( p.png: over 1000 bytes) [THEN] CLOSE-FILE THROW`

const exampleResult = "p.png: over 1000 bytes"

var words = []core.Def{
	{Name: "PLOT-NEW", Effect: "( -- )",
		Doc:     "Start a new plot, empty and 800x600 pixels, in place of the one being built (the words below add to the plot of the session, which stays across calls).",
		Example: exampleYS + `YS 4 S" dropped" PLOT-LINE PLOT-NEW YS 4 S" kept" PLOT-POINTS` + exampleDone, Result: exampleResult,
		Fn: func(m *core.Machine) { m.SetHook(hook, newFigure()) }},
	{Name: "PLOT-TITLE", Effect: "( c-addr u -- )",
		Doc:     "Give the plot a title (at most 200 bytes).",
		Example: exampleYS + `S" Squares" PLOT-TITLE YS 4 S" " PLOT-LINE` + exampleDone, Result: exampleResult,
		Fn: func(m *core.Machine) { figureOf(m).title = popName(m, "PLOT-TITLE") }},
	{Name: "PLOT-X-LABEL", Effect: "( c-addr u -- )",
		Doc:     "Label the x axis.",
		Example: exampleYS + `S" n" PLOT-X-LABEL YS 4 S" " PLOT-LINE` + exampleDone, Result: exampleResult,
		Fn: func(m *core.Machine) { figureOf(m).xLabel = popName(m, "PLOT-X-LABEL") }},
	{Name: "PLOT-Y-LABEL", Effect: "( c-addr u -- )",
		Doc:     "Label the y axis.",
		Example: exampleYS + `S" n squared" PLOT-Y-LABEL YS 4 S" " PLOT-LINE` + exampleDone, Result: exampleResult,
		Fn: func(m *core.Machine) { figureOf(m).yLabel = popName(m, "PLOT-Y-LABEL") }},
	{Name: "PLOT-LOG-X", Effect: "( -- )",
		Doc:     "Make the x axis logarithmic: every x value must then be above 0, so plot against x values (the -XY words).",
		Example: exampleYS + `PLOT-LOG-X YS YS 4 S" " PLOT-LINE-XY` + exampleDone, Result: exampleResult,
		Fn: func(m *core.Machine) { figureOf(m).logX = true }},
	{Name: "PLOT-LOG-Y", Effect: "( -- )",
		Doc:     "Make the y axis logarithmic: every y value must then be above 0, and bars and histograms, which start at 0, cannot be shown.",
		Example: exampleYS + `PLOT-LOG-Y YS 4 S" " PLOT-LINE` + exampleDone, Result: exampleResult,
		Fn: func(m *core.Machine) { figureOf(m).logY = true }},
	{Name: "PLOT-SIZE", Effect: "( width height -- )",
		Doc:     fmt.Sprintf("Make the picture width by height pixels, each from %d to %d (800x600 at first).", minPixels, maxPixels),
		Example: exampleYS + `400 300 PLOT-SIZE YS 4 S" " PLOT-LINE` + exampleDone, Result: exampleResult,
		Fn: func(m *core.Machine) {
			w, h := m.Pop2()
			if w < minPixels || w > maxPixels || h < minPixels || h > maxPixels {
				m.Throwf(core.ErrVocabularyMisuse, "PLOT-SIZE: %dx%d pixels: each side is %d to %d", w, h, minPixels, maxPixels)
			}
			f := figureOf(m)
			f.width, f.height = int(w), int(h)
		}},
	{Name: "PLOT-LINE", Effect: "( f-addr n c-addr u -- )",
		Doc:     "Add a line through the n floats at f-addr, plotted against 0, 1, 2..., named c-addr u in the legend (an empty name stays out of it).",
		Example: exampleYS + `YS 4 S" squares" PLOT-LINE` + exampleDone, Result: exampleResult,
		Fn: func(m *core.Machine) { addSeries(m, "PLOT-LINE", line, false) }},
	{Name: "PLOT-LINE-XY", Effect: "( f-addr1 f-addr2 n c-addr u -- )",
		Doc:     "Add a line through n points, their x values the floats at f-addr1 and their y values those at f-addr2, named c-addr u.",
		Example: exampleYS + `CREATE XS 1e F, 2e F, 3e F, 4e F,  XS YS 4 S" squares" PLOT-LINE-XY` + exampleDone, Result: exampleResult,
		Fn: func(m *core.Machine) { addSeries(m, "PLOT-LINE-XY", line, true) }},
	{Name: "PLOT-POINTS", Effect: "( f-addr n c-addr u -- )",
		Doc:     "Add the n floats at f-addr as points (a scatter plot), plotted against 0, 1, 2..., named c-addr u.",
		Example: exampleYS + `YS 4 S" squares" PLOT-POINTS` + exampleDone, Result: exampleResult,
		Fn: func(m *core.Machine) { addSeries(m, "PLOT-POINTS", points, false) }},
	{Name: "PLOT-POINTS-XY", Effect: "( f-addr1 f-addr2 n c-addr u -- )",
		Doc:     "Add n points, their x values the floats at f-addr1 and their y values those at f-addr2 (a scatter plot), named c-addr u.",
		Example: exampleYS + `CREATE XS 2e F, 1e F, 4e F, 3e F,  XS YS 4 S" pairs" PLOT-POINTS-XY` + exampleDone, Result: exampleResult,
		Fn: func(m *core.Machine) { addSeries(m, "PLOT-POINTS-XY", points, true) }},
	{Name: "PLOT-BARS", Effect: "( f-addr n c-addr u -- )",
		Doc:     "Add the n floats at f-addr as bars at 0, 1, 2..., named c-addr u; the bars of several series stand side by side.",
		Example: exampleYS + `YS 4 S" squares" PLOT-BARS` + exampleDone, Result: exampleResult,
		Fn: func(m *core.Machine) { addSeries(m, "PLOT-BARS", bars, false) }},
	{Name: "PLOT-HISTOGRAM", Effect: "( f-addr n bins c-addr u -- )",
		Doc:     fmt.Sprintf("Add a histogram of the n floats at f-addr in bins (1 to %d) of equal width, named c-addr u.", maxBins),
		Example: exampleYS + `YS 4 2 S" squares" PLOT-HISTOGRAM` + exampleDone, Result: exampleResult,
		Fn: func(m *core.Machine) {
			name := popName(m, "PLOT-HISTOGRAM")
			bins := m.Pop()
			if bins < 1 || bins > maxBins {
				m.Throwf(core.ErrVocabularyMisuse, "PLOT-HISTOGRAM: %d bins: give 1 to %d", bins, maxBins)
			}
			n := m.Pop()
			ys := floats(m, "PLOT-HISTOGRAM", m.Pop(), n)
			figureOf(m).add(m, "PLOT-HISTOGRAM", series{kind: histogram, name: name, y: ys, bins: int(bins)})
		}},
	{Name: "PLOT-MATRIX", Effect: "( matrix c-addr u -- )",
		Doc:     "Add lines from a SCIENCE matrix: a vector (one row or column) is a line against 0, 1, 2...; a matrix of more columns gives a line for each column after the first, which holds the x values. The lines are named c-addr u and their column's number.",
		Example: `ALSO PLOT ALSO SCIENCE  0e 0e 1e 1e 2e 4e 3 2 F>MATRIX S" y" PLOT-MATRIX` + exampleDone, Result: exampleResult,
		Fn: matrixWord},
	{Name: "PLOT-PNG", Effect: "( c-addr u -- )",
		Doc:     "Render the plot as a PNG into the session file named c-addr u, replacing a file of that name; the MCP server returns it with the answer as an image, and the runner writes it into the directory of --out. The plot stays: more series or another size may follow.",
		Example: exampleYS + `YS 4 S" squares" PLOT-LINE` + exampleDone, Result: exampleResult,
		Fn: func(m *core.Machine) {
			a, n := m.Pop2()
			renderInto(m, figureOf(m), m.String(a, n))
		}},
}

// addSeries pops the arguments of a series word, with x values or without,
// and adds the series.
func addSeries(m *core.Machine, word string, k kind, withX bool) {
	name := popName(m, word)
	n := m.Pop()
	ys := floats(m, word, m.Pop(), n)
	var xs []float64
	if withX {
		xs = floats(m, word, m.Pop(), n)
	}
	figureOf(m).add(m, word, series{kind: k, name: name, x: xs, y: ys})
}

// PLOT-MATRIX: a SCIENCE matrix is two cells, its rows and columns, then
// its floats row by row.
func matrixWord(m *core.Machine) {
	name := popName(m, "PLOT-MATRIX")
	addr := m.Pop()
	m.CheckRange(addr, 2*core.CellSize)
	rows, cols := m.Cell(addr), m.Cell(addr+core.CellSize)
	if rows < 1 || cols < 1 || rows > maxPoints || cols > maxPoints || rows*cols > maxPoints {
		m.Throwf(core.ErrVocabularyMisuse, "PLOT-MATRIX: the address holds no matrix of at most %d values: it says %d rows and %d columns", maxPoints, rows, cols)
	}
	all := floats(m, "PLOT-MATRIX", addr+2*core.CellSize, rows*cols)
	f := figureOf(m)
	if rows == 1 || cols == 1 {
		f.add(m, "PLOT-MATRIX", series{kind: line, name: name, y: all})
		return
	}
	column := func(j int64) []float64 {
		out := make([]float64, rows)
		for i := range out {
			out[i] = all[int64(i)*cols+j]
		}
		return out
	}
	xs := column(0)
	for j := int64(1); j < cols; j++ {
		label := name
		if label != "" && cols > 2 {
			label = fmt.Sprintf("%s %d", name, j)
		}
		f.add(m, "PLOT-MATRIX", series{kind: line, name: label, x: xs, y: column(j)})
	}
}
