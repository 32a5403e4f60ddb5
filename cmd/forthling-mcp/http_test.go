package main

import (
	"bufio"
	"bytes"
	"context"
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/rand"
	"crypto/tls"
	"crypto/x509"
	"crypto/x509/pkix"
	"encoding/json"
	"encoding/pem"
	"fmt"
	"io"
	"math/big"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	mcpclient "github.com/mark3labs/mcp-go/client"
	"github.com/mark3labs/mcp-go/client/transport"
	"github.com/mark3labs/mcp-go/mcp"
)

// The HTTP tests run the server in the test's process (run, with --http on
// a free loopback port) and talk to it with mcp-go's client, in both
// protocol eras, and with raw requests where a test needs to send what a
// client would not.

// httpServer is a server the test started.
type httpServer struct {
	url    string // the MCP endpoint
	stderr *syncWriter
	log    *bytes.Buffer
}

// startHTTP runs the server with --http 127.0.0.1:0 and the options args,
// and stops it (as a signal does) when the test ends.
func startHTTP(t testing.TB, args ...string) *httpServer {
	t.Helper()
	log := &bytes.Buffer{}
	s := &httpServer{stderr: &syncWriter{w: log}, log: log}
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan struct{})
	status := 0
	go func() {
		status = run(ctx, append([]string{"--http", "127.0.0.1:0"}, args...), strings.NewReader(""), io.Discard, s.stderr)
		close(done)
	}()
	t.Cleanup(func() {
		cancel()
		select {
		case <-done:
			if status != 0 {
				t.Errorf("the server stopped with status %d:\n%s", status, s.logged())
			}
		case <-time.After(15 * time.Second):
			t.Errorf("the server did not stop within 15s of its signal")
		}
	})
	deadline := time.Now().Add(10 * time.Second)
	for time.Now().Before(deadline) {
		if _, rest, ok := strings.Cut(s.logged(), "serving MCP at "); ok {
			s.url, _, _ = strings.Cut(rest, " ")
			return s
		}
		select {
		case <-done:
			t.Fatalf("the server stopped with status %d:\n%s", status, s.logged())
		case <-time.After(5 * time.Millisecond):
		}
	}
	t.Fatalf("the server did not say where it serves:\n%s", s.logged())
	return nil
}

func (s *httpServer) logged() string {
	s.stderr.mu.Lock()
	defer s.stderr.mu.Unlock()
	return s.log.String()
}

// loggedOnce is what the server has logged once enough holds, or after
// 5s: the server writes its log lines a few milliseconds after the calls
// (logWriter).
func (s *httpServer) loggedOnce(enough func(logged string) bool) string {
	for deadline := time.Now().Add(5 * time.Second); time.Now().Before(deadline); time.Sleep(logInterval) {
		if logged := s.logged(); enough(logged) {
			return logged
		}
	}
	return s.logged()
}

// connect is a client of the server: of protocol version (2025-11-25 uses
// a protocol session, "" the newest, 2026-07-28, has none), with a bearer
// token when token is not empty.
func (s *httpServer) connect(t testing.TB, version, token string) *mcpclient.Client {
	t.Helper()
	var opts []transport.StreamableHTTPCOption
	if token != "" {
		opts = append(opts, transport.WithHTTPHeaders(map[string]string{"Authorization": "Bearer " + token}))
	}
	tr, err := transport.NewStreamableHTTP(s.url, opts...)
	if err != nil {
		t.Fatal(err)
	}
	c := mcpclient.NewClient(tr, mcpclient.WithProtocolVersion(version))
	ctx := context.Background()
	if err := c.Start(ctx); err != nil {
		t.Fatal(err)
	}
	req := mcp.InitializeRequest{}
	req.Params.ClientInfo = mcp.Implementation{Name: "forthling-http-test", Version: "1"}
	if _, err := c.Initialize(ctx, req); err != nil {
		t.Fatalf("initialize: %v", err)
	}
	if _, err := c.ListTools(ctx, mcp.ListToolsRequest{}); err != nil {
		t.Fatalf("tools/list: %v", err)
	}
	t.Cleanup(func() { c.Close() })
	return c
}

// callTool calls a tool and returns its text and whether it is an error.
func callTool(t testing.TB, c *mcpclient.Client, tool string, args map[string]any) (string, bool) {
	t.Helper()
	req := mcp.CallToolRequest{}
	req.Params.Name = tool
	req.Params.Arguments = args
	res, err := c.CallTool(context.Background(), req)
	if err != nil {
		t.Fatalf("%s %v: %v", tool, args, err)
	}
	var b strings.Builder
	for _, content := range res.Content {
		b.WriteString(mcp.GetTextFromContent(content))
	}
	return b.String(), res.IsError
}

// evalHTTP runs code in the client's session and fails on an error.
func evalHTTP(t testing.TB, c *mcpclient.Client, code string) string {
	t.Helper()
	text, isError := callTool(t, c, "forth_eval", map[string]any{"code": code})
	if isError {
		t.Fatalf("forth_eval %q: %s", code, text)
	}
	return text
}

