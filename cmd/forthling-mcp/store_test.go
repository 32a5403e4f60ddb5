package main

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"net/http"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/redis/go-redis/v9"

	"github.com/forthling/forthling/buildtags"
	"github.com/forthling/forthling/cmd/internal/store"
	"github.com/forthling/forthling/cmd/internal/store/redistest"
	"github.com/forthling/forthling/core"
)

// Servers that share their sessions through Redis (--store): a session
// runs on one server at a time, and when that server dies (SIGKILL) another
// goes on from its last image, with its words intact.

// retryHeld repeats call while the answer says another server holds the
// session (its lease has not run out yet), for at most a while.
func retryHeld(t testing.TB, call func() (bool, string)) string {
	t.Helper()
	deadline := time.Now().Add(15 * time.Second)
	for {
		isError, text := call()
		if !isError || !strings.Contains(text, "held by another server") || time.Now().After(deadline) {
			return text
		}
		time.Sleep(100 * time.Millisecond)
	}
}

// leaseOf returns a client of the Redis at url, closed when the test
// ends, and the key of the lease of the session of handle (no owner) as
// the store keeps it there.
func leaseOf(t *testing.T, url, handle string) (*redis.Client, string) {
	t.Helper()
	opts, err := redis.ParseURL(url)
	if err != nil {
		t.Fatal(err)
	}
	client := redis.NewClient(opts)
	t.Cleanup(func() { client.Close() })
	sum := sha256.Sum256([]byte(storeKey("", handle)))
	return client, "forthling:lease:" + hex.EncodeToString(sum[:])
}

func TestHTTPSessionsMoveBetweenServersThroughRedis(t *testing.T) {
	url := redistest.Start(t)
	start := func() *serverProcess {
		return startServerProcess(t, "--http", freeAddr(t), "--store", url, "--store-lease", "1s")
	}
	a, b := start(), start()

	// a handle made on a goes on at b: a hands it over after the call
	// that made it
	handle := newSessionAt(t, a.url, `: moved 11 ; VARIABLE v 5 v !`)
	if text := evalIn(t, b.url, handle, "moved v @ + ."); !strings.Contains(text, "16 ") {
		t.Fatalf("the session at the second server: %q", text)
	}
	// b holds it now: a refuses it with a clear answer rather than run
	// it at the same time
	_, held := modernCall(t, a.url, "forth_eval", map[string]any{"code": "moved .", "session": handle}, nil)
	if !held.IsError || !strings.Contains(held.Text(), "held by another server") || !strings.Contains(held.Text(), "try again") {
		t.Errorf("the first server, while the second holds the session: %s", held.Text())
	}
	// an Mcp-Session-Id made on a goes on at b too
	id := initializeRaw(t, a.url, nil)
	if status, body := legacyCall(t, b.url, id, nil, "forth_eval", map[string]any{"code": ": legacy-word 7 ;"}); status != http.StatusOK || strings.Contains(body, `"isError":true`) {
		t.Fatalf("an Mcp-Session-Id at the second server: %d %s", status, body)
	}
	if status, body := legacyCall(t, a.url, id, nil, "forth_eval", map[string]any{"code": "legacy-word ."}); status != http.StatusServiceUnavailable || !strings.Contains(body, "held by another server") {
		t.Errorf("an Mcp-Session-Id held by the other server: %d %s", status, body)
	}

	// b dies without a word: a takes both sessions once b's leases run out
	if err := b.stop(t, syscall.SIGKILL); err == nil {
		t.Fatal("a server killed by SIGKILL exited with status 0")
	}
	text := retryHeld(t, func() (bool, string) {
		_, res := modernCall(t, a.url, "forth_eval", map[string]any{"code": "moved v @ + .", "session": handle}, nil)
		return res.IsError, res.Text()
	})
	if !strings.Contains(text, "16 ") {
		t.Errorf("the handle after its server died: %q", text)
	}
	text = retryHeld(t, func() (bool, string) {
		status, body := legacyCall(t, a.url, id, nil, "forth_eval", map[string]any{"code": "legacy-word ."})
		return status != http.StatusOK, body
	})
	if !strings.Contains(text, "7 ") {
		t.Errorf("the Mcp-Session-Id after its server died: %q", text)
	}
}

