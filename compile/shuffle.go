package compile

import (
	"math"

	"github.com/forthling/forthling/core"
)

// Stack shuffles resolved while compiling. A run of ops that only move,
// copy, drop and push cells and add fixed numbers to them (DUP OVER SWAP
// ROT NIP TUCK, n PICK, literals, 1+ and lit +, and the like) leaves
// every cell it leaves either a cell the run found on the stack plus a
// number, or a number. The compiler follows the run on a model of the top
// of the stack and makes one link that writes only the cells that change,
// at offsets known while compiling. None of these ops can fail once the
// block's head has checked the stack, so the link never bails out; the
// head counts their steps one by one as it does for any ops.

// maxShuffleWrites bounds the cells a shuffle link writes (a power of two:
// the link keeps its cells in an array of that size).
const maxShuffleWrites = 8

// maxShuffleOps bounds the ops a shuffle run takes, and maxShufflePick
// the u of a u PICK it follows: deeper picks are left to the PICK link.
const (
	maxShuffleOps  = 16
	maxShufflePick = 16
)

// shuffleWrite is a cell a shuffle link writes: at dst, as cellAt counts
// from the depth before the link, the cell at src &keep plus add (keep is
// 0 for a number, -1 for a cell plus a number).
type shuffleWrite struct {
	dst, src  int
	keep, add int64
}

// cellSource is where a cell of the model comes from: the cell from
// cells down from the top when the run began (1 the top) plus add, or,
// when from is 0, the number add, or the loop index plus add (index).
type cellSource struct {
	from  int
	add   int64
	index bool
}

// shuffleModel is the top of the data stack as a run of shuffles leaves
// it: cells, the top last, and taken, how many of the cells the run found
// it has reached down to (the bottom of cells).
type shuffleModel struct {
	cells []cellSource
	taken int
}

// at is the cell d down from the top of the model (1 the top), reaching
// below what the model holds into the cells the run found when it must.
func (s *shuffleModel) at(d int) *cellSource {
	for len(s.cells) < d {
		s.taken++
		s.cells = append([]cellSource{{from: s.taken}}, s.cells...)
	}
	return &s.cells[len(s.cells)-d]
}

func (s *shuffleModel) push(c cellSource) { s.cells = append(s.cells, c) }

// drop removes the cell d down from the top.
func (s *shuffleModel) drop(d int) {
	s.at(d)
	k := len(s.cells) - d
	s.cells = append(s.cells[:k], s.cells[k+1:]...)
}

// step follows the ops of o at k on the model and reports how many it
// took, or 0 when the op there is not a shuffle.
func (s *shuffleModel) step(o []core.Op, k int) int {
	if n, used, ok := added(o, k); ok {
		s.at(1).add += n
		return used
	}
	if n, ok := lit(o, k); ok {
		if k+1 < len(o) && name(o, k+1) == "PICK" {
			if n < 0 || n > maxShufflePick {
				return 0
			}
			s.push(*s.at(int(n) + 1))
			return 2
		}
		s.push(cellSource{add: n})
		return 1
	}
	if name(o, k) == "I" {
		s.push(cellSource{index: true})
		return 1
	}
	if fold, ok := foldable[name(o, k)]; ok && len(s.cells) > 0 {
		if top := &s.cells[len(s.cells)-1]; top.from == 0 && !top.index {
			top.add = fold(top.add)
			return 1
		}
	}
	if _, known := primitives[name(o, k)]; known && s.move(name(o, k)) {
		return 1
	}
	return 0
}

// foldable are the words of one cell that cannot fail, by what they do to
// a number: on a number the run pushed (2 CELLS, 8 NEGATE) the model
// keeps the result, as the words would leave it, and the link pushes that.
var foldable = map[string]func(n int64) int64{
	"CELLS":  func(n int64) int64 { return n * core.CellSize },
	"FLOATS": func(n int64) int64 { return n * core.CellSize },
	"CHARS":  func(n int64) int64 { return n },
	"2*":     func(n int64) int64 { return n << 1 },
	"2/":     func(n int64) int64 { return n >> 1 },
	"NEGATE": func(n int64) int64 { return -n },
	"INVERT": func(n int64) int64 { return ^n },
}

