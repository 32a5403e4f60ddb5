package core

import "slices"

// FileInfo is a file of a session: its name and size in bytes.
type FileInfo struct {
	Name string `json:"name"`
	Size int64  `json:"size"`
}

// Files lists the session's in-memory files, by name (the host files a
// runner's session reads are not its own).
func (s *Session) Files() []FileInfo {
	s.mu.Lock()
	defer s.mu.Unlock()
	fsys := s.m.files
	out := make([]FileInfo, 0, len(fsys.files))
	for _, n := range fsys.Names() {
		out = append(out, FileInfo{Name: n, Size: int64(len(fsys.files[n]))})
	}
	return out
}

// ReadFile returns a copy of the session's in-memory file of the name.
func (s *Session) ReadFile(name string) ([]byte, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	c, err := cleanName(name)
	if err != nil {
		return nil, err
	}
	data, ok := s.m.files.files[c]
	if !ok {
		return nil, ErrNoSuchFile
	}
	return slices.Clone(data), nil
}

// ChangedFiles lists the in-memory files the code of the last call wrote,
// made, deleted or renamed, sorted (not those its Files put: the caller
// knows them); a name no longer in Files was deleted or renamed away. Reset changes every file, and the
// call after it lists only its own.
func (s *Session) ChangedFiles() []string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return slices.Clone(s.changed)
}
