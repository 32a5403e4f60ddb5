package wordsets

import (
	"strings"

	"github.com/forthling/forthling/core"
)

// compileString puts a string into data space and compiles an op that
// pushes its address and length when the definition runs.
func compileString(m *core.Machine, s []byte, by string) {
	a := m.AllotString(string(s))
	m.CompileOp(core.Op{Kind: core.OpString, N: a, Len: int64(len(s)), Word: m.SystemWord(by)})
}

// parseQuoted parses a string up to the closing ". An unclosed string
// takes the rest of the line, as the standard allows.
func parseQuoted(m *core.Machine) []byte {
	a, n := m.Parse('"')
	return append([]byte(nil), m.Bytes(a, n)...)
}

// parseEscaped parses the string of S\" up to the closing unescaped ",
// translating the escapes \a \b \e \f \l \m \n \q \r \t \v \z \" \\ and \xHH.
func parseEscaped(m *core.Machine) []byte {
	addr, n := m.SourceBuffer()
	buf := m.Bytes(addr, n)
	in := m.ToIn()
	var out []byte
	for in < n {
		c := buf[in]
		in++
		if c == '"' {
			m.SetToIn(in)
			return out
		}
		if c != '\\' || in >= n {
			out = append(out, c)
			continue
		}
		e := buf[in]
		in++
		switch e {
		case 'a':
			out = append(out, 7)
		case 'b':
			out = append(out, 8)
		case 'e':
			out = append(out, 27)
		case 'f':
			out = append(out, 12)
		case 'l', 'n':
			out = append(out, 10)
		case 'm':
			out = append(out, 13, 10)
		case 'q', '"':
			out = append(out, '"')
		case 'r':
			out = append(out, 13)
		case 't':
			out = append(out, 9)
		case 'v':
			out = append(out, 11)
		case 'z':
			out = append(out, 0)
		case '\\':
			out = append(out, '\\')
		case 'x', 'X':
			if in+2 <= n && hexDigit(buf[in]) >= 0 && hexDigit(buf[in+1]) >= 0 {
				out = append(out, byte(hexDigit(buf[in])<<4|hexDigit(buf[in+1])))
				in += 2
			} else {
				m.SetToIn(in)
				m.Throwf(core.ErrInvalidNumeric, "\\x must be followed by two hex digits")
			}
		default:
			out = append(out, e)
		}
	}
	m.SetToIn(in)
	return out
}

func hexDigit(c byte) int {
	switch {
	case '0' <= c && c <= '9':
		return int(c - '0')
	case 'a' <= c && c <= 'f':
		return int(c-'a') + 10
	case 'A' <= c && c <= 'F':
		return int(c-'A') + 10
	}
	return -1
}

// countedString is s with its count in front, or -18 when it is too long.
func countedString(m *core.Machine, s []byte) []byte {
	if len(s) > 255 {
		m.Throwf(core.ErrParsedOverflow, "a counted string holds at most 255 characters")
	}
	return append([]byte{byte(len(s))}, s...)
}

// parseChar parses a name and returns its first character.
func parseChar(m *core.Machine) int64 {
	a, n := m.ParseName()
	if n == 0 {
		m.Throwf(core.ErrZeroLengthName, "CHAR needs a character after it on the same line")
	}
	return int64(m.Byte(a))
}

// comment is "(": skip to the closing ")"; in a file or a call's code the
// comment may go on for several lines. A comment right after the name of a new definition is
// its stack effect, for help.
func comment(m *core.Machine) {
	w := m.JustDefined()
	var text strings.Builder
	for {
		addr, n := m.SourceBuffer()
		in := m.ToIn()
		a, u := m.Parse(')')
		text.Write(m.Bytes(a, u))
		closed := m.ToIn() > in+u || (a+u < addr+n)
		if closed {
			break
		}
		s := m.CurrentSource()
		if s == nil || (s.Kind != core.SourceFile && s.Kind != core.SourceInput) || !m.Refill() {
			break
		}
		text.WriteByte(' ')
	}
	if w == nil {
		return
	}
	group := "( " + strings.Join(strings.Fields(text.String()), " ") + " )"
	switch {
	case w.Help.Effect == "":
		w.Help.Effect = group
	case strings.Contains(group, "--") && (stackLabelled(group) || stackLabelled(w.Help.Effect)):
		// a group of another stack after the data stack's, or the data
		// stack's after another's: ( F: r -- ) ( -- n )
		w.Help.Effect += " " + group
	default:
		return // a remark after the stack comment, not part of it
	}
	// a group right after this one belongs to the same stack comment
	m.NoteUnnamed()
}

