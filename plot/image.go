package plot

import (
	"encoding/json"
	"fmt"
	"math"

	"github.com/forthling/forthling/core"
)

// figureImage is the plot being built, as a session image holds it.
type figureImage struct {
	Title, XLabel, YLabel string
	LogX, LogY            bool
	Width, Height         int
	Series                []seriesImage
}

type seriesImage struct {
	Kind int
	Name string
	X, Y []float64
	Bins int
}

// saveState writes the plot being built; a session that never drew one
// writes nothing.
func saveState(m *core.Machine) ([]byte, error) {
	f, ok := core.Hook[*figure](m, hook)
	if !ok {
		return nil, nil
	}
	img := figureImage{Title: f.title, XLabel: f.xLabel, YLabel: f.yLabel, LogX: f.logX, LogY: f.logY, Width: f.width, Height: f.height}
	for _, s := range f.series {
		img.Series = append(img.Series, seriesImage{Kind: int(s.kind), Name: s.name, X: s.x, Y: s.y, Bins: s.bins})
	}
	return json.Marshal(img)
}

// loadState reads the plot back, held to the bounds a plot is built in:
// an image is no way around them.
func loadState(m *core.Machine, state []byte) error {
	var img figureImage
	if err := json.Unmarshal(state, &img); err != nil {
		return err
	}
	if img.Width < minPixels || img.Width > maxPixels || img.Height < minPixels || img.Height > maxPixels {
		return fmt.Errorf("a plot of %dx%d pixels", img.Width, img.Height)
	}
	if len(img.Series) > maxSeries || len(img.Title) > maxTextSize || len(img.XLabel) > maxTextSize || len(img.YLabel) > maxTextSize {
		return fmt.Errorf("a plot of %d series", len(img.Series))
	}
	f := &figure{title: img.Title, xLabel: img.XLabel, yLabel: img.YLabel, logX: img.LogX, logY: img.LogY, width: img.Width, height: img.Height}
	bars := 0
	for _, s := range img.Series {
		if s.Kind < int(line) || s.Kind > int(histogram) || s.Bins < 0 || s.Bins > maxBins || len(s.Name) > maxTextSize ||
			s.X != nil && len(s.X) != len(s.Y) || !finite(s.X) || !finite(s.Y) {
			return fmt.Errorf("a series %q of kind %d", s.Name, s.Kind)
		}
		sr := series{kind: kind(s.Kind), name: s.Name, x: s.X, y: s.Y, bins: s.Bins}
		f.series = append(f.series, sr)
		f.values += len(s.X) + len(s.Y)
		bars += sr.bars()
	}
	if f.values > maxPoints || bars > maxBars {
		return fmt.Errorf("a plot of %d values and %d bars", f.values, bars)
	}
	m.SetHook(hook, f)
	return nil
}

func finite(xs []float64) bool {
	for _, x := range xs {
		if math.IsNaN(x) || math.Abs(x) > maxValue {
			return false
		}
	}
	return true
}
