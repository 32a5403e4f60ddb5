// Package store keeps the images of sessions (core.Session.WriteImage) by
// session key, for a server that restarts, parks idle sessions or shares
// its sessions with other servers. A session runs on one server at a time:
// that server holds its lease, and only the holder of a key's lease may
// write or delete its image.
//
// Dir keeps images in a directory, for one server (--state-dir): its leases
// are held in the process. Redis keeps them in Redis, for several servers
// behind one address (--store redis://HOST:PORT): a lease is a Redis key
// set with NX and a time to live, which the holder renews while it holds the
// session; when a server dies its leases run out and another takes the
// sessions from their last images.
//
//	st, _ := store.OpenDir("/var/lib/forthling")
//	lease, err := st.Acquire(ctx, sessionID) // store.ErrHeld: another has it
//	image, err := st.Get(ctx, sessionID)     // store.ErrNotFound: none yet
//	err = st.Put(ctx, lease, newImage)
//	lease.Release(ctx)
//
// Take, Save, Park and End bind a core.Session to a store and its lease,
// as a server does when a request comes, after a call, when a session has
// been idle and when it ends.
//
// Keys are the session IDs and handles clients carry, which are secrets:
// the stores name files and Redis keys by a hash of them instead.
package store

import (
	"context"
	"crypto/rand"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"sync"
	"sync/atomic"
	"time"
)

// Store keeps session images by key.
type Store interface {
	// Acquire takes the lease of key, or returns ErrHeld when another
	// holder has it. The lease is held until Release, or until it is lost
	// (Lease.Lost), when the store could not renew it in time.
	Acquire(ctx context.Context, key string) (*Lease, error)
	// Get returns the image of key, or ErrNotFound.
	Get(ctx context.Context, key string) ([]byte, error)
	// Put writes the image of the lease's key; ErrNotHolder when the lease
	// is no longer held.
	Put(ctx context.Context, lease *Lease, image []byte) error
	// Delete removes the image of the lease's key (a session that ended).
	Delete(ctx context.Context, lease *Lease) error
	// Close releases what the store holds open (not its leases).
	Close() error
}

// Errors of the stores.
var (
	ErrNotFound  = errors.New("no image is stored for this session")
	ErrHeld      = errors.New("the session is held by another server")
	ErrNotHolder = errors.New("the lease of the session is no longer held: another server may run it now")
)

// Lease says that its holder runs the session of Key.
type Lease struct {
	Key     string
	token   string
	lost    chan struct{}
	once    sync.Once
	release func(ctx context.Context) error
	// renew, for a lease with a time to live, renews it in the store now
	// and reports whether it was still the holder's; nil for a lease held
	// in the process, which cannot run out.
	renew func(ctx context.Context) (bool, error)
	// until is when the lease runs out unless renewed, by this process's
	// monotonic clock (sinceStart): the start of the last renewal that
	// succeeded, or of the acquiring, plus the time to live. The store
	// set the time to live after that start, so no other holder can take
	// the lease before it.
	until atomic.Int64
}

// processStart is what sinceStart counts from.
var processStart = time.Now()

// sinceStart is the time since processStart on the monotonic clock, which
// a change of the wall clock does not move.
func sinceStart(t time.Time) int64 { return int64(t.Sub(processStart)) }

// heldUntil records that the lease holds until at least t.
func (l *Lease) heldUntil(t time.Time) {
	at := sinceStart(t)
	for {
		was := l.until.Load()
		if at <= was || l.until.CompareAndSwap(was, at) {
			return
		}
	}
}

// Confirm makes sure, before a call runs on the session, that the lease is
// still held, and so that no other server has run the session since this
// one last did: a holder whose renewals came late (a busy or stopped
// machine) may have lost it without knowing yet. While the last renewal
// holds it is held; past that, Confirm renews it in the store now. It
// returns ErrNotHolder, and marks the lease lost, when another may have
// taken it.
func (l *Lease) Confirm(ctx context.Context) error {
	select {
	case <-l.lost:
		return ErrNotHolder
	default:
	}
	if l.renew == nil || sinceStart(time.Now()) < l.until.Load() {
		return nil
	}
	held, err := l.renew(ctx)
	if err != nil {
		return fmt.Errorf("the store could not confirm that this server still holds the session: %w", err)
	}
	if !held {
		l.markLost()
		return ErrNotHolder
	}
	return nil
}

// Lost is closed when the lease is lost: the store could not renew it, and
// another server may take the session.
func (l *Lease) Lost() <-chan struct{} { return l.lost }

// Release gives the lease up.
func (l *Lease) Release(ctx context.Context) error {
	var err error
	l.once.Do(func() { err = l.release(ctx) })
	return err
}

func (l *Lease) markLost() {
	select {
	case <-l.lost:
	default:
		close(l.lost)
	}
}

// hashKey names a key in files and Redis: a hash, since keys are secrets.
func hashKey(key string) string {
	h := sha256.Sum256([]byte(key))
	return hex.EncodeToString(h[:])
}

// newToken is a lease's token: 128 random bits, which no other holder has.
func newToken() string {
	var b [16]byte
	rand.Read(b[:])
	return hex.EncodeToString(b[:])
}
