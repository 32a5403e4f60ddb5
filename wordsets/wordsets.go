// Package wordsets owns forthling's standard word sets: Core and Core
// extensions, Exception, Search order and the Programming tools (with the
// other word sets of Forth 2012 beside them). Each word is a core.Def with
// its stack effect, description and example next to its Go code; the word
// sets register themselves with core when the package is imported.
package wordsets

import (
	_ "embed"

	"github.com/forthling/forthling/core"
)

//go:embed core.fth
var coreSource string

func init() {
	var words []core.Def
	for _, set := range [][]core.Def{stackWords, arithmeticWords, memoryWords, defineWords, ioWords, parseWords, searchWords, toolsWords, includeWords} {
		words = append(words, set...)
	}
	core.Register(&core.WordSet{
		Name:   "CORE",
		Doc:    "The standard words: Core, Core extensions, Exception, Search order and Programming tools.",
		Words:  words,
		Source: coreSource,
		Order:  0,
		Makers: makers,

		HookKeys:  stateHooks,
		SaveState: saveState,
		LoadState: loadState,
	})
}
