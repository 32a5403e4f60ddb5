package core

import (
	"fmt"
	"math"
	"time"
)

func timeDuration(x int64) time.Duration { return time.Duration(x) }

// decode reads the body of an image into s, a new session of the same
// build. It checks every number that becomes an index, an address or a
// count; what it cannot check (a word's body address, a literal) is only
// ever used through the machine's checked memory and stacks.
func (s *Session) decode(d *decoder) error {
	m := s.m
	img := s.img
	sys := img.sys
	lim := s.opts.Limits
	sysCodes, _ := img.codeTable()
	nSysXT, nSysLists := len(sys.dict.xts), len(sys.dict.lists)

	s.calls = int(d.within("calls", 0, 1<<40))
	if data := d.bytes("data", int(lim.Memory)); len(data) > 0 {
		s.data = data
	}
	// a word takes at least 96 bytes of space, a word list 256, an op 96
	nLists := d.count("word lists", int(lim.Space/256))
	nWords := d.count("words", int(lim.Space/96))
	nCodes := d.count("codes", int(lim.Space/96))
	if d.err != nil {
		return d.err
	}

	// memory
	here := d.within("HERE", m.dataStart, lim.Memory)
	m.space = d.within("space", 0, lim.Space)
	low := d.within("ALLOCATE's memory", here, lim.Memory)
	m.here, m.heap.low = here, low
	nLive := d.count("allocated blocks", int(lim.Memory/CellSize))
	var live, free []span
	for i := 0; i < nLive && d.err == nil; i++ {
		a := d.within("allocated block", low, lim.Memory)
		live = append(live, span{a, d.within("allocated size", 1, lim.Memory-a)})
	}
	nFree := d.count("free blocks", int(lim.Memory/CellSize))
	for i := 0; i < nFree && d.err == nil; i++ {
		a := d.within("free block", low, lim.Memory)
		free = append(free, span{a, d.within("free size", 1, lim.Memory-a)})
	}
	if d.err == nil {
		if err := checkHeap(live, free, low, lim.Memory); err != nil {
			d.fail("ALLOCATE's memory: %v", err)
		} else {
			m.heap.reach(low)
			for _, s := range live {
				m.heap.setLive(s.addr, s.size)
			}
			for _, s := range free {
				m.heap.release(s)
			}
		}
	}
	readMemory(d, m.Mem)
	if d.err != nil {
		return d.err
	}

	// word lists and words: made first, filled in after, so that every
	// reference finds its target
	for i := 0; i < nLists; i++ {
		wl := &WordList{ID: WIDBase + int64(len(m.dict.lists)), words: map[string]*Word{}}
		m.dict.lists = append(m.dict.lists, wl)
	}
	for i := 0; i < nWords; i++ {
		m.dict.xts = append(m.dict.xts, &Word{XT: XTBase + int64(len(m.dict.xts))})
	}
	codes := append([]*Code(nil), sysCodes...)
	for i := 0; i < nCodes; i++ {
		codes = append(codes, &Code{})
	}
	xt := func(what string) *Word {
		x := d.int()
		if x == 0 || d.err != nil {
			return nil
		}
		i := x - XTBase
		if i < 0 || i >= int64(len(m.dict.xts)) {
			d.fail("%s: %d is not an execution token", what, x)
			return nil
		}
		return m.dict.xts[i]
	}
	wid := func(what string) *WordList {
		x := d.int()
		i := x - WIDBase
		if d.err != nil {
			return nil
		}
		if i < 0 || i >= int64(len(m.dict.lists)) {
			d.fail("%s: %d is not a word list", what, x)
			return nil
		}
		return m.dict.lists[i]
	}
	code := func(what string) *Code {
		i := d.uint()
		if i == 0 || d.err != nil {
			return nil
		}
		if i > uint64(len(codes)) {
			d.fail("%s: no code %d", what, i)
			return nil
		}
		return codes[i-1]
	}

	for i, wl := range m.dict.lists {
		if i >= nSysLists {
			wl.Name = d.string("word list name", MaxNameLength)
			wl.doc = d.string("word list doc", imageMaxString)
			wl.serial = int(d.within("word list number", 0, int64(len(m.dict.lists))))
		}
		wl.last = xt("latest word of a word list")
		n := d.count("names of a word list", nWords+nSysXT)
		for k := 0; k < n && d.err == nil; k++ {
			name := d.string("name", 2*MaxNameLength)
			if w := xt("word of a name"); w != nil {
				wl.words[name] = w
			} else {
				delete(wl.words, name)
			}
		}
	}
	nOrder := d.count("search order", MaxOrder)
	order := make([]*WordList, 0, nOrder)
	for i := 0; i < nOrder; i++ {
		order = append(order, wid("search order"))
	}
	m.dict.order = order
	m.dict.current = wid("current word list")
	m.dict.latest = xt("latest definition")
	m.dict.unnamed = int(d.within("unnamed word lists", 0, int64(len(m.dict.lists))))
	nComp := d.count("compilation words", nWords)
	for i := 0; i < nComp && d.err == nil; i++ {
		w, cw := xt("word"), xt("its compilation word")
		if w == nil || cw == nil {
			d.fail("a compilation word without its word")
			break
		}
		if m.dict.compilers == nil {
			m.dict.compilers = map[*Word]*Word{}
		}
		m.dict.compilers[w] = cw
	}
	if d.err != nil {
		return d.err
	}

	words := m.dict.xts[nSysXT:]
	for _, w := range words {
		w.Name = d.string("word name", 2*MaxNameLength)
		w.Flags = Flags(d.within("word flags", 0, int64(Immediate|CompileOnly|Hidden|System)))
		w.Kind = Kind(d.within("word kind", 0, int64(KindOther)))
		w.Body = d.int()
		w.Value = d.int()
		w.Code = code("word code")
		w.List = nil
		if id := d.int(); id != 0 && d.err == nil {
			if i := id - WIDBase; i >= 0 && i < int64(len(m.dict.lists)) {
				w.List = m.dict.lists[i]
			} else {
				d.fail("word %s: %d is not a word list", w.Name, id)
			}
		}
		w.prev = xt("previous word")
		w.shadowed = xt("shadowed word")
		w.Help = readHelp(d)
		w.Defined.Source = d.string("source", imageMaxString)
		w.Defined.Line = int(d.within("line", 0, 1<<40))
		w.Defined.Call = int(d.within("call", 0, 1<<40))
		w.Source = d.string("definition text", imageMaxString)
		w.Inferred = d.string("inferred effect", imageMaxString)
		made := &Making{Maker: d.string("maker", 64)}
		nArgs := d.count("maker cells", MaxOrder+4+len(m.dict.lists))
		for k := 0; k < nArgs; k++ {
			made.Args = append(made.Args, d.int())
		}
		w.Made = made
		if d.err != nil {
			return d.err
		}
		if w.prev != nil && w.prev.XT >= w.XT {
			return fmt.Errorf("word %s: its previous word is not older", w.Name)
		}
		if w.Kind == KindColon && w.Code == nil {
			return fmt.Errorf("colon definition %s has no code", w.Name)
		}
	}
	if err := checkChains(m, nSysXT); err != nil {
		return err
	}

	opsLeft := int(lim.Space / 96)
	readOps := func() []Op {
		n := d.count("ops", opsLeft)
		opsLeft -= n
		ops := make([]Op, n)
		for i := range ops {
			op := &ops[i]
			op.Kind = OpKind(d.within("op kind", 0, int64(OpNoop)))
			op.Word = xt("word of an op")
			op.N = d.int()
			op.Len = d.int()
			op.F = d.float()
			op.Target = int(d.within("branch target", -1, int64(n)))
			op.Code = code("code of an op")
			if d.err != nil {
				return nil
			}
			if err := checkOp(op); err != nil {
				d.fail("%v", err)
				return nil
			}
		}
		return ops
	}
	for _, c := range codes[len(sysCodes):] {
		c.Word = xt("code's word")
		c.Ops = readOps()
	}
	var st CompilerState
	nDefs := d.count("open definitions", 64)
	for i := 0; i < nDefs && d.err == nil; i++ {
		od := DefinitionState{Word: xt("open definition")}
		od.Code = code("open definition's code")
		od.Ops = readOps()
		od.ControlBase = int(d.within("control-flow depth", 0, 1024))
		nLocals := d.count("locals", LocalsDepth)
		for k := 0; k < nLocals && d.err == nil; k++ {
			od.Locals = append(od.Locals, Local{Name: d.string("local", MaxNameLength), Index: int(d.within("local", 0, LocalsDepth-1)), Float: d.bool()})
		}
		od.LocalsOpen = d.bool()
		nPending := d.count("pending locals", LocalsDepth)
		for k := 0; k < nPending && d.err == nil; k++ {
			od.Pending = append(od.Pending, d.string("local", MaxNameLength))
		}
		od.Named, od.Quotation = d.bool(), d.bool()
		od.LocalsEffect = d.string("locals' stack comment", imageMaxString)
		od.LocalsText = d.string("locals declaration", imageMaxString)
		od.Source = d.string("definition's source", imageMaxString)
		od.Line = int(d.within("definition's line", 0, 1<<40))
		od.Column = int(d.within("definition's column", 0, 1<<40))
		nPlaces := d.count("places of ops", len(od.Ops))
		for k := 0; k < nPlaces && d.err == nil; k++ {
			od.Places = append(od.Places, SourcePlace{Line: int(d.within("op's line", 0, 1<<40)), Column: int(d.within("op's column", 0, 1<<40))})
		}
		st.Defs = append(st.Defs, od)
	}
	nControl := d.count("control-flow items", 1024)
	for i := 0; i < nControl && d.err == nil; i++ {
		it := ControlItem{Kind: int(d.within("control-flow kind", 0, 16)), Index: int(d.within("control-flow op", 0, 1<<30))}
		nLeaves := d.count("LEAVEs", 1<<16)
		for k := 0; k < nLeaves && d.err == nil; k++ {
			it.Leaves = append(it.Leaves, int(d.within("LEAVE", 0, 1<<30)))
		}
		it.Def = int(d.within("control-flow definition", 0, int64(max(nDefs-1, 0))))
		st.Control = append(st.Control, it)
	}
	if d.bool() {
		r := &recording{start: d.within("definition text start", 0, MaxLine), first: d.string("definition text", imageMaxString)}
		nLines := d.count("definition lines", 1<<16)
		for k := 0; k < nLines && d.err == nil; k++ {
			r.lines = append(r.lines, d.string("definition text", imageMaxString))
		}
		m.recording = r
	}
	if d.err != nil {
		return d.err
	}
	// the words get their behaviour, then the codes are built in the
	// order they were first built: a code's fast form runs the Ops that
	// makers give some words (a field, an FCONSTANT) in their place, as
	// it did when the code was first built
	for _, w := range words {
		if err := m.remake(w); err != nil {
			return err
		}
	}
	for _, c := range codes[len(sysCodes):] {
		m.Compiler.Build(m, c)
	}
	if len(st.Defs) > 0 || len(st.Control) > 0 {
		if err := m.Compiler.SetState(m, st); err != nil {
			return err
		}
	}

	// stacks
	m.SP = d.count("data stack", DataStackDepth)
	for i := 0; i < m.SP; i++ {
		m.Stack[i] = d.int()
	}
	m.RP = d.count("return stack", ReturnStackDepth)
	for i := 0; i < m.RP; i++ {
		m.RStack[i] = d.int()
	}
	m.FSP = d.count("float stack", FloatStackDepth)
	for i := 0; i < m.FSP; i++ {
		m.FStack[i] = d.float()
	}
	m.LSP = d.count("locals", LocalsDepth)
	m.LFrame = int(d.within("locals frame", 0, int64(m.LSP)))
	for i := 0; i < m.LSP; i++ {
		m.Locals[i] = d.int()
	}

	readFiles(d, m.files)

	m.strBuf = int(d.within("string buffer", 0, NumStringBuf-1))
	m.column = int(d.within("column", 0, 1<<40))
	m.parsedTokens = d.int()
	m.definedAtToken = d.int()
	m.lastIOR.code = ThrowCode(d.int())
	m.lastIOR.detail = d.string("ior detail", imageMaxString)
	n := &m.lastComment
	n.text = d.string("comment", imageMaxString)
	n.example = d.string("comment", imageMaxString)
	n.result = d.string("comment", imageMaxString)
	n.source = d.string("comment", imageMaxString)
	n.line = int(d.within("comment line", 0, 1<<40))
	if d.bool() {
		o := &OpenDefinition{Word: d.string("open definition", imageMaxString), Source: d.string("open definition's source", imageMaxString)}
		o.Line = int(d.within("open definition's line", 0, 1<<40))
		o.Column = int(d.within("open definition's column", 0, 1<<40))
		o.call = int(d.within("open definition's call", 0, 1<<40))
		m.opened = o
	}

	nHooks := d.count("vocabulary states", len(m.WordSets()))
	for i := 0; i < nHooks && d.err == nil; i++ {
		name := d.string("word set", 64)
		state := d.bytes("vocabulary state", int(lim.Memory+lim.Files))
		if d.err != nil {
			break
		}
		var set *WordSet
		for _, ws := range m.WordSets() {
			if ws.Name == name {
				set = ws
			}
		}
		if set == nil || set.LoadState == nil {
			return fmt.Errorf("state of %s, which this build cannot read", name)
		}
		if err := set.LoadState(m, state); err != nil {
			return fmt.Errorf("%s: %w", name, err)
		}
	}
	if d.err != nil {
		return d.err
	}
	if len(d.b) != 0 {
		return fmt.Errorf("%d bytes after its end", len(d.b))
	}
	return nil
}

