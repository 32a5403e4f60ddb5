package auth

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"strings"
	"sync"
	"time"

	"github.com/lestrrat-go/jwx/v3/jwk"
	"github.com/lestrrat-go/jwx/v3/jws"
	"github.com/lestrrat-go/jwx/v3/jwt"
)

// OAuth accepts JWT access tokens of one issuer for one audience: the
// server is an OAuth 2.1 resource server. The issuer's signing keys (JWKS)
// are found through its metadata and fetched again when a token names a
// key the server has not seen, at most once every KeyRefresh.
type OAuth struct {
	Issuer   string
	Audience string
	jwksURL  string
	client   *http.Client

	mu      sync.Mutex
	keys    jwk.Set
	fetched time.Time
}

// KeyRefresh is how often at most the issuer's keys are fetched again for a
// token signed by a key that is not among them.
const KeyRefresh = 30 * time.Second

// skew is how far the issuer's clock and ours may disagree.
const skew = 30 * time.Second

// maxMetadata bounds what is read of the issuer's metadata.
const maxMetadata = 1 << 20

// NewOAuth finds the issuer's keys through its metadata (RFC 8414's
// /.well-known/oauth-authorization-server, or OpenID Connect's
// /.well-known/openid-configuration) and fetches them. client nil means
// http.DefaultClient.
func NewOAuth(ctx context.Context, issuer, audience string, client *http.Client) (*OAuth, error) {
	if audience == "" {
		return nil, errors.New("--oauth-audience is needed with --oauth-issuer: the tokens must be made for this server")
	}
	u, err := url.Parse(issuer)
	if err != nil || !u.IsAbs() || u.Host == "" {
		return nil, fmt.Errorf("--oauth-issuer %q is not an absolute URL", issuer)
	}
	if u.Scheme != "https" && !loopback(u.Hostname()) {
		return nil, fmt.Errorf("--oauth-issuer %q: an issuer is reached over https (http only on loopback)", issuer)
	}
	if client == nil {
		client = http.DefaultClient
	}
	o := &OAuth{Issuer: issuer, Audience: audience, client: client}
	if o.jwksURL, err = o.discover(ctx); err != nil {
		return nil, err
	}
	if err := o.refresh(ctx); err != nil {
		return nil, err
	}
	return o, nil
}

func loopback(host string) bool {
	return host == "localhost" || host == "::1" || strings.HasPrefix(host, "127.")
}

// discover reads the issuer's metadata for its jwks_uri.
func (o *OAuth) discover(ctx context.Context) (string, error) {
	base := strings.TrimSuffix(o.Issuer, "/")
	var errs []string
	for _, well := range []string{"/.well-known/oauth-authorization-server", "/.well-known/openid-configuration"} {
		var meta struct {
			Issuer  string `json:"issuer"`
			JWKSURI string `json:"jwks_uri"`
		}
		if err := o.getJSON(ctx, base+well, &meta); err != nil {
			errs = append(errs, err.Error())
			continue
		}
		if strings.TrimSuffix(meta.Issuer, "/") != base {
			return "", fmt.Errorf("the metadata at %s names the issuer %q, not %q", base+well, meta.Issuer, o.Issuer)
		}
		if meta.JWKSURI == "" {
			return "", fmt.Errorf("the metadata at %s has no jwks_uri", base+well)
		}
		return meta.JWKSURI, nil
	}
	return "", fmt.Errorf("the issuer's metadata: %s", strings.Join(errs, "; "))
}

func (o *OAuth) getJSON(ctx context.Context, u string, v any) error {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, u, nil)
	if err != nil {
		return err
	}
	res, err := o.client.Do(req)
	if err != nil {
		return err
	}
	defer res.Body.Close()
	if res.StatusCode != http.StatusOK {
		return fmt.Errorf("%s answered %s", u, res.Status)
	}
	body, err := io.ReadAll(io.LimitReader(res.Body, maxMetadata))
	if err != nil {
		return err
	}
	if err := json.Unmarshal(body, v); err != nil {
		return fmt.Errorf("%s: %v", u, err)
	}
	return nil
}

// refresh fetches the issuer's keys.
func (o *OAuth) refresh(ctx context.Context) error {
	keys, err := jwk.Fetch(ctx, o.jwksURL, jwk.WithHTTPClient(o.client))
	if err != nil {
		return fmt.Errorf("the issuer's keys at %s: %v", o.jwksURL, err)
	}
	o.mu.Lock()
	o.keys, o.fetched = keys, time.Now()
	o.mu.Unlock()
	return nil
}

// Authenticate accepts a request whose bearer token is a JWT the issuer
// signed, for the audience, in its time; its principal is "oauth:SUBJECT".
func (o *OAuth) Authenticate(r *http.Request) (Principal, error) {
	raw, err := bearerToken(r)
	if err != nil {
		return "", err
	}
	tok, err := o.parse(raw)
	if err != nil && o.unknownKey(err) && o.refreshDue() {
		if o.refresh(r.Context()) == nil {
			tok, err = o.parse(raw)
		}
	}
	if err != nil {
		return "", invalid("%v", err)
	}
	sub, ok := tok.Subject()
	if !ok || sub == "" {
		return "", invalid("the token has no subject (sub)")
	}
	return Principal("oauth:" + sub), nil
}

func (o *OAuth) parse(raw string) (jwt.Token, error) {
	o.mu.Lock()
	keys := o.keys
	o.mu.Unlock()
	return jwt.ParseString(raw,
		// a key of the set whose alg the token's header names; the keys of
		// an issuer's JWKS need not name their alg
		jwt.WithKeySet(keys, jws.WithInferAlgorithmFromKey(true)),
		jwt.WithValidate(true),
		jwt.WithIssuer(o.Issuer),
		jwt.WithAudience(o.Audience),
		jwt.WithAcceptableSkew(skew),
	)
}

// unknownKey tells whether a token failed for want of its key (the issuer
// may have rotated its keys), not for its claims.
func (o *OAuth) unknownKey(err error) bool {
	return !errors.Is(err, jwt.ValidateError())
}

func (o *OAuth) refreshDue() bool {
	o.mu.Lock()
	defer o.mu.Unlock()
	return time.Since(o.fetched) >= KeyRefresh
}
