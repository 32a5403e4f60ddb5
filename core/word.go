package core

import (
	"strings"
)

// Kind says how a word runs; the compiler uses it to compile a call the
// fastest way, and SEE and help use it to describe the word.
type Kind uint8

// The kinds of words.
const (
	KindPrimitive Kind = iota // a Go function
	KindColon                 // a colon definition
	KindCreate                // CREATE: pushes its body; DOES> may add behaviour
	KindVariable              // VARIABLE: pushes its body
	KindConstant              // CONSTANT: pushes Value
	KindValue                 // VALUE: pushes the cell at its body
	KindDefer                 // DEFER: runs the word whose xt is in its body
	KindDoes                  // CREATE with DOES>: pushes its body, runs Does
	KindOther                 // any other word made by a defining word written in Go
)

// Flags of a word.
type Flags uint8

// The flags.
const (
	Immediate   Flags = 1 << iota // runs when compiled
	CompileOnly                   // interpreting it is -14
	Hidden                        // not found (a definition being compiled)
	System                        // defined when the system was built
)

// Help describes a word for forth_help and the docs: its stack effect in the
// standard's notation, what it does, and an example with its result.
//
// The example is a contract that a test of every build checks
// (buildtags/help_test.go): run as the code of one call in a fresh session,
// with Input, Data and Files given, it ends without an error, with no
// definition open and both stacks empty, and its output is exactly Result.
// So an example shows what it computes by printing it ("2 3 + ." prints
// "5 "), shows an error through CATCH, and starts with ALSO NAME when its
// word is in a vocabulary's word list: it runs as it is written.
type Help struct {
	Effect  string // "( n1 n2 -- n3 )"
	Doc     string // one or two plain sentences
	Example string // Forth code
	Result  string // exactly what the example prints
	// What the example needs from outside its code, given to its call:
	Input string            // what KEY and ACCEPT read
	Data  string            // the call's data, which DATA gives
	Files map[string]string // session files, by name
}

// Position is where a word was defined.
type Position struct {
	// Source is "input" (a call's code), a file's name, "system" (a word
	// written in Go) or "system:NAME" (a word set's Forth source).
	Source string
	Line   int
	Call   int // the session's call that defined it
}

// String says where: "call 3, line 2", "lib.fth, line 7 (call 3)",
// "system".
func (p Position) String() string {
	var s string
	switch {
	case p.Source == "input" && p.Call > 0:
		s = "call " + itoa(int64(p.Call))
	case p.Source == "":
		s = "input"
	default:
		s = p.Source
	}
	if p.Line > 0 {
		s += ", line " + itoa(int64(p.Line))
	}
	if p.Source != "input" && p.Call > 0 {
		s += " (call " + itoa(int64(p.Call)) + ")"
	}
	return s
}

// Word is a dictionary entry.
type Word struct {
	Name  string // upper case
	XT    int64  // its execution token, also its name token
	Flags Flags
	Kind  Kind
	// Fn is the execution semantics: what EXECUTE does. Every word has it.
	Fn func(m *Machine)
	// CompileFn, when set, is the compilation semantics, where they are not
	// "compile a call" or "run it" (S", TO, IS, ...).
	CompileFn func(m *Machine)
	Code      *Code // a colon definition's code, or the DOES> part
	Body      int64 // the data-field address (CREATE, VARIABLE, VALUE, DEFER, ...)
	Value     int64 // a CONSTANT's value
	// ToFn and PlusToFn are what TO and +TO do to the word (VALUE, 2VALUE,
	// FVALUE): take the new value from the stack and store it.
	ToFn     func(m *Machine)
	PlusToFn func(m *Machine)
	List     *WordList
	prev     *Word // the previous word of the same word list
	// shadowed is the word of the same name this one hides in its list.
	shadowed *Word
	Help     Help
	Defined  Position
	// Source is the text of the definition, for SEE.
	Source string
	// Inferred is the stack effect the compiler inferred from a colon
	// definition's body, "( x x -- x )", when it is fixed.
	Inferred string
	// Made says how a word made while the session ran got its behaviour
	// (nil for the system's words): what an image holds instead of Fn.
	Made *Making
	// Ops, when a maker sets them, do what Fn does, as ops of a colon
	// definition would: a field's offset and +. The fast code runs them
	// where the word is called, as operands of the links around them,
	// instead of calling Fn; the plain code, SEE and errors still see the
	// call. The compiler gives the first op the call's steps and the
	// others none, so a maker leaves Steps 0. The ops may need only what
	// Fn needs (cells, room on the stacks): the fast code checks that
	// before it runs them, and where it is missing, the plain code runs
	// the call, so that the error names the word.
	Ops []Op
}

