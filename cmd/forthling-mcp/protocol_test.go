package main

import (
	"bytes"
	"context"
	"fmt"

	"os"
	"os/exec"
	"path/filepath"
	"runtime/debug"
	"slices"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/forthling/forthling/buildtags"
	"github.com/forthling/forthling/cmd/internal/cli"
	"github.com/forthling/forthling/core"
)

func TestConcurrentCallsRunOneAtATimeInOrder(t *testing.T) {
	c := startServer(t)
	const n = 150 // 300 calls: more than mcp-go queues by default
	var answers []chan rpcResponse
	for i := 1; i <= n; i++ {
		// each call pushes its number after a little work, so that calls
		// running at once or out of order would mix up the stack
		_, ch := c.send("tools/call", map[string]any{"name": "forth_eval",
			"arguments": map[string]any{"code": fmt.Sprintf(": w 2000 0 DO LOOP ; w %d", i)}})
		answers = append(answers, ch)
		_, ch = c.send("tools/call", map[string]any{"name": "forth_stack"})
		answers = append(answers, ch)
	}
	var want []int64
	for i, ch := range answers {
		tool := "forth_eval"
		if i%2 == 1 {
			tool = "forth_stack"
		} else {
			want = append(want, int64(len(want)+1))
		}
		var s struct {
			Stack []int64 `json:"stack"`
			Depth int     `json:"stack_depth"`
		}
		c.toolAnswer(tool, c.wait(ch)).Decode(t, &s)
		// the answer shows the top of a deep stack
		if s.Depth != len(want) || !slices.Equal(s.Stack, want[len(want)-len(s.Stack):]) {
			t.Fatalf("answer %d (%s): stack %v of %d, want %v", i+1, tool, s.Stack, s.Depth, want)
		}
	}
}

// A cancelled call stops, gets no answer (as the specification says), and
// the session goes on.
func TestCancellationStopsTheRunningCall(t *testing.T) {
	c := startServer(t, "--max-time", "60s", "--max-steps", "1000000000")
	start := time.Now()
	id, cancelled := c.send("tools/call", map[string]any{"name": "forth_eval",
		"arguments": map[string]any{"code": ": spin BEGIN AGAIN ; 1 2 spin"}})
	_, next := c.send("tools/call", map[string]any{"name": "forth_eval",
		"arguments": map[string]any{"code": ": sq DUP * ; 5 sq"}})
	// a cancellation that comes before the call runs is not known to
	// mcp-go yet: send it until the next call, which waits for the spin,
	// is answered
	var answer rpcResponse
	for answered := false; !answered; {
		c.notify("notifications/cancelled", map[string]any{"requestId": id, "reason": "the user changed their mind"})
		select {
		case answer = <-next:
			answered = true
		case <-time.After(100 * time.Millisecond):
		}
	}
	if took := time.Since(start); took > 5*time.Second {
		t.Errorf("the call stopped %v after it started", took)
	}
	// the session stays usable
	if got := c.toolAnswer("forth_eval", answer).Text(); got != " ok\nstack: 25\n" {
		t.Errorf("after the cancellation: %q", got)
	}
	select {
	case r := <-cancelled:
		t.Errorf("the cancelled call was answered: %s", r.Result)
	case <-time.After(300 * time.Millisecond):
	}
}

func TestTheServerStopsWhenItsInputCloses(t *testing.T) {
	c := startServer(t, "--max-time", "60s", "--max-steps", "1000000000")
	c.send("tools/call", map[string]any{"name": "forth_eval",
		"arguments": map[string]any{"code": ": spin BEGIN AGAIN ; spin"}})
	time.Sleep(100 * time.Millisecond)
	c.stdin.Close()
	select {
	case status := <-c.done:
		if status != 0 {
			t.Errorf("exit status %d; the server logged:\n%s", status, c.stderr)
		}
		c.done <- status // for the clean-up
	case <-time.After(5 * time.Second):
		t.Fatal("the server still runs 5s after its input closed")
	}
}

// binDir holds the server binary that the tests needing a process of its
// own build; TestMain removes it.
var binDir string

func TestMain(m *testing.M) {
	code := m.Run()
	if binDir != "" {
		os.RemoveAll(binDir)
	}
	os.Exit(code)
}

// serverBinary builds forthling-mcp once, with the build tags of the test.
var serverBinary = sync.OnceValues(func() (string, error) {
	dir, err := os.MkdirTemp("", "forthling-mcp-test")
	if err != nil {
		return "", err
	}
	binDir = dir
	bin := filepath.Join(dir, "forthling-mcp")
	args := []string{"build", "-o", bin}
	if info, ok := debug.ReadBuildInfo(); ok {
		for _, s := range info.Settings {
			if s.Key == "-tags" && s.Value != "" {
				args = append(args, "-tags", s.Value)
			}
		}
	}
	// go test puts its own toolchain first on the PATH of the tests
	goTool, err := exec.LookPath("go")
	if err != nil {
		return "", fmt.Errorf("the go command: %v", err)
	}
	out, err := exec.Command(goTool, append(args, ".")...).CombinedOutput()
	if err != nil {
		return "", fmt.Errorf("go build: %v\n%s", err, out)
	}
	return bin, nil
})

