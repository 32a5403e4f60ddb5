package buildtags

import (
	"github.com/forthling/forthling/core"
	"github.com/forthling/forthling/json"
)

// JSON is in every build: agents hand documents to forthling as JSON.
func init() { core.Register(json.Vocabulary) }
