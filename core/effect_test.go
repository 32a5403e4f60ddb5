package core_test

import (
	"testing"

	"github.com/forthling/forthling/core"
)

// TestEffectTakes reads what stack effects of each shape say a word takes.
func TestEffectTakes(t *testing.T) {
	for _, c := range []struct {
		effect string
		want   core.Takes
		ok     bool
	}{
		{"( x1 x2 -- x2 x1 )", core.Takes{Cells: 2}, true},
		{"( d1 n -- d2 )", core.Takes{Cells: 3}, true},
		{`( n1 "name" -- n2 ) ( name: addr1 -- addr2 )`, core.Takes{Cells: 1}, true},
		{"( i*x c-addr u -- j*x )", core.Takes{Cells: 2}, true},
		{"( F: r1 r2 -- r3 )", core.Takes{Floats: 2}, true},
		{"( n -- ) ( F: r1 -- r2 )", core.Takes{Cells: 1, Floats: 1}, true},
		{"( mat i j -- ) ( F: r -- )", core.Takes{Cells: 3, Floats: 1}, true},
		{"( xu ... x0 u -- xu ... x0 xu )", core.Takes{Cells: 1, Counts: core.CountsCells, CountExtra: 1}, true},
		{"( xu xu-1 ... x0 u -- xu-1 ... x0 xu )", core.Takes{Cells: 1, Counts: core.CountsCells, CountExtra: 1}, true},
		{"( widn ... wid1 n -- )", core.Takes{Cells: 1, Counts: core.CountsCells}, true},
		{"( u -- ) ( F: r_u ... r_0 -- r_u ... r_0 r_u )", core.Takes{Cells: 1, Counts: core.CountsFloats, CountExtra: 1}, true},
		{"( x -- ) ( R: -- x )", core.Takes{Cells: 1}, true},
		{"( -- xn ... x1 n )", core.Takes{}, true},
		// what the effect does not say exactly
		{"( rows cols -- mat ) ( F: r1 ... rn -- )", core.Takes{}, false},
		{"( x1 ... xn -- )", core.Takes{}, false},
		{"( j*x -- ) ( F: s*f -- )", core.Takes{}, false},
		{"( x )", core.Takes{}, false},
		{"no effect", core.Takes{}, false},
	} {
		got, ok := core.EffectTakes(c.effect)
		if ok != c.ok || (ok && got != c.want) {
			t.Errorf("EffectTakes(%q) = %+v, %v; want %+v, %v", c.effect, got, ok, c.want, c.ok)
		}
	}
}

// TestTakesNeed counts what a counted effect takes for a given count.
func TestTakesNeed(t *testing.T) {
	pick, _ := core.EffectTakes("( xu ... x0 u -- xu ... x0 xu )")
	fpick, _ := core.EffectTakes("( u -- ) ( F: r_u ... r_0 -- r_u ... r_0 r_u )")
	order, _ := core.EffectTakes("( widn ... wid1 n -- )")
	for _, c := range []struct {
		name          string
		takes         core.Takes
		top           int64
		cells, floats int
	}{
		{"2 PICK", pick, 2, 4, 0},
		{"0 PICK", pick, 0, 2, 0},
		{"3 FPICK", fpick, 3, 1, 4},
		{"2 SET-ORDER", order, 2, 3, 0},
		{"-1 SET-ORDER (the minimum order)", order, -1, 1, 0},
		{"a count past every stack", pick, 1 << 62, 1 + core.DataStackDepth + core.FloatStackDepth + 1, 0},
	} {
		cells, floats := c.takes.Need(c.top)
		if cells != c.cells || floats != c.floats {
			t.Errorf("%s needs %d cells and %d floats, want %d and %d", c.name, cells, floats, c.cells, c.floats)
		}
	}
}
