package auth

import (
	"context"
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/rand"
	"crypto/rsa"
	"encoding/json"
	"errors"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/lestrrat-go/jwx/v3/jwa"
	"github.com/lestrrat-go/jwx/v3/jwk"
	"github.com/lestrrat-go/jwx/v3/jwt"
)

const tokenFile = `# who may use the server
alice: 0123456789abcdef0123
bob:fedcba9876543210fedc

`

func request(token string) *http.Request {
	r := httptest.NewRequest("POST", "/mcp", nil)
	if token != "" {
		r.Header.Set("Authorization", "Bearer "+token)
	}
	return r
}

func TestTokens(t *testing.T) {
	toks, err := ParseTokens(strings.NewReader(tokenFile))
	if err != nil {
		t.Fatal(err)
	}
	if toks.Len() != 2 {
		t.Fatalf("%d tokens, want 2", toks.Len())
	}
	for _, c := range []struct {
		header string
		want   Principal
		err    string
	}{
		{"Bearer 0123456789abcdef0123", "token:alice", ""},
		{"bearer fedcba9876543210fedc", "token:bob", ""},
		{"Bearer 0123456789abcdef012", "", "not one of the server's tokens"},
		{"Basic YWxpY2U6eA==", "", "must be Bearer TOKEN"},
		{"", "", "has no bearer token"},
		{"Bearer ", "", "has no bearer token"},
	} {
		r := request("")
		if c.header != "" {
			r.Header.Set("Authorization", c.header)
		}
		p, err := toks.Authenticate(r)
		if c.err == "" && (err != nil || p != c.want) {
			t.Errorf("%q: %q, %v; want %q", c.header, p, err, c.want)
		}
		if c.err != "" && (err == nil || !strings.Contains(err.Error(), c.err)) {
			t.Errorf("%q: %q, %v; want an error with %q", c.header, p, err, c.err)
		}
	}
}

func TestTokenFileMistakes(t *testing.T) {
	for file, want := range map[string]string{
		"alice 0123456789abcdef0123\n":                         "line 1: write NAME:TOKEN",
		"al ice:0123456789abcdef0123\n":                        `the name "al ice"`,
		"alice:short\n":                                        "needs at least 16",
		"a:0123456789abcdef0123\na:0123456789abcdef0124\n":     "line 2: the name a is given on line 1 already",
		"a:0123456789abcdef0123\nb:0123456789abcdef0123\n":     "the token of b is the token of a too",
		"# nothing\n\n":                                        "no tokens",
		"alice:0123456789 abcdef0123\n":                        "holds a space",
		"ok:0123456789abcdef0123\n\n\n:0123456789abcdef0124\n": "line 4",
	} {
		_, err := ParseTokens(strings.NewReader(file))
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%q: %v, want an error with %q", file, err, want)
		}
	}
	if _, err := LoadTokenFile(t.TempDir() + "/none"); err == nil || !strings.Contains(err.Error(), "token file") {
		t.Errorf("a missing file: %v", err)
	}
}

func TestMiddleware(t *testing.T) {
	toks, err := ParseTokens(strings.NewReader(tokenFile))
	if err != nil {
		t.Fatal(err)
	}
	h := Middleware(toks, "https://forth.example/.well-known/oauth-protected-resource/mcp")(
		http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			p, _ := PrincipalFrom(r.Context())
			w.Write([]byte(p))
		}))
	serve := func(token string) *httptest.ResponseRecorder {
		w := httptest.NewRecorder()
		h.ServeHTTP(w, request(token))
		return w
	}
	if w := serve("0123456789abcdef0123"); w.Code != 200 || w.Body.String() != "token:alice" {
		t.Errorf("a good token: %d %q", w.Code, w.Body)
	}
	w := serve("")
	if w.Code != 401 || w.Header().Get("WWW-Authenticate") != `Bearer realm="forthling", resource_metadata="https://forth.example/.well-known/oauth-protected-resource/mcp"` {
		t.Errorf("no token: %d %q", w.Code, w.Header().Get("WWW-Authenticate"))
	}
	w = serve("wrong-token-wrong-token")
	if got := w.Header().Get("WWW-Authenticate"); w.Code != 401 || !strings.Contains(got, `error="invalid_token", error_description="the bearer token is not one of the server's tokens"`) {
		t.Errorf("a wrong token: %d %q", w.Code, got)
	}
}

