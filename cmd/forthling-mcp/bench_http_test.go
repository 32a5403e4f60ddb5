package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/forthling/forthling/cmd/internal/store/redistest"
)

// The HTTP benchmarks run the server binary with --http on loopback and
// time what a client sees: the request, the session's turn, the call, the
// answer. They report the median and the 99th percentile of a call's time
// beside Go's mean, and the calls per second.

// httpBenchClient is a protocol session of 2025-11-25 over one keep-alive
// connection.
type httpBenchClient struct {
	url, id string
	http    *http.Client
}

func newHTTPBenchClient(tb testing.TB, url string) *httpBenchClient {
	tb.Helper()
	c := &httpBenchClient{url: url, http: &http.Client{Transport: &http.Transport{MaxIdleConnsPerHost: 1}}}
	status, header, body := c.post(tb, map[string]any{"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": map[string]any{
		"protocolVersion": legacy, "capabilities": map[string]any{}, "clientInfo": map[string]any{"name": "forthling-bench", "version": "1"}}})
	if status != http.StatusOK {
		tb.Fatalf("initialize: %d %s", status, body)
	}
	c.id = header.Get("Mcp-Session-Id")
	return c
}

func (c *httpBenchClient) post(tb testing.TB, msg any) (int, http.Header, []byte) {
	b, _ := json.Marshal(msg)
	req, err := http.NewRequest(http.MethodPost, c.url, bytes.NewReader(b))
	if err != nil {
		tb.Fatal(err)
	}
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Accept", "application/json, text/event-stream")
	if c.id != "" {
		req.Header.Set("Mcp-Session-Id", c.id)
		req.Header.Set("Mcp-Protocol-Version", legacy)
	}
	resp, err := c.http.Do(req)
	if err != nil {
		tb.Fatal(err)
	}
	defer resp.Body.Close()
	body, _ := io.ReadAll(resp.Body)
	return resp.StatusCode, resp.Header, body
}

// eval runs code and checks that the answer has want.
func (c *httpBenchClient) eval(tb testing.TB, code, want string) {
	status, _, body := c.post(tb, map[string]any{"jsonrpc": "2.0", "id": 2, "method": "tools/call",
		"params": map[string]any{"name": "forth_eval", "arguments": map[string]any{"code": code}}})
	if status != http.StatusOK || !bytes.Contains(body, []byte(want)) {
		tb.Fatalf("forth_eval %q: %d %s, want %q in it", code, status, body, want)
	}
}

// reportLatencies reports the median and the 99th percentile in ms.
func reportLatencies(b *testing.B, took []time.Duration) {
	if len(took) == 0 {
		return
	}
	slices.Sort(took)
	b.ReportMetric(float64(took[len(took)/2])/1e6, "ms-median")
	b.ReportMetric(float64(took[len(took)*99/100])/1e6, "ms-p99")
}

// BenchmarkHTTPRoundTrip is one forth_eval of "1 2 + ." over HTTP on
// loopback, one call at a time.
func BenchmarkHTTPRoundTrip(b *testing.B) {
	url := startHTTPProcess(b)
	c := newHTTPBenchClient(b, url)
	c.eval(b, "1 2 + .", "3 ")
	roundTrips(b, c, "1 2 + .", "3 ")
}

// roundTrips times a call of code, one at a time, and reports the median
// and the 99th percentile.
func roundTrips(b *testing.B, c *httpBenchClient, code, want string) {
	var took []time.Duration
	for b.Loop() {
		start := time.Now()
		c.eval(b, code, want)
		took = append(took, time.Since(start))
	}
	reportLatencies(b, took)
}

// BenchmarkHTTPConcurrentSessions is 100 sessions making small calls at
// once, each in its own connection: calls per second and their times.
func BenchmarkHTTPConcurrentSessions(b *testing.B) {
	const sessions = 100
	url := startHTTPProcess(b)
	clients := make([]*httpBenchClient, sessions)
	for i := range clients {
		clients[i] = newHTTPBenchClient(b, url)
		clients[i].eval(b, fmt.Sprintf(": mine %d ;", i), " ok")
	}
	var mu sync.Mutex
	var took []time.Duration
	b.ResetTimer()
	start := time.Now()
	var wg sync.WaitGroup
	for i, c := range clients {
		n := b.N / sessions
		if i < b.N%sessions {
			n++
		}
		wg.Add(1)
		go func() {
			defer wg.Done()
			mine := make([]time.Duration, 0, n)
			for j := range n {
				t0 := time.Now()
				c.eval(b, fmt.Sprintf("mine %d + .", j), fmt.Sprintf("%d ", i+j))
				mine = append(mine, time.Since(t0))
			}
			mu.Lock()
			took = append(took, mine...)
			mu.Unlock()
		}()
	}
	wg.Wait()
	b.ReportMetric(float64(b.N)/time.Since(start).Seconds(), "calls/s")
	reportLatencies(b, took)
}

