package plot

import (
	"bytes"
	"fmt"
	"image"
	"image/color"
	"image/png"
	"math"
	"runtime"
	"slices"
	"time"

	"github.com/forthling/forthling/core"
)

// render draws the figure as a PNG of its size in pixels.
func (f *figure) render() (picture []byte, err error) {
	// the drawing code works on values check has let through; were it to
	// fail on one, the program gets an error, and the process goes on
	defer func() {
		if r := recover(); r != nil {
			picture, err = nil, fmt.Errorf("the plot cannot be drawn: %v", r)
		}
	}()
	size := textSize(f.width, f.height)
	text, err := newTypeface(size)
	if err != nil {
		return nil, err
	}
	heading, err := newTypeface(math.Round(size * 1.25))
	if err != nil {
		return nil, err
	}
	counted := f.countBins()
	x, y := f.scales(counted)
	l := f.layOut(text, heading, x, y)
	c := newCanvas(f.width, f.height)
	l.drawGrid(c, x, y)
	f.drawSeries(c, l, x, y, counted)
	l.drawAxes(c, text, x, y)
	f.drawTexts(c, l, text, heading)
	f.drawLegend(c, l, text)
	var out bytes.Buffer
	if err := png.Encode(&out, c.img); err != nil {
		return nil, err
	}
	return out.Bytes(), nil
}

// scales are the figure's axes, from its least value to its greatest on
// each, with room above for the legend when there is one; counted are the
// histograms' bins (countBins).
func (f *figure) scales(counted []bins) (x, y scale) {
	xs, ys := span{lo: math.Inf(1), hi: math.Inf(-1)}, span{lo: math.Inf(1), hi: math.Inf(-1)}
	for i, s := range f.series {
		switch s.kind {
		case line, points:
			for i, v := range s.y {
				ys.see(v)
				xs.see(s.xAt(i))
			}
		case bars:
			xs.see(-0.5)
			xs.see(float64(len(s.y)) - 0.5)
			ys.see(0)
			for _, v := range s.y {
				ys.see(v)
			}
		case histogram:
			xs.see(counted[i].lo)
			xs.see(counted[i].hi)
			ys.see(0)
			ys.see(float64(slices.Max(counted[i].counts)))
		}
	}
	x, y = newScale(xs.lo, xs.hi, f.logX), newScale(ys.lo, ys.hi, f.logY)
	// places 0, 1, 2... and counts are marked at whole numbers
	x.whole, y.whole = true, true
	for _, s := range f.series {
		x.whole = x.whole && (s.kind == bars || s.kind != histogram && s.x == nil)
		y.whole = y.whole && s.kind == histogram
	}
	if f.named() {
		y = y.roomAbove(0.15)
	}
	return x, y
}

// span is the least and the greatest of the values seen.
type span struct{ lo, hi float64 }

func (s *span) see(v float64) { s.lo, s.hi = math.Min(s.lo, v), math.Max(s.hi, v) }

// xAt is the x value of a series' value i: its own, or i.
func (s series) xAt(i int) float64 {
	if s.x != nil {
		return s.x[i]
	}
	return float64(i)
}

// bins are a histogram's values counted in bins of equal width from lo to
// hi.
type bins struct {
	lo, hi float64
	counts []int
}

// width is the width of each bin.
func (b bins) width() float64 { return (b.hi - b.lo) / float64(len(b.counts)) }

// countBins counts the values of each histogram of the figure, once for
// the axes and the drawing: the bins of series i are counted[i], none for
// a series that is not a histogram.
func (f *figure) countBins() (counted []bins) {
	counted = make([]bins, len(f.series))
	for i, s := range f.series {
		if s.kind == histogram {
			counted[i] = s.histogram()
		}
	}
	return counted
}

// histogram counts the values of a histogram in its bins, of equal width
// from the least value to the greatest; values all the same fall in one
// bin that stands around them.
func (s series) histogram() bins {
	lo, hi := slices.Min(s.y), slices.Max(s.y)
	if oneValue(lo, hi) {
		switch {
		case lo > 0:
			lo, hi = lo*0.9, hi*1.1
		case hi < 0:
			lo, hi = lo*1.1, hi*0.9
		default:
			lo, hi = -0.5, 0.5
		}
	}
	counts := make([]int, s.bins)
	width := (hi - lo) / float64(s.bins)
	for _, v := range s.y {
		i := 0
		if width > 0 {
			i = int(math.Max(0, math.Min(float64(s.bins-1), math.Floor((v-lo)/width))))
		}
		counts[i]++
	}
	return bins{lo: lo, hi: hi, counts: counts}
}