// issuer is a local OAuth authorization server: its metadata, its keys, and
// the tokens it signs.
type issuer struct {
	*httptest.Server
	key      jwk.Key
	keyFetch atomic.Int32
	keys     atomic.Value // the public jwk.Set it serves
}

func newIssuer(t *testing.T) *issuer {
	t.Helper()
	is := &issuer{}
	mux := http.NewServeMux()
	is.Server = httptest.NewServer(mux)
	t.Cleanup(is.Close)
	mux.HandleFunc("/.well-known/oauth-authorization-server", func(w http.ResponseWriter, r *http.Request) {
		json.NewEncoder(w).Encode(map[string]string{"issuer": is.URL, "jwks_uri": is.URL + "/jwks"})
	})
	mux.HandleFunc("/jwks", func(w http.ResponseWriter, r *http.Request) {
		is.keyFetch.Add(1)
		json.NewEncoder(w).Encode(is.keys.Load())
	})
	is.rotate(t)
	return is
}

// rotate gives the issuer a new RSA key; the old one is no longer served.
func (is *issuer) rotate(t *testing.T) {
	t.Helper()
	raw, err := rsa.GenerateKey(rand.Reader, 2048)
	if err != nil {
		t.Fatal(err)
	}
	key, err := jwk.Import(raw)
	if err != nil {
		t.Fatal(err)
	}
	key.Set(jwk.KeyIDKey, time.Now().Format(time.RFC3339Nano))
	pub, err := key.PublicKey()
	if err != nil {
		t.Fatal(err)
	}
	set := jwk.NewSet()
	set.AddKey(pub)
	is.key = key
	is.keys.Store(set)
}

// sign makes a token with the claims, signed by key (the issuer's when nil).
func (is *issuer) sign(t *testing.T, key jwk.Key, alg jwa.SignatureAlgorithm, claims map[string]any) string {
	t.Helper()
	if key == nil {
		key = is.key
	}
	tok := jwt.New()
	for k, v := range claims {
		if err := tok.Set(k, v); err != nil {
			t.Fatal(err)
		}
	}
	signed, err := jwt.Sign(tok, jwt.WithKey(alg, key))
	if err != nil {
		t.Fatal(err)
	}
	return string(signed)
}

func (is *issuer) claims(sub string) map[string]any {
	now := time.Now()
	return map[string]any{"iss": is.URL, "aud": "forthling-test", "sub": sub,
		"iat": now.Unix(), "exp": now.Add(time.Hour).Unix()}
}

func TestOAuth(t *testing.T) {
	is, o := newOAuth(t)
	good := is.sign(t, nil, jwa.RS256(), is.claims("user-42"))
	if p, err := o.Authenticate(request(good)); err != nil || p != "oauth:user-42" {
		t.Fatalf("a good token: %q, %v", p, err)
	}

	other, _ := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	otherKey, _ := jwk.Import(other)
	with := func(k string, v any) map[string]any {
		c := is.claims("user-42")
		if v == nil {
			delete(c, k)
		} else {
			c[k] = v
		}
		return c
	}
	for name, token := range map[string]string{
		"another audience": is.sign(t, nil, jwa.RS256(), with("aud", "someone-else")),
		"another issuer":   is.sign(t, nil, jwa.RS256(), with("iss", "https://evil.example")),
		"expired":          is.sign(t, nil, jwa.RS256(), with("exp", time.Now().Add(-time.Hour).Unix())),
		"not yet valid":    is.sign(t, nil, jwa.RS256(), with("nbf", time.Now().Add(time.Hour).Unix())),
		"no subject":       is.sign(t, nil, jwa.RS256(), with("sub", nil)),
		"another key":      is.sign(t, otherKey, jwa.ES256(), is.claims("user-42")),
		"not a JWT":        "not.a.jwt",
		"tampered":         good[:len(good)-4] + "AAAA",
	} {
		p, err := o.Authenticate(request(token))
		if err == nil {
			t.Errorf("%s: accepted as %q", name, p)
			continue
		}
		var bad *invalidToken
		if !errors.As(err, &bad) {
			t.Errorf("%s: %v is not an invalid-token error", name, err)
		}
	}
	if _, err := o.Authenticate(request("")); err != ErrNoToken {
		t.Errorf("no token: %v", err)
	}
}

