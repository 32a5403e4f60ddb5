package compile

import (
	"bytes"
	"math"

	"github.com/forthling/forthling/core"
)

// inPlaceWord is a word with no link of its own that a block runs where it
// stands, by its Go function, rather than ending there (see inPlaceLink).
// It has a fixed effect, given here in cells and floats, reads and writes
// only its stacks, memory (the heap of ALLOCATE among it), the picture of
// pictured numeric output and the output, and either finishes or throws.
// Ending the block would cost the plain instruction's call and the next
// block's head check, and keep the links on either side apart. TestInPlaceEffects holds each effect to the
// word's stack comment in the word sets.
type inPlaceWord struct {
	effect
	// quick, when set, does the word's work for the arguments it is most
	// often given, on the data stack below sp, and reports true; for the
	// others (those that may fail among them) it reports false having
	// changed nothing, and the word's Go function runs.
	quick func(m *core.Machine, sp int) bool
	// total marks a word that cannot fail once the head has checked its
	// stacks: it throws nothing, counts no steps of its own and touches
	// nothing but its stacks (DMAX, D2/, FSIN, ALIGNED). It runs without
	// the bookkeeping an error would need, so a definition that uses it
	// may still be inlined. TestTotalWordsCannotFail holds each to it.
	total bool
}