// handleOf is the handle a new session's answer gives.
func handleOf(t testing.TB, text string) string {
	t.Helper()
	rest, ok := strings.CutPrefix(text, "session: ")
	if !ok {
		t.Fatalf("the answer does not start with the session's handle: %q", text)
	}
	handle, _, _ := strings.Cut(rest, " ")
	return handle
}

const legacy = "2025-11-25"

func TestHTTPSessionsAreIsolatedAndKeepTheirState(t *testing.T) {
	s := startHTTP(t)
	for _, version := range []string{legacy, ""} {
		t.Run("protocol "+orDefault(version, "2026-07-28"), func(t *testing.T) {
			a, b := s.connect(t, version, ""), s.connect(t, version, "")
			// a modern client names its session by handle
			aArgs, bArgs := map[string]any{}, map[string]any{}
			call := func(c *mcpclient.Client, args map[string]any, code string) string {
				t.Helper()
				all := map[string]any{"code": code}
				for k, v := range args {
					all[k] = v
				}
				text, isError := callTool(t, c, "forth_eval", all)
				if version == "" && args["session"] == nil {
					args["session"] = handleOf(t, text)
					_, text, _ = strings.Cut(text, "\n")
				}
				if isError && !strings.Contains(code, "secret") {
					t.Fatalf("%q: %s", code, text)
				}
				return text
			}
			aFiles := map[string]any{"files": map[string]string{"a.txt": "alice's file"}}
			for k, v := range aFiles {
				aArgs[k] = v
			}
			call(a, aArgs, ": secret 42 ; VARIABLE v 7 v ! 1 2")
			delete(aArgs, "files")
			call(b, bArgs, "3")
			if got := call(b, bArgs, "secret"); !strings.Contains(got, "undefined word: SECRET") {
				t.Errorf("b sees a's word: %q", got)
			}
			if got := call(b, bArgs, `S" a.txt" R/O OPEN-FILE NIP 0<> .`); !strings.HasPrefix(got, "-1 ") {
				t.Errorf("b opens a's file: %q", got)
			}
			if got := call(a, aArgs, `secret . v @ . S" a.txt" R/O OPEN-FILE NIP .`); got != "42 7 0  ok\nstack: 1 2\n" {
				t.Errorf("a's session after b's calls: %q", got)
			}
			text, _ := callTool(t, b, "forth_stack", bArgs)
			if text != "stack: empty\n" {
				t.Errorf("b's stack: %q (the error emptied it)", text)
			}
		})
	}
}

// orDefault is a, or b when a is empty.
func orDefault(a, b string) string {
	if a == "" {
		return b
	}
	return a
}

func TestHTTPManySessionsAtOnce(t *testing.T) {
	sessions, calls := 100, 20
	if testing.Short() {
		sessions = 20
	}
	s := startHTTP(t)
	var wg sync.WaitGroup
	errs := make(chan string, sessions*calls)
	for i := range sessions {
		wg.Add(1)
		go func() {
			defer wg.Done()
			// half the clients have protocol sessions, half handles
			version := legacy
			if i%2 == 1 {
				version = ""
			}
			c := s.connect(t, version, "")
			args := map[string]any{"code": fmt.Sprintf(": mine %d ;", i)}
			text, _ := callTool(t, c, "forth_eval", args)
			if version == "" {
				args["session"] = handleOf(t, text)
			}
			for j := range calls {
				args["code"] = fmt.Sprintf("mine %d + .", j*1000)
				text, isError := callTool(t, c, "forth_eval", args)
				if want := fmt.Sprintf("%d  ok\n", i+j*1000); isError || !strings.HasPrefix(text, want) {
					errs <- fmt.Sprintf("session %d, call %d: %q, want %q", i, j, text, want)
				}
			}
		}()
	}
	wg.Wait()
	close(errs)
	for e := range errs {
		t.Error(e)
	}
}

// rawPost posts a JSON-RPC message with headers and returns the status,
// the headers and the body of the answer.
func rawPost(t testing.TB, url string, headers map[string]string, body any) (int, http.Header, string) {
	t.Helper()
	b, ok := body.([]byte)
	if !ok {
		var err error
		if b, err = json.Marshal(body); err != nil {
			t.Fatal(err)
		}
	}
	return rawRequest(t, http.MethodPost, url, headers, b)
}

func rawRequest(t testing.TB, method, url string, headers map[string]string, body []byte) (int, http.Header, string) {
	t.Helper()
	status, header, answer, err := sendRequest(method, url, headers, body)
	if err != nil {
		t.Fatal(err)
	}
	return status, header, answer
}

