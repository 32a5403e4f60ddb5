package compile

import (
	"strings"

	stackeffect "github.com/forthling/forthling/compile/effect"
	"github.com/forthling/forthling/core"
)

// checkEffects switches the checking off, for the benchmark that measures
// what it costs.
var checkEffects = true

// checkEffect infers the effect of a definition just finished, records it
// for the definitions after it and for help, and warns where the body
// contradicts the definition's stack comment (or its locals' outputs).
// It only reads the ops: the code runs the same with or without it.
func (c *compiler) checkEffect(m *core.Machine, d *definition) {
	if !checkEffects {
		return
	}
	w := d.word
	if c.effects == nil {
		c.effects = stackeffect.NewTable()
		c.wordOf = m.TokenWord
	}
	if d.does {
		// the ops are the DOES> part's; the word's own effect is not known
		c.effects.Forget(w)
		return
	}
	declared, counted := w.Help.Effect, w.Help.Effect
	if declared == "" {
		declared, counted = d.localsText, d.localsEffect
	}
	comment, commented := stackeffect.Parse(counted)
	commented = commented && !comment.Parses
	var self *stackeffect.Effect
	if commented && !comment.FloatLike {
		self = &comment.Effect
	}
	got := stackeffect.Infer(stackeffect.Definition{Ops: d.ops, Words: c.effects, Self: w, SelfEffect: self, WordOf: c.wordOf})
	switch {
	case got.Fixed:
		c.effects.Set(w, got.Effect)
		w.Inferred = got.Effect.String()
	case self != nil:
		c.effects.Set(w, *self)
	default:
		c.effects.Forget(w)
	}
	if len(got.Problems) == 0 && (!got.Fixed || !commented) {
		return
	}
	name := core.WordName(w)
	if !d.named {
		name = ":NONAME"
	}
	warn := func(kind, message, inferred string, at place) {
		m.Warn(core.Warning{Kind: kind, Word: name, Declared: declared, Inferred: inferred,
			Message: message, Source: d.source, Line: at.line, Column: at.column})
	}
	for _, p := range got.Problems {
		// branches that differ are a mistake only where a comment promises
		// fixed counts; an unbalanced return stack always is
		if commented || p.Kind == stackeffect.KindReturnStack {
			warn(p.Kind, name+": "+p.Message, "", d.placeOf(p.Op))
		}
	}
	if got.Fixed && commented && !stackeffect.Agrees(comment, got.Effect) {
		warn("stack-effect", name+" "+declared+" "+stackeffect.Disagreement(comment, got.Effect), got.Effect.String(), place{d.line, d.column})
	}
}

// placeOf is where op i was compiled; the end of the definition is where
// its last op was (; compiles none when no locals are open).
func (d *definition) placeOf(i int) place {
	if len(d.places) == 0 {
		return place{d.line, d.column}
	}
	return d.places[min(max(i, 0), len(d.places)-1)]
}

// localsComment is the stack comment a locals declaration {: a b -- c :}
// makes: the locals taken from the stack (a cell each, whatever their
// names), then the outputs after --.
func localsComment(taken int, outputs []string) string {
	return "( " + strings.Repeat("x ", taken) + "-- " + strings.Join(append(outputs, ")"), " ")
}

// localsText is a locals declaration as warnings show it.
func localsText(names []string, zeroed int, outputs []string) string {
	parts := append([]string{"{:"}, names[:len(names)-zeroed]...)
	if zeroed > 0 {
		parts = append(append(parts, "|"), names[len(names)-zeroed:]...)
	}
	return strings.Join(append(append(append(parts, "--"), outputs...), ":}"), " ")
}
