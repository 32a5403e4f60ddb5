package regex

import (
	"io"
	"math"
	"regexp"
	"time"
	"unicode/utf8"

	"github.com/dlclark/regexp2"

	"github.com/forthling/forthling/core"
)

// engine is a compiled pattern. Both engines report matches the same way:
// byte offsets into the text, a start and an end for each group (group 0 the
// whole match), -1 -1 for a group that took no part, groups numbered from
// left to right as Go numbers them.
type engine interface {
	// searcher prepares to search one text.
	searcher(text string) searcher
	// groups is the number of groups, group 0 included.
	groups() int
	// names are the groups' names by number, "" for an unnamed group.
	names() []string
	// cost is the steps a search charges per 64 bytes of text it reads.
	cost() int64
	// source is the pattern.
	source() string
}

// searcher finds the matches of a pattern in one text.
type searcher interface {
	// find returns the leftmost match that starts at or after pos; the text
	// before pos is still seen by assertions such as \b and ^. nil: none.
	find(m *core.Machine, pos int) []int
}

// linear runs a pattern on Go's regexp, in time linear in the text: but
// the time per byte grows with the size of the compiled pattern, up to some
// 20ns per instruction, and a search cannot be stopped from outside. A
// search that could take more than a few milliseconds reads the text
// through a reader that checks the call's time as it goes.
type linear struct {
	re *regexp.Regexp
	// from is the pattern searched from a position after the start, with
	// one character of context before it (compiled when first needed).
	from  *regexp.Regexp
	insts int64
}

func newLinear(re *regexp.Regexp, insts int) *linear {
	return &linear{re: re, insts: int64(insts)}
}

func (l *linear) groups() int                   { return l.re.NumSubexp() + 1 }
func (l *linear) names() []string               { return l.re.SubexpNames() }
func (l *linear) cost() int64                   { return l.insts/8 + 1 }
func (l *linear) source() string                { return l.re.String() }
func (l *linear) searcher(text string) searcher { return &linearSearch{l, text} }

// quickWork is the most bytes times instructions a search may take without
// watching the clock: at 20ns each, 10ms.
const quickWork = 500_000

type linearSearch struct {
	*linear
	text string
}

func (l *linearSearch) find(m *core.Machine, pos int) []int {
	text := l.text
	if pos > len(text) {
		return nil
	}
	re, from := l.re, 0
	if pos > 0 {
		// anchored at the character before pos, then the leftmost match:
		// what Go's own search from pos does, which its API does not offer
		re = l.fromPosition(m)
		_, width := utf8.DecodeLastRuneInString(text[:pos])
		from = pos - width
	}
	var loc []int
	if int64(len(text)-from)*l.insts <= quickWork {
		loc = re.FindStringSubmatchIndex(text[from:])
	} else {
		loc = re.FindReaderSubmatchIndex(&timedReader{m: m, text: text[from:]})
	}
	if loc == nil {
		return nil
	}
	if pos > 0 {
		loc = loc[2:] // the pattern's groups, after the whole of the search
	}
	for i := range loc {
		if loc[i] >= 0 {
			loc[i] += from
		}
	}
	return loc
}

func (l *linear) fromPosition(m *core.Machine) *regexp.Regexp {
	if l.from == nil {
		pattern := l.re.String()
		if quoteOpen(pattern) {
			pattern += `\E` // or \Q would quote the closing parenthesis too
		}
		from, err := regexp.Compile(`\A(?s:.)(?s:.*?)(` + pattern + `)`)
		if err != nil {
			m.Throwf(ErrRegex, "the pattern is too large to search from a position: %v", err)
		}
		l.from = from
	}
	return l.from
}

// timedReader gives a search the text rune by rune and checks the call's
// time and cancellation every few thousand: at the limit the Forth error
// unwinds the search, which holds no lock or resource.
type timedReader struct {
	m    *core.Machine
	text string
	pos  int
	n    int
}

func (r *timedReader) ReadRune() (rune, int, error) {
	if r.pos >= len(r.text) {
		return 0, 0, io.EOF
	}
	if r.n++; r.n%4096 == 0 {
		r.m.CheckTime()
	}
	c, w := utf8.DecodeRuneInString(r.text[r.pos:])
	r.pos += w
	return c, w, nil
}

// timeoutMargin puts a backtracking search's timeout after the deadline.
const timeoutMargin = 5 * time.Millisecond

