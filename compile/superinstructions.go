package compile

import (
	"math"
	"math/bits"
	"slices"
	"strings"

	"github.com/forthling/forthling/core"
)

// Superinstructions: common sequences of ops that become one link, or one
// cond with the 0BRANCH after them. Each stands for its ops exactly: the
// block's head counts and checks the ops one by one, and a superinstruction
// that cannot go on (a bad address) has done nothing and bails out at its
// first op.

// rule recognises a superinstruction: the n ops it matches and the link it
// builds for them, or, for a rule that ends with 0BRANCH, the cond. example
// is Forth code whose fast code has the superinstruction (TestRuleExamples
// runs it). uncertain marks a link that checks an address and may bail out to the
// plain code (see primitive).
type rule struct {
	name      string
	example   string
	n         int
	uncertain bool
	// sure is how many of an uncertain rule's first ops cannot fail (a
	// literal): the plain code it bails out to runs them whatever follows,
	// so the depths they reach count as reached before the link may stop
	// short (see raiseSafe)
	sure int
	// yields marks a rule that gives way when a rule matching at its
	// second op reaches further: what it saves is less than what that
	// one would (see keptFrameRules)
	yields bool
	match  func(o []core.Op) bool
	link   func(o []core.Op, fb *fallback, j joint) link
	cond   func(o []core.Op, s *condSite) link
}

// matchRule finds the longest rule that fits the ops at i: no branch target
// inside it, and no branch but a rule's own final 0BRANCH.
func matchRule(ops []core.Op, i int, labels []bool) (*rule, int) {
	for ri := range rules {
		r := &rules[ri]
		if i+r.n > len(ops) || !fitsRule(ops[i:i+r.n], labels[i:i+r.n], r.cond != nil) {
			continue
		}
		if r.match(ops[i : i+r.n]) {
			if r.yields {
				if _, n := matchRule(ops, i+1, labels); i+1+n > i+r.n {
					continue
				}
			}
			return r, r.n
		}
	}
	return nil, 0
}

// mirrored is each comparison with its operands swapped: n x < is x n >.
var mirrored = map[string]string{"=": "=", "<>": "<>", "<": ">", ">": "<", "U<": "U>", "U>": "U<"}

func fitsRule(o []core.Op, labels []bool, isCond bool) bool {
	for k := range o {
		if k > 0 && labels[k] {
			return false
		}
		final := isCond && k == len(o)-1
		if (isBranch(o[k].Kind) || o[k].Kind == core.OpExit) && !(final && o[k].Kind == core.OpZBranch) {
			return false
		}
	}
	return true
}

// cellScaled reports whether the op at k is CELLS or FLOATS, which are
// the same here: a float takes a cell's 8 bytes.
func cellScaled(o []core.Op, k int) bool { return name(o, k) == "CELLS" || name(o, k) == "FLOATS" }

// The questions rules ask of their ops.
func name(o []core.Op, k int) string { return prim(&o[k]) }

func lit(o []core.Op, k int) (int64, bool) { return litValue(&o[k]) }

// exactReciprocal gives 1/f when f and 1/f are both powers of two, so
// that x/f and x*(1/f) are the same real number and IEEE arithmetic, which
// rounds each result correctly, gives the same bits for both (zeros,
// infinities and NaNs included).
func exactReciprocal(f float64) (float64, bool) {
	r := 1 / f
	frac, _ := math.Frexp(f)
	rfrac, _ := math.Frexp(r)
	return r, math.Abs(frac) == 0.5 && math.Abs(rfrac) == 0.5 && !math.IsInf(r, 0)
}

// byReciprocal is the float operator and literal a link computes for op
// with the literal f: F/ by a power of two with an exact reciprocal is F*
// by it (a multiply waits a quarter of a divide's time); the rest stay.
func byReciprocal(op string, f float64) (string, float64) {
	if r, ok := exactReciprocal(f); ok && op == "F/" {
		return "F*", r
	}
	return op, f
}

func isLit(o []core.Op, k int) bool { _, ok := litValue(&o[k]); return ok }

func litOf(o []core.Op, k int) int64 { n, _ := litValue(&o[k]); return n }

func zbranch(o []core.Op, k int) bool { return o[k].Kind == core.OpZBranch }

// isLocal reports whether the op at k pushes a local's value.
func isLocal(o []core.Op, k int) bool { return o[k].Kind == core.OpLocalFetch }

// slotOf is the slot of the local the op at k uses.
func slotOf(o []core.Op, k int) int { return int(o[k].N) }

// storesLocal reports whether the op at k stores into a local (TO).
func storesLocal(o []core.Op, k int) bool { return o[k].Kind == core.OpLocalStore }

// unaryAdds are the operators that add a fixed number.
var unaryAdds = map[string]int64{"1+": 1, "1-": -1, "CELL+": core.CellSize, "CHAR+": 1}

// added is the number an op adds: n for lit +, -n for lit -, and the
// number of 1+ 1- CELL+ CHAR+.
func added(o []core.Op, k int) (int64, int, bool) {
	if n, ok := unaryAdds[name(o, k)]; ok {
		return n, 1, true
	}
	if k+1 < len(o) {
		if n, ok := lit(o, k); ok {
			switch name(o, k+1) {
			case "+":
				return n, 2, true
			case "-":
				return -n, 2, true
			}
		}
	}
	return 0, 0, false
}

// addsAt reports whether the ops from k to the end of o add a fixed
// number (lit + , lit -, 1+ ...), and which.
func addsAt(o []core.Op, k int) (int64, bool) {
	n, used, ok := added(o, k)
	return n, ok && k+used == len(o)
}

// bothAdded reports whether o is SWAP, ops that add n1, SWAP, and ops that
// add n2, and nothing else: two pointers moved on.
func bothAdded(o []core.Op) (n1, n2 int64, ok bool) {
	if len(o) < 4 || name(o, 0) != "SWAP" {
		return 0, 0, false
	}
	n1, used, ok := added(o, 1)
	if !ok || 2+used >= len(o) || name(o, 1+used) != "SWAP" {
		return 0, 0, false
	}
	n2, ok = addsAt(o, 2+used)
	return n1, n2, ok
}

// bothAddRule is the rule of n ops that bothAdded accepts.
func bothAddRule(name string, n int, example string) rule {
	return rule{name: name, n: n, example: example,
		match: func(o []core.Op) bool { _, _, ok := bothAdded(o); return ok },
		link: func(o []core.Op, _ *fallback, j joint) link {
			n1, n2, _ := bothAdded(o)
			return bothAddLink(n1, n2, j)
		}}
}

