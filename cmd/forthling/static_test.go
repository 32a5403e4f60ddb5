package main

import (
	"debug/buildinfo"
	"debug/elf"
	"os/exec"
	"path/filepath"
	"runtime"
	"testing"
)

// TestMakeBuildIsStatic: make build gives both commands without cgo, as
// static binaries that need no dynamic loader at their start (the Makefile
// says why). A cgo dependency added later, or the setting dropped, fails
// here.
func TestMakeBuildIsStatic(t *testing.T) {
	if runtime.GOOS != "linux" {
		t.Skip("the check reads ELF binaries")
	}
	if _, err := exec.LookPath("make"); err != nil {
		t.Skip("make is not installed")
	}
	bin := t.TempDir()
	build := exec.Command("make", "--no-print-directory", "-C", filepath.Join("..", ".."), "build", "BIN="+bin)
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("make build: %v\n%s", err, out)
	}
	for _, name := range []string{"forthling", "forthling-mcp"} {
		path := filepath.Join(bin, name)
		info, err := buildinfo.ReadFile(path)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		cgo := ""
		for _, s := range info.Settings {
			if s.Key == "CGO_ENABLED" {
				cgo = s.Value
			}
		}
		if cgo != "0" {
			t.Errorf("%s was built with CGO_ENABLED=%q, want 0", name, cgo)
		}
		f, err := elf.Open(path)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		for _, p := range f.Progs {
			if p.Type == elf.PT_INTERP {
				t.Errorf("%s asks for a dynamic loader: it is not static", name)
			}
		}
		f.Close()
	}
}
