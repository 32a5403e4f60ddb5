package regex

import (
	"fmt"
	"regexp/syntax"
	"slices"
	"strings"

	"github.com/forthling/forthling/core"
)

// errorPosition finds where in the pattern Go's parser met the error: the
// byte offset, from 0. The parser's error carries the offending fragment, not
// its place; the place is the first occurrence of the fragment where the
// pattern cut just after it fails the same way.
func errorPosition(m *core.Machine, pattern string, e *syntax.Error) int {
	switch e.Code {
	case syntax.ErrMissingParen:
		return unclosedParen(pattern)
	case syntax.ErrUnexpectedParen:
		return unopenedParen(pattern)
	case syntax.ErrTrailingBackslash:
		return len(pattern) - 1
	}
	first := strings.Index(pattern, e.Expr)
	if first < 0 {
		return 0
	}
	const tries = 64 // a bound on the work for a pattern full of one fragment
	for i, n := first, 0; i >= 0 && n < tries; n++ {
		end := i + len(e.Expr)
		m.Tick(int64(end)/16 + 1)
		if _, err := syntax.Parse(pattern[:end], syntax.Perl); err != nil {
			if pe, ok := err.(*syntax.Error); ok && pe.Code == e.Code && pe.Expr == e.Expr {
				return i
			}
		}
		next := strings.Index(pattern[i+1:], e.Expr)
		if next < 0 {
			break
		}
		i += 1 + next
	}
	return first
}

// quoteOpen reports whether the pattern ends inside \Q...\E.
func quoteOpen(pattern string) bool {
	open := false
	groupScan(pattern, func(int, bool) {}, func() { open = true })
	return open
}

// groupScan walks a pattern in Go's syntax calling paren for each ( and )
// that groups: not escaped, not inside a character class or \Q...\E; and
// unclosed, if it ends inside \Q.
func groupScan(pattern string, paren func(i int, open bool), unclosed func()) {
	for i := 0; i < len(pattern); i++ {
		switch pattern[i] {
		case '\\':
			if i+1 < len(pattern) && pattern[i+1] == 'Q' {
				end := strings.Index(pattern[i+2:], `\E`)
				if end < 0 {
					unclosed()
					return
				}
				i += 2 + end + 1
				continue
			}
			i++
		case '[':
			i = classEnd(pattern, i)
		case '(':
			paren(i, true)
		case ')':
			paren(i, false)
		}
	}
}

// classEnd returns the index of the ] that closes the character class that
// starts at i (or the end of the pattern).
func classEnd(pattern string, i int) int {
	j := i + 1
	if j < len(pattern) && pattern[j] == '^' {
		j++
	}
	if j < len(pattern) && pattern[j] == ']' {
		j++ // a ] first in a class is a character
	}
	for ; j < len(pattern); j++ {
		switch {
		case pattern[j] == '\\':
			j++
		case pattern[j] == '[' && strings.HasPrefix(pattern[j:], "[:"):
			if k := strings.Index(pattern[j+2:], ":]"); k >= 0 {
				j += 2 + k + 1
			}
		case pattern[j] == ']':
			return j
		}
	}
	return len(pattern)
}

// unclosedParen is the innermost ( that is never closed.
func unclosedParen(pattern string) int {
	var open []int
	groupScan(pattern, func(i int, isOpen bool) {
		if isOpen {
			open = append(open, i)
		} else if len(open) > 0 {
			open = open[:len(open)-1]
		}
	}, func() {})
	if len(open) == 0 {
		return 0
	}
	return open[len(open)-1]
}

// unopenedParen is the first ) without a ( before it.
func unopenedParen(pattern string) int {
	depth, at := 0, -1
	groupScan(pattern, func(i int, isOpen bool) {
		switch {
		case at >= 0:
		case isOpen:
			depth++
		case depth == 0:
			at = i
		default:
			depth--
		}
	}, func() {})
	return max(at, 0)
}

// construct is a part of a pattern that only a backtracking engine
// understands, or a group name, found by scanConstructs.
type construct struct {
	kind       constructKind
	start, end int    // where it is in the pattern
	name       string // the group a named reference or a named group names
}

type constructKind int

const (
	backref    constructKind = iota // \1
	namedRef                        // \k<name>, \k'name', \k{name}
	lookaround                      // (?= (?! (?<= (?<! (?> : the opening only
	namedGroup                      // (?P<name> (?<name> (?'name' : the opening only
)

