package wordsets

import (
	endian "encoding/binary"
	"math"
	"math/big"
	"slices"

	"github.com/forthling/forthling/core"
)

// Floats are IEEE 754 binary64 numbers on their own stack; arithmetic
// follows IEEE: 1e 0e F/ is infinity and 0e 0e F/ is NaN, not an error.

// fBinary makes a word that replaces the top two floats by f of them.
func fBinary(name, effect, doc, example, result string, f func(a, b float64) float64) core.Def {
	return core.Def{Name: name, Effect: effect, Doc: doc, Example: example, Result: result,
		Fn: func(m *core.Machine) {
			s := m.FTop(2)
			m.FDrop(1)
			s[0] = f(s[0], s[1])
		}}
}

// fUnary makes a word that replaces the top float by f of it.
func fUnary(name, effect, doc, example, result string, f func(a float64) float64) core.Def {
	return core.Def{Name: name, Effect: effect, Doc: doc, Example: example, Result: result,
		Fn: func(m *core.Machine) {
			s := m.FTop(1)
			s[0] = f(s[0])
		}}
}

// fCompare makes a word that takes two floats and pushes the flag f gives.
func fCompare(name, doc, example, result string, f func(a, b float64) bool) core.Def {
	return core.Def{Name: name, Effect: "( F: r1 r2 -- ) ( -- flag )", Doc: doc, Example: example, Result: result,
		Fn: func(m *core.Machine) {
			s := m.FTop(2)
			a, b := s[0], s[1]
			m.FDrop(2)
			m.PushBool(f(a, b))
		}}
}

// fTest makes a word that takes one float and pushes the flag f gives.
func fTest(name, doc, example, result string, f func(a float64) bool) core.Def {
	return core.Def{Name: name, Effect: "( F: r -- ) ( -- flag )", Doc: doc, Example: example, Result: result,
		Fn: func(m *core.Machine) { m.PushBool(f(m.FPop())) }}
}

// alignTo rounds a up to a multiple of n (a power of two).
func alignTo(a, n int64) int64 { return (a + n - 1) &^ (n - 1) }

// alignHere moves HERE up to a multiple of n.
func alignHere(m *core.Machine, n int64) { m.Allot(alignTo(m.Here(), n) - m.Here()) }

// floatField makes a field of size bytes aligned to size (FFIELD: and the
// like), as FIELD: does for cells.
func floatField(size int64) func(m *core.Machine) {
	return func(m *core.Machine) {
		offset := alignTo(m.Pop(), size)
		fieldWord(m, offset)
		m.Push(offset + size)
	}
}

// two127 is 2^127, the first magnitude a double-cell number cannot hold.
var two127 = math.Ldexp(1, 127)

// floatToDouble is F>D: the integer part of r as a double-cell number.
func floatToDouble(m *core.Machine, r float64) (lo, hi int64) {
	if math.IsNaN(r) || r >= two127 || r < -two127 {
		m.Throwf(core.ErrOutOfRange, "%s does not fit in a double-cell number", core.FormatFloat(r))
	}
	i, _ := new(big.Float).SetFloat64(math.Trunc(r)).Int(nil)
	lo, hi, _ = doubleOfBig(i)
	return lo, hi
}

// doubleToFloat is D>F: the nearest float to a double-cell number.
func doubleToFloat(lo, hi int64) float64 {
	f, _ := new(big.Float).SetInt(bigOfDouble(lo, hi)).Float64()
	return f
}

// floatToCell is F>S: the integer part of r as a cell.
func floatToCell(m *core.Machine, r float64) int64 {
	if math.IsNaN(r) || r >= math.Ldexp(1, 63) || r < -math.Ldexp(1, 63) {
		m.Throwf(core.ErrOutOfRange, "%s does not fit in a cell", core.FormatFloat(r))
	}
	return int64(r)
}

