//go:build noscience

package buildtags

import "github.com/forthling/forthling/core"

func init() { core.RegisterAbsent("SCIENCE", scienceWords...) }
