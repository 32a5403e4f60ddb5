package cli

import (
	"fmt"
	"strings"
)

// HostList is the repeatable --allow-host option: the network hosts Forth
// code may send HTTP requests to (core.Options.AllowHosts).
type HostList []string

// AllowHostHelp is the help line of --allow-host.
const AllowHostHelp = "      --allow-host HOST a host that Forth code may send HTTP requests to (repeat)\n"

func (h *HostList) String() string { return strings.Join(*h, ",") }

// Set adds a host after checking that it is one: api.example.com,
// *.example.com (its subdomains), * (any host), with a port or not.
func (h *HostList) Set(v string) error {
	host := strings.ToLower(strings.TrimSpace(v))
	switch {
	case host == "":
		return fmt.Errorf("give a host, such as api.example.com")
	case strings.Contains(host, "://") || strings.ContainsAny(host, "/?#@ \t"):
		return fmt.Errorf("%q is not a host: give the host alone, such as api.example.com, not a URL", v)
	case strings.Contains(strings.TrimPrefix(host, "*."), "*") && host != "*":
		return fmt.Errorf("%q: a * may only stand for a whole host (*) or its subdomains (*.example.com)", v)
	}
	*h = append(*h, host)
	return nil
}
