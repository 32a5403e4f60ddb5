package main

import (
	"bytes"
	"encoding/json"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/forthling/forthling/core"
)

// FuzzHTTPRequests sends arbitrary requests to the HTTP server's handler
// (the Origin check, the gate, mcp-go, the tools), with any method,
// protocol version, session header and body, to a fresh server each time.
// Whatever comes in, the answer comes within the time limit with a status
// the transport defines, and a JSON answer is valid JSON.
func FuzzHTTPRequests(f *testing.F) {
	initialize := `{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-11-25","capabilities":{},"clientInfo":{"name":"f","version":"1"}}}`
	modern := `{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"forth_eval","arguments":{"code":"1 2 + ."},"_meta":{"io.modelcontextprotocol/protocolVersion":"2026-07-28","io.modelcontextprotocol/clientCapabilities":{}}}}`
	for _, seed := range []struct {
		method, version, session, param string
		body                            string
	}{
		{"POST", "", "", "", initialize},
		{"POST", "2025-11-25", "", "", `{"jsonrpc":"2.0","id":2,"method":"tools/list"}`},
		{"POST", "2025-11-25", "unknown", "", `{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"forth_eval","arguments":{"code":"1"}}}`},
		{"POST", "2026-07-28", "", "", modern},
		{"POST", "2026-07-28", "", "AAAA", strings.Replace(modern, `"code"`, `"session":"AAAA","code"`, 1)},
		{"POST", "2026-07-28", "", "", `[` + modern + `]`},
		{"DELETE", "2025-11-25", "x", "", ""},
		{"GET", "2025-11-25", "", "", ""},
		{"POST", "2099-01-01", "", "", `{"jsonrpc":"2.0","id":{"a":1},"method":"initialize"}`},
		{"PUT", "", "", "", "\x00\xff"},
	} {
		f.Add(seed.method, seed.version, seed.session, seed.param, []byte(seed.body))
	}
	f.Fuzz(func(t *testing.T, method, version, session, param string, body []byte) {
		if !validMethod(method) {
			return // net/http refuses such a request before any handler
		}
		ss, err := newHTTPSessions(core.Options{Limits: fuzzLimits}, 4, time.Minute, images{})
		if err != nil {
			t.Fatal(err)
		}
		defer ss.close()
		handler, _ := newHTTPHandler(ss, nil, nil, slog.New(slog.NewTextHandler(io.Discard, nil)))
		req := httptest.NewRequest(method, "/mcp", bytes.NewReader(body))
		req.Header.Set("Content-Type", "application/json")
		req.Header.Set("Accept", "application/json, text/event-stream")
		for name, value := range map[string]string{"Mcp-Protocol-Version": version, "Mcp-Session-Id": session, "Mcp-Param-Session": param} {
			if value != "" && validHeaderValue(value) {
				req.Header.Set(name, value)
			}
		}
		req.Header.Set("Mcp-Method", "tools/call")
		req.Header.Set("Mcp-Name", "forth_eval")
		w := httptest.NewRecorder()
		start := time.Now()
		done := make(chan struct{})
		go func() {
			defer close(done)
			handler.ServeHTTP(w, req)
		}()
		select {
		case <-done:
		case <-time.After(fuzzLimits.Time + fuzzCallSlack):
			t.Fatalf("no answer within %v", time.Since(start))
		}
		switch w.Code {
		case http.StatusOK, http.StatusAccepted, http.StatusBadRequest, http.StatusNotFound, http.StatusMethodNotAllowed,
			http.StatusRequestEntityTooLarge, http.StatusServiceUnavailable, http.StatusForbidden, http.StatusInternalServerError:
		default:
			t.Errorf("status %d: %s", w.Code, w.Body)
		}
		if w.Code == http.StatusInternalServerError {
			t.Errorf("an internal error: %s", w.Body)
		}
		if strings.HasPrefix(w.Header().Get("Content-Type"), "application/json") && !json.Valid(w.Body.Bytes()) {
			t.Errorf("the answer is not JSON: %q", w.Body)
		}
	})
}

// validMethod says whether net/http would pass a request of this method on.
func validMethod(m string) bool {
	if m == "" {
		return false
	}
	for _, c := range m {
		if c <= ' ' || c >= 0x7f || strings.ContainsRune(`"(),/:;<=>?@[\]{}`, c) {
			return false
		}
	}
	return true
}

// validHeaderValue says whether net/http would send a header of this value.
func validHeaderValue(v string) bool {
	for i := 0; i < len(v); i++ {
		if c := v[i]; c < ' ' && c != '\t' || c == 0x7f {
			return false
		}
	}
	return true
}
