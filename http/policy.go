package http

import (
	"context"
	"fmt"
	"net"
	"net/netip"
	"strings"
	"syscall"
)

// policy decides which hosts a session's requests may reach: the hosts the
// server was started with (--allow-host), which no Forth word can change.
//
//   - "api.example.com" or "127.0.0.1": that host, exactly;
//   - "*.example.com": any host under example.com (not example.com itself);
//   - "*": any host.
//
// A host that only a wildcard matches may not be reached at a loopback,
// private, link-local or otherwise special address: the addresses are
// checked when the connection is made, after the name is resolved, so a
// name that resolves to such an address (or is made to, later) is refused
// too. Naming a host exactly allows it whatever its address.
type policy struct {
	exact      map[string]bool
	suffixes   []string // ".example.com" for "*.example.com"
	any        bool
	configured bool
}

func newPolicy(hosts []string) *policy {
	p := &policy{exact: map[string]bool{}, configured: len(hosts) > 0}
	for _, h := range hosts {
		h = normalHost(h)
		switch {
		case h == "*":
			p.any = true
		case strings.HasPrefix(h, "*."):
			p.suffixes = append(p.suffixes, h[1:])
		case h != "":
			p.exact[h] = true
		}
	}
	return p
}

// normalHost writes a host the way the policy compares hosts: lower case,
// without the brackets of an IPv6 literal or a trailing dot.
func normalHost(h string) string {
	h = strings.ToLower(strings.TrimSpace(h))
	h = strings.TrimSuffix(strings.TrimPrefix(h, "["), "]")
	return strings.TrimSuffix(h, ".")
}

// match reports whether host may be reached and whether it was named
// exactly (then any address of it may be).
func (p *policy) match(host string) (allowed, exact bool) {
	host = normalHost(host)
	if p.exact[host] {
		return true, true
	}
	if p.any {
		return true, false
	}
	for _, s := range p.suffixes {
		if strings.HasSuffix(host, s) && len(host) > len(s) {
			return true, false
		}
	}
	return false, false
}

// refusal says why host may not be reached, or "" if it may.
func (p *policy) refusal(host string) string {
	if !p.configured {
		return "the network is closed: the server was started without --allow-host"
	}
	if ok, _ := p.match(host); !ok {
		return fmt.Sprintf("the host %s is not among the hosts the server allows (--allow-host)", normalHost(host))
	}
	return ""
}

// specialRanges are addresses a wildcard never reaches, beyond what netip
// classifies as loopback, private, link-local, multicast or unspecified.
var specialRanges = []netip.Prefix{
	netip.MustParsePrefix("0.0.0.0/8"),      // "this network"
	netip.MustParsePrefix("100.64.0.0/10"),  // shared address space (carrier NAT)
	netip.MustParsePrefix("192.0.0.0/24"),   // IETF protocol assignments
	netip.MustParsePrefix("198.18.0.0/15"),  // benchmarking
	netip.MustParsePrefix("240.0.0.0/4"),    // reserved, and the broadcast address
	netip.MustParsePrefix("64:ff9b::/96"),   // NAT64: an IPv4 address in disguise
	netip.MustParsePrefix("64:ff9b:1::/48"), // local-use NAT64
	netip.MustParsePrefix("2002::/16"),      // 6to4: an IPv4 address in disguise
	netip.MustParsePrefix("fec0::/10"),      // site-local (deprecated)
	netip.MustParsePrefix("100::/64"),       // discard-only
	netip.MustParsePrefix("2001:db8::/32"),  // documentation
	netip.MustParsePrefix("2001::/32"),      // Teredo: an IPv4 address in disguise
}

// isSpecial reports whether ip is an address that only a host named
// exactly may reach.
func isSpecial(ip netip.Addr) bool {
	ip = ip.Unmap()
	if ip.IsLoopback() || ip.IsPrivate() || ip.IsLinkLocalUnicast() || ip.IsLinkLocalMulticast() ||
		ip.IsInterfaceLocalMulticast() || ip.IsMulticast() || ip.IsUnspecified() {
		return true
	}
	for _, r := range specialRanges {
		if r.Contains(ip) {
			return true
		}
	}
	return false
}

// refusedError is a connection the policy refused.
type refusedError struct{ why string }

func (e *refusedError) Error() string { return e.why }

// dial connects to addr ("host:port") if the policy allows the host and,
// unless it was named exactly, every address the connection is made to.
func (p *policy) dial(ctx context.Context, network, addr string) (net.Conn, error) {
	host, _, err := net.SplitHostPort(addr)
	if err != nil {
		return nil, err
	}
	if why := p.refusal(host); why != "" {
		return nil, &refusedError{why}
	}
	_, exact := p.match(host)
	d := net.Dialer{
		// Control runs for each address after the name is resolved and
		// before anything is sent to it.
		ControlContext: func(_ context.Context, _, address string, _ syscall.RawConn) error {
			ap, err := netip.ParseAddrPort(address)
			if err != nil {
				return &refusedError{fmt.Sprintf("cannot tell the address of %s (%s)", host, address)}
			}
			if !exact && isSpecial(ap.Addr()) {
				return &refusedError{fmt.Sprintf("%s is at %s, a loopback, private or otherwise special address that only a host allowed by name may reach (a wildcard --allow-host does not)", normalHost(host), ap.Addr())}
			}
			return nil
		},
	}
	return d.DialContext(ctx, network, addr)
}