func TestSIGTERMEndsTheServerCleanly(t *testing.T) {
	c, cmd := startProcess(t, "", "--max-time", "60s", "--max-steps", "1000000000")
	_, ch := c.send("tools/call", map[string]any{"name": "forth_eval",
		"arguments": map[string]any{"code": ": spin BEGIN AGAIN ; spin"}})
	time.Sleep(300 * time.Millisecond)
	if err := cmd.Process.Signal(syscall.SIGTERM); err != nil {
		t.Fatal(err)
	}
	// the running call is answered as cancelled; then the server exits
	r := c.toolAnswer("forth_eval", c.wait(ch))
	if e := r.eval(t).Error; e == nil || e.Code != core.ErrCancelled {
		t.Errorf("the running call was not answered as cancelled: %q", r.Text())
	}
	select {
	case status := <-c.done:
		if status != 0 {
			t.Errorf("exit status %d; stderr:\n%s", status, c.stderr)
		}
		c.done <- status // for the clean-up
	case <-time.After(5 * time.Second):
		cmd.Process.Kill()
		t.Fatal("the server still runs 5s after SIGTERM")
	}
}

// runOptions runs the program with args as a command line that ends
// before any MCP: help, version, bad options.
func runOptions(args ...string) (status int, stdout, stderr string) {
	var out, errs bytes.Buffer
	status = run(context.Background(), args, strings.NewReader(""), &out, &errs)
	return status, out.String(), errs.String()
}

func TestHelpShowsTheOptions(t *testing.T) {
	status, out, _ := runOptions("--help")
	if status != 0 {
		t.Errorf("status %d", status)
	}
	for _, line := range []string{
		"  -m, --memory SIZE     Forth memory (default 1M) [64M]",
		"      --max-steps N     steps per call (default 10000000) [1000000000]",
		"      --max-time T      time per call, such as 5s or 500ms (default 5s) [60s]",
		"      --max-output SIZE output per call (default 1M) [16M]",
		"      --max-space SIZE  definitions and the like in all (default 4M) [64M]",
		"      --allow-host HOST a host that Forth code may send HTTP requests to (repeat)",
		"      --version         print the version and the vocabularies of this build",
	} {
		if !strings.Contains(out, line+"\n") {
			t.Errorf("--help lacks the line\n%s\nin\n%s", line, out)
		}
	}
}

func TestVersionNamesTheVocabularies(t *testing.T) {
	status, out, _ := runOptions("--version")
	want := "forthling-mcp " + cli.Version + "\nvocabularies: " + strings.Join(cli.Vocabularies(), " ") + "\n"
	if status != 0 || !strings.HasPrefix(out, want) {
		t.Errorf("status %d, output %q, want it to start %q", status, out, want)
	}
	for _, v := range []string{"TESTING", "DEBUG"} {
		if !strings.Contains(out, v) {
			t.Errorf("--version does not name %s", v)
		}
	}
	if absent := buildtags.AbsentVocabularies(); len(absent) > 0 && !strings.Contains(out, "not in this build: "+strings.Join(absent, " ")) {
		t.Errorf("--version does not name the vocabularies left out (%v): %q", absent, out)
	}
}

func TestOptionsOverTheCeilingAreRefusedAtStart(t *testing.T) {
	cases := []struct {
		args []string
		want string
	}{
		{[]string{"-m", "100M"}, "100M is above the ceiling 64M"},
		{[]string{"--memory", "1G"}, "1G is above the ceiling 64M"},
		{[]string{"--max-steps", "2000000000"}, "2000000000 is above the ceiling 1000000000"},
		{[]string{"--max-time", "61s"}, "61s is above the ceiling 60s"},
		{[]string{"--max-output", "17M"}, "17M is above the ceiling 16M"},
		{[]string{"--max-space", "65M"}, "65M is above the ceiling 64M"},
		{[]string{"--max-time", "soon"}, `"soon" is not a time: give it as 5s or 500ms`},
		{[]string{"--memory", "lots"}, `"lots" is not a size`},
		{[]string{"--memory", "100K"}, "memory 100K is below the minimum 256K"},
		{[]string{"--allow-host", "https://api.example.com/v1"}, "not a host: give the host alone"},
		{[]string{"--sandbox=off"}, "flag provided but not defined: -sandbox"},
		{[]string{"prog.fth"}, `unexpected argument "prog.fth"`},
	}
	if !slices.Contains(cli.Vocabularies(), "HTTP") {
		cases = append(cases, struct {
			args []string
			want string
		}{[]string{"--allow-host", "api.example.com"}, "this build has no HTTP vocabulary"})
	}
	for _, tc := range cases {
		status, out, errs := runOptions(tc.args...)
		if status != 2 || out != "" || !strings.Contains(errs, tc.want) {
			t.Errorf("%v: status %d, stdout %q, stderr %q; want status 2 and %q", tc.args, status, out, errs, tc.want)
		}
	}
}

func TestAllowHostOpensTheWorldOfForthEval(t *testing.T) {
	if !slices.Contains(cli.Vocabularies(), "HTTP") {
		t.Skip("this build has no HTTP vocabulary (build with -tags http)")
	}
	c := startServer(t, "--allow-host", "api.example.com", "--allow-host", "*.example.org")
	for name, tool := range c.tools {
		open := tool.Annotations.OpenWorld != nil && *tool.Annotations.OpenWorld
		if open != (name == "forth_eval") {
			t.Errorf("%s: openWorldHint %v", name, open)
		}
	}
	r := c.eval("ALSO HTTP")
	if r.IsError {
		t.Errorf("ALSO HTTP: %s", r.Text())
	}
	if !strings.Contains(c.instructionsText(t), "api.example.com, *.example.org") {
		t.Error("the instructions do not name the allowed hosts")
	}
}
