// Package scripttest runs forthling's script tests: files of Forth code with
// the exact result each case must give, run through the fused compiler and
// the plain one (which must agree on everything), and, for cases marked
// gforth, through gforth, whose output must be the same.
//
// A script file holds cases. A case starts with a line "\ ### NAME [TAGS]",
// has its code, then a line "\ --- want" and the expected text of the
// result (Result.Text), each line behind "\ ":
//
//	\ ### square [gforth]
//	: sq dup * ; 7 sq .
//	\ --- want
//	\ 49  ok
//	\ stack: empty
//
// A line "\ --- next call" splits the code into calls of the same session;
// the want section then holds the result of each call in turn.
//
// Tags: gforth (gforth prints the same output), steps=N, time=D, output=N,
// memory=SIZE, space=SIZE, files=SIZE (limits of the case), trace (run
// with a trace), data=TEXT (the call's data). Each case runs in a fresh session with the server's default
// limits. go test -update rewrites the want sections from what the fused
// compiler gives: read the diff before you commit it.
package scripttest

import (
	"context"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/forthling/forthling/buildtags"
	"github.com/forthling/forthling/compile"
	"github.com/forthling/forthling/core"
)

var update = flag.Bool("update", false, "rewrite the want sections of script tests from the results")

// Case is one script test case.
type Case struct {
	File  string
	Line  int // of the ### line
	Name  string
	Tags  map[string]string
	Code  string
	Want  string
	start int // line index of the ### line
	end   int // line index after the case
}

