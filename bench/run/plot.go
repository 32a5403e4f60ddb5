package main

import (
	"image/color"

	"gonum.org/v1/plot"
	"gonum.org/v1/plot/plotter"
	"gonum.org/v1/plot/vg"
)

// plotRatios draws forthling's time over gforth-fast's for each program as
// a bar, with lines at 1 (as fast as gforth-fast) and at the geometric mean.
func plotRatios(rows []row, file string) error {
	var names []string
	var values plotter.Values
	for _, r := range rows {
		if q := r.ratio(); q > 0 {
			names = append(names, r.program.Name)
			values = append(values, q)
		}
	}
	p := plot.New()
	p.Title.Text = "forthling / gforth-fast: time ratio (lower is faster)"
	p.Y.Label.Text = "ratio"
	p.Y.Min = 0
	p.Y.Max = 1.5 // room above the bars for the legend
	for _, v := range values {
		p.Y.Max = max(p.Y.Max, v*1.2)
	}
	bars, err := plotter.NewBarChart(values, vg.Points(18))
	if err != nil {
		return err
	}
	bars.Color = color.RGBA{R: 70, G: 110, B: 180, A: 255}
	bars.LineStyle.Width = 0
	p.Add(bars)
	p.NominalX(names...)
	p.X.Tick.Label.Rotation = 0.6
	p.X.Tick.Label.XAlign = -0.9
	p.X.Tick.Label.YAlign = -0.6

	even := horizontal(len(names), 1, color.RGBA{A: 255})
	p.Add(even)
	p.Legend.Add("as fast as gforth-fast", even)
	if g, n := geomean(rows, false); n > 0 {
		mean := horizontal(len(names), g, color.RGBA{R: 200, G: 60, B: 40, A: 255})
		mean.Dashes = []vg.Length{vg.Points(4), vg.Points(3)}
		p.Add(mean)
		p.Legend.Add("geometric mean", mean)
	}
	p.Legend.Top = true
	width := max(16, 1.5*float64(len(names))+4)
	return p.Save(vg.Length(width)*vg.Centimeter, 11*vg.Centimeter, file)
}

// horizontal is a line across the bars at y.
func horizontal(n int, y float64, c color.Color) *plotter.Line {
	pts := plotter.XYs{{X: -0.5, Y: y}, {X: float64(n) - 0.5, Y: y}}
	l, _ := plotter.NewLine(pts)
	l.Color = c
	l.Width = vg.Points(1)
	return l
}
