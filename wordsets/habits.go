package wordsets

import (
	"bytes"
	"fmt"

	"github.com/forthling/forthling/core"
)

// Words that are not in the standard but that programs written for gforth
// use, and that models write by habit: string scanning and building,
// >ORDER, SLURP-FILE, a pseudo-random generator, and a listing of the
// session's files. Each one's help says it is not standard.

// placeString stores the string c-addr u as a counted string at dest, or
// appends it to the counted string there: PLACE and +PLACE.
func placeString(m *core.Machine, add bool) {
	dest := m.Pop()
	src := popString(m)
	at := int64(0)
	if add {
		at = int64(m.Byte(dest))
	}
	n := at + int64(len(src))
	if n > 255 {
		m.Throwf(core.ErrParsedOverflow, "a counted string holds at most 255 characters, not %d", n)
	}
	chargeBytes(m, n)
	m.CheckRange(dest, n+1)
	copy(m.Bytes(dest+1+at, int64(len(src))), src) // copy moves overlapping strings rightly
	m.SetByte(dest, byte(n))
}

// scanFor is SCAN and SKIP: the rest of the string from the first
// character that is (SCAN) or is not (SKIP) char.
func scanFor(m *core.Machine, same bool) {
	char := byte(m.Pop())
	a, n := m.Pop2()
	s := m.Bytes(a, max(n, 0))
	i := 0
	for i < len(s) && (s[i] == char) != same {
		i++
	}
	chargeBytes(m, int64(i))
	m.Push(a + int64(i))
	m.Push(int64(len(s) - i))
}

// randomHook keeps a session's pseudo-random state: the same sequence in
// every session until SEED! sets another.
const randomHook = "random"

type randomState struct{ x uint64 }

// startSeed is the state a session's generator starts from.
const startSeed = 0x2545F4914F6CDD1D

// next is splitmix64: a small generator whose every seed, 0 included,
// gives a good sequence.
func (r *randomState) next() uint64 {
	r.x += 0x9E3779B97F4A7C15
	z := r.x
	z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9
	z = (z ^ (z >> 27)) * 0x94D049BB133111EB
	return z ^ (z >> 31)
}

func randomOf(m *core.Machine) *randomState {
	return core.HookState(m, randomHook, func() *randomState { return &randomState{x: startSeed} })
}

