// Package effect checks colon definitions against their stack comments.
//
// It owns three things: reading a stack comment, "( c-addr u -- n )" or
// "( n -- ) ( F: r -- )", as counts of cells and floats taken and left
// (Parse); inferring those counts from a definition's compiled ops
// (Infer), with the effects of the words it calls from a Table; and saying
// in words where the two disagree (Compare). The compiler runs it when a
// definition ends and turns what it finds into warnings:
//
//	c, ok := effect.Parse("( n -- n*n )")
//	got := effect.Infer(effect.Definition{Ops: ops, Words: table})
//	if msg := effect.Compare("SQUARE", c, got); msg != "" { ... }
//
// Inference never guesses: where a count depends on what the program does
// at run time (?DUP, DEPTH, EXECUTE of an unknown xt, a word that parses)
// it gives up for the whole definition and says nothing.
package effect

import (
	"strings"
)

// Effect is what a word does to the stacks, counted: the cells it takes
// and leaves on the data stack, the floats it takes and leaves on the
// float stack.
type Effect struct {
	In, Out   int
	FIn, FOut int
}

// String writes the effect in stack-comment notation with generic names:
// "( x x -- x )", "( x -- ) ( F: r -- r r )".
func (e Effect) String() string {
	if e.FIn == 0 && e.FOut == 0 && e.In >= 0 && e.In < smallCounts && e.Out >= 0 && e.Out < smallCounts {
		return smallEffects[e.In][e.Out]
	}
	return e.format()
}

// smallEffects are the texts of the commonest effects, written once: a
// definition's effect is written at every ;.
const smallCounts = 8

var smallEffects = func() (texts [smallCounts][smallCounts]string) {
	for in := range smallCounts {
		for out := range smallCounts {
			texts[in][out] = Effect{In: in, Out: out}.format()
		}
	}
	return texts
}()

func (e Effect) format() string {
	var b strings.Builder
	writeGroup(&b, "", "x", e.In, e.Out)
	if e.FIn > 0 || e.FOut > 0 {
		b.WriteByte(' ')
		writeGroup(&b, "F: ", "r", e.FIn, e.FOut)
	}
	return b.String()
}

func writeGroup(b *strings.Builder, label, item string, in, out int) {
	b.WriteString("( " + label)
	for range in {
		b.WriteString(item + " ")
	}
	b.WriteString("--")
	for range out {
		b.WriteString(" " + item)
	}
	b.WriteString(" )")
}

// Comment is a stack comment read as counts.
type Comment struct {
	Effect
	// Floats says the comment has an F: part, so its float counts are
	// meant; without one a comment says nothing about floats.
	Floats bool
	// Parses says the comment names input the word parses ("name"), which
	// is not on a stack.
	Parses bool
	// FloatLike says the comment, without an F: part, names items that
	// may be floats (r, r1), which a separate float stack holds.
	FloatLike bool
	// ReturnIn and ReturnOut count the items of an R: part: a word that
	// leaves the return stack as it found it has as many.
	ReturnIn, ReturnOut int
	// Double is the first item counted as a double-cell number (d, ud1):
	// a warning names it, since a name meant as one cell ("( a b c -- d )")
	// then counts two.
	Double string
}