// sendRequest sends an MCP request: err is a transport error.
func sendRequest(method, url string, headers map[string]string, body []byte) (int, http.Header, string, error) {
	req, err := http.NewRequest(method, url, bytes.NewReader(body))
	if err != nil {
		return 0, nil, "", err
	}
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Accept", "application/json, text/event-stream")
	for k, v := range headers {
		req.Header.Set(k, v)
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return 0, nil, "", err
	}
	defer resp.Body.Close()
	answer, err := io.ReadAll(resp.Body)
	return resp.StatusCode, resp.Header, string(answer), err
}

// initializeRaw starts a protocol session and returns its Mcp-Session-Id.
func initializeRaw(t testing.TB, url string, headers map[string]string) string {
	t.Helper()
	status, h, body := rawPost(t, url, headers, map[string]any{"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": map[string]any{
		"protocolVersion": legacy, "capabilities": map[string]any{}, "clientInfo": map[string]any{"name": "raw", "version": "1"}}})
	id := h.Get("Mcp-Session-Id")
	if status != http.StatusOK || id == "" {
		t.Fatalf("initialize: %d %s", status, body)
	}
	return id
}

// legacyCall is a tools/call in the protocol session id.
func legacyCall(t testing.TB, url, id string, headers map[string]string, tool string, args map[string]any) (int, string) {
	t.Helper()
	h := map[string]string{"Mcp-Session-Id": id, "Mcp-Protocol-Version": legacy}
	for k, v := range headers {
		h[k] = v
	}
	status, _, body := rawPost(t, url, h, map[string]any{"jsonrpc": "2.0", "id": 2, "method": "tools/call",
		"params": map[string]any{"name": tool, "arguments": args}})
	return status, body
}

func TestHTTPDeleteEndsTheSession(t *testing.T) {
	s := startHTTP(t)
	id := initializeRaw(t, s.url, nil)
	if status, body := legacyCall(t, s.url, id, nil, "forth_eval", map[string]any{"code": ": kept 1 ;"}); status != http.StatusOK || !strings.Contains(body, " ok") {
		t.Fatalf("a call: %d %s", status, body)
	}
	del := func() int {
		status, _, _ := rawRequest(t, http.MethodDelete, s.url, map[string]string{"Mcp-Session-Id": id, "Mcp-Protocol-Version": legacy}, nil)
		return status
	}
	if status := del(); status != http.StatusOK {
		t.Fatalf("DELETE: %d", status)
	}
	if status, body := legacyCall(t, s.url, id, nil, "forth_eval", map[string]any{"code": "kept"}); status != http.StatusNotFound || !strings.Contains(body, "is gone") {
		t.Errorf("a call after DELETE: %d %s", status, body)
	}
	if status := del(); status != http.StatusNotFound {
		t.Errorf("DELETE of a session that is gone: %d, want 404", status)
	}
	if status, body := legacyCall(t, s.url, "", nil, "forth_eval", map[string]any{"code": "1"}); status != http.StatusBadRequest || !strings.Contains(body, "no Mcp-Session-Id") {
		t.Errorf("a call without Mcp-Session-Id: %d %s", status, body)
	}
}

func TestHTTPIdleSessionsEnd(t *testing.T) {
	s := startHTTP(t, "--session-idle", "1s")
	id := initializeRaw(t, s.url, nil)
	c := s.connect(t, "", "")
	text, _ := callTool(t, c, "forth_eval", map[string]any{"code": ": kept 1 ;"})
	handle := handleOf(t, text)
	// in use, a session stays past its idle time
	for range 5 {
		time.Sleep(300 * time.Millisecond)
		legacyCall(t, s.url, id, nil, "forth_stack", nil)
		callTool(t, c, "forth_stack", map[string]any{"session": handle})
	}
	if status, body := legacyCall(t, s.url, id, nil, "forth_stack", nil); status != http.StatusOK {
		t.Fatalf("a session in use ended: %d %s", status, body)
	}
	time.Sleep(2500 * time.Millisecond)
	if status, body := legacyCall(t, s.url, id, nil, "forth_stack", nil); status != http.StatusNotFound || !strings.Contains(body, "left idle for 1s") {
		t.Errorf("an idle protocol session: %d %s", status, body)
	}
	text, isError := callTool(t, c, "forth_eval", map[string]any{"session": handle, "code": "kept"})
	if !isError || !strings.Contains(text, "is gone") || !strings.Contains(text, "forth_eval without the session argument") {
		t.Errorf("an idle handle: %q", text)
	}
}

