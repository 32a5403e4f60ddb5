package main

import (
	"context"
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"encoding/hex"
	"errors"
	"fmt"
	"log/slog"
	"runtime/debug"
	"sync"
	"sync/atomic"
	"time"

	"github.com/forthling/forthling/buildtags"
	"github.com/forthling/forthling/cmd/internal/auth"
	"github.com/forthling/forthling/cmd/internal/cli"
	"github.com/forthling/forthling/cmd/internal/store"
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
	// outputBudget is --output-budget (0: the default)
	outputBudget int

	// reference is a session no client changes: it answers forth_help
	// without a handle and says what the instructions tell
	reference *core.Session

	// images keeps sessions beyond this process (--state-dir, --store):
	// nil, and the sessions end with the server
	images images
	ops    operations
	// draining: the server is stopping (SIGTERM); posts are the POST
	// requests it is answering, which it lets end first
	draining atomic.Bool
	posts    atomic.Int64

	// every request reads byHandle, few change it: readers do not
	// queue behind one another
	mu       sync.RWMutex
	byHandle map[string]*liveSession
	stop     chan struct{}
	stopped  sync.WaitGroup
	// one session is read back at a time, so that two requests for a
	// parked session do not both take it
	taking sync.Mutex
}

// images is where an HTTP server keeps its sessions' images.
type images struct {
	store store.Store
	sys   *core.Image
	// park: a session idle this long is written out and dropped from
	// memory (0: never)
	park time.Duration
	// eachCall: the image is written after each call that changed the
	// session, so that another server can go on from it (--store)
	eachCall bool
	log      *slog.Logger
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

	// lease says this server runs the session (with a store)
	lease *store.Lease
	// leaving: the server gives the lease up itself (park, end), which is
	// not a lease lost
	leaving atomic.Bool
	// parked: the session ended here because it lives on in the store; a
	// call that waited for it finds it there
	parked atomic.Bool
	// unwritable is the lastUsed of a session whose image could not be
	// written when it was to be parked: not tried again until it is used
	unwritable atomic.Int64
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

// errHeld is the answer for a session another server still runs: its
// lease has not run out yet.
type errHeld struct{ handle string }

func (e errHeld) Error() string {
	return fmt.Sprintf("the session %q is held by another server, which stopped or is handing it over: try again in a few seconds", e.handle)
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
// With keep.store set, sessions are written out and read back (keep.sys
// is then this build's system).
func newHTTPSessions(opts core.Options, max int, idle time.Duration, keep images) (*sessions, error) {
	ref, err := buildtags.NewSession(opts)
	if err != nil {
		return nil, err
	}
	if keep.log == nil {
		keep.log = slog.New(slog.DiscardHandler)
	}
	ss := &sessions{opts: opts, max: max, idle: idle, reference: ref, images: keep, byHandle: map[string]*liveSession{}, stop: make(chan struct{})}
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

// storeKey is the key of a session in the store: its owner's too, so that
// another principal's request for the handle finds nothing.
func storeKey(owner auth.Principal, handle string) string {
	return string(owner) + "\x00" + handle
}

// reserve holds a place for ls (not yet built) while it is built or read,
// outside the lock; when the server is full it parks the least recently
// used idle session to make room, if it keeps images, or refuses.
func (ss *sessions) reserve(ls *liveSession) error {
	ls.calls.Add(1)
	for {
		ss.mu.Lock()
		if ss.byHandle[ls.handle] != nil {
			// another principal's session of the handle is here: to
			// this one it does not exist
			ss.mu.Unlock()
			ls.calls.Add(-1)
			return errGone{handle: ls.handle, idle: ss.idle}
		}
		if len(ss.byHandle) < ss.max {
			ss.byHandle[ls.handle] = ls
			ss.mu.Unlock()
			return nil
		}
		oldest := ss.leastRecentlyUsedIdle()
		ss.mu.Unlock()
		if oldest == nil || !ss.park(oldest) {
			ls.calls.Add(-1)
			return errFull{ss.max}
		}
	}
}

// leastRecentlyUsedIdle is the idle session that may be parked to make
// room, or nil; ss.mu is held.
func (ss *sessions) leastRecentlyUsedIdle() *liveSession {
	if ss.images.store == nil {
		return nil
	}
	var oldest *liveSession
	for _, ls := range ss.byHandle {
		if ls.session != nil && ls.calls.Load() == 0 && ls.unwritable.Load() != ls.lastUsed.Load() &&
			(oldest == nil || ls.lastUsed.Load() < oldest.lastUsed.Load()) {
			oldest = ls
		}
	}
	return oldest
}

// built publishes a reserved session once it is built, or gives its place
// back when it could not be.
func (ss *sessions) built(ls *liveSession, s *core.Session, lease *store.Lease) {
	ss.mu.Lock()
	if s == nil && ss.byHandle[ls.handle] == ls {
		delete(ss.byHandle, ls.handle)
	}
	ls.session, ls.lease = s, lease
	ss.mu.Unlock()
	ls.lastUsed.Store(time.Now().UnixNano())
	ls.calls.Add(-1)
	if lease != nil {
		go ss.watch(ls)
	}
}

// create makes a session for owner, unless the server is full.
func (ss *sessions) create(owner auth.Principal) (*liveSession, error) {
	ls := &liveSession{handle: mintHandle(), owner: owner}
	if err := ss.reserve(ls); err != nil {
		return nil, err
	}
	s, err := buildtags.NewSession(ss.opts)
	var lease *store.Lease
	if err == nil && ss.images.store != nil {
		ctx, cancel := context.WithTimeout(context.Background(), storeTimeout)
		lease, err = ss.images.store.Acquire(ctx, storeKey(owner, ls.handle))
		if err == nil && ss.images.eachCall {
			// servers that share their sessions (--store) have an image
			// of each from the start, before a client knows its handle:
			// should the lease lapse before the session is handed off (a
			// busy machine), the server the next request goes to takes
			// the new session rather than finding it gone. A server of
			// its own (--state-dir) writes the image when it parks the
			// session, at the latest at SIGTERM.
			if err = store.Save(ctx, ss.images.store, lease, s); err != nil {
				err = errors.Join(err, lease.Release(ctx))
				lease = nil
			}
			ss.ops.metrics.imageWritten(err)
		}
		cancel()
		if err != nil {
			s.Close()
			s = nil
			err = fmt.Errorf("the session could not be kept in the store: %v", err)
		}
	}
	ss.built(ls, s, lease)
	if err != nil {
		return nil, err
	}
	return ls, nil
}

// storeTimeout bounds one exchange with the store.
const storeTimeout = 10 * time.Second

// find is owner's session of a handle.
// A session the server does not hold in memory is read back from the
// store, if it keeps one there for owner.
func (ss *sessions) find(handle string, owner auth.Principal) (*liveSession, error) {
	if ls := ss.inMemory(handle, owner); ls != nil {
		return ls, nil
	}
	if ss.images.store == nil || handle == "" {
		return nil, errGone{handle: handle, idle: ss.idle}
	}
	return ss.take(handle, owner)
}

// inMemory is owner's session of handle among those the server holds, or nil.
func (ss *sessions) inMemory(handle string, owner auth.Principal) *liveSession {
	ss.mu.RLock()
	ls := ss.byHandle[handle]
	built := ls != nil && ls.session != nil
	ss.mu.RUnlock()
	if !built || ls.owner != owner || ls.ended.Load() {
		return nil
	}
	ls.lastUsed.Store(time.Now().UnixNano())
	return ls
}

// take reads owner's session of handle back from its last image and holds
// its lease: after a restart, a park, or from a server that stopped.
func (ss *sessions) take(handle string, owner auth.Principal) (*liveSession, error) {
	ss.taking.Lock()
	defer ss.taking.Unlock()
	if ls := ss.inMemory(handle, owner); ls != nil {
		return ls, nil // another request took it meanwhile
	}
	ls := &liveSession{handle: handle, owner: owner}
	if err := ss.reserve(ls); err != nil {
		return nil, err
	}
	ctx, cancel := context.WithTimeout(context.Background(), storeTimeout)
	defer cancel()
	s, lease, err := store.Take(ctx, ss.images.store, ss.images.sys, storeKey(owner, handle), ss.opts)
	ss.built(ls, s, lease)
	switch {
	case err == nil:
		ss.ops.metrics.imageRead("ok")
		return ls, nil
	case errors.Is(err, store.ErrNotFound):
		ss.ops.metrics.imageRead("gone")
		return nil, errGone{handle: handle, idle: ss.idle}
	case errors.Is(err, store.ErrHeld):
		ss.ops.metrics.imageRead("held")
		return nil, errHeld{handle: handle}
	}
	ss.ops.metrics.imageRead("failed")
	ss.images.log.Warn("a session could not be read back", "session", hashHandle(handle), "error", err)
	return nil, fmt.Errorf("the session %q could not be read back from its image: %v", handle, err)
}

// hashHandle names a session in logs: handles are secrets.
func hashHandle(handle string) string {
	h := sha256.Sum256([]byte(handle))
	return hex.EncodeToString(h[:6])
}

// watch drops the session from memory, without writing it, when its lease
// is lost: another server may run it now.
func (ss *sessions) watch(ls *liveSession) {
	<-ls.lease.Lost()
	if ls.leaving.Load() {
		return
	}
	ss.images.log.Warn("the lease of a session was lost: it is dropped here, another server may run it", "session", hashHandle(ls.handle))
	ss.drop(ls, func(s *core.Session) { s.Close() })
}

// count is how many sessions the server holds.
func (ss *sessions) count() int {
	ss.mu.Lock()
	defer ss.mu.Unlock()
	return len(ss.byHandle)
}

// end ends a session: its handle is gone at once; its memory is freed once
// the calls that already waited their turn have run (they find it ended).
// With a store, its image is deleted too.
func (ss *sessions) end(ls *liveSession) {
	ss.drop(ls, func(s *core.Session) {
		if ls.lease == nil {
			s.Close()
			return
		}
		ls.leaving.Store(true)
		ctx, cancel := context.WithTimeout(context.Background(), storeTimeout)
		defer cancel()
		if err := store.End(ctx, ss.images.store, ls.lease, s); err != nil {
			ss.images.log.Warn("the image of an ended session could not be deleted", "session", hashHandle(ls.handle), "error", err)
		}
	})
}

// drop takes a session out of memory: its handle is gone here at once;
// release frees it once the calls that already waited their turn have run
// (they find it ended).
func (ss *sessions) drop(ls *liveSession, release func(*core.Session)) {
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
		release(ls.session)
		ls.turns.give()
	}()
}

// park writes an idle session out and drops it from memory, in its turn;
// false when its image could not be written (it stays live) or it is no
// longer idle.
func (ss *sessions) park(ls *liveSession) bool {
	if ls.calls.Load() > 0 {
		return false // not idle: not worth waiting for its turn
	}
	ls.turns.take(context.Background())
	defer ls.turns.give()
	if ls.ended.Load() || ls.calls.Load() > 0 {
		return false // ended meanwhile, or a call waits for it
	}
	ls.leaving.Store(true)
	ctx, cancel := context.WithTimeout(context.Background(), storeTimeout)
	defer cancel()
	err := store.Park(ctx, ss.images.store, ls.lease, ls.session)
	ss.ops.metrics.imageWritten(err)
	if err != nil {
		ls.leaving.Store(false)
		ls.unwritable.Store(ls.lastUsed.Load())
		ss.images.log.Warn("a session could not be written out: it stays in memory", "session", hashHandle(ls.handle), "error", err)
		return false
	}
	ss.ops.metrics.parked()
	ls.parked.Store(true)
	ls.ended.Store(true)
	ss.mu.Lock()
	if ss.byHandle[ls.handle] == ls {
		delete(ss.byHandle, ls.handle)
	}
	ss.mu.Unlock()
	return true
}

// expire ends the sessions left idle, or parks them first (--session-park),
// until close.
func (ss *sessions) expire() {
	defer ss.stopped.Done()
	every := ss.idle
	if ss.images.park > 0 {
		every = min(every, ss.images.park)
	}
	tick := time.NewTicker(min(max(every/4, 10*time.Millisecond), time.Minute))
	defer tick.Stop()
	for {
		select {
		case <-ss.stop:
			return
		case <-tick.C:
		}
		if dir, ok := ss.images.store.(*store.Dir); ok {
			// sessions parked and left past --session-idle end too
			if _, err := dir.Expire(ss.idle); err != nil {
				ss.images.log.Warn("the images of sessions left idle could not be removed", "error", err)
			}
		}
		idle, parkable := ss.idleSessions()
		for _, ls := range idle {
			ss.end(ls)
		}
		for _, ls := range parkable {
			ss.park(ls)
		}
		if len(idle)+len(parkable) > 0 {
			// what they held goes back to the system now, not when the
			// collector next gets to it: the server returns to idle size
			go debug.FreeOSMemory()
		}
	}
}

// idleSessions are the sessions idle for --session-idle, to end, and
// those idle for --session-park, to park.
func (ss *sessions) idleSessions() (idle, parkable []*liveSession) {
	now := time.Now()
	ss.mu.Lock()
	defer ss.mu.Unlock()
	for _, ls := range ss.byHandle {
		used := ls.lastUsed.Load()
		switch {
		case ls.session == nil || ls.calls.Load() > 0:
		case used < now.Add(-ss.idle).UnixNano():
			idle = append(idle, ls)
		case ss.images.park > 0 && used < now.Add(-ss.images.park).UnixNano() && ls.unwritable.Load() != used:
			parkable = append(parkable, ls)
		}
	}
	return idle, parkable
}

// close ends every session (the server is stopping), or with a store
// parks it, to be read back by the next server that gets a request for it.
// A session whose image cannot be written ends.
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
		if ss.images.store != nil && ss.park(ls) {
			continue
		}
		if ss.images.store != nil {
			ss.images.log.Warn("a session whose image cannot be written ends with the server", "session", hashHandle(ls.handle))
		}
		ss.end(ls)
	}
	if ss.implicit == nil {
		ss.reference.Close()
	}
}

