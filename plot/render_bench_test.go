package plot

import (
	"math"
	"testing"
)

// BenchmarkRender draws a plot of a usual size and the largest a figure's
// bounds allow, for the time and memory one PLOT-PNG takes.
func BenchmarkRender(b *testing.B) {
	wave := func(n int, f func(float64) float64) []float64 {
		out := make([]float64, n)
		for i := range out {
			out[i] = f(float64(i) / 50)
		}
		return out
	}
	// values that cross the whole picture from one to the next, the most
	// a line can cover
	zigzag := make([]float64, 10_000)
	for i := range zigzag {
		zigzag[i] = float64(i / 2 % 2)
	}
	across := make([]float64, 10_000)
	for i := range across {
		across[i] = float64(i % 2)
	}
	for _, c := range []struct {
		name string
		f    *figure
	}{
		{"usual", &figure{width: 800, height: 600, title: "waves", xLabel: "t", yLabel: "y", series: []series{
			{kind: line, name: "sin", y: wave(1000, math.Sin)},
			{kind: points, name: "cos", y: wave(200, math.Cos)},
		}}},
		{"bars", &figure{width: 800, height: 600, series: []series{
			{kind: bars, name: "a", y: wave(50, math.Sin)},
			{kind: histogram, name: "b", y: wave(1000, math.Cos), bins: 40},
		}}},
		{"largest", &figure{width: maxPixels, height: maxPixels, series: []series{
			{kind: line, name: "line", x: across, y: zigzag},
		}}},
	} {
		b.Run(c.name, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				if _, err := c.f.render(); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