func TestHTTPAFullServerRefusesNewSessionsOnly(t *testing.T) {
	s := startHTTP(t, "--max-sessions", "2")
	a := s.connect(t, legacy, "")
	evalHTTP(t, a, ": mine 1 ;")
	modern := s.connect(t, "", "")
	text, _ := callTool(t, modern, "forth_eval", map[string]any{"code": ": mine 2 ;"})
	handle := handleOf(t, text)

	status, _, body := rawPost(t, s.url, nil, map[string]any{"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": map[string]any{
		"protocolVersion": legacy, "capabilities": map[string]any{}, "clientInfo": map[string]any{"name": "raw", "version": "1"}}})
	if status != http.StatusServiceUnavailable || !strings.Contains(body, "the server is full") {
		t.Errorf("initialize on a full server: %d %s", status, body)
	}
	text, isError := callTool(t, modern, "forth_eval", map[string]any{"code": "1"})
	if !isError || !strings.Contains(text, "the server is full") || !strings.Contains(text, "No session was harmed") {
		t.Errorf("a new handle on a full server: %q", text)
	}
	if got := evalHTTP(t, a, "mine ."); got != "1  ok\nstack: empty\n" {
		t.Errorf("the first session: %q", got)
	}
	if got, _ := callTool(t, modern, "forth_eval", map[string]any{"session": handle, "code": "mine ."}); got != "2  ok\nstack: empty\n" {
		t.Errorf("the second session: %q", got)
	}
	// ending one makes room
	if text, isError := callTool(t, modern, "forth_reset", map[string]any{"session": handle, "end": true}); isError || !strings.Contains(text, "has ended") {
		t.Fatalf("forth_reset end: %q", text)
	}
	text, isError = callTool(t, modern, "forth_eval", map[string]any{"code": "1"})
	if isError {
		t.Errorf("a new session once one ended: %q", text)
	}
}