// saved writes the image of a session that a call may have changed, in
// its turn, when each call's image is kept (--store): another server goes
// on from it if this one dies. A session whose lease is lost is dropped.
// The error says what the call's answer must tell: that the call is not
// in the image.
func (ss *sessions) saved(ls *liveSession) error {
	if !ss.images.eachCall || ls.lease == nil {
		return nil
	}
	if ls.ended.Load() {
		if leaseLost(ls.lease) {
			// watch dropped the session while the call ran, without
			// writing it: the image the next server goes on from is
			// the one before the call
			return errCallLost
		}
		return nil // ended by the client: there is no image to keep
	}
	ctx, cancel := context.WithTimeout(context.Background(), storeTimeout)
	defer cancel()
	err := store.Save(ctx, ss.images.store, ls.lease, ls.session)
	ss.ops.metrics.imageWritten(err)
	switch {
	case errors.Is(err, store.ErrNotHolder):
		ss.images.log.Warn("the lease of a session was lost: it is dropped here, another server may run it", "session", hashHandle(ls.handle))
		ss.drop(ls, func(s *core.Session) { s.Close() })
		return errCallLost
	case err != nil:
		ss.images.log.Warn("the image of a session could not be written after a call", "session", hashHandle(ls.handle), "error", err)
		return fmt.Errorf("the session could not be written to the store after this call (%v): should this server stop, another goes on from the session as it was before", err)
	}
	return nil
}

