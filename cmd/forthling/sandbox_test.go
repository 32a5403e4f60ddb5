package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// The runner reads the files of its directory, and never writes, deletes or
// renames them, nor reaches a file outside the directory: what it writes
// stays in the session's memory.
func TestTheRunnerReadsTheHostButNeverChangesIt(t *testing.T) {
	root := t.TempDir()
	dir := filepath.Join(root, "work")
	if err := os.Mkdir(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	host := filepath.Join(dir, "host.fth")
	text := `: greet ." hello" ; greet` + "\n"
	for name, text := range map[string]string{host: text, filepath.Join(root, "outside.txt"): "LEAKED"} {
		if err := os.WriteFile(name, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	t.Chdir(dir)
	code := []string{
		`S" host.fth" INCLUDED CR`,
		// writes go to a file of the session that hides the host's
		`S" host.fth" W/O CREATE-FILE . DUP S" 42 ." ROT WRITE-FILE . CLOSE-FILE . S" host.fth" INCLUDED CR`,
		`S" new.txt" W/O CREATE-FILE . CLOSE-FILE .`,
		`S" host.fth" DELETE-FILE .  S" host.fth" S" moved.fth" RENAME-FILE . CR`,
		`S" ../outside.txt" R/O OPEN-FILE NIP .  S" /etc/hostname" R/O OPEN-FILE NIP . CR`,
		`S" host.fth" INCLUDED`,
	}
	var args []string
	for _, c := range code {
		args = append(args, "-e", c)
	}
	var out, errs bytes.Buffer
	if status := run(args, strings.NewReader(""), &out, &errs); status != 0 {
		t.Fatalf("status %d: %s%s", status, out.String(), errs.String())
	}
	want := "hello\n0 0 0 42 \n0 0 0 0 \n-38 -38 \nhello"
	if got := out.String(); got != want {
		t.Errorf("output %q, want %q", got, want)
	}
	entries, _ := os.ReadDir(dir)
	if b, err := os.ReadFile(host); err != nil || string(b) != text || len(entries) != 1 {
		t.Errorf("the host's directory changed: %v, host.fth %q (%v)", entries, b, err)
	}
}
