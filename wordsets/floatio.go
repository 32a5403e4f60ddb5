package wordsets

import (
	"math"
	"strconv"
	"strings"

	"github.com/forthling/forthling/core"
)

// Float output follows gforth 0.7.3: F., FE. and FS. show PRECISION
// significant digits (15 at first), rounded to the nearest; F. leaves out
// trailing zeros after the point and writes no exponent, FE. and FS. keep
// every digit. Where gforth prints a cut-off "inf" or "-na", forthling
// prints "inf", "-inf" or "nan" in full, followed by a space.

const (
	precisionHook    = "float.precision"
	defaultPrecision = 15
	maxPrecision     = 255
	// exactDigits is more than the significant digits of any float64 in
	// decimal (767): digits past it are zeros.
	exactDigits = 800
)

// precision is PRECISION, kept per session.
func precision(m *core.Machine) int {
	if p, ok := core.Hook[*int](m, precisionHook); ok {
		return *p
	}
	return defaultPrecision
}

func setPrecision(m *core.Machine, u int64) {
	if u < 1 || u > maxPrecision {
		m.Throwf(core.ErrInvalidNumeric, "SET-PRECISION %d: the precision is 1 to %d significant digits", u, maxPrecision)
	}
	*core.HookState(m, precisionHook, func() *int { return new(int) }) = int(u)
}

// represent is REPRESENT: the u significant decimal digits of |r|, rounded
// to the nearest, and the exponent n that makes r = ±0.digits × 10^n. Zero
// has u zeros and n = 1, as in gforth. For infinities and NaN, ok is false
// and digits spell "inf" or "nan".
func represent(r float64, u int) (digits []byte, n int, neg, ok bool) {
	neg = math.Signbit(r)
	switch {
	case math.IsNaN(r):
		return []byte("nan"), 0, neg, false
	case math.IsInf(r, 0):
		return []byte("inf"), 0, neg, false
	case r == 0:
		return []byte(strings.Repeat("0", max(u, 0))), 1, neg, true
	}
	prec := min(max(u, 1), exactDigits)
	s := strconv.FormatFloat(math.Abs(r), 'e', prec-1, 64) // d.ddde±XX
	mant, exp, _ := strings.Cut(s, "e")
	e, _ := strconv.Atoi(exp)
	digits = []byte(strings.Replace(mant, ".", "", 1))
	if u <= 0 {
		digits = digits[:0]
	}
	for len(digits) < u {
		digits = append(digits, '0')
	}
	return digits, e + 1, neg, true
}

// notANumber is how the output words write an infinity or NaN.
func notANumber(digits []byte, neg bool) string {
	if neg && string(digits) == "inf" {
		return "-inf"
	}
	return string(digits)
}

func zeros(n int) string { return strings.Repeat("0", max(n, 0)) }

// formatFixed is F.'s text (without the space): the digits around a point,
// trailing zeros after it left out.
func formatFixed(r float64, prec int) string {
	digits, n, neg, ok := represent(r, prec)
	if !ok {
		return notANumber(digits, neg)
	}
	var b strings.Builder
	if neg {
		b.WriteByte('-')
	}
	if n <= 0 {
		b.WriteByte('0')
	} else {
		b.Write(digits[:min(n, len(digits))])
		b.WriteString(zeros(n - len(digits)))
	}
	b.WriteByte('.')
	b.WriteString(zeros(-n))
	if n < len(digits) {
		b.WriteString(strings.TrimRight(string(digits[max(n, 0):]), "0"))
	}
	return b.String()
}

// formatEngineering is FE.'s text: one to three digits before the point and
// an exponent that is a multiple of three.
func formatEngineering(r float64, prec int) string {
	digits, n, neg, ok := represent(r, prec)
	if !ok {
		return notANumber(digits, neg)
	}
	e := n - 1
	e3 := e - ((e%3)+3)%3 // floored to a multiple of three
	before := e - e3 + 1
	var b strings.Builder
	if neg {
		b.WriteByte('-')
	}
	b.Write(digits[:min(before, len(digits))])
	b.WriteString(zeros(before - len(digits)))
	b.WriteByte('.')
	if before < len(digits) {
		b.Write(digits[before:])
	}
	b.WriteString("E" + strconv.Itoa(e3))
	return b.String()
}

// formatScientific is FS.'s text: one digit before the point and an exponent.
func formatScientific(r float64, prec int) string {
	digits, n, neg, ok := represent(r, prec)
	if !ok {
		return notANumber(digits, neg)
	}
	var b strings.Builder
	if neg {
		b.WriteByte('-')
	}
	b.WriteByte(digits[0])
	b.WriteByte('.')
	b.Write(digits[1:])
	b.WriteString("E" + strconv.Itoa(n-1))
	return b.String()
}