// BenchmarkHTTPIdleSessions is the resident memory of the server holding
// 1,000 idle sessions, each with a definition, above its memory at start:
// live in memory, and parked (--state-dir, --session-park), when the
// server holds none of them in memory; and the size of a session's image.
func BenchmarkHTTPIdleSessions(b *testing.B) {
	const sessions = 1000
	for _, kind := range []string{"live", "parked"} {
		b.Run(kind, func(b *testing.B) {
			args := []string{"--max-sessions", fmt.Sprint(sessions)}
			dir := b.TempDir()
			if kind == "parked" {
				args = append(args, "--state-dir", dir, "--session-park", "50ms")
			}
			for b.Loop() {
				b.StopTimer()
				url, cmd := startHTTPCommand(b, args...)
				before, ok := residentMB(cmd.Process.Pid)
				if !ok {
					b.Skip("no /proc to measure the server's memory")
				}
				b.StartTimer()
				for i := range sessions {
					c := newHTTPBenchClient(b, url)
					c.eval(b, fmt.Sprintf(": mine %d ;", i), " ok")
					c.http.CloseIdleConnections()
				}
				b.StopTimer()
				if kind == "parked" {
					waitParked(b, url, dir, sessions)
				}
				after, _ := residentMB(cmd.Process.Pid)
				b.ReportMetric((after-before)/sessions, "MB/session")
				b.ReportMetric(after, "MB-resident")
				b.StartTimer()
			}
			if kind == "parked" {
				images, _ := filepath.Glob(filepath.Join(dir, "*.img"))
				var size int64
				for _, image := range images {
					if info, err := os.Stat(image); err == nil {
						size += info.Size()
					}
				}
				if len(images) > 0 {
					b.ReportMetric(float64(size)/float64(len(images))/1024, "KB/image")
				}
			}
		})
	}
}

// waitParked waits until the server of url holds no session in memory and
// dir has an image of each of n.
func waitParked(b *testing.B, url, dir string, n int) {
	for deadline := time.Now().Add(time.Minute); time.Now().Before(deadline); time.Sleep(50 * time.Millisecond) {
		images, _ := filepath.Glob(filepath.Join(dir, "*.img"))
		if len(images) >= n && metricOf(b, url, "forthling_sessions_live") == 0 {
			// the server gives what the sessions held back to the
			// system after parking them (debug.FreeOSMemory)
			time.Sleep(500 * time.Millisecond)
			return
		}
	}
	b.Fatal("the idle sessions were not all parked within a minute")
}

// TestHTTPBenchClient makes sure the benchmarks' client works.
func TestHTTPBenchClient(t *testing.T) {
	s := startHTTP(t)
	c := newHTTPBenchClient(t, s.url)
	c.eval(t, "1 2 + .", "3 ")
	if c.id == "" {
		t.Error("no session")
	}
}

// BenchmarkHTTPRoundTripWithStore is BenchmarkHTTPRoundTrip in a session
// of 100 definitions, without a store and with --store redis, which writes
// the session's image after each call: the difference is what an image
// costs a call.
func BenchmarkHTTPRoundTripWithStore(b *testing.B) {
	var defs strings.Builder
	for i := range 100 {
		fmt.Fprintf(&defs, ": word%d %d + ;\n", i, i)
	}
	for _, kind := range []string{"none", "redis"} {
		b.Run(kind, func(b *testing.B) {
			var args []string
			if kind == "redis" {
				args = []string{"--store", redistest.Start(b)}
			}
			url := startHTTPProcess(b, args...)
			c := newHTTPBenchClient(b, url)
			c.eval(b, defs.String(), " ok")
			roundTrips(b, c, "1 word99 .", "100 ")
		})
	}
}
