package wordsets

import (
	"bytes"

	"github.com/forthling/forthling/core"
)

// substitutionsHook is where a session keeps the names REPLACES defined.
const substitutionsHook = "string.substitutions"

// substitutions returns the session's table of substitution names (upper
// case) and their texts.
func substitutions(m *core.Machine) map[string][]byte {
	return core.HookState(m, substitutionsHook, func() map[string][]byte { return map[string][]byte{} })
}

// popString takes a string (address and length) off the stack and returns
// its bytes, aliasing Forth memory; a negative length is -24.
func popString(m *core.Machine) []byte {
	a, n := m.Pop2()
	if n < 0 {
		m.Throwf(core.ErrInvalidNumeric, "a string of length %d", n)
	}
	return m.Bytes(a, n)
}

// copyCharacters is CMOVE (up) and CMOVE> (down): ( c-addr1 c-addr2 u -- ).
func copyCharacters(m *core.Machine, up bool) {
	src, dst, u := m.Pop3()
	if u <= 0 {
		return
	}
	m.Bytes(src, u) // both in memory, or -9
	m.Bytes(dst, u)
	chargeBytes(m, u)
	// the memory from the lower of the two to the end of the higher
	low := min(src, dst)
	copyOneAtATime(m.Bytes(low, max(src, dst)+u-low), src-low, dst-low, u, up)
}

// copyOneAtATime gives the u bytes at dst what copying them from src one
// byte at a time gives, from the lowest address up or the highest down.
// A copy up to a dst above src, within the u bytes, reads bytes it has
// written: the first dst-src bytes repeat to the end; a copy down to a dst
// below src, within reach, repeats the last src-dst bytes down to the
// start. Otherwise each byte is read before it is written over, as in
// MOVE. Block moves make all of them, not a loop over the bytes.
func copyOneAtATime(mem []byte, src, dst, u int64, up bool) {
	to := mem[dst : dst+u]
	gap := dst - src
	if !up {
		gap = -gap
	}
	switch {
	case gap <= 0 || gap >= u:
		copy(to, mem[src:src+u])
	case up:
		// to[i] is to[i-gap]: copies of the whole periods written so far
		copy(to, mem[src:dst])
		for n := gap; n < u; n *= 2 {
			copy(to[n:], to[:n])
		}
	default:
		// to[i] is to[i+gap], so the periods are copied downwards
		copy(to[u-gap:], mem[dst+u:src+u])
		for n := gap; n < u; n *= 2 {
			k := min(n, u-n)
			copy(to[u-n-k:u-n], to[u-k:])
		}
	}
}

// substitute is SUBSTITUTE's one pass over src: %name% becomes the text
// REPLACES gave name, %% becomes %, and anything else stays as it is.
func substitute(table map[string][]byte, src []byte) (out []byte, n int64) {
	for len(src) > 0 {
		i := bytes.IndexByte(src, '%')
		if i < 0 {
			return append(out, src...), n
		}
		out = append(out, src[:i]...)
		src = src[i+1:]
		j := bytes.IndexByte(src, '%')
		if j < 0 { // no closing delimiter: the rest is text
			out = append(out, '%')
			return append(out, src...), n
		}
		name := src[:j]
		src = src[j+1:]
		switch text, ok := table[upperString(string(name))]; {
		case len(name) == 0:
			out = append(out, '%')
		case ok:
			out = append(out, text...)
			n++
		default:
			out = append(out, '%')
			out = append(out, name...)
			out = append(out, '%')
		}
	}
	return out, n
}

