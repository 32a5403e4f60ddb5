package main

import (
	"bufio"
	"fmt"
	"os"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/forthling/forthling/cmd/internal/cli"
	"github.com/forthling/forthling/core"
	"github.com/forthling/forthling/json"
	"github.com/forthling/forthling/regex"
	"github.com/forthling/forthling/science"
	"github.com/forthling/forthling/sqlite"
)

// hostile is a program written to exhaust the server, and what must stop it.
type hostile struct {
	name string
	// code runs with data and files, when given, and traced when trace
	code  string
	data  string
	files map[string]string
	trace bool
	// codes are the errors that may end it (none: it must succeed)
	codes []core.ThrowCode
	// words are the words it needs; vocabulary is the one it needs
	words      []string
	vocabulary string
}

// hostilePrograms try to make the server take memory or time that its
// limits do not give: each must end within the time limit, and all of
// them together must not raise the server's peak memory above its idle
// size plus the limits.
func hostilePrograms() []hostile {
	limits := core.DefaultLimits
	memory := int(limits.Memory)
	return []hostile{
		{name: "endless ALLOCATE", words: []string{"ALLOCATE"},
			code:  ": hog BEGIN 4096 ALLOCATE THROW DROP AGAIN ; hog",
			codes: []core.ThrowCode{core.ErrAllocate}},
		{name: "ALLOCATE huge", words: []string{"ALLOCATE"},
			code:  "-1 1 RSHIFT ALLOCATE THROW",
			codes: []core.ThrowCode{core.ErrAllocate}},
		{name: "RESIZE to huge sizes", words: []string{"RESIZE"},
			code:  "100 ALLOCATE THROW  -1 1 RSHIFT RESIZE THROW",
			codes: []core.ThrowCode{core.ErrResize}},
		{name: "RESIZE growing", words: []string{"RESIZE"},
			code:  ": grow ( -- ) 16 DUP ALLOCATE THROW SWAP BEGIN 2* TUCK RESIZE THROW SWAP AGAIN ; grow",
			codes: []core.ThrowCode{core.ErrResize, core.ErrLimit}},
		{name: "huge ALLOT", code: "-1 1 RSHIFT ALLOT",
			codes: []core.ThrowCode{core.ErrDictOverflow}},
		{name: "ALLOT until full", code: ": fill BEGIN 4096 ALLOT AGAIN ; fill",
			codes: []core.ThrowCode{core.ErrDictOverflow}},
		{name: "ALLOT back too far", code: "-1 1 RSHIFT NEGATE ALLOT",
			codes: []core.ThrowCode{core.ErrDictOverflow, core.ErrInvalidAddress}},
		{name: "endless definitions",
			code:  `: defs BEGIN S" : x 1 2 3 + + ;" EVALUATE AGAIN ; defs`,
			codes: []core.ThrowCode{core.ErrLimit, core.ErrDictOverflow}},
		{name: "endless anonymous definitions",
			code:  `: defs BEGIN S" :NONAME 1 2 3 + + ; DROP" EVALUATE AGAIN ; defs`,
			codes: []core.ThrowCode{core.ErrLimit, core.ErrDictOverflow}},
		{name: "one endless definition",
			code:  `: more S" : big" EVALUATE BEGIN S" 1 DROP 2 DROP DUP" EVALUATE AGAIN ; more`,
			codes: []core.ThrowCode{core.ErrLimit, core.ErrDictOverflow}},
		{name: "endless word lists",
			code:  ": lists BEGIN WORDLIST DROP AGAIN ; lists",
			codes: []core.ThrowCode{core.ErrLimit, core.ErrDictOverflow}},
		{name: "endless long names",
			code:  `: names BEGIN S" CREATE ` + strings.Repeat("n", 200) + `" EVALUATE AGAIN ; names`,
			codes: []core.ThrowCode{core.ErrLimit, core.ErrDictOverflow}},
		{name: "output flood by EMIT", code: ": p BEGIN 65 EMIT AGAIN ; p",
			codes: []core.ThrowCode{core.ErrLimit}},
		{name: "output flood by TYPE", code: ": p BEGIN HERE 1000 TYPE AGAIN ; p",
			codes: []core.ThrowCode{core.ErrLimit}},
		{name: "trace flood", trace: true, code: ": spin BEGIN 1 DROP AGAIN ; spin",
			codes: []core.ThrowCode{core.ErrLimit}},
		{name: "data at the limit", data: strings.Repeat("d", memory/2),
			code: "DATA NIP ."},
		{name: "data over the limit", data: strings.Repeat("d", memory+1),
			code:  "DATA NIP .",
			codes: []core.ThrowCode{core.ErrLimit}},
		{name: "files at the limit", files: map[string]string{
			"a.txt": strings.Repeat("a", int(limits.Files)/2),
			"b.txt": strings.Repeat("b", int(limits.Files)/2),
		}, code: "DEPTH DROP"},
		{name: "files over the limit", files: map[string]string{
			"c.txt": strings.Repeat("c", int(limits.Files)+1),
		}, code: "DEPTH DROP", codes: []core.ThrowCode{core.ErrLimit}},
		{name: "FILL over the whole memory", code: "HERE UNUSED 65 FILL HERE UNUSED + 1- C@ ."},
		{name: "MOVE over the whole memory", words: []string{"CMOVE>"}, code: "HERE HERE 1+ UNUSED 1- MOVE  HERE HERE 1+ UNUSED 1- CMOVE>"},
		{name: "string words over the whole memory", words: []string{"SEARCH", "COMPARE"},
			code:  "HERE UNUSED 66 FILL  : all HERE UNUSED ;  : spin BEGIN all all COMPARE DROP all S\" x\" SEARCH 2DROP DROP AGAIN ; spin",
			codes: []core.ThrowCode{core.ErrLimit}},
		{name: "TYPE of the whole memory", code: "HERE UNUSED TYPE",
			codes: []core.ThrowCode{core.ErrLimit}},
		{name: "TYPE of what JSON escapes", code: "HERE UNUSED 60 FILL HERE UNUSED TYPE",
			codes: []core.ThrowCode{core.ErrLimit}},
		{name: "EVALUATE of the whole memory", code: "HERE UNUSED 2DUP BL FILL EVALUATE"},
		{name: "deep recursion", code: ": r RECURSE ; r",
			codes: []core.ThrowCode{core.ErrRStackOverflow}},
		{name: "deep recursion through CATCH", code: "VARIABLE x : r x @ CATCH THROW ; ' r x ! r",
			codes: []core.ThrowCode{core.ErrRStackOverflow}},
		{name: "deep recursion through EXECUTE", code: "VARIABLE x : r x @ EXECUTE ; ' r x ! r",
			codes: []core.ThrowCode{core.ErrRStackOverflow}},
		{name: "deep recursion through EVALUATE", code: `: r S" r" EVALUATE ; r`,
			codes: []core.ThrowCode{core.ErrRStackOverflow, core.ErrLimit}},
		{name: "stacks full", code: ": grow BEGIN 1 DUP >R AGAIN ; grow",
			codes: []core.ThrowCode{core.ErrStackOverflow, core.ErrRStackOverflow}},
		{name: "SQL: a huge table", vocabulary: "SQLITE",
			code:  `ALSO SQLITE S" :memory:" DB-OPEN THROW S" CREATE TABLE t(x); WITH RECURSIVE c(i) AS (SELECT 1 UNION ALL SELECT i+1 FROM c) INSERT INTO t SELECT zeroblob(1000) FROM c" DB-EXEC THROW`,
			codes: []core.ThrowCode{core.ErrLimit, sqlite.ErrSQL}},
		{name: "SQL: a huge join", vocabulary: "SQLITE",
			code:  `ALSO SQLITE S" :memory:" DB-OPEN THROW S" WITH RECURSIVE c(i) AS (SELECT 1 UNION ALL SELECT i+1 FROM c LIMIT 100000) SELECT count(*) FROM c a, c b, c d" DB-EXEC THROW`,
			codes: []core.ThrowCode{core.ErrLimit, sqlite.ErrSQL}},
		{name: "SQL: a huge string", vocabulary: "SQLITE",
			code:  `ALSO SQLITE S" :memory:" DB-OPEN THROW S" SELECT length(printf('%.*c', 1000000000, 'x'))" DB-EXEC THROW`,
			codes: []core.ThrowCode{core.ErrLimit, sqlite.ErrSQL}},
		{name: "CHECK inside CHECK", vocabulary: "TUTORIAL",
			code: "ALSO TUTORIAL 3 LESSON VARIABLE n : CUBE ( n -- n*n*n ) n @ 1+ DUP n ! 60 < IF CHECK THEN DUP DUP * * ; CHECK"},
		{name: "decompositions over and over", vocabulary: "SCIENCE",
			code:  "ALSO SCIENCE 150 IDENTITY : spin BEGIN DUP SVD FREE DROP FREE DROP FREE DROP DUP EIGENVALUES FREE DROP FREE DROP AGAIN ; spin",
			codes: []core.ThrowCode{core.ErrLimit}},
		{name: "a huge matrix", vocabulary: "SCIENCE",
			code:  "ALSO SCIENCE 100000 100000 MATRIX",
			codes: []core.ThrowCode{core.ErrLimit, science.ErrMatrix, core.ErrAllocate}},
		{name: "a regex that backtracks over the whole memory", vocabulary: "REGEX",
			code:  `ALSO REGEX HERE UNUSED 97 FILL 98 HERE UNUSED + 1- C! HERE UNUSED S" ^(?=a)(a+)+$" RE-MATCH?`,
			codes: []core.ThrowCode{core.ErrLimit, regex.ErrRegex}},
		{name: "regex on the whole memory", vocabulary: "REGEX",
			code:  `ALSO REGEX HERE UNUSED 97 FILL : spin BEGIN HERE UNUSED S" (a|aa)*b" RE-MATCH? DROP AGAIN ; spin`,
			codes: []core.ThrowCode{core.ErrLimit, regex.ErrRegex}},
		{name: "regex replacing over the whole memory", vocabulary: "REGEX",
			code:  `ALSO REGEX HERE UNUSED 97 FILL HERE UNUSED S" a" S" bbbbbbbb" RE-REPLACE`,
			codes: []core.ThrowCode{core.ErrLimit, regex.ErrRegex, core.ErrAllocate}},
		{name: "JSON nested over the whole memory", vocabulary: "JSON",
			code:  `ALSO JSON HERE UNUSED 91 FILL HERE UNUSED 2DUP JSON-VALID? . S" 0.0.0.0.0" JSON-GET`,
			codes: []core.ThrowCode{json.ErrJSON, core.ErrLimit}},
		{name: "JSON queried over and over", vocabulary: "JSON",
			code: `ALSO JSON : doc S\" {\"a\":[1,2,3,{\"b\":\"x\"}]}" ; ` +
				`: spin BEGIN doc S" a.#" JSON-QUERY 2DROP FREE DROP doc S" a.3.b" JSON-GET DROP 2DROP AGAIN ; spin`,
			codes: []core.ThrowCode{core.ErrLimit}},
		{name: "JSON built without end", vocabulary: "JSON",
			code:  `ALSO JSON JSON-NEW JSON[ : spin BEGIN S" xxxxxxxxxxxxxxxx" JSON-STRING, AGAIN ; spin`,
			codes: []core.ThrowCode{core.ErrLimit, core.ErrAllocate, json.ErrJSON}},
		{name: "CSV of the widest records", vocabulary: "CSV",
			code: `ALSO CSV HERE UNUSED 44 FILL : rows UNUSED 0 DO 10 HERE I + C! 16000 +LOOP ; rows ` +
				`: spin BEGIN HERE UNUSED CSV-SUMMARY 2DROP DROP AGAIN ; spin`,
			codes: []core.ThrowCode{core.ErrLimit, core.ErrAllocate}},
		{name: "plots at the largest over and over", vocabulary: "PLOT",
			code: `ALSO PLOT 2000 2000 PLOT-SIZE CREATE XS 10000 FLOATS ALLOT ` +
				`XS 7500 S" a" PLOT-POINTS XS 7500 S" b" PLOT-LINE XS 5000 S" c" PLOT-BARS ` +
				`: spin BEGIN S" p.png" PLOT-PNG AGAIN ; spin`,
			codes: []core.ThrowCode{core.ErrLimit}},
	}
}

