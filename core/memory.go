package core

import (
	"encoding/binary"
	"math"
)

// valid reports whether the n bytes at a are Forth memory a program may use:
// above the guard page and below the end of memory.
func (m *Machine) valid(a, n int64) bool {
	return n >= 0 && a >= PageSize && uint64(a)+uint64(n) <= uint64(len(m.Mem)) && uint64(a)+uint64(n) >= uint64(a)
}

// CheckRange throws -9 unless the n bytes at a are valid memory.
func (m *Machine) CheckRange(a, n int64) {
	if n < 0 || !m.valid(a, n) {
		m.badAddress(a, n)
	}
}

func (m *Machine) badAddress(a, n int64) {
	if n > 0 && a >= PageSize && a < int64(len(m.Mem)) {
		// the start is fine, the end is not: name the first byte outside
		m.Throwf(ErrInvalidAddress, "%d (%d bytes at %d pass the end of memory)", len(m.Mem), n, a)
	}
	m.Throwf(ErrInvalidAddress, "%d", a)
}

// Cell is @: the cell at a.
func (m *Machine) Cell(a int64) int64 {
	if uint64(a-PageSize) > uint64(len(m.Mem)-PageSize-CellSize) {
		m.badAddress(a, CellSize)
	}
	return int64(binary.LittleEndian.Uint64(m.Mem[a:]))
}

// SetCell is !: store x at a.
func (m *Machine) SetCell(a, x int64) {
	if uint64(a-PageSize) > uint64(len(m.Mem)-PageSize-CellSize) {
		m.badAddress(a, CellSize)
	}
	binary.LittleEndian.PutUint64(m.Mem[a:], uint64(x))
}

// Byte is C@: the character at a.
func (m *Machine) Byte(a int64) byte {
	if uint64(a-PageSize) >= uint64(len(m.Mem)-PageSize) {
		m.badAddress(a, 1)
	}
	return m.Mem[a]
}

// SetByte is C!: store c at a.
func (m *Machine) SetByte(a int64, c byte) {
	if uint64(a-PageSize) >= uint64(len(m.Mem)-PageSize) {
		m.badAddress(a, 1)
	}
	m.Mem[a] = c
}

// Float is F@: the float at a.
func (m *Machine) Float(a int64) float64 { return math.Float64frombits(uint64(m.Cell(a))) }

// SetFloat is F!: store f at a.
func (m *Machine) SetFloat(a int64, f float64) { m.SetCell(a, int64(math.Float64bits(f))) }

// Bytes returns the n bytes at a, throwing -9 unless they are valid. The
// slice aliases Forth memory.
func (m *Machine) Bytes(a, n int64) []byte {
	m.CheckRange(a, n)
	return m.Mem[a : a+n : a+n]
}

// String copies the n characters at a into a Go string.
func (m *Machine) String(a, n int64) string { return string(m.Bytes(a, n)) }

// PutBytes copies p into memory at a.
func (m *Machine) PutBytes(a int64, p []byte) { copy(m.Bytes(a, int64(len(p))), p) }

// --- data space ---

// Here is HERE: the next free address of data space.
func (m *Machine) Here() int64 { return m.here }

// Allot is ALLOT: reserve n bytes of data space (or give them back when n is
// negative) and return where they start.
func (m *Machine) Allot(n int64) int64 {
	a := m.here
	if n > m.heap.low-a {
		m.Throwf(ErrDictOverflow, "ALLOT %d with %d bytes free", n, m.heap.low-a)
	}
	if a+n < m.dataStart {
		m.Throwf(ErrDictOverflow, "ALLOT %d would give back more than the %d bytes the session has allotted", n, a-m.dataStart)
	}
	m.here = a + n
	return a
}

// Comma is ",": store a cell at HERE and advance it.
func (m *Machine) Comma(x int64) { m.SetCell(m.Allot(CellSize), x) }

// CComma is "C,": store a character at HERE and advance it.
func (m *Machine) CComma(c byte) { m.SetByte(m.Allot(1), c) }

// Align is ALIGN: round HERE up to a cell boundary.
func (m *Machine) Align() { m.Allot(Aligned(m.here) - m.here) }

// Aligned rounds an address up to a cell boundary.
func Aligned(a int64) int64 { return (a + CellSize - 1) &^ (CellSize - 1) }

// AllotString copies s into data space as it is and returns its address.
func (m *Machine) AllotString(s string) int64 {
	a := m.Allot(int64(len(s)))
	copy(m.Mem[a:], s)
	return a
}

// Unused is UNUSED: the bytes left between HERE and ALLOCATE's memory.
func (m *Machine) Unused() int64 { return m.heap.low - m.here }

// --- transient buffers ---

// transientString copies s into the next of the transient buffers that
// interpreted S" and S\" use, and returns address and length.
func (m *Machine) transientString(s []byte) (int64, int64) {
	if len(s) > StringBufLen {
		m.Throwf(ErrParsedOverflow, "string of %d characters, at most %d", len(s), StringBufLen)
	}
	a := int64(StringBufs + m.strBuf*StringBufLen)
	m.strBuf = (m.strBuf + 1) % NumStringBuf
	copy(m.Mem[a:], s)
	return a, int64(len(s))
}

// KeepString copies s into Forth memory for good and returns its address:
// an interpreted S", S\" or C" string, which a program may keep (in a
// 2CONSTANT, say) and read calls later, as in gforth. It takes its bytes
// from the top of memory, as ALLOCATE does, but FREE does not take it
// back; it counts against the space limit, which forth_reset frees.
func (m *Machine) KeepString(s []byte) int64 {
	m.ChargeSpace(int64(len(s)))
	a, ior := m.Allocate(int64(len(s)))
	if ior != 0 {
		m.Throwf(ErrDictOverflow, "an interpreted string of %d characters does not fit in the %d bytes of Forth memory left; FREE what is ALLOCATEd, or start with a larger --memory", len(s), m.Unused())
	}
	m.heap.setLive(a, 0) // not a block that FREE or RESIZE may take
	copy(m.Mem[a:], s)
	return a
}

// PushMessage pushes a message as c-addr u in a transient buffer, cut to
// the buffer's size: the words that give the last error of a vocabulary
// (DB-ERROR, ...) use it.
func (m *Machine) PushMessage(msg string) {
	if len(msg) > StringBufLen {
		msg = msg[:StringBufLen]
	}
	a, n := m.transientString([]byte(msg))
	m.Push(a)
	m.Push(n)
}

// --- space ---

// ChargeSpace accounts for n bytes of space used by definitions, names, word
// lists and the like; past the space limit it throws limit exceeded: space.
func (m *Machine) ChargeSpace(n int64) {
	m.space += n
	if m.space > m.spaceCap && !m.booting {
		m.space -= n
		m.throwLimit("space")
	}
}

// SpaceUsed is the space the session's definitions take.
func (m *Machine) SpaceUsed() int64 { return m.space }
