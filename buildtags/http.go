//go:build http

package buildtags

import (
	"github.com/forthling/forthling/core"
	"github.com/forthling/forthling/http"
)

func init() { core.Register(http.Vocabulary) }
