package wordsets

import (
	"github.com/forthling/forthling/core"
)

// The File-access word set works on the session's files, which live in
// memory (the runner adds a read-only view of the host's files beneath).
// Words that return an ior never throw for a failed file operation: a
// missing file or a bad name is -38, any other failure the word's own code
// (-75 for WRITE-FILE past the files' limit, ...), and THROW of that ior
// reports the file's name and what went wrong.

// fileName pops a file name (c-addr u).
func fileName(m *core.Machine) string { return string(popString(m)) }

// openFileWord is OPEN-FILE and CREATE-FILE.
func openFileWord(create bool, ior core.ThrowCode) func(m *core.Machine) {
	return func(m *core.Machine) {
		fam := m.Pop()
		name := fileName(m)
		id, err := m.Files().OpenFile(name, fam, create)
		if err != nil {
			m.Push(0)
			m.Push(m.FileIOR(name, err, ior))
			return
		}
		m.Push(id)
		m.Push(0)
	}
}

// withFile pops a fileid and runs f on its open file; a fileid that is not
// open gives the word's ior.
func withFile(m *core.Machine, ior core.ThrowCode, f func(h *core.OpenFile) int64) int64 {
	id := m.Pop()
	h, err := m.Files().Handle(id)
	if err != nil {
		m.NoteIOR(ior, itoa(id)+": "+err.Error())
		return int64(ior)
	}
	return f(h)
}

// fileIOR is the ior for err on the open file h.
func fileIOR(m *core.Machine, h *core.OpenFile, err error, ior core.ThrowCode) int64 {
	if err == nil {
		return 0
	}
	return m.FileIOR(h.Name, err, ior)
}

// fileNumber makes FILE-POSITION and FILE-SIZE: ( fileid -- ud ior ).
func fileNumber(ior core.ThrowCode, get func(m *core.Machine, h *core.OpenFile) (int64, error)) func(m *core.Machine) {
	return func(m *core.Machine) {
		var n int64
		code := withFile(m, ior, func(h *core.OpenFile) int64 {
			var err error
			n, err = get(m, h)
			return fileIOR(m, h, err, ior)
		})
		pushDouble(m, n, 0)
		m.Push(code)
	}
}

// setFileNumber makes REPOSITION-FILE and RESIZE-FILE: ( ud fileid -- ior ).
// A double too large for a position is passed on as -1, which they refuse.
func setFileNumber(ior core.ThrowCode, set func(m *core.Machine, h *core.OpenFile, n int64) error) func(m *core.Machine) {
	return func(m *core.Machine) {
		id := m.Pop()
		lo, hi := popDouble(m)
		if hi != 0 || lo < 0 {
			lo = -1
		}
		m.Push(id)
		m.Push(withFile(m, ior, func(h *core.OpenFile) int64 { return fileIOR(m, h, set(m, h, lo), ior) }))
	}
}

// chargeFileGrowth counts the steps of making the open file end at end:
// the bytes a write or a resize adds, zeros included.
func chargeFileGrowth(m *core.Machine, h *core.OpenFile, end int64) {
	if size, err := m.Files().Size(h); err == nil && end > size {
		m.Tick((end - size) / 64)
	}
}

