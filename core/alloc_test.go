package core

import (
	"fmt"
	"math"
	"math/rand/v2"
	"slices"
	"testing"
)

// TestReleaseAllocatesNothing: the bins keep their room when a block freed
// at the heap's low end goes back to the space below the heap, so that a
// program that allocates and frees in a loop (RESIZE moves a block, FREE
// frees both) has Go allocate nothing for the bookkeeping each time round.
func TestReleaseAllocatesNothing(t *testing.T) {
	const top = 1 << 20
	var h heap
	h.init(top)
	h.reach(top - 192)
	allocs := testing.AllocsPerRun(100, func() {
		h.low -= 192                     // a block of 128 below one of 64
		h.release(span{h.low + 128, 64}) // the upper one, freed first, waits in the list
		h.release(span{h.low, 128})      // the lower one takes it back below the heap
	})
	if allocs != 0 {
		t.Errorf("%v allocations each time round, want none", allocs)
	}
	if n := len(h.freeList()); h.low != top || n != 0 {
		t.Errorf("after the loop the heap starts at %d with %d free spans, want %d and none", h.low, n, top)
	}
}

// TestHeapAgainstItsRules runs random ALLOCATE, FREE and RESIZE on a small
// memory and checks the heap after each: blocks and free spans tile the
// heap from its low end to the top, no two free spans touch and none
// starts at the low end, every free span is in the bin of its size, a
// block keeps its bytes through RESIZE, and ALLOCATE fails only when no
// free span and not the room below the heap is large enough.
func TestHeapAgainstItsRules(t *testing.T) {
	for seed := uint64(1); seed <= 20; seed++ {
		rng := rand.New(rand.NewPCG(seed, 7))
		const memSize = 1 << 16
		m := newMachine(memSize)
		m.here = 4096
		fills := map[int64]byte{} // each live block is filled with its byte
		for step := 0; step < 3000; step++ {
			addrs := liveBlocks(m)
			if len(addrs) != len(fills) {
				t.Fatalf("seed %d step %d: %d live blocks, want %d", seed, step, len(addrs), len(fills))
			}
			for _, a := range addrs {
				if _, ok := fills[a]; !ok {
					t.Fatalf("seed %d step %d: %d is a live block, but ALLOCATE and RESIZE did not give it", seed, step, a)
				}
			}
			switch op := rng.IntN(10); {
			case op < 5 || len(addrs) == 0:
				n := int64(rng.IntN(600))
				if rng.IntN(20) == 0 {
					n = int64(rng.IntN(8000))
				}
				a, ior := m.Allocate(n)
				if ior != 0 {
					if fit := largestFree(&m.heap); fit >= Aligned(max(n, 1)) || m.heap.low-m.here >= Aligned(max(n, 1)) {
						t.Fatalf("seed %d step %d: ALLOCATE %d failed with a free span of %d and %d bytes below the heap", seed, step, n, fit, m.heap.low-m.here)
					}
					continue
				}
				b := byte(rng.IntN(255) + 1)
				for i := range m.heap.liveSize(a) {
					m.Mem[a+i] = b
				}
				fills[a] = b
			case op < 8:
				a := addrs[rng.IntN(len(addrs))]
				if ior := m.Free(a); ior != 0 {
					t.Fatalf("seed %d step %d: FREE of the live block %d: ior %d", seed, step, a, ior)
				}
				delete(fills, a)
			default:
				a := addrs[rng.IntN(len(addrs))]
				old, b := m.heap.liveSize(a), fills[a]
				na, ior := m.Resize(a, int64(rng.IntN(1200)))
				if ior != 0 {
					continue
				}
				kept := min(old, m.heap.liveSize(na))
				for i := range kept {
					if m.Mem[na+i] != b {
						t.Fatalf("seed %d step %d: RESIZE of %d to %d lost byte %d", seed, step, a, na, i)
					}
				}
				for i := kept; i < m.heap.liveSize(na); i++ {
					m.Mem[na+i] = b
				}
				delete(fills, a)
				fills[na] = b
			}
			if err := heapRulesBroken(&m.heap); err != "" {
				t.Fatalf("seed %d step %d: %s", seed, step, err)
			}
		}
		for a, b := range fills {
			for i := range m.heap.liveSize(a) {
				if m.Mem[a+i] != b {
					t.Fatalf("seed %d: block %d changed at byte %d", seed, a, i)
				}
			}
		}
	}
}

