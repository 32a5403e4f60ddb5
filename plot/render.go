package plot

import (
	"bytes"
	"fmt"
	"image/color"
	"math"
	"runtime"
	"slices"
	"time"

	"gonum.org/v1/plot"
	"gonum.org/v1/plot/plotter"
	"gonum.org/v1/plot/plotutil"
	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/draw"
	"gonum.org/v1/plot/vg/vgimg"

	"github.com/forthling/forthling/core"
)

// dpi makes a point of gonum's drawing a pixel and a third.
const dpi = 96

// render draws the figure as a PNG of its size in pixels.
func (f *figure) render() (png []byte, err error) {
	// gonum/plot panics on what it cannot draw; check refuses what is
	// known, and this turns the rest into an error the program can read
	defer func() {
		if r := recover(); r != nil {
			png, err = nil, fmt.Errorf("the plot cannot be drawn: %v", r)
		}
	}()
	p := plot.New()
	p.Title.Text = f.title
	p.X.Label.Text = f.xLabel
	p.Y.Label.Text = f.yLabel
	if f.logX {
		p.X.Scale = plot.LogScale{}
		p.X.Tick.Marker = plot.LogTicks{Prec: -1}
	}
	if f.logY {
		p.Y.Scale = plot.LogScale{}
		p.Y.Tick.Marker = plot.LogTicks{Prec: -1}
	}
	grid := plotter.NewGrid()
	grid.Vertical.Color, grid.Horizontal.Color = color.Gray{Y: 225}, color.Gray{Y: 225}
	p.Add(grid)
	barSeries := 0
	for _, s := range f.series {
		if s.kind == bars {
			barSeries++
		}
	}
	barWidth := vg.Points(max(2, 240/float64(max(1, barSeries*f.mostBars()))))
	barIndex := 0
	for i, s := range f.series {
		c := plotutil.Color(i)
		var thumb plot.Thumbnailer
		switch s.kind {
		case line:
			l, err := plotter.NewLine(f.xys(s))
			if err != nil {
				return nil, err
			}
			l.Color, l.Width = c, vg.Points(1.5)
			p.Add(l)
			thumb = l
		case points:
			sc, err := plotter.NewScatter(f.xys(s))
			if err != nil {
				return nil, err
			}
			sc.GlyphStyle.Color, sc.GlyphStyle.Shape, sc.GlyphStyle.Radius = c, plotutil.Shape(i), vg.Points(3)
			p.Add(sc)
			thumb = sc
		case bars:
			b, err := plotter.NewBarChart(plotter.Values(s.y), barWidth)
			if err != nil {
				return nil, err
			}
			b.Color, b.LineStyle.Width = c, 0
			// bars of several series stand side by side around each place
			b.Offset = barWidth * vg.Length(float64(barIndex)-float64(barSeries-1)/2)
			barIndex++
			p.Add(b)
			thumb = b
		case histogram:
			h, err := plotter.NewHist(plotter.Values(s.y), s.bins)
			if err != nil {
				return nil, err
			}
			h.FillColor, h.LineStyle.Color = withAlpha(c, 200), color.Black
			p.Add(h)
			thumb = h
		}
		if s.name != "" {
			p.Legend.Add(s.name, thumb)
		}
	}
	p.Legend.Top = true
	if f.named() {
		// room above the highest value for the legend in the top corner
		if f.logY {
			p.Y.Max *= math.Pow(p.Y.Max/p.Y.Min, 0.15)
		} else {
			p.Y.Max += (p.Y.Max - p.Y.Min) * 0.15
		}
	}
	if f.logX {
		widenLog(&p.X, p.X.Min, p.X.Max)
	}
	if f.logY {
		widenLog(&p.Y, p.Y.Min, p.Y.Max)
	}
	canvas := vgimg.NewWith(vgimg.UseWH(pixels(f.width), pixels(f.height)), vgimg.UseDPI(dpi))
	margin := pixels(12)
	p.Draw(draw.Crop(draw.New(canvas), margin, -margin, margin, -margin))
	var out bytes.Buffer
	if _, err := (vgimg.PngCanvas{Canvas: canvas}).WriteTo(&out); err != nil {
		return nil, err
	}
	return out.Bytes(), nil
}

