package main

import (
	"encoding/json"
	"fmt"
	"net/http"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"testing"
	"time"

	"github.com/forthling/forthling/cmd/internal/store/redistest"
	"github.com/forthling/forthling/deploy/nginxtest"
)

// The many-servers test of deploy/: a real Redis and nginx with
// deploy/nginx.conf in front of three forthling-mcp processes; many
// clients each run a session through nginx while one server is killed;
// every session goes on, on another server, with its words intact.

// farClient is a client of one session through the load balancer: of
// 2026-07-28 (a handle) or of 2025-11-25 (an Mcp-Session-Id).
type farClient struct {
	url    string
	legacy bool
	id     string // the handle or the Mcp-Session-Id
}

// post sends a JSON-RPC message and returns the status and the body; err
// is a transport error (a server that died mid-request).
func (c *farClient) post(headers map[string]string, msg any) (int, http.Header, string, error) {
	b, _ := json.Marshal(msg)
	return sendRequest(http.MethodPost, c.url, headers, b)
}

// start starts the client's session and defines W0 in it, as do would.
func (c *farClient) start() error {
	if !c.legacy {
		// the first call makes the session, and its answer gives the
		// handle even when the call must be made again
		return c.do(": w0 0 ;", "")
	}
	deadline := time.Now().Add(callPatience)
	for {
		status, h, body, err := c.post(nil, map[string]any{"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": map[string]any{
			"protocolVersion": legacy, "capabilities": map[string]any{}, "clientInfo": map[string]any{"name": "far", "version": "1"}}})
		if err == nil && status == http.StatusOK && h.Get("Mcp-Session-Id") != "" {
			c.id = h.Get("Mcp-Session-Id")
			return c.do(": w0 0 ;", "")
		}
		if err == nil {
			// 503: the server could not keep the session (the store)
			err = fmt.Errorf("initialize: %d %s", status, body)
		}
		if (status != 0 && status != http.StatusServiceUnavailable) || time.Now().After(deadline) {
			return err
		}
		time.Sleep(100 * time.Millisecond)
	}
}

// callPatience is how long a client sends a call again while the servers
// answer that it may be sent again.
const callPatience = 20 * time.Second

// do makes a call until its answer holds want, while the answers say that
// it may be sent again (see retriable).
func (c *farClient) do(code, want string) error {
	deadline := time.Now().Add(callPatience)
	for {
		text, err := c.eval(code)
		if err == nil && strings.Contains(text, want) {
			return nil
		}
		if err == nil {
			err = fmt.Errorf("answered %q, want %q", text, want)
		}
		if !retriable(err) || time.Now().After(deadline) {
			return err
		}
		time.Sleep(100 * time.Millisecond)
	}
}

// eval runs code in the session and returns the answer's text, or an
// error for an answer that is an error.
func (c *farClient) eval(code string) (string, error) {
	args := map[string]any{"code": code}
	msg := map[string]any{"jsonrpc": "2.0", "id": 2, "method": "tools/call", "params": map[string]any{"name": "forth_eval", "arguments": args}}
	h := map[string]string{}
	if c.legacy {
		h["Mcp-Session-Id"], h["Mcp-Protocol-Version"] = c.id, legacy
	} else {
		h["Mcp-Protocol-Version"], h["Mcp-Method"], h["Mcp-Name"] = "2026-07-28", "tools/call", "forth_eval"
		if c.id != "" {
			args["session"], h["Mcp-Param-Session"] = c.id, c.id
		}
		msg["params"].(map[string]any)["_meta"] = map[string]any{"io.modelcontextprotocol/protocolVersion": "2026-07-28", "io.modelcontextprotocol/clientCapabilities": map[string]any{}}
	}
	status, _, body, err := c.post(h, msg)
	if err != nil {
		return "", err
	}
	result, err := toolAnswer(body)
	switch {
	case err != nil:
		return "", fmt.Errorf("%d %s", status, body)
	case result.IsError:
		return "", fmt.Errorf("%d %s", status, result.Text())
	}
	text := result.Text()
	if !c.legacy && c.id == "" {
		c.id, _, _ = strings.Cut(strings.TrimPrefix(text, "session: "), " ")
	}
	if strings.Contains(text, "changes are lost") || strings.Contains(text, "could not be written to the store") {
		// the call ran but is not in the session's image (a lease that
		// lapsed on a busy machine): it may be lost, so it is made again
		return "", fmt.Errorf("%d %s", status, text)
	}
	return text, nil
}

