package regex

import (
	"unicode/utf8"

	"github.com/forthling/forthling/core"
)

// subject is a text being searched: where it is in Forth memory (matches
// are given back as addresses in it) and a copy, so that Forth code run
// between matches cannot change what is searched.
type subject struct {
	addr int64
	text string
}

// at is the address and length of the part from..to of the text.
func (s subject) at(from, to int) (int64, int64) {
	if from < 0 {
		return 0, 0
	}
	return s.addr + int64(from), int64(to - from)
}

func popSubject(m *core.Machine) subject {
	a, n := m.Pop2()
	return subject{addr: a, text: stringAt(m, a, n)}
}

// stringAt is the string c-addr u; an empty one needs no valid address, so
// that the 0 0 of "nothing found" reads as an empty string.
func stringAt(m *core.Machine, a, n int64) string {
	if n == 0 {
		return ""
	}
	return m.String(a, n)
}

// popSearch takes c-addr1 u1 c-addr2 u2 (text and pattern) from the stack,
// compiles the pattern and charges the reading of the whole text.
func popSearch(m *core.Machine, word string) (subject, engine) {
	pa, pn := m.Pop2()
	pattern := stringAt(m, pa, pn)
	subj := popSubject(m)
	e := compiled(m, word, pattern)
	m.Tick((int64(len(subj.text))/64 + 1) * e.cost())
	return subj, e
}

// remember makes a match the last match, whose groups RE-GROUP reads.
func remember(m *core.Machine, subj subject, e engine, loc []int) {
	last := &stateOf(m).last
	last.addr, last.loc, last.names = subj.addr, loc, e.names()
}

// eachMatch calls deliver with every match of the text, in order, the way
// Go's regexp finds all matches: they do not overlap, and an empty match
// right after a match is skipped. Each search charges the text it passed.
func eachMatch(m *core.Machine, e engine, text string, deliver func(loc []int)) {
	s := e.searcher(text)
	pos, prevEnd := 0, -1
	for pos <= len(text) {
		loc := s.find(m, pos)
		if loc == nil {
			return
		}
		m.Tick(int64(loc[1]-pos)/64*e.cost() + 1)
		m.CheckTime()
		accept := true
		if loc[1] == pos {
			// an empty match: not right after the previous match, and the
			// next search starts a character further on
			accept = loc[0] != prevEnd
			if pos < len(text) {
				_, w := utf8.DecodeRuneInString(text[pos:])
				pos += w
			} else {
				pos++
			}
		} else {
			pos = loc[1]
		}
		prevEnd = loc[1]
		if accept {
			deliver(loc)
		}
	}
}

