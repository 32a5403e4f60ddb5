package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"net/http"
	"strings"
	"sync"
	"testing"

	"github.com/forthling/forthling/core"
)

// TestHTTPMemoryOfSessionsAtTheirLimits fills every session a server may
// hold to its limits, all at once, and checks that the server's peak
// resident memory stays within what the README tells a host to plan for:
// its idle size, plus --max-sessions times a session at its limits, plus a
// margin. Each session holds Forth memory written over to its last byte,
// definitions up to its space, files and data at their limits and the
// whole output of a call that ran to the output limit (kept for
// forth_output).
func TestHTTPMemoryOfSessionsAtTheirLimits(t *testing.T) {
	if testing.Short() {
		t.Skip("fills many sessions to their limits; -short skips it")
	}
	const sessions = 16
	limits := core.DefaultLimits
	url, cmd := startHTTPCommand(t, "--max-sessions", fmt.Sprint(sessions), "--max-time", "60s")
	pid := cmd.Process.Pid
	warm := newHTTPBenchClient(t, url)
	warm.eval(t, ": warm 1 2 + DROP ; warm", " ok") // the first call's one-time work is idle size
	warm.end(t)
	idle := procStatus(t, pid, "VmHWM")

	half := strings.Repeat("f", int(limits.Files)/2)
	data := strings.Repeat("d", int(limits.Memory))
	steps := []struct {
		name string
		args map[string]any
		want []string // in the answer
	}{
		{"files and data at their limits, definitions up to the space",
			map[string]any{"files": map[string]string{"a.txt": half, "b.txt": half}, "data": data,
				"code": `: defs BEGIN S" : x 1 2 3 + + ;" EVALUATE AGAIN ; defs`},
			[]string{"error -258", "space"}},
		{"Forth memory written over and taken", map[string]any{"code": "HERE UNUSED 65 FILL UNUSED ALLOT UNUSED ."},
			[]string{" ok"}},
		{"output to its limit", map[string]any{"code": ": p BEGIN 65 EMIT AGAIN ; p"},
			[]string{"error -258", "output"}},
	}
	var wg sync.WaitGroup
	clients := make([]*httpBenchClient, sessions)
	for i := range clients {
		clients[i] = newHTTPBenchClient(t, url)
		wg.Add(1)
		go func() {
			defer wg.Done()
			for _, step := range steps {
				body, err := clients[i].call(step.args)
				if err != nil {
					t.Errorf("session %d, %s: %v", i, step.name, err)
					return
				}
				for _, want := range step.want {
					if !bytes.Contains(body, []byte(want)) {
						t.Errorf("session %d, %s: %q is not in the answer: %.300s", i, step.name, want, body)
					}
				}
			}
		}()
	}
	wg.Wait()
	if t.Failed() {
		return
	}
	// every session still holds its words, and answers
	for _, c := range clients {
		c.eval(t, "x .", "6 ")
	}
	peak := procStatus(t, pid, "VmHWM")
	resident := procStatus(t, pid, "VmRSS")
	budget := idle + serverMemory(limits, sessions) + hostMargin
	t.Logf("idle %s; %d sessions at their limits: peak %s, resident %s, %s a session above idle; the budget %s, %s a session",
		core.FormatSize(idle>>10<<10), sessions, core.FormatSize(peak>>10<<10), core.FormatSize(resident>>10<<10),
		core.FormatSize((peak-idle)/sessions>>10<<10), core.FormatSize(budget>>10<<10),
		core.FormatSize(heldMemory(limits)+callReserve))
	if peak > budget {
		t.Errorf("the server's peak memory is %s, over its idle %s + %d sessions at their limits and a call each + %s = %s",
			core.FormatSize(peak>>10<<10), core.FormatSize(idle>>10<<10), sessions, core.FormatSize(hostMargin), core.FormatSize(budget>>10<<10))
	}
}

// call sends a forth_eval with args in the client's session and gives the
// answer's body, or an error (it may run in a goroutine of the test).
func (c *httpBenchClient) call(args map[string]any) ([]byte, error) {
	b, _ := json.Marshal(map[string]any{"jsonrpc": "2.0", "id": 3, "method": "tools/call",
		"params": map[string]any{"name": "forth_eval", "arguments": args}})
	status, _, body, err := sendRequest(http.MethodPost, c.url,
		map[string]string{"Mcp-Session-Id": c.id, "Mcp-Protocol-Version": legacy}, b)
	switch {
	case err != nil:
		return nil, err
	case status != http.StatusOK:
		return nil, fmt.Errorf("forth_eval: %d %.300s", status, body)
	}
	return []byte(body), nil
}

// end ends the client's session (DELETE /mcp).
func (c *httpBenchClient) end(tb testing.TB) {
	tb.Helper()
	status, _, body, err := sendRequest(http.MethodDelete, c.url,
		map[string]string{"Mcp-Session-Id": c.id, "Mcp-Protocol-Version": legacy}, nil)
	if err != nil || status != http.StatusOK {
		tb.Fatalf("DELETE: %d %v %.300s", status, err, body)
	}
}

// hostMargin is what the server may take beyond its soft memory limit:
// the collector's lag, and what Go keeps outside its heap.
const hostMargin = 32 << 20
