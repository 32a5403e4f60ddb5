package core

import (
	"slices"
	"strings"
)

// Takes is what a word takes from the stacks, as its stack effect says: a
// number of cells and floats, and for a word like PICK, SET-ORDER or FPICK
// as many more items as its top cell counts.
type Takes struct {
	Cells  int // data cells, a double counting two (and the count among them)
	Floats int
	// Counts says what the top cell counts, below the cells: cells for
	// ( xu ... x0 u -- ) and ( xn ... x1 n -- ), floats for
	// ( u -- ) ( F: r_u ... r_0 -- ). CountExtra is how many items there
	// are beyond the count: 1 for a run from x0, 0 for a run from x1.
	Counts     Counted
	CountExtra int
}

// Counted is what the top cell of a word's input counts.
type Counted uint8

// What a count counts.
const (
	CountsNothing Counted = iota
	CountsCells
	CountsFloats
)

// Any reports whether the word takes anything at all.
func (t Takes) Any() bool { return t.Cells > 0 || t.Floats > 0 || t.Counts != CountsNothing }

// Need is how many cells and floats the word takes when its top cell is
// top. A negative count is not counted (SET-ORDER takes -1 alone), and a
// count beyond what any stack holds stands for more than the stack has.
func (t Takes) Need(top int64) (cells, floats int) {
	cells, floats = t.Cells, t.Floats
	if t.Counts == CountsNothing || top < 0 {
		return cells, floats
	}
	extra := int(min(top, DataStackDepth+FloatStackDepth)) + t.CountExtra
	if t.Counts == CountsCells {
		cells += extra
	} else {
		floats += extra
	}
	return cells, floats
}

// EffectTakes reads what a stack effect says a word takes: the items
// before -- in its first ( ) group, floats after F: there or in a group of
// their own, a double (d, ud, xd, d1, ...) counting two, items parsed from
// the input ("name") counting none, and leading i*x ("any cells") none.
// ok is false when the effect does not say exactly (x1 .. xn without a
// count, a group without --, alternatives).
func EffectTakes(effect string) (t Takes, ok bool) {
	groups := effectGroups(effect)
	if len(groups) == 0 {
		return Takes{}, false
	}
	before, _, found := strings.Cut(groups[0], "--")
	if !found {
		return Takes{}, false
	}
	data, floatPart, hasFloats := strings.Cut(before, "F:")
	if !hasFloats {
		// ( n -- ) ( F: r1 -- r2 ): the floats in a group of their own
		for _, g := range groups[1:] {
			if f, isFloats := strings.CutPrefix(strings.TrimSpace(g), "F:"); isFloats {
				floatPart, _, _ = strings.Cut(f, "--")
				break
			}
		}
	}
	cells, count, ok := readItems(strings.Fields(data))
	if !ok {
		return Takes{}, false
	}
	t.Cells = cells
	if count.low != "" && count.counter == "" {
		return Takes{}, false // cells counted by nothing on the data stack
	}
	if count.counter != "" {
		t.Counts, t.CountExtra = CountsCells, count.extra
		t.Cells++ // the count itself
	}
	floats, fcount, ok := readItems(strings.Fields(floatPart))
	if !ok {
		return Takes{}, false
	}
	t.Floats = floats
	if fcount.low != "" {
		// the floats counted by the top cell: FPICK's ( u -- ) ( F: r_u ... r_0 -- )
		items := strings.Fields(data)
		if t.Counts != CountsNothing || len(items) == 0 || !strings.HasSuffix(fcount.high, items[len(items)-1]) {
			return Takes{}, false
		}
		t.Counts, t.CountExtra = CountsFloats, fcount.extra
	}
	return t, true
}

// countedRun is a run of items counted by another, "xu ... x0" or
// "widn ... wid1": high and low are its ends, counter the item that counts
// it when that is the last item of the same group.
type countedRun struct {
	high, low, counter string
	extra              int
}

