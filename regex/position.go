package regex

import (
	"regexp/syntax"
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

// groupScan walks a pattern in Go's syntax calling paren for each ( and )
// that groups: not escaped, not inside a character class or \Q...\E.
func groupScan(pattern string, paren func(i int, open bool)) {
	for i := 0; i < len(pattern); i++ {
		switch pattern[i] {
		case '\\':
			if i+1 < len(pattern) && pattern[i+1] == 'Q' {
				end := strings.Index(pattern[i+2:], `\E`)
				if end < 0 {
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
	})
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
	})
	return max(at, 0)
}

// maskBacktracking replaces what only a backtracking engine understands
// (backreferences, lookaround, atomic groups, .NET group names) by RE2
// constructs of the same length, so that Go's parser can check the rest of
// the pattern at the same positions and number its groups. A pattern with
// none of them comes back unchanged.
func maskBacktracking(pattern string) string {
	b := []byte(pattern)
	pad := func(from, to int, with string) {
		copy(b[from:], with)
		for k := from + len(with); k < to; k++ {
			b[k] = 'x'
		}
	}
	for i := 0; i < len(b); i++ {
		switch b[i] {
		case '\\':
			if i+1 >= len(b) {
				return string(b)
			}
			c := b[i+1]
			switch {
			case c == 'Q':
				end := strings.Index(pattern[i+2:], `\E`)
				if end < 0 {
					return string(b)
				}
				i += 2 + end + 1
				continue
			case '1' <= c && c <= '9': // \1: a backreference
				j := i + 2
				for j < len(b) && '0' <= b[j] && b[j] <= '9' {
					j++
				}
				pad(i, j, `\d`)
				i = j - 1
				continue
			case c == 'k' && i+2 < len(b) && (b[i+2] == '<' || b[i+2] == '\'' || b[i+2] == '{'):
				closer := map[byte]byte{'<': '>', '\'': '\'', '{': '}'}[b[i+2]]
				if end := strings.IndexByte(pattern[i+3:], closer); end >= 0 {
					j := i + 3 + end + 1
					pad(i, j, `\d`)
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
				pad(i, i+4, "(?:")
				i += 3
			case strings.HasPrefix(rest, "(?=") || strings.HasPrefix(rest, "(?!") || strings.HasPrefix(rest, "(?>"):
				pad(i, i+3, "(?:")
				i += 2
			case strings.HasPrefix(rest, "(?'"):
				// (?'name' is the .NET spelling of (?<name>
				if end := strings.IndexByte(rest[3:], '\''); end >= 0 {
					b[i+2] = '<'
					b[i+3+end] = '>'
					i += 3 + end
				}
			}
		}
	}
	return string(b)
}
