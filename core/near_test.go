package core

import "testing"

func TestEditDistance(t *testing.T) {
	for _, c := range []struct {
		a, b  string
		limit int
		want  int
	}{
		{"DUPP", "DUP", 1, 1},
		{"DUPP", "DUMP", 1, 1},
		{"DPU", "DUP", 1, 1},
		{"SWAP", "SAWP", 2, 1},
		{"ROT", "ROT", 1, 0},
		{"ABC", "XYZ", 1, 2},
		{"KITTEN", "SITTING", 5, 3},
		{"", "AB", 3, 2},
	} {
		if got := editDistance(c.a, c.b, c.limit); got != c.want {
			t.Errorf("editDistance(%q, %q, %d) = %d, want %d", c.a, c.b, c.limit, got, c.want)
		}
	}
}
