package auth

import (
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func writeTokens(t *testing.T, text string) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), "tokens")
	if err := os.WriteFile(path, []byte(text), 0o600); err != nil {
		t.Fatal(err)
	}
	return path
}

func TestTokenFileNamesPrincipals(t *testing.T) {
	a, err := LoadTokenFile(writeTokens(t, "# the team\nalice:aaaaaaaaaaaaaaaa1\n\n bob : bbbbbbbbbbbbbbbb2 \n"))
	if err != nil {
		t.Fatal(err)
	}
	for header, want := range map[string]Principal{
		"Bearer aaaaaaaaaaaaaaaa1": "alice",
		"bearer bbbbbbbbbbbbbbbb2": "bob",
	} {
		r := httptest.NewRequest("POST", "/mcp", nil)
		r.Header.Set("Authorization", header)
		if p, err := a.Authenticate(r); err != nil || p != want {
			t.Errorf("%q: %q, %v; want %q", header, p, err, want)
		}
	}
	for header, want := range map[string]error{
		"":                          ErrNoToken,
		"Basic YWxpY2U6cHc=":        ErrNoToken,
		"Bearer ":                   ErrNoToken,
		"Bearer aaaaaaaaaaaaaaaa":   ErrBadToken,
		"Bearer aaaaaaaaaaaaaaaa12": ErrBadToken,
	} {
		r := httptest.NewRequest("POST", "/mcp", nil)
		if header != "" {
			r.Header.Set("Authorization", header)
		}
		if p, err := a.Authenticate(r); err != want {
			t.Errorf("%q: %q, %v; want %v", header, p, err, want)
		}
	}
}

func TestTokenFileMistakesAreNamed(t *testing.T) {
	for text, want := range map[string]string{
		"alice aaaaaaaaaaaaaaaa1\n":                  "line 1: write each token as NAME:TOKEN",
		":aaaaaaaaaaaaaaaa1\n":                       "line 1: write each token as NAME:TOKEN",
		"alice:short\n":                              "the token of alice has 5 characters",
		"a:aaaaaaaaaaaaaaaa1\na:bbbbbbbbbbbbbbbb2\n": "line 2: a has a token already",
		"a:aaaaaaaaaaaaaaaa1\nb:aaaaaaaaaaaaaaaa1\n": "line 2: b has the token of a",
		"a:aaaaaaaa aaaaaaaa1\n":                     "has a space in it",
		"# nothing but a comment\n":                  "has no tokens",
	} {
		_, err := LoadTokenFile(writeTokens(t, text))
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%q: %v, want %q", text, err, want)
		}
	}
	if _, err := LoadTokenFile(filepath.Join(t.TempDir(), "none")); err == nil {
		t.Error("a missing file loads")
	}
}

func TestMiddlewareRefusesWithAChallenge(t *testing.T) {
	a, err := LoadTokenFile(writeTokens(t, "alice:aaaaaaaaaaaaaaaa1\n"))
	if err != nil {
		t.Fatal(err)
	}
	var seen Principal
	h := Middleware(a, "https://example.test/.well-known/oauth-protected-resource")(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		seen, _ = PrincipalFrom(r.Context())
	}))
	for header, challenge := range map[string]string{
		"":                       `Bearer realm="forthling", resource_metadata="https://example.test/.well-known/oauth-protected-resource"`,
		"Bearer wrongwrongwrong": `error="invalid_token"`,
	} {
		w := httptest.NewRecorder()
		r := httptest.NewRequest("POST", "/mcp", nil)
		if header != "" {
			r.Header.Set("Authorization", header)
		}
		h.ServeHTTP(w, r)
		if w.Code != http.StatusUnauthorized || !strings.Contains(w.Header().Get("WWW-Authenticate"), challenge) {
			t.Errorf("%q: %d %q, want 401 with %q", header, w.Code, w.Header().Get("WWW-Authenticate"), challenge)
		}
	}
	if seen != "" {
		t.Errorf("a refused request reached the handler as %q", seen)
	}
	w := httptest.NewRecorder()
	r := httptest.NewRequest("POST", "/mcp", nil)
	r.Header.Set("Authorization", "Bearer aaaaaaaaaaaaaaaa1")
	h.ServeHTTP(w, r)
	if w.Code != http.StatusOK || seen != "alice" {
		t.Errorf("a good token: %d, principal %q", w.Code, seen)
	}
}
