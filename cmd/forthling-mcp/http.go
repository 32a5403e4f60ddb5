package main

import (
	"bytes"
	"context"
	"crypto/tls"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/http"
	"net/netip"
	"net/url"
	"strings"
	"sync"
	"time"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"github.com/forthling/forthling/buildtags"
	"github.com/forthling/forthling/cmd/internal/auth"
	"github.com/forthling/forthling/cmd/internal/store"
	"github.com/forthling/forthling/core"
)

// forthling-mcp --http ADDR serves MCP at /mcp over Streamable HTTP
// (mcp-go's), to many clients at once, each in sessions of its own. In
// front of mcp-go, in this order: the Origin and Host checks (DNS
// rebinding), the bearer token, and the gate, which bounds the body, refuses
// a session the server has no room for and answers for handles that are
// gone. mcp-go then checks the protocol version and the headers of
// 2026-07-28 (Mcp-Method, Mcp-Name, Mcp-Param-Session).

// httpFlags are the options of the HTTP server.
type httpFlags struct {
	addr           string
	outputBudget   int // --output-budget, which is not only HTTP's: run sets it
	maxSessions    int
	idle           time.Duration
	maxConnections int
	tokenFile      string
	oauthIssuer    string
	oauthAudience  string
	oauthResource  string
	insecureNoAuth bool
	tlsCert        string
	tlsKey         string
	stateDir       string
	park           time.Duration
	storeURL       string
	leaseTTL       time.Duration
	logCode        bool
}

const httpHelp = `      --http ADDR       serve MCP over Streamable HTTP at ADDR/mcp (such as 127.0.0.1:8080)
                        instead of stdio, to many clients, each in sessions of its own
      --max-sessions N  sessions at once (default 100); a new one past it is refused
      --session-idle T  a session unused this long ends and its memory is freed (default 30m)
      --max-connections N  open connections at once (default 1000)
      --auth-token-file FILE  clients must send a bearer token: lines NAME:TOKEN
      --oauth-issuer URL  clients may send a JWT access token of this OAuth issuer
                        (its keys are found through its metadata); the server
                        serves its Protected Resource Metadata (RFC 9728)
      --oauth-resource URL  the server's public URL of /mcp, which tokens are for
                        (default: the scheme and ADDR of --http, then /mcp)
      --oauth-audience AUD  the audience tokens must name (default: the resource URL)
      --insecure-no-auth  serve an address other than loopback without tokens
      --tls-cert FILE, --tls-key FILE  serve HTTPS with this certificate and key
      --state-dir DIR   sessions outlive the server: at SIGTERM each is written into DIR,
                        and the next server started with DIR reads it back at its first request
      --session-park T  a session unused this long is written out (--state-dir or --store)
                        and dropped from memory, to be read back at its next request
      --store redis://HOST:PORT  keep sessions in Redis, shared by several servers behind one
                        address: a session runs on one at a time, and its image is written
                        after each call that changed it, for another to go on from
      --log-code        the line logged for each call holds the code it ran (not by default:
                        code may hold what a client keeps secret)
      --store-lease T   with --store, a dead server's sessions move to another after T (default 10s)
`

func bindHTTPFlags(fs *flag.FlagSet) *httpFlags {
	h := &httpFlags{}
	fs.StringVar(&h.addr, "http", "", "")
	fs.IntVar(&h.maxSessions, "max-sessions", 100, "")
	fs.DurationVar(&h.idle, "session-idle", 30*time.Minute, "")
	fs.IntVar(&h.maxConnections, "max-connections", 1000, "")
	fs.StringVar(&h.tokenFile, "auth-token-file", "", "")
	fs.StringVar(&h.oauthIssuer, "oauth-issuer", "", "")
	fs.StringVar(&h.oauthAudience, "oauth-audience", "", "")
	fs.StringVar(&h.oauthResource, "oauth-resource", "", "")
	fs.BoolVar(&h.insecureNoAuth, "insecure-no-auth", false, "")
	fs.StringVar(&h.tlsCert, "tls-cert", "", "")
	fs.StringVar(&h.tlsKey, "tls-key", "", "")
	fs.StringVar(&h.stateDir, "state-dir", "", "")
	fs.DurationVar(&h.park, "session-park", 0, "")
	fs.StringVar(&h.storeURL, "store", "", "")
	fs.DurationVar(&h.leaseTTL, "store-lease", store.DefaultLeaseTTL, "")
	fs.BoolVar(&h.logCode, "log-code", false, "")
	return h
}

