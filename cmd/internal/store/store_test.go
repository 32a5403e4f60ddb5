package store

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/forthling/forthling/cmd/internal/store/redistest"
)

// startRedis starts a redis-server of the test's own (redistest.Start).
func startRedis(t *testing.T) string { return redistest.Start(t) }

func openRedis(t *testing.T, url string, ttl time.Duration) *Redis {
	t.Helper()
	r, err := OpenRedis(context.Background(), url, ttl)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { r.Close() })
	return r
}

// storeContract holds a store to what every store does: leases are
// exclusive, only the holder writes, images come back as they were put.
func storeContract(t *testing.T, st, other Store) {
	ctx := context.Background()
	key := "session-" + newToken()
	if _, err := st.Get(ctx, key); !errors.Is(err, ErrNotFound) {
		t.Fatalf("Get of a new key: %v, want ErrNotFound", err)
	}
	lease, err := st.Acquire(ctx, key)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := other.Acquire(ctx, key); !errors.Is(err, ErrHeld) {
		t.Fatalf("a second Acquire of a held key: %v, want ErrHeld", err)
	}
	image := bytes.Repeat([]byte("image\x00"), 1000)
	if err := st.Put(ctx, lease, image); err != nil {
		t.Fatal(err)
	}
	if got, err := other.Get(ctx, key); err != nil || !bytes.Equal(got, image) {
		t.Fatalf("Get: %d bytes, %v; want the %d put", len(got), err, len(image))
	}
	if err := lease.Release(ctx); err != nil {
		t.Fatal(err)
	}
	select {
	case <-lease.Lost():
	default:
		t.Error("a released lease is not lost")
	}
	if err := st.Put(ctx, lease, []byte("stale")); !errors.Is(err, ErrNotHolder) {
		t.Fatalf("Put after Release: %v, want ErrNotHolder", err)
	}
	next, err := other.Acquire(ctx, key)
	if err != nil {
		t.Fatalf("Acquire after Release: %v", err)
	}
	if err := st.Delete(ctx, lease); !errors.Is(err, ErrNotHolder) {
		t.Fatalf("Delete by the old holder: %v, want ErrNotHolder", err)
	}
	if err := other.Delete(ctx, next); err != nil {
		t.Fatal(err)
	}
	if _, err := st.Get(ctx, key); !errors.Is(err, ErrNotFound) {
		t.Fatalf("Get after Delete: %v", err)
	}
	next.Release(ctx)
}

