package main

import "testing"

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
