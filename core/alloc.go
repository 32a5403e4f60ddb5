package core

// heap is the memory of ALLOCATE, FREE and RESIZE: blocks taken from the top
// of Forth memory downwards, towards HERE. Its bookkeeping lives in Go, not in
// Forth memory, so a program that writes past a block cannot corrupt it, and
// FREE of an address that is not a live block is answered with an ior.
type heap struct {
	top  int64            // end of memory
	low  int64            // lowest address in use by the heap; HERE stays below
	live addrTable[int64] // block address -> size
	free freeSpans        // free spans above low
}

type span struct{ addr, size int64 }

func (h *heap) init(memSize int64) {
	h.top = memSize
	h.low = memSize
	h.live.clear()
	h.free.init()
}

func (h *heap) clone() heap {
	return heap{top: h.top, low: h.low, live: h.live.clone(), free: h.free.clone()}
}

// Allocate is ALLOCATE: n bytes, or ior -59 when they do not fit.
func (m *Machine) Allocate(n int64) (addr int64, ior int64) {
	if n < 0 {
		return 0, int64(ErrAllocate)
	}
	size := Aligned(max(n, 1))
	if size < n { // overflow
		return 0, int64(ErrAllocate)
	}
	h := &m.heap
	start, looked, ok := h.free.find(size)
	// counted before the heap changes: the step limit may end the word here
	m.Tick(int64(looked)/64 + 1)
	if ok {
		// the block is the span's top end; the rest stays free
		s := span{start, h.free.remove(start)}
		if s.size > size {
			h.free.add(span{s.addr, s.size - size})
		}
		addr = s.addr + s.size - size
		h.live.set(addr, size)
		return addr, 0
	}
	if size > h.low-m.here {
		return 0, int64(ErrAllocate)
	}
	h.low -= size
	h.live.set(h.low, size)
	return h.low, 0
}

// Free is FREE: ior -60 unless addr is a live block.
func (m *Machine) Free(addr int64) int64 {
	h := &m.heap
	size, ok := h.live.take(addr)
	if !ok {
		return int64(ErrFree)
	}
	h.release(span{addr, size})
	// counted once the heap is whole again: the step limit may end the
	// word here, the block freed
	m.Tick(1)
	return 0
}

// release returns a span to the free spans, merged with the free spans
// beside it; a span that reaches down to the heap's low end goes back to
// the space between HERE and the heap instead.
func (h *heap) release(s span) {
	if h.free.at.has(s.addr + s.size) {
		s.size += h.free.remove(s.addr + s.size)
	}
	if start, ok := h.free.ends.get(s.addr); ok {
		s = span{start, s.size + h.free.remove(start)}
	}
	if s.addr == h.low {
		h.low += s.size
		return
	}
	h.free.add(s)
}

// Resize is RESIZE: a block of n bytes holding the old block's contents, at
// the same or a new address. On failure the old block stays as it was.
func (m *Machine) Resize(addr, n int64) (int64, int64) {
	old, ok := m.heap.live.get(addr)
	if !ok {
		return addr, int64(ErrResize)
	}
	size := Aligned(max(n, 1))
	if n < 0 || size < n { // a size near the largest cell overflows when aligned
		return addr, int64(ErrResize)
	}
	if size <= old {
		if size < old {
			m.heap.live.set(addr, size)
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
	m.heap.live.remove(addr)
	m.heap.release(span{addr, old})
	return na, 0
}

// AllocatedSize reports the size of the live block at addr, or false.
func (m *Machine) AllocatedSize(addr int64) (int64, bool) {
	n, ok := m.heap.live.get(addr)
	return n, ok
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
