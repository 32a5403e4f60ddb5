package effect_test

import (
	"context"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/forthling/forthling/buildtags"
	"github.com/forthling/forthling/core"
)

// The corpus test holds the rate of false warnings at zero: every
// definition with a stack comment in bodies of Forth written by others
// (the Forth 2012 test suite, wherever FORTH2012_SUITE names it; gforth's
// test, benchmark and example programs, where Debian's gforth packages put
// them) and in the project's own Forth (its benchmark programs, the
// lessons of the tutorial, the examples of every word's help) compiles
// without a warning. A corpus that is not here is skipped, saying so.

// corpus is a set of files loaded one after another into one session.
type corpus struct {
	name  string
	dir   func() (string, string) // the directory, or why it is not here
	files []string                // globs in the directory
}

var corpora = []corpus{
	{"forth2012", forth2012Dir, []string{"prelimtest.fth", "tester.fr", "core.fr", "coreplustest.fth", "utilities.fth", "errorreport.fth",
		"coreexttest.fth", "blocktest.fth", "doubletest.fth", "exceptiontest.fth", "facilitytest.fth", "filetest.fth", "localstest.fth",
		"memorytest.fth", "toolstest.fth", "searchordertest.fth", "stringtest.fth"}},
	{"forth2012-fp", forth2012FPDir, []string{"ttester.fs", "*.4th", "*.fs", "*.fth"}},
	{"gforth-tests", gforthDir("test"), []string{"tester.fs", "*.fs"}},
	{"gforth-programs", gforthDir(""), []string{"bubble.fs", "fib.fs", "matrix.fs", "siev.fs", "sieve.fs", "tt.fs", "sokoban.fs",
		"fft.fs", "random.fs", "gray.fs", "mini-oof.fs", "moof-exm.fs", "hash.fs", "table.fs", "struct.fs", "regexp.fs", "add.fs", "complex.fs"}},
	{"bench", projectDir("bench/programs"), []string{"*.fs"}},
}

// wrongComments are the definitions of the corpora whose comments (or
// bodies) really are wrong, by file and word: each must still be warned
// about, so that the test also fails when inference stops seeing them.
var wrongComments = map[string]bool{
	// "1 elements 1 do" leaves the first 1 on the stack: gforth's own run
	// of BUBBLE leaves one cell more than it found, and the words that
	// call it inherit it
	"bubble.fs:BUBBLE": true, "bubble.fs:BUBBLE-SORT": true, "bubble.fs:BUBBLE-WITH-FLAG": true,
	"bubble.fs:BUBBLE-SORT-WITH-FLAG": true, "bubble.fs:MAIN": true,
	// "here mazes rot 1 ?DO @ LOOP !" stores HERE and leaves nothing
	"sokoban.fs:NEW-MAZE": true,
	// 3@ and 3! move three cells, not the one address the comments name
	"regexp.fs:LOOPS>": true, "regexp.fs:>LOOPS": true,
	// paranoia.4th, translated from C, has cell words where floats are
	// meant: "OneUlp F@ *" and "Y F@ HInvrse F@ *" (for F*), and "R = H F@
	// H F@ F+ R F!" (C's "R = H + H")
	"paranoia.4th:SQXMINX": true, "paranoia.4th:PART6": true, "paranoia.4th:PART7": true,
}

func forth2012Dir() (string, string) {
	root := os.Getenv("FORTH2012_SUITE")
	if root == "" {
		return "", "FORTH2012_SUITE is not set: run make conformance SUITE=path/to/forth2012-test-suite"
	}
	for _, dir := range []string{filepath.Join(root, "src"), root} {
		if _, err := os.Stat(filepath.Join(dir, "core.fr")); err == nil {
			return dir, ""
		}
	}
	return "", "FORTH2012_SUITE=" + root + " holds no core.fr"
}

func forth2012FPDir() (string, string) {
	dir, missing := forth2012Dir()
	return filepath.Join(dir, "fp"), missing
}

// gforthDir is a directory of Debian's gforth-common, whatever its version.
func gforthDir(sub string) func() (string, string) {
	return func() (string, string) {
		dirs, _ := filepath.Glob(filepath.Join("/usr/share/gforth/*", sub, "fib.fs"))
		if sub == "test" {
			dirs, _ = filepath.Glob("/usr/share/gforth/*/test/tester.fs")
		}
		if len(dirs) == 0 {
			return "", "gforth-common is not installed (apt-get install gforth-common)"
		}
		return filepath.Dir(dirs[0]), ""
	}
}

func projectDir(rel string) func() (string, string) {
	return func() (string, string) { return filepath.Join("..", "..", filepath.FromSlash(rel)), "" }
}

func newSession(t *testing.T, dir string) *core.Session {
	t.Helper()
	opts := core.Options{Limits: core.Limits{Memory: 16 << 20, Steps: 100_000_000, Time: 20 * time.Second, Output: 1 << 20}}
	if dir != "" {
		opts.Host = os.DirFS(dir)
	}
	s, err := buildtags.NewSession(opts)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { s.Close() })
	return s
}

