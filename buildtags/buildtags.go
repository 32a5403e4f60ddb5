// Package buildtags decides what a build of forthling contains. Importing it
// registers the compiler, the standard word sets and every vocabulary the
// build's tags select, the way database/sql drivers register: each
// vocabulary has a file here guarded by its build tag.
//
// The programs import it for its effect:
//
//	import _ "github.com/forthling/forthling/buildtags"
package buildtags

import (
	// the compiler, the standard word sets and the tutorial are in every build
	_ "github.com/forthling/forthling/compile"
	_ "github.com/forthling/forthling/wordsets"
	_ "github.com/forthling/forthling/wordsets/tutorial"
)