// widenLog gives a log axis whose values are all one value a range around
// it: gonum/plot would widen it by 1 on each side, below 0.
func widenLog(a *plot.Axis, low, high float64) {
	if low == high && low/2 > 0 && !math.IsInf(high*2, 0) {
		a.Min, a.Max = low/2, high*2
	}
}

// largeDrawing is the size in pixels past which a drawing's buffers (a
// picture of 4 bytes a pixel, and gonum's masks and text layers of the same
// size) are worth collecting the garbage before.
const largeDrawing = 1000 * 1000

// drawing holds the one drawing under way.
var drawing = make(chan struct{}, 1)

// renderWithin renders the figure while the call's time lasts: past its
// deadline or when it is cancelled the call stops, and the drawing, whose
// work the bounds of a figure keep within a few seconds, ends on its own.
func renderWithin(m *core.Machine, f *figure) ([]byte, error) {
	type rendered struct {
		png []byte
		err error
	}
	done := make(chan rendered, 1)
	// the drawing may outlive the call, so it draws a copy that later
	// words cannot change under it (the values themselves are never changed)
	drawn := *f
	drawn.series = slices.Clone(f.series)
	over := make(chan struct{})
	defer close(over)
	go func() {
		// one drawing at a time in the process: a large one takes tens of
		// megabytes while it runs, and one that outlived its call would
		// otherwise draw beside the next
		select {
		case drawing <- struct{}{}:
		case <-over:
			return // the call ended before its turn came
		}
		defer func() { <-drawing }()
		select {
		case <-over:
			return
		default:
		}
		if drawn.width*drawn.height > largeDrawing {
			// what the last drawing left behind goes before this one
			// takes as much again: the server's peak is one drawing
			runtime.GC()
		}
		png, err := drawn.render()
		done <- rendered{png, err}
	}()
	tick := time.NewTicker(10 * time.Millisecond)
	defer tick.Stop()
	for {
		select {
		case r := <-done:
			return r.png, r.err
		case <-tick.C:
			m.CheckTime()
		}
	}
}

// pixels is the length that makes n pixels at the canvas's dpi.
func pixels(n int) vg.Length { return vg.Length(n) * vg.Inch / dpi }

// named reports whether a series is named, so that the plot has a legend.
func (f *figure) named() bool {
	for _, s := range f.series {
		if s.name != "" {
			return true
		}
	}
	return false
}

// bars is how many bars the figure has, each drawn as a shape of its own.
func (f *figure) bars() int {
	n := 0
	for _, s := range f.series {
		n += s.bars()
	}
	return n
}

func (s series) bars() int {
	switch s.kind {
	case bars:
		return len(s.y)
	case histogram:
		return s.bins
	}
	return 0
}

func (f *figure) mostBars() int {
	most := 0
	for _, s := range f.series {
		if s.kind == bars {
			most = max(most, len(s.y))
		}
	}
	return most
}

// xys pairs a series' values with their x values, or with 0, 1, 2...
func (f *figure) xys(s series) plotter.XYs {
	out := make(plotter.XYs, len(s.y))
	for i, y := range s.y {
		out[i].Y = y
		out[i].X = float64(i)
		if s.x != nil {
			out[i].X = s.x[i]
		}
	}
	return out
}

func withAlpha(c color.Color, a uint8) color.Color {
	r, g, b, _ := c.RGBA()
	return color.NRGBA{R: uint8(r >> 8), G: uint8(g >> 8), B: uint8(b >> 8), A: a}
}

// renderInto renders the figure into the session file name, charging steps
// for its pixels and values.
func renderInto(m *core.Machine, f *figure, name string) int {
	f.check(m)
	if err := core.ValidFileName(name); err != nil {
		m.FileError(name, err)
	}
	m.Tick(int64(f.width*f.height)/16 + int64(f.values)*4 + int64(f.bars())*40)
	png, err := renderWithin(m, f)
	if err != nil {
		m.Throwf(core.ErrVocabularyMisuse, "PLOT-PNG: %v", err)
	}
	if err := m.Files().Write(name, png); err != nil {
		m.Throwf(core.ErrWriteFile, "PLOT-PNG: %s: %v: the PNG takes %d bytes and the session's files have %d left (a smaller PLOT-SIZE, or DELETE-FILE what is no longer needed)", name, err,
			len(png), max(0, m.Files().Limit-m.Files().Used()))
	}
	return len(png)
}
