package core

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"runtime/debug"
	"sort"
	"strings"
	"sync"

	"github.com/klauspost/compress/zstd"
)

// A session image is a session written out whole: what a session is, as
// data, so that another process of the same build reads it back into a
// session that runs exactly as the original would have.
//
// It starts with a header that is not compressed: the magic line, the
// format, the build that wrote it, its version and the session's limits
// (which bound everything the reader reads after them). The body follows,
// compressed with zstd: the session's data and call count, the Forth memory
// where it differs from a fresh session's (the system's data below the
// session's, zero above), the word lists and the words the session made,
// their code as ops, the stacks, the files, and the state the vocabularies
// keep (each word set writes its own, or refuses with an error that says
// what to close). Nothing in it is a Go pointer: a word is its execution
// token, a word list its wid, a code its index in a table that starts with
// the system's codes, which every process of the same build has in the
// same order, and a word's behaviour is the maker that gave it (Making).
//
// What an image leaves out: the compiled patterns of REGEX (compiled again
// when used), and what a call keeps only while it runs (its trace, its test
// report, the error CATCH caught last, which nothing reads after the call). A definition still open is
// written with the compiler's state, and a later call ends it.

const (
	imageMagic  = "forthling session image\n"
	imageFormat = 1
	// imageMaxString bounds a string of the image other than memory, data
	// and files (a word's name, help or source).
	imageMaxString = 1 << 20
)

// buildIdentity says which build wrote an image: a hash of the binary's
// build information, of the word sets it contains and of the system image
// they make, and a version that people can read.
type buildIdentity struct {
	id      string
	version string
}

var buildInfo struct {
	once     sync.Once
	settings string
	version  string
}

// binaryBuild reads the build information of the running binary once.
func binaryBuild() (settings, version string) {
	buildInfo.once.Do(func() {
		bi, ok := debug.ReadBuildInfo()
		if !ok {
			buildInfo.settings, buildInfo.version = "unknown", "unknown"
			return
		}
		var b strings.Builder
		fmt.Fprintf(&b, "%s %s %s %s\n", bi.GoVersion, bi.Main.Path, bi.Main.Version, bi.Main.Sum)
		version := bi.Main.Version
		for _, s := range bi.Settings {
			switch s.Key {
			case "vcs.revision", "vcs.modified", "-tags", "GOOS", "GOARCH", "CGO_ENABLED":
				fmt.Fprintf(&b, "%s=%s\n", s.Key, s.Value)
			}
			if s.Key == "vcs.revision" && len(s.Value) >= 12 {
				version += " " + s.Value[:12]
			}
			if s.Key == "vcs.modified" && s.Value == "true" {
				version += "+modified"
			}
		}
		buildInfo.settings, buildInfo.version = b.String(), version
	})
	return buildInfo.settings, buildInfo.version
}

// identity is the build identity of the image's system, made once.
func (img *Image) identity() buildIdentity {
	img.idOnce.Do(func() {
		settings, version := binaryBuild()
		h := sha256.New()
		io.WriteString(h, settings)
		for _, ws := range img.sys.built.sets {
			fmt.Fprintf(h, "set %s %s\n", ws.Name, ws.List)
		}
		// the system itself: its words in order and its data, so that
		// two builds that differ in a word never share an image
		for _, w := range img.sys.dict.xts {
			fmt.Fprintf(h, "%s %d %d\n", w.Name, w.Kind, w.Flags)
		}
		for _, wl := range img.sys.dict.lists {
			fmt.Fprintf(h, "list %s\n", wl.Name)
		}
		h.Write(img.sys.mem)
		img.id = buildIdentity{id: hex.EncodeToString(h.Sum(nil)), version: version}
	})
	return img.id
}

// BuildID identifies the build of the system: a process reads only images
// whose build ID is its own.
func (img *Image) BuildID() string { return img.identity().id }

// codeTable numbers the system's codes, in an order every process of the
// build shares: by the words that own them, in execution-token order, each
// code before the DOES> parts its ops hold.
func (img *Image) codeTable() ([]*Code, map[*Code]int) {
	img.codesOnce.Do(func() {
		img.codeIndex = map[*Code]int{}
		for _, w := range img.sys.dict.xts {
			img.codes = numberCodes(w.Code, img.codes, img.codeIndex)
		}
	})
	return img.codes, img.codeIndex
}

// numberCodes gives c and the codes its ops hold the next numbers (from 1),
// unless they have one.
func numberCodes(c *Code, codes []*Code, index map[*Code]int) []*Code {
	if c == nil || index[c] != 0 {
		return codes
	}
	codes = append(codes, c)
	index[c] = len(codes)
	for i := range c.Ops {
		codes = numberCodes(c.Ops[i].Code, codes, index)
	}
	return codes
}

