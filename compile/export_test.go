package compile

import (
	stackeffect "github.com/forthling/forthling/compile/effect"
	"github.com/forthling/forthling/core"
)

// NewLogged returns a compiler of fast code that hands log the compiler log
// of every definition it builds, the system's own while its image boots
// included.
func NewLogged(log func(w *core.Word, lines []string)) core.Compiler {
	return &compiler{log: log}
}

// RuleExample is a rule of a superinstruction and its example.
type RuleExample struct{ Rule, Example string }

// RuleExamples are the rules of the superinstructions with their examples,
// and the whole loop with its.
func RuleExamples() []RuleExample {
	out := make([]RuleExample, len(rules))
	for i, r := range rules {
		out[i] = RuleExample{r.name, r.example}
	}
	return append(out, RuleExample{wholeLoopName, wholeLoopExample}, RuleExample{shuffleRule.name, shuffleRule.example}, RuleExample{peekCond.name, peekCond.example},
		RuleExample{peekBinary.name, peekBinary.example}, RuleExample{peekLitBinary.name, peekLitBinary.example},
		RuleExample{peekWithinLink.name, peekWithinLink.example}, RuleExample{peekWithinCond.name, peekWithinCond.example},
		RuleExample{peekCondInverted.name, peekCondInverted.example}, RuleExample{peekWithinCondInverted.name, peekWithinCondInverted.example},
		RuleExample{peekIndexBinary.name, peekIndexBinary.example}, RuleExample{peekFetch.name, peekFetch.example}, RuleExample{peekStoreRule.name, peekStoreRule.example},
		RuleExample{fshuffleRule.name, fshuffleRule.example}, RuleExample{fpeekBinary.name, fpeekBinary.example},
		RuleExample{fpeekLitBinary.name, fpeekLitBinary.example}, RuleExample{fpeekFunc.name, fpeekFunc.example})
}

// SetEffectChecking switches stack-effect checking on or off, for the
// benchmark that measures what it costs, and returns what it was.
func SetEffectChecking(on bool) (was bool) {
	was, checkEffects = checkEffects, on
	return was
}

// PrimitiveEffects are the stack effects the fast compiler gives the
// primitives it has fast forms of.
func PrimitiveEffects() map[string]stackeffect.Effect {
	out := map[string]stackeffect.Effect{}
	for name, p := range primitives {
		out[name] = stackeffect.Effect{In: p.in, Out: p.out, FIn: p.fin, FOut: p.fout}
	}
	return out
}

// InPlaceEffects are the stack effects the fast compiler gives the words it
// runs in place (see inPlace).
func InPlaceEffects() map[string]stackeffect.Effect {
	out := map[string]stackeffect.Effect{}
	for name, w := range inPlace {
		out[name] = stackeffect.Effect{In: w.in, Out: w.out, FIn: w.fin, FOut: w.fout}
	}
	return out
}

// TotalWords are the stack effects of the words run in place that the fast
// code takes to be total (see inPlaceWord).
func TotalWords() map[string]stackeffect.Effect {
	out := map[string]stackeffect.Effect{}
	for name, w := range inPlace {
		if w.total {
			out[name] = stackeffect.Effect{In: w.in, Out: w.out, FIn: w.fin, FOut: w.fout}
		}
	}
	return out
}

// CallsReachCurrentCode reports whether every call site of w's fast code
// goes to the fast code its callee has now, and how many call sites the
// code has.
func CallsReachCurrentCode(w *core.Word) (bool, int) {
	fc, ok := w.Code.Prog.(*fastCode)
	if !ok {
		return false, 0
	}
	for _, s := range fc.calls {
		if s.callee != s.code.Prog {
			return false, len(fc.calls)
		}
	}
	return true, len(fc.calls)
}

// Rebuilds is how many times w's fast code was built again after a
// DEFER's guard in it kept missing.
func Rebuilds(w *core.Word) int {
	if fc, ok := w.Code.Prog.(*fastCode); ok {
		return fc.rebuilds
	}
	return -1
}

// RebuildAfter, MaxRebuilds and MaxChanges are rebuildAfter, maxRebuilds
// and maxChanges.
const RebuildAfter, MaxRebuilds, MaxChanges = rebuildAfter, maxRebuilds, maxChanges
