package core

import (
	"errors"
	"io/fs"
	"path"
	"sort"
	"strings"
)

// FileSystem is a session's files. They live in memory only: nothing a
// program writes ever reaches the disk. The command-line runner may give a
// read-only view of the host's current directory underneath (Host); the
// server gives none.
type FileSystem struct {
	files    map[string][]byte
	host     fs.FS // read-only files under the in-memory ones, or nil
	Limit    int64 // bytes the in-memory files may take in all
	used     int64
	included map[string]bool
	// handles are the open files of the file word set, by fileid.
	handles map[int64]*OpenFile
	nextID  int64
	// changed are the files written, made, deleted or renamed since
	// TakeChanged last gave them: the server tells its client of them
	changed map[string]bool
}

// OpenFile is a file opened by the file word set.
type OpenFile struct {
	Name     string
	Pos      int64
	Readable bool
	Writable bool
	// host is the contents of a host file opened while the session has no
	// file of its name, read once.
	host []byte
}

// Errors of the file system, reported with the name they concern.
var (
	ErrNoSuchFile = errors.New("no such file")
	ErrBadName    = errors.New("not a valid file name: use a relative name such as data/input.txt, without .. or a leading /")
	errFilesFull  = errors.New("the session's files would exceed their limit")
)

// newFileSystem makes an empty file system whose files may take limit bytes.
func newFileSystem(limit int64) *FileSystem {
	return &FileSystem{files: map[string][]byte{}, Limit: limit, included: map[string]bool{}, handles: map[int64]*OpenFile{}, nextID: 1}
}

// cleanName checks a file name and returns it in its one canonical form:
// relative, slash separated, without "." or ".." elements.
// ValidFileName says what is wrong with a name for a session file, or nil
// when it is a good one.
func ValidFileName(name string) error {
	_, err := cleanName(name)
	return err
}

func cleanName(name string) (string, error) {
	if name == "" || len(name) > 4096 || strings.ContainsAny(name, "\x00\\") {
		return "", ErrBadName
	}
	if strings.HasPrefix(name, "/") {
		return "", ErrBadName
	}
	for _, el := range strings.Split(name, "/") {
		if el == ".." {
			return "", ErrBadName
		}
	}
	c := path.Clean(name)
	if c == "." || !fs.ValidPath(c) {
		return "", ErrBadName
	}
	return c, nil
}

// ReadAll returns the contents of a file: the in-memory one, or else the
// host's.
func (f *FileSystem) ReadAll(name string) ([]byte, error) {
	c, err := cleanName(name)
	if err != nil {
		return nil, err
	}
	if data, ok := f.files[c]; ok {
		return data, nil
	}
	if f.host != nil {
		data, err := fs.ReadFile(f.host, c)
		if err == nil {
			return data, nil
		}
	}
	return nil, ErrNoSuchFile
}

// Exists reports whether name is a file.
func (f *FileSystem) Exists(name string) bool {
	_, err := f.ReadAll(name)
	return err == nil
}

// Write replaces a file's contents, refusing what would pass the limit.
func (f *FileSystem) Write(name string, data []byte) error {
	c, err := cleanName(name)
	if err != nil {
		return err
	}
	old := int64(len(f.files[c]))
	if f.used-old+int64(len(data)) > f.Limit {
		return errFilesFull
	}
	f.used += int64(len(data)) - old
	f.files[c] = data
	f.touch(c)
	return nil
}

// Data returns the in-memory contents of a file for changing in place,
// copying a host file into memory first. The caller keeps the size within
// the limit through Write.
func (f *FileSystem) Data(name string) ([]byte, error) {
	c, err := cleanName(name)
	if err != nil {
		return nil, err
	}
	if data, ok := f.files[c]; ok {
		return data, nil
	}
	data, err := f.ReadAll(c)
	if err != nil {
		return nil, err
	}
	cp := append([]byte(nil), data...)
	if err := f.Write(c, cp); err != nil {
		return nil, err
	}
	return cp, nil
}

// Delete removes an in-memory file (host files cannot be deleted).
func (f *FileSystem) Delete(name string) error {
	c, err := cleanName(name)
	if err != nil {
		return err
	}
	data, ok := f.files[c]
	if !ok {
		return ErrNoSuchFile
	}
	f.used -= int64(len(data))
	delete(f.files, c)
	f.touch(c)
	return nil
}

// Rename gives a file a new name, replacing any file of that name.
func (f *FileSystem) Rename(from, to string) error {
	data, err := f.Data(from)
	if err != nil {
		return err
	}
	ct, err := cleanName(to)
	if err != nil {
		return err
	}
	cf, _ := cleanName(from)
	if cf == ct {
		return nil
	}
	f.used -= int64(len(f.files[ct]))
	delete(f.files, ct)
	f.files[ct] = data
	delete(f.files, cf)
	f.touch(cf)
	f.touch(ct)
	return nil
}

// Names lists the in-memory files, sorted.
func (f *FileSystem) Names() []string {
	names := make([]string, 0, len(f.files))
	for n := range f.files {
		names = append(names, n)
	}
	sort.Strings(names)
	return names
}

// touch records that the in-memory file of the clean name c changed.
func (f *FileSystem) touch(c string) {
	if f.changed == nil {
		f.changed = map[string]bool{}
	}
	f.changed[c] = true
}

// takeChanged returns the names of the in-memory files written, made,
// deleted or renamed since it was last called, sorted, and starts afresh.
func (f *FileSystem) takeChanged() []string {
	names := make([]string, 0, len(f.changed))
	for n := range f.changed {
		names = append(names, n)
	}
	sort.Strings(names)
	f.changed = nil
	return names
}

// Used is the number of bytes the in-memory files take.
func (f *FileSystem) Used() int64 { return f.used }

// markIncluded records that a file was included (REQUIRED skips it later).
func (f *FileSystem) markIncluded(name string) {
	if c, err := cleanName(name); err == nil {
		f.included[c] = true
	}
}

// WasIncluded reports whether a file was included before.
func (f *FileSystem) WasIncluded(name string) bool {
	c, err := cleanName(name)
	return err == nil && f.included[c]
}

// newHandle registers an open file and returns its fileid.
func (f *FileSystem) newHandle(h *OpenFile) int64 {
	id := f.nextID
	f.nextID++
	f.handles[id] = h
	return id
}

// fileError turns a file system error into the Forth error for it.
func fileError(name string, err error) *Error {
	switch {
	case errors.Is(err, ErrNoSuchFile):
		return NewError(ErrNoFile, name+": no such file")
	case errors.Is(err, ErrBadName):
		return NewError(ErrNoFile, name+": "+err.Error())
	}
	return NewError(ErrFileIO, name+": "+err.Error())
}

// FileError raises the Forth error for a file system error about name.
func (m *Machine) FileError(name string, err error) { panic(fileError(name, err)) }
