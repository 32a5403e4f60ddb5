//go:build race

package core_test

// raceStackFactor is how much more Go stack a Forth call takes under the
// race detector, whose instrumentation grows every frame.
const raceStackFactor = 4
