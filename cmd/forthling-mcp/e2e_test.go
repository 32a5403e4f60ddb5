package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// TestTheTypeScriptClient runs e2e/e2e.mjs: the official TypeScript MCP SDK
// talks to the server, and its client checks every structuredContent
// against the tool's outputSchema. It needs Node and the SDK (npm ci in
// e2e/, which make test does); without them it says so and skips.
func TestTheTypeScriptClient(t *testing.T) {
	node, err := exec.LookPath("node")
	if err != nil {
		t.Skip("node is not installed: the end-to-end test with the TypeScript MCP client is skipped (install Node 20 or later; make test then installs the SDK)")
	}
	if _, err := os.Stat(filepath.Join("e2e", "node_modules", "@modelcontextprotocol", "sdk")); err != nil {
		t.Skip("the TypeScript MCP SDK is not installed: run npm ci in cmd/forthling-mcp/e2e (make test does) for the end-to-end test")
	}
	bin, err := serverBinary()
	if err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(node, "e2e.mjs")
	cmd.Dir = "e2e"
	cmd.Env = append(os.Environ(), "FORTHLING_MCP="+bin)
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("node e2e.mjs: %v\n%s", err, out)
	}
	t.Log(strings.TrimSpace(string(out)))
}

// TestTheTypeScriptClientOverHTTP runs e2e/e2e-http.mjs: the official
// TypeScript SDK's Streamable HTTP client against the server binary,
// started with --http on a free loopback port, with tokens for two
// principals and a short idle time.
func TestTheTypeScriptClientOverHTTP(t *testing.T) {
	node, err := exec.LookPath("node")
	if err != nil {
		t.Skip("node is not installed: the end-to-end test over HTTP with the TypeScript MCP client is skipped (install Node 20 or later; make test then installs the SDK)")
	}
	if _, err := os.Stat(filepath.Join("e2e", "node_modules", "@modelcontextprotocol", "sdk")); err != nil {
		t.Skip("the TypeScript MCP SDK is not installed: run npm ci in cmd/forthling-mcp/e2e (make test does) for the end-to-end test")
	}
	tokens := "alice:alice-token-0123456789,bob:bob-token-0123456789ab"
	url := startHTTPProcess(t, "--auth-token-file", writeTokenFile(t), "--max-sessions", "110", "--session-idle", "3s", "--max-steps", "1000000000", "--max-time", "30s")
	cmd := exec.Command(node, "e2e-http.mjs")
	cmd.Dir = "e2e"
	cmd.Env = append(os.Environ(), "FORTHLING_MCP_URL="+url, "FORTHLING_MCP_TOKENS="+tokens, "FORTHLING_MCP_IDLE_MS=3000")
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("node e2e-http.mjs: %v\n%s", err, out)
	}
	t.Log(strings.TrimSpace(string(out)))
}
