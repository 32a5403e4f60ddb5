package compile_test

import (
	"testing"

	"github.com/forthling/forthling/buildtags"
	"github.com/forthling/forthling/compile"
	stackeffect "github.com/forthling/forthling/compile/effect"
	"github.com/forthling/forthling/core"
)

// TestHelpAgreesWithFastForms holds the stack effects in the help of the
// system's words to the two other places that state them: the effects the
// fast compiler gives the primitives it has fast forms of, and what
// inference finds in the bodies of system words written in Forth. Help
// cannot drift from either.
func TestHelpAgreesWithFastForms(t *testing.T) {
	s, err := buildtags.NewSession(core.Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	m := s.Machine()
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
