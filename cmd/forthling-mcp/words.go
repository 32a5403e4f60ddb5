package main

import (
	"strings"

	"github.com/forthling/forthling/core"
)

// withPrefix keeps the words whose names start with prefix, in any case.
func withPrefix(helps []*core.WordHelp, prefix string) []*core.WordHelp {
	prefix = strings.ToUpper(strings.TrimSpace(prefix))
	var kept []*core.WordHelp
	for _, h := range helps {
		if strings.HasPrefix(h.Name, prefix) {
			kept = append(kept, h)
		}
	}
	return kept
}
