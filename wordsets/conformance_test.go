package wordsets_test

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/forthling/forthling/buildtags"
	"github.com/forthling/forthling/core"
)

// The conformance test runs standard test suites under forthling: the Forth
// 2012 test suite (github.com/gerryjackson/forth2012-test-suite, wherever
// FORTH2012_SUITE names it; `make conformance SUITE=path` sets it) and the
// Hayes tests that Debian's gforth-common installs. Neither is part of the
// project, so a suite that is not here is skipped with a message that says
// so. A run fails on any failed test line, on any uncaught error and on a
// non-zero total in the suite's error report.

// testSuite is a set of test files in one directory and how they are run.
type testSuite struct {
	id   string // names the runs: forth2012/coreexttest.fth
	name string
	// locate returns the directory of the files, or why it is not here.
	locate func() (dir string, missing string)
	// harness are the files every run loads first: the tester. An undefined
	// word in them means this build lacks a word the tester needs, and the
	// run is skipped naming it, so it runs for real once the word exists.
	harness []string
	// setup are loaded after the harness; errors in them fail the run.
	setup []string
	// report is code run at the end that prints the suite's error report,
	// whose total must be 0; "" when the suite has none.
	report string
}

// conformanceRun is one run: a fresh session that loads the suite's harness
// and setup, then files, then the report. Needs are the words of other word
// sets that the files use although they test another: the run is skipped,
// naming them, while this build lacks them.
type conformanceRun struct {
	suite *testSuite
	files []string
	needs []string
}

var forth2012 = &testSuite{
	id:      "forth2012",
	name:    "Forth 2012 test suite",
	locate:  forth2012Dir,
	harness: []string{"prelimtest.fth", "tester.fr"},
	setup:   []string{"core.fr", "coreplustest.fth", "utilities.fth", "errorreport.fth"},
	report:  "REPORT-ERRORS",
}

// forth2012FP is the suite's floating-point tests, run by their own file.
var forth2012FP = &testSuite{
	id:     "forth2012-fp",
	name:   "Forth 2012 test suite, floating point",
	locate: forth2012FPDir,
}

var hayes = &testSuite{
	id:      "hayes",
	name:    "Hayes tests of gforth-common",
	locate:  hayesDir,
	harness: []string{"tester.fs"},
}

// conformanceRuns are the runs; a further test file is one more line.
var conformanceRuns = []conformanceRun{
	{forth2012, []string{"coreexttest.fth"}, nil},
	{forth2012, []string{"exceptiontest.fth"}, nil},
	{forth2012, []string{"searchordertest.fth"}, nil},
	{forth2012, []string{"blocktest.fth"}, nil},
	{forth2012, []string{"doubletest.fth"}, nil},
	{forth2012, []string{"facilitytest.fth"}, nil},
	{forth2012, []string{"coreexttest.fth", "filetest.fth"}, nil}, // filetest uses a word coreexttest defines
	{forth2012, []string{"localstest.fth"}, nil},
	{forth2012, []string{"memorytest.fth"}, nil},
	{forth2012, []string{"toolstest.fth"}, nil},
	{forth2012, []string{"stringtest.fth"}, nil},
	{forth2012, []string{"coreexttest.fth", "blocktest.fth", "doubletest.fth", "exceptiontest.fth", "facilitytest.fth", "filetest.fth", "localstest.fth", "memorytest.fth", "toolstest.fth", "searchordertest.fth", "stringtest.fth"}, nil},
	{forth2012FP, []string{"runfptests.fth"}, nil},
	{hayes, []string{"coretest.fs"}, []string{"DABS", "COMPARE"}},
	{hayes, []string{"coreext.fs"}, nil},
	{hayes, []string{"coretest.fs", "postpone.fs"}, []string{"DABS", "COMPARE"}},
	{hayes, []string{"deferred.fs"}, nil},
	{hayes, []string{"dbltest.fs"}, nil},
	{hayes, []string{"float.fs"}, nil},
	{hayes, []string{"search.fs"}, nil},
	{hayes, []string{"string.fs"}, nil},
}

func TestConformance(t *testing.T) {
	for _, run := range conformanceRuns {
		t.Run(run.name(), func(t *testing.T) { run.check(t) })
	}
}

func (r conformanceRun) name() string {
	return r.suite.id + "/" + strings.Join(r.files, "+")
}

// forth2012Dir finds the suite's src directory under FORTH2012_SUITE.
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
	return "", fmt.Sprintf("FORTH2012_SUITE=%s holds no core.fr, neither in src/ nor at the top", root)
}

// forth2012FPDir finds the suite's floating-point tests.
func forth2012FPDir() (string, string) {
	dir, missing := forth2012Dir()
	if missing != "" {
		return "", missing
	}
	return filepath.Join(dir, "fp"), ""
}

