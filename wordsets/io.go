package wordsets

import (
	"io"
	"math/bits"
	"strconv"
	"strings"

	"github.com/forthling/forthling/core"
)

// formatCell writes n in base the way . does: digits upper case, a minus sign
// for negatives. Bases outside 2..36 are -24.
func formatCell(m *core.Machine, n int64, base int64) string {
	checkBase(m, base)
	return strings.ToUpper(strconv.FormatInt(n, int(base)))
}

// formatUnsigned writes u unsigned in base.
func formatUnsigned(m *core.Machine, u uint64, base int64) string {
	checkBase(m, base)
	return strings.ToUpper(strconv.FormatUint(u, int(base)))
}

func checkBase(m *core.Machine, base int64) {
	if base < 2 || base > 36 {
		m.Throwf(core.ErrInvalidNumeric, "BASE is %d: set it to a number from 2 to 36, such as DECIMAL or HEX", base)
	}
}

// formatDouble writes a signed double-cell number in base.
func formatDouble(m *core.Machine, lo, hi int64, base int64) string {
	neg := hi < 0
	ulo, uhi := uint64(lo), uint64(hi)
	if neg {
		ulo, uhi = neg128(ulo, uhi)
	}
	s := formatU128(m, ulo, uhi, base)
	if neg {
		return "-" + s
	}
	return s
}

// formatU128 writes an unsigned double-cell number in base.
func formatU128(m *core.Machine, lo, hi uint64, base int64) string {
	checkBase(m, base)
	if hi == 0 {
		return strings.ToUpper(strconv.FormatUint(lo, int(base)))
	}
	var digits []byte
	b := uint64(base)
	for hi != 0 || lo != 0 {
		var r uint64
		hi, r = bits.Div64(0, hi, b)
		lo, r = bits.Div64(r, lo, b)
		digits = append(digits, digitChar(r))
	}
	for i, j := 0, len(digits)-1; i < j; i, j = i+1, j-1 {
		digits[i], digits[j] = digits[j], digits[i]
	}
	return string(digits)
}

func digitChar(d uint64) byte {
	if d < 10 {
		return byte('0' + d)
	}
	return byte('A' + d - 10)
}

// rightAligned writes s in a field of width characters.
func rightAligned(m *core.Machine, s string, width int64) {
	spaces(m, width-int64(len(s)))
	m.WriteString(s)
}

// spaces writes n spaces (none if n is not positive), a step for every 64
// and a piece at a time, so that a huge n meets the limits instead of
// taking memory.
func spaces(m *core.Machine, n int64) {
	if n <= 0 {
		return
	}
	chargeBytes(m, n)
	piece := strings.Repeat(" ", 1024)
	for n > 0 {
		k := min(n, int64(len(piece)))
		m.WriteString(piece[:k])
		n -= k
	}
}

// holdByte adds a character in front of the pictured numeric output.
func holdByte(m *core.Machine, c byte) {
	hld := m.Cell(core.AddrHLD)
	if hld <= core.HoldStart || hld > core.HoldEnd {
		m.Throw(core.ErrHoldOverflow)
	}
	hld--
	m.SetByte(hld, c)
	m.SetCell(core.AddrHLD, hld)
}

// readLine reads a line from the session's input, without its line end.
func readLine(m *core.Machine, max int64) ([]byte, bool) {
	in := m.Input()
	if in == nil {
		return nil, false
	}
	m.FlushOutput()
	var line []byte
	for {
		c, err := in.ReadByte()
		if err != nil {
			return line, len(line) > 0
		}
		if c == '\n' {
			return line, true
		}
		if c == '\r' {
			continue
		}
		if int64(len(line)) < max {
			line = append(line, c)
		}
	}
}