func largestFree(h *heap) int64 {
	var n int64
	for _, s := range h.freeList() {
		n = max(n, s.size)
	}
	return n
}

// heapRulesBroken says which rule of the heap's bookkeeping h breaks, or "".
func heapRulesBroken(h *heap) string {
	pieces := heapPieces(h.liveBlocks(), h.freeList())
	at := h.low
	for i, p := range pieces {
		switch {
		case p.addr != at:
			return fmt.Sprintf("a gap or an overlap at %d: the next piece starts at %d", at, p.addr)
		case p.size <= 0 || p.size%CellSize != 0:
			return fmt.Sprintf("the piece at %d has size %d", p.addr, p.size)
		case p.free && i == 0:
			return fmt.Sprintf("the free span at %d starts at the heap's low end", p.addr)
		case p.free && pieces[i-1].free:
			return fmt.Sprintf("the free spans at %d and %d touch", pieces[i-1].addr, p.addr)
		}
		at += p.size
	}
	if at != h.top {
		return fmt.Sprintf("the pieces end at %d, the memory at %d", at, h.top)
	}
	// the marks, cell by cell, as the pieces and the bins have them
	f := &h.free
	want := make([]cellMark, len(h.marks))
	for b, list := range f.bins {
		if held := f.held[b/64]&(1<<(b%64)) != 0; held != (len(list) > 0) {
			return fmt.Sprintf("bin %d holds %d spans but is marked %v", b, len(list), held)
		}
		for k, a := range list {
			if size := h.freeSize(a); binOf(size) != b {
				return fmt.Sprintf("the span at %d of size %d is in bin %d, not in bin %d", a, size, b, binOf(size))
			}
			want[h.cell(a)].slot = int32(k)
		}
	}
	for _, p := range pieces {
		c, n := h.cell(p.addr), p.size/CellSize
		if p.free {
			want[c+n-1].size = int32(-n)
			want[c].size = int32(-n)
		} else {
			want[c].size = int32(n)
		}
	}
	if h.cell(h.low) < 0 {
		return fmt.Sprintf("the marks reach %d cells below the top, not the heap's low end %d", len(h.marks), h.low)
	}
	for c := range want {
		if want[c] != h.marks[c] {
			return fmt.Sprintf("the mark of the cell at %d is %+v, want %+v", h.top-int64(len(want)-c)*CellSize, h.marks[c], want[c])
		}
	}
	return ""
}

// TestHeapStepsStayFlat: with thousands of free spans in the heap, an
// ALLOCATE or FREE counts a step or two, not a walk over them.
func TestHeapStepsStayFlat(t *testing.T) {
	m := newMachine(1 << 20)
	var blocks []int64
	for i := range 8000 {
		a, ior := m.Allocate(int64(8 + i%5*8))
		if ior != 0 {
			t.Fatal(ior)
		}
		blocks = append(blocks, a)
	}
	for i := 0; i < len(blocks); i += 2 {
		m.Free(blocks[i])
	}
	if n := len(m.heap.freeList()); n < 3000 {
		t.Fatalf("%d free spans, want thousands", n)
	}
	for i, n := range []int64{8, 40, 48, 1000, 3000} {
		before := m.Steps
		a, ior := m.Allocate(n)
		if ior != 0 {
			t.Fatal(ior)
		}
		if got := m.Steps - before; got > 2 {
			t.Errorf("ALLOCATE %d counted %d steps", n, got)
		}
		before = m.Steps
		m.Free(blocks[2*i+1])
		m.Free(a)
		if got := m.Steps - before; got > 2 {
			t.Errorf("two FREEs counted %d steps", got)
		}
	}
}

