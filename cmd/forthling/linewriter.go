package main

import (
	"bufio"
	"io"
	"sync"
	"time"
)

// lineWriter buffers a program's output and sends it on as its lines end:
// at once when nothing was sent for lineDelay, else lineDelay after the
// last send. Output so appears as it is produced, and a program that
// prints many lines makes a system call per lineDelay rather than one per
// line (each costs microseconds, a program's whole time when it prints a
// table). Waiting for input, the end of each file and -e, and the REPL's
// prompt send it on at once (Flush).
type lineWriter struct {
	mu   sync.Mutex
	w    *bufio.Writer
	sent time.Time // the last send
	// later sends the lines that wait; nil when none do. round counts the
	// timers made, so that one Flush stopped too late (already waiting for
	// the lock) knows it is not the one that waits now.
	later *time.Timer
	round uint64
}

// lineDelay is how long a line may wait for the lines after it: well
// under what a person notices.
const lineDelay = 20 * time.Millisecond

func newLineWriter(w io.Writer) *lineWriter { return &lineWriter{w: bufio.NewWriterSize(w, 64<<10)} }

// Write keeps p, and sends on what waits when p ends a line and the last
// send is lineDelay old; a failed send's error comes back from this Write
// or the next (bufio keeps it).
func (l *lineWriter) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	n, err := l.w.Write(p)
	if err != nil || len(p) == 0 || p[len(p)-1] != '\n' {
		return n, err
	}
	if now := time.Now(); now.Sub(l.sent) >= lineDelay {
		l.sent = now
		return n, l.w.Flush()
	}
	if l.later == nil {
		l.round++
		round := l.round
		l.later = time.AfterFunc(lineDelay, func() { l.sendLater(round) })
	}
	return n, nil
}

// sendLater sends the lines that waited for the timer of that round,
// unless Flush sent them already.
func (l *lineWriter) sendLater(round uint64) {
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.later == nil || round != l.round {
		return
	}
	l.later = nil
	l.sent = time.Now()
	l.w.Flush()
}

// Flush sends on all that waits, now.
func (l *lineWriter) Flush() error {
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.later != nil {
		l.later.Stop()
		l.later = nil
	}
	l.sent = time.Now()
	return l.w.Flush()
}
