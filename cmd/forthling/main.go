// Command forthling runs Forth programs: forthling [OPTIONS] FILE... [-e CODE]
// runs the files in order, then the code, and exits; with neither it is an
// interactive REPL. It uses the same sessions as the MCP server, with the
// host's current directory readable (never writable) by the file words.
package main

import (
	"bufio"
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/signal"
	"path/filepath"
	"runtime/debug"
	"strings"
	"sync"

	"github.com/peterh/liner"

	"github.com/forthling/forthling/buildtags"
	"github.com/forthling/forthling/cmd/internal/cli"
	"github.com/forthling/forthling/core"
)

const usage = `forthling runs Forth 2012 programs.

usage:
  forthling [OPTIONS] FILE... [-e CODE]   run the files in order, then the code, and exit
  forthling [OPTIONS]                     an interactive REPL

The files are read from the disk; what a program writes stays in memory and is
gone at exit, unless --out names a directory for it. Programs may read files
under the current directory.

options:
  -e CODE               run CODE; files and -e run in the order given, and
                        options may come before, between and after them
      --image FILE      start from the session image FILE (a workspace that
                        --save wrote) instead of a fresh session: its words,
                        memory, files, stacks and limits; no limit option
                        goes with it
      --save FILE       write the session to the image FILE at exit, also
                        after an uncaught error (an open SQLite database or
                        HTTP response leaves it unwritten, saying why)
%s      --out DIR         write the files the program writes (a plot's PNG, a
                        CSV) into DIR as well, under the names it gives them;
                        DIR must be inside the current directory (off: files
                        stay in memory)
      --version         print the version and the vocabularies of this build
  -h, --help            this help

Exit status: 0; 1 after an uncaught error, which is reported on standard
error; 2 for a bad option.
`

func main() {
	collectLessOften()
	os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}

// runnerGCPercent is the Go collector's setting in the runner, unless GOGC
// says otherwise. The runner holds one session and exits when its program
// ends. At Go's default of 100 the first collection comes while the system
// boots, when the heap passes 4 MB, and costs a short run about a tenth of
// its time; at 400 a run that keeps its data small never collects, and one
// that does collects a quarter as often, at most five times the live heap.
// The MCP server, which holds many sessions for long, keeps the default.
const runnerGCPercent = 400

func collectLessOften() {
	if os.Getenv("GOGC") == "" {
		debug.SetGCPercent(runnerGCPercent)
	}
}

// codeList gathers the -e options in order.
type codeList []string

func (c *codeList) String() string     { return strings.Join(*c, " ") }
func (c *codeList) Set(v string) error { *c = append(*c, v); return nil }

// job is one thing to run: a file or -e code, in command-line order.
type job struct {
	file string
	code string
}

