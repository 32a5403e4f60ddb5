package main

import (
	"bytes"
	"fmt"
	"sync"
	"testing"
	"time"
)

// sends counts the writes that reach the output and keeps what they wrote.
type sends struct {
	mu  sync.Mutex
	n   int
	out bytes.Buffer
}

func (s *sends) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.n++
	return s.out.Write(p)
}

func (s *sends) seen() (int, string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.n, s.out.String()
}

// TestLinesAreSentTogether: lines printed one after another go out in a
// few writes, not one each, whole and in order.
func TestLinesAreSentTogether(t *testing.T) {
	var s sends
	l := newLineWriter(&s)
	var want bytes.Buffer
	for i := range 1000 {
		line := fmt.Sprintf("line %d\n", i)
		want.WriteString(line)
		if _, err := l.Write([]byte(line)); err != nil {
			t.Fatal(err)
		}
	}
	if err := l.Flush(); err != nil {
		t.Fatal(err)
	}
	n, got := s.seen()
	if got != want.String() {
		t.Fatalf("sent %d bytes, not the %d written in order", len(got), want.Len())
	}
	// the first line goes at once, the rest wait for the timer or Flush:
	// more than ten writes would take the loop over 200 ms
	if n > 10 {
		t.Errorf("1000 lines went out in %d writes", n)
	}
}

// TestAWaitingLineIsSent: a line that waits for more is sent on after
// lineDelay even when nothing more comes, as when a program prints and
// then computes; text that ends no line waits for Flush.
func TestAWaitingLineIsSent(t *testing.T) {
	var s sends
	l := newLineWriter(&s)
	l.Write([]byte("first\n")) // sent at once
	l.Write([]byte("second\n"))
	deadline := time.Now().Add(5 * time.Second)
	for {
		if _, got := s.seen(); got == "first\nsecond\n" {
			break
		}
		if time.Now().After(deadline) {
			_, got := s.seen()
			t.Fatalf("after 5 s with nothing more written, sent %q", got)
		}
		time.Sleep(time.Millisecond)
	}
	l.Write([]byte("no line end"))
	time.Sleep(3 * lineDelay)
	if _, got := s.seen(); got != "first\nsecond\n" {
		t.Errorf("text that ends no line was sent before Flush: %q", got)
	}
	l.Flush()
	if _, got := s.seen(); got != "first\nsecond\nno line end" {
		t.Errorf("after Flush, sent %q", got)
	}
}

// TestALateTimerLeavesTheNextOne: a timer that Flush stopped too late
// (it already waits for the lock) neither sends nor forgets the timer of
// the lines written after the Flush.
func TestALateTimerLeavesTheNextOne(t *testing.T) {
	var s sends
	l := newLineWriter(&s)
	l.Write([]byte("first\n")) // sent at once
	l.Write([]byte("second\n"))
	late := l.round // the timer that waits for second
	l.Flush()
	l.Write([]byte("third\n"))
	l.sendLater(late) // as if that timer ran now
	l.mu.Lock()
	waiting := l.later != nil
	l.mu.Unlock()
	if n, got := s.seen(); !waiting || n != 2 || got != "first\nsecond\n" {
		t.Errorf("after the late timer: %d sends of %q, a timer waiting: %v; want 2, the third line waiting for its own", n, got, waiting)
	}
	l.Flush()
}
