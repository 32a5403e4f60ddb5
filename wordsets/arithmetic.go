package wordsets

import (
	"math/bits"

	"github.com/forthling/forthling/core"
)

// binary makes a word that replaces the top two cells by f of them.
func binary(name, effect, doc, example, result string, f func(a, b int64) int64) core.Def {
	return core.Def{Name: name, Effect: effect, Doc: doc, Example: example, Result: result,
		Fn: func(m *core.Machine) {
			s := m.Top(2)
			m.Drop(1)
			s[0] = f(s[0], s[1])
		}}
}

// unary makes a word that replaces the top cell by f of it.
func unary(name, effect, doc, example, result string, f func(a int64) int64) core.Def {
	return core.Def{Name: name, Effect: effect, Doc: doc, Example: example, Result: result,
		Fn: func(m *core.Machine) {
			s := m.Top(1)
			s[0] = f(s[0])
		}}
}

// Arithmetic, logic and comparison words of Core and Core extensions.
var arithmeticWords = []core.Def{
	binary("+", "( n1 n2 -- n3 )", "Add n1 and n2; past the largest cell the sum wraps around to negative numbers.", "2 3 + .", "5 ", func(a, b int64) int64 { return a + b }),
	binary("-", "( n1 n2 -- n3 )", "Subtract n2 from n1.", "7 2 - .", "5 ", func(a, b int64) int64 { return a - b }),
	binary("*", "( n1 n2 -- n3 )", "Multiply n1 by n2, keeping the low 64 bits of the product (M* keeps all of it).", "6 7 * .", "42 ", func(a, b int64) int64 { return a * b }),
	{Name: "/", Effect: "( n1 n2 -- n3 )", Doc: "Divide n1 by n2, rounding towards minus infinity (floored, as gforth does); dividing by zero is error -10.",
		Example: "7 2 / .  -7 2 / .", Result: "3 -4 ",
		Fn: func(m *core.Machine) { a, b := m.Pop2(); q, _ := divide(m, a, b); m.Push(q) }},
	{Name: "MOD", Effect: "( n1 n2 -- n3 )", Doc: "The remainder of floored division: it has the sign of n2.",
		Example: "7 3 MOD .  -7 3 MOD .", Result: "1 2 ",
		Fn: func(m *core.Machine) { a, b := m.Pop2(); m.Push(modulo(m, a, b)) }},
	{Name: "/MOD", Effect: "( n1 n2 -- rem quot )", Doc: "Floored division: remainder and quotient.",
		Example: "7 2 /MOD . .", Result: "3 1 ",
		Fn: func(m *core.Machine) { a, b := m.Pop2(); q, r := divide(m, a, b); m.Push(r); m.Push(q) }},
	{Name: "*/", Effect: "( n1 n2 n3 -- n4 )", Doc: "Multiply n1 by n2 into a double, then divide by n3 (floored): no overflow in between.",
		Example: "1000000000000 3 4 */ .", Result: "750000000000 ",
		Fn: func(m *core.Machine) { a, b, c := m.Pop3(); _, q := starSlashMod(m, a, b, c); m.Push(q) }},
	{Name: "*/MOD", Effect: "( n1 n2 n3 -- rem quot )", Doc: "Multiply n1 by n2 into a double, then divide by n3 (floored): remainder and quotient.",
		Example: "10 10 7 */MOD . .", Result: "14 2 ",
		Fn: func(m *core.Machine) { doubleDivision(m, starSlashMod) }},
	unary("1+", "( n -- n+1 )", "Add one to n.", "4 1+ .", "5 ", func(a int64) int64 { return a + 1 }),
	unary("1-", "( n -- n-1 )", "Subtract one from n.", "4 1- .", "3 ", func(a int64) int64 { return a - 1 }),
	unary("2*", "( x -- x*2 )", "Shift left by one bit.", "5 2* .", "10 ", func(a int64) int64 { return a << 1 }),
	unary("2/", "( x -- x/2 )", "Shift right by one bit, keeping the sign bit.", "-6 2/ .", "-3 ", func(a int64) int64 { return a >> 1 }),
	unary("ABS", "( n -- u )", "The absolute value of n; the most negative cell has none and stays as it is.", "-5 ABS .", "5 ", func(a int64) int64 {
		if a < 0 {
			return -a
		}
		return a
	}),
	unary("NEGATE", "( n -- -n )", "Change the sign of n.", "5 NEGATE .", "-5 ", func(a int64) int64 { return -a }),
	binary("MIN", "( n1 n2 -- n3 )", "The smaller of two numbers.", "3 8 MIN .", "3 ", func(a, b int64) int64 { return min(a, b) }),
	binary("MAX", "( n1 n2 -- n3 )", "The larger of two numbers.", "3 8 MAX .", "8 ", func(a, b int64) int64 { return max(a, b) }),
	binary("AND", "( x1 x2 -- x3 )", "Bitwise and: a bit of x3 is set where it is set in both x1 and x2. On flags it is the logical and.", "12 10 AND .", "8 ", func(a, b int64) int64 { return a & b }),
	binary("OR", "( x1 x2 -- x3 )", "Bitwise or: a bit of x3 is set where it is set in x1 or x2. On flags it is the logical or.", "12 10 OR .", "14 ", func(a, b int64) int64 { return a | b }),
	binary("XOR", "( x1 x2 -- x3 )", "Bitwise exclusive or: a bit of x3 is set where x1 and x2 differ.", "12 10 XOR .", "6 ", func(a, b int64) int64 { return a ^ b }),
	unary("INVERT", "( x -- ~x )", "Flip every bit of x; on a flag it is the logical not (0= also works on any number).", "0 INVERT .", "-1 ", func(a int64) int64 { return ^a }),
	binary("LSHIFT", "( x u -- x<<u )", "Shift left by u bits (0 when u is 64 or more).", "1 10 LSHIFT .", "1024 ", core.ShiftLeft),
	binary("RSHIFT", "( x u -- x>>u )", "Shift right by u bits, filling with zeros.", "1024 3 RSHIFT .", "128 ", core.ShiftRight),
	{Name: "M*", Effect: "( n1 n2 -- d )", Doc: "Multiply into a signed double-cell product.",
		Example: "-3 4 M* . .", Result: "-1 -12 ",
		Fn: func(m *core.Machine) { a, b := m.Pop2(); lo, hi := mStar(a, b); m.Push(lo); m.Push(hi) }},
	{Name: "UM*", Effect: "( u1 u2 -- ud )", Doc: "Multiply unsigned into an unsigned double-cell product.",
		Example: "3 4 UM* . .", Result: "0 12 ",
		Fn: func(m *core.Machine) {
			a, b := m.Pop2()
			hi, lo := bits.Mul64(uint64(a), uint64(b))
			m.Push(int64(lo))
			m.Push(int64(hi))
		}},
	{Name: "UM/MOD", Effect: "( ud u1 -- urem uquot )", Doc: "Divide an unsigned double by an unsigned cell.",
		Example: "10 0 3 UM/MOD . .", Result: "3 1 ",
		Fn: func(m *core.Machine) { doubleDivision(m, umMod) }},
	{Name: "FM/MOD", Effect: "( d n -- rem quot )", Doc: "Floored division of a double by a cell: the remainder has the sign of n.",
		Example: "-7 S>D 2 FM/MOD . .", Result: "-4 1 ",
		Fn: func(m *core.Machine) { doubleDivision(m, fmMod) }},
	{Name: "SM/REM", Effect: "( d n -- rem quot )", Doc: "Symmetric division of a double by a cell: the quotient is rounded towards zero.",
		Example: "-7 S>D 2 SM/REM . .", Result: "-3 -1 ",
		Fn: func(m *core.Machine) { doubleDivision(m, smRem) }},
	{Name: "S>D", Effect: "( n -- d )", Doc: "Extend a cell to a double-cell number.",
		Example: "-5 S>D . .", Result: "-1 -5 ",
		Fn: func(m *core.Machine) {
			n := m.Top(1)[0]
			if n < 0 {
				m.Push(-1)
			} else {
				m.Push(0)
			}
		}},
	binary("=", "( x1 x2 -- flag )", "True if the cells are equal.", "3 3 = .", "-1 ", func(a, b int64) int64 { return core.Flag(a == b) }),
	binary("<>", "( x1 x2 -- flag )", "True if the cells differ.", "3 4 <> .", "-1 ", func(a, b int64) int64 { return core.Flag(a != b) }),
	binary("<", "( n1 n2 -- flag )", "True if n1 is less than n2 (signed).", "-1 0 < .", "-1 ", func(a, b int64) int64 { return core.Flag(a < b) }),
	binary(">", "( n1 n2 -- flag )", "True if n1 is greater than n2 (signed).", "2 1 > .", "-1 ", func(a, b int64) int64 { return core.Flag(a > b) }),
	binary("U<", "( u1 u2 -- flag )", "True if u1 is less than u2, unsigned.", "-1 0 U< .", "0 ", func(a, b int64) int64 { return core.Flag(uint64(a) < uint64(b)) }),
	binary("U>", "( u1 u2 -- flag )", "True if u1 is greater than u2, unsigned.", "-1 0 U> .", "-1 ", func(a, b int64) int64 { return core.Flag(uint64(a) > uint64(b)) }),
	unary("0=", "( x -- flag )", "True if x is zero.", "0 0= .", "-1 ", func(a int64) int64 { return core.Flag(a == 0) }),
	unary("0<>", "( x -- flag )", "True if x is not zero.", "5 0<> .", "-1 ", func(a int64) int64 { return core.Flag(a != 0) }),
	unary("0<", "( n -- flag )", "True if n is negative.", "-5 0< .", "-1 ", func(a int64) int64 { return core.Flag(a < 0) }),
	unary("0>", "( n -- flag )", "True if n is positive.", "5 0> .", "-1 ", func(a int64) int64 { return core.Flag(a > 0) }),
	{Name: "WITHIN", Effect: "( n lo hi -- flag )", Doc: "True if lo <= n < hi, with wrap-around for unsigned ranges.",
		Example: "5 1 10 WITHIN .  10 1 10 WITHIN .", Result: "-1 0 ",
		Fn: func(m *core.Machine) {
			n, lo, hi := m.Pop3()
			m.PushBool(uint64(n-lo) < uint64(hi-lo))
		}},
	{Name: "TRUE", Effect: "( -- true )", Doc: "Push a true flag, all bits set (-1).", Example: "TRUE .", Result: "-1 ",
		Fn: func(m *core.Machine) { m.Push(-1) }},
	{Name: "FALSE", Effect: "( -- false )", Doc: "Push a false flag (0).", Example: "FALSE .", Result: "0 ",
		Fn: func(m *core.Machine) { m.Push(0) }},
}
