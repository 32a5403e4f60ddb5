package http

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"math"
	nethttp "net/http"
	"net/url"
	"time"

	"github.com/forthling/forthling/core"
)

// maxRedirects is how many redirects a request follows.
const maxRedirects = 10

// request is what HTTP-GET and HTTP-POST send.
type request struct {
	method  string
	url     string
	headers [][2]string
	body    []byte
}

// response is what came back: kept in Go memory while its handle is open,
// its body counted against the session's budget.
type response struct {
	status  int
	headers nethttp.Header
	body    []byte
}

// callContext is a context that ends with the call: at its deadline or
// when the client cancels it. The goroutine it starts ends with it.
func callContext(m *core.Machine) (context.Context, context.CancelFunc) {
	ctx, cancel := context.WithCancel(context.Background())
	if left := m.Remaining(); left < time.Duration(math.MaxInt64) {
		cancel()
		ctx, cancel = context.WithTimeout(context.Background(), left)
	}
	if done := m.Done(); done != nil {
		go func() {
			select {
			case <-done:
				cancel()
			case <-ctx.Done():
			}
		}()
	}
	return ctx, cancel
}

// send makes the request under the policy and reads at most budget bytes
// of body. It returns the response or an ior with the message set: -260
// for what the sandbox refuses, -265 for any other failure. The call's
// time limit and cancellation throw.
func (s *session) send(m *core.Machine, req request, budget int64) (*response, int64) {
	u, err := url.Parse(req.url)
	if err != nil {
		if ue, ok := err.(*url.Error); ok {
			err = ue.Err
		}
		return nil, s.fail(ErrHTTP, "the URL %q: %v", req.url, err)
	}
	if u.Scheme != "http" && u.Scheme != "https" {
		return nil, s.fail(core.ErrSandbox, "the URL %q: only http and https URLs can be requested", req.url)
	}
	if u.Hostname() == "" {
		return nil, s.fail(ErrHTTP, "the URL %q has no host", req.url)
	}
	p := newPolicy(m.AllowedHosts())
	if why := p.refusal(u.Hostname()); why != "" {
		return nil, s.fail(core.ErrSandbox, "%s", why)
	}
	ctx, cancel := callContext(m)
	defer cancel()
	hr, err := nethttp.NewRequestWithContext(ctx, req.method, u.String(), bytes.NewReader(req.body))
	if err != nil {
		return nil, s.fail(ErrHTTP, "%v", err)
	}
	for _, h := range req.headers {
		hr.Header.Add(h[0], h[1])
	}
	client := &nethttp.Client{
		Transport: &nethttp.Transport{
			Proxy:                  nil, // never a proxy: the policy checks where requests go
			DialContext:            p.dial,
			DisableKeepAlives:      true, // no connection outlives the call
			MaxResponseHeaderBytes: 1 << 20,
			ForceAttemptHTTP2:      true,
		},
		CheckRedirect: func(next *nethttp.Request, via []*nethttp.Request) error {
			if len(via) >= maxRedirects {
				return fmt.Errorf("more than %d redirects", maxRedirects)
			}
			if next.URL.Scheme != "http" && next.URL.Scheme != "https" {
				return &refusedError{fmt.Sprintf("a redirect to %s: only http and https URLs can be requested", next.URL.Redacted())}
			}
			if why := p.refusal(next.URL.Hostname()); why != "" {
				return &refusedError{"a redirect to " + next.URL.Redacted() + " is refused: " + why}
			}
			return nil
		},
	}
	resp, err := client.Do(hr)
	if err != nil {
		return nil, s.failed(m, err)
	}
	defer resp.Body.Close()
	body, err := readBody(m, resp.Body, budget)
	if err != nil {
		return nil, s.failed(m, err)
	}
	return &response{status: resp.StatusCode, headers: resp.Header, body: body}, 0
}

// errTooLarge is a body past the budget.
var errTooLarge = errors.New("too large")

// readBody reads the body, charging a step per 64 bytes, and fails when it
// is larger than budget.
func readBody(m *core.Machine, r io.Reader, budget int64) ([]byte, error) {
	var body bytes.Buffer
	buf := make([]byte, 32<<10)
	for {
		n, err := r.Read(buf)
		if int64(body.Len()+n) > budget {
			return nil, fmt.Errorf("the response body is larger than the %d bytes this session may still hold: %w", budget, errTooLarge)
		}
		body.Write(buf[:n])
		m.Tick(int64(n)/64 + 1)
		if err == io.EOF {
			return body.Bytes(), nil
		}
		if err != nil {
			return nil, err
		}
	}
}

// failed turns the error of a request into an ior: the end of the call
// throws, a refusal is -260, anything else -265.
func (s *session) failed(m *core.Machine, err error) int64 {
	m.CheckTime()
	var refused *refusedError
	if errors.As(err, &refused) {
		return s.fail(core.ErrSandbox, "%s", refused.why)
	}
	return s.fail(ErrHTTP, "%v", err)
}
