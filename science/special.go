package science

import (
	"math"

	"github.com/forthling/forthling/core"
	"gonum.org/v1/gonum/mathext"
)

// unary makes a word that applies f to the top of the float stack.
func unary(f func(float64) float64) func(m *core.Machine) {
	return func(m *core.Machine) {
		x := m.FTop(1)
		x[0] = f(x[0])
	}
}

// binary makes a word that replaces the top two floats (a below b) with
// f(a, b).
func binary(f func(a, b float64) float64) func(m *core.Machine) {
	return func(m *core.Machine) {
		x := m.FTop(2)
		x[0] = f(x[0], x[1])
		m.FDrop(1)
	}
}

// lgamma is the logarithm of the absolute value of the gamma function.
func lgamma(x float64) float64 {
	v, _ := math.Lgamma(x)
	return v
}

// bessel makes a word that takes the order n from the data stack and
// applies f(n, x) to the top float.
func bessel(name string, f func(n int, x float64) float64) func(m *core.Machine) {
	return func(m *core.Machine) {
		m.FNeed(1)
		n := m.Pop()
		if n < -1000 || n > 1000 {
			m.Throwf(core.ErrVocabularyMisuse, "%s: order %d; it must be between -1000 and 1000", name, n)
		}
		m.Tick(max(n, -n) + 1)
		x := m.FTop(1)
		x[0] = f(int(n), x[0])
	}
}

// incompleteGamma makes FGAMMA-P and FGAMMA-Q, which need a > 0 and
// x >= 0.
func incompleteGamma(name string, f func(a, x float64) float64) func(m *core.Machine) {
	return func(m *core.Machine) {
		x := m.FTop(2)
		if !(x[0] > 0 && x[1] >= 0) {
			m.Throwf(core.ErrFloatInvalid, "%s: a is %g and x is %g; a must be above 0 and x at least 0", name, x[0], x[1])
		}
		x[0] = f(x[0], x[1])
		m.FDrop(1)
	}
}

// FBETA-I
func betaI(m *core.Machine) {
	x := m.FTop(3)
	if !(x[0] > 0 && x[1] > 0 && x[2] >= 0 && x[2] <= 1) {
		m.Throwf(core.ErrFloatInvalid, "FBETA-I: a is %g, b is %g and x is %g; a and b must be above 0 and x between 0 and 1", x[0], x[1], x[2])
	}
	x[0] = mathext.RegIncBeta(x[0], x[1], x[2])
	m.FDrop(2)
}
