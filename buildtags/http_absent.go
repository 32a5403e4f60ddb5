//go:build !http

package buildtags

import "github.com/forthling/forthling/core"

// A build without HTTP still knows the names of its words, so that using
// one says the build leaves the word list out.
var httpVocabulary = vocabulary{absent: core.AbsentVocabulary{List: "HTTP", Words: httpWords}}
