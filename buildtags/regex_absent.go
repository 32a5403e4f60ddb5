//go:build noregex

package buildtags

import "github.com/forthling/forthling/core"

// A build without REGEX still knows the names of its words, so that using
// one says the build leaves the word list out.
var regexVocabulary = vocabulary{absent: core.AbsentVocabulary{List: "REGEX", Words: regexWords}}
