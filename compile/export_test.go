package compile

import "github.com/forthling/forthling/core"

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
	return append(out, RuleExample{wholeLoopName, wholeLoopExample})
}
