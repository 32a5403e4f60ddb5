//go:build !nocsv

package buildtags

import (
	"github.com/forthling/forthling/core"
	"github.com/forthling/forthling/csv"
)

func init() { core.Register(csv.Vocabulary) }