// fstep is step for the float stack: float literals and the float
// shuffles (floatMoves). A float cell is a copy, or a literal with its
// bits in add, so that the model and its writes serve both stacks.
func (s *shuffleModel) fstep(o []core.Op, k int) int {
	if o[k].Kind == core.OpFLit {
		s.push(cellSource{add: int64(math.Float64bits(o[k].F))})
		return 1
	}
	if mv, ok := floatMoves[name(o, k)]; ok && s.move(mv) {
		return 1
	}
	return 0
}

// floatMoves are the float shuffles, by the data shuffle that moves cells
// as each moves floats. Each must be one of the primitives, whose effects
// the block's head check counts: an op the check does not know would let
// the run read floats nobody checked are there.
var floatMoves = map[string]string{"FDUP": "DUP", "FDROP": "DROP", "FSWAP": "SWAP", "FOVER": "OVER", "FROT": "ROT", "FNIP": "NIP", "FTUCK": "TUCK"}

// move follows the shuffle called name on the model, and reports whether
// it is one.
func (s *shuffleModel) move(name string) bool {
	switch name {
	case "DUP":
		s.push(*s.at(1))
	case "DROP":
		s.drop(1)
	case "SWAP":
		a, b := s.at(2), s.at(1)
		*a, *b = *b, *a
	case "OVER":
		s.push(*s.at(2))
	case "ROT":
		c := *s.at(3)
		s.drop(3)
		s.push(c)
	case "-ROT":
		a, b, c := s.at(3), s.at(2), s.at(1)
		*a, *b, *c = *c, *a, *b
	case "NIP":
		s.drop(2)
	case "TUCK":
		s.at(2)
		top := *s.at(1)
		k := len(s.cells) - 2
		s.cells = append(s.cells[:k], append([]cellSource{top}, s.cells[k:]...)...)
	case "2DUP":
		a, b := *s.at(2), *s.at(1)
		s.push(a)
		s.push(b)
	case "2DROP":
		s.drop(1)
		s.drop(1)
	case "2SWAP":
		a, b, c, d := s.at(4), s.at(3), s.at(2), s.at(1)
		*a, *b, *c, *d = *c, *d, *a, *b
	case "2OVER":
		a, b := *s.at(4), *s.at(3)
		s.push(a)
		s.push(b)
	default:
		return false
	}
	return true
}

// writes are the cells the link of the model writes: those not already
// where the run found them, but for the loop index (indexWrite).
func (s *shuffleModel) writes() []shuffleWrite {
	var ws []shuffleWrite
	for p, c := range s.cells {
		dst := s.taken - p
		switch {
		case c.index:
		case c.from == 0:
			ws = append(ws, shuffleWrite{dst: dst, src: 1, add: c.add})
		case c.from != dst || c.add != 0:
			ws = append(ws, shuffleWrite{dst: dst, src: c.from, keep: -1, add: c.add})
		}
	}
	return ws
}

// indexWrite is where the model has the loop index, plus what: at most
// one cell (n counts them).
func (s *shuffleModel) indexWrite() (dst int, add int64, n int) {
	for p, c := range s.cells {
		if c.index {
			dst, add, n = s.taken-p, c.add, n+1
		}
	}
	return dst, add, n
}

// fits reports whether one link can write what the model leaves: a few
// cells, and the loop index once beside at most two others.
func (s *shuffleModel) fits() bool {
	ws := len(s.writes())
	switch _, _, n := s.indexWrite(); n {
	case 0:
		return ws <= maxShuffleWrites
	case 1:
		return ws <= 2
	}
	return false
}

// plain reports whether the model holds no loop index: the peeks read
// every cell from the data stack.
func (s *shuffleModel) plain() bool {
	_, _, n := s.indexWrite()
	return n == 0
}

