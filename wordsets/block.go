package wordsets

import (
	"errors"
	"strings"

	"github.com/forthling/forthling/core"
)

// Blocks live in the session file blocks.fb, block u at byte u*1024 as in
// gforth, so they count towards the session's files limit. A block never
// written reads as spaces. Block numbers start at 1; the largest is the one
// that still fits in the files limit.

const (
	blocksFile = "blocks.fb"
	blockSize  = 1024
	numBuffers = 8
	blockHook  = "block.buffers"
)

// blockBuffers is where the block buffers are in Forth memory: reserved in
// data space when the system is built, so every session has its own copy.
var blockBuffers int64

// blockBuffer is the state of one block buffer.
type blockBuffer struct {
	block   int64 // 0: holds no block
	updated bool
	used    uint64 // when it was last used, for choosing one to reassign
}

// blockState is a session's block buffers.
type blockState struct {
	bufs    [numBuffers]blockBuffer
	current int // the buffer of the last BLOCK or BUFFER, -1 for none
	clock   uint64
}

func blocksOf(m *core.Machine) *blockState {
	return core.HookState(m, blockHook, func() *blockState { return &blockState{current: -1} })
}

func bufferAddr(i int) int64 { return blockBuffers + int64(i)*blockSize }

// checkBlock throws -35 unless u is a block number the files limit allows.
func checkBlock(m *core.Machine, u int64) {
	if last := m.Files().Limit/blockSize - 1; u < 1 || u > last {
		m.Throwf(core.ErrInvalidBlock, "block %d: blocks are numbered from 1 to %d", u, max(last, 0))
	}
}

// readBlock copies block u from the blocks file into buffer i.
func readBlock(m *core.Machine, u int64, i int) {
	buf := m.Bytes(bufferAddr(i), blockSize)
	data, err := m.Files().ReadAll(blocksFile)
	if err != nil && !errors.Is(err, core.ErrNoSuchFile) {
		m.Throwf(core.ErrBlockRead, "block %d: %v", u, err)
	}
	n := 0
	if off := u * blockSize; off < int64(len(data)) {
		n = copy(buf, data[off:])
	}
	for j := n; j < blockSize; j++ {
		buf[j] = ' '
	}
}

// writeBlock stores buffer i as its block in the blocks file; blocks between
// the end of the file and it are filled with spaces.
func writeBlock(m *core.Machine, i int) {
	st := blocksOf(m)
	u := st.bufs[i].block
	fsys := m.Files()
	if _, err := fsys.Data(blocksFile); errors.Is(err, core.ErrNoSuchFile) {
		err = fsys.Write(blocksFile, nil)
		if err != nil {
			m.Throwf(core.ErrBlockWrite, "block %d: %v", u, err)
		}
	}
	f := &core.OpenFile{Name: blocksFile, Writable: true, Readable: true}
	size, _ := fsys.Size(f)
	m.Tick((max(size, (u+1)*blockSize) - size + blockSize) / 64)
	var err error
	if off := u * blockSize; size < off {
		f.Pos = size
		err = fsys.WriteAt(f, []byte(strings.Repeat(" ", int(off-size))))
	}
	if err == nil {
		f.Pos = u * blockSize
		err = fsys.WriteAt(f, m.Bytes(bufferAddr(i), blockSize))
	}
	if err != nil {
		m.Throwf(core.ErrBlockWrite, "block %d: %v (the blocks are in the file %s)", u, err, blocksFile)
	}
	st.bufs[i].updated = false
}

// beingLoaded reports whether LOAD is interpreting block u now.
func beingLoaded(m *core.Machine, u int64) bool {
	for _, s := range m.Sources() {
		if s.Kind == core.SourceBlock && s.Block == u {
			return true
		}
	}
	return false
}

