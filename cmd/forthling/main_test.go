package main

import (
	"bytes"
	"context"
	"errors"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"runtime/debug"
	"strings"
	"testing"
	"time"

	"github.com/forthling/forthling/buildtags"
	"github.com/forthling/forthling/cmd/internal/cli"
	"github.com/forthling/forthling/core"
)

// The runner is tested as people use it: the built program, run in a
// directory of its own with standard input, output and error as pipes.

var forthling string // the program built for the tests

func TestMain(m *testing.M) {
	dir, err := os.MkdirTemp("", "forthling-test")
	if err != nil {
		panic(err)
	}
	forthling = filepath.Join(dir, "forthling")
	build := exec.Command("go", "build", "-o", forthling, ".")
	build.Stderr = os.Stderr
	if err := build.Run(); err != nil {
		panic("building forthling: " + err.Error())
	}
	code := m.Run()
	os.RemoveAll(dir)
	os.Exit(code)
}

// result is what a run of forthling gave.
type result struct {
	stdout, stderr string
	status         int
}

// runIn runs forthling with args in dir, stdin as its input.
func runIn(t *testing.T, dir, stdin string, args ...string) result {
	t.Helper()
	cmd := exec.Command(forthling, args...)
	cmd.Dir = dir
	cmd.Stdin = strings.NewReader(stdin)
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	done := make(chan error, 1)
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	go func() { done <- cmd.Wait() }()
	var err error
	select {
	case err = <-done:
	case <-time.After(30 * time.Second):
		cmd.Process.Kill()
		t.Fatalf("forthling %q did not end", args)
	}
	status := 0
	var exit *exec.ExitError
	if errors.As(err, &exit) {
		status = exit.ExitCode()
	} else if err != nil {
		t.Fatal(err)
	}
	return result{stdout.String(), stderr.String(), status}
}

