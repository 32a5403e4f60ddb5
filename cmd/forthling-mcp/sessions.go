package main

import (
	"context"
	"crypto/rand"
	"encoding/base64"
	"errors"
	"fmt"
	"runtime/debug"
	"sync"
	"sync/atomic"
	"time"

	"github.com/forthling/forthling/buildtags"
	"github.com/forthling/forthling/cmd/internal/auth"
	"github.com/forthling/forthling/cmd/internal/cli"
	"github.com/forthling/forthling/core"
)

// Over stdio the server holds one session, which every call uses. Over HTTP
// it holds many, each found by its handle: the Mcp-Session-Id of a client of
// protocol 2025-11-25 or older, or the `session` argument a client of
// 2026-07-28 passes on (the server mints both alike). A session belongs to
// the principal that made it; to any other, it is as unknown as a handle
// never minted.

// sessions owns the server's Forth sessions: it makes them, finds them for
// their owner, ends them, and ends those left idle.
type sessions struct {
	opts     core.Options
	max      int           // sessions at most (HTTP)
	idle     time.Duration // an HTTP session unused this long is ended
	implicit *liveSession  // stdio: the one session

	// reference is a session no client changes: it answers forth_help
	// without a handle and says what the instructions tell
	reference *core.Session

	mu       sync.Mutex
	byHandle map[string]*liveSession
	stop     chan struct{}
	stopped  sync.WaitGroup
}

// liveSession is a session the server holds.
type liveSession struct {
	handle  string
	owner   auth.Principal
	session *core.Session
	turns   turnQueue
	last    lastOutput // the whole output of the last forth_eval, for forth_output
	// files are the session's files as MCP resources (forthServer.filesOf)
	files     *fileResources
	filesOnce sync.Once
	// calls running or waiting their turn: the session is not idle
	calls    atomic.Int32
	lastUsed atomic.Int64 // unix nanoseconds
	ended    atomic.Bool
}

// errFull refuses a new session when the server holds its most.
type errFull struct{ max int }

func (e errFull) Error() string {
	return fmt.Sprintf("the server is full: it holds %d sessions, its most. No session was harmed; "+
		"end one you no longer need (forth_reset with end: true, or DELETE /mcp), or try again when idle sessions have timed out", e.max)
}

// errGone is the answer for a handle the server does not hold for its
// caller: never minted, ended, expired, or another principal's.
type errGone struct {
	handle string
	idle   time.Duration
}

func (e errGone) Error() string {
	return fmt.Sprintf("the session %q is gone: it was ended, left idle for %s, or the server restarted, and its words, data and files with it. "+
		"Call forth_eval without the session argument to start a new session, and pass the handle it gives to every later call",
		e.handle, idleText(e.idle))
}

// idleText writes an idle time as the option takes it, in the largest
// whole unit: 30m, 90s, 300ms.
func idleText(d time.Duration) string {
	switch {
	case d >= time.Hour && d%time.Hour == 0:
		return fmt.Sprintf("%dh", d/time.Hour)
	case d >= time.Minute && d%time.Minute == 0:
		return fmt.Sprintf("%dm", d/time.Minute)
	}
	return cli.FormatDuration(d)
}

// newStdioSessions holds the one session of a stdio server.
func newStdioSessions(s *core.Session) *sessions {
	ls := &liveSession{session: s}
	return &sessions{opts: core.Options{Limits: s.Limits()}, implicit: ls, reference: s}
}

// newHTTPSessions makes the store of an HTTP server, with opts for each
// session, and starts ending idle sessions.
func newHTTPSessions(opts core.Options, max int, idle time.Duration) (*sessions, error) {
	ref, err := buildtags.NewSession(opts)
	if err != nil {
		return nil, err
	}
	ss := &sessions{opts: opts, max: max, idle: idle, reference: ref, byHandle: map[string]*liveSession{}, stop: make(chan struct{})}
	ss.stopped.Add(1)
	go ss.expire()
	return ss, nil
}

// mintHandle is a new handle: 192 random bits, in characters a header and
// a URL carry as they are.
func mintHandle() string {
	b := make([]byte, 24)
	rand.Read(b) // never fails (crypto/rand)
	return base64.RawURLEncoding.EncodeToString(b)
}

// create makes a session for owner, unless the server is full.
func (ss *sessions) create(owner auth.Principal) (*liveSession, error) {
	ss.mu.Lock()
	if len(ss.byHandle) >= ss.max {
		ss.mu.Unlock()
		return nil, errFull{ss.max}
	}
	// hold the place while the session is built, outside the lock
	ls := &liveSession{handle: mintHandle(), owner: owner}
	ls.calls.Add(1)
	ss.byHandle[ls.handle] = ls
	ss.mu.Unlock()
	s, err := buildtags.NewSession(ss.opts)
	if err != nil {
		ss.mu.Lock()
		delete(ss.byHandle, ls.handle)
		ss.mu.Unlock()
		return nil, err
	}
	ls.lastUsed.Store(time.Now().UnixNano())
	ss.mu.Lock()
	ls.session = s
	ss.mu.Unlock()
	ls.calls.Add(-1)
	return ls, nil
}

