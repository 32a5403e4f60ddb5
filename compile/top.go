package compile

import (
	"math/bits"

	"github.com/forthling/forthling/core"
)

// Chains of operations on the top cell. Code often works on one number
// through several operators in a row: 1103515245 * 12345 + $7FFFFFFF AND
// (a random number), 1+ 13 * 5 / (a date), $FF AND CELLS (a table index).
// As links, each would load the top from the stack, change it and store
// it back for the next to load, so a loop that feeds its result from one
// turn to the next (a hash, a checksum, a generator) waits for a store and
// a load at every step. A run of such items is one link instead, which
// loads the top once, calls each operation as a function of it, and
// stores the result: the number stays in a register. Only items that
// cannot fail and touch nothing but the top take part, so the link never
// bails out, and the head counts their steps as for any ops.

// topFns are the primitives that only change the top cell, as functions
// of it.
var topFns = map[string]func(int64) int64{
	"1+":     func(a int64) int64 { return a + 1 },
	"1-":     func(a int64) int64 { return a - 1 },
	"CELL+":  func(a int64) int64 { return a + core.CellSize },
	"FLOAT+": func(a int64) int64 { return a + core.CellSize },
	"CHAR+":  func(a int64) int64 { return a + 1 },
	"2*":     func(a int64) int64 { return a << 1 },
	"2/":     func(a int64) int64 { return a >> 1 },
	"CELLS":  func(a int64) int64 { return a * core.CellSize },
	"FLOATS": func(a int64) int64 { return a * core.CellSize },
	"NEGATE": func(a int64) int64 { return -a },
	"INVERT": func(a int64) int64 { return ^a },
	"ABS":    func(a int64) int64 { return max(a, -a) },
	"0=":     func(a int64) int64 { return core.Flag(a == 0) },
	"0<>":    func(a int64) int64 { return core.Flag(a != 0) },
	"0<":     func(a int64) int64 { return core.Flag(a < 0) },
	"0>":     func(a int64) int64 { return core.Flag(a > 0) },
}

// topFnOf is what the item does to the top cell, or nil when it does more
// or may fail.
func topFnOf(ops []core.Op, it item) func(int64) int64 {
	if it.rule != nil {
		if it.rule.top == nil {
			return nil
		}
		return it.rule.top(ops[it.op : it.op+it.n])
	}
	return topFns[name(ops, it.op)]
}

// topChain is the rule of a run of items that only change the top cell;
// fuseTop makes one for each run it finds.
func topChain(fs []func(int64) int64) *rule {
	return &rule{name: topChainName, link: func(_ []core.Op, _ *fallback, j joint) link {
		switch len(fs) {
		case 2:
			return top2Link(fs[0], fs[1], j)
		case 3:
			return top3Link(fs[0], fs[1], fs[2], j)
		}
		return topLink(fs, j)
	}}
}

// topChainName names a chain in the compiler log, and topChainExample is
// Forth code whose fast code has one (TestRuleExamples runs it).
const (
	topChainName    = "top chain"
	topChainExample = ": t 1103515245 * 12345 + $7FFFFFFF AND 16 RSHIFT 1+ 7 MOD ; 42 t 3 t"
)

// fuseTop makes each run of two or more items of a block that only change
// the top cell one item (topChain).
func fuseTop(ops []core.Op, items []item) []item {
	out := items[:0:0]
	for k := 0; k < len(items); {
		var fs []func(int64) int64
		end := k
		for end < len(items) {
			f := topFnOf(ops, items[end])
			if f == nil {
				break
			}
			fs = append(fs, f)
			end++
		}
		if len(fs) < 2 {
			out = append(out, items[k])
			k++
			continue
		}
		last := items[end-1]
		out = append(out, item{rule: topChain(fs), op: items[k].op, n: last.op + last.n - items[k].op})
		k = end
	}
	return out
}

// litShift is what lit LSHIFT and lit RSHIFT do to the top cell, and the
// link that does it.
func litShift(o []core.Op) (func(int64) int64, func(j joint) link) {
	n := litOf(o, 0)
	switch {
	case uint64(n) >= 64: // every bit shifted out
		return func(int64) int64 { return 0 }, func(j joint) link { return dropPushLink(0, j) }
	case name(o, 1) == "LSHIFT":
		return func(a int64) int64 { return a << n }, func(j joint) link { return lshiftLitLink(n, j) }
	}
	return func(a int64) int64 { return int64(uint64(a) >> n) }, func(j joint) link { return rshiftLitLink(n, j) }
}

// litDivision is what lit / and lit MOD do to the top cell, and the link
// that does it. The literal is neither 0 nor -1 (the rule leaves those to
// the plain code, which reports their errors).
func litDivision(o []core.Op) (func(int64) int64, func(j joint) link) {
	n := litOf(o, 0)
	div := name(o, 1) == "/"
	// by a power of two, floored division is an arithmetic shift and its
	// remainder the low bits, with no division
	if shift := int64(bits.TrailingZeros64(uint64(n))); n > 0 && n&(n-1) == 0 {
		if div {
			return func(a int64) int64 { return a >> shift }, func(j joint) link { return sarLitLink(shift, j) }
		}
		return func(a int64) int64 { return a & (n - 1) }, func(j joint) link { return andLitLink(n-1, j) }
	}
	if n > 1 {
		d := newDivisor(n)
		if div {
			return d.quot, func(j joint) link { return divByLink(d, j) }
		}
		return d.mod, func(j joint) link { return modByLink(d, j) }
	}
	if div {
		return func(a int64) int64 { q, _ := core.FloorDiv(a, n); return q }, func(j joint) link { return divLitLink(n, j) }
	}
	return func(a int64) int64 { _, r := core.FloorDiv(a, n); return r }, func(j joint) link { return modLitLink(n, j) }
}
