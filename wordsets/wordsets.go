// Package wordsets owns forthling's standard word sets: Core and Core
// extensions, Exception, Search order and the Programming tools (with the
// other word sets of Forth 2012 beside them). Each word is a core.Def with
// its stack effect, description and example next to its Go code. The word
// sets are values, Core and Others, which package buildtags lists among
// the word sets of a build.
package wordsets

import (
	_ "embed"
	"slices"

	"github.com/forthling/forthling/core"
)

//go:embed core.fth
var coreSource string

// Core is CORE: the standard words, Core and Core extensions, Exception,
// Search order and Programming tools. It boots first, so that its words
// hold the first execution tokens and addresses of the system.
var Core = &core.WordSet{
	Name:   "CORE",
	Doc:    "The standard words: Core, Core extensions, Exception, Search order and Programming tools.",
	Words:  slices.Concat(stackWords, arithmeticWords, memoryWords, defineWords, ioWords, parseWords, searchWords, toolsWords, includeWords),
	Source: coreSource,
	Makers: makers,

	HookKeys:  stateHooks,
	SaveState: saveState,
	LoadState: loadState,
}

// Others are the other word sets of this package, in the order they boot,
// after Core and the compiler's words: DATA, DEBUG and TESTING, then the
// optional standard word sets, then ROOT, whose source uses them.
func Others() []*core.WordSet {
	return []*core.WordSet{dataSet, debugSet, testingSet,
		memorySet, blockSet, doubleSet, facilitySet, fileSet, floatSet, habitsSet, stringSet, progressSet, rootSet}
}