// backtracking runs a pattern on regexp2, which can take time exponential
// in the text: every search is bounded by the time left in the call. The
// pattern it runs has only unnamed groups (see numberGroups), numbered as Go
// numbers them; the names are kept here.
type backtracking struct {
	re        *regexp2.Regexp
	pattern   string
	groupName []string
}

func newBacktracking(re *regexp2.Regexp, source string, goNames []string) *backtracking {
	return &backtracking{re: re, pattern: source, groupName: goNames}
}

func (b *backtracking) groups() int     { return len(b.groupName) }
func (b *backtracking) names() []string { return b.groupName }
func (b *backtracking) source() string  { return b.pattern }

// cost: a backtracking search has no bound in steps; the time left in the
// call bounds it, and the text is charged once.
func (b *backtracking) cost() int64 { return 1 }

func (b *backtracking) searcher(text string) searcher {
	return &backtrackingSearch{backtracking: b, runes: []rune(text), at: cursor{text: text}}
}

type backtrackingSearch struct {
	*backtracking
	runes []rune // the text as regexp2 reads it
	at    cursor
}

func (b *backtrackingSearch) find(m *core.Machine, pos int) []int {
	start := b.at.runeOf(pos)
	// the timeout falls just after the call's deadline, so that the call
	// ends as any other does at its time limit
	timeout := m.Remaining() // a very long time when the call has no deadline
	if timeout < math.MaxInt64-timeoutMargin {
		timeout += timeoutMargin
	}
	b.re.MatchTimeout = timeout
	match, err := b.match(m, start)
	if err != nil {
		time.Sleep(max(m.Remaining(), 0)) // regexp2's clock may run a little ahead
		m.CheckTime()
		m.Throwf(ErrRegex, "the match took longer than the time left in the call (%v)", err)
	}
	if match == nil {
		return nil
	}
	groups := match.Groups()
	loc := make([]int, 2*b.groups())
	for i := range b.groups() {
		loc[2*i], loc[2*i+1] = -1, -1
		if i >= len(groups) || len(groups[i].Captures) == 0 {
			continue
		}
		g := groups[i].Capture
		loc[2*i] = b.at.byteOf(g.Index)
		loc[2*i+1] = b.at.byteOf(g.Index + g.Length)
	}
	return loc
}

// match runs the search on a goroutine of its own, so that the call ends
// at once when it is cancelled or its time is up. regexp2 checks its
// timeout against a clock that ticks every 100ms for the whole process (a
// setting of the package, which a vocabulary should not change for its
// host), so its timeout only bounds the search the call no longer waits
// for: that runs on, on its own copy of the text, until a little past the
// call's time limit.
func (b *backtrackingSearch) match(m *core.Machine, start int) (*regexp2.Match, error) {
	type result struct {
		match *regexp2.Match
		err   error
	}
	done := make(chan result, 1)
	go func() {
		match, err := b.re.FindRunesMatchStartingAt(b.runes, start)
		done <- result{match, err}
	}()
	var timeUp <-chan time.Time
	if left := m.Remaining(); left < time.Duration(math.MaxInt64) {
		timer := time.NewTimer(max(left, 0))
		defer timer.Stop()
		timeUp = timer.C
	}
	select {
	case r := <-done:
		return r.match, r.err
	case <-m.Done():
		m.CheckTime() // throws: cancelled
		panic("unreachable: the call was cancelled")
	case <-timeUp:
		m.CheckTime() // throws: the time limit
		panic("unreachable: the call's time is up")
	}
}

// cursor converts between rune indexes (regexp2's positions) and byte
// offsets in a text, walking from where it last was. Invalid UTF-8 counts a
// rune per byte, as converting the text to []rune does.
type cursor struct {
	text       string
	rune, byte int
}

func (c *cursor) byteOf(r int) int {
	for c.rune < r && c.byte < len(c.text) {
		_, w := utf8.DecodeRuneInString(c.text[c.byte:])
		c.byte += w
		c.rune++
	}
	for c.rune > r && c.byte > 0 {
		_, w := utf8.DecodeLastRuneInString(c.text[:c.byte])
		c.byte -= w
		c.rune--
	}
	return c.byte
}

func (c *cursor) runeOf(b int) int {
	for c.byte < b && c.byte < len(c.text) {
		_, w := utf8.DecodeRuneInString(c.text[c.byte:])
		c.byte += w
		c.rune++
	}
	for c.byte > b && c.byte > 0 {
		_, w := utf8.DecodeLastRuneInString(c.text[:c.byte])
		c.byte -= w
		c.rune--
	}
	return c.rune
}
