// Command run times the benchmark programs with forthling and, when they
// are installed, gforth-fast and gforth: each program as a whole process,
// several times, the median of the CPU time it used. It prints a table of
// the times and of forthling's time over gforth-fast's with their geometric
// mean, writes the table as markdown and plots the ratios as a PNG.
//
//	go run ./bench/run -forthling bin/forthling -runs 5
//
// forthling runs with its limits on (steps, time, output), set high enough
// for the programs to finish. Each run's output is checked, so a system that
// computes something else is caught rather than timed.
package main

import (
	"bytes"
	"flag"
	"fmt"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"github.com/forthling/forthling/bench"
)

func main() {
	forthling := flag.String("forthling", "bin/forthling", "the forthling binary to time")
	runs := flag.Int("runs", 5, "runs of each program on each system; the median counts")
	only := flag.String("only", "", "time only the programs with these names (comma separated)")
	mdOut := flag.String("md", "bench/results.md", "where the markdown table goes (empty: nowhere)")
	pngOut := flag.String("png", "bench/ratios.png", "where the plot of the ratios goes (empty: nowhere)")
	install := flag.Bool("install", true, "install gforth with apt-get when it is missing and we are root")
	flag.Parse()

	bin, err := filepath.Abs(*forthling)
	if err == nil {
		_, err = os.Stat(bin)
	}
	if err != nil {
		fail("no forthling binary at %s: build it with make build", *forthling)
	}
	if bench.ProgramsDir() == "" {
		fail("run from the repository: bench/programs is not here")
	}
	systems := []*system{forthlingSystem(bin)}
	systems = append(systems, gforthSystems(*install)...)
	if bench.GforthDir() == "" {
		fmt.Fprintln(os.Stderr, "gforth's benchmark programs are not here (apt-get install gforth): timing forthling's own only")
	}

	var rows []row
	for _, p := range bench.Programs {
		if *only != "" && !contains(strings.Split(*only, ","), p.Name) {
			continue
		}
		if p.Dir() == "" {
			continue
		}
		r := row{program: p, times: map[string]time.Duration{}}
		for _, s := range systems {
			if reason := s.skip(p); reason != "" {
				r.notes = append(r.notes, s.name+": "+reason)
				continue
			}
			if err := s.check(p); err != nil {
				fail("%s: %s: %v", p.Name, s.name, err)
			}
		}
		// the systems take turns, so that a change in the machine's load
		// falls on all of them alike
		samples := map[string][]time.Duration{}
		for i := 0; i < *runs; i++ {
			for _, s := range systems {
				if s.skip(p) != "" {
					continue
				}
				d, err := s.time(p)
				if err != nil {
					fail("%s: %s: %v", p.Name, s.name, err)
				}
				samples[s.name] = append(samples[s.name], d)
			}
		}
		for name, ds := range samples {
			r.times[name] = median(ds)
		}
		r.turnRatio = turnRatio(samples["forthling"], samples[gforthFast])
		rows = append(rows, r)
		fmt.Fprintf(os.Stderr, "%-10s %s\n", p.Name, r.summary(systems))
	}
	table := markdown(rows, systems, *runs, machine(bin, systems))
	fmt.Print("\n" + table)
	if *mdOut != "" {
		if err := os.WriteFile(*mdOut, []byte(table), 0o644); err != nil {
			fail("%v", err)
		}
	}
	if *pngOut != "" && hasSystem(systems, gforthFast) {
		if err := plotRatios(rows, *pngOut); err != nil {
			fail("plot: %v", err)
		}
	}
}

const gforthFast = "gforth-fast"

// system is a Forth system the benchmark times.
type system struct {
	name string
	// command returns the command that runs code in dir.
	command func(p bench.Program, code string) *exec.Cmd
	// has tells whether the system has a word (for programs that need
	// words beyond Core).
	has func(word string) bool
	// version is what the system says it is ("gforth 0.7.3"), or "".
	version string
}

func forthlingSystem(bin string) *system {
	s := &system{name: "forthling"}
	s.command = func(p bench.Program, code string) *exec.Cmd {
		args := []string{
			// the limits are on, high enough for the programs to finish
			"--max-steps", "1000000000", "--max-time", "60s", "--max-output", "1M",
		}
		if p.Memory != "" {
			args = append(args, "-m", p.Memory)
		}
		args = append(args, "-e", code)
		cmd := exec.Command(bin, args...)
		cmd.Dir = p.Dir()
		return cmd
	}
	s.has = func(word string) bool {
		out, err := exec.Command(bin, "-e", "[DEFINED] "+word+" .").Output()
		return err == nil && strings.TrimSpace(string(out)) == "-1"
	}
	return s
}

