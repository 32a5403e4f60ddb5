// Package nginxtest runs deploy/nginx.conf in a test: an nginx of the
// test's own, in front of the test's servers, on a free loopback port.
package nginxtest

import (
	"fmt"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

// Start runs nginx with the configuration at conf (deploy/nginx.conf),
// its three servers replaced by backends (host:port; "" leaves that server
// line out, as an operator does who takes a server away) and its address
// by a free loopback port, which it returns. It stops nginx when the test
// ends, and skips the test when nginx is not installed (apt-get install
// nginx-light).
func Start(t testing.TB, conf string, backends []string) string {
	t.Helper()
	bin, err := exec.LookPath("nginx")
	if err != nil {
		if _, err2 := os.Stat("/usr/sbin/nginx"); err2 != nil {
			t.Skip("nginx is not installed (apt-get install nginx-light): the load balancer configuration is not tested")
		}
		bin = "/usr/sbin/nginx"
	}
	b, err := os.ReadFile(conf)
	if err != nil {
		t.Fatal(err)
	}
	text := string(b)
	listen := freeAddr(t)
	for i, backend := range backends {
		from := fmt.Sprintf("server 127.0.0.1:%d ", 8081+i)
		if !strings.Contains(text, from) {
			t.Fatalf("%s has no %q", conf, from)
		}
		if backend == "" {
			start := strings.Index(text, from)
			text = text[:start] + "# " + text[start:]
			continue
		}
		text = strings.Replace(text, from, "server "+backend+" ", 1)
	}
	if !strings.Contains(text, "listen 127.0.0.1:8080;") {
		t.Fatalf("%s does not listen on 127.0.0.1:8080", conf)
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

// freeAddr is a loopback address no one listens on now.
func freeAddr(t testing.TB) string {
	t.Helper()
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer l.Close()
	return l.Addr().String()
}
