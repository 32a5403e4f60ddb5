package core

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"io/fs"
	"sort"
	"strings"
	"sync"
	"time"
)

// Options configure a session.
type Options struct {
	Limits Limits
	// Stdout, when set, receives output as it is produced (the runner);
	// otherwise each call's output is collected into its Result.
	Stdout io.Writer
	// Stdin is what KEY and ACCEPT read; nil means there is nothing to read.
	Stdin io.Reader
	// Host is a read-only view of host files under the in-memory ones (the
	// runner's current directory); nil for the server.
	Host fs.FS
	// AllowHosts are the network hosts Forth code may reach (the server's
	// --allow-host): "api.example.com", "*.example.com" or "*". None: the
	// network is closed. No Forth word can change them.
	AllowHosts []string
}

// Session is everything of one client: the dictionary, the stacks, the data,
// the files and the limits. Calls run one at a time.
type Session struct {
	img   *Image
	mu    sync.Mutex
	m     *Machine
	opts  Options
	data  []byte
	calls int
	// changed are the files the last call changed (ChangedFiles)
	changed []string
}

// Request is one call: the code to run, and what comes with it.
type Request struct {
	Code string
	// Data replaces the session's data when not nil (DATA reads it).
	Data *string
	// Files are put into the session's files before the code runs,
	// replacing files of the same name.
	Files map[string]string
	// Trace records each word that runs.
	Trace bool
	// Source names the code in positions; "input" when empty.
	Source string
	// Progress, when set, receives the call's progress about once
	// ProgressEvery (0: ProgressInterval) while it runs, on the call's own
	// goroutine: it must not wait.
	Progress      func(Progress)
	ProgressEvery time.Duration
	// File says that Code is the text of the file named Source: it is
	// interpreted as INCLUDED interprets a file, so SOURCE-ID is a fileid
	// and the files it includes are looked for next to it (the runner).
	File bool
}

// NewSession builds a session from the image.
func (img *Image) NewSession(opts Options) (*Session, error) {
	if opts.Limits == (Limits{}) {
		opts.Limits = DefaultLimits
	}
	if opts.Limits.Files == 0 {
		opts.Limits.Files = DefaultLimits.Files
	}
	if opts.Limits.Space == 0 {
		opts.Limits.Space = DefaultLimits.Space
	}
	if opts.Limits.Memory == 0 {
		opts.Limits.Memory = DefaultLimits.Memory
	}
	if err := opts.Limits.check(); err != nil {
		return nil, err
	}
	if img.err != nil {
		return nil, img.err
	}
	s := &Session{opts: opts, img: img}
	var err error
	s.m, err = img.newMachine(opts)
	if err != nil {
		return nil, err
	}
	return s, nil
}

// newMachine copies the booted system into a machine of its own.
func (img *Image) newMachine(opts Options) (*Machine, error) {
	src := img.sys
	here := int64(len(src.mem))
	if opts.Limits.Memory < here+64<<10 {
		return nil, fmt.Errorf("memory %s is too small: the system takes %s", FormatSize(opts.Limits.Memory), FormatSize(here))
	}
	m := newMachine(opts.Limits.Memory)
	copy(m.Mem, src.mem)
	m.here = here
	m.dataStart = here
	m.dict = src.dict.clone()
	m.Compiler = src.compiler.Fresh()
	m.limits = opts.Limits
	m.space = 0
	m.spaceCap = opts.Limits.Space
	m.files = newFileSystem(opts.Limits.Files)
	m.files.host = opts.Host
	m.setInput(opts.Stdin)
	m.allowHosts = append([]string(nil), opts.AllowHosts...)
	m.loadBlock = src.loadBlock
	m.built = src.built
	for _, ws := range m.built.sets {
		if ws.Session != nil {
			ws.Session(m)
		}
	}
	return m, nil
}

