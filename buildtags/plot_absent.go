//go:build noplot

package buildtags

import "github.com/forthling/forthling/core"

func init() { core.RegisterAbsent("PLOT", plotWords...) }
