package main

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"os/exec"
	"strings"
	"testing"
	"time"
)

// The benchmarks run the server as a process of its own and talk to it over
// its standard input and output, as a client does: what they time includes
// the process, the JSON-RPC framing and the session.

// stdioServer is a running server and a minimal client of it.
type stdioServer struct {
	cmd *exec.Cmd
	in  io.WriteCloser
	out *bufio.Reader
	id  int
}

func startBenchServer(tb testing.TB) *stdioServer {
	tb.Helper()
	bin, err := serverBinary()
	if err != nil {
		tb.Fatal(err)
	}
	cmd := exec.Command(bin)
	in, err := cmd.StdinPipe()
	if err != nil {
		tb.Fatal(err)
	}
	out, err := cmd.StdoutPipe()
	if err != nil {
		tb.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		tb.Fatal(err)
	}
	return &stdioServer{cmd: cmd, in: in, out: bufio.NewReader(out)}
}

// call sends a request and reads lines until its answer.
func (s *stdioServer) call(tb testing.TB, method string, params any) json.RawMessage {
	s.id++
	msg, _ := json.Marshal(map[string]any{"jsonrpc": "2.0", "id": s.id, "method": method, "params": params})
	if _, err := s.in.Write(append(msg, '\n')); err != nil {
		tb.Fatal(err)
	}
	for {
		line, err := s.out.ReadBytes('\n')
		if err != nil {
			tb.Fatalf("%s: %v", method, err)
		}
		var answer struct {
			ID     int             `json:"id"`
			Result json.RawMessage `json:"result"`
			Error  json.RawMessage `json:"error"`
		}
		if json.Unmarshal(line, &answer) == nil && answer.ID == s.id {
			if answer.Error != nil {
				tb.Fatalf("%s: %s", method, answer.Error)
			}
			return answer.Result
		}
	}
}

func (s *stdioServer) initialize(tb testing.TB) {
	s.call(tb, "initialize", map[string]any{
		"protocolVersion": "2025-06-18",
		"capabilities":    map[string]any{},
		"clientInfo":      map[string]any{"name": "forthling-bench", "version": "1"},
	})
	msg := `{"jsonrpc":"2.0","method":"notifications/initialized"}` + "\n"
	if _, err := io.WriteString(s.in, msg); err != nil {
		tb.Fatal(err)
	}
}

// eval runs code through forth_eval and checks that its text has want.
func (s *stdioServer) eval(tb testing.TB, code, want string) {
	res := s.call(tb, "tools/call", map[string]any{"name": "forth_eval", "arguments": map[string]any{"code": code}})
	if !strings.Contains(string(res), want) {
		tb.Fatalf("forth_eval %q answers %s, want %q in it", code, res, want)
	}
}

func (s *stdioServer) stop() {
	s.in.Close()
	done := make(chan struct{})
	go func() { s.cmd.Wait(); close(done) }()
	select {
	case <-done:
	case <-time.After(5 * time.Second):
		s.cmd.Process.Kill()
		<-done
	}
}

// BenchmarkFirstCall is the time from starting the server to the answer of
// its first forth_eval: process start, the session, the handshake.
func BenchmarkFirstCall(b *testing.B) {
	if _, err := serverBinary(); err != nil {
		b.Fatal(err)
	}
	for b.Loop() {
		s := startBenchServer(b)
		s.initialize(b)
		s.eval(b, "1 2 + .", "3 ")
		b.StopTimer()
		s.stop()
		b.StartTimer()
	}
}

// BenchmarkEvalRoundTrip is one forth_eval of a small snippet over stdio.
func BenchmarkEvalRoundTrip(b *testing.B) {
	s := startBenchServer(b)
	defer s.stop()
	s.initialize(b)
	s.eval(b, ": sq dup * ;", "ok")
	for b.Loop() {
		s.eval(b, "7 sq .", "49 ")
	}
	if mb, ok := residentMB(s.cmd.Process.Pid); ok {
		b.ReportMetric(mb, "MB-resident")
	}
}

// residentMB is the resident memory of a process (Linux only).
func residentMB(pid int) (float64, bool) {
	status, err := os.ReadFile(fmt.Sprintf("/proc/%d/status", pid))
	if err != nil {
		return 0, false
	}
	for _, line := range strings.Split(string(status), "\n") {
		if rest, ok := strings.CutPrefix(line, "VmRSS:"); ok {
			var kb float64
			if _, err := fmt.Sscan(rest, &kb); err == nil {
				return kb / 1024, true
			}
		}
	}
	return 0, false
}

// TestStdioClient makes sure the benchmarks' client works (the time it
// takes is for the benchmark to measure, not for a test to judge).
func TestStdioClient(t *testing.T) {
	s := startBenchServer(t)
	defer s.stop()
	s.initialize(t)
	for i := 0; i < 3; i++ {
		s.eval(t, fmt.Sprintf("%d 1 + .", i), fmt.Sprintf("%d ", i+1))
	}
}
