package core

// heap is the memory of ALLOCATE, FREE and RESIZE: blocks taken from the top
// of Forth memory downwards, towards HERE. Its bookkeeping lives in Go, not in
// Forth memory, so a program that writes past a block cannot corrupt it, and
// FREE of an address that is not a live block is answered with an ior.
//
// The bookkeeping is a mark for each cell of the heap, beside the memory:
// FREE finds a block's size, and the free spans on either side of it, at
// the cells next to its own, as a malloc finds them in the headers it keeps
// in the memory itself. A table of addresses costs a look-up in a cache line
// of its own for each; the marks of blocks that lie together lie together.
type heap struct {
	top   int64      // end of memory
	low   int64      // lowest address in use by the heap; HERE stays below
	marks []cellMark // one for each cell of the last len(marks) below top
	free  freeSpans  // free spans above low, by size
}

// cellMark is what the heap knows of one cell of its memory. Sizes are in
// cells: the ceiling on memory keeps them within 32 bits.
type cellMark struct {
	// size is a live block's size at its first cell, minus a free span's
	// size at its first and its last cell, and 0 at every other cell
	size int32
	// slot is a free span's index in its bin, at its first cell
	slot int32
}

type span struct{ addr, size int64 }

func (h *heap) init(memSize int64) {
	h.top = memSize
	h.low = memSize
	h.marks = nil
	h.free.init()
}

func (h *heap) clone() heap {
	c := *h
	c.marks = append([]cellMark(nil), h.marks...)
	c.free = h.free.clone()
	return c
}

// cell is the index in marks of the cell at a, an address of the heap.
func (h *heap) cell(a int64) int64 { return int64(len(h.marks)) - (h.top-a)/CellSize }

// reach makes the marks reach down to low, the heap's new low end. They
// double as the heap grows, so that a growing heap copies them a few times.
func (h *heap) reach(low int64) {
	if (h.top-low)/CellSize <= int64(len(h.marks)) {
		return
	}
	n := max((h.top-low)/CellSize, 2*int64(len(h.marks)), 64)
	n = min(n, h.top/CellSize)
	marks := make([]cellMark, n)
	copy(marks[n-int64(len(h.marks)):], h.marks)
	h.marks = marks
}

// liveSize is the size of the live block at a, or 0 when a is not one.
func (h *heap) liveSize(a int64) int64 {
	if a < h.low || a >= h.top || (h.top-a)%CellSize != 0 {
		return 0
	}
	return max(int64(h.marks[h.cell(a)].size), 0) * CellSize
}

// setLive marks a live block of size bytes (0 to unmark one).
func (h *heap) setLive(a, size int64) {
	h.marks[h.cell(a)].size = int32(size / CellSize)
}

// Allocate is ALLOCATE: n bytes, or ior -59 when they do not fit.
func (m *Machine) Allocate(n int64) (addr int64, ior int64) {
	size, ok := allocSize(n)
	if !ok {
		return 0, int64(ErrAllocate)
	}
	start, looked, found := m.heap.find(size)
	// counted before the heap changes: the step limit may end the word here
	m.Tick(allocSteps(looked))
	return m.heap.take(size, start, found, m.here)
}

// AllocateQuick is Allocate for fast code: it takes the block only when
// it fits and its steps do not reach the next checkpoint, and otherwise
// reports false having changed nothing, for Allocate to do the rest (the
// ior and its note, the limits).
func (m *Machine) AllocateQuick(n int64) (addr int64, ok bool) {
	size, ok := allocSize(n)
	if !ok {
		return 0, false
	}
	start, looked, found := m.heap.find(size)
	steps := allocSteps(looked)
	if m.Steps+steps > m.CheckAt {
		return 0, false
	}
	addr, ior := m.heap.take(size, start, found, m.here)
	if ior != 0 {
		return 0, false
	}
	m.Steps += steps
	return addr, true
}

