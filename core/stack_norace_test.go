//go:build !race

package core_test

// raceStackFactor is 1 without the race detector: see stack_race_test.go.
const raceStackFactor = 1