// WriteImage writes the session whole, between calls. It refuses, with an
// error that says what to do, a session with a definition still open or
// with vocabulary state an image cannot hold.
func (s *Session) WriteImage(w io.Writer) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	body, err := s.encode()
	if err != nil {
		return err
	}
	id := s.img.identity()
	var e encoder
	e.b = append(e.b, imageMagic...)
	e.uint(imageFormat)
	e.string(id.id)
	e.string(id.version)
	writeLimits(&e, s.opts.Limits)
	_, err = w.Write(imageEncoder().EncodeAll(body, e.b))
	return err
}

// imageEncoder is the zstd encoder of every image: EncodeAll may be called
// at once by many sessions, and one encoder keeps its tables between
// images instead of allocating them for each.
var imageEncoder = sync.OnceValue(func() *zstd.Encoder {
	z, err := zstd.NewWriter(nil, zstd.WithEncoderConcurrency(1), zstd.WithEncoderLevel(zstd.SpeedDefault))
	if err != nil {
		panic("core: zstd encoder: " + err.Error())
	}
	return z
})

func writeLimits(e *encoder, l Limits) {
	e.int(l.Memory)
	e.int(l.Steps)
	e.int(int64(l.Time))
	e.int(l.Output)
	e.int(l.Space)
	e.int(l.Files)
}

func readLimits(d *decoder) Limits {
	var l Limits
	l.Memory = d.int()
	l.Steps = d.int()
	l.Time = timeDuration(d.int())
	l.Output = d.int()
	l.Space = d.int()
	l.Files = d.int()
	return l
}

