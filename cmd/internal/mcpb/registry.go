package main

import "encoding/json"

// server.json is the server's entry in the MCP Registry
// (registry.modelcontextprotocol.io), after the schema of 2025-12-11: the
// name in reverse-DNS form, and the bundle as a package to download from
// the release, with its SHA-256, which clients check before they run it.

const registrySchema = "https://static.modelcontextprotocol.io/schemas/2025-12-11/server.schema.json"

type registryServer struct {
	Schema      string            `json:"$schema"`
	Name        string            `json:"name"`
	Title       string            `json:"title"`
	Description string            `json:"description"`
	Version     string            `json:"version"`
	WebsiteURL  string            `json:"websiteUrl"`
	Repository  registryRepo      `json:"repository"`
	Packages    []registryPackage `json:"packages"`
}

type registryRepo struct {
	URL    string `json:"url"`
	Source string `json:"source"`
}

type registryPackage struct {
	RegistryType string            `json:"registryType"`
	Identifier   string            `json:"identifier"`
	Version      string            `json:"version"`
	FileSHA256   string            `json:"fileSha256"`
	Transport    registryTransport `json:"transport"`
}

type registryTransport struct {
	Type string `json:"type"`
}

// registryEntry is server.json for a version whose bundle has the SHA-256
// sum: the bundle is downloaded from the version's release.
func registryEntry(version, sum string) ([]byte, error) {
	s := registryServer{
		Schema:      registrySchema,
		Name:        "io.github.forthling/forthling",
		Title:       "forthling",
		Description: "Forth 2012 for AI agents: a persistent, sandboxed session with REPL text and JSON answers",
		Version:     version,
		WebsiteURL:  repository,
		Repository:  registryRepo{URL: repository, Source: "github"},
		Packages: []registryPackage{{
			RegistryType: "mcpb",
			Identifier:   repository + "/releases/download/v" + version + "/forthling.mcpb",
			Version:      version,
			FileSHA256:   sum,
			Transport:    registryTransport{Type: "stdio"},
		}},
	}
	b, err := json.MarshalIndent(s, "", "  ")
	return append(b, '\n'), err
}