// TestAllocateLooksAtAllItsBin: when the one free span that fits is past
// the first spans of its size bin that ALLOCATE looks at, and no larger
// span is free, ALLOCATE still finds it rather than fail or take memory
// from below the heap.
func TestAllocateLooksAtAllItsBin(t *testing.T) {
	m := newMachine(1 << 20)
	var spans []int64
	for i := range fitScan + 4 {
		size := int64(1024)
		if i == fitScan+2 {
			size = 2000
		}
		a, ior := m.Allocate(size)
		if ior != 0 {
			t.Fatal(ior)
		}
		spans = append(spans, a)
		if _, ior := m.Allocate(8); ior != 0 { // keeps the spans apart
			t.Fatal(ior)
		}
	}
	for _, a := range spans {
		m.Free(a)
	}
	m.here = m.heap.low // no room below the heap
	a, ior := m.Allocate(1500)
	if ior != 0 {
		t.Fatalf("ALLOCATE 1500: ior %d with a free span of 2000", ior)
	}
	if want := spans[fitScan+2] + 2000 - 1504; a != want {
		t.Errorf("ALLOCATE 1500 gave %d, want %d, the top of the span of 2000", a, want)
	}
	if err := heapRulesBroken(&m.heap); err != "" {
		t.Error(err)
	}
}

// TestCheckHeap: the blocks and free spans of a session image are taken
// only when each is whole cells inside the heap and none overlaps another.
func TestCheckHeap(t *testing.T) {
	const low, top = 1000, 2000
	cases := []struct {
		name       string
		live, free []span
		bad        bool
	}{
		{"tiled", []span{{1000, 16}, {1032, 8}}, []span{{1016, 16}, {1040, 960}}, false},
		{"with gaps", []span{{1008, 16}}, []span{{1104, 8}}, false},
		{"a free span sharing a block's start", []span{{1016, 16}}, []span{{1016, 8}}, true},
		{"a free span inside a block", []span{{1000, 64}}, []span{{1016, 8}}, true},
		{"two free spans overlapping", nil, []span{{1000, 64}, {1056, 64}}, true},
		{"below the heap", []span{{992, 16}}, nil, true},
		{"past the end", nil, []span{{1992, 16}}, true},
		{"part of a cell", []span{{1000, 12}}, nil, true},
		{"between cells", []span{{1004, 16}}, nil, true},
	}
	for _, c := range cases {
		if err := checkHeap(c.live, c.free, low, top); (err != nil) != c.bad {
			t.Errorf("%s: checkHeap says %v", c.name, err)
		}
	}
	if err := checkHeap(nil, nil, low+4, top); err == nil {
		t.Errorf("a low end between cells passed")
	}
}

