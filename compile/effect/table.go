package effect

import (
	"github.com/forthling/forthling/core"
)

// Table knows the effects of the words a definition may call: the system's
// words from their help's stack effects, the session's words from what
// inference found when they were defined (or their comments, when it could
// not decide). A session has one; it is not safe for concurrent use.
type Table struct {
	known map[*core.Word]known
}

type known struct {
	effect Effect
	fixed  bool
}

// NewTable returns a table that knows no session word yet.
func NewTable() *Table { return &Table{known: map[*core.Word]known{}} }

// Set records the effect of a word the session defined.
func (t *Table) Set(w *core.Word, e Effect) { t.known[w] = known{e, true} }

// Forget records that the effect of w is not fixed (a redefinition of a
// definition the table knew, such as a word whose DOES> part changed).
func (t *Table) Forget(w *core.Word) { t.known[w] = known{} }

// Of returns the effect of calling w, and false when it is not fixed: an
// immediate word (whose call runs at compile time only when POSTPONEd), a
// word without a stack effect or with one that varies or parses, a
// deferred word or one made by DOES>.
func (t *Table) Of(w *core.Word) (Effect, bool) {
	if k, ok := t.known[w]; ok {
		return k.effect, k.fixed
	}
	e, fixed := effectOf(w)
	t.known[w] = known{e, fixed}
	return e, fixed
}

func effectOf(w *core.Word) (Effect, bool) {
	if w.IsImmediate() {
		return Effect{}, false
	}
	if w.IsSystem() {
		if _, special := specialWords[w.Name]; special {
			// their effect depends on the ops around them: Infer knows them
			return Effect{}, false
		}
		c, ok := Parse(w.Help.Effect)
		// one that moves cells to or from the return stack is not followed
		return c.Effect, ok && !c.Parses && c.ReturnIn == c.ReturnOut
	}
	switch w.Kind {
	case core.KindVariable, core.KindCreate, core.KindConstant, core.KindValue:
		return Effect{Out: 1}, true
	case core.KindColon:
		// a word the table did not see defined (one read from an image):
		// the effect inferred when it was defined, else its comment, when
		// it is clear about floats
		if c, ok := Parse(w.Inferred); ok && !c.Parses {
			return c.Effect, true
		}
		c, ok := Parse(w.Help.Effect)
		return c.Effect, ok && !c.Parses && !c.FloatLike
	}
	return Effect{}, false
}

// special says what a system word whose effect is not a fixed count does.
type special uint8

const (
	toReturn      special = iota + 1 // >R 2>R: cells to the return stack
	fromReturn                       // R> 2R>
	copyReturn                       // R@ 2R@
	unloop                           // UNLOOP drops a loop's parameters
	execute                          // EXECUTE: the effect of the xt's word
	catch                            // CATCH
	throw                            // THROW: a flag, and no return when it is not zero
	noReturn                         // ABORT QUIT BYE: nothing after them runs
	pick                             // PICK with a literal
	roll                             // ROLL with a literal
	unknownEffect                    // DEPTH FDEPTH: a program that uses them counts itself
)

// specialWords are the system's words that Infer handles itself, with how
// many cells they move where that matters.
var specialWords = map[string]struct {
	kind  special
	cells int
}{
	">R": {toReturn, 1}, "2>R": {toReturn, 2},
	"R>": {fromReturn, 1}, "2R>": {fromReturn, 2},
	"R@": {copyReturn, 1}, "2R@": {copyReturn, 2},
	"UNLOOP":  {unloop, 0},
	"EXECUTE": {execute, 0},
	"CATCH":   {catch, 0},
	"THROW":   {throw, 0},
	"ABORT":   {noReturn, 0}, "QUIT": {noReturn, 0}, "BYE": {noReturn, 0},
	"PICK": {pick, 0}, "ROLL": {roll, 0},
	"DEPTH": {unknownEffect, 0}, "FDEPTH": {unknownEffect, 0},
}
