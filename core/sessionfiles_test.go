package core_test

import (
	"context"
	"slices"
	"testing"

	"github.com/forthling/forthling/buildtags"
	"github.com/forthling/forthling/core"
)

// TestFilesAndChangedFiles: the session lists its files, reads them, and
// says which files each call changed, however it changed them.
func TestFilesAndChangedFiles(t *testing.T) {
	s, err := buildtags.NewSession(core.Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	eval := func(req core.Request) {
		t.Helper()
		if r := s.Eval(context.Background(), req); r.Error != nil {
			t.Fatal(r.Text())
		}
	}
	changed := func(want ...string) {
		t.Helper()
		if got := s.ChangedFiles(); !slices.Equal(got, want) {
			t.Errorf("changed files %q, want %q", got, want)
		}
	}
	eval(core.Request{Code: ``, Files: map[string]string{"a.txt": "alpha", "b.txt": "beta"}})
	changed()
	eval(core.Request{Code: `S" b.txt" DELETE-FILE THROW`, Files: map[string]string{"b.txt": "beta"}})
	changed("b.txt")
	eval(core.Request{Code: ``, Files: map[string]string{"b.txt": "beta"}})
	eval(core.Request{Code: `1 .`})
	changed()
	eval(core.Request{Code: `S" c.txt" W/O CREATE-FILE THROW DUP S" gamma" ROT WRITE-FILE THROW CLOSE-FILE THROW`})
	changed("c.txt")
	eval(core.Request{Code: `S" a.txt" S" d/e.txt" RENAME-FILE THROW  S" b.txt" DELETE-FILE THROW`})
	changed("a.txt", "b.txt", "d/e.txt")
	eval(core.Request{Code: `S" c.txt" R/W OPEN-FILE THROW DUP 2 0 ROT RESIZE-FILE THROW CLOSE-FILE THROW`})
	changed("c.txt")
	if got, want := s.Files(), []core.FileInfo{{Name: "c.txt", Size: 2}, {Name: "d/e.txt", Size: 5}}; !slices.Equal(got, want) {
		t.Errorf("files %v, want %v", got, want)
	}
	if data, err := s.ReadFile("d/e.txt"); err != nil || string(data) != "alpha" {
		t.Errorf("ReadFile d/e.txt gives %q, %v", data, err)
	}
	if _, err := s.ReadFile("a.txt"); err != core.ErrNoSuchFile {
		t.Errorf("ReadFile of a renamed file gives %v", err)
	}
	if _, err := s.ReadFile("../x"); err != core.ErrBadName {
		t.Errorf("ReadFile ../x gives %v", err)
	}
	if err := s.Reset(); err != nil {
		t.Fatal(err)
	}
	changed()
	if len(s.Files()) != 0 {
		t.Errorf("files after a reset: %v", s.Files())
	}
}