// hayesDir finds the test directory of Debian's gforth-common.
func hayesDir() (string, string) {
	dirs, _ := filepath.Glob("/usr/share/gforth/*/test")
	for _, dir := range dirs {
		if _, err := os.Stat(filepath.Join(dir, "coretest.fs")); err == nil {
			return dir, ""
		}
	}
	return "", "gforth-common is not installed (apt-get install gforth-common puts the Hayes tests in /usr/share/gforth/VERSION/test)"
}

// failedLine matches what the testers print for a failed test, and the
// counts of the floating-point tests (paranoia's among them) that are not 0.
var failedLine = regexp.MustCompile(`INCORRECT (FP )?RESULT|WRONG NUMBER OF (FP )?RESULTS|#ERRORS: [1-9]|(FAILUREs|DEFECTs|FLAWs) +(encountered|discovered) = [1-9]`)

// reportTotal matches the total line of the Forth 2012 suite's error report.
var reportTotal = regexp.MustCompile(`(?m)^Total\s+(\S+)`)

func (r conformanceRun) check(t *testing.T) {
	s := r.suite
	dir, missing := s.locate()
	if missing != "" {
		t.Skipf("skipped: %s: %s", s.name, missing)
	}
	session, err := buildtags.NewSession(core.Options{
		Limits: core.Limits{Memory: 16 << 20, Steps: core.Ceilings.Steps, Time: time.Minute, Output: core.Ceilings.Output},
		Host:   os.DirFS(dir),
	})
	if err != nil {
		t.Fatal(err)
	}
	defer session.Close()
	var lacking []string
	for _, name := range r.needs {
		if session.Machine().FindString(name) == nil {
			lacking = append(lacking, name)
		}
	}
	if len(lacking) > 0 {
		t.Skipf("skipped: %s: %s uses %s, which this build does not define yet",
			s.name, strings.Join(r.files, " "), strings.Join(lacking, " "))
	}

	var output strings.Builder
	load := func(file string) *core.Result {
		text, err := os.ReadFile(filepath.Join(dir, file))
		if err != nil {
			t.Fatalf("%s: %v", s.name, err)
		}
		res := session.Eval(context.Background(), core.Request{Code: string(text), Source: file, File: true})
		output.WriteString(res.Output)
		return res
	}
	for _, file := range s.harness {
		res := load(file)
		if word, ok := undefinedWord(res.Error); ok {
			t.Skipf("skipped: %s: the tester %s needs %s, which this build does not define yet (%s)",
				s.name, file, word, res.Error.Text())
		}
		if res.Error != nil {
			t.Fatalf("%s: the tester %s fails:\n%v", s.name, file, res.Error)
		}
	}
	ran := append(append([]string{}, s.harness...), s.setup...)
	ran = append(ran, r.files...)
	for _, file := range append(append([]string{}, s.setup...), r.files...) {
		if res := load(file); res.Error != nil {
			t.Fatalf("%s: %s stops with an uncaught error:\n%v\noutput before it:\n%s", s.name, file, res.Error, lastLines(output.String(), 20))
		}
	}
	if s.report != "" {
		res := session.Eval(context.Background(), core.Request{Code: s.report})
		output.WriteString(res.Output)
		if res.Error != nil {
			t.Fatalf("%s: %s fails:\n%v", s.name, s.report, res.Error)
		}
		ran = append(ran, s.report)
	}

	var failures []string
	for _, line := range strings.Split(output.String(), "\n") {
		if failedLine.MatchString(line) {
			failures = append(failures, line)
		}
	}
	if len(failures) > 0 {
		t.Errorf("%s: failed tests (%d):\n%s", s.name, len(failures), strings.Join(failures, "\n"))
	}
	if s.report != "" {
		m := reportTotal.FindStringSubmatch(output.String())
		switch {
		case m == nil:
			t.Errorf("%s: %s printed no total:\n%s", s.name, s.report, lastLines(output.String(), 20))
		case m[1] != "0":
			t.Errorf("%s: the error report counts %s errors, not 0:\n%s", s.name, m[1], lastLines(output.String(), 20))
		}
	}
	t.Logf("ran %s in %s: %s", s.name, dir, strings.Join(ran, " "))
}

// undefinedWord reports the name of the undefined word an error is about.
func undefinedWord(e *core.Error) (string, bool) {
	if e == nil || e.Code != core.ErrUndefined {
		return "", false
	}
	return e.Detail, true
}

// lastLines is the end of a long output, for failure messages.
func lastLines(s string, n int) string {
	lines := strings.Split(strings.TrimRight(s, "\n"), "\n")
	if len(lines) > n {
		lines = lines[len(lines)-n:]
	}
	return strings.Join(lines, "\n")
}
