package wordsets

import (
	"github.com/forthling/forthling/core"
)

// allocWords are the Memory-allocation word set. The blocks come from the
// top of the session's Forth memory, so the memory limit bounds them; a
// request that cannot be met is answered with an ior, never an error.
var allocWords = []core.Def{
	{Name: "ALLOCATE", Effect: "( u -- a-addr ior )", Doc: "Reserve u bytes of memory; ior is 0 on success, else -59 (and a-addr is 0) when they do not fit or u is negative. FREE gives them back.",
		Example: "100 ALLOCATE . FREE .", Result: "0 0 ",
		Fn: func(m *core.Machine) {
			a, ior := m.Allocate(m.Pop())
			m.Push(a)
			m.Push(ior)
		}},
	{Name: "FREE", Effect: "( a-addr -- ior )", Doc: "Give back a block ALLOCATE reserved; ior is 0, or -60 when a-addr is not a live block (never allocated, or freed already).",
		Example: "64 ALLOCATE DROP DUP FREE . FREE .", Result: "0 -60 ",
		Fn: func(m *core.Machine) { m.Push(m.Free(m.Pop())) }},
	{Name: "RESIZE", Effect: "( a-addr1 u -- a-addr2 ior )", Doc: "Change the size of an ALLOCATEd block to u bytes, keeping its contents, perhaps at a new address; on failure ior is -61 and a-addr2 is a-addr1, still valid.",
		Example: "8 ALLOCATE DROP 5 OVER !  1000 RESIZE . @ .", Result: "0 5 ",
		Fn: func(m *core.Machine) {
			a, u := m.Pop2()
			na, ior := m.Resize(a, u)
			m.Push(na)
			m.Push(ior)
		}},
}

func init() {
	core.Register(&core.WordSet{
		Name:  "MEMORY",
		Doc:   "Memory allocation: ALLOCATE, FREE and RESIZE in the session's Forth memory.",
		Words: allocWords,
		Order: 10,
		Environment: map[string][]int64{
			"MEMORY-ALLOC":     {-1},
			"MEMORY-ALLOC-EXT": {-1},
		},
	})
}