func TestDirStore(t *testing.T) {
	d, err := OpenDir(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	storeContract(t, d, d)
}

func TestRedisStore(t *testing.T) {
	url := startRedis(t)
	storeContract(t, openRedis(t, url, time.Second), openRedis(t, url, time.Second))
}

// TestRedisLeasesAreExclusive: servers that all want the same sessions at
// once never hold one at the same time, and each write of a holder lands.
func TestRedisLeasesAreExclusive(t *testing.T) {
	url := startRedis(t)
	const servers, keys = 4, 3
	var stores []*Redis
	for range servers {
		stores = append(stores, openRedis(t, url, 300*time.Millisecond))
	}
	var holders [keys]atomic.Int32
	var held, refused atomic.Int64
	ctx := context.Background()
	end := time.Now().Add(1500 * time.Millisecond)
	var wg sync.WaitGroup
	for s := range servers {
		for k := range keys {
			wg.Add(1)
			go func() {
				defer wg.Done()
				key := fmt.Sprintf("shared-%d", k)
				for time.Now().Before(end) {
					lease, err := stores[s].Acquire(ctx, key)
					if errors.Is(err, ErrHeld) {
						refused.Add(1)
						time.Sleep(time.Millisecond)
						continue
					}
					if err != nil {
						t.Error(err)
						return
					}
					if n := holders[k].Add(1); n != 1 {
						t.Errorf("%d servers hold %s at once", n, key)
					}
					held.Add(1)
					if err := stores[s].Put(ctx, lease, []byte(key)); err != nil {
						t.Errorf("the holder's Put: %v", err)
					}
					time.Sleep(2 * time.Millisecond)
					holders[k].Add(-1)
					lease.Release(ctx)
				}
			}()
		}
	}
	wg.Wait()
	if held.Load() < 10 || refused.Load() == 0 {
		t.Fatalf("%d leases held and %d refused: the test did not contend", held.Load(), refused.Load())
	}
	t.Logf("%d leases held, %d refused", held.Load(), refused.Load())
}

// TestRedisLeaseRunsOut: a lease its holder renews outlasts its time to
// live; when the holder dies (its connection closes, so it renews no
// more) the lease runs out, another server takes the session, and the old
// holder can no longer write.
func TestRedisLeaseRunsOut(t *testing.T) {
	url := startRedis(t)
	const ttl = 400 * time.Millisecond
	ctx := context.Background()
	dying, err := OpenRedis(ctx, url, ttl)
	if err != nil {
		t.Fatal(err)
	}
	taker := openRedis(t, url, ttl)
	lease, err := dying.Acquire(ctx, "moving")
	if err != nil {
		t.Fatal(err)
	}
	time.Sleep(3 * ttl)
	if _, err := taker.Acquire(ctx, "moving"); !errors.Is(err, ErrHeld) {
		t.Fatalf("a renewed lease after 3 times its TTL: %v, want ErrHeld", err)
	}
	dying.Close()
	start := time.Now()
	var taken *Lease
	for taken == nil {
		if time.Since(start) > 5*ttl {
			t.Fatalf("the lease of a dead holder has not run out after %v", time.Since(start))
		}
		taken, err = taker.Acquire(ctx, "moving")
		if err != nil && !errors.Is(err, ErrHeld) {
			t.Fatal(err)
		}
		time.Sleep(20 * time.Millisecond)
	}
	if waited := time.Since(start); waited > ttl+300*time.Millisecond {
		t.Errorf("the lease ran out after %v, its TTL is %v", waited, ttl)
	}
	select {
	case <-lease.Lost():
	case <-time.After(ttl):
		t.Error("the dead holder's lease is not marked lost")
	}
	// the old holder's token no longer writes, even through a live client
	stale := &Lease{Key: "moving", token: lease.token, lost: make(chan struct{})}
	if err := taker.Put(ctx, stale, []byte("stale")); !errors.Is(err, ErrNotHolder) {
		t.Fatalf("a write with the lost lease: %v, want ErrNotHolder", err)
	}
	if err := taker.Put(ctx, taken, []byte("new")); err != nil {
		t.Fatal(err)
	}
	taken.Release(ctx)
}

// A holder whose renewals come late (its machine busy or stopped) may have
// lost its lease without knowing yet: Confirm, which a server calls
// before it runs a call on a session it has live, finds that out from
// Redis once the last renewal no longer covers the lease, so that the
// server does not run a stale copy of a session another has run since.
// While a renewal covers the lease, Confirm needs no Redis at all.
func TestRedisLeaseConfirmedAfterLateRenewals(t *testing.T) {
	url := startRedis(t)
	const ttl = 300 * time.Millisecond
	ctx := context.Background()
	late := openRedis(t, url, ttl)
	late.renewEvery = time.Hour
	taker := openRedis(t, url, ttl)

	lease, err := late.Acquire(ctx, "busy")
	if err != nil {
		t.Fatal(err)
	}
	cut, cancel := context.WithCancel(ctx)
	cancel() // a lease its renewal covers is confirmed without Redis
	if err := lease.Confirm(cut); err != nil {
		t.Fatalf("a lease just acquired: %v", err)
	}
	// past the renewal's cover, Confirm asks Redis, which still has it
	lease.until.Store(0)
	if err := lease.Confirm(ctx); err != nil {
		t.Fatalf("a lease past its renewal's cover that Redis still holds: %v", err)
	}
	if err := lease.Confirm(cut); err != nil {
		t.Fatalf("a lease Confirm just renewed: %v", err)
	}

	time.Sleep(ttl + 100*time.Millisecond)
	taken, err := taker.Acquire(ctx, "busy")
	if err != nil {
		t.Fatalf("the lease of a holder that renewed too late: %v", err)
	}
	defer taken.Release(ctx)
	if err := lease.Confirm(ctx); !errors.Is(err, ErrNotHolder) {
		t.Fatalf("a lease another holder took: %v, want ErrNotHolder", err)
	}
	select {
	case <-lease.Lost():
	default:
		t.Error("a lease Confirm found taken is not marked lost")
	}
	if err := taken.Confirm(ctx); err != nil {
		t.Errorf("the taker's lease: %v", err)
	}

	// a lease that ran out is not confirmed though no one took it: it
	// may have been taken and given back meanwhile
	idle, err := late.Acquire(ctx, "idle")
	if err != nil {
		t.Fatal(err)
	}
	time.Sleep(ttl + 100*time.Millisecond)
	if err := idle.Confirm(ctx); !errors.Is(err, ErrNotHolder) {
		t.Errorf("a lease that ran out: %v, want ErrNotHolder", err)
	}
}

// Images not written for the idle time are forgotten, but for those whose
// lease is held: a session parked and left ends, one live stays.
func TestImagesExpire(t *testing.T) {
	d, err := OpenDir(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	r := openRedis(t, startRedis(t), time.Second)
	r.ExpireImages(300 * time.Millisecond)
	for name, st := range map[string]Store{"dir": d, "redis": r} {
		t.Run(name, func(t *testing.T) {
			ctx := context.Background()
			parked, live := "parked-"+newToken(), "live-"+newToken()
			leases := map[string]*Lease{}
			for _, key := range []string{parked, live} {
				lease, err := st.Acquire(ctx, key)
				if err != nil {
					t.Fatal(err)
				}
				if err := st.Put(ctx, lease, []byte(key)); err != nil {
					t.Fatal(err)
				}
				leases[key] = lease
			}
			leases[parked].Release(ctx)
			time.Sleep(400 * time.Millisecond)
			before, _ := d.Images()
			removed, err := d.Expire(300 * time.Millisecond)
			if err != nil {
				t.Fatal(err)
			}
			if after, _ := d.Images(); name == "dir" && (removed != 1 || after != before-1) {
				t.Errorf("Expire removed %d images, from %d to %d; want the parked one", removed, before, after)
			}
			if _, err := st.Get(ctx, parked); !errors.Is(err, ErrNotFound) {
				t.Errorf("the image parked and left: %v, want ErrNotFound", err)
			}
			if name == "dir" {
				// Redis forgets by its key's time to live alone, held or not
				if _, err := st.Get(ctx, live); err != nil {
					t.Errorf("the image of a held lease: %v", err)
				}
			}
			leases[live].Release(ctx)
		})
	}
}
