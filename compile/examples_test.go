package compile_test

import (
	"context"
	"strings"
	"sync"
	"testing"

	"github.com/forthling/forthling/buildtags"
	"github.com/forthling/forthling/compile"
	"github.com/forthling/forthling/core"
)

// Every kind of link (the table of gen_links.go) and every rule of a
// superinstruction has an example: Forth code that defines and runs a word
// whose fast code is to use it. Each example runs on a system of fast code
// and one of plain code, which must give the same output, stacks, steps and
// deepest stack, and no error; and the compiler log of the definitions it
// makes must name the link's constructor, or the rule.

// loggedSystems are a system of fast code whose compiler hands its log to
// the test, and a system of plain code.
type loggedSystems struct {
	fast, plain *core.Image
	mu          sync.Mutex
	recording   bool
	lines       []string
}

var (
	logged     *loggedSystems
	loggedErr  error
	loggedOnce sync.Once
)

func systemsWithLog(t *testing.T) *loggedSystems {
	t.Helper()
	loggedOnce.Do(func() {
		s := &loggedSystems{}
		fast := buildtags.Build()
		fast.Compiler = compile.NewLogged(func(w *core.Word, lines []string) {
			s.mu.Lock()
			defer s.mu.Unlock()
			if s.recording {
				for _, l := range lines {
					s.lines = append(s.lines, core.WordName(w)+" "+l)
				}
			}
		})
		s.fast, loggedErr = core.NewImage(fast)
		if loggedErr == nil {
			plain := buildtags.Build()
			plain.Compiler = compile.New(false)
			s.plain, loggedErr = core.NewImage(plain)
		}
		logged = s
	})
	if loggedErr != nil {
		t.Fatal(loggedErr)
	}
	return logged
}

// run runs code on both systems, each in a fresh session, fails the test
// where they differ or give an error, and returns the compiler log of the
// definitions the code made, a line per link.
func (s *loggedSystems) run(t *testing.T, code string) []string {
	t.Helper()
	eval := func(img *core.Image) *core.Result {
		session, err := img.NewSession(core.Options{Limits: core.DefaultLimits})
		if err != nil {
			t.Fatal(err)
		}
		defer session.Close()
		return session.Eval(context.Background(), core.Request{Code: code})
	}
	s.mu.Lock()
	s.recording, s.lines = true, nil
	s.mu.Unlock()
	fast := eval(s.fast)
	s.mu.Lock()
	s.recording = false
	lines := s.lines
	s.mu.Unlock()
	plain := eval(s.plain)
	if fast.Error != nil || plain.Error != nil {
		t.Errorf("%s: an example must run without an error\nfast:\n%s\nplain:\n%s", code, fast.Text(), plain.Text())
	}
	if fast.Text() != plain.Text() || fast.Steps != plain.Steps || fast.MaxDepth != plain.MaxDepth {
		t.Errorf("%s: fast and plain code differ\nfast (%d steps, depth %d):\n%s\nplain (%d steps, depth %d):\n%s",
			code, fast.Steps, fast.MaxDepth, fast.Text(), plain.Steps, plain.MaxDepth, plain.Text())
	}
	return lines
}

// made runs code as run does and reports whether a line of the compiler
// log says what is wanted of its constructor and rule; it returns the log.
func (s *loggedSystems) made(t *testing.T, code string, wanted func(constructor, rule string) bool) (bool, string) {
	t.Helper()
	lines := s.run(t, code)
	for _, line := range lines {
		rest := line[strings.LastIndex(line, ": ")+2:]
		constructor, rest, _ := strings.Cut(rest, " ")
		rule := ""
		if i, j := strings.Index(rest, "["), strings.Index(rest, "]"); i >= 0 && j > i {
			rule = rest[i+1 : j]
		}
		if wanted(constructor, rule) {
			return true, ""
		}
	}
	return false, strings.Join(lines, "\n")
}

func TestLinkExamples(t *testing.T) {
	s := systemsWithLog(t)
	for _, e := range linkExamples {
		ok, log := s.made(t, e.example, func(constructor, _ string) bool { return constructor == e.link })
		if !ok {
			t.Errorf("%s: its example makes no %s:\n%s", e.example, e.link, log)
		}
	}
}

func TestRuleExamples(t *testing.T) {
	s := systemsWithLog(t)
	for _, e := range compile.RuleExamples() {
		if e.Example == "" {
			t.Errorf("the rule %s has no example", e.Rule)
			continue
		}
		ok, log := s.made(t, e.Example, func(_, rule string) bool { return rule == e.Rule })
		if !ok {
			t.Errorf("%s: its example does not make the superinstruction %s:\n%s", e.Example, e.Rule, log)
		}
	}
}