// shuffleRun reports how many of the ops from i form a run of shuffles:
// no branch target after the first, and not ending with a literal or I
// that a rule takes with the ops after it (lit +, lit AND, I +, I C@ ...).
// fshuffleRun is the same for the float stack.
func shuffleRun(ops []core.Op, i int, labels []bool) int {
	return runOf(ops, i, labels, (*shuffleModel).step)
}

func fshuffleRun(ops []core.Op, i int, labels []bool) int {
	return runOf(ops, i, labels, (*shuffleModel).fstep)
}

// runOf is shuffleRun with the step that follows an op on the model.
func runOf(ops []core.Op, i int, labels []bool, step func(*shuffleModel, []core.Op, int) int) int {
	var s shuffleModel
	end := i
	for k := i; k < len(ops) && k-i < maxShuffleOps && (k == i || !labels[k]); {
		n := step(&s, ops, k)
		if n == 0 || k+n > len(ops) || anyLabel(labels, k+1, k+n) || !s.fits() {
			break
		}
		if _, isLiteral := lit(ops, k); (isLiteral || ops[k].Kind == core.OpFLit || name(ops, k) == "I") && n == 1 {
			if _, used := matchRule(ops, k, labels); used > 1 {
				break
			}
		}
		k += n
		end = k
	}
	return end - i
}

// anyLabel reports whether a branch goes to an op in [from, to).
func anyLabel(labels []bool, from, to int) bool {
	for k := from; k < to; k++ {
		if labels[k] {
			return true
		}
	}
	return false
}

// shuffleOf is the model of the run o, and fshuffleOf of the float run o.
func shuffleOf(o []core.Op) *shuffleModel { return modelOf(o, (*shuffleModel).step) }

func fshuffleOf(o []core.Op) *shuffleModel { return modelOf(o, (*shuffleModel).fstep) }

func modelOf(o []core.Op, step func(*shuffleModel, []core.Op, int) int) *shuffleModel {
	s := &shuffleModel{}
	for k := 0; k < len(o); {
		k += step(s, o, k)
	}
	return s
}

// shuffleRule is the superinstruction of a run of shuffles: its length
// varies, so plan asks shuffleRun for it beside the rules of fixed length.
var shuffleRule = rule{name: "shuffles", example: ": t 2 PICK 1- 2 PICK 2 PICK ; 3 2 1 t",
	link: func(o []core.Op, _ *fallback, j joint) link {
		s := shuffleOf(o)
		ws, grow := s.writes(), len(s.cells)-s.taken
		if idst, iadd, n := s.indexWrite(); n > 0 {
			switch len(ws) {
			case 0:
				return shuffleIndex0Link(idst, iadd, grow, j)
			case 1:
				return shuffleIndex1Link(ws[0], idst, iadd, grow, j)
			}
			return shuffleIndex2Link(ws[0], ws[1], idst, iadd, grow, j)
		}
		switch len(ws) {
		case 0:
			return shuffle0Link(grow, j)
		case 1:
			return shuffle1Link(ws[0], grow, j)
		case 2:
			return shuffle2Link(ws[0], ws[1], grow, j)
		case 3:
			return shuffle3Link(ws[0], ws[1], ws[2], grow, j)
		case 4:
			return shuffle4Link(ws[0], ws[1], ws[2], ws[3], grow, j)
		}
		return shuffleLink(ws, grow, j)
	}}

// fshuffleRule is shuffleRule for a run of float shuffles.
var fshuffleRule = rule{name: "float shuffles", example: ": t FROT FROT FOVER 2E FSWAP ; 1E 3E 4E t F. F. F. F. F.",
	link: func(o []core.Op, _ *fallback, j joint) link {
		s := fshuffleOf(o)
		ws, grow := s.writes(), len(s.cells)-s.taken
		switch len(ws) {
		case 0:
			return fshuffle0Link(grow, j)
		case 1:
			return fshuffle1Link(ws[0], grow, j)
		case 2:
			return fshuffle2Link(ws[0], ws[1], grow, j)
		case 3:
			return fshuffle3Link(ws[0], ws[1], ws[2], grow, j)
		}
		return fshuffleLink(ws, grow, j)
	}}