// check says what is wrong with the HTTP options, set names the options
// the command line gave.
func (h *httpFlags) check(set map[string]bool) error {
	if h.addr == "" {
		for _, name := range []string{"max-sessions", "session-idle", "max-connections", "auth-token-file", "oauth-issuer", "oauth-audience", "oauth-resource", "insecure-no-auth", "tls-cert", "tls-key", "state-dir", "session-park", "store", "store-lease", "log-code"} {
			if set[name] {
				return fmt.Errorf("--%s is an option of the HTTP server: give --http ADDR too", name)
			}
		}
		return nil
	}
	host, _, err := net.SplitHostPort(h.addr)
	switch {
	case err != nil:
		return fmt.Errorf("--http %q: give a host and a port, such as 127.0.0.1:8080", h.addr)
	case h.maxSessions < 1:
		return errors.New("--max-sessions must be at least 1")
	case h.idle <= 0:
		return errors.New("--session-idle must be a time, such as 30m")
	case h.maxConnections < 1:
		return errors.New("--max-connections must be at least 1")
	case (h.tlsCert == "") != (h.tlsKey == ""):
		return errors.New("--tls-cert and --tls-key go together: give both")
	case h.stateDir != "" && h.storeURL != "":
		return errors.New("--state-dir and --store are two places to keep sessions: give one")
	case h.park < 0 || h.park > 0 && h.stateDir == "" && h.storeURL == "":
		return errors.New("--session-park T writes idle sessions out: give --state-dir DIR or --store URL too")
	case h.storeURL != "" && !strings.HasPrefix(h.storeURL, "redis://") && !strings.HasPrefix(h.storeURL, "rediss://"):
		return fmt.Errorf("--store %q: give the URL of a Redis, such as redis://127.0.0.1:6379", h.storeURL)
	case h.leaseTTL < 100*time.Millisecond:
		return errors.New("--store-lease must be at least 100ms, such as 10s")
	case h.oauthIssuer == "" && (h.oauthAudience != "" || h.oauthResource != ""):
		return errors.New("--oauth-audience and --oauth-resource go with --oauth-issuer: give the issuer too")
	case h.tokenFile == "" && h.oauthIssuer == "" && !h.insecureNoAuth && !isLoopback(host):
		return fmt.Errorf("--http %s is reachable from other machines: give --auth-token-file FILE or --oauth-issuer URL, or --insecure-no-auth to serve it to anyone who reaches it", h.addr)
	}
	if h.oauthResource != "" {
		if u, err := url.Parse(h.oauthResource); err != nil || !u.IsAbs() || u.Host == "" || u.Fragment != "" {
			return fmt.Errorf("--oauth-resource %q: give the absolute URL clients reach /mcp at, such as https://forth.example.com/mcp", h.oauthResource)
		}
	}
	return nil
}

// isLoopback says whether host names this machine only.
func isLoopback(host string) bool {
	if strings.EqualFold(host, "localhost") {
		return true
	}
	ip, err := netip.ParseAddr(strings.Trim(host, "[]"))
	return err == nil && ip.IsLoopback()
}

