//go:build !noplot

package plot_test

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"image/png"
	"math"
	"strings"
	"testing"

	"github.com/forthling/forthling/buildtags"
	"github.com/forthling/forthling/core"
	"github.com/forthling/forthling/internal/scripttest"
)

// FuzzPlot plots arbitrary values with every kind of series and axis. No
// values may end in anything but a PNG of the size asked for or a Forth
// error that says what to fix: values the drawing cannot show (a log axis
// at 0) are refused before it draws, and the drawing itself never fails.
func FuzzPlot(f *testing.F) {
	f.Add([]byte{0, 0, 0, 0, 0, 0, 0xf0, 0x3f}, uint8(0), uint8(3))
	f.Add(binary.LittleEndian.AppendUint64(nil, math.Float64bits(-1)), uint8(3), uint8(1))
	f.Add(binary.LittleEndian.AppendUint64(binary.LittleEndian.AppendUint64(nil, math.Float64bits(1e308)), math.Float64bits(-1e308)), uint8(5), uint8(200))
	f.Add(binary.LittleEndian.AppendUint64(nil, math.Float64bits(5e-324)), uint8(7), uint8(0))
	f.Fuzz(func(t *testing.T, raw []byte, options, bins uint8) {
		n := len(raw) / 8
		if n == 0 || n > 64 {
			return
		}
		s, err := buildtags.NewSession(core.Options{})
		if err != nil {
			t.Fatal(err)
		}
		defer s.Close()
		m := s.Machine()
		ys := scripttest.PutString(t, m, string(raw[:n*8]))
		// the x values are the same bytes backwards
		back := make([]byte, n*8)
		for i := range back {
			back[i] = raw[n*8-1-i]
		}
		xs := scripttest.PutString(t, m, string(back))
		run(t, s, "ALSO PLOT 100 100 PLOT-SIZE")
		if options&1 != 0 {
			run(t, s, "PLOT-LOG-X")
		}
		if options&2 != 0 {
			run(t, s, "PLOT-LOG-Y")
		}
		words := []string{
			fmt.Sprintf("%d %d S\" l\" PLOT-LINE", ys, n),
			fmt.Sprintf("%d %d %d S\" xy\" PLOT-LINE-XY", xs, ys, n),
			fmt.Sprintf("%d %d S\" p\" PLOT-POINTS", ys, n),
			fmt.Sprintf("%d %d %d S\" \" PLOT-POINTS-XY", xs, ys, n),
			fmt.Sprintf("%d %d S\" b\" PLOT-BARS", ys, n),
			fmt.Sprintf("%d %d %d S\" h\" PLOT-HISTOGRAM", ys, n, bins),
		}
		kind := int(options>>2) % (len(words) + 1)
		if kind == len(words) {
			for _, w := range words {
				run(t, s, w)
			}
		} else {
			run(t, s, words[kind])
		}
		r := run(t, s, `S" p.png" PLOT-PNG`)
		if r.Error != nil {
			if strings.Contains(r.Error.Detail, "cannot be drawn") {
				t.Fatalf("the drawing failed: %s", r.Text())
			}
			return
		}
		data, err := m.Files().ReadAll("p.png")
		if err != nil {
			t.Fatal(err)
		}
		img, err := png.Decode(bytes.NewReader(data))
		if err != nil {
			t.Fatalf("p.png is no PNG: %v", err)
		}
		if b := img.Bounds(); b.Dx() != 100 || b.Dy() != 100 {
			t.Fatalf("p.png is %dx%d pixels, want 100x100", b.Dx(), b.Dy())
		}
	})
}

// run evaluates code and fails on anything but a result or an error that
// tells the program what to fix.
func run(t *testing.T, s *core.Session, code string) *core.Result {
	t.Helper()
	return scripttest.EvalAllowing(t, s, code, core.ErrVocabularyMisuse, core.ErrInvalidAddress)
}
