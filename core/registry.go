package core

import (
	"fmt"
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

// WordSet is a set of words that registers itself with core: the standard
// word sets (package wordsets), the compiler's words (package compile) and
// each vocabulary (JSON, SQLITE, ...). Sessions are built from every
// registered word set.
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
	// Order places the word set among the others: lower first.
	Order int
	// Environment answers ENVIRONMENT? queries the word set owns.
	Environment map[string][]int64
	// FloatEnvironment answers the queries whose value is a float, which
	// ENVIRONMENT? puts on the float stack (MAX-FLOAT).
	FloatEnvironment map[string]float64
}

var registry struct {
	sync.Mutex
	sets     []*WordSet
	compiler Compiler
	absent   map[string]string // word name -> the left-out vocabulary it is in
	image    *Image
}

// Register adds a word set to those every session is built from. It is
// called from init functions, before the first session.
func Register(ws *WordSet) {
	registry.Lock()
	defer registry.Unlock()
	if registry.image != nil {
		panic("core.Register after the first session: " + ws.Name)
	}
	registry.sets = append(registry.sets, ws)
}

// RegisterCompiler sets the compiler of every session.
func RegisterCompiler(c Compiler) {
	registry.Lock()
	defer registry.Unlock()
	registry.compiler = c
}

// RegisterAbsent records the words of a vocabulary this build leaves out, so
// that using one says so instead of only "undefined word".
func RegisterAbsent(list string, names ...string) {
	registry.Lock()
	defer registry.Unlock()
	if registry.absent == nil {
		registry.absent = map[string]string{}
	}
	for _, n := range names {
		registry.absent[strings.ToUpper(n)] = list
	}
}

func absentWord(name string) string {
	registry.Lock()
	defer registry.Unlock()
	return registry.absent[name]
}

// absentList reports whether name is a vocabulary this build leaves out.
func absentList(name string) bool {
	registry.Lock()
	defer registry.Unlock()
	for _, l := range registry.absent {
		if l == name {
			return true
		}
	}
	return false
}

// WordSets returns the registered word sets in boot order.
func WordSets() []*WordSet {
	registry.Lock()
	defer registry.Unlock()
	sets := append([]*WordSet(nil), registry.sets...)
	sort.SliceStable(sets, func(i, j int) bool { return sets[i].Order < sets[j].Order })
	return sets
}

// AbsentVocabularies lists the vocabularies this build leaves out.
func AbsentVocabularies() []string {
	registry.Lock()
	defer registry.Unlock()
	seen := map[string]bool{}
	var out []string
	for _, l := range registry.absent {
		if !seen[l] {
			seen[l] = true
			out = append(out, l)
		}
	}
	sort.Strings(out)
	return out
}

// Image is a booted system: the system words compiled, which every session
// copies instead of compiling them again. NewSession uses the image of the
// registered compiler, built on first use.
type Image struct {
	boot sync.Once
	sys  *system
	err  error
}

// system is what sessions copy from the machine the system was built in;
// the machine itself, with its stacks and its boot memory, is let go.
type system struct {
	mem       []byte // the system's data space, up to its HERE
	dict      dictionary
	compiler  Compiler
	loadBlock func(m *Machine, n int64) (int64, int64)
}

func (img *Image) keep(m *Machine, err error) {
	img.err = err
	if err == nil {
		img.sys = &system{
			mem:       append([]byte(nil), m.Mem[:m.here]...),
			dict:      m.dict,
			compiler:  m.Compiler,
			loadBlock: m.loadBlock,
		}
	}
}

// NewImage boots a system of its own with compiler c (tests use it to build
// a system whose code is plain, not fused).
func NewImage(c Compiler) (*Image, error) {
	img := &Image{}
	img.keep(boot(c))
	return img, img.err
}

// bootMemory is the memory the system is built in; sessions copy the part
// below HERE into memory of their own size.
const bootMemory = 16 << 20

func theImage() (*Image, error) {
	registry.Lock()
	if registry.image == nil {
		registry.image = &Image{}
	}
	img, c := registry.image, registry.compiler
	registry.Unlock()
	// every caller waits for the one boot: the image is published to the
	// registry before it is built, so reading it without the once would
	// see a half-built system
	img.boot.Do(func() { img.keep(boot(c)) })
	return img, img.err
}

var bootOnce sync.Mutex

// boot builds the system: every word set's words and Forth source.
func boot(c Compiler) (m *Machine, err error) {
	bootOnce.Lock()
	defer bootOnce.Unlock()
	if c == nil {
		return nil, fmt.Errorf("no compiler registered: import package compile")
	}
	m = newMachine(bootMemory)
	m.booting = true
	m.spaceCap = 1 << 40
	m.Limits = Limits{Memory: bootMemory}
	m.Compiler = c.Fresh()
	m.Files = NewFileSystem(0)
	forth := m.NewWordList("FORTH")
	forth.Builtin = true
	m.dict.forth = forth
	m.dict.current = forth
	m.dict.order = []*WordList{forth}
	defer func() {
		if r := recover(); r != nil {
			if e, ok := r.(*Error); ok {
				e.Snapshot = m.Snap()
				err = fmt.Errorf("building the system: %v", e)
				return
			}
			err = fmt.Errorf("building the system: %v", r)
		}
	}()
	// every word written in Go first, then the Forth sources, which may use
	// the words of any word set
	sets := WordSets()
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
		if wl.Builtin && wl != m.dict.forth {
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
			wl.Builtin = true
			wl.Doc = ws.Doc
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
		runsAsDocumented := d.Flags&(Immediate|CompileOnly) == 0 && d.Compile == nil
		if n, ok := cellsTaken(d.Effect); ok && n >= 2 && fn != nil && runsAsDocumented {
			fn = checkedFn(fn, n)
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
		if wl != except && wl.Builtin {
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
	doc := wl.Doc
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