func writeTokenFile(t *testing.T) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), "tokens")
	if err := os.WriteFile(path, []byte("alice:alice-token-0123456789\nbob:bob-token-0123456789ab\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	return path
}

func TestHTTPTokensKeepSessionsToTheirOwner(t *testing.T) {
	s := startHTTP(t, "--auth-token-file", writeTokenFile(t))
	for token, want := range map[string]string{"": `Bearer realm="forthling"`, "Bearer nottherighttoken0": `error="invalid_token"`} {
		h := map[string]string{}
		if token != "" {
			h["Authorization"] = token
		}
		status, header, _ := rawPost(t, s.url, h, map[string]any{"jsonrpc": "2.0", "id": 1, "method": "tools/list"})
		if status != http.StatusUnauthorized || !strings.Contains(header.Get("WWW-Authenticate"), want) {
			t.Errorf("token %q: %d %q", token, status, header.Get("WWW-Authenticate"))
		}
	}
	alice := map[string]string{"Authorization": "Bearer alice-token-0123456789"}
	bob := map[string]string{"Authorization": "Bearer bob-token-0123456789ab"}
	id := initializeRaw(t, s.url, alice)
	legacyCall(t, s.url, id, alice, "forth_eval", map[string]any{"code": ": secret 42 ;"})

	// bob with alice's protocol session gets the answer of an unknown one
	status, body := legacyCall(t, s.url, id, bob, "forth_eval", map[string]any{"code": "secret ."})
	unknownStatus, unknownBody := legacyCall(t, s.url, "never-minted", bob, "forth_eval", map[string]any{"code": "secret ."})
	if status != http.StatusNotFound || status != unknownStatus || strings.ReplaceAll(body, id, "X") != strings.ReplaceAll(unknownBody, "never-minted", "X") {
		t.Errorf("bob with alice's session: %d %s\nwith an unknown one: %d %s", status, body, unknownStatus, unknownBody)
	}
	if status, _, _ := rawRequest(t, http.MethodDelete, s.url, map[string]string{"Mcp-Session-Id": id, "Authorization": bob["Authorization"]}, nil); status != http.StatusNotFound {
		t.Errorf("bob's DELETE of alice's session: %d", status)
	}
	// and with alice's session as a handle
	bobClient := s.connect(t, "", "bob-token-0123456789ab")
	text, isError := callTool(t, bobClient, "forth_eval", map[string]any{"session": id, "code": "secret ."})
	if !isError || !strings.Contains(text, "is gone") {
		t.Errorf("bob with alice's handle: %q", text)
	}
	if status, body := legacyCall(t, s.url, id, alice, "forth_eval", map[string]any{"code": "secret ."}); status != http.StatusOK || !strings.Contains(body, "42") {
		t.Errorf("alice's own session: %d %s", status, body)
	}
}

func TestHTTPBodiesAreBounded(t *testing.T) {
	s := startHTTP(t, "--memory", "256K")
	id := initializeRaw(t, s.url, nil)
	big := strings.Repeat("x", 6<<20)
	status, body := legacyCall(t, s.url, id, nil, "forth_eval", map[string]any{"code": "1", "data": big})
	if status != http.StatusRequestEntityTooLarge || !strings.Contains(body, "more than the") || !strings.Contains(body, "send files in several calls") {
		t.Errorf("an oversized body: %d %.300s", status, body)
	}
	if status, body := legacyCall(t, s.url, id, nil, "forth_eval", map[string]any{"code": "2 3 + ."}); status != http.StatusOK || !strings.Contains(body, "5  ok") {
		t.Errorf("the session after an oversized body: %d %s", status, body)
	}
}

// modernCall is a tools/call of protocol 2026-07-28 with the headers it
// needs (Mcp-Param-Session from the session argument, unless headers say
// otherwise), as raw HTTP.
func modernCall(t testing.TB, url, tool string, args map[string]any, headers map[string]string) (int, toolResult) {
	t.Helper()
	h := map[string]string{"Mcp-Protocol-Version": "2026-07-28", "Mcp-Method": "tools/call", "Mcp-Name": tool}
	if handle, ok := args["session"].(string); ok {
		h["Mcp-Param-Session"] = handle
	}
	for k, v := range headers {
		h[k] = v
	}
	status, _, body := rawPost(t, url, h, map[string]any{"jsonrpc": "2.0", "id": 7, "method": "tools/call", "params": map[string]any{
		"name": tool, "arguments": args,
		"_meta": map[string]any{"io.modelcontextprotocol/protocolVersion": "2026-07-28", "io.modelcontextprotocol/clientCapabilities": map[string]any{}},
	}})
	result, err := toolAnswer(body)
	if err != nil {
		t.Fatalf("%s: %d %s", tool, status, body)
	}
	return status, result
}

// toolAnswer is the result of a tools/call's JSON answer; a JSON-RPC error
// is a result that is an error, with the error's message as its text.
func toolAnswer(body string) (toolResult, error) {
	var answer struct {
		Result toolResult `json:"result"`
		Error  *struct {
			Message string `json:"message"`
		} `json:"error"`
	}
	if err := json.Unmarshal([]byte(body), &answer); err != nil {
		return toolResult{}, err
	}
	if answer.Error != nil {
		answer.Result.IsError = true
		answer.Result.Content = append(answer.Result.Content, struct {
			Type string `json:"type"`
			Text string `json:"text"`
		}{"error", answer.Error.Message})
	}
	return answer.Result, nil
}

func TestHTTPHandlesOfProtocol20260728(t *testing.T) {
	s := startHTTP(t)
	_, r := modernCall(t, s.url, "forth_eval", map[string]any{"code": ": sq DUP * ; 7"}, nil)
	handle := handleOf(t, r.Text())
	var fields struct {
		Session string  `json:"session"`
		Stack   []int64 `json:"stack"`
	}
	r.Decode(t, &fields)
	if fields.Session != handle || len(handle) < 32 || !strings.Contains(r.Text(), `pass "session": "`+handle+`" to every later call`) {
		t.Errorf("the new session's answer: %q, JSON %s", r.Text(), r.Structured)
	}
	_, r = modernCall(t, s.url, "forth_eval", map[string]any{"session": handle, "code": "sq ."}, nil)
	if r.IsError || r.Text() != "49  ok\nstack: empty\n" {
		t.Errorf("the handle again: %q", r.Text())
	}
	// a load balancer routes on the header, so it must match the body
	status, r := modernCall(t, s.url, "forth_eval", map[string]any{"session": handle, "code": "1"}, map[string]string{"Mcp-Param-Session": "other"})
	if !r.IsError || status != http.StatusBadRequest {
		t.Errorf("Mcp-Param-Session unlike the body's: %d %q", status, r.Text())
	}
	_, r = modernCall(t, s.url, "forth_eval", map[string]any{"session": "AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA", "code": "1"}, nil)
	if !r.IsError || !strings.Contains(r.Text(), `the session "AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA" is gone`) || !strings.Contains(r.Text(), "start a new session") {
		t.Errorf("an unknown handle: %q", r.Text())
	}
	_, r = modernCall(t, s.url, "forth_stack", map[string]any{}, nil)
	if !r.IsError || !strings.Contains(r.Text(), "forth_stack needs the argument session") {
		t.Errorf("forth_stack without a handle: %q", r.Text())
	}
	_, r = modernCall(t, s.url, "forth_help", map[string]any{"word": "DUP"}, nil)
	if r.IsError || !strings.HasPrefix(r.Text(), "DUP ( x -- x x )") {
		t.Errorf("forth_help without a handle: %q", r.Text())
	}
	_, r = modernCall(t, s.url, "forth_words", map[string]any{"session": handle}, nil)
	if r.IsError || !strings.HasPrefix(r.Text(), "SQ") {
		t.Errorf("forth_words with the handle: %q", r.Text())
	}
	_, r = modernCall(t, s.url, "forth_reset", map[string]any{"session": handle}, nil)
	if r.IsError {
		t.Errorf("forth_reset: %q", r.Text())
	}
	_, r = modernCall(t, s.url, "forth_eval", map[string]any{"session": handle, "code": "sq"}, nil)
	if !strings.Contains(r.Text(), "undefined word: SQ") {
		t.Errorf("after forth_reset: %q", r.Text())
	}
	_, r = modernCall(t, s.url, "forth_reset", map[string]any{"session": handle, "end": true}, nil)
	if r.IsError || !strings.Contains(r.Text(), "has ended") {
		t.Errorf("forth_reset end: %q", r.Text())
	}
	_, r = modernCall(t, s.url, "forth_stack", map[string]any{"session": handle}, nil)
	if !r.IsError || !strings.Contains(r.Text(), "is gone") {
		t.Errorf("an ended handle: %q", r.Text())
	}
}

func TestHTTPToolsAdvertiseTheHandle(t *testing.T) {
	s := startHTTP(t)
	c := s.connect(t, "", "")
	list, err := c.ListTools(context.Background(), mcp.ListToolsRequest{})
	if err != nil {
		t.Fatal(err)
	}
	for _, tool := range list.Tools {
		var in struct {
			Schema struct {
				Properties map[string]map[string]any `json:"properties"`
			} `json:"inputSchema"`
		}
		b, _ := json.Marshal(tool)
		if err := json.Unmarshal(b, &in); err != nil {
			t.Fatal(err)
		}
		if p := in.Schema.Properties["session"]; p == nil || p["x-mcp-header"] != "Session" || p["type"] != "string" {
			t.Errorf("%s: the session argument %v", tool.Name, p)
		}
		if !strings.Contains(tool.Description, "handle") {
			t.Errorf("%s: the description says nothing of handles: %q", tool.Name, tool.Description)
		}
	}
	status, _, body := rawPost(t, s.url, nil, map[string]any{"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": map[string]any{
		"protocolVersion": legacy, "capabilities": map[string]any{}, "clientInfo": map[string]any{"name": "raw", "version": "1"}}})
	if status != http.StatusOK || !strings.Contains(body, "pass it as \\\"session\\\" in every later call") {
		t.Errorf("the instructions do not tell of handles: %d %.200s", status, body)
	}
}

func TestOverStdioThereIsNoHandle(t *testing.T) {
	c := startServer(t)
	for name, tool := range c.tools {
		if strings.Contains(string(tool.InputSchema), `"session"`) {
			t.Errorf("%s takes a session over stdio: %s", name, tool.InputSchema)
		}
	}
	r := c.call("forth_eval", map[string]any{"code": "1", "session": "abc"})
	if !r.IsError || !strings.Contains(r.Text(), `forth_eval has no argument "session"`) {
		t.Errorf("a handle over stdio: %q", r.Text())
	}
	if strings.Contains(string(c.initialize), "forth_eval without the argument session") {
		t.Error("the instructions over stdio tell of handles")
	}
}

func TestHTTPRefusesOtherOriginsAndHosts(t *testing.T) {
	s := startHTTP(t)
	msg := map[string]any{"jsonrpc": "2.0", "id": 1, "method": "tools/list"}
	if status, _, body := rawPost(t, s.url, map[string]string{"Origin": "https://evil.example"}, msg); status != http.StatusForbidden {
		t.Errorf("another origin: %d %s", status, body)
	}
	req, _ := http.NewRequest(http.MethodPost, s.url, strings.NewReader(`{"jsonrpc":"2.0","id":1,"method":"tools/list"}`))
	req.Host = "evil.example"
	req.Header.Set("Content-Type", "application/json")
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != http.StatusForbidden {
		t.Errorf("a rebound host name: %d", resp.StatusCode)
	}
}

func TestHTTPOptionsAreChecked(t *testing.T) {
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"--http", "0.0.0.0:0"}, "reachable from other machines: give --auth-token-file"},
		{[]string{"--http", "8080"}, "give a host and a port"},
		{[]string{"--max-sessions", "5"}, "--max-sessions is an option of the HTTP server"},
		{[]string{"--http", "127.0.0.1:0", "--tls-cert", "c.pem"}, "--tls-cert and --tls-key go together"},
		{[]string{"--http", "127.0.0.1:0", "--max-sessions", "0"}, "--max-sessions must be at least 1"},
		{[]string{"--http", "127.0.0.1:0", "--auth-token-file", "/nonexistent/tokens"}, "--auth-token-file"},
		{[]string{"--state-dir", "d"}, "--state-dir is an option of the HTTP server"},
		{[]string{"--http", "127.0.0.1:0", "--state-dir", "d", "--store", "redis://127.0.0.1:1"}, "give one"},
		{[]string{"--http", "127.0.0.1:0", "--session-park", "1m"}, "give --state-dir DIR or --store URL too"},
		{[]string{"--http", "127.0.0.1:0", "--store", "memcached://x:1"}, "give the URL of a Redis"},
		{[]string{"--http", "127.0.0.1:0", "--store", "redis://127.0.0.1:1", "--store-lease", "1ms"}, "--store-lease must be at least 100ms"},
		{[]string{"--http", "127.0.0.1:0", "--store", "redis://127.0.0.1:1"}, "--store redis://127.0.0.1:1"},
		{[]string{"--http", "127.0.0.1:0", "--state-dir", "/proc/forthling-cannot-be-here"}, "--state-dir"},
	} {
		var stderr bytes.Buffer
		status := run(context.Background(), c.args, strings.NewReader(""), io.Discard, &stderr)
		if status != 2 || !strings.Contains(stderr.String(), c.want) {
			t.Errorf("%v: status %d, %q; want 2 and %q", c.args, status, stderr.String(), c.want)
		}
	}
}

