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
}

// Parse reads a stack comment: one or more parenthesised groups, each
// "before -- after", where a group that starts with F: counts floats and
// one with another label (R:, C:, name:, runtime:) is about something
// else and is skipped. It reports false for text that is not a stack
// comment with fixed counts: no "--", alternatives ("0 | x x"), items of
// any number ("i*x", "x1 ... xn"), two data or float parts.
//
// Items are one cell each, except the double-cell items of the standard's
// notation (d, ud, xd with digits or primes: d1, ud', xd2); quoted items
// ("name") are parsed input, not stack items.
func Parse(text string) (Comment, bool) {
	var c Comment
	groups, ok := splitGroups(text)
	if !ok || len(groups) == 0 {
		return c, false
	}
	var data, floats bool
	for _, g := range groups {
		label := ""
		if len(g) > 0 && isLabel(g[0]) {
			label, g = strings.ToUpper(g[0]), g[1:]
		}
		var in, out *int
		switch label {
		case "", "S:":
			if data {
				return c, false
			}
			data, in, out = true, &c.In, &c.Out
		case "F:":
			if floats {
				return c, false
			}
			floats, in, out = true, &c.FIn, &c.FOut
			c.Floats = true
		default:
			continue // the return stack, the control-flow stack, a defined word's effect
		}
		if !countGroup(g, in, out, &c, label == "F:") {
			return c, false
		}
	}
	if !data && !floats {
		return c, false
	}
	if c.Floats {
		c.FloatLike = false
	}
	return c, true
}

// countGroup counts the items of one group before and after its "--".
func countGroup(items []string, in, out *int, c *Comment, float bool) bool {
	dashes := 0
	for _, it := range items {
		switch {
		case it == "--":
			dashes++
			if dashes > 1 {
				return false
			}
			continue
		case it[0] == '"':
			c.Parses = true
			continue
		case it == "|" || strings.Contains(it, "..") || anyNumber(it) || isLabel(it):
			return false
		}
		n := 1
		if !float {
			n = cellsOf(it)
			if floatLike(it) {
				c.FloatLike = true
			}
		}
		if dashes == 0 {
			*in += n
		} else {
			*out += n
		}
	}
	return dashes == 1
}

// splitGroups splits a comment into its parenthesised groups of items, a
// quoted item ("<spaces>name", which may hold spaces) kept as one.
func splitGroups(text string) ([][]string, bool) {
	var groups [][]string
	var cur []string
	open := false
	fields := strings.Fields(text)
	for i := 0; i < len(fields); i++ {
		f := fields[i]
		if f[0] == '"' {
			// a quoted item goes on to the field that ends with a quote
			q := f
			for !(len(q) > 1 && strings.HasSuffix(q, "\"")) && i+1 < len(fields) {
				i++
				q += " " + fields[i]
			}
			if !open {
				return nil, false
			}
			cur = append(cur, q)
			continue
		}
		switch f {
		case "(":
			if open {
				return nil, false
			}
			open, cur = true, nil
		case ")":
			if !open {
				return nil, false
			}
			groups = append(groups, cur)
			open = false
		default:
			if !open {
				return nil, false
			}
			cur = append(cur, f)
		}
	}
	return groups, !open
}

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
