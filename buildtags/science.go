//go:build !noscience

package buildtags

import "github.com/forthling/forthling/science"

// SCIENCE is in a build unless it has the tag noscience.
var scienceVocabulary = vocabulary{set: science.Vocabulary}
