package compile_test

import (
	"testing"

	"github.com/forthling/forthling/buildtags"
	"github.com/forthling/forthling/compile"
	stackeffect "github.com/forthling/forthling/compile/effect"
	"github.com/forthling/forthling/core"
)

// TestHelpAgreesWithFastForms holds the stack effects in the help of the
// system's words to the other places that state them: the effects the
// fast compiler gives the primitives it has fast forms of and the words it
// runs in place, and what inference finds in the bodies of system words
// written in Forth. Help cannot drift from any of them.
func TestHelpAgreesWithFastForms(t *testing.T) {
	m := newSession(t).Machine()
	compared := 0
	primitives := compile.PrimitiveEffects()
	for name, fast := range primitives {
		w := m.SystemWord(name)
		if w == nil {
			t.Errorf("%s has a fast form but is not a system word", name)
			continue
		}
		c, ok := stackeffect.Parse(w.Help.Effect)
		if !ok {
			continue // ?DUP: its help says it varies
		}
		compared++
		if c.Effect != fast {
			t.Errorf("%s %s: its fast form takes and leaves %s", name, w.Help.Effect, fast)
		}
	}
	if compared < len(primitives)/2 {
		t.Errorf("only %d of %d primitives compared", compared, len(primitives))
	}
	// a word run in place has the effect its block's head checks for: each
	// must state it, and a wrong count would check the wrong cells
	for name, fast := range compile.InPlaceEffects() {
		w := m.SystemWord(name)
		if w == nil {
			t.Errorf("%s is run in place but is not a system word", name)
			continue
		}
		c, ok := stackeffect.Parse(w.Help.Effect)
		if !ok {
			t.Errorf("%s is run in place but its stack comment %q does not parse", name, w.Help.Effect)
			continue
		}
		if c.Effect != fast {
			t.Errorf("%s %s: it is run in place as taking and leaving %s", name, w.Help.Effect, fast)
		}
	}
	for _, w := range m.AllWords() {
		if !w.IsSystem() || w.Kind != core.KindColon || w.Inferred == "" {
			continue
		}
		c, ok := stackeffect.Parse(w.Help.Effect)
		inferred, _ := stackeffect.Parse(w.Inferred)
		if ok && !stackeffect.Agrees(c, inferred.Effect) {
			t.Errorf("%s %s: its body is %s", w.Name, w.Help.Effect, w.Inferred)
		}
	}
}

// newSession is a session of the default build with default options,
// closed when the test ends.
func newSession(t *testing.T) *core.Session {
	t.Helper()
	s, err := buildtags.NewSession(core.Options{})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(s.Close)
	return s
}
