package plot

import (
	"image"
	"image/color"
	"image/draw"
	"math"

	"golang.org/x/image/vector"
)

// point is a place on the picture, in pixels from its top left corner.
type point struct{ x, y float64 }

// canvas is the picture being drawn, with what draws smooth shapes on it.
type canvas struct {
	img    *image.RGBA
	raster vector.Rasterizer
}

func newCanvas(w, h int) *canvas {
	c := &canvas{img: image.NewRGBA(image.Rect(0, 0, w, h))}
	draw.Draw(c.img, c.img.Rect, image.White, image.Point{}, draw.Src)
	return c
}

// fillRect fills r, clipped to the picture, laying col over what is there.
func (c *canvas) fillRect(r image.Rectangle, col color.Color) {
	draw.Draw(c.img, r.Intersect(c.img.Rect), image.NewUniform(col), image.Point{}, draw.Over)
}

// hLine and vLine draw lines one pixel wide, from the first pixel to the
// last.
func (c *canvas) hLine(x0, x1, y int, col color.Color) {
	c.fillRect(image.Rect(min(x0, x1), y, max(x0, x1)+1, y+1), col)
}

func (c *canvas) vLine(x, y0, y1 int, col color.Color) {
	c.fillRect(image.Rect(x, min(y0, y1), x+1, max(y0, y1)+1), col)
}

// frame draws the border of r one pixel wide, inside it.
func (c *canvas) frame(r image.Rectangle, col color.Color) {
	if r.Empty() {
		return
	}
	c.hLine(r.Min.X, r.Max.X-1, r.Min.Y, col)
	c.hLine(r.Min.X, r.Max.X-1, r.Max.Y-1, col)
	c.vLine(r.Min.X, r.Min.Y, r.Max.Y-1, col)
	c.vLine(r.Max.X-1, r.Min.Y, r.Max.Y-1, col)
}

// shapes gathers polygons to fill in one colour, smoothed at their edges.
// They are filled together, each wound the same way round, so that where
// they overlap they make one shape rather than cancel out.
type shapes struct {
	polygons [][]point
	bounds   image.Rectangle // of every polygon, in whole pixels
}

func (s *shapes) add(p []point) {
	if len(p) < 3 {
		return
	}
	if area(p) < 0 {
		for i, j := 0, len(p)-1; i < j; i, j = i+1, j-1 {
			p[i], p[j] = p[j], p[i]
		}
	}
	box := image.Rectangle{}
	for i, q := range p {
		r := image.Rect(int(math.Floor(q.x)), int(math.Floor(q.y)), int(math.Ceil(q.x))+1, int(math.Ceil(q.y))+1)
		if i == 0 {
			box = r
		} else {
			box = box.Union(r)
		}
	}
	s.bounds = s.bounds.Union(box)
	s.polygons = append(s.polygons, p)
}

// area is the polygon's area, above 0 when it turns one way and below 0
// when it turns the other.
func area(p []point) float64 {
	a := 0.0
	for i, q := range p {
		r := p[(i+1)%len(p)]
		a += q.x*r.y - r.x*q.y
	}
	return a / 2
}

// fill draws the shapes in col and forgets them. The rasterizer covers
// only their bounds, so that small shapes on a large picture cost little.
func (c *canvas) fill(s *shapes, col color.Color) {
	box := s.bounds.Intersect(c.img.Rect)
	if len(s.polygons) == 0 || box.Empty() {
		*s = shapes{}
		return
	}
	z := &c.raster
	z.Reset(box.Dx(), box.Dy())
	z.DrawOp = draw.Over
	ox, oy := float64(box.Min.X), float64(box.Min.Y)
	for _, p := range s.polygons {
		z.MoveTo(float32(p[0].x-ox), float32(p[0].y-oy))
		for _, q := range p[1:] {
			z.LineTo(float32(q.x-ox), float32(q.y-oy))
		}
		z.ClosePath()
	}
	z.Draw(c.img, box, image.NewUniform(col), image.Point{})
	*s = shapes{}
}

// polyline adds to s a line through ps of width w, its corners and ends
// round.
func polyline(s *shapes, ps []point, w float64) {
	half := w / 2
	for i, a := range ps {
		s.add(disc(a, half, 8))
		if i == 0 {
			continue
		}
		b := ps[i-1]
		dx, dy := a.x-b.x, a.y-b.y
		l := math.Hypot(dx, dy)
		if l == 0 {
			continue
		}
		nx, ny := -dy/l*half, dx/l*half
		s.add([]point{{b.x + nx, b.y + ny}, {a.x + nx, a.y + ny}, {a.x - nx, a.y - ny}, {b.x - nx, b.y - ny}})
	}
}

// disc is a polygon of n corners round c, of radius r.
func disc(c point, r float64, n int) []point {
	p := make([]point, n)
	for i := range p {
		t := 2 * math.Pi * float64(i) / float64(n)
		p[i] = point{c.x + r*math.Cos(t), c.y + r*math.Sin(t)}
	}
	return p
}

// marker is the shape of the points of a series: a disc, square,
// triangle, diamond, triangle pointing down or cross, by the series'
// number, so that series told apart by colour are also told apart without.
func marker(i int, c point, r float64) []point {
	switch i % 6 {
	case 0:
		return disc(c, r, 12)
	case 1:
		r *= 0.85
		return []point{{c.x - r, c.y - r}, {c.x + r, c.y - r}, {c.x + r, c.y + r}, {c.x - r, c.y + r}}
	case 2:
		return []point{{c.x, c.y - r*1.15}, {c.x + r, c.y + r*0.6}, {c.x - r, c.y + r*0.6}}
	case 3:
		return []point{{c.x, c.y - r*1.2}, {c.x + r, c.y}, {c.x, c.y + r*1.2}, {c.x - r, c.y}}
	case 4:
		return []point{{c.x - r, c.y - r*0.6}, {c.x + r, c.y - r*0.6}, {c.x, c.y + r*1.15}}
	default:
		t := r / 3
		return []point{
			{c.x - t, c.y - r}, {c.x + t, c.y - r}, {c.x + t, c.y - t}, {c.x + r, c.y - t},
			{c.x + r, c.y + t}, {c.x + t, c.y + t}, {c.x + t, c.y + r}, {c.x - t, c.y + r},
			{c.x - t, c.y + t}, {c.x - r, c.y + t}, {c.x - r, c.y - t}, {c.x - t, c.y - t},
		}
	}
}

// palette gives each series a colour, by its number, far enough apart to
// be told from each other.
var palette = []color.NRGBA{
	{0x1f, 0x77, 0xb4, 0xff}, // blue
	{0xd6, 0x27, 0x28, 0xff}, // red
	{0x2c, 0xa0, 0x2c, 0xff}, // green
	{0xff, 0x7f, 0x0e, 0xff}, // orange
	{0x94, 0x67, 0xbd, 0xff}, // purple
	{0x8c, 0x56, 0x4b, 0xff}, // brown
	{0xe3, 0x77, 0xc2, 0xff}, // pink
	{0x17, 0xbe, 0xcf, 0xff}, // cyan
}

func seriesColour(i int) color.NRGBA { return palette[i%len(palette)] }

// binColour is a histogram's fill: its series' colour, the grid showing
// through a little.
func binColour(c color.NRGBA) color.NRGBA { return color.NRGBA{c.R, c.G, c.B, 200} }