var inPlace = map[string]inPlaceWord{
	// mixed and double-cell arithmetic
	"*/": {effect: effect{in: 3, out: 1}, quick: starSlashQuick}, "*/MOD": {effect: effect{in: 3, out: 2}, quick: starSlashModQuick},
	"UM/MOD": {effect: effect{in: 3, out: 2}, quick: umModQuick}, "FM/MOD": {effect: effect{in: 3, out: 2}, quick: fmModQuick},
	"SM/REM": {effect: effect{in: 3, out: 2}, quick: smRemQuick},
	"M+":     {effect: effect{in: 3, out: 2}, total: true}, "M*/": {effect: effect{in: 4, out: 2}},
	"DMAX": {effect: effect{in: 4, out: 2}, total: true}, "DMIN": {effect: effect{in: 4, out: 2}, total: true},
	"D2*": {effect: effect{in: 2, out: 2}, total: true}, "D2/": {effect: effect{in: 2, out: 2}, total: true}, "D>S": {effect: effect{in: 2, out: 1}, total: true},
	"D<>": {effect: effect{in: 4, out: 1}, total: true}, "D>": {effect: effect{in: 4, out: 1}, total: true}, "D<=": {effect: effect{in: 4, out: 1}, total: true},
	"D>=": {effect: effect{in: 4, out: 1}, total: true}, "DU>": {effect: effect{in: 4, out: 1}, total: true},
	// memory and strings
	"MOVE": {effect: effect{in: 3}, quick: moveQuick}, "CMOVE": {effect: effect{in: 3}}, "CMOVE>": {effect: effect{in: 3}},
	"FILL": {effect: effect{in: 3}}, "ERASE": {effect: effect{in: 2}}, "BLANK": {effect: effect{in: 2}},
	"COUNT": {effect: effect{in: 1, out: 2}, quick: countQuick}, "ALIGNED": {effect: effect{in: 1, out: 1}, total: true},
	"COMPARE": {effect: effect{in: 4, out: 1}, quick: compareQuick}, "SEARCH": {effect: effect{in: 4, out: 3}},
	"STR=": {effect: effect{in: 4, out: 1}}, "STRING-PREFIX?": {effect: effect{in: 4, out: 1}},
	"-TRAILING": {effect: effect{in: 2, out: 2}}, "SCAN": {effect: effect{in: 3, out: 2}},
	"SKIP": {effect: effect{in: 3, out: 2}}, "PLACE": {effect: effect{in: 3}}, "+PLACE": {effect: effect{in: 3}},
	">NUMBER": {effect: effect{in: 4, out: 4}}, "DEPTH": {effect: effect{out: 1}, total: true},
	"2ROT": {effect: effect{in: 6, out: 6}, total: true}, ">BODY": {effect: effect{in: 1, out: 1}},
	"DEFER@": {effect: effect{in: 1, out: 1}}, "DEFER!": {effect: effect{in: 2}},
	"HERE": {effect: effect{out: 1}}, "PAD": {effect: effect{out: 1}},
	// the heap: each counts a step of its own and, failing, returns an
	// ior rather than throwing, but for the step limit its steps may reach
	"ALLOCATE": {effect: effect{in: 1, out: 2}, quick: allocateQuick}, "FREE": {effect: effect{in: 1, out: 1}, quick: freeQuick},
	"RESIZE": {effect: effect{in: 2, out: 2}},
	// pictured numeric output and printing
	"<#": {}, "#": {effect: effect{in: 2, out: 2}}, "#S": {effect: effect{in: 2, out: 2}},
	"#>": {effect: effect{in: 2, out: 2}}, "HOLD": {effect: effect{in: 1}}, "HOLDS": {effect: effect{in: 2}},
	"SIGN": {effect: effect{in: 1}}, "BASE": {effect: effect{out: 1}}, "HEX": {}, "DECIMAL": {},
	"EMIT": {effect: effect{in: 1}}, "TYPE": {effect: effect{in: 2}}, "CR": {}, "SPACE": {},
	"SPACES": {effect: effect{in: 1}}, ".": {effect: effect{in: 1}}, "U.": {effect: effect{in: 1}},
	".R": {effect: effect{in: 2}}, "U.R": {effect: effect{in: 2}}, "D.": {effect: effect{in: 2}},
	// floats
	"F>S": {effect: effect{fin: 1, out: 1}}, "D>F": {effect: effect{in: 2, fout: 1}, total: true},
	"F>D": {effect: effect{fin: 1, out: 2}}, "FDEPTH": {effect: effect{out: 1}, total: true},
	"1/F": {effect: effect{fin: 1, fout: 1}, total: true}, "F<>": {effect: effect{fin: 2, out: 1}, total: true}, "F~": {effect: effect{fin: 3, out: 1}, total: true},
	"FALIGNED": {effect: effect{in: 1, out: 1}, total: true}, "SFLOATS": {effect: effect{in: 1, out: 1}, total: true},
	"DFLOATS": {effect: effect{in: 1, out: 1}, total: true}, "SFLOAT+": {effect: effect{in: 1, out: 1}, total: true},
	"DFLOAT+": {effect: effect{in: 1, out: 1}, total: true}, "SF@": {effect: effect{in: 1, fout: 1}},
	"SF!": {effect: effect{in: 1, fin: 1}}, "DF@": {effect: effect{in: 1, fout: 1}}, "DF!": {effect: effect{in: 1, fin: 1}},
	"FTAN": {effect: effect{fin: 1, fout: 1}, total: true}, "FSINCOS": {effect: effect{fin: 1, fout: 2}, total: true},
	"FASIN": {effect: effect{fin: 1, fout: 1}, total: true}, "FACOS": {effect: effect{fin: 1, fout: 1}, total: true},
	"FATAN": {effect: effect{fin: 1, fout: 1}, total: true}, "FATAN2": {effect: effect{fin: 2, fout: 1}, total: true},
	"FSINH": {effect: effect{fin: 1, fout: 1}, total: true}, "FCOSH": {effect: effect{fin: 1, fout: 1}, total: true},
	"FTANH": {effect: effect{fin: 1, fout: 1}, total: true}, "FASINH": {effect: effect{fin: 1, fout: 1}, total: true},
	"FACOSH": {effect: effect{fin: 1, fout: 1}, total: true}, "FATANH": {effect: effect{fin: 1, fout: 1}, total: true},
	"FEXPM1": {effect: effect{fin: 1, fout: 1}, total: true}, "FLNP1": {effect: effect{fin: 1, fout: 1}, total: true},
	"FALOG": {effect: effect{fin: 1, fout: 1}, total: true},
	"F**":   {effect: effect{fin: 2, fout: 1}, total: true},
}

