package wordsets

import (
	"bytes"
	"testing"
)

// TestCopiesByBlocks: FILL's and CMOVE's block moves give what storing
// one byte at a time gives, at every overlap of source and destination.
func TestCopiesByBlocks(t *testing.T) {
	const size = 48
	start := func() []byte {
		mem := make([]byte, size)
		for i := range mem {
			mem[i] = byte('A' + i)
		}
		return mem
	}
	oneAtATime := func(src, dst, u int64, up bool) []byte {
		mem := start()
		for k := range u {
			i := k
			if !up {
				i = u - 1 - k
			}
			mem[dst+i] = mem[src+i]
		}
		return mem
	}
	for u := int64(1); u <= size/2; u++ {
		for src := int64(0); src+u <= size; src++ {
			for dst := int64(0); dst+u <= size; dst++ {
				for _, up := range []bool{true, false} {
					got, name := start(), "CMOVE"
					if !up {
						name = "CMOVE>"
					}
					copyOneAtATime(got, src, dst, u, up)
					if want := oneAtATime(src, dst, u, up); !bytes.Equal(got, want) {
						t.Fatalf("%s of %d bytes from %d to %d: %s, want %s", name, u, src, dst, got, want)
					}
				}
			}
		}
	}
	for n := range 300 {
		b := bytes.Repeat([]byte{'x'}, n+2)
		setBytes(b[1:n+1], 'c')
		if want := "x" + string(bytes.Repeat([]byte{'c'}, n)) + "x"; string(b) != want {
			t.Fatalf("FILL of %d bytes: %q", n, b)
		}
	}
}
