// Package auth decides who makes a request to forthling-mcp over HTTP. An
// Authenticator turns a request into a Principal (a bearer token's name, or
// an OAuth subject), and Middleware refuses a request it cannot place with
// 401 and a WWW-Authenticate header that tells the client where to get a
// token. The server binds each Forth session to the principal that made it,
// so that no other principal can reach it.
//
//	a, err := auth.LoadTokenFile("tokens")            // lines NAME:TOKEN
//	handler = auth.Middleware(a, metadataURL)(handler) // 401 without a token
//	who, _ := auth.PrincipalFrom(r.Context())          // in the handler
package auth

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"strings"
)

// Principal is who a request comes from: "token:NAME" for a bearer token
// of the token file, "oauth:SUBJECT" for an OAuth access token. The two
// kinds cannot name the same principal.
type Principal string

// Authenticator places a request: its principal, or an error that says why
// the request has none.
type Authenticator interface {
	Authenticate(r *http.Request) (Principal, error)
}

// ErrNoToken is the error of a request that carries no bearer token.
var ErrNoToken = errors.New("the request has no bearer token: send Authorization: Bearer TOKEN")

// invalidToken is the error of a token that was given but is not accepted;
// its text goes to the client in error_description.
type invalidToken struct{ why string }

func (e *invalidToken) Error() string { return "invalid token: " + e.why }

func invalid(format string, args ...any) error {
	return &invalidToken{why: fmt.Sprintf(format, args...)}
}

// bearerToken is the token of the Authorization header, or ErrNoToken.
func bearerToken(r *http.Request) (string, error) {
	h := r.Header.Get("Authorization")
	if h == "" {
		return "", ErrNoToken
	}
	scheme, token, ok := strings.Cut(h, " ")
	if !ok || !strings.EqualFold(scheme, "Bearer") {
		return "", invalid("the Authorization header must be Bearer TOKEN")
	}
	token = strings.TrimSpace(token)
	if token == "" {
		return "", ErrNoToken
	}
	return token, nil
}

// Any accepts a request that one of the authenticators accepts, tried in
// order: a server may take both its token file and an issuer's tokens. The
// error is the first one's that is not ErrNoToken.
func Any(as ...Authenticator) Authenticator { return anyOf(as) }

type anyOf []Authenticator

func (as anyOf) Authenticate(r *http.Request) (Principal, error) {
	var first error
	for _, a := range as {
		p, err := a.Authenticate(r)
		if err == nil {
			return p, nil
		}
		if first == nil || errors.Is(first, ErrNoToken) {
			first = err
		}
	}
	if first == nil {
		first = ErrNoToken
	}
	return "", first
}

type principalKey struct{}

// WithPrincipal returns ctx carrying p.
func WithPrincipal(ctx context.Context, p Principal) context.Context {
	return context.WithValue(ctx, principalKey{}, p)
}

// PrincipalFrom returns the principal Middleware put into the context.
func PrincipalFrom(ctx context.Context) (Principal, bool) {
	p, ok := ctx.Value(principalKey{}).(Principal)
	return p, ok
}

// Middleware lets through the requests a accepts, with their principal in
// the context, and answers the others with 401. resourceMetadataURL, when
// not empty, is the Protected Resource Metadata (RFC 9728) that the
// WWW-Authenticate header points an OAuth client to.
func Middleware(a Authenticator, resourceMetadataURL string) func(http.Handler) http.Handler {
	return func(next http.Handler) http.Handler {
		return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			p, err := a.Authenticate(r)
			if err != nil {
				w.Header().Set("WWW-Authenticate", challenge(err, resourceMetadataURL))
				w.Header().Set("Content-Type", "text/plain; charset=utf-8")
				w.WriteHeader(http.StatusUnauthorized)
				fmt.Fprintf(w, "forthling-mcp: %v\n", err)
				return
			}
			next.ServeHTTP(w, r.WithContext(WithPrincipal(r.Context(), p)))
		})
	}
}

// challenge is the WWW-Authenticate value for a refused request (RFC 6750
// §3: no error code when the request had no token at all).
func challenge(err error, resourceMetadataURL string) string {
	parts := []string{`realm="forthling"`}
	var bad *invalidToken
	if errors.As(err, &bad) {
		parts = append(parts, `error="invalid_token"`, "error_description="+quote(bad.why))
	}
	if resourceMetadataURL != "" {
		parts = append(parts, "resource_metadata="+quote(resourceMetadataURL))
	}
	return "Bearer " + strings.Join(parts, ", ")
}

// quote writes s as a quoted-string of RFC 9110, leaving out what a header
// may not hold.
func quote(s string) string {
	var b strings.Builder
	b.WriteByte('"')
	for _, c := range s {
		switch {
		case c == '"' || c == '\\':
			b.WriteByte('\\')
			b.WriteRune(c)
		case c < 0x20 || c == 0x7f || c > 0x7e:
			b.WriteByte('?')
		default:
			b.WriteRune(c)
		}
	}
	b.WriteByte('"')
	return b.String()
}