var rules = []rule{
	// arithmetic
	{name: "lit binop", n: 2, example: ": t 3 + ; 4 t",
		match: func(o []core.Op) bool { _, ok := binaryLinks[name(o, 1)]; return isLit(o, 0) && ok },
		link: func(o []core.Op, _ *fallback, j joint) link {
			return binaryLinks[name(o, 1)].lit(litOf(o, 0), j)
		}},
	{name: "lit LSHIFT and lit RSHIFT", n: 2, example: ": t 3 LSHIFT 70 RSHIFT ; 5 t",
		match: func(o []core.Op) bool { return isLit(o, 0) && (name(o, 1) == "LSHIFT" || name(o, 1) == "RSHIFT") },
		link: func(o []core.Op, _ *fallback, j joint) link {
			n := litOf(o, 0)
			switch {
			case uint64(n) >= 64:
				return dropPushLink(0, j) // every bit shifted out
			case name(o, 1) == "LSHIFT":
				return lshiftLitLink(n, j)
			}
			return rshiftLitLink(n, j)
		}},
	{name: "lit / and lit MOD", n: 2, example: ": t 3 / 2 MOD -3 / ; -20 t",
		// a literal divisor is neither zero nor -1, whose errors the plain
		// code reports
		match: func(o []core.Op) bool {
			n, ok := lit(o, 0)
			return ok && n != 0 && n != -1 && (name(o, 1) == "/" || name(o, 1) == "MOD")
		},
		link: func(o []core.Op, _ *fallback, j joint) link {
			n := litOf(o, 0)
			// by a power of two, floored division is an arithmetic
			// shift and its remainder the low bits, with no division
			if shift := bits.TrailingZeros64(uint64(n)); n > 0 && n&(n-1) == 0 {
				if name(o, 1) == "/" {
					return sarLitLink(int64(shift), j)
				}
				return andLitLink(n-1, j)
			}
			switch {
			case n > 1 && name(o, 1) == "/":
				return divByLink(newDivisor(n), j)
			case n > 1:
				return modByLink(newDivisor(n), j)
			case name(o, 1) == "/":
				return divLitLink(n, j)
			}
			return modLitLink(n, j)
		}},
	{name: "lit */", n: 2, uncertain: true, sure: 1, example: ": t 100 */ 3 1024 */ 5 1 */ ; 7 -3 t",
		// a scale factor of fixed-point arithmetic: when the product fits
		// in a cell, as it mostly does, its division by the literal needs
		// no 128 bits and no division instruction; when it does not, the
		// plain code runs */
		match: func(o []core.Op) bool { n, ok := lit(o, 0); return ok && n > 0 && name(o, 1) == "*/" },
		link: func(o []core.Op, fb *fallback, j joint) link {
			n := litOf(o, 0)
			if n&(n-1) == 0 {
				return starSlashSarLink(fb, int64(bits.TrailingZeros64(uint64(n))), j)
			}
			return starSlashByLink(fb, newDivisor(n), j)
		}},
	{name: "DUP lit +", n: 3, example: ": t DUP 5 - ; 1 t", // and DUP lit -: push the top plus n
		match: func(o []core.Op) bool { _, ok := addsAt(o, 1); return name(o, 0) == "DUP" && ok },
		link: func(o []core.Op, _ *fallback, j joint) link {
			n, _ := addsAt(o, 1)
			return dupAddLink(n, j)
		}},
	{name: "DUP 1+", n: 2, example: ": t DUP 1- ; 1 t", // and DUP 1-, DUP CELL+
		match: func(o []core.Op) bool { _, ok := addsAt(o, 1); return name(o, 0) == "DUP" && ok },
		link: func(o []core.Op, _ *fallback, j joint) link {
			n, _ := addsAt(o, 1)
			return dupAddLink(n, j)
		}},
	{name: "SWAP lit +", n: 3, example: ": t SWAP 5 + ; 1 2 t", // ( a b -- b a+n )
		match: func(o []core.Op) bool { _, ok := addsAt(o, 1); return name(o, 0) == "SWAP" && ok },
		link: func(o []core.Op, _ *fallback, j joint) link {
			n, _ := addsAt(o, 1)
			return swapAddLink(n, j)
		}},
	{name: "SWAP 1+", n: 2, example: ": t SWAP 1+ ; 1 2 t",
		match: func(o []core.Op) bool { _, ok := addsAt(o, 1); return name(o, 0) == "SWAP" && ok },
		link: func(o []core.Op, _ *fallback, j joint) link {
			n, _ := addsAt(o, 1)
			return swapAddLink(n, j)
		}},
	{name: "SWAP lit + SWAP", n: 4, example: ": t SWAP 5 + SWAP ; 1 2 t", // ( a b -- a+n b )
		match: func(o []core.Op) bool {
			_, ok := addsAt(o[:3], 1)
			return name(o, 0) == "SWAP" && ok && name(o, 3) == "SWAP"
		},
		link: func(o []core.Op, _ *fallback, j joint) link {
			n, _ := addsAt(o[:3], 1)
			return underAddLink(n, j)
		}},
	{name: "SWAP 1+ SWAP", n: 3, example: ": t SWAP CELL+ SWAP ; 1 2 t",
		match: func(o []core.Op) bool {
			_, ok := addsAt(o[:2], 1)
			return name(o, 0) == "SWAP" && ok && name(o, 2) == "SWAP"
		},
		link: func(o []core.Op, _ *fallback, j joint) link {
			n, _ := addsAt(o[:2], 1)
			return underAddLink(n, j)
		}},
	// two pointers moved on, by 1+ CELL+ and the like or by lit + and lit -
	bothAddRule("SWAP 1+ SWAP 1+", 4, ": t SWAP 1+ SWAP CHAR+ ; 1 2 t"), bothAddRule("SWAP 1+ SWAP lit +", 5, ": t SWAP 1+ SWAP 8 + ; 1 2 t"), bothAddRule("SWAP lit + SWAP lit +", 6, ": t SWAP 8 + SWAP 4 - ; 1 2 t"),
	{name: "DROP lit", n: 2, example: ": t DROP 7 ; 1 t",
		match: func(o []core.Op) bool { return name(o, 0) == "DROP" && isLit(o, 1) },
		link:  func(o []core.Op, _ *fallback, j joint) link { return dropPushLink(litOf(o, 1), j) }},
	{name: "OVER binop", n: 2, example: ": t OVER * ; 3 4 t",
		match: func(o []core.Op) bool { _, ok := binaryLinks[name(o, 1)]; return name(o, 0) == "OVER" && ok },
		link:  func(o []core.Op, _ *fallback, j joint) link { return binaryLinks[name(o, 1)].over(j) }},
	{name: "CELLS +", n: 2, example: ": t CELLS + ; 100 3 t",
		match: func(o []core.Op) bool { return cellScaled(o, 0) && name(o, 1) == "+" },
		link:  func(o []core.Op, _ *fallback, j joint) link { return cellsAddLink(j) }},
	{name: "FLOATS + F@", n: 3, uncertain: true, example: "CREATE fa 2 FLOATS ALLOT 3E fa FLOAT+ F! : t FLOATS + F@ ; fa 1 t F.", // a float of an array
		match: func(o []core.Op) bool { return cellScaled(o, 0) && name(o, 1) == "+" && name(o, 2) == "F@" },
		link:  func(o []core.Op, fb *fallback, j joint) link { return floatsFetchLink(fb, j) }},
	{name: "FLOATS + F!", n: 3, uncertain: true, example: "CREATE fa 2 FLOATS ALLOT : t FLOATS + F! ; 3E fa 1 t fa FLOAT+ F@ F.", // into a float of an array
		match: func(o []core.Op) bool { return cellScaled(o, 0) && name(o, 1) == "+" && name(o, 2) == "F!" },
		link:  func(o []core.Op, fb *fallback, j joint) link { return floatsStoreLink(fb, j) }},
	{name: "I binop", n: 2, example: ": t 0 4 0 DO I + LOOP ; t",
		match: func(o []core.Op) bool { _, ok := binaryLinks[name(o, 1)]; return name(o, 0) == "I" && ok },
		link:  func(o []core.Op, _ *fallback, j joint) link { return binaryLinks[name(o, 1)].index(j) }},
	{name: "I C@ binop", n: 3, uncertain: true, example: "CREATE b 1 C, 2 C, : t 0 b 2 + b DO I C@ + LOOP ; t",
		match: func(o []core.Op) bool {
			_, ok := binaryLinks[name(o, 2)]
			return name(o, 0) == "I" && name(o, 1) == "C@" && ok
		},
		link: func(o []core.Op, fb *fallback, j joint) link { return binaryLinks[name(o, 2)].ibyte(fb, j) }},
	{name: "R> + >R", n: 3, example: ": t 0 >R 5 R> + >R R> ; t", // an accumulator on the return stack
		match: func(o []core.Op) bool { return name(o, 0) == "R>" && name(o, 1) == "+" && name(o, 2) == ">R" },
		link:  func(o []core.Op, _ *fallback, j joint) link { return rAccumLink(j) }},
	{name: "R> +", n: 2, example: ": t >R 1 R> + ; 5 t",
		match: func(o []core.Op) bool { return name(o, 0) == "R>" && name(o, 1) == "+" },
		link:  func(o []core.Op, _ *fallback, j joint) link { return rFromAddLink(j) }},
	// floats
	{name: "FSWAP F-", n: 2, example: ": t FSWAP F- ; 1E 3E t F.",
		match: func(o []core.Op) bool { return name(o, 0) == "FSWAP" && name(o, 1) == "F-" },
		link:  func(o []core.Op, _ *fallback, j joint) link { return fswapSubLink(j) }},
	{name: "FSWAP F/", n: 2, example: ": t FSWAP F/ ; 2E 6E t F.",
		match: func(o []core.Op) bool { return name(o, 0) == "FSWAP" && name(o, 1) == "F/" },
		link:  func(o []core.Op, _ *fallback, j joint) link { return fswapDivLink(j) }},
	{name: "DUP F@ F+ F!", n: 4, uncertain: true, example: "FVARIABLE v 2E v F! : t DUP F@ F+ F! ; 3E v t v F@ F.", // add to a float in memory
		match: func(o []core.Op) bool {
			return name(o, 0) == "DUP" && name(o, 1) == "F@" && name(o, 2) == "F+" && name(o, 3) == "F!"
		},
		link: func(o []core.Op, fb *fallback, j joint) link { return faddStoreLink(fb, j) }},
	{name: "DUP F@ FSWAP F- F!", n: 5, uncertain: true, example: "FVARIABLE v 2E v F! : t DUP F@ FSWAP F- F! ; 3E v t v F@ F.", // take from a float in memory
		match: func(o []core.Op) bool {
			return name(o, 0) == "DUP" && name(o, 1) == "F@" && name(o, 2) == "FSWAP" && name(o, 3) == "F-" && name(o, 4) == "F!"
		},
		link: func(o []core.Op, fb *fallback, j joint) link { return fsubStoreLink(fb, j) }},
	{name: "FDUP F*", n: 2, example: ": t FDUP F* ; 3E t F.",
		match: func(o []core.Op) bool { return name(o, 0) == "FDUP" && name(o, 1) == "F*" },
		link:  func(o []core.Op, _ *fallback, j joint) link { return fsquareLink(j) }},
	{name: "flit fop", n: 2, example: ": t 2E F* ; 3E t F.",
		match: func(o []core.Op) bool { _, ok := floatLinks[name(o, 1)]; return o[0].Kind == core.OpFLit && ok },
		link: func(o []core.Op, _ *fallback, j joint) link {
			op, f := byReciprocal(name(o, 1), o[0].F)
			return floatLinks[op].lit(f, j)
		}},
	{name: "lit F@ fop", n: 3, uncertain: true, example: "FVARIABLE v 2E v F! : t v F@ F+ ; 3E t F.", // a float variable's value as the operand
		match: func(o []core.Op) bool {
			_, ok := floatLinks[name(o, 2)]
			return isLit(o, 0) && name(o, 1) == "F@" && ok
		},
		link: func(o []core.Op, fb *fallback, j joint) link {
			return floatLinks[name(o, 2)].vr(fb, litOf(o, 0), j)
		}},
	{name: "lit F@ fop lit F!", n: 5, uncertain: true, example: "FVARIABLE v 2E v F! : t v F@ F+ v F! ; 3E t v F@ F.", // the same address
		match: func(o []core.Op) bool {
			_, ok := floatLinks[name(o, 2)]
			return isLit(o, 0) && name(o, 1) == "F@" && ok && isLit(o, 3) && name(o, 4) == "F!" && litOf(o, 0) == litOf(o, 3)
		},
		link: func(o []core.Op, fb *fallback, j joint) link {
			return floatLinks[name(o, 2)].into(fb, litOf(o, 0), j)
		}},
	{name: "I S>F", n: 2, example: ": t 3 0 DO I S>F F. LOOP 7 >R R@ S>F R> . F. ; t", // the loop index as a float
		match: func(o []core.Op) bool { return (name(o, 0) == "I" || name(o, 0) == "R@") && name(o, 1) == "S>F" },
		link:  func(_ []core.Op, _ *fallback, j joint) link { return indexToFloatLink(j) }},

	// locals
	{name: "local local", n: 2, example: ": t {: a b :} b a ; 1 2 t",
		match: func(o []core.Op) bool { return isLocal(o, 0) && isLocal(o, 1) },
		link:  func(o []core.Op, _ *fallback, j joint) link { return localPairLink(slotOf(o, 0), slotOf(o, 1), j) }},
	{name: "local local binop", n: 3, example: ": t {: a b :} a b - b a * ; 3 7 t",
		match: func(o []core.Op) bool { _, ok := binaryLinks[name(o, 2)]; return isLocal(o, 0) && isLocal(o, 1) && ok },
		link: func(o []core.Op, _ *fallback, j joint) link {
			return binaryLinks[name(o, 2)].locals(slotOf(o, 0), slotOf(o, 1), j)
		}},
	{name: "local local / and MOD", n: 3, uncertain: true, example: ": t {: a b :} a b MOD b a / ; 7 -3 t",
		match: func(o []core.Op) bool {
			return isLocal(o, 0) && isLocal(o, 1) && (name(o, 2) == "/" || name(o, 2) == "MOD")
		},
		link: func(o []core.Op, fb *fallback, j joint) link {
			if name(o, 2) == "/" {
				return divLocalsLink(fb, slotOf(o, 0), slotOf(o, 1), j)
			}
			return modLocalsLink(fb, slotOf(o, 0), slotOf(o, 1), j)
		}},
	{name: "local 1+ TO local", n: 3, example: ": t {: a :} a 1+ TO a a 1- TO a a CELL+ TO a a ; 1 t", // the same local
		match: func(o []core.Op) bool {
			n, used, ok := added(o, 1)
			return isLocal(o, 0) && ok && used == 1 && n != 0 && storesLocal(o, 2) && slotOf(o, 0) == slotOf(o, 2)
		},
		link: localIncrement},
	{name: "local lit + TO local", n: 4, example: ": t {: a :} a 5 + TO a a 3 - TO a a ; 1 t", // the same local
		match: func(o []core.Op) bool {
			_, used, ok := added(o, 1)
			return isLocal(o, 0) && ok && used == 2 && storesLocal(o, 3) && slotOf(o, 0) == slotOf(o, 3)
		},
		link: localIncrement},
	{name: "local 1+", n: 2, example: ": t {: a :} a 1- a CELL+ ; 3 t", // a local moved on: n 1- RECURSE, addr CELL+
		match: func(o []core.Op) bool { _, used, ok := added(o, 1); return isLocal(o, 0) && ok && used == 1 },
		link:  localPlus},
	{name: "local lit +", n: 3, example: ": t {: a :} a 5 + a 2 - ; 3 t",
		match: func(o []core.Op) bool { _, used, ok := added(o, 1); return isLocal(o, 0) && ok && used == 2 },
		link:  localPlus},
	{name: "local binop", n: 2, example: ": t {: a :} 7 a - ; 3 t",
		match: func(o []core.Op) bool { _, ok := binaryLinks[name(o, 1)]; return isLocal(o, 0) && ok },
		link: func(o []core.Op, _ *fallback, j joint) link {
			return binaryLinks[name(o, 1)].local(slotOf(o, 0), j)
		}},
	{name: "local TO local", n: 2, example: ": t {: a b :} a TO b b ; 1 2 t",
		match: func(o []core.Op) bool { return isLocal(o, 0) && storesLocal(o, 1) },
		link:  func(o []core.Op, _ *fallback, j joint) link { return localCopyLink(slotOf(o, 0), slotOf(o, 1), j) }},
	{name: "local + TO local", n: 3, example: ": t {: a :} 5 a + TO a a ; 1 t", // the same local: +TO
		match: func(o []core.Op) bool {
			return isLocal(o, 0) && name(o, 1) == "+" && storesLocal(o, 2) && slotOf(o, 0) == slotOf(o, 2)
		},
		link: func(o []core.Op, _ *fallback, j joint) link { return localAddLink(slotOf(o, 0), j) }},
	{name: "lit PICK", n: 2, example: ": t 17 PICK + ; 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 t",
		match: func(o []core.Op) bool {
			n, ok := lit(o, 0)
			return ok && n >= 0 && n < core.DataStackDepth && name(o, 1) == "PICK"
		},
		link: func(o []core.Op, _ *fallback, j joint) link {
			if n := int(litOf(o, 0)); n > 0 {
				return pickLink(n, j)
			}
			return dupLink(j)
		}},

	// memory at the loop index
	{name: "I @", n: 2, uncertain: true, example: "CREATE tab 1 , 2 , : t tab 2 CELLS + tab DO I @ 1 CELLS +LOOP ; t",
		match: func(o []core.Op) bool { return name(o, 0) == "I" && name(o, 1) == "@" },
		link:  func(o []core.Op, fb *fallback, j joint) link { return iFetchLink(fb, j) }},
	{name: "I C@", n: 2, uncertain: true, example: "CREATE b 1 C, 2 C, : t b 2 + b DO I C@ LOOP ; t",
		match: func(o []core.Op) bool { return name(o, 0) == "I" && name(o, 1) == "C@" },
		link:  func(o []core.Op, fb *fallback, j joint) link { return iCFetchLink(fb, j) }},
	{name: "lit I C!", n: 3, uncertain: true, example: "CREATE b 2 ALLOT : t b 2 + b DO 7 I C! LOOP b C@ ; t",
		match: func(o []core.Op) bool { return isLit(o, 0) && name(o, 1) == "I" && name(o, 2) == "C!" },
		link: func(o []core.Op, fb *fallback, j joint) link {
			return iCStoreLitLink(fb, byte(litOf(o, 0)), j)
		}},
	{name: "I 2@", n: 2, uncertain: true, example: "CREATE p 1 , 2 , : t p CELL+ p DO I 2@ LOOP ; t",
		match: func(o []core.Op) bool { return name(o, 0) == "I" && name(o, 1) == "2@" },
		link:  func(o []core.Op, fb *fallback, j joint) link { return iTwoFetchLink(fb, j) }},
	{name: "I 2!", n: 2, uncertain: true, example: "CREATE p 0 , 0 , : t 1 2 p 1+ p DO I 2! LOOP p 2@ ; t",
		match: func(o []core.Op) bool { return name(o, 0) == "I" && name(o, 1) == "2!" },
		link:  func(o []core.Op, fb *fallback, j joint) link { return iTwoStoreLink(fb, j) }},
	{name: "I 2@ SWAP I 2!", n: 5, uncertain: true, example: "CREATE p 1 , 2 , : t p CELL+ p DO I 2@ SWAP I 2! LOOP p 2@ ; t", // exchange the two cells at the loop index
		match: func(o []core.Op) bool {
			return name(o, 0) == "I" && name(o, 1) == "2@" && name(o, 2) == "SWAP" && name(o, 3) == "I" && name(o, 4) == "2!"
		},
		link: func(o []core.Op, fb *fallback, j joint) link { return iSwapPairLink(fb, j) }},

	// memory at a fixed address: variables
	{name: "lit @", n: 2, uncertain: true, example: "VARIABLE v 5 v ! : t v @ ; t",
		match: func(o []core.Op) bool { return isLit(o, 0) && name(o, 1) == "@" },
		link:  func(o []core.Op, fb *fallback, j joint) link { return fetchLitLink(fb, litOf(o, 0), j) }},
	{name: "lit @ binop", n: 3, uncertain: true, example: "VARIABLE v 5 v ! : t v @ - ; 7 t", // an operator with a variable's value
		match: func(o []core.Op) bool {
			_, ok := binaryLinks[name(o, 2)]
			return isLit(o, 0) && name(o, 1) == "@" && ok
		},
		link: func(o []core.Op, fb *fallback, j joint) link { return binaryLinks[name(o, 2)].vr(fb, litOf(o, 0), j) }},
	{name: "lit !", n: 2, uncertain: true, example: "VARIABLE v : t v ! ; 5 t v @",
		match: func(o []core.Op) bool { return isLit(o, 0) && name(o, 1) == "!" },
		link:  func(o []core.Op, fb *fallback, j joint) link { return storeLitLink(fb, litOf(o, 0), j) }},
	{name: "lit 2@", n: 2, uncertain: true, example: "2VARIABLE d 1 2 d 2! : t d 2@ ; t",
		match: func(o []core.Op) bool { return isLit(o, 0) && name(o, 1) == "2@" },
		link:  func(o []core.Op, fb *fallback, j joint) link { return twoFetchLitLink(fb, litOf(o, 0), j) }},
	{name: "lit 2!", n: 2, uncertain: true, example: "2VARIABLE d : t d 2! ; 1 2 t d 2@",
		match: func(o []core.Op) bool { return isLit(o, 0) && name(o, 1) == "2!" },
		link:  func(o []core.Op, fb *fallback, j joint) link { return twoStoreLitLink(fb, litOf(o, 0), j) }},
	{name: "lit +!", n: 2, uncertain: true, example: "VARIABLE v 5 v ! : t v +! ; 3 t v @",
		match: func(o []core.Op) bool { return isLit(o, 0) && name(o, 1) == "+!" },
		link: func(o []core.Op, fb *fallback, j joint) link {
			return plusStoreLitLink(fb, litOf(o, 0), j)
		}},
	{name: "lit @ 1+ lit !", n: 5, uncertain: true, example: "0 VALUE v VARIABLE w 8 w ! : t v 1+ TO v w @ CELL+ w ! ; t t v . w ?", // the same address
		match: func(o []core.Op) bool { return cellIncremented(o, 1) },
		link:  cellIncrement},
	{name: "lit @ lit + lit !", n: 6, uncertain: true, example: "0 VALUE v : t v 5 + TO v v 2 - TO v ; t t v .", // the same address
		match: func(o []core.Op) bool { return cellIncremented(o, 2) },
		link:  cellIncrement},
	{name: "lit @ + lit !", n: 5, uncertain: true, example: "0 VALUE v : t v + TO v ; 3 t 4 t v .", // the same address: lit +!
		match: func(o []core.Op) bool {
			return isLit(o, 0) && name(o, 1) == "@" && name(o, 2) == "+" && isLit(o, 3) && name(o, 4) == "!" && litOf(o, 0) == litOf(o, 3)
		},
		link: func(o []core.Op, fb *fallback, j joint) link { return plusStoreLitLink(fb, litOf(o, 0), j) }},
	{name: "lit F@", n: 2, uncertain: true, example: "FVARIABLE v 2E v F! : t v F@ ; t F.",
		match: func(o []core.Op) bool { return isLit(o, 0) && name(o, 1) == "F@" },
		link:  func(o []core.Op, fb *fallback, j joint) link { return ffetchLitLink(fb, litOf(o, 0), j) }},
	{name: "lit F!", n: 2, uncertain: true, example: "FVARIABLE v : t v F! ; 2E t v F@ F.",
		match: func(o []core.Op) bool { return isLit(o, 0) && name(o, 1) == "F!" },
		link:  func(o []core.Op, fb *fallback, j joint) link { return fstoreLitLink(fb, litOf(o, 0), j) }},

	// the heap, as programs use it: an ior that is not zero is thrown
	{name: "ALLOCATE THROW", n: 2, uncertain: true, example: ": t ( -- a ) 16 ALLOCATE THROW ; t FREE .",
		match: func(o []core.Op) bool { return name(o, 0) == "ALLOCATE" && name(o, 1) == "THROW" },
		link:  func(o []core.Op, fb *fallback, j joint) link { return allocateThrowLink(fb, j) }},
	{name: "FREE THROW", n: 2, uncertain: true, example: ": t ( a -- ) FREE THROW ; 16 ALLOCATE DROP t",
		match: func(o []core.Op) bool { return name(o, 0) == "FREE" && name(o, 1) == "THROW" },
		link:  func(o []core.Op, fb *fallback, j joint) link { return freeThrowLink(fb, j) }},

	// fields and tables
	{name: "lit + @", n: 3, uncertain: true, example: "CREATE p 1 , 2 , : t 8 + @ ; p t", // and lit - @
		match: func(o []core.Op) bool { _, ok := addsAt(o[:2], 0); return ok && name(o, 2) == "@" },
		link: func(o []core.Op, fb *fallback, j joint) link {
			n, _ := addsAt(o[:2], 0)
			return fetchOffsetLink(fb, n, j)
		}},
	{name: "CELL+ @", n: 2, uncertain: true, example: "CREATE p 1 , 2 , : t CELL+ @ ; p t", // and 1+ @ and the like
		match: func(o []core.Op) bool { _, ok := addsAt(o[:1], 0); return ok && name(o, 1) == "@" },
		link: func(o []core.Op, fb *fallback, j joint) link {
			n, _ := addsAt(o[:1], 0)
			return fetchOffsetLink(fb, n, j)
		}},
	{name: "CELLS lit + !", n: 4, uncertain: true, example: "CREATE tab 4 CELLS ALLOT : t CELLS tab + ! ; 7 2 t tab 2 CELLS + @", // store into a cell of a table
		match: func(o []core.Op) bool {
			return name(o, 0) == "CELLS" && isLit(o, 1) && name(o, 2) == "+" && name(o, 3) == "!"
		},
		link: func(o []core.Op, fb *fallback, j joint) link { return tableStoreLink(fb, litOf(o, 1), j) }},
	{name: "CELLS lit + @", n: 4, uncertain: true, example: "CREATE tab 1 , 2 , 3 , : t CELLS tab + @ ; 2 t", // a cell of a table
		match: func(o []core.Op) bool {
			return name(o, 0) == "CELLS" && isLit(o, 1) && name(o, 2) == "+" && name(o, 3) == "@"
		},
		link: func(o []core.Op, fb *fallback, j joint) link { return tableFetchLink(fb, litOf(o, 1), j) }},
	{name: "OVER @ OVER @", n: 4, uncertain: true, example: "VARIABLE x 3 x ! VARIABLE y 4 y ! : t OVER @ OVER @ ; x y t", // the cells at two addresses
		match: func(o []core.Op) bool {
			return name(o, 0) == "OVER" && name(o, 1) == "@" && name(o, 2) == "OVER" && name(o, 3) == "@"
		},
		link: func(o []core.Op, fb *fallback, j joint) link { return pairFetchLink(fb, j) }},
	{name: "OVER @ OVER @ binop", n: 5, uncertain: true, example: "VARIABLE x 3 x ! VARIABLE y 4 y ! : t OVER @ OVER @ * ; x y t", // combine the cells at two addresses
		match: func(o []core.Op) bool {
			_, ok := binaryLinks[name(o, 4)]
			return name(o, 0) == "OVER" && name(o, 1) == "@" && name(o, 2) == "OVER" && name(o, 3) == "@" && ok
		},
		link: func(o []core.Op, fb *fallback, j joint) link { return binaryLinks[name(o, 4)].pair(fb, j) }},
	{name: "OVER @", n: 2, uncertain: true, example: "VARIABLE x 3 x ! : t OVER @ ; x 1 t",
		match: func(o []core.Op) bool { return name(o, 0) == "OVER" && name(o, 1) == "@" },
		link:  func(o []core.Op, fb *fallback, j joint) link { return overFetchLink(fb, j) }},

	// tests before 0BRANCH
	{name: "cmp IF", n: 2, example: ": t < IF 1 ELSE 2 THEN ; 3 7 t",
		match: func(o []core.Op) bool { _, ok := compareConds[name(o, 0)]; return ok && zbranch(o, 1) },
		cond:  func(o []core.Op, s *condSite) link { return compareConds[name(o, 0)].pop2(s, 0) }},
	{name: "lit cmp IF", n: 3, example: ": t 5 < IF 1 ELSE 2 THEN ; 3 t",
		match: func(o []core.Op) bool { _, ok := compareConds[name(o, 1)]; return isLit(o, 0) && ok && zbranch(o, 2) },
		cond:  func(o []core.Op, s *condSite) link { return compareConds[name(o, 1)].lit(s, litOf(o, 0)) }},
	{name: "lit OVER cmp IF", n: 4, example: ": t 5 OVER < IF 1 ELSE 2 THEN ; 3 t 7 t", // OF: the literal against the top, kept
		match: func(o []core.Op) bool {
			_, ok := mirrored[name(o, 2)]
			return isLit(o, 0) && name(o, 1) == "OVER" && ok && zbranch(o, 3)
		},
		cond: func(o []core.Op, s *condSite) link { return compareConds[mirrored[name(o, 2)]].dupLit(s, litOf(o, 0)) }},
	{name: "DUP lit cmp IF", n: 4, example: ": t DUP 5 < IF 1 ELSE 2 THEN ; 3 t",
		match: func(o []core.Op) bool {
			_, ok := compareConds[name(o, 2)]
			return name(o, 0) == "DUP" && isLit(o, 1) && ok && zbranch(o, 3)
		},
		cond: func(o []core.Op, s *condSite) link { return compareConds[name(o, 2)].dupLit(s, litOf(o, 1)) }},
	{name: "2DUP cmp IF", n: 3, example: ": t 2DUP < IF 1 ELSE 2 THEN ; 3 7 t",
		match: func(o []core.Op) bool {
			_, ok := compareConds[name(o, 1)]
			return name(o, 0) == "2DUP" && ok && zbranch(o, 2)
		},
		cond: func(o []core.Op, s *condSite) link { return compareConds[name(o, 1)].keep2(s, 0) }},
	{name: "OVER OVER cmp IF", n: 4, example: ": t OVER OVER < IF 1 ELSE 2 THEN ; 3 7 t",
		match: func(o []core.Op) bool {
			_, ok := compareConds[name(o, 2)]
			return name(o, 0) == "OVER" && name(o, 1) == "OVER" && ok && zbranch(o, 3)
		},
		cond: func(o []core.Op, s *condSite) link { return compareConds[name(o, 2)].keep2(s, 0) }},
	{name: "lit @ cmp IF", n: 4, uncertain: true, example: "VARIABLE v 5 v ! : t v @ < IF 1 ELSE 2 THEN ; 3 t", // compare with a variable's value
		match: func(o []core.Op) bool {
			_, ok := compareConds[name(o, 2)]
			return isLit(o, 0) && name(o, 1) == "@" && ok && zbranch(o, 3)
		},
		cond: func(o []core.Op, s *condSite) link { return compareConds[name(o, 2)].value(s, litOf(o, 0)) }},
	{name: "DUP lit @ cmp IF", n: 5, uncertain: true, example: "VARIABLE v 5 v ! : t DUP v @ < IF 1 ELSE 2 THEN ; 3 t",
		match: func(o []core.Op) bool {
			_, ok := compareConds[name(o, 3)]
			return name(o, 0) == "DUP" && isLit(o, 1) && name(o, 2) == "@" && ok && zbranch(o, 4)
		},
		cond: func(o []core.Op, s *condSite) link { return compareConds[name(o, 3)].dupValue(s, litOf(o, 1)) }},
	{name: "I 2@ cmp IF", n: 4, uncertain: true, example: "CREATE p 3 , 7 , : t p CELL+ p DO I 2@ < IF 1 ELSE 2 THEN LOOP ; t", // compare the two cells at the loop index
		match: func(o []core.Op) bool {
			_, ok := compareConds[name(o, 2)]
			return name(o, 0) == "I" && name(o, 1) == "2@" && ok && zbranch(o, 3)
		},
		cond: func(o []core.Op, s *condSite) link { return compareConds[name(o, 2)].i2Fetch(s, 0) }},
	{name: "0= IF", n: 2, example: ": t 0= IF 1 ELSE 2 THEN ; 0 t",
		match: func(o []core.Op) bool { return name(o, 0) == "0=" && zbranch(o, 1) },
		cond:  func(o []core.Op, s *condSite) link { return zeroEqCond(s, 0) }},
	{name: "0<> IF", n: 2, example: ": t 0<> IF 1 ELSE 2 THEN ; 0 t",
		match: func(o []core.Op) bool { return name(o, 0) == "0<>" && zbranch(o, 1) },
		cond:  func(o []core.Op, s *condSite) link { return flagCond(s, 0) }},
	{name: "OR IF", n: 2, example: ": t 0= SWAP 5 = OR IF 1 ELSE 2 THEN ; 5 1 t 0 0 t 1 1 t", // two tests joined
		match: func(o []core.Op) bool { return name(o, 0) == "OR" && zbranch(o, 1) },
		cond:  func(o []core.Op, s *condSite) link { return orCond(s, 0) }},
	{name: "AND IF", n: 2, example: ": t 0> SWAP 5 < AND IF 1 ELSE 2 THEN ; 1 1 t 7 1 t 1 0 t",
		match: func(o []core.Op) bool { return name(o, 0) == "AND" && zbranch(o, 1) },
		cond:  func(o []core.Op, s *condSite) link { return andCond(s, 0) }},
	{name: "0< IF", n: 2, example: ": t 0< IF 1 ELSE 2 THEN ; -1 t",
		match: func(o []core.Op) bool { return name(o, 0) == "0<" && zbranch(o, 1) },
		cond:  func(o []core.Op, s *condSite) link { return zeroLtCond(s, 0) }},
	{name: "0> IF", n: 2, example: ": t 0> IF 1 ELSE 2 THEN ; 1 t",
		match: func(o []core.Op) bool { return name(o, 0) == "0>" && zbranch(o, 1) },
		cond:  func(o []core.Op, s *condSite) link { return zeroGtCond(s, 0) }},
	{name: "?DUP IF", n: 2, uncertain: true, example: ": t ?DUP IF 1 THEN ; 0 t 5 t", // ?DUP WHILE walks a list to its 0
		match: func(o []core.Op) bool { return name(o, 0) == "?DUP" && zbranch(o, 1) },
		cond:  func(o []core.Op, s *condSite) link { return qdupCond(s, 0) }},
	{name: "DUP IF", n: 2, example: ": t DUP IF 1 THEN ; 5 t",
		match: func(o []core.Op) bool { return name(o, 0) == "DUP" && zbranch(o, 1) },
		cond:  func(o []core.Op, s *condSite) link { return dupCond(s, 0) }},
	{name: "DUP 0= IF", n: 3, example: ": t DUP 0= IF 1 THEN ; 0 t",
		match: func(o []core.Op) bool { return name(o, 0) == "DUP" && name(o, 1) == "0=" && zbranch(o, 2) },
		cond:  func(o []core.Op, s *condSite) link { return dupZeroEqCond(s, 0) }},
	{name: "OVER 0= IF", n: 3, example: ": t OVER 0= IF 1 THEN ; 0 5 t",
		match: func(o []core.Op) bool { return name(o, 0) == "OVER" && name(o, 1) == "0=" && zbranch(o, 2) },
		cond:  func(o []core.Op, s *condSite) link { return overZeroEqCond(s, 0) }},
	{name: "DUP lit AND IF", n: 4, example: ": t DUP 4 AND IF 1 THEN ; 4 t", // test bits of the top, keep it
		match: func(o []core.Op) bool {
			return name(o, 0) == "DUP" && isLit(o, 1) && name(o, 2) == "AND" && zbranch(o, 3)
		},
		cond: func(o []core.Op, s *condSite) link { return dupAndLitCond(s, litOf(o, 1)) }},
	{name: "lit AND IF", n: 3, example: ": t 4 AND IF 1 ELSE 2 THEN ; 4 t",
		match: func(o []core.Op) bool { return isLit(o, 0) && name(o, 1) == "AND" && zbranch(o, 2) },
		cond:  func(o []core.Op, s *condSite) link { return andLitCond(s, litOf(o, 0)) }},
	{name: "fcmp IF", n: 2, example: ": t F< IF 1 ELSE 2 THEN ; 1E 2E t",
		match: func(o []core.Op) bool { _, ok := floatCompareConds[name(o, 0)]; return ok && zbranch(o, 1) },
		cond:  func(o []core.Op, s *condSite) link { return floatCompareConds[name(o, 0)].pop2(s, 0) }},
	{name: "flit fcmp IF", n: 3, example: ": t 2E F> IF 1 ELSE 2 THEN ; 1E t",
		match: func(o []core.Op) bool {
			_, ok := floatCompareConds[name(o, 1)]
			return o[0].Kind == core.OpFLit && ok && zbranch(o, 2)
		},
		cond: func(o []core.Op, s *condSite) link {
			return floatCompareConds[name(o, 1)].lit(s, int64(math.Float64bits(o[0].F)))
		}},
	{name: "local local cmp IF", n: 4, example: ": t {: a b :} a b < IF 1 ELSE 2 THEN ; 3 7 t 7 3 t",
		match: func(o []core.Op) bool {
			_, ok := compareConds[name(o, 2)]
			return isLocal(o, 0) && isLocal(o, 1) && ok && zbranch(o, 3)
		},
		cond: func(o []core.Op, s *condSite) link {
			return compareConds[name(o, 2)].locals(s, localsOperand(slotOf(o, 0), slotOf(o, 1)))
		}},
	{name: "local lit cmp IF", n: 4, example: ": t {: a :} a 5 < IF 1 ELSE 2 THEN ; 3 t 7 t",
		match: func(o []core.Op) bool {
			_, ok := compareConds[name(o, 2)]
			return isLocal(o, 0) && isLit(o, 1) && ok && zbranch(o, 3)
		},
		cond: func(o []core.Op, s *condSite) link {
			s.lo = litOf(o, 1)
			return compareConds[name(o, 2)].localLit(s, int64(slotOf(o, 0)))
		}},
	{name: "local cmp IF", n: 3, example: ": t {: a :} a < IF 1 ELSE 2 THEN ; 3 7 t 7 3 t",
		match: func(o []core.Op) bool {
			_, ok := compareConds[name(o, 1)]
			return isLocal(o, 0) && ok && zbranch(o, 2)
		},
		cond: func(o []core.Op, s *condSite) link { return compareConds[name(o, 1)].local(s, int64(slotOf(o, 0))) }},
	{name: "local IF", n: 2, example: ": t {: a :} a IF 1 ELSE 2 THEN ; 5 t",
		match: func(o []core.Op) bool { return isLocal(o, 0) && zbranch(o, 1) },
		cond:  func(o []core.Op, s *condSite) link { return localCond(s, int64(slotOf(o, 0))) }},
	{name: "I C@ IF", n: 3, uncertain: true, example: "CREATE b 0 C, 1 C, : t b 2 + b DO I C@ IF 1 ELSE 2 THEN LOOP ; t", // a flag array in a loop
		match: func(o []core.Op) bool { return name(o, 0) == "I" && name(o, 1) == "C@" && zbranch(o, 2) },
		cond:  func(o []core.Op, s *condSite) link { return iCFetchCond(s, 0) }},
}

