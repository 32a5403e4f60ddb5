package plot

import (
	"image"
	"image/color"
	"math"
	"sync"

	"golang.org/x/image/font"
	"golang.org/x/image/font/gofont/goregular"
	"golang.org/x/image/font/opentype"
	"golang.org/x/image/math/fixed"
)

// goRegular is the font of every text of a plot, parsed when the first plot
// is drawn: a process that draws none (most runs of the runner) does not
// pay for it at its start.
var goRegular = sync.OnceValues(func() (*opentype.Font, error) {
	return opentype.Parse(goregular.TTF)
})

// typeface is the font at one size, with what the layout needs of it.
type typeface struct {
	face font.Face
	// ascent and height are the pixels above the baseline and of a line.
	ascent, height int
}

// newTypeface makes the font's face of size pixels. A face keeps buffers
// of its own, so each drawing makes its faces.
func newTypeface(size float64) (*typeface, error) {
	f, err := goRegular()
	if err != nil {
		return nil, err
	}
	face, err := opentype.NewFace(f, &opentype.FaceOptions{Size: size, DPI: 72, Hinting: font.HintingFull})
	if err != nil {
		return nil, err
	}
	m := face.Metrics()
	return &typeface{face: face, ascent: m.Ascent.Ceil(), height: m.Ascent.Ceil() + m.Descent.Ceil()}, nil
}

// width is how many pixels s takes across.
func (t *typeface) width(s string) int { return font.MeasureString(t.face, s).Ceil() }

// widestLabel is the width of the widest of the ticks' labels: the room
// an axis leaves for them.
func (t *typeface) widestLabel(ticks []tick) int {
	widest := 0
	for _, tk := range ticks {
		widest = max(widest, t.width(tk.label))
	}
	return widest
}

// draw writes s from x, its top at y.
func (t *typeface) draw(dst *image.RGBA, s string, x, y int, c color.Color) {
	d := font.Drawer{Dst: dst, Src: image.NewUniform(c), Face: t.face, Dot: fixed.P(x, y+t.ascent)}
	d.DrawString(s)
}

// drawCentred writes s centred on x, its top at y.
func (t *typeface) drawCentred(dst *image.RGBA, s string, x, y int, c color.Color) {
	t.draw(dst, s, x-t.width(s)/2, y, c)
}

// drawUp writes s reading upwards (an y axis' label), centred on y, its
// top (now its left side) at x.
func (t *typeface) drawUp(dst *image.RGBA, s string, x, y int, c color.Color) {
	w := t.width(s)
	if w <= 0 {
		return
	}
	// drawn level on a layer of its own, then turned a quarter left
	layer := image.NewRGBA(image.Rect(0, 0, w, t.height))
	t.draw(layer, s, 0, 0, c)
	top := y - w/2
	for ly := 0; ly < t.height; ly++ {
		for lx := 0; lx < w; lx++ {
			i := layer.PixOffset(lx, ly)
			src := layer.Pix[i : i+4 : i+4]
			if src[3] == 0 {
				continue
			}
			dx, dy := x+ly, top+w-1-lx
			if !(image.Point{dx, dy}).In(dst.Rect) {
				continue
			}
			j := dst.PixOffset(dx, dy)
			over(dst.Pix[j:j+4:j+4], src)
		}
	}
}

// over lays the premultiplied pixel src over dst.
func over(dst, src []uint8) {
	keep := 255 - uint32(src[3])
	for k := range 4 {
		dst[k] = uint8(uint32(src[k]) + (uint32(dst[k])*keep+127)/255)
	}
}

// textSize is the size in pixels of the text of a picture w by h pixels:
// readable at the smallest, not lost on the largest.
func textSize(w, h int) float64 {
	return math.Max(10, math.Min(22, math.Round(float64(min(w, h))/40)))
}