// peek reports, for a model that a comparison then takes its top two
// cells from, whether the run only copied those two cells from deeper
// down and left the rest where it found it: the comparison can then read
// the two where they are, with nothing written. It returns their depths
// and how the depth changes.
func (s *shuffleModel) peek() (a, b, grow int, ok bool) {
	a, b, grow, _, ok = s.peekMoved()
	return a, b, grow, ok && s.foundUnder(2)
}

// foundUnder reports whether every cell of the model under its top k is
// the cell the run found there, unchanged: a link that reads the top k
// where they are then writes nothing below them. A number is never such
// a cell, not even a 0 just above the cells the run found, whose depth
// there (0) is the from of a number.
func (s *shuffleModel) foundUnder(k int) bool {
	for p, c := range s.cells[:len(s.cells)-k] {
		if c.from == 0 || c.from != s.taken-p || c.add != 0 {
			return false
		}
	}
	return true
}

// peekOperand packs the depths of the two cells a peekCond compares and
// the change of depth into the operand of a cond; peekOperands unpacks
// them. Depths are at most maxShufflePick+1 and the change is as small.
func peekOperand(a, b, grow int) int64 {
	return int64(a)<<32 | int64(b)<<16 | int64(grow+1<<15)
}

func peekOperands(n int64) (a, b, grow int) {
	return int(n >> 32 & 0xffff), int(n >> 16 & 0xffff), int(n&0xffff) - 1<<15
}

// peekCond is the superinstruction of a run of shuffles whose last two
// cells only a comparison and its 0BRANCH take: the cond compares the two
// cells where the run found them.
var peekCond = rule{name: "shuffles cmp IF", example: ": t OVER 3 PICK < IF 1 ELSE 2 THEN ; 1 5 3 t 5 1 3 t",
	cond: func(o []core.Op, s *condSite) link {
		a, b, grow, _ := shuffleOf(o[:len(o)-2]).peek()
		return compareConds[name(o, len(o)-2)].cells(s, peekOperand(a, b, grow))
	}}

// peekCondInverted is peekCond with a 0= before the 0BRANCH (2 PICK 2 PICK
// > 0= IF): the same comparison with its two ways exchanged.
var peekCondInverted = inverted(peekCond)

// peekBinary is the superinstruction of a run of shuffles whose last two
// cells only an operator then takes (DUP *, SWAP -, 2DUP +, 2 PICK 2 PICK
// MAX): the operator reads the two cells where the run found them and
// writes its result where the run's would be.
var peekBinary = rule{name: "shuffles binop", example: ": t DUP * SWAP - 2DUP + 3 PICK 2 PICK MAX ; 1 2 3 4 t",
	link: func(o []core.Op, _ *fallback, j joint) link {
		a, b, grow, _ := shuffleOf(o[:len(o)-1]).peek()
		return binaryLinks[name(o, len(o)-1)].cells(a, b, grow, j)
	}}

// fpeekBinary is peekBinary for floats: a run of float shuffles whose
// last two floats an operator then takes (FOVER FDUP F*, FOVER FOVER F+,
// FOVER FOVER FDUP F*) reads the two where the run found them, and writes
// the one other float the run moved.
var fpeekBinary = rule{name: "float shuffles fop", example: ": t FOVER FDUP F* FOVER FOVER F+ FOVER FOVER FDUP F/ ; 2E 3E t F. F. F. F. F. F.",
	link: func(o []core.Op, _ *fallback, j joint) link {
		x, y, grow, w, _ := fshuffleOf(o[:len(o)-1]).peekMoved()
		return floatLinks[name(o, len(o)-1)].cells(x, y, grow, w, j)
	}}

