package core

import "testing"

// TestReleaseAllocatesNothing: the free list keeps its room when a block
// freed at the heap's low end goes back to the space below the heap, so
// that a program that allocates and frees in a loop (RESIZE moves a block,
// FREE frees both) has Go allocate nothing for the list each time round.
func TestReleaseAllocatesNothing(t *testing.T) {
	const top = 1 << 20
	var h heap
	h.init(top)
	allocs := testing.AllocsPerRun(100, func() {
		h.low -= 192                     // a block of 128 below one of 64
		h.release(span{h.low + 128, 64}) // the upper one, freed first, waits in the list
		h.release(span{h.low, 128})      // the lower one takes it back below the heap
	})
	if allocs != 0 {
		t.Errorf("%v allocations each time round, want none", allocs)
	}
	if h.low != top || len(h.free) != 0 {
		t.Errorf("after the loop the heap starts at %d with %d free spans, want %d and none", h.low, len(h.free), top)
	}
}
