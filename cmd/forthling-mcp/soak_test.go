package main

import (
	"math/rand/v2"
	"strings"
	"testing"
	"time"

	"github.com/forthling/forthling/core"
)

// soakCall is one call of the soak test's workload.
type soakCall struct {
	tool string
	args map[string]any
}

func evalCall(code string) soakCall {
	return soakCall{"forth_eval", map[string]any{"code": code}}
}

// soakTask is a few calls that leave the session as they found it, as far
// as later tasks can tell: empty stacks, the search order as it was.
type soakTask struct {
	name       string
	calls      []soakCall
	vocabulary string
}

// soakTasks are the workload: definitions, errors, limits, files, data,
// traces, resets and SQL.
func soakTasks() []soakTask {
	return []soakTask{
		{name: "definitions", calls: []soakCall{evalCall(": sq ( n -- n*n ) DUP * ;  7 sq . : cube DUP sq * ; 3 cube .")}},
		{name: "an undefined word", calls: []soakCall{evalCall("1 2 FOO .")}},
		{name: "an error in a definition", calls: []soakCall{evalCall(": bad ( n -- ) 0 / ; 5 bad")}},
		{name: "CATCH and THROW", calls: []soakCall{evalCall(": t 1 0 / ; : u ['] t CATCH . ; u  : v 42 THROW ; ' v CATCH .")}},
		{name: "the step limit", calls: []soakCall{evalCall(": spin BEGIN 1 DROP AGAIN ; spin")}},
		{name: "the output limit", calls: []soakCall{evalCall(": flood BEGIN 65 EMIT AGAIN ; flood")}},
		{name: "an open definition", calls: []soakCall{evalCall(": open 1 2"), evalCall("+ ; open .")}},
		{name: "the stacks between calls", calls: []soakCall{evalCall("1 2 3 1E0"), {"forth_stack", nil}, evalCall("DROP 2DROP FDROP")}},
		{name: "files", calls: []soakCall{{"forth_eval", map[string]any{
			"files": map[string]string{"lib/math.fth": ": avg ( a b -- n ) + 2/ ;\n", "notes.txt": "some notes"},
			"code":  `S" lib/math.fth" INCLUDED 10 20 avg . S" nofile.fth" INCLUDED`,
		}}}},
		{name: "data", calls: []soakCall{{"forth_eval", map[string]any{"data": "hello, world", "code": "DATA TYPE"}}}},
		{name: "a trace", calls: []soakCall{{"forth_eval", map[string]any{"code": ": tw 1 2 + DROP ; tw", "trace": true}}}},
		{name: "help", calls: []soakCall{{"forth_help", map[string]any{"word": "DUP"}}, {"forth_help", map[string]any{"word": "DUPP"}}}},
		{name: "a long loop", calls: []soakCall{evalCall(": sum 0 1000 0 DO I + LOOP ; sum .")}},
		{name: "deep recursion", calls: []soakCall{evalCall(": r RECURSE ; r")}},
		{name: "a reset", calls: []soakCall{{"forth_reset", nil}, evalCall("DEPTH .")}},
		{name: "SQL", vocabulary: "SQLITE", calls: []soakCall{evalCall(
			`ALSO SQLITE S" :memory:" DB-OPEN THROW CONSTANT db ` +
				`db S" CREATE TABLE t(x); INSERT INTO t VALUES (1),(2),(3)" DB-EXEC THROW ` +
				`db S" SELECT sum(x) AS s FROM t" DB-QUERY THROW TYPE db DB-CLOSE PREVIOUS`)}},
	}
}

// soakArgs keep the limit tasks short; the rest of the limits are the
// defaults.
var soakArgs = []string{"--max-steps", "100000", "--max-output", "64K"}

// A long session gives the answers a fresh session gives, call after call,
// and its memory stays within the limits.
func TestALongSessionGivesTheAnswersOfAFreshOne(t *testing.T) {
	calls := 10_000
	if testing.Short() {
		calls = 1_000
	}
	var tasks []soakTask
	for _, task := range soakTasks() {
		if task.vocabulary != "" && !vocabularyBuilt(task.vocabulary) {
			t.Logf("%s: skipped: this build has no %s vocabulary", task.name, task.vocabulary)
			continue
		}
		tasks = append(tasks, task)
	}

	// the answers of a fresh session: each task alone
	want := map[string][]string{}
	ref := startServer(t, soakArgs...)
	for _, task := range tasks {
		ref.fresh()
		for _, call := range task.calls {
			want[task.name] = append(want[task.name], ref.call(call.tool, call.args).Text())
		}
	}

	c, cmd := startProcess(t, "", soakArgs...)
	pid := cmd.Process.Pid
	c.eval("1 DROP")
	idle := procStatus(t, pid, "VmHWM")
	budget := oneSessionBudget(idle, core.DefaultLimits)
	start := time.Now()
	n := 0
	// the tasks in an order that changes from round to round, the same
	// from run to run
	order := rand.New(rand.NewPCG(8, 8))
	for n < calls {
		for _, i := range order.Perm(len(tasks)) {
			task := tasks[i]
			for j, call := range task.calls {
				got := c.call(call.tool, call.args).Text()
				n++
				// a task run again redefines its own words, which a
				// fresh session does not: that warning is the one
				// difference a long session may show
				if withoutRedefinitions(got) != withoutRedefinitions(want[task.name][j]) {
					t.Fatalf("call %d (%s, call %d of the task): the answer\n%s\ndiffers from a fresh session's:\n%s",
						n, task.name, j+1, shorten(got), shorten(want[task.name][j]))
				}
			}
		}
	}
	peak := procStatus(t, pid, "VmHWM")
	t.Logf("%d calls in %v; peak memory %s, idle %s", n, time.Since(start).Round(time.Millisecond), core.FormatSize(peak>>10<<10), core.FormatSize(idle>>10<<10))
	if peak > budget {
		t.Errorf("after %d calls the server's peak memory is %s, over its idle %s + the limits + 32M = %s",
			n, core.FormatSize(peak), core.FormatSize(idle), core.FormatSize(budget))
	}
}

// withoutRedefinitions is a result's text without its redefinition warnings.
func withoutRedefinitions(text string) string {
	var kept []string
	for _, line := range strings.SplitAfter(text, "\n") {
		if !(strings.HasPrefix(line, "warning: ") && strings.Contains(line, " is redefined")) {
			kept = append(kept, line)
		}
	}
	return strings.Join(kept, "")
}