// IsImmediate reports whether the word runs when compiled.
func (w *Word) IsImmediate() bool { return w.Flags&Immediate != 0 }

// IsSystem reports whether the word was defined when the system was built.
func (w *Word) IsSystem() bool { return w.Flags&System != 0 }

// WordList is a Forth word list: names to words, the latest definition of a
// name winning, and the chain of all its words for WORDS and
// TRAVERSE-WORDLIST.
type WordList struct {
	ID    int64 // the wid, a cell
	Name  string
	last  *Word
	words map[string]*Word
	// doc says what the word list is for (vocabularies), for help.
	doc string
	// builtin marks the word lists of the system (FORTH, the vocabularies):
	// an undefined word found in one gets a hint.
	builtin bool
	// serial numbers the word lists WORDLIST makes, from 1, for their label:
	// their wids depend on how many vocabularies the build has
	serial int
}

// Label is how ORDER and errors name the word list: its name, or
// WORDLIST-N for one that WORDLIST made.
func (wl *WordList) Label() string {
	if wl.Name != "" {
		return wl.Name
	}
	return "WORDLIST-" + itoa(int64(wl.serial))
}

// Lookup finds the latest visible word named name (upper case) in the list.
func (wl *WordList) Lookup(name string) *Word { return wl.words[name] }

// Words lists the visible words, latest first.
func (wl *WordList) Words() []*Word {
	var ws []*Word
	for w := wl.last; w != nil; w = w.prev {
		if w.Flags&Hidden == 0 {
			ws = append(ws, w)
		}
	}
	return ws
}

// Handle bases make execution tokens and word-list ids unlikely to be
// mistaken for small numbers or addresses.
const (
	XTBase  = 1 << 32
	WIDBase = 1 << 33
	// MaxOrder is the number of word lists the search order holds.
	MaxOrder = 16
	// MaxNameLength is the longest name a definition may have.
	MaxNameLength = 255
)

// dictionary holds the words and word lists of a machine.
type dictionary struct {
	xts     []*Word     // by execution token - XTBase
	lists   []*WordList // by wid - WIDBase
	order   []*WordList // the search order, first searched first
	current *WordList   // where definitions go
	forth   *WordList
	latest  *Word // the latest definition, named or not (IMMEDIATE, DOES>)
	// root holds the words that mend the search order (ONLY, FORTH, ALSO,
	// the vocabulary words ...): they are found after the search order, so
	// that a program that typed JSON without ALSO can still get FORTH back.
	// It is built with the system and shared by every session.
	root      *WordList
	upper     []byte
	listByKey map[string]*WordList
	// compilers are the words made by CompilationWord, by the word they
	// compile.
	compilers map[*Word]*Word
	// unnamed counts the word lists made without a name
	unnamed int
}

// upperName returns name in upper case, reusing a buffer: lookups by name
// do not allocate.
func (d *dictionary) upperName(name []byte) []byte {
	d.upper = d.upper[:0]
	for _, c := range name {
		if 'a' <= c && c <= 'z' {
			c -= 'a' - 'A'
		}
		d.upper = append(d.upper, c)
	}
	return d.upper
}

