package wordsets

import (
	"github.com/forthling/forthling/core"
)

// Stack words of Core and Core extensions.
var stackWords = []core.Def{
	{Name: "DUP", Effect: "( x -- x x )", Doc: "Copy the top cell.", Example: "5 DUP . .", Result: "5 5 ",
		Fn: func(m *core.Machine) { s := m.Top(1); m.Push(s[0]) }},
	{Name: "DROP", Effect: "( x -- )", Doc: "Remove the top cell.", Example: "1 2 DROP .", Result: "1 ",
		Fn: func(m *core.Machine) { m.Pop() }},
	{Name: "SWAP", Effect: "( x1 x2 -- x2 x1 )", Doc: "Exchange the top two cells.", Example: "1 2 SWAP . .", Result: "1 2 ",
		Fn: func(m *core.Machine) { s := m.Top(2); s[0], s[1] = s[1], s[0] }},
	{Name: "OVER", Effect: "( x1 x2 -- x1 x2 x1 )", Doc: "Copy the second cell to the top.", Example: "1 2 OVER . . .", Result: "1 2 1 ",
		Fn: func(m *core.Machine) { s := m.Top(2); m.Push(s[0]) }},
	{Name: "ROT", Effect: "( x1 x2 x3 -- x2 x3 x1 )", Doc: "Move the third cell to the top.", Example: "1 2 3 ROT . . .", Result: "1 3 2 ",
		Fn: func(m *core.Machine) { s := m.Top(3); s[0], s[1], s[2] = s[1], s[2], s[0] }},
	{Name: "-ROT", Effect: "( x1 x2 x3 -- x3 x1 x2 )", Doc: "Move the top cell below the next two (ROT backwards; not in the standard, but common).", Example: "1 2 3 -ROT . . .", Result: "2 1 3 ",
		Fn: func(m *core.Machine) { s := m.Top(3); s[0], s[1], s[2] = s[2], s[0], s[1] }},
	{Name: "NIP", Effect: "( x1 x2 -- x2 )", Doc: "Remove the second cell.", Example: "1 2 NIP .", Result: "2 ",
		Fn: func(m *core.Machine) { x := m.Pop(); m.Top(1)[0] = x }},
	{Name: "TUCK", Effect: "( x1 x2 -- x2 x1 x2 )", Doc: "Copy the top cell below the second.", Example: "1 2 TUCK . . .", Result: "2 1 2 ",
		Fn: func(m *core.Machine) { s := m.Top(2); a, b := s[0], s[1]; s[0], s[1] = b, a; m.Push(b) }},
	{Name: "?DUP", Effect: "( x -- 0 | x x )", Doc: "Copy the top cell if it is not zero.", Example: "3 ?DUP . . 0 ?DUP .", Result: "3 3 0 ",
		Fn: func(m *core.Machine) {
			if x := m.Top(1)[0]; x != 0 {
				m.Push(x)
			}
		}},
	{Name: "PICK", Effect: "( xu ... x0 u -- xu ... x0 xu )", Doc: "Copy the u-th cell below u to the top (0 PICK is DUP).", Example: "10 20 30 2 PICK . . . .", Result: "10 30 20 10 ",
		Fn: func(m *core.Machine) {
			u := popCount(m)
			if u >= int64(m.Depth()) {
				m.Throw(core.ErrStackUnderflow)
			}
			m.Push(m.Top(int(u) + 1)[0])
		}},
	{Name: "ROLL", Effect: "( xu xu-1 ... x0 u -- xu-1 ... x0 xu )", Doc: "Move the u-th cell below u to the top (2 ROLL is ROT).", Example: "1 2 3 4 3 ROLL . . . .", Result: "1 4 3 2 ",
		Fn: func(m *core.Machine) {
			u := popCount(m)
			if u >= int64(m.Depth()) {
				m.Throw(core.ErrStackUnderflow)
			}
			m.Tick(u / 64)
			s := m.Top(int(u) + 1)
			x := s[0]
			copy(s, s[1:])
			s[len(s)-1] = x
		}},
	{Name: "DEPTH", Effect: "( -- +n )", Doc: "Push the number of cells on the data stack (before it pushes).", Example: "1 2 3 DEPTH . . . .", Result: "3 3 2 1 ",
		Fn: func(m *core.Machine) { m.Push(int64(m.Depth())) }},
	{Name: "2DUP", Effect: "( x1 x2 -- x1 x2 x1 x2 )", Doc: "Copy the top pair.", Example: "1 2 2DUP . . . .", Result: "2 1 2 1 ",
		Fn: func(m *core.Machine) { s := m.Top(2); a, b := s[0], s[1]; m.Push(a); m.Push(b) }},
	{Name: "2DROP", Effect: "( x1 x2 -- )", Doc: "Remove the top pair.", Example: "1 2 3 2DROP .", Result: "1 ",
		Fn: func(m *core.Machine) { m.Pop2() }},
	{Name: "2SWAP", Effect: "( x1 x2 x3 x4 -- x3 x4 x1 x2 )", Doc: "Exchange the top two pairs.", Example: "1 2 3 4 2SWAP . . . .", Result: "2 1 4 3 ",
		Fn: func(m *core.Machine) { s := m.Top(4); s[0], s[1], s[2], s[3] = s[2], s[3], s[0], s[1] }},
	{Name: "2OVER", Effect: "( x1 x2 x3 x4 -- x1 x2 x3 x4 x1 x2 )", Doc: "Copy the second pair to the top.", Example: "1 2 3 4 2OVER . . . . . .", Result: "2 1 4 3 2 1 ",
		Fn: func(m *core.Machine) { s := m.Top(4); a, b := s[0], s[1]; m.Push(a); m.Push(b) }},
	{Name: "2ROT", Effect: "( x1 x2 x3 x4 x5 x6 -- x3 x4 x5 x6 x1 x2 )", Doc: "Move the third pair to the top.", Example: "1 2 3 4 5 6 2ROT . . . . . .", Result: "2 1 6 5 4 3 ",
		Fn: func(m *core.Machine) {
			s := m.Top(6)
			s[0], s[1], s[2], s[3], s[4], s[5] = s[2], s[3], s[4], s[5], s[0], s[1]
		}},
	{Name: ">R", Effect: "( x -- ) ( R: -- x )", Doc: "Move the top cell to the return stack.", Flags: core.CompileOnly,
		Example: ": T 5 >R 1 R> + ;  T .", Result: "6 ",
		Fn: func(m *core.Machine) { m.RPush(m.Pop()) }},
	{Name: "R>", Effect: "( -- x ) ( R: x -- )", Doc: "Move the top of the return stack to the data stack.", Flags: core.CompileOnly,
		Example: ": T 5 >R 1 R> + ;  T .", Result: "6 ",
		Fn: func(m *core.Machine) { m.Push(m.RPop()) }},
	{Name: "R@", Effect: "( -- x ) ( R: x -- x )", Doc: "Copy the top of the return stack.", Flags: core.CompileOnly,
		Example: ": T 5 >R R@ R> + ;  T .", Result: "10 ",
		Fn: func(m *core.Machine) { m.Push(m.RTop(1)[0]) }},
	{Name: "2>R", Effect: "( x1 x2 -- ) ( R: -- x1 x2 )", Doc: "Move the top pair to the return stack.", Flags: core.CompileOnly,
		Example: ": T 1 2 2>R 2R> + ;  T .", Result: "3 ",
		Fn: func(m *core.Machine) { a, b := m.Pop2(); m.RPush(a); m.RPush(b) }},
	{Name: "2R>", Effect: "( -- x1 x2 ) ( R: x1 x2 -- )", Doc: "Move the top pair of the return stack to the data stack.", Flags: core.CompileOnly,
		Example: ": T 1 2 2>R 2R> + ;  T .", Result: "3 ",
		Fn: func(m *core.Machine) { b := m.RPop(); a := m.RPop(); m.Push(a); m.Push(b) }},
	{Name: "2R@", Effect: "( -- x1 x2 ) ( R: x1 x2 -- x1 x2 )", Doc: "Copy the top pair of the return stack.", Flags: core.CompileOnly,
		Example: ": T 1 2 2>R 2R@ 2R> 2DROP + ;  T .", Result: "3 ",
		Fn: func(m *core.Machine) { r := m.RTop(2); m.Push(r[0]); m.Push(r[1]) }},
	{Name: "N>R", Effect: "( xn ... x1 n -- ) ( R: -- xn ... x1 n )", Doc: "Move n cells and the count n to the return stack.", Flags: core.CompileOnly,
		Example: ": T 1 2 3 3 N>R NR> . . . . ;  T", Result: "3 3 2 1 ",
		Fn: func(m *core.Machine) {
			n := popCount(m)
			if n > int64(m.Depth()) {
				m.Throw(core.ErrStackUnderflow)
			}
			s := m.Top(int(n))
			for _, x := range s {
				m.RPush(x)
			}
			m.Drop(int(n))
			m.RPush(n)
		}},
	{Name: "NR>", Effect: "( -- xn ... x1 n ) ( R: xn ... x1 n -- )", Doc: "Move the cells N>R saved, and their count, back to the data stack.", Flags: core.CompileOnly,
		Example: ": T 1 2 3 3 N>R NR> . . . . ;  T", Result: "3 3 2 1 ",
		Fn: func(m *core.Machine) {
			n := m.RPop()
			if n < 0 || n > int64(m.RDepth()) {
				m.Throw(core.ErrRStackUnderflow)
			}
			m.Room(int(n) + 1)
			for _, x := range m.RTop(int(n)) {
				m.Push(x)
			}
			m.RDrop(int(n))
			m.Push(n)
		}},
	{Name: "UNLOOP", Effect: "( -- ) ( R: loop-sys -- )", Doc: "Drop the loop parameters of the innermost DO loop, before EXIT leaves a definition from inside it.", Flags: core.CompileOnly,
		Example: ": FIND3 10 0 DO I 3 = IF I UNLOOP EXIT THEN LOOP -1 ;  FIND3 .", Result: "3 ",
		Fn: func(m *core.Machine) {
			if m.RDepth() < 2 {
				m.Throwf(core.ErrLoopParams, "no DO loop is running")
			}
			m.RDrop(2)
		}},
	{Name: "I", Effect: "( -- n ) ( R: loop-sys -- loop-sys )", Doc: "Push the index of the innermost DO loop.", Flags: core.CompileOnly,
		Example: ": T 3 0 DO I . LOOP ;  T", Result: "0 1 2 ",
		Fn: func(m *core.Machine) {
			if m.RDepth() < 2 {
				m.Throwf(core.ErrLoopParams, "no DO loop is running")
			}
			m.Push(m.RTop(1)[0])
		}},
	{Name: "J", Effect: "( -- n ) ( R: loop-sys1 loop-sys2 -- loop-sys1 loop-sys2 )", Doc: "Push the index of the next outer DO loop.", Flags: core.CompileOnly,
		Example: ": T 2 0 DO 2 0 DO J . LOOP LOOP ;  T", Result: "0 0 1 1 ",
		Fn: func(m *core.Machine) {
			if m.RDepth() < 4 {
				m.Throwf(core.ErrLoopParams, "no outer DO loop is running")
			}
			m.Push(m.RTop(3)[0])
		}},
}

// popCount pops the count of PICK, ROLL, N>R and RESTORE-INPUT. A count
// below 0 is -4 as a count beyond the stack is, with the count still on
// the stack at the error as the word found it.
func popCount(m *core.Machine) int64 {
	if m.Top(1)[0] < 0 {
		m.Throw(core.ErrStackUnderflow)
	}
	return m.Pop()
}