// encode writes the body of the session's image.
func (s *Session) encode() ([]byte, error) {
	m := s.m
	hooks, err := saveHooks(m)
	if err != nil {
		return nil, err
	}
	sys := s.img.sys
	sysCodes, sysIndex := s.img.codeTable()
	nSys := len(sys.dict.xts)
	words := m.dict.xts[nSys:]
	codeIndex := map[*Code]int{}
	for c, i := range sysIndex {
		codeIndex[c] = i
	}
	next := sysCodes
	for _, w := range words {
		next = numberCodes(w.Code, next, codeIndex)
	}
	codes := next[len(sysCodes):]

	e := &encoder{}
	e.int(int64(s.calls))
	e.bytes(s.data)
	e.uint(uint64(len(m.dict.lists) - len(sys.dict.lists)))
	e.uint(uint64(len(words)))
	e.uint(uint64(len(codes)))

	// memory: HERE, the space used, ALLOCATE's blocks, and the bytes that
	// differ from a fresh session's
	e.int(m.here)
	e.int(m.space)
	e.int(m.heap.low)
	live := m.heap.liveBlocks()
	e.uint(uint64(len(live)))
	for _, b := range live {
		e.int(b.addr)
		e.int(b.size)
	}
	free := m.heap.freeList()
	e.uint(uint64(len(free)))
	for _, sp := range free {
		e.int(sp.addr)
		e.int(sp.size)
	}
	writeMemory(e, m.Mem, sys.mem)

	// word lists: the system's where they changed, the session's whole
	for i, wl := range m.dict.lists {
		if i < len(sys.dict.lists) {
			e.int(xtOf(wl.last))
			writeListDiff(e, wl.words, sys.dict.lists[i].words)
			continue
		}
		e.string(wl.Name)
		e.string(wl.doc)
		e.int(int64(wl.serial))
		e.int(xtOf(wl.last))
		writeListDiff(e, wl.words, nil)
	}
	e.uint(uint64(len(m.dict.order)))
	for _, wl := range m.dict.order {
		e.int(wl.ID)
	}
	e.int(m.dict.current.ID)
	e.int(xtOf(m.dict.latest))
	e.int(int64(m.dict.unnamed))
	pairs := make([][2]int64, 0, len(m.dict.compilers))
	for w, cw := range m.dict.compilers {
		pairs = append(pairs, [2]int64{w.XT, cw.XT})
	}
	sort.Slice(pairs, func(i, j int) bool { return pairs[i][0] < pairs[j][0] })
	e.uint(uint64(len(pairs)))
	for _, p := range pairs {
		e.int(p[0])
		e.int(p[1])
	}

	// the session's words, then their codes
	for _, w := range words {
		e.string(w.Name)
		e.int(int64(w.Flags))
		e.int(int64(w.Kind))
		e.int(w.Body)
		e.int(w.Value)
		e.uint(uint64(codeIndex[w.Code]))
		var wid int64
		if w.List != nil {
			wid = w.List.ID
		}
		e.int(wid)
		e.int(xtOf(w.prev))
		e.int(xtOf(w.shadowed))
		writeHelp(e, w.Help)
		e.string(w.Defined.Source)
		e.int(int64(w.Defined.Line))
		e.int(int64(w.Defined.Call))
		e.string(w.Source)
		e.string(w.Inferred)
		if w.Made == nil {
			return nil, fmt.Errorf("word %s has no record of how it was made: this build cannot write it", WordName(w))
		}
		e.string(w.Made.Maker)
		e.uint(uint64(len(w.Made.Args)))
		for _, a := range w.Made.Args {
			e.int(a)
		}
	}
	for _, c := range codes {
		e.int(xtOf(c.Word))
		writeOps(e, c.Ops, codeIndex)
	}

	// the definitions still open, which a later call ends
	st := m.Compiler.State()
	e.uint(uint64(len(st.Defs)))
	for _, d := range st.Defs {
		e.int(xtOf(d.Word))
		if codeIndex[d.Code] == 0 {
			return nil, errors.New("an open definition's code belongs to no word: end the definition before the session is written")
		}
		e.uint(uint64(codeIndex[d.Code]))
		writeOps(e, d.Ops, codeIndex)
		e.int(int64(d.ControlBase))
		e.uint(uint64(len(d.Locals)))
		for _, l := range d.Locals {
			e.string(l.Name)
			e.int(int64(l.Index))
			e.bool(l.Float)
		}
		e.bool(d.LocalsOpen)
		e.uint(uint64(len(d.Pending)))
		for _, p := range d.Pending {
			e.string(p)
		}
		e.bool(d.Named)
		e.bool(d.Quotation)
		e.string(d.LocalsEffect)
		e.string(d.LocalsText)
		e.string(d.Source)
		e.int(int64(d.Line))
		e.int(int64(d.Column))
		e.uint(uint64(len(d.Places)))
		for _, p := range d.Places {
			e.int(int64(p.Line))
			e.int(int64(p.Column))
		}
	}
	e.uint(uint64(len(st.Control)))
	for _, it := range st.Control {
		e.int(int64(it.Kind))
		e.int(int64(it.Index))
		e.uint(uint64(len(it.Leaves)))
		for _, l := range it.Leaves {
			e.int(int64(l))
		}
		e.int(int64(it.Def))
	}
	// the text of a colon definition that spans calls, for SEE: the
	// source it began in is gone, which the recording tells by its nil
	e.bool(m.recording != nil)
	if r := m.recording; r != nil {
		e.int(r.start)
		e.string(r.first)
		e.uint(uint64(len(r.lines)))
		for _, l := range r.lines {
			e.string(l)
		}
	}

	// stacks
	e.uint(uint64(m.SP))
	for _, x := range m.Stack[:m.SP] {
		e.int(x)
	}
	e.uint(uint64(m.RP))
	for _, x := range m.RStack[:m.RP] {
		e.int(x)
	}
	e.uint(uint64(m.FSP))
	for _, f := range m.FStack[:m.FSP] {
		e.float(f)
	}
	e.uint(uint64(m.LSP))
	e.int(int64(m.LFrame))
	for _, x := range m.Locals[:m.LSP] {
		e.int(x)
	}

	writeFiles(e, m.files)

	// what the interpreter keeps between calls
	e.int(int64(m.strBuf))
	e.int(int64(m.column))
	e.int(m.parsedTokens)
	e.int(m.definedAtToken)
	e.int(int64(m.lastIOR.code))
	e.string(m.lastIOR.detail)
	n := m.lastComment
	e.string(n.text)
	e.string(n.example)
	e.string(n.result)
	e.string(n.source)
	e.int(int64(n.line))
	// where the definition still open began, which later answers name
	e.bool(m.opened != nil)
	if o := m.opened; o != nil {
		e.string(o.Word)
		e.string(o.Source)
		e.int(int64(o.Line))
		e.int(int64(o.Column))
		e.int(int64(o.call))
	}

	e.uint(uint64(len(hooks)))
	for _, h := range hooks {
		e.string(h.set)
		e.bytes(h.state)
	}
	return e.b, nil
}

// writeOps writes the ops of a code or of an open definition.
func writeOps(e *encoder, ops []Op, codeIndex map[*Code]int) {
	e.uint(uint64(len(ops)))
	for i := range ops {
		op := &ops[i]
		e.int(int64(op.Kind))
		e.int(xtOf(op.Word))
		e.int(op.N)
		e.int(op.Len)
		e.float(op.F)
		e.int(int64(op.Target))
		e.uint(uint64(codeIndex[op.Code]))
	}
}

