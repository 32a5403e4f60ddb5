//go:build !noregex

package buildtags

import (
	"github.com/forthling/forthling/core"
	"github.com/forthling/forthling/regex"
)

func init() { core.Register(regex.Vocabulary) }
