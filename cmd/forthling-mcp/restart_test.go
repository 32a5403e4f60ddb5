package main

import (
	"bufio"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/forthling/forthling/buildtags"
)

// The tests of sessions that outlive their server (--state-dir,
// --session-park, --store) run the built binary: real processes, stopped
// by real signals.

// serverProcess is a forthling-mcp process the test started and stops.
type serverProcess struct {
	url    string
	cmd    *exec.Cmd
	exited chan error
}

// freeAddr is a loopback address no one listens at, for a server that
// must come back at the same address after a restart.
func freeAddr(t testing.TB) string {
	t.Helper()
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer l.Close()
	return l.Addr().String()
}

// startServerProcess runs the server binary with args (which give --http)
// and kills it at the end of the test if it still runs.
func startServerProcess(t testing.TB, args ...string) *serverProcess {
	t.Helper()
	bin, err := serverBinary()
	if err != nil {
		t.Fatal(err)
	}
	p := &serverProcess{cmd: exec.Command(bin, args...), exited: make(chan error, 1)}
	stderr, err := p.cmd.StderrPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := p.cmd.Start(); err != nil {
		t.Fatal(err)
	}
	lines := bufio.NewScanner(stderr)
	var said strings.Builder
	for p.url == "" && lines.Scan() {
		said.WriteString(lines.Text() + "\n")
		if _, rest, ok := strings.Cut(lines.Text(), "serving MCP at "); ok {
			p.url, _, _ = strings.Cut(rest, " ")
		}
	}
	// what the server logs later goes to the test's output
	go io.Copy(os.Stderr, stderr)
	go func() { p.exited <- p.cmd.Wait() }()
	t.Cleanup(func() { p.stop(t, syscall.SIGKILL) })
	if p.url == "" {
		t.Fatalf("the server did not say where it serves:\n%s", said.String())
	}
	return p
}

// stop sends sig and waits for the process to end; it returns its error
// (nil: exit status 0). A stopped process is stopped again in vain.
func (p *serverProcess) stop(t testing.TB, sig syscall.Signal) error {
	t.Helper()
	if p.exited == nil {
		return nil
	}
	p.cmd.Process.Signal(sig)
	defer func() { p.exited = nil }()
	select {
	case err := <-p.exited:
		return err
	case <-time.After(20 * time.Second):
		p.cmd.Process.Kill()
		<-p.exited
		return fmt.Errorf("the server did not stop within 20s of %v", sig)
	}
}

// A session with definitions, data and files survives SIGTERM and a new
// process with the same --state-dir: for a client with an Mcp-Session-Id
// and for a handle of 2026-07-28, each read back at its first request.
func TestHTTPSessionsSurviveARestart(t *testing.T) {
	dir := t.TempDir()
	addr := freeAddr(t)
	first := startServerProcess(t, "--http", addr, "--state-dir", dir)

	legacyClient := (&httpServer{url: first.url}).connect(t, legacy, "")
	text, isError := callTool(t, legacyClient, "forth_eval", map[string]any{
		"code":  `: sq dup * ; VARIABLE kept 7 sq kept ! S" notes.txt" INCLUDED DATA NIP . 3 4`,
		"data":  "twelve chars",
		"files": map[string]any{"notes.txt": ": from-file 99 ;"},
	})
	if isError || !strings.Contains(text, "12") {
		t.Fatalf("setting up the session: %s", text)
	}
	_, started := modernCall(t, first.url, "forth_eval", map[string]any{"code": ": modern 2026 ;"}, nil)
	handle := handleOf(t, started.Text())

	if err := first.stop(t, syscall.SIGTERM); err != nil {
		t.Fatalf("the first server, stopped by SIGTERM: %v", err)
	}
	second := startServerProcess(t, "--http", addr, "--state-dir", dir)

	text, isError = callTool(t, legacyClient, "forth_eval", map[string]any{
		"code": `.S DROP DROP kept @ . 5 sq . from-file . DATA TYPE S" notes.txt" R/O OPEN-FILE THROW FILE-SIZE THROW DROP .`})
	if isError {
		t.Fatalf("the session after the restart: %s", text)
	}
	for _, want := range []string{"<2> 3 4", "49 25 99 twelve chars16"} {
		if !strings.Contains(text, want) {
			t.Errorf("the session after the restart: %q lacks %q", text, want)
		}
	}
	_, went := modernCall(t, second.url, "forth_eval", map[string]any{"code": "modern .", "session": handle}, nil)
	if went.IsError || !strings.Contains(went.Text(), "2026") {
		t.Errorf("the handle after the restart: %s", went.Text())
	}

	// ended sessions stay ended: DELETE removes the image too
	if err := legacyClient.Close(); err != nil {
		t.Fatal(err)
	}
	if err := second.stop(t, syscall.SIGTERM); err != nil {
		t.Fatalf("the second server, stopped by SIGTERM: %v", err)
	}
	third := startServerProcess(t, "--http", addr, "--state-dir", dir)
	_, again := modernCall(t, third.url, "forth_eval", map[string]any{"code": "modern .", "session": handle}, nil)
	if again.IsError || !strings.Contains(again.Text(), "2026") {
		t.Errorf("the handle after a second restart: %s", again.Text())
	}
}