// clone copies the word lists so that a session's definitions do not touch
// the system's; the words themselves are shared and never changed.
func (d *dictionary) clone() dictionary {
	c := dictionary{
		xts:       append([]*Word(nil), d.xts...),
		lists:     make([]*WordList, len(d.lists)),
		listByKey: map[string]*WordList{},
		latest:    d.latest,
		root:      d.root,
		unnamed:   d.unnamed,
	}
	byOld := map[*WordList]*WordList{}
	for i, wl := range d.lists {
		n := *wl
		n.words = make(map[string]*Word, len(wl.words))
		for k, v := range wl.words {
			n.words[k] = v
		}
		c.lists[i] = &n
		byOld[wl] = &n
		if n.Name != "" {
			c.listByKey[n.Name] = &n
		}
	}
	for _, wl := range d.order {
		c.order = append(c.order, byOld[wl])
	}
	c.current = byOld[d.current]
	c.forth = byOld[d.forth]
	return c
}

// Machine gives the session's machine to tests that look inside it. It is
// not for a server: the methods below read a session between calls under
// its lock.
func (s *Session) Machine() *Machine { return s.m }

// Stacks returns the stacks as they are between calls.
func (s *Session) Stacks() Stacks {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.m.stacks()
}

// Help answers for a word by name: its help, or the names it may have meant.
func (s *Session) Help(name string) HelpAnswer {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.m.helpFor(name)
}

// Words returns the help of the words this session defined, latest first.
func (s *Session) Words() []*WordHelp {
	s.mu.Lock()
	defer s.mu.Unlock()
	var out []*WordHelp
	for _, w := range s.m.SessionWords() {
		out = append(out, s.m.helpOf(w))
	}
	return out
}

// Vocabulary is a built-in word list other than FORTH: a vocabulary of the
// build, with its words in the order they were defined.
type Vocabulary struct {
	Name  string
	Doc   string
	Words []vocabularyWord
}

// vocabularyWord is a word of a vocabulary: its name, stack effect and what
// it does.
type vocabularyWord struct{ Name, Effect, Doc string }

// Vocabularies lists the build's vocabularies by name.
func (s *Session) Vocabularies() []Vocabulary {
	s.mu.Lock()
	defer s.mu.Unlock()
	var out []Vocabulary
	for _, wl := range s.m.WordLists() {
		if !wl.builtin || wl.Name == "" || wl == s.m.ForthWordList() {
			continue
		}
		v := Vocabulary{Name: wl.Name, Doc: wl.doc}
		words := wl.Words() // latest first
		for i := len(words) - 1; i >= 0; i-- {
			v.Words = append(v.Words, vocabularyWord{Name: words[i].Name, Effect: words[i].Help.Effect, Doc: words[i].Help.Doc})
		}
		out = append(out, v)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Name < out[j].Name })
	return out
}

// Limits are the session's limits.
func (s *Session) Limits() Limits { return s.opts.Limits }

// Data is the session's current data.
func (s *Session) Data() []byte { return s.data }

// Close ends the session: the vocabularies release what they hold.
func (s *Session) Close() {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.closeMachine()
}

func (s *Session) closeMachine() {
	if s.m == nil {
		return
	}
	for _, ws := range s.m.built.sets {
		if ws.Close != nil {
			ws.Close(s.m)
		}
	}
}

// Reset starts the session anew: every definition, stack value, the data
// and the files are gone.
func (s *Session) Reset() error {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.closeMachine()
	m, err := s.img.newMachine(s.opts)
	if err != nil {
		return err
	}
	s.m, s.data, s.calls, s.changed = m, nil, 0, nil
	return nil
}

// DataHook is the key under which the session keeps the call's data in
// the machine's hooks (see SetHook), for the DATA word.
const DataHook = "data"