func init() {
	rules = append(rules, indexedRules()...)
	rules = append(rules, keptFrameRules()...)
	for _, r := range rules {
		if r.cond != nil {
			rules = append(rules, inverted(r))
		}
	}
	// longer rules first, so that the longest match wins
	for i := 1; i < len(rules); i++ {
		for j := i; j > 0 && rules[j].n > rules[j-1].n; j-- {
			rules[j], rules[j-1] = rules[j-1], rules[j]
		}
	}
}

// indexedRules are the rules of an element of a table at the loop index,
// the way loops over arrays address it: the address base + I*scale written
// as tab I CELLS +, I CELLS tab +, buf I + or I buf + (FLOATS for CELLS),
// then read or written with @ ! C@ C! F@ F!.
func indexedRules() []rule {
	type address struct {
		form  []string // "lit" for the table's address
		scale int64
	}
	addresses := []address{
		{[]string{"lit", "I", "CELLS", "+"}, core.CellSize},
		{[]string{"I", "CELLS", "lit", "+"}, core.CellSize},
		{[]string{"lit", "I", "+"}, 1},
		{[]string{"I", "lit", "+"}, 1},
	}
	accesses := []struct {
		word    string
		example string // with ADDR for the address, and tab a table
		link    func(fb *fallback, base, scale int64, j joint) link
	}{
		{"@", "CREATE tab 1 , 2 , 3 , : t 0 2 0 DO ADDR @ + LOOP ; t", indexedFetchLink},
		{"!", "CREATE tab 3 CELLS ALLOT : t 2 0 DO I ADDR ! LOOP tab @ ; t", indexedStoreLink},
		{"C@", "CREATE tab 1 , 2 , 3 , : t 0 2 0 DO ADDR C@ + LOOP ; t", indexedCFetchLink},
		{"C!", "CREATE tab 3 CELLS ALLOT : t 2 0 DO I ADDR C! LOOP tab C@ ; t", indexedCStoreLink},
		{"F@", "CREATE tab 1E F, 2E F, 3E F, : t 0E 2 0 DO ADDR F@ F+ LOOP ; t F.", indexedFFetchLink},
		{"F!", "CREATE tab 3 FLOATS ALLOT : t 2 0 DO 1.5E ADDR F! LOOP tab F@ ; t F.", indexedFStoreLink},
	}
	var out []rule
	for _, a := range addresses {
		base := slices.Index(a.form, "lit")
		forth := strings.Replace(strings.Join(a.form, " "), "lit", "tab", 1)
		for _, x := range accesses {
			form, made := append(slices.Clone(a.form), x.word), x.link
			out = append(out, rule{
				name: strings.Join(form, " "), n: len(form), uncertain: true,
				example: strings.Replace(x.example, "ADDR", forth, 1),
				match: func(o []core.Op) bool {
					for k, w := range form {
						switch w {
						case "lit":
							if !isLit(o, k) {
								return false
							}
						case "CELLS":
							if !cellScaled(o, k) {
								return false
							}
						default:
							if name(o, k) != w {
								return false
							}
						}
					}
					return true
				},
				link: func(o []core.Op, fb *fallback, j joint) link { return made(fb, litOf(o, base), a.scale, j) },
			})
		}
	}
	return out
}

