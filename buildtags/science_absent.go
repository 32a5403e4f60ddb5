//go:build noscience

package buildtags

import "github.com/forthling/forthling/core"

// A build without SCIENCE still knows the names of its words, so that using
// one says the build leaves the word list out.
var scienceVocabulary = vocabulary{absent: core.AbsentVocabulary{List: "SCIENCE", Words: scienceWords}}
