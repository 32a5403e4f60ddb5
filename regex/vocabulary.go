// Package regex is forthling's REGEX vocabulary: regular expressions on
// Forth strings. Patterns in RE2 syntax run on Go's regexp, which matches in
// time linear in the text; patterns that need backreferences or lookaround
// run on github.com/dlclark/regexp2, bounded by the time left in the call.
// Its one export is Vocabulary, the word list REGEX, which package
// buildtags lists in a build unless it has the tag noregex:
//
//	ALSO REGEX  S" 2024-05-17" S" (\d+)-(\d+)" RE-MATCH? .  2 RE-GROUP TYPE   \ prints -1 05
package regex

import (
	"github.com/forthling/forthling/core"
)

// ErrRegex is the THROW code of the REGEX vocabulary: a bad pattern or a failed match.
const ErrRegex core.ThrowCode = -262

// Vocabulary is the word list REGEX.
var Vocabulary = &core.WordSet{
	Name:    "REGEX",
	List:    "REGEX",
	Doc:     "Regular expressions: match, find, groups, all matches, replace, split.",
	Words:   append(append([]core.Def(nil), matchWords...), textWords...),
	Session: func(m *core.Machine) { m.SetHook(hook, &state{cache: map[string]engine{}}) },
	Close:   func(m *core.Machine) { m.DropHook(hook) },
	Codes:   map[core.ThrowCode]string{ErrRegex: "regular expression error"},

	HookKeys:  []string{hook},
	SaveState: saveState,
	LoadState: loadState,
}

const hook = "regex"

// state is a session's REGEX state: its compiled patterns and the groups of
// the last match.
type state struct {
	cache map[string]engine
	last  lastMatch
}

// lastMatch is where the groups of the last match are: the text's address
// and the groups' byte offsets in it.
type lastMatch struct {
	addr  int64
	loc   []int
	names []string
}

func stateOf(m *core.Machine) *state {
	return core.HookState(m, hook, func() *state { return &state{cache: map[string]engine{}} })
}

// Patterns up to cachedLength bytes are kept compiled, up to cacheSize of
// them: a program that matches in a loop compiles its pattern once.
const (
	cacheSize    = 64
	cachedLength = 4096
)

// compiled returns the engine of a pattern, from the session's cache.
func compiled(m *core.Machine, word, pattern string) engine {
	s := stateOf(m)
	if e, ok := s.cache[pattern]; ok {
		m.Tick(1)
		return e
	}
	e := compilePattern(m, word, pattern)
	if len(pattern) <= cachedLength {
		if len(s.cache) >= cacheSize {
			clear(s.cache)
		}
		s.cache[pattern] = e
	}
	return e
}