func TestHostileProgramsStayWithinTheLimits(t *testing.T) {
	if testing.Short() {
		t.Skip("runs the server for half a minute; -short skips it")
	}
	limits := core.DefaultLimits
	c, cmd := startProcess(t, "")
	pid := cmd.Process.Pid
	c.eval(": warm 1 2 + DROP ; warm") // the first call's one-time work is idle size
	idle := procStatus(t, pid, "VmHWM")
	budget := oneSessionBudget(idle, limits)
	for _, h := range hostilePrograms() {
		if reason := c.lacks(h.words, h.vocabulary); reason != "" {
			t.Logf("%s: skipped: %s", h.name, reason)
			continue
		}
		args := map[string]any{"code": h.code}
		if h.data != "" {
			args["data"] = h.data
		}
		if h.files != nil {
			args["files"] = h.files
		}
		if h.trace {
			args["trace"] = true
		}
		endsWithin(t, h.name, limits.Time+100*time.Millisecond, func() time.Duration {
			c.fresh()
			resetPeak(t, pid)
			start := time.Now()
			r := c.call("forth_eval", args)
			took := time.Since(start)
			e := r.eval(t)
			switch {
			case e.Error == nil && len(h.codes) > 0:
				t.Errorf("%s: no error, want one of %v: %s", h.name, h.codes, shorten(r.Text()))
			case e.Error != nil && !slices.Contains(h.codes, e.Error.Code):
				t.Errorf("%s: error %d, want one of %v: %s", h.name, e.Error.Code, h.codes, shorten(r.Text()))
			}
			peak := procStatus(t, pid, "VmHWM")
			t.Logf("%-36s %6.3fs  peak %s  %s", h.name, took.Seconds(), core.FormatSize(peak>>10<<10), firstLine(r.Text()))
			if peak > budget {
				t.Errorf("%s: the server's peak memory is %s, over its idle %s + the limits + 32M = %s",
					h.name, core.FormatSize(peak), core.FormatSize(idle), core.FormatSize(budget))
			}
			return took
		})
		if got := c.eval("2 3 + .").Text(); got != "5  ok\nstack: empty\n" {
			t.Errorf("%s: the session does not go on: %q", h.name, got)
		}
	}

	// a message far larger than the server reads is dropped as it comes
	resetPeak(t, pid)
	_, ch := c.send("tools/call", map[string]any{"name": "forth_eval", "arguments": map[string]any{"code": strings.Repeat("1 ", 32<<20)}})
	if r := c.wait(ch); r.Error == nil {
		t.Errorf("a message of 64M was not refused")
	}
	if peak := procStatus(t, pid, "VmHWM"); peak > budget {
		t.Errorf("a message of 64M: the server's peak memory is %s, over its idle %s + the limits + 32M = %s",
			core.FormatSize(peak), core.FormatSize(idle), core.FormatSize(budget))
	}
}