// writeFiles makes a directory holding the files.
func writeFiles(t *testing.T, files map[string]string) string {
	t.Helper()
	dir := t.TempDir()
	for name, text := range files {
		path := filepath.Join(dir, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

func TestExitStatusAndErrorReport(t *testing.T) {
	dir := t.TempDir()
	if r := runIn(t, dir, "", "-e", "1 2 + ."); r.status != 0 || r.stdout != "3 " || r.stderr != "" {
		t.Errorf("a good program: %+v", r)
	}
	code := ": add2 + ; 1 add2"
	r := runIn(t, dir, "", "-e", code)
	if r.status != 1 {
		t.Errorf("an uncaught error exits with status %d, want 1", r.status)
	}
	// the report is the session's own text of the error, as the server has it
	s, err := buildtags.NewSession(core.Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	want := s.Eval(context.Background(), core.Request{Code: code, Source: "-e"}).Error.Report() + "\n"
	if r.stderr != want {
		t.Errorf("the error report is\n%s\nwant\n%s", r.stderr, want)
	}
	if !strings.Contains(r.stderr, "error -4: stack underflow\nat -e, line 1, column 14: add2\nin: ADD2 > +\nstack at the error: 1") {
		t.Errorf("the report lacks the code, position, words or stack:\n%s", r.stderr)
	}
}

func TestBadOptions(t *testing.T) {
	dir := t.TempDir()
	for _, c := range []struct {
		args []string
		says string
	}{
		{[]string{"--max-steps", "2000000000", "-e", "1"}, "option --max-steps: 2000000000 is above the ceiling 1000000000"},
		{[]string{"-m", "128M", "-e", "1"}, "option -m: 128M is above the ceiling 64M"},
		{[]string{"--memory", "100K", "-e", "1"}, "below the minimum"},
		{[]string{"--max-time", "2m", "-e", "1"}, "option --max-time: 2m is above the ceiling " + cli.FormatDuration(core.Ceilings.Time)},
		{[]string{"--max-output", "1G", "-e", "1"}, "option --max-output: 1G is above the ceiling 16M"},
		{[]string{"--max-space", "65M", "-e", "1"}, "option --max-space: 65M is above the ceiling 64M"},
		{[]string{"--max-steps", "many"}, `"many" is not a positive number of steps`},
		{[]string{"--bogus"}, "unknown option -bogus"},
		{[]string{"-e"}, "option -e needs a value"},
	} {
		r := runIn(t, dir, "", c.args...)
		if r.status != 2 || !strings.Contains(r.stderr, c.says) || r.stdout != "" {
			t.Errorf("forthling %q: status %d, stderr %q; want status 2 and %q", c.args, r.status, r.stderr, c.says)
		}
	}
}

func TestHelpListsEveryOption(t *testing.T) {
	r := runIn(t, t.TempDir(), "", "--help")
	if r.status != 0 {
		t.Fatalf("--help: status %d", r.status)
	}
	d, c := core.DefaultLimits, core.Ceilings
	for _, want := range []string{
		"-e CODE", "--version", "-h, --help", "--image FILE", "--save FILE",
		"-m, --memory SIZE", "(default " + core.FormatSize(d.Memory) + ") [" + core.FormatSize(c.Memory) + "]",
		"--max-steps N", "(default no limit) [1000000000]",
		"--max-time T", "(default no limit) [" + cli.FormatDuration(c.Time) + "]",
		"--max-output SIZE", "(default no limit) [" + core.FormatSize(c.Output) + "]",
		"--max-space SIZE", "(default " + core.FormatSize(d.Space) + ") [" + core.FormatSize(c.Space) + "]",
	} {
		if !strings.Contains(r.stdout, want) {
			t.Errorf("--help does not say %q:\n%s", want, r.stdout)
		}
	}
}

func TestFilesAndCodeRunInOrder(t *testing.T) {
	dir := writeFiles(t, map[string]string{
		"prog.fs": ": main .\" main \" ;\n.\" prog \"\n",
		"more.fs": ".\" more \"\n",
	})
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"prog.fs", "-e", "main"}, "prog main "},
		{[]string{"-e", ".\" first \"", "prog.fs", "-e", "main", "more.fs"}, "first prog main more "},
		{[]string{"prog.fs", "--max-steps", "1000", "-e", "main", "-m", "2M", "more.fs"}, "prog main more "},
		{[]string{"-e", "1", "-e", "2", "-e", ". ."}, "2 1 "},
	} {
		if r := runIn(t, dir, "", c.args...); r.status != 0 || r.stdout != c.want {
			t.Errorf("forthling %q: status %d, output %q, errors %q; want %q", c.args, r.status, r.stdout, r.stderr, c.want)
		}
	}
	// the limits given apply: a step limit after the file still stops main
	r := runIn(t, dir, "", "prog.fs", "-e", ": spin BEGIN AGAIN ; spin", "--max-steps", "1000")
	if r.status != 1 || !strings.Contains(r.stderr, "error -258: limit exceeded: steps") {
		t.Errorf("--max-steps after the code: status %d, %q", r.status, r.stderr)
	}
}

func TestAnErrorInAFileNamesTheFile(t *testing.T) {
	dir := writeFiles(t, map[string]string{
		"prog.fs":     "\\ a program\n: square DUP * ;\n  3 square nosuchword .\n",
		"main.fs":     "INCLUDE lib/util.fs\n2 twice .\n",
		"lib/util.fs": ": twice 2 * ;\n: broken\n    1 0 / ;\nbroken\n",
	})
	r := runIn(t, dir, "", "prog.fs")
	if r.status != 1 || !strings.HasPrefix(r.stderr, "error -13: undefined word: NOSUCHWORD\nat prog.fs, line 3, column 12: nosuchword\n") {
		t.Errorf("an error in a file: status %d\n%s", r.status, r.stderr)
	}
	r = runIn(t, dir, "", "main.fs")
	if r.status != 1 || !strings.HasPrefix(r.stderr, "error -10: division by zero\nat lib/util.fs, line 4, column 1: broken\nin: INCLUDE > BROKEN > /\n") {
		t.Errorf("an error in an included file: status %d\n%s", r.status, r.stderr)
	}
	r = runIn(t, filepath.Join(dir, "lib"), "", "../prog.fs")
	if r.status != 1 || !strings.HasPrefix(r.stderr, "error -13: undefined word: NOSUCHWORD\nat ../prog.fs, line 3, column 12: nosuchword\n") {
		t.Errorf("an error in a file outside the directory: status %d\n%s", r.status, r.stderr)
	}
	r = runIn(t, dir, "", "nosuchfile.fs")
	if r.status != 1 || !strings.Contains(r.stderr, "nosuchfile.fs") {
		t.Errorf("a missing file: status %d, %q", r.status, r.stderr)
	}
}

func TestProgramsReadOnlyTheCurrentDirectoryTree(t *testing.T) {
	root := writeFiles(t, map[string]string{
		"secret.fs":        ".\" secret \"\n",
		"work/lib/util.fs": ".\" util \"\n",
	})
	work := filepath.Join(root, "work")
	if r := runIn(t, work, "", "-e", "INCLUDE lib/util.fs"); r.status != 0 || r.stdout != "util " {
		t.Errorf("a file under the directory: status %d, %q %q", r.status, r.stdout, r.stderr)
	}
	for _, name := range []string{"../secret.fs", filepath.Join(root, "secret.fs")} {
		r := runIn(t, work, "", "-e", "S\" "+name+"\" INCLUDED")
		if r.status != 1 || !strings.Contains(r.stderr, "error -38: non-existent file: "+name+": not a valid file name") {
			t.Errorf("INCLUDED %s: status %d, %q", name, r.status, r.stderr)
		}
	}
}

// snapshot records every file under dir with its contents and time.
func snapshot(t *testing.T, dir string) map[string]string {
	t.Helper()
	files := map[string]string{}
	err := filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		info, err := d.Info()
		if err != nil {
			return err
		}
		text := ""
		if !d.IsDir() {
			b, err := os.ReadFile(path)
			if err != nil {
				return err
			}
			text = string(b)
		}
		files[path] = info.ModTime().String() + " " + info.Mode().String() + " " + text
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return files
}

func TestNothingOnDiskChanges(t *testing.T) {
	dir := writeFiles(t, map[string]string{"data.txt": "original\n", "prog.fs": ".\" ran \"\n"})
	before := snapshot(t, dir)
	// the file words come with the File-access word set; whatever this
	// build has of them is used
	probe := runIn(t, dir, "", "-e", "[DEFINED] CREATE-FILE [DEFINED] WRITE-FILE [DEFINED] DELETE-FILE AND AND .")
	program := "INCLUDE prog.fs"
	if probe.stdout == "-1 " {
		program += ` S" data.txt" W/O CREATE-FILE THROW DUP S" changed" ROT WRITE-FILE THROW CLOSE-FILE THROW` +
			` S" new.txt" W/O CREATE-FILE THROW CLOSE-FILE THROW S" new.txt" DELETE-FILE THROW`
	} else {
		t.Log("CREATE-FILE, WRITE-FILE or DELETE-FILE is not in this build: only reading is tried")
	}
	if r := runIn(t, dir, "", "-e", program); r.status != 0 || !strings.HasPrefix(r.stdout, "ran ") {
		t.Fatalf("the program: status %d, %q %q", r.status, r.stdout, r.stderr)
	}
	after := snapshot(t, dir)
	if len(after) != len(before) {
		t.Errorf("the directory had %d entries and has %d", len(before), len(after))
	}
	for path, was := range before {
		if after[path] != was {
			t.Errorf("%s changed on disk", path)
		}
	}
}

func TestStandardInput(t *testing.T) {
	dir := t.TempDir()
	lines := `: lines BEGIN PAD 80 ACCEPT DUP WHILE PAD SWAP TYPE ." |" REPEAT . ;  lines`
	if r := runIn(t, dir, "first\nsecond line\n", "-e", lines); r.status != 0 || r.stdout != "first|second line|0 " {
		t.Errorf("ACCEPT: status %d, %q %q", r.status, r.stdout, r.stderr)
	}
	if r := runIn(t, dir, "", "-e", "PAD 80 ACCEPT ."); r.stdout != "0 " {
		t.Errorf("ACCEPT at the end of the input: %q %q", r.stdout, r.stderr)
	}
	if r := runIn(t, dir, "abcdef\n", "-e", "PAD 3 ACCEPT PAD SWAP TYPE PAD 80 ACCEPT ."); r.stdout != "abc0 " {
		t.Errorf("ACCEPT of fewer characters than the line drops the rest: %q %q", r.stdout, r.stderr)
	}
	if r := runIn(t, dir, "xy", "-e", "KEY . KEY EMIT"); r.status != 0 || r.stdout != "120 y" {
		t.Errorf("KEY: status %d, %q %q", r.status, r.stdout, r.stderr)
	}
	if r := runIn(t, dir, "", "-e", "KEY"); r.status != 1 || !strings.Contains(r.stderr, "error -57") || !strings.Contains(r.stderr, "end of input") {
		t.Errorf("KEY at the end of the input: status %d, %q", r.status, r.stderr)
	}
}

func TestREPLReadsAPipe(t *testing.T) {
	in := "1 2 + .\n: sq ( n -- n*n )\n  DUP * ;\n3 sq .\n1 0 /\n.S\nPAD 80 ACCEPT\na line for ACCEPT\n.\nBYE\n.\" not reached\"\n"
	r := runIn(t, t.TempDir(), in)
	if r.status != 0 {
		t.Fatalf("status %d\n%s", r.status, r.stderr)
	}
	want := []string{"3  ok", " compiled", " ok", "9  ok", "", "<0>  ok", " ok", "17  ok"}
	lines := strings.Split(strings.TrimRight(r.stdout, "\n"), "\n")
	if len(lines) < len(want)+1 || !strings.HasPrefix(lines[0], "forthling ") {
		t.Fatalf("the REPL printed\n%s", r.stdout)
	}
	for i, w := range want {
		if lines[i+1] != w {
			t.Errorf("line %d of the output is %q, want %q\n%s", i+2, lines[i+1], w, r.stdout)
		}
	}
	if strings.Contains(r.stdout, "not reached") {
		t.Errorf("the REPL went on after BYE:\n%s", r.stdout)
	}
	if !strings.HasPrefix(r.stderr, "error -10: division by zero\nat input, line 1, column 5: /\n") {
		t.Errorf("the REPL's error report:\n%s", r.stderr)
	}
}

func TestREPLCtrlCStopsTheRunningLine(t *testing.T) {
	cmd := exec.Command(forthling)
	cmd.Dir = t.TempDir()
	stdin, err := cmd.StdinPipe()
	if err != nil {
		t.Fatal(err)
	}
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	defer cmd.Process.Kill()
	stdin.Write([]byte(": spin BEGIN AGAIN ; spin\n"))
	time.Sleep(300 * time.Millisecond)
	if err := cmd.Process.Signal(os.Interrupt); err != nil {
		t.Fatal(err)
	}
	stdin.Write([]byte("1 2 + .\n"))
	stdin.Close()
	done := make(chan error, 1)
	go func() { done <- cmd.Wait() }()
	select {
	case err = <-done:
	case <-time.After(10 * time.Second):
		t.Fatal("Ctrl-C did not stop the running line")
	}
	if err != nil {
		t.Fatalf("forthling ended with %v\n%s", err, stderr.String())
	}
	if !strings.Contains(stderr.String(), "error -259: cancelled") || !strings.Contains(stdout.String(), "3  ok") {
		t.Errorf("after Ctrl-C: output %q, errors %q", stdout.String(), stderr.String())
	}
}

func TestWarningsGoToStandardError(t *testing.T) {
	dir := writeFiles(t, map[string]string{
		"prog.fs": "\\ a program\n: square ( n -- n*n ) DUP DUP * ;\n: cube ( n -- n*n*n ) DUP DUP * * ;\n3 cube .\n",
	})
	r := runIn(t, dir, "", "prog.fs")
	want := "prog.fs:2:1: warning: SQUARE ( n -- n*n ) takes 1 cell and leaves 2; its comment says it leaves 1\n"
	if r.status != 0 || r.stdout != "27 " || r.stderr != want {
		t.Errorf("a file with a wrong stack comment: status %d, output %q, errors\n%s\nwant\n%s", r.status, r.stdout, r.stderr, want)
	}
	r = runIn(t, dir, ": bad ( a b -- c ) ;\n: good ( a b -- c ) + ;\n")
	if want := "input:1:1: warning: BAD ( a b -- c ) takes 2 cells and leaves 2; its comment says it leaves 1\n"; r.status != 0 || r.stderr != want {
		t.Errorf("the REPL: status %d, errors\n%s\nwant\n%s", r.status, r.stderr, want)
	}
}

func TestRunnerCollectsLessOften(t *testing.T) {
	before := debug.SetGCPercent(100)
	defer debug.SetGCPercent(before)

	t.Setenv("GOGC", "")
	collectLessOften()
	if got := debug.SetGCPercent(100); got != runnerGCPercent {
		t.Errorf("with GOGC unset the runner collects at %d%%, want %d%%", got, runnerGCPercent)
	}

	t.Setenv("GOGC", "50")
	collectLessOften()
	if got := debug.SetGCPercent(100); got != 100 {
		t.Errorf("with GOGC set the runner changed the collector's setting to %d%%; GOGC should rule", got)
	}
}
