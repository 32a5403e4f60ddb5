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