// endsWithin runs a call, which returns how long it took, until it takes
// at most bound, three times at most: a loaded machine may stall the server
// now and then, but a limit that is checked late is late every time.
func endsWithin(t *testing.T, name string, bound time.Duration, call func() time.Duration) {
	t.Helper()
	var times []time.Duration
	for len(times) < 3 {
		took := call()
		if took <= bound {
			return
		}
		times = append(times, took)
	}
	t.Errorf("%s: the calls took %v, each over %v", name, times, bound)
}

// lacks says why a program cannot run in this build ("" when it can).
func (c *client) lacks(words []string, vocabulary string) string {
	if vocabulary != "" && !vocabularyBuilt(vocabulary) {
		return fmt.Sprintf("this build has no %s vocabulary", vocabulary)
	}
	for _, w := range words {
		var h helpAnswer
		c.call("forth_help", map[string]any{"word": w}).Decode(c.t, &h)
		if h.Word == nil {
			return fmt.Sprintf("this build has no word %s", w)
		}
	}
	return ""
}

// oneSessionBudget is the peak a server of one session may reach while a
// program fills its limits: its idle size, what the server plans for a
// session at its limits running a call (serverMemory, which its soft memory
// limit lets the heap grow to before the collector must run), and 32M.
func oneSessionBudget(idle int64, l core.Limits) int64 {
	return idle + serverMemory(l, 1) + 32<<20
}