// checked counts the definitions with a stack comment whose effect the
// inference decided, which the test logs to show what it covered.
type checked struct{ commented, decided int }

// load compiles and runs a file's text, going on after the line of any
// error in it (a word this system lacks), and returns its warnings.
func load(s *core.Session, name, text string) []core.Warning {
	var warnings []core.Warning
	lineOffset := 0
	for range 1000 {
		r := s.Eval(context.Background(), core.Request{Code: text, Source: name, File: true})
		for _, w := range r.Warnings {
			w.Line += lineOffset
			warnings = append(warnings, w)
		}
		if r.Error == nil || r.Error.Source != name || r.Error.Line <= 0 {
			break
		}
		// the rest of the file after the line of the error
		lines := strings.SplitAfter(text, "\n")
		if r.Error.Line >= len(lines) {
			break
		}
		text = strings.Join(lines[r.Error.Line:], "")
		lineOffset += r.Error.Line
	}
	return warnings
}

func count(s *core.Session, c *checked) {
	for _, w := range s.Machine().SessionWords() {
		if w.Kind == core.KindColon && w.Help.Effect != "" {
			c.commented++
			if w.Inferred != "" {
				c.decided++
			}
		}
	}
}

func TestNoFalseWarnings(t *testing.T) {
	for _, c := range corpora {
		t.Run(c.name, func(t *testing.T) {
			dir, missing := c.dir()
			if missing != "" {
				t.Skipf("skipped: %s", missing)
			}
			var files []string
			seen := map[string]bool{}
			for _, g := range c.files {
				matches, _ := filepath.Glob(filepath.Join(dir, g))
				for _, m := range matches {
					if !seen[m] {
						seen[m] = true
						files = append(files, m)
					}
				}
			}
			if len(files) == 0 {
				t.Fatalf("no files in %s", dir)
			}
			var n checked
			expected := map[string]bool{}
			for key := range wrongComments {
				file, _, _ := strings.Cut(key, ":")
				if seen[filepath.Join(dir, file)] {
					expected[key] = false
				}
			}
			for _, f := range files {
				// each file in a session of its own after the first (a
				// tester), so that one file's words do not hide another's
				s := newSession(t, dir)
				if f != files[0] {
					text, _ := os.ReadFile(files[0])
					load(s, filepath.Base(files[0]), string(text))
				}
				text, err := os.ReadFile(f)
				if err != nil {
					t.Fatal(err)
				}
				for _, w := range load(s, filepath.Base(f), string(text)) {
					if w.Kind == "redefinition" {
						continue // not the inference's: programs redefine words
					}
					if _, wrong := expected[w.Source+":"+w.Word]; wrong {
						expected[w.Source+":"+w.Word] = true
						continue
					}
					t.Errorf("%s:%d: %s", w.Source, w.Line, w.Message)
				}
				count(s, &n)
			}
			for key, warned := range expected {
				if !warned {
					t.Errorf("%s has a wrong stack comment, but no warning says so", key)
				}
			}
			t.Logf("%d files, %d definitions with a stack comment, %d of them decided", len(files), n.commented, n.decided)
		})
	}
}

// codeBlock is a fenced block of a lesson.
var codeBlock = regexp.MustCompile("(?s)```[a-z]*\n(.*?)```")

func TestNoWarningsInTheTutorial(t *testing.T) {
	lessons, err := filepath.Glob(filepath.Join("..", "..", "wordsets", "tutorial", "lessons", "*.md"))
	if err != nil || len(lessons) == 0 {
		t.Fatalf("no lessons: %v", err)
	}
	var n checked
	for _, l := range lessons {
		text, err := os.ReadFile(l)
		if err != nil {
			t.Fatal(err)
		}
		s := newSession(t, "")
		for _, m := range codeBlock.FindAllStringSubmatch(string(text), -1) {
			r := s.Eval(context.Background(), core.Request{Code: m[1]})
			for _, w := range r.Warnings {
				if w.Kind == "redefinition" {
					continue // the lessons define a word again as they go
				}
				t.Errorf("%s: %s", filepath.Base(l), w.Message)
			}
		}
		count(s, &n)
	}
	t.Logf("%d lessons, %d definitions with a stack comment, %d of them decided", len(lessons), n.commented, n.decided)
}

func TestNoWarningsInHelpExamples(t *testing.T) {
	s := newSession(t, "")
	var examples int
	for _, wl := range s.Machine().WordLists() {
		for _, w := range wl.Words() {
			if w.Help.Example == "" || !strings.Contains(w.Help.Example, ":") {
				continue
			}
			examples++
			e := newSession(t, "")
			r := e.Eval(context.Background(), core.Request{Code: w.Help.Example, Data: &w.Help.Data, Files: w.Help.Files})
			for _, warning := range r.Warnings {
				t.Errorf("the example of %s: %s", w.Name, warning.Message)
			}
			e.Close()
		}
	}
	t.Logf("%d examples with definitions", examples)
}
