package elementary

import "math"

const (
	logTableBits = 7
	logN         = 1 << logTableBits
	// logOffset is the bits of 0.6875: x's mantissa is taken as a z in
	// [0.6875, 1.375), so that ln z is small where x is near a power of 2
	// and no sum cancels.
	logOffset = 0x3fe6000000000000
	// nearOne bounds the arguments whose logarithm is the series of x-1
	// alone: x-1 is exact there, and the result smaller than any ln2*k
	// or ln c would leave it.
	nearOne = 1.0 / 64
)

// Log is the natural logarithm of x.
func Log(x float64) float64 {
	if !(x > 0 && x <= math.MaxFloat64) {
		return math.Log(x) // zero, the negatives, the infinities and NaN
	}
	hi, lo := lnParts(x)
	return hi + lo
}

// Log10 is the logarithm to base ten of x: ln x times 1/ln10, both in two
// parts, so that a power of ten gives its exponent exactly.
func Log10(x float64) float64 {
	if !(x > 0 && x <= math.MaxFloat64) {
		return math.Log10(x)
	}
	hi, lo := lnParts(x)
	p := hi * invLn10Hi
	pRest := math.FMA(hi, invLn10Hi, -p) // exact: what the product lost
	return p + (pRest + (hi*invLn10Lo + lo*invLn10Hi))
}

// lnParts is ln x as hi + lo, for a positive finite x. x is split as
// 2^k * z, and z as c * (1 + r) for a c from the table with 1/c of few
// bits, so that r is computed exactly but for one rounding: ln x is
// k*ln2 + ln c + ln(1+r), summed in two parts.
func lnParts(x float64) (hi, lo float64) {
	bits := math.Float64bits(x)
	if bits < 0x0010000000000000 {
		// A subnormal: scaled into the normals by 2^52, and the 52 taken
		// off its exponent field again, below zero (k comes out right, as
		// the arithmetic is modulo 2^64). Go's math.Log gives ln 2^-1022
		// for all of them.
		bits = math.Float64bits(x*0x1p52) - 52<<52
	}
	if math.Abs(x-1) < nearOne {
		f := x - 1
		return f, log1pRest(f)
	}
	t := bits - logOffset
	i := (t >> (52 - logTableBits)) % logN
	k := float64(int64(t) >> 52)
	zBits := bits - t&(0xfff<<52)
	// z times 1/c, exact for z's first 43 bits: the product is within a
	// few hundredths of 1, so subtracting 1 is exact too.
	zHi := math.Float64frombits(zBits &^ (1<<10 - 1))
	zLo := math.Float64frombits(zBits) - zHi
	inv := logInv[i]
	r := (zHi*inv - 1) + zLo*inv

	// k*ln2 + ln c, and what rounding their sum lost (|k*ln2| >= ln2 is
	// the larger when k is not 0; when it is, the sum is exact).
	kl := k * ln2Hi
	w := kl + logLnHi[i]
	wRest := (kl - w) + logLnHi[i]
	// w + r, and what rounding it lost: |w| > |r|, since x is not near 1.
	hi = w + r
	lo = (w - hi) + r
	return hi, lo + (wRest + (k*ln2Lo + logLnLo[i])) + log1pRest(r)
}

// log1pRest is ln(1+f) - f for |f| < 1/64, by Taylor to f^11: the first
// term left off is below 2^-60 of ln(1+f).
func log1pRest(f float64) float64 {
	f2 := f * f
	f4 := f2 * f2
	f8 := f4 * f4
	p := (-1.0/2 + f*(1.0/3)) + f2*(-1.0/4+f*(1.0/5)) + f4*((-1.0/6+f*(1.0/7))+f2*(-1.0/8+f*(1.0/9))) + f8*(-1.0/10+f*(1.0/11))
	return f2 * p
}
