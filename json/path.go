package json

import (
	"math"
	"strconv"
	"strings"

	"github.com/tidwall/gjson"

	"github.com/forthling/forthling/core"
)

// A gjson path can build a result much larger than its document: a
// multipath [a,b] doubles what it selects, pipes chain such doublings, and
// modifiers such as @pretty, @tostr and @group grow text. gjson builds the
// whole result in Go memory before forthling sees it, so a path is bounded
// before it runs: pathCost reads the path (not the document) and gives an
// upper bound on the result's size and on the work, and a path whose bound
// passes resultBudget is refused.

// resultBudget is the largest result a path may be able to build.
const resultBudget = 64 << 20

// cost is what running a path on a document may take.
type cost struct {
	size  int64 // an upper bound on the bytes of the result
	steps int64 // the steps to charge before running it
	depth int   // how deeply the path nests brackets
	// stars is the most * wildcards of one key or one % pattern: gjson's
	// matcher backtracks between them, in time that grows like a power of
	// the key's length, so more than one is refused.
	stars int
}

// pathCost bounds the result and the work of path on a document of n bytes
// with the given shape. Every bound is an over-estimate: a grouping or
// modifier that the path only seems to have (inside a literal, say) counts
// as if it were one.
func pathCost(path string, doc shape, n int) cost {
	var c cost
	grow := int64(1)       // how many times the document the result can be
	parts := int64(1)      // components: each scans what it selects
	collects := false      // a # that maps the rest of the path over elements
	emitsPathText := false // a multipath or literal copies path text into the result
	wildcards := int64(0)  // * and ? in keys, % in queries: matched per key
	stars := 0             // * in the key being read
	type frame struct {
		kind   byte  // [ { or (
		commas int64 // for [ and {: the elements of a multipath so far
	}
	var stack []frame
	depth := doc.depth + doc.inner + 1
	modifier := func(name, arg string) {
		d := int64(depth + len(stack) + strings.Count(path, "[") + strings.Count(path, "{"))
		switch name {
		case "pretty":
			// every line gets indent*depth and a prefix: lines <= bytes
			grow = mul(grow, 4+mul(int64(max(2, len(arg))), d+1))
		case "tostr":
			grow = mul(grow, 6) // \u00XX for a control character
		case "dig":
			grow = mul(grow, d+1) // a value inside n matches is copied n times
		case "group":
			// each element gets its key again: keys are strings of the
			// document or names from the path
			grow = mul(grow, int64(max(doc.longest, len(path)))+8)
		}
	}
	for i := 0; i < len(path); i++ {
		ch := path[i]
		if strings.IndexByte(".|,[]{}()", ch) >= 0 {
			stars = 0 // a new key begins
		}
		switch ch {
		case '\\':
			i++
		case '"':
			// a quoted key or value of a multipath or a query; after % it
			// is a pattern with wildcards
			like := i > 0 && path[i-1] == '%'
			patternStars := 0
			for i++; i < len(path) && path[i] != '"'; i++ {
				switch path[i] {
				case '\\':
					i++
				case '*':
					patternStars++
				}
			}
			if like {
				c.stars = max(c.stars, patternStars)
			}
		case '.', '|':
			parts++
		case '#':
			parts++
			collects = true
		case '*':
			wildcards++
			stars++
			c.stars = max(c.stars, stars)
		case '?', '%':
			wildcards++
		case '!':
			emitsPathText = true
		case '[', '{', '(':
			if ch != '(' {
				emitsPathText = true
			}
			stack = append(stack, frame{kind: ch})
			c.depth = max(c.depth, len(stack))
		case ',':
			if len(stack) > 0 {
				stack[len(stack)-1].commas++
			}
		case ']', '}', ')':
			if len(stack) > 0 {
				top := stack[len(stack)-1]
				stack = stack[:len(stack)-1]
				if top.kind != '(' {
					grow = mul(grow, top.commas+1)
				}
			}
		case '@':
			j := i + 1
			for j < len(path) && 'a' <= path[j] && path[j] <= 'z' {
				j++
			}
			name, arg := path[i+1:j], ""
			if j < len(path) && path[j] == ':' {
				arg = path[j+1 : argEnd(path, j+1)]
			}
			modifier(name, arg)
			parts++
		}
	}
	// groups left open still multiply what they hold
	for _, f := range stack {
		if f.kind != '(' {
			grow = mul(grow, f.commas+1)
		}
	}
	pathText := int64(len(path))
	if emitsPathText {
		// a key or a literal of the path is written as a JSON string, in
		// which gjson writes a control character and < > & as \u00XX
		pathText = mul(pathText, 6)
	}
	base := int64(n) + pathText + 64
	if collects && emitsPathText {
		// a multipath or literal after # is written once per element, and
		// an element takes at least two bytes of the document
		base = mul(base, int64(len(path))/2+2)
	}
	c.size = mul(base, grow)
	// matching a key with one * against a pattern takes time in
	// proportion to both
	scan := mul(int64(n)/64+1, parts)
	if wildcards > 0 {
		scan = mul(scan, int64(len(path))/8+1)
	}
	c.steps = scan + c.size/64
	return c
}

// argEnd is where a modifier's argument that starts at i ends: a JSON
// object, array or string ends where its brackets balance, anything else
// at the next separator.
func argEnd(path string, i int) int {
	if i >= len(path) || strings.IndexByte(`{["`, path[i]) < 0 {
		for i < len(path) && strings.IndexByte(".|,]})", path[i]) < 0 {
			i++
		}
		return i
	}
	depth := 0
	for ; i < len(path); i++ {
		switch path[i] {
		case '"':
			for i++; i < len(path) && path[i] != '"'; i++ {
				if path[i] == '\\' {
					i++
				}
			}
			if depth == 0 {
				return min(i+1, len(path))
			}
		case '{', '[':
			depth++
		case '}', ']':
			if depth--; depth == 0 {
				return i + 1
			}
		}
	}
	return len(path)
}

// mul multiplies without overflowing: past math.MaxInt64 it stays there.
func mul(a, b int64) int64 {
	if a != 0 && b > math.MaxInt64/a {
		return math.MaxInt64
	}
	return a * b
}

// query runs a gjson path on a document, once its cost is known to be
// bounded: the steps are charged first, so a path too costly for the step
// limit stops before it runs.
func query(m *core.Machine, word string, d document, path string) gjson.Result {
	c := pathCost(path, d.shape, len(d.text))
	if c.depth > maxDepth {
		m.Throwf(ErrJSON, "%s: the path nests brackets %d deep, at most %d", word, c.depth, maxDepth)
	}
	if c.stars > 1 {
		m.Throwf(ErrJSON, "%s: the path %s has a key or pattern with %d wildcards *, at most one: more make matching too slow to bound", word, quote(path), c.stars)
	}
	if c.size > resultBudget {
		m.Throwf(ErrJSON, "%s: the path %s could build a result of %s from this document, more than the %d a path may build: use fewer multipaths, @pretty, @tostr or @group",
			word, quote(path), sizeText(c.size), resultBudget)
	}
	m.Tick(c.steps)
	r := gjson.Get(d.text, path)
	m.CheckTime()
	return r
}

func sizeText(n int64) string {
	if n == math.MaxInt64 {
		return "more bytes than can be counted"
	}
	return "up to " + strconv.FormatInt(n, 10) + " bytes"
}

// quote shows a path in a message, shortened when long.
func quote(s string) string {
	const most = 60
	if len(s) > most {
		s = s[:most] + "..."
	}
	return "`" + s + "`"
}