// parseFloatText is >FLOAT's conversion: [sign] significand [exponent],
// where the significand has at least one digit and may have a point, and
// the exponent is E, e, D or d with an optional sign, or just a sign, and
// digits (perhaps none). A string of spaces is zero.
func parseFloatText(s []byte) (float64, bool) {
	if strings.Trim(string(s), " ") == "" {
		return 0, true
	}
	i := 0
	if i < len(s) && (s[i] == '+' || s[i] == '-') {
		i++
	}
	digits := 0
	for i < len(s) && isDecimal(s[i]) {
		i, digits = i+1, digits+1
	}
	if i < len(s) && s[i] == '.' {
		i++
		for i < len(s) && isDecimal(s[i]) {
			i, digits = i+1, digits+1
		}
	}
	if digits == 0 {
		return 0, false
	}
	mant := string(s[:i])
	exp := "0"
	if i < len(s) {
		switch s[i] {
		case 'e', 'E', 'd', 'D':
			i++
		case '+', '-':
		default:
			return 0, false
		}
		sign := ""
		if i < len(s) && (s[i] == '+' || s[i] == '-') {
			sign = string(s[i])
			i++
		}
		start := i
		for i < len(s) && isDecimal(s[i]) {
			i++
		}
		if i != len(s) {
			return 0, false
		}
		if i > start {
			exp = sign + string(s[start:])
		}
	}
	f, err := strconv.ParseFloat(mant+"e"+exp, 64)
	if err != nil {
		if ne, ok := err.(*strconv.NumError); !ok || ne.Err != strconv.ErrRange {
			return 0, false
		}
	}
	return f, true // out of range: ±Inf or ±0, as IEEE rounds
}

func isDecimal(c byte) bool { return '0' <= c && c <= '9' }

// floatIOWords convert floats to and from text.
var floatIOWords = []core.Def{
	{Name: "F.", Effect: "( F: r -- )", Doc: "Print r without an exponent, with PRECISION significant digits and no trailing zeros after the point, then a space (as gforth does: 1e F. prints \"1. \").",
		Example: "1.5e F. 1e F. 1e-3 F. 2e3 F.", Result: "1.5 1. 0.001 2000. ",
		Fn: func(m *core.Machine) {
			s := formatFixed(m.FPop(), precision(m))
			m.Tick(int64(len(s)) / 64)
			m.WriteString(s + " ")
		}},
	{Name: "FE.", Effect: "( F: r -- )", Doc: "Print r in engineering notation: PRECISION significant digits, one to three before the point, and an exponent that is a multiple of three.",
		Example: "12345e FE.", Result: "12.3450000000000E3 ",
		Fn: func(m *core.Machine) { m.WriteString(formatEngineering(m.FPop(), precision(m)) + " ") }},
	{Name: "FS.", Effect: "( F: r -- )", Doc: "Print r in scientific notation: PRECISION significant digits, one before the point, and an exponent.",
		Example: "12345e FS.", Result: "1.23450000000000E4 ",
		Fn: func(m *core.Machine) { m.WriteString(formatScientific(m.FPop(), precision(m)) + " ") }},
	{Name: "PRECISION", Effect: "( -- u )", Doc: "The number of significant digits F., FE. and FS. print (15 at first).",
		Example: "PRECISION .", Result: "15 ",
		Fn: func(m *core.Machine) { m.Push(int64(precision(m))) }},
	{Name: "SET-PRECISION", Effect: "( u -- )", Doc: "Make F., FE. and FS. print u significant digits, from 1 to 255.",
		Example: "5 SET-PRECISION 2e FSQRT F. 15 SET-PRECISION", Result: "1.4142 ",
		Fn: func(m *core.Machine) { setPrecision(m, m.Pop()) }},
	{Name: "REPRESENT", Effect: "( c-addr u -- n flag1 flag2 ) ( F: r -- )", Doc: "Store the first u significant digits of r, rounded, at c-addr; r is 0.digits times ten to the n; flag1 is true if r is negative, flag2 false for an infinity or NaN (whose name goes to c-addr instead).",
		Example: "-3.25e PAD 4 REPRESENT . . . PAD 4 TYPE", Result: "-1 -1 1 3250",
		Fn: func(m *core.Machine) {
			a, u := m.Pop2()
			r := m.FPop()
			if u < 0 {
				m.Throwf(core.ErrInvalidNumeric, "REPRESENT of %d digits", u)
			}
			buf := m.Bytes(a, u)
			m.Tick(u / 64)
			digits, n, neg, ok := represent(r, int(u))
			copy(buf, digits)
			m.Push(int64(n))
			m.PushBool(neg)
			m.PushBool(ok)
		}},
	{Name: ">FLOAT", Effect: "( c-addr u -- true | false ) ( F: -- r | )", Doc: "Convert the string to a float: [sign] digits [. digits] and an exponent (E, e, D or d with an optional sign, or just a sign) such as 1.5E3, 1.5+3 or 15; a blank string is 0e. False, with nothing on the float stack, if it is not a number.",
		Example: "S\" 1.5E3\" >FLOAT . F.", Result: "-1 1500. ",
		Fn: func(m *core.Machine) {
			text := popString(m)
			m.Tick(int64(len(text)) / 64)
			f, ok := parseFloatText(text)
			if ok {
				m.FPush(f)
			}
			m.PushBool(ok)
		}},
}
