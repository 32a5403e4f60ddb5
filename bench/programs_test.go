package bench

import (
	"context"
	"flag"
	"fmt"
	"hash/crc32"
	"os"
	"os/exec"
	"runtime/pprof"
	"slices"
	"strings"
	"testing"

	"github.com/forthling/forthling/buildtags"
	"github.com/forthling/forthling/core"
)

// run evaluates code in a fresh session that reads files from dir, with
// limits that let a benchmark finish.
func run(t *testing.T, p Program, dir, code string) string {
	t.Helper()
	limits := core.DefaultLimits
	limits.Steps = core.Ceilings.Steps
	limits.Time = core.Ceilings.Time
	if p.Memory != "" {
		n, err := core.ParseSize(p.Memory)
		if err != nil {
			t.Fatal(err)
		}
		limits.Memory = n
	}
	s, err := buildtags.NewSession(core.Options{Limits: limits, Host: os.DirFS(dir)})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	r := s.Eval(context.Background(), core.Request{Code: code})
	if r.Error != nil {
		t.Fatalf("%s: %v", code, r.Error)
	}
	return r.Output
}

// missing lists the words of p that this build lacks.
func missing(t *testing.T, p Program) []string {
	s, err := buildtags.NewSession(core.Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	var lack []string
	for _, w := range p.Requires {
		if s.Machine().SystemWord(w) == nil {
			lack = append(lack, w)
		}
	}
	return lack
}

// TestResults runs every program at a small size (gforth's at their own,
// with their check) and compares what it prints.
func TestResults(t *testing.T) {
	for _, p := range Programs {
		t.Run(p.Name, func(t *testing.T) {
			dir := p.Dir()
			if dir == "" {
				t.Skipf("%s is not here (gforth's programs: apt-get install gforth)", p.File)
			}
			if lack := missing(t, p); len(lack) > 0 {
				t.Skipf("this build has no %s", strings.Join(lack, " "))
			}
			code, want := p.Small+" include "+p.File+" "+p.Run, p.SmallOutput
			if p.Small == "" {
				code, want = "include "+p.File+" "+p.Check, p.CheckOutput
			}
			if got := run(t, p, dir, code); got != want {
				t.Errorf("%s prints %q, want %q", code, got, want)
			}
		})
	}
}

// TestCRC32 checks the CRC-32 program's result against Go's own CRC-32 of
// the same bytes.
func TestCRC32(t *testing.T) {
	buf := make([]byte, 65536)
	x := uint64(12345)
	for i := range buf {
		x = (x*1103515245 + 12345) & 0x7FFFFFFF
		buf[i] = byte(x >> 16)
	}
	want := fmt.Sprintf("%d ", crc32.ChecksumIEEE(buf))
	for _, p := range Programs {
		if p.Name == "crc32" && (p.RunOutput != want || p.SmallOutput != want) {
			t.Errorf("crc32 expects %q and %q; Go computes %q", p.RunOutput, p.SmallOutput, want)
		}
	}
}

var (
	profileOut  = flag.String("profile", "", "run every program at full size under the CPU profiler and write the profile here (make pgo)")
	profileOnly = flag.String("profile-only", "", "profile only the programs with these names (comma separated), to see where one program's time goes")
)

// TestProfile writes the CPU profile that the commands are built with
// (default.pgo: Go's profile-guided optimisation), from the benchmark
// programs run in this process. It runs only when asked for.
func TestProfile(t *testing.T) {
	if *profileOut == "" {
		t.Skip("only with -profile FILE (make pgo)")
	}
	f, err := os.Create(*profileOut)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if err := pprof.StartCPUProfile(f); err != nil {
		t.Fatal(err)
	}
	defer pprof.StopCPUProfile()
	only := strings.Split(*profileOnly, ",")
	for _, p := range Programs {
		if *profileOnly != "" && !slices.Contains(only, p.Name) {
			continue
		}
		dir := p.Dir()
		if dir == "" || len(missing(t, p)) > 0 {
			t.Logf("%s: not here, left out of the profile", p.Name)
			continue
		}
		for i := 0; i < 3; i++ {
			run(t, p, dir, "include "+p.File+" "+p.Run)
		}
	}
}

// TestGforthAgrees runs forthling's own programs at their small size
// through gforth-fast, when it is installed, and holds it to the output
// TestResults holds forthling to: the expected results are gforth's too.
func TestGforthAgrees(t *testing.T) {
	gforth, err := exec.LookPath("gforth-fast")
	if err != nil {
		t.Skip("gforth-fast is not installed (apt-get install gforth)")
	}
	dir := ProgramsDir()
	for _, p := range Programs {
		if p.Gforth || p.Small == "" {
			continue
		}
		t.Run(p.Name, func(t *testing.T) {
			cmd := exec.Command(gforth, "-e", p.Small, p.File, "-e", p.Run+" bye")
			cmd.Dir = dir
			out, err := cmd.Output()
			if err != nil {
				t.Fatalf("gforth-fast: %v", err)
			}
			if string(out) != p.SmallOutput {
				t.Errorf("gforth-fast prints %q, forthling is held to %q", out, p.SmallOutput)
			}
		})
	}
}
