package core

import (
	"slices"
	"strings"
)

// A slip is a common mistake whose error says less than the fix: a number
// meant as a float, a word used where it cannot be, a definition that calls
// itself by name. Each has its hint, added to the error when the error
// reaches the session (CATCH sees the plain error). slips is the one table
// of them; its test runs every Example and expects its Hint.
type slip struct {
	Name string
	// Example is code that makes the slip, in a fresh session; Hint is the
	// hint its error gets.
	Example, Hint string
	// hint returns the hint for e, or "" when e is not this slip.
	hint func(m *Machine, e *Error) string
}

var slips = []slip{{
	Name:    "a number with a point meant as a float",
	Example: "3.5 F.",
	Hint:    "3.5 was read as a double-cell integer (two cells on the data stack), not a float: a float needs an exponent, as in 3.5E0",
	hint: func(m *Machine, e *Error) string {
		if e.Code != ErrFStackUnderflow || m.pointDouble == "" {
			return ""
		}
		return m.pointDouble + " was read as a double-cell integer (two cells on the data stack), not a float: a float needs an exponent, as in " + m.pointDouble + "E0"
	},
}, {
	Name:    "a control word outside a definition",
	Example: "1 IF 2 THEN",
	Hint:    "IF works only inside a colon definition; outside one, [IF] [ELSE] [THEN] choose what to interpret",
	hint: func(m *Machine, e *Error) string {
		if e.Code != ErrCompileOnly {
			return ""
		}
		switch name := strings.ToUpper(e.Token); name {
		case "[']":
			return "['] works only inside a definition; outside one, ' NAME gives the execution token"
		case "[CHAR]":
			return "[CHAR] works only inside a definition; outside one, CHAR X gives the character"
		case "IF", "ELSE", "THEN", "BEGIN", "UNTIL", "WHILE", "REPEAT", "AGAIN", "DO", "?DO", "LOOP", "+LOOP", "CASE", "OF", "ENDOF", "ENDCASE":
			return name + " works only inside a colon definition; outside one, [IF] [ELSE] [THEN] choose what to interpret"
		case "":
			return ""
		default:
			return name + " works only inside a colon definition"
		}
	},
}, {
	Name:    "' inside a definition",
	Example: ": RUN ( n -- n*n ) ' DUP EXECUTE * ;  3 RUN",
	Hint:    "' inside a definition reads its name when the definition runs; ['] NAME compiles the execution token of NAME",
	hint: func(m *Machine, e *Error) string {
		return runtimeParse(e, "'", "name", "['] NAME compiles the execution token of NAME")
	},
}, {
	Name:    "CHAR inside a definition",
	Example: ": STAR CHAR * EMIT ;  STAR",
	Hint:    "CHAR inside a definition reads its character when the definition runs; [CHAR] X compiles the character X",
	hint: func(m *Machine, e *Error) string {
		if h := runtimeParse(e, "CHAR", "character", "[CHAR] X compiles the character X"); h != "" {
			return h
		}
		// the character is a name the compiler does not know
		if e.hintFor != "" && strings.EqualFold(m.prevToken, "CHAR") && m.Compiling() {
			return "CHAR inside a definition reads its character when the definition runs; [CHAR] " + e.hintFor + " compiles the character"
		}
		return ""
	},
}, {
	Name:    "! on a VALUE",
	Example: "5 VALUE SIZE  6 SIZE !",
	Hint:    "SIZE is a VALUE: it gives its value, not an address; TO SIZE stores into it",
	hint: func(m *Machine, e *Error) string {
		if e.Code != ErrInvalidAddress || len(e.Words) == 0 {
			return ""
		}
		store := e.Words[len(e.Words)-1]
		if store != "!" && store != "+!" && store != "@" {
			return ""
		}
		w := m.wordBefore()
		if w == nil || w.Kind != KindValue {
			return ""
		}
		fix := "TO " + w.Name + " stores into it"
		switch store {
		case "+!":
			fix = "+TO " + w.Name + " adds to it"
		case "@":
			fix = w.Name + " alone gives its value"
		}
		return w.Name + " is a VALUE: it gives its value, not an address; " + fix
	},
}, {
	Name:    "an escaped quote in S\"",
	Example: `S" say \"hi\"" TYPE`,
	Hint:    `S" takes no escapes: the string ended at the quote after \; S\" takes \" for a quote`,
	hint: func(m *Machine, e *Error) string {
		if e.hintFor == "" || !m.afterEscapedQuote() {
			return ""
		}
		return `S" takes no escapes: the string ended at the quote after \; S\" takes \" for a quote`
	},
}, {
	Name:    "ALLOT beyond the memory",
	Example: "100000000 ALLOT",
	Hint:    "the session has 1M of Forth memory; the server's --memory option gives more (up to 64M), and ALLOCATE with FREE reuses what is no longer needed",
	hint: func(m *Machine, e *Error) string {
		if e.Code != ErrDictOverflow || !strings.Contains(e.Detail, "bytes free") {
			return "" // not a lack of memory (ALLOT giving back too much)
		}
		return "the session has " + FormatSize(m.limits.Memory) + " of Forth memory; the server's --memory option gives more (up to " + FormatSize(Ceilings.Memory) + "), and ALLOCATE with FREE reuses what is no longer needed"
	},
}, {
	Name:    "the space limit",
	Example: `: MANY 100000 0 DO S" : W ;" EVALUATE LOOP ;  MANY`,
	Hint:    "the session's definitions, names and kept strings took its 4M of space; forth_reset frees it all, a MARKER defined before gives back what the words after it took, and the server's --max-space option gives more",
	hint: func(m *Machine, e *Error) string {
		if e.Code != ErrLimit || e.Detail != "space" {
			return ""
		}
		return "the session's definitions, names and kept strings took its " + FormatSize(m.limits.Space) + " of space; forth_reset frees it all, a MARKER defined before gives back what the words after it took, and the server's --max-space option gives more"
	},
}, {
	Name: "a JSON word per element in a loop",
	Example: `ALSO JSON : DOC S" [1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20]" ;
: WALK ( -- ) 10000000 0 DO DOC I 20 MOD JSON-ELEMENT DROP 2DROP LOOP ;  WALK`,
	Hint: "JSON-ELEMENT finds its element from the start of the array each time, so a loop of it takes time in the square of the array's length; JSON-ELEMENTS ( c-addr u xt -- ) and JSON-MEMBERS walk an array or object once",
	hint: func(m *Machine, e *Error) string {
		if e.Code != ErrLimit || (e.Detail != "steps" && e.Detail != "time") {
			return ""
		}
		if w := m.loopedWord("JSON-ELEMENT", "JSON-MEMBER"); w != "" {
			return w + " finds its element from the start of the array each time, so a loop of it takes time in the square of the array's length; JSON-ELEMENTS ( c-addr u xt -- ) and JSON-MEMBERS walk an array or object once"
		}
		return ""
	},
}}