// allocSize is the size of the block ALLOCATE takes for n bytes, false
// when n is negative or too large to align.
func allocSize(n int64) (int64, bool) {
	size := Aligned(max(n, 1))
	return size, n >= 0 && size >= n
}

// allocSteps is what ALLOCATE counts, having looked at that many free
// spans.
func allocSteps(looked int) int64 { return int64(looked)/64 + 1 }

// take takes a block of size bytes: the top end of the free span at
// start when found, else from the space between here and the heap.
func (h *heap) take(size, start int64, found bool, here int64) (addr, ior int64) {
	if found {
		// the block is the span's top end; the rest stays free
		s := span{start, h.removeFree(start)}
		if s.size > size {
			h.addFree(span{s.addr, s.size - size})
		}
		addr = s.addr + s.size - size
		h.setLive(addr, size)
		return addr, 0
	}
	if size > h.low-here {
		return 0, int64(ErrAllocate)
	}
	h.reach(h.low - size)
	h.low -= size
	h.setLive(h.low, size)
	return h.low, 0
}

// Free is FREE: ior -60 unless addr is a live block.
func (m *Machine) Free(addr int64) int64 {
	h := &m.heap
	size := h.liveSize(addr)
	if size == 0 {
		return int64(ErrFree)
	}
	h.setLive(addr, 0)
	h.release(span{addr, size})
	// counted once the heap is whole again: the step limit may end the
	// word here, the block freed
	m.Tick(1)
	return 0
}

// FreeQuick is Free for fast code: it frees a live block when its step
// does not reach the next checkpoint, and otherwise reports false having
// changed nothing, for Free to do the rest.
func (m *Machine) FreeQuick(addr int64) bool {
	h := &m.heap
	size := h.liveSize(addr)
	if size == 0 || m.Steps+1 > m.CheckAt {
		return false
	}
	h.setLive(addr, 0)
	h.release(span{addr, size})
	m.Steps++
	return true
}

// release returns a span whose cells are unmarked to the free spans,
// merged with the free spans beside it; a span that reaches down to the
// heap's low end goes back to the space between HERE and the heap instead.
func (h *heap) release(s span) {
	end := s.addr + s.size
	aboveFree := end < h.top && h.marks[h.cell(end)].size < 0
	// the cell below is the last of a free span, if one lies there
	belowFree := s.addr > h.low && h.marks[h.cell(s.addr)-1].size < 0
	if h.grow(s, aboveFree, belowFree) {
		return
	}
	if aboveFree {
		s.size += h.removeFree(end)
	}
	if belowFree {
		start := s.addr + int64(h.marks[h.cell(s.addr)-1].size)*CellSize
		s = span{start, s.size + h.removeFree(start)}
	}
	if s.addr == h.low {
		h.low += s.size
		return
	}
	h.addFree(s)
}

// grow merges a span whose cells are unmarked into the one free span
// beside it, where the merged span stays in that span's bin: only the
// marks at its ends change, and the bin's entry keeps its place. So a
// list freed node by node from one end grows one free span without
// taking it out of its bin and putting it back each time. It reports
// false, having changed nothing, when both sides or neither are free
// (release has looked at the marks beside the span), when the span would
// reach the heap's low end, or when the bin changes.
func (h *heap) grow(s span, aboveFree, belowFree bool) bool {
	end := s.addr + s.size
	switch {
	case aboveFree && !belowFree && s.addr > h.low:
		above := h.cell(end)
		mark := h.marks[above]
		size := s.size + int64(-mark.size)*CellSize
		if b := binOf(size); b == binOf(int64(-mark.size)*CellSize) {
			c, n := h.cell(s.addr), size/CellSize
			h.marks[above] = cellMark{}
			h.marks[c] = cellMark{size: int32(-n), slot: mark.slot}
			h.marks[c+n-1].size = int32(-n)
			h.free.bins[b][mark.slot] = s.addr
			return true
		}
	case belowFree && !aboveFree:
		last := h.cell(s.addr) - 1
		below := int64(-h.marks[last].size)
		start := s.addr - below*CellSize
		size := below*CellSize + s.size
		if binOf(size) == binOf(below*CellSize) {
			// a span that grows within its bin is in a bin of many
			// sizes, above smallSpanMax: its last cell is not its first
			c, n := h.cell(start), size/CellSize
			h.marks[last] = cellMark{}
			h.marks[c].size = int32(-n)
			h.marks[c+n-1].size = int32(-n)
			return true
		}
	}
	return false
}