// The words that match: they remember the groups of the match.
var matchWords = []core.Def{
	{Name: "RE-MATCH?", Effect: "( c-addr1 u1 c-addr2 u2 -- flag )",
		Doc:     "True if the pattern c-addr2 u2 matches somewhere in the text c-addr1 u1 (anchor it with ^ and $ to match the whole text). RE-GROUP reads the groups of the match.",
		Example: `ALSO REGEX  S" order 66" S" \d+" RE-MATCH? .  S" none" S" \d+" RE-MATCH? .`, Result: "-1 0 ",
		Fn: func(m *core.Machine) {
			subj, e := popSearch(m, "RE-MATCH?")
			loc := e.searcher(subj.text).find(m, 0)
			remember(m, subj, e, loc)
			m.PushBool(loc != nil)
		}},
	{Name: "RE-FIND", Effect: "( c-addr1 u1 c-addr2 u2 -- c-addr3 u3 flag )",
		Doc:     "Find the first match of the pattern c-addr2 u2 in the text c-addr1 u1: c-addr3 u3 is the match inside the text (c-addr3 - c-addr1 is its position) and flag is true; 0 0 false if there is none.",
		Example: `ALSO REGEX  S" order 66" S" \d+" RE-FIND . TYPE`, Result: "-1 66",
		Fn: func(m *core.Machine) {
			subj, e := popSearch(m, "RE-FIND")
			loc := e.searcher(subj.text).find(m, 0)
			remember(m, subj, e, loc)
			if loc == nil {
				m.Push(0)
				m.Push(0)
				m.Push(0)
				return
			}
			a, n := subj.at(loc[0], loc[1])
			m.Push(a)
			m.Push(n)
			m.Push(-1)
		}},
	{Name: "RE-GROUP", Effect: "( n -- c-addr u )",
		Doc:     "Group n of the last match (of RE-MATCH?, RE-FIND or RE-EACH) as a string inside the text: 0 is the whole match, 1 the first ( ), ...; 0 0 if the group took no part. A group the pattern does not have is an error.",
		Example: `ALSO REGEX  S" 2024-05-17" S" (\d+)-(\d+)-(\d+)" RE-MATCH? DROP  2 RE-GROUP TYPE`, Result: "05",
		Fn: func(m *core.Machine) {
			n := m.Pop()
			last := &stateOf(m).last
			groups := int64(len(last.loc) / 2)
			if n < 0 || n >= groups {
				if groups == 0 {
					m.Throwf(core.ErrVocabularyMisuse, "RE-GROUP %d: the last match found nothing, so it has no groups", n)
				}
				m.Throwf(core.ErrVocabularyMisuse, "RE-GROUP %d: the last match has groups 0 to %d", n, groups-1)
			}
			subj := subject{addr: last.addr}
			a, u := subj.at(last.loc[2*n], last.loc[2*n+1])
			m.Push(a)
			m.Push(u)
		}},
	{Name: "RE-NAMED", Effect: "( c-addr1 u1 -- c-addr2 u2 )",
		Doc:     "The group named c-addr1 u1 ((?P<name>...) in the pattern) of the last match, as RE-GROUP gives it.",
		Example: `ALSO REGEX  S" x=42" S" (?P<key>\w+)=(?P<value>\d+)" RE-MATCH? DROP  S" value" RE-NAMED TYPE`, Result: "42",
		Fn: func(m *core.Machine) {
			a, n := m.Pop2()
			name := stringAt(m, a, n)
			last := &stateOf(m).last
			for i, g := range last.names {
				if g == name && name != "" && 2*i < len(last.loc) {
					subj := subject{addr: last.addr}
					a, u := subj.at(last.loc[2*i], last.loc[2*i+1])
					m.Push(a)
					m.Push(u)
					return
				}
			}
			if len(last.loc) == 0 {
				m.Throwf(core.ErrVocabularyMisuse, "RE-NAMED %s: the last match found nothing, so it has no groups", name)
			}
			m.Throwf(core.ErrVocabularyMisuse, "RE-NAMED %s: the last match's pattern has no group of that name", name)
		}},
	{Name: "RE-GROUPS", Effect: "( -- n )",
		Doc:     "The number of groups of the last match, group 0 (the whole match) included; 0 if it found nothing.",
		Example: `ALSO REGEX  S" a1" S" ([a-z])(\d)" RE-MATCH? DROP RE-GROUPS .`, Result: "3 ",
		Fn: func(m *core.Machine) { m.Push(int64(len(stateOf(m).last.loc) / 2)) }},
	{Name: "RE-EACH", Effect: "( c-addr1 u1 c-addr2 u2 xt -- )",
		Doc:     "For each match of the pattern c-addr2 u2 in the text c-addr1 u1, in order and without overlap, make it the last match and run xt ( c-addr u -- ) with the match.",
		Example: `ALSO REGEX  : SHOW TYPE SPACE ;  S" a1b22c333" S" \d+" ' SHOW RE-EACH`, Result: "1 22 333 ",
		Fn: func(m *core.Machine) {
			xt := m.Pop()
			w := m.WordOf(xt)
			subj, e := popSearch(m, "RE-EACH")
			eachMatch(m, e, subj.text, func(loc []int) {
				remember(m, subj, e, loc)
				a, n := subj.at(loc[0], loc[1])
				m.Push(a)
				m.Push(n)
				m.Execute(w)
			})
		}},
	{Name: "RE-COUNT", Effect: "( c-addr1 u1 c-addr2 u2 -- n )",
		Doc:     "The number of matches of the pattern c-addr2 u2 in the text c-addr1 u1, as RE-EACH finds them.",
		Example: `ALSO REGEX  S" a1b22c333" S" \d+" RE-COUNT .`, Result: "3 ",
		Fn: func(m *core.Machine) {
			subj, e := popSearch(m, "RE-COUNT")
			n := int64(0)
			eachMatch(m, e, subj.text, func([]int) { n++ })
			m.Push(n)
		}},
}
