package main

import (
	"bytes"
	"fmt"
	"strings"
	"sync"
	"testing"
	"time"
)

// syncBuffer is a bytes.Buffer that counts the writes it got.
type syncBuffer struct {
	mu     sync.Mutex
	buf    bytes.Buffer
	writes int
}

func (b *syncBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.writes++
	return b.buf.Write(p)
}

// TestLogWriterKeepsEveryLineWholeAndInOrder: lines written from many
// goroutines at once all come out by Close, none cut into another, each
// goroutine's in the order it wrote them, in fewer writes than lines.
func TestLogWriterKeepsEveryLineWholeAndInOrder(t *testing.T) {
	var out syncBuffer
	lw := newLogWriter(&out)
	const writers, lines = 20, 500
	var wg sync.WaitGroup
	for w := range writers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range lines {
				fmt.Fprintf(lw, "writer=%d line=%d %s\n", w, i, strings.Repeat("x", w))
			}
		}()
	}
	wg.Wait()
	lw.Close()
	next := make([]int, writers)
	got := strings.Split(strings.TrimSuffix(out.buf.String(), "\n"), "\n")
	if len(got) != writers*lines {
		t.Fatalf("%d lines came out, want %d", len(got), writers*lines)
	}
	for _, line := range got {
		var w, i int
		if _, err := fmt.Sscanf(line, "writer=%d line=%d ", &w, &i); err != nil || w >= writers ||
			line != fmt.Sprintf("writer=%d line=%d %s", w, i, strings.Repeat("x", w)) {
			t.Fatalf("a line cut or mixed: %q", line)
		}
		if i != next[w] {
			t.Fatalf("writer %d: line %d came where %d was due", w, i, next[w])
		}
		next[w]++
	}
	if out.writes >= writers*lines {
		t.Errorf("%d writes for %d lines: the lines were not gathered", out.writes, writers*lines)
	}
}

// blockedWriter holds every write until it is let go.
type blockedWriter struct {
	entered chan struct{} // a write has begun
	release chan struct{}
	once    sync.Once
	syncBuffer
}

func (b *blockedWriter) Write(p []byte) (int, error) {
	b.once.Do(func() { close(b.entered) })
	<-b.release
	return b.syncBuffer.Write(p)
}

// TestLogWriterDoesNotWaitForItsOutput: while the output is stuck (a full
// pipe, a stopped terminal), a line is taken at once, until logBufferSize
// is pending; then the next waits, and nothing is dropped.
func TestLogWriterDoesNotWaitForItsOutput(t *testing.T) {
	out := &blockedWriter{entered: make(chan struct{}), release: make(chan struct{})}
	lw := newLogWriter(out)
	line := []byte(strings.Repeat("y", 1023) + "\n")
	// the first line the goroutine takes and is stuck writing; the
	// buffer then holds logBufferSize more
	lw.Write(line)
	<-out.entered
	taken := make(chan struct{})
	go func() {
		for range logBufferSize / len(line) {
			lw.Write(line)
		}
		close(taken)
	}()
	select {
	case <-taken:
	case <-time.After(10 * time.Second):
		t.Fatal("lines waited for a stuck output while the buffer had room")
	}
	more := make(chan struct{})
	go func() {
		lw.Write(line)
		lw.Write(line)
		close(more)
	}()
	select {
	case <-more:
		t.Fatal("the buffer grew past logBufferSize")
	case <-time.After(100 * time.Millisecond):
	}
	close(out.release)
	<-more
	lw.Close()
	if want := (logBufferSize/len(line) + 3) * len(line); out.buf.Len() != want {
		t.Errorf("%d bytes came out, want %d", out.buf.Len(), want)
	}
}

// TestLogWriterAfterClose: what is written after Close goes straight out,
// after what came before.
func TestLogWriterAfterClose(t *testing.T) {
	var out syncBuffer
	lw := newLogWriter(&out)
	lw.Write([]byte("before\n"))
	lw.Close()
	lw.Close()
	lw.Write([]byte("after\n"))
	if got := out.buf.String(); got != "before\nafter\n" {
		t.Errorf("got %q", got)
	}
}
