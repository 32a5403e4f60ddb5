package core

import (
	"errors"
)

// File access methods (fam) of the file word set: R/O, W/O and R/W, with
// BIN added. Files are bytes either way; BIN changes nothing.
const (
	FamRead  = 1
	FamWrite = 2
	FamBin   = 4
)

// MaxOpenFiles bounds the files a session has open at once.
const MaxOpenFiles = 256

// Errors of open files.
var (
	errBadFileID   = errors.New("not an open file: the fileid is closed or was never opened")
	errNotReadable = errors.New("the file was not opened for reading (use R/O or R/W)")
	errNotWritable = errors.New("the file was not opened for writing (use W/O or R/W)")
	errTooManyOpen = errors.New("too many open files: CLOSE-FILE what is no longer needed")
	errBadPosition = errors.New("not a file position: it must not be negative")
	errBadFam      = errors.New("not a file access method: use R/O, W/O or R/W, perhaps with BIN")
)

// OpenFile opens a file for the file word set and returns its fileid. With
// create set the file is made empty (CREATE-FILE); otherwise it must exist.
// An open file follows its name: what is written through one fileid shows
// through every other, and a deleted file can no longer be read.
func (f *FileSystem) OpenFile(name string, fam int64, create bool) (int64, error) {
	c, err := cleanName(name)
	if err != nil {
		return 0, err
	}
	if fam&^(FamRead|FamWrite|FamBin) != 0 || fam&(FamRead|FamWrite) == 0 {
		return 0, errBadFam
	}
	if len(f.handles) >= MaxOpenFiles {
		return 0, errTooManyOpen
	}
	h := &OpenFile{Name: c, Readable: fam&FamRead != 0, Writable: fam&FamWrite != 0}
	_, inMemory := f.files[c]
	switch {
	case create:
		if err := f.Write(c, nil); err != nil {
			return 0, err
		}
	case !inMemory:
		// a host file: read it once, and copy it into memory only when
		// it is written
		data, err := f.ReadAll(c)
		if err != nil {
			return 0, err
		}
		h.host = data
	}
	return f.newHandle(h), nil
}

// Handle returns the open file of a fileid.
func (f *FileSystem) Handle(id int64) (*OpenFile, error) {
	h, ok := f.handles[id]
	if !ok {
		return nil, errBadFileID
	}
	return h, nil
}

// CloseFile closes a fileid.
func (f *FileSystem) CloseFile(id int64) error {
	if _, ok := f.handles[id]; !ok {
		return errBadFileID
	}
	delete(f.handles, id)
	return nil
}

// Contents returns what an open file holds now, for reading only.
func (f *FileSystem) Contents(h *OpenFile) ([]byte, error) {
	if data, ok := f.files[h.Name]; ok {
		return data, nil
	}
	if h.host != nil {
		return h.host, nil
	}
	return nil, ErrNoSuchFile
}

// Read reads up to n bytes at the file's position and moves past them;
// at the end of the file it returns nothing.
func (f *FileSystem) Read(h *OpenFile, n int64) ([]byte, error) {
	if !h.Readable {
		return nil, errNotReadable
	}
	data, err := f.Contents(h)
	if err != nil {
		return nil, err
	}
	if h.Pos >= int64(len(data)) {
		return nil, nil
	}
	end := h.Pos + min(max(n, 0), int64(len(data))-h.Pos)
	p := data[h.Pos:end]
	h.Pos = end
	return p, nil
}

// ReadLine reads the next line, up to n bytes of it, without its line end
// (LF or CR LF). A line longer than n goes on in the next read. It reports
// false at the end of the file.
func (f *FileSystem) ReadLine(h *OpenFile, n int64) (line []byte, ok bool, err error) {
	if !h.Readable {
		return nil, false, errNotReadable
	}
	data, err := f.Contents(h)
	if err != nil {
		return nil, false, err
	}
	if h.Pos >= int64(len(data)) {
		return nil, false, nil
	}
	rest := data[h.Pos:]
	for i, c := range rest {
		if int64(i) == n {
			h.Pos += n
			return rest[:n], true, nil
		}
		if c == '\n' {
			h.Pos += int64(i) + 1
			if i > 0 && rest[i-1] == '\r' {
				i--
			}
			return rest[:i], true, nil
		}
	}
	h.Pos += int64(len(rest))
	return rest, true, nil
}