// Eval runs one call. The context's cancellation stops it within the
// time-check interval. Eval never panics: any failure is in the Result.
func (s *Session) Eval(ctx context.Context, req Request) *Result {
	s.mu.Lock()
	defer s.mu.Unlock()
	m := s.m
	s.calls++
	m.calls = s.calls

	var out bytes.Buffer
	if s.opts.Stdout != nil {
		m.setOutput(s.opts.Stdout, s.opts.Limits.Output)
	} else {
		m.setOutput(&out, s.opts.Limits.Output)
	}
	var deadline time.Time
	if s.opts.Limits.Time > 0 {
		deadline = time.Now().Add(s.opts.Limits.Time)
	}
	m.startCall(deadline, ctx.Done())
	if req.Progress != nil {
		m.clock.progress = newProgressReporter(req.Progress, req.ProgressEvery)
	}
	m.tests = TestReport{}
	m.breaks, m.breaksDropped = nil, 0
	m.warnings, m.warningsDropped = nil, 0
	m.bye = false
	m.trace = nil
	m.pointDouble = ""
	m.files.takeChanged() // what changed before this call was told with the last
	defer func() { s.changed = m.files.takeChanged() }()

	if err := s.putFiles(req.Files); err != nil {
		// nothing of the call runs: the stacks at the error are the stacks
		err.Snapshot = m.snap()
		return s.result(err)
	}
	m.files.takeChanged() // the client knows the files it sent
	if req.Data != nil {
		// DATA copies the data into the Forth memory: more cannot be used
		if n := int64(len(*req.Data)); n > s.opts.Limits.Memory {
			err := NewError(ErrLimit, fmt.Sprintf("data: %d bytes do not fit in the session's %s of Forth memory, where DATA copies them; send less, or start with a larger --memory", n, FormatSize(s.opts.Limits.Memory)))
			err.Snapshot = m.snap()
			return s.result(err)
		}
		s.data = []byte(*req.Data)
	}
	m.hooks[DataHook] = s.data
	if req.Trace {
		m.trace = &tracer{base: 0}
	}
	name := req.Source
	if name == "" {
		name = "input"
	}
	errResult := m.run(func() {
		if req.File {
			m.includeText([]byte(req.Code), name)
			return
		}
		m.InterpretText([]byte(req.Code), name, SourceInput, 0)
	})
	if f, ok := m.out.(interface{ Flush() error }); ok {
		f.Flush()
	}
	r := s.result(errResult)
	r.Output = out.String()
	return r
}

// putFiles puts a call's files into the session, all or none.
func (s *Session) putFiles(files map[string]string) *Error {
	if len(files) == 0 {
		return nil
	}
	fsys := s.m.files
	names := make([]string, 0, len(files))
	for n := range files {
		names = append(names, n)
	}
	sort.Strings(names)
	total := fsys.Used()
	for _, n := range names {
		c, err := cleanName(n)
		if err != nil {
			return NewError(ErrNoFile, fmt.Sprintf("%s: %v", n, err))
		}
		if old, err := fsys.ReadAll(c); err == nil && fsys.files[c] != nil {
			total -= int64(len(old))
		}
		total += int64(len(files[n]))
	}
	if total > fsys.Limit {
		return NewError(ErrLimit, fmt.Sprintf("files: they would take %s of the session's %s; send less, or DELETE-FILE what is no longer needed", FormatSize(total), FormatSize(fsys.Limit)))
	}
	for _, n := range names {
		if err := fsys.Write(n, []byte(files[n])); err != nil {
			return NewError(ErrLimit, fmt.Sprintf("files: %s: %v", n, err))
		}
	}
	return nil
}

// run runs f, turning a Forth error or any Go panic into an error report and
// putting the machine back to a usable state: stacks empty, interpreting,
// no open definition, the search order intact.
func (m *Machine) run(f func()) (rep *Error) {
	defer func() {
		r := recover()
		if r == nil {
			return
		}
		if broken := m.repairDepths(); broken != "" {
			r = fmt.Errorf("%s (it was set to empty); before that: %v", broken, r)
		}
		switch r.(type) {
		case quitSignal:
			// QUIT: back to the interpreter with the data stack as it is
			sp, fsp := m.SP, m.FSP
			m.recoverFromError()
			m.SP, m.FSP = sp, fsp
			return
		case byeSignal:
			m.bye = true
			sp, fsp := m.SP, m.FSP
			m.recoverFromError()
			m.SP, m.FSP = sp, fsp
			return
		}
		e := asError(r)
		e.Snapshot = m.snap()
		m.asEntered(e)
		m.explainOpen(e)
		m.slipHint(e)
		if e.hintFor != "" && e.Hint == "" {
			e.Hint = m.undefinedHint(e.hintFor)
		}
		rep = e
		m.recoverFromError()
	}()
	f()
	if broken := m.repairDepths(); broken != "" {
		// a bug of the engine, not of the program: report it rather than
		// read the stacks out of their arrays while making the result
		e := asError(fmt.Errorf("%s after the code ran (it was set to empty)", broken))
		e.Snapshot = m.snap()
		m.recoverFromError()
		return e
	}
	return nil
}

