package effect

import (
	"strconv"
)

// Agrees tells whether an inferred effect agrees with a comment, read as a
// Forth programmer reads one: the net change of each stack is the
// comment's, and the body takes no more than the comment says (a comment
// may name items the body passes through untouched). A comment without an
// F: part says nothing about floats; when the body takes or leaves floats,
// its cells cannot be told from its floats, and they agree.
func Agrees(c Comment, got Effect) bool {
	if !c.Floats && (got.FIn != 0 || got.FOut != 0) {
		return true
	}
	if got.Out-got.In != c.Out-c.In || got.In > c.In {
		return false
	}
	return !c.Floats || got.FOut-got.FIn == c.FOut-c.FIn && got.FIn <= c.FIn
}

// Disagreement says how got disagrees with the comment: "takes 1 cell and
// leaves 2; its comment says it leaves 1". The inferred counts are given
// as the comment would count them: items the comment names below what the
// body takes are counted as passed through.
func Disagreement(c Comment, got Effect) string {
	shown := got
	if c.In > got.In {
		shown.In, shown.Out = c.In, got.Out+c.In-got.In
	}
	if c.Floats && c.FIn > got.FIn {
		shown.FIn, shown.FOut = c.FIn, got.FOut+c.FIn-got.FIn
	}
	takes := shown.In != c.In || c.Floats && shown.FIn != c.FIn
	leaves := shown.Out != c.Out || c.Floats && shown.FOut != c.FOut
	says := ""
	switch {
	case takes && leaves:
		says = "takes " + amount(c.In, c.FIn, c.Floats, false) + " and leaves " + amount(c.Out, c.FOut, c.Floats, false)
	case takes:
		says = "takes " + amount(c.In, c.FIn, c.Floats, false)
	default:
		says = "leaves " + amount(c.Out, c.FOut, c.Floats, false)
	}
	text := "takes " + amount(shown.In, shown.FIn, c.Floats, true) + " and leaves " + amount(shown.Out, shown.FOut, c.Floats, false) +
		"; its comment says it " + says
	if c.Double != "" {
		text += " (" + c.Double + " names a double-cell number, two cells)"
	}
	return text
}

// amount writes counts of cells and floats: "1 cell", "2 cells and 1
// float", "nothing"; a count of cells alone is a bare number unless unit is
// asked for.
func amount(cells, floats int, withFloats, unit bool) string {
	switch {
	case !withFloats && unit:
		return count(cells, "cell")
	case !withFloats:
		return strconv.Itoa(cells)
	case cells == 0 && floats == 0:
		return "nothing"
	case floats == 0:
		return count(cells, "cell")
	case cells == 0:
		return count(floats, "float")
	}
	return count(cells, "cell") + " and " + count(floats, "float")
}
