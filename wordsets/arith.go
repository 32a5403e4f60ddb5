package wordsets

import (
	"math"
	"math/bits"

	"github.com/forthling/forthling/core"
)

// Division in forthling is floored, as in gforth: the quotient is rounded
// towards minus infinity and the remainder takes the sign of the divisor
// (-7 2 / is -4, -7 2 MOD is 1). SM/REM gives symmetric division where a
// program wants it.

// divide is floored division for / and /MOD: dividing by zero is -10, and a
// quotient that does not fit in a cell (the lowest number divided by -1)
// is -11, as in gforth.
func divide(m *core.Machine, a, b int64) (quot, rem int64) {
	if b == 0 {
		m.Throw(core.ErrDivByZero)
	}
	if b == -1 && a == math.MinInt64 {
		m.Throwf(core.ErrOutOfRange, "the quotient does not fit in a cell")
	}
	return core.FloorDiv(a, b)
}

// modulo is MOD: the remainder of floored division, which always fits.
func modulo(m *core.Machine, a, b int64) int64 {
	if b == 0 {
		m.Throw(core.ErrDivByZero)
	}
	_, rem := core.FloorDiv(a, b)
	return rem
}

// d128 is a double-cell number as the stack holds it: lo below, hi on top.
func neg128(lo, hi uint64) (uint64, uint64) {
	lo, borrow := bits.Sub64(0, lo, 0)
	hi, _ = bits.Sub64(0, hi, borrow)
	return lo, hi
}

// mStar is M*: the signed double product of two cells.
func mStar(a, b int64) (lo, hi int64) {
	neg := (a < 0) != (b < 0)
	ua, ub := uabs(a), uabs(b)
	h, l := bits.Mul64(ua, ub)
	if neg {
		l, h = neg128(l, h)
	}
	return int64(l), int64(h)
}

func uabs(a int64) uint64 {
	if a < 0 {
		return uint64(-a)
	}
	return uint64(a)
}

// divide128 divides the double (lo, hi) by n in magnitudes: the quotient
// and remainder of |d| / |n| with the signs of the dividend and the
// quotient, or -10 and -11 for a zero divisor and a quotient that does not
// fit in 64 bits.
func divide128(m *core.Machine, lo, hi, n int64) (q, r uint64, negD, negQ bool) {
	if n == 0 {
		m.Throw(core.ErrDivByZero)
	}
	negD = hi < 0
	ulo, uhi := uint64(lo), uint64(hi)
	if negD {
		ulo, uhi = neg128(ulo, uhi)
	}
	un := uabs(n)
	if uhi >= un {
		m.Throwf(core.ErrOutOfRange, "the quotient does not fit in a cell")
	}
	q, r = bits.Div64(uhi, ulo, un)
	return q, r, negD, negD != (n < 0)
}

// signedQuotient gives the quotient magnitude q its sign, or -11 when it
// does not fit in a cell.
func signedQuotient(m *core.Machine, q uint64, neg bool) int64 {
	if neg {
		if q > 1<<63 {
			m.Throwf(core.ErrOutOfRange, "the quotient does not fit in a cell")
		}
		return -int64(q)
	}
	if q >= 1<<63 {
		m.Throwf(core.ErrOutOfRange, "the quotient does not fit in a cell")
	}
	return int64(q)
}

// smRem is SM/REM: symmetric division of a double by a cell; the remainder
// has the dividend's sign.
func smRem(m *core.Machine, lo, hi, n int64) (rem, quot int64) {
	q, r, negD, negQ := divide128(m, lo, hi, n)
	rem = int64(r)
	if negD {
		rem = -rem
	}
	return rem, signedQuotient(m, q, negQ)
}

// fmMod is FM/MOD: floored division of a double by a cell; the remainder has
// the divisor's sign.
func fmMod(m *core.Machine, lo, hi, n int64) (rem, quot int64) {
	q, r, _, negQ := divide128(m, lo, hi, n)
	if negQ && r != 0 {
		// from symmetric to floored: one more, rounding towards minus infinity
		q++
		r = uabs(n) - r
	}
	rem = int64(r)
	if n < 0 {
		rem = -rem
	}
	return rem, signedQuotient(m, q, negQ)
}

// umMod is UM/MOD: unsigned division of a double by a cell.
func umMod(m *core.Machine, lo, hi, n int64) (rem, quot int64) {
	if n == 0 {
		m.Throw(core.ErrDivByZero)
	}
	if uint64(hi) >= uint64(n) {
		m.Throwf(core.ErrOutOfRange, "the quotient does not fit in a cell")
	}
	q, r := bits.Div64(uint64(hi), uint64(lo), uint64(n))
	return int64(r), int64(q)
}

// doubleDivision runs a division of three cells into a remainder and a
// quotient (UM/MOD, FM/MOD, SM/REM, */MOD). The cells stay on the stack until
// the division succeeds, so its error shows them.
func doubleDivision(m *core.Machine, divide func(m *core.Machine, a, b, c int64) (rem, quot int64)) {
	a, b, c := m.Pop3()
	rem, quot := divide(m, a, b, c)
	m.Push(rem)
	m.Push(quot)
}

// starSlashMod is */MOD: n1*n2 as a double, divided floored by n3.
func starSlashMod(m *core.Machine, a, b, c int64) (rem, quot int64) {
	lo, hi := mStar(a, b)
	return fmMod(m, lo, hi, c)
}