// resetPeak starts the process's peak memory (VmHWM) anew from its
// present size, so that each program's own peak is seen.
func resetPeak(t *testing.T, pid int) {
	t.Helper()
	if err := os.WriteFile(fmt.Sprintf("/proc/%d/clear_refs", pid), []byte("5"), 0); err != nil {
		t.Logf("the peak memory cannot be reset (%v): it is the peak of all programs so far", err)
	}
}

// vocabularyBuilt reports whether this build has the vocabulary.
func vocabularyBuilt(name string) bool { return slices.Contains(cli.Vocabularies(), name) }

// procStatus reads a size in kB from /proc/PID/status, in bytes.
func procStatus(t *testing.T, pid int, field string) int64 {
	t.Helper()
	f, err := os.Open(fmt.Sprintf("/proc/%d/status", pid))
	if err != nil {
		t.Skipf("no /proc to measure the server's memory: %v", err)
	}
	defer f.Close()
	s := bufio.NewScanner(f)
	for s.Scan() {
		if rest, ok := strings.CutPrefix(s.Text(), field+":"); ok {
			kb, err := strconv.ParseInt(strings.TrimSuffix(strings.TrimSpace(rest), " kB"), 10, 64)
			if err != nil {
				t.Fatalf("%s: %v", s.Text(), err)
			}
			return kb << 10
		}
	}
	t.Fatalf("/proc/%d/status has no %s", pid, field)
	return 0
}

