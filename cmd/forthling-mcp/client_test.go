package main

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"os/exec"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/santhosh-tekuri/jsonschema/v6"
)

// The tests talk to a real server: run, with the real stdio transport,
// over pipes. client is a small JSON-RPC client that writes requests as
// lines and matches the answers by id, so that a test can send requests
// without waiting, cancel them, or send arguments no schema allows.

type client struct {
	t      *testing.T
	stdin  io.WriteCloser
	done   chan int // run's exit status
	stderr *bytes.Buffer

	mu      sync.Mutex
	nextID  int
	waiting map[int]chan rpcResponse

	initialize json.RawMessage // the initialize result
	tools      map[string]listedTool

	// over HTTP (sandboxOverHTTP): the MCP endpoint, and the session
	// initialize gave
	httpURL     string
	httpSession string
}

type rpcResponse struct {
	Result json.RawMessage `json:"result"`
	Error  *struct {
		Code    int    `json:"code"`
		Message string `json:"message"`
	} `json:"error"`
}

type listedTool struct {
	Name         string          `json:"name"`
	InputSchema  json.RawMessage `json:"inputSchema"`
	OutputSchema json.RawMessage `json:"outputSchema"`
	Annotations  struct {
		ReadOnly    *bool `json:"readOnlyHint"`
		Destructive *bool `json:"destructiveHint"`
		Idempotent  *bool `json:"idempotentHint"`
		OpenWorld   *bool `json:"openWorldHint"`
	} `json:"annotations"`
	output *jsonschema.Schema
}

// toolResult is a tools/call result.
type toolResult struct {
	Content []struct {
		Type string `json:"type"`
		Text string `json:"text"`
	} `json:"content"`
	Structured json.RawMessage `json:"structuredContent"`
	IsError    bool            `json:"isError"`
}

// Text is the result's text.
func (r *toolResult) Text() string {
	var b strings.Builder
	for _, c := range r.Content {
		b.WriteString(c.Text)
	}
	return b.String()
}

// Decode decodes the structured content into v.
func (r *toolResult) Decode(t *testing.T, v any) {
	t.Helper()
	if err := json.Unmarshal(r.Structured, v); err != nil {
		t.Fatalf("structuredContent %s: %v", r.Structured, err)
	}
}

// startServer runs the server with the options args and initializes it.
func startServer(t *testing.T, args ...string) *client {
	t.Helper()
	if sandboxOverHTTP {
		c, _ := startHTTPClient(t, "", args...)
		return c
	}
	c := startUninitialized(t, args...)
	c.handshake()
	return c
}

// handshake initializes the server and lists its tools.
func (c *client) handshake() {
	t := c.t
	t.Helper()
	c.initialize = c.request("initialize", map[string]any{
		"protocolVersion": "2025-06-18",
		"capabilities":    map[string]any{},
		"clientInfo":      map[string]any{"name": "forthling-test", "version": "1"},
	})
	c.notify("notifications/initialized", nil)
	var list struct {
		Tools []listedTool `json:"tools"`
	}
	if err := json.Unmarshal(c.request("tools/list", nil), &list); err != nil {
		t.Fatal(err)
	}
	c.tools = map[string]listedTool{}
	for _, tool := range list.Tools {
		tool.output = compileSchema(t, tool.Name, tool.OutputSchema)
		c.tools[tool.Name] = tool
	}
}

// startUninitialized runs the server without the MCP handshake.
func startUninitialized(t *testing.T, args ...string) *client {
	t.Helper()
	inR, inW := io.Pipe()
	outR, outW := io.Pipe()
	c := &client{t: t, stdin: inW, done: make(chan int, 1), stderr: &bytes.Buffer{}, waiting: map[int]chan rpcResponse{}}
	ctx, cancel := context.WithCancel(context.Background())
	go func() {
		status := run(ctx, args, inR, outW, &syncWriter{w: c.stderr})
		outW.Close()
		c.done <- status
	}()
	go c.readAnswers(outR)
	t.Cleanup(func() {
		inW.Close()
		select {
		case <-c.done:
		case <-time.After(10 * time.Second):
			t.Error("the server did not stop within 10s of its input closing")
		}
		cancel()
		inR.Close()
	})
	return c
}

// startProcess runs the server binary as a process of its own (for the
// tests that measure it or signal it) in the directory dir ("": the
// test's), and initializes it.
func startProcess(t *testing.T, dir string, args ...string) (*client, *exec.Cmd) {
	t.Helper()
	if sandboxOverHTTP {
		return startHTTPClient(t, dir, args...)
	}
	bin, err := serverBinary()
	if err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(bin, args...)
	cmd.Dir = dir
	stdin, err := cmd.StdinPipe()
	if err != nil {
		t.Fatal(err)
	}
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	c := &client{t: t, stdin: stdin, done: make(chan int, 1), stderr: &bytes.Buffer{}, waiting: map[int]chan rpcResponse{}}
	cmd.Stderr = &syncWriter{w: c.stderr}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	go func() {
		// Wait closes stdout: only once every answer has been read
		c.readAnswers(stdout)
		cmd.Wait()
		c.done <- cmd.ProcessState.ExitCode()
	}()
	t.Cleanup(func() {
		stdin.Close()
		select {
		case <-c.done:
		case <-time.After(10 * time.Second):
			t.Error("the server did not stop within 10s of its input closing")
			cmd.Process.Kill()
		}
	})
	c.handshake()
	return c, cmd
}

