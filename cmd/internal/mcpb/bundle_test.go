package main

import (
	"archive/zip"
	"bytes"
	"debug/macho"
	"encoding/binary"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
)

var testInfo = serverInfo{Version: "0.1.0", Tools: []manifestTool{{"forth_eval", "Run Forth code"}, {"forth_reset", "A new session"}}}

// fakeBinaries stand for the platforms' binaries.
func fakeBinaries() map[string][]byte {
	bins := map[string][]byte{}
	for _, p := range platforms {
		bins[p.path] = []byte("binary for " + p.name)
	}
	return bins
}

func TestTheManifestNamesEveryBinary(t *testing.T) {
	var buf bytes.Buffer
	if err := writeBundle(&buf, testInfo, fakeBinaries()); err != nil {
		t.Fatal(err)
	}
	z, err := zip.NewReader(bytes.NewReader(buf.Bytes()), int64(buf.Len()))
	if err != nil {
		t.Fatal(err)
	}
	files := map[string]*zip.File{}
	for _, f := range z.File {
		files[f.Name] = f
	}
	mf := files["manifest.json"]
	if mf == nil {
		t.Fatal("the bundle has no manifest.json")
	}
	r, err := mf.Open()
	if err != nil {
		t.Fatal(err)
	}
	var m manifest
	if err := json.NewDecoder(r).Decode(&m); err != nil {
		t.Fatal(err)
	}

	// the fields the specification requires
	if m.ManifestVersion != "0.3" || m.Name == "" || m.Version != "0.1.0" || m.Description == "" || m.Author.Name == "" {
		t.Errorf("manifest %+v", m)
	}
	if !regexp.MustCompile(`^[a-z0-9-]+$`).MatchString(m.Name) {
		t.Errorf("name %q is not a machine-readable name", m.Name)
	}
	s := m.Server
	if s.Type != "binary" || s.EntryPoint == "" || s.MCPConfig.Command == "" {
		t.Errorf("server %+v", s)
	}
	if files[s.EntryPoint] == nil {
		t.Errorf("the entry point %s is not in the bundle", s.EntryPoint)
	}

	// each platform's command is an executable binary of the bundle, and
	// each binary is some platform's command
	commands := map[string]string{"linux": s.MCPConfig.Command}
	for name, o := range s.MCPConfig.PlatformOverrides {
		commands[name] = o.Command
	}
	named := map[string]bool{}
	for _, p := range []string{"darwin", "win32", "linux"} {
		if !slices.Contains(m.Compatibility.Platforms, p) {
			t.Errorf("compatibility does not list %s", p)
		}
		cmd, ok := strings.CutPrefix(commands[p], "${__dirname}/")
		if !ok {
			t.Errorf("%s: command %q is not in the bundle's directory", p, commands[p])
			continue
		}
		f := files[cmd]
		if f == nil {
			t.Errorf("%s: the command %s is not in the bundle", p, cmd)
			continue
		}
		if f.Mode()&0o111 == 0 {
			t.Errorf("%s: %s is not executable (mode %v)", p, cmd, f.Mode())
		}
		named[cmd] = true
	}
	if p := commands["win32"]; !strings.HasSuffix(p, ".exe") {
		t.Errorf("the Windows command %s does not end in .exe", p)
	}
	for name := range files {
		if name != "manifest.json" && !named[name] {
			t.Errorf("the bundle holds %s, which no platform's command names", name)
		}
	}
	if len(m.Tools) != len(testInfo.Tools) {
		t.Errorf("tools %+v", m.Tools)
	}

	// the same binaries make the same bundle
	var again bytes.Buffer
	writeBundle(&again, testInfo, fakeBinaries())
	if !bytes.Equal(buf.Bytes(), again.Bytes()) {
		t.Error("two bundles of the same binaries differ")
	}

	checkWithMCPB(t, buf.Bytes())
}