// keptFrameRules are the rules of a locals frame whose cells are read back
// at once, the first local first: {: a b :} a b, the way a definition with
// locals often begins, and the way a word with locals inlined in another
// begins. The frame is written and the stack is left as it was, rather
// than taken and pushed again. One rule for each count of cells taken, up
// to the longest run of reads a frame usually begins with. A rule that
// goes on past the reads ({: a :} a IF, {: a b :} a b -) reads the
// locals where they are and saves more, so these rules yield to it.
func keptFrameRules() []rule {
	var out []rule
	for taken := 1; taken <= 4; taken++ {
		reads := strings.TrimSpace(strings.Repeat(" local", taken))
		out = append(out, rule{
			name: "locals " + reads, n: 1 + taken, uncertain: true, yields: true,
			example: ": t {: a b c d | e :} a b c d e + + + + ; : u {: a b c :} a b c + + ; : v {: a :} a ; : w {: a b :} a b SWAP - ; 1 2 3 4 t 5 6 7 u 8 v 9 10 w",
			match: func(o []core.Op) bool {
				if o[0].Kind != core.OpLocals || int(o[0].N-o[0].Len) != taken {
					return false
				}
				for k := range taken {
					if !isLocal(o, 1+k) || slotOf(o, 1+k) != k {
						return false
					}
				}
				return true
			},
			link: func(o []core.Op, fb *fallback, j joint) link {
				return frameLink(fb, int(o[0].N), int(o[0].Len), true, j)
			},
		})
	}
	return out
}