// serveHTTP serves MCP over HTTP until ctx ends (a signal), then lets the
// calls running end and returns the exit status.
func serveHTTP(ctx context.Context, h *httpFlags, opts core.Options, stderr io.Writer) int {
	// everything the server says goes through one logWriter, in order,
	// and is out before it returns
	logOut := newLogWriter(stderr)
	defer logOut.Close()
	stderr = logOut
	fail := func(err error) int {
		fmt.Fprintf(stderr, "forthling-mcp: %v\n", err)
		return 2
	}
	var certs []tls.Certificate
	if h.tlsCert != "" {
		// read now, so that a bad file stops the server before it serves
		cert, err := tls.LoadX509KeyPair(h.tlsCert, h.tlsKey)
		if err != nil {
			return fail(fmt.Errorf("--tls-cert, --tls-key: %v", err))
		}
		certs = append(certs, cert)
	}
	scheme := "http"
	if certs != nil {
		scheme = "https"
	}
	ln, err := net.Listen("tcp", h.addr)
	if err != nil {
		return fail(err)
	}
	// the address listened at, whose port --http ADDR may have left to
	// the system, is the resource tokens are for unless --oauth-resource
	// says otherwise
	guard, err := h.access(ctx, scheme+"://"+ln.Addr().String()+"/mcp")
	if err != nil {
		ln.Close()
		return fail(err)
	}
	logger := slog.New(slog.NewTextHandler(stderr, &slog.HandlerOptions{Level: slog.LevelWarn}))
	keep, err := h.images(ctx, logger)
	if err != nil {
		ln.Close()
		return fail(err)
	}
	if keep.store != nil {
		defer keep.store.Close()
	}
	ss, err := newHTTPSessions(opts, h.maxSessions, h.idle, keep)
	if err != nil {
		ln.Close()
		return fail(err)
	}
	ss.outputBudget = h.outputBudget
	// after the server has stopped: every session is parked, or ended
	defer ss.close()
	limitMemory(opts.Limits, h.maxSessions)
	ss.ops = operations{metrics: newMetrics(ss), logCode: h.logCode,
		log: slog.New(slog.NewTextHandler(stderr, &slog.HandlerOptions{Level: slog.LevelInfo}))}

	handler, streamable := newHTTPHandler(ss, opts.AllowHosts, guard, logger)

	ln = &connectionLimit{Listener: ln, free: make(chan struct{}, h.maxConnections)}
	srv := &http.Server{
		Handler:           handler,
		ReadHeaderTimeout: 10 * time.Second,
		IdleTimeout:       2 * time.Minute,
		MaxHeaderBytes:    64 << 10,
		ErrorLog:          slog.NewLogLogger(logger.Handler(), slog.LevelWarn),
	}
	if certs != nil {
		srv.TLSConfig = &tls.Config{Certificates: certs, MinVersion: tls.VersionTLS12}
	}
	fmt.Fprintf(stderr, "forthling-mcp: serving MCP at %s://%s/mcp (at most %d sessions, each ending after %s idle)\n",
		scheme, ln.Addr(), h.maxSessions, idleText(h.idle))

	served := make(chan error, 1)
	go func() {
		if certs != nil {
			served <- srv.ServeTLS(ln, "", "")
		} else {
			served <- srv.Serve(ln)
		}
	}()
	select {
	case err := <-served:
		return fail(err)
	case <-ctx.Done():
	}
	// the calls running get their time limit and a little more to end;
	// meanwhile /readyz says 503, so that a load balancer sends no more,
	// and a new request is answered 503
	wait, cancel := context.WithTimeout(context.Background(), opts.Limits.Time+5*time.Second)
	defer cancel()
	ss.draining.Store(true)
	for ss.posts.Load() > 0 && wait.Err() == nil {
		time.Sleep(10 * time.Millisecond)
	}
	streamable.Shutdown(wait)
	if err := srv.Shutdown(wait); err != nil {
		fmt.Fprintf(stderr, "forthling-mcp: stopping: %v\n", err)
		return 1
	}
	return 0
}

// images opens where the sessions are kept: --state-dir, --store, or
// nowhere.
func (h *httpFlags) images(ctx context.Context, logger *slog.Logger) (images, error) {
	keep := images{park: h.park, log: logger}
	switch {
	case h.stateDir != "":
		dir, err := store.OpenDir(h.stateDir)
		if err != nil {
			return keep, fmt.Errorf("--state-dir: %v", err)
		}
		keep.store = dir
	case h.storeURL != "":
		reached, cancel := context.WithTimeout(ctx, 30*time.Second)
		defer cancel()
		redis, err := store.OpenRedis(reached, h.storeURL, h.leaseTTL)
		if err != nil {
			return keep, err
		}
		// sessions parked and left past --session-idle end too
		redis.ExpireImages(h.idle)
		keep.store, keep.eachCall = redis, true
	default:
		return keep, nil
	}
	sys, err := buildtags.Image()
	if err != nil {
		keep.store.Close()
		return keep, err
	}
	keep.sys = sys
	return keep, nil
}