// fpeekLitBinary is the superinstruction of a run of float shuffles that
// leaves a copy of a float on top, and a float literal and an operator
// that take it (FSWAP 2E F*, FOVER 1E F+): the operator reads the copy
// where the run found it, and the link writes the one other float the run
// moved (peekTop, on the float model: a float's copy has nothing added).
// F/ by a power of two is F* by its reciprocal (byReciprocal).
var fpeekLitBinary = rule{name: "float shuffles flit fop", example: ": t FSWAP 2E F* FOVER 3E F/ FSWAP 2E F/ ; 7E 5E t F. F. F.",
	link: func(o []core.Op, _ *fallback, j joint) link {
		n := len(o)
		x, grow, w, _ := fshuffleOf(o[:n-2]).peekTop()
		op, f := byReciprocal(name(o, n-1), o[n-2].F)
		return floatLinks[op].litAt(f, x, grow, w, j)
	}}

// fpeekFunc is the superinstruction of a run of float shuffles that
// leaves a copy of a float on top, and a function of one float that takes
// it (FDUP FSIN, FOVER FSQRT): the function reads the copy where the run
// found it, and the link writes the one other float the run moved.
var fpeekFunc = rule{name: "float shuffles ffunc", example: ": t FDUP FSIN FSWAP FOVER FABS ; 2E 3E t F. F. F. F.",
	link: func(o []core.Op, _ *fallback, j joint) link {
		n := len(o)
		x, grow, w, _ := fshuffleOf(o[:n-1]).peekTop()
		return floatFuncAtLinks[name(o, n-1)](x, grow, w, j)
	}}

// peekMoved is peek that lets the run move one other cell: it reports,
// for a model whose top two cells an operator then takes, whether both
// are copies of cells the run found (at depths x and y) and at most one
// other cell is not where the run found it. The link reads the two where
// they are, then writes that one cell (w) and the result; with no other
// cell to write, w writes the first copy where the result then goes. The
// float operators' links take it (FOVER FOVER FDUP F*).
func (s *shuffleModel) peekMoved() (x, y, grow int, w shuffleWrite, ok bool) {
	n := len(s.cells)
	if n < 2 || !s.plain() {
		return 0, 0, 0, w, false
	}
	a, b := s.cells[n-2], s.cells[n-1]
	if a.from == 0 || b.from == 0 || a.add != 0 || b.add != 0 {
		return 0, 0, 0, w, false
	}
	x, y, grow = a.from, b.from, n-2-s.taken
	w, ok = s.movedBelow(2, shuffleWrite{dst: -grow, src: x, keep: -1})
	return x, y, grow, w, ok
}

// peekTop reports, for a model whose top cell an operator with a literal
// then takes, whether that cell is a copy of a cell the run found (at
// depth x) and at most one other cell is not where the run found it: the
// link then reads the copy where it is and writes that one cell (w) and
// the result. With no other cell to write, w writes the copy where the
// result then goes.
func (s *shuffleModel) peekTop() (x, grow int, w shuffleWrite, ok bool) {
	x, off, grow, w, ok := s.peekAddress()
	return x, grow, w, ok && off == 0
}

// peekAddress is peekTop for a top cell that @ or C@ then takes: the copy
// may have a number added to it (DUP CELL+ @, OVER 8 + @), the offset off.
func (s *shuffleModel) peekAddress() (x int, off int64, grow int, w shuffleWrite, ok bool) {
	n := len(s.cells)
	if n < 1 || !s.plain() {
		return 0, 0, 0, w, false
	}
	top := s.cells[n-1]
	if top.from == 0 {
		return 0, 0, 0, w, false
	}
	x, off, grow = top.from, top.add, n-1-s.taken
	w, ok = s.movedBelow(1, shuffleWrite{dst: -grow, src: x, keep: -1})
	return x, off, grow, w, ok
}