// stackLabelled reports whether the last group of a stack comment is of a
// stack other than the data stack: ( F: r -- ), ( R: x -- ).
func stackLabelled(comment string) bool {
	group := comment[strings.LastIndex(comment, "(")+1:]
	label, _, _ := strings.Cut(strings.TrimSpace(group), " ")
	return strings.EqualFold(label, "F:") || strings.EqualFold(label, "R:")
}

// lineComment is "\": skip the rest of the line (of a block's 64-character
// line). A comment that fills a line describes the definition on the next.
func lineComment(m *core.Machine) {
	addr, n := m.SourceBuffer()
	in := m.ToIn()
	s := m.CurrentSource()
	end := n
	if s != nil && s.Kind == core.SourceBlock {
		end = min(n, (in/64+1)*64)
	}
	if in <= end && s != nil && (s.Kind == core.SourceInput || s.Kind == core.SourceFile) {
		before := strings.TrimSpace(string(m.Bytes(addr, max(in-2, 0))))
		if before == "" {
			m.NoteComment(strings.TrimSpace(string(m.Bytes(addr+min(in, end), end-min(in, end)))))
		}
	}
	m.SetToIn(end)
}

// Parsing, string literal and interpreter words of Core and Core extensions.
var parseWords = []core.Def{
	{Name: "(", Effect: "( \"ccc<paren>\" -- )", Doc: "A comment up to ). Right after the name of a definition it is the word's stack effect, which help shows.", Flags: core.Immediate,
		Example: ": SQ ( n -- n*n ) DUP * ;  3 SQ .", Result: "9 ", Fn: comment},
	{Name: "\\", Effect: "( \"ccc<eol>\" -- )", Doc: "A comment to the end of the line. A comment line just before a definition is the word's description in help.", Flags: core.Immediate,
		Example: "1 . \\ the rest is ignored", Result: "1 ", Fn: lineComment},
	{Name: ".(", Effect: "( \"ccc<paren>\" -- )", Doc: "Print the text up to ) at once, even while compiling.", Flags: core.Immediate,
		Example: ".( hello)", Result: "hello",
		Fn: func(m *core.Machine) { a, n := m.Parse(')'); m.Write(m.Bytes(a, n)) }},
	{Name: "CHAR", Effect: "( \"name\" -- char )", Doc: "Push the first character of the next name.", Example: "CHAR A .", Result: "65 ",
		Fn: func(m *core.Machine) { m.Push(parseChar(m)) }},
	{Name: "[CHAR]", Effect: "( \"name\" -- ) ( runtime: -- char )", Doc: "Compile the first character of the next name as a literal.", Flags: core.Immediate | core.CompileOnly,
		Example: ": STAR [CHAR] * EMIT ;  STAR", Result: "*",
		Fn: func(m *core.Machine) { m.CompileLiteral(parseChar(m)) }},
	{Name: "PARSE", Effect: "( char \"ccc<char>\" -- c-addr u )", Doc: "Parse the input up to char; the string stays in the input buffer.",
		Example: ": SAY [CHAR] | PARSE TYPE ;  SAY hello|", Result: "hello",
		Fn: func(m *core.Machine) { a, n := m.Parse(byte(m.Pop())); m.Push(a); m.Push(n) }},
	{Name: "PARSE-NAME", Effect: "( \"<spaces>name<space>\" -- c-addr u )", Doc: "Parse the next white-space delimited name from the input.",
		Example: "PARSE-NAME hello TYPE", Result: "hello",
		Fn: func(m *core.Machine) { a, n := m.ParseName(); m.Push(a); m.Push(n) }},
	{Name: "WORD", Effect: "( char \"<chars>ccc<char>\" -- c-addr )", Doc: "Skip leading delimiters, parse up to char and push the text as a counted string in a system buffer.",
		Example: "BL WORD hello COUNT TYPE", Result: "hello",
		Fn: func(m *core.Machine) {
			a, n := m.ParseWord(byte(m.Pop()))
			if n > 255 {
				m.Throwf(core.ErrParsedOverflow, "WORD parsed %d characters, at most 255", n)
			}
			m.SetByte(core.WordBuf, byte(n))
			copy(m.Bytes(core.WordBuf+1, n), m.Bytes(a, n))
			m.SetByte(core.WordBuf+1+n, ' ')
			m.Push(core.WordBuf)
		}},
	{Name: "COUNT", Effect: "( c-addr1 -- c-addr2 u )", Doc: "Turn a counted string into address and length.", Example: ": HI C\" hi\" ;  HI COUNT TYPE", Result: "hi",
		Fn: func(m *core.Machine) {
			// the byte read first: an address outside memory leaves the
			// stack without the address, as the other memory words do
			a := m.Pop()
			n := int64(m.Byte(a))
			m.Push(a + 1)
			m.Push(n)
		}},
	{Name: "S\"", Effect: "( \"ccc<quote>\" -- c-addr u )", Doc: "A string literal up to \". Inside a definition it is compiled; when interpreted it is kept in Forth memory for good (as in gforth), so a program may keep it: it counts against the space limit.",
		Example: "S\" hello\" TYPE", Result: "hello",
		Fn: func(m *core.Machine) {
			s := parseQuoted(m)
			m.Push(m.KeepString(s))
			m.Push(int64(len(s)))
		},
		Compile: func(m *core.Machine) { compileString(m, parseQuoted(m), "S\"") }},
	{Name: "S\\\"", Effect: "( \"ccc<quote>\" -- c-addr u )", Doc: "Like S\" with escapes: \\n newline, \\t tab, \\\" quote, \\\\ backslash, \\xHH a byte, and \\a \\b \\e \\f \\l \\m \\q \\r \\v \\z.",
		Example: "S\\\" a\\tb\" TYPE", Result: "a\tb",
		Fn: func(m *core.Machine) {
			s := parseEscaped(m)
			m.Push(m.KeepString(s))
			m.Push(int64(len(s)))
		},
		Compile: func(m *core.Machine) { compileString(m, parseEscaped(m), "S\\\"") }},
	{Name: "C\"", Effect: "( \"ccc<quote>\" -- c-addr )", Doc: "A counted string literal up to \": its address, the count in the first character. Inside a definition it is compiled; when interpreted it is kept in Forth memory for good, as S\"'s string is.",
		Example: ": HI C\" hi\" ;  HI COUNT TYPE", Result: "hi",
		Fn: func(m *core.Machine) {
			m.Push(m.KeepString(countedString(m, parseQuoted(m))))
		},
		Compile: func(m *core.Machine) {
			a := m.AllotString(string(countedString(m, parseQuoted(m))))
			m.CompileOp(core.Op{Kind: core.OpLit, N: a, Word: m.SystemWord("C\"")})
		}},
	{Name: ".\"", Effect: "( \"ccc<quote>\" -- )", Doc: "Print the text up to \". Inside a definition it is compiled, and printed when the definition runs; interpreted, it prints at once.",
		Example: ": HELLO .\" Hello, world\" ;  HELLO", Result: "Hello, world",
		Fn: func(m *core.Machine) { m.Write(parseQuoted(m)) },
		Compile: func(m *core.Machine) {
			compileString(m, parseQuoted(m), ".\"")
			m.CompileWord(m.SystemWord("TYPE"))
		}},
	{Name: "SLITERAL", Effect: "( c-addr1 u -- ) ( runtime: -- c-addr2 u )", Doc: "Compile the string so that the definition pushes a copy of it.", Flags: core.Immediate | core.CompileOnly,
		Example: ": GREETING [ S\" hi\" ] SLITERAL ;  GREETING TYPE", Result: "hi",
		Fn: func(m *core.Machine) {
			a, n := m.Pop2()
			compileString(m, append([]byte(nil), m.Bytes(a, max(n, 0))...), "SLITERAL")
		}},
	{Name: "ABORT\"", Effect: "( flag \"ccc<quote>\" -- )", Doc: "If flag is true, throw -2 with the message (the error shows it).", Flags: core.Immediate | core.CompileOnly,
		Example: ": CHECK ( n -- ) 0< ABORT\" negative\" ;  5 CHECK", Result: "",
		Fn: func(m *core.Machine) {
			// IF -1 S" message" (ABORT") THEN: the flag is tested before the
			// message is pushed, so that a missing flag is -4 with the
			// stack as ABORT" found it, not with the message's address
			msg := parseQuoted(m)
			m.SystemWord("IF").Fn(m)
			m.CompileLiteral(-1)
			compileString(m, msg, "ABORT\"")
			m.CompileWord(m.SystemWord("(ABORT\")"))
			m.SystemWord("THEN").Fn(m)
		}},
	{Name: "(ABORT\")", Effect: "( flag c-addr u -- )", Doc: "The run-time part of ABORT\": throw -2 with the message if flag is true.",
		Example: "0 S\" not shown\" (ABORT\") 1 .", Result: "1 ",
		Fn: func(m *core.Machine) {
			f, a, n := m.Pop3()
			if f != 0 {
				m.ThrowError(&core.Error{Code: core.ErrAbortQuote, Message: core.Message(core.ErrAbortQuote), Detail: m.String(a, max(n, 0))})
			}
		}},
	{Name: "SOURCE", Effect: "( -- c-addr u )", Doc: "The input buffer: its address and length.", Example: "SOURCE NIP 0> .", Result: "-1 ",
		Fn: func(m *core.Machine) { a, n := m.SourceBuffer(); m.Push(a); m.Push(n) }},
	{Name: ">IN", Effect: "( -- a-addr )", Doc: "The address of the offset in the input buffer where parsing goes on.", Example: ">IN @ 0> .", Result: "-1 ",
		Fn: func(m *core.Machine) { m.Push(core.AddrToIN) }},
	{Name: "SOURCE-ID", Effect: "( -- 0 | -1 | fileid )", Doc: "Where the input comes from: 0 the call's code or the terminal, -1 EVALUATE, else the file being included.",
		Example: "SOURCE-ID .", Result: "0 ",
		Fn: func(m *core.Machine) {
			if s := m.CurrentSource(); s != nil {
				m.Push(s.ID)
			} else {
				m.Push(0)
			}
		}},
	{Name: "REFILL", Effect: "( -- flag )", Doc: "Read the next line of the input source into the input buffer, so that the rest of the current line is skipped; false at its end (always for EVALUATE).",
		Example: "REFILL .( skipped)\n. .( read)", Result: "-1 read",
		Fn: func(m *core.Machine) { m.PushBool(m.Refill()) }},
	{Name: "EVALUATE", Effect: "( i*x c-addr u -- j*x )", Doc: "Interpret the string as Forth code.", Example: "S\" 2 3 +\" EVALUATE .", Result: "5 ",
		Fn: func(m *core.Machine) { a, n := m.Pop2(); m.Evaluate(a, n) }},
	{Name: "SAVE-INPUT", Effect: "( -- xn ... x1 n )", Doc: "Save the position in the input source, for RESTORE-INPUT.",
		Example: "VARIABLE PASSES  SAVE-INPUT  1 PASSES +!  .( pass ) PASSES @ .  PASSES @ 1 = [IF] RESTORE-INPUT [ELSE] DROP [THEN]", Result: "pass 1 pass 2 ",
		Fn: func(m *core.Machine) {
			v := m.SaveInput()
			for _, x := range v {
				m.Push(x)
			}
			m.Push(int64(len(v)))
		}},
	{Name: "RESTORE-INPUT", Effect: "( xn ... x1 n -- flag )", Doc: "Go back to a position SAVE-INPUT saved in the same source; flag is true when that fails.",
		Example: "VARIABLE PASSES  SAVE-INPUT  1 PASSES +!  .( pass ) PASSES @ .  PASSES @ 1 = [IF] RESTORE-INPUT [ELSE] DROP [THEN]", Result: "pass 1 pass 2 ",
		Fn: func(m *core.Machine) {
			n := popCount(m)
			if n > int64(m.Depth()) {
				m.Throw(core.ErrStackUnderflow)
			}
			v := append([]int64(nil), m.Top(int(n))...)
			m.Drop(int(n))
			m.PushBool(!m.RestoreInput(v))
		}},
	{Name: "STATE", Effect: "( -- a-addr )", Doc: "The address of the cell that is true while compiling.", Example: "STATE @ .", Result: "0 ",
		Fn: func(m *core.Machine) { m.Push(core.AddrSTATE) }},
	{Name: "FIND", Effect: "( c-addr -- c-addr 0 | xt 1 | xt -1 )", Doc: "Look up the counted-string name: 0 if not found, else its xt and 1 if it is immediate, -1 if not. While compiling, a word with special compilation (S\", TO) gives the xt of its compilation and 1.",
		Example: "C\" DUP\" FIND NIP .", Result: "-1 ",
		Fn: func(m *core.Machine) {
			a := m.Pop()
			n := int64(m.Byte(a))
			w := m.Find(m.Bytes(a+1, n))
			if w == nil {
				m.Push(a)
				m.Push(0)
				return
			}
			pushFound(m, w)
		}},
	{Name: "EXECUTE", Effect: "( i*x xt -- j*x )", Doc: "Run the word whose execution token is xt.", Example: "3 ' DUP EXECUTE * .", Result: "9 ",
		Fn: func(m *core.Machine) { m.ExecuteXT(m.Pop()) }},
	{Name: "QUIT", Effect: "( -- ) ( R: i*x -- )", Doc: "Empty the return stack and stop interpreting this call's code; the data stack stays.", Example: ".( before) QUIT .( after)", Result: "before",
		Fn: func(m *core.Machine) { m.Quit() }},
	{Name: "BYE", Effect: "( -- )", Doc: "Leave forthling: the runner exits; in the server it ends the call, and the session stays.",
		Example: ".( done) BYE .( never printed)", Result: "done",
		Fn: func(m *core.Machine) { m.Bye() }},
	{Name: "ABORT", Effect: "( i*x -- ) ( R: j*x -- )", Doc: "Throw -1: empty the stacks and stop, unless a CATCH catches it.", Example: ": T ['] ABORT CATCH . ;  T", Result: "-1 ",
		Fn: func(m *core.Machine) { m.Throw(core.ErrAbort) }},
	{Name: "CATCH", Effect: "( i*x xt -- j*x 0 | i*x n )", Doc: "Run xt; if it throws n, put the data stack depth back as it was and push n, else push 0.",
		Example: ": T 1 0 / ;  ' T CATCH .", Result: "-10 ",
		Fn: func(m *core.Machine) {
			w := m.WordOf(m.Pop())
			m.Push(m.Catch(w))
		}},
	{Name: "THROW", Effect: "( k*x n -- k*x | i*x n )", Doc: "If n is not zero, throw it: to the innermost CATCH, or as an error of the call.",
		Example: ": T 42 THROW ;  ' T CATCH .", Result: "42 ",
		Fn: func(m *core.Machine) {
			if n := core.ThrowCode(m.Pop()); n != 0 {
				if n == core.ErrAbortQuote {
					m.ThrowError(&core.Error{Code: n, Message: m.Message(n)})
				}
				if detail := m.TakeIORDetail(n); detail != "" {
					m.Throwf(n, "%s", detail)
				}
				m.Throw(n)
			}
		}},
}
