package core

import "sort"

// heap is the memory of ALLOCATE, FREE and RESIZE: blocks taken from the top
// of Forth memory downwards, towards HERE. Its bookkeeping lives in Go, not in
// Forth memory, so a program that writes past a block cannot corrupt it, and
// FREE of an address that is not a live block is answered with an ior.
type heap struct {
	top  int64           // end of memory
	low  int64           // lowest address in use by the heap; HERE stays below
	live map[int64]int64 // block address -> size
	free []span          // free spans above low, sorted by address
}

type span struct{ addr, size int64 }

func (h *heap) init(memSize int64) {
	h.top = memSize
	h.low = memSize
	h.live = map[int64]int64{}
	h.free = nil
}

func (h *heap) clone() heap {
	c := heap{top: h.top, low: h.low, live: make(map[int64]int64, len(h.live))}
	for k, v := range h.live {
		c.live[k] = v
	}
	c.free = append([]span(nil), h.free...)
	return c
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
	m.Tick(int64(len(h.free))/64 + 1)
	for i, s := range h.free {
		if s.size >= size {
			addr = s.addr + s.size - size
			if s.size == size {
				h.free = append(h.free[:i], h.free[i+1:]...)
			} else {
				h.free[i].size -= size
			}
			h.live[addr] = size
			return addr, 0
		}
	}
	if size > h.low-m.here {
		return 0, int64(ErrAllocate)
	}
	h.low -= size
	h.live[h.low] = size
	return h.low, 0
}

// Free is FREE: ior -60 unless addr is a live block.
func (m *Machine) Free(addr int64) int64 {
	h := &m.heap
	size, ok := h.live[addr]
	if !ok {
		return int64(ErrFree)
	}
	delete(h.live, addr)
	m.Tick(int64(len(h.free))/64 + 1)
	h.release(span{addr, size})
	return 0
}

// release returns a span to the free list, merging it with its neighbours and
// giving the lowest free span back to the space between HERE and the heap.
func (h *heap) release(s span) {
	i := sort.Search(len(h.free), func(i int) bool { return h.free[i].addr > s.addr })
	h.free = append(h.free, span{})
	copy(h.free[i+1:], h.free[i:])
	h.free[i] = s
	if i+1 < len(h.free) && h.free[i].addr+h.free[i].size == h.free[i+1].addr {
		h.free[i].size += h.free[i+1].size
		h.free = append(h.free[:i+1], h.free[i+2:]...)
	}
	if i > 0 && h.free[i-1].addr+h.free[i-1].size == h.free[i].addr {
		h.free[i-1].size += h.free[i].size
		h.free = append(h.free[:i], h.free[i+1:]...)
	}
	if len(h.free) > 0 && h.free[0].addr == h.low {
		h.low += h.free[0].size
		// moved down rather than sliced off, so that the list keeps its
		// room: a program that allocates and frees in a loop would have
		// each release's append allocate the list again
		h.free = append(h.free[:0], h.free[1:]...)
	}
}

// Resize is RESIZE: a block of n bytes holding the old block's contents, at
// the same or a new address. On failure the old block stays as it was.
func (m *Machine) Resize(addr, n int64) (int64, int64) {
	old, ok := m.heap.live[addr]
	if !ok {
		return addr, int64(ErrResize)
	}
	size := Aligned(max(n, 1))
	if n < 0 || size < n { // a size near the largest cell overflows when aligned
		return addr, int64(ErrResize)
	}
	if size <= old {
		if size < old {
			m.heap.live[addr] = size
			m.heap.release(span{addr + size, old - size})
		}
		return addr, 0
	}
	na, ior := m.Allocate(n)
	if ior != 0 {
		return addr, int64(ErrResize)
	}
	m.Tick(old / 256)
	copy(m.Mem[na:na+old], m.Mem[addr:addr+old])
	m.Free(addr)
	return na, 0
}

// AllocatedSize reports the size of the live block at addr, or false.
func (m *Machine) AllocatedSize(addr int64) (int64, bool) {
	n, ok := m.heap.live[addr]
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
