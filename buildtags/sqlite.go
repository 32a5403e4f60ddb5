//go:build !nosqlite

package buildtags

import "github.com/forthling/forthling/sqlite"

// SQLITE is in a build unless it has the tag nosqlite.
var sqliteVocabulary = vocabulary{set: sqlite.Vocabulary}
