//go:build nocsv

package buildtags

import "github.com/forthling/forthling/core"

func init() { core.RegisterAbsent("CSV", csvWords...) }
