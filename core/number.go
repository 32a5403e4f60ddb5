package core

import (
	"math"
	"math/big"
	"math/bits"
	"strconv"
)

// number is a number the interpreter recognised.
type number struct {
	Lo, Hi   int64 // a single (Lo) or a double (Lo, Hi) cell number
	F        float64
	IsDouble bool
	IsFloat  bool
}

// parseNumber converts a name to a number the way the text interpreter does:
// an optional base prefix (# decimal, $ hex, % binary), an optional minus
// sign, digits in the base; a '.' makes it a double-cell number; 'c' is a
// character. In base ten, a name with an exponent (1e, 1.5e-3) is a float.
func (m *Machine) parseNumber(s []byte) (number, bool) {
	if len(s) == 0 {
		return number{}, false
	}
	if len(s) == 3 && s[0] == '\'' && s[2] == '\'' {
		return number{Lo: int64(s[1])}, true
	}
	base := m.Base()
	t := s
	switch t[0] {
	case '#':
		base, t = 10, t[1:]
	case '$':
		base, t = 16, t[1:]
	case '%':
		base, t = 2, t[1:]
	}
	if n, ok := parseInteger(t, base); ok {
		return n, true
	}
	if base == 10 && len(t) == len(s) {
		if f, ok := parseFloatLiteral(s); ok {
			return number{F: f, IsFloat: true}, true
		}
	}
	return number{}, false
}

// parseInteger reads [-]digits with at most one '.' somewhere after the
// first digit (which makes a double) in base. The value wraps modulo 2^64
// (2^128 for doubles), as Forth systems do.
func parseInteger(t []byte, base int64) (number, bool) {
	if base < 2 || base > 36 {
		return number{}, false
	}
	neg := false
	if len(t) > 0 && t[0] == '-' {
		neg, t = true, t[1:]
	}
	if len(t) == 0 {
		return number{}, false
	}
	var lo, hi uint64 // 128-bit accumulator
	digits, dots := 0, 0
	for i, c := range t {
		if c == '.' {
			if i == 0 || dots > 0 {
				return number{}, false
			}
			dots++
			continue
		}
		d := DigitValue(c)
		if d < 0 || int64(d) >= base {
			return number{}, false
		}
		digits++
		lo, hi = mulAdd128(lo, hi, uint64(base), uint64(d))
	}
	if digits == 0 {
		return number{}, false
	}
	if neg {
		lo, hi = neg128(lo, hi)
	}
	if dots > 0 {
		return number{Lo: int64(lo), Hi: int64(hi), IsDouble: true}, true
	}
	return number{Lo: int64(lo)}, true
}

// DigitValue is the value of c as a digit in any base up to 36 (0-9, then
// letters of either case), or -1.
func DigitValue(c byte) int {
	switch {
	case '0' <= c && c <= '9':
		return int(c - '0')
	case 'a' <= c && c <= 'z':
		return int(c-'a') + 10
	case 'A' <= c && c <= 'Z':
		return int(c-'A') + 10
	}
	return -1
}

// mulAdd128 computes (hi:lo)*b + d modulo 2^128.
func mulAdd128(lo, hi, b, d uint64) (uint64, uint64) {
	pHi, pLo := bits.Mul64(lo, b)
	hi = hi*b + pHi
	lo, carry := bits.Add64(pLo, d, 0)
	return lo, hi + carry
}

func neg128(lo, hi uint64) (uint64, uint64) {
	lo, hi = ^lo, ^hi
	lo++
	if lo == 0 {
		hi++
	}
	return lo, hi
}

// parseFloatLiteral reads the float syntax of the text interpreter:
// [sign] digits [. digits] E|e [sign] [digits], with at least one digit in
// the significand. ".5e0" and "1.e" are floats; "1.5" is not (it is a double).
func parseFloatLiteral(s []byte) (float64, bool) {
	i := 0
	if i < len(s) && (s[i] == '+' || s[i] == '-') {
		i++
	}
	digits := 0
	for i < len(s) && isDigit(s[i]) {
		i, digits = i+1, digits+1
	}
	if i < len(s) && s[i] == '.' {
		i++
		for i < len(s) && isDigit(s[i]) {
			i, digits = i+1, digits+1
		}
	}
	if digits == 0 || i >= len(s) || (s[i] != 'e' && s[i] != 'E') {
		return 0, false
	}
	mant := string(s[:i])
	i++
	exp := s[i:]
	j := 0
	if j < len(exp) && (exp[j] == '+' || exp[j] == '-') {
		j++
	}
	for k := j; k < len(exp); k++ {
		if !isDigit(exp[k]) {
			return 0, false
		}
	}
	e := "0"
	if len(exp) > j {
		e = string(exp)
	} else if j == 1 {
		e = string(exp[:1]) + "0"
	}
	return parseFloatParts(mant, e)
}

func isDigit(c byte) bool { return '0' <= c && c <= '9' }

// parseFloatParts converts a significand and an exponent, rounding
// correctly; exponents too large for strconv still give infinity or zero.
func parseFloatParts(mant, exp string) (float64, bool) {
	if mant == "" || mant == "+" || mant == "-" {
		return 0, false
	}
	if mant[len(mant)-1] == '.' {
		mant += "0"
	}
	if mant[0] == '.' || (len(mant) > 1 && (mant[0] == '+' || mant[0] == '-') && mant[1] == '.') {
		mant = mant[:len(mant)-len(mant[indexDot(mant):])] + "0" + mant[indexDot(mant):]
	}
	f, err := strconv.ParseFloat(mant+"e"+exp, 64)
	if err == nil {
		return f, true
	}
	if ne, ok := err.(*strconv.NumError); ok && ne.Err == strconv.ErrRange {
		return f, true // ±Inf or ±0 as IEEE says
	}
	// an exponent beyond int range: decide by its sign
	bf, _, err2 := big.ParseFloat(mant, 10, 64, big.ToNearestEven)
	if err2 != nil {
		return 0, false
	}
	neg := bf.Sign() < 0
	if bf.Sign() == 0 || len(exp) > 0 && exp[0] == '-' {
		if neg {
			return math.Copysign(0, -1), true
		}
		return 0, true
	}
	if neg {
		return math.Inf(-1), true
	}
	return math.Inf(1), true
}

func indexDot(s string) int {
	for i := 0; i < len(s); i++ {
		if s[i] == '.' {
			return i
		}
	}
	return len(s)
}
