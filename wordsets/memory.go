package wordsets

import (
	"github.com/forthling/forthling/core"
)

// chargeBytes counts the steps of work that grows with n bytes: one step per
// 64 bytes, so that the step limit bounds what a program can do with MOVE
// and FILL over the whole memory.
func chargeBytes(m *core.Machine, n int64) {
	if n > 64 {
		m.Tick(n / 64)
	}
}

// pieceSize is how much of a long FILL, MOVE or TYPE is done between two
// looks at the limits.
const pieceSize = 1 << 16

// inPieces does work over n bytes a piece at a time, counting the steps of
// each piece before doing it, so that the time limit is checked while a
// FILL or MOVE over the whole memory runs, not only after it. Backwards
// goes from the end, for a MOVE to a higher address that overlaps.
func inPieces(m *core.Machine, n int64, backwards bool, work func(from, to int64)) {
	for done := int64(0); done < n; done += pieceSize {
		k := min(pieceSize, n-done)
		chargeBytes(m, k)
		if backwards {
			work(n-done-k, n-done)
		} else {
			work(done, done+k)
		}
	}
}

// fillBytes stores c in the u bytes at a (FILL, BLANK).
func fillBytes(m *core.Machine, a, u int64, c byte) {
	b := region(m, a, u)
	inPieces(m, int64(len(b)), false, func(from, to int64) { setBytes(b[from:to], c) })
}

// setBytes sets every byte of b to c. Go makes a loop of byte stores of
// anything but zero into just that, a byte at a time; copies of what is
// already set, doubling, go at the speed of a block move.
func setBytes(b []byte, c byte) {
	if len(b) == 0 {
		return
	}
	b[0] = c
	for n := 1; n < len(b); n *= 2 {
		copy(b[n:], b[:n])
	}
}

// region is the memory of u bytes at a that FILL, MOVE, TYPE and the like
// work on: none when u is not positive, -9 when it is not all valid. Like
// every word, they have taken their arguments when they fail.
func region(m *core.Machine, a, u int64) []byte {
	if u <= 0 {
		return nil
	}
	return m.Bytes(a, u)
}