// layout is where the parts of the picture go: the data in area, ticks
// and labels around it.
type layout struct {
	// area is inside the axes; the data stand a few pixels inside it, so
	// that no point sits on an axis
	area, data     image.Rectangle
	pad, tickLen   int
	xTicks, yTicks []tick
	// the width of the series' lines and the radius of their points, which
	// grow with the text
	lineWidth, markerSize float64
}

// layOut places the title above the data, the x axis' ticks and label
// below, the y axis' to the left, leaving the data the rest.
func (f *figure) layOut(text, heading *typeface, x, y scale) layout {
	l := layout{pad: max(3, text.height/2), tickLen: max(3, text.height/3),
		lineWidth: math.Max(1.5, float64(text.height)/8), markerSize: math.Max(2.5, float64(text.height)/4.5)}
	top := l.pad + text.height/2 // the top y label stands half above its tick
	if f.title != "" {
		top = l.pad + heading.height + l.pad
	}
	bottom := f.height - l.pad - text.height - l.tickLen - 2
	if f.xLabel != "" {
		bottom -= text.height + l.pad/2
	}
	areaHeight := max(10, bottom-top)
	l.yTicks = y.ticks(areaHeight / (3 * text.height))
	left := l.pad + text.widestLabel(l.yTicks) + l.tickLen + 3
	if f.yLabel != "" {
		left += text.height + l.pad/2
	}
	right := f.width - l.pad - text.width("0000")
	areaWidth := max(10, right-left)
	// as many x ticks as their labels leave room for
	room := text.width("00000") + 2*text.height
	for range 2 {
		l.xTicks = x.ticks(areaWidth / room)
		widest := text.widestLabel(l.xTicks)
		if (widest+text.height)*len(l.xTicks) <= areaWidth {
			break
		}
		room = widest + text.height
	}
	l.area = image.Rect(left, top, left+areaWidth, top+areaHeight)
	inner := int(math.Ceil(l.markerSize+l.lineWidth)) + 1
	l.data = l.area.Inset(min(inner, l.area.Dx()/4, l.area.Dy()/4))
	return l
}

// px and py are where values stand on the picture.
func (l layout) px(x scale, v float64) float64 {
	return float64(l.data.Min.X) + x.at(v)*float64(l.data.Dx()-1)
}

func (l layout) py(y scale, v float64) float64 {
	return float64(l.data.Max.Y-1) - y.at(v)*float64(l.data.Dy()-1)
}

// tickX and tickY are the pixel of a tick.
func (l layout) tickX(x scale, t tick) int {
	return l.data.Min.X + int(math.Round(x.atTerm(t.term)*float64(l.data.Dx()-1)))
}

func (l layout) tickY(y scale, t tick) int {
	return l.data.Max.Y - 1 - int(math.Round(y.atTerm(t.term)*float64(l.data.Dy()-1)))
}

var (
	gridColour = color.Gray{Y: 230}
	axisColour = color.Gray{Y: 60}
	textColour = color.Gray{Y: 20}
)

func (l layout) drawGrid(c *canvas, x, y scale) {
	for _, t := range l.xTicks {
		c.vLine(l.tickX(x, t), l.area.Min.Y, l.area.Max.Y-1, gridColour)
	}
	for _, t := range l.yTicks {
		c.hLine(l.area.Min.X, l.area.Max.X-1, l.tickY(y, t), gridColour)
	}
}

// drawAxes draws the axes left of and below the data, their ticks and the
// ticks' labels.
func (l layout) drawAxes(c *canvas, text *typeface, x, y scale) {
	a := l.area
	c.hLine(a.Min.X-1, a.Max.X-1, a.Max.Y, axisColour)
	c.vLine(a.Min.X-1, a.Min.Y, a.Max.Y, axisColour)
	for _, t := range l.xTicks {
		px := l.tickX(x, t)
		c.vLine(px, a.Max.Y, a.Max.Y+l.tickLen, axisColour)
		text.drawCentred(c.img, t.label, px, a.Max.Y+l.tickLen+2, textColour)
	}
	for _, t := range l.yTicks {
		py := l.tickY(y, t)
		c.hLine(a.Min.X-1-l.tickLen, a.Min.X-1, py, axisColour)
		text.draw(c.img, t.label, a.Min.X-1-l.tickLen-2-text.width(t.label), py-text.height/2, textColour)
	}
}

