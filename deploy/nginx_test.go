// Package deploy holds configurations for running forthling-mcp behind a
// load balancer (see README.md); its test runs them.
package deploy

import (
	"fmt"
	"io"
	"net"
	"net/http"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/forthling/forthling/deploy/nginxtest"
)

// backend is a small HTTP server in place of a forthling-mcp: it answers
// every request with its name.
type backend struct {
	name   string
	server *http.Server
	addr   string
}

func startBackend(t *testing.T, name string) *backend {
	t.Helper()
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	b := &backend{name: name, addr: l.Addr().String()}
	b.server = &http.Server{Handler: http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		io.Copy(io.Discard, r.Body)
		io.WriteString(w, name)
	})}
	go b.server.Serve(l)
	t.Cleanup(func() { b.server.Close() })
	return b
}

// startNginx runs deploy/nginx.conf in front of backends (nginxtest.Start);
// a nil backend leaves its server line out.
func startNginx(t *testing.T, backends []*backend) string {
	t.Helper()
	addrs := make([]string, len(backends))
	for i, b := range backends {
		if b != nil {
			addrs[i] = b.addr
		}
	}
	return nginxtest.Start(t, "nginx.conf", addrs)
}

// ask sends a request through nginx with a session header (none when the
// header is "") and returns the backend that answered.
func ask(t *testing.T, client *http.Client, addr, header, session string) string {
	t.Helper()
	req, err := http.NewRequest("POST", "http://"+addr+"/mcp", strings.NewReader(`{"jsonrpc":"2.0","id":1,"method":"ping"}`))
	if err != nil {
		t.Fatal(err)
	}
	if header != "" {
		req.Header.Set(header, session)
	}
	resp, err := client.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	body, _ := io.ReadAll(resp.Body)
	if resp.StatusCode != http.StatusOK {
		t.Fatalf("status %d: %s", resp.StatusCode, body)
	}
	return string(body)
}

// eachSession calls f for n sessions of each header: key names the
// session in the test, id is its header's value.
func eachSession(headers []string, n int, f func(key, header, id string)) {
	for _, h := range headers {
		for i := range n {
			f(h+"/"+strconv.Itoa(i), h, fmt.Sprintf("%x", 1_000_003*(i+1)))
		}
	}
}

// TestNginxRoutesBySession: nginx with deploy/nginx.conf sends every
// request of a session, by Mcp-Session-Id or by Mcp-Param-Session, to the
// same one of three servers, spreads sessions and new sessions over all
// three, and when one server dies moves its sessions, and only its, each
// to one other server.
func TestNginxRoutesBySession(t *testing.T) {
	backends := []*backend{startBackend(t, "a"), startBackend(t, "b"), startBackend(t, "c")}
	addr := startNginx(t, backends)
	client := &http.Client{Timeout: 10 * time.Second}
	headers := []string{"Mcp-Session-Id", "Mcp-Param-Session"}
	const sessions = 60
	home := map[string]string{} // header/session -> backend
	perBackend := map[string]int{}
	eachSession(headers, sessions, func(key, h, id string) {
		for range 4 {
			got := ask(t, client, addr, h, id)
			if home[key] != "" && home[key] != got {
				t.Fatalf("%s %s went to %s, then to %s", h, id, home[key], got)
			}
			home[key] = got
		}
		perBackend[home[key]]++
	})
	for _, b := range backends {
		if perBackend[b.name] < sessions/6 {
			t.Errorf("server %s got %d of %d sessions: %v", b.name, perBackend[b.name], 2*sessions, perBackend)
		}
	}
	fresh := map[string]int{}
	for range 60 {
		fresh[ask(t, client, addr, "", "")]++
	}
	if len(fresh) != 3 {
		t.Errorf("requests that start sessions went to %v, not to all three", fresh)
	}

	// server a dies: its sessions move, each to one server, the others stay
	backends[0].server.Close()
	moved := map[string]string{}
	eachSession(headers, sessions, func(key, h, id string) {
		for range 3 {
			got := ask(t, client, addr, h, id)
			switch {
			case got == "a":
				t.Fatalf("%s %s still goes to the dead server", h, id)
			case home[key] != "a" && got != home[key]:
				t.Fatalf("%s %s moved from %s to %s though %s is alive", h, id, home[key], got, home[key])
			case moved[key] != "" && moved[key] != got:
				t.Fatalf("%s %s moved to %s, then to %s", h, id, moved[key], got)
			}
			moved[key] = got
		}
	})
}

// TestNginxKeepsSessionsWhenAServerIsTakenAway: with consistent hashing,
// an nginx whose configuration lists one server less sends the sessions of
// the other two where they went before: only the sessions of the server
// taken away move.
func TestNginxKeepsSessionsWhenAServerIsTakenAway(t *testing.T) {
	backends := []*backend{startBackend(t, "a"), startBackend(t, "b"), startBackend(t, "c")}
	three := startNginx(t, backends)
	two := startNginx(t, []*backend{nil, backends[1], backends[2]})
	client := &http.Client{Timeout: 10 * time.Second}
	kept, moved := 0, 0
	for i := range 90 {
		id := fmt.Sprintf("%x", 7_000_001*(i+1))
		before := ask(t, client, three, "Mcp-Session-Id", id)
		after := ask(t, client, two, "Mcp-Session-Id", id)
		switch {
		case before == "a":
			moved++
		case after != before:
			t.Errorf("session %s went to %s with three servers and to %s with two, though %s is still there", id, before, after, before)
		default:
			kept++
		}
	}
	if kept == 0 || moved == 0 {
		t.Fatalf("%d sessions kept, %d moved: the test did not spread them", kept, moved)
	}
}
