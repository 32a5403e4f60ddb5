package wordsets

import (
	"strconv"
	"strings"
	"time"

	"github.com/forthling/forthling/core"
)

// fieldWord makes a word named by the input that adds offset to an address
// (the words +FIELD, FIELD: and the like define).
func fieldWord(m *core.Machine, offset int64) {
	w := m.Define(m.ParseNameString(), core.KindOther, nil)
	m.Make(w, "field", offset)
}

// addField is +FIELD: a field of size bytes at offset, and the offset after it.
func addField(m *core.Machine) {
	offset, size := m.Pop2()
	fieldWord(m, offset)
	m.Push(offset + size)
}

// sleep is MS: wait, but never past the call's time limit, and stop at once
// when the call is cancelled.
func sleep(m *core.Machine, ms int64) {
	if ms <= 0 {
		return
	}
	d := time.Duration(min(ms, int64(time.Duration(1<<62)/time.Millisecond))) * time.Millisecond
	for d > 0 {
		// past the deadline, CheckTime throws the time limit; a long wait
		// checks in each tenth of a second, so that the call reports its
		// progress while it waits
		wait := min(d, 100*time.Millisecond)
		if rem := m.Remaining(); rem < wait {
			wait = max(rem, 0) + time.Millisecond
		}
		timer := time.NewTimer(wait)
		select {
		case <-timer.C:
		case <-m.Done():
			timer.Stop()
		}
		d -= wait
		m.CheckTime()
	}
}

// Special keys as EKEY returns them: bit 31 set, as gforth numbers them.
const (
	keyLeft = 0x80000000 + iota
	keyRight
	keyUp
	keyDown
	keyHome
	keyEnd
	keyPrior
	keyNext
	keyInsert
	keyDelete
	keyF1        // F1 to F12 follow
	keyShiftMask = 0x40000000
	keyCtrlMask  = 0x20000000
	keyAltMask   = 0x10000000
	specialKey   = 0x80000000
)

// escapeKeys maps the terminal escape sequences (after ESC) to keys.
var escapeKeys = map[string]int64{
	"[D": keyLeft, "[C": keyRight, "[A": keyUp, "[B": keyDown,
	"[H": keyHome, "[F": keyEnd, "OH": keyHome, "OF": keyEnd, "[1~": keyHome, "[4~": keyEnd,
	"[5~": keyPrior, "[6~": keyNext, "[2~": keyInsert, "[3~": keyDelete,
	"OP": keyF1, "OQ": keyF1 + 1, "OR": keyF1 + 2, "OS": keyF1 + 3,
	"[15~": keyF1 + 4, "[17~": keyF1 + 5, "[18~": keyF1 + 6, "[19~": keyF1 + 7,
	"[20~": keyF1 + 8, "[21~": keyF1 + 9, "[23~": keyF1 + 10, "[24~": keyF1 + 11,
}

// inputReady is KEY?: whether KEY can return a character. Input that is
// not yet buffered is waited for (a pipe: until more comes or it ends).
func inputReady(m *core.Machine) bool {
	in := m.Input()
	if in == nil {
		return false
	}
	if in.Buffered() > 0 {
		return true
	}
	m.FlushOutput()
	_, err := in.Peek(1)
	return err == nil
}

// readKey is EKEY: a character, or a special key when the input holds the
// escape sequence of one.
func readKey(m *core.Machine) int64 {
	in := m.Input()
	if in == nil {
		m.Throwf(core.ErrCharIO, "EKEY: this session has no input to read; pass text with data and read it with DATA")
	}
	m.FlushOutput()
	c, err := in.ReadByte()
	if err != nil {
		m.Throwf(core.ErrCharIO, "EKEY: end of input")
	}
	if c != 27 {
		return int64(c)
	}
	// only what has arrived with the ESC belongs to its sequence
	seq, _ := in.Peek(min(in.Buffered(), 4))
	for n := len(seq); n >= 2; n-- {
		if k, ok := escapeKeys[string(seq[:n])]; ok {
			in.Discard(n)
			return k
		}
	}
	return 27
}

// keyConstant makes a word that pushes one of the special key values.
func keyConstant(name, doc string, value int64) core.Def {
	return core.Def{Name: name, Effect: "( -- u )", Doc: doc,
		Example: name + " EKEY>FKEY . HEX U. DECIMAL", Result: "-1 " + strings.ToUpper(strconv.FormatInt(value, 16)) + " ",
		Fn: func(m *core.Machine) { m.Push(value) }}
}