// find is owner's session of a handle.
func (ss *sessions) find(handle string, owner auth.Principal) (*liveSession, error) {
	ss.mu.Lock()
	ls := ss.byHandle[handle]
	built := ls != nil && ls.session != nil
	ss.mu.Unlock()
	if !built || ls.owner != owner || ls.ended.Load() {
		return nil, errGone{handle: handle, idle: ss.idle}
	}
	ls.lastUsed.Store(time.Now().UnixNano())
	return ls, nil
}

// count is how many sessions the server holds.
func (ss *sessions) count() int {
	ss.mu.Lock()
	defer ss.mu.Unlock()
	return len(ss.byHandle)
}

// end ends a session: its handle is gone at once; its memory is freed once
// the calls that already waited their turn have run (they find it ended).
func (ss *sessions) end(ls *liveSession) {
	if ls.ended.Swap(true) {
		return
	}
	ss.mu.Lock()
	if ss.byHandle[ls.handle] == ls {
		delete(ss.byHandle, ls.handle)
	}
	ss.mu.Unlock()
	go func() {
		ls.turns.take(context.Background())
		ls.session.Close()
		ls.turns.give()
	}()
}

// expire ends the sessions left idle, until close.
func (ss *sessions) expire() {
	defer ss.stopped.Done()
	tick := time.NewTicker(min(max(ss.idle/4, 10*time.Millisecond), time.Minute))
	defer tick.Stop()
	for {
		select {
		case <-ss.stop:
			return
		case <-tick.C:
		}
		cutoff := time.Now().Add(-ss.idle).UnixNano()
		var idle []*liveSession
		ss.mu.Lock()
		for _, ls := range ss.byHandle {
			if ls.calls.Load() == 0 && ls.lastUsed.Load() < cutoff {
				idle = append(idle, ls)
			}
		}
		ss.mu.Unlock()
		for _, ls := range idle {
			ss.end(ls)
		}
		if len(idle) > 0 {
			// what they held goes back to the system now, not when the
			// collector next gets to it: the server returns to idle size
			go debug.FreeOSMemory()
		}
	}
}

// close ends every session (the server is stopping).
func (ss *sessions) close() {
	if ss.stop != nil {
		close(ss.stop)
		ss.stopped.Wait()
	}
	ss.mu.Lock()
	built := make([]*liveSession, 0, len(ss.byHandle))
	for _, ls := range ss.byHandle {
		if ls.session != nil {
			built = append(built, ls)
		}
	}
	ss.mu.Unlock()
	for _, ls := range built {
		ss.end(ls)
	}
	if ss.implicit == nil {
		ss.reference.Close()
	}
}

// begin waits for the session's turn: calls in one session run one at a
// time, in the order they came. done ends the turn.
func (ls *liveSession) begin(ctx context.Context) error {
	ls.calls.Add(1)
	if err := ls.turns.take(ctx); err != nil {
		ls.calls.Add(-1)
		return err
	}
	return nil
}

func (ls *liveSession) done() {
	ls.lastUsed.Store(time.Now().UnixNano())
	ls.turns.give()
	ls.calls.Add(-1)
}

// turnQueue hands out turns first come, first served (a sync.Mutex lets a
// newcomer overtake calls that wait).
type turnQueue struct {
	mu      sync.Mutex
	busy    bool
	waiting []chan struct{}
}

// take waits for the turn, or for ctx to end (then the turn is not taken).
func (q *turnQueue) take(ctx context.Context) error {
	q.mu.Lock()
	if !q.busy {
		q.busy = true
		q.mu.Unlock()
		return nil
	}
	turn := make(chan struct{})
	q.waiting = append(q.waiting, turn)
	q.mu.Unlock()
	select {
	case <-turn:
		return nil
	case <-ctx.Done():
	}
	q.mu.Lock()
	for i, w := range q.waiting {
		if w == turn {
			q.waiting = append(q.waiting[:i], q.waiting[i+1:]...)
			q.mu.Unlock()
			return ctx.Err()
		}
	}
	q.mu.Unlock()
	// the turn came as ctx ended: pass it on
	q.give()
	return ctx.Err()
}

// give ends a turn: the next in line has it.
func (q *turnQueue) give() {
	q.mu.Lock()
	defer q.mu.Unlock()
	if len(q.waiting) == 0 {
		q.busy = false
		return
	}
	next := q.waiting[0]
	q.waiting = q.waiting[1:]
	close(next)
}

// errNoHandle is the answer of a tool other than forth_eval called without
// a session by a client that has no protocol session.
func errNoHandle(tool string) error {
	return errors.New(tool + " needs the argument session: the handle forth_eval gave. " +
		"forth_eval without it starts a new session and gives its handle")
}
