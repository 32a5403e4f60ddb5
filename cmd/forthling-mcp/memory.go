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
// before the server grows past what it needs: its size once the system is
// built, plus what each session at its limits holds, plus room for each
// session's call's request and answer, plus one plot being drawn.

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
	debug.SetMemoryLimit(int64(ms.Sys-ms.HeapReleased) + serverMemory(l, sessions))
}

// serverMemory is what the server may hold above its idle size with
// sessions at the limits l, each running a call: the README's sizing of a
// host.
func serverMemory(l core.Limits, sessions int) int64 {
	m := int64(sessions) * (heldMemory(l) + callReserve)
	if drawing() {
		m += drawingMemory
	}
	return m
}

// heldMemory is what a session at its limits holds in Go's memory between
// calls: its Forth memory and the output of its last call (kept for
// forth_output) as they are counted; its files and its data (which may be
// as large as the Forth memory it is copied into) about twice, and its
// definitions, word lists and names up to spacePerByte times the space
// they count, as measured with sessions filled to their limits
// (TestHTTPMemoryOfSessionsAtTheirLimits): the limits count what a program
// asks for, Go keeps the compiled form, maps and headers beside it.
func heldMemory(l core.Limits) int64 {
	data := l.Memory
	return l.Memory + l.Output + 2*(l.Files+data) + spacePerByte*l.Space
}

// spacePerByte is how many bytes of Go's memory a byte of space counts for
// at most: definitions compiled to closures, measured.
const spacePerByte = 6

// drawing says whether this build draws plots (PLOT).
func drawing() bool { return slices.Contains(cli.Vocabularies(), "PLOT") }

// drawingMemory is what a PLOT-PNG of the largest picture (2000x2000
// pixels) takes while it draws: the picture at 4 bytes a pixel, and the
// rasterizer's coverage and mask at 4 bytes a pixel each for a series that
// spans the picture, then the PNG's buffers. It is garbage once the
// picture is written, so the soft limit counts one.
const drawingMemory = 56 << 20
