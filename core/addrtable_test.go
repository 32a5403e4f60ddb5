package core

import (
	"math/rand/v2"
	"testing"
)

// TestAddrTableAgainstMap runs random sets, gets, takes, removes and
// changes through ref on an addrTable and a Go map side by side, with keys
// from a small range of cell addresses (so that probes collide and
// removals move keys back) and from far apart.
func TestAddrTableAgainstMap(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	var table addrTable[int64]
	want := map[int64]int64{}
	key := func() int64 {
		if rng.IntN(4) == 0 {
			return rng.Int64N(1 << 40)
		}
		return 8 * rng.Int64N(300)
	}
	for step := range 200_000 {
		k := key()
		switch rng.IntN(3) {
		case 0:
			v := rng.Int64()
			table.set(k, v)
			want[k] = v
		case 1:
			if rng.IntN(2) == 0 {
				table.remove(k)
			} else if v, ok := table.take(k); ok != hasKey(want, k) || v != want[k] {
				t.Fatalf("step %d: take(%d) = %d, %v; want %d", step, k, v, ok, want[k])
			}
			delete(want, k)
		}
		if p := table.ref(k); (p != nil) != hasKey(want, k) {
			t.Fatalf("step %d: ref(%d) is %v", step, k, p)
		} else if p != nil && rng.IntN(2) == 0 {
			*p++
			want[k]++
		}
		got, ok := table.get(k)
		if w, wok := want[k]; ok != wok || got != w {
			t.Fatalf("step %d: get(%d) = %d, %v; want %d, %v", step, k, got, ok, w, wok)
		}
		if table.len() != len(want) {
			t.Fatalf("step %d: %d keys, want %d", step, table.len(), len(want))
		}
		if step%5000 == 0 {
			seen := 0
			table.each(func(k, v int64) {
				seen++
				if want[k] != v {
					t.Fatalf("step %d: each gives %d=%d, want %d", step, k, v, want[k])
				}
			})
			if seen != len(want) {
				t.Fatalf("step %d: each gives %d keys, want %d", step, seen, len(want))
			}
			c := table.clone()
			c.set(-8, 1)
			if table.has(-8) {
				t.Fatalf("step %d: a clone's key shows in the table", step)
			}
		}
	}
}

func hasKey(m map[int64]int64, k int64) bool {
	_, ok := m[k]
	return ok
}
