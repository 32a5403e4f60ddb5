package core

import (
	"cmp"
	"fmt"
	"math/bits"
	"slices"
)

// freeSpans are the heap's free spans above its low end. FREE finds a
// freed block's neighbours by their start and end, to merge it with them;
// ALLOCATE finds a span by its size, in bins: one bin for each size up to
// smallSpanMax, where any span of the bin fits, and one for each power of
// two above it. Each is a few look-ups in a table of addresses and a few
// slice operations, however many spans there are: a program that keeps
// thousands of blocks and frees them in any order does not pay for a list
// it walks.
type freeSpans struct {
	at   addrTable[freeSlot] // start -> size and place in its bin
	ends addrTable[int64]    // end -> start
	bins [spanBins][]int64   // the starts of the spans of each bin
	held [2]uint64           // which bins hold spans
}

// freeSlot is a free span's size and its index in its bin.
type freeSlot struct {
	size int64
	slot int
}

const (
	// smallSpanMax is the largest size with a bin of its own: sizes are
	// multiples of the cell, so 64 bins.
	smallSpanMax = 512
	smallBins    = smallSpanMax / CellSize
	// the bins above: sizes of bit length 10 (513..1023) to 63
	spanBins = smallBins + 63 - 9
	// fitScan is how many spans of its own size bin an allocation of a
	// large size looks at for one that fits, before it cuts a span of a
	// larger bin (which always fits); only when none is larger does it
	// look at all of its own bin.
	fitScan = 16
)

func (f *freeSpans) init() {
	f.at.clear()
	f.ends.clear()
	for i := range f.bins {
		f.bins[i] = f.bins[i][:0]
	}
	f.held = [2]uint64{}
}

// binOf is the bin of a span of size bytes, a multiple of the cell size.
func binOf(size int64) int {
	if size <= smallSpanMax {
		return int(size/CellSize) - 1
	}
	return smallBins + bits.Len64(uint64(size)) - 10
}

// len is the number of free spans.
func (f *freeSpans) len() int { return f.at.len() }

// add puts a span in, as it is: it must not touch another free span.
func (f *freeSpans) add(s span) {
	b := binOf(s.size)
	f.at.set(s.addr, freeSlot{s.size, len(f.bins[b])})
	f.ends.set(s.addr+s.size, s.addr)
	f.bins[b] = append(f.bins[b], s.addr)
	f.held[b/64] |= 1 << (b % 64)
}

// remove takes out the span that starts at start and returns its size.
func (f *freeSpans) remove(start int64) int64 {
	e, _ := f.at.take(start)
	b := binOf(e.size)
	list := f.bins[b]
	last := list[len(list)-1]
	list[e.slot] = last
	if last != start {
		f.at.ref(last).slot = e.slot
	}
	f.bins[b] = list[:len(list)-1]
	if len(list) == 1 {
		f.held[b/64] &^= 1 << (b % 64)
	}
	f.ends.remove(start + e.size)
	return e.size
}

// find finds a free span of at least size bytes (a multiple of the cell)
// and returns its start and how many spans it looked at; false when none is
// large enough.
func (f *freeSpans) find(size int64) (start int64, looked int, ok bool) {
	if f.at.len() == 0 {
		return 0, 0, false
	}
	b := binOf(size)
	if b < smallBins {
		if list := f.bins[b]; len(list) > 0 {
			return list[len(list)-1], 1, true
		}
	} else if start, looked, ok = f.fit(b, size, fitScan); ok {
		return start, looked, true
	}
	if next := f.heldFrom(b + 1); next >= 0 {
		list := f.bins[next]
		return list[len(list)-1], looked + 1, true
	}
	if looked == fitScan { // the rest of its own bin
		more := 0
		start, more, ok = f.fit(b, size, len(f.bins[b]))
		return start, looked + more, ok
	}
	return 0, looked, false
}

// fit looks at up to limit spans of bin b for one of at least size bytes.
func (f *freeSpans) fit(b int, size int64, limit int) (start int64, looked int, ok bool) {
	for _, a := range f.bins[b] {
		if looked == limit {
			break
		}
		looked++
		if e, _ := f.at.get(a); e.size >= size {
			return a, looked, true
		}
	}
	return 0, looked, false
}

// heldFrom returns the first bin from b on that holds a span, or -1.
func (f *freeSpans) heldFrom(b int) int {
	for w := b / 64; w < len(f.held); w++ {
		bitsLeft := f.held[w]
		if w == b/64 {
			bitsLeft &^= 1<<(b%64) - 1
		}
		if bitsLeft != 0 {
			return w*64 + bits.TrailingZeros64(bitsLeft)
		}
	}
	return -1
}

// sorted returns the free spans by address, for a session image.
func (f *freeSpans) sorted() []span {
	out := make([]span, 0, f.at.len())
	f.at.each(func(a int64, e freeSlot) { out = append(out, span{a, e.size}) })
	slices.SortFunc(out, func(x, y span) int { return cmp.Compare(x.addr, y.addr) })
	return out
}

func (f *freeSpans) clone() freeSpans {
	c := freeSpans{at: f.at.clone(), ends: f.ends.clone(), held: f.held}
	for i, list := range f.bins {
		c.bins[i] = slices.Clone(list)
	}
	return c
}

// heapPiece is a block of the heap or one of its free spans.
type heapPiece struct {
	span
	free bool
}

func (p heapPiece) what() string {
	if p.free {
		return "free block"
	}
	return "allocated block"
}

// heapPieces returns the blocks and the free spans together, by address.
func heapPieces(live, free []span) []heapPiece {
	pieces := make([]heapPiece, 0, len(live)+len(free))
	for _, s := range live {
		pieces = append(pieces, heapPiece{s, false})
	}
	for _, s := range free {
		pieces = append(pieces, heapPiece{s, true})
	}
	slices.SortFunc(pieces, func(x, y heapPiece) int { return cmp.Compare(x.addr, y.addr) })
	return pieces
}

// checkHeap reports what is wrong with the blocks and free spans read
// from a session image for a heap from low to top: each a whole number of
// cells, inside the heap, and none overlapping another. The heap's
// bookkeeping counts on it: a free span that shared its start with a block
// would take the block's place when the block was freed.
func checkHeap(live, free []span, low, top int64) error {
	end := low
	for _, p := range heapPieces(live, free) {
		switch {
		case p.size <= 0 || p.size%CellSize != 0:
			return fmt.Errorf("%s at %d: size %d is not a whole number of cells", p.what(), p.addr, p.size)
		case p.addr < end:
			return fmt.Errorf("%s at %d overlaps the block before it or the space below the heap (%d)", p.what(), p.addr, end)
		case p.size > top-p.addr:
			return fmt.Errorf("%s at %d: size %d passes the end of memory (%d)", p.what(), p.addr, p.size, top)
		}
		end = p.addr + p.size
	}
	return nil
}
