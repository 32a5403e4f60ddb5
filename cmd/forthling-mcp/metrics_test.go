package main

import (
	"net/http"
	"strings"
	"syscall"
	"testing"
	"time"
)

// /healthz and /readyz answer, and /metrics counts calls by tool and
// outcome, error codes, steps and sessions live.
func TestHTTPOperatorEndpoints(t *testing.T) {
	s := startHTTP(t)
	base := strings.TrimSuffix(s.url, "/mcp")
	for _, path := range []string{"/healthz", "/readyz"} {
		if status, _, body := rawRequest(t, http.MethodGet, base+path, nil, nil); status != http.StatusOK {
			t.Errorf("GET %s: %d %s", path, status, body)
		}
	}
	handle := newSessionAt(t, s.url, ": twice 2 * ;")
	evalIn(t, s.url, handle, "21 twice .")
	modernCall(t, s.url, "forth_eval", map[string]any{"code": "1 0 /", "session": handle}, nil)
	modernCall(t, s.url, "forth_stack", map[string]any{"session": handle}, nil)
	modernCall(t, s.url, "forth_stack", map[string]any{"session": "no-such-handle"}, nil)
	for series, want := range map[string]float64{
		`forthling_calls_total{outcome="ok",tool="forth_eval"}`:       2,
		`forthling_calls_total{outcome="error",tool="forth_eval"}`:    1,
		`forthling_calls_total{outcome="ok",tool="forth_stack"}`:      1,
		`forthling_calls_total{outcome="refused",tool="forth_stack"}`: 1,
		`forthling_errors_total{code="-10"}`:                          1,
		`forthling_call_steps_count`:                                  3,
		`forthling_call_duration_seconds_count{tool="forth_eval"}`:    3,
		`forthling_sessions_live`:                                     1,
	} {
		if got := metricOf(t, s.url, series); got != want {
			t.Errorf("%s = %v, want %v", series, got, want)
		}
	}
	if got := metricOf(t, s.url, "process_resident_memory_bytes"); got <= 0 {
		t.Errorf("process_resident_memory_bytes = %v", got)
	}
	// one line a call, the session hashed, and never the code
	logged := s.loggedOnce(func(logged string) bool { return strings.Count(logged, "msg=call ") >= 5 })
	if n := strings.Count(logged, "msg=call "); n != 5 {
		t.Errorf("%d call lines logged, want 5:\n%s", n, logged)
	}
	if strings.Contains(logged, "twice") || strings.Contains(logged, handle) {
		t.Errorf("the log holds code or a handle:\n%s", logged)
	}
	if !strings.Contains(logged, "tool=forth_eval") || !strings.Contains(logged, "session="+hashHandle(handle)) || !strings.Contains(logged, "code=-10") {
		t.Errorf("the log lacks the tool, the hashed session or the error code:\n%s", logged)
	}
}

// --log-code logs the code each call ran.
func TestHTTPLogCode(t *testing.T) {
	s := startHTTP(t, "--log-code")
	newSessionAt(t, s.url, ": logged-word 1 ;")
	if logged := s.loggedOnce(func(logged string) bool { return strings.Contains(logged, "logged-word") }); !strings.Contains(logged, "logged-word") {
		t.Errorf("--log-code: the code is not in the log:\n%s", logged)
	}
}

// While it drains at SIGTERM the server is not ready: /readyz says so,
// and a new request is answered 503, as long as a call runs; the call
// running gets its answer.
func TestHTTPNotReadyWhileDraining(t *testing.T) {
	p := startServerProcess(t, "--http", freeAddr(t), "--max-time", "2s", "--max-steps", "1000000000")
	base := strings.TrimSuffix(p.url, "/mcp")
	id := initializeRaw(t, p.url, nil)
	answered := make(chan string, 1)
	go func() {
		_, _, body, _ := sendRequest(http.MethodPost, p.url, map[string]string{"Mcp-Session-Id": id, "Mcp-Protocol-Version": legacy},
			[]byte(`{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"forth_eval","arguments":{"code":": spin BEGIN AGAIN ; spin"}}}`))
		answered <- body
	}()
	time.Sleep(300 * time.Millisecond)
	p.cmd.Process.Signal(syscall.SIGTERM)
	time.Sleep(300 * time.Millisecond)
	if status, _, body := rawRequest(t, http.MethodGet, base+"/readyz", nil, nil); status != http.StatusServiceUnavailable {
		t.Errorf("/readyz while draining: %d %s", status, body)
	}
	if status, _, body := rawRequest(t, http.MethodGet, base+"/healthz", nil, nil); status != http.StatusOK {
		t.Errorf("/healthz while draining: %d %s", status, body)
	}
	if status, body := legacyCall(t, p.url, id, nil, "forth_eval", map[string]any{"code": "1 ."}); status != http.StatusServiceUnavailable || !strings.Contains(body, "the server is stopping") {
		t.Errorf("a new call while draining: %d %s", status, body)
	}
	if body := <-answered; !strings.Contains(body, "limit exceeded") {
		t.Errorf("the call running at SIGTERM: %s", body)
	}
	if err := p.stop(t, syscall.SIGTERM); err != nil {
		t.Errorf("the server, stopped by SIGTERM: %v", err)
	}
}
