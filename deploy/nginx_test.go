// Package deploy holds configurations for running forthling-mcp behind a
// load balancer (see README.md); its test runs them.
package deploy

import (
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"
)

// freePort returns a loopback port no one listens on now.
func freePort(t *testing.T) int {
	t.Helper()
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer l.Close()
	return l.Addr().(*net.TCPAddr).Port
}

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

// startNginx runs nginx with deploy/nginx.conf, its addresses replaced by
// the test's, and returns the address it listens on. It skips when nginx
// is not installed (apt-get install nginx-light).
// A nil backend leaves its server line out of the configuration, as an
// operator does who takes a server away.
func startNginx(t *testing.T, backends []*backend) string {
	t.Helper()
	bin, err := exec.LookPath("nginx")
	if err != nil {
		if _, err2 := os.Stat("/usr/sbin/nginx"); err2 != nil {
			t.Skip("nginx is not installed (apt-get install nginx-light): the load balancer configuration is not tested")
		}
		bin = "/usr/sbin/nginx"
	}
	conf, err := os.ReadFile("nginx.conf")
	if err != nil {
		t.Fatal(err)
	}
	text := string(conf)
	listen := fmt.Sprintf("127.0.0.1:%d", freePort(t))
	for i, b := range backends {
		from := fmt.Sprintf("server 127.0.0.1:%d ", 8081+i)
		if !strings.Contains(text, from) {
			t.Fatalf("nginx.conf has no %q", from)
		}
		if b == nil {
			start := strings.Index(text, from)
			text = text[:start] + "# " + text[start:]
			continue
		}
		text = strings.Replace(text, from, "server "+b.addr+" ", 1)
	}
	if !strings.Contains(text, "listen 127.0.0.1:8080;") {
		t.Fatal("nginx.conf does not listen on 127.0.0.1:8080")
	}
	text = strings.Replace(text, "listen 127.0.0.1:8080;", "listen "+listen+";", 1)
	text = strings.Replace(text, "worker_processes auto;", "worker_processes 1;", 1)
	dir := t.TempDir()
	// the logs and temporary files of this nginx stay in its directory
	text = strings.Replace(text, "http {", "http {\n\taccess_log off;\n\tclient_body_temp_path "+dir+"/body;\n\tproxy_temp_path "+dir+"/proxy;", 1)
	path := filepath.Join(dir, "nginx.conf")
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(bin, "-p", dir, "-c", path, "-e", filepath.Join(dir, "error.log"),
		"-g", "daemon off; pid "+filepath.Join(dir, "nginx.pid")+"; error_log "+filepath.Join(dir, "error.log")+";")
	out, _ := os.Create(filepath.Join(dir, "stderr"))
	cmd.Stdout, cmd.Stderr = out, out
	if err := cmd.Start(); err != nil {
		t.Skipf("nginx does not start: %v", err)
	}
	t.Cleanup(func() {
		// TERM, not KILL: the master stops its workers before it exits,
		// where a killed master would leave them running
		cmd.Process.Signal(syscall.SIGTERM)
		done := make(chan struct{})
		go func() { cmd.Wait(); close(done) }()
		select {
		case <-done:
		case <-time.After(10 * time.Second):
			cmd.Process.Kill()
			<-done
		}
	})
	for deadline := time.Now().Add(10 * time.Second); ; time.Sleep(20 * time.Millisecond) {
		if c, err := net.Dial("tcp", listen); err == nil {
			c.Close()
			return listen
		}
		if time.Now().After(deadline) {
			logs, _ := os.ReadFile(filepath.Join(dir, "error.log"))
			stderr, _ := os.ReadFile(filepath.Join(dir, "stderr"))
			t.Fatalf("nginx does not listen on %s:\n%s\n%s", listen, stderr, logs)
		}
	}
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