// assignBuffer is BLOCK (read true) and BUFFER: the address of a buffer
// holding block u. A buffer is reassigned least recently used first, never
// one whose block LOAD is interpreting while another will do; an updated
// block is saved before its buffer is reassigned.
func assignBuffer(m *core.Machine, u int64, read bool) int64 {
	checkBlock(m, u)
	st := blocksOf(m)
	st.clock++
	for i := range st.bufs {
		if st.bufs[i].block == u {
			st.bufs[i].used = st.clock
			st.current = i
			return bufferAddr(i)
		}
	}
	victim := -1
	for i := range st.bufs {
		b := &st.bufs[i]
		if b.block != 0 && beingLoaded(m, b.block) {
			continue
		}
		if victim < 0 || b.used < st.bufs[victim].used {
			victim = i
		}
	}
	if victim < 0 {
		victim = 0 // every buffer is being loaded: the oldest goes
		for i := range st.bufs {
			if st.bufs[i].used < st.bufs[victim].used {
				victim = i
			}
		}
	}
	if st.bufs[victim].updated {
		writeBlock(m, victim)
	}
	st.bufs[victim] = blockBuffer{block: u, used: st.clock}
	if read {
		m.Tick(blockSize / 64)
		readBlock(m, u, victim)
	}
	st.current = victim
	return bufferAddr(victim)
}

// saveBuffers writes every updated buffer to the blocks file.
func saveBuffers(m *core.Machine) {
	st := blocksOf(m)
	for i := range st.bufs {
		if st.bufs[i].block != 0 && st.bufs[i].updated {
			writeBlock(m, i)
		}
	}
}

// emptyBuffers unassigns every buffer, dropping what was not saved.
func emptyBuffers(m *core.Machine) {
	st := blocksOf(m)
	st.bufs = [numBuffers]blockBuffer{}
	st.current = -1
}

// loadBlock is LOAD: interpret block u.
func loadBlock(m *core.Machine, u int64) {
	a := assignBuffer(m, u, true)
	m.LoadBlock(u, a, blockSize)
}

// listBlock is LIST's text: the block's 16 lines of 64 characters, numbered,
// with trailing spaces left out.
func listBlock(m *core.Machine, u int64) string {
	buf := m.Bytes(assignBuffer(m, u, true), blockSize)
	var b strings.Builder
	b.WriteString("Screen " + itoa(u) + "\n")
	for line := 0; line < blockSize/64; line++ {
		text := []byte(string(buf[line*64 : line*64+64]))
		for j, c := range text {
			if c < ' ' || c > '~' {
				text[j] = ' '
			}
		}
		n := itoa(int64(line))
		if len(n) < 2 {
			n = " " + n
		}
		b.WriteString(strings.TrimRight(n+" "+string(text), " ") + "\n")
	}
	return b.String()
}