// NewWordList is WORDLIST: a new empty word list, with a name when it is one
// of the system's (FORTH, JSON, ...).
func (m *Machine) NewWordList(name string) *WordList {
	d := &m.dict
	wl := &WordList{ID: WIDBase + int64(len(d.lists)), Name: strings.ToUpper(name), words: map[string]*Word{}}
	d.lists = append(d.lists, wl)
	if name == "" {
		d.unnamed++
		wl.serial = d.unnamed
	}
	if name != "" {
		if d.listByKey == nil {
			d.listByKey = map[string]*WordList{}
		}
		d.listByKey[wl.Name] = wl
	}
	m.ChargeSpace(256)
	return wl
}

// WordListNamed returns the system word list of that name, or nil.
func (m *Machine) WordListNamed(name string) *WordList {
	return m.dict.listByKey[strings.ToUpper(name)]
}

// WordLists returns every word list of the machine.
func (m *Machine) WordLists() []*WordList { return m.dict.lists }

// WordListOf returns the word list whose wid is id, throwing -32 otherwise.
func (m *Machine) WordListOf(id int64) *WordList {
	i := id - WIDBase
	if i < 0 || i >= int64(len(m.dict.lists)) {
		m.Throwf(ErrInvalidName, "%d is not a word list id", id)
	}
	return m.dict.lists[i]
}

// ForthWordList is the FORTH word list.
func (m *Machine) ForthWordList() *WordList { return m.dict.forth }

// Order is the search order, first searched first.
func (m *Machine) Order() []*WordList { return m.dict.order }

// SetOrder sets the search order, first searched first.
func (m *Machine) SetOrder(order []*WordList) {
	if len(order) > MaxOrder {
		m.Throw(ErrOrderOverflow)
	}
	m.dict.order = append(m.dict.order[:0:0], order...)
}

// Current is the word list new definitions go into.
func (m *Machine) Current() *WordList { return m.dict.current }

// SetCurrent sets the word list new definitions go into.
func (m *Machine) SetCurrent(wl *WordList) { m.dict.current = wl }

// WordOf returns the word of an execution token or name token, throwing
// -257 when xt is none.
func (m *Machine) WordOf(xt int64) *Word {
	w := m.TokenWord(xt)
	if w == nil {
		m.Throwf(ErrInvalidXT, "%d", xt)
	}
	return w
}

// TokenWord is WordOf without the throw: nil when xt is no token. It is
// small enough for Go to inline where fast code looks up a token at every
// call (EXECUTE).
func (m *Machine) TokenWord(xt int64) *Word {
	xts, i := m.dict.xts, xt-XTBase
	if uint64(i) >= uint64(len(xts)) {
		return nil
	}
	return xts[i]
}

// IsXT reports whether x is an execution token.
func (m *Machine) IsXT(x int64) bool { return m.TokenWord(x) != nil }

// Latest is the latest definition, named or not.
func (m *Machine) Latest() *Word { return m.dict.latest }

// SetLatest makes w the latest definition (for :NONAME).
func (m *Machine) SetLatest(w *Word) { m.dict.latest = w }

// Find looks name up in the search order (case does not matter).
func (m *Machine) Find(name []byte) *Word {
	d := &m.dict
	key := d.upperName(name)
	for _, wl := range d.order {
		if w := wl.Lookup(string(key)); w != nil {
			return w
		}
	}
	// an empty search order is a program's explicit choice (0 SET-ORDER):
	// then nothing is found, as the standard and gforth's tests want
	if d.root != nil && len(d.order) > 0 {
		return d.root.Lookup(string(key))
	}
	return nil
}

// FindString is Find for a Go string.
func (m *Machine) FindString(name string) *Word { return m.Find([]byte(name)) }

// FindIn looks name up in one word list (SEARCH-WORDLIST).
func (m *Machine) FindIn(wl *WordList, name []byte) *Word {
	return wl.Lookup(string(m.dict.upperName(name)))
}

