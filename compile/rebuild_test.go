package compile_test

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/forthling/forthling/buildtags"
	"github.com/forthling/forthling/compile"
	"github.com/forthling/forthling/core"
)

// rebuilds counts the lines of a compiler log that say word's code was
// built again.
func rebuilds(lines []string, word string) int {
	n := 0
	for _, l := range lines {
		if strings.HasPrefix(l, word+" rebuilt ") {
			n++
		}
	}
	return n
}

// linesAfterRebuild returns the log lines of word after its last rebuild.
func linesAfterRebuild(lines []string, word string) string {
	var out []string
	for _, l := range lines {
		if strings.HasPrefix(l, word+" rebuilt ") {
			out = nil
		} else if strings.HasPrefix(l, word+" ") {
			out = append(out, l)
		}
	}
	return strings.Join(out, "\n")
}

// A DEFER set to another word after its caller was compiled makes the
// caller's guard miss; after a few misses the caller is built again with
// the new word inlined, and fast and plain code still agree (run checks).
func TestRebuildAfterGuardMisses(t *testing.T) {
	s := systemsWithLog(t)
	lines := s.run(t, `DEFER combine
		: plus + ;  : mix 31 * XOR ;
		' plus IS combine
		: fold ( n -- x ) 0 SWAP 0 DO I combine LOOP ;
		: both ( n -- x ) DUP fold SWAP 2/ fold + ;
		' mix IS combine
		: main 0 20 0 DO 100 both + LOOP ; main .`)
	if n := rebuilds(lines, "FOLD"); n != 1 {
		t.Fatalf("FOLD was built again %d times, want 1:\n%s", n, strings.Join(lines, "\n"))
	}
	if after := linesAfterRebuild(lines, "FOLD"); !strings.Contains(after, "mulLitLink") || !strings.Contains(after, "xorLink") {
		t.Errorf("the rebuilt FOLD does not inline MIX:\n%s", after)
	}
	for _, w := range []string{"BOTH", "MAIN", "PLUS", "MIX"} {
		if n := rebuilds(lines, w); n != 0 {
			t.Errorf("%s was built again %d times, want 0", w, n)
		}
	}
}

// A guard that misses fewer times than rebuildAfter leaves the code as it
// was compiled.
func TestNoRebuildForAFewMisses(t *testing.T) {
	s := systemsWithLog(t)
	lines := s.run(t, fmt.Sprintf(`: inc 1+ ; : double 2* ;
		DEFER d ' inc IS d
		: step ( x -- x' ) d ;
		: turns ( n -- x ) 0 SWAP 0 DO step LOOP ;
		' double IS d
		: main %d 0 DO 1 turns DROP LOOP ; main`, compile.RebuildAfter-1))
	if n := rebuilds(lines, "TURNS"); n != 0 {
		t.Errorf("TURNS was built again %d times after %d misses:\n%s", n, compile.RebuildAfter-1, strings.Join(lines, "\n"))
	}
}

// A guard inlined through another word: that word's expansion holds the
// old word too, so it is built again first, and then the word that
// inlined it.
func TestRebuildThroughInlinedWord(t *testing.T) {
	s := systemsWithLog(t)
	lines := s.run(t, `: inc 1+ ; : dec 1- ;
		DEFER d ' inc IS d
		: inner ( x -- y ) d 2* ;
		: outer ( n -- x ) 0 SWAP 0 DO inner I + LOOP ;
		' dec IS d
		: main 0 30 0 DO 10 outer + LOOP ; main .`)
	if rebuilds(lines, "INNER") != 1 || rebuilds(lines, "OUTER") != 1 {
		t.Fatalf("INNER and OUTER should each be built again once:\n%s", strings.Join(lines, "\n"))
	}
	if after := linesAfterRebuild(lines, "OUTER"); !strings.Contains(after, `"1-"`) {
		t.Errorf("the rebuilt OUTER does not inline 1-:\n%s", after)
	}
	var order []string
	for _, l := range lines {
		if strings.Contains(l, " rebuilt ") {
			order = append(order, l)
		}
	}
	if len(order) != 2 || !strings.HasPrefix(order[0], "INNER") {
		t.Errorf("INNER must be built again before OUTER: %q", order)
	}
}

