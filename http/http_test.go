//go:build http

package http_test

import (
	"context"
	"fmt"
	"io"
	nethttp "net/http"
	"net/http/httptest"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/forthling/forthling/buildtags"
	"github.com/forthling/forthling/core"
)

// server is a local test server that counts the requests it gets.
type server struct {
	*httptest.Server
	hits atomic.Int64
}

func newServer(t *testing.T) *server {
	s := &server{}
	mux := nethttp.NewServeMux()
	mux.HandleFunc("/hello", func(w nethttp.ResponseWriter, r *nethttp.Request) {
		w.Header().Set("Content-Type", "text/plain")
		w.Header().Set("X-Answer", "42")
		w.Header()["Date"] = nil // no Date: the test compares the headers
		fmt.Fprint(w, "hello")
	})
	mux.HandleFunc("/echo", func(w nethttp.ResponseWriter, r *nethttp.Request) {
		body, _ := io.ReadAll(r.Body)
		w.WriteHeader(nethttp.StatusCreated)
		fmt.Fprintf(w, "%s %s %s %s", r.Method, r.Header.Get("Content-Type"), r.Header.Get("X-Token"), body)
	})
	mux.HandleFunc("/missing", func(w nethttp.ResponseWriter, r *nethttp.Request) {
		nethttp.Error(w, "no such thing", nethttp.StatusNotFound)
	})
	mux.HandleFunc("/slow", func(w nethttp.ResponseWriter, r *nethttp.Request) {
		select {
		case <-time.After(5 * time.Second):
		case <-r.Context().Done():
		}
	})
	mux.HandleFunc("/big", func(w nethttp.ResponseWriter, r *nethttp.Request) {
		w.Write([]byte(strings.Repeat("x", 2<<20)))
	})
	mux.HandleFunc("/redirect", func(w nethttp.ResponseWriter, r *nethttp.Request) {
		nethttp.Redirect(w, r, r.URL.Query().Get("to"), nethttp.StatusFound)
	})
	s.Server = httptest.NewServer(nethttp.HandlerFunc(func(w nethttp.ResponseWriter, r *nethttp.Request) {
		s.hits.Add(1)
		mux.ServeHTTP(w, r)
	}))
	t.Cleanup(s.Close)
	return s
}

// session makes a session that may reach hosts.
func session(t *testing.T, limits func(*core.Limits), hosts ...string) *core.Session {
	t.Helper()
	l := core.DefaultLimits
	if limits != nil {
		limits(&l)
	}
	s, err := buildtags.NewSession(core.Options{Limits: l, AllowHosts: hosts})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(s.Close)
	eval(t, s, "ALSO HTTP")
	return s
}

func eval(t *testing.T, s *core.Session, code string) *core.Result {
	t.Helper()
	return s.Eval(context.Background(), core.Request{Code: code})
}

// want runs code and checks its output.
func want(t *testing.T, s *core.Session, code, output string) {
	t.Helper()
	r := eval(t, s, code)
	if r.Error != nil {
		t.Fatalf("%s\n%s", code, r.Text())
	}
	if r.Output != output {
		t.Errorf("%s\nprints %q\nwant   %q", code, r.Output, output)
	}
}

func TestGet(t *testing.T) {
	srv := newServer(t)
	s := session(t, nil, "127.0.0.1")
	want(t, s, fmt.Sprintf(`S" %s/hello" HTTP-GET THROW VALUE R
		R HTTP-STATUS .  R HTTP-BODY TYPE SPACE
		R S" x-answer" HTTP-HEADER@ . TYPE SPACE  R S" X-None" HTTP-HEADER@ . . .
		R HTTP-HEADERS TYPE  R HTTP-CLOSE`, srv.URL),
		"200 hello -1 42 0 0 0 Content-Length: 5\nContent-Type: text/plain\nX-Answer: 42\n")
}

func TestPostWithHeaders(t *testing.T) {
	srv := newServer(t)
	s := session(t, nil, "127.0.0.1")
	want(t, s, fmt.Sprintf(`S" Content-Type" S" application/json" HTTP-HEADER  S" X-Token" S" t0k" HTTP-HEADER
		S" %s/echo" S\" {\"a\":1}" HTTP-POST THROW VALUE R  R HTTP-STATUS . R HTTP-BODY TYPE R HTTP-CLOSE`, srv.URL),
		`201 POST application/json t0k {"a":1}`)
	// the headers were for that request only
	want(t, s, fmt.Sprintf(`S" %s/echo" S" x" HTTP-POST THROW DUP HTTP-BODY TYPE HTTP-CLOSE`, srv.URL), "POST   x")
}

func TestStatusIsNotAnError(t *testing.T) {
	srv := newServer(t)
	s := session(t, nil, "127.0.0.1")
	want(t, s, fmt.Sprintf(`S" %s/missing" HTTP-GET . DUP HTTP-STATUS . HTTP-CLOSE`, srv.URL), "0 404 ")
}

// A request to a host the server does not allow never leaves.
func TestHostNotAllowed(t *testing.T) {
	srv := newServer(t)
	for _, hosts := range [][]string{nil, {"api.example.com"}, {"*.example.com"}, {"127.0.0.2"}} {
		s := session(t, nil, hosts...)
		r := eval(t, s, fmt.Sprintf(`S" %s/hello" HTTP-GET . . HTTP-ERROR TYPE`, srv.URL))
		if r.Error != nil || !strings.HasPrefix(r.Output, "-260 0 ") {
			t.Errorf("hosts %q: want -260, got %s", hosts, r.Text())
		}
	}
	if n := srv.hits.Load(); n != 0 {
		t.Errorf("the server got %d requests", n)
	}
}