// access is who may use the server: the authenticator of its bearer
// tokens (nil: whoever reaches it), and with an OAuth issuer the Protected
// Resource Metadata that tells a client where to get a token.
type access struct {
	auth         auth.Authenticator
	metadata     *server.ProtectedResourceMetadataConfig
	metadataPath string // where the metadata is served
	metadataURL  string // the same as a URL, for WWW-Authenticate
}

// access reads the token file and finds the OAuth issuer's keys, so that a
// mistake in either stops the server before it serves.
func (h *httpFlags) access(ctx context.Context, listening string) (*access, error) {
	a := &access{}
	var accept []auth.Authenticator
	if h.tokenFile != "" {
		tokens, err := auth.LoadTokenFile(h.tokenFile)
		if err != nil {
			return nil, fmt.Errorf("--auth-token-file: %v", err)
		}
		accept = append(accept, tokens)
	}
	if h.oauthIssuer != "" {
		resource := h.oauthResource
		if resource == "" {
			resource = listening
		}
		audience := h.oauthAudience
		if audience == "" {
			audience = resource
		}
		found, cancel := context.WithTimeout(ctx, 30*time.Second)
		defer cancel()
		issuer, err := auth.NewOAuth(found, h.oauthIssuer, audience, nil)
		if err != nil {
			return nil, fmt.Errorf("--oauth-issuer: %v", err)
		}
		accept = append(accept, issuer)
		a.metadata = &server.ProtectedResourceMetadataConfig{Resource: resource,
			AuthorizationServers: []string{issuer.Issuer}, BearerMethodsSupported: []string{"header"},
			ResourceName: "forthling"}
		a.metadataPath = server.ProtectedResourceMetadataPath(resource)
		u, _ := url.Parse(resource)
		a.metadataURL = u.Scheme + "://" + u.Host + a.metadataPath
	}
	if len(accept) > 0 {
		a.auth = auth.Any(accept...)
	}
	return a, nil
}

// newHTTPHandler is the server's handler: /mcp, behind the Origin check,
// the bearer token (when guard has an authenticator) and the gate, for the
// sessions ss; the mcp-go server it returns too is for shutting down.
func newHTTPHandler(ss *sessions, hosts []string, guard *access, logger *slog.Logger) (http.Handler, *server.StreamableHTTPServer) {
	streamable := server.NewStreamableHTTPServer(newServer(ss, hosts, nil),
		server.WithSessionIdManagerResolver(sessionResolver{ss}),
		// mcp-go's sweeper frees its own state of a session left idle;
		// sessions.expire frees the Forth session
		server.WithSessionIdleTTL(ss.idle),
		server.WithStreamableHTTPLogger(logger),
	)
	var handler http.Handler = &gate{sessions: ss, mcp: streamable, max: int64(maxMessage(ss.opts.Limits))}
	if guard != nil && guard.auth != nil {
		handler = auth.Middleware(guard.auth, guard.metadataURL)(handler)
	}
	mux := http.NewServeMux()
	mux.Handle("/mcp", checkOrigin(handler))
	if ss.ops.metrics != nil {
		operatorRoutes(mux, ss.ops.metrics, func() bool { return !ss.draining.Load() })
	}
	if guard != nil && guard.metadata != nil {
		mux.Handle(guard.metadataPath, server.NewProtectedResourceMetadataHandler(*guard.metadata))
	}
	return mux, streamable
}

// gate stands before mcp-go: it bounds the body, makes the session of an
// initialize (or refuses it when the server is full), and answers for a
// session ID that is unknown, gone or another principal's, as the
// specification says (400 without one, 404 for one that is gone).
type gate struct {
	sessions *sessions
	mcp      *server.StreamableHTTPServer
	max      int64
}

type reservedKey struct{}

