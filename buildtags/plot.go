//go:build !noplot

package buildtags

import "github.com/forthling/forthling/plot"

// PLOT is in a build unless it has the tag noplot.
var plotVocabulary = vocabulary{set: plot.Vocabulary}
