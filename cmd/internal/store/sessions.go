package store

import (
	"bytes"
	"context"
	"errors"

	"github.com/forthling/forthling/core"
)

// Take makes key's session live on this server: it takes the lease and
// reads the session from its last image. ErrHeld: another server runs it
// (it is not yet free to move); ErrNotFound: no image is kept (the session
// ended, or was never written), which the server answers as a session gone.
// The session is read into sys, the server's system.
func Take(ctx context.Context, st Store, sys *core.Image, key string, opts core.Options) (*core.Session, *Lease, error) {
	lease, err := st.Acquire(ctx, key)
	if err != nil {
		return nil, nil, err
	}
	image, err := st.Get(ctx, key)
	if err == nil {
		var s *core.Session
		if s, err = sys.ReadSession(bytes.NewReader(image), opts); err == nil {
			return s, lease, nil
		}
	}
	return nil, nil, errors.Join(err, lease.Release(ctx))
}

// Save writes the session's image under the lease: after each call that
// changed it, when sessions must survive the server.
func Save(ctx context.Context, st Store, lease *Lease, s *core.Session) error {
	var buf bytes.Buffer
	if err := s.WriteImage(&buf); err != nil {
		return err
	}
	return st.Put(ctx, lease, buf.Bytes())
}

// Park writes the session's image, ends the session in memory and gives
// the lease up: the session lives on in the store, for this server or
// another to Take when its next request comes. When the image cannot be
// written (an open database) the session stays live and the lease held.
func Park(ctx context.Context, st Store, lease *Lease, s *core.Session) error {
	if err := Save(ctx, st, lease, s); err != nil {
		return err
	}
	s.Close()
	return lease.Release(ctx)
}

// End ends a session for good (DELETE, forth_reset's end of a handle): its
// image is deleted, the session closed and the lease given up.
func End(ctx context.Context, st Store, lease *Lease, s *core.Session) error {
	s.Close()
	return errors.Join(st.Delete(ctx, lease), lease.Release(ctx))
}
