package core

import (
	"fmt"
	"slices"
	"sort"
	"strings"
	"sync"
)

// Def describes a word written in Go, with its help beside it. Effect, Doc,
// Example and Result are required of every word (a test checks it), and the
// example must print Result exactly: see Help for the contract. Input, Data
// and Files give an example what it reads (KEY, DATA, a file), when it does.
type Def struct {
	Name    string
	Effect  string // stack effect: "( n1 n2 -- n3 )"
	Doc     string // what it does, in one or two sentences
	Example string // Forth code that shows it
	Result  string // exactly what the example prints
	Input   string
	Data    string
	Files   map[string]string
	Fn      func(m *Machine)
	// Compile is the compilation semantics, when they are neither "compile
	// a call" nor "run it".
	Compile func(m *Machine)
	Flags   Flags
}

// WordSet is a set of words a system is built from: a standard word set
// (package wordsets), the compiler's words (package compile) or a
// vocabulary (JSON, SQLITE, ...). Each package exports its word sets as
// values; package buildtags lists those of a build, in the order they boot.
type WordSet struct {
	Name string // "CORE", "JSON", ...
	// List is the word list the words go into: "" for FORTH, or the name of
	// the vocabulary's own word list.
	List string
	Doc  string
	// Words are defined first, then Source is interpreted into the same
	// word list (system words written in Forth). A word of Source takes its
	// help from comments: the stack effect from the ( ) comment right after
	// its name, the description from the \ comment lines just before it,
	// and its example from two of those lines, "\ example: CODE" and
	// "\ result: "TEXT"" (a Go string literal).
	Words  []Def
	Source string
	// Boot runs once before the words are defined, when the system is
	// built: it may reserve data space.
	Boot func(m *Machine)
	// Session runs for every new session, to set up state of its own (open
	// databases, handles); Close runs when the session ends or is reset.
	Session func(m *Machine)
	Close   func(m *Machine)
	// Environment answers ENVIRONMENT? queries the word set owns.
	Environment map[string][]int64
	// Makers give the words this word set's defining words make their
	// behaviour, by name (see Machine.Make).
	Makers map[string]Maker
	// HookKeys are the keys of the machine's hooks (see SetHook) where the word set keeps
	// per-session state. SaveState writes that state for an image and
	// LoadState reads it back into a new session; a word set whose state
	// cannot be written (open SQLite databases) returns an error from
	// SaveState that says what to close first. State under a key no word
	// set claims makes the session impossible to write.
	HookKeys  []string
	SaveState func(m *Machine) ([]byte, error)
	LoadState func(m *Machine, state []byte) error
	// FloatEnvironment answers the queries whose value is a float, which
	// ENVIRONMENT? puts on the float stack (MAX-FLOAT).
	FloatEnvironment map[string]float64
	// Codes are the THROW codes the word set owns, with their messages
	// (SQLITE's -261 "SQL error"): errors of a system with the word set
	// carry the message.
	Codes map[ThrowCode]string
}

// Build says what a system is built from: the compiler, the word sets in
// the order they boot (the words of every set first, then the Forth source
// of each, which may use the words of any set), and the vocabularies left
// out of the build. Package buildtags says it for a build; tests change it
// (a plain compiler, a word set of their own) and build their own image.
type Build struct {
	Compiler Compiler
	WordSets []*WordSet
	Absent   []AbsentVocabulary
}

// AbsentVocabulary is a vocabulary a build leaves out: the name of its word
// list and of its words, so that using one says the build leaves it out
// instead of only "undefined word".
type AbsentVocabulary struct {
	List  string
	Words []string
}

// Image is a booted system: the system words compiled, which every session
// copies instead of compiling them again. Build it once with NewImage and
// make every session from it.
type Image struct {
	sys *system
	err error

	// what session images need of the system, made on first use
	idOnce    sync.Once
	id        buildIdentity
	codesOnce sync.Once
	codes     []*Code
	codeIndex map[*Code]int
}

// system is what sessions copy from the machine the system was built in;
// the machine itself, with its stacks and its boot memory, is let go.
type system struct {
	mem       []byte // the system's data space, up to its HERE
	dict      dictionary
	compiler  Compiler
	loadBlock func(m *Machine, n int64) (int64, int64)
	built     *built
}

