package main

import (
	"strings"
	"testing"

	"github.com/forthling/forthling/core"
)

// An interpreted S" string kept in a 2CONSTANT reads the same calls later,
// however many strings came between.
func TestAnInterpretedStringIsKeptAcrossCalls(t *testing.T) {
	c := startServer(t)
	c.eval(`S" Ada Lovelace" 2CONSTANT NAME`)
	for i := 0; i < 10; i++ {
		c.eval(`S" other text" 2DROP S\" more\n" 2DROP`)
	}
	if got := c.eval("NAME TYPE").Text(); got != "Ada Lovelace ok\nstack: empty\n" {
		t.Errorf("text %q", got)
	}
}

// Every common slip of core's table gets its hint through the server: in
// the first line of the text and as the error's hint.
func TestEverySlipGetsItsHintThroughTheServer(t *testing.T) {
	c := startServer(t)
	defer func(parent *testing.T) { c.t = parent }(t)
	for _, s := range core.Slips() {
		t.Run(s.Name, func(t *testing.T) {
			c.t = t
			c.fresh()
			r := c.eval(s.Example)
			first, _, _ := strings.Cut(r.Text(), "\n")
			if !r.IsError || !strings.HasSuffix(first, " ("+s.Hint+")") {
				t.Errorf("first line %q, want it to end (%s)", first, s.Hint)
			}
			if e := r.eval(t).Error; e == nil || e.Hint != s.Hint {
				t.Errorf("error %+v", e)
			}
		})
	}
}