func run(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("forthling", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	limits := cli.BindLimits(fs, true)
	var codes codeList
	fs.Var(&codes, "e", "")
	image := fs.String("image", "", "")
	save := fs.String("save", "", "")
	version := fs.Bool("version", false, "")
	help := fs.Bool("help", false, "")
	fs.BoolVar(help, "h", false, "")
	outName := fs.String("out", "", "")

	// options may come before, between and after the files
	var jobs []job
	rest := args
	for {
		before := len(codes)
		if err := fs.Parse(rest); err != nil {
			fmt.Fprintf(stderr, "forthling: %s\nforthling --help lists the options, their defaults and their ceilings.\n", optionError(err))
			return 2
		}
		for _, c := range codes[before:] {
			jobs = append(jobs, job{code: c})
		}
		rest = fs.Args()
		if len(rest) == 0 {
			break
		}
		jobs = append(jobs, job{file: rest[0]})
		rest = rest[1:]
	}
	if *help {
		fmt.Fprintf(stdout, usage, cli.LimitsHelp(true))
		return 0
	}
	if *version {
		fmt.Fprint(stdout, cli.VersionText("forthling"))
		return 0
	}
	var files *outDir
	if *outName != "" {
		var err error
		if files, err = openOut(*outName); err != nil {
			fmt.Fprintf(stderr, "forthling: %v\n", err)
			return 2
		}
		defer files.Close()
	}
	out := newLineWriter(stdout)
	defer out.Flush()
	// the REPL and the program's KEY and ACCEPT read standard input through
	// one reader, so that each gets the lines after the other's
	input := bufio.NewReader(stdin)
	var lines lineReader = plainLines{input}
	if f, ok := stdin.(*os.File); ok && len(jobs) == 0 && isTerminal(f) {
		t := newTerminalLines()
		lines, input = t, bufio.NewReader(&promptReader{lines: t})
	}
	defer lines.Close()
	opts := core.Options{Limits: limits.Limits(), Stdout: out, Stdin: input}
	if wd, err := os.Getwd(); err == nil {
		opts.Host = os.DirFS(wd)
	}
	s, err := startSession(fs, opts, *image)
	if err != nil {
		fmt.Fprintf(stderr, "forthling: %v\n", err)
		return 2
	}
	defer s.Close()
	status := runJobs(s, jobs, lines, out, stderr, files)
	if *save != "" {
		if err := saveImage(s, *save); err != nil {
			fmt.Fprintf(stderr, "forthling: --save %s: %v\n", *save, err)
			return max(status, 1)
		}
	}
	return status
}

// limitOptions are the options of the limits, which an image brings.
var limitOptions = map[string]bool{"m": true, "memory": true, "max-steps": true, "max-time": true, "max-output": true, "max-space": true}

// startSession makes the session: from the image file, or fresh.
func startSession(fs *flag.FlagSet, opts core.Options, image string) (*core.Session, error) {
	if image == "" {
		return buildtags.NewSession(opts)
	}
	var clash string
	fs.Visit(func(f *flag.Flag) {
		if limitOptions[f.Name] {
			clash = optionName(f.Name)
		}
	})
	if clash != "" {
		return nil, fmt.Errorf("option %s: a session started from an image has the image's limits; leave %s out", clash, clash)
	}
	f, err := os.Open(image)
	if err != nil {
		return nil, fmt.Errorf("--image: %v", err)
	}
	defer f.Close()
	opts.Limits = core.Limits{}
	s, err := buildtags.ReadSession(bufio.NewReader(f), opts)
	if err != nil {
		return nil, fmt.Errorf("--image %s: %v", image, err)
	}
	return s, nil
}

// saveImage writes the session's image to a new file beside path and then
// moves it into place, so that a failed write leaves an older image whole.
func saveImage(s *core.Session, path string) error {
	tmp, err := os.CreateTemp(filepath.Dir(path), "."+filepath.Base(path)+".*")
	if err != nil {
		return err
	}
	defer os.Remove(tmp.Name())
	w := bufio.NewWriter(tmp)
	if err := s.WriteImage(w); err != nil {
		tmp.Close()
		return err
	}
	if err := w.Flush(); err != nil {
		tmp.Close()
		return err
	}
	if err := tmp.Close(); err != nil {
		return err
	}
	return os.Rename(tmp.Name(), path)
}

// runJobs runs the files and code in order, or the REPL when there are
// none, and returns the exit status.
func runJobs(s *core.Session, jobs []job, lines lineReader, out *lineWriter, stderr io.Writer, files *outDir) int {
	if len(jobs) == 0 {
		return repl(s, lines, out, stderr, files)
	}
	for _, j := range jobs {
		req := core.Request{Code: j.code, Source: "-e"}
		if j.file != "" {
			text, err := os.ReadFile(j.file)
			if err != nil {
				out.Flush()
				fmt.Fprintf(stderr, "forthling: %v\n", err)
				return 1
			}
			req = core.Request{Code: string(text), Source: sourceName(j.file), File: true}
		}
		r := s.Eval(context.Background(), req)
		out.Flush()
		writeWarnings(stderr, r)
		if err := files.writeAll(s); err != nil {
			fmt.Fprintf(stderr, "forthling: %v\n", err)
			return 1
		}
		if r.Error != nil {
			fmt.Fprintln(stderr, r.Error.Report())
			return 1
		}
		if r.Bye {
			return 0
		}
	}
	return 0
}

// writeWarnings writes the warnings of a call the way compilers do:
// "prog.fs:3:3: warning: SQUARE ( n -- n*n ) takes ...".
func writeWarnings(stderr io.Writer, r *core.Result) {
	for _, w := range r.Warnings {
		if w.Source != "" {
			fmt.Fprintf(stderr, "%s:%d:%d: ", w.Source, w.Line, w.Column)
		}
		fmt.Fprintln(stderr, "warning: "+w.Message)
	}
	if r.WarningsDropped > 0 {
		fmt.Fprintf(stderr, "... (%d more warnings)\n", r.WarningsDropped)
	}
}

// optionError says what is wrong with an option, without the flag
// package's wording around the message of our own values.
func optionError(err error) string {
	msg := err.Error()
	if rest, ok := strings.CutPrefix(msg, "flag provided but not defined: "); ok {
		return "unknown option " + rest
	}
	if strings.HasPrefix(msg, "invalid value ") {
		if i := strings.Index(msg, " for flag -"); i >= 0 {
			rest := msg[i+len(" for flag -"):]
			if name, why, ok := strings.Cut(rest, ": "); ok {
				return "option " + optionName(name) + ": " + why
			}
		}
	}
	if rest, ok := strings.CutPrefix(msg, "flag needs an argument: -"); ok {
		return "option " + optionName(rest) + " needs a value"
	}
	return msg
}

// optionName writes an option the way the help does: -m, --memory.
func optionName(name string) string {
	if len(name) == 1 {
		return "-" + name
	}
	return "--" + name
}

// sourceName is how errors name a file given on the command line: as it was
// given, relative where it can be.
func sourceName(file string) string {
	if wd, err := os.Getwd(); err == nil {
		if rel, err := filepath.Rel(wd, file); err == nil && !strings.HasPrefix(rel, "..") {
			return filepath.ToSlash(rel)
		}
	}
	return file
}

// repl is the interactive loop: a prompt, line editing and history when
// standard input is a terminal; " ok" after each line; Ctrl-C stops the
// line that runs.
func repl(s *core.Session, in lineReader, out *lineWriter, stderr io.Writer, files *outDir) int {
	fmt.Fprintf(out, "forthling %s: Forth 2012. Type BYE or Ctrl-D to leave, .S to see the stack.\n", cli.Version)
	out.Flush()
	interrupt := catchInterrupts()
	defer interrupt.stop()
	for {
		text, err := in.ReadLine()
		if err != nil {
			fmt.Fprintln(out)
			return 0
		}
		r := interrupt.eval(s, text)
		out.Flush()
		writeWarnings(stderr, r)
		if err := files.writeAll(s); err != nil {
			fmt.Fprintf(stderr, "forthling: %v\n", err)
		}
		switch {
		case r.Error != nil:
			fmt.Fprintln(out)
			out.Flush()
			fmt.Fprintln(stderr, r.Error.Report())
		case r.Compiling:
			fmt.Fprintln(out, " compiled")
		default:
			fmt.Fprintln(out, " ok")
		}
		out.Flush()
		if r.Bye {
			return 0
		}
	}
}

// interrupts turns Ctrl-C into the cancelling of the line that runs (error
// -259), for as long as the REPL runs; between lines it does nothing.
type interrupts struct {
	mu      sync.Mutex
	cancel  context.CancelFunc
	signals chan os.Signal
}

func catchInterrupts() *interrupts {
	in := &interrupts{signals: make(chan os.Signal, 1)}
	signal.Notify(in.signals, os.Interrupt)
	go func() {
		for range in.signals {
			in.mu.Lock()
			if in.cancel != nil {
				in.cancel()
			}
			in.mu.Unlock()
		}
	}()
	return in
}

// eval runs a line of the REPL so that Ctrl-C can stop it.
func (in *interrupts) eval(s *core.Session, text string) *core.Result {
	ctx, cancel := context.WithCancel(context.Background())
	in.mu.Lock()
	in.cancel = cancel
	in.mu.Unlock()
	defer func() {
		in.mu.Lock()
		in.cancel = nil
		in.mu.Unlock()
		cancel()
	}()
	return s.Eval(ctx, core.Request{Code: text})
}

func (in *interrupts) stop() {
	signal.Stop(in.signals)
	close(in.signals)
}

// lineReader gives the REPL its lines.
type lineReader interface {
	ReadLine() (string, error)
	Close() error
}

// plainLines reads lines from a pipe or a file; KEY and ACCEPT read from the
// same buffer, so a program gets the lines that follow its own.
type plainLines struct{ r *bufio.Reader }

func (p plainLines) ReadLine() (string, error) {
	line, err := p.r.ReadString('\n')
	if err != nil && line == "" {
		return "", err
	}
	return strings.TrimSuffix(strings.TrimSuffix(line, "\n"), "\r"), nil
}

func (plainLines) Close() error { return nil }

// terminalLines edits lines on a terminal, with history.
type terminalLines struct{ l *liner.State }

func newTerminalLines() terminalLines {
	l := liner.NewLiner()
	l.SetCtrlCAborts(true)
	return terminalLines{l}
}

func (t terminalLines) ReadLine() (string, error) {
	for {
		text, err := t.l.Prompt("")
		if errors.Is(err, liner.ErrPromptAborted) {
			continue // Ctrl-C drops the line
		}
		if err != nil {
			return "", err
		}
		if strings.TrimSpace(text) != "" {
			t.l.AppendHistory(text)
		}
		return text, nil
	}
}

func (t terminalLines) Close() error { return t.l.Close() }

// promptReader gives KEY and ACCEPT the lines of the line editor: a line
// typed or pasted while the program waits for input, edited as the REPL's
// lines are. Ctrl-C at such a line ends the input.
type promptReader struct {
	lines   terminalLines
	pending []byte
}

func (p *promptReader) Read(b []byte) (int, error) {
	if len(p.pending) == 0 {
		line, err := p.lines.l.Prompt("")
		if err != nil {
			return 0, io.EOF
		}
		p.pending = []byte(line + "\n")
	}
	n := copy(b, p.pending)
	p.pending = p.pending[n:]
	return n, nil
}

// isTerminal reports whether f is a terminal (a character device).
func isTerminal(f *os.File) bool {
	fi, err := f.Stat()
	return err == nil && fi.Mode()&os.ModeCharDevice != 0
}
