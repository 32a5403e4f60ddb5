package compile_test

import (
	"strings"
	"testing"
)

// A word of a few lines is inlined where it is called, a longer one stays
// a call, and inlining grows no definition without bound: past its room,
// calls stay calls. The compiler log shows a call that stays one as a
// "call site" line.
func TestInliningLimits(t *testing.T) {
	s := systemsWithLog(t)
	word := func(name string, incs int) string { return ": " + name + " " + strings.Repeat("1+ ", incs) + ";\n" }
	callSites := func(src string) int {
		n := 0
		for _, line := range s.run(t, src) {
			if strings.HasPrefix(line, "T ") && strings.HasSuffix(line, ": call site") {
				n++
			}
		}
		return n
	}
	if n := callSites(word("w", 60) + ": t 0 10 0 DO w LOOP ; t ."); n != 0 {
		t.Errorf("a word of 60 ops called in a loop: %d call sites, want it inlined", n)
	}
	if n := callSites(word("w", 70) + ": t 0 10 0 DO w LOOP ; t ."); n != 1 {
		t.Errorf("a word of 70 ops called in a loop: %d call sites, want 1", n)
	}
	// 300 calls of a word of 60 ops: room for (4*300+128)/60 = 22 of them
	if n := callSites(word("w", 60) + ": t 0 " + strings.Repeat("w ", 300) + "; t ."); n != 300-22 {
		t.Errorf("300 calls of a word of 60 ops: %d call sites, want %d", n, 300-22)
	}
}
