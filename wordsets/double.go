package wordsets

import (
	"math/big"
	"math/bits"

	"github.com/forthling/forthling/core"
)

// A double-cell number is two cells on the stack, the high cell on top; as
// a 128-bit two's complement number it is hi*2^64 + lo.

// popDouble takes a double-cell number off the stack.
func popDouble(m *core.Machine) (lo, hi int64) { return m.Pop2() }

// pushDouble puts a double-cell number on the stack.
func pushDouble(m *core.Machine, lo, hi int64) {
	m.Push(lo)
	m.Push(hi)
}

// dAdd is D+: the 128-bit sum, wrapping.
func dAdd(alo, ahi, blo, bhi int64) (int64, int64) {
	lo, carry := bits.Add64(uint64(alo), uint64(blo), 0)
	hi, _ := bits.Add64(uint64(ahi), uint64(bhi), carry)
	return int64(lo), int64(hi)
}

// dNegate is DNEGATE.
func dNegate(lo, hi int64) (int64, int64) {
	l, h := neg128(uint64(lo), uint64(hi))
	return int64(l), int64(h)
}

// dLess is D<: signed comparison, the high cells first.
func dLess(alo, ahi, blo, bhi int64) bool {
	if ahi != bhi {
		return ahi < bhi
	}
	return uint64(alo) < uint64(blo)
}

// dULess is DU<: unsigned comparison.
func dULess(alo, ahi, blo, bhi int64) bool {
	if ahi != bhi {
		return uint64(ahi) < uint64(bhi)
	}
	return uint64(alo) < uint64(blo)
}

// bigOfDouble converts a double-cell number to a big integer.
func bigOfDouble(lo, hi int64) *big.Int {
	b := new(big.Int).SetInt64(hi)
	b.Lsh(b, 64)
	return b.Add(b, new(big.Int).SetUint64(uint64(lo)))
}

// minDouble and maxDouble bound the double-cell numbers.
var (
	minDouble = new(big.Int).Lsh(big.NewInt(-1), 127)
	maxDouble = new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), 127), big.NewInt(1))
)

// doubleOfBig converts a big integer to a double-cell number, reporting
// whether it fits.
func doubleOfBig(b *big.Int) (lo, hi int64, ok bool) {
	if b.Cmp(minDouble) < 0 || b.Cmp(maxDouble) > 0 {
		return 0, 0, false
	}
	mask := new(big.Int).SetUint64(^uint64(0))
	lo = int64(new(big.Int).And(b, mask).Uint64())
	hi = new(big.Int).Rsh(b, 64).Int64()
	return lo, hi, true
}

// mStarSlash is M*/: d times n1 divided by n2, through a triple-cell
// product, rounded towards minus infinity like the other divisions.
func mStarSlash(m *core.Machine, lo, hi, n1, n2 int64) (int64, int64) {
	if n2 == 0 {
		m.Throw(core.ErrDivByZero)
	}
	p := bigOfDouble(lo, hi)
	p.Mul(p, big.NewInt(n1))
	d := big.NewInt(n2)
	q, r := new(big.Int).QuoRem(p, d, new(big.Int))
	if r.Sign() != 0 && (r.Sign() < 0) != (n2 < 0) {
		q.Sub(q, big.NewInt(1))
	}
	qlo, qhi, ok := doubleOfBig(q)
	if !ok {
		m.Throwf(core.ErrOutOfRange, "the quotient does not fit in a double cell")
	}
	return qlo, qhi
}

// dCompare makes a word that compares two double-cell numbers, each given
// to f as {lo, hi}.
func dCompare(name, effect, doc, example, result string, f func(a, b [2]int64) bool) core.Def {
	return core.Def{Name: name, Effect: effect, Doc: doc, Example: example, Result: result,
		Fn: func(m *core.Machine) {
			// in place: the flag over d1's low cell
			s := m.Top(4)
			s[0] = core.Flag(f([2]int64{s[0], s[1]}, [2]int64{s[2], s[3]}))
			m.Drop(3)
		}}
}

// twoValueStore is TO of a 2VALUE: the pair goes where 2! puts it.
func twoValueStore(body int64) func(m *core.Machine) {
	return func(m *core.Machine) {
		x1, x2 := m.Pop2()
		m.SetCell(body, x2)
		m.SetCell(body+core.CellSize, x1)
	}
}