// checkOp refuses an op that would call no word or run no code.
func checkOp(op *Op) error {
	switch op.Kind {
	case OpCall, OpCompileWord:
		if op.Word == nil {
			return fmt.Errorf("a call of no word")
		}
	case OpDoes:
		if op.Code == nil {
			return fmt.Errorf("DOES> without its code")
		}
	case OpLocals:
		if op.N < 0 || op.N >= LocalsDepth || op.Len < 0 || op.Len > op.N {
			return fmt.Errorf("a locals frame out of range")
		}
	case OpLocalFetch, OpLocalStore, OpLocalAdd, OpLocalAddr, OpFLocalFetch, OpFLocalStore:
		if op.N < 0 || op.N >= LocalsDepth {
			return fmt.Errorf("a local out of range")
		}
	}
	return nil
}

// checkChains makes sure that the chains a word list's words form end: a
// word's previous word is older (checked as they are read), and no chain of
// shadowed words comes back on itself, nor does a list's latest word
// belong to another list.
func checkChains(m *Machine, nSys int) error {
	words := m.dict.xts
	for _, w := range words[nSys:] {
		steps := 0
		for s := w.shadowed; s != nil; s = s.shadowed {
			if steps++; steps > len(words) {
				return fmt.Errorf("word %s: its shadowed words form a loop", w.Name)
			}
		}
	}
	for _, wl := range m.dict.lists {
		if wl.last != nil && (wl.last.List == nil || wl.last.List.ID != wl.ID) {
			return fmt.Errorf("word list %s: its latest word is in another list", wl.Label())
		}
	}
	return nil
}

