//go:build !noplot

package buildtags

import (
	"github.com/forthling/forthling/core"
	"github.com/forthling/forthling/plot"
)

func init() { core.Register(plot.Vocabulary) }
