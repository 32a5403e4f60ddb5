// Package buildtags says what a build of forthling contains, and in what
// order it boots: the compiler, the standard word sets, the tutorial and
// the vocabularies the build's tags select. Each vocabulary a build may
// leave out has a file here guarded by its build tag, which says either
// that the build has it or the names of its words (the file _absent.go).
//
// The programs make their sessions from the system it builds:
//
//	s, err := buildtags.NewSession(core.Options{Limits: core.DefaultLimits})
//
// Tests that need another system (a plain compiler, a word set of their
// own) change Build's answer and boot it with core.NewImage.
package buildtags

import (
	"io"
	"slices"
	"sync"

	"github.com/forthling/forthling/compile"
	"github.com/forthling/forthling/core"
	"github.com/forthling/forthling/json"
	"github.com/forthling/forthling/wordsets"
	"github.com/forthling/forthling/wordsets/tutorial"
)

// WordSets returns the word sets of this build in the order they boot: the
// order is this list. It fixes the execution tokens and addresses of the
// system's words, which tests and saved output show, so it changes only on
// purpose: CORE first, JSON and REGEX right after it, then the compiler's
// words, the other standard word sets, the tutorial, and the vocabularies
// HTTP, SCIENCE, SQLITE, CSV and PLOT last.
func WordSets() []*core.WordSet {
	sets := []*core.WordSet{wordsets.Core, json.Vocabulary} // JSON is in every build: agents hand documents to forthling as JSON
	sets = regexVocabulary.appendTo(sets)
	sets = append(sets, compile.WordSet)
	sets = append(sets, wordsets.Others()...)
	sets = append(sets, tutorial.WordSet)
	for _, v := range []vocabulary{httpVocabulary, scienceVocabulary, sqliteVocabulary, csvVocabulary, plotVocabulary} {
		sets = v.appendTo(sets)
	}
	return sets
}

// vocabulary is a vocabulary that a build may leave out: its word set when
// the build has it, or else the names of its words.
type vocabulary struct {
	set    *core.WordSet
	absent core.AbsentVocabulary
}

func (v vocabulary) appendTo(sets []*core.WordSet) []*core.WordSet {
	if v.set == nil {
		return sets
	}
	return append(sets, v.set)
}

// absent lists the vocabularies this build leaves out.
func absent() []core.AbsentVocabulary {
	var out []core.AbsentVocabulary
	for _, v := range []vocabulary{httpVocabulary, regexVocabulary, scienceVocabulary, sqliteVocabulary, csvVocabulary, plotVocabulary} {
		if v.set == nil {
			out = append(out, v.absent)
		}
	}
	return out
}

// AbsentVocabularies names the vocabularies this build leaves out, sorted.
func AbsentVocabularies() []string {
	var names []string
	for _, a := range absent() {
		names = append(names, a.List)
	}
	slices.Sort(names)
	return names
}

// Build returns what this build's system is built from: the compiler that
// makes fast code, WordSets, and the vocabularies left out. Each call
// returns a copy, which a test may change before it boots it.
func Build() core.Build {
	return core.Build{Compiler: compile.New(true), WordSets: WordSets(), Absent: absent()}
}

// image is this build's system, booted by the first caller: sessions made
// at once wait for the one boot.
var image = sync.OnceValues(func() (*core.Image, error) { return core.NewImage(Build()) })

// Image returns this build's system, booted on first use.
func Image() (*core.Image, error) { return image() }

// NewSession makes a session of this build's system.
func NewSession(opts core.Options) (*core.Session, error) {
	img, err := image()
	if err != nil {
		return nil, err
	}
	return img.NewSession(opts)
}

// ReadSession reads a session image of this build into a new session (see
// core.Image.ReadSession).
func ReadSession(r io.Reader, opts core.Options) (*core.Session, error) {
	img, err := image()
	if err != nil {
		return nil, err
	}
	return img.ReadSession(r, opts)
}
