//go:build !noscience

package buildtags

import (
	"github.com/forthling/forthling/core"
	"github.com/forthling/forthling/science"
)

func init() { core.Register(science.Vocabulary) }