// built is what a system is built from, which its machines read: the word
// sets (their session hooks and environment queries) and the words of the
// vocabularies the build leaves out.
type built struct {
	sets   []*WordSet
	makers map[string]Maker     // what the defining words of the sets make words by
	codes  map[ThrowCode]string // the THROW codes the word sets own
	absent map[string]string    // word name -> the left-out vocabulary it is in
	lists  []string             // the left-out vocabularies, sorted
}

func newBuilt(s Build) (*built, error) {
	b := &built{sets: slices.Clone(s.WordSets), codes: map[ThrowCode]string{}, absent: map[string]string{}}
	for _, ws := range b.sets {
		for code, msg := range ws.Codes {
			if _, taken := messages[code]; taken {
				return nil, fmt.Errorf("word set %s: THROW code %d is core's (%s)", ws.Name, code, messages[code])
			}
			if _, taken := b.codes[code]; taken {
				return nil, fmt.Errorf("word set %s: THROW code %d is another word set's (%s)", ws.Name, code, b.codes[code])
			}
			b.codes[code] = msg
		}
	}
	for _, a := range s.Absent {
		b.lists = append(b.lists, a.List)
		for _, n := range a.Words {
			b.absent[strings.ToUpper(n)] = a.List
		}
	}
	sort.Strings(b.lists)
	var err error
	if b.makers, err = buildMakers(b.sets); err != nil {
		return nil, err
	}
	return b, nil
}

// NewImage boots a system from b. It takes a while (every word set's
// Forth source is compiled): build one image and make sessions from it.
func NewImage(b Build) (*Image, error) {
	img := &Image{}
	m, err := boot(b)
	img.err = err
	if err == nil {
		// the system's memory is the boot machine's own below HERE, not
		// a copy: the machine is dropped here, and a copy was that much
		// more memory for every process to touch before its first word
		// runs. The boot memory above HERE stays allocated, untouched.
		// Mem is taken from the machine, so that nothing left holding it
		// can write the system through it.
		mem := m.Mem[:m.here:m.here]
		m.Mem = nil
		img.sys = &system{
			mem:       mem,
			dict:      m.dict,
			compiler:  m.Compiler,
			loadBlock: m.loadBlock,
			built:     m.built,
		}
	}
	return img, img.err
}

// WordSets returns the word sets the machine's system was built from, in
// boot order.
func (m *Machine) WordSets() []*WordSet { return m.built.sets }

// absentWord returns the left-out vocabulary a word name is in, or "".
func (m *Machine) absentWord(name string) string { return m.built.absent[name] }

// absentList reports whether name is a vocabulary this build leaves out.
func (m *Machine) absentList(name string) bool { return slices.Contains(m.built.lists, name) }

// bootMemory is the memory the system is built in; sessions copy the part
// below HERE into memory of their own size. The system takes under 64K of
// it; more would only make every process start with a larger heap.
const bootMemory = 1 << 20

// booting lets one system boot at a time: a word set's Boot may set state
// of its package (where BLOCK's buffers are).
var booting sync.Mutex

// boot builds the system: every word set's words and Forth source.
func boot(b Build) (m *Machine, err error) {
	booting.Lock()
	defer booting.Unlock()
	if b.Compiler == nil {
		return nil, fmt.Errorf("building the system: no compiler (package compile makes one)")
	}
	built, err := newBuilt(b)
	if err != nil {
		return nil, fmt.Errorf("building the system: %v", err)
	}
	m = newMachine(bootMemory)
	m.built = built
	m.booting = true
	m.spaceCap = 1 << 40
	m.limits = Limits{Memory: bootMemory}
	m.Compiler = b.Compiler.Fresh()
	m.files = newFileSystem(0)
	forth := m.NewWordList("FORTH")
	forth.builtin = true
	m.dict.forth = forth
	m.dict.current = forth
	m.dict.order = []*WordList{forth}
	defer func() {
		if r := recover(); r != nil {
			if e, ok := r.(*Error); ok {
				e.Snapshot = m.snap()
				err = fmt.Errorf("building the system: %s", e.Report())
				return
			}
			err = fmt.Errorf("building the system: %v", r)
		}
	}()
	// every word written in Go first, then the Forth sources, which may use
	// the words of any word set
	sets := m.built.sets
	for _, ws := range sets {
		if ws.Boot != nil {
			ws.Boot(m)
		}
		m.bootWords(ws)
	}
	for _, ws := range sets {
		m.bootSource(ws)
	}
	m.dict.current = forth
	m.SetOrder([]*WordList{forth})
	m.buildRoot()
	m.SetCompiling(false)
	m.booting = false
	return m, nil
}