// movedBelow is the one write that leaves the model's cells under its
// top k as the run leaves them, or w when every one of them is where the
// run found it; false when more than one is not. A number is always
// written: the cell where it goes may hold anything.
func (s *shuffleModel) movedBelow(k int, w shuffleWrite) (shuffleWrite, bool) {
	moved := 0
	for p, c := range s.cells[:len(s.cells)-k] {
		dst := s.taken - p
		switch {
		case c.from == 0:
			w, moved = shuffleWrite{dst: dst, src: 1, add: c.add}, moved+1
		case c.from != dst || c.add != 0:
			w, moved = shuffleWrite{dst: dst, src: c.from, keep: -1, add: c.add}, moved+1
		}
	}
	return w, moved <= 1
}

// peekLitBinary is the superinstruction of a run of shuffles that leaves a
// copy of a cell on top, and an operator with a literal that takes it
// (DUP 1 AND, SWAP 8 RSHIFT, OVER 10 *): the operator reads the copy where
// the run found it.
var peekLitBinary = rule{name: "shuffles lit binop", example: ": t DUP 1 AND SWAP 8 RSHIFT OVER 10 * ; 7 300 t",
	link: func(o []core.Op, _ *fallback, j joint) link {
		n := len(o)
		x, grow, w, _ := shuffleOf(o[:n-2]).peekTop()
		return litAtLinks[name(o, n-1)](litOf(o, n-2), x, grow, w, j)
	}}

// peekStore reports, for a model whose top two cells ! or C! then takes,
// whether the top (the address) is a copy of a cell the run found (at
// depth x) plus a number (off), the cell under it (the value, val) a
// cell the run found plus a number or a number, and at most one of the
// cells under them not where the run found it: the link then reads the
// two where they are and writes that one cell (w) before it stores.
// With no other cell to write, w writes the top cell over itself.
func (s *shuffleModel) peekStore() (x int, off int64, val shuffleWrite, grow int, w shuffleWrite, ok bool) {
	n := len(s.cells)
	if n < 2 || !s.plain() {
		return 0, 0, val, 0, w, false
	}
	top, second := s.cells[n-1], s.cells[n-2]
	if top.from == 0 {
		return 0, 0, val, 0, w, false
	}
	x, off, grow = top.from, top.add, n-2-s.taken
	val = shuffleWrite{src: second.from, keep: -1, add: second.add}
	if second.from == 0 {
		val = shuffleWrite{src: 1, add: second.add}
	}
	w, ok = s.movedBelow(2, shuffleWrite{dst: 1, src: 1, keep: -1})
	return x, off, val, grow, w, ok
}

// peekStoreRule is the superinstruction of a run of shuffles whose top
// two cells ! or C! then takes (TUCK !, TUCK CELL+ !, OVER !, SWAP
// CELL+ !): the store reads the value and the address where the run
// found them. A bad address bails out before the link writes anything.
var peekStoreRule = rule{name: "shuffles !", uncertain: true, example: "CREATE p 0 , 0 , : t ( x a -- a ) TUCK ! ; : u ( x a -- a ) TUCK CELL+ ! ; 5 p t 7 SWAP u 2@",
	link: func(o []core.Op, fb *fallback, j joint) link {
		n := len(o)
		x, off, val, grow, w, _ := shuffleOf(o[:n-1]).peekStore()
		if name(o, n-1) == "C!" {
			return cStoreAtLink(fb, x, off, val, grow, w, j)
		}
		return storeAtLink(fb, x, off, val, grow, w, j)
	}}

// peekFetch is the superinstruction of a run of shuffles that leaves a
// copy of a cell, or the copy plus a number, on top, and @ or C@ that
// takes it (DUP @, SWAP @, DUP CELL+ @, 2 PICK C@): the fetch reads the
// address where the run found it. A bad address bails out before the
// link writes anything, so the plain code runs the run and finds the
// error on its word.
var peekFetch = rule{name: "shuffles @", uncertain: true, example: "CREATE p 1 , 2 , : t DUP @ SWAP DUP CELL+ @ SWAP C@ ; p t",
	link: func(o []core.Op, fb *fallback, j joint) link {
		n := len(o)
		x, off, grow, w, _ := shuffleOf(o[:n-1]).peekAddress()
		if name(o, n-1) == "C@" {
			return cFetchAtLink(fb, x, grow, off, w, j)
		}
		return fetchAtLink(fb, x, grow, off, w, j)
	}}

