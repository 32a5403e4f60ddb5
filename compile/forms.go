package compile

import (
	"github.com/forthling/forthling/core"
)

// Which ops have a link of their own, what they do to the stacks, and
// their links.

// effect is what an op with a link of its own does to the stacks: the cells it
// takes and leaves on the data, return and float stacks. Ops that read
// below what they leave (I, R@, PICK) take and leave the same cells.
type effect struct {
	in, out, rin, rout, fin, fout int
	// maybe is how many of the cells out counts the op may not push (?DUP
	// pushes its copy only of a non-zero top)
	maybe int
}

// then is the effect of e followed by f, as one op: what f takes beyond
// what e leaves comes from below e's, and the depth between the two is
// not counted.
func (e effect) then(f effect) effect {
	return effect{
		in: e.in + max(0, f.in-e.out), out: f.out + max(0, e.out-f.in),
		rin: e.rin + max(0, f.rin-e.rout), rout: f.rout + max(0, e.rout-f.rin),
		fin: e.fin + max(0, f.fin-e.fout), fout: f.fout + max(0, e.fout-f.fin),
		maybe: e.maybe + f.maybe,
	}
}

// primitive is how a system primitive runs fast: its effect, and its
// link with the fallback a link that checks an address or a divisor uses.
// uncertain marks a link that may stop short of the effect's depth (?DUP
// pushes only a non-zero top, a checked link may bail out first), so that
// its block does not raise the high-water mark for all of its ops at once.
type primitive struct {
	effect
	uncertain bool
	link      func(fb *fallback, j joint) link
}

// sure makes the link maker of a primitive that cannot fail.
func sure(f func(j joint) link) func(*fallback, joint) link {
	return func(_ *fallback, j joint) link { return f(j) }
}

// adds makes the link maker of an operator that adds n.
func adds(n int64) func(*fallback, joint) link {
	return func(_ *fallback, j joint) link { return addLitLink(n, j) }
}

