package cli

import (
	"flag"
	"strings"
	"testing"
	"time"

	"github.com/forthling/forthling/core"
)

func TestAllowHostTakesHostsOnly(t *testing.T) {
	var h HostList
	for _, ok := range []string{"api.example.com", "*.Example.org", "*", "localhost:8080"} {
		if err := h.Set(ok); err != nil {
			t.Errorf("%q: %v", ok, err)
		}
	}
	if got := h.String(); got != "api.example.com,*.example.org,*,localhost:8080" {
		t.Errorf("hosts %q", got)
	}
	for bad, want := range map[string]string{
		"":                         "give a host",
		"https://api.example.com":  "not a URL",
		"api.example.com/v1":       "not a URL",
		"user@api.example.com":     "not a URL",
		"api.*.com":                "a * may only stand",
		"*example.com":             "a * may only stand",
		"api.example.com and more": "not a URL",
	} {
		if err := h.Set(bad); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%q: %v, want an error saying %q", bad, err, want)
		}
	}
}

func TestTimesAreWrittenAsTheOptionsTakeThem(t *testing.T) {
	for d, want := range map[time.Duration]string{60 * time.Second: "60s", 5 * time.Second: "5s", 500 * time.Millisecond: "500ms", 1500 * time.Microsecond: "1.5ms"} {
		if got := FormatDuration(d); got != want {
			t.Errorf("%v: %q, want %q", d, got, want)
		}
	}
}

func TestLimitOptionsStopAtTheCeilings(t *testing.T) {
	fs := flag.NewFlagSet("t", flag.ContinueOnError)
	lf := BindLimits(fs, false)
	if err := fs.Parse([]string{"-m", "2M", "--max-steps", "1_000", "--max-time", "60s"}); err != nil {
		t.Fatal(err)
	}
	if l := lf.Limits(); l.Memory != 2<<20 || l.Steps != 1000 || l.Time != time.Minute || l.Output != core.DefaultLimits.Output {
		t.Errorf("limits %+v", l)
	}
	if err := fs.Parse([]string{"--max-time", "61s"}); err == nil || !strings.Contains(err.Error(), "above the ceiling 60s") {
		t.Errorf("61s: %v", err)
	}
	if !strings.Contains(LimitsHelp(false), "(default 5s) [60s]") {
		t.Errorf("help %q", LimitsHelp(false))
	}
}