// rootWords are the words always found after the search order.
var rootWords = []string{"ONLY", "ALSO", "PREVIOUS", "FORTH", "ORDER", "DEFINITIONS",
	"SET-ORDER", "GET-ORDER", "FORTH-WORDLIST", "WORDS"}

// buildRoot makes the root word list: the search-order words and the word
// of every built-in word list.
func (m *Machine) buildRoot() {
	root := &WordList{Name: "ROOT", words: map[string]*Word{}}
	add := func(name string) {
		if w := m.dict.forth.Lookup(name); w != nil {
			root.words[name] = w
		}
	}
	for _, n := range rootWords {
		add(n)
	}
	for _, wl := range m.dict.lists {
		if wl.builtin && wl != m.dict.forth {
			add(wl.Name)
		}
	}
	m.dict.root = root
}

// listOf returns the word list of a word set, making it the first time.
func (m *Machine) listOf(ws *WordSet) *WordList {
	wl := m.dict.forth
	if ws.List != "" {
		wl = m.WordListNamed(ws.List)
		if wl == nil {
			wl = m.NewWordList(ws.List)
			wl.builtin = true
			wl.doc = ws.Doc
			m.defineVocabularyWord(wl)
		}
	}
	return wl
}

func (m *Machine) bootWords(ws *WordSet) {
	wl := m.listOf(ws)
	m.dict.current = wl
	for _, d := range ws.Words {
		fn := d.Fn
		// what an immediate word, or one compiled in its own way, takes
		// when it runs is not what its Fn takes
		runsAsDocumented := d.Flags&Immediate == 0 && d.Compile == nil
		if t, ok := EffectTakes(d.Effect); ok && t.needsCheck() && fn != nil && runsAsDocumented {
			fn = checkedFn(fn, t)
		}
		w := m.Define(d.Name, KindPrimitive, fn)
		w.CompileFn = d.Compile
		w.Flags |= d.Flags
		w.Help = Help{Effect: d.Effect, Doc: d.Doc, Example: d.Example, Result: d.Result,
			Input: d.Input, Data: d.Data, Files: d.Files}
	}
}

func (m *Machine) bootSource(ws *WordSet) {
	wl := m.listOf(ws)
	m.dict.current = wl
	if ws.Source != "" {
		// the system's Forth source sees every word list built so far
		m.dict.order = append([]*WordList{wl}, m.builtinLists(wl)...)
		m.InterpretText([]byte(ws.Source), "system:"+strings.ToLower(ws.Name), SourceFile, 0)
		if m.Compiler.Open() {
			panic(fmt.Sprintf("word set %s leaves a definition open", ws.Name))
		}
	}
}

func (m *Machine) builtinLists(except *WordList) []*WordList {
	var out []*WordList
	for _, wl := range m.dict.lists {
		if wl != except && wl.builtin {
			out = append(out, wl)
		}
	}
	return out
}

// defineVocabularyWord makes the FORTH word named after a built-in word list
// that puts the list first in the search order: ALSO JSON adds JSON.
func (m *Machine) defineVocabularyWord(wl *WordList) {
	current := m.dict.current
	m.dict.current = m.dict.forth
	w := m.Define(wl.Name, KindOther, nil)
	m.dict.current = current
	name := wl.Name
	w.Fn = func(m *Machine) {
		target := m.WordListNamed(name)
		order := append([]*WordList(nil), m.dict.order...)
		if len(order) == 0 {
			order = []*WordList{target}
		} else {
			order[0] = target
		}
		m.SetOrder(order)
	}
	doc := wl.doc
	if doc != "" {
		doc = " (" + strings.TrimSuffix(doc, ".") + ")"
	}
	w.Help = Help{
		Effect:  "( -- )",
		Doc:     "Replace the first word list of the search order with the word list " + name + doc + "; ALSO " + name + " adds it, PREVIOUS takes it away.",
		Example: "ALSO " + name + " ORDER PREVIOUS",
		Result:  name + " FORTH  definitions: FORTH\n",
	}
}
