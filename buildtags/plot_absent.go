//go:build noplot

package buildtags

import "github.com/forthling/forthling/core"

// A build without PLOT still knows the names of its words, so that using
// one says the build leaves the word list out.
var plotVocabulary = vocabulary{absent: core.AbsentVocabulary{List: "PLOT", Words: plotWords}}
