//go:build !noregex

package buildtags

import "github.com/forthling/forthling/regex"

// REGEX is in a build unless it has the tag noregex.
var regexVocabulary = vocabulary{set: regex.Vocabulary}