// repairDepths checks that the depths of the stacks are within them, as
// every word keeps them; one that is not is set to empty, and it returns
// what it found ("" when all were right). Reports and results read the
// stacks up to their depths, so a depth out of range would take the
// whole process down instead of one call.
func (m *Machine) repairDepths() string {
	var broken []string
	if m.SP < 0 || m.SP > DataStackDepth {
		broken = append(broken, fmt.Sprintf("the data stack's depth was %d", m.SP))
		m.SP = 0
	}
	if m.FSP < 0 || m.FSP > FloatStackDepth {
		broken = append(broken, fmt.Sprintf("the float stack's depth was %d", m.FSP))
		m.FSP = 0
	}
	if m.RP < 0 || m.RP > ReturnStackDepth {
		broken = append(broken, fmt.Sprintf("the return stack's depth was %d", m.RP))
		m.RP = 0
	}
	return strings.Join(broken, ", ")
}

type quitSignal struct{}
type byeSignal struct{}

// Quit is QUIT: stop interpreting the call's code, keeping the data stack.
func (m *Machine) Quit() { panic(quitSignal{}) }

// Bye is BYE: the runner exits; the server ends the call.
func (m *Machine) Bye() { panic(byeSignal{}) }

// asError turns a recovered panic into a Forth error: a Forth exception as it
// is, anything else (a bug in forthling, or the Go runtime refusing) as
// -256 with what Go said. CATCH lets -256 pass: the machine may be half-way
// through a change, and only the clean-up after an uncaught error puts it
// back in order.
func asError(r any) *Error {
	var detail string
	switch v := r.(type) {
	case *Error:
		return v
	case error:
		detail = v.Error()
	default:
		detail = fmt.Sprint(r)
	}
	return &Error{Code: ErrInternal, Message: Message(ErrInternal), Detail: detail, uncatchable: true}
}

// recoverFromError is ABORT's clean-up after an uncaught error.
func (m *Machine) recoverFromError() {
	m.SP, m.RP, m.FSP, m.FP = 0, 0, 0, 0
	m.LSP, m.LFrame = 0, 0
	m.unwindSources(0)
	m.fileDepth = 0
	m.SetCompiling(false)
	m.Compiler.Abort(m, 0)
	m.recording = nil
	if m.trace != nil && m.trace.print {
		m.trace = m.trace.resume
	}
}

func (s *Session) result(e *Error) *Result {
	m := s.m
	st := m.stacks()
	r := &Result{
		Error:       e,
		Steps:       m.Steps,
		MaxDepth:    max(m.maxDepth, m.SP),
		Compiling:   m.Compiler.Open() || m.Compiling(),
		Open:        m.openDefinition(),
		StackDepth:  st.StackDepth,
		FStackDepth: st.FStackDepth,
		Stack:       st.Stack,
		FStack:      st.FStack,
	}
	if m.tests.Passed+m.tests.Failed > 0 {
		t := m.tests
		r.Tests = &t
	}
	if m.trace != nil && m.trace.print {
		m.trace = m.trace.resume // TRACE-ON without TRACE-OFF
	}
	if m.trace != nil {
		r.Trace = m.trace.entries()
		dropped := m.trace.dropped
		r.TraceDropped = &dropped
		m.trace = nil
	}
	r.Breaks, r.BreaksDropped = m.breaks, m.breaksDropped
	r.Warnings, r.WarningsDropped = m.warnings, m.warningsDropped
	r.Bye = m.bye
	return r
}

// Catch is CATCH: run w; if it throws, put the stacks, the input sources,
// the running words and the definitions being compiled back as they were
// and return the code (0 when nothing was thrown). Sandbox limits and
// cancellation pass through. What it puts back is kept in m.catches rather
// than in Go's frame, which keeps a CATCH cheap and a recursion through
// CATCH within less Go stack.
func (m *Machine) Catch(w *Word) (code int64) {
	depth, outer := len(m.catches), m.catchFrame
	m.catches = append(m.catches, catchState{})
	m.catches[depth].save(m)
	defer func() {
		m.catchFrame = outer
		r := recover()
		var e *Error // what this CATCH catches
		switch r.(type) {
		case nil, quitSignal, byeSignal:
		default:
			if e = asError(r); e.uncatchable {
				r, e = e, nil
			}
		}
		if e == nil {
			m.endCatch(depth)
			if r != nil {
				panic(r)
			}
			return
		}
		code = m.restoreCatch(depth, e.Code, e)
		// a caught error costs far more than a step (a Go panic and its
		// recovery): a loop of them reads the clock at each
		m.clock.check(m)
	}()
	m.catchFrame = m.FP + 1 // the frame Run gives a colon definition w
	m.Execute(w)
	if n := m.caught; n != 0 {
		// a code handed to CATCH needs no error: the one LastThrow
		// reports is made only if it is asked for
		m.caught = 0
		return m.restoreCatch(depth, ThrowCode(n), nil)
	}
	return 0
}