// A redirect to a host that is not allowed is refused.
func TestRedirectNotAllowed(t *testing.T) {
	srv := newServer(t)
	s := session(t, nil, "127.0.0.1")
	// localhost is another name: only 127.0.0.1 is allowed
	to := strings.Replace(srv.URL, "127.0.0.1", "localhost", 1) + "/hello"
	r := eval(t, s, fmt.Sprintf(`S" %s/redirect?to=%s" HTTP-GET . . HTTP-ERROR TYPE`, srv.URL, to))
	if r.Error != nil || !strings.HasPrefix(r.Output, "-260 0 a redirect to "+to+" is refused") {
		t.Errorf("want the redirect refused, got %s", r.Text())
	}
	if n := srv.hits.Load(); n != 1 {
		t.Errorf("the server got %d requests, want 1 (the redirect)", n)
	}
	// a redirect to an allowed host is followed
	want(t, s, fmt.Sprintf(`S" %[1]s/redirect?to=%[1]s/hello" HTTP-GET THROW DUP HTTP-BODY TYPE HTTP-CLOSE`, srv.URL), "hello")
}

// "*" does not reach loopback, private, link-local or metadata addresses:
// they are refused when the connection is made, before anything is sent.
func TestWildcardRefusesSpecialAddresses(t *testing.T) {
	srv := newServer(t)
	port := srv.URL[strings.LastIndex(srv.URL, ":"):]
	s := session(t, nil, "*")
	for _, url := range []string{
		srv.URL + "/hello",
		"http://localhost" + port + "/hello",
		"http://[::1]" + port + "/hello",
		"http://169.254.169.254/latest/meta-data/",
		"http://[fd00:ec2::254]/latest/meta-data/",
		"http://10.0.0.1/",
		"http://192.168.1.1/",
		"http://172.16.0.1/",
		"http://100.100.100.200/",
		"http://0.0.0.0" + port + "/hello",
		"http://[::ffff:127.0.0.1]" + port + "/hello",
	} {
		r := eval(t, s, fmt.Sprintf(`S" %s" HTTP-GET . . HTTP-ERROR TYPE`, url))
		if r.Error != nil || !strings.HasPrefix(r.Output, "-260 0 ") || !strings.Contains(r.Output, "special address") {
			t.Errorf("%s: want -260 for a special address, got %s", url, r.Text())
		}
	}
	if n := srv.hits.Load(); n != 0 {
		t.Errorf("the server got %d requests", n)
	}
}

// Named explicitly, a loopback host may be reached, next to "*".
func TestLoopbackNamedExplicitly(t *testing.T) {
	srv := newServer(t)
	s := session(t, nil, "*", "127.0.0.1")
	want(t, s, fmt.Sprintf(`S" %s/hello" HTTP-GET THROW DUP HTTP-BODY TYPE HTTP-CLOSE`, srv.URL), "hello")
	// but a redirect to localhost, which only "*" matches, is refused at the dial
	to := strings.Replace(srv.URL, "127.0.0.1", "localhost", 1) + "/hello"
	r := eval(t, s, fmt.Sprintf(`S" %s/redirect?to=%s" HTTP-GET . . HTTP-ERROR TYPE`, srv.URL, to))
	if r.Error != nil || !strings.HasPrefix(r.Output, "-260 0 ") {
		t.Errorf("want -260, got %s", r.Text())
	}
}

// A request still running at the call's time limit ends the call with -258.
func TestTimeLimit(t *testing.T) {
	srv := newServer(t)
	s := session(t, func(l *core.Limits) { l.Time = 200 * time.Millisecond }, "127.0.0.1")
	start := time.Now()
	r := eval(t, s, fmt.Sprintf(`S" %s/slow" HTTP-GET`, srv.URL))
	if took := time.Since(start); took > 2*time.Second {
		t.Errorf("the call took %v", took)
	}
	if r.Error == nil || r.Error.Code != core.ErrLimit || r.Error.Detail != "time" {
		t.Fatalf("want -258 limit exceeded: time, got %s", r.Text())
	}
}

// Cancelling the call ends the request with -259.
func TestCancel(t *testing.T) {
	srv := newServer(t)
	s := session(t, func(l *core.Limits) { l.Time = 10 * time.Second }, "127.0.0.1")
	ctx, cancel := context.WithCancel(context.Background())
	time.AfterFunc(100*time.Millisecond, cancel)
	r := s.Eval(ctx, core.Request{Code: fmt.Sprintf(`S" %s/slow" HTTP-GET`, srv.URL)})
	if r.Error == nil || r.Error.Code != core.ErrCancelled {
		t.Fatalf("want -259, got %s", r.Text())
	}
}

// A response larger than the Forth memory is refused.
func TestBodyBoundedByMemory(t *testing.T) {
	srv := newServer(t)
	s := session(t, nil, "127.0.0.1")
	r := eval(t, s, fmt.Sprintf(`S" %s/big" HTTP-GET . . HTTP-ERROR TYPE`, srv.URL))
	if r.Error != nil || !strings.HasPrefix(r.Output, "-265 0 the response body is larger than") {
		t.Errorf("want -265, got %s", r.Text())
	}
}