// primitives are the system primitives with a link of their own, by name; the
// operators of binaryLinks are the others.
var primitives = map[string]primitive{
	"DUP":    {effect{in: 1, out: 2}, false, sure(dupLink)},
	"DROP":   {effect{in: 1}, false, sure(dropLink)},
	"SWAP":   {effect{in: 2, out: 2}, false, sure(swapLink)},
	"OVER":   {effect{in: 2, out: 3}, false, sure(overLink)},
	"NIP":    {effect{in: 2, out: 1}, false, sure(nipLink)},
	"TUCK":   {effect{in: 2, out: 3}, false, sure(tuckLink)},
	"ROT":    {effect{in: 3, out: 3}, false, sure(rotLink)},
	"-ROT":   {effect{in: 3, out: 3}, false, sure(minusRotLink)},
	"2DUP":   {effect{in: 2, out: 4}, false, sure(twoDupLink)},
	"2DROP":  {effect{in: 2}, false, sure(twoDropLink)},
	"2SWAP":  {effect{in: 4, out: 4}, false, sure(twoSwapLink)},
	"2OVER":  {effect{in: 4, out: 6}, false, sure(twoOverLink)},
	"?DUP":   {effect{in: 1, out: 2, maybe: 1}, true, sure(qdupLink)},
	">R":     {effect{in: 1, rout: 1}, false, sure(toRLink)},
	"R>":     {effect{out: 1, rin: 1}, false, sure(rFromLink)},
	"R@":     {effect{out: 1, rin: 1, rout: 1}, false, sure(rFetchLink)},
	"I":      {effect{out: 1, rin: 2, rout: 2}, false, sure(rFetchLink)},
	"J":      {effect{out: 1, rin: 4, rout: 4}, false, sure(jLink)},
	"UNLOOP": {effect{rin: 2}, false, sure(unloopLink)},
	"2>R":    {effect{in: 2, rout: 2}, false, sure(twoToRLink)},
	"2R>":    {effect{out: 2, rin: 2}, false, sure(twoRFromLink)},
	"2R@":    {effect{out: 2, rin: 2, rout: 2}, false, sure(twoRFetchLink)},
	// PICK with u computed: the effect is the one of the top cell, and the
	// link checks that the cells below reach u
	"PICK": {effect{in: 1, out: 1}, true, pickTopLink},

	"S>D":     {effect{in: 1, out: 2}, false, sure(sToDLink)},
	"D+":      {effect{in: 4, out: 2}, false, sure(dAddLink)},
	"D-":      {effect{in: 4, out: 2}, false, sure(dSubLink)},
	"DABS":    {effect{in: 2, out: 2}, false, sure(dAbsLink)},
	"D<":      {effect{in: 4, out: 1}, false, sure(dLtLink)},
	"DU<":     {effect{in: 4, out: 1}, false, sure(dULtLink)},
	"D=":      {effect{in: 4, out: 1}, false, sure(dEqLink)},
	"D0<":     {effect{in: 2, out: 1}, false, sure(dZeroLtLink)},
	"D0=":     {effect{in: 2, out: 1}, false, sure(dZeroEqLink)},
	"DNEGATE": {effect{in: 2, out: 2}, false, sure(dNegateLink)},
	"UM*":     {effect{in: 2, out: 2}, false, sure(umStarLink)},
	"M*":      {effect{in: 2, out: 2}, false, sure(mStarLink)},
	"/STRING": {effect{in: 3, out: 2}, false, sure(slashStringLink)},
	"BOUNDS":  {effect{in: 2, out: 2}, false, sure(boundsLink)},

	"1+":     {effect{in: 1, out: 1}, false, adds(1)},
	"1-":     {effect{in: 1, out: 1}, false, adds(-1)},
	"CELL+":  {effect{in: 1, out: 1}, false, adds(core.CellSize)},
	"CHAR+":  {effect{in: 1, out: 1}, false, adds(1)},
	"CHARS":  {effect{in: 1, out: 1}, false, sure(nopLink)},
	"2*":     {effect{in: 1, out: 1}, false, sure(twoStarLink)},
	"2/":     {effect{in: 1, out: 1}, false, sure(twoSlashLink)},
	"CELLS":  {effect{in: 1, out: 1}, false, sure(cellsLink)},
	"FLOATS": {effect{in: 1, out: 1}, false, sure(cellsLink)}, // a float takes a cell's 8 bytes
	"FLOAT+": {effect{in: 1, out: 1}, false, adds(core.CellSize)},
	"WITHIN": {effect{in: 3, out: 1}, false, sure(withinLink)},
	"NEGATE": {effect{in: 1, out: 1}, false, sure(negateLink)},
	"INVERT": {effect{in: 1, out: 1}, false, sure(invertLink)},
	"ABS":    {effect{in: 1, out: 1}, false, sure(absLink)},
	"0=":     {effect{in: 1, out: 1}, false, sure(zeroEqLink)},
	"0<>":    {effect{in: 1, out: 1}, false, sure(zeroNeLink)},
	"0<":     {effect{in: 1, out: 1}, false, sure(zeroLtLink)},
	"0>":     {effect{in: 1, out: 1}, false, sure(zeroGtLink)},
	"LSHIFT": {effect{in: 2, out: 1}, false, sure(lshiftLink)},
	"RSHIFT": {effect{in: 2, out: 1}, false, sure(rshiftLink)},

	// these check a divisor or an address
	"/":    {effect{in: 2, out: 1}, true, divLink},
	"MOD":  {effect{in: 2, out: 1}, true, modLink},
	"/MOD": {effect{in: 2, out: 2}, true, divModLink},
	"@":    {effect{in: 1, out: 1}, true, fetchLink},
	"!":    {effect{in: 2}, true, storeLink},
	"+!":   {effect{in: 2}, true, plusStoreLink},
	"C@":   {effect{in: 1, out: 1}, true, cFetchLink},
	"C!":   {effect{in: 2}, true, cStoreLink},
	"2@":   {effect{in: 1, out: 2}, true, twoFetchLink},
	"2!":   {effect{in: 3}, true, twoStoreLink},
	"F@":   {effect{in: 1, fout: 1}, true, ffetchLink},
	"F!":   {effect{in: 1, fin: 1}, true, fstoreLink},

	// THROW hands its code to CATCH without a Go panic where it can
	"THROW": {effect{in: 1}, true, throwLink},

	// floats
	"F+":    {effect{fin: 2, fout: 1}, false, sure(faddLink)},
	"F-":    {effect{fin: 2, fout: 1}, false, sure(fsubLink)},
	"F*":    {effect{fin: 2, fout: 1}, false, sure(fmulLink)},
	"F/":    {effect{fin: 2, fout: 1}, false, sure(fdivLink)},
	"FDUP":  {effect{fin: 1, fout: 2}, false, sure(fdupLink)},
	"FDROP": {effect{fin: 1}, false, sure(fdropLink)},
	"FSWAP": {effect{fin: 2, fout: 2}, false, sure(fswapLink)},
	"FOVER": {effect{fin: 2, fout: 3}, false, sure(foverLink)},
	"FROT":  {effect{fin: 3, fout: 3}, false, sure(frotLink)},
	// FNIP and FTUCK are runs of float shuffles of one op: ( F: a b -- b ),
	// ( F: a b -- b a b )
	"FNIP": {effect{fin: 2, fout: 1}, false, sure(func(j joint) link {
		return fshuffle1Link(shuffleWrite{dst: 2, src: 1, keep: -1}, -1, j)
	})},
	"FTUCK": {effect{fin: 2, fout: 3}, false, sure(func(j joint) link {
		return fshuffle3Link(shuffleWrite{dst: 2, src: 1, keep: -1}, shuffleWrite{dst: 1, src: 2, keep: -1}, shuffleWrite{dst: 0, src: 1, keep: -1}, 1, j)
	})},
	"FNEGATE": {effect{fin: 1, fout: 1}, false, sure(fnegateLink)},
	"FABS":    {effect{fin: 1, fout: 1}, false, sure(fabsLink)},
	"FSQRT":   {effect{fin: 1, fout: 1}, false, sure(fsqrtLink)},
	"FEXP":    {effect{fin: 1, fout: 1}, false, sure(fexpLink)},
	"FLN":     {effect{fin: 1, fout: 1}, false, sure(flnLink)},
	"FLOG":    {effect{fin: 1, fout: 1}, false, sure(flogLink)},
	"FSIN":    {effect{fin: 1, fout: 1}, false, sure(fsinLink)},
	"FCOS":    {effect{fin: 1, fout: 1}, false, sure(fcosLink)},
	"F<":      {effect{out: 1, fin: 2}, false, sure(flessLink)},
	"F>":      {effect{out: 1, fin: 2}, false, sure(fgreaterLink)},
	"F<=":     {effect{out: 1, fin: 2}, false, sure(flessEqLink)},
	"F>=":     {effect{out: 1, fin: 2}, false, sure(fgreaterEqLink)},
	"F=":      {effect{out: 1, fin: 2}, false, sure(fequalLink)},
	"F0>":     {effect{out: 1, fin: 1}, false, sure(fzeroGreaterLink)},
	"F2*":     {effect{fin: 1, fout: 1}, false, sure(ftwoStarLink)},
	"F2/":     {effect{fin: 1, fout: 1}, false, sure(ftwoSlashLink)},
	"FLOOR":   {effect{fin: 1, fout: 1}, false, sure(ffloorLink)},
	"FTRUNC":  {effect{fin: 1, fout: 1}, false, sure(ftruncLink)},
	"FROUND":  {effect{fin: 1, fout: 1}, false, sure(froundLink)},
	"FMAX":    {effect{fin: 2, fout: 1}, false, sure(fmaxLink)},
	"FMIN":    {effect{fin: 2, fout: 1}, false, sure(fminLink)},
	"F0<":     {effect{out: 1, fin: 1}, false, sure(fzeroLessLink)},
	"F0=":     {effect{out: 1, fin: 1}, false, sure(fzeroEqLink)},
	"S>F":     {effect{in: 1, fout: 1}, false, sure(sToFLink)},
}

