package compile

// A block that ends with a test and 0BRANCH (IF, WHILE, UNTIL) ends with a
// cond: a link that tests and branches in one closure (links_gen.go has
// them). When the test is all the block does, the cond is the block's first
// link and checks the block's head itself; after other links it is bare.

// condSite is where a cond decides: the head check it makes (none when bare),
// whether it turns a loop (it begins a block loops go back to), the links
// it goes on with when the flag its ops leave is true and branches to when
// it is false, and the fallback of a cond that reads memory. A way is nil
// when it goes straight to the LOOP its loop's head turns after: the cond
// then hands the turn to the head (its Turning twin), which only a bare
// cond with no guard may do (see makeBlock).
type condSite struct {
	b            *block
	check        check
	bare, loops  bool
	next, target link
	// what the cond adds to the steps its head counted, going on or
	// branching (see head.reach)
	nextSteps, targetSteps int64
	fb                     *fallback
	// guard, when an arm the head answers for rises higher than it checks
	guard *condGuard
	// lo and span are the range of withinCond
	lo   int64
	span uint64
}

// inverted is the site with its two ways exchanged, for a test followed
// by 0=: the flag 0= leaves is true where the test's is false, so the
// cond is the test's own with the ways swapped. Every pair of the site
// (the links, their steps, the guard's rooms, backs and ways out) is
// exchanged with them.
func (s *condSite) inverted() *condSite {
	t := *s
	t.next, t.target = s.target, s.next
	t.nextSteps, t.targetSteps = s.targetSteps, s.nextSteps
	if g := s.guard; g != nil {
		h := *g
		h.nextRoom, h.targetRoom = g.targetRoom, g.nextRoom
		h.nextBack, h.targetBack = g.targetBack, g.nextBack
		h.nextOut, h.targetOut = g.targetOut, g.nextOut
		t.guard = &h
	}
	return &t
}

// condGuard is how a cond goes to an arm its head answered for (cover)
// although the arm rises higher on the data stack than the head checked:
// a check higher than the block reaches would raise the high-water mark
// where the stack may never go. So the cond looks at the room itself,
// after its test: when the arm's height is within the mark it goes on
// into the arm's chain without a head check, and otherwise it takes back
// the steps its head counted for the blocks after it and goes to the
// arm's own checked entry, which raises the mark, or finds the overflow,
// on its word. A way with no such arm never goes out: its room is
// noRoom.
type condGuard struct {
	nextRoom, targetRoom int
	nextBack, targetBack int64
	nextOut, targetOut   link
}

// noRoom is the room of a way of a guarded cond that needs no look.
const noRoom = -1 << 40

// compareCond are the conds of one comparison: ( a b -- ), ( a b -- a b )
// as after 2DUP, ( a -- ) against a literal n, ( a -- a ) as after DUP and
// a literal, ( -- ) on the two cells at the loop index as I 2@ leaves
// them, ( a -- ) and ( a -- a ) against the value of the variable at n
// (v @, DUP v @), which fail on a bad address, and two cells at depths
// known while compiling, as a run of shuffles leaves them for the
// comparison (peekCond).
type compareCond struct {
	pop2, keep2, lit, dupLit, i2Fetch, value, dupValue, cells, local, locals, localLit func(s *condSite, n int64) link
}

// localsOperand packs the slots of two locals that a cond compares into
// its operand; localsOperands unpacks them.
func localsOperand(a, b int) int64 { return int64(a)<<32 | int64(b) }

func localsOperands(n int64) (a, b int) { return int(n >> 32), int(n & 0xffffffff) }

// binaryLink are the links of an operator of two cells that cannot fail:
// ( a b -- a op b ), ( a -- a op n ) with a literal n, ( a b -- a b
// a@ op b@ ) as OVER @ OVER @ op leaves it, which fails on a bad address,
// ( a -- a op x ) with x a local's value, ( x a -- x a op x ) as OVER op
// leaves it, ( a -- a op i ) with i the loop index, ( a -- a op c )
// with c the character at the loop index, which fails on a bad address,
// ( a -- a op v ) with v the value of a variable (lit @), which fails on a
// bad address, and the operator on two cells that a run of shuffles only
// copied from deeper down (peekBinary).
type binaryLink struct {
	plain func(j joint) link
	lit   func(n int64, j joint) link
	pair  func(fb *fallback, j joint) link
	local func(slot int, j joint) link
	over  func(j joint) link
	index func(j joint) link
	ibyte func(fb *fallback, j joint) link
	vr    func(fb *fallback, addr int64, j joint) link
	cells func(x, y, grow int, j joint) link
	// locals is the operator on two locals' values: ( -- a op b )
	locals func(a, b int, j joint) link
}

// floatLink are the links of an operator of two floats: ( F: a b -- a op b ),
// ( F: a -- a op f ) with a float literal f, ( F: a -- a op x ) with x
// the value of the float variable at a, which fails on a bad address, and
// the operator on two floats a run of float shuffles copied, with one
// other float the run moved (cells), and the operator with a literal on
// the copy of a float a run of float shuffles left on top (litAt).
type floatLink struct {
	plain func(j joint) link
	lit   func(f float64, j joint) link
	vr    func(fb *fallback, a int64, j joint) link
	into  func(fb *fallback, a int64, j joint) link
	cells func(x, y, grow int, w shuffleWrite, j joint) link
	litAt func(f float64, x, grow int, w shuffleWrite, j joint) link
}

// floatCompareConds are the conds of F< and F> before 0BRANCH: on the top
// two floats, and on the top float and a literal (its bits in n).
var floatCompareConds = map[string]struct {
	pop2, lit func(s *condSite, n int64) link
}{
	"F<": {fltCond, fltLitCond},
	"F>": {fgtCond, fgtLitCond},
}
