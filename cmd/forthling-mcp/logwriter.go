package main

import (
	"io"
	"sync"
	"time"
)

// The server logs a line a call. slog writes each line with its handler's
// lock held, so when every call wrote its line to stderr itself, the calls
// of all sessions queued behind one another for a write to a pipe or a
// terminal: with 100 sessions calling at once that queue, not the calls,
// made the slowest answers. A logWriter takes the line into a buffer and
// returns; one goroutine writes what has gathered, many lines a write, at
// most one write every logInterval, so that a busy server makes one system
// call for many lines and wakes no other goroutine for each.

// logInterval is the longest a line waits before it is written.
const logInterval = 10 * time.Millisecond

// logBufferSize is how much a logWriter holds before a line waits for the
// writes to catch up: the log is never dropped, and never grows past this.
const logBufferSize = 1 << 20

// logWriter is an io.Writer that gathers what is written and writes it to
// out from a goroutine of its own, in the order it came.
type logWriter struct {
	out io.Writer

	mu      sync.Mutex
	pending []byte     // written, not yet out
	room    *sync.Cond // signalled when the pending bytes have gone out
	closed  bool
	wake    chan struct{} // something is pending
	done    chan struct{} // the goroutine has written everything and ended
}

func newLogWriter(out io.Writer) *logWriter {
	lw := &logWriter{out: out, wake: make(chan struct{}, 1), done: make(chan struct{})}
	lw.room = sync.NewCond(&lw.mu)
	go lw.drain()
	return lw
}

// Write keeps p to be written; it waits only when logBufferSize is
// already pending. After Close it writes p itself.
func (lw *logWriter) Write(p []byte) (int, error) {
	lw.mu.Lock()
	for !lw.closed && len(lw.pending) > 0 && len(lw.pending)+len(p) > logBufferSize {
		lw.room.Wait()
	}
	if lw.closed {
		lw.mu.Unlock()
		<-lw.done // what came before goes out first
		return lw.out.Write(p)
	}
	lw.pending = append(lw.pending, p...)
	lw.mu.Unlock()
	select {
	case lw.wake <- struct{}{}:
	default:
	}
	return len(p), nil
}

// drain writes what is pending until Close, and what is left then.
func (lw *logWriter) drain() {
	defer close(lw.done)
	var writing []byte
	for {
		<-lw.wake
		lw.mu.Lock()
		writing, lw.pending = lw.pending, writing[:0]
		closed := lw.closed
		lw.room.Broadcast()
		lw.mu.Unlock()
		if len(writing) > 0 {
			lw.out.Write(writing)
		}
		if closed {
			return
		}
		// the lines of the next moments gather meanwhile; Close
		// waits this long at most
		time.Sleep(logInterval)
	}
}

// Close writes what is pending and returns when it is out; later writes
// go straight to out.
func (lw *logWriter) Close() error {
	lw.mu.Lock()
	if lw.closed {
		lw.mu.Unlock()
		return nil
	}
	lw.closed = true
	lw.room.Broadcast()
	lw.mu.Unlock()
	select {
	case lw.wake <- struct{}{}:
	default:
	}
	<-lw.done
	return nil
}
