//go:build !http

package buildtags

import "github.com/forthling/forthling/core"

func init() { core.RegisterAbsent("HTTP", httpWords...) }