// writeMemory writes the runs of mem that differ from a fresh session's
// memory: the system's data below len(base), zero above. Runs closer than
// a few bytes are joined.
func writeMemory(e *encoder, mem, base []byte) {
	type run struct{ start, end int }
	var runs []run
	differs := func(i int) bool {
		if i < len(base) {
			return mem[i] != base[i]
		}
		return mem[i] != 0
	}
	const join = 16
	for i := 0; i < len(mem); {
		// skip equal words quickly above the system's data
		if i >= len(base) && i+8 <= len(mem) && mem[i]|mem[i+1]|mem[i+2]|mem[i+3]|mem[i+4]|mem[i+5]|mem[i+6]|mem[i+7] == 0 {
			i += 8
			continue
		}
		if !differs(i) {
			i++
			continue
		}
		if k := len(runs) - 1; k >= 0 && i-runs[k].end <= join {
			runs[k].end = i + 1
		} else {
			runs = append(runs, run{i, i + 1})
		}
		i++
	}
	e.uint(uint64(len(runs)))
	last := 0
	for _, r := range runs {
		e.uint(uint64(r.start - last))
		e.bytes(mem[r.start:r.end])
		last = r.end
	}
}

// writeListDiff writes the names of words whose entry differs from base,
// with the execution token they find now (0: none).
func writeListDiff(e *encoder, words, base map[string]*Word) {
	var names []string
	for name, w := range words {
		if base[name] != w {
			names = append(names, name)
		}
	}
	for name := range base {
		if words[name] == nil {
			names = append(names, name)
		}
	}
	sort.Strings(names)
	e.uint(uint64(len(names)))
	for _, name := range names {
		e.string(name)
		e.int(xtOf(words[name]))
	}
}

func writeHelp(e *encoder, h Help) {
	e.string(h.Effect)
	e.string(h.Doc)
	e.string(h.Example)
	e.string(h.Result)
	e.string(h.Input)
	e.string(h.Data)
	names := make([]string, 0, len(h.Files))
	for n := range h.Files {
		names = append(names, n)
	}
	sort.Strings(names)
	e.uint(uint64(len(names)))
	for _, n := range names {
		e.string(n)
		e.string(h.Files[n])
	}
}

func writeFiles(e *encoder, f *FileSystem) {
	names := f.Names()
	e.uint(uint64(len(names)))
	for _, n := range names {
		e.string(n)
		e.bytes(f.files[n])
	}
	var included []string
	for n, ok := range f.included {
		if ok {
			included = append(included, n)
		}
	}
	sort.Strings(included)
	e.uint(uint64(len(included)))
	for _, n := range included {
		e.string(n)
	}
	ids := make([]int64, 0, len(f.handles))
	for id := range f.handles {
		ids = append(ids, id)
	}
	sort.Slice(ids, func(i, j int) bool { return ids[i] < ids[j] })
	e.uint(uint64(len(ids)))
	for _, id := range ids {
		h := f.handles[id]
		e.int(id)
		e.string(h.Name)
		e.int(h.Pos)
		e.bool(h.Readable)
		e.bool(h.Writable)
		e.bool(h.host != nil)
		e.bytes(h.host)
	}
	e.int(f.nextID)
}

type hookState struct {
	set   string
	state []byte
}

// saveHooks asks each word set for the state it keeps in the session's
// hooks. State under a key no word set claims cannot be written.
func saveHooks(m *Machine) ([]hookState, error) {
	claimed := map[string]bool{DataHook: true}
	var out []hookState
	for _, ws := range m.WordSets() {
		if ws.SaveState == nil {
			continue
		}
		for _, k := range ws.HookKeys {
			claimed[k] = true
		}
		state, err := ws.SaveState(m)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", ws.Name, err)
		}
		if state != nil {
			out = append(out, hookState{ws.Name, state})
		}
	}
	var keys []string
	for k := range m.hooks {
		if !claimed[k] {
			keys = append(keys, k)
		}
	}
	if len(keys) > 0 {
		sort.Strings(keys)
		return nil, fmt.Errorf("the session holds state (%s) that this build cannot write into an image", strings.Join(keys, ", "))
	}
	return out, nil
}