// approxEqual is F~: exactly the same bits when r3 is zero, closer than r3
// when r3 is positive, and closer than |r3| times |r1|+|r2| when negative.
func approxEqual(r1, r2, r3 float64) bool {
	switch {
	case r3 > 0:
		return math.Abs(r1-r2) < r3
	case r3 == 0:
		return math.Float64bits(r1) == math.Float64bits(r2)
	case r3 < 0:
		return math.Abs(r1-r2) < -r3*(math.Abs(r1)+math.Abs(r2))
	}
	return false // r3 is NaN
}

// fvalueStore is TO of an FVALUE.
func fvalueStore(body int64) func(m *core.Machine) {
	return func(m *core.Machine) { m.SetFloat(body, m.FPop()) }
}

// floatWords are the Floating-point word set and its extensions, with a few
// common words gforth also has (F= F<> F> F<= F>= F0> FNIP FTUCK FPICK F,
// F2* F2/ 1/F). The elementary functions and the conversions to and from
// text are in floatmath.go and floatio.go.
var floatWords = []core.Def{
	// the float stack
	{Name: "FDROP", Effect: "( F: r -- )", Doc: "Remove the top float.", Example: "1e 2e FDROP F.", Result: "1. ",
		Fn: func(m *core.Machine) { m.FPop() }},
	{Name: "FDUP", Effect: "( F: r -- r r )", Doc: "Copy the top float.", Example: "1.5e FDUP F+ F.", Result: "3. ",
		Fn: func(m *core.Machine) { m.FPush(m.FTop(1)[0]) }},
	{Name: "FSWAP", Effect: "( F: r1 r2 -- r2 r1 )", Doc: "Exchange the top two floats.", Example: "1e 2e FSWAP F. F.", Result: "1. 2. ",
		Fn: func(m *core.Machine) { s := m.FTop(2); s[0], s[1] = s[1], s[0] }},
	{Name: "FOVER", Effect: "( F: r1 r2 -- r1 r2 r1 )", Doc: "Copy the second float to the top.", Example: "1e 2e FOVER F. F. F.", Result: "1. 2. 1. ",
		Fn: func(m *core.Machine) { m.FPush(m.FTop(2)[0]) }},
	{Name: "FROT", Effect: "( F: r1 r2 r3 -- r2 r3 r1 )", Doc: "Move the third float to the top.", Example: "1e 2e 3e FROT F. F. F.", Result: "1. 3. 2. ",
		Fn: func(m *core.Machine) { s := m.FTop(3); s[0], s[1], s[2] = s[1], s[2], s[0] }},
	{Name: "FNIP", Effect: "( F: r1 r2 -- r2 )", Doc: "Remove the second float (not in the standard; gforth has it).", Example: "1e 2e FNIP F.", Result: "2. ",
		Fn: func(m *core.Machine) { r := m.FPop(); m.FTop(1)[0] = r }},
	{Name: "FTUCK", Effect: "( F: r1 r2 -- r2 r1 r2 )", Doc: "Copy the top float below the second (not in the standard; gforth has it).", Example: "1e 2e FTUCK F. F. F.", Result: "2. 1. 2. ",
		Fn: func(m *core.Machine) { s := m.FTop(2); a, b := s[0], s[1]; s[0], s[1] = b, a; m.FPush(b) }},
	{Name: "FPICK", Effect: "( u -- ) ( F: r_u ... r_0 -- r_u ... r_0 r_u )", Doc: "Copy the u-th float to the top: 0 FPICK is FDUP (not in the standard; gforth has it).", Example: "1e 2e 3e 2 FPICK F. F. F. F.", Result: "1. 3. 2. 1. ",
		Fn: func(m *core.Machine) {
			u := m.Top(1)[0] // on the stack at an error, as FPICK found it
			if u < 0 || u >= int64(m.FDepth()) {
				m.Throw(core.ErrFStackUnderflow)
			}
			m.Pop()
			m.FPush(m.FTop(int(u) + 1)[0])
		}},
	{Name: "FDEPTH", Effect: "( -- +n )", Doc: "The number of floats on the float stack.", Example: "1e 2e FDEPTH .  FDROP FDROP", Result: "2 ",
		Fn: func(m *core.Machine) { m.Push(int64(m.FDepth())) }},

	// arithmetic
	fBinary("F+", "( F: r1 r2 -- r3 )", "Add two floats.", "1.5e 2.25e F+ F.", "3.75 ", func(a, b float64) float64 { return a + b }),
	fBinary("F-", "( F: r1 r2 -- r3 )", "Subtract r2 from r1.", "5e 1.5e F- F.", "3.5 ", func(a, b float64) float64 { return a - b }),
	fBinary("F*", "( F: r1 r2 -- r3 )", "Multiply two floats.", "1.5e 4e F* F.", "6. ", func(a, b float64) float64 { return a * b }),
	fBinary("F/", "( F: r1 r2 -- r3 )", "Divide r1 by r2, as IEEE 754 says: dividing by zero gives an infinity (or NaN for 0e 0e F/), not an error.", "7e 2e F/ F.", "3.5 ", func(a, b float64) float64 { return a / b }),
	fUnary("FNEGATE", "( F: r1 -- r2 )", "Change the sign of a float.", "2.5e FNEGATE F.", "-2.5 ", func(a float64) float64 { return -a }),
	fUnary("FABS", "( F: r1 -- r2 )", "The absolute value of a float.", "-2.5e FABS F.", "2.5 ", math.Abs),
	fBinary("FMAX", "( F: r1 r2 -- r3 )", "The larger of two floats.", "1e 2e FMAX F.", "2. ", keepNaN2(math.Max)),
	fBinary("FMIN", "( F: r1 r2 -- r3 )", "The smaller of two floats.", "1e 2e FMIN F.", "1. ", keepNaN2(math.Min)),
	fUnary("FLOOR", "( F: r1 -- r2 )", "Round towards minus infinity to a whole number.", "-2.5e FLOOR F.", "-3. ", math.Floor),
	fUnary("FROUND", "( F: r1 -- r2 )", "Round to the nearest whole number; halves go to the even one.", "2.5e FROUND F. 3.5e FROUND F.", "2. 4. ", math.RoundToEven),
	fUnary("FTRUNC", "( F: r1 -- r2 )", "Round towards zero to a whole number.", "-2.7e FTRUNC F.", "-2. ", math.Trunc),
	fUnary("F2*", "( F: r1 -- r2 )", "Multiply by two (not in the standard; gforth has it).", "1.5e F2* F.", "3. ", func(a float64) float64 { return a * 2 }),
	fUnary("F2/", "( F: r1 -- r2 )", "Divide by two (not in the standard; gforth has it).", "3e F2/ F.", "1.5 ", func(a float64) float64 { return a / 2 }),
	fUnary("1/F", "( F: r1 -- r2 )", "The reciprocal, 1 divided by r1 (not in the standard; gforth has it).", "4e 1/F F.", "0.25 ", func(a float64) float64 { return 1 / a }),

	// comparisons
	fTest("F0<", "True if r is less than zero.", "-1e F0< .", "-1 ", func(a float64) bool { return a < 0 }),
	fTest("F0=", "True if r is zero (either sign).", "-0e F0= .", "-1 ", func(a float64) bool { return a == 0 }),
	fTest("F0>", "True if r is greater than zero (not in the standard; gforth has it).", "1e F0> .", "-1 ", func(a float64) bool { return a > 0 }),
	fCompare("F<", "True if r1 is less than r2.", "1e 2e F< .", "-1 ", func(a, b float64) bool { return a < b }),
	fCompare("F=", "True if r1 equals r2 (0e and -0e are equal, NaN equals nothing; not in the standard, gforth has it).", "0.5e 1e 2e F/ F= .", "-1 ", func(a, b float64) bool { return a == b }),
	fCompare("F<>", "True if r1 does not equal r2 (not in the standard; gforth has it).", "1e 2e F<> .", "-1 ", func(a, b float64) bool { return a != b }),
	fCompare("F>", "True if r1 is greater than r2 (not in the standard; gforth has it).", "2e 1e F> .", "-1 ", func(a, b float64) bool { return a > b }),
	fCompare("F<=", "True if r1 is less than or equal to r2 (not in the standard; gforth has it).", "2e 2e F<= .", "-1 ", func(a, b float64) bool { return a <= b }),
	fCompare("F>=", "True if r1 is greater than or equal to r2 (not in the standard; gforth has it).", "1e 2e F>= .", "0 ", func(a, b float64) bool { return a >= b }),
	{Name: "F~", Effect: "( F: r1 r2 r3 -- ) ( -- flag )", Doc: "Approximate equality: with r3 positive, |r1-r2| < r3; with r3 zero, r1 and r2 have the same bits; with r3 negative, |r1-r2| < |r3|*(|r1|+|r2|).",
		Example: "1e 1.05e 0.1e F~ .  1e 1.05e -0.01e F~ .", Result: "-1 0 ",
		Fn: func(m *core.Machine) {
			s := m.FTop(3)
			r1, r2, r3 := s[0], s[1], s[2]
			m.FDrop(3)
			m.PushBool(approxEqual(r1, r2, r3))
		}},

	// conversions
	{Name: "S>F", Effect: "( n -- ) ( F: -- r )", Doc: "Convert a cell to a float.", Example: "7 S>F 2e F/ F.", Result: "3.5 ",
		Fn: func(m *core.Machine) { m.FPush(float64(m.Pop())) }},
	{Name: "F>S", Effect: "( F: r -- ) ( -- n )", Doc: "Convert a float to a cell, dropping its fraction (rounding towards zero); a float too large for a cell, or NaN, is error -11.", Example: "-3.7e F>S .", Result: "-3 ",
		Fn: func(m *core.Machine) { m.Push(floatToCell(m, m.FPop())) }},
	{Name: "D>F", Effect: "( d -- ) ( F: -- r )", Doc: "Convert a double-cell number to the nearest float.", Example: "123456789012345678901. D>F FS.", Result: "1.23456789012346E20 ",
		Fn: func(m *core.Machine) { lo, hi := popDouble(m); m.FPush(doubleToFloat(lo, hi)) }},
	{Name: "F>D", Effect: "( F: r -- ) ( -- d )", Doc: "Convert a float to a double-cell number, dropping its fraction (rounding towards zero); a float too large, or NaN, is error -11.", Example: "-1e20 F>D D.", Result: "-100000000000000000000 ",
		Fn: func(m *core.Machine) { lo, hi := floatToDouble(m, m.FPop()); pushDouble(m, lo, hi) }},

	// memory
	{Name: "F@", Effect: "( f-addr -- ) ( F: -- r )", Doc: "Fetch the float at f-addr.", Example: "FVARIABLE X 2.5e X F!  X F@ F.", Result: "2.5 ",
		Fn: func(m *core.Machine) { m.FPush(m.Float(m.Pop())) }},
	{Name: "F!", Effect: "( f-addr -- ) ( F: r -- )", Doc: "Store the float r at f-addr.", Example: "FVARIABLE X 2.5e X F!  X F@ F.", Result: "2.5 ",
		Fn: func(m *core.Machine) { a := m.Pop(); m.SetFloat(a, m.FPop()) }},
	{Name: "F,", Effect: "( F: r -- )", Doc: "Reserve a float of data space and store r in it (not in the standard; gforth has it). FALIGN first if HERE may not be aligned.", Example: "FALIGN HERE 1.5e F, F@ F.", Result: "1.5 ",
		Fn: func(m *core.Machine) { m.SetFloat(m.Allot(8), m.FPop()) }},
	{Name: "FLOAT+", Effect: "( f-addr1 -- f-addr2 )", Doc: "Add the size of a float, 8 bytes.", Example: "0 FLOAT+ .", Result: "8 ",
		Fn: func(m *core.Machine) { m.Top(1)[0] += 8 }},
	{Name: "FLOATS", Effect: "( n1 -- n2 )", Doc: "The size in bytes of n1 floats.", Example: "3 FLOATS .", Result: "24 ",
		Fn: func(m *core.Machine) { m.Top(1)[0] *= 8 }},
	{Name: "FALIGN", Effect: "( -- )", Doc: "Make HERE float aligned (a multiple of 8).", Example: "1 ALLOT FALIGN HERE 8 MOD .", Result: "0 ",
		Fn: func(m *core.Machine) { alignHere(m, 8) }},
	{Name: "FALIGNED", Effect: "( addr -- f-addr )", Doc: "Round addr up to a float boundary (a multiple of 8).", Example: "13 FALIGNED .", Result: "16 ",
		Fn: func(m *core.Machine) { s := m.Top(1); s[0] = alignTo(s[0], 8) }},
	{Name: "SF@", Effect: "( sf-addr -- ) ( F: -- r )", Doc: "Fetch the 32-bit IEEE single-precision float at sf-addr.", Example: "CREATE S 4 ALLOT  0.5e S SF!  S SF@ F.", Result: "0.5 ",
		Fn: func(m *core.Machine) {
			m.FPush(float64(math.Float32frombits(endian.LittleEndian.Uint32(m.Bytes(m.Pop(), 4)))))
		}},
	{Name: "SF!", Effect: "( sf-addr -- ) ( F: r -- )", Doc: "Store r at sf-addr as a 32-bit IEEE single-precision float, rounded to the nearest.", Example: "CREATE S 4 ALLOT  0.1e S SF!  S SF@ 0.1e F= .", Result: "0 ",
		Fn: func(m *core.Machine) {
			b := m.Bytes(m.Pop(), 4)
			endian.LittleEndian.PutUint32(b, math.Float32bits(float32(m.FPop())))
		}},
	{Name: "DF@", Effect: "( df-addr -- ) ( F: -- r )", Doc: "Fetch the 64-bit IEEE double-precision float at df-addr (the same as F@).", Example: "CREATE D 8 ALLOT  0.1e D DF!  D DF@ F.", Result: "0.1 ",
		Fn: func(m *core.Machine) { m.FPush(m.Float(m.Pop())) }},
	{Name: "DF!", Effect: "( df-addr -- ) ( F: r -- )", Doc: "Store r at df-addr as a 64-bit IEEE double-precision float (the same as F!).", Example: "CREATE D 8 ALLOT  0.1e D DF!  D DF@ F.", Result: "0.1 ",
		Fn: func(m *core.Machine) { a := m.Pop(); m.SetFloat(a, m.FPop()) }},
	{Name: "SFLOAT+", Effect: "( sf-addr1 -- sf-addr2 )", Doc: "Add the size of a single-precision float, 4 bytes.", Example: "0 SFLOAT+ .", Result: "4 ",
		Fn: func(m *core.Machine) { m.Top(1)[0] += 4 }},
	{Name: "SFLOATS", Effect: "( n1 -- n2 )", Doc: "The size in bytes of n1 single-precision floats.", Example: "3 SFLOATS .", Result: "12 ",
		Fn: func(m *core.Machine) { m.Top(1)[0] *= 4 }},
	{Name: "DFLOAT+", Effect: "( df-addr1 -- df-addr2 )", Doc: "Add the size of a double-precision float, 8 bytes.", Example: "0 DFLOAT+ .", Result: "8 ",
		Fn: func(m *core.Machine) { m.Top(1)[0] += 8 }},
	{Name: "DFLOATS", Effect: "( n1 -- n2 )", Doc: "The size in bytes of n1 double-precision floats.", Example: "3 DFLOATS .", Result: "24 ",
		Fn: func(m *core.Machine) { m.Top(1)[0] *= 8 }},
	{Name: "SFALIGN", Effect: "( -- )", Doc: "Make HERE aligned for a single-precision float (a multiple of 4).", Example: "1 ALLOT SFALIGN HERE 4 MOD .", Result: "0 ",
		Fn: func(m *core.Machine) { alignHere(m, 4) }},
	{Name: "SFALIGNED", Effect: "( addr -- sf-addr )", Doc: "Round addr up to a multiple of 4.", Example: "13 SFALIGNED .", Result: "16 ",
		Fn: func(m *core.Machine) { s := m.Top(1); s[0] = alignTo(s[0], 4) }},
	{Name: "DFALIGN", Effect: "( -- )", Doc: "Make HERE aligned for a double-precision float (a multiple of 8).", Example: "1 ALLOT DFALIGN HERE 8 MOD .", Result: "0 ",
		Fn: func(m *core.Machine) { alignHere(m, 8) }},
	{Name: "DFALIGNED", Effect: "( addr -- df-addr )", Doc: "Round addr up to a multiple of 8.", Example: "13 DFALIGNED .", Result: "16 ",
		Fn: func(m *core.Machine) { s := m.Top(1); s[0] = alignTo(s[0], 8) }},

	{Name: "PI", Effect: "( F: -- r )", Doc: "The float nearest to pi (not in the standard; gforth has it).", Example: "PI F.", Result: "3.14159265358979 ",
		Fn: func(m *core.Machine) { m.FPush(math.Pi) }},

	// defining words
	{Name: "FCONSTANT", Effect: "( F: r -- ) ( \"name\" -- ) ( name: F: -- r )", Doc: "Make a word that pushes the float r.",
		Example: "2.5e FCONSTANT RATE  RATE RATE F* F.", Result: "6.25 ",
		Fn: func(m *core.Machine) {
			r := m.FPop()
			w := m.Define(m.ParseNameString(), core.KindOther, nil)
			m.Make(w, "fconstant", int64(math.Float64bits(r)))
		}},
	{Name: "FVARIABLE", Effect: "( \"name\" -- ) ( name: -- f-addr )", Doc: "Make a variable for one float, initially 0e: name pushes its address for F@ and F!.",
		Example: "FVARIABLE X  3.5e X F!  X F@ F.", Result: "3.5 ",
		Fn: func(m *core.Machine) {
			create(m, core.KindVariable)
			m.SetFloat(m.Allot(8), 0)
		}},
	{Name: "FVALUE", Effect: "( F: r -- ) ( \"name\" -- ) ( name: F: -- r )", Doc: "Make a word that pushes a float, r at first; TO name stores a new one and +TO name adds to it.",
		Example: "1.5e FVALUE X  2e TO X  X F.", Result: "2. ",
		Fn: func(m *core.Machine) {
			r := m.FPop()
			w := create(m, core.KindOther)
			body := w.Body
			m.SetFloat(m.Allot(8), r)
			m.Make(w, "fvalue", body)
		}},
	{Name: "FFIELD:", Effect: "( n1 \"name\" -- n2 ) ( name: addr1 -- addr2 )", Doc: "Make a field of one float at offset n1, float aligned first: name adds the offset to an address.",
		Example: "BEGIN-STRUCTURE PT CFIELD: TAG FFIELD: PX END-STRUCTURE  0 PX . PT .", Result: "8 16 ",
		Fn: floatField(8)},
	{Name: "SFFIELD:", Effect: "( n1 \"name\" -- n2 ) ( name: addr1 -- addr2 )", Doc: "Make a field of one single-precision float (4 bytes, aligned to 4) at offset n1.",
		Example: "BEGIN-STRUCTURE S CFIELD: TAG SFFIELD: SX END-STRUCTURE  0 SX . S .", Result: "4 8 ",
		Fn: floatField(4)},
	{Name: "DFFIELD:", Effect: "( n1 \"name\" -- n2 ) ( name: addr1 -- addr2 )", Doc: "Make a field of one double-precision float (8 bytes, aligned to 8) at offset n1.",
		Example: "BEGIN-STRUCTURE D CFIELD: TAG DFFIELD: DX END-STRUCTURE  0 DX . D .", Result: "8 16 ",
		Fn: floatField(8)},
}

var floatSet = &core.WordSet{
	Name:  "FLOAT",
	Doc:   "Floating point: IEEE 754 double-precision numbers on their own stack, with arithmetic, functions and output.",
	Words: slices.Concat(floatWords, floatMathWords, floatIOWords),
	Environment: map[string][]int64{
		"FLOATING":       {-1},
		"FLOATING-EXT":   {-1},
		"FLOATING-STACK": {core.FloatStackDepth},
	},
	FloatEnvironment: map[string]float64{"MAX-FLOAT": math.MaxFloat64},
}