// syncWriter lets the server's goroutines log to one buffer.
type syncWriter struct {
	mu sync.Mutex
	w  io.Writer
}

func (s *syncWriter) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.w.Write(p)
}

func (c *client) readAnswers(out io.Reader) {
	r := bufio.NewReaderSize(out, 1<<20)
	for {
		line, err := r.ReadBytes('\n')
		c.deliver(line)
		if err != nil {
			return
		}
	}
}

// deliver hands an answer to the request waiting for it.
func (c *client) deliver(line []byte) {
	if len(bytes.TrimSpace(line)) == 0 {
		return
	}
	var msg struct {
		ID *int `json:"id"`
		rpcResponse
	}
	if json.Unmarshal(line, &msg) == nil && msg.ID != nil {
		c.mu.Lock()
		ch := c.waiting[*msg.ID]
		delete(c.waiting, *msg.ID)
		c.mu.Unlock()
		if ch != nil {
			ch <- msg.rpcResponse
		}
	}
}

// send writes a request and returns its id and where its answer comes.
func (c *client) send(method string, params any) (int, chan rpcResponse) {
	c.t.Helper()
	c.mu.Lock()
	c.nextID++
	id := c.nextID
	ch := make(chan rpcResponse, 1)
	c.waiting[id] = ch
	c.mu.Unlock()
	c.write(map[string]any{"jsonrpc": "2.0", "id": id, "method": method, "params": params})
	return id, ch
}

func (c *client) notify(method string, params any) {
	c.t.Helper()
	msg := map[string]any{"jsonrpc": "2.0", "method": method}
	if params != nil {
		msg["params"] = params
	}
	c.write(msg)
}

func (c *client) write(msg any) {
	c.t.Helper()
	b, err := json.Marshal(msg)
	if err != nil {
		c.t.Fatal(err)
	}
	if c.httpURL != "" {
		go c.post(b)
		return
	}
	if _, err := c.stdin.Write(append(b, '\n')); err != nil {
		c.t.Fatalf("writing to the server: %v", err)
	}
}

// wait waits for an answer.
func (c *client) wait(ch chan rpcResponse) rpcResponse {
	c.t.Helper()
	select {
	case r := <-ch:
		return r
	case <-time.After(30 * time.Second):
		c.t.Fatalf("no answer within 30s; the server logged:\n%s", c.stderr)
	}
	return rpcResponse{}
}

// request sends a request and returns its result, failing on an error.
func (c *client) request(method string, params any) json.RawMessage {
	c.t.Helper()
	_, ch := c.send(method, params)
	r := c.wait(ch)
	if r.Error != nil {
		c.t.Fatalf("%s: error %d: %s", method, r.Error.Code, r.Error.Message)
	}
	return r.Result
}

// call calls a tool and checks its structured content against the tool's
// output schema, errors included.
func (c *client) call(tool string, args any) *toolResult {
	c.t.Helper()
	_, ch := c.send("tools/call", map[string]any{"name": tool, "arguments": args})
	return c.toolAnswer(tool, c.wait(ch))
}

func (c *client) toolAnswer(tool string, r rpcResponse) *toolResult {
	c.t.Helper()
	if r.Error != nil {
		c.t.Fatalf("%s: error %d: %s", tool, r.Error.Code, r.Error.Message)
	}
	var res toolResult
	if err := json.Unmarshal(r.Result, &res); err != nil {
		c.t.Fatal(err)
	}
	if res.Structured != nil {
		c.validate(tool, res.Structured)
	} else if !res.IsError {
		c.t.Errorf("%s answered without structuredContent: %s", tool, r.Result)
	}
	return &res
}

func (c *client) validate(tool string, structured json.RawMessage) {
	c.t.Helper()
	lt, ok := c.tools[tool]
	if !ok {
		c.t.Fatalf("no tool %s was listed", tool)
	}
	doc, err := jsonschema.UnmarshalJSON(bytes.NewReader(structured))
	if err != nil {
		c.t.Fatal(err)
	}
	if err := lt.output.Validate(doc); err != nil {
		c.t.Errorf("%s: structuredContent does not match the output schema: %v\n%s", tool, err, structured)
	}
}

// eval runs code with forth_eval.
func (c *client) eval(code string) *toolResult {
	c.t.Helper()
	return c.call("forth_eval", map[string]any{"code": code})
}

// fresh starts a new session, for a test that needs one.
func (c *client) fresh() {
	c.t.Helper()
	if r := c.call("forth_reset", nil); r.IsError {
		c.t.Fatalf("forth_reset: %s", r.Text())
	}
}

func compileSchema(t *testing.T, name string, raw json.RawMessage) *jsonschema.Schema {
	t.Helper()
	if raw == nil {
		t.Fatalf("tool %s has no output schema", name)
	}
	doc, err := jsonschema.UnmarshalJSON(bytes.NewReader(raw))
	if err != nil {
		t.Fatal(err)
	}
	comp := jsonschema.NewCompiler()
	url := fmt.Sprintf("mem://%s.json", name)
	if err := comp.AddResource(url, doc); err != nil {
		t.Fatal(err)
	}
	s, err := comp.Compile(url)
	if err != nil {
		t.Fatalf("the output schema of %s does not compile: %v", name, err)
	}
	return s
}

// eval decodes forth_eval's structured content.
func (r *toolResult) eval(t *testing.T) evalAnswer {
	t.Helper()
	var e evalAnswer
	r.Decode(t, &e)
	return e
}