func (g *gate) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if r.Method == http.MethodPost {
		// counted before draining is read: the drain waits for it
		g.sessions.posts.Add(1)
		defer g.sessions.posts.Add(-1)
	}
	if g.sessions.draining.Load() {
		w.Header().Set("Retry-After", "1")
		rpcError(w, http.StatusServiceUnavailable, nil, mcp.INTERNAL_ERROR,
			"the server is stopping: send the request again in a moment (behind a load balancer, another server answers it)")
		return
	}
	owner, _ := auth.PrincipalFrom(r.Context())
	modern := mcp.IsModernProtocol(r.Header.Get(mcp.HeaderProtocolVersion))
	var peek struct {
		ID     json.RawMessage `json:"id"`
		Method string          `json:"method"`
		Params struct {
			Meta map[string]any `json:"_meta"`
		} `json:"params"`
	}
	var body []byte
	if r.Method == http.MethodPost {
		var ok bool
		if body, ok = g.readBody(w, r); !ok {
			return
		}
		json.Unmarshal(body, &peek) // what is not an object is mcp-go's to answer
		if v, ok := peek.Params.Meta[mcp.MetaKeyProtocolVersion].(string); ok && mcp.IsModernProtocol(v) {
			modern = true
		}
	}
	ctx := r.Context()
	switch {
	case modern:
		// no protocol sessions: the session argument names the session
	case r.Method == http.MethodPost && peek.Method == string(mcp.MethodInitialize):
		ls, err := g.sessions.create(owner)
		if err != nil {
			rpcError(w, http.StatusServiceUnavailable, peek.ID, mcp.INTERNAL_ERROR, err.Error())
			return
		}
		defer func() {
			if w.Header().Get(server.HeaderKeySessionID) != ls.handle {
				g.sessions.end(ls) // the initialize failed: no client knows the session
				return
			}
			g.sessions.handOff(ls)
		}()
		ctx = context.WithValue(ctx, reservedKey{}, ls.handle)
	case r.Method == http.MethodPost || r.Method == http.MethodGet || r.Method == http.MethodDelete:
		id := r.Header.Get(server.HeaderKeySessionID)
		if id == "" {
			rpcError(w, http.StatusBadRequest, peek.ID, mcp.INVALID_REQUEST,
				"the request has no Mcp-Session-Id: send initialize first, then the Mcp-Session-Id its answer gave with every request")
			return
		}
		if _, err := g.sessions.find(id, owner); errors.As(err, new(errHeld)) {
			w.Header().Set("Retry-After", "2")
			rpcError(w, http.StatusServiceUnavailable, peek.ID, mcp.INTERNAL_ERROR, err.Error())
			return
		} else if err != nil {
			rpcError(w, http.StatusNotFound, peek.ID, mcp.INVALID_REQUEST, err.Error()+"; a client with an Mcp-Session-Id initializes again")
			return
		}
	}
	var out server.HTTPResponseWriter = responseWriter{w}
	if peek.Method == string(mcp.MethodSubscriptionsListen) {
		lw := newListenWriter(w)
		out, ctx = lw, context.WithValue(ctx, listenWriterKey{}, lw)
	}
	// the body goes to mcp-go as it was read, not read again into a copy
	g.mcp.Handle(out, &server.HTTPRequest{Method: r.Method, URL: r.URL, Header: r.Header, Body: body, Context: ctx})
}

// readBody reads a request's body, at most g.max bytes: a longer one is
// answered with 413 under its id, as over stdio (the id is most often
// among the first bytes read).
func (g *gate) readBody(w http.ResponseWriter, r *http.Request) ([]byte, bool) {
	// one buffer of the announced size, where a client says it
	var buf bytes.Buffer
	if r.ContentLength > 0 && r.ContentLength <= g.max {
		buf.Grow(int(r.ContentLength) + bytes.MinRead)
	}
	_, err := buf.ReadFrom(http.MaxBytesReader(w, r.Body, g.max))
	var tooLarge *http.MaxBytesError
	switch {
	case errors.As(err, &tooLarge):
		var ids idScanner
		ids.scan(buf.Bytes())
		size := max(r.ContentLength, g.max+1)
		w.Header().Set("Content-Type", "application/json")
		w.WriteHeader(http.StatusRequestEntityTooLarge)
		w.Write(tooLongAnswer(ids.id(), int(size), int(g.max), g.sessions.opts.Limits))
		return nil, false
	case err != nil:
		http.Error(w, "reading the request: "+err.Error(), http.StatusBadRequest)
		return nil, false
	}
	return buf.Bytes(), true
}