// blockWords are the Block word set and its extensions (REFILL and \ know
// block sources already).
var blockWords = []core.Def{
	{Name: "BLOCK", Effect: "( u -- a-addr )", Doc: "The address of a 1024-character buffer holding block u, read from the session's blocks file (blocks.fb) if it is not in a buffer yet; a block never written reads as spaces.",
		Example: "S\" hello\" 1 BUFFER SWAP MOVE UPDATE  1 BLOCK 5 TYPE", Result: "hello",
		Fn: func(m *core.Machine) { m.Push(assignBuffer(m, m.Pop(), true)) }},
	{Name: "BUFFER", Effect: "( u -- a-addr )", Doc: "The address of a buffer assigned to block u, without reading the block: for a block that will be written whole.",
		Example: "2 BUFFER 1024 BLANK UPDATE FLUSH", Result: "",
		Fn: func(m *core.Machine) { m.Push(assignBuffer(m, m.Pop(), false)) }},
	{Name: "UPDATE", Effect: "( -- )", Doc: "Mark the buffer of the last BLOCK or BUFFER as changed, so that it is written to the blocks file before its buffer is reused, and by SAVE-BUFFERS and FLUSH.",
		Example: "1 BLOCK DROP UPDATE SAVE-BUFFERS", Result: "",
		Fn: func(m *core.Machine) {
			st := blocksOf(m)
			if st.current < 0 || st.bufs[st.current].block == 0 {
				m.Throwf(core.ErrInvalidBlock, "UPDATE needs a BLOCK or BUFFER before it")
			}
			st.bufs[st.current].updated = true
		}},
	{Name: "SAVE-BUFFERS", Effect: "( -- )", Doc: "Write every changed buffer to the blocks file; the buffers keep their blocks.",
		Example: "SAVE-BUFFERS", Result: "",
		Fn: saveBuffers},
	{Name: "FLUSH", Effect: "( -- )", Doc: "Write every changed buffer to the blocks file, then free all the buffers.",
		Example: "FLUSH", Result: "",
		Fn: func(m *core.Machine) { saveBuffers(m); emptyBuffers(m) }},
	{Name: "EMPTY-BUFFERS", Effect: "( -- )", Doc: "Free all the block buffers without writing them: changes not saved are lost.",
		Example: "EMPTY-BUFFERS", Result: "",
		Fn: emptyBuffers},
	{Name: "LOAD", Effect: "( i*x u -- j*x )", Doc: "Interpret block u as 16 lines of 64 characters; BLK holds u meanwhile. Errors inside it name the block, line and column.",
		Example: "S\" 6 7 * .\" 3 BUFFER DUP 1024 BLANK SWAP MOVE UPDATE  3 LOAD", Result: "42 ",
		Fn: func(m *core.Machine) { loadBlock(m, m.Pop()) }},
	{Name: "THRU", Effect: "( i*x u1 u2 -- j*x )", Doc: "LOAD the blocks u1 to u2 in turn.",
		Example: "S\" 1 .\" 4 BUFFER DUP 1024 BLANK SWAP MOVE UPDATE  S\" 2 .\" 5 BUFFER DUP 1024 BLANK SWAP MOVE UPDATE  4 5 THRU", Result: "1 2 ",
		Fn: func(m *core.Machine) {
			u1, u2 := m.Pop2()
			for u := u1; u <= u2; u++ {
				loadBlock(m, u)
			}
		}},
	{Name: "LIST", Effect: "( u -- )", Doc: "Show block u as 16 numbered lines (trailing spaces left out) and store u in SCR.",
		Example: "S\" : HI ;\" 6 BUFFER DUP 1024 BLANK SWAP MOVE UPDATE  6 LIST", Result: "Screen 6\n 0 : HI ;\n 1\n 2\n 3\n 4\n 5\n 6\n 7\n 8\n 9\n10\n11\n12\n13\n14\n15\n",
		Fn: func(m *core.Machine) {
			u := m.Pop()
			text := listBlock(m, u)
			m.SetCell(core.AddrSCR, u)
			m.WriteString(text)
		}},
	{Name: "BLK", Effect: "( -- a-addr )", Doc: "The address of the cell that holds the number of the block being interpreted, 0 when the input is not a block.",
		Example: "BLK @ .", Result: "0 ",
		Fn: func(m *core.Machine) { m.Push(core.AddrBLK) }},
	{Name: "SCR", Effect: "( -- a-addr )", Doc: "The address of the cell that holds the number of the block LIST showed last.",
		Example: "7 SCR !  SCR @ .", Result: "7 ",
		Fn: func(m *core.Machine) { m.Push(core.AddrSCR) }},
}

var blockSet = &core.WordSet{
	Name:  "BLOCK",
	Doc:   "Blocks: 1024-character pages of the session's blocks file, read, changed and interpreted through buffers.",
	Words: blockWords,
	Boot: func(m *core.Machine) {
		m.Align()
		blockBuffers = m.Allot(numBuffers * blockSize)
		m.SetBlockLoader(func(m *core.Machine, u int64) (int64, int64) {
			return assignBuffer(m, u, true), blockSize
		})
	},
	Environment: map[string][]int64{
		"BLOCK":     {-1},
		"BLOCK-EXT": {-1},
	},
}
