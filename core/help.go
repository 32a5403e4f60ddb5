package core

import (
	"sort"
	"strconv"
	"strings"
)

// WordHelp is what forth_help tells about a word.
type WordHelp struct {
	Name     string
	WordList string
	// Also is what puts the word's list into the search order ("ALSO JSON")
	// when the search order does not have it; empty when it does.
	Also   string
	Effect string
	// Inferred is the stack effect the compiler found in the body of a
	// colon definition, when it is fixed: for a word without a stack
	// comment it says what the word does to the stacks, for one with a
	// comment it is what the comment is checked against.
	Inferred string
	Doc      string
	Example  string
	Result   string
	// What the example reads, given to its call: KEY and ACCEPT's input,
	// the call's data, session files.
	Input       string
	Data        string
	Files       map[string]string
	Kind        string
	Immediate   bool
	CompileOnly bool
	System      bool
	Defined     Position
	// Source is the text of a definition of the session, as SEE shows it.
	Source string
}

// kindName says in words what kind of word w is.
func kindName(w *Word) string {
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

// helpOf describes w.
func (m *Machine) helpOf(w *Word) *WordHelp {
	h := &WordHelp{
		Name: WordName(w), Effect: w.Help.Effect, Inferred: w.Inferred, Doc: w.Help.Doc,
		Example: w.Help.Example, Result: w.Help.Result,
		Input: w.Help.Input, Data: w.Help.Data, Files: w.Help.Files,
		Kind: kindName(w), Immediate: w.Flags&Immediate != 0, CompileOnly: w.Flags&CompileOnly != 0,
		System: w.Flags&System != 0, Defined: w.Defined, Source: w.Source,
	}
	if wl := m.listOfWord(w); wl != nil {
		h.WordList = wl.Name
		h.Also = m.alsoFor(wl)
	}
	return h
}

// listOfWord is the session's own copy of w's word list: a system word
// points to the list of the booted system, which every session copies.
func (m *Machine) listOfWord(w *Word) *WordList {
	if w.List == nil {
		return nil
	}
	return m.dict.lists[w.List.ID-WIDBase]
}

// alsoFor is what puts wl into the search order, or "" when it is there.
func (m *Machine) alsoFor(wl *WordList) string {
	if m.inOrder(wl) {
		return ""
	}
	if wl.Name == "" {
		return "its word list has no name: put its wid in the order with SET-ORDER"
	}
	return "ALSO " + wl.Name
}

// lookupAnywhere finds name in the search order, or else in any word list of
// the system; the second result tells whether the search order has it.
func (m *Machine) lookupAnywhere(name string) (*Word, bool) {
	if w := m.FindString(name); w != nil {
		return w, true
	}
	key := strings.ToUpper(name)
	var found *Word
	for _, wl := range m.dict.lists {
		if w := wl.Lookup(key); w != nil && (found == nil || wl.builtin && !m.listOfWord(found).builtin) {
			found = w
		}
	}
	return found, false
}

// SessionWords lists the words the session defined that a name still finds
// in their word list, the latest first.
func (m *Machine) SessionWords() []*Word {
	var ws []*Word
	for _, wl := range m.dict.lists {
		for w := wl.last; w != nil && w.Flags&System == 0; w = w.prev {
			if w.Flags&Hidden == 0 && wl.Lookup(w.Name) == w {
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
	Name string // as asked
	Word *WordHelp
	// InOrder tells whether the search order finds the word as it is;
	// when it does not, Word.Also says what does.
	InOrder bool
	// Near are the words a name that is not defined may have meant, best
	// first; for a defined word, the words of the same name in other word
	// lists.
	Near []NearWord
	// LeftOut is the vocabulary of this name that this build leaves out.
	LeftOut string
}

// helpFor answers forth_help for name: the word in the search order or any
// word list, or else the close names.
func (m *Machine) helpFor(name string) HelpAnswer {
	name = strings.TrimSpace(name)
	a := HelpAnswer{Name: name}
	key := strings.ToUpper(name)
	if w, inOrder := m.lookupAnywhere(name); w != nil {
		a.Word, a.InOrder = m.helpOf(w), inOrder
		a.Near = m.sameName(w)
		return a
	}
	a.LeftOut = m.absentWord(key)
	if fields := strings.Fields(name); len(fields) > 1 {
		// several words at once ("T{ }T"): each that is defined
		for _, f := range fields {
			if w, _ := m.lookupAnywhere(f); w != nil {
				a.Near = append(a.Near, m.nearWord(w, m.listOfWord(w), "one of the words asked for"))
			}
		}
		return a
	}
	a.Near = m.closeWords(key, 8)
	return a
}

// sameName lists the words named like w in the other word lists.
func (m *Machine) sameName(w *Word) []NearWord {
	var out []NearWord
	for _, wl := range m.dict.lists {
		if wl.ID == w.List.ID || (wl.Name == "" && !m.inOrder(wl)) {
			continue
		}
		if o := wl.Lookup(w.Name); o != nil {
			out = append(out, m.nearWord(o, wl, "the same name in the word list "+listName(wl)))
		}
	}
	return out
}

func listName(wl *WordList) string {
	if wl.Name == "" {
		return "(unnamed)"
	}
	return wl.Name
}

// Text renders the answer the way the REPL and forth_help's text show it:
// the name and stack effect, what the word does, its example, then where
// it is; for a name that is not defined, the close names.
func (a HelpAnswer) Text() string {
	var b strings.Builder
	w := a.Word
	if w == nil {
		b.WriteString(strings.ToUpper(a.Name) + " is not defined")
		if a.LeftOut != "" {
			b.WriteString(": it is in the word list " + a.LeftOut + ", which this build leaves out")
		}
		if len(a.Near) == 0 {
			b.WriteString(", and no word is named like it\n")
			return b.String()
		}
		b.WriteString("; close names:\n")
		writeNear(&b, a.Near)
		return b.String()
	}
	b.WriteString(w.Name)
	if w.Effect != "" {
		b.WriteString(" " + w.Effect)
	}
	b.WriteString("\n")
	if w.Inferred != "" {
		b.WriteString("inferred from its body: " + w.Inferred + "\n")
	}
	if w.Doc != "" {
		b.WriteString(w.Doc + "\n")
	}
	if w.Example != "" {
		writeExample(&b, w)
	}
	b.WriteString("word list " + w.WordList)
	if w.Also != "" {
		b.WriteString(", not in the search order: " + w.Also + " finds it")
	}
	b.WriteString("; " + w.Kind)
	if w.Immediate {
		b.WriteString(", immediate")
	}
	if w.CompileOnly {
		b.WriteString(", compile-only")
	}
	if !w.System {
		b.WriteString("; defined at " + w.Defined.String())
	}
	b.WriteString("\n")
	if !w.System && w.Source != "" {
		b.WriteString("source:\n")
		writeIndented(&b, w.Source)
	}
	if len(a.Near) > 0 {
		b.WriteString("other words of this name:\n")
		writeNear(&b, a.Near)
	}
	return b.String()
}

// writeExample writes a word's example, what it reads and what it prints:
// a line of output quoted (so that its spaces show), longer output as it is.
func writeExample(b *strings.Builder, w *WordHelp) {
	b.WriteString("example:\n")
	writeIndented(b, w.Example)
	if w.Input != "" {
		b.WriteString("with the input " + strconv.Quote(w.Input) + "\n")
	}
	if w.Data != "" {
		b.WriteString("with the data " + strconv.Quote(w.Data) + "\n")
	}
	for _, name := range sortedKeys(w.Files) {
		b.WriteString("with the file " + name + ": " + strconv.Quote(w.Files[name]) + "\n")
	}
	switch body := strings.TrimSuffix(w.Result, "\n"); {
	case w.Result == "":
		b.WriteString("prints nothing\n")
	case !strings.Contains(body, "\n"):
		b.WriteString("prints " + strconv.Quote(w.Result) + "\n")
	default:
		b.WriteString("prints:\n")
		writeIndented(b, w.Result)
	}
}

func writeNear(b *strings.Builder, near []NearWord) {
	for _, n := range near {
		b.WriteString("  " + n.Name)
		if n.Effect != "" {
			b.WriteString(" " + n.Effect)
		}
		b.WriteString("  (" + n.WordList)
		if n.Also != "" {
			b.WriteString("; " + n.Also)
		}
		b.WriteString("; " + n.Why + ")\n")
	}
}

func writeIndented(b *strings.Builder, text string) {
	for _, l := range strings.Split(strings.TrimRight(text, "\n"), "\n") {
		b.WriteString("  " + l + "\n")
	}
}

func sortedKeys(m map[string]string) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}

// WordsIn returns the help of the words of the word list named list (a
// vocabulary, FORTH, or one the session made), latest first; ok is false
// when no word list has that name.
func (s *Session) WordsIn(list string) (words []*WordHelp, ok bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	wl := s.m.WordListNamed(list)
	if wl == nil {
		return nil, false
	}
	for _, w := range wl.Words() {
		if wl.Lookup(w.Name) == w { // not one a later word of its name hides
			words = append(words, s.m.helpOf(w))
		}
	}
	return words, true
}

// WordListNames are the names of the word lists that have one.
func (s *Session) WordListNames() []string {
	s.mu.Lock()
	defer s.mu.Unlock()
	var names []string
	for _, wl := range s.m.WordLists() {
		if wl.Name != "" {
			names = append(names, wl.Name)
		}
	}
	sort.Strings(names)
	return names
}