// inPlaceLink runs word w, one of inPlace, inside its block: the head has
// checked the stacks for it and counted its steps with the block's. Around
// the call the machine is as the plain instruction has it when the word
// runs (the stack pointer, the frame's IP at the op, the steps counted up to
// and with the word's own), so that an error the word throws, and the
// checkpoint a long MOVE or TYPE reaches with the steps it counts itself,
// fall exactly as in the plain code. The steps of the ops after it are
// counted again when it returns, unless those steps now reach past the
// checkpoint: then the plain code goes on to the next block, to meet the
// limit on its exact word. The word's quick path, when it has one and it
// can, does the work without any of that. An op inlined from another
// definition runs the word as inPlaceInlinedLink does.
//
//go:noinline (see links_gen.go)
func inPlaceLink(w *core.Word, ip inPlaceWord, fb *fallback, j joint) link {
	if ip.total {
		return totalLink(w.Fn, j)
	}
	hb, next, to := j.b, j.next, j.to
	fc, fn, op, after := fb.fc, w.Fn, int32(fb.op), fb.after
	quick, moves := ip.quick, ip.out-ip.in
	if fb.path != nil {
		return inPlaceInlinedLink(fn, quick, moves, fb, j)
	}
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
		if quick != nil && quick(m, sp) {
			if next != nil {
				return next(m, sp+moves)
			}
			return sp + moves, to
		}
		m.SP = sp
		m.Frames[m.FP-1].IP = op
		m.Steps -= after
		fn(m)
		if m.Steps+after > m.CheckAt {
			return fc.resume(m, int(op)+1)
		}
		m.Steps += after
		if next != nil {
			return next(m, m.SP)
		}
		return m.SP, to
	}
	return again
}

// inPlaceInlinedLink is inPlaceLink for an op inlined through the calls
// of fb.path: the frames of those calls are pushed around the word's Go
// function, so that an error it throws names the words as the calls would
// have, and taken off again when it returns. Past the checkpoint, the
// plain code runs the rest of the inlined definitions (finishInlined). The
// quick path needs no frames. It is a closure of its own, not a branch of
// inPlaceLink's: what the branch would capture is loaded on every run of
// the quick path too (measured 1 to 4% slower on programs of such words).
func inPlaceInlinedLink(fn func(*core.Machine), quick func(*core.Machine, int) bool, moves int, fb *fallback, j joint) link {
	hb, next, to := j.b, j.next, j.to
	op, after, depth := int32(fb.op), fb.after, len(fb.path)
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
		if quick != nil && quick(m, sp) {
			if next != nil {
				return next(m, sp+moves)
			}
			return sp + moves, to
		}
		m.SP = sp
		m.Steps -= after
		fb.pushPath(m)
		m.Frames[m.FP-1].IP = op
		fn(m)
		if m.Steps+after > m.CheckAt {
			return fb.finishInlined(m, int(op)+1)
		}
		m.FP -= depth
		m.Steps += after
		if next != nil {
			return next(m, m.SP)
		}
		return m.SP, to
	}
	return again
}

// The quick paths of the divisions: the cases whose result fits in a cell
// and whose divisor is not 0, in 64-bit arithmetic. The word sets divide
// 128-bit numbers, which gives the same results there.

// halfCell reports whether n fits in 32 bits with its sign: the product of
// two such cells fits in a cell.
func halfCell(n int64) bool { return n == int64(int32(n)) }

// floored is the floored quotient and remainder of a by b, b neither 0 nor
// -1 with a the least cell.
func floored(a, b int64) (q, r int64) {
	q, r = a/b, a%b
	if r != 0 && (r < 0) != (b < 0) {
		q, r = q-1, r+b
	}
	return q, r
}

// starSlashQuick is */ ( n1 n2 n3 -- n4 ) for factors of half a cell.
func starSlashQuick(m *core.Machine, sp int) bool {
	a, b, c := cellAt(m, sp, 3), *cellAt(m, sp, 2), *cellAt(m, sp, 1)
	if !halfCell(*a) || !halfCell(b) || c == 0 {
		return false
	}
	*a, _ = floored(*a*b, c)
	return true
}

// starSlashModQuick is */MOD ( n1 n2 n3 -- rem quot ) for factors of half
// a cell.
func starSlashModQuick(m *core.Machine, sp int) bool {
	a, b, c := cellAt(m, sp, 3), cellAt(m, sp, 2), *cellAt(m, sp, 1)
	if !halfCell(*a) || !halfCell(*b) || c == 0 {
		return false
	}
	q, r := floored(*a**b, c)
	*a, *b = r, q
	return true
}