// Parse reads a stack comment: one or more parenthesised groups, each
// "before -- after", where a group that starts with F: counts floats, one
// that starts with R: the return stack's items, and one with another label
// (C:, name:, runtime:) is about something else and is skipped. It reports
// false for text that is not a stack comment with fixed counts: no "--",
// alternatives that leave different counts ("0 | x x"; "c-addr 0 | xt 1"
// leaves 2 either way), items of any number ("i*x", "x1 ... xn"), two
// parts of one stack.
//
// Items are one cell each, except the double-cell items of the standard's
// notation (d, ud, xd with digits or primes: d1, ud', xd2); quoted items
// ("name") are parsed input, not stack items.
func Parse(text string) (Comment, bool) {
	var c Comment
	const (
		outside = iota
		atStart // a label may come
		data
		floats
		returns
		skipped
	)
	part, groups, dashes := outside, 0, 0
	// the items after -- of the alternative being read, and of the first
	// alternative when there are several ("c-addr 0 | xt 1")
	outs, firstAlternative := 0, -1
	var seenData, seenFloats, seenReturns bool
	var in, out *int
	for rest := text; ; {
		item, remaining, ok := nextItem(rest)
		if !ok {
			break
		}
		rest = remaining
		switch {
		case item == "(":
			if part != outside {
				return c, false
			}
			part, dashes, outs, firstAlternative = atStart, 0, 0, -1
			continue
		case item == ")":
			if part == outside || part != skipped && (dashes != 1 || firstAlternative >= 0 && outs != firstAlternative) {
				return c, false
			}
			if part != skipped {
				*out += outs
			}
			part = outside
			groups++
			continue
		case part == outside:
			return c, false
		case part == atStart:
			label := ""
			if isLabel(item) {
				label = item
			}
			switch {
			case label == "" || strings.EqualFold(label, "S:"):
				if seenData {
					return c, false
				}
				part, seenData, in, out = data, true, &c.In, &c.Out
			case strings.EqualFold(label, "F:"):
				if seenFloats {
					return c, false
				}
				part, seenFloats, in, out = floats, true, &c.FIn, &c.FOut
				c.Floats = true
			case strings.EqualFold(label, "R:"):
				if seenReturns {
					return c, false
				}
				part, seenReturns, in, out = returns, true, &c.ReturnIn, &c.ReturnOut
			default:
				// the control-flow stack, a defined word's effect
				part = skipped
			}
			if label != "" {
				continue
			}
		}
		if part == skipped {
			continue
		}
		switch {
		case item == "--":
			dashes++
			if dashes > 1 {
				return c, false
			}
			continue
		case item[0] == '"':
			c.Parses = true
			continue
		case item == "|" && dashes == 1:
			// alternatives leave fixed counts only when they leave as many
			if firstAlternative >= 0 && outs != firstAlternative {
				return c, false
			}
			firstAlternative, outs = outs, 0
			continue
		case item == "|" || strings.Contains(item, "..") || anyNumber(item) || isLabel(item):
			return c, false
		}
		n := 1
		if part == data {
			n = cellsOf(item)
			if n == 2 && c.Double == "" {
				c.Double = item
			}
			if floatLike(item) {
				c.FloatLike = true
			}
		}
		if dashes == 0 {
			*in += n
		} else {
			outs += n
		}
	}
	if part != outside || groups == 0 || !seenData && !seenFloats {
		return c, false
	}
	if c.Floats {
		c.FloatLike = false
	}
	return c, true
}

// nextItem returns the next item of a comment and the text after it: a
// word between spaces, or a quoted item ("<spaces>name", which may hold
// spaces) whole, up to the word that ends with a quote.
func nextItem(text string) (item, rest string, ok bool) {
	i := 0
	for i < len(text) && isSpace(text[i]) {
		i++
	}
	if i == len(text) {
		return "", "", false
	}
	j := i + 1
	if text[i] == '"' {
		for j < len(text) && !(text[j] == '"' && (j+1 == len(text) || isSpace(text[j+1]))) {
			j++
		}
		if j < len(text) {
			j++
		}
		return text[i:j], text[j:], true
	}
	for j < len(text) && !isSpace(text[j]) {
		j++
	}
	return text[i:j], text[j:], true
}

func isSpace(b byte) bool { return b == ' ' || b == '\t' || b == '\n' || b == '\r' }

// isLabel is a part's label: "F:", "R:", "runtime:", "name:".
func isLabel(item string) bool { return len(item) > 1 && strings.HasSuffix(item, ":") }

// anyNumber is an item that stands for any number of cells: i*x, j*x, k*x,
// r*f.
func anyNumber(item string) bool {
	switch strings.ToLower(item) {
	case "i*x", "j*x", "k*x", "l*x", "r*f":
		return true
	}
	return false
}

// cellsOf is how many cells an item of the data stack is: 2 for a double
// (d, d1, +d, ud2, xd'), else 1.
func cellsOf(item string) int {
	switch strings.ToLower(baseName(item)) {
	case "d", "ud", "xd", "+d":
		return 2
	}
	return 1
}

// floatLike is an item that names a float: r, r1, r2'.
func floatLike(item string) bool {
	return strings.ToLower(baseName(item)) == "r"
}

// baseName is an item without its trailing digits, primes and subscript
// marks: "d1" is "d", "ud'" is "ud".
func baseName(item string) string {
	return strings.TrimRight(item, "0123456789'_")
}