// scanConstructs finds the backreferences, lookarounds and named groups of
// a pattern, outside character classes and \Q...\E.
func scanConstructs(pattern string) []construct {
	var found []construct
	for i := 0; i < len(pattern); i++ {
		switch pattern[i] {
		case '\\':
			if i+1 >= len(pattern) {
				return found
			}
			c := pattern[i+1]
			switch {
			case c == 'Q':
				end := strings.Index(pattern[i+2:], `\E`)
				if end < 0 {
					return found
				}
				i += 2 + end + 1
				continue
			case '1' <= c && c <= '9':
				j := i + 2
				for j < len(pattern) && '0' <= pattern[j] && pattern[j] <= '9' {
					j++
				}
				found = append(found, construct{kind: backref, start: i, end: j})
				i = j - 1
				continue
			case c == 'k' && i+2 < len(pattern) && strings.IndexByte("<'{", pattern[i+2]) >= 0:
				closer := map[byte]byte{'<': '>', '\'': '\'', '{': '}'}[pattern[i+2]]
				if end := strings.IndexByte(pattern[i+3:], closer); end >= 0 {
					j := i + 3 + end + 1
					found = append(found, construct{kind: namedRef, start: i, end: j, name: pattern[i+3 : j-1]})
					i = j - 1
					continue
				}
			}
			i++
		case '[':
			i = classEnd(pattern, i)
		case '(':
			rest := pattern[i:]
			switch {
			case strings.HasPrefix(rest, "(?<=") || strings.HasPrefix(rest, "(?<!"):
				found = append(found, construct{kind: lookaround, start: i, end: i + 4})
			case strings.HasPrefix(rest, "(?=") || strings.HasPrefix(rest, "(?!") || strings.HasPrefix(rest, "(?>"):
				found = append(found, construct{kind: lookaround, start: i, end: i + 3})
			case strings.HasPrefix(rest, "(?P<") || strings.HasPrefix(rest, "(?<") || strings.HasPrefix(rest, "(?'"):
				open := strings.IndexAny(rest, "<'")
				closer := byte('>')
				if rest[open] == '\'' {
					closer = '\''
				}
				if end := strings.IndexByte(rest[open+1:], closer); end >= 0 {
					j := i + open + 1 + end + 1
					found = append(found, construct{kind: namedGroup, start: i, end: j, name: pattern[i+open+1 : j-1]})
				}
			}
		}
	}
	return found
}

// maskBacktracking replaces what only a backtracking engine understands
// (backreferences, lookaround, atomic groups, the .NET spelling of named
// groups) by RE2 constructs of the same length, so that Go's parser can
// check the rest of the pattern at the same positions and number its
// groups. A pattern with none of them comes back unchanged.
func maskBacktracking(pattern string) string {
	b := []byte(pattern)
	pad := func(c construct, with string) {
		copy(b[c.start:], with)
		for k := c.start + len(with); k < c.end; k++ {
			b[k] = 'x'
		}
	}
	for _, c := range scanConstructs(pattern) {
		switch c.kind {
		case backref, namedRef:
			pad(c, `\d`)
		case lookaround:
			pad(c, "(?:")
		case namedGroup:
			if b[c.start+2] == '\'' {
				// (?'name' is (?<name> to Go
				b[c.start+2], b[c.end-1] = '<', '>'
			}
		}
	}
	return string(b)
}

// numberGroups rewrites a pattern for regexp2 so that all its groups are
// unnamed: regexp2 numbers named groups after the unnamed ones, as .NET
// does, where Go and Perl number all groups from left to right. names are
// the groups' names in Go's numbering; a named reference becomes a numbered
// one.
func numberGroups(pattern string, names []string) string {
	var b strings.Builder
	last := 0
	for _, c := range scanConstructs(pattern) {
		switch c.kind {
		case namedGroup:
			b.WriteString(pattern[last:c.start])
			b.WriteString("(")
			last = c.end
		case namedRef:
			if n := slices.Index(names, c.name); n > 0 {
				b.WriteString(pattern[last:c.start])
				fmt.Fprintf(&b, `(?:\%d)`, n)
				last = c.end
			}
		}
	}
	b.WriteString(pattern[last:])
	return b.String()
}
