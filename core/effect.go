package core

import "strings"

// cellsTaken is how many data-stack cells a stack effect says a word takes:
// the items before -- in its first ( ) group, a double (d, ud, xd, d1, ...)
// counting two. ok is false when the effect does not say exactly (i*x,
// x1 .. xn, a group without --), and items after F: are floats.
func cellsTaken(effect string) (n int, ok bool) {
	open := strings.Index(effect, "(")
	end := strings.Index(effect, ")")
	if open < 0 || end < open {
		return 0, false
	}
	before, _, found := strings.Cut(effect[open+1:end], "--")
	if !found {
		return 0, false
	}
	for _, item := range strings.Fields(before) {
		switch {
		case item == "F:":
			return n, true
		case strings.HasPrefix(item, `"`):
			continue // parsed from the input, not taken from the stack
		case strings.ContainsAny(item, "*.") || item == "R:" || item == "C:":
			return 0, false
		case isDouble(item):
			n += 2
		default:
			n++
		}
	}
	return n, true
}

// isDouble tells a double-cell item of a stack effect: d, ud, xd, d1, ud2.
func isDouble(item string) bool {
	name := strings.TrimRight(item, "0123456789")
	return name == "d" || name == "ud" || name == "xd" || name == "+d"
}

// checkedFn is fn behind a check that the stack holds the cells the word
// takes, so that a word that finds too few is error -4 with the stack as it
// was, whatever the word reads first: without it, SEARCH with three cells
// read memory at a length as an address (-9), and a word that popped some
// of its cells before the underflow left the error's stack short.
func checkedFn(fn func(m *Machine), cells int) func(m *Machine) {
	return func(m *Machine) {
		if m.SP < cells {
			m.Throw(ErrStackUnderflow)
		}
		fn(m)
	}
}
