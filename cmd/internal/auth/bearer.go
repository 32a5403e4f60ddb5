// Package auth decides who a request to forthling-mcp's HTTP server comes
// from: the principal a bearer token names. The server binds each session to
// the principal that made it, so one token never reaches another's session.
//
//	a, err := auth.LoadTokenFile("tokens")       // lines NAME:TOKEN
//	h := auth.Middleware(a, "")(mcpHandler)      // 401 without a valid token
//	p, ok := auth.PrincipalFrom(r.Context())     // inside mcpHandler
package auth

import (
	"bufio"
	"context"
	"crypto/sha256"
	"errors"
	"fmt"
	"net/http"
	"os"
	"strings"
)

// Principal names who made a request: the NAME of its token.
type Principal string

// Authenticator finds the principal of a request, or says why there is none.
type Authenticator interface {
	Authenticate(r *http.Request) (Principal, error)
}

// ErrNoToken is the error of a request without a bearer token.
var ErrNoToken = errors.New("the request has no bearer token: send the header Authorization: Bearer TOKEN")

// ErrBadToken is the error of a bearer token the server does not know.
var ErrBadToken = errors.New("the bearer token is not valid")

// MinTokenLength is the shortest token a token file may hold: shorter
// tokens are guessed too easily.
const MinTokenLength = 16

// tokens maps the SHA-256 of each token to its principal: looking up a
// digest tells nothing, by its timing, of how much of a token was right.
type tokens map[[sha256.Size]byte]Principal

// LoadTokenFile reads a token file: a line NAME:TOKEN for each principal;
// blank lines and lines starting with # are skipped.
func LoadTokenFile(path string) (Authenticator, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	t := tokens{}
	names := map[string]bool{}
	sc := bufio.NewScanner(f)
	for n := 1; sc.Scan(); n++ {
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		name, token, ok := strings.Cut(line, ":")
		name, token = strings.TrimSpace(name), strings.TrimSpace(token)
		switch {
		case !ok || name == "":
			return nil, fmt.Errorf("%s, line %d: write each token as NAME:TOKEN", path, n)
		case len(token) < MinTokenLength:
			return nil, fmt.Errorf("%s, line %d: the token of %s has %d characters; give it at least %d (openssl rand -base64 32 makes one)", path, n, name, len(token), MinTokenLength)
		case strings.ContainsAny(token, " \t"):
			return nil, fmt.Errorf("%s, line %d: the token of %s has a space in it", path, n, name)
		case names[name]:
			return nil, fmt.Errorf("%s, line %d: %s has a token already; give each name one line", path, n, name)
		}
		digest := sha256.Sum256([]byte(token))
		if other, dup := t[digest]; dup {
			return nil, fmt.Errorf("%s, line %d: %s has the token of %s; give each its own", path, n, name, other)
		}
		names[name] = true
		t[digest] = Principal(name)
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("%s: %v", path, err)
	}
	if len(t) == 0 {
		return nil, fmt.Errorf("%s has no tokens: write a line NAME:TOKEN for each client", path)
	}
	return t, nil
}

// Authenticate finds the principal of the request's bearer token.
func (t tokens) Authenticate(r *http.Request) (Principal, error) {
	token, ok := bearerToken(r)
	if !ok {
		return "", ErrNoToken
	}
	p, ok := t[sha256.Sum256([]byte(token))]
	if !ok {
		return "", ErrBadToken
	}
	return p, nil
}

// bearerToken is the token of the Authorization header, when it is a
// bearer token.
func bearerToken(r *http.Request) (string, bool) {
	scheme, token, ok := strings.Cut(r.Header.Get("Authorization"), " ")
	if !ok || !strings.EqualFold(scheme, "Bearer") {
		return "", false
	}
	token = strings.TrimSpace(token)
	return token, token != ""
}

type principalKey struct{}

// PrincipalFrom is the principal Middleware put into a request's context.
func PrincipalFrom(ctx context.Context) (Principal, bool) {
	p, ok := ctx.Value(principalKey{}).(Principal)
	return p, ok
}

// Middleware lets through the requests a answers for, with their principal
// in the context; any other gets 401 and a WWW-Authenticate header that
// names the Protected Resource Metadata when resourceMetadataURL is given
// (RFC 9728), so that an OAuth client can find where to get a token.
func Middleware(a Authenticator, resourceMetadataURL string) func(http.Handler) http.Handler {
	return func(next http.Handler) http.Handler {
		return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			p, err := a.Authenticate(r)
			if err != nil {
				challenge := `Bearer realm="forthling"`
				if resourceMetadataURL != "" {
					challenge += fmt.Sprintf(`, resource_metadata=%q`, resourceMetadataURL)
				}
				if !errors.Is(err, ErrNoToken) {
					// RFC 6750: a token was sent and refused
					challenge += fmt.Sprintf(`, error="invalid_token", error_description=%q`, err.Error())
				}
				w.Header().Set("WWW-Authenticate", challenge)
				http.Error(w, err.Error(), http.StatusUnauthorized)
				return
			}
			next.ServeHTTP(w, r.WithContext(context.WithValue(r.Context(), principalKey{}, p)))
		})
	}
}
