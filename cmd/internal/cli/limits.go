// Package cli holds what the command-line programs share: the limit
// options with their defaults and ceilings, and the version.
package cli

import (
	"flag"
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/forthling/forthling/core"
)

// Version is forthling's version; builds may set it with -ldflags.
var Version = "0.1.0"

// LimitFlags are the limit options of a program, bound to a flag set.
type LimitFlags struct {
	limits   core.Limits
	unlimits bool // the runner: steps, time and output unlimited unless given
}

// sizeValue is a flag of a size such as 4M.
type sizeValue struct {
	p    *int64
	name string
	max  int64
}

func (s *sizeValue) String() string {
	if s.p == nil {
		return ""
	}
	return core.FormatSize(*s.p)
}

func (s *sizeValue) Set(v string) error {
	n, err := core.ParseSize(v)
	if err != nil {
		return err
	}
	if n > s.max {
		return fmt.Errorf("%s is above the ceiling %s", v, core.FormatSize(s.max))
	}
	*s.p = n
	return nil
}

type countValue struct {
	p   *int64
	max int64
}

func (c *countValue) String() string {
	if c.p == nil {
		return ""
	}
	return strconv.FormatInt(*c.p, 10)
}

func (c *countValue) Set(v string) error {
	n, err := strconv.ParseInt(strings.ReplaceAll(v, "_", ""), 10, 64)
	if err != nil || n <= 0 {
		return fmt.Errorf("%q is not a positive number of steps", v)
	}
	if n > c.max {
		return fmt.Errorf("%d is above the ceiling %d", n, c.max)
	}
	*c.p = n
	return nil
}

type durationValue struct {
	p   *time.Duration
	max time.Duration
}

func (d *durationValue) String() string {
	if d.p == nil {
		return ""
	}
	return FormatDuration(*d.p)
}

// FormatDuration writes a time the way the options take it: 60s rather
// than 1m0s, 500ms.
func FormatDuration(t time.Duration) string {
	switch {
	case t%time.Second == 0:
		return strconv.FormatInt(int64(t/time.Second), 10) + "s"
	case t%time.Millisecond == 0:
		return strconv.FormatInt(int64(t/time.Millisecond), 10) + "ms"
	}
	return t.String()
}

func (d *durationValue) Set(v string) error {
	t, err := time.ParseDuration(v)
	if err != nil || t <= 0 {
		return fmt.Errorf("%q is not a time: give it as 5s or 500ms", v)
	}
	if t > d.max {
		return fmt.Errorf("%s is above the ceiling %s", v, FormatDuration(d.max))
	}
	*d.p = t
	return nil
}

// BindLimits adds -m/--memory, --max-steps, --max-time, --max-output and
// --max-space to fs. With unlimited, steps, time and output have no limit
// unless an option gives one (the runner); otherwise they default to the
// server's limits.
func BindLimits(fs *flag.FlagSet, unlimited bool) *LimitFlags {
	lf := &LimitFlags{limits: core.DefaultLimits, unlimits: unlimited}
	if unlimited {
		lf.limits.Steps, lf.limits.Time, lf.limits.Output = 0, 0, 0
	}
	mem := &sizeValue{p: &lf.limits.Memory, name: "memory", max: core.Ceilings.Memory}
	fs.Var(mem, "m", "")
	fs.Var(mem, "memory", "")
	fs.Var(&countValue{p: &lf.limits.Steps, max: core.Ceilings.Steps}, "max-steps", "")
	fs.Var(&durationValue{p: &lf.limits.Time, max: core.Ceilings.Time}, "max-time", "")
	fs.Var(&sizeValue{p: &lf.limits.Output, name: "max-output", max: core.Ceilings.Output}, "max-output", "")
	fs.Var(&sizeValue{p: &lf.limits.Space, name: "max-space", max: core.Ceilings.Space}, "max-space", "")
	return lf
}

// Limits returns the limits the options set.
func (lf *LimitFlags) Limits() core.Limits { return lf.limits }

// LimitsHelp is the help text of the limit options, with defaults and
// ceilings ([ ] holds the ceiling).
func LimitsHelp(unlimited bool) string {
	d, c := core.DefaultLimits, core.Ceilings
	steps, tm, out := strconv.FormatInt(d.Steps, 10), FormatDuration(d.Time), core.FormatSize(d.Output)
	if unlimited {
		steps, tm, out = "no limit", "no limit", "no limit"
	}
	return fmt.Sprintf(`  -m, --memory SIZE     Forth memory (default %s) [%s]
      --max-steps N     steps per call (default %s) [%d]
      --max-time T      time per call, such as 5s or 500ms (default %s) [%s]
      --max-output SIZE output per call (default %s) [%s]
      --max-space SIZE  definitions and the like in all (default %s) [%s]
`, core.FormatSize(d.Memory), core.FormatSize(c.Memory),
		steps, c.Steps, tm, FormatDuration(c.Time), out, core.FormatSize(c.Output),
		core.FormatSize(d.Space), core.FormatSize(c.Space))
}
