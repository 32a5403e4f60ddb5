package core

import (
	"bytes"
	"testing"
)

// TestEmitAllocatesNothing: EMIT hands its character to the output
// without Go allocating it on the heap, one allocation per character.
func TestEmitAllocatesNothing(t *testing.T) {
	m := newMachine(1 << 16)
	var out bytes.Buffer
	out.Grow(1 << 10)
	m.out = &out
	allocs := testing.AllocsPerRun(100, func() { m.Emit('x') })
	if allocs != 0 {
		t.Errorf("%v allocations per EMIT, want none", allocs)
	}
	if out.Len() != 101 || out.String()[:3] != "xxx" {
		t.Errorf("wrote %q", out.String())
	}
}
