package main

import (
	"archive/zip"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"sort"
	"time"
)

// An MCP bundle (MCPB, the format Claude Desktop and other clients
// install) is a zip archive: manifest.json, which says how to start the
// server on each platform, and the server's binaries.

// goTarget is a Go build target.
type goTarget struct{ goos, goarch string }

// platform is one platform of the bundle, as MCPB names it, with where its
// binary goes in the bundle and the Go targets the binary is made of (two
// for macOS, joined into one universal binary: MCPB chooses a command by
// platform, not by processor).
type platform struct {
	name    string // darwin, win32, linux
	path    string
	targets []goTarget
}

var platforms = []platform{
	{"linux", "server/linux-x64/forthling-mcp", []goTarget{{"linux", "amd64"}}},
	{"win32", "server/win32-x64/forthling-mcp.exe", []goTarget{{"windows", "amd64"}}},
	{"darwin", "server/darwin-universal/forthling-mcp", []goTarget{{"darwin", "arm64"}, {"darwin", "amd64"}}},
}

// serverInfo is what the server says about itself: its version and tools.
type serverInfo struct {
	Version string
	Tools   []manifestTool
}

// The manifest, after the MCPB manifest specification (version 0.3).
type manifest struct {
	ManifestVersion string         `json:"manifest_version"`
	Name            string         `json:"name"`
	DisplayName     string         `json:"display_name"`
	Version         string         `json:"version"`
	Description     string         `json:"description"`
	LongDescription string         `json:"long_description"`
	Author          manifestAuthor `json:"author"`
	Repository      manifestRepo   `json:"repository"`
	Homepage        string         `json:"homepage"`
	Keywords        []string       `json:"keywords"`
	Server          manifestServer `json:"server"`
	Tools           []manifestTool `json:"tools"`
	Compatibility   compatibility  `json:"compatibility"`
}

type manifestAuthor struct {
	Name string `json:"name"`
	URL  string `json:"url"`
}

type manifestRepo struct {
	Type string `json:"type"`
	URL  string `json:"url"`
}

type manifestServer struct {
	Type       string    `json:"type"`
	EntryPoint string    `json:"entry_point"`
	MCPConfig  mcpConfig `json:"mcp_config"`
}

type mcpConfig struct {
	Command           string                     `json:"command"`
	Args              []string                   `json:"args"`
	PlatformOverrides map[string]commandOverride `json:"platform_overrides"`
}

type commandOverride struct {
	Command string `json:"command"`
}

type manifestTool struct {
	Name        string `json:"name"`
	Description string `json:"description"`
}

type compatibility struct {
	Platforms []string `json:"platforms"`
}

const (
	repository  = "https://github.com/forthling/forthling"
	description = "Forth 2012 for AI agents: one persistent session in a sandbox, with answers as REPL text and JSON."
)

// dirname is how MCPB commands name the bundle's directory.
const dirname = "${__dirname}/"

func newManifest(info serverInfo) manifest {
	m := manifest{
		ManifestVersion: "0.3",
		Name:            "forthling",
		DisplayName:     "forthling",
		Version:         info.Version,
		Description:     description,
		LongDescription: "forthling runs Forth 2012 in one session that keeps your words, stacks, data and files between calls. " +
			"Every call runs in a sandbox: files only in memory, limits on steps, time, output, memory and space, and no network. " +
			"Answers come as the text a Forth REPL shows and as JSON, with errors that say where they happened, which words were running and what the stacks held.",
		Author:     manifestAuthor{Name: "the forthling authors", URL: repository},
		Repository: manifestRepo{Type: "git", URL: repository + ".git"},
		Homepage:   repository,
		Keywords:   []string{"forth", "interpreter", "sandbox", "repl"},
		Tools:      info.Tools,
	}
	overrides := map[string]commandOverride{}
	for i, p := range platforms {
		m.Compatibility.Platforms = append(m.Compatibility.Platforms, p.name)
		if i == 0 {
			m.Server = manifestServer{Type: "binary", EntryPoint: p.path,
				MCPConfig: mcpConfig{Command: dirname + p.path, Args: []string{}}}
			continue
		}
		overrides[p.name] = commandOverride{Command: dirname + p.path}
	}
	m.Server.MCPConfig.PlatformOverrides = overrides
	return m
}

// writeBundle writes the bundle: the manifest and each platform's binary
// (binaries maps the platform's path to its bytes), executable.
func writeBundle(w io.Writer, info serverInfo, binaries map[string][]byte) error {
	for _, p := range platforms {
		if binaries[p.path] == nil {
			return fmt.Errorf("no binary for %s (%s)", p.name, p.path)
		}
	}
	if len(binaries) != len(platforms) {
		return fmt.Errorf("%d binaries for %d platforms: the manifest would not name them all", len(binaries), len(platforms))
	}
	man, err := json.MarshalIndent(newManifest(info), "", "  ")
	if err != nil {
		return err
	}
	z := zip.NewWriter(w)
	// a fixed time, so that the same binaries make the same bundle
	modified := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	add := func(name string, mode uint32, data []byte) error {
		h := &zip.FileHeader{Name: name, Method: zip.Deflate, Modified: modified}
		h.SetMode(os.FileMode(mode))
		f, err := z.CreateHeader(h)
		if err != nil {
			return err
		}
		_, err = f.Write(data)
		return err
	}
	if err := add("manifest.json", 0o644, append(man, '\n')); err != nil {
		return err
	}
	paths := make([]string, 0, len(binaries))
	for p := range binaries {
		paths = append(paths, p)
	}
	sort.Strings(paths)
	for _, p := range paths {
		if err := add(p, 0o755, binaries[p]); err != nil {
			return err
		}
	}
	return z.Close()
}