// doubleWords are the Double-number word set and its extensions (2ROT and
// 2LITERAL are with the stack words and the compiler).
var doubleWords = []core.Def{
	{Name: "2CONSTANT", Effect: "( x1 x2 \"name\" -- ) ( name: -- x1 x2 )", Doc: "Make a word that pushes the pair x1 x2, such as a double-cell number.",
		Example: "1234567. 2CONSTANT BIG  BIG D.", Result: "1234567 ",
		Fn: func(m *core.Machine) {
			x1, x2 := m.Pop2()
			w := m.Define(m.ParseNameString(), core.KindOther, nil)
			m.Make(w, "2constant", x1, x2)
		}},
	{Name: "2VARIABLE", Effect: "( \"name\" -- ) ( name: -- a-addr )", Doc: "Make a variable of two cells, initially zero, for a double-cell number or a pair (2@ and 2! use it).",
		Example: "2VARIABLE TOTAL  123. TOTAL 2!  TOTAL 2@ D.", Result: "123 ",
		Fn: func(m *core.Machine) {
			create(m, core.KindVariable)
			m.Comma(0)
			m.Comma(0)
		}},
	{Name: "2VALUE", Effect: "( x1 x2 \"name\" -- ) ( name: -- x1 x2 )", Doc: "Make a word that pushes a pair, x1 x2 at first; TO name stores a new pair and +TO name adds a double-cell number to it.",
		Example: "1. 2VALUE D  5. TO D  D D.", Result: "5 ",
		Fn: func(m *core.Machine) {
			x1, x2 := m.Pop2()
			w := create(m, core.KindOther)
			m.Comma(x2)
			m.Comma(x1)
			m.Make(w, "2value", w.Body)
		}},
	{Name: "D+", Effect: "( d1 d2 -- d3 )", Doc: "Add two double-cell numbers.",
		Example: "1. 2. D+ D.", Result: "3 ",
		Fn: func(m *core.Machine) {
			blo, bhi := popDouble(m)
			alo, ahi := popDouble(m)
			lo, hi := dAdd(alo, ahi, blo, bhi)
			pushDouble(m, lo, hi)
		}},
	{Name: "D-", Effect: "( d1 d2 -- d3 )", Doc: "Subtract d2 from d1.",
		Example: "5. 7. D- D.", Result: "-2 ",
		Fn: func(m *core.Machine) {
			blo, bhi := popDouble(m)
			alo, ahi := popDouble(m)
			nlo, nhi := dNegate(blo, bhi)
			lo, hi := dAdd(alo, ahi, nlo, nhi)
			pushDouble(m, lo, hi)
		}},
	{Name: "D.", Effect: "( d -- )", Doc: "Print a double-cell number in the current BASE, followed by a space.",
		Example: "-12345678901234567890. D.", Result: "-12345678901234567890 ",
		Fn: func(m *core.Machine) {
			lo, hi := popDouble(m)
			m.WriteString(formatDouble(m, lo, hi, m.Base()) + " ")
		}},
	{Name: "D.R", Effect: "( d width -- )", Doc: "Print a double-cell number right-aligned in a field of width characters, with no space after.",
		Example: "42. 6 D.R", Result: "    42",
		Fn: func(m *core.Machine) {
			w := m.Pop()
			lo, hi := popDouble(m)
			rightAligned(m, formatDouble(m, lo, hi, m.Base()), w)
		}},
	{Name: "D0<", Effect: "( d -- flag )", Doc: "True if the double-cell number is negative.",
		Example: "-1. D0< .", Result: "-1 ",
		Fn: func(m *core.Machine) { _, hi := popDouble(m); m.PushBool(hi < 0) }},
	{Name: "D0=", Effect: "( xd -- flag )", Doc: "True if the double-cell number is zero.",
		Example: "0. D0= .", Result: "-1 ",
		Fn: func(m *core.Machine) { lo, hi := popDouble(m); m.PushBool(lo == 0 && hi == 0) }},
	{Name: "D2*", Effect: "( xd1 -- xd2 )", Doc: "Shift a double-cell number left by one bit.",
		Example: "-5. D2* D.", Result: "-10 ",
		Fn: func(m *core.Machine) {
			s := m.Top(2)
			s[0], s[1] = s[0]<<1, s[1]<<1|int64(uint64(s[0])>>63)
		}},
	{Name: "D2/", Effect: "( xd1 -- xd2 )", Doc: "Shift a double-cell number right by one bit, keeping its sign bit.",
		Example: "-10. D2/ D.", Result: "-5 ",
		Fn: func(m *core.Machine) {
			s := m.Top(2)
			s[0], s[1] = int64(uint64(s[0])>>1|uint64(s[1])<<63), s[1]>>1
		}},
	dCompare("D<", "( d1 d2 -- flag )", "True if d1 is less than d2 (signed).", "-1. 1. D< .", "-1 ",
		func(a, b [2]int64) bool { return dLess(a[0], a[1], b[0], b[1]) }),
	dCompare("D=", "( xd1 xd2 -- flag )", "True if the two double-cell numbers are equal.", "7. 7. D= .", "-1 ",
		func(a, b [2]int64) bool { return a == b }),
	dCompare("DU<", "( ud1 ud2 -- flag )", "True if ud1 is less than ud2, both unsigned.", "1. -1. DU< .", "-1 ",
		func(a, b [2]int64) bool { return dULess(a[0], a[1], b[0], b[1]) }),
	dCompare("D<>", "( xd1 xd2 -- flag )", "True if the two double-cell numbers differ (not in the standard; gforth has it).", "7. 8. D<> .", "-1 ",
		func(a, b [2]int64) bool { return a != b }),
	dCompare("D>", "( d1 d2 -- flag )", "True if d1 is greater than d2, signed (not in the standard; gforth has it).", "1. -1. D> .", "-1 ",
		func(a, b [2]int64) bool { return dLess(b[0], b[1], a[0], a[1]) }),
	dCompare("D<=", "( d1 d2 -- flag )", "True if d1 is less than or equal to d2, signed (not in the standard; gforth has it).", "1. 1. D<= .", "-1 ",
		func(a, b [2]int64) bool { return !dLess(b[0], b[1], a[0], a[1]) }),
	dCompare("D>=", "( d1 d2 -- flag )", "True if d1 is greater than or equal to d2, signed (not in the standard; gforth has it).", "-1. 1. D>= .", "0 ",
		func(a, b [2]int64) bool { return !dLess(a[0], a[1], b[0], b[1]) }),
	dCompare("DU>", "( ud1 ud2 -- flag )", "True if ud1 is greater than ud2, both unsigned (not in the standard; gforth has it).", "-1. 1. DU> .", "-1 ",
		func(a, b [2]int64) bool { return dULess(b[0], b[1], a[0], a[1]) }),
	{Name: "D>S", Effect: "( d -- n )", Doc: "Convert a double-cell number to a cell (its low cell; the number must fit).",
		Example: "-7. D>S .", Result: "-7 ",
		Fn: func(m *core.Machine) { lo, _ := popDouble(m); m.Push(lo) }},
	{Name: "DABS", Effect: "( d -- ud )", Doc: "The absolute value of a double-cell number.",
		Example: "-5. DABS D.", Result: "5 ",
		Fn: func(m *core.Machine) {
			s := m.Top(2)
			if s[1] < 0 {
				s[0], s[1] = dNegate(s[0], s[1])
			}
		}},
	{Name: "DMAX", Effect: "( d1 d2 -- d3 )", Doc: "The larger of two double-cell numbers.",
		Example: "3. -8. DMAX D.", Result: "3 ",
		Fn: func(m *core.Machine) {
			blo, bhi := popDouble(m)
			alo, ahi := popDouble(m)
			if dLess(alo, ahi, blo, bhi) {
				alo, ahi = blo, bhi
			}
			pushDouble(m, alo, ahi)
		}},
	{Name: "DMIN", Effect: "( d1 d2 -- d3 )", Doc: "The smaller of two double-cell numbers.",
		Example: "3. -8. DMIN D.", Result: "-8 ",
		Fn: func(m *core.Machine) {
			blo, bhi := popDouble(m)
			alo, ahi := popDouble(m)
			if dLess(blo, bhi, alo, ahi) {
				alo, ahi = blo, bhi
			}
			pushDouble(m, alo, ahi)
		}},
	{Name: "DNEGATE", Effect: "( d1 -- d2 )", Doc: "Change the sign of a double-cell number.",
		Example: "5. DNEGATE D.", Result: "-5 ",
		Fn: func(m *core.Machine) { s := m.Top(2); s[0], s[1] = dNegate(s[0], s[1]) }},
	{Name: "M+", Effect: "( d1 n -- d2 )", Doc: "Add a cell to a double-cell number.",
		Example: "10. -3 M+ D.", Result: "7 ",
		Fn: func(m *core.Machine) {
			n := m.Pop()
			s := m.Top(2)
			s[0], s[1] = dAdd(s[0], s[1], n, n>>63)
		}},
	{Name: "M*/", Effect: "( d1 n1 n2 -- d2 )", Doc: "Multiply d1 by n1 into a triple-cell product and divide it by n2, rounding towards minus infinity; a quotient too large for a double cell is error -11.",
		Example: "100000000000000000000. 3 7 M*/ D.", Result: "42857142857142857142 ",
		Fn: func(m *core.Machine) {
			n1, n2 := m.Pop2()
			lo, hi := popDouble(m)
			qlo, qhi := mStarSlash(m, lo, hi, n1, n2)
			pushDouble(m, qlo, qhi)
		}},
}

var doubleSet = &core.WordSet{
	Name:  "DOUBLE",
	Doc:   "Double-cell numbers: arithmetic, comparison, output and 2CONSTANT, 2VARIABLE, 2VALUE.",
	Words: doubleWords,
	Environment: map[string][]int64{
		"DOUBLE":     {-1},
		"DOUBLE-EXT": {-1},
	},
}
