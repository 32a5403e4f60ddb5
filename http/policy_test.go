package http

import (
	"net/netip"
	"testing"
)

func TestPolicyMatch(t *testing.T) {
	p := newPolicy([]string{"api.example.com", "*.example.org", "[::1]", "Upper.Example.NET."})
	for _, c := range []struct {
		host           string
		allowed, exact bool
	}{
		{"api.example.com", true, true},
		{"API.example.com.", true, true},
		{"www.example.com", false, false},
		{"example.com", false, false},
		{"a.example.org", true, false},
		{"a.b.example.org", true, false},
		{"example.org", false, false},
		{"evilexample.org", false, false},
		{"::1", true, true},
		{"upper.example.net", true, true},
		{"127.0.0.1", false, false},
	} {
		allowed, exact := p.match(c.host)
		if allowed != c.allowed || exact != c.exact {
			t.Errorf("%s: allowed %v exact %v, want %v %v", c.host, allowed, exact, c.allowed, c.exact)
		}
	}
	if any := newPolicy([]string{"*"}); !any.configured || any.refusal("anything.example") != "" {
		t.Error(`"*" must allow any host by name`)
	}
	if closed := newPolicy(nil); closed.refusal("api.example.com") == "" {
		t.Error("without hosts the network must be closed")
	}
}

func TestSpecialAddresses(t *testing.T) {
	for _, a := range []string{
		"127.0.0.1", "127.1.2.3", "::1", "10.1.2.3", "172.16.0.1", "192.168.0.1", "169.254.169.254",
		"fe80::1", "fd00::1", "0.0.0.0", "::", "100.64.0.1", "224.0.0.1", "255.255.255.255",
		"::ffff:127.0.0.1", "::ffff:10.0.0.1", "64:ff9b::a00:1", "2002:a00:1::", "198.18.0.1",
	} {
		if !isSpecial(netip.MustParseAddr(a)) {
			t.Errorf("%s must be special", a)
		}
	}
	for _, a := range []string{"93.184.215.14", "8.8.8.8", "2606:4700::1111", "1.1.1.1"} {
		if isSpecial(netip.MustParseAddr(a)) {
			t.Errorf("%s must not be special", a)
		}
	}
}
