package plot

import (
	"bytes"
	"image"
	"image/color"
	"image/png"
	"math"
	"testing"
)

// picture renders f and lays it out again, so that a test can look at the
// pixels where values stand.
func picture(t *testing.T, f *figure) (image.Image, layout, scale, scale) {
	t.Helper()
	data, err := f.render()
	if err != nil {
		t.Fatal(err)
	}
	img, err := png.Decode(bytes.NewReader(data))
	if err != nil {
		t.Fatal(err)
	}
	if b := img.Bounds(); b.Dx() != f.width || b.Dy() != f.height {
		t.Fatalf("a picture of %dx%d pixels, want %dx%d", b.Dx(), b.Dy(), f.width, f.height)
	}
	size := textSize(f.width, f.height)
	text, _ := newTypeface(size)
	heading, _ := newTypeface(math.Round(size * 1.25))
	x, y := f.scales(f.countBins())
	return img, f.layOut(text, heading, x, y), x, y
}

// like reports whether c is col, give or take the smoothing of edges.
func like(c color.Color, col color.NRGBA) bool {
	r, g, b, _ := c.RGBA()
	d := func(a uint32, b uint8) bool { return math.Abs(float64(a>>8)-float64(b)) < 40 }
	return d(r, col.R) && d(g, col.G) && d(b, col.B)
}

// at is the pixel where the values x, y stand.
func at(img image.Image, l layout, xs, ys scale, x, y float64) color.Color {
	return img.At(int(math.Floor(l.px(xs, x))), int(math.Floor(l.py(ys, y))))
}

// near reports whether the pixel where x, y stand or one next to it is
// col: a line may pass between pixels.
func near(img image.Image, l layout, xs, ys scale, x, y float64, col color.NRGBA) bool {
	px, py := int(math.Floor(l.px(xs, x))), int(math.Floor(l.py(ys, y)))
	return count(img, image.Rect(px-1, py-1, px+2, py+2), col) > 0
}

// count counts the pixels of r that are col.
func count(img image.Image, r image.Rectangle, col color.NRGBA) int {
	n := 0
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			if like(img.At(x, y), col) {
				n++
			}
		}
	}
	return n
}

func TestLineGoesThroughItsValues(t *testing.T) {
	f := &figure{width: 400, height: 300, series: []series{{kind: line, y: []float64{0, 1, 0}}}}
	img, l, x, y := picture(t, f)
	for _, p := range [][2]float64{{0, 0}, {0.5, 0.5}, {1, 1}, {1.5, 0.5}, {2, 0}} {
		if !near(img, l, x, y, p[0], p[1], palette[0]) {
			t.Errorf("the line does not pass (%g, %g)", p[0], p[1])
		}
	}
	for _, p := range [][2]float64{{0.5, 0.9}, {1, 0.2}, {1.8, 0.8}} {
		if near(img, l, x, y, p[0], p[1], palette[0]) {
			t.Errorf("the line is drawn at (%g, %g), away from it", p[0], p[1])
		}
	}
}

func TestPointsStandAtTheirValues(t *testing.T) {
	pts := []float64{3, 1, 4, 1, 5}
	f := &figure{width: 400, height: 300, series: []series{{kind: line, y: []float64{0}}, {kind: points, y: pts}}}
	img, l, x, y := picture(t, f)
	for i, v := range pts {
		if c := at(img, l, x, y, float64(i), v); !like(c, palette[1]) {
			t.Errorf("point %d has %v at its value %g, want its colour %v", i, c, v, palette[1])
		}
		if c := at(img, l, x, y, float64(i), v+1); like(c, palette[1]) {
			t.Errorf("point %d is drawn at %g too", i, v+1)
		}
	}
}

