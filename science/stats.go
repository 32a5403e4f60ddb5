package science

import (
	"math"
	"slices"

	"github.com/forthling/forthling/core"
	"gonum.org/v1/gonum/floats"
	"gonum.org/v1/gonum/stat"
)

// sample pops a matrix whose elements are a sample of at least least
// values.
func sample(m *core.Machine, word string, least int) []float64 {
	x := values(m, popMatrix(m))
	if len(x) < least {
		m.Throwf(ErrMatrix, "%s needs at least %d values, not %d", word, least, len(x))
	}
	return x
}

// sorted pops a sample and sorts it, charging n log n steps.
func sorted(m *core.Machine, word string) []float64 {
	x := sample(m, word, 1)
	m.Tick(int64(float64(len(x)) * math.Log2(float64(len(x))+1)))
	slices.Sort(x)
	return x
}

// SUM
func sumWord(m *core.Machine) { m.FPush(floats.Sum(sample(m, "SUM", 1))) }

// MEAN
func meanWord(m *core.Machine) { m.FPush(stat.Mean(sample(m, "MEAN", 1), nil)) }

// VARIANCE
func varianceWord(m *core.Machine) { m.FPush(stat.Variance(sample(m, "VARIANCE", 2), nil)) }

// STDDEV
func stddevWord(m *core.Machine) { m.FPush(stat.StdDev(sample(m, "STDDEV", 2), nil)) }

// MEDIAN
func medianWord(m *core.Machine) { m.FPush(quantile(sorted(m, "MEDIAN"), 0.5)) }

// QUANTILE
func quantileWord(m *core.Machine) {
	m.FNeed(1)
	p := m.FTop(1)[0]
	if !(p >= 0 && p <= 1) {
		m.Throwf(core.ErrVocabularyMisuse, "QUANTILE: p is %g; it must be between 0 and 1", p)
	}
	x := sorted(m, "QUANTILE")
	m.FPop()
	m.FPush(quantile(x, p))
}

// quantile is the p-quantile of sorted x by linear interpolation between
// the closest ranks, (n-1)p (the default of R, NumPy and spreadsheets).
func quantile(x []float64, p float64) float64 {
	h := float64(len(x)-1) * p
	lo := math.Floor(h)
	i := int(lo)
	if i+1 >= len(x) {
		return x[len(x)-1]
	}
	return x[i] + (h-lo)*(x[i+1]-x[i])
}

// pair pops two samples of the same length, at least two values each.
func pair(m *core.Machine, word string) (x, y []float64) {
	y = sample(m, word, 2)
	x = sample(m, word, 2)
	if len(x) != len(y) {
		m.Throwf(ErrMatrix, "%s: %d values and %d values: the samples must be as long", word, len(x), len(y))
	}
	return x, y
}

// CORRELATION
func correlationWord(m *core.Machine) {
	x, y := pair(m, "CORRELATION")
	m.FPush(stat.Correlation(x, y, nil))
}

// COVARIANCE
func covarianceWord(m *core.Machine) {
	x, y := pair(m, "COVARIANCE")
	m.FPush(stat.Covariance(x, y, nil))
}