// errCallLost is what the answer to a call tells when the server lost the
// session's lease while the call ran: the call is in no image.
var errCallLost = errors.New("this server lost the session to another while the call ran: the call's changes are lost, and the next call goes on from the session's last image")

// leaseLost reports whether the lease is known to be lost.
func leaseLost(l *store.Lease) bool {
	select {
	case <-l.Lost():
		return true
	default:
		return false
	}
}

// turn waits for the session's turn and returns the session a call runs
// on in it: the one found, or, when that one was parked while the call
// waited or this server may have lost it (confirmed), the session as the
// store has it, taken again. The error is the call's answer.
func (ss *sessions) turn(ctx context.Context, ls *liveSession) (*liveSession, error) {
	for again := false; ; again = true {
		if err := ls.begin(ctx); err != nil {
			return nil, errors.New("the call was cancelled while it waited for the session's earlier calls to end")
		}
		err := ss.confirmed(ls)
		if err == nil && !ls.parked.Load() {
			return ls, nil
		}
		ls.done()
		if err != nil && (again || !errors.Is(err, store.ErrNotHolder)) {
			return nil, err
		}
		if ls, err = ss.find(ls.handle, ls.owner); err != nil {
			return nil, err
		}
	}
}

// confirmed makes sure, in the session's turn, that this server still
// holds the lease of a session it has live, before a call runs on it. A
// server whose renewals came late (its machine busy, or stopped for a
// while) may have lost the session without knowing yet, and another may
// have run calls on it since: this copy is then stale. It is dropped at
// once (ErrNotHolder), so that the call goes on from the store.
func (ss *sessions) confirmed(ls *liveSession) error {
	if ls.lease == nil || ls.ended.Load() {
		return nil
	}
	ctx, cancel := context.WithTimeout(context.Background(), storeTimeout)
	defer cancel()
	err := ls.lease.Confirm(ctx)
	switch {
	case errors.Is(err, store.ErrNotHolder):
		// watch logs the loss; the drop is made here too, so that find
		// no longer finds this copy
		ss.drop(ls, func(s *core.Session) { s.Close() })
	case err != nil:
		ss.images.log.Warn("the lease of a session could not be confirmed before a call", "session", hashHandle(ls.handle), "error", err)
		return fmt.Errorf("%v; the call did not run: try again in a few seconds", err)
	}
	return err
}

// handOff parks a session just made, when servers share their sessions
// (--store): a load balancer sends the request that makes a session to
// any server, and its later requests, which carry its ID or handle, to the
// server that ID hashes to, which takes it from the store.
func (ss *sessions) handOff(ls *liveSession) {
	if ss.images.eachCall && ls.lease != nil {
		ss.park(ls)
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
