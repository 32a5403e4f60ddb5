//go:build http

package buildtags

import "github.com/forthling/forthling/http"

// HTTP is in a build only with the tag http: the network is opened on
// purpose.
var httpVocabulary = vocabulary{set: http.Vocabulary}