func TestABundleNeedsEveryBinaryAndNoOther(t *testing.T) {
	bins := fakeBinaries()
	delete(bins, platforms[0].path)
	if err := writeBundle(&bytes.Buffer{}, testInfo, bins); err == nil || !strings.Contains(err.Error(), "no binary for linux") {
		t.Errorf("a missing binary: %v", err)
	}
	bins = fakeBinaries()
	bins["server/extra"] = []byte("x")
	if err := writeBundle(&bytes.Buffer{}, testInfo, bins); err == nil {
		t.Error("a binary no platform names was packed")
	}
}

// checkWithMCPB has the MCPB tools (npm's @anthropic-ai/mcpb, installed
// with the end-to-end test's packages) unpack the bundle and validate its
// manifest, when Node and they are installed.
func checkWithMCPB(t *testing.T, bundle []byte) {
	node, err := exec.LookPath("node")
	if err != nil {
		t.Log("node is not installed: the MCPB tools' check of the bundle is skipped")
		return
	}
	cli, _ := filepath.Abs("../../cmd/forthling-mcp/e2e/node_modules/@anthropic-ai/mcpb/dist/cli/cli.js")
	if _, err := os.Stat(cli); err != nil {
		t.Log("the MCPB tools are not installed (npm ci in cmd/forthling-mcp/e2e): their check of the bundle is skipped")
		return
	}
	dir := t.TempDir()
	file := filepath.Join(dir, "forthling.mcpb")
	if err := os.WriteFile(file, bundle, 0o644); err != nil {
		t.Fatal(err)
	}
	unpacked := filepath.Join(dir, "unpacked")
	if out, err := exec.Command(node, cli, "unpack", file, unpacked).CombinedOutput(); err != nil {
		t.Fatalf("mcpb unpack: %v\n%s", err, out)
	}
	out, err := exec.Command(node, cli, "validate", unpacked).CombinedOutput()
	if err != nil || !strings.Contains(string(out), "validation passes") {
		t.Fatalf("mcpb validate: %v\n%s", err, out)
	}
	for _, p := range platforms {
		info, err := os.Stat(filepath.Join(unpacked, p.path))
		if err != nil {
			t.Errorf("mcpb unpack left out %s: %v", p.path, err)
		} else if info.Mode()&0o111 == 0 {
			t.Errorf("mcpb unpack made %s not executable", p.path)
		}
	}
}

// machoHeader is the smallest Mach-O file: a 64-bit header with no load
// commands.
func machoHeader(cpu macho.Cpu, subCPU uint32) []byte {
	b := binary.LittleEndian.AppendUint32(nil, macho.Magic64)
	for _, v := range []uint32{uint32(cpu), subCPU, uint32(macho.TypeExec), 0, 0, 0, 0} {
		b = binary.LittleEndian.AppendUint32(b, v)
	}
	return b
}

func TestUniversalBinariesHoldBothProcessors(t *testing.T) {
	arm := machoHeader(macho.CpuArm64, 0)
	intel := machoHeader(macho.CpuAmd64, 3)
	fat, err := universal(arm, intel)
	if err != nil {
		t.Fatal(err)
	}
	f, err := macho.NewFatFile(bytes.NewReader(fat))
	if err != nil {
		t.Fatalf("not a universal binary: %v", err)
	}
	if len(f.Arches) != 2 || f.Arches[0].Cpu != macho.CpuArm64 || f.Arches[1].Cpu != macho.CpuAmd64 {
		t.Fatalf("arches %+v", f.Arches)
	}
	for i, want := range [][]byte{arm, intel} {
		a := f.Arches[i]
		if a.Offset%(1<<a.Align) != 0 || !bytes.Equal(fat[a.Offset:a.Offset+a.Size], want) {
			t.Errorf("slice %d at %d (align 2^%d) is not the binary", i, a.Offset, a.Align)
		}
		if a.SubCpu != binary.LittleEndian.Uint32(want[8:]) {
			t.Errorf("slice %d: subtype %d", i, a.SubCpu)
		}
	}
	if _, err := universal(arm, []byte("#!/bin/sh\n")); err == nil || !strings.Contains(err.Error(), "binary 2 is not a Mach-O file") {
		t.Errorf("a file that is no Mach-O binary: %v", err)
	}
}