// Parse reads the cases of a script file.
func Parse(file string, text string) ([]*Case, error) {
	lines := strings.Split(text, "\n")
	var cases []*Case
	var c *Case
	inWant := false
	var code, want []string
	flush := func(end int) {
		if c == nil {
			return
		}
		c.Code = strings.TrimRight(strings.Join(code, "\n"), "\n")
		c.Want = strings.TrimRight(strings.Join(want, "\n"), "\n")
		c.end = end
		cases = append(cases, c)
	}
	for i, l := range lines {
		switch {
		case strings.HasPrefix(l, `\ ### `):
			flush(i)
			c = &Case{File: file, Line: i + 1, start: i, Tags: map[string]string{}}
			head := strings.TrimSpace(strings.TrimPrefix(l, `\ ### `))
			if j := strings.Index(head, "["); j >= 0 && strings.HasSuffix(head, "]") {
				for _, tag := range strings.Fields(head[j+1 : len(head)-1]) {
					k, v, _ := strings.Cut(tag, "=")
					c.Tags[k] = v
				}
				head = strings.TrimSpace(head[:j])
			}
			c.Name = head
			code, want, inWant = nil, nil, false
		case c == nil:
		case strings.TrimSpace(l) == `\ --- want`:
			inWant = true
		case inWant:
			switch {
			case l == `\`:
				want = append(want, "")
			case strings.HasPrefix(l, `\ `):
				want = append(want, l[2:])
			case strings.TrimSpace(l) == "":
				// blank lines end the want section
				inWant = false
			default:
				return nil, fmt.Errorf("%s:%d: a want line must start with \"\\ \"", file, i+1)
			}
		default:
			code = append(code, l)
		}
	}
	flush(len(lines))
	for _, c := range cases {
		if c.Want == "" && !*update {
			return nil, fmt.Errorf("%s:%d: case %q has no want section", file, c.Line, c.Name)
		}
	}
	return cases, nil
}

// images are the fused system and the plain one every case runs on.
type images struct{ fused, plain *core.Image }

var built *images

func systems(t testing.TB) *images {
	t.Helper()
	if built == nil {
		fused, err := buildtags.Image()
		if err != nil {
			t.Fatal(err)
		}
		build := buildtags.Build()
		build.Compiler = compile.New(false)
		plain, err := core.NewImage(build)
		if err != nil {
			t.Fatal(err)
		}
		built = &images{fused, plain}
	}
	return built
}

// Systems returns the system built with fast code and the one built with
// plain code only, which the script tests and the fuzz tests hold to the
// same results; they are built once per test binary.
func Systems(t testing.TB) (fused, plain *core.Image) {
	imgs := systems(t)
	return imgs.fused, imgs.plain
}

// Limits returns the limits of a case: the server's defaults, changed by
// its tags.
func (c *Case) Limits() (core.Limits, error) {
	l := core.DefaultLimits
	for k, v := range c.Tags {
		var err error
		switch k {
		case "steps":
			l.Steps, err = strconv.ParseInt(v, 10, 64)
		case "time":
			l.Time, err = time.ParseDuration(v)
		case "output":
			l.Output, err = core.ParseSize(v)
		case "memory":
			l.Memory, err = core.ParseSize(v)
		case "space":
			l.Space, err = core.ParseSize(v)
		case "files":
			l.Files, err = core.ParseSize(v)
		}
		if err != nil {
			return l, fmt.Errorf("tag %s=%s: %v", k, v, err)
		}
	}
	return l, nil
}

// CallSeparator is the line that splits a case's code into calls of one
// session, for what must hold from one call to the next.
const CallSeparator = `\ --- next call`

// Calls returns the code of each call of the case.
func (c *Case) Calls() []string {
	return strings.Split(c.Code, "\n"+CallSeparator+"\n")
}

// Run runs a case on a fresh session of img: each of its calls in turn.
func (c *Case) Run(img *core.Image) ([]*core.Result, error) {
	l, err := c.Limits()
	if err != nil {
		return nil, err
	}
	s, err := img.NewSession(core.Options{Limits: l})
	if err != nil {
		return nil, err
	}
	defer s.Close()
	var results []*core.Result
	for i, code := range c.Calls() {
		req := core.Request{Code: code}
		if _, ok := c.Tags["trace"]; ok {
			req.Trace = true
		}
		if d, ok := c.Tags["data"]; ok && i == 0 {
			req.Data = &d
		}
		results = append(results, s.Eval(context.Background(), req))
	}
	return results, nil
}

// texts joins the texts of the results of a case's calls.
func texts(results []*core.Result) string {
	var b strings.Builder
	for _, r := range results {
		b.WriteString(r.Text())
	}
	return b.String()
}

// counts sums the steps of the calls and takes their deepest stack.
func counts(results []*core.Result) (steps int64, depth int) {
	for _, r := range results {
		steps += r.Steps
		depth = max(depth, r.MaxDepth)
	}
	return steps, depth
}

// normalize drops trailing white space of lines and trailing empty lines:
// the want sections live in source files whose editors trim them.
func normalize(s string) string {
	lines := strings.Split(s, "\n")
	for i, l := range lines {
		lines[i] = strings.TrimRight(l, " \t")
	}
	return strings.TrimRight(strings.Join(lines, "\n"), "\n")
}

// RunFiles runs every case of the script files matching glob, each through
// the fused and the plain compiler.
func RunFiles(t *testing.T, glob string) {
	files, err := filepath.Glob(glob)
	if err != nil || len(files) == 0 {
		t.Fatalf("no script files match %s", glob)
	}
	imgs := systems(t)
	for _, file := range files {
		text, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		cases, err := Parse(file, string(text))
		if err != nil {
			t.Fatal(err)
		}
		results := map[*Case]string{}
		t.Run(filepath.Base(file), func(t *testing.T) {
			for _, c := range cases {
				t.Run(c.Name, func(t *testing.T) {
					fused, err := c.Run(imgs.fused)
					if err != nil {
						t.Fatalf("%s:%d: %v", c.File, c.Line, err)
					}
					plain, err := c.Run(imgs.plain)
					if err != nil {
						t.Fatalf("%s:%d: %v", c.File, c.Line, err)
					}
					got := normalize(texts(fused))
					results[c] = got
					if p := normalize(texts(plain)); p != got {
						t.Errorf("%s:%d: fused and plain code differ\nfused:\n%s\nplain:\n%s", c.File, c.Line, got, p)
					}
					fSteps, fDepth := counts(fused)
					pSteps, pDepth := counts(plain)
					if fSteps != pSteps || fDepth != pDepth {
						t.Errorf("%s:%d: fused code counts %d steps, depth %d; plain code %d steps, depth %d",
							c.File, c.Line, fSteps, fDepth, pSteps, pDepth)
					}
					if !*update && got != normalize(c.Want) {
						t.Errorf("%s:%d: result differs\ngot:\n%s\nwant:\n%s", c.File, c.Line, got, normalize(c.Want))
					}
				})
			}
		})
		if *update {
			rewrite(t, file, string(text), cases, results)
		}
	}
}

// rewrite puts the results into the want sections of a script file.
func rewrite(t *testing.T, file, text string, cases []*Case, results map[*Case]string) {
	lines := strings.Split(text, "\n")
	var out []string
	prev := 0
	for _, c := range cases {
		got, ok := results[c]
		if !ok {
			continue
		}
		out = append(out, lines[prev:c.start]...)
		out = append(out, lines[c.start])
		out = append(out, strings.Split(c.Code, "\n")...)
		out = append(out, `\ --- want`)
		for _, l := range strings.Split(got, "\n") {
			if l == "" {
				out = append(out, `\`)
			} else {
				out = append(out, `\ `+l)
			}
		}
		out = append(out, "")
		prev = c.end
		for prev < len(lines) && strings.TrimSpace(lines[prev]) == "" {
			prev++
		}
	}
	out = append(out, lines[prev:]...)
	if err := os.WriteFile(file, []byte(strings.TrimRight(strings.Join(out, "\n"), "\n")+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
}

// Gforth runs the cases marked gforth through gforth and checks that it
// prints what forthling prints. It skips, saying so, when gforth is not
// installed.
func Gforth(t *testing.T, glob string) {
	gforth, err := exec.LookPath("gforth")
	if err != nil {
		t.Skip("gforth is not installed (apt-get install gforth): the differential test is skipped")
	}
	files, _ := filepath.Glob(glob)
	imgs := systems(t)
	dir := t.TempDir()
	for _, file := range files {
		text, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		cases, err := Parse(file, string(text))
		if err != nil {
			t.Fatal(err)
		}
		for _, c := range cases {
			if _, ok := c.Tags["gforth"]; !ok {
				continue
			}
			t.Run(filepath.Base(file)+"/"+c.Name, func(t *testing.T) {
				results, err := c.Run(imgs.fused)
				if err != nil {
					t.Fatal(err)
				}
				var output strings.Builder
				for _, r := range results {
					if r.Error != nil {
						t.Fatalf("%s:%d: a gforth case must not fail: %v", c.File, c.Line, r.Error)
					}
					output.WriteString(r.Output)
				}
				prog := filepath.Join(dir, "case.fs")
				if err := os.WriteFile(prog, []byte(strings.Join(c.Calls(), "\n")+"\n"), 0o644); err != nil {
					t.Fatal(err)
				}
				cmd := exec.Command(gforth, prog, "-e", "bye")
				cmd.Dir = dir
				out, err := cmd.Output()
				if err != nil {
					t.Fatalf("%s:%d: gforth: %v", c.File, c.Line, err)
				}
				if string(out) != output.String() {
					t.Errorf("%s:%d: gforth prints %q, forthling %q", c.File, c.Line, out, output.String())
				}
			})
		}
	}
}

// Examples runs the help example of every word of a word set in a fresh
// session and checks that it prints exactly the result its help states,
// without an error. An example that needs a standard word this build does
// not define is skipped, naming the word, once what it printed before it
// stopped agrees with the result.
func Examples(t *testing.T, ws *core.WordSet) {
	img := systems(t).fused
	for _, d := range ws.Words {
		t.Run(d.Name, func(t *testing.T) {
			if d.Example == "" {
				t.Fatalf("%s has no example", d.Name)
			}
			s, err := img.NewSession(core.Options{Limits: core.DefaultLimits})
			if err != nil {
				t.Fatal(err)
			}
			defer s.Close()
			r := s.Eval(context.Background(), core.Request{Code: d.Example})
			if e := r.Error; e != nil {
				if e.Code == core.ErrUndefined && !defines(ws, e.Detail) {
					if !strings.HasPrefix(d.Result, r.Output) {
						t.Fatalf("example %q prints %q before it stops at %s, its help says %q", d.Example, r.Output, e.Detail, d.Result)
					}
					t.Skipf("the example needs %s, which this build does not define", e.Detail)
				}
				t.Fatalf("example %q fails:\n%s", d.Example, r.Text())
			}
			if r.Output != d.Result {
				t.Errorf("example %q prints %q, its help says %q", d.Example, r.Output, d.Result)
			}
		})
	}
}

func defines(ws *core.WordSet, name string) bool {
	for _, d := range ws.Words {
		if strings.EqualFold(d.Name, name) {
			return true
		}
	}
	return false
}

// PutString copies s into ALLOCATEd memory of a session's machine, between
// calls, and returns its address; fuzz tests hand arbitrary bytes to words
// this way. It skips the test when s does not fit.
func PutString(t testing.TB, m *core.Machine, s string) int64 {
	a, ior := m.Allocate(int64(len(s)))
	if ior != 0 {
		t.Skip("no room for the input")
	}
	m.PutBytes(a, []byte(s))
	return a
}

// EvalAllowing runs code in the session and fails the test unless it gives
// a result or a Forth error with one of the allowed codes; the stacks are
// emptied afterwards.
func EvalAllowing(t testing.TB, s *core.Session, code string, allowed ...core.ThrowCode) *core.Result {
	t.Helper()
	r := s.Eval(context.Background(), core.Request{Code: code})
	if e := r.Error; e != nil && !slices.Contains(allowed, e.Code) {
		t.Fatalf("%s\n%s", code, r.Text())
	}
	m := s.Machine()
	m.SetDepth(0)
	m.SetFDepth(0)
	return r
}
