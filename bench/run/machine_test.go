package main

import (
	"os"
	"runtime"
	"strings"
	"testing"
)

func TestProcessorNamesTheFirstProcessor(t *testing.T) {
	for _, c := range []struct{ cpuinfo, want string }{
		{"processor\t: 0\nvendor_id\t: AuthenticAMD\ncpu family\t: 25\nmodel\t\t: 17\nmodel name\t: AMD EPYC\n\nprocessor\t: 1\nmodel name\t: something else\n",
			"AMD EPYC (family 25, model 17)"},
		{"model name\t: Intel(R) Xeon(R)   Platinum 8488C\n", "Intel(R) Xeon(R) Platinum 8488C"},
		{"processor\t: 0\nBogoMIPS\t: 50.00\n", runtime.GOARCH + " processor"},
		{"", runtime.GOARCH + " processor"},
	} {
		if got := processor(c.cpuinfo); got != c.want {
			t.Errorf("processor(%q) = %q, want %q", c.cpuinfo, got, c.want)
		}
	}
}

func TestMachineNamesTheBuildAndTheSystems(t *testing.T) {
	self, err := os.Executable() // a Go binary, as forthling is
	if err != nil {
		t.Skip(err)
	}
	got := machine(self, []*system{{name: "gforth-fast", version: "gforth-fast 0.7.3"}, {name: "other"}})
	for _, want := range []string{" processors, " + runtime.GOOS + "/" + runtime.GOARCH, "forthling built by go", "; gforth-fast 0.7.3"} {
		if !strings.Contains(got, want) {
			t.Errorf("machine() = %q, want it to say %q", got, want)
		}
	}
	if strings.HasSuffix(got, "; ") || strings.Contains(got, "other") {
		t.Errorf("machine() = %q: a system without a version says nothing", got)
	}
	if got := machine("/no/such/binary", nil); strings.Contains(got, "built by") {
		t.Errorf("machine() of a missing binary = %q, want no Go version", got)
	}
}
