package main

import (
	"testing"
	"time"
)

// The ratio is taken turn by turn: a machine that slows down halfway
// through the runs moves the medians of the two systems apart, but not
// the ratio of runs made one after the other.
func TestTheRatioIsTakenTurnByTurn(t *testing.T) {
	ms := func(ns ...int) []time.Duration {
		var ds []time.Duration
		for _, n := range ns {
			ds = append(ds, time.Duration(n)*time.Millisecond)
		}
		return ds
	}
	// forthling 1.2 times gforth-fast in every turn, the machine twice
	// as slow from the third turn on
	f, g := ms(120, 120, 240, 240, 240), ms(100, 100, 200, 200, 200)
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
