package core

import (
	"sort"
	"strings"
)

// WordHelp is what forth_help tells about a word.
type WordHelp struct {
	Name        string   `json:"name"`
	WordList    string   `json:"wordlist"`
	Effect      string   `json:"effect"`
	Doc         string   `json:"doc"`
	Example     string   `json:"example,omitempty"`
	Result      string   `json:"result,omitempty"`
	Kind        string   `json:"kind"`
	Immediate   bool     `json:"immediate"`
	CompileOnly bool     `json:"compile_only"`
	System      bool     `json:"system"`
	Defined     Position `json:"defined"`
	Source      string   `json:"source,omitempty"`
}

// KindName says in words what kind of word w is.
func KindName(w *Word) string {
	switch w.Kind {
	case KindPrimitive:
		return "primitive"
	case KindColon:
		return "colon definition"
	case KindCreate:
		return "CREATE word"
	case KindVariable:
		return "variable"
	case KindConstant:
		return "constant"
	case KindValue:
		return "value"
	case KindDefer:
		return "deferred word"
	case KindDoes:
		return "word made by a defining word (DOES>)"
	}
	return "word"
}

// HelpOf describes w.
func (m *Machine) HelpOf(w *Word) *WordHelp {
	h := &WordHelp{
		Name: WordName(w), Effect: w.Help.Effect, Doc: w.Help.Doc,
		Example: w.Help.Example, Result: w.Help.Result,
		Kind: KindName(w), Immediate: w.Flags&Immediate != 0, CompileOnly: w.Flags&CompileOnly != 0,
		System: w.Flags&System != 0, Defined: w.Defined, Source: w.Source,
	}
	if w.List != nil {
		h.WordList = w.List.Name
	}
	return h
}

// LookupAnywhere finds name in the search order, or else in any word list of
// the system; the second result tells whether the search order has it.
func (m *Machine) LookupAnywhere(name string) (*Word, bool) {
	if w := m.FindString(name); w != nil {
		return w, true
	}
	key := strings.ToUpper(name)
	for _, wl := range m.dict.lists {
		if w := wl.Lookup(key); w != nil {
			return w, false
		}
	}
	return nil, false
}

// SessionWords lists the words the session defined, the latest first.
func (m *Machine) SessionWords() []*Word {
	var ws []*Word
	for _, wl := range m.dict.lists {
		for w := wl.Last; w != nil && w.Flags&System == 0; w = w.Prev {
			if w.Flags&Hidden == 0 {
				ws = append(ws, w)
			}
		}
	}
	sort.Slice(ws, func(i, j int) bool { return ws[i].XT > ws[j].XT })
	return ws
}

// HelpAnswer is forth_help's answer: the word, or the names close to one
// that is not defined.
type HelpAnswer struct {
	Word *WordHelp `json:"word,omitempty"`
	// InOrder is false when the word is in a word list outside the search
	// order (ALSO <list> finds it).
	InOrder bool     `json:"in_order"`
	Near    []string `json:"near,omitempty"`
}

// HelpFor answers forth_help for name: the word in the search order or any
// word list, or else the close names.
func (m *Machine) HelpFor(name string) HelpAnswer {
	if w, inOrder := m.LookupAnywhere(name); w != nil {
		return HelpAnswer{Word: m.HelpOf(w), InOrder: inOrder}
	}
	return HelpAnswer{Near: m.NearNames(strings.ToUpper(name), 5)}
}
