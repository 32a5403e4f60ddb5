package auth

import (
	"net/http/httptest"
	"strings"
	"testing"
)

// A token file of any text is read or refused with an error, and a token
// it accepts is one of its lines.
func FuzzParseTokens(f *testing.F) {
	f.Add(tokenFile, "Bearer 0123456789abcdef0123")
	f.Add("a:b\n", "Bearer b")
	f.Add("x:\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00", "Bearer \x00")
	f.Add("n:"+strings.Repeat("t", 70000), "bearer  t")
	f.Fuzz(func(t *testing.T, file, header string) {
		toks, err := ParseTokens(strings.NewReader(file))
		if err != nil {
			return
		}
		r := httptest.NewRequest("GET", "/mcp", nil)
		r.Header.Set("Authorization", header)
		p, err := toks.Authenticate(r)
		if err != nil {
			return
		}
		name, ok := strings.CutPrefix(string(p), "token:")
		token := strings.TrimSpace(header[len("Bearer "):])
		if !ok || !strings.Contains(file, name) || !strings.Contains(file, token) || len(token) < MinTokenLength {
			t.Fatalf("accepted %q as %q from a file without it", header, p)
		}
	})
}
