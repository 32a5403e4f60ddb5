package core

import (
	"bytes"
	"testing"
	"time"
)

// A parse that scans a long text looks at the clock as it goes: EVALUATE
// counts the steps of its whole text before the scan, so a scan of
// megabytes of blanks or of one long comment has no checkpoint of its own,
// and a deadline that passes during it must end the call there, not after.
func TestLongScansMeetTheDeadline(t *testing.T) {
	const size = 4 * scanLook
	for _, c := range []struct {
		name  string
		text  []byte
		parse func(m *Machine)
	}{
		{"PARSE-NAME over blanks", bytes.Repeat([]byte{' '}, size), func(m *Machine) { m.ParseName() }},
		{"PARSE-NAME over one long name", bytes.Repeat([]byte{'x'}, size), func(m *Machine) { m.ParseName() }},
		{"PARSE to a delimiter far away", bytes.Repeat([]byte{'x'}, size), func(m *Machine) { m.Parse(')') }},
		{"WORD over delimiters", bytes.Repeat([]byte{'*'}, size), func(m *Machine) { m.ParseWord('*') }},
		{"WORD over one long word", bytes.Repeat([]byte{'x'}, size), func(m *Machine) { m.ParseWord(' ') }},
	} {
		t.Run(c.name, func(t *testing.T) {
			m := newMachine(1 << 20)
			addr := int64(DictStart)
			copy(m.Mem[addr:], c.text)
			m.pushSource(&Source{Kind: SourceEvaluate, name: "evaluate", ID: -1, addr: addr, length: int64(len(c.text)), line: 1})
			// the deadline has passed, and no checkpoint of the steps is near
			m.clock.deadline = time.Now().Add(-time.Second)
			var got any
			func() {
				defer func() { got = recover() }()
				c.parse(m)
			}()
			e, ok := got.(*Error)
			if !ok || e.Code != ErrLimit || e.Detail != "time" {
				t.Fatalf("want the time limit during the scan, got %v", got)
			}
			if in := m.ToIn(); in != 0 {
				t.Errorf(">IN moved to %d: the limit must leave the parse undone", in)
			}
		})
	}
}