// fileWords are the File-access word set and its extensions (INCLUDED,
// INCLUDE, REQUIRED and REQUIRE are with the words the interpreter needs).
var fileWords = []core.Def{
	{Name: "R/O", Effect: "( -- fam )", Doc: "The file access method read-only, for OPEN-FILE and CREATE-FILE.",
		Example: "R/O .", Result: "1 ", Fn: func(m *core.Machine) { m.Push(core.FamRead) }},
	{Name: "W/O", Effect: "( -- fam )", Doc: "The file access method write-only.",
		Example: "W/O .", Result: "2 ", Fn: func(m *core.Machine) { m.Push(core.FamWrite) }},
	{Name: "R/W", Effect: "( -- fam )", Doc: "The file access method read-write.",
		Example: "R/W .", Result: "3 ", Fn: func(m *core.Machine) { m.Push(core.FamRead | core.FamWrite) }},
	{Name: "BIN", Effect: "( fam1 -- fam2 )", Doc: "Make a file access method binary; files are bytes either way, so nothing changes but the number.",
		Example: "R/O BIN .", Result: "5 ", Fn: func(m *core.Machine) { m.Top(1)[0] |= core.FamBin }},
	{Name: "CREATE-FILE", Effect: "( c-addr u fam -- fileid ior )", Doc: "Create the file named by the string, empty (replacing one of that name), and open it; ior is 0 or the reason it failed.",
		Example: "S\" out.txt\" W/O CREATE-FILE . CLOSE-FILE .", Result: "0 0 ",
		Fn: openFileWord(true, core.ErrCreateFile)},
	{Name: "OPEN-FILE", Effect: "( c-addr u fam -- fileid ior )", Doc: "Open the file named by the string; ior is 0, or -38 when there is no such file.",
		Example: "S\" no-such.txt\" R/O OPEN-FILE . DROP", Result: "-38 ",
		Fn: openFileWord(false, core.ErrOpenFile)},
	{Name: "CLOSE-FILE", Effect: "( fileid -- ior )", Doc: "Close an open file.",
		Example: "S\" a.txt\" R/W CREATE-FILE DROP CLOSE-FILE .", Result: "0 ",
		Fn: func(m *core.Machine) {
			id := m.Pop()
			if err := m.Files().CloseFile(id); err != nil {
				m.NoteIOR(core.ErrCloseFile, itoa(id)+": "+err.Error())
				m.Push(int64(core.ErrCloseFile))
				return
			}
			m.Push(0)
		}},
	{Name: "READ-FILE", Effect: "( c-addr u1 fileid -- u2 ior )", Doc: "Read up to u1 characters from the file into c-addr; u2 is how many were read, 0 at the end of the file.",
		Example: "S\" t.txt\" R/W CREATE-FILE DROP  S\" hello\" 2 PICK WRITE-FILE DROP  0. 2 PICK REPOSITION-FILE DROP  PAD 10 ROT READ-FILE . PAD SWAP TYPE", Result: "0 hello",
		Fn: func(m *core.Machine) {
			var u2 int64
			ior := withFileRead(m, core.ErrReadFile, func(h *core.OpenFile, a, u int64) int64 {
				p, err := m.Files().Read(h, u)
				m.PutBytes(a, p)
				m.Tick(int64(len(p)) / 64)
				u2 = int64(len(p))
				return fileIOR(m, h, err, core.ErrReadFile)
			})
			m.Push(u2)
			m.Push(ior)
		}},
	{Name: "READ-LINE", Effect: "( c-addr u1 fileid -- u2 flag ior )", Doc: "Read the next line of the file, up to u1 characters, into c-addr without its line end; flag is false (and u2 0) at the end of the file.",
		Example: "S\" t.txt\" R/W CREATE-FILE DROP  S\" one\" 2 PICK WRITE-LINE DROP  0. 2 PICK REPOSITION-FILE DROP  PAD 80 ROT READ-LINE . . PAD SWAP TYPE", Result: "0 -1 one",
		Fn: func(m *core.Machine) {
			var u2 int64
			var ok bool
			ior := withFileRead(m, core.ErrReadLine, func(h *core.OpenFile, a, u int64) int64 {
				line, more, err := m.Files().ReadLine(h, u)
				m.PutBytes(a, line)
				m.Tick(int64(len(line)) / 64)
				u2, ok = int64(len(line)), more
				return fileIOR(m, h, err, core.ErrReadLine)
			})
			m.Push(u2)
			m.PushBool(ok)
			m.Push(ior)
		}},
	{Name: "WRITE-FILE", Effect: "( c-addr u fileid -- ior )", Doc: "Write the string to the file at its position; past the session's files limit nothing is written and ior is -75.",
		Example: "S\" t.txt\" W/O CREATE-FILE DROP  S\" data\" ROT WRITE-FILE .", Result: "0 ",
		Fn: func(m *core.Machine) { m.Push(writeToFile(m, false, core.ErrWriteFile)) }},
	{Name: "WRITE-LINE", Effect: "( c-addr u fileid -- ior )", Doc: "Write the string and a line end (LF) to the file; past the session's files limit nothing is written and ior is -76.",
		Example: "S\" t.txt\" W/O CREATE-FILE DROP  S\" a line\" ROT WRITE-LINE .", Result: "0 ",
		Fn: func(m *core.Machine) { m.Push(writeToFile(m, true, core.ErrWriteLine)) }},
	{Name: "FILE-POSITION", Effect: "( fileid -- ud ior )", Doc: "The file's position: where the next read or write happens, from 0.",
		Example: "S\" t.txt\" W/O CREATE-FILE DROP  S\" abc\" 2 PICK WRITE-FILE DROP  FILE-POSITION . D.", Result: "0 3 ",
		Fn: fileNumber(core.ErrFilePositionIOR, func(m *core.Machine, h *core.OpenFile) (int64, error) { return h.Pos, nil })},
	{Name: "REPOSITION-FILE", Effect: "( ud fileid -- ior )", Doc: "Move the file's position to ud; a position past the end is allowed, and a write there fills the gap with zeros.",
		Example: "S\" t.txt\" R/W CREATE-FILE DROP  S\" abc\" 2 PICK WRITE-FILE DROP  1. 2 PICK REPOSITION-FILE .  PAD 5 ROT READ-FILE DROP PAD SWAP TYPE", Result: "0 bc",
		Fn: setFileNumber(core.ErrRepositionFile, func(m *core.Machine, h *core.OpenFile, pos int64) error { return m.Files().Seek(h, pos) })},
	{Name: "FILE-SIZE", Effect: "( fileid -- ud ior )", Doc: "The size of the file in characters.",
		Example: "S\" t.txt\" W/O CREATE-FILE DROP  S\" abcd\" 2 PICK WRITE-FILE DROP  FILE-SIZE . D.", Result: "0 4 ",
		Fn: fileNumber(core.ErrFileSize, func(m *core.Machine, h *core.OpenFile) (int64, error) { return m.Files().Size(h) })},
	{Name: "RESIZE-FILE", Effect: "( ud fileid -- ior )", Doc: "Make the file ud characters long, cutting it or adding zeros; past the session's files limit ior is -74.",
		Example: "S\" t.txt\" W/O CREATE-FILE DROP  10. 2 PICK RESIZE-FILE .  FILE-SIZE DROP D.", Result: "0 10 ",
		Fn: setFileNumber(core.ErrResizeFile, func(m *core.Machine, h *core.OpenFile, size int64) error {
			chargeFileGrowth(m, h, size)
			return m.Files().Resize(h, size)
		})},
	{Name: "FLUSH-FILE", Effect: "( fileid -- ior )", Doc: "Make sure what was written is stored; the session's files are always up to date, so it only checks the fileid.",
		Example: "S\" t.txt\" W/O CREATE-FILE DROP FLUSH-FILE .", Result: "0 ",
		Fn: func(m *core.Machine) {
			m.Push(withFile(m, core.ErrFlushFile, func(h *core.OpenFile) int64 { return 0 }))
		}},
	{Name: "DELETE-FILE", Effect: "( c-addr u -- ior )", Doc: "Delete the session file named by the string; ior is -38 when there is none (the host's files cannot be deleted).",
		Example: "S\" t.txt\" W/O CREATE-FILE 2DROP  S\" t.txt\" DELETE-FILE .  S\" t.txt\" DELETE-FILE .", Result: "0 -38 ",
		Fn: func(m *core.Machine) {
			name := fileName(m)
			if err := m.Files().Delete(name); err != nil {
				m.Push(m.FileIOR(name, err, core.ErrDeleteFile))
				return
			}
			m.Push(0)
		}},
	{Name: "RENAME-FILE", Effect: "( c-addr1 u1 c-addr2 u2 -- ior )", Doc: "Give the file named by the first string the second name, replacing any file of that name.",
		Example: "S\" a.txt\" W/O CREATE-FILE 2DROP  S\" a.txt\" S\" b.txt\" RENAME-FILE .  S\" b.txt\" FILE-STATUS NIP .", Result: "0 0 ",
		Fn: func(m *core.Machine) {
			to := fileName(m)
			from := fileName(m)
			if err := m.Files().Rename(from, to); err != nil {
				m.Push(m.FileIOR(from, err, core.ErrRenameFile))
				return
			}
			m.Push(0)
		}},
	{Name: "FILE-STATUS", Effect: "( c-addr u -- x ior )", Doc: "Whether the file named by the string exists: ior 0 and x the access methods it can be opened with (R/W for the session's files, R/O for the host's), or ior -38.",
		Example: "S\" t.txt\" W/O CREATE-FILE 2DROP  S\" t.txt\" FILE-STATUS . .", Result: "0 3 ",
		Fn: func(m *core.Machine) {
			name := fileName(m)
			fam, err := m.Files().Status(name)
			m.Push(fam)
			if err != nil {
				m.Push(m.FileIOR(name, err, core.ErrFileStatus))
				return
			}
			m.Push(0)
		}},
	{Name: "INCLUDE-FILE", Effect: "( i*x fileid -- j*x )", Doc: "Interpret the open file from its position to its end, then close it; errors inside it name the file, line and column.",
		Example: "S\" lib.fth\" W/O CREATE-FILE DROP  S\" 6 7 *\" 2 PICK WRITE-LINE DROP CLOSE-FILE DROP  S\" lib.fth\" R/O OPEN-FILE DROP INCLUDE-FILE .", Result: "42 ",
		Fn: func(m *core.Machine) {
			id := m.Pop()
			h, err := m.Files().Handle(id)
			if err != nil {
				m.Throwf(core.ErrFileIO, "INCLUDE-FILE of %d: %v", id, err)
			}
			data, err := m.Files().Contents(h)
			if err != nil {
				m.ThrowError(core.NewError(core.ErrNoFile, h.Name+": "+err.Error()))
			}
			text := data[min(h.Pos, int64(len(data))):]
			defer m.Files().CloseFile(id)
			m.InterpretText(text, h.Name, core.SourceFile, id)
		}},
}