// localIncrement is the link of a local plus a number stored back in it
// (local 1+ TO local, local lit + TO local).
func localIncrement(o []core.Op, _ *fallback, j joint) link {
	n, _, _ := added(o, 1)
	return localAddLitLink(slotOf(o, 0), n, j)
}

// cellIncremented reports whether o is lit @, an addition of a fixed
// number in used ops (see added) and lit ! to the same address: a
// variable's or a value's cell moved on (v 1+ TO v, v @ 5 + v !).
func cellIncremented(o []core.Op, used int) bool {
	_, u, ok := added(o, 2)
	k := 2 + used
	return ok && u == used && isLit(o, 0) && name(o, 1) == "@" && isLit(o, k) && name(o, k+1) == "!" && litOf(o, 0) == litOf(o, k)
}

// cellIncrement is the link of a cell moved on (see cellIncremented).
func cellIncrement(o []core.Op, fb *fallback, j joint) link {
	n, _, _ := added(o, 2)
	return cellAddLitLink(fb, litOf(o, 0), n, j)
}

// localPlus is the link of a local's value with a number added (see added).
func localPlus(o []core.Op, _ *fallback, j joint) link {
	n, _, _ := added(o, 1)
	return localPlusLink(slotOf(o, 0), n, j)
}

// inverted is the rule of a cond rule's ops with 0= before their 0BRANCH:
// the same test with its two ways exchanged (condSite.inverted). Forth
// has no >= or <=, so "< 0=" says >=, and 0= UNTIL and 0= WHILE end
// loops everywhere.
func inverted(r rule) rule {
	inv := rule{
		name:      strings.TrimSuffix(r.name, " IF") + " 0= IF",
		example:   strings.Replace(r.example, " IF ", " 0= IF ", 1),
		n:         r.n + 1,
		uncertain: r.uncertain,
		cond:      func(o []core.Op, s *condSite) link { return r.cond(withoutZeroEq(o), s.inverted()) },
	}
	// A rule chosen outside the table (the shuffle-run conds) has no match
	// of its own, and neither has its twin.
	if r.match != nil {
		inv.match = func(o []core.Op) bool {
			return name(o, len(o)-2) == "0=" && r.match(withoutZeroEq(o))
		}
	}
	return inv
}

