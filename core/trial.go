package core

import (
	"bytes"
	"io"
)

// Trial is Forth code to try out on a machine without changing it: the
// tutorial's CHECK runs its hidden tests this way, on the learner's words.
type Trial struct {
	Code   string // lines of Forth code
	Source string // the code's name in error positions
	// Steps bounds the trial's steps; running past them is an error the trial
	// reports (OutOfSteps), not an error of the call. The call's own limits
	// (steps, time, cancellation) still apply and end the call.
	Steps int64
	// Output bounds the output the trial may print (0: 64K); past it the
	// trial fails.
	Output int64
	// Files are put into the session's files for the trial only.
	Files map[string]string
}

// TrialResult is what a trial left: its stacks, bottom first, and its
// output, or the error it ended with.
type TrialResult struct {
	Stack  []int64
	FStack []float64
	Output string
	// Tests are the T{ }T tests the code ran.
	Tests TestReport
	Err   *Error // nil when the code ran to its end
	// OutOfSteps tells that Err is the trial's step bound: the code did not
	// finish (an endless loop, or far too much work).
	OutOfSteps bool
}

// Try runs a trial: the code starts with empty stacks, in the machine's
// dictionary, memory and files, and afterwards everything is as it was
// before: stacks, memory, heap, definitions, search order, files, the
// call's test report and output. Only the steps it took stay counted.
// Vocabularies' own state (open databases) is not rolled back.
//
// Trials do not nest: each keeps a copy of the memory it may change, so a
// trial inside a trial inside a trial (CHECK in a word that CHECK tests)
// would multiply the session's memory.
func (m *Machine) Try(t Trial) (r TrialResult) {
	if m.inTrial {
		m.Throwf(ErrVocabularyMisuse, "trials do not nest: code that a trial runs (a word that CHECK tests) cannot start another")
	}
	m.inTrial = true
	defer func() { m.inTrial = false }()
	saved := m.saveState()
	outer := len(m.runningWords())
	var out bytes.Buffer
	m.out, m.outCount, m.outLimit = &out, 0, t.Output
	if t.Output <= 0 {
		m.outLimit = 64 << 10
	}
	m.trace = nil
	m.tests = TestReport{}
	callLimit := m.stepLimit
	if t.Steps > 0 && m.Steps+t.Steps < callLimit {
		m.stepLimit = m.Steps + t.Steps
		m.CheckAt = min(m.CheckAt, m.stepLimit)
	}
	m.SP, m.FSP = 0, 0
	m.maxDepth, m.PushLimit = 0, 0

	var pass any // a panic that must end the call, once the machine is back
	func() {
		defer func() {
			p := recover()
			if p == nil {
				return
			}
			switch p.(type) {
			case quitSignal:
				r.Err = NewError(ErrQuit, "QUIT stopped the code")
				return
			case byeSignal:
				r.Err = NewError(ErrQuit, "BYE stopped the code")
				return
			}
			e := asError(p)
			e.Snapshot = m.snap()
			m.asEntered(e)
			// the words that ran the trial are none of its business
			inner := max(e.WordsDepth-outer, 0)
			e.Words = e.Words[max(len(e.Words)-inner, 0):]
			e.WordsDepth = inner
			r.Err = e
			switch {
			case e.Code == ErrCancelled, e.Code == ErrLimit && e.Detail == "time":
				pass = p
			case e.Code == ErrLimit && e.Detail == "steps":
				if m.Steps >= callLimit {
					pass = p
				}
				r.OutOfSteps = true
			}
		}()
		for _, name := range sortedKeys(t.Files) {
			if err := m.files.Write(name, []byte(t.Files[name])); err != nil {
				m.FileError(name, err)
			}
		}
		m.InterpretText([]byte(t.Code), t.Source, SourceInput, 0)
	}()

	r.Stack = append([]int64{}, m.Stack[:m.SP]...)
	r.FStack = append([]float64{}, m.FStack[:m.FSP]...)
	r.Output = out.String()
	r.Tests = m.tests
	steps := m.Steps
	saved.restore(m)
	m.Steps = steps
	m.stepLimit = callLimit
	m.CheckAt = min(callLimit, m.Steps) // look at the limits at the next step
	if pass != nil {
		panic(pass)
	}
	return r
}

