package compile_test

import (
	"strings"
	"testing"
)

// A word of a few lines is inlined where it is called, a longer one stays
// a call, and inlining grows no definition without bound: past its room,
// calls stay calls, and the calls in loops are inlined first. The compiler log shows a call that stays one as a
// "call site" line.
func TestInliningLimits(t *testing.T) {
	s := systemsWithLog(t)
	word := func(name string, incs int) string { return ": " + name + " " + strings.Repeat("1+ ", incs) + ";\n" }
	callSitesOf := func(src, callee string) int {
		n := 0
		for _, line := range s.run(t, src) {
			if strings.HasPrefix(line, "T ") && strings.HasSuffix(line, callee+`": call site`) {
				n++
			}
		}
		return n
	}
	callSites := func(src string) int { return callSitesOf(src, "") }
	if n := callSites(word("w", 60) + ": t 0 10 0 DO w LOOP ; t ."); n != 0 {
		t.Errorf("a word of 60 ops called in a loop: %d call sites, want it inlined", n)
	}
	if n := callSites(word("w", 70) + ": t 0 10 0 DO w LOOP ; t ."); n != 1 {
		t.Errorf("a word of 70 ops called in a loop: %d call sites, want 1", n)
	}
	// 300 calls of a word of 60 ops in a definition of 302 ops: room for
	// (4*302+128-302)/59 = 17 of them, each taking the place of its call
	if n := callSites(word("w", 60) + ": t 0 " + strings.Repeat("w ", 300) + "; t ."); n != 300-17 {
		t.Errorf("300 calls of a word of 60 ops: %d call sites, want %d", n, 300-17)
	}
	// 30 calls of V and then one of W in a loop: the room holds four, and
	// W's call, which runs ten times, is one of them, though it comes last
	src := word("v", 60) + word("w", 60) + ": t 0 " + strings.Repeat("v ", 30) + "10 0 DO w LOOP ; t ."
	if n := callSitesOf(src, "V"); n != 30-3 {
		t.Errorf("30 calls of V before a loop: %d call sites, want %d", n, 30-3)
	}
	if n := callSitesOf(src, "W"); n != 0 {
		t.Errorf("the call of W in the loop after 30 calls of V stayed a call; want it inlined first")
	}
}

// TestEmptyWordsAreInlined checks that a call of an empty definition (the
// accessor of a field at offset 0) is inlined as an op that does nothing:
// no call site, and no link of its own between two others.
func TestEmptyWordsAreInlined(t *testing.T) {
	s := systemsWithLog(t)
	lines := s.run(t, ": link ;\n: t ( a -- x ) 1+ link @ ;\nHERE 1- t .")
	for _, line := range lines {
		if strings.HasPrefix(line, "T ") && (strings.Contains(line, "call site") || strings.Contains(line, "nopLink")) {
			t.Errorf("want LINK inlined in T with no link of its own; the log:\n%s", strings.Join(lines, "\n"))
			break
		}
	}
}

// TestLongInlinedWordsAreCut checks that plan cuts the ops of an inlined
// word into blocks as it cuts a definition's own, so that no block's chain
// runs more than maxChain (12) links: a word of 40 links inlined in a loop
// makes several blocks.
func TestLongInlinedWordsAreCut(t *testing.T) {
	s := systemsWithLog(t)
	long := ": long " + strings.Repeat("DUP DROP 2* ", 20) + ";\n"
	lines := s.run(t, long+": t ( -- n ) 1 3 0 DO long LOOP ;\nt .")
	links := map[string]int{} // the links of each block of T
	calls := 0
	for _, line := range lines {
		f := strings.Fields(line)
		if len(f) < 4 || f[0] != "T" || f[1] != "block" || strings.Contains(line, "covers") || strings.Contains(line, "loop head") {
			continue
		}
		links[f[2]]++
		if strings.Contains(line, "call site") {
			calls++
		}
	}
	most := 0
	for _, n := range links {
		most = max(most, n)
	}
	if calls != 0 || most > 12 || len(links) < 4 {
		t.Errorf("want LONG inlined in T and cut into blocks of at most 12 links (%d call sites, %d blocks, the longest %d links); the log:\n%s",
			calls, len(links), most, strings.Join(lines, "\n"))
	}
}