// startHTTPProcess runs the server binary with --http 127.0.0.1:0 and args,
// and returns its MCP endpoint; at the end of the test it stops it with
// SIGTERM, which it must obey with exit status 0.
func startHTTPProcess(t testing.TB, args ...string) string {
	t.Helper()
	url, _ := startHTTPCommand(t, args...)
	return url
}

// startHTTPCommand is startHTTPProcess that also gives the process.
func startHTTPCommand(t testing.TB, args ...string) (string, *exec.Cmd) {
	t.Helper()
	return startHTTPCommandIn(t, "", args...)
}

// startHTTPCommandIn is startHTTPCommand in the directory dir ("": the
// test's).
func startHTTPCommandIn(t testing.TB, dir string, args ...string) (string, *exec.Cmd) {
	t.Helper()
	bin, err := serverBinary()
	if err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(bin, append([]string{"--http", "127.0.0.1:0"}, args...)...)
	cmd.Dir = dir
	stderr, err := cmd.StderrPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	lines := bufio.NewScanner(stderr)
	var url string
	for lines.Scan() {
		if _, rest, ok := strings.Cut(lines.Text(), "serving MCP at "); ok {
			url, _, _ = strings.Cut(rest, " ")
			break
		}
	}
	if url == "" {
		cmd.Process.Kill()
		cmd.Wait()
		t.Fatal("the server did not say where it serves")
	}
	go io.Copy(io.Discard, stderr)
	t.Cleanup(func() {
		cmd.Process.Signal(syscall.SIGTERM)
		done := make(chan error, 1)
		go func() { done <- cmd.Wait() }()
		select {
		case err := <-done:
			if err != nil {
				t.Errorf("the server, stopped by SIGTERM: %v", err)
			}
		case <-time.After(15 * time.Second):
			cmd.Process.Kill()
			t.Error("the server did not stop within 15s of SIGTERM")
		}
	})
	return url, cmd
}

