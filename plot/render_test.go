//go:build !noplot

package plot_test

import (
	"bytes"
	"context"
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/forthling/forthling/buildtags"
	"github.com/forthling/forthling/core"
	"github.com/forthling/forthling/internal/scripttest"
	"github.com/forthling/forthling/plot"
)

func TestExamples(t *testing.T) { scripttest.Examples(t, plot.Vocabulary) }

func TestScripts(t *testing.T) { scripttest.RunFiles(t, "testdata/*.fth") }

// render runs code in a fresh session and returns the PNG it wrote to
// p.png, decoded.
func render(t *testing.T, code string) (width, height int, data []byte) {
	t.Helper()
	s, err := buildtags.NewSession(core.Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	r := s.Eval(context.Background(), core.Request{Code: "ALSO PLOT ALSO SCIENCE " + code + ` S" p.png" PLOT-PNG`})
	if r.Error != nil {
		t.Fatal(r.Text())
	}
	data, err = s.Machine().Files().ReadAll("p.png")
	if err != nil {
		t.Fatal(err)
	}
	img, err := png.Decode(bytes.NewReader(data))
	if err != nil {
		t.Fatal(err)
	}
	if dir := os.Getenv("PLOT_TEST_OUT"); dir != "" {
		os.WriteFile(filepath.Join(dir, strings.ReplaceAll(t.Name(), "/", "-")+".png"), data, 0o644)
	}
	b := img.Bounds()
	return b.Dx(), b.Dy(), data
}

// TestPictures renders each kind of plot and checks that it is a PNG of the
// size asked for.
func TestPictures(t *testing.T) {
	const data = `CREATE XS 1e F, 2e F, 4e F, 8e F, 16e F,  CREATE YS 3e F, 1e F, 4e F, 1e F, 5e F,  CREATE ZS 2e F, 7e F, 1e F, 8e F, 2e F, `
	for _, c := range []struct{ name, code string }{
		{"lines", `S" Two series" PLOT-TITLE S" x" PLOT-X-LABEL S" y" PLOT-Y-LABEL XS YS 5 S" pi" PLOT-LINE-XY XS ZS 5 S" e" PLOT-LINE-XY`},
		{"scatter", `XS YS 5 S" a" PLOT-POINTS-XY ZS 5 S" b" PLOT-POINTS`},
		{"bars", `YS 5 S" pi" PLOT-BARS ZS 5 S" e" PLOT-BARS`},
		{"histogram", `YS 5 3 S" digits" PLOT-HISTOGRAM`},
		{"log", `PLOT-LOG-X PLOT-LOG-Y XS XS 5 S" x" PLOT-LINE-XY XS YS 5 S" y" PLOT-POINTS-XY`},
		{"matrix", `0e 0e 1e 1e 2e 4e 3e 9e 4 2 F>MATRIX S" squares" PLOT-MATRIX 1e 2e 3e 3 1 F>MATRIX S" vector" PLOT-MATRIX`},
	} {
		t.Run(c.name, func(t *testing.T) {
			w, h, _ := render(t, data+c.code)
			if w != 800 || h != 600 {
				t.Errorf("%s: %dx%d pixels, want 800x600", c.name, w, h)
			}
		})
	}
	if w, h, _ := render(t, `2000 2000 PLOT-SIZE `+data+`YS 5 S" " PLOT-LINE`); w != 2000 || h != 2000 {
		t.Errorf("the largest picture is %dx%d, want 2000x2000", w, h)
	}
	if w, h, _ := render(t, `100 120 PLOT-SIZE `+data+`YS 5 S" " PLOT-LINE`); w != 100 || h != 120 {
		t.Errorf("the smallest picture is %dx%d, want 100x120", w, h)
	}
}

// TestRenderTime: a call whose time ends while its plot is drawn stops at
// its time limit, and the session goes on.
func TestRenderTime(t *testing.T) {
	limits := core.DefaultLimits
	limits.Time = 20 * time.Millisecond
	s, err := buildtags.NewSession(core.Options{Limits: limits})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	const many = `ALSO PLOT CREATE XS 10000 FLOATS ALLOT 2000 2000 PLOT-SIZE XS 5000 S" a" PLOT-BARS XS 5000 S" b" PLOT-BARS XS 10000 S" c" PLOT-POINTS`
	if r := s.Eval(context.Background(), core.Request{Code: many}); r.Error != nil {
		t.Fatal(r.Text())
	}
	start := time.Now()
	r := s.Eval(context.Background(), core.Request{Code: `S" p.png" PLOT-PNG`})
	if r.Error == nil || r.Error.Code != core.ErrLimit || !strings.Contains(r.Error.Detail, "time") {
		t.Fatalf("a render past the time limit gives\n%s", r.Text())
	}
	if took := time.Since(start); took > 500*time.Millisecond {
		t.Errorf("the call stopped %v after it started, its time limit is %v", took, limits.Time)
	}
	if r := s.Eval(context.Background(), core.Request{Code: `1 2 + .`}); r.Output != "3 " {
		t.Errorf("after the stopped render the session gives %q", r.Text())
	}
}
