package main

import (
	"encoding/json"
	"regexp"
	"strings"
	"testing"
)

// The MCP Registry's rules for server.json (schema of 2025-12-11): a
// reverse-DNS name with one slash, a description of at most 100
// characters, exact versions, and for an MCPB package a download URL, its
// SHA-256 and the transport.
func TestServerJSONFollowsTheRegistrysRules(t *testing.T) {
	sum := strings.Repeat("ab", 32)
	b, err := registryEntry("0.1.0", sum)
	if err != nil {
		t.Fatal(err)
	}
	var s registryServer
	if err := json.Unmarshal(b, &s); err != nil {
		t.Fatal(err)
	}
	if s.Schema != registrySchema {
		t.Errorf("$schema %q", s.Schema)
	}
	if !regexp.MustCompile(`^[a-zA-Z0-9.-]+/[a-zA-Z0-9._-]+$`).MatchString(s.Name) || !strings.HasPrefix(s.Name, "io.github.") {
		t.Errorf("name %q is not reverse-DNS with one slash", s.Name)
	}
	if n := len(s.Description); n == 0 || n > 100 {
		t.Errorf("description of %d characters", n)
	}
	if len(s.Packages) != 1 {
		t.Fatalf("packages %+v", s.Packages)
	}
	p := s.Packages[0]
	if p.RegistryType != "mcpb" || p.Transport.Type != "stdio" || p.FileSHA256 != sum || p.Version != "0.1.0" || s.Version != "0.1.0" {
		t.Errorf("package %+v", p)
	}
	if !strings.HasPrefix(p.Identifier, "https://") || !strings.HasSuffix(p.Identifier, "/v0.1.0/forthling.mcpb") {
		t.Errorf("identifier %q is not the release's download", p.Identifier)
	}
}
