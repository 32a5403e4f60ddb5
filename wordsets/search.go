package wordsets

import (
	"strings"

	"github.com/forthling/forthling/core"
)

// orderNames lists the search order for ORDER.
func orderNames(m *core.Machine) string {
	var names []string
	for _, wl := range m.Order() {
		names = append(names, wl.Label())
	}
	return strings.Join(names, " ")
}

// pushFound pushes what FIND and SEARCH-WORDLIST answer for a word found:
// its xt and 1 if it is immediate, -1 if not. A word with compilation
// semantics of its own (S", TO) is found as itself while interpreting and as
// its compilation, an immediate word, while compiling.
func pushFound(m *core.Machine, w *core.Word) {
	switch {
	case w.CompileFn != nil && m.Compiling():
		m.Push(m.CompilationWord(w).XT)
		m.Push(1)
	case w.CompileFn != nil:
		m.Push(w.XT)
		m.Push(-1)
	case w.Flags&core.Immediate != 0:
		m.Push(w.XT)
		m.Push(1)
	default:
		m.Push(w.XT)
		m.Push(-1)
	}
}

// Search-order words, with the extensions.
var searchWords = []core.Def{
	{Name: "FORTH-WORDLIST", Effect: "( -- wid )", Doc: "The word list of the standard words.", Example: "FORTH-WORDLIST GET-CURRENT = .", Result: "-1 ",
		Fn: func(m *core.Machine) { m.Push(m.ForthWordList().ID) }},
	{Name: "WORDLIST", Effect: "( -- wid )", Doc: "Make a new, empty word list.", Example: "WORDLIST DUP SET-CURRENT GET-CURRENT = .", Result: "-1 ",
		Fn: func(m *core.Machine) { m.Push(m.NewWordList("").ID) }},
	{Name: "GET-ORDER", Effect: "( -- widn ... wid1 n )", Doc: "Push the search order: wid1, searched first, is on top, under the count.", Example: "GET-ORDER . FORTH-WORDLIST = .", Result: "1 -1 ",
		Fn: func(m *core.Machine) {
			order := m.Order()
			for i := len(order) - 1; i >= 0; i-- {
				m.Push(order[i].ID)
			}
			m.Push(int64(len(order)))
		}},
	{Name: "SET-ORDER", Effect: "( widn ... wid1 n -- )", Doc: "Set the search order, wid1 searched first; -1 sets the minimum order (FORTH alone).", Example: "GET-ORDER SET-ORDER", Result: "",
		Fn: func(m *core.Machine) {
			n := m.Pop()
			if n == -1 {
				m.SetOrder([]*core.WordList{m.ForthWordList()})
				return
			}
			if n < 0 || n > core.MaxOrder {
				m.Throwf(core.ErrOrderOverflow, "%d word lists, at most %d", n, core.MaxOrder)
			}
			ids := m.Top(int(n))
			order := make([]*core.WordList, n)
			for i := range order {
				order[i] = m.WordListOf(ids[len(ids)-1-i])
			}
			m.Drop(int(n))
			m.SetOrder(order)
		}},
	{Name: "GET-CURRENT", Effect: "( -- wid )", Doc: "The word list new definitions go into.", Example: "GET-CURRENT FORTH-WORDLIST = .", Result: "-1 ",
		Fn: func(m *core.Machine) { m.Push(m.Current().ID) }},
	{Name: "SET-CURRENT", Effect: "( wid -- )", Doc: "Make new definitions go into wid.", Example: "FORTH-WORDLIST SET-CURRENT", Result: "",
		Fn: func(m *core.Machine) { m.SetCurrent(m.WordListOf(m.Pop())) }},
	{Name: "DEFINITIONS", Effect: "( -- )", Doc: "Make new definitions go into the first word list of the search order.", Example: "FORTH DEFINITIONS", Result: "",
		Fn: func(m *core.Machine) {
			if len(m.Order()) == 0 {
				m.Throw(core.ErrOrderUnderflow)
			}
			m.SetCurrent(m.Order()[0])
		}},
	{Name: "SEARCH-WORDLIST", Effect: "( c-addr u wid -- 0 | xt 1 | xt -1 )", Doc: "Look the name up in one word list: 0 if not there, else its xt and 1 if it is immediate, -1 if not.",
		Example: "S\" DUP\" FORTH-WORDLIST SEARCH-WORDLIST NIP .", Result: "-1 ",
		Fn: func(m *core.Machine) {
			a, n, wid := m.Pop3()
			wl := m.WordListOf(wid)
			name := m.Bytes(a, max(n, 0))
			var w *core.Word
			if len(name) <= core.MaxNameLength {
				w = m.FindIn(wl, name)
			}
			if w == nil {
				m.Push(0)
				return
			}
			pushFound(m, w)
		}},
	{Name: "ALSO", Effect: "( -- )", Doc: "Duplicate the first word list of the search order, so that the next vocabulary word (FORTH, JSON, ...) adds to the order instead of replacing.", Example: "ALSO FORTH PREVIOUS", Result: "",
		Fn: func(m *core.Machine) {
			order := m.Order()
			if len(order) == 0 {
				m.Throw(core.ErrOrderUnderflow)
			}
			m.SetOrder(append([]*core.WordList{order[0]}, order...))
		}},
	{Name: "ONLY", Effect: "( -- )", Doc: "Set the search order to the minimum: FORTH alone.", Example: "ONLY FORTH", Result: "",
		Fn: func(m *core.Machine) { m.SetOrder([]*core.WordList{m.ForthWordList()}) }},
	{Name: "PREVIOUS", Effect: "( -- )", Doc: "Remove the first word list from the search order.", Example: "ALSO FORTH PREVIOUS", Result: "",
		Fn: func(m *core.Machine) {
			order := m.Order()
			if len(order) == 0 {
				m.Throw(core.ErrOrderUnderflow)
			}
			m.SetOrder(order[1:])
		}},
	{Name: "FORTH", Effect: "( -- )", Doc: "Replace the first word list of the search order with FORTH.", Example: "ONLY FORTH", Result: "",
		Fn: func(m *core.Machine) { replaceFirst(m, m.ForthWordList()) }},
	{Name: "ORDER", Effect: "( -- )", Doc: "Print the search order, first searched first, and the word list definitions go into.", Example: "ORDER", Result: "FORTH  definitions: FORTH\n",
		Fn: func(m *core.Machine) {
			m.WriteString(orderNames(m) + "  definitions: " + m.Current().Label() + "\n")
		}},
	{Name: "VOCABULARY", Effect: "( \"name\" -- )", Doc: "Make a named word list and a word that puts it first in the search order (not in the standard, but common).",
		Example: "VOCABULARY MINE  ALSO MINE DEFINITIONS  : HI .\" hi\" ;  PREVIOUS DEFINITIONS  ALSO MINE HI PREVIOUS", Result: "hi",
		Fn: func(m *core.Machine) {
			name := m.ParseNameString()
			wl := m.NewWordList("")
			wl.Name = upperString(name)
			w := m.Define(name, core.KindOther, nil)
			m.Make(w, "vocabulary", wl.ID)
		}},
}

// replaceFirst puts wl in place of the first word list of the search order.
func replaceFirst(m *core.Machine, wl *core.WordList) {
	order := append([]*core.WordList(nil), m.Order()...)
	if len(order) == 0 {
		order = []*core.WordList{wl}
	} else {
		order[0] = wl
	}
	m.SetOrder(order)
}

func itoa(n int64) string {
	return formatCellPlain(n)
}

// formatCellPlain writes n in decimal.
func formatCellPlain(n int64) string {
	var b [24]byte
	i := len(b)
	u := uint64(n)
	if n < 0 {
		u = uint64(-n)
	}
	for {
		i--
		b[i] = byte('0' + u%10)
		u /= 10
		if u == 0 {
			break
		}
	}
	if n < 0 {
		i--
		b[i] = '-'
	}
	return string(b[i:])
}