func firstLine(s string) string {
	line, _, _ := strings.Cut(s, "\n")
	if len(line) > 100 {
		line = line[:100] + "…"
	}
	return line
}

// Programs that the time limit stops, not the steps: each ends within the
// limit plus 100ms, whatever it was doing when the time ran out, and the
// session goes on.
func TestCallsEndWithinTheirTimeLimit(t *testing.T) {
	const limit = 500 * time.Millisecond
	c, _ := startProcess(t, "", "--max-time", limit.String(), "--max-steps", strconv.Itoa(int(core.Ceilings.Steps)))
	programs := []hostile{
		{name: "an empty loop", code: ": spin BEGIN AGAIN ; spin"},
		{name: "a loop that catches", code: ": nop ; : spin BEGIN ['] nop CATCH DROP AGAIN ; spin"},
		{name: "deep recursion over and over", code: ": r RECURSE ; : spin BEGIN ['] r CATCH DROP AGAIN ; spin"},
		{name: "errors over and over", code: ": e 1 0 / ; : spin BEGIN ['] e CATCH DROP AGAIN ; spin"},
		{name: "EVALUATE over and over", code: `: spin BEGIN S" 1 2 + DROP" EVALUATE AGAIN ; spin`},
		{name: "FILL over the whole memory", code: ": spin BEGIN HERE UNUSED 65 FILL AGAIN ; spin"},
		{name: "MOVE over the whole memory", code: ": spin BEGIN HERE HERE 1+ UNUSED 1- MOVE AGAIN ; spin"},
		{name: "a wait", code: "100000 MS"},
		{name: "waits over and over", code: ": s BEGIN 7 MS AGAIN ; s"},
		// calls count no steps: the clock is read once a call. The empty
		// word and b are inlined, c (a hundred ops) is not, so the calls
		// of c are what run, ten million times a second
		{name: "calls of words of empty words", code: ": a ; : b a a a a a a a a a a ; : c b b b b b b b b b b ; " +
			": d c c c c c c c c c c ; : e d d d d d d d d d d ; : f e e e e e e e e e e ; : g f f f f f f f f f f ; " +
			": h g g g g g g g g g g ; : i h h h h h h h h h h ; : j i i i i i i i i i i ; : k j j j j j j j j j j ; k"},
		{name: "SQL that never ends", vocabulary: "SQLITE",
			code: `ALSO SQLITE S" :memory:" DB-OPEN THROW S" WITH RECURSIVE c(i) AS (SELECT 1 UNION ALL SELECT i+1 FROM c) SELECT count(*) FROM c" DB-EXEC`},
		{name: "a regex that backtracks", vocabulary: "REGEX",
			code: `ALSO REGEX S" aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaab" S" ^(?=a)(a+)+$" RE-MATCH?`},
	}
	for _, p := range programs {
		if reason := c.lacks(p.words, p.vocabulary); reason != "" {
			t.Logf("%s: skipped: %s", p.name, reason)
			continue
		}
		endsWithin(t, p.name, limit+100*time.Millisecond, func() time.Duration {
			c.fresh()
			start := time.Now()
			r := c.eval(p.code)
			took := time.Since(start)
			t.Logf("%-32s %6.3fs  %s", p.name, took.Seconds(), firstLine(r.Text()))
			if e := r.eval(t).Error; e == nil || e.Code != core.ErrLimit || e.Detail != "time" {
				t.Errorf("%s: want limit exceeded: time, got %s", p.name, shorten(r.Text()))
			}
			return took
		})
		if got := c.eval("2 3 + .").Text(); got != "5  ok\nstack: empty\n" {
			t.Errorf("%s: the session does not go on: %q", p.name, got)
		}
	}
}