// stringWords are the String word set and its extensions (SLITERAL is
// with the parsing words).
var stringWords = []core.Def{
	{Name: "COMPARE", Effect: "( c-addr1 u1 c-addr2 u2 -- n )", Doc: "Compare two strings character by character: 0 if they are equal, -1 if the first sorts before the second, 1 if after.",
		Example: "S\" apple\" S\" apricot\" COMPARE .", Result: "-1 ",
		Fn: func(m *core.Machine) {
			b := popString(m)
			a := popString(m)
			chargeBytes(m, int64(min(len(a), len(b))))
			m.Push(int64(bytes.Compare(a, b)))
		}},
	{Name: "STR=", Effect: "( c-addr1 u1 c-addr2 u2 -- flag )", Doc: "True if the two strings are the same (not in the standard; gforth has it).",
		Example: "S\" abc\" S\" abc\" STR= .", Result: "-1 ",
		Fn: func(m *core.Machine) {
			b := popString(m)
			a := popString(m)
			chargeBytes(m, int64(min(len(a), len(b))))
			m.PushBool(bytes.Equal(a, b))
		}},
	{Name: "SEARCH", Effect: "( c-addr1 u1 c-addr2 u2 -- c-addr3 u3 flag )", Doc: "Look for the second string in the first: if found, c-addr3 u3 is the rest of the first string from the match on and flag is true; else the first string and false.",
		Example: "S\" hello world\" S\" wor\" SEARCH . TYPE", Result: "-1 world",
		Fn: func(m *core.Machine) {
			needle := popString(m)
			a, n := m.Pop2()
			hay := m.Bytes(a, max(n, 0))
			chargeBytes(m, int64(len(hay)))
			i := bytes.Index(hay, needle)
			if i < 0 {
				m.Push(a)
				m.Push(n)
				m.Push(0)
				return
			}
			m.Push(a + int64(i))
			m.Push(n - int64(i))
			m.Push(-1)
		}},
	{Name: "/STRING", Effect: "( c-addr1 u1 n -- c-addr2 u2 )", Doc: "Drop n characters from the front of the string (n may be negative to add them back).",
		Example: "S\" forth\" 2 /STRING TYPE", Result: "rth",
		Fn: func(m *core.Machine) {
			n := m.Pop()
			s := m.Top(2)
			s[0] += n
			s[1] -= n
		}},
	{Name: "-TRAILING", Effect: "( c-addr u1 -- c-addr u2 )", Doc: "Shorten the string to leave out its trailing spaces.",
		Example: "S\" hi   \" -TRAILING TYPE CHAR | EMIT", Result: "hi|",
		Fn: func(m *core.Machine) {
			s := m.Top(2)
			if s[1] <= 0 {
				return
			}
			b := m.Bytes(s[0], s[1])
			chargeBytes(m, s[1])
			s[1] = int64(len(bytes.TrimRight(b, " ")))
		}},
	{Name: "BLANK", Effect: "( c-addr u -- )", Doc: "Store u spaces at c-addr.",
		Example: "PAD 3 BLANK  PAD 3 TYPE CHAR | EMIT", Result: "   |",
		Fn: func(m *core.Machine) {
			a, u := m.Pop2()
			fillBytes(m, a, u, ' ')
		}},
	{Name: "CMOVE", Effect: "( c-addr1 c-addr2 u -- )", Doc: "Copy u characters from c-addr1 to c-addr2 one at a time, from the lowest address up (so an overlapping copy upwards repeats the first characters; MOVE never does).",
		Example: "S\" ab\" PAD SWAP CMOVE  PAD PAD 2 + 4 CMOVE  PAD 6 TYPE", Result: "ababab",
		Fn: func(m *core.Machine) {
			copyCharacters(m, true)
		}},
	{Name: "CMOVE>", Effect: "( c-addr1 c-addr2 u -- )", Doc: "Copy u characters from c-addr1 to c-addr2 one at a time, from the highest address down (so an overlapping copy downwards repeats the last characters).",
		Example: "S\" xyz\" PAD SWAP CMOVE  PAD 1+ PAD 2 CMOVE>  PAD 3 TYPE", Result: "zzz",
		Fn: func(m *core.Machine) {
			copyCharacters(m, false)
		}},
	{Name: "REPLACES", Effect: "( c-addr1 u1 c-addr2 u2 -- )", Doc: "Make the first string the text that SUBSTITUTE puts in place of %name%, where name is the second string (case does not matter).",
		Example: "S\" World\" S\" who\" REPLACES  S\" Hello, %who%!\" PAD 80 SUBSTITUTE DROP TYPE", Result: "Hello, World!",
		Fn: func(m *core.Machine) {
			name := popString(m)
			text := popString(m)
			if len(name) == 0 {
				m.Throwf(core.ErrZeroLengthName, "REPLACES needs a name for the substitution")
			}
			table, key := substitutions(m), upperString(string(name))
			if old, ok := table[key]; ok {
				// a name defined again: only the longer text counts
				m.ChargeSpace(max(int64(len(text)-len(old)), 0))
			} else {
				m.ChargeSpace(int64(len(name) + len(text) + 64))
			}
			table[key] = append([]byte(nil), text...)
		}},
	{Name: "SUBSTITUTE", Effect: "( c-addr1 u1 c-addr2 u2 -- c-addr2 u3 n )", Doc: "Copy the first string into the buffer c-addr2 u2, replacing each %name% that REPLACES defined by its text and each %% by %; n counts the replacements, or is -78 when the result does not fit.",
		Example: "S\" 42\" S\" n\" REPLACES  S\" n=%n% (100%%)\" PAD 80 SUBSTITUTE . TYPE", Result: "1 n=42 (100%)",
		Fn: func(m *core.Machine) {
			dst, size := m.Pop2()
			src := popString(m)
			out, n := substitute(substitutions(m), src)
			chargeBytes(m, int64(max(len(src), len(out))))
			if size < 0 || int64(len(out)) > size {
				m.NoteIOR(core.ErrSubstitute, "the result of "+itoa(int64(len(out)))+" characters does not fit in the buffer of "+itoa(size))
				m.Push(dst)
				m.Push(0)
				m.Push(int64(core.ErrSubstitute))
				return
			}
			m.PutBytes(dst, out)
			m.Push(dst)
			m.Push(int64(len(out)))
			m.Push(n)
		}},
	{Name: "UNESCAPE", Effect: "( c-addr1 u1 c-addr2 -- c-addr2 u2 )", Doc: "Copy the string to c-addr2 with each % doubled, so that SUBSTITUTE leaves it as it is; the buffer needs room for twice the string.",
		Example: "S\" 100%\" PAD UNESCAPE TYPE", Result: "100%%",
		Fn: func(m *core.Machine) {
			dst := m.Pop()
			src := popString(m)
			chargeBytes(m, int64(len(src)))
			out := bytes.ReplaceAll(src, []byte("%"), []byte("%%"))
			m.PutBytes(dst, out)
			m.Push(dst)
			m.Push(int64(len(out)))
		}},
}

var stringSet = &core.WordSet{
	Name:  "STRING",
	Doc:   "Strings: comparing, searching, copying and substituting text.",
	Words: stringWords,
	Environment: map[string][]int64{
		"STRING":     {-1},
		"STRING-EXT": {-1},
	},
}