// endCatch ends the CATCH at depth in m.catches. The outermost lets go of
// what a deep nest of CATCHes (a recursion through CATCH) made it grow.
func (m *Machine) endCatch(depth int) {
	if depth == 0 && cap(m.catches) > 64 {
		m.catches = nil
		return
	}
	m.catches = m.catches[:depth]
}

// catchState is what a CATCH puts back when the code it runs throws: the
// depths of the stacks and their top cells, the locals, the input sources
// and the definitions being compiled.
type catchState struct {
	sp, rp, fsp, fp int
	lsp, lframe     int
	sources, files  int
	defs            int
	compiling       bool
	recording       *recording
	cells           kept[int64]
	floats          kept[float64]
}

// save keeps what the machine is now, for the CATCH that starts.
func (c *catchState) save(m *Machine) {
	c.sp, c.rp, c.fsp, c.fp = m.SP, m.RP, m.FSP, m.FP
	c.cells.keep(m.Stack[:m.SP])
	c.floats.keep(m.FStack[:m.FSP])
	c.lsp, c.lframe = m.LSP, m.LFrame
	c.sources, c.files = len(m.sources), m.fileDepth
	c.compiling, c.defs, c.recording = m.Compiling(), m.Compiler.Depth(), m.recording
}

// restoreCatch puts back what the CATCH at depth in m.catches kept, ends
// that CATCH and returns code, the code of e (nil: of a THROW handed to it).
func (m *Machine) restoreCatch(depth int, code ThrowCode, e *Error) int64 {
	c := &m.catches[depth]
	c.cells.restore(m.Stack[:c.sp], m.SP)
	c.floats.restore(m.FStack[:c.fsp], m.FSP)
	m.SP, m.RP, m.FSP, m.FP = c.sp, c.rp, c.fsp, c.fp
	m.LSP, m.LFrame = c.lsp, c.lframe
	m.unwindSources(c.sources)
	m.fileDepth = c.files
	m.SetCompiling(c.compiling)
	defs, recording := c.defs, c.recording
	m.endCatch(depth)
	m.Compiler.Abort(m, defs)
	m.recording = recording
	m.lastThrow, m.lastThrowCode = e, code
	return int64(code)
}

// LastThrow is the last error CATCH caught, for words that report it (T{
// names what a test's code threw). A THROW handed to CATCH made no error:
// the one of its code is made now that it is asked for.
func (m *Machine) LastThrow() *Error {
	if m.lastThrow == nil && m.lastThrowCode != 0 {
		return m.thrown(m.lastThrowCode)
	}
	return m.lastThrow
}

// The cells that the code under CATCH consumed before it threw come back
// as they were at CATCH, as far as topKept keeps them, and as zero below:
// what was left there otherwise depends on how the code was compiled (fused
// code keeps fewer intermediate results), which no program may see. The
// standard leaves them open; most programs that look expect them as they
// were.

// topKept is how many cells of each stack CATCH keeps.
const topKept = 8

type kept[T int64 | float64] struct {
	cells [topKept]T
	n     int
}

// keep keeps the top cells of a stack.
func (k *kept[T]) keep(stack []T) {
	k.n = copy(k.cells[:], stack[max(len(stack)-topKept, 0):])
}

// restore puts back the cells of stack above depth, the depth at the throw.
func (k *kept[T]) restore(stack []T, depth int) {
	if depth >= len(stack) {
		return
	}
	low := len(stack) - k.n
	clear(stack[depth:max(low, depth)])
	from := max(depth, low)
	copy(stack[from:], k.cells[from-low:k.n])
}
