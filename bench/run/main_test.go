package main

import (
	"testing"
	"time"
)

// The ratio is taken turn by turn: a run slowed by something else on the
// machine spoils its own turn, not the median of its system's times.
func TestTheRatioIsTakenTurnByTurn(t *testing.T) {
	ms := func(ns ...int) []time.Duration {
		var ds []time.Duration
		for _, n := range ns {
			ds = append(ds, time.Duration(n)*time.Millisecond)
		}
		return ds
	}
	// forthling 1.2 and 1.25 times gforth-fast in the quiet turns; a busy
	// neighbour slowed gforth-fast's second run and forthling's third.
	// The medians, 125 ms over 100 ms, would say 1.25.
	f, g := ms(120, 130, 500, 120, 125), ms(100, 400, 100, 100, 100)
	if q := turnRatio(f, g); q < 1.199 || q > 1.201 {
		t.Errorf("turn by turn: %.3f, want 1.2", q)
	}
	if q := turnRatio(ms(10, 30, 50, 70), ms(10, 10, 10, 10)); q != 4 {
		t.Errorf("an even number of turns: %.3f, want the mean of the middle two, 4", q)
	}
	if q := turnRatio(nil, g); q != 0 {
		t.Errorf("without forthling's runs: %.3f, want 0", q)
	}
}