// A word that calls many DEFERs, each set to another word once after the
// word was compiled, is built again no more than maxRebuilds times.
func TestRebuildsAreBounded(t *testing.T) {
	s := systemsWithLog(t)
	var src strings.Builder
	src.WriteString(": inc 1+ ; : dec 1- ;\n")
	const defers = compile.MaxRebuilds + 2
	for k := range defers {
		fmt.Fprintf(&src, "DEFER d%d ' inc IS d%d\n", k, k)
	}
	src.WriteString(": w ( x -- y )")
	for k := range defers {
		fmt.Fprintf(&src, " d%d", k)
	}
	src.WriteString(" ;\n: main 0")
	for k := range defers {
		fmt.Fprintf(&src, " ['] dec IS d%d 20 0 DO w LOOP", k)
	}
	src.WriteString(" ; main .")
	lines := s.run(t, src.String())
	if n := rebuilds(lines, "W"); n != compile.MaxRebuilds {
		t.Errorf("W was built again %d times, want %d:\n%s", n, compile.MaxRebuilds, strings.Join(lines, "\n"))
	}
}

// The callers of a rebuilt word call its new code, whether they were
// compiled before the rebuild or after it, and a word that recurses calls
// its own new code.
func TestCallersReachRebuiltCode(t *testing.T) {
	img, err := core.NewImage(buildtags.Build())
	if err != nil {
		t.Fatal(err)
	}
	session, err := img.NewSession(core.Options{Limits: core.DefaultLimits})
	if err != nil {
		t.Fatal(err)
	}
	defer session.Close()
	r := session.Eval(context.Background(), core.Request{Code: `: plus + ; : mix XOR ;
		DEFER combine ' plus IS combine
		: fold ( n -- x ) DUP 0= IF EXIT THEN 0 SWAP 0 DO I combine LOOP 0 RECURSE + ;
		: both ( n -- x ) DUP fold SWAP 2/ fold + ;
		' mix IS combine
		: main 0 20 0 DO 100 both + LOOP ; main .
		: later 100 fold ; later .`})
	if r.Error != nil {
		t.Fatal(r.Text())
	}
	m := session.Machine()
	if n := compile.Rebuilds(m.FindString("FOLD")); n != 1 {
		t.Fatalf("FOLD was built again %d times, want 1", n)
	}
	for _, name := range []string{"FOLD", "BOTH", "MAIN", "LATER"} {
		ok, calls := compile.CallsReachCurrentCode(m.FindString(name))
		if !ok || calls == 0 {
			t.Errorf("%s: %d call sites, and not all reach their callees' code of now", name, calls)
		}
	}
}

// The system's code is shared by every session and never built again,
// however a session sets the DEFERs it calls.
func TestSystemCodeIsNotRebuilt(t *testing.T) {
	s := systemsWithLog(t)
	lines := s.run(t, `: inc 1+ ; : dec 1- ; DEFER d ' inc IS d : w 0 SWAP 0 DO d LOOP ; ' dec IS d : main 0 50 0 DO 5 w + LOOP ; main .`)
	for _, l := range lines {
		if strings.Contains(l, " rebuilt ") && !strings.HasPrefix(l, "W ") {
			t.Errorf("a word other than W was built again: %s", l)
		}
	}
}

// Sessions made from one image rebuild their own code only, so two of them
// running the same program at once share nothing they change (make race
// runs this under the race detector).
func TestRebuildsInConcurrentSessions(t *testing.T) {
	img, err := core.NewImage(buildtags.Build())
	if err != nil {
		t.Fatal(err)
	}
	const program = `: plus + ; : mix 31 * XOR ;
		DEFER combine ' plus IS combine
		: fold ( n -- x ) 0 SWAP 0 DO I combine LOOP ;
		' mix IS combine
		: main 0 50 0 DO 100 fold + LOOP ; main .
		DEFER odd?
		: even? ( n -- f ) DUP 0= IF DROP TRUE EXIT THEN 1- odd? ;
		:NONAME ( n -- f ) DUP 0= IF DROP FALSE EXIT THEN 1- even? ; IS odd?
		DEFER order  : up < ;  : down > ;
		: below ( x n -- c ) 0 SWAP 0 DO OVER I order IF 1+ THEN LOOP NIP ;
		: parity 0 200 0 DO I even? IF 1+ THEN LOOP ;
		: sorts 0 30 0 DO I 1 AND IF ['] up ELSE ['] down THEN IS order 20 40 below + LOOP ;
		parity . sorts .`
	outs := make(chan string, 4)
	for range 4 {
		go func() {
			session, err := img.NewSession(core.Options{Limits: core.DefaultLimits})
			if err != nil {
				outs <- err.Error()
				return
			}
			defer session.Close()
			outs <- session.Eval(context.Background(), core.Request{Code: program}).Text()
		}()
	}
	first := <-outs
	for range 3 {
		if out := <-outs; out != first {
			t.Errorf("sessions running the same program printed %q and %q", first, out)
		}
	}
}