// gforthSystems finds gforth-fast and gforth, installing them when allowed.
func gforthSystems(install bool) []*system {
	if _, err := exec.LookPath(gforthFast); err != nil {
		if install && os.Geteuid() == 0 {
			fmt.Fprintln(os.Stderr, "gforth is not installed: installing it with apt-get")
			for _, args := range [][]string{{"update"}, {"install", "-y", "gforth"}} {
				cmd := exec.Command("apt-get", args...)
				cmd.Stdout, cmd.Stderr = os.Stderr, os.Stderr
				if err := cmd.Run(); err != nil {
					fmt.Fprintf(os.Stderr, "apt-get %s: %v\n", args[0], err)
					break
				}
			}
		}
		if _, err := exec.LookPath(gforthFast); err != nil {
			fmt.Fprintln(os.Stderr, "gforth is not installed, so there is nothing to compare with: install it with `sudo apt-get install gforth` and run again")
			return nil
		}
	}
	var out []*system
	for _, name := range []string{gforthFast, "gforth"} {
		path, err := exec.LookPath(name)
		if err != nil {
			continue
		}
		s := &system{name: name}
		if v := strings.Fields(versionOf(path)); len(v) > 0 {
			s.version = name + " " + v[len(v)-1] // "gforth 0.7.3"
		}
		s.command = func(p bench.Program, code string) *exec.Cmd {
			cmd := exec.Command(path, "-e", code+" bye")
			cmd.Dir = p.Dir()
			return cmd
		}
		s.has = func(string) bool { return true }
		out = append(out, s)
	}
	return out
}

// skip says why the system does not run p, or "".
func (s *system) skip(p bench.Program) string {
	var lack []string
	for _, w := range p.Requires {
		if !s.has(w) {
			lack = append(lack, w)
		}
	}
	if len(lack) > 0 {
		return "has no " + strings.Join(lack, " ")
	}
	return ""
}

// check runs p's check and compares what it prints.
func (s *system) check(p bench.Program) error {
	code, want := "include "+p.File+" "+p.Run, p.RunOutput
	if p.Check != "" {
		code, want = "include "+p.File+" "+p.Check, p.CheckOutput
	}
	out, err := s.output(p, code)
	if err != nil {
		return err
	}
	if out != want {
		return fmt.Errorf("%s prints %q, want %q", code, out, want)
	}
	return nil
}

func (s *system) output(p bench.Program, code string) (string, error) {
	cmd := s.command(p, code)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		return "", fmt.Errorf("%v: %s", err, strings.TrimSpace(stderr.String()))
	}
	return string(out), nil
}

// time runs p once and returns the CPU time (user and system) the process
// used: on a shared machine it varies less than the time on the clock.
func (s *system) time(p bench.Program) (time.Duration, error) {
	code := "include " + p.File + " " + p.Run
	cmd := s.command(p, code)
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	if err := cmd.Run(); err != nil {
		return 0, fmt.Errorf("%v: %s", err, strings.TrimSpace(stderr.String()))
	}
	if stdout.String() != p.RunOutput {
		return 0, fmt.Errorf("prints %q, want %q", stdout.String(), p.RunOutput)
	}
	st := cmd.ProcessState
	return st.UserTime() + st.SystemTime(), nil
}

type row struct {
	program bench.Program
	times   map[string]time.Duration
	// turnRatio is the median of forthling's time over gforth-fast's in
	// the same turn, or 0 when one is missing.
	turnRatio float64
	notes     []string
}

// ratio is forthling's time over gforth-fast's: the median of the ratios of
// the turns, each taken between two runs made one after the other, so that
// the machine's speed drifting over the runs (another process, the clock
// of the processor) falls on both sides of a ratio rather than on the
// medians of the two systems' times apart.
func (r row) ratio() float64 { return r.turnRatio }