var habitWords = []core.Def{
	{Name: "BOUNDS", Effect: "( addr u -- addr+u addr )", Doc: "The end and the start of a range, for ?DO: ( addr u ) BOUNDS ?DO I C@ ... LOOP walks its characters (not in the standard; gforth has it).",
		Example: ": SUM-CHARS ( c-addr u -- n ) 0 -ROT BOUNDS ?DO I C@ + LOOP ;  S\" ab\" SUM-CHARS .", Result: "195 ",
		Fn: func(m *core.Machine) {
			a, n := m.Pop2()
			m.Push(a + n)
			m.Push(a)
		}},
	{Name: "SCAN", Effect: "( c-addr1 u1 char -- c-addr2 u2 )", Doc: "The rest of the string from the first char in it on, or an empty string at its end when there is none (not in the standard; gforth has it).",
		Example: "S\" key=value\" CHAR = SCAN TYPE", Result: "=value",
		Fn: func(m *core.Machine) { scanFor(m, true) }},
	{Name: "SKIP", Effect: "( c-addr1 u1 char -- c-addr2 u2 )", Doc: "The rest of the string from the first character that is not char on: SKIP BL drops leading spaces (not in the standard; gforth has it).",
		Example: "S\"    indented\" BL SKIP TYPE", Result: "indented",
		Fn: func(m *core.Machine) { scanFor(m, false) }},
	{Name: "PLACE", Effect: "( c-addr1 u c-addr2 -- )", Doc: "Store the string c-addr1 u at c-addr2 as a counted string (its length in the first character, at most 255) (not in the standard; gforth has it).",
		Example: "CREATE BUF 32 ALLOT  S\" hello\" BUF PLACE  BUF COUNT TYPE", Result: "hello",
		Fn: func(m *core.Machine) { placeString(m, false) }},
	{Name: "+PLACE", Effect: "( c-addr1 u c-addr2 -- )", Doc: "Append the string c-addr1 u to the counted string at c-addr2 (at most 255 characters in all) (not in the standard; gforth has it).",
		Example: "CREATE BUF 32 ALLOT  S\" hello\" BUF PLACE  S\" , world\" BUF +PLACE  BUF COUNT TYPE", Result: "hello, world",
		Fn: func(m *core.Machine) { placeString(m, true) }},
	{Name: "STRING-PREFIX?", Effect: "( c-addr1 u1 c-addr2 u2 -- flag )", Doc: "True if the first string starts with the second (not in the standard; gforth has it).",
		Example: "S\" forthling\" S\" forth\" STRING-PREFIX? .", Result: "-1 ",
		Fn: func(m *core.Machine) {
			prefix := popString(m)
			s := popString(m)
			chargeBytes(m, int64(len(prefix)))
			m.PushBool(bytes.HasPrefix(s, prefix))
		}},
	{Name: ">ORDER", Effect: "( wid -- )", Doc: "Put the word list wid first in the search order, as ALSO and a vocabulary's name do (not in the standard; gforth has it).",
		Example: "WORDLIST DUP >ORDER DEFINITIONS : HIDDEN-WORD 7 ;  PREVIOUS DEFINITIONS  >ORDER HIDDEN-WORD . PREVIOUS", Result: "7 ",
		Fn: func(m *core.Machine) {
			wl := m.WordListOf(m.Pop())
			order := m.Order()
			if len(order) >= core.MaxOrder {
				m.Throwf(core.ErrOrderOverflow, "the search order holds at most %d word lists", core.MaxOrder)
			}
			m.SetOrder(append([]*core.WordList{wl}, order...))
		}},
	{Name: "SLURP-FILE", Effect: "( c-addr1 u1 -- c-addr2 u2 )", Doc: "The whole of the session file named c-addr1 u1, in ALLOCATEd memory that the program FREEs; a missing file is error -38 (not in the standard; gforth has it).",
		Example: "S\" notes.txt\" SLURP-FILE 2DUP TYPE DROP FREE THROW", Result: "hello", Files: map[string]string{"notes.txt": "hello"},
		Fn: func(m *core.Machine) {
			name := string(popString(m))
			text, err := m.Files().ReadAll(m.ResolveInclude(name))
			if err != nil {
				m.FileError(name, err)
			}
			a, ior := m.Allocate(int64(len(text)))
			if ior != 0 {
				m.Throwf(core.ThrowCode(ior), "SLURP-FILE of %s: its %d bytes do not fit in the Forth memory left", name, len(text))
			}
			chargeBytes(m, int64(len(text)))
			m.PutBytes(a, text)
			m.Push(a)
			m.Push(int64(len(text)))
		}},
	{Name: "FILES", Effect: "( -- )", Doc: "List the session's files, one a line: the size in bytes and the name (not in the standard).",
		Example: "FILES", Result: "5 notes.txt\n", Files: map[string]string{"notes.txt": "hello"},
		Fn: func(m *core.Machine) {
			for _, name := range m.Files().Names() {
				data, _ := m.Files().ReadAll(name)
				m.WriteString(fmt.Sprintf("%d %s\n", len(data), name))
			}
		}},
	{Name: "RANDOM", Effect: "( n -- u )", Doc: "A pseudo-random number from 0 to n-1. Every session gives the same sequence until SEED! sets another, so a program's results can be checked (not in the standard; gforth's random.fs has it).",
		Example: "1 SEED!  6 RANDOM 6 RANDOM 6 RANDOM . . .", Result: "0 1 5 ",
		Fn: func(m *core.Machine) {
			n := m.Pop()
			if n <= 0 {
				m.Throwf(core.ErrInvalidNumeric, "RANDOM needs a positive range, not %d", n)
			}
			m.Push(int64(randomOf(m).next() % uint64(n)))
		}},
	{Name: "SEED!", Effect: "( u -- )", Doc: "Start RANDOM's sequence from u: the same seed gives the same numbers (not in the standard).",
		Example: "42 SEED! 100 RANDOM  42 SEED! 100 RANDOM  = .", Result: "-1 ",
		Fn: func(m *core.Machine) { randomOf(m).x = uint64(m.Pop()) }},
}

var habitsSet = &core.WordSet{
	Name:  "GFORTH-HABITS",
	Doc:   "Words of gforth that programs use by habit: BOUNDS, SCAN, SKIP, PLACE, +PLACE, STRING-PREFIX?, >ORDER, SLURP-FILE, RANDOM, and FILES.",
	Words: habitWords,
}
