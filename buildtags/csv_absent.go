//go:build nocsv

package buildtags

import "github.com/forthling/forthling/core"

// A build without CSV still knows the names of its words, so that using
// one says the build leaves the word list out.
var csvVocabulary = vocabulary{absent: core.AbsentVocabulary{List: "CSV", Words: csvWords}}