// A server whose lease of a session is lost (another holds it now) drops
// the session from memory without writing it, and does not run it again
// until it can take the lease.
func TestHTTPALostLeaseDropsTheSession(t *testing.T) {
	url := redistest.Start(t)
	a := startServerProcess(t, "--http", freeAddr(t), "--store", url, "--store-lease", "600ms")
	handle := newSessionAt(t, a.url, ": kept-word 3 ;")
	evalIn(t, a.url, handle, "kept-word .") // a holds it again
	if n := metricOf(t, a.url, "forthling_sessions_live"); n != 1 {
		t.Fatalf("%v sessions live, want 1", n)
	}
	client, lease := leaseOf(t, url, handle)
	if err := client.Set(context.Background(), lease, "another-server", 0).Err(); err != nil {
		t.Fatal(err)
	}
	deadline := time.Now().Add(5 * time.Second)
	for metricOf(t, a.url, "forthling_sessions_live") != 0 {
		if time.Now().After(deadline) {
			t.Fatal("the session whose lease was lost is still live")
		}
		time.Sleep(50 * time.Millisecond)
	}
	_, held := modernCall(t, a.url, "forth_eval", map[string]any{"code": "kept-word .", "session": handle}, nil)
	if !held.IsError || !strings.Contains(held.Text(), "held by another server") {
		t.Errorf("a call while another holds the lease: %s", held.Text())
	}
	client.Del(context.Background(), lease)
	if text := evalIn(t, a.url, handle, "kept-word ."); !strings.Contains(text, "3 ") {
		t.Errorf("the session once its lease is free: %q", text)
	}
}

// A server stopped for longer than its lease (SIGSTOP: a machine so busy
// that its renewals come late) still has the session in memory when it
// goes on, though another server has taken the session and run a call on
// it meanwhile. A call that reaches the first server then must not run on
// its stale copy, which lacks that call: the server confirms its lease
// before the call, finds it lost, drops its copy and goes to the store,
// where the other server holds the session. The call is sent while the
// server is stopped, so that it waits there beside the late renewal.
func TestHTTPAServerStoppedPastItsLeaseRunsNoStaleCopy(t *testing.T) {
	url := redistest.Start(t)
	start := func() *serverProcess {
		return startServerProcess(t, "--http", freeAddr(t), "--store", url, "--store-lease", "1s")
	}
	a, b := start(), start()
	handle := newSessionAt(t, a.url, ": w0 10 ;")
	evalIn(t, a.url, handle, "w0 .") // a holds it, live in its memory

	if err := a.cmd.Process.Signal(syscall.SIGSTOP); err != nil {
		t.Fatal(err)
	}
	stopped := true
	defer func() {
		if stopped {
			a.cmd.Process.Signal(syscall.SIGCONT)
		}
	}()
	text := retryHeld(t, func() (bool, string) {
		_, res := modernCall(t, b.url, "forth_eval", map[string]any{"code": ": w1 1 ;", "session": handle}, nil)
		return res.IsError, res.Text()
	})
	if strings.Contains(text, "error") {
		t.Fatalf("the second server, once the stopped server's lease ran out: %q", text)
	}

	answer := make(chan toolResult, 1)
	go func() {
		_, res := modernCall(t, a.url, "forth_eval", map[string]any{"code": "w0 w1 + .", "session": handle}, nil)
		answer <- res
	}()
	time.Sleep(300 * time.Millisecond)
	a.cmd.Process.Signal(syscall.SIGCONT)
	stopped = false
	select {
	case res := <-answer:
		if !res.IsError || !strings.Contains(res.Text(), "held by another server") {
			t.Errorf("the server that lost its lease while stopped ran the call: %s", res.Text())
		}
	case <-time.After(30 * time.Second):
		t.Fatal("no answer from the server that was stopped")
	}
	if text := evalIn(t, b.url, handle, "w0 w1 + ."); !strings.Contains(text, "11 ") {
		t.Errorf("the session at the server that holds it: %q", text)
	}
}