// drawTexts draws the title above the data and the axes' labels.
func (f *figure) drawTexts(c *canvas, l layout, text, heading *typeface) {
	if f.title != "" {
		heading.drawCentred(c.img, f.title, f.width/2, l.pad, textColour)
	}
	mid := l.area.Min.X + l.area.Dx()/2
	if f.xLabel != "" {
		text.drawCentred(c.img, f.xLabel, mid, f.height-l.pad-text.height, textColour)
	}
	if f.yLabel != "" {
		text.drawUp(c.img, f.yLabel, l.pad, l.area.Min.Y+l.area.Dy()/2, textColour)
	}
}

// drawSeries draws each series in its colour, the first under the others;
// counted are the histograms' bins (countBins).
func (f *figure) drawSeries(c *canvas, l layout, x, y scale, counted []bins) {
	barSeries := 0
	for _, s := range f.series {
		if s.kind == bars {
			barSeries++
		}
	}
	barIndex := 0
	var sh shapes
	for i, s := range f.series {
		col := seriesColour(i)
		switch s.kind {
		case line:
			ps := make([]point, len(s.y))
			for j, v := range s.y {
				ps[j] = point{l.px(x, s.xAt(j)), l.py(y, v)}
			}
			polyline(&sh, ps, l.lineWidth)
			c.fill(&sh, col)
		case points:
			for j, v := range s.y {
				sh.add(marker(i, point{l.px(x, s.xAt(j)), l.py(y, v)}, l.markerSize))
			}
			c.fill(&sh, col)
		case bars:
			// the bars of a place stand side by side, filling most of it
			w := 0.8 / float64(barSeries)
			offset := (float64(barIndex) - float64(barSeries-1)/2) * w
			barIndex++
			for j, v := range s.y {
				centre := float64(j) + offset
				c.fillRect(pixelRect(l.px(x, centre-w/2), l.py(y, 0), l.px(x, centre+w/2), l.py(y, v)), col)
			}
		case histogram:
			b := counted[i]
			width := b.width()
			fill := binColour(col)
			for j, n := range b.counts {
				r := pixelRect(l.px(x, b.lo+float64(j)*width), l.py(y, 0), l.px(x, b.lo+float64(j+1)*width), l.py(y, float64(n)))
				c.fillRect(r, fill)
				c.frame(r, axisColour)
			}
		}
	}
}

// pixelRect is the rectangle of whole pixels between two corners, at
// least one pixel each way.
func pixelRect(x0, y0, x1, y1 float64) image.Rectangle {
	r := image.Rect(int(math.Round(x0)), int(math.Round(y0)), int(math.Round(x1)), int(math.Round(y1)))
	r.Max.X = max(r.Max.X, r.Min.X+1)
	r.Max.Y = max(r.Max.Y, r.Min.Y+1)
	return r
}

// drawLegend draws, in the top right corner of the data, each named
// series' line, point or bar and its name.
func (f *figure) drawLegend(c *canvas, l layout, text *typeface) {
	var shown []int
	widest := 0
	for i, s := range f.series {
		if s.name != "" {
			shown = append(shown, i)
			widest = max(widest, text.width(s.name))
		}
	}
	if len(shown) == 0 {
		return
	}
	pad, row, thumb := l.pad, text.height+2, 2*text.height
	box := image.Rect(0, 0, pad+thumb+pad+widest+pad, pad+row*len(shown)+pad-2)
	box = box.Add(image.Pt(l.area.Max.X-pad-box.Dx(), l.area.Min.Y+pad))
	c.fillRect(box, color.NRGBA{255, 255, 255, 230})
	c.frame(box, color.Gray{Y: 200})
	var sh shapes
	for k, i := range shown {
		s := f.series[i]
		col := seriesColour(i)
		top := box.Min.Y + pad + k*row
		left := box.Min.X + pad
		mid := float64(top) + float64(text.height)/2
		switch s.kind {
		case line:
			polyline(&sh, []point{{float64(left), mid}, {float64(left + thumb), mid}}, l.lineWidth)
			c.fill(&sh, col)
		case points:
			sh.add(marker(i, point{float64(left) + float64(thumb)/2, mid}, l.markerSize))
			c.fill(&sh, col)
		case bars, histogram:
			r := image.Rect(left, top+text.height/5, left+thumb, top+text.height-text.height/5)
			if s.kind == histogram {
				c.fillRect(r, binColour(col))
				c.frame(r, axisColour)
			} else {
				c.fillRect(r, col)
			}
		}
		text.draw(c.img, s.name, left+thumb+pad, top, textColour)
	}
}

// largeDrawing is the size in pixels past which a drawing's buffers (see
// drawingMemory of forthling-mcp: the picture and the rasterizer's
// buffers, each of 4 bytes a pixel) are worth collecting the garbage
// before.
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