// savedState is everything of a machine that a trial may change.
type savedState struct {
	stack, rstack []int64
	fstack        []float64
	sp, rp, fsp   int
	fp, lsp, lfr  int
	maxDepth      int
	pushLimit     int
	low, high     []byte // memory below HERE, and the heap
	here          int64
	heap          heap
	space         int64
	xts           int
	marker        []int64 // MarkerState
	files         fileState
	sources       int
	fileDepth     int
	defs          int // definitions being compiled
	out           io.Writer
	outCount      int64
	outLimit      int64
	column        int
	tests         TestReport
	breaks        []Snapshot
	dropped       int
	trace         *tracer
	lastThrow     *Error
	lastThrowCode ThrowCode
	// warnings counts the call's warnings: a trial's own are dropped
	warnings, warningsDropped int
	lastComment               commentNote
	tokenAt                   tokenPos
	recording                 *recording
}

func (m *Machine) saveState() *savedState {
	c := &savedState{
		stack:     append([]int64(nil), m.Stack[:m.SP]...),
		rstack:    append([]int64(nil), m.RStack[:m.RP]...),
		fstack:    append([]float64(nil), m.FStack[:m.FSP]...),
		sp:        m.SP,
		rp:        m.RP,
		fsp:       m.FSP,
		fp:        m.FP,
		lsp:       m.LSP,
		lfr:       m.LFrame,
		maxDepth:  m.maxDepth,
		pushLimit: m.PushLimit,
		low:       append([]byte(nil), m.Mem[:m.here]...),
		high:      append([]byte(nil), m.Mem[m.heap.low:]...),
		here:      m.here,
		heap:      m.heap.clone(),
		space:     m.space,
		xts:       len(m.dict.xts),
		marker:    m.MarkerState(),
		files:     m.files.state(),
		sources:   len(m.sources),
		fileDepth: m.fileDepth,
		defs:      m.Compiler.Depth(),
		tests:     m.tests,
		breaks:    m.breaks,
		dropped:   m.breaksDropped,
		trace:     m.trace,

		lastThrow: m.lastThrow, lastThrowCode: m.lastThrowCode,
		warnings: len(m.warnings), warningsDropped: m.warningsDropped,

		lastComment: m.lastComment,
		tokenAt:     m.tokenAt,
		recording:   m.recording,
	}
	c.out, c.outCount, c.outLimit, c.column = m.out, m.outCount, m.outLimit, m.column
	return c
}

func (c *savedState) restore(m *Machine) {
	m.Compiler.Abort(m, c.defs)
	m.unwindSources(c.sources)
	m.fileDepth = c.fileDepth
	m.RestoreMarker(c.marker)
	m.dict.xts = m.dict.xts[:c.xts]
	m.heap = c.heap
	m.here = c.here
	copy(m.Mem, c.low)
	copy(m.Mem[m.heap.low:], c.high)
	m.space = c.space
	m.files.setState(c.files)
	m.SP, m.RP, m.FSP = c.sp, c.rp, c.fsp
	copy(m.Stack[:], c.stack)
	copy(m.RStack[:], c.rstack)
	copy(m.FStack[:], c.fstack)
	m.FP, m.LSP, m.LFrame = c.fp, c.lsp, c.lfr
	m.maxDepth, m.PushLimit = c.maxDepth, c.pushLimit
	m.out, m.outCount, m.outLimit, m.column = c.out, c.outCount, c.outLimit, c.column
	m.tests, m.breaks, m.breaksDropped = c.tests, c.breaks, c.dropped
	m.trace = c.trace
	m.lastThrow, m.lastThrowCode = c.lastThrow, c.lastThrowCode
	m.warnings, m.warningsDropped = m.warnings[:c.warnings], c.warningsDropped
	m.lastComment, m.tokenAt, m.recording = c.lastComment, c.tokenAt, c.recording
}

// fileState is a copy of the session's files and open handles.
type fileState struct {
	files    map[string][]byte
	used     int64
	included map[string]bool
	handles  map[int64]OpenFile
	nextID   int64
}

func (f *FileSystem) state() fileState {
	s := fileState{files: make(map[string][]byte, len(f.files)), used: f.used,
		included: make(map[string]bool, len(f.included)), handles: make(map[int64]OpenFile, len(f.handles)), nextID: f.nextID}
	for n, d := range f.files {
		s.files[n] = append([]byte(nil), d...)
	}
	for n, b := range f.included {
		s.included[n] = b
	}
	for id, h := range f.handles {
		s.handles[id] = *h
	}
	return s
}

func (f *FileSystem) setState(s fileState) {
	// the files of either state may differ from the other's
	for n := range f.files {
		f.touch(n)
	}
	for n := range s.files {
		f.touch(n)
	}
	f.files, f.used, f.included, f.nextID = s.files, s.used, s.included, s.nextID
	f.handles = make(map[int64]*OpenFile, len(s.handles))
	for id, h := range s.handles {
		f.handles[id] = &h
	}
}
