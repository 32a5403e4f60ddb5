package store

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"time"
)

// Dir keeps images as files in a directory, one file a session, named by a
// hash of its key. It is for one server: its leases are held in the
// process, so two processes must not share a directory.
type Dir struct {
	path string
	mu   sync.Mutex
	held map[string]*Lease
}

// OpenDir opens (making it if needed) the directory of images.
func OpenDir(path string) (*Dir, error) {
	if err := os.MkdirAll(path, 0o700); err != nil {
		return nil, fmt.Errorf("state directory: %w", err)
	}
	return &Dir{path: path, held: map[string]*Lease{}}, nil
}

func (d *Dir) file(key string) string { return filepath.Join(d.path, hashKey(key)+".img") }

// Acquire takes the lease of key in this process.
func (d *Dir) Acquire(ctx context.Context, key string) (*Lease, error) {
	d.mu.Lock()
	defer d.mu.Unlock()
	if d.held[key] != nil {
		return nil, ErrHeld
	}
	l := &Lease{Key: key, token: newToken(), lost: make(chan struct{})}
	l.release = func(context.Context) error {
		d.mu.Lock()
		defer d.mu.Unlock()
		if d.held[key] == l {
			delete(d.held, key)
		}
		l.markLost()
		return nil
	}
	d.held[key] = l
	return l, nil
}

func (d *Dir) holds(l *Lease) bool {
	d.mu.Lock()
	defer d.mu.Unlock()
	return l != nil && d.held[l.Key] == l
}

// Get reads the image of key.
func (d *Dir) Get(ctx context.Context, key string) ([]byte, error) {
	b, err := os.ReadFile(d.file(key))
	if errors.Is(err, fs.ErrNotExist) {
		return nil, ErrNotFound
	}
	return b, err
}

// Put writes the image into a new file and moves it into place, so that a
// crash mid-write leaves the last image whole.
func (d *Dir) Put(ctx context.Context, l *Lease, image []byte) error {
	if !d.holds(l) {
		return ErrNotHolder
	}
	tmp, err := os.CreateTemp(d.path, ".write-*")
	if err != nil {
		return err
	}
	defer os.Remove(tmp.Name())
	if _, err := tmp.Write(image); err != nil {
		tmp.Close()
		return err
	}
	if err := tmp.Sync(); err != nil {
		tmp.Close()
		return err
	}
	if err := tmp.Close(); err != nil {
		return err
	}
	return os.Rename(tmp.Name(), d.file(l.Key))
}

// Delete removes the image of the lease's key.
func (d *Dir) Delete(ctx context.Context, l *Lease) error {
	if !d.holds(l) {
		return ErrNotHolder
	}
	err := os.Remove(d.file(l.Key))
	if errors.Is(err, fs.ErrNotExist) {
		return nil
	}
	return err
}

// Expire removes the images not written for idle, but for those of leases
// held: the sessions parked and left for that long end (--session-idle).
// It returns how many it removed.
func (d *Dir) Expire(idle time.Duration) (int, error) {
	entries, err := os.ReadDir(d.path)
	if err != nil {
		return 0, err
	}
	d.mu.Lock()
	held := make(map[string]bool, len(d.held))
	for key := range d.held {
		held[hashKey(key)+".img"] = true
	}
	d.mu.Unlock()
	cutoff := time.Now().Add(-idle)
	var errs []error
	removed := 0
	for _, e := range entries {
		if !strings.HasSuffix(e.Name(), ".img") || held[e.Name()] {
			continue
		}
		if info, err := e.Info(); err == nil && info.ModTime().Before(cutoff) {
			switch err := os.Remove(filepath.Join(d.path, e.Name())); {
			case err == nil:
				removed++
			case !errors.Is(err, fs.ErrNotExist):
				errs = append(errs, err)
			}
		}
	}
	return removed, errors.Join(errs...)
}

// Images is how many images the directory holds: the sessions parked in
// it, and those read back from it since.
func (d *Dir) Images() (int, error) {
	found, err := filepath.Glob(filepath.Join(d.path, "*.img"))
	return len(found), err
}

// Close does nothing: a directory holds nothing open.
func (d *Dir) Close() error { return nil }
