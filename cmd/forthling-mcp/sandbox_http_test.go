package main

import (
	"bufio"
	"bytes"
	"io"
	"net/http"
	"os/exec"
	"strings"
	"testing"
)

// The sandbox tests run through HTTP too: with sandboxOverHTTP set,
// startServer and startProcess start the server binary with --http and
// give a client that posts each message as a request of a protocol
// session, so that the same tests hold the HTTP transport to the same
// sandbox. (The fuzz target of the tools' arguments has its HTTP
// counterpart in FuzzHTTPRequests.)

// sandboxOverHTTP makes the clients of the tests talk HTTP.
var sandboxOverHTTP bool

func TestTheSandboxOverHTTP(t *testing.T) {
	if testing.Short() {
		t.Skip("the sandbox tests take a while: over HTTP not with -short")
	}
	sandboxOverHTTP = true
	defer func() { sandboxOverHTTP = false }()
	for name, test := range map[string]func(*testing.T){
		"files":              TestNoFileWordReachesTheHost,
		"SQL":                TestNoSQLReachesTheHost,
		"network":            TestNoRequestReachesAHostNotAllowed,
		"limits":             TestNoProgramChangesALimit,
		"hostile programs":   TestHostileProgramsStayWithinTheLimits,
		"time limits":        TestCallsEndWithinTheirTimeLimit,
		"output":             TestAnswersKeepToTheOutputLimit,
		"a long session":     TestALongSessionGivesTheAnswersOfAFreshOne,
		"reset frees memory": TestResetReturnsTheOldSessionsMemory,
	} {
		t.Run(name, test)
	}
}

// startHTTPClient runs the server binary with --http in dir and args, and
// gives an initialized client of a protocol session.
func startHTTPClient(t *testing.T, dir string, args ...string) (*client, *exec.Cmd) {
	t.Helper()
	url, cmd := startHTTPCommandIn(t, dir, args...)
	c := &client{t: t, done: make(chan int, 1), stderr: &bytes.Buffer{}, waiting: map[int]chan rpcResponse{}, httpURL: url}
	c.handshake()
	return c, cmd
}

// post sends one message as a request and hands on the answers, which come
// as JSON or as a stream of events.
func (c *client) post(msg []byte) {
	req, err := http.NewRequest(http.MethodPost, c.httpURL, bytes.NewReader(msg))
	if err != nil {
		c.t.Error(err)
		return
	}
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Accept", "application/json, text/event-stream")
	c.mu.Lock()
	if c.httpSession != "" {
		req.Header.Set("Mcp-Session-Id", c.httpSession)
		req.Header.Set("Mcp-Protocol-Version", "2025-06-18")
	}
	c.mu.Unlock()
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		c.t.Errorf("posting to the server: %v", err)
		return
	}
	defer resp.Body.Close()
	if id := resp.Header.Get("Mcp-Session-Id"); id != "" {
		c.mu.Lock()
		c.httpSession = id
		c.mu.Unlock()
	}
	if !strings.HasPrefix(resp.Header.Get("Content-Type"), "text/event-stream") {
		body, _ := io.ReadAll(resp.Body)
		c.deliver(body)
		return
	}
	events := bufio.NewReaderSize(resp.Body, 1<<20)
	for {
		line, err := events.ReadBytes('\n')
		if data, ok := bytes.CutPrefix(line, []byte("data: ")); ok {
			c.deliver(data)
		}
		if err != nil {
			return
		}
	}
}