// prim names the system primitive an op calls, or "".
func prim(op *core.Op) string {
	if op.Kind != core.OpCall || op.Word == nil || op.Word.Kind != core.KindPrimitive || !op.Word.IsSystem() {
		return ""
	}
	if op.Word.List == nil || op.Word.List.Name != "FORTH" {
		return ""
	}
	return op.Word.Name
}

// litValue reports the value an op pushes when it always pushes the same
// cell: a literal, a constant, TRUE or FALSE, or the body of a variable or
// CREATEd word.
func litValue(op *core.Op) (int64, bool) {
	switch op.Kind {
	case core.OpLit:
		return op.N, true
	case core.OpCall:
		switch op.Word.Kind {
		case core.KindConstant:
			return op.Word.Value, true
		case core.KindVariable, core.KindCreate:
			return op.Word.Body, true
		}
		switch prim(op) {
		case "TRUE":
			return -1, true
		case "FALSE":
			return 0, true
		case "BL":
			return ' ', true
		case "CELL":
			return core.CellSize, true
		}
	}
	return 0, false
}

// valueAt reports whether an op pushes the cell of a VALUE, and its
// address.
func valueAt(op *core.Op) (int64, bool) {
	if op.Kind == core.OpCall && op.Word.Kind == core.KindValue {
		return op.Word.Body, true
	}
	return 0, false
}