// responseWriter is an http.ResponseWriter as mcp-go's Handle takes it.
type responseWriter struct{ http.ResponseWriter }

func (w responseWriter) Flush() {
	if f, ok := w.ResponseWriter.(http.Flusher); ok {
		f.Flush()
	}
}

func (w responseWriter) CanStream() bool {
	_, ok := w.ResponseWriter.(http.Flusher)
	return ok
}

// rpcError answers with a JSON-RPC error.
func rpcError(w http.ResponseWriter, status int, id json.RawMessage, code int, msg string) {
	if len(id) == 0 {
		id = json.RawMessage("null")
	}
	b, _ := json.Marshal(map[string]any{
		"jsonrpc": mcp.JSONRPC_VERSION,
		"id":      id,
		"error":   map[string]any{"code": code, "message": msg},
	})
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	w.Write(append(b, '\n'))
}

// sessionResolver gives mcp-go the sessions as seen by the principal of a
// request: an Mcp-Session-Id is a handle of the principal's own sessions.
type sessionResolver struct{ sessions *sessions }

func (sr sessionResolver) ResolveSessionIdManager(r *http.Request) server.SessionIdManager {
	if r == nil {
		return principalSessions{sessions: sr.sessions, system: true}
	}
	owner, _ := auth.PrincipalFrom(r.Context())
	reserved, _ := r.Context().Value(reservedKey{}).(string)
	return principalSessions{sessions: sr.sessions, owner: owner, reserved: reserved}
}

// principalSessions are the sessions of one principal, or of the server
// itself (system: mcp-go's sweeper).
type principalSessions struct {
	sessions *sessions
	owner    auth.Principal
	reserved string // the session the gate made for this initialize
	system   bool
}

func (ps principalSessions) Generate() string { return ps.reserved }

func (ps principalSessions) Validate(id string) (bool, error) {
	_, err := ps.sessions.find(id, ps.owner)
	return false, err
}

func (ps principalSessions) Terminate(id string) (bool, error) {
	if ps.system {
		// the sweeper: the session, if still here, ends on its own time
		return false, nil
	}
	if ls, err := ps.sessions.find(id, ps.owner); err == nil {
		ps.sessions.end(ls)
	}
	return false, nil
}

// checkOrigin refuses a request a web page sent from another origin: a
// browser sends Origin, and only a page of this server's own origin may
// use it (the specification asks servers to check it). It refuses too what
// mcp-go's ServeHTTP refuses (the gate hands mcp-go the body it read, by
// Handle, which does not check): a request on a loopback connection for a
// host name that is not loopback, which a page whose name was rebound to
// 127.0.0.1 sends.
func checkOrigin(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if local, ok := r.Context().Value(http.LocalAddrContextKey).(net.Addr); ok {
			host, _, err := net.SplitHostPort(r.Host)
			if err != nil {
				host = r.Host
			}
			if localHost, _, _ := net.SplitHostPort(local.String()); isLoopback(localHost) && !isLoopback(host) {
				http.Error(w, fmt.Sprintf("Forbidden: the host %q is not this machine's", r.Host), http.StatusForbidden)
				return
			}
		}
		if origin := r.Header.Get("Origin"); origin != "" {
			u, err := url.Parse(origin)
			if err != nil || !strings.EqualFold(u.Host, r.Host) {
				http.Error(w, fmt.Sprintf("Forbidden: a page of the origin %q may not use this server", origin), http.StatusForbidden)
				return
			}
		}
		next.ServeHTTP(w, r)
	})
}

// connectionLimit bounds the open connections: one more waits in the
// kernel's queue until one closes.
type connectionLimit struct {
	net.Listener
	free chan struct{} // a token for each open connection
}

func (l *connectionLimit) Accept() (net.Conn, error) {
	l.free <- struct{}{}
	c, err := l.Listener.Accept()
	if err != nil {
		<-l.free
		return nil, err
	}
	return &countedConn{Conn: c, release: func() { <-l.free }}, nil
}

type countedConn struct {
	net.Conn
	once    sync.Once
	release func()
}

func (c *countedConn) Close() error {
	err := c.Conn.Close()
	c.once.Do(c.release)
	return err
}
