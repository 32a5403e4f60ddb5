package regex

import (
	"regexp"
	"unicode"
	"unicode/utf8"

	"github.com/forthling/forthling/core"
)

// The words that make text: replace, split, escape.
var textWords = []core.Def{
	{Name: "RE-REPLACE", Effect: "( c-addr1 u1 c-addr2 u2 c-addr3 u3 -- c-addr4 u4 )",
		Doc:     "Replace every match of the pattern c-addr2 u2 in the text c-addr1 u1 by the template c-addr3 u3, in which $1 or ${1} is group 1, ${name} a named group and $$ a $. The result is ALLOCATEd: FREE c-addr4 when done.",
		Example: `ALSO REGEX  S" 2024-05-17 2025-01-02" S" (\d+)-(\d+)-(\d+)" S" $3.$2.$1" RE-REPLACE  2DUP TYPE  DROP FREE DROP`, Result: "17.05.2024 02.01.2025",
		Fn: func(m *core.Machine) {
			ta, tn := m.Pop2()
			tmpl := stringAt(m, ta, tn)
			subj, e := popSearch(m, "RE-REPLACE")
			t := parseTemplate(tmpl, e.names())
			text := subj.text
			limit := m.Limits().Memory
			var out []byte
			last := 0
			eachMatch(m, e, text, func(loc []int) {
				out = append(out, text[last:loc[0]]...)
				out = t.expand(out, text, loc)
				last = loc[1]
				if int64(len(out)) > limit {
					m.Throwf(core.ErrAllocate, "RE-REPLACE: the result would be larger than the Forth memory (%s)", core.FormatSize(limit))
				}
			})
			out = append(out, text[last:]...)
			m.Tick(int64(len(out))/64 + 1)
			m.Push(m.AllocateString(out))
			m.Push(int64(len(out)))
		}},
	{Name: "RE-SPLIT", Effect: "( c-addr1 u1 c-addr2 u2 xt -- )",
		Doc:     "Split the text c-addr1 u1 at the matches of the pattern c-addr2 u2 and run xt ( c-addr u -- ) with each piece, a string inside the text, as Go's Regexp.Split does: an empty text gives one empty piece.",
		Example: `ALSO REGEX  : SHOW ." [" TYPE ." ]" ;  S" a, b,,c" S" ,\s*" ' SHOW RE-SPLIT`, Result: "[a][b][][c]",
		Fn: func(m *core.Machine) {
			w := m.WordOf(m.Pop())
			subj, e := popSearch(m, "RE-SPLIT")
			piece := func(from, to int) {
				a, n := subj.at(from, to)
				m.Push(a)
				m.Push(n)
				m.Execute(w)
			}
			if subj.text == "" {
				if e.source() != "" {
					piece(0, 0)
				}
				return
			}
			// the pieces are what lies between matches; an empty match at
			// the start makes no empty first piece
			begin, end := 0, 0
			eachMatch(m, e, subj.text, func(loc []int) {
				end = loc[0]
				if loc[1] != 0 {
					piece(begin, end)
				}
				begin = loc[1]
			})
			if end != len(subj.text) {
				piece(begin, len(subj.text))
			}
		}},
	{Name: "RE-ESCAPE", Effect: "( c-addr1 u1 -- c-addr2 u2 )",
		Doc:     "The text with every character that means something in a pattern escaped by a backslash, so that it matches itself. The result is ALLOCATEd: FREE c-addr2 when done.",
		Example: `ALSO REGEX  S" 1+1=2?" RE-ESCAPE  2DUP TYPE  DROP FREE DROP`, Result: `1\+1=2\?`,
		Fn: func(m *core.Machine) {
			a, n := m.Pop2()
			quoted := regexp.QuoteMeta(stringAt(m, a, n))
			m.Tick(int64(len(quoted))/64 + 1)
			m.Push(m.AllocateString([]byte(quoted)))
			m.Push(int64(len(quoted)))
		}},
}

// template is a replacement text cut into literal text and group
// references, with the names of the pattern's groups.
type template struct {
	parts []templatePart
	names []string
}

type templatePart struct {
	literal string
	group   int // -1: literal only
	name    string
}

// parseTemplate reads $n, ${n}, $name, ${name} and $$ the way Go's
// Regexp.Expand does: a name is the longest run of letters, digits and _,
// a number without leading zeros is a group number, a malformed $ is
// itself.
func parseTemplate(s string, names []string) template {
	t := template{names: names}
	lit := []byte{}
	flush := func() {
		if len(lit) > 0 {
			t.parts = append(t.parts, templatePart{literal: string(lit), group: -1})
			lit = lit[:0]
		}
	}
	for i := 0; i < len(s); i++ {
		if s[i] != '$' {
			lit = append(lit, s[i])
			continue
		}
		if i+1 < len(s) && s[i+1] == '$' {
			lit = append(lit, '$')
			i++
			continue
		}
		name, end, ok := templateName(s[i+1:])
		if !ok {
			lit = append(lit, '$')
			continue
		}
		flush()
		t.parts = append(t.parts, templatePart{group: groupNumber(name), name: name})
		i += end
	}
	flush()
	return t
}

// templateName reads the name after a $: the name and how many bytes it
// took, braces included.
func templateName(s string) (name string, n int, ok bool) {
	brace := len(s) > 0 && s[0] == '{'
	i := 0
	if brace {
		i = 1
	}
	start := i
	for i < len(s) {
		r, size := utf8.DecodeRuneInString(s[i:])
		if !unicode.IsLetter(r) && !unicode.IsDigit(r) && r != '_' {
			break
		}
		i += size
	}
	if i == start {
		return "", 0, false
	}
	name = s[start:i]
	if brace {
		if i >= len(s) || s[i] != '}' {
			return "", 0, false
		}
		i++
	}
	return name, i, true
}

// groupNumber is the group a name made of digits refers to, or -1 for a
// named group (a leading zero or a huge number makes a name too).
func groupNumber(name string) int {
	if len(name) > 1 && name[0] == '0' {
		return -1
	}
	n := 0
	for i := 0; i < len(name); i++ {
		if name[i] < '0' || name[i] > '9' || n >= 1e8 {
			return -1
		}
		n = n*10 + int(name[i]-'0')
	}
	return n
}

// expand appends the template for one match to out.
func (t template) expand(out []byte, text string, loc []int) []byte {
	for _, p := range t.parts {
		switch {
		case p.group < 0 && p.name == "":
			out = append(out, p.literal...)
		case p.group >= 0:
			if 2*p.group+1 < len(loc) && loc[2*p.group] >= 0 {
				out = append(out, text[loc[2*p.group]:loc[2*p.group+1]]...)
			}
		default:
			out = t.appendNamed(out, text, loc, p.name)
		}
	}
	return out
}

// appendNamed appends the first group of that name that took part.
func (t template) appendNamed(out []byte, text string, loc []int, want string) []byte {
	for i, name := range t.names {
		if name == want && 2*i+1 < len(loc) && loc[2*i] >= 0 {
			return append(out, text[loc[2*i]:loc[2*i+1]]...)
		}
	}
	return out
}