// Another token's request finds nothing of a session read back, and
// without --state-dir a restart ends the sessions with the clear answer.
func TestHTTPRestartKeepsSessionsToTheirOwner(t *testing.T) {
	dir := t.TempDir()
	tokens := writeTokenFile(t)
	addr := freeAddr(t)
	first := startServerProcess(t, "--http", addr, "--state-dir", dir, "--auth-token-file", tokens)
	alice := map[string]string{"Authorization": "Bearer alice-token-0123456789"}
	bob := map[string]string{"Authorization": "Bearer bob-token-0123456789ab"}
	_, started := modernCall(t, first.url, "forth_eval", map[string]any{"code": ": secret 42 ;"}, alice)
	handle := handleOf(t, started.Text())
	id := initializeRaw(t, first.url, alice)
	if status, body := legacyCall(t, first.url, id, alice, "forth_eval", map[string]any{"code": ": mine 1 ;"}); status != http.StatusOK {
		t.Fatalf("a call: %d %s", status, body)
	}
	if err := first.stop(t, syscall.SIGTERM); err != nil {
		t.Fatal(err)
	}
	second := startServerProcess(t, "--http", addr, "--state-dir", dir, "--auth-token-file", tokens)
	_, stolen := modernCall(t, second.url, "forth_eval", map[string]any{"code": "secret .", "session": handle}, bob)
	if !stolen.IsError || !strings.Contains(stolen.Text(), "is gone") {
		t.Errorf("another token reaching for the handle: %s", stolen.Text())
	}
	if status, body := legacyCall(t, second.url, id, bob, "forth_eval", map[string]any{"code": "mine ."}); status != http.StatusNotFound {
		t.Errorf("another token reaching for the Mcp-Session-Id: %d %s", status, body)
	}
	_, owned := modernCall(t, second.url, "forth_eval", map[string]any{"code": "secret .", "session": handle}, alice)
	if owned.IsError || !strings.Contains(owned.Text(), "42") {
		t.Errorf("the owner after the restart: %s", owned.Text())
	}
	if status, body := legacyCall(t, second.url, id, alice, "forth_eval", map[string]any{"code": "mine ."}); status != http.StatusOK || !strings.Contains(body, "1 ") {
		t.Errorf("the owner's Mcp-Session-Id after the restart: %d %s", status, body)
	}

	// without --state-dir, the next server knows nothing of them
	if err := second.stop(t, syscall.SIGTERM); err != nil {
		t.Fatal(err)
	}
	third := startServerProcess(t, "--http", addr, "--auth-token-file", tokens)
	_, gone := modernCall(t, third.url, "forth_eval", map[string]any{"code": "secret .", "session": handle}, alice)
	if !gone.IsError || !strings.Contains(gone.Text(), "is gone") || !strings.Contains(gone.Text(), "server restarted") {
		t.Errorf("a handle after a restart without --state-dir: %s", gone.Text())
	}
	if status, body := legacyCall(t, third.url, id, alice, "forth_eval", map[string]any{"code": "mine ."}); status != http.StatusNotFound || !strings.Contains(body, "is gone") {
		t.Errorf("an Mcp-Session-Id after a restart without --state-dir: %d %s", status, body)
	}
}

