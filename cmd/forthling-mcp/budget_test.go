package main

import (
	"strings"
	"testing"

	"github.com/forthling/forthling/core"
)

// --output-budget sets how much of a long output an answer shows; a call's
// output_budget shows more or less than it, and forth_output reads pages of
// the server's budget. The tools' descriptions say the server's budget.
func TestOutputBudgetOption(t *testing.T) {
	c := startServer(t, "--output-budget", "2K")
	const budget = 2048
	const long = ": q 3000 0 DO I . LOOP ; q" // 13,890 bytes of output
	e := c.eval(long).eval(t)
	if e.OutputSize != 13890 || e.OutputLeftOut != e.OutputSize-budget || !strings.HasSuffix(e.Output, "2998 2999 ") {
		t.Errorf("--output-budget 2K: output_size %d, output_left_out %d", e.OutputSize, e.OutputLeftOut)
	}
	if schema := string(c.tools["forth_eval"].InputSchema); !strings.Contains(schema, "(2048 by default") {
		t.Errorf("forth_eval's output_budget does not say the server's budget: %s", schema)
	}
	for _, callBudget := range []int{100, 8192} {
		e := c.call("forth_eval", map[string]any{"code": long, "output_budget": callBudget}).eval(t)
		if e.OutputLeftOut != e.OutputSize-callBudget {
			t.Errorf("output_budget %d: output_size %d, output_left_out %d", callBudget, e.OutputSize, e.OutputLeftOut)
		}
	}
	// a budget beyond the output shows all of it
	e = c.call("forth_eval", map[string]any{"code": long, "output_budget": 1 << 20}).eval(t)
	if e.OutputSize != 0 || len(e.Output) != 13890 {
		t.Errorf("output_budget 1M: %d bytes shown, output_size %d", len(e.Output), e.OutputSize)
	}
	var page outputPage
	c.call("forth_output", map[string]any{"offset": 0}).Decode(t, &page)
	if len(page.Output) != budget || page.Next != budget || page.Size != 13890 {
		t.Errorf("forth_output pages of %d bytes, next %d, size %d: want pages of the server's budget", len(page.Output), page.Next, page.Size)
	}
}

// --output-budget is refused below 1K and above the output limit, saying
// what to give; within them the server starts.
func TestOutputBudgetOptionBounds(t *testing.T) {
	for _, c := range []struct {
		args   []string
		status int
		want   string
	}{
		{[]string{"--output-budget", "100"}, 2, "100 is below 1K"},
		{[]string{"--output-budget", "2M"}, 2, "--output-budget 2M is above the output limit 1M (--max-output): no call prints more than that; give at most 1M"},
		{[]string{"--output-budget", "lots"}, 2, `"lots" is not a size`},
		{[]string{"--output-budget", "2M", "--max-output", "4M"}, 0, ""},
		{[]string{"--output-budget", "1K"}, 0, ""},
	} {
		status, _, stderr := runOptions(c.args...)
		if status != c.status || !strings.Contains(stderr, c.want) {
			t.Errorf("%v: status %d, %q; want %d and %q", c.args, status, stderr, c.status, c.want)
		}
	}
	_, help, _ := runOptions("--help")
	if !strings.Contains(help, "      --output-budget SIZE  how much of a long output an answer shows") {
		t.Errorf("--help does not show --output-budget:\n%s", help)
	}
}

// The HTTP server takes --output-budget as the stdio server does.
func TestOutputBudgetOptionOverHTTP(t *testing.T) {
	if testing.Short() {
		t.Skip("starts the server binary: not with -short")
	}
	sandboxOverHTTP = true
	defer func() { sandboxOverHTTP = false }()
	TestOutputBudgetOption(t)
}

// Whatever --output-budget is given, the server either refuses it with a
// message or takes a budget from 1K up, which it checks against the
// output limit.
func FuzzOutputBudgetOption(f *testing.F) {
	for _, seed := range []string{"16K", "1K", "1023", "2M", "0", "-5K", "1e3", "99999999999999999999G", ""} {
		f.Add(seed)
	}
	f.Fuzz(func(t *testing.T, v string) {
		var budget outputBudgetFlag
		if err := budget.Set(v); err != nil {
			if err.Error() == "" {
				t.Errorf("%q: refused without a message", v)
			}
			return
		}
		if budget.size < minOutputBudget {
			t.Errorf("%q: took %d, below %d", v, budget.size, minOutputBudget)
		}
		err := budget.check(core.Limits{Output: 1 << 20})
		if (err == nil) != (budget.size <= 1<<20) {
			t.Errorf("%q (%d bytes) against an output limit of 1M: %v", v, budget.size, err)
		}
	})
}