// opEffect is what the op at i does to the stacks when it runs fast.
func opEffect(ops []core.Op, i int) effect {
	op := &ops[i]
	switch op.Kind {
	case core.OpLit, core.OpLocalFetch:
		return effect{out: 1}
	case core.OpString:
		return effect{out: 2}
	case core.OpFLit:
		return effect{fout: 1}
	case core.OpLocalStore, core.OpLocalAdd:
		return effect{in: 1}
	case core.OpLocals:
		// the floats its float locals' stores take next are checked here,
		// so that a missing one is found before any cell is taken
		f := floatArgsAfter(ops, i)
		return effect{in: int(op.N - op.Len), fin: f, fout: f}
	case core.OpDo:
		return effect{in: 2, rout: 2}
	case core.OpCall:
		if _, ok := litValue(op); ok {
			return effect{out: 1}
		}
		if _, ok := valueAt(op); ok {
			return effect{out: 1}
		}
		name := prim(op)
		if name == "PICK" && i > 0 {
			// lit PICK: the u-th cell below u, which PICK takes and leaves
			if n, ok := litValue(&ops[i-1]); ok {
				return effect{in: int(n) + 2, out: int(n) + 2}
			}
		}
		if p, ok := primitives[name]; ok {
			return p.effect
		}
		if _, ok := binaryLinks[name]; ok {
			return effect{in: 2, out: 1}
		}
		if w, ok := inPlace[name]; ok {
			return w.effect
		}
	}
	return effect{}
}

// hasOwnLink reports whether the op at i has a link of its own.
func hasOwnLink(ops []core.Op, i int) bool {
	op := &ops[i]
	switch op.Kind {
	case core.OpLit, core.OpString, core.OpFLit, core.OpDo, core.OpLocals,
		core.OpLocalFetch, core.OpLocalStore, core.OpLocalAdd, core.OpDropLocals, core.OpNoop:
		return true
	case core.OpCall:
		if _, ok := litValue(op); ok {
			return true
		}
		if _, ok := valueAt(op); ok {
			return true
		}
		name := prim(op)
		_, p := primitives[name]
		_, b := binaryLinks[name]
		_, r := inPlace[name]
		return p || b || r
	}
	return false
}

