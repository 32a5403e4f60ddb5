package wordsets

import (
	"github.com/forthling/forthling/core"
)

// allocFailure says why u bytes could not be allocated.
func allocFailure(m *core.Machine, u int64) string {
	if u < 0 {
		return itoa(u) + " is a negative size"
	}
	return itoa(u) + " bytes do not fit in the free memory: FREE what is no longer needed, or start the session with more --memory"
}

// allocWords are the Memory-allocation word set. The blocks come from the
// top of the session's Forth memory, so the memory limit bounds them; a
// request that cannot be met is answered with an ior, never an error.
var allocWords = []core.Def{
	{Name: "ALLOCATE", Effect: "( u -- a-addr ior )", Doc: "Reserve u bytes of memory; ior is 0 on success, else -59 (and a-addr is 0) when they do not fit or u is negative. FREE gives them back.",
		Example: "100 ALLOCATE . FREE .", Result: "0 0 ",
		Fn: func(m *core.Machine) {
			u := m.Pop()
			a, ior := m.Allocate(u)
			if ior != 0 {
				m.NoteIOR(core.ThrowCode(ior), allocFailure(m, u))
			}
			m.Push(a)
			m.Push(ior)
		}},
	{Name: "FREE", Effect: "( a-addr -- ior )", Doc: "Give back a block ALLOCATE reserved; ior is 0, or -60 when a-addr is not a live block (never allocated, or freed already).",
		Example: "64 ALLOCATE DROP DUP FREE . FREE .", Result: "0 -60 ",
		Fn: func(m *core.Machine) {
			a := m.Pop()
			ior := m.Free(a)
			if ior != 0 {
				m.NoteIOR(core.ThrowCode(ior), itoa(a)+" is not a block ALLOCATE returned, or it was freed already")
			}
			m.Push(ior)
		}},
	{Name: "RESIZE", Effect: "( a-addr1 u -- a-addr2 ior )", Doc: "Change the size of an ALLOCATEd block to u bytes, keeping its contents, perhaps at a new address; on failure ior is -61 and a-addr2 is a-addr1, still valid.",
		Example: "8 ALLOCATE DROP 5 OVER !  1000 RESIZE . @ .", Result: "0 5 ",
		Fn: func(m *core.Machine) {
			a, u := m.Pop2()
			na, ior := m.Resize(a, u)
			if _, live := m.AllocatedSize(a); ior != 0 && !live {
				m.NoteIOR(core.ThrowCode(ior), itoa(a)+" is not a block ALLOCATE returned, or it was freed already")
			} else if ior != 0 {
				m.NoteIOR(core.ThrowCode(ior), allocFailure(m, u))
			}
			m.Push(na)
			m.Push(ior)
		}},
}

var memorySet = &core.WordSet{
	Name:  "MEMORY",
	Doc:   "Memory allocation: ALLOCATE, FREE and RESIZE in the session's Forth memory.",
	Words: allocWords,
	Environment: map[string][]int64{
		"MEMORY-ALLOC":     {-1},
		"MEMORY-ALLOC-EXT": {-1},
	},
}