// Output, number formatting and input words of Core and Core extensions.
var ioWords = []core.Def{
	{Name: "EMIT", Effect: "( char -- )", Doc: "Print the character.", Example: "65 EMIT", Result: "A",
		Fn: func(m *core.Machine) { m.Emit(byte(m.Pop())) }},
	{Name: "TYPE", Effect: "( c-addr u -- )", Doc: "Print the u characters at c-addr.", Example: "S\" hello\" TYPE", Result: "hello",
		Fn: func(m *core.Machine) {
			a, u := m.Pop2()
			b := region(m, a, u)
			inPieces(m, int64(len(b)), false, func(from, to int64) { m.Write(b[from:to]) })
		}},
	{Name: "CR", Effect: "( -- )", Doc: "Start a new line of output.", Example: "1 . CR 2 .", Result: "1 \n2 ",
		Fn: func(m *core.Machine) { m.Emit('\n') }},
	{Name: "SPACE", Effect: "( -- )", Doc: "Print a space.", Example: "1 . SPACE 2 .", Result: "1  2 ",
		Fn: func(m *core.Machine) { m.Emit(' ') }},
	{Name: "SPACES", Effect: "( n -- )", Doc: "Print n spaces (none if n is not positive).", Example: "CHAR [ EMIT 3 SPACES CHAR ] EMIT", Result: "[   ]",
		Fn: func(m *core.Machine) { spaces(m, m.Pop()) }},
	{Name: "BL", Effect: "( -- char )", Doc: "Push the character value of a space, 32.", Example: "BL .", Result: "32 ",
		Fn: func(m *core.Machine) { m.Push(' ') }},
	{Name: ".", Effect: "( n -- )", Doc: "Print n in the current BASE, followed by a space.", Example: "-42 .", Result: "-42 ",
		Fn: func(m *core.Machine) { m.WriteString(formatCell(m, m.Pop(), m.Base()) + " ") }},
	{Name: "U.", Effect: "( u -- )", Doc: "Print u unsigned, followed by a space.", Example: "-1 U.", Result: "18446744073709551615 ",
		Fn: func(m *core.Machine) { m.WriteString(formatUnsigned(m, uint64(m.Pop()), m.Base()) + " ") }},
	{Name: ".R", Effect: "( n width -- )", Doc: "Print n right-aligned in a field of width characters, with no space after.", Example: "42 5 .R", Result: "   42",
		Fn: func(m *core.Machine) { n, w := m.Pop2(); rightAligned(m, formatCell(m, n, m.Base()), w) }},
	{Name: "U.R", Effect: "( u width -- )", Doc: "Print u unsigned, right-aligned in a field of width characters.", Example: "42 5 U.R", Result: "   42",
		Fn: func(m *core.Machine) { n, w := m.Pop2(); rightAligned(m, formatUnsigned(m, uint64(n), m.Base()), w) }},
	{Name: "?", Effect: "( a-addr -- )", Doc: "Print the cell at a-addr.", Example: "VARIABLE V 7 V !  V ?", Result: "7 ",
		Fn: func(m *core.Machine) { m.WriteString(formatCell(m, m.Cell(m.Pop()), m.Base()) + " ") }},
	{Name: ".S", Effect: "( -- )", Doc: "Print the depth of the data stack and its cells, bottom first, without changing it.", Example: "1 2 3 .S  2DROP DROP", Result: "<3> 1 2 3 ",
		Fn: func(m *core.Machine) {
			var b strings.Builder
			b.WriteString("<" + strconv.Itoa(m.Depth()) + "> ")
			from := 0
			if m.Depth() > 1000 {
				from = m.Depth() - 1000
				b.WriteString("... ")
			}
			for i := from; i < m.Depth(); i++ {
				b.WriteString(formatCell(m, m.Top(m.Depth())[i], m.Base()) + " ")
			}
			m.WriteString(b.String())
		}},
	{Name: "DECIMAL", Effect: "( -- )", Doc: "Set BASE to ten.", Example: "HEX FF DECIMAL .", Result: "255 ",
		Fn: func(m *core.Machine) { m.SetCell(core.AddrBASE, 10) }},
	{Name: "HEX", Effect: "( -- )", Doc: "Set BASE to sixteen.", Example: "255 HEX . DECIMAL", Result: "FF ",
		Fn: func(m *core.Machine) { m.SetCell(core.AddrBASE, 16) }},
	{Name: "BASE", Effect: "( -- a-addr )", Doc: "The address of the cell that holds the number base of conversions.", Example: "2 BASE ! 101 DECIMAL .", Result: "5 ",
		Fn: func(m *core.Machine) { m.Push(core.AddrBASE) }},
	{Name: "<#", Effect: "( -- )", Doc: "Begin pictured numeric output: # #S HOLD SIGN add characters from the right, #> ends it.", Example: "123 0 <# #S #> TYPE", Result: "123",
		Fn: func(m *core.Machine) { m.SetCell(core.AddrHLD, core.HoldEnd) }},
	{Name: "#", Effect: "( ud1 -- ud2 )", Doc: "Add the lowest digit of ud1 (in BASE) to the picture; ud2 is ud1 divided by BASE.", Example: "123 0 <# # # #> TYPE", Result: "23",
		Fn: func(m *core.Machine) {
			s := m.Top(2)
			base := m.Base()
			checkBase(m, base)
			hi, r := bits.Div64(0, uint64(s[1]), uint64(base))
			lo, r := bits.Div64(r, uint64(s[0]), uint64(base))
			s[0], s[1] = int64(lo), int64(hi)
			holdByte(m, digitChar(r))
		}},
	{Name: "#S", Effect: "( ud1 -- 0 0 )", Doc: "Add all the digits of ud1 to the picture (at least one).", Example: "4096 0 <# #S #> TYPE", Result: "4096",
		Fn: func(m *core.Machine) {
			s := m.Top(2)
			base := m.Base()
			checkBase(m, base)
			for {
				hi, r := bits.Div64(0, uint64(s[1]), uint64(base))
				lo, r := bits.Div64(r, uint64(s[0]), uint64(base))
				s[0], s[1] = int64(lo), int64(hi)
				holdByte(m, digitChar(r))
				if lo == 0 && hi == 0 {
					return
				}
			}
		}},
	{Name: "#>", Effect: "( xd -- c-addr u )", Doc: "End pictured numeric output: drop xd and push the picture's string.", Example: "7 0 <# #S #> TYPE", Result: "7",
		Fn: func(m *core.Machine) {
			m.Pop2()
			hld := m.Cell(core.AddrHLD)
			if hld < core.HoldStart || hld > core.HoldEnd {
				hld = core.HoldEnd
			}
			m.Push(hld)
			m.Push(core.HoldEnd - hld)
		}},
	{Name: "HOLD", Effect: "( char -- )", Doc: "Add char in front of the picture.", Example: "5 0 <# # CHAR $ HOLD #> TYPE", Result: "$5",
		Fn: func(m *core.Machine) { holdByte(m, byte(m.Pop())) }},
	{Name: "HOLDS", Effect: "( c-addr u -- )", Doc: "Add the string in front of the picture.", Example: "5 0 <# # S\" EUR \" HOLDS #> TYPE", Result: "EUR 5",
		Fn: func(m *core.Machine) {
			a, u := m.Pop2()
			b := m.Bytes(a, max(u, 0))
			for i := len(b) - 1; i >= 0; i-- {
				holdByte(m, b[i])
			}
		}},
	{Name: "SIGN", Effect: "( n -- )", Doc: "Add a minus sign in front of the picture if n is negative.", Example: "-5 DUP ABS 0 <# #S ROT SIGN #> TYPE", Result: "-5",
		Fn: func(m *core.Machine) {
			if m.Pop() < 0 {
				holdByte(m, '-')
			}
		}},
	{Name: ">NUMBER", Effect: "( ud1 c-addr1 u1 -- ud2 c-addr2 u2 )", Doc: "Add the digits of the string (in BASE) to ud1, stopping at the first character that is not a digit.",
		Example: "0 0 S\" 123x\" >NUMBER . DROP . .", Result: "1 0 123 ",
		Fn: func(m *core.Machine) {
			s := m.Top(4)
			lo, hi := uint64(s[0]), uint64(s[1])
			a, u := s[2], s[3]
			base := uint64(m.Base())
			for u > 0 {
				c := m.Byte(a)
				d := core.DigitValue(c)
				if d < 0 || uint64(d) >= base {
					break
				}
				h1, l1 := bits.Mul64(lo, base)
				hi = hi*base + h1
				var carry uint64
				lo, carry = bits.Add64(l1, uint64(d), 0)
				hi += carry
				a++
				u--
			}
			s[0], s[1], s[2], s[3] = int64(lo), int64(hi), a, u
		}},
	{Name: "KEY", Effect: "( -- char )", Doc: "Wait for a character of input and push it. The server's sessions have no input: KEY is error -57 there.",
		Example: "KEY . KEY .", Input: "Hi", Result: "72 105 ",
		Fn: func(m *core.Machine) {
			in := m.Input()
			if in == nil {
				m.Throwf(core.ErrCharIO, "KEY: this session has no input to read; pass text with data and read it with DATA")
			}
			m.FlushOutput()
			c, err := in.ReadByte()
			if err == io.EOF {
				m.Throwf(core.ErrCharIO, "KEY: end of input")
			} else if err != nil {
				m.Throwf(core.ErrCharIO, "KEY: %v", err)
			}
			m.Push(int64(c))
		}},
	{Name: "ACCEPT", Effect: "( c-addr +n1 -- +n2 )", Doc: "Read a line of input, at most n1 characters, into c-addr; push how many were read (0 at the end of input).",
		Example: "PAD 80 ACCEPT  PAD SWAP TYPE", Input: "hello\n", Result: "hello",
		Fn: func(m *core.Machine) {
			a, n := m.Pop2()
			if n < 0 {
				m.Throwf(core.ErrInvalidNumeric, "ACCEPT of %d characters", n)
			}
			m.CheckRange(a, n)
			line, _ := readLine(m, n)
			m.PutBytes(a, line)
			m.Push(int64(len(line)))
		}},
}
