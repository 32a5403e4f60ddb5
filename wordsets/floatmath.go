package wordsets

import (
	"math"

	"github.com/forthling/forthling/core"
)

// floatMathWords are the elementary functions of the Floating-point
// extensions. Outside its domain a function gives NaN or an infinity, as
// IEEE 754 and Go's math package say, never an error.
var floatMathWords = []core.Def{
	fUnary("FSQRT", "( F: r1 -- r2 )", "The square root (NaN for a negative number).", "2e FSQRT F.", "1.4142135623731 ", math.Sqrt),
	fBinary("F**", "( F: r1 r2 -- r3 )", "Raise r1 to the power r2.", "2e 10e F** F.", "1024. ", math.Pow),
	fUnary("FEXP", "( F: r1 -- r2 )", "e raised to the power r1.", "1e FEXP F.", "2.71828182845905 ", math.Exp),
	fUnary("FEXPM1", "( F: r1 -- r2 )", "e raised to the power r1, minus one: exact even for r1 near zero.", "1e-10 FEXPM1 FS.", "1.00000000005000E-10 ", math.Expm1),
	fUnary("FLN", "( F: r1 -- r2 )", "The natural logarithm (minus infinity for zero, NaN below it).", "1e FEXP FLN F.", "1. ", math.Log),
	fUnary("FLNP1", "( F: r1 -- r2 )", "The natural logarithm of r1 plus one: exact even for r1 near zero.", "1e-10 FLNP1 FS.", "9.99999999950000E-11 ", math.Log1p),
	fUnary("FLOG", "( F: r1 -- r2 )", "The logarithm to base ten.", "1000e FLOG F.", "3. ", math.Log10),
	fUnary("FALOG", "( F: r1 -- r2 )", "Ten raised to the power r1.", "3e FALOG F.", "1000. ", func(a float64) float64 { return math.Pow(10, a) }),
	fUnary("FSIN", "( F: r1 -- r2 )", "The sine of r1 radians.", "0e FSIN F.", "0. ", math.Sin),
	fUnary("FCOS", "( F: r1 -- r2 )", "The cosine of r1 radians.", "0e FCOS F.", "1. ", math.Cos),
	fUnary("FTAN", "( F: r1 -- r2 )", "The tangent of r1 radians.", "0e FTAN F.", "0. ", math.Tan),
	{Name: "FSINCOS", Effect: "( F: r1 -- r2 r3 )", Doc: "The sine r2 and the cosine r3 of r1 radians.", Example: "0e FSINCOS F. F.", Result: "1. 0. ",
		Fn: func(m *core.Machine) {
			s := m.FTop(1)
			sin, cos := math.Sincos(s[0])
			s[0] = sin
			m.FPush(cos)
		}},
	fUnary("FASIN", "( F: r1 -- r2 )", "The arc sine in radians (NaN outside -1..1).", "1e FASIN F.", "1.5707963267949 ", math.Asin),
	fUnary("FACOS", "( F: r1 -- r2 )", "The arc cosine in radians (NaN outside -1..1).", "-1e FACOS F.", "3.14159265358979 ", math.Acos),
	fUnary("FATAN", "( F: r1 -- r2 )", "The arc tangent in radians.", "1e FATAN 4e F* F.", "3.14159265358979 ", math.Atan),
	fBinary("FATAN2", "( F: r1 r2 -- r3 )", "The angle in radians of the point (r2, r1): the arc tangent of r1/r2 in the right quadrant, from -pi to pi.", "1e -1e FATAN2 F.", "2.35619449019234 ", math.Atan2),
	fUnary("FSINH", "( F: r1 -- r2 )", "The hyperbolic sine.", "1e FSINH F.", "1.1752011936438 ", math.Sinh),
	fUnary("FCOSH", "( F: r1 -- r2 )", "The hyperbolic cosine.", "1e FCOSH F.", "1.54308063481524 ", math.Cosh),
	fUnary("FTANH", "( F: r1 -- r2 )", "The hyperbolic tangent.", "1e FTANH F.", "0.761594155955765 ", math.Tanh),
	fUnary("FASINH", "( F: r1 -- r2 )", "The inverse hyperbolic sine.", "1e FSINH FASINH F.", "1. ", math.Asinh),
	fUnary("FACOSH", "( F: r1 -- r2 )", "The inverse hyperbolic cosine (NaN below 1).", "1e FACOSH F.", "0. ", math.Acosh),
	fUnary("FATANH", "( F: r1 -- r2 )", "The inverse hyperbolic tangent (infinite at 1 and -1, NaN beyond).", "0.5e FATANH F.", "0.549306144334055 ", math.Atanh),
}