// withoutZeroEq is the ops of an inverted rule without their 0=.
func withoutZeroEq(o []core.Op) []core.Op {
	n := len(o)
	return append(o[:n-2:n-2], o[n-1])
}

// wholeLoopName names a whole loop in the compiler log, and
// wholeLoopExample is Forth code whose fast code has one (TestRuleExamples
// runs it with the rules' examples).
const (
	wholeLoopName    = "whole loop"
	wholeLoopExample = "CREATE f 100 ALLOT : t ( n -- ) f 100 + f DO 7 I C! DUP +LOOP DROP ; 3 t f 99 + C@ f 98 + C@"
)

// wholeLoop is the closure of a DO loop whose body is one block that only
// stores a byte at every n-th address, n on top of the stack (lit I C!
// DUP +LOOP: the inner loop of a sieve, and of any fill with a stride): it
// runs the turns in one Go loop. A turn leaves the stacks as it found
// them, so the head check that holds for the first turn holds for the
// ones after it but for the steps: those are checked at every turn, and
// at a checkpoint the whole head is checked again. It returns nil for any
// other block.
func wholeLoop(b *block, p *blockPlan, ops []core.Op, ahead func(op int) *fallback, j *chainer) link {
	if b.term != termPlusLoop || b.target != b.index || len(p.items) != 2 || p.items[0].rule == nil ||
		p.items[0].rule.name != "lit I C!" || p.items[1].rule != nil || name(ops, p.items[1].op) != "DUP" {
		return nil
	}
	c, fb, hc, next := byte(litOf(ops, p.first)), ahead(p.first), b.head.check(), j.jump(b.next)
	steps := hc.steps
	return func(m *core.Machine, sp int) (int, int) {
		for {
			if !(hc.fits(m, sp) && hc.others(m)) && !b.fix(m, sp) {
				return b.bail(m, sp)
			}
			n, rp := *cellAt(m, sp, 1), m.RP
			index, limit := &m.RStack[(rp-1)&rstackMask], m.RStack[(rp-2)&rstackMask]
			for {
				m.Steps += steps
				a := *index
				if !byteOK(m, a) {
					return fb.take(m, sp)
				}
				m.Mem[a] = c
				// +LOOP's turn, as plusLoopEnds makes it, with the
				// index and limit at hand
				*index = a + n
				if crosses(a-limit, n) {
					m.RP = rp - 2
					if next.next != nil {
						return next.next(m, sp)
					}
					return sp, next.to
				}
				if m.Steps+steps > m.CheckAt {
					break
				}
			}
		}
	}
}
