package main

import (
	"io"
	"net/http"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"
)

// images counts the session images in a state directory.
func imagesIn(t testing.TB, dir string) int {
	t.Helper()
	found, err := filepath.Glob(filepath.Join(dir, "*.img"))
	if err != nil {
		t.Fatal(err)
	}
	return len(found)
}

// evalIn runs code in the session of handle and returns the answer's text,
// failing on an error.
func evalIn(t testing.TB, url, handle, code string) string {
	t.Helper()
	_, res := modernCall(t, url, "forth_eval", map[string]any{"code": code, "session": handle}, nil)
	if res.IsError {
		t.Fatalf("%q in session %s: %s", code, handle, res.Text())
	}
	return res.Text()
}

// newSessionAt starts a session with code and returns its handle.
func newSessionAt(t testing.TB, url, code string) string {
	t.Helper()
	_, res := modernCall(t, url, "forth_eval", map[string]any{"code": code}, nil)
	if res.IsError {
		t.Fatalf("%q in a new session: %s", code, res.Text())
	}
	return handleOf(t, res.Text())
}

// --session-park writes an idle session out and drops it from memory; its
// next call reads it back, and --session-idle still ends it.
func TestHTTPIdleSessionsAreParked(t *testing.T) {
	dir := t.TempDir()
	s := startHTTP(t, "--state-dir", dir, "--session-park", "200ms", "--session-idle", "3s")
	handle := newSessionAt(t, s.url, ": parked-word 77 ; 1 2")
	if n := imagesIn(t, dir); n != 0 {
		t.Fatalf("%d images before the session was idle", n)
	}
	deadline := time.Now().Add(5 * time.Second)
	for imagesIn(t, dir) == 0 || countLive(t, s) != 0 {
		if time.Now().After(deadline) {
			t.Fatalf("the idle session was not parked: %d images, %d sessions live", imagesIn(t, dir), countLive(t, s))
		}
		time.Sleep(20 * time.Millisecond)
	}
	if images, parks := metricOf(t, s.url, "forthling_session_images"), metricOf(t, s.url, "forthling_sessions_parked_total"); images != 1 || parks != 1 {
		t.Errorf("the metrics after one session was parked: %v images, %v parked", images, parks)
	}
	if text := evalIn(t, s.url, handle, "parked-word . .S"); !strings.Contains(text, "77 <2> 1 2") {
		t.Errorf("the parked session read back: %q", text)
	}
	// parked again, then left past --session-idle: it ends, image and all
	time.Sleep(3500 * time.Millisecond)
	_, gone := modernCall(t, s.url, "forth_eval", map[string]any{"code": "parked-word .", "session": handle}, nil)
	if !gone.IsError || !strings.Contains(gone.Text(), "is gone") {
		t.Errorf("a session past --session-idle: %s", gone.Text())
	}
}

// A full server that keeps images parks its least recently used idle
// session to make room for a new one, instead of refusing it.
func TestHTTPAFullServerParksToMakeRoom(t *testing.T) {
	dir := t.TempDir()
	s := startHTTP(t, "--state-dir", dir, "--max-sessions", "2")
	handles := []string{newSessionAt(t, s.url, ": w 1 ;"), newSessionAt(t, s.url, ": w 2 ;")}
	evalIn(t, s.url, handles[0], "w .") // the second is now the least recently used
	handles = append(handles, newSessionAt(t, s.url, ": w 3 ;"))
	if n := imagesIn(t, dir); n != 1 {
		t.Errorf("%d images after the third session, want the second's", n)
	}
	if n := countLive(t, s); n != 2 {
		t.Errorf("%d sessions live, want 2", n)
	}
	for i, handle := range handles {
		if text := evalIn(t, s.url, handle, "w ."); !strings.Contains(text, string(rune('1'+i))+" ") {
			t.Errorf("session %d: %q", i+1, text)
		}
	}
}

// countLive is how many sessions the server holds in memory, as its
// /metrics say.
func countLive(t testing.TB, s *httpServer) int {
	t.Helper()
	return int(metricOf(t, s.url, "forthling_sessions_live"))
}

// metricOf is the value of a metric, as its line in the /metrics of the
// server of the MCP endpoint url gives it (the series of labels in full,
// such as forthling_calls_total{outcome="ok",tool="forth_eval"}); 0 when
// there is none.
func metricOf(t testing.TB, url, series string) float64 {
	t.Helper()
	resp, err := http.Get(strings.TrimSuffix(url, "/mcp") + "/metrics")
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	body, _ := io.ReadAll(resp.Body)
	for _, line := range strings.Split(string(body), "\n") {
		if rest, ok := strings.CutPrefix(line, series+" "); ok {
			v, err := strconv.ParseFloat(rest, 64)
			if err != nil {
				t.Fatalf("metric %s: %q", series, line)
			}
			return v
		}
	}
	return 0
}