// retriable says whether a failed call may be sent again: the server died
// under it, or another server still holds the session.
func retriable(err error) bool {
	text := err.Error()
	return !strings.Contains(text, "error -") && !strings.Contains(text, "is gone")
}

func TestManyServersBehindNginx(t *testing.T) {
	if testing.Short() {
		t.Skip("-short: the many-servers test runs three servers, Redis and nginx")
	}
	const clients, calls = 100, 10
	redisURL := redistest.Start(t)
	var servers []*serverProcess
	var backends []string
	for range 3 {
		p := startServerProcess(t, "--http", freeAddr(t), "--store", redisURL, "--store-lease", "1s", "--max-sessions", "200")
		servers = append(servers, p)
		backends = append(backends, strings.TrimSuffix(strings.TrimPrefix(p.url, "http://"), "/mcp"))
	}
	url := "http://" + nginxtest.Start(t, "../../deploy/nginx.conf", backends) + "/mcp"

	// the clients halfway through their calls, and those that gave up:
	// the kill waits for every client to be one or the other
	var halfway, gaveUp atomic.Int64
	killed := make(chan struct{})
	var wg sync.WaitGroup
	failures := make(chan error, clients)
	fail := func(err error) {
		failures <- err
		gaveUp.Add(1)
	}
	for i := range clients {
		wg.Add(1)
		go func() {
			defer wg.Done()
			c := &farClient{url: url, legacy: i%2 == 1}
			if err := c.start(); err != nil {
				fail(fmt.Errorf("client %d: %v", i, err))
				return
			}
			for n := 1; n <= calls; n++ {
				// the call defines a word and uses every word defined
				// before it: a session that lost one fails
				code := fmt.Sprintf(": w%d %d ; 0", n, n)
				for k := 0; k <= n; k++ {
					code += fmt.Sprintf(" w%d +", k)
				}
				code += " ."
				if err := c.do(code, fmt.Sprintf("%d ", n*(n+1)/2)); err != nil {
					fail(fmt.Errorf("client %d (legacy %v), call %d: %v", i, c.legacy, n, err))
					return
				}
				if n == calls/2 {
					// the second half waits for the kill, so that every
					// session runs on after it
					halfway.Add(1)
					<-killed
				}
			}
		}()
	}
	for halfway.Load()+gaveUp.Load() < clients {
		time.Sleep(10 * time.Millisecond)
	}
	victim := servers[0]
	held := metricOf(t, victim.url, "forthling_sessions_live")
	if held == 0 {
		t.Errorf("the server to be killed holds no session: the test moves none")
	}
	victim.stop(t, syscall.SIGKILL)
	close(killed)
	wg.Wait()
	close(failures)
	for err := range failures {
		t.Error(err)
	}
	// every session is live on exactly one of the servers left. A server
	// whose renewals came late on a busy machine may have lost a lease to
	// the other without knowing yet: it drops the session when its next
	// renewal finds the lease gone, within a few leases of 1s
	var live float64
	for deadline := time.Now().Add(5 * time.Second); ; time.Sleep(100 * time.Millisecond) {
		live = metricOf(t, servers[1].url, "forthling_sessions_live") + metricOf(t, servers[2].url, "forthling_sessions_live")
		if live == clients || time.Now().After(deadline) {
			break
		}
	}
	if live != clients {
		t.Errorf("%v sessions live on the two servers left, want each of the %d on one", live, clients)
	}
	t.Logf("%v sessions moved from the killed server", held)
}
