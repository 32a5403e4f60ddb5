//go:build nosqlite

package buildtags

import "github.com/forthling/forthling/core"

func init() { core.RegisterAbsent("SQLITE", sqliteWords...) }