// A session whose image cannot be written (an open SQLite database) ends
// at SIGTERM with a line in the log; the others are kept.
func TestHTTPRestartEndsAnUnwritableSession(t *testing.T) {
	needSQLite(t)
	dir := t.TempDir()
	addr := freeAddr(t)
	first := startServerProcess(t, "--http", addr, "--state-dir", dir)
	_, open := modernCall(t, first.url, "forth_eval", map[string]any{"code": `ALSO SQLITE S" :memory:" DB-OPEN THROW CONSTANT DB`}, nil)
	unwritable := handleOf(t, open.Text())
	_, plain := modernCall(t, first.url, "forth_eval", map[string]any{"code": ": plain 5 ;"}, nil)
	kept := handleOf(t, plain.Text())
	if err := first.stop(t, syscall.SIGTERM); err != nil {
		t.Fatal(err)
	}
	second := startServerProcess(t, "--http", addr, "--state-dir", dir)
	_, gone := modernCall(t, second.url, "forth_eval", map[string]any{"code": "DB .", "session": unwritable}, nil)
	if !gone.IsError || !strings.Contains(gone.Text(), "is gone") {
		t.Errorf("the session with an open database after the restart: %s", gone.Text())
	}
	_, went := modernCall(t, second.url, "forth_eval", map[string]any{"code": "plain .", "session": kept}, nil)
	if went.IsError || !strings.Contains(went.Text(), "5 ") {
		t.Errorf("the other session after the restart: %s", went.Text())
	}
}

// versionOf is what the server binary's --version says.
// needSQLite skips a test of a build without SQLITE (the server binary is
// built with the test's tags).
func needSQLite(t testing.TB) {
	t.Helper()
	if slices.Contains(buildtags.AbsentVocabularies(), "SQLITE") {
		t.Skip("this build has no SQLITE vocabulary")
	}
}

// The same through the official TypeScript SDK's Streamable HTTP client
// (e2e/e2e-restart.mjs), in two runs around the restart.
func TestTheTypeScriptClientAcrossARestart(t *testing.T) {
	node, err := exec.LookPath("node")
	if err != nil {
		t.Skip("node is not installed: the restart test with the TypeScript MCP client is skipped (install Node 20 or later; make test then installs the SDK)")
	}
	if _, err := os.Stat(filepath.Join("e2e", "node_modules", "@modelcontextprotocol", "sdk")); err != nil {
		t.Skip("the TypeScript MCP SDK is not installed: run npm ci in cmd/forthling-mcp/e2e (make test does) for the end-to-end test")
	}
	dir, addr := t.TempDir(), freeAddr(t)
	runPhase := func(url, phase, session string) string {
		cmd := exec.Command(node, "e2e-restart.mjs", phase)
		cmd.Dir = "e2e"
		cmd.Env = append(os.Environ(), "FORTHLING_MCP_URL="+url, "FORTHLING_MCP_SESSION="+session)
		out, err := cmd.CombinedOutput()
		if err != nil {
			t.Fatalf("node e2e-restart.mjs %s: %v\n%s", phase, err, out)
		}
		return strings.TrimSpace(string(out))
	}
	first := startServerProcess(t, "--http", addr, "--state-dir", dir)
	session := runPhase(first.url, "before", "")
	if err := first.stop(t, syscall.SIGTERM); err != nil {
		t.Fatalf("the server, stopped by SIGTERM: %v", err)
	}
	second := startServerProcess(t, "--http", addr, "--state-dir", dir)
	t.Log(runPhase(second.url, "after", session))
}

// A SIGKILL loses only what the last image lacks: a session parked, then
// changed, comes back as it was parked.
func TestHTTPSIGKILLLosesOnlyWhatTheImageLacks(t *testing.T) {
	dir, addr := t.TempDir(), freeAddr(t)
	// parked after 1.5s idle: the change after it is killed well before
	// it is parked again
	first := startServerProcess(t, "--http", addr, "--state-dir", dir, "--session-park", "1500ms")
	handle := newSessionAt(t, first.url, ": in-image 1 ;")
	for deadline := time.Now().Add(5 * time.Second); metricOf(t, first.url, "forthling_sessions_parked_total") == 0; time.Sleep(20 * time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatal("the idle session was not parked")
		}
	}
	evalIn(t, first.url, handle, ": after-image 2 ;")
	if err := first.stop(t, syscall.SIGKILL); err == nil {
		t.Fatal("a server killed by SIGKILL exited with status 0")
	}
	second := startServerProcess(t, "--http", addr, "--state-dir", dir)
	if text := evalIn(t, second.url, handle, "in-image ."); !strings.Contains(text, "1 ") {
		t.Errorf("the word of the image after SIGKILL: %q", text)
	}
	_, lost := modernCall(t, second.url, "forth_eval", map[string]any{"code": "after-image .", "session": handle}, nil)
	if !lost.IsError || !strings.Contains(lost.Text(), "undefined word") {
		t.Errorf("the word defined after the image, after SIGKILL: %s", lost.Text())
	}
}
