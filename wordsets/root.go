package wordsets

import (
	"github.com/forthling/forthling/core"
)

// gforth has a word list ROOT that holds the words to set the search order
// again when it holds nothing else; its tests use it. forthling keeps it a
// plain named word list, not a vocabulary of its own.

// rootSource fills the ROOT word list.
const rootSource = `
ALSO ROOT DEFINITIONS
SYNONYM FORTH FORTH
SYNONYM FORTH-WORDLIST FORTH-WORDLIST
SYNONYM SET-ORDER SET-ORDER
SYNONYM ORDER ORDER
SYNONYM WORDS WORDS
PREVIOUS FORTH-WORDLIST SET-CURRENT
`

var rootWords = []core.Def{
	{Name: "ROOT", Effect: "( -- )", Doc: "Replace the first word list of the search order with ROOT, which holds only FORTH, FORTH-WORDLIST, SET-ORDER, ORDER and WORDS (as gforth's ROOT does).",
		Example: "ALSO ROOT ORDER PREVIOUS", Result: "ROOT FORTH  definitions: FORTH\n",
		Fn: func(m *core.Machine) { replaceFirst(m, m.WordListNamed("ROOT")) }},
}

var rootSet = &core.WordSet{
	Name:   "ROOT",
	Doc:    "gforth's ROOT word list: the words that set the search order.",
	Words:  rootWords,
	Source: rootSource,
	Boot:   func(m *core.Machine) { m.NewWordList("ROOT") },
}