// selfSigned writes a certificate for 127.0.0.1 and its key, and returns
// their files and a pool that trusts the certificate.
func selfSigned(t *testing.T) (certFile, keyFile string, pool *x509.CertPool) {
	t.Helper()
	key, err := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	if err != nil {
		t.Fatal(err)
	}
	tmpl := &x509.Certificate{
		SerialNumber: big.NewInt(1),
		Subject:      pkix.Name{CommonName: "forthling test"},
		NotBefore:    time.Now().Add(-time.Hour),
		NotAfter:     time.Now().Add(time.Hour),
		IPAddresses:  []net.IP{net.IPv4(127, 0, 0, 1)},
		KeyUsage:     x509.KeyUsageDigitalSignature,
		ExtKeyUsage:  []x509.ExtKeyUsage{x509.ExtKeyUsageServerAuth},
	}
	der, err := x509.CreateCertificate(rand.Reader, tmpl, tmpl, &key.PublicKey, key)
	if err != nil {
		t.Fatal(err)
	}
	keyDER, err := x509.MarshalECPrivateKey(key)
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	certFile, keyFile = filepath.Join(dir, "cert.pem"), filepath.Join(dir, "key.pem")
	if err := os.WriteFile(certFile, pem.EncodeToMemory(&pem.Block{Type: "CERTIFICATE", Bytes: der}), 0o600); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(keyFile, pem.EncodeToMemory(&pem.Block{Type: "EC PRIVATE KEY", Bytes: keyDER}), 0o600); err != nil {
		t.Fatal(err)
	}
	cert, _ := x509.ParseCertificate(der)
	pool = x509.NewCertPool()
	pool.AddCert(cert)
	return certFile, keyFile, pool
}

func TestHTTPServesTLS(t *testing.T) {
	certFile, keyFile, pool := selfSigned(t)
	s := startHTTP(t, "--tls-cert", certFile, "--tls-key", keyFile)
	if !strings.HasPrefix(s.url, "https://127.0.0.1:") {
		t.Fatalf("the server says it serves %s", s.url)
	}
	c := &http.Client{Transport: &http.Transport{TLSClientConfig: &tls.Config{RootCAs: pool}}}
	body := `{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-11-25","capabilities":{},"clientInfo":{"name":"tls","version":"1"}}}`
	req, _ := http.NewRequest(http.MethodPost, s.url, strings.NewReader(body))
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Accept", "application/json, text/event-stream")
	resp, err := c.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != http.StatusOK || resp.Header.Get("Mcp-Session-Id") == "" {
		t.Errorf("initialize over TLS: %d", resp.StatusCode)
	}
	// plain HTTP to the TLS port is no way in
	resp, err = http.Post(strings.Replace(s.url, "https://", "http://", 1), "application/json", strings.NewReader(body))
	if err == nil {
		resp.Body.Close()
		if resp.StatusCode == http.StatusOK {
			t.Error("the TLS port answers plain HTTP")
		}
	}

	var stderr bytes.Buffer
	status := run(context.Background(), []string{"--http", "127.0.0.1:0", "--tls-cert", keyFile, "--tls-key", certFile}, strings.NewReader(""), io.Discard, &stderr)
	if status != 2 || !strings.Contains(stderr.String(), "--tls-cert, --tls-key:") {
		t.Errorf("a key for a certificate: status %d, %q", status, stderr.String())
	}
}