// WriteAt writes p at the file's position and moves past it; a position past
// the end fills the gap with zeros. Nothing is written when the files would
// pass their limit.
func (f *FileSystem) WriteAt(h *OpenFile, p []byte) error {
	if !h.Writable {
		return errNotWritable
	}
	data, err := f.writable(h)
	if err != nil {
		return err
	}
	if h.Pos > f.Limit {
		return errFilesFull // and end cannot overflow
	}
	end := h.Pos + int64(len(p))
	data, err = f.grow(h.Name, data, end)
	if err != nil {
		return err
	}
	copy(data[h.Pos:], p)
	h.Pos = end
	f.touch(h.Name)
	return nil
}

// Resize makes an open file size bytes long, cutting it or filling it with
// zeros.
func (f *FileSystem) Resize(h *OpenFile, size int64) error {
	if !h.Writable {
		return errNotWritable
	}
	if size < 0 {
		return errBadPosition
	}
	data, err := f.writable(h)
	if err != nil {
		return err
	}
	if size <= int64(len(data)) {
		f.used -= int64(len(data)) - size
		f.files[h.Name] = data[:size]
		f.touch(h.Name)
		return nil
	}
	_, err = f.grow(h.Name, data, size)
	return err
}

// writable returns the in-memory contents of an open file, copying a host
// file into memory first.
func (f *FileSystem) writable(h *OpenFile) ([]byte, error) {
	if data, ok := f.files[h.Name]; ok {
		return data, nil
	}
	if h.host == nil {
		return nil, ErrNoSuchFile
	}
	data := append([]byte(nil), h.host...)
	if err := f.Write(h.Name, data); err != nil {
		return nil, err
	}
	h.host = nil
	return data, nil
}

// grow makes the in-memory file name at least size bytes, the new bytes
// zero, within the files' limit, and returns its contents.
func (f *FileSystem) grow(name string, data []byte, size int64) ([]byte, error) {
	old := int64(len(data))
	if size <= old {
		return data, nil
	}
	if f.used+size-old > f.Limit {
		return nil, errFilesFull
	}
	if size <= int64(cap(data)) {
		data = data[:size]
		clear(data[old:])
	} else {
		grown := make([]byte, size, max(size, 2*int64(cap(data))))
		copy(grown, data)
		data = grown
	}
	f.used += size - old
	f.files[name] = data
	f.touch(name)
	return data, nil
}

// Size is the size of an open file.
func (f *FileSystem) Size(h *OpenFile) (int64, error) {
	data, err := f.Contents(h)
	return int64(len(data)), err
}

// Seek moves an open file's position; past the end is allowed (a write
// there fills the gap with zeros).
func (f *FileSystem) Seek(h *OpenFile, pos int64) error {
	if pos < 0 {
		return errBadPosition
	}
	if _, err := f.Contents(h); err != nil {
		return err
	}
	h.Pos = pos
	return nil
}

// Status reports how a file may be opened: R/W for the session's own
// files, R/O for the host's.
func (f *FileSystem) Status(name string) (int64, error) {
	c, err := cleanName(name)
	if err != nil {
		return 0, err
	}
	if _, ok := f.files[c]; ok {
		return FamRead | FamWrite, nil
	}
	if _, err := f.ReadAll(c); err != nil {
		return 0, err
	}
	return FamRead, nil
}

// FileIOR is the ior a file word returns for err about the file name: -38
// for a file that does not exist or a name that is not valid, else the
// word's own ior. THROW of that ior reports the detail.
func (m *Machine) FileIOR(name string, err error, ior ThrowCode) int64 {
	e := fileError(name, err)
	if e.Code != ErrNoFile {
		e = NewError(ior, e.Detail)
	}
	m.NoteIOR(e.Code, e.Detail)
	return int64(e.Code)
}