func TestBarsRiseToTheirValues(t *testing.T) {
	f := &figure{width: 400, height: 300, series: []series{{kind: bars, y: []float64{1, 3, -2}}}}
	img, l, x, y := picture(t, f)
	for i, v := range []float64{1, 3, -2} {
		if c := at(img, l, x, y, float64(i), v*0.9); !like(c, palette[0]) {
			t.Errorf("bar %d has %v at %g, below its value %g", i, c, v*0.9, v)
		}
		if c := at(img, l, x, y, float64(i), v*1.1); like(c, palette[0]) {
			t.Errorf("bar %d reaches %g, past its value %g", i, v*1.1, v)
		}
		if c := at(img, l, x, y, float64(i)+0.5, v*0.5); like(c, palette[0]) {
			t.Errorf("bar %d is drawn between the places", i)
		}
	}
}

func TestHistogramCounts(t *testing.T) {
	f := &figure{width: 400, height: 300, series: []series{{kind: histogram, y: []float64{1, 1.2, 1.4, 3}, bins: 2}}}
	img, l, x, y := picture(t, f)
	fill := binColour(palette[0])
	over := func(c color.NRGBA) color.NRGBA { // as the bins lie on white
		mix := func(v uint8) uint8 { return uint8((int(v)*200 + 255*55) / 255) }
		return color.NRGBA{mix(c.R), mix(c.G), mix(c.B), 255}
	}(fill)
	for _, c := range []struct {
		x, y float64
		in   bool
	}{{1.5, 2.5, true}, {1.5, 3.5, false}, {2.5, 0.5, true}, {2.5, 1.5, false}} {
		if got := like(at(img, l, x, y, c.x, c.y), over); got != c.in {
			t.Errorf("at (%g, %g) the bins are drawn: %v, want %v (3 values from 1 to 2, 1 from 2 to 3)", c.x, c.y, got, c.in)
		}
	}
}

// TestLegendNamesSeries: a named series shows in the legend, in the top
// right corner of the data, and one without a name does not.
func TestLegendNamesSeries(t *testing.T) {
	low := []float64{0, 0.1, 0}
	for _, name := range []string{"", "a"} {
		f := &figure{width: 400, height: 300, series: []series{{kind: line, y: low, name: name}}}
		img, l, _, _ := picture(t, f)
		corner := image.Rect(l.area.Max.X-l.area.Dx()/3, l.area.Min.Y, l.area.Max.X, l.area.Min.Y+l.area.Dy()/4)
		if n := count(img, corner, palette[0]); (n > 0) != (name != "") {
			t.Errorf("a series named %q has %d pixels of its colour in the legend's corner", name, n)
		}
	}
}

// TestTexts: the title is drawn above the data and the y label left of
// the axis, each only when there is one.
func TestTexts(t *testing.T) {
	for _, with := range []bool{false, true} {
		f := &figure{width: 400, height: 300, series: []series{{kind: line, y: []float64{1, 2}}}}
		if with {
			f.title, f.yLabel = "Title", "label"
		}
		img, l, _, _ := picture(t, f)
		above := image.Rect(0, 0, f.width, l.area.Min.Y-l.pad)
		// left of the y ticks' labels
		text, _ := newTypeface(textSize(f.width, f.height))
		left := image.Rect(0, l.area.Min.Y, l.area.Min.X-l.tickLen-3-text.widestLabel(l.yTicks), l.area.Max.Y)
		for name, r := range map[string]image.Rectangle{"title": above, "y label": left} {
			if n := count(img, r, color.NRGBA{20, 20, 20, 255}); (n > 0) != with {
				t.Errorf("with texts %v: %d dark pixels where the %s goes", with, n, name)
			}
		}
	}
}

// TestLogAxis: on a log axis the decades stand equally far apart.
func TestLogAxis(t *testing.T) {
	f := &figure{width: 400, height: 300, logX: true, series: []series{{kind: line, x: []float64{1, 10, 100}, y: []float64{1, 2, 3}}}}
	img, l, x, y := picture(t, f)
	a, b, c := l.px(x, 1), l.px(x, 10), l.px(x, 100)
	if math.Abs((b-a)-(c-b)) > 1 {
		t.Errorf("1, 10 and 100 stand at %g, %g and %g pixels", a, b, c)
	}
	if !near(img, l, x, y, 10, 2, palette[0]) {
		t.Errorf("the line does not pass (10, 2)")
	}
}
