// Package elementary owns forthling's exp, ln, log10, sin and cos: FEXP,
// FLN, FLOG, FSIN, FCOS and FSINCOS. Go's math package computes exp and ln
// with long chains of dependent operations, gives ln 2^-1022 for every
// subnormal, misses log10 of some powers of ten (1e15 gives
// 14.999999999999998), and loses accuracy in sin and cos near multiples of
// pi (by up to 10^5 ulps below 65536). These are table-driven or reduced
// in extra precision: each result is within one ulp of the true value, and
// most are the nearest float64; the chain from argument to result is
// short, which is what an interpreter's loop waits on.
//
// Arguments outside the range the reductions are exact for go to Go's
// math package, as do zero, NaN and the infinities.
//
//	y := elementary.Exp(x)
//	s, c := elementary.Sincos(x)
package elementary

//go:generate go run gen_tables.go

import "math"

const (
	expTableBits = 7
	expN         = 1 << expTableBits

	// roundShift turns a float into an integer held in its low mantissa
	// bits: adding it rounds to the nearest integer, and subtracting it
	// again gives that integer as a float.
	roundShift = 0x1.8p52

	// expLimit bounds the fast path of Exp: beyond it the result overflows
	// or falls into the subnormals, which Go's math handles.
	expLimit = 700

	// trigLimit bounds the fast path of Sin and Cos: below it the quotient
	// by pi/2 fits in 17 bits, so the products with pio2A and pio2B are
	// exact.
	trigLimit = 1 << 16
)

// Exp is e^x. x is split as k*ln2/N + r with |r| <= ln2/2N; e^x is then
// 2^(k/N), from the table and the exponent bits, times e^r, from a short
// polynomial.
func Exp(x float64) float64 {
	if !(math.Abs(x) < expLimit) {
		return math.Exp(x)
	}
	z := x*(expN/math.Ln2) + roundShift
	k := math.Float64bits(z) // k in the low bits, two's complement
	kf := z - roundShift
	r := (x - kf*ln2HiN) - float64(kf*ln2LoN)
	i := k & (expN - 1)
	// The table's entry times 2^(k>>expTableBits), added to its exponent.
	scale := math.Float64frombits(expTable[i] + (k>>expTableBits)<<52)
	// e^r - 1 by Taylor to r^5: the next term is below 2^-60 of the result.
	r2 := r * r
	q := r + r2*(1.0/2+r*(1.0/6)) + r2*r2*(1.0/24+r*(1.0/120))
	return scale + scale*(expRest[i]+q)
}

// Sin is the sine of x radians.
func Sin(x float64) float64 {
	if x == 0 || !(math.Abs(x) < trigLimit) {
		return math.Sin(x) // keeps the sign of zero
	}
	q, r, t := reduce(x)
	return quadrant(q, r, t)
}

// Cos is the cosine of x radians.
func Cos(x float64) float64 {
	if !(math.Abs(x) < trigLimit) {
		return math.Cos(x)
	}
	q, r, t := reduce(x)
	return quadrant(q+1, r, t)
}

// Sincos is Sin(x), Cos(x) from one reduction.
func Sincos(x float64) (sin, cos float64) {
	if x == 0 || !(math.Abs(x) < trigLimit) {
		return math.Sincos(x)
	}
	q, r, t := reduce(x)
	return quadrant(q, r, t), quadrant(q+1, r, t)
}

// reduce splits x as q*pi/2 + r + t, with |r| <= pi/4 and t the part of
// the remainder below r's last bit.
func reduce(x float64) (q uint64, r, t float64) {
	z := x*(2/math.Pi) + roundShift
	q = math.Float64bits(z)
	qf := z - roundShift
	y := x - qf*pio2A // exact: the product is, and x is close to it
	b := qf * pio2B   // exact
	w := y - b
	wRest := (y - w) - b
	c := float64(qf * pio2C)
	r = w - c
	t = ((w - r) - c) + wRest
	return q, r, t
}

// quadrant is the sine of q*pi/2 + r + t: plus or minus the sine or
// cosine of r + t.
func quadrant(q uint64, r, t float64) float64 {
	switch q & 3 {
	case 0:
		return sinKernel(r, t)
	case 1:
		return cosKernel(r, t)
	case 2:
		return -sinKernel(r, t)
	}
	return -cosKernel(r, t)
}

// Taylor coefficients of sine and cosine; on |r| <= pi/4 the first terms
// left off are below 2^-62 of the result. The polynomials are evaluated in
// pairs (Estrin's scheme) so that the chain of dependent operations is
// short.
const (
	s3, s5, s7, s9     = -1.0 / 6, 1.0 / 120, -1.0 / 5040, 1.0 / 362880
	s11, s13, s15, s17 = -1.0 / 39916800, 1.0 / 6227020800, -1.0 / 1307674368000, 1.0 / 355687428096000
	c4, c6, c8, c10    = 1.0 / 24, -1.0 / 720, 1.0 / 40320, -1.0 / 3628800
	c12, c14, c16, c18 = 1.0 / 479001600, -1.0 / 87178291200, 1.0 / 20922789888000, -1.0 / 6402373705728000
)

// sinKernel is sin(r + t) for |r| <= pi/4 and t below r's last bit:
// sin r + t*cos r, with cos r to two terms.
func sinKernel(r, t float64) float64 {
	z := r * r
	z2 := z * z
	z4 := z2 * z2
	p := (s5 + z*s7) + z2*(s9+z*s11) + z4*((s13+z*s15)+z2*s17)
	v := z * r
	return r + (v*s3 + (t*(1-0.5*z) + v*z*p))
}

// cosKernel is cos(r + t) for |r| <= pi/4: cos r - t*sin r, with sin r to
// one term. 1 - r^2/2 is split as w plus what rounding w lost, which keeps
// the error under an ulp where r^2/2 is near a quarter.
func cosKernel(r, t float64) float64 {
	z := r * r
	z2 := z * z
	z4 := z2 * z2
	p := (c4 + z*c6) + z2*(c8+z*c10) + z4*((c12+z*c14)+z2*(c16+z*c18))
	half := 0.5 * z
	w := 1 - half
	return w + (((1 - w) - half) + (z2*p - r*t))
}
