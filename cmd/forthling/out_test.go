//go:build !noplot

package main

import (
	"bytes"
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestOutWritesWhatTheProgramWrites: with --out DIR the files a program
// writes land in DIR under the names it gives, a plot among them; without
// it nothing reaches the disk.
func TestOutWritesWhatTheProgramWrites(t *testing.T) {
	dir := writeFiles(t, map[string]string{"keep.txt": "kept\n"})
	write := `S" notes/a.txt" W/O CREATE-FILE THROW DUP S" hello" ROT WRITE-FILE THROW CLOSE-FILE THROW  S" keep.txt" DELETE-FILE DROP`
	if r := runIn(t, dir, "", "-e", write); r.status != 0 {
		t.Fatalf("%+v", r)
	}
	if _, err := os.Stat(filepath.Join(dir, "notes")); !os.IsNotExist(err) {
		t.Errorf("without --out the program wrote to the disk: %v", err)
	}
	plot := `ALSO PLOT CREATE YS 1e F, 2e F,  YS 2 S" y" PLOT-LINE S" plots/p.png" PLOT-PNG`
	if r := runIn(t, dir, "", "--out", "out", "-e", write, "-e", plot); r.status != 0 || r.stderr != "" {
		t.Fatalf("%+v", r)
	}
	if got, err := os.ReadFile(filepath.Join(dir, "out", "notes", "a.txt")); err != nil || string(got) != "hello" {
		t.Errorf("out/notes/a.txt: %q %v", got, err)
	}
	if got, err := os.ReadFile(filepath.Join(dir, "out", "plots", "p.png")); err != nil || !bytes.HasPrefix(got, []byte("\x89PNG")) {
		t.Errorf("out/plots/p.png: %v", err)
	}
	// a deleted file stays on the disk
	if got, err := os.ReadFile(filepath.Join(dir, "keep.txt")); err != nil || string(got) != "kept\n" {
		t.Errorf("keep.txt: %q %v", got, err)
	}
	// a file written before an error is written too
	if r := runIn(t, dir, "", "--out", ".", "-e", write+` 1 0 /`); r.status != 1 {
		t.Errorf("%+v", r)
	}
	if got, err := os.ReadFile(filepath.Join(dir, "notes", "a.txt")); err != nil || string(got) != "hello" {
		t.Errorf("notes/a.txt: %q %v", got, err)
	}
}

// TestOutStaysInTheCurrentDirectory: --out outside the current directory
// is refused, and a link inside it that leads out is not followed.
func TestOutStaysInTheCurrentDirectory(t *testing.T) {
	dir := t.TempDir()
	for _, out := range []string{"..", "../x", "/tmp", "a/../../x"} {
		r := runIn(t, dir, "", "--out", out, "-e", "1 .")
		if r.status != 2 || !strings.Contains(r.stderr, "must be inside the current directory") {
			t.Errorf("--out %s: %+v", out, r)
		}
	}
	outside := t.TempDir()
	if err := os.Symlink(outside, filepath.Join(dir, "link")); err != nil {
		t.Skip(err)
	}
	write := `S" link/x.txt" W/O CREATE-FILE THROW CLOSE-FILE THROW`
	r := runIn(t, dir, "", "--out", ".", "-e", write)
	if r.status != 1 || !strings.Contains(r.stderr, "--out .") {
		t.Errorf("a file through a link out: %+v", r)
	}
	if _, err := os.Stat(filepath.Join(outside, "x.txt")); !os.IsNotExist(err) {
		t.Errorf("the file was written outside the current directory: %v", err)
	}
	if r := runIn(t, dir, "", "--out", "link", "-e", "1 ."); r.status != 2 {
		t.Errorf("--out through a link out: %+v", r)
	}
}

// TestTheREADMEPlot runs docs/plot.fth as the README says and checks that
// it makes the picture the README shows: a PNG of 640x400 pixels.
func TestTheREADMEPlot(t *testing.T) {
	program, err := os.ReadFile(filepath.Join("..", "..", "docs", "plot.fth"))
	if err != nil {
		t.Fatal(err)
	}
	dir := writeFiles(t, map[string]string{"docs/plot.fth": string(program)})
	if r := runIn(t, dir, "", "--out", "docs", "docs/plot.fth"); r.status != 0 || r.stdout != "" || r.stderr != "" {
		t.Fatalf("%+v", r)
	}
	data, err := os.ReadFile(filepath.Join(dir, "docs", "plot.png"))
	if err != nil {
		t.Fatal(err)
	}
	img, err := png.Decode(bytes.NewReader(data))
	if err != nil {
		t.Fatal(err)
	}
	if b := img.Bounds(); b.Dx() != 640 || b.Dy() != 400 {
		t.Errorf("docs/plot.png is %dx%d", b.Dx(), b.Dy())
	}
}
