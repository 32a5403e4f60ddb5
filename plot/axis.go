package plot

import (
	"math"
	"strconv"
)

// scale maps the values of an axis to where they stand on it, from 0 at
// its start to 1 at its end. A log scale works in the values' logarithms.
type scale struct {
	log    bool
	lo, hi float64 // the ends, as values or as their logarithms
	// whole marks the axis only at whole numbers: its values are places
	// 0, 1, 2... or counts
	whole bool
}

// newScale is the scale from low to high (above 0 on a log scale): a range
// of one value is widened around it, so that it stands in the middle.
func newScale(low, high float64, log bool) scale {
	if log {
		s := scale{log: true, lo: math.Log10(low), hi: math.Log10(high)}
		if oneValue(s.lo, s.hi) {
			s.lo, s.hi = s.lo-math.Log10(2), s.hi+math.Log10(2)
		}
		return s
	}
	if oneValue(low, high) {
		d := math.Max(1, math.Abs(low)/10)
		low, high = low-d, high+d
	}
	return scale{lo: low, hi: high}
}

// oneValue reports whether low and high are too close to tell apart on an
// axis: the same, nearly the same to the precision of a float, or less
// than the least normal float apart, where floats hold too few digits to
// mark anything between them.
func oneValue(low, high float64) bool {
	return high-low <= math.Max(math.Abs(low), math.Abs(high))*1e-12 || high-low < leastNormal
}

// leastNormal is the least float with all its digits; below it they thin
// out down to 5e-324.
const leastNormal = 0x1p-1022

// term is a value in the scale's own terms.
func (s scale) term(v float64) float64 {
	if s.log {
		return math.Log10(v)
	}
	return v
}

// at is where v stands on the axis.
func (s scale) at(v float64) float64 { return s.atTerm(s.term(v)) }

func (s scale) atTerm(t float64) float64 { return (t - s.lo) / (s.hi - s.lo) }

// roomAbove lengthens the axis by a part of it past its end.
func (s scale) roomAbove(part float64) scale {
	s.hi += (s.hi - s.lo) * part
	return s
}

// tick is a marked place of an axis.
type tick struct {
	term  float64 // in the scale's terms
	label string
}

// ticks marks about want places of the axis, where values are round: 1, 2
// or 5 times a power of ten apart, or powers of ten on a log scale.
func (s scale) ticks(want int) []tick {
	want = max(2, want)
	if !s.log {
		return linearTicks(s.lo, s.hi, want, s.whole, func(v float64) float64 { return v })
	}
	// whole powers of ten, every one or every few, when there are enough
	first, last := math.Ceil(s.lo), math.Floor(s.hi)
	if n := last - first + 1; n >= 2 && 3*n > float64(want) {
		stride := math.Min(math.Ceil(n/float64(want)), n-1)
		// multiples of the stride where two of them fit
		start := math.Ceil(first/stride) * stride
		if start+stride > last {
			start = first
		}
		var out []tick
		for k := start; k <= last; k += stride {
			out = append(out, tick{term: k, label: powerOfTen(int(k))})
		}
		return out
	}
	// over a few decades: 1, 2 and 5 times their powers of ten
	var out []tick
	for k := math.Floor(s.lo); k <= math.Ceil(s.hi); k++ {
		for _, m := range []float64{1, 2, 5} {
			v := m * math.Pow(10, k)
			if t := math.Log10(v); t >= s.lo && t <= s.hi {
				out = append(out, tick{term: t, label: roundLabel(v, int(k))})
			}
		}
	}
	if len(out) >= 2 {
		return out
	}
	// within less: round values between the ends
	return linearTicks(math.Pow(10, s.lo), math.Pow(10, s.hi), want, false, math.Log10)
}

// linearTicks marks about want round values from low to high, whole ones
// only if whole, placing each at term(v).
func linearTicks(low, high float64, want int, whole bool, term func(float64) float64) []tick {
	span := high - low
	if !(span > 0) || math.IsInf(span, 0) {
		return nil
	}
	raw := span / float64(want)
	if !(raw > 0) {
		return nil
	}
	exp := int(math.Floor(math.Log10(raw)))
	step := math.Pow(10, float64(exp))
	for _, m := range []float64{1, 2, 5, 10} {
		if m*step >= raw {
			step *= m
			if m == 10 {
				exp++
			}
			break
		}
	}
	if whole && step < 1 {
		step, exp = 1, 0
	}
	if step == 0 || math.IsInf(step, 0) {
		return nil
	}
	var out []tick
	// at most a few more than wanted, whatever the rounding of the ends
	first := math.Ceil(low / step)
	for i := 0; i <= 2*want+1; i++ {
		v := (first + float64(i)) * step
		// a step's millionth either side is rounding, not another value
		near := step / 1e6
		if v > high+near {
			break
		}
		if v < low-near {
			continue // low/step rounded to a whole number below it
		}
		if math.Abs(v) < near {
			v = 0
		}
		t := term(v)
		if math.IsNaN(t) || math.IsInf(t, 0) {
			continue // 0 or below on a log scale
		}
		out = append(out, tick{term: t, label: roundLabel(v, exp)})
	}
	return out
}

// roundLabel writes v, a multiple of a power of ten 10^exp, with as many
// digits as that needs: the ticks of an axis all with as many decimals.
func roundLabel(v float64, exp int) string {
	switch {
	case math.Abs(v) < 1e15 && exp >= 0:
		return strconv.FormatFloat(v, 'f', 0, 64)
	case math.Abs(v) < 1e15 && exp >= -6:
		return strconv.FormatFloat(v, 'f', -exp, 64)
	}
	if v == 0 {
		return "0"
	}
	digits := int(math.Floor(math.Log10(math.Abs(v)))) - exp + 1
	return strconv.FormatFloat(v, 'g', min(17, max(1, digits)), 64)
}

// powerOfTen writes 10^k: 0.001, 1, 1000, and past those 1e6, 1e-5.
func powerOfTen(k int) string {
	if k >= -4 && k <= 5 {
		return strconv.FormatFloat(math.Pow(10, float64(k)), 'f', max(0, -k), 64)
	}
	return "1e" + strconv.Itoa(k)
}
