// Command mcpb builds forthling's MCP bundle: it cross-compiles
// forthling-mcp (pure Go, CGO_ENABLED=0, so no C compiler is needed) for
// Windows x64, macOS arm64 and x64 (joined into one universal binary) and
// Linux x64, asks the server for its version and tools, and packs the
// binaries with a manifest.json into forthling.mcpb. It also writes
// server.json, the server's entry for the MCP Registry, with the bundle's
// SHA-256. make bundle runs it from the repository's root:
//
//	go run ./cmd/internal/mcpb -o dist
package main

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"time"

	"github.com/mark3labs/mcp-go/client"
	"github.com/mark3labs/mcp-go/mcp"
)

const pkg = "./cmd/forthling-mcp"

func main() {
	out := flag.String("o", "dist", "the directory the bundle and server.json go to")
	flag.Parse()
	if err := run(*out); err != nil {
		fmt.Fprintf(os.Stderr, "mcpb: %v\n", err)
		os.Exit(1)
	}
}

func run(out string) error {
	work, err := os.MkdirTemp("", "forthling-mcpb")
	if err != nil {
		return err
	}
	defer os.RemoveAll(work)

	// the server of this machine tells the version and the tools
	host := filepath.Join(work, "host", "forthling-mcp")
	if err := build(goTarget{runtime.GOOS, runtime.GOARCH}, host); err != nil {
		return err
	}
	info, err := describe(host)
	if err != nil {
		return err
	}

	binaries := map[string][]byte{}
	for _, p := range platforms {
		var parts [][]byte
		for _, t := range p.targets {
			file := filepath.Join(work, t.goos+"-"+t.goarch, filepath.Base(p.path))
			if err := build(t, file); err != nil {
				return err
			}
			b, err := os.ReadFile(file)
			if err != nil {
				return err
			}
			parts = append(parts, b)
		}
		if len(parts) == 1 {
			binaries[p.path] = parts[0]
			continue
		}
		if binaries[p.path], err = universal(parts...); err != nil {
			return fmt.Errorf("%s: %v", p.name, err)
		}
	}

	var bundle bytes.Buffer
	if err := writeBundle(&bundle, info, binaries); err != nil {
		return err
	}
	if err := os.MkdirAll(out, 0o755); err != nil {
		return err
	}
	bundlePath := filepath.Join(out, "forthling.mcpb")
	if err := os.WriteFile(bundlePath, bundle.Bytes(), 0o644); err != nil {
		return err
	}
	sum := sha256.Sum256(bundle.Bytes())
	entry, err := registryEntry(info.Version, hex.EncodeToString(sum[:]))
	if err != nil {
		return err
	}
	if err := os.WriteFile(filepath.Join(out, "server.json"), entry, 0o644); err != nil {
		return err
	}
	fmt.Printf("%s (%d bytes, sha256 %x) and %s\n", bundlePath, bundle.Len(), sum, filepath.Join(out, "server.json"))
	return nil
}

// build cross-compiles the server for t.
func build(t goTarget, file string) error {
	cmd := exec.Command("go", "build", "-trimpath", "-ldflags=-s -w", "-o", file, pkg)
	cmd.Env = append(os.Environ(), "CGO_ENABLED=0", "GOOS="+t.goos, "GOARCH="+t.goarch)
	cmd.Stderr = os.Stderr
	if err := cmd.Run(); err != nil {
		return fmt.Errorf("go build for %s/%s: %v", t.goos, t.goarch, err)
	}
	return nil
}

// describe starts the server and asks it for its version and tools.
func describe(binary string) (serverInfo, error) {
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	c, err := client.NewStdioMCPClient(binary, nil)
	if err != nil {
		return serverInfo{}, err
	}
	defer c.Close()
	init, err := c.Initialize(ctx, mcp.InitializeRequest{Params: mcp.InitializeParams{
		ProtocolVersion: mcp.LATEST_PROTOCOL_VERSION,
		ClientInfo:      mcp.Implementation{Name: "forthling-mcpb", Version: "1"},
	}})
	if err != nil {
		return serverInfo{}, fmt.Errorf("initialize: %v", err)
	}
	list, err := c.ListTools(ctx, mcp.ListToolsRequest{})
	if err != nil {
		return serverInfo{}, fmt.Errorf("tools/list: %v", err)
	}
	info := serverInfo{Version: init.ServerInfo.Version}
	for _, t := range list.Tools {
		info.Tools = append(info.Tools, manifestTool{Name: t.Name, Description: t.Description})
	}
	return info, nil
}