// FuzzHeap runs ALLOCATE, FREE and RESIZE as the bytes say, on addresses
// of live blocks and on any address, and checks the heap's rules after
// each: a program can hand FREE and RESIZE whatever it likes.
func FuzzHeap(f *testing.F) {
	f.Add([]byte{0, 10, 0, 200, 1, 0, 2, 1, 40, 3, 7, 7})
	f.Add([]byte{0, 255, 0, 1, 0, 64, 1, 1, 1, 0, 0, 9, 2, 0, 255})
	f.Fuzz(func(t *testing.T, ops []byte) {
		m := newMachine(1 << 14)
		m.here = 1024
		var blocks []int64
		for len(ops) >= 3 {
			op, x, y := ops[0]%4, int64(ops[1]), int64(ops[2])
			ops = ops[3:]
			switch op {
			case 0:
				if a, ior := m.Allocate(x * (y%8 + 1)); ior == 0 {
					blocks = append(blocks, a)
				}
			case 1, 2:
				if len(blocks) == 0 {
					continue
				}
				k := int(x) % len(blocks)
				if op == 1 {
					if ior := m.Free(blocks[k]); ior != 0 {
						t.Fatalf("FREE of the live block %d: ior %d", blocks[k], ior)
					}
					blocks = slices.Delete(blocks, k, k+1)
				} else if a, ior := m.Resize(blocks[k], y*(x%4+1)); ior == 0 {
					blocks[k] = a
				}
			case 3: // an address a program made up
				a := m.heap.low + x*8 + y%9 - 4
				if m.heap.liveSize(a) == 0 {
					if ior := m.Free(a); ior == 0 {
						t.Fatalf("FREE of %d, not a block, took it", a)
					}
					if _, ior := m.Resize(a, 8); ior == 0 {
						t.Fatalf("RESIZE of %d, not a block, took it", a)
					}
				}
			}
			if err := heapRulesBroken(&m.heap); err != "" {
				t.Fatal(err)
			}
		}
	})
}

// TestStepLimitLosesNoBlock: when the step limit falls in ALLOCATE, FREE or
// RESIZE, the word ends with the heap whole: no block is left out of both
// the blocks and the free spans, and no block is taken that the program
// cannot reach.
func TestStepLimitLosesNoBlock(t *testing.T) {
	ops := map[string]func(m *Machine, a int64){
		"ALLOCATE": func(m *Machine, _ int64) { m.Allocate(64) },
		"FREE":     func(m *Machine, a int64) { m.Free(a) },
		"RESIZE":   func(m *Machine, a int64) { m.Resize(a, 4000) },
	}
	for name, op := range ops {
		ended := false
		// the limit falls on each step the word counts, one after another
		for room := int64(0); room < 3; room++ {
			m := newMachine(1 << 16)
			var blocks []int64
			for range 6 {
				a, _ := m.Allocate(40)
				blocks = append(blocks, a)
			}
			m.Free(blocks[1]) // a free span among the blocks
			before := liveBlocks(m)
			m.stepLimit, m.CheckAt = m.Steps+room, m.Steps+room
			func() {
				defer func() {
					if recover() != nil {
						ended = true
					}
				}()
				op(m, blocks[3])
			}()
			if err := heapRulesBroken(&m.heap); err != "" {
				t.Errorf("%s, the limit %d steps on: %s", name, room, err)
			}
			after := liveBlocks(m)
			if name != "ALLOCATE" && len(after) > len(before) {
				t.Errorf("%s, the limit %d steps on: blocks %v, before %v", name, room, after, before)
			}
		}
		if !ended {
			t.Errorf("%s: the step limit never ended it", name)
		}
	}
}

func liveBlocks(m *Machine) []int64 {
	var out []int64
	for _, b := range m.heap.liveBlocks() {
		out = append(out, b.addr)
	}
	return out
}

// TestMarksHoldTheLargestHeap: a cell's mark holds sizes and bin indexes
// in cells as 32 bits, which the ceiling on memory must keep them within.
func TestMarksHoldTheLargestHeap(t *testing.T) {
	if cells := Ceilings.Memory / CellSize; cells > math.MaxInt32 {
		t.Errorf("memory of up to %d cells: a mark's 32 bits cannot hold its sizes", cells)
	}
}

