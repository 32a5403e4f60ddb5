package core

import (
	"fmt"
	"math"
	"strconv"
	"strings"
	"time"
)

// Limits bound what one session may use. Steps, Time and Output apply to each
// call of Session.Eval; Memory, Space and Files to the session as a whole.
// Zero Steps, Time or Output means unlimited (the command-line runner's
// default); the MCP server always sets them.
type Limits struct {
	Memory int64         // bytes of Forth memory
	Steps  int64         // steps per call
	Time   time.Duration // time per call
	Output int64         // bytes of output per call (see OutputCost)
	Space  int64         // bytes of definitions, word lists and the like in all
	Files  int64         // bytes of in-memory files and blocks in all
}

// DefaultLimits are the server's limits when no option changes them.
var DefaultLimits = Limits{
	Memory: 1 << 20,
	Steps:  10_000_000,
	Time:   5 * time.Second,
	Output: 1 << 20,
	Space:  4 << 20,
	Files:  4 << 20,
}

// Ceilings are the largest limits any option may set.
var Ceilings = Limits{
	Memory: 64 << 20,
	Steps:  1_000_000_000,
	Time:   60 * time.Second,
	Output: 16 << 20,
	Space:  64 << 20,
	Files:  64 << 20,
}

// MinMemory is the smallest Forth memory a session can work in: the system
// area, the system words' data and room for a program.
const MinMemory = 256 << 10

// check reports the first limit above its ceiling or below its floor, with a
// message that names the option.
func (l Limits) check() error {
	switch {
	case l.Memory < MinMemory:
		return fmt.Errorf("memory %s is below the minimum %s", FormatSize(l.Memory), FormatSize(MinMemory))
	case l.Memory > Ceilings.Memory:
		return fmt.Errorf("memory %s is above the ceiling %s", FormatSize(l.Memory), FormatSize(Ceilings.Memory))
	case l.Steps < 0 || l.Steps > Ceilings.Steps:
		return fmt.Errorf("max-steps %d is outside 1..%d", l.Steps, Ceilings.Steps)
	case l.Time < 0 || l.Time > Ceilings.Time:
		return fmt.Errorf("max-time %s is outside 1ms..%s", l.Time, Ceilings.Time)
	case l.Output < 0 || l.Output > Ceilings.Output:
		return fmt.Errorf("max-output %s is above the ceiling %s", FormatSize(l.Output), FormatSize(Ceilings.Output))
	case l.Space < 64<<10 || l.Space > Ceilings.Space:
		return fmt.Errorf("max-space %s is outside 64K..%s", FormatSize(l.Space), FormatSize(Ceilings.Space))
	case l.Files < 0 || l.Files > Ceilings.Files:
		return fmt.Errorf("max-files %s is above the ceiling %s", FormatSize(l.Files), FormatSize(Ceilings.Files))
	}
	return nil
}

// ParseSize reads a size such as 1M, 512K, 64M or 1048576 (bytes).
func ParseSize(s string) (int64, error) {
	t := strings.TrimSpace(s)
	mult := int64(1)
	if t != "" {
		switch t[len(t)-1] {
		case 'k', 'K':
			mult, t = 1<<10, t[:len(t)-1]
		case 'm', 'M':
			mult, t = 1<<20, t[:len(t)-1]
		case 'g', 'G':
			mult, t = 1<<30, t[:len(t)-1]
		}
		t = strings.TrimSuffix(strings.TrimSuffix(t, "i"), "I")
	}
	n, err := strconv.ParseInt(t, 10, 64)
	if err != nil || n < 0 || n > math.MaxInt64/mult {
		return 0, fmt.Errorf("%q is not a size: give bytes or a number with K, M or G, such as 4M", s)
	}
	return n * mult, nil
}

// FormatSize writes a size the way ParseSize reads it, as short as it is exact.
func FormatSize(n int64) string {
	switch {
	case n >= 1<<30 && n%(1<<30) == 0:
		return strconv.FormatInt(n>>30, 10) + "G"
	case n >= 1<<20 && n%(1<<20) == 0:
		return strconv.FormatInt(n>>20, 10) + "M"
	case n >= 1<<10 && n%(1<<10) == 0:
		return strconv.FormatInt(n>>10, 10) + "K"
	}
	return strconv.FormatInt(n, 10)
}
