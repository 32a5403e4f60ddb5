package compile

import "testing"

// An inverted rule matches its ops only when the rule it inverts matches
// them with the 0= taken out; a rule chosen outside the table has no match
// of its own, so its twin must have none either, rather than one that
// would call a nil function.
func TestInvertedMatchesOnlyWhereItsRuleDoes(t *testing.T) {
	for _, r := range []rule{peekCond, peekWithinCond} {
		if inverted(r).match != nil {
			t.Errorf("inverted(%q) has a match, though %q has none", r.name, r.name)
		}
	}
	for _, r := range rules {
		if r.cond == nil || r.match == nil {
			continue
		}
		if inverted(r).match == nil {
			t.Errorf("inverted(%q) has no match, though %q has one", r.name, r.name)
		}
	}
}