// NewWord makes a word that is in no word list (:NONAME, quotations) but has
// an execution token.
func (m *Machine) NewWord(name string, kind Kind, fn func(m *Machine)) *Word {
	d := &m.dict
	w := &Word{Name: name, XT: XTBase + int64(len(d.xts)), Kind: kind, Fn: fn}
	switch {
	case m.booting && m.CurrentSource() == nil:
		// a word written in Go
		w.Flags |= System
		w.Defined = Position{Source: "system"}
	case m.booting:
		// a word of a word set's Forth source: "system:core", line 12
		w.Flags |= System
		w.Defined = m.definedHere()
		w.Defined.Call = 0
	default:
		w.Defined = m.definedHere()
	}
	d.xts = append(d.xts, w)
	m.ChargeSpace(int64(96 + len(name)))
	return w
}

// Define makes a word named name in the current word list. The interpreter's
// help notes (the \ comment lines just before it) become its description,
// and for a system word written in Forth its example too.
func (m *Machine) Define(name string, kind Kind, fn func(m *Machine)) *Word {
	if name == "" {
		m.Throw(ErrZeroLengthName)
	}
	if len(name) > MaxNameLength {
		m.Throwf(ErrNameTooLong, "%d characters, at most %d", len(name), MaxNameLength)
	}
	w := m.NewWord(strings.ToUpper(name), kind, fn)
	m.link(w, m.dict.current)
	if note := m.lastComment; note.line > 0 && note.line >= w.Defined.Line-1 && note.source == w.Defined.Source {
		w.Help.Doc = note.text
		w.Help.Example, w.Help.Result = note.example, note.result
		m.lastComment = commentNote{}
	}
	m.noteDefinition()
	if kind != KindColon {
		m.noteRedefinition(w) // a colon definition is noted when ; reveals it
	}
	return w
}

func (m *Machine) link(w *Word, wl *WordList) {
	w.List = wl
	w.prev = wl.last
	wl.last = w
	w.shadowed = wl.words[w.Name]
	wl.words[w.Name] = w
	m.dict.latest = w
}

// Hide makes a word invisible to the search while it is being compiled; an
// older word of the same name shows through.
func (m *Machine) Hide(w *Word) {
	if w.List == nil || w.Flags&Hidden != 0 {
		return
	}
	w.Flags |= Hidden
	if w.List.words[w.Name] == w {
		if w.shadowed != nil {
			w.List.words[w.Name] = w.shadowed
		} else {
			delete(w.List.words, w.Name)
		}
	}
}

// Reveal makes a hidden word visible again (";").
func (m *Machine) Reveal(w *Word) {
	if w.List == nil || w.Flags&Hidden == 0 {
		return
	}
	w.Flags &^= Hidden
	w.shadowed = w.List.words[w.Name]
	w.List.words[w.Name] = w
	m.noteRedefinition(w)
}

// Unlink removes the latest word of its word list (MARKER, a failed
// definition); older words of the same name show again.
func (m *Machine) Unlink(w *Word) {
	wl := w.List
	if wl == nil || wl.last != w {
		return
	}
	wl.last = w.prev
	if wl.words[w.Name] == w {
		if w.shadowed != nil {
			wl.words[w.Name] = w.shadowed
		} else {
			delete(wl.words, w.Name)
		}
	}
}

// AllWords returns every word with an execution token, oldest first.
func (m *Machine) AllWords() []*Word { return m.dict.xts }

// Body is >BODY: the data-field address of a word made by CREATE or a
// defining word.
func (m *Machine) Body(w *Word) int64 {
	if w.Body == 0 {
		m.Throwf(ErrNotCreated, "%s", w.Name)
	}
	return w.Body
}