// loopedWord returns the first of names that a running definition calls
// inside a loop of its own (after a DO, or before a branch back), or "".
func (m *Machine) loopedWord(names ...string) string {
	for i := m.FP - 1; i >= 0; i-- {
		c := m.Frames[i].Code
		if c == nil {
			continue
		}
		for j, op := range c.Ops {
			if op.Kind != OpLoop && op.Kind != OpPlusLoop && !(op.Kind == OpBranch || op.Kind == OpZBranch) || op.Target > j {
				continue
			}
			for _, in := range c.Ops[op.Target:j] {
				if in.Kind == OpCall && in.Word != nil && slices.Contains(names, in.Word.Name) {
					return in.Word.Name
				}
			}
		}
	}
	return ""
}

// runtimeParse is the hint for a parsing word (', CHAR) compiled into a
// definition, where it parses when the definition runs and finds no name.
func runtimeParse(e *Error, word, what, fix string) string {
	if e.Code != ErrZeroLengthName && e.Code != ErrUndefined {
		return ""
	}
	n := len(e.Words)
	if n < 2 || e.Words[n-1] != word {
		return ""
	}
	return word + " inside a definition reads its " + what + " when the definition runs; " + fix
}

// slipHint gives e the hint of the first slip it is, unless it has one.
func (m *Machine) slipHint(e *Error) {
	if e.Hint != "" {
		return
	}
	for _, s := range slips {
		if h := s.hint(m, e); h != "" {
			e.Hint = h
			return
		}
	}
}

// wordBefore is the word that ran just before the one in error: the op
// before it in the innermost definition, or the name interpreted before.
func (m *Machine) wordBefore() *Word {
	for i := m.FP - 1; i >= 0; i-- {
		f := &m.Frames[i]
		if f.Code == nil {
			continue
		}
		if op := f.Code.opAt(int(f.IP) - 1); op != nil {
			return op.Word
		}
		return nil
	}
	if m.prevToken == "" {
		return nil
	}
	return m.Find([]byte(m.prevToken))
}

// afterEscapedQuote reports whether the name the interpreter is at follows
// \" at once: the end of an S" string that meant to escape its quote.
func (m *Machine) afterEscapedQuote() bool {
	s := m.CurrentSource()
	if s == nil {
		return false
	}
	start := m.tokenAt.start
	if start < 2 || start > s.length {
		return false
	}
	return string(m.Mem[s.addr+start-2:s.addr+start]) == `\"`
}

// Slip is a slip of the table as its test and the docs read it.
type Slip struct{ Name, Example, Hint string }

// Slips lists the slips that get a hint, with an example of each and the
// hint it gets.
func Slips() []Slip {
	out := make([]Slip, len(slips))
	for i, s := range slips {
		out[i] = Slip{s.Name, s.Example, s.Hint}
	}
	return out
}