// With --store, a call whose session cannot be written after it (an open
// SQLite database) says so in its answer: should the server stop, the
// session goes on without it.
func TestHTTPAnUnwritableCallSaysSo(t *testing.T) {
	needSQLite(t)
	url := redistest.Start(t)
	a := startServerProcess(t, "--http", freeAddr(t), "--store", url)
	_, res := modernCall(t, a.url, "forth_eval", map[string]any{"code": `ALSO SQLITE S" :memory:" DB-OPEN THROW CONSTANT DB`}, nil)
	handle := handleOf(t, res.Text())
	if res.IsError || !strings.Contains(res.Text(), "warning: the session could not be written to the store after this call") {
		t.Errorf("a call that opened a database: %s", res.Text())
	}
	_, res = modernCall(t, a.url, "forth_eval", map[string]any{"code": "DB DB-CLOSE 5 .", "session": handle}, nil)
	if res.IsError || strings.Contains(res.Text(), "warning:") || !strings.Contains(res.Text(), "5 ") {
		t.Errorf("the call that closed it: %s", res.Text())
	}
}

// storeSessions is the sessions of a server that keeps each call's image
// in the Redis at url (--store) with leases of that length, closed when
// the test ends.
func storeSessions(t *testing.T, url string, lease time.Duration) *sessions {
	t.Helper()
	sys, err := buildtags.Image()
	if err != nil {
		t.Fatal(err)
	}
	st, err := store.OpenRedis(context.Background(), url, lease)
	if err != nil {
		t.Fatal(err)
	}
	ss, err := newHTTPSessions(core.Options{Limits: core.DefaultLimits}, 10, time.Hour, images{store: st, sys: sys, eachCall: true})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		ss.close()
		st.Close()
	})
	return ss
}

// A session just made has an image in the store before its handle is
// known to a client. Should its server's lease lapse before the session
// is handed off (renewals late on a busy machine), the server the next
// request goes to takes the new session from that image, rather than
// answering that it is gone.
func TestANewSessionIsInTheStoreBeforeItIsHandedOff(t *testing.T) {
	url := redistest.Start(t)
	a, b := storeSessions(t, url, time.Second), storeSessions(t, url, time.Second)
	made, err := a.create("")
	if err != nil {
		t.Fatal(err)
	}
	// the lease lapses, as Redis drops it when its time runs out
	client, lease := leaseOf(t, url, made.handle)
	if err := client.Del(context.Background(), lease).Err(); err != nil {
		t.Fatal(err)
	}
	taken, err := b.find(made.handle, "")
	if err != nil {
		t.Fatalf("the new session at the second server: %v", err)
	}
	r := taken.session.Eval(context.Background(), core.Request{Code: "1 2 + ."})
	if !strings.Contains(r.Output, "3 ") {
		t.Errorf("the new session taken by the second server answered %+v", r)
	}
}

// A server that loses a session's lease while a call runs on it (its
// renewals late on a busy machine) drops the session without writing it:
// the call's answer says that its changes are lost, so that the client
// makes the call again on the server that takes the session.
func TestALeaseLostDuringACallIsInItsAnswer(t *testing.T) {
	url := redistest.Start(t)
	ss := storeSessions(t, url, 300*time.Millisecond)
	ls, err := ss.create("")
	if err != nil {
		t.Fatal(err)
	}
	if ls, err = ss.turn(context.Background(), ls); err != nil {
		t.Fatal(err)
	}
	defer ls.done()
	ls.session.Eval(context.Background(), core.Request{Code: ": made-here 1 ;"})
	// another server takes the lease while the call runs
	client, lease := leaseOf(t, url, ls.handle)
	if err := client.Set(context.Background(), lease, "another-server", 0).Err(); err != nil {
		t.Fatal(err)
	}
	for deadline := time.Now().Add(5 * time.Second); !ls.ended.Load(); time.Sleep(20 * time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatal("the server did not notice the lost lease")
		}
	}
	if err := ss.saved(ls); err == nil || !strings.Contains(err.Error(), "changes are lost") {
		t.Errorf("the call's answer after the lease was lost while it ran: %v", err)
	}
}