// Memory and data-space words of Core and Core extensions.
var memoryWords = []core.Def{
	{Name: "@", Effect: "( a-addr -- x )", Doc: "Fetch the cell at a-addr.", Example: "VARIABLE V 5 V !  V @ .", Result: "5 ",
		Fn: func(m *core.Machine) { m.Push(m.Cell(m.Pop())) }},
	{Name: "!", Effect: "( x a-addr -- )", Doc: "Store x at a-addr.", Example: "VARIABLE V 5 V !  V @ .", Result: "5 ",
		Fn: func(m *core.Machine) { x, a := m.Pop2(); m.SetCell(a, x) }},
	{Name: "+!", Effect: "( n a-addr -- )", Doc: "Add n to the cell at a-addr.", Example: "VARIABLE V 5 V !  3 V +!  V @ .", Result: "8 ",
		Fn: func(m *core.Machine) { n, a := m.Pop2(); m.SetCell(a, m.Cell(a)+n) }},
	{Name: "C@", Effect: "( c-addr -- char )", Doc: "Fetch the character at c-addr.", Example: "S\" A\" DROP C@ .", Result: "65 ",
		Fn: func(m *core.Machine) { m.Push(int64(m.Byte(m.Pop()))) }},
	{Name: "C!", Effect: "( char c-addr -- )", Doc: "Store the low byte of char at c-addr.", Example: "CREATE B 1 ALLOT  66 B C!  B C@ .", Result: "66 ",
		Fn: func(m *core.Machine) { c, a := m.Pop2(); m.SetByte(a, byte(c)) }},
	{Name: "2@", Effect: "( a-addr -- x1 x2 )", Doc: "Fetch the pair at a-addr: x2 from a-addr, x1 from the next cell.", Example: "CREATE P 1 , 2 ,  P 2@ . .", Result: "1 2 ",
		Fn: func(m *core.Machine) {
			a := m.Pop()
			m.CheckRange(a, 2*core.CellSize)
			m.Push(m.Cell(a + core.CellSize))
			m.Push(m.Cell(a))
		}},
	{Name: "2!", Effect: "( x1 x2 a-addr -- )", Doc: "Store the pair: x2 at a-addr, x1 in the next cell.", Example: "CREATE P 2 CELLS ALLOT  1 2 P 2!  P 2@ . .", Result: "2 1 ",
		Fn: func(m *core.Machine) {
			x1, x2, a := m.Pop3()
			m.CheckRange(a, 2*core.CellSize)
			m.SetCell(a, x2)
			m.SetCell(a+core.CellSize, x1)
		}},
	{Name: "FILL", Effect: "( c-addr u char -- )", Doc: "Store char in u consecutive characters at c-addr.", Example: "PAD 3 CHAR * FILL  PAD 3 TYPE", Result: "***",
		Fn: func(m *core.Machine) {
			a, u, c := m.Pop3()
			region(m, a, u)
			fillBytes(m, a, u, byte(c))
		}},
	{Name: "ERASE", Effect: "( addr u -- )", Doc: "Set u bytes at addr to zero.", Example: "CREATE B 4 ALLOT  B 4 ERASE  B C@ .", Result: "0 ",
		Fn: func(m *core.Machine) {
			a, u := m.Pop2()
			b := region(m, a, u)
			inPieces(m, int64(len(b)), false, func(from, to int64) { clear(b[from:to]) })
		}},
	{Name: "MOVE", Effect: "( addr1 addr2 u -- )", Doc: "Copy u bytes from addr1 to addr2; the areas may overlap.", Example: "S\" abc\" PAD SWAP MOVE  PAD 3 TYPE", Result: "abc",
		Fn: func(m *core.Machine) {
			from, to, u := m.Pop3()
			src, dst := region(m, from, u), region(m, to, u)
			// a move up over itself goes from the end, so that no byte is
			// overwritten before it is copied
			up := to > from
			inPieces(m, int64(len(src)), up, func(from, to int64) { copy(dst[from:to], src[from:to]) })
		}},
	{Name: "HERE", Effect: "( -- addr )", Doc: "Push the address of the next free byte of data space.", Example: "HERE 8 ALLOT HERE SWAP - .", Result: "8 ",
		Fn: func(m *core.Machine) { m.Push(m.Here()) }},
	{Name: "ALLOT", Effect: "( n -- )", Doc: "Reserve n bytes of data space (give them back if n is negative).", Example: "HERE 16 ALLOT HERE SWAP - .", Result: "16 ",
		Fn: func(m *core.Machine) { m.Allot(m.Top(1)[0]); m.Drop(1) }},
	{Name: ",", Effect: "( x -- )", Doc: "Reserve a cell of data space and store x in it.", Example: "CREATE T 10 , 20 ,  T CELL+ @ .", Result: "20 ",
		Fn: func(m *core.Machine) { m.Comma(m.Pop()) }},
	{Name: "C,", Effect: "( char -- )", Doc: "Reserve a character of data space and store char in it.", Example: "CREATE S 72 C, 105 C,  S 2 TYPE", Result: "Hi",
		Fn: func(m *core.Machine) { m.CComma(byte(m.Pop())) }},
	{Name: "ALIGN", Effect: "( -- )", Doc: "Make HERE cell aligned.", Example: "1 ALLOT ALIGN HERE 8 MOD .", Result: "0 ",
		Fn: func(m *core.Machine) { m.Align() }},
	{Name: "ALIGNED", Effect: "( addr -- a-addr )", Doc: "Round addr up to a cell boundary.", Example: "13 ALIGNED .", Result: "16 ",
		Fn: func(m *core.Machine) { s := m.Top(1); s[0] = core.Aligned(s[0]) }},
	{Name: "CELL", Effect: "( -- n )", Doc: "The size of a cell in bytes, 8 (not in the standard; gforth has it).", Example: "CELL .", Result: "8 ",
		Fn: func(m *core.Machine) { m.Push(core.CellSize) }},
	{Name: "CELLS", Effect: "( n1 -- n2 )", Doc: "The size in bytes of n1 cells (cells are 8 bytes).", Example: "3 CELLS .", Result: "24 ",
		Fn: func(m *core.Machine) { s := m.Top(1); s[0] *= core.CellSize }},
	{Name: "CELL+", Effect: "( a-addr1 -- a-addr2 )", Doc: "Add the size of a cell.", Example: "100 CELL+ .", Result: "108 ",
		Fn: func(m *core.Machine) { s := m.Top(1); s[0] += core.CellSize }},
	{Name: "CHARS", Effect: "( n1 -- n2 )", Doc: "The size in bytes of n1 characters (characters are bytes).", Example: "3 CHARS .", Result: "3 ",
		Fn: func(m *core.Machine) { m.Top(1) }},
	{Name: "CHAR+", Effect: "( c-addr1 -- c-addr2 )", Doc: "Add the size of a character.", Example: "100 CHAR+ .", Result: "101 ",
		Fn: func(m *core.Machine) { s := m.Top(1); s[0]++ }},
	{Name: "UNUSED", Effect: "( -- u )", Doc: "The bytes of data space left between HERE and the ALLOCATEd memory.", Example: "UNUSED 0> .", Result: "-1 ",
		Fn: func(m *core.Machine) { m.Push(m.Unused()) }},
	{Name: "PAD", Effect: "( -- c-addr )", Doc: "The address of a scratch buffer of 1024 characters that the system never uses.", Example: "S\" hi\" PAD SWAP MOVE  PAD 2 TYPE", Result: "hi",
		Fn: func(m *core.Machine) { m.Push(core.PadAddr) }},
}