// opLink builds the link of the op at i, which has one of its own, and says
// whether it is uncertain (see primitive).
func opLink(ops []core.Op, i int, fb *fallback, j joint) (link, bool) {
	op := &ops[i]
	switch op.Kind {
	case core.OpLit:
		return pushLink(op.N, j), false
	case core.OpString:
		return stringLink(op.N, op.Len, j), false
	case core.OpFLit:
		return fpushLink(op.F, j), false
	case core.OpDo:
		return doLink(j), false
	case core.OpLocals:
		return frameLink(fb, int(op.N), int(op.Len), false, j), true
	case core.OpLocalFetch:
		return localFetchLink(int(op.N), j), false
	case core.OpLocalStore:
		return localStoreLink(int(op.N), j), false
	case core.OpLocalAdd:
		return localAddLink(int(op.N), j), false
	case core.OpDropLocals:
		return dropLocalsLink(j), false
	case core.OpNoop:
		if j.b == nil && j.next != nil {
			return j.next, false // nothing to run: the link after it stands in its place
		}
		return nopLink(j), false
	}
	// a call
	if n, ok := litValue(op); ok {
		return pushLink(n, j), false
	}
	if a, ok := valueAt(op); ok {
		return fetchLitLink(fb, a, j), true
	}
	name := prim(op)
	if p, ok := primitives[name]; ok {
		return p.link(fb, j), p.uncertain
	}
	if w, ok := inPlace[name]; ok {
		// it stops short of the block's depth when it throws, which a
		// total word does not
		return inPlaceLink(op.Word, w, fb, j), !w.total
	}
	return binaryLinks[name].plain(j), false
}

// frameLink is the link of a locals frame of n locals, the last zeroed of
// them zero and the others taken from the stack or, kept, copied and left
// there for the ops after it (see keptFrameRules). A frame of one to three
// locals, all taken, has a link of its own with the copies written out:
// openFrame's loop and its checks on each cell cost more than the copies
// (on a word of fixed-point arithmetic with two and three locals, the
// frame's link took a seventh of the run with the loop, a twentieth
// without).
func frameLink(fb *fallback, n, zeroed int, kept bool, j joint) link {
	switch {
	case zeroed != 0 || n > 3:
	case kept && n == 1:
		return localsKept1Link(fb, j)
	case kept && n == 2:
		return localsKept2Link(fb, j)
	case kept && n == 3:
		return localsKept3Link(fb, j)
	case n == 1:
		return locals1Link(fb, j)
	case n == 2:
		return locals2Link(fb, j)
	case n == 3:
		return locals3Link(fb, j)
	}
	if kept {
		return localsKeptLink(fb, n, zeroed, j)
	}
	return localsLink(fb, n, zeroed, j)
}

// throwLink is THROW. A zero goes on; an ordinary code thrown in the word
// the innermost CATCH runs, in the dispatch loop that runs it, goes back
// to CATCH through the links and the dispatch loop without a Go panic (see
// core.Machine.HandThrow), from a word inlined there too, whose frames it
// pushes as the call would have; anything else the plain code throws.
//
//go:noinline (see links_gen.go)
func throwLink(fb *fallback, j joint) link {
	hb, next, to := j.b, j.next, j.to
	var hc check
	if hb != nil {
		hc = hb.head.check()
	}
	var again link
	again = func(m *core.Machine, sp int) (int, int) {
		if hb != nil {
			if !(hc.fits(m, sp) && hc.others(m)) {
				return hb.refix(m, sp, again)
			}
			m.Steps += hc.steps
		}
		n := *cellAt(m, sp, 1)
		if n == 0 {
			if next != nil {
				return next(m, sp-1)
			}
			return sp - 1, to
		}
		if !m.HandThrow(n) {
			return fb.take(m, sp)
		}
		m.Steps -= fb.after // the ops after THROW do not run
		m.SP = sp - 1
		fb.pushPath(m) // should the code go past CATCH, its error names them
		m.Frames[m.FP-1].IP = int32(fb.op)
		return sp - 1, throwIP
	}
	return again
}
