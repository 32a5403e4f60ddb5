package core

import "testing"

// HookState makes a word set's state once per session and gives the same
// state back after; state of another type under the key is replaced.
func TestHookState(t *testing.T) {
	m := &Machine{hooks: map[string]any{}}
	made := 0
	fresh := func() *int { made++; return new(int) }
	first := HookState(m, "count", fresh)
	*first = 7
	if again := HookState(m, "count", fresh); again != first || *again != 7 || made != 1 {
		t.Fatalf("second call: got %p (%d), made %d times; want %p (7), made once", again, *again, made, first)
	}
	m.hooks["count"] = "not an *int"
	if other := HookState(m, "count", fresh); other == first || made != 2 {
		t.Fatalf("a value of another type under the key: got %p, made %d times; want a new state", other, made)
	}
}