// A DEFER declared before the word it holds has no guard where its
// callers were compiled: once it holds a word, their code is built again
// as it would be compiled now. In a mutual recursion through the DEFER
// the call of the DEFER is then the call of the word behind a guard, and
// the word's call of the other is a call site: no token call is left.
func TestDEFERDeclaredFirstIsBuiltAgain(t *testing.T) {
	s := systemsWithLog(t)
	lines := s.run(t, `DEFER odd?
		: even? ( n -- f ) DUP 0= IF DROP TRUE EXIT THEN 1- odd? ;
		: odd1 ( n -- f ) DUP 0= IF DROP FALSE EXIT THEN 1- even? ;
		' odd1 IS odd?
		: main 0 100 0 DO I even? IF 1+ THEN LOOP ; main .`)
	for _, w := range []string{"EVEN?", "ODD1"} {
		if n := rebuilds(lines, w); n != 1 {
			t.Fatalf("%s was built again %d times, want 1:\n%s", w, n, strings.Join(lines, "\n"))
		}
	}
	even, odd := linesAfterRebuild(lines, "EVEN?"), linesAfterRebuild(lines, "ODD1")
	if !strings.Contains(even, "deferHeldLink") || !strings.Contains(even, "call site") || strings.Contains(even, "tokenCallLink") {
		t.Errorf("the rebuilt EVEN? does not call ODD1 behind a guard:\n%s", even)
	}
	if !strings.Contains(odd, `"EVEN?": call site`) || strings.Contains(odd, "tokenCallLink") {
		t.Errorf("the rebuilt ODD1 does not call EVEN? at a call site:\n%s", odd)
	}
}

// A DEFER set back and forth, after its caller was built for the word it
// held, ends as a token call: a few builds, and then none, however often
// it changes.
func TestDEFERSetBackAndForthEndsAsATokenCall(t *testing.T) {
	s := systemsWithLog(t)
	lines := s.run(t, `DEFER before?
		: up < ;  : down > ;
		: count-before ( x n -- c ) 0 SWAP 0 DO OVER I before? IF 1+ THEN LOOP NIP ;
		: main 0 40 0 DO I 1 AND IF ['] up ELSE ['] down THEN IS before?  50 100 count-before + LOOP ;
		main .`)
	n := rebuilds(lines, "COUNT-BEFORE")
	if n == 0 || n > compile.MaxChanges+1 {
		t.Fatalf("COUNT-BEFORE was built again %d times, want 1 to %d:\n%s", n, compile.MaxChanges+1, strings.Join(lines, "\n"))
	}
	if after := linesAfterRebuild(lines, "COUNT-BEFORE"); !strings.Contains(after, "tokenCallLink") || strings.Contains(after, "deferHeldLink") || strings.Contains(after, "heldLater") {
		t.Errorf("the last COUNT-BEFORE is not a plain token call of BEFORE?:\n%s", after)
	}
}

// A DEFER declared first that comes to hold a primitive has its caller
// built again once, without the count that looked for a word to hold.
func TestDEFERDeclaredFirstHoldingAPrimitive(t *testing.T) {
	s := systemsWithLog(t)
	lines := s.run(t, `DEFER op
		: apply ( x n -- x ) 0 ?DO op LOOP ;
		' 1+ IS op
		: main 0 100 0 DO 3 apply LOOP ; main .`)
	if n := rebuilds(lines, "APPLY"); n != 1 {
		t.Fatalf("APPLY was built again %d times, want 1:\n%s", n, strings.Join(lines, "\n"))
	}
	if after := linesAfterRebuild(lines, "APPLY"); !strings.Contains(after, "tokenCallLink") || strings.Contains(after, "heldLater") {
		t.Errorf("the rebuilt APPLY is not a plain token call of OP:\n%s", after)
	}
}
