package store

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/redis/go-redis/v9"
)

// Redis keeps images and leases in Redis, for several servers that share
// their sessions. The image of a key is at forthling:image:HASH, its lease
// at forthling:lease:HASH, holding the holder's token with a time to live.
type Redis struct {
	client *redis.Client
	// TTL is how long a lease lasts unless renewed; the holder renews it
	// every TTL/3, so a server that dies loses its sessions after TTL.
	ttl time.Duration
	// imageTTL: an image not written for this long is forgotten (0: kept
	// until deleted), as Redis's own expiry of its key
	imageTTL time.Duration
	// renewEvery, when not 0, is how often leases are renewed instead of
	// TTL/3: a test's holder whose renewals are late
	renewEvery time.Duration
}

// ExpireImages has Redis forget an image not written for idle: a session
// parked and left that long ends (--session-idle), as one in memory does.
func (r *Redis) ExpireImages(idle time.Duration) { r.imageTTL = idle }

// DefaultLeaseTTL is the time to live of a lease: a dead server's sessions
// move to another after at most this long.
const DefaultLeaseTTL = 10 * time.Second

// OpenRedis connects to the Redis of url (redis://HOST:PORT[/DB], with a
// password as redis://:PASSWORD@HOST:PORT) and checks that it answers.
func OpenRedis(ctx context.Context, url string, ttl time.Duration) (*Redis, error) {
	opts, err := redis.ParseURL(url)
	if err != nil {
		return nil, fmt.Errorf("--store %s: %w", url, err)
	}
	if ttl <= 0 {
		ttl = DefaultLeaseTTL
	}
	client := redis.NewClient(opts)
	if err := client.Ping(ctx).Err(); err != nil {
		client.Close()
		return nil, fmt.Errorf("--store %s: %w", url, err)
	}
	return &Redis{client: client, ttl: ttl}, nil
}

func imageKey(key string) string { return "forthling:image:" + hashKey(key) }
func leaseKey(key string) string { return "forthling:lease:" + hashKey(key) }

// The holder's writes check the lease and write in one step, in Redis, so
// that a holder whose lease ran out never overwrites the image of the
// server that took the session after it.
var (
	renewScript = redis.NewScript(`
if redis.call("GET", KEYS[1]) == ARGV[1] then
	return redis.call("PEXPIRE", KEYS[1], ARGV[2])
end
return 0`)
	releaseScript = redis.NewScript(`
if redis.call("GET", KEYS[1]) == ARGV[1] then
	return redis.call("DEL", KEYS[1])
end
return 0`)
	putScript = redis.NewScript(`
if redis.call("GET", KEYS[1]) == ARGV[1] then
	if tonumber(ARGV[3]) > 0 then
		redis.call("SET", KEYS[2], ARGV[2], "PX", ARGV[3])
	else
		redis.call("SET", KEYS[2], ARGV[2])
	end
	return 1
end
return 0`)
	deleteScript = redis.NewScript(`
if redis.call("GET", KEYS[1]) == ARGV[1] then
	redis.call("DEL", KEYS[2])
	return 1
end
return 0`)
)

// Acquire sets the lease with NX and the time to live, and renews it every
// TTL/3 until it is released or a renewal fails.
func (r *Redis) Acquire(ctx context.Context, key string) (*Lease, error) {
	token := newToken()
	start := time.Now()
	ok, err := r.client.SetNX(ctx, leaseKey(key), token, r.ttl).Result()
	if err != nil {
		return nil, err
	}
	if !ok {
		return nil, ErrHeld
	}
	stop := make(chan struct{})
	l := &Lease{Key: key, token: token, lost: make(chan struct{})}
	l.heldUntil(start.Add(r.ttl))
	l.release = func(ctx context.Context) error {
		close(stop)
		l.markLost()
		return releaseScript.Run(ctx, r.client, []string{leaseKey(key)}, token).Err()
	}
	l.renew = func(ctx context.Context) (bool, error) { return r.renew(ctx, l) }
	go r.keepRenewing(l, stop)
	return l, nil
}

// renew extends the lease by its time to live if it is still the
// holder's, and reports whether it was.
func (r *Redis) renew(ctx context.Context, l *Lease) (bool, error) {
	start := time.Now()
	n, err := renewScript.Run(ctx, r.client, []string{leaseKey(l.Key)}, l.token, r.ttl.Milliseconds()).Int()
	if err != nil || n == 0 {
		return false, err
	}
	l.heldUntil(start.Add(r.ttl))
	return true, nil
}

// keepRenewing keeps the lease alive, every renewEvery (TTL/3 unless a
// test says otherwise); a renewal that fails or finds another holder ends
// it as lost.
func (r *Redis) keepRenewing(l *Lease, stop chan struct{}) {
	every := r.renewEvery
	if every == 0 {
		every = r.ttl / 3
	}
	tick := time.NewTicker(every)
	defer tick.Stop()
	for {
		select {
		case <-stop:
			return
		case <-tick.C:
		}
		ctx, cancel := context.WithTimeout(context.Background(), r.ttl/3)
		held, _ := r.renew(ctx, l)
		cancel()
		if !held {
			l.markLost()
			return
		}
	}
}

// Get reads the image of key.
func (r *Redis) Get(ctx context.Context, key string) ([]byte, error) {
	b, err := r.client.Get(ctx, imageKey(key)).Bytes()
	if errors.Is(err, redis.Nil) {
		return nil, ErrNotFound
	}
	return b, err
}

// Put writes the image if the lease is still the holder's.
func (r *Redis) Put(ctx context.Context, l *Lease, image []byte) error {
	return r.asHolder(ctx, putScript, l, image, r.imageTTL.Milliseconds())
}

// Delete removes the image if the lease is still the holder's.
func (r *Redis) Delete(ctx context.Context, l *Lease) error {
	return r.asHolder(ctx, deleteScript, l)
}

// asHolder runs a script that changes the image of the lease's key only
// while the lease holds the holder's token, and marks it lost otherwise.
func (r *Redis) asHolder(ctx context.Context, script *redis.Script, l *Lease, args ...any) error {
	n, err := script.Run(ctx, r.client, []string{leaseKey(l.Key), imageKey(l.Key)}, append([]any{l.token}, args...)...).Int()
	if err != nil {
		return err
	}
	if n == 0 {
		l.markLost()
		return ErrNotHolder
	}
	return nil
}

// Close closes the connections to Redis.
func (r *Redis) Close() error { return r.client.Close() }