// TestQuickPathsDoWhatTheWordsDo runs the same random ALLOCATEs and FREEs
// on two machines, one by Allocate and Free, the other by AllocateQuick
// and FreeQuick with the words behind them where they refuse, as fast
// code runs them: the addresses, iors, steps and heaps stay the same. A
// checkpoint near makes the quick paths refuse, having changed nothing.
func TestQuickPathsDoWhatTheWordsDo(t *testing.T) {
	for seed := uint64(1); seed <= 10; seed++ {
		rng := rand.New(rand.NewPCG(seed, 3))
		words, quick := newMachine(1<<15), newMachine(1<<15)
		words.here, quick.here = 4096, 4096
		var blocks []int64
		for step := 0; step < 2000; step++ {
			quick.CheckAt = quick.Steps + int64(rng.IntN(3)) // at times no step is left before it
			before := quick.heap.clone()
			if len(blocks) == 0 || rng.IntN(2) == 0 {
				n := int64(rng.IntN(300)) - 5
				if rng.IntN(50) == 0 {
					n = 1 << 20 // too large
				}
				a, ior := words.Allocate(n)
				b, ok := quick.AllocateQuick(n)
				if !ok {
					if !slices.Equal(before.marks, quick.heap.marks) || before.low != quick.heap.low {
						t.Fatalf("seed %d step %d: AllocateQuick %d refused but changed the heap", seed, step, n)
					}
					quick.CheckAt = math.MaxInt64
					var bior int64
					b, bior = quick.Allocate(n)
					ok = bior == 0
				}
				if (ior == 0) != ok || a != b {
					t.Fatalf("seed %d step %d: ALLOCATE %d gave %d ior %d, the quick path %d (%v)", seed, step, n, a, ior, b, ok)
				}
				if ior == 0 {
					blocks = append(blocks, a)
				}
			} else {
				k := rng.IntN(len(blocks))
				a := blocks[k]
				if rng.IntN(10) == 0 {
					a += 8 // not a block
				} else {
					blocks = slices.Delete(blocks, k, k+1)
				}
				ior := words.Free(a)
				if !quick.FreeQuick(a) {
					if !slices.Equal(before.marks, quick.heap.marks) {
						t.Fatalf("seed %d step %d: FreeQuick %d refused but changed the heap", seed, step, a)
					}
					quick.CheckAt = math.MaxInt64
					if qior := quick.Free(a); qior != ior {
						t.Fatalf("seed %d step %d: FREE %d gave ior %d, the quick path %d", seed, step, a, ior, qior)
					}
				} else if ior != 0 {
					t.Fatalf("seed %d step %d: FREE %d gave ior %d, the quick path took it", seed, step, a, ior)
				}
			}
			if words.Steps != quick.Steps {
				t.Fatalf("seed %d step %d: %d steps by the words, %d by the quick paths", seed, step, words.Steps, quick.Steps)
			}
			if !slices.Equal(words.heap.marks, quick.heap.marks) || words.heap.low != quick.heap.low {
				t.Fatalf("seed %d step %d: the heaps differ", seed, step)
			}
		}
	}
}

// TestFreeingARunGrowsOneSpan frees a run of blocks one by one, from its
// top down and from its bottom up, between two blocks that stay: the heap
// keeps its rules after each FREE (the span grows in its bin, or moves to
// the bin of its new size), and at the end the run is one free span.
func TestFreeingARunGrowsOneSpan(t *testing.T) {
	for _, down := range []bool{true, false} {
		m := newMachine(1 << 16)
		m.here = 1024
		var run []int64
		m.Allocate(16) // stays, above the run
		for range 300 {
			a, _ := m.Allocate(16)
			run = append(run, a) // by address, downwards
		}
		low, _ := m.Allocate(16) // stays, below the run
		if !down {
			slices.Reverse(run)
		}
		for i, a := range run {
			if ior := m.Free(a); ior != 0 {
				t.Fatalf("down %v: FREE of block %d: ior %d", down, i, ior)
			}
			if err := heapRulesBroken(&m.heap); err != "" {
				t.Fatalf("down %v: after FREE of block %d: %s", down, i, err)
			}
		}
		if free := m.heap.freeList(); len(free) != 1 || free[0] != (span{low + 16, 300 * 16}) {
			t.Errorf("down %v: free spans %v, want one of %d bytes at %d", down, free, 300*16, low+16)
		}
	}
}