// readItems counts the items of one stack before --. A run "x1 ... xn"
// must be the deepest items, and end either the group (its count is on
// another stack) or just below its count.
func readItems(items []string) (n int, run countedRun, ok bool) {
	for len(items) > 0 && anyItems(items[0]) {
		items = items[1:]
	}
	if i := slices.Index(items, "..."); i >= 0 {
		if i == 0 || i+1 >= len(items) {
			return 0, run, false
		}
		run.high, run.low = items[0], items[i+1]
		switch {
		case strings.HasSuffix(run.low, "0"):
			run.extra = 1
		case strings.HasSuffix(run.low, "1"):
			run.extra = 0
		default:
			return 0, run, false
		}
		switch rest := items[i+2:]; len(rest) {
		case 0: // counted by an item of another stack
		case 1:
			if !strings.HasSuffix(run.high, rest[0]) {
				return 0, run, false
			}
			run.counter = rest[0]
		default:
			return 0, run, false
		}
		return 0, run, true
	}
	for _, item := range items {
		switch {
		case strings.HasPrefix(item, `"`):
			continue // parsed from the input, not taken from the stack
		case strings.ContainsAny(item, "*.|") || strings.HasSuffix(item, ":"):
			return 0, run, false
		case isDouble(item):
			n += 2
		default:
			n++
		}
	}
	return n, run, true
}

// anyItems tells an item that stands for any number of cells: i*x, j*x.
func anyItems(item string) bool {
	return len(item) == 3 && item[1] == '*' && item[0] >= 'i' && item[0] <= 'k'
}

// effectGroups returns what each ( ) group of a stack effect holds.
func effectGroups(effect string) []string {
	var groups []string
	for {
		open := strings.Index(effect, "(")
		if open < 0 {
			return groups
		}
		end := strings.Index(effect[open:], ")")
		if end < 0 {
			return groups
		}
		groups = append(groups, effect[open+1:open+end])
		effect = effect[open+end+1:]
	}
}

// isDouble tells a double-cell item of a stack effect: d, ud, xd, d1, ud2.
func isDouble(item string) bool {
	name := strings.TrimRight(item, "0123456789")
	return name == "d" || name == "ud" || name == "xd" || name == "+d"
}

// needsCheck reports whether a word that takes what t says needs its Fn
// behind checkedFn. A word that takes one cell or one float pops it
// before anything else, so its underflow leaves the stacks as they were
// without the cost of a check on every call (buildtags' underflow test
// holds every word of the build to that).
func (t Takes) needsCheck() bool { return t.Cells+t.Floats >= 2 || t.Counts != CountsNothing }

// checkedFn is fn behind a check that the stacks hold what the word takes,
// so that a word that finds too few cells is error -4 (too few floats -45)
// with the stacks as they were, whatever the word reads first: without it,
// SEARCH with three cells read memory at a length as an address (-9), a
// word that popped some of its cells (or pushed) before the underflow left
// the error's stack changed, and PICK showed the stack without its count.
// The data stack is checked first.
func checkedFn(fn func(m *Machine), t Takes) func(m *Machine) {
	if cells := t.Cells; t.Floats == 0 && t.Counts == CountsNothing {
		// the shape of most words, checked at the least cost
		return func(m *Machine) {
			if m.SP < cells {
				m.Throw(ErrStackUnderflow)
			}
			fn(m)
		}
	}
	return func(m *Machine) {
		if m.SP < t.Cells {
			m.Throw(ErrStackUnderflow)
		}
		var top int64
		if t.Counts != CountsNothing {
			top = m.Stack[(m.SP-1)&dsMask]
		}
		cells, floats := t.Need(top)
		if m.SP < cells {
			m.Throw(ErrStackUnderflow)
		}
		if m.FSP < floats {
			m.Throw(ErrFStackUnderflow)
		}
		fn(m)
	}
}