// peekIndexBinary is the superinstruction of a run of shuffles that leaves
// a copy of a cell on top, and I and an operator that take it (2 PICK I -,
// OVER I +): the operator reads the copy where the run found it and the
// loop index where it is.
var peekIndexBinary = rule{name: "shuffles I binop", example: ": t 3 0 DO 2 PICK I - . OVER I + . LOOP ; 7 8 9 t",
	link: func(o []core.Op, _ *fallback, j joint) link {
		n := len(o)
		x, grow, w, _ := shuffleOf(o[:n-2]).peekTop()
		return indexAtLinks[name(o, n-1)](x, grow, w, j)
	}}

// litAt reports whether the ops at c are a literal and an operator that
// peekLitBinary takes with the run before them (shifts by less than 64).
func litAt(ops []core.Op, c int, labels []bool) bool {
	if c+1 >= len(ops) || labels[c] || labels[c+1] {
		return false
	}
	n, ok := lit(ops, c)
	if _, op := litAtLinks[name(ops, c+1)]; !ok || !op {
		return false
	}
	if name(ops, c+1) == "LSHIFT" || name(ops, c+1) == "RSHIFT" {
		return n >= 0 && n < 64
	}
	return true
}

// peekWithin reports, for a model that WITHIN then takes, whether its top
// two cells are numbers (lo and hi) and the cell under them is a cell the
// run found, left in place or copied (at depth x), with every cell below
// it where the run found it: a range test of a character or a number,
// DUP [CHAR] a [CHAR] z 1+ WITHIN. grow is how the depth changes before
// the flag goes on top.
func (s *shuffleModel) peekWithin() (x, grow int, lo, hi int64, ok bool) {
	n := len(s.cells)
	if n < 3 || !s.plain() {
		return 0, 0, 0, 0, false
	}
	v, l, h := s.cells[n-3], s.cells[n-2], s.cells[n-1]
	if v.from == 0 || v.add != 0 || l.from != 0 || h.from != 0 {
		return 0, 0, 0, 0, false
	}
	if !s.foundUnder(3) {
		return 0, 0, 0, 0, false
	}
	return v.from, n - 3 - s.taken, l.add, h.add, true
}

// peekWithin and peekWithinCond are the superinstructions of a range test
// (peekWithin): the link pushes its flag, the cond branches on it.
var (
	peekWithinLink = rule{name: "shuffles lit lit WITHIN", example: ": t DUP 10 20 WITHIN 5 30 WITHIN ; 15 t",
		link: func(o []core.Op, _ *fallback, j joint) link {
			x, grow, lo, hi, _ := shuffleOf(o[:len(o)-1]).peekWithin()
			return withinAtLink(x, grow, lo, uint64(hi-lo), j)
		}}
	peekWithinCond = rule{name: "shuffles lit lit WITHIN IF", example: ": t DUP 10 20 WITHIN IF 1 ELSE 2 THEN ; 15 t 25 t",
		cond: func(o []core.Op, s *condSite) link {
			x, grow, lo, hi, _ := shuffleOf(o[:len(o)-2]).peekWithin()
			s.lo, s.span = lo, uint64(hi-lo)
			return withinCond(s, peekOperand(x, 0, grow))
		}}
	peekWithinCondInverted = inverted(peekWithinCond)
)