// turnRatio is the median over the turns of f's time over g's.
func turnRatio(f, g []time.Duration) float64 {
	var ratios []float64
	for i := range min(len(f), len(g)) {
		if f[i] > 0 && g[i] > 0 {
			ratios = append(ratios, float64(f[i])/float64(g[i]))
		}
	}
	if len(ratios) == 0 {
		return 0
	}
	return median(ratios)
}

func (r row) summary(systems []*system) string {
	var parts []string
	for _, s := range systems {
		if d, ok := r.times[s.name]; ok {
			parts = append(parts, fmt.Sprintf("%s %s", s.name, seconds(d)))
		}
	}
	if q := r.ratio(); q > 0 {
		parts = append(parts, fmt.Sprintf("ratio %.2f", q))
	}
	parts = append(parts, r.notes...)
	return strings.Join(parts, "  ")
}

func seconds(d time.Duration) string { return fmt.Sprintf("%.3fs", d.Seconds()) }

// median is the middle of xs, or the mean of the two in the middle.
func median[T time.Duration | float64](xs []T) T {
	s := slices.Clone(xs)
	slices.Sort(s)
	n := len(s)
	if n%2 == 1 {
		return s[n/2]
	}
	return (s[n/2-1] + s[n/2]) / 2
}

// geomean is the geometric mean of the ratios there are, and how many.
func geomean(rows []row, gforthOnly bool) (float64, int) {
	sum, n := 0.0, 0
	for _, r := range rows {
		if q := r.ratio(); q > 0 && (!gforthOnly || r.program.Gforth) {
			sum += math.Log(q)
			n++
		}
	}
	if n == 0 {
		return 0, 0
	}
	return math.Exp(sum / float64(n)), n
}

// markdown renders the table.
func markdown(rows []row, systems []*system, runs int, machine string) string {
	var b strings.Builder
	fmt.Fprintf(&b, "| program |")
	for _, s := range systems {
		fmt.Fprintf(&b, " %s |", s.name)
	}
	hasRatio := hasSystem(systems, gforthFast)
	if hasRatio {
		fmt.Fprintf(&b, " forthling / gforth-fast |")
	}
	fmt.Fprintf(&b, "\n| --- |")
	for range systems {
		fmt.Fprintf(&b, " ---: |")
	}
	if hasRatio {
		fmt.Fprintf(&b, " ---: |")
	}
	b.WriteString("\n")
	for _, r := range rows {
		name := r.program.Name
		if r.program.Gforth {
			name += " (gforth's)"
		}
		fmt.Fprintf(&b, "| %s |", name)
		for _, s := range systems {
			if d, ok := r.times[s.name]; ok {
				fmt.Fprintf(&b, " %s |", seconds(d))
			} else {
				fmt.Fprintf(&b, " n/a |")
			}
		}
		if hasRatio {
			if q := r.ratio(); q > 0 {
				fmt.Fprintf(&b, " %.2f |", q)
			} else {
				fmt.Fprintf(&b, " n/a |")
			}
		}
		b.WriteString("\n")
	}
	if hasRatio {
		g, n := geomean(rows, false)
		gg, gn := geomean(rows, true)
		cells := strings.Repeat(" |", len(systems))
		fmt.Fprintf(&b, "| geometric mean, all %d |%s %.2f |\n", n, cells, g)
		if gn > 0 {
			fmt.Fprintf(&b, "| geometric mean, gforth's %d |%s %.2f |\n", gn, cells, gg)
		}
	}
	fmt.Fprintf(&b, "\nCPU time (user and system) of the whole process, the median of %d runs; forthling with its step, time and output limits on. The systems take turns, and the ratio is the median of the turns' ratios.\n", runs)
	fmt.Fprintf(&b, "Measured on %s.\n", machine)
	var notes []string
	for _, r := range rows {
		for _, n := range r.notes {
			notes = append(notes, r.program.Name+": "+n)
		}
	}
	if len(notes) > 0 {
		fmt.Fprintf(&b, "Not run: %s.\n", strings.Join(notes, "; "))
	}
	return b.String()
}

func hasSystem(systems []*system, name string) bool {
	for _, s := range systems {
		if s.name == name {
			return true
		}
	}
	return false
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if strings.TrimSpace(x) == s {
			return true
		}
	}
	return false
}

func fail(format string, args ...any) {
	fmt.Fprintf(os.Stderr, "bench: "+format+"\n", args...)
	os.Exit(1)
}
