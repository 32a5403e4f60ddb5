package compile

import "math/bits"

// divisor divides by a number known while compiling, greater than 1 and
// not a power of two (those shift), without a division instruction: a
// multiplication by a magic number and shifts, as compilers divide by a
// constant. A program's `7 MOD` or `100 /` then costs a few cycles
// instead of a division's tens.
//
// The method is Granlund and Montgomery's for unsigned numbers (Division
// by Invariant Integers using Multiplication, 1994, figure 4.1), which
// holds for every 64-bit dividend. Floored division of a signed dividend
// comes from it: for a >= 0 the quotient is the unsigned one, and for
// a < 0 it is ^(^a / d), since ^a = -a-1 >= 0 (floor(a/d) = -ceil(-a/d)
// = -((-a-1)/d) - 1).
type divisor struct {
	d     int64
	magic uint64
	shift uint
}

// newDivisor makes the divisor d, which is greater than 1 and not a power
// of two.
func newDivisor(d int64) divisor {
	l := uint(bits.Len64(uint64(d - 1))) // ceil(log2 d), 2^(l-1) < d < 2^l
	// magic = floor(2^64 * (2^l - d) / d) + 1: 2^l - d < d, so Div64's
	// quotient fits
	q, _ := bits.Div64(uint64(1)<<l-uint64(d), 0, uint64(d))
	return divisor{d: d, magic: q + 1, shift: l - 1}
}

// quot is the floored quotient of a by the divisor.
func (v divisor) quot(a int64) int64 {
	s := a >> 63 // 0, or -1 when a is negative
	n := uint64(a ^ s)
	t, _ := bits.Mul64(n, v.magic)
	// shift is below 64; the mask tells Go so, which then shifts without
	// testing for a count of 64 and more
	return int64((t+(n-t)>>1)>>(v.shift&63)) ^ s
}

// product is a*b, and whether it fits in a cell: the high half of the
// signed 128-bit product is the unsigned one less b where a is negative
// and less a where b is, and it fits when that half only extends the
// sign of the low one. */ divides the product in a cell when it fits.
func product(a, b int64) (int64, bool) {
	hi, lo := bits.Mul64(uint64(a), uint64(b))
	hi -= uint64(a>>63)&uint64(b) + uint64(b>>63)&uint64(a)
	return int64(lo), hi == uint64(int64(lo)>>63)
}

// fitsCell reports whether a*b fits in a cell.
func fitsCell(a, b int64) bool { _, ok := product(a, b); return ok }

// mod is the remainder of a by the divisor, of floored division: it has
// the divisor's sign, as MOD gives it.
func (v divisor) mod(a int64) int64 { return a - v.quot(a)*v.d }
