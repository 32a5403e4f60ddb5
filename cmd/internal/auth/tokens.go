package auth

import (
	"bufio"
	"crypto/sha256"
	"fmt"
	"io"
	"net/http"
	"os"
	"strings"
)

// MinTokenLength is the shortest token a token file may hold: a shorter one
// could be guessed.
const MinTokenLength = 16

// Tokens accepts the bearer tokens of a token file.
type Tokens struct {
	// by the SHA-256 of the token, so that finding one takes no time that
	// depends on how much of a guess was right
	names map[[32]byte]string
}

// LoadTokenFile reads a token file: lines NAME:TOKEN, one token a line;
// blank lines and lines starting with # are skipped. A name may hold
// letters, digits, '-', '_' and '.'.
func LoadTokenFile(path string) (*Tokens, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, fmt.Errorf("token file: %w", err)
	}
	defer f.Close()
	t, err := ParseTokens(f)
	if err != nil {
		return nil, fmt.Errorf("token file %s: %w", path, err)
	}
	return t, nil
}

// ParseTokens reads the lines of a token file.
func ParseTokens(r io.Reader) (*Tokens, error) {
	t := &Tokens{names: map[[32]byte]string{}}
	seen := map[string]int{}
	sc := bufio.NewScanner(r)
	n := 0
	for sc.Scan() {
		n++
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		name, token, ok := strings.Cut(line, ":")
		name, token = strings.TrimSpace(name), strings.TrimSpace(token)
		switch {
		case !ok:
			return nil, fmt.Errorf("line %d: write NAME:TOKEN", n)
		case !validName(name):
			return nil, fmt.Errorf("line %d: the name %q must be letters, digits, '-', '_' or '.'", n, name)
		case len(token) < MinTokenLength:
			return nil, fmt.Errorf("line %d: the token of %s has %d characters; a token needs at least %d (openssl rand -hex 32 makes one)", n, name, len(token), MinTokenLength)
		case strings.ContainsAny(token, " \t"):
			return nil, fmt.Errorf("line %d: the token of %s holds a space", n, name)
		}
		if first, dup := seen[name]; dup {
			return nil, fmt.Errorf("line %d: the name %s is given on line %d already", n, name, first)
		}
		sum := sha256.Sum256([]byte(token))
		if other, dup := t.names[sum]; dup {
			return nil, fmt.Errorf("line %d: the token of %s is the token of %s too", n, name, other)
		}
		seen[name] = n
		t.names[sum] = name
	}
	if err := sc.Err(); err != nil {
		return nil, err
	}
	if len(t.names) == 0 {
		return nil, fmt.Errorf("no tokens: write lines NAME:TOKEN")
	}
	return t, nil
}

func validName(s string) bool {
	if s == "" {
		return false
	}
	for _, c := range s {
		if !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '-' || c == '_' || c == '.') {
			return false
		}
	}
	return true
}

// Len is how many tokens there are.
func (t *Tokens) Len() int { return len(t.names) }

// Authenticate accepts a request whose bearer token is in the file; its
// principal is "token:NAME".
func (t *Tokens) Authenticate(r *http.Request) (Principal, error) {
	token, err := bearerToken(r)
	if err != nil {
		return "", err
	}
	name, ok := t.names[sha256.Sum256([]byte(token))]
	if !ok {
		return "", invalid("the bearer token is not one of the server's tokens")
	}
	return Principal("token:" + name), nil
}
