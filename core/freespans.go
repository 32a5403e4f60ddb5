package core

import (
	"cmp"
	"fmt"
	"math/bits"
	"slices"
)

// freeSpans are the heap's free spans above its low end, by size, for
// ALLOCATE to find one that fits: one bin for each size up to
// smallSpanMax, where any span of the bin fits, and one for each power of
// two above it. The heap's marks hold each span's size and its index in
// its bin, so that taking a span out of its bin is a swap with the last.
type freeSpans struct {
	bins [spanBins][]int64 // the starts of the spans of each bin
	held [2]uint64         // which bins hold spans
}

const (
	// smallSpanMax is the largest size with a bin of its own: sizes are
	// multiples of the cell size, so 64 bins.
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

// add puts a span in its bin and returns its index there.
func (f *freeSpans) add(s span) int {
	b := binOf(s.size)
	f.bins[b] = append(f.bins[b], s.addr)
	f.held[b/64] |= 1 << (b % 64)
	return len(f.bins[b]) - 1
}

// remove takes the span at index slot of bin b out; the bin's last span
// takes its place, and remove returns that span's start and true, unless
// the span taken out was the last.
func (f *freeSpans) remove(b, slot int) (moved int64, ok bool) {
	list := f.bins[b]
	last := len(list) - 1
	if slot != last {
		list[slot] = list[last]
		moved, ok = list[slot], true
	}
	f.bins[b] = list[:last]
	if last == 0 {
		f.held[b/64] &^= 1 << (b % 64)
	}
	return moved, ok
}

// find finds a free span of at least size bytes (a multiple of the cell)
// and returns its start and how many spans it looked at; false when none is
// large enough.
func (h *heap) find(size int64) (start int64, looked int, ok bool) {
	f := &h.free
	if f.held == [2]uint64{} {
		return 0, 0, false
	}
	b := binOf(size)
	if b < smallBins {
		if list := f.bins[b]; len(list) > 0 {
			return list[len(list)-1], 1, true
		}
	} else if start, looked, ok = h.fit(b, size, fitScan); ok {
		return start, looked, true
	}
	if next := f.heldFrom(b + 1); next >= 0 {
		list := f.bins[next]
		return list[len(list)-1], looked + 1, true
	}
	if looked == fitScan { // the rest of its own bin
		more := 0
		start, more, ok = h.fit(b, size, len(f.bins[b]))
		return start, looked + more, ok
	}
	return 0, looked, false
}

// fit looks at up to limit spans of bin b for one of at least size bytes.
func (h *heap) fit(b int, size int64, limit int) (start int64, looked int, ok bool) {
	for _, a := range h.free.bins[b] {
		if looked == limit {
			break
		}
		looked++
		if h.freeSize(a) >= size {
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

// freeList returns the free spans by address, for a session image.
func (h *heap) freeList() []span {
	var out []span
	for _, list := range h.free.bins {
		for _, a := range list {
			out = append(out, span{a, h.freeSize(a)})
		}
	}
	slices.SortFunc(out, func(x, y span) int { return cmp.Compare(x.addr, y.addr) })
	return out
}

func (f *freeSpans) clone() freeSpans {
	c := freeSpans{held: f.held}
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
// cells, at a whole number of cells below the top, inside the heap, and
// none overlapping another. The heap's marks count on it: a cell's mark
// holds one piece's size, and a free span that overlapped a block would
// overwrite the block's mark or leave a stale one inside it.
func checkHeap(live, free []span, low, top int64) error {
	if (top-low)%CellSize != 0 {
		return fmt.Errorf("its low end %d is not a whole number of cells below the end of memory (%d)", low, top)
	}
	end := low
	for _, p := range heapPieces(live, free) {
		switch {
		case (top-p.addr)%CellSize != 0:
			return fmt.Errorf("%s at %d is not a whole number of cells below the end of memory (%d)", p.what(), p.addr, top)
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
