//go:build nosqlite

package buildtags

import "github.com/forthling/forthling/core"

// A build without SQLITE still knows the names of its words, so that using
// one says the build leaves the word list out.
var sqliteVocabulary = vocabulary{absent: core.AbsentVocabulary{List: "SQLITE", Words: sqliteWords}}
