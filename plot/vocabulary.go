// Package plot is forthling's PLOT vocabulary: words that draw line and
// scatter plots, histograms and bar charts of float arrays and SCIENCE
// vectors and matrices, and render them as PNG into a file of the session.
// Its one export is Vocabulary, the word list PLOT, which package buildtags
// registers unless the build has the tag noplot:
//
//	ALSO PLOT
//	CREATE YS 1e F, 4e F, 9e F,
//	S" squares" PLOT-TITLE  YS 3 S" y" PLOT-LINE  S" squares.png" PLOT-PNG
//
// A plot is built by the words of a session across calls and stays until
// PLOT-NEW starts another; PLOT-PNG may render it more than once.
//
// The drawing is this package's own (render.go lays the picture out,
// axis.go marks the axes, canvas.go fills shapes with golang.org/x/image's
// rasterizer, text.go writes with the Go font): a library of charts would
// set up its fonts when the process starts, which every run of the runner
// would pay for, where this parses its font when the first plot is drawn.
package plot

import "github.com/forthling/forthling/core"

// Vocabulary is the word list PLOT.
var Vocabulary = &core.WordSet{
	Name:    "PLOT",
	List:    "PLOT",
	Doc:     "Line and scatter plots, histograms and bar charts of float arrays and SCIENCE matrices, rendered as PNG into a session file.",
	Words:   words,
	Session: func(m *core.Machine) { m.SetHook(hook, newFigure()) },
	Close:   func(m *core.Machine) { m.DropHook(hook) },

	HookKeys:  []string{hook},
	SaveState: saveState,
	LoadState: loadState,
}