// functionKeys are K-F1 to K-F12.
func functionKeys() []core.Def {
	var defs []core.Def
	for i := int64(1); i <= 12; i++ {
		n := strconv.FormatInt(i, 10)
		defs = append(defs, keyConstant("K-F"+n, "The value EKEY returns for the function key F"+n+".", keyF1+i-1))
	}
	return defs
}

// facilityWords are the Facility word set and its extensions (the float
// fields are with the float words).
var facilityWords = append([]core.Def{
	{Name: "BEGIN-STRUCTURE", Effect: "( \"name\" -- struct-sys 0 ) ( name: -- +n )", Doc: "Start a structure: fields follow, and END-STRUCTURE makes name push the structure's size in bytes.",
		Example: "BEGIN-STRUCTURE POINT FIELD: P.X FIELD: P.Y END-STRUCTURE  POINT .", Result: "16 ",
		Fn: func(m *core.Machine) {
			w := create(m, core.KindOther)
			m.Comma(0)
			m.Make(w, "fetch", w.Body)
			m.Push(w.Body)
			m.Push(0)
		}},
	{Name: "END-STRUCTURE", Effect: "( struct-sys +n -- )", Doc: "End the structure BEGIN-STRUCTURE started: its word now pushes +n, the size of all its fields.",
		Example: "BEGIN-STRUCTURE PAIR FIELD: FIRST FIELD: SECOND END-STRUCTURE  PAIR .", Result: "16 ",
		Fn: func(m *core.Machine) {
			sys, n := m.Pop2()
			m.SetCell(sys, n)
		}},
	{Name: "+FIELD", Effect: "( n1 n2 \"name\" -- n3 ) ( name: addr1 -- addr2 )", Doc: "Make a field of n2 bytes at offset n1: name adds n1 to an address; n3 is the offset after it. It does not align.",
		Example: "0 4 +FIELD F.A 2 +FIELD F.B  .  100 F.B .", Result: "6 104 ",
		Fn: addField},
	{Name: "FIELD:", Effect: "( n1 \"name\" -- n2 ) ( name: addr1 -- addr2 )", Doc: "Make a field of one cell at offset n1, aligned first: name adds the offset to an address.",
		Example: "BEGIN-STRUCTURE ITEM CFIELD: TAG FIELD: VAL END-STRUCTURE  0 VAL .", Result: "8 ",
		Fn: func(m *core.Machine) {
			s := m.Top(1)
			s[0] = core.Aligned(s[0])
			m.Push(core.CellSize)
			addField(m)
		}},
	{Name: "CFIELD:", Effect: "( n1 \"name\" -- n2 ) ( name: addr1 -- addr2 )", Doc: "Make a field of one character at offset n1: name adds the offset to an address.",
		Example: "BEGIN-STRUCTURE RGB CFIELD: R CFIELD: G CFIELD: B END-STRUCTURE  RGB . 0 B .", Result: "3 2 ",
		Fn: func(m *core.Machine) {
			m.Top(1) // n1 is there before the size goes on top of it
			m.Push(1)
			addField(m)
		}},
	{Name: "MS", Effect: "( u -- )", Doc: "Wait u milliseconds. A wait past the call's time limit stops at the limit with error -258, and cancelling the call stops it at once.",
		Example: "10 MS", Result: "",
		Fn: func(m *core.Machine) { sleep(m, m.Pop()) }},
	{Name: "TIME&DATE", Effect: "( -- +n1 +n2 +n3 +n4 +n5 +n6 )", Doc: "The current local time: second, minute, hour, day of the month, month (1 to 12) and year.",
		Example: "TIME&DATE 2000 > . 2DROP 2DROP DROP", Result: "-1 ",
		Fn: func(m *core.Machine) {
			t := time.Now()
			for _, x := range []int{t.Second(), t.Minute(), t.Hour(), t.Day(), int(t.Month()), t.Year()} {
				m.Push(int64(x))
			}
		}},
	{Name: "KEY?", Effect: "( -- flag )", Doc: "True if KEY has a character to return. The server's sessions have no input, so it is false there; piped input is waited for until more comes or it ends.",
		Example: "KEY? .", Result: "0 ",
		Fn: func(m *core.Machine) { m.PushBool(inputReady(m)) }},
	{Name: "EKEY?", Effect: "( -- flag )", Doc: "True if EKEY has an event to return (as KEY? does).",
		Example: "EKEY? .", Result: "0 ",
		Fn: func(m *core.Machine) { m.PushBool(inputReady(m)) }},
	{Name: "EKEY", Effect: "( -- x )", Doc: "Read a keyboard event: a character, or a special key (K-LEFT, K-F1, ...) when the input holds its terminal escape sequence. Without input it is error -57.",
		Example: "EKEY . EKEY .", Input: "Hi", Result: "72 105 ",
		Fn: func(m *core.Machine) { m.Push(readKey(m)) }},
	{Name: "EKEY>CHAR", Effect: "( x -- char true | x false )", Doc: "Turn an EKEY event into a character, with true; false for a special key.",
		Example: "65 EKEY>CHAR . EMIT", Result: "-1 A",
		Fn: func(m *core.Machine) {
			x := m.Top(1)[0]
			m.PushBool(x >= 0 && x < 256)
		}},
	{Name: "EKEY>FKEY", Effect: "( x -- u flag )", Doc: "Flag is true if the EKEY event x is a special key (K-LEFT, K-F1, ... with K-SHIFT-MASK and the like); u is x.",
		Example: "K-UP EKEY>FKEY . K-UP = .", Result: "-1 -1 ",
		Fn: func(m *core.Machine) {
			x := m.Top(1)[0]
			m.PushBool(x&specialKey != 0)
		}},
	{Name: "EMIT?", Effect: "( -- flag )", Doc: "True: the output always takes characters (up to the output limit).",
		Example: "EMIT? .", Result: "-1 ",
		Fn: func(m *core.Machine) { m.Push(-1) }},
	{Name: "AT-XY", Effect: "( u1 u2 -- )", Doc: "Move the cursor to column u1, row u2 (from 0) with a terminal escape sequence in the output.",
		Example: "0 0 AT-XY", Result: "\x1b[1;1H",
		Fn: func(m *core.Machine) {
			x, y := m.Pop2()
			if x < 0 || y < 0 {
				m.Throwf(core.ErrOutOfRange, "AT-XY to column %d, row %d", x, y)
			}
			m.WriteString("\x1b[" + strconv.FormatInt(y+1, 10) + ";" + strconv.FormatInt(x+1, 10) + "H")
			m.SetColumn(int(x))
		}},
	{Name: "PAGE", Effect: "( -- )", Doc: "Clear the screen and move the cursor to its top left corner, with terminal escape sequences in the output.",
		Example: "PAGE", Result: "\x1b[2J\x1b[1;1H",
		Fn: func(m *core.Machine) {
			m.WriteString("\x1b[2J\x1b[1;1H")
			m.SetColumn(0)
		}},
	keyConstant("K-LEFT", "The value EKEY returns for the cursor-left key.", keyLeft),
	keyConstant("K-RIGHT", "The value EKEY returns for the cursor-right key.", keyRight),
	keyConstant("K-UP", "The value EKEY returns for the cursor-up key.", keyUp),
	keyConstant("K-DOWN", "The value EKEY returns for the cursor-down key.", keyDown),
	keyConstant("K-HOME", "The value EKEY returns for the Home key.", keyHome),
	keyConstant("K-END", "The value EKEY returns for the End key.", keyEnd),
	keyConstant("K-PRIOR", "The value EKEY returns for the Page-up key.", keyPrior),
	keyConstant("K-NEXT", "The value EKEY returns for the Page-down key.", keyNext),
	keyConstant("K-INSERT", "The value EKEY returns for the Insert key.", keyInsert),
	keyConstant("K-DELETE", "The value EKEY returns for the Delete key.", keyDelete),
	{Name: "K-SHIFT-MASK", Effect: "( -- u )", Doc: "The bit set in a special key's value when Shift was held.",
		Example: "K-SHIFT-MASK HEX U. DECIMAL", Result: "40000000 ", Fn: func(m *core.Machine) { m.Push(keyShiftMask) }},
	{Name: "K-CTRL-MASK", Effect: "( -- u )", Doc: "The bit set in a special key's value when Ctrl was held.",
		Example: "K-CTRL-MASK HEX U. DECIMAL", Result: "20000000 ", Fn: func(m *core.Machine) { m.Push(keyCtrlMask) }},
	{Name: "K-ALT-MASK", Effect: "( -- u )", Doc: "The bit set in a special key's value when Alt was held.",
		Example: "K-ALT-MASK HEX U. DECIMAL", Result: "10000000 ", Fn: func(m *core.Machine) { m.Push(keyAltMask) }},
}, functionKeys()...)

var facilitySet = &core.WordSet{
	Name:  "FACILITY",
	Doc:   "Facility: structures, waiting, time and date, keyboard events and the cursor.",
	Words: facilityWords,
	Environment: map[string][]int64{
		"FACILITY":     {-1},
		"FACILITY-EXT": {-1},
	},
}