// withFileRead pops c-addr u1 fileid for the read words and runs f on them
// once the buffer is known to be valid.
func withFileRead(m *core.Machine, ior core.ThrowCode, f func(h *core.OpenFile, a, u int64) int64) int64 {
	id := m.Pop()
	a, u := m.Pop2()
	if u < 0 {
		m.Throwf(core.ErrInvalidNumeric, "a buffer of %d characters", u)
	}
	m.CheckRange(a, u)
	m.Push(id)
	return withFile(m, ior, func(h *core.OpenFile) int64 { return f(h, a, u) })
}

// writeToFile is WRITE-FILE and WRITE-LINE.
func writeToFile(m *core.Machine, line bool, ior core.ThrowCode) int64 {
	id := m.Pop()
	p := popString(m)
	m.Push(id)
	return withFile(m, ior, func(h *core.OpenFile) int64 {
		m.Tick(int64(len(p)) / 64)
		if line {
			p = append(append([]byte(nil), p...), '\n')
		}
		chargeFileGrowth(m, h, h.Pos+int64(len(p)))
		return fileIOR(m, h, m.Files().WriteAt(h, p), ior)
	})
}

var fileSet = &core.WordSet{
	Name:  "FILE",
	Doc:   "File access on the session's files, which live in memory.",
	Words: fileWords,
	Environment: map[string][]int64{
		"FILE":     {-1},
		"FILE-EXT": {-1},
	},
}