// umModQuick is UM/MOD ( ud u1 -- urem uquot ) for a double of one cell.
func umModQuick(m *core.Machine, sp int) bool {
	lo, hi, n := cellAt(m, sp, 3), cellAt(m, sp, 2), uint64(*cellAt(m, sp, 1))
	if *hi != 0 || n == 0 {
		return false
	}
	u := uint64(*lo)
	*lo, *hi = int64(u%n), int64(u/n)
	return true
}

// oneCell reports whether the double (lo, hi) is a cell's value, and its
// division by n fits in a cell.
func oneCell(lo, hi, n int64) bool {
	return hi == lo>>63 && n != 0 && !(n == -1 && lo == math.MinInt64)
}

// fmModQuick is FM/MOD ( d n -- rem quot ) for a double of one cell.
func fmModQuick(m *core.Machine, sp int) bool {
	lo, hi, n := cellAt(m, sp, 3), cellAt(m, sp, 2), *cellAt(m, sp, 1)
	if !oneCell(*lo, *hi, n) {
		return false
	}
	q, r := floored(*lo, n)
	*lo, *hi = r, q
	return true
}

// smRemQuick is SM/REM ( d n -- rem quot ) for a double of one cell.
func smRemQuick(m *core.Machine, sp int) bool {
	lo, hi, n := cellAt(m, sp, 3), cellAt(m, sp, 2), *cellAt(m, sp, 1)
	if !oneCell(*lo, *hi, n) {
		return false
	}
	*lo, *hi = *lo%n, *lo/n
	return true
}

// The quick paths of MOVE and COMPARE: strings in valid memory, short
// enough that the word counts no steps of its own for them (see
// wordsets.chargeBytes).

// shortString is the longest string the quick paths take.
const shortString = 64

// moveQuick is MOVE ( addr1 addr2 u -- ) of a short string.
func moveQuick(m *core.Machine, sp int) bool {
	from, to, u := *cellAt(m, sp, 3), *cellAt(m, sp, 2), *cellAt(m, sp, 1)
	if u <= 0 {
		return true
	}
	if u > shortString || !regionOK(m, from, u) || !regionOK(m, to, u) {
		return false
	}
	copy(m.Mem[to:to+u], m.Mem[from:from+u]) // copy moves overlapping bytes as MOVE does
	return true
}

// countQuick is COUNT ( c-addr1 -- c-addr2 u ) of a counted string in
// valid memory.
func countQuick(m *core.Machine, sp int) bool {
	a := cellAt(m, sp, 1)
	if !regionOK(m, *a, 1) {
		return false
	}
	n := int64(m.Mem[*a])
	*a++
	*cellAt(m, sp, 0) = n
	return true
}

// compareQuick is COMPARE ( c-addr1 u1 c-addr2 u2 -- n ) where the shorter
// string is short.
func compareQuick(m *core.Machine, sp int) bool {
	a1, u1, a2, u2 := cellAt(m, sp, 4), *cellAt(m, sp, 3), *cellAt(m, sp, 2), *cellAt(m, sp, 1)
	if u1 < 0 || u2 < 0 || min(u1, u2) > shortString || !regionOK(m, *a1, u1) || !regionOK(m, a2, u2) {
		return false
	}
	*a1 = int64(bytes.Compare(m.Mem[*a1:*a1+u1], m.Mem[a2:a2+u2]))
	return true
}

// The quick paths of ALLOCATE and FREE: a block taken or given back whose
// steps stay before the next checkpoint. The rest (an ior and its note, a
// limit reached) is the word's.

// allocateQuick is ALLOCATE ( u -- a-addr 0 ) of a block that fits.
func allocateQuick(m *core.Machine, sp int) bool {
	if !allocated(m, cellAt(m, sp, 1)) {
		return false
	}
	*cellAt(m, sp, 0) = 0
	return true
}

// allocated is the work of ALLOCATE THROW, as a link's guard: when
// AllocateQuick takes a block of the size at t, the block's address
// replaces the size and allocated reports true; otherwise nothing has
// changed, and the plain code runs both words.
func allocated(m *core.Machine, t *int64) bool {
	a, ok := m.AllocateQuick(*t)
	if ok {
		*t = a
	}
	return ok
}

// freeQuick is FREE ( a-addr -- 0 ) of a live block.
func freeQuick(m *core.Machine, sp int) bool {
	a := cellAt(m, sp, 1)
	if !m.FreeQuick(*a) {
		return false
	}
	*a = 0
	return true
}
