package plot

import (
	"math"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
)

func labels(ts []tick) string {
	var out []string
	for _, t := range ts {
		out = append(out, t.label)
	}
	return strings.Join(out, " ")
}

func TestTicks(t *testing.T) {
	for _, c := range []struct {
		name string
		s    scale
		want int
		is   string
	}{
		{"ones", newScale(0, 10, false), 5, "0 2 4 6 8 10"},
		{"tenths", newScale(0, 1, false), 5, "0.0 0.2 0.4 0.6 0.8 1.0"},
		{"below 0", newScale(-3, 3, false), 3, "-2 0 2"},
		{"a place or so apart", newScale(-0.5, 4.5, false), 10, "-0.5 0.0 0.5 1.0 1.5 2.0 2.5 3.0 3.5 4.0 4.5"},
		{"places", scale{lo: -0.5, hi: 4.5, whole: true}, 10, "0 1 2 3 4"},
		{"thousandths", newScale(0.001, 0.0015, false), 5, "0.0010 0.0011 0.0012 0.0013 0.0014 0.0015"},
		{"large", newScale(0, 1e20, false), 5, "0 2e+19 4e+19 6e+19 8e+19 1e+20"},
		{"small", newScale(0, 3e-9, false), 3, "0 1e-09 2e-09 3e-09"},
		{"decades", newScale(1, 1e6, true), 10, "1 10 100 1000 10000 100000 1e6"},
		{"every other decade", newScale(1e-10, 1e10, true), 5, "1e-10 1e-5 1 100000 1e10"},
		{"a decade and a bit", newScale(1, 16, true), 10, "1 2 5 10"},
		{"within a decade", newScale(2, 3, true), 5, "2.0 2.2 2.4 2.6 2.8 3.0"},
	} {
		if got := labels(c.s.ticks(c.want)); got != c.is {
			t.Errorf("%s: ticks %q, want %q", c.name, got, c.is)
		}
	}
}

// TestOneValue: an axis of one value, or of values a float cannot tell
// apart, is widened around it, so that it stands inside the axis.
func TestOneValue(t *testing.T) {
	for _, c := range []struct {
		v   float64
		log bool
	}{
		{0, false}, {5, false}, {-1e300, false}, {1e300, false},
		{5, true}, {1e300, true}, {5e-324, true},
	} {
		s := newScale(c.v, c.v, c.log)
		if at := s.at(c.v); !(at > 0 && at < 1) {
			t.Errorf("%g (log %v) alone stands at %g of its axis, want inside it", c.v, c.log, at)
		}
	}
	// values less than the least normal float apart are one value: a float
	// has too few digits there to mark anything between them
	for _, ends := range [][2]float64{{0, 5e-324}, {0, 1e-310}, {-1e-310, 1e-310}} {
		s := newScale(ends[0], ends[1], false)
		if ts := s.ticks(5); len(ts) < 2 || !(s.at(ends[0]) > 0 && s.at(ends[1]) < 1) {
			t.Errorf("an axis from %g to %g: %+v, ticks %s, want it widened around them", ends[0], ends[1], s, labels(ts))
		}
		h := series{kind: histogram, y: ends[:], bins: 3}.histogram()
		if !slices.Equal(h.counts, []int{0, 2, 0}) {
			t.Errorf("a histogram of %g and %g: bins %v, want both in the bin around them", ends[0], ends[1], h.counts)
		}
	}
	next := math.Nextafter(1e15, 2e15)
	if s := newScale(1e15, next, false); s.hi-s.lo < 1 {
		t.Errorf("an axis from 1e15 to the float after it is %g long, want it widened", s.hi-s.lo)
	}
}

// TestTicksKeepToTheirAxis: over ranges of every size, the ticks are in
// order, on the axis, and few.
func TestTicksKeepToTheirAxis(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	value := func() float64 {
		v := math.Pow(10, r.Float64()*600-300)
		if r.IntN(2) == 0 {
			v = math.Nextafter(v, math.Inf(1))
		}
		return v
	}
	for range 20000 {
		a, b := value(), value()
		log := r.IntN(2) == 0
		if !log && r.IntN(2) == 0 {
			a = -a
		}
		s := newScale(min(a, b), max(a, b), log)
		s.whole = r.IntN(4) == 0
		want := 2 + r.IntN(20)
		ts := s.ticks(want)
		if len(ts) > 2*want+2 {
			t.Fatalf("%g to %g (log %v): %d ticks for %d wanted", a, b, log, len(ts), want)
		}
		terms := make([]float64, len(ts))
		for i, tk := range ts {
			terms[i] = tk.term
			// within a millionth of the axis' length of it: no pixel off
			if slack := (s.hi - s.lo) / 1e6; tk.term < s.lo-slack || tk.term > s.hi+slack || tk.label == "" {
				t.Fatalf("%g to %g (log %v): tick %q at %g, outside %g to %g", a, b, log, tk.label, tk.term, s.lo, s.hi)
			}
		}
		if !slices.IsSorted(terms) {
			t.Fatalf("%g to %g (log %v): ticks out of order: %s", a, b, log, labels(ts))
		}
	}
}