func TestOAuthKeyRotation(t *testing.T) {
	is, o := newOAuth(t)
	is.rotate(t)
	token := is.sign(t, nil, jwa.RS256(), is.claims("after-rotation"))
	fetches := is.keyFetch.Load()
	// keys fetched a moment ago are not fetched again, whatever tokens come
	if _, err := o.Authenticate(request(token)); err == nil {
		t.Fatal("a token of a new key was accepted before the keys were fetched again")
	}
	if is.keyFetch.Load() != fetches {
		t.Fatal("the keys were fetched again within KeyRefresh")
	}
	o.mu.Lock()
	o.fetched = time.Now().Add(-KeyRefresh)
	o.mu.Unlock()
	if p, err := o.Authenticate(request(token)); err != nil || p != "oauth:after-rotation" {
		t.Fatalf("after KeyRefresh, a token of the new key: %q, %v", p, err)
	}
}

func TestOAuthSetup(t *testing.T) {
	is := newIssuer(t)
	ctx := context.Background()
	if _, err := NewOAuth(ctx, is.URL, "", nil); err == nil || !strings.Contains(err.Error(), "--oauth-audience") {
		t.Errorf("no audience: %v", err)
	}
	if _, err := NewOAuth(ctx, "http://idp.example.com", "a", nil); err == nil || !strings.Contains(err.Error(), "https") {
		t.Errorf("plain http to a remote issuer: %v", err)
	}
	if _, err := NewOAuth(ctx, "issuer", "a", nil); err == nil || !strings.Contains(err.Error(), "absolute URL") {
		t.Errorf("a relative issuer: %v", err)
	}
	if _, err := NewOAuth(ctx, is.URL+"/other", "a", nil); err == nil || !strings.Contains(err.Error(), "metadata") {
		t.Errorf("an issuer without metadata: %v", err)
	}
}

func TestAny(t *testing.T) {
	is, o := newOAuth(t)
	toks, _ := ParseTokens(strings.NewReader(tokenFile))
	a := Any(toks, o)
	if p, err := a.Authenticate(request("0123456789abcdef0123")); err != nil || p != "token:alice" {
		t.Errorf("a file token: %q %v", p, err)
	}
	if p, err := a.Authenticate(request(is.sign(t, nil, jwa.RS256(), is.claims("alice")))); err != nil || p != "oauth:alice" {
		t.Errorf("an issuer's token: %q %v", p, err)
	}
	if _, err := a.Authenticate(request("")); err != ErrNoToken {
		t.Errorf("no token: %v", err)
	}
	if _, err := a.Authenticate(request("neither-neither-neither")); err == nil {
		t.Error("a token of neither was accepted")
	}
}

// newOAuth starts an issuer and a resource server that takes its tokens.
func newOAuth(t *testing.T) (*issuer, *OAuth) {
	t.Helper()
	is := newIssuer(t)
	o, err := NewOAuth(context.Background(), is.URL, "forthling-test", nil)
	if err != nil {
		t.Fatal(err)
	}
	return is, o
}
