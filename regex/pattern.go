package regex

import (
	"fmt"
	"regexp"
	"regexp/syntax"
	"strings"

	"github.com/dlclark/regexp2"
	syntax2 "github.com/dlclark/regexp2/syntax"

	"github.com/forthling/forthling/core"
)

// compilePattern turns a pattern into an engine: Go's regexp when the
// pattern is RE2 syntax, which matches in time linear in the text, and
// regexp2 when it needs backreferences or lookaround, which RE2 leaves out.
// A pattern neither accepts is a -262 error that names the position (bytes
// from 0) where it goes wrong.
func compilePattern(m *core.Machine, word, pattern string) engine {
	// compiling is linear in the pattern; a bad one is parsed again to
	// find its position, which the same charge covers
	m.Tick(int64(len(pattern))/16 + 1)
	re, err := regexp.Compile(pattern)
	if err == nil {
		return newLinear(re, programSize(pattern))
	}
	masked := maskBacktracking(pattern)
	if masked == pattern {
		throwSyntax(m, word, pattern, pattern, err)
	}
	// the pattern uses what only regexp2 has: check the rest of it with
	// Go's parser, which says where an error is, and number its groups
	// the way Go does
	tree, err := syntax.Parse(masked, syntax.Perl)
	if err != nil {
		throwSyntax(m, word, pattern, masked, err)
	}
	re2, err := regexp2.Compile(numberGroups(pattern, tree.CapNames()), regexp2.RE2)
	if err != nil {
		msg, pos := err.Error(), firstDifference(pattern, masked)
		if e, ok := err.(*syntax2.Error); ok {
			msg = string(e.Code)
			if len(e.Args) > 0 {
				msg = fmt.Sprintf(msg, e.Args...)
				pos = referencePosition(pattern, e, pos)
			}
		}
		m.Throwf(ErrRegex, "%s: %s, in the construct at position %d (%s) of %s", word, msg, pos, shorten(pattern[pos:min(pos+4, len(pattern))]), showPattern(pattern))
	}
	return newBacktracking(re2, pattern, tree.CapNames())
}

// referencePosition finds the reference a regexp2 error names (an undefined
// group), or else keeps pos.
func referencePosition(pattern string, e *syntax2.Error, pos int) int {
	var refs []string
	switch e.Code {
	case syntax2.ErrUndefinedBackRef:
		refs = []string{fmt.Sprintf("\\%v", e.Args[0])}
	case syntax2.ErrUndefinedNameRef:
		refs = []string{fmt.Sprintf("\\k<%v>", e.Args[0]), fmt.Sprintf("\\k'%v'", e.Args[0])}
	}
	for _, r := range refs {
		if i := strings.Index(pattern, r); i >= 0 {
			return i
		}
	}
	return pos
}

// firstDifference is where two strings of the same length first differ.
func firstDifference(a, b string) int {
	i := 0
	for i < len(a) && a[i] == b[i] {
		i++
	}
	return i
}

// programSize is the number of instructions of a pattern Go compiles: the
// work of matching one character grows with it.
func programSize(pattern string) int {
	tree, err := syntax.Parse(pattern, syntax.Perl)
	if err != nil {
		return 1
	}
	prog, err := syntax.Compile(tree.Simplify())
	if err != nil {
		return 1
	}
	return len(prog.Inst)
}

// throwSyntax raises -262 for a pattern Go's parser refuses, naming where.
// parsed is what the parser read: the pattern, or the pattern with its
// backtracking constructs masked, which has the same positions.
func throwSyntax(m *core.Machine, word, pattern, parsed string, err error) {
	e, ok := err.(*syntax.Error)
	if !ok {
		m.Throwf(ErrRegex, "%s: %v in %s", word, err, showPattern(pattern))
	}
	switch e.Code {
	case syntax.ErrLarge, syntax.ErrNestingDepth:
		m.Throwf(ErrRegex, "%s: %s: %s", word, e.Code, showPattern(pattern))
	}
	pos := errorPosition(m, parsed, e)
	end := pos + len(e.Expr)
	if e.Expr == "" || e.Expr == parsed || e.Code == syntax.ErrMissingParen || e.Code == syntax.ErrUnexpectedParen {
		end = pos + 1 // the fragment is the whole pattern: show where
	}
	fragment := pattern[pos:min(end, len(pattern))]
	m.Throwf(ErrRegex, "%s: %s at position %d (%s) of %s", word, e.Code, pos, shorten(fragment), showPattern(pattern))
}

// showPattern quotes a pattern for a message, shortened when long.
func showPattern(p string) string { return "the pattern " + shorten(p) }

func shorten(s string) string {
	const most = 60
	if len(s) > most {
		s = s[:most] + "..."
	}
	return "`" + s + "`"
}