// TestCover checks that a head answers for the blocks after it where it
// can: both arms of an IF, the THEN they go on to from either arm, the
// arms of an IF in a loop that use the loop index, and a block whose
// stack rises higher than the head checks only from a cond, which looks
// at the room.
func TestCover(t *testing.T) {
	s := systemsWithLog(t)
	for _, c := range []struct {
		code   string
		covers []string
		not    []string
	}{
		{": t ( a b -- min ) 2DUP > IF SWAP THEN DROP ; 3 7 t",
			[]string{"block 0 covers block 1", "block 0 covers block 2", "block 1 covers block 2"}, nil},
		{": t ( n -- ) 0 SWAP 0 DO I 3 MOD IF I + ELSE I 2* + THEN LOOP . ; 5 t",
			[]string{"block 1 covers block 2", "block 1 covers block 3", "block 2 covers block 4", "block 3 covers block 4"}, nil},
		{": t ( a b -- c ) 2DUP > IF SWAP THEN 1 2 3 + + + + ; 1 2 t",
			[]string{"block 0 covers block 1", "block 0 covers block 2, looking at the room"},
			[]string{"block 1 covers block 2"}},
	} {
		s.logHas(t, c.code, c.covers, c.not)
	}
}

// logHas runs code and checks that its compile log has each line of want
// and none of not.
func (s *loggedSystems) logHas(t *testing.T, code string, want, not []string) {
	t.Helper()
	log := strings.Join(s.run(t, code), "\n")
	for _, w := range want {
		if !strings.Contains(log, w) {
			t.Errorf("%s: no %q in the log:\n%s", code, w, log)
		}
	}
	for _, unwanted := range not {
		if strings.Contains(log, unwanted) {
			t.Errorf("%s: %q in the log:\n%s", code, unwanted, log)
		}
	}
}

// The head of a loop whose body ends in IF ... THEN, or in a DEFER's
// guard, turns the loop after the blocks it answers for: their chains
// hand it the turn, and so does the cond for the way with no ops of its
// own (past IF ... THEN when the flag is 0). LOOP's link runs only on the
// ways the head does not answer for (a block after a call).
func TestLoopTurnedAfterItsArms(t *testing.T) {
	s := systemsWithLog(t)
	const fib = ": fib ( n -- f ) DUP 2 < IF EXIT THEN DUP 1- RECURSE SWAP 2 - RECURSE + ; "
	for _, c := range []struct {
		code       string
		turns, not []string
	}{
		{": t ( -- n ) 0 10 0 DO I 3 MOD IF I + THEN LOOP ; t .",
			[]string{"block 1 turns the loop after block 2", "block 1 turns the loop after block 3", "flagCondTurning"}, nil},
		{": t ( -- n ) 0 10 0 DO I 3 MOD 0= IF I + THEN LOOP ; t .",
			[]string{"block 1 turns the loop after block 3", "Turning"}, nil},
		{": t ( -- n ) 0 10 0 DO I 3 < IF 1+ THEN LOOP ; t .",
			[]string{"block 1 turns the loop after block 3", "Turning"}, nil},
		{": t ( -- n ) 0 10 0 DO I 2 MOD IF THEN LOOP ; t .",
			[]string{"block 1 turns the loop after block 2", "flagCondTurning"}, nil},
		{": t ( -- n ) 0 10 0 DO I 3 MOD IF I + ELSE I 2* - THEN LOOP ; t .",
			[]string{"block 1 turns the loop after block 2", "block 1 turns the loop after block 3"}, nil},
		{"DEFER op : neg ( n -- -n ) NEGATE ; ' neg IS op : t ( -- n ) 0 10 0 DO I op + LOOP ; t .",
			[]string{"block 1 turns the loop after block 2"}, nil},
		{": t ( -- n ) 0 10 0 DO I 3 MOD IF I + THEN 2 +LOOP ; t .", nil, []string{"turns the loop"}},
		{fib + ": t ( -- n ) 0 12 0 DO I fib 2 MOD IF 1+ ELSE 100 + THEN LOOP ; t .", nil, []string{"turns the loop"}},
	} {
		s.logHas(t, c.code, c.turns, c.not)
	}
}

// A VALUE is its body and @ (core.Word.Ops), so that a VALUE before an
// operator is the lit @ binop link a variable's fetch gets, not a fetch
// link of its own and the operator's.
func TestValueIsAnOperand(t *testing.T) {
	s := systemsWithLog(t)
	log := strings.Join(s.run(t, "7 VALUE price : t ( n -- n' ) price * ; 6 t ."), "\n")
	if !strings.Contains(log, "[lit @ binop]") {
		t.Errorf("price * is not one lit @ binop link:\n%s", log)
	}
}