// ReadSession reads a session image that WriteImage wrote, in this build,
// into a new session of this system. Without opts.Limits the image's
// limits are the session's (the runner). With them (a server), each call
// gets the limits opts give, and the image's memory, space and files must
// be within theirs. opts give the rest: output, input, host files, network
// hosts. An image of another build, a damaged or a hostile one is refused
// with an error, never a panic.
func (img *Image) ReadSession(r io.Reader, opts Options) (s *Session, err error) {
	if img.err != nil {
		return nil, img.err
	}
	br := &countingReader{r: r, max: 1 << 16}
	head, err := readHeader(br)
	if err != nil {
		return nil, fmt.Errorf("not a session image of forthling: %w", err)
	}
	d := &decoder{b: head}
	d.b = d.b[len(imageMagic):]
	format := d.uint()
	id := d.string("build id", 256)
	version := d.string("version", 256)
	limits := readLimits(d)
	if d.err != nil {
		return nil, fmt.Errorf("damaged session image: %w", d.err)
	}
	if format != imageFormat {
		return nil, fmt.Errorf("the session image is of format %d; this forthling reads format %d", format, imageFormat)
	}
	if own := img.identity(); id != own.id {
		return nil, fmt.Errorf("the session image was written by another build of forthling (%s, build %.12s); this is %s, build %.12s: start a new session, or run the build that wrote it", version, id, own.version, own.id)
	}
	if err := limits.check(); err != nil {
		return nil, fmt.Errorf("damaged session image: its limits: %w", err)
	}
	// the body holds at most the memory, the data, the files and what
	// definitions take, with room for the numbers that frame them
	maxBody := 2*limits.Memory + limits.Files + 8*limits.Space + 1<<20
	z, err := zstd.NewReader(io.MultiReader(bytes.NewReader(br.rest), r),
		zstd.WithDecoderConcurrency(1), zstd.WithDecoderMaxMemory(uint64(maxBody)), zstd.WithDecoderMaxWindow(8<<20))
	if err != nil {
		return nil, err
	}
	defer z.Close()
	body, err := io.ReadAll(io.LimitReader(z, maxBody+1))
	if err != nil {
		return nil, fmt.Errorf("damaged session image: %w", err)
	}
	if int64(len(body)) > maxBody {
		return nil, fmt.Errorf("damaged session image: its body is larger than its limits allow")
	}
	if opts.Limits != (Limits{}) {
		// the host's limits for each call; the session's own (memory,
		// space, files) are the image's, as its addresses and contents
		// need, within the host's
		if limits.Memory > opts.Limits.Memory || limits.Space > opts.Limits.Space || limits.Files > opts.Limits.Files {
			return nil, fmt.Errorf("the session image needs memory %s, space %s and files %s; this host allows %s, %s and %s",
				FormatSize(limits.Memory), FormatSize(limits.Space), FormatSize(limits.Files),
				FormatSize(opts.Limits.Memory), FormatSize(opts.Limits.Space), FormatSize(opts.Limits.Files))
		}
		limits.Steps, limits.Time, limits.Output = opts.Limits.Steps, opts.Limits.Time, opts.Limits.Output
	}
	opts.Limits = limits
	sess, err := img.NewSession(opts)
	if err != nil {
		return nil, err
	}
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("damaged session image: %v", asError(r).Error())
		}
		if err != nil {
			sess.Close()
			s = nil
		}
	}()
	if err := sess.decode(&decoder{b: body}); err != nil {
		return nil, fmt.Errorf("damaged session image: %w", err)
	}
	return sess, nil
}

// countingReader reads the header of an image a byte at a time, keeping
// what it read past it.
type countingReader struct {
	r    io.Reader
	max  int
	rest []byte
}

// readHeader reads the header: magic, format, build, version, limits.
// It reads in small pieces and keeps what follows the header for the body.
func readHeader(cr *countingReader) ([]byte, error) {
	var buf []byte
	chunk := make([]byte, 512)
	for {
		n, err := cr.r.Read(chunk)
		buf = append(buf, chunk[:n]...)
		if len(buf) >= len(imageMagic) && string(buf[:len(imageMagic)]) != imageMagic {
			return nil, errors.New("it does not start as one")
		}
		if hl, ok := headerLength(buf); ok {
			cr.rest = buf[hl:]
			return buf[:hl], nil
		}
		if err == io.EOF {
			return nil, errTruncated
		}
		if err != nil {
			return nil, err
		}
		if len(buf) > cr.max {
			return nil, errors.New("its header is too long")
		}
	}
}

// headerLength reports the length of the header at the start of buf, if
// it is all there.
func headerLength(buf []byte) (int, bool) {
	if len(buf) < len(imageMagic) {
		return 0, false
	}
	d := &decoder{b: buf[len(imageMagic):]}
	d.uint()
	d.string("build id", 256)
	d.string("version", 256)
	readLimits(d)
	if d.err != nil {
		return 0, false
	}
	return len(buf) - len(d.b), true
}