// matchItem finds the link for the ops at i: the longest rule that fits,
// or a run of shuffles of either stack when that is longer, as one link
// or, when a comparison and 0BRANCH or an operator take what the run
// leaves, one cond or one operator's link.
func matchItem(ops []core.Op, i int, labels []bool) (*rule, int) {
	r, n := matchRule(ops, i, labels)
	if f := fshuffleRun(ops, i, labels); f > 0 {
		c := i + f
		if f+1 > n && c < len(ops) && !labels[c] {
			if _, ok := floatLinks[name(ops, c)]; ok {
				if _, _, _, _, ok := fshuffleOf(ops[i:c]).peekMoved(); ok {
					return &fpeekBinary, f + 1
				}
			}
		}
		if f+2 > n && c+1 < len(ops) && !labels[c] && !labels[c+1] && ops[c].Kind == core.OpFLit {
			if _, ok := floatLinks[name(ops, c+1)]; ok {
				if _, _, _, ok := fshuffleOf(ops[i:c]).peekTop(); ok {
					return &fpeekLitBinary, f + 2
				}
			}
		}
		if f+1 > n && c < len(ops) && !labels[c] {
			if _, ok := floatFuncAtLinks[name(ops, c)]; ok {
				if _, _, _, ok := fshuffleOf(ops[i:c]).peekTop(); ok {
					return &fpeekFunc, f + 1
				}
			}
		}
		if f >= 2 && f > n {
			return &fshuffleRule, f
		}
		return r, n
	}
	k := shuffleRun(ops, i, labels)
	c := i + k
	// the 0BRANCH after what the run leaves, at c+1 or, after a 0=, at c+2
	inverts := c+2 < len(ops) && name(ops, c+1) == "0=" && !labels[c+1] && !labels[c+2] && zbranch(ops, c+2)
	if k > 0 && c < len(ops) && !labels[c] {
		if _, ok := compareConds[name(ops, c)]; ok {
			if _, _, _, ok := shuffleOf(ops[i:c]).peek(); ok {
				switch {
				case inverts && k+3 > n:
					return &peekCondInverted, k + 3
				case k+2 > n && c+1 < len(ops) && !labels[c+1] && zbranch(ops, c+1):
					return &peekCond, k + 2
				}
			}
		}
	}
	if k > 0 && k+1 > n && c < len(ops) && !labels[c] {
		if _, ok := binaryLinks[name(ops, c)]; ok {
			if _, _, _, ok := shuffleOf(ops[i:c]).peek(); ok {
				return &peekBinary, k + 1
			}
		}
	}
	if k > 0 && c < len(ops) && !labels[c] && name(ops, c) == "WITHIN" {
		if _, _, _, _, ok := shuffleOf(ops[i:c]).peekWithin(); ok {
			if inverts && k+3 > n {
				return &peekWithinCondInverted, k + 3
			}
			if c+1 < len(ops) && !labels[c+1] && zbranch(ops, c+1) && k+2 > n {
				return &peekWithinCond, k + 2
			}
			if k+1 > n {
				return &peekWithinLink, k + 1
			}
		}
	}
	if k > 0 && k+2 > n && c+1 < len(ops) && !labels[c] && !labels[c+1] && name(ops, c) == "I" {
		if _, ok := indexAtLinks[name(ops, c+1)]; ok {
			if _, _, _, ok := shuffleOf(ops[i:c]).peekTop(); ok {
				return &peekIndexBinary, k + 2
			}
		}
	}
	if k > 0 && k+1 > n && c < len(ops) && !labels[c] && (name(ops, c) == "@" || name(ops, c) == "C@") {
		if _, _, _, _, ok := shuffleOf(ops[i:c]).peekAddress(); ok {
			return &peekFetch, k + 1
		}
	}
	if k > 0 && k+1 > n && c < len(ops) && !labels[c] && (name(ops, c) == "!" || name(ops, c) == "C!") {
		if _, _, _, _, _, ok := shuffleOf(ops[i:c]).peekStore(); ok {
			return &peekStoreRule, k + 1
		}
	}
	if k > 0 && k+2 > n && litAt(ops, c, labels) {
		if _, _, _, ok := shuffleOf(ops[i:c]).peekTop(); ok {
			return &peekLitBinary, k + 2
		}
	}
	if k >= 2 && k > n {
		return &shuffleRule, k
	}
	return r, n
}