// TestWordsWithTokenCallsAreInlined checks that a word that runs an
// execution token (EXECUTE, a DEFER, DOES> code ending in EXECUTE), at
// its end or among its other ops, is inlined where it is called, each
// token call then one of the caller's links, and that one with a loop
// stays a call.
func TestWordsWithTokenCallsAreInlined(t *testing.T) {
	checkInlinedInT(t, []inliningCase{
		{"CREATE ops ' + , ' - ,\n: apply ( a b k -- c ) CELLS ops + @ EXECUTE ;\n: t ( -- n ) 3 4 1 apply ;", true},
		{"DEFER op  ' + IS op\n: combine ( a b -- c ) SWAP op ;\n: t ( -- n ) 3 4 combine ;", true},
		{": method CREATE , DOES> @ EXECUTE ;\n' + method plus\n: t ( -- n ) 3 4 plus ;", true},
		{": twice ( n xt -- n' ) DUP >R EXECUTE R> EXECUTE ;\n: t ( -- n ) 3 ['] 1+ twice ;", true},
		{"CREATE prog ' 1+ , ' 2* ,\n: step ( n a -- n' a' ) DUP >R @ EXECUTE R> CELL+ ;\n: t ( -- n ) 3 prog step step DROP ;", true},
		{": each ( n xt -- n' ) 3 0 DO DUP >R EXECUTE R> LOOP DROP ;\n: t ( -- n ) 3 ['] 1+ each ;", false},
	}, func(lines []string) bool {
		n := countInT(lines, "inlinedTokenCallLink", "call site")
		return n[0] > 0 && n[1] == 0
	})
}

// The call of a DEFER that holds a colon definition that can be inlined,
// when the caller is compiled, is inlined as that definition behind a
// guard (deferHeldLink); one that holds nothing yet, or a primitive, stays
// a token call.
func TestDEFERsAreInlinedAsTheWordTheyHold(t *testing.T) {
	checkInlinedInT(t, []inliningCase{
		{": inc 1+ ;\nDEFER op  ' inc IS op\n: t ( -- n ) 3 op ;", true},
		{": inc 1+ ;\nDEFER op\n: t ( -- n ) 3 op ;\n' inc IS op", false},
		{"DEFER op  ' 1+ IS op\n: t ( -- n ) 3 op ;", false},
	}, func(lines []string) bool {
		n := countInT(lines, "deferHeldLink", "tokenCallLink")
		return n[0] == 1 && n[1] == 0
	})
}

// The call of a DEFER that holds a colon definition that cannot be
// inlined (a loop, a recursion, a word that calls others) is the call of
// that definition behind the guard: a call site, not a token call. One
// that holds nothing yet, or a primitive, stays a token call.
func TestDEFERsAreCalledAsTheWordTheyHold(t *testing.T) {
	checkInlinedInT(t, []inliningCase{
		{": spin ( n -- n' ) 3 0 DO 1+ LOOP ;\nDEFER op  ' spin IS op\n: t ( -- n ) 3 op ;", true},
		{"DEFER down  : count ( n -- n' ) DUP 0> IF 1- down 2 + THEN ;  ' count IS down\n: t ( -- n ) 5 down ;", true},
		{": spin ( n -- n' ) 3 0 DO 1+ LOOP ;\nDEFER op\n: t ( -- n ) 3 op ;\n' spin IS op", false},
		{"DEFER op  ' DUP IS op\n: t ( -- n n ) 3 op ;", false},
	}, func(lines []string) bool {
		n := countInT(lines, "deferHeldLink", "call site", "tokenCallLink")
		return n[0] == 1 && n[1] == 1 && n[2] == 0
	})
}

// inliningCase is Forth source that defines T, and whether T's code is
// to have what checkInlinedInT looks for.
type inliningCase struct {
	src     string
	inlined bool
}

// checkInlinedInT runs each case's source and T in a new session,
// and holds what inlined finds in the compiler's log to the case's word.
func checkInlinedInT(t *testing.T, cases []inliningCase, inlined func(lines []string) bool) {
	t.Helper()
	s := systemsWithLog(t)
	for _, c := range cases {
		lines := s.run(t, c.src+"\nt .")
		if got := inlined(lines); got != c.inlined {
			t.Errorf("%s: inlined in T is %v, want %v; the log:\n%s", c.src, got, c.inlined, strings.Join(lines, "\n"))
		}
	}
}

// countInT counts the lines of T's log that name each of names.
func countInT(lines []string, names ...string) []int {
	n := make([]int, len(names))
	for _, line := range lines {
		if !strings.HasPrefix(line, "T ") {
			continue
		}
		for k, name := range names {
			if strings.Contains(line, name) {
				n[k]++
			}
		}
	}
	return n
}
