package wordsets

import (
	"math"

	"github.com/forthling/forthling/core"
	"github.com/forthling/forthling/internal/elementary"
)

// keepNaN makes f give back the NaN it is given, sign and payload, as the
// IEEE 754 operations and C's functions do; Go's math package returns a
// NaN of its own.
func keepNaN(f func(float64) float64) func(float64) float64 {
	return func(a float64) float64 {
		if a != a {
			return a
		}
		return f(a)
	}
}

// keepNaN2 is keepNaN for functions of two floats: a NaN result is the NaN
// argument, the first if both are (and 1e NaN F** stays NaN, NaN 0e F**
// stays 1).
func keepNaN2(f func(a, b float64) float64) func(a, b float64) float64 {
	return func(a, b float64) float64 {
		r := f(a, b)
		switch {
		case r == r:
			return r
		case a != a:
			return a
		case b != b:
			return b
		}
		return r
	}
}

// pow is F**. Go's math.Pow multiplies out the integer part of the
// exponent, so that for a huge exponent and a base near one (the limit
// (1+x)^(1/x)) its error grows to millions of ulps. There the result is
// computed as exp(y*ln(x)) with ln x from Log1p, which is exact for such a
// base, keeping the error to a few ulps.
func pow(x, y float64) float64 {
	if math.Abs(y) > 1<<20 && x >= 0.5 && x <= 2 {
		return math.Exp(y * math.Log1p(x-1))
	}
	return math.Pow(x, y)
}

// floatMathWords are the elementary functions of the Floating-point
// extensions: Go's math package's, but for exp, ln, log10, sin and cos,
// which are the package elementary's (shorter to compute, and within an
// ulp). Outside its domain a function gives NaN or an infinity, as
// IEEE 754 and Go's math package say, never an error.
var floatMathWords = []core.Def{
	fUnary("FSQRT", "( F: r1 -- r2 )", "The square root (NaN for a negative number).", "2e FSQRT F.", "1.4142135623731 ", keepNaN(math.Sqrt)),
	fBinary("F**", "( F: r1 r2 -- r3 )", "Raise r1 to the power r2.", "2e 10e F** F.", "1024. ", keepNaN2(pow)),
	fUnary("FEXP", "( F: r1 -- r2 )", "e raised to the power r1.", "1e FEXP F.", "2.71828182845905 ", keepNaN(elementary.Exp)),
	fUnary("FEXPM1", "( F: r1 -- r2 )", "e raised to the power r1, minus one: exact even for r1 near zero.", "1e-10 FEXPM1 FS.", "1.00000000005000E-10 ", keepNaN(math.Expm1)),
	fUnary("FLN", "( F: r1 -- r2 )", "The natural logarithm (minus infinity for zero, NaN below it).", "1e FEXP FLN F.", "1. ", keepNaN(elementary.Log)),
	fUnary("FLNP1", "( F: r1 -- r2 )", "The natural logarithm of r1 plus one: exact even for r1 near zero.", "1e-10 FLNP1 FS.", "9.99999999950000E-11 ", keepNaN(math.Log1p)),
	fUnary("FLOG", "( F: r1 -- r2 )", "The logarithm to base ten.", "1000e FLOG F.", "3. ", keepNaN(elementary.Log10)),
	fUnary("FALOG", "( F: r1 -- r2 )", "Ten raised to the power r1.", "3e FALOG F.", "1000. ", keepNaN(func(a float64) float64 { return math.Pow(10, a) })),
	fUnary("FSIN", "( F: r1 -- r2 )", "The sine of r1 radians.", "0e FSIN F.", "0. ", keepNaN(elementary.Sin)),
	fUnary("FCOS", "( F: r1 -- r2 )", "The cosine of r1 radians.", "0e FCOS F.", "1. ", keepNaN(elementary.Cos)),
	fUnary("FTAN", "( F: r1 -- r2 )", "The tangent of r1 radians.", "0e FTAN F.", "0. ", keepNaN(math.Tan)),
	{Name: "FSINCOS", Effect: "( F: r1 -- r2 r3 )", Doc: "The sine r2 and the cosine r3 of r1 radians.", Example: "0e FSINCOS F. F.", Result: "1. 0. ",
		Fn: func(m *core.Machine) {
			s := m.FTop(1)
			r := s[0]
			sin, cos := elementary.Sincos(r)
			if r != r {
				sin, cos = r, r
			}
			s[0] = sin
			m.FPush(cos)
		}},
	fUnary("FASIN", "( F: r1 -- r2 )", "The arc sine in radians (NaN outside -1..1).", "1e FASIN F.", "1.5707963267949 ", keepNaN(math.Asin)),
	fUnary("FACOS", "( F: r1 -- r2 )", "The arc cosine in radians (NaN outside -1..1).", "-1e FACOS F.", "3.14159265358979 ", keepNaN(math.Acos)),
	fUnary("FATAN", "( F: r1 -- r2 )", "The arc tangent in radians.", "1e FATAN 4e F* F.", "3.14159265358979 ", keepNaN(math.Atan)),
	fBinary("FATAN2", "( F: r1 r2 -- r3 )", "The angle in radians of the point (r2, r1): the arc tangent of r1/r2 in the right quadrant, from -pi to pi.", "1e -1e FATAN2 F.", "2.35619449019234 ", keepNaN2(math.Atan2)),
	fUnary("FSINH", "( F: r1 -- r2 )", "The hyperbolic sine.", "1e FSINH F.", "1.1752011936438 ", keepNaN(math.Sinh)),
	fUnary("FCOSH", "( F: r1 -- r2 )", "The hyperbolic cosine.", "1e FCOSH F.", "1.54308063481524 ", keepNaN(math.Cosh)),
	fUnary("FTANH", "( F: r1 -- r2 )", "The hyperbolic tangent.", "1e FTANH F.", "0.761594155955765 ", keepNaN(math.Tanh)),
	fUnary("FASINH", "( F: r1 -- r2 )", "The inverse hyperbolic sine.", "1e FSINH FASINH F.", "1. ", keepNaN(math.Asinh)),
	fUnary("FACOSH", "( F: r1 -- r2 )", "The inverse hyperbolic cosine (NaN below 1).", "1e FACOSH F.", "0. ", keepNaN(math.Acosh)),
	fUnary("FATANH", "( F: r1 -- r2 )", "The inverse hyperbolic tangent (infinite at 1 and -1, NaN beyond).", "0.5e FATANH F.", "0.549306144334055 ", keepNaN(math.Atanh)),
}