// A cancelled call stops within 100ms of the cancellation, whatever it was
// doing, and the session goes on. (TestCancellationStopsTheRunningCall shows
// the answer; this measures it.) The cancellation is sent once the server
// has spent CPU time on the call, so that mcp-go knows the call by then.
func TestCancellationStopsACallWithin100ms(t *testing.T) {
	c, cmd := startProcess(t, "", "--max-time", "60s", "--max-steps", strconv.Itoa(int(core.Ceilings.Steps)))
	pid := cmd.Process.Pid
	programs := []hostile{
		{name: "an empty loop", code: ": spin BEGIN AGAIN ; spin"},
		{name: "a loop that catches", code: ": e 1 0 / ; : spin BEGIN ['] e CATCH DROP AGAIN ; spin"},
		{name: "deep recursion over and over", code: ": r RECURSE ; : spin BEGIN ['] r CATCH DROP AGAIN ; spin"},
		{name: "EVALUATE over and over", code: `: spin BEGIN S" 1 2 + DROP" EVALUATE AGAIN ; spin`},
		{name: "FILL over the whole memory", code: ": spin BEGIN HERE UNUSED 65 FILL AGAIN ; spin"},
		{name: "SQL that never ends", vocabulary: "SQLITE",
			code: `ALSO SQLITE S" :memory:" DB-OPEN THROW S" WITH RECURSIVE c(i) AS (SELECT 1 UNION ALL SELECT i+1 FROM c) SELECT count(*) FROM c" DB-EXEC`},
		{name: "a regex that backtracks", vocabulary: "REGEX",
			code: `ALSO REGEX S" aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaab" S" ^(?=a)(a+)+$" RE-MATCH?`},
	}
	for _, p := range programs {
		if reason := c.lacks(p.words, p.vocabulary); reason != "" {
			t.Logf("%s: skipped: %s", p.name, reason)
			continue
		}
		endsWithin(t, p.name+" after its cancellation", 100*time.Millisecond, func() time.Duration {
			c.fresh()
			cpu := cpuTime(t, pid)
			id, ch := c.send("tools/call", map[string]any{"name": "forth_eval", "arguments": map[string]any{"code": p.code}})
			for cpuTime(t, pid)-cpu < 100*time.Millisecond && len(ch) == 0 {
				time.Sleep(5 * time.Millisecond)
			}
			if len(ch) > 0 {
				t.Fatalf("%s: the call ended before it was cancelled: %+v", p.name, <-ch)
			}
			start := time.Now()
			c.notify("notifications/cancelled", map[string]any{"requestId": id, "reason": "the test"})
			// a cancelled call gets no answer: the next call, which
			// waits its turn behind it, says when it stopped
			_, next := c.send("tools/call", map[string]any{"name": "forth_eval", "arguments": map[string]any{"code": "7 ."}})
			r := c.toolAnswer("forth_eval", c.wait(next))
			took := time.Since(start)
			t.Logf("%-32s %6.3fs", p.name, took.Seconds())
			if got := r.Text(); got != "7  ok\nstack: empty\n" {
				t.Errorf("%s: the next call: %q", p.name, got)
			}
			if len(ch) > 0 {
				t.Errorf("%s: the cancelled call was answered: %+v", p.name, <-ch)
			}
			return took
		})
		if got := c.eval("2 3 + .").Text(); got != "5  ok\nstack: empty\n" {
			t.Errorf("%s: the session does not go on: %q", p.name, got)
		}
	}
}

// cpuTime is the CPU time the process has used, from /proc/PID/stat.
func cpuTime(t *testing.T, pid int) time.Duration {
	t.Helper()
	b, err := os.ReadFile(fmt.Sprintf("/proc/%d/stat", pid))
	if err != nil {
		t.Skipf("no /proc to measure the server's CPU time: %v", err)
	}
	// the fields after the command, which is in parentheses
	fields := strings.Fields(string(b[strings.LastIndexByte(string(b), ')')+1:]))
	utime, _ := strconv.ParseInt(fields[11], 10, 64)
	stime, _ := strconv.ParseInt(fields[12], 10, 64)
	return time.Duration(utime+stime) * time.Second / 100 // USER_HZ
}