// A runaway call in one session takes one core, not the server: the calls
// of another session go on meanwhile, each at once.
func TestHTTPARunawayCallHoldsUpNoOtherSession(t *testing.T) {
	s := startHTTP(t, "--max-time", "3s", "--max-steps", "1000000000")
	runaway, other := s.connect(t, legacy, ""), s.connect(t, legacy, "")
	spun := make(chan string, 1)
	go func() {
		text, _ := callTool(t, runaway, "forth_eval", map[string]any{"code": ": spin BEGIN AGAIN ; spin"})
		spun <- text
	}()
	time.Sleep(100 * time.Millisecond)
	var slowest time.Duration
	for i := range 20 {
		start := time.Now()
		if got := evalHTTP(t, other, fmt.Sprintf("%d 1 + .", i)); !strings.HasPrefix(got, fmt.Sprintf("%d ", i+1)) {
			t.Errorf("call %d: %q", i, got)
		}
		slowest = max(slowest, time.Since(start))
	}
	select {
	case text := <-spun:
		t.Fatalf("the runaway call ended before the others were done: %q", text)
	default:
	}
	// generous, for a loaded machine: waiting behind the runaway would take
	// seconds
	if slowest > time.Second {
		t.Errorf("the slowest call of the other session took %v while a runaway call ran", slowest)
	}
	// its time or its steps end it, whichever this machine reaches first
	if text := <-spun; !strings.Contains(text, "limit exceeded: time") && !strings.Contains(text, "limit exceeded: steps") {
		t.Errorf("the runaway call: %q", text)
	}
}

// SIGTERM lets the calls running end and answer before the server exits.
func TestHTTPStopsGracefully(t *testing.T) {
	bin, err := serverBinary()
	if err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(bin, "--http", "127.0.0.1:0", "--max-time", "1s", "--max-steps", "1000000000")
	stderr, err := cmd.StderrPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	defer cmd.Process.Kill()
	lines := bufio.NewScanner(stderr)
	var url string
	for url == "" && lines.Scan() {
		if _, rest, ok := strings.Cut(lines.Text(), "serving MCP at "); ok {
			url, _, _ = strings.Cut(rest, " ")
		}
	}
	go io.Copy(io.Discard, stderr)
	id := initializeRaw(t, url, nil)
	answered := make(chan string, 1)
	go func() {
		_, body := legacyCall(t, url, id, nil, "forth_eval", map[string]any{"code": ": spin BEGIN AGAIN ; spin"})
		answered <- body
	}()
	time.Sleep(200 * time.Millisecond)
	cmd.Process.Signal(syscall.SIGTERM)
	signalled := time.Now()
	select {
	case body := <-answered:
		if !strings.Contains(body, "limit exceeded: time") {
			t.Errorf("the call running at SIGTERM: %s", body)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("the call running at SIGTERM got no answer")
	}
	t.Logf("answered %v after SIGTERM", time.Since(signalled))
	if err := cmd.Wait(); err != nil {
		t.Errorf("the server, stopped by SIGTERM: %v", err)
	}
	t.Logf("stopped %v after SIGTERM", time.Since(signalled))
}

// --max-connections bounds the open connections: one more waits until one
// closes.
func TestHTTPConnectionsAreBounded(t *testing.T) {
	s := startHTTP(t, "--max-connections", "2")
	host := strings.TrimSuffix(strings.TrimPrefix(s.url, "http://"), "/mcp")
	var held []net.Conn
	for range 2 {
		c, err := net.Dial("tcp", host)
		if err != nil {
			t.Fatal(err)
		}
		defer c.Close()
		held = append(held, c)
	}
	time.Sleep(100 * time.Millisecond) // the server accepts them
	impatient := &http.Client{Timeout: 300 * time.Millisecond}
	msg := `{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-11-25","capabilities":{},"clientInfo":{"name":"c","version":"1"}}}`
	if resp, err := impatient.Post(s.url, "application/json", strings.NewReader(msg)); err == nil {
		resp.Body.Close()
		t.Fatalf("a third connection was served (%d) while two were open", resp.StatusCode)
	}
	held[0].Close()
	patient := &http.Client{Timeout: 5 * time.Second}
	resp, err := patient.Post(s.url, "application/json", strings.NewReader(msg))
	if err != nil {
		t.Fatalf("once a connection closed: %v", err)
	}
	resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		t.Errorf("once a connection closed: %d", resp.StatusCode)
	}
}