// readMemory reads the runs writeMemory wrote into mem, which holds a fresh
// session's memory.
func readMemory(d *decoder, mem []byte) {
	n := d.count("memory runs", len(mem))
	at := uint64(0)
	for i := 0; i < n && d.err == nil; i++ {
		at += d.uint()
		run := d.bytes("memory run", len(mem))
		if d.err != nil {
			return
		}
		if at > uint64(len(mem)) || uint64(len(run)) > uint64(len(mem))-at {
			d.fail("memory run at %d of %d bytes is outside the memory", at, len(run))
			return
		}
		copy(mem[at:], run)
		at += uint64(len(run))
	}
}

func readHelp(d *decoder) Help {
	var h Help
	h.Effect = d.string("help", imageMaxString)
	h.Doc = d.string("help", imageMaxString)
	h.Example = d.string("help", imageMaxString)
	h.Result = d.string("help", imageMaxString)
	h.Input = d.string("help", imageMaxString)
	h.Data = d.string("help", imageMaxString)
	n := d.count("help files", 64)
	for i := 0; i < n && d.err == nil; i++ {
		if h.Files == nil {
			h.Files = map[string]string{}
		}
		name := d.string("help file name", 4096)
		h.Files[name] = d.string("help file", imageMaxString)
	}
	return h
}

func readFiles(d *decoder, f *FileSystem) {
	n := d.count("files", int(f.Limit)+1)
	for i := 0; i < n && d.err == nil; i++ {
		name := d.string("file name", 4096)
		data := d.bytes("file", int(f.Limit))
		if d.err != nil {
			return
		}
		if err := f.Write(name, data); err != nil {
			d.fail("file %q: %v", name, err)
			return
		}
	}
	n = d.count("included files", 1<<20)
	for i := 0; i < n && d.err == nil; i++ {
		f.markIncluded(d.string("included file", 4096))
	}
	n = d.count("open files", 1<<16)
	for i := 0; i < n && d.err == nil; i++ {
		id := d.within("fileid", 1, 1<<40)
		h := &OpenFile{Name: d.string("open file", 4096)}
		h.Pos = d.within("file position", 0, math.MaxInt64)
		h.Readable = d.bool()
		h.Writable = d.bool()
		hasHost := d.bool()
		host := d.bytes("host file", int(f.Limit))
		if hasHost {
			h.host = host
		}
		f.handles[id] = h
	}
	f.nextID = d.within("next fileid", 1, 1<<40)
	for id := range f.handles {
		if id >= f.nextID {
			d.fail("fileid %d is not below the next one", id)
		}
	}
}
