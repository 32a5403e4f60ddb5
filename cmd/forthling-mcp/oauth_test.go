package main

import (
	"crypto/rand"
	"crypto/rsa"
	"encoding/json"
	"flag"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/lestrrat-go/jwx/v3/jwa"
	"github.com/lestrrat-go/jwx/v3/jwk"
	"github.com/lestrrat-go/jwx/v3/jwt"
)

// testIssuer is an OAuth authorization server on loopback: its metadata,
// its keys, and the access tokens it signs.
type testIssuer struct {
	*httptest.Server
	key jwk.Key
}

func startIssuer(t *testing.T) *testIssuer {
	t.Helper()
	raw, err := rsa.GenerateKey(rand.Reader, 2048)
	if err != nil {
		t.Fatal(err)
	}
	key, err := jwk.Import(raw)
	if err != nil {
		t.Fatal(err)
	}
	key.Set(jwk.KeyIDKey, "test-key")
	pub, err := key.PublicKey()
	if err != nil {
		t.Fatal(err)
	}
	keys := jwk.NewSet()
	keys.AddKey(pub)
	is := &testIssuer{key: key}
	mux := http.NewServeMux()
	is.Server = httptest.NewServer(mux)
	t.Cleanup(is.Close)
	mux.HandleFunc("/.well-known/oauth-authorization-server", func(w http.ResponseWriter, r *http.Request) {
		json.NewEncoder(w).Encode(map[string]string{"issuer": is.URL, "jwks_uri": is.URL + "/jwks"})
	})
	mux.HandleFunc("/jwks", func(w http.ResponseWriter, r *http.Request) { json.NewEncoder(w).Encode(keys) })
	return is
}

// token is an access token of the issuer for subject and audience.
func (is *testIssuer) token(t *testing.T, subject, audience string) string {
	t.Helper()
	tok, err := jwt.NewBuilder().Issuer(is.URL).Subject(subject).Audience([]string{audience}).
		IssuedAt(time.Now()).Expiration(time.Now().Add(time.Hour)).Build()
	if err != nil {
		t.Fatal(err)
	}
	signed, err := jwt.Sign(tok, jwt.WithKey(jwa.RS256(), is.key))
	if err != nil {
		t.Fatal(err)
	}
	return string(signed)
}

// A server behind an OAuth issuer serves its Protected Resource Metadata,
// points a client without a token to it, takes the issuer's tokens for
// this server only, and keeps each subject's sessions to that subject.
func TestHTTPOAuthAccessTokens(t *testing.T) {
	is := startIssuer(t)
	s := startHTTP(t, "--oauth-issuer", is.URL)
	origin := strings.TrimSuffix(s.url, "/mcp")
	metadataURL := origin + "/.well-known/oauth-protected-resource/mcp"

	res, err := http.Get(metadataURL)
	if err != nil {
		t.Fatal(err)
	}
	body, _ := io.ReadAll(res.Body)
	res.Body.Close()
	var meta struct {
		Resource             string   `json:"resource"`
		AuthorizationServers []string `json:"authorization_servers"`
	}
	if err := json.Unmarshal(body, &meta); err != nil || res.StatusCode != 200 || meta.Resource != s.url || len(meta.AuthorizationServers) != 1 || meta.AuthorizationServers[0] != is.URL {
		t.Fatalf("the resource metadata: %d %s", res.StatusCode, body)
	}

	list := map[string]any{"jsonrpc": "2.0", "id": 1, "method": "tools/list"}
	status, header, _ := rawPost(t, s.url, nil, list)
	if status != http.StatusUnauthorized || !strings.Contains(header.Get("WWW-Authenticate"), `resource_metadata="`+metadataURL+`"`) {
		t.Errorf("no token: %d %q", status, header.Get("WWW-Authenticate"))
	}
	for name, token := range map[string]string{
		"a token for another server": is.token(t, "ada", "https://other.example/mcp"),
		"a token of another issuer":  startIssuer(t).token(t, "ada", s.url),
	} {
		status, header, _ := rawPost(t, s.url, map[string]string{"Authorization": "Bearer " + token}, list)
		if status != http.StatusUnauthorized || !strings.Contains(header.Get("WWW-Authenticate"), `error="invalid_token"`) {
			t.Errorf("%s: %d %q", name, status, header.Get("WWW-Authenticate"))
		}
	}

	ada := s.connect(t, "", is.token(t, "ada", s.url))
	handle := handleOf(t, evalHTTP(t, ada, ": secret 42 ;"))
	if text, isError := callTool(t, ada, "forth_eval", map[string]any{"session": handle, "code": "secret ."}); isError || !strings.Contains(text, "42  ok") {
		t.Errorf("ada in her own session: %q", text)
	}
	bob := s.connect(t, "", is.token(t, "bob", s.url))
	if text, isError := callTool(t, bob, "forth_eval", map[string]any{"session": handle, "code": "secret ."}); !isError || !strings.Contains(text, "is gone") {
		t.Errorf("bob with ada's handle: %q", text)
	}
}

func TestHTTPOAuthOptionsAreChecked(t *testing.T) {
	is := startIssuer(t)
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"--http", "127.0.0.1:0", "--oauth-audience", "x"}, "go with --oauth-issuer"},
		{[]string{"--http", "127.0.0.1:0", "--oauth-issuer", is.URL, "--oauth-resource", "/mcp"}, "--oauth-resource"},
		{[]string{"--http", "127.0.0.1:0", "--oauth-issuer", is.URL + "/nothing-here"}, "--oauth-issuer: the issuer's metadata"},
		{[]string{"--oauth-issuer", is.URL}, "give --http ADDR too"},
	} {
		var stderr strings.Builder
		if status := run(t.Context(), c.args, strings.NewReader(""), io.Discard, &stderr); status != 2 || !strings.Contains(stderr.String(), c.want) {
			t.Errorf("%v: status %d, %q; want %q", c.args, status, stderr.String(), c.want)
		}
	}
	// an issuer is authentication enough for an address other machines reach
	h := bindHTTPFlags(flag.NewFlagSet("test", flag.ContinueOnError))
	h.addr, h.oauthIssuer = "0.0.0.0:8080", is.URL
	if err := h.check(map[string]bool{}); err != nil {
		t.Errorf("--http 0.0.0.0:8080 --oauth-issuer: %v", err)
	}
}