// addFree marks a span free, as it is: it must not touch another free span.
func (h *heap) addFree(s span) {
	c, n := h.cell(s.addr), s.size/CellSize
	h.marks[c+n-1].size = int32(-n)
	h.marks[c] = cellMark{size: int32(-n), slot: int32(h.free.add(s))}
}

// removeFree unmarks the free span that starts at start and returns its
// size.
func (h *heap) removeFree(start int64) int64 {
	c := h.cell(start)
	mark := h.marks[c]
	n := int64(-mark.size)
	h.marks[c], h.marks[c+n-1] = cellMark{}, cellMark{}
	size := n * CellSize
	if moved, ok := h.free.remove(binOf(size), int(mark.slot)); ok {
		h.marks[h.cell(moved)].slot = mark.slot
	}
	return size
}

// freeSize is the size of the free span at start, one the bins hold.
func (h *heap) freeSize(start int64) int64 {
	return int64(-h.marks[h.cell(start)].size) * CellSize
}

// Resize is RESIZE: a block of n bytes holding the old block's contents, at
// the same or a new address. On failure the old block stays as it was.
func (m *Machine) Resize(addr, n int64) (int64, int64) {
	old := m.heap.liveSize(addr)
	if old == 0 {
		return addr, int64(ErrResize)
	}
	size := Aligned(max(n, 1))
	if n < 0 || size < n { // a size near the largest cell overflows when aligned
		return addr, int64(ErrResize)
	}
	if size <= old {
		if size < old {
			m.heap.setLive(addr, size)
			m.heap.release(span{addr + size, old - size})
		}
		return addr, 0
	}
	// the copy and the FREE are counted before the heap changes, so that
	// the step limit cannot end the word with both blocks taken
	m.Tick(old/256 + 1)
	na, ior := m.Allocate(n)
	if ior != 0 {
		return addr, int64(ErrResize)
	}
	copy(m.Mem[na:na+old], m.Mem[addr:addr+old])
	m.heap.setLive(addr, 0)
	m.heap.release(span{addr, old})
	return na, 0
}

// AllocatedSize reports the size of the live block at addr, or false.
func (m *Machine) AllocatedSize(addr int64) (int64, bool) {
	n := m.heap.liveSize(addr)
	return n, n > 0
}

// liveBlocks returns the live blocks by address.
func (h *heap) liveBlocks() []span {
	var out []span
	for a := h.low; a < h.top; {
		mark := h.marks[h.cell(a)].size
		switch {
		case mark > 0:
			out = append(out, span{a, int64(mark) * CellSize})
			a += int64(mark) * CellSize
		case mark < 0:
			a -= int64(mark) * CellSize
		default: // a kept string's cell
			a += CellSize
		}
	}
	return out
}

// AllocateString copies s into a new ALLOCATEd block and returns its address,
// throwing -59 when it does not fit. Vocabularies use it for results the
// program FREEs.
func (m *Machine) AllocateString(s []byte) int64 {
	a, ior := m.Allocate(int64(len(s)))
	if ior != 0 {
		m.Throwf(ErrAllocate, "no room for %d bytes: FREE what is no longer needed or start with a larger --memory", len(s))
	}
	m.Tick(int64(len(s)) / 256)
	copy(m.Mem[a:], s)
	return a
}
