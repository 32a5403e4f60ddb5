package main

import (
	"os"
	"runtime"
	"runtime/debug"
	"slices"

	"github.com/forthling/forthling/cmd/internal/cli"
	"github.com/forthling/forthling/core"
)

// What a session holds is bounded by its limits; the garbage that a call
// leaves behind (outgrown buffers, the answer encoded as JSON, the code of a
// definition that failed) is not, until the collector runs, and by default
// it runs only when the heap has doubled. A soft memory limit makes it run
// before the server grows past what it needs: its size once the session is
// built, plus what the limits let a program take, plus room for one call's
// request and answer.

// callReserve is the room for the request and the answer of one call and
// the work of encoding them, beyond what the limits count.
const callReserve = 16 << 20

// limitMemory sets the soft memory limit from the limits of each of the
// sessions, unless GOMEMLIMIT in the environment set one.
func limitMemory(l core.Limits, sessions int) {
	if os.Getenv("GOMEMLIMIT") != "" {
		return
	}
	debug.FreeOSMemory() // what building the system left behind is not idle size
	var ms runtime.MemStats
	runtime.ReadMemStats(&ms)
	debug.SetMemoryLimit(int64(ms.Sys-ms.HeapReleased) + int64(sessions)*(sessionMemory(l)+callReserve))
}

// sessionMemory is what a program may make the session hold: its Forth
// memory, definitions, files and output, and its data, which may be as
// large as the Forth memory it is copied into.
func sessionMemory(l core.Limits) int64 {
	data := l.Memory
	held := l.Memory + l.Space + l.Files + l.Output + data
	if slices.Contains(cli.Vocabularies(), "PLOT") {
		held += drawingMemory
	}
	return held
}

// drawingMemory is what a PLOT-PNG of the largest picture (2000x2000
// pixels) takes while it draws: the picture at 4 bytes a pixel, and
// gonum/plot's clipping masks and text layers, some as large again.
// Drawings take turns, so the server holds one at most.
const drawingMemory = 56 << 20
