//go:build !nosqlite

package buildtags

import (
	"github.com/forthling/forthling/core"
	"github.com/forthling/forthling/sqlite"
)

func init() { core.Register(sqlite.Vocabulary) }