// COUNT has a quick path, so a short word that uses it is inlined; and
// ALLOCATE and FREE run in place, inside the block around them, rather
// than ending it as a plain instruction.
func TestCountInlinedAndTheHeapInPlace(t *testing.T) {
	s := systemsWithLog(t)
	log := strings.Join(s.run(t, ": len ( c-addr -- u ) COUNT NIP ; : t ( -- u ) HERE len ; t ."), "\n")
	if strings.Contains(log, "call site") {
		t.Errorf("len is not inlined in t:\n%s", log)
	}
	log = strings.Join(s.run(t, ": t ( -- ior ) 16 ALLOCATE DROP 1 + FREE 2 * ; t ."), "\n")
	for _, w := range []string{`"ALLOCATE": inPlaceLink`, `"FREE": inPlaceLink`} {
		if !strings.Contains(log, w) {
			t.Errorf("no %s in t:\n%s", w, log)
		}
	}
	if strings.Contains(log, "block 1") {
		t.Errorf("ALLOCATE or FREE ends a block:\n%s", log)
	}
	// with their quick paths, a word that builds a node is inlined
	log = strings.Join(s.run(t, ": node ( next v -- a ) 2 CELLS ALLOCATE THROW TUCK CELL+ ! TUCK ! ; : t ( -- a ) 0 1 node FREE ; t ."), "\n")
	if strings.Contains(log, "call site") || !strings.Contains(log, `T block 0 ops 4-5 "ALLOCATE THROW": allocateThrowLink`) {
		t.Errorf("node is not inlined in t:\n%s", log)
	}
}

// A chain goes on into a block that runs an execution token only while
// few links are pending at the token (see chainable): after a short cond
// the head covers the block of the DEFER, after a long one it does not,
// and the short block between them does.
func TestChainBeforeAToken(t *testing.T) {
	s := systemsWithLog(t)
	const act = "DEFER act ' NEGATE IS act "
	short := strings.Join(s.run(t, act+": t ( x flag -- x' ) IF 1 + THEN 2 * 3 XOR 4 - 5 OR 6 AND act ; 5 1 t ."), "\n")
	if !strings.Contains(short, "block 0 covers block 2") {
		t.Errorf("after a short cond, its head does not cover the DEFER's block:\n%s", short)
	}
	long := strings.Join(s.run(t, act+": t ( x flag -- x' ) SWAP 1 + 2 * 3 XOR 4 - 5 OR 6 AND 7 + SWAP IF 1 + THEN 2 * 3 XOR 4 - 5 OR 6 AND act ; 5 1 t ."), "\n")
	if strings.Contains(long, "block 0 covers block 2") || !strings.Contains(long, "block 1 covers block 2") {
		t.Errorf("after a long cond, its head covers the DEFER's block, or the short block does not:\n%s", long)
	}
}

// A loop whose body is one block, closed by LOOP or +LOOP, is turned by
// its head: the body's chain hands the turn back and LOOP has no link
// (+LOOP's step is a literal the head holds, or the top of the data
// stack).
// A body cut into blocks by an IF keeps LOOP's link of its own, which the
// ways the head does not cover take (see TestLoopTurnedAfterItsArms);
// +LOOP keeps its link there, on every way.
func TestLoopTurnedByItsHead(t *testing.T) {
	s := systemsWithLog(t)
	for _, c := range []struct {
		code   string
		turned bool
	}{
		{": t ( -- n ) 0 100 0 DO I + LOOP ; t .", true},
		{": t ( -- n ) 0 4 0 DO 3 0 DO I J * + LOOP LOOP ; t .", true},
		{": t ( -- n ) 0 10 0 DO I 3 MOD IF I + THEN LOOP ; t .", false},
		{": t ( -- n ) 0 10 0 DO I + 2 +LOOP ; t .", true},
		{": t ( n -- n ) 0 10 0 DO I + OVER +LOOP NIP ; 3 t .", true},
		{": t ( -- n ) 0 10 0 DO I 3 MOD IF I + THEN 2 +LOOP ; t .", false},
	} {
		log := strings.Join(s.run(t, c.code), "\n")
		if turned := strings.Contains(log, `LOOP": turned by the loop head`); turned != c.turned {
			t.Errorf("%s: turned by its head %v, want %v:\n%s", c.code, turned, c.turned, log)
		}
	}
}