// forth_words and forth_help answer with what the session holds, which its
// space bounds, not its output, and a call's trace and breaks name the
// words running: they keep to the output limit too, and say what they left
// out.
func TestAnswersKeepToTheOutputLimit(t *testing.T) {
	const limit = 64 << 10
	c := startServer(t, "--max-output", "64K")
	// 200 words, each with a comment line of 1000 characters before it
	comment := `\ ` + strings.Repeat("x", 1000)
	var lines []string
	for i := range 200 {
		lines = append(lines, comment, fmt.Sprintf(": w%d ( -- n ) %d ;", i, i))
	}
	// and a definition of 2000 lines
	lines = append(lines, ": big")
	for range 2000 {
		lines = append(lines, `1 DROP \ `+strings.Repeat("y", 500))
	}
	lines = append(lines, ";")
	r := c.call("forth_eval", map[string]any{"code": `S" defs.fth" INCLUDED`, "files": map[string]string{"defs.fth": strings.Join(lines, "\n")}})
	if r.IsError {
		t.Fatalf("the definitions: %s", shorten(r.Text()))
	}

	words := c.call("forth_words", nil)
	var listed struct {
		Words []struct{ Name string } `json:"words"`
		Older int                     `json:"older"`
	}
	words.Decode(t, &listed)
	if cost := outputCost(words.Text()) + outputCost(string(words.Structured)); cost > 2*limit {
		t.Errorf("forth_words: an answer of %d bytes as the output limit counts them, over twice %d", cost, limit)
	}
	if len(listed.Words) == 0 || listed.Words[0].Name != "BIG" || len(listed.Words)+listed.Older != 201 ||
		!strings.Contains(words.Text(), fmt.Sprintf("... and %d older words", listed.Older)) {
		t.Errorf("forth_words: %d words listed, %d older: %s", len(listed.Words), listed.Older, shorten(words.Text()))
	}

	help := c.call("forth_help", map[string]any{"word": "big"})
	if cost := outputCost(help.Text()) + outputCost(string(help.Structured)); cost > 2*limit {
		t.Errorf("forth_help: an answer of %d bytes as the output limit counts them, over twice %d", cost, limit)
	}
	if !strings.Contains(help.Text(), "more bytes: forth_help keeps to the output limit") {
		t.Errorf("forth_help: %s", shorten(help.Text()))
	}

	// 100 breaks and a trace inside 40 words of long names
	name := func(i int) string { return fmt.Sprintf("%s%03d", strings.Repeat("n", 250), i) }
	nested := []string{"ALSO DEBUG", fmt.Sprintf(": %s 100 0 DO BREAK LOOP ;", name(0))}
	for i := 1; i < 40; i++ {
		nested = append(nested, fmt.Sprintf(": %s %s ;", name(i), name(i-1)))
	}
	nested = append(nested, name(39))
	r = c.call("forth_eval", map[string]any{"code": strings.Join(nested, "\n"), "trace": true})
	if cost := outputCost(r.Text()) + outputCost(string(r.Structured)); cost > 2*limit+8<<10 {
		t.Errorf("breaks and a trace: an answer of %d bytes as the output limit counts them, over twice %d", cost, limit)
	}
	if e := r.eval(t); e.BreaksDropped == 0 || len(e.Breaks)+e.BreaksDropped != 100 {
		t.Errorf("%d breaks kept, %d dropped", len(e.Breaks), e.BreaksDropped)
	}
}

// After forth_reset the server is back near its idle size: what the old
// session grew (the Go stack of a deep recursion through CATCH, the garbage
// of a long output) goes back to the system at once, not when the
// collector next runs.
func TestResetReturnsTheOldSessionsMemory(t *testing.T) {
	if testing.Short() {
		t.Skip("measures the server's memory; -short skips it")
	}
	c, cmd := startProcess(t, "")
	pid := cmd.Process.Pid
	c.eval(": warm 1 2 + DROP ; warm") // the first call's one-time work is idle size
	idle := procStatus(t, pid, "VmRSS")
	c.eval("VARIABLE x : r x @ CATCH THROW ; ' r x ! r")
	c.eval(`: o 50000 0 DO ." <tags> " LOOP ; o`)
	grown := procStatus(t, pid, "VmRSS")
	c.fresh()
	after := procStatus(t, pid, "VmRSS")
	t.Logf("resident: idle %s, after the calls %s, after forth_reset %s",
		core.FormatSize(idle), core.FormatSize(grown), core.FormatSize(after))
	if after > idle+12<<20 {
		t.Errorf("after forth_reset the server holds %s, over its idle %s + 12M", core.FormatSize(after), core.FormatSize(idle))
	}
}