// CompilationWord returns a word whose execution is w's compilation
// semantics, for a word whose compilation is more than compiling a call
// (S", TO): POSTPONE compiles it, NAME>COMPILE returns it. Each word gets
// one, made the first time it is asked for.
func (m *Machine) CompilationWord(w *Word) *Word {
	d := &m.dict
	if cw := d.compilers[w]; cw != nil {
		return cw
	}
	cw := m.NewWord(w.Name, KindPrimitive, nil)
	m.Make(cw, "compilation", w.XT)
	cw.Flags |= w.Flags & System
	if d.compilers == nil {
		d.compilers = map[*Word]*Word{}
	}
	d.compilers[w] = cw
	return cw
}

// SystemWord returns the system's own word of that name in the FORTH word
// list, even when the session has defined a word of the same name since.
func (m *Machine) SystemWord(name string) *Word {
	for w := m.dict.forth.words[strings.ToUpper(name)]; w != nil; w = w.shadowed {
		if w.Flags&System != 0 {
			return w
		}
	}
	return nil
}

// Mutable throws unless w may be changed: the system's words are shared by
// every session and never change.
func (m *Machine) Mutable(w *Word, what string) {
	if w == nil || (w.Flags&System != 0 && !m.booting) {
		m.Throwf(ErrUnsupported, "%s needs a definition of this session, but the latest word is %s", what, WordName(w))
	}
}

// MarkerState records the dictionary as it is, as cells that an image can
// hold (MARKER keeps them in its word's Making): HERE, the current word
// list, the latest definition, the space used, how many execution tokens
// there are, the search order, and the latest word of every word list.
func (m *Machine) MarkerState() []int64 {
	d := &m.dict
	state := []int64{m.here, d.current.ID, xtOf(d.latest), m.space, int64(len(d.xts)), int64(len(d.order))}
	for _, wl := range d.order {
		state = append(state, wl.ID)
	}
	for _, wl := range d.lists {
		state = append(state, xtOf(wl.last))
	}
	return state
}

// RestoreMarker puts the dictionary back as MarkerState recorded it
// (running a MARKER): later words are unlinked, HERE, the order and the
// current word list restored. The word lists made since go too, and with
// them every word made since: their execution tokens and the space they
// took are free again, so that a loop of definitions and markers can go
// on. It throws when the cells are not a marker's state.
func (m *Machine) RestoreMarker(state []int64) {
	bad := func() { m.Throwf(ErrInvalidName, "not the state of a MARKER") }
	const fixed = 6
	d := &m.dict
	if len(state) < fixed || state[5] < 0 || state[5] > MaxOrder || int64(len(state)) < fixed+state[5] ||
		state[4] < 1 || state[4] > int64(len(d.xts)) || state[3] < 0 {
		bad()
	}
	here, current, latest, space, xts := state[0], m.WordListOf(state[1]), m.wordOrNil(state[2]), state[3], int(state[4])
	var order []*WordList
	for _, id := range state[fixed : fixed+state[5]] {
		order = append(order, m.WordListOf(id))
	}
	lasts := state[fixed+state[5]:]
	if len(lasts) > len(d.lists) {
		bad()
	}
	for i, xt := range lasts {
		wl, last := d.lists[i], m.wordOrNil(xt)
		for wl.last != last && wl.last != nil {
			m.Unlink(wl.last)
		}
	}
	for _, wl := range d.lists[len(lasts):] {
		if d.listByKey[wl.Name] == wl {
			delete(d.listByKey, wl.Name)
		}
	}
	clear(d.lists[len(lasts):])
	d.lists = d.lists[:len(lasts)]
	clear(d.xts[xts:])
	d.xts = d.xts[:xts]
	m.space = min(m.space, space)
	if here <= m.here && here >= m.dataStart {
		m.here = here
	}
	d.order = order
	d.current = current
	d.latest = latest
}

// xtOf is the execution token of w, 0 for none.
func xtOf(w *Word) int64 {
	if w == nil {
		return 0
	}
	return w.XT
}

// wordOrNil is the word of xt, nil for 0.
func (m *Machine) wordOrNil(xt int64) *Word {
	if xt == 0 {
		return nil
	}
	return m.WordOf(xt)
}
