package main

import (
	"errors"
	"fmt"
	"os"
	"path"
	"path/filepath"
	"strings"

	"github.com/forthling/forthling/core"
)

// outDir is the directory of --out, where the files a program writes in its
// session are written too, after each file or -e that wrote them. It is
// inside the current directory: os.Root keeps every write there, symbolic
// links included. Files the program deletes stay on the disk.
type outDir struct {
	root *os.Root
	name string
}

// openOut makes the directory dir, which must be inside the current
// directory, if it is not there yet.
func openOut(dir string) (*outDir, error) {
	wd, err := os.Getwd()
	if err != nil {
		return nil, err
	}
	abs := dir
	if !filepath.IsAbs(abs) {
		abs = filepath.Join(wd, dir)
	}
	rel, err := filepath.Rel(wd, abs)
	if err != nil || rel == ".." || strings.HasPrefix(rel, ".."+string(filepath.Separator)) {
		return nil, fmt.Errorf("--out %s: the directory must be inside the current directory", dir)
	}
	top, err := os.OpenRoot(wd)
	if err != nil {
		return nil, err
	}
	defer top.Close()
	if err := top.MkdirAll(rel, 0o755); err != nil {
		return nil, fmt.Errorf("--out %s: %w", dir, err)
	}
	root, err := top.OpenRoot(rel)
	if err != nil {
		return nil, fmt.Errorf("--out %s: %w", dir, err)
	}
	return &outDir{root: root, name: dir}, nil
}

// writeAll writes the files the last call of the session wrote or made;
// without --out (o nil) it does nothing.
func (o *outDir) writeAll(s *core.Session) error {
	if o == nil {
		return nil
	}
	for _, name := range s.ChangedFiles() {
		data, err := s.ReadFile(name)
		if errors.Is(err, core.ErrNoSuchFile) {
			continue // deleted or renamed away: the disk keeps its copy
		}
		if err != nil {
			return err
		}
		if dir := path.Dir(name); dir != "." {
			if err := o.root.MkdirAll(filepath.FromSlash(dir), 0o755); err != nil {
				return fmt.Errorf("--out %s: %w", o.name, err)
			}
		}
		if err := o.root.WriteFile(filepath.FromSlash(name), data, 0o644); err != nil {
			return fmt.Errorf("--out %s: %w", o.name, err)
		}
	}
	return nil
}

func (o *outDir) Close() error {
	if o == nil {
		return nil
	}
	return o.root.Close()
}
