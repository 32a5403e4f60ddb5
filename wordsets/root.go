package wordsets

import (
	"github.com/forthling/forthling/core"
)

// rootSource makes the ROOT word list of gforth: the words that set the
// search order again when it holds nothing else, and nothing more.
const rootSource = `
SYNONYM FORTH FORTH
SYNONYM FORTH-WORDLIST FORTH-WORDLIST
SYNONYM SET-ORDER SET-ORDER
SYNONYM ORDER ORDER
SYNONYM WORDS WORDS
`

func init() {
	core.Register(&core.WordSet{
		Name:   "ROOT",
		List:   "ROOT",
		Doc:    "The search-order words alone: FORTH, FORTH-WORDLIST, SET-ORDER, ORDER and WORDS, as gforth's ROOT has them",
		Source: rootSource,
		Order:  20,
	})
}
