package main

import (
	"runtime"
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
