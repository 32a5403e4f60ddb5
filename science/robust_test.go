//go:build !noscience

package science_test

import (
	"context"
	"fmt"
	"testing"
	"time"

	"github.com/forthling/forthling/buildtags"
	"github.com/forthling/forthling/core"
	"github.com/forthling/forthling/science"
)

// The bits of a NaN and of infinity, to put into a matrix with !.
const (
	nanBits = 0x7FF8000000000000
	infBits = 0x7FF0000000000000
)

// Every word that takes matrices ends with a result or a Forth error on
// matrices holding NaN or infinities, or of awkward shapes; none is an
// internal error and none runs long.
func TestOddMatrices(t *testing.T) {
	words := []string{
		"M.", "M-COPY", "TRANSPOSE", "NORM", "NORM1", "NORM-MAX", "DET", "INVERSE", "EIGENVALUES",
		"SVD", "SINGULAR-VALUES", "SUM", "MEAN", "VARIANCE", "STDDEV", "MEDIAN", "0.5e QUANTILE",
		"DUP M+", "DUP M-", "DUP M*", "DUP DOT", "DUP SOLVE", "DUP LSTSQ", "DUP CORRELATION",
		"DUP COVARIANCE", "2e M-SCALE",
	}
	makers := map[string]string{
		"NaN":      fmt.Sprintf("3 3 IDENTITY DUP M-DATA DROP %d SWAP !", nanBits),
		"infinity": fmt.Sprintf("3 3 IDENTITY DUP M-DATA DROP 8 + %d SWAP !", infBits),
		"zeros":    "3 3 MATRIX",
		"huge":     "1e308 -1e308 1e308 1e308 1e308 -1e308 1e-308 1e308 4.9e-324 3 3 F>MATRIX",
		"1x1":      "1 1 MATRIX",
		"row":      "1 4 MATRIX",
		"column":   "4 1 MATRIX",
		"wide":     "2 5 MATRIX DUP 0 0 1e M! DUP 1 3 2e M!",
	}
	for name, make := range makers {
		for _, w := range words {
			s, err := buildtags.NewSession(core.Options{})
			if err != nil {
				t.Fatal(err)
			}
			code := "ALSO SCIENCE " + make + " " + w
			start := time.Now()
			r := s.Eval(context.Background(), core.Request{Code: code})
			s.Close()
			if time.Since(start) > 2*time.Second {
				t.Errorf("%s: %s took %v", name, w, time.Since(start))
			}
			if e := r.Error; e != nil {
				switch e.Code {
				case science.ErrMatrix, core.ErrVocabularyMisuse:
				default:
					t.Errorf("%s: %s\n%s", name, code, r.Text())
				}
			}
		}
	}
}

// Work that would outlast the call is refused before it starts.
func TestWorkBeyondTheCall(t *testing.T) {
	l := core.DefaultLimits
	l.Memory = 64 << 20
	l.Steps = core.Ceilings.Steps
	l.Time = 100 * time.Millisecond
	s, err := buildtags.NewSession(core.Options{Limits: l})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	start := time.Now()
	r := s.Eval(context.Background(), core.Request{Code: "ALSO SCIENCE 1000 1000 MATRIX SVD"})
	if took := time.Since(start); took > time.Second {
		t.Errorf("the call took %v", took)
	}
	if r.Error == nil || r.Error.Code != core.ErrLimit {
		t.Errorf("want -258, got %s", r.Text())
	}
}
