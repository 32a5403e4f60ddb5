package tutorial

import (
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"

	"github.com/forthling/forthling/core"
)

// A check is one line of a lesson's hidden checks:
//
//	word NAME               the learner has defined NAME
//	effect NAME             NAME has a stack comment
//	file NAME "TEXT"        the tests after it see a session file NAME
//	test CODE -> EXPECTED   CODE leaves on the stacks what EXPECTED does
//	output CODE => "TEXT"   CODE prints TEXT and leaves the stacks empty
//	tests NAME N            the word NAME runs at least N T{ }T tests, and
//	                        they pass
//	catches NAME DEFINITION the tests of NAME, compiled again after
//	                        DEFINITION (a broken version of a word they
//	                        test), fail
//	because WHY             why the test before it fails, when it does
//
// TEXT is a Go string literal. Lines starting with \ are comments.
type check struct {
	kind    checkKind
	name    string // word, effect, file
	code    string // test, output
	want    string // test: Forth code; output: the text; file: the contents
	because string
	line    int
}

type checkKind int

const (
	checkWord checkKind = iota
	checkEffect
	checkFile
	checkTest
	checkOutput
	checkTests
	checkCatches
	checkBecause
)

func (c *check) isTest() bool { return c.kind >= checkTest && c.kind <= checkCatches }

// parseCheck reads a check line; nil for a blank or comment line.
func parseCheck(line string) (*check, error) {
	line = strings.TrimSpace(line)
	if line == "" || strings.HasPrefix(line, `\`) {
		return nil, nil
	}
	kind, rest, _ := strings.Cut(line, " ")
	rest = strings.TrimSpace(rest)
	switch kind {
	case "word", "effect":
		if rest == "" || strings.ContainsAny(rest, " \t") {
			return nil, fmt.Errorf("%s takes one name", kind)
		}
		k := checkWord
		if kind == "effect" {
			k = checkEffect
		}
		return &check{kind: k, name: strings.ToUpper(rest)}, nil
	case "file":
		name, text, _ := strings.Cut(rest, " ")
		s, err := strconv.Unquote(strings.TrimSpace(text))
		if err != nil {
			return nil, fmt.Errorf("file NAME \"TEXT\": the text is a quoted string")
		}
		return &check{kind: checkFile, name: name, want: s}, nil
	case "test":
		code, want, ok := strings.Cut(rest, " -> ")
		if !ok {
			return nil, fmt.Errorf("test CODE -> EXPECTED")
		}
		return &check{kind: checkTest, code: strings.TrimSpace(code), want: strings.TrimSpace(want)}, nil
	case "output":
		code, text, ok := strings.Cut(rest, " => ")
		if !ok {
			return nil, fmt.Errorf("output CODE => \"TEXT\"")
		}
		s, err := strconv.Unquote(strings.TrimSpace(text))
		if err != nil {
			return nil, fmt.Errorf("output CODE => \"TEXT\": the text is a quoted string")
		}
		return &check{kind: checkOutput, code: strings.TrimSpace(code), want: s}, nil
	case "tests":
		name, count, _ := strings.Cut(rest, " ")
		n, err := strconv.Atoi(strings.TrimSpace(count))
		if err != nil || n < 1 {
			return nil, fmt.Errorf("tests NAME N: N is how many tests at least")
		}
		return &check{kind: checkTests, name: strings.ToUpper(name), want: strconv.Itoa(n)}, nil
	case "catches":
		name, definition, _ := strings.Cut(rest, " ")
		if !strings.HasPrefix(strings.TrimSpace(definition), ":") {
			return nil, fmt.Errorf("catches NAME DEFINITION: the definition is a colon definition")
		}
		return &check{kind: checkCatches, name: strings.ToUpper(name), code: strings.TrimSpace(definition)}, nil
	case "because":
		if rest == "" {
			return nil, fmt.Errorf("because says why")
		}
		return &check{kind: checkBecause, because: rest}, nil
	}
	return nil, fmt.Errorf("unknown check %q: word, effect, file, test, output, tests, catches or because", kind)
}

// testSteps bounds each hidden test: the exercises are small, so a test that
// runs longer is caught in a loop that does not end.
const testSteps = 1_000_000

// verdict is what CHECK found.
type verdict struct {
	passed, failed, tests int
	// problems says in plain words what is wrong: a missing stack comment,
	// and the first test that failed.
	problems []string
}

// checkAnswer runs the lesson's hidden checks on the learner's words.
func checkAnswer(m *core.Machine, l *Lesson) verdict {
	v := verdict{tests: l.tests()}
	files := map[string]string{}
	for _, c := range l.Checks {
		switch c.kind {
		case checkWord:
			w := m.FindString(c.name)
			if w == nil || w.IsSystem() {
				v.problems = append(v.problems, c.name+" is not defined yet: the exercise asks you to define it.")
				return v
			}
		case checkEffect:
			if w := m.FindString(c.name); w != nil && w.Help.Effect == "" {
				v.problems = append(v.problems, c.name+" has no stack comment: write one right after its name, as in : "+c.name+" ( n -- n ) ... ;")
			}
		case checkFile:
			files[c.name] = c.want
		case checkTest, checkOutput, checkTests, checkCatches:
			if v.failed > 0 {
				// one failure at a time: the first says the most, and an
				// answer caught in an endless loop need not run again
				v.failed++
				continue
			}
			problem := runTest(m, c, files)
			if problem == "" {
				v.passed++
				continue
			}
			if c.because != "" {
				problem += " " + strings.ToUpper(c.because[:1]) + c.because[1:]
			}
			v.problems = append(v.problems, problem)
			v.failed++
		}
	}
	return v
}

// runTest runs one test; it says what is wrong, or "" when nothing is.
func runTest(m *core.Machine, c check, files map[string]string) string {
	switch c.kind {
	case checkTests:
		return runTests(m, c, files)
	case checkCatches:
		return runCatches(m, c, files)
	}
	got := m.Try(core.Trial{Code: c.code, Source: "CHECK", Steps: testSteps, Files: files})
	code := "`" + c.code + "`"
	switch {
	case got.OutOfSteps:
		return fmt.Sprintf("%s did not finish within %d steps: is there a loop that never ends?", code, testSteps)
	case got.Err != nil:
		return fmt.Sprintf("%s failed with %s.", code, describeError(got.Err))
	}
	if c.kind == checkOutput {
		switch {
		case got.Output != c.want:
			return fmt.Sprintf("%s should print %q, but it printed %q.", code, c.want, got.Output)
		case len(got.Stack)+len(got.FStack) > 0:
			return fmt.Sprintf("%s prints the right text but leaves %s on the stack: it should leave nothing.", code, describeStacks(got.Stack, got.FStack))
		}
		return ""
	}
	want := m.Try(core.Trial{Code: c.want, Source: "CHECK"})
	if want.Err != nil {
		return fmt.Sprintf("(the tutorial's own test is broken: %s gives %s)", c.want, want.Err.Text())
	}
	if slices.Equal(got.Stack, want.Stack) && sameFloats(got.FStack, want.FStack) {
		return ""
	}
	if got.Output != "" {
		return fmt.Sprintf("%s should leave %s, but it left %s (and printed %q).", code, describeStacks(want.Stack, want.FStack), describeStacks(got.Stack, got.FStack), got.Output)
	}
	return fmt.Sprintf("%s should leave %s, but it left %s.", code, describeStacks(want.Stack, want.FStack), describeStacks(got.Stack, got.FStack))
}

// runTests runs the learner's tests: there must be enough, and they must
// pass.
func runTests(m *core.Machine, c check, files map[string]string) string {
	atLeast, _ := strconv.Atoi(c.want)
	got := m.Try(core.Trial{Code: c.name, Source: "CHECK", Steps: testSteps, Files: files})
	switch run := got.Tests.Passed + got.Tests.Failed; {
	case got.OutOfSteps:
		return fmt.Sprintf("%s did not finish within %d steps: is there a loop that never ends?", c.name, testSteps)
	case got.Err != nil:
		return fmt.Sprintf("%s failed with %s.", c.name, describeError(got.Err))
	case got.Tests.Failed > 0:
		verb := "fail"
		if got.Tests.Failed == 1 {
			verb = "fails"
		}
		return fmt.Sprintf("%s has %s that %s: %s. Either the test or the word it tests is wrong.",
			c.name, plural(got.Tests.Failed, "test"), verb, firstLine(got.Output))
	case run < atLeast:
		return fmt.Sprintf("%s runs %s: write at least %d, each T{ code -> expected }T.", c.name, plural(run, "test"), atLeast)
	}
	return ""
}

// runCatches compiles the learner's tests again after a broken definition
// of the word they test, and runs them: they must fail.
func runCatches(m *core.Machine, c check, files map[string]string) string {
	w := m.FindString(c.name)
	if w == nil || w.Source == "" {
		return c.name + " must be a colon definition that runs your tests."
	}
	// the tests run under CATCH: an error they meet catches the broken word
	// as well as a failed test does, while an error in compiling them is
	// the check's to report
	code := "ALSO TESTING\n" + c.code + "\n" + w.Source + "\n' " + c.name + " CATCH"
	got := m.Try(core.Trial{Code: code, Source: "CHECK", Steps: testSteps, Files: files})
	switch {
	case got.OutOfSteps:
		return ""
	case got.Err != nil:
		return fmt.Sprintf("%s could not be compiled again to test a broken word: %s.", c.name, describeError(got.Err))
	case got.Tests.Failed == 0 && (len(got.Stack) == 0 || got.Stack[len(got.Stack)-1] == 0):
		return fmt.Sprintf("The tests in %s pass a broken word too: `%s`.", c.name, c.code)
	}
	return ""
}

func firstLine(s string) string {
	line, _, _ := strings.Cut(s, "\n")
	return line
}

// describeError says what went wrong and in which words.
func describeError(e *core.Error) string {
	s := e.Text()
	if len(e.Words) > 0 {
		s += " in " + strings.Join(e.Words, " > ")
	}
	return s
}

// describeStacks writes stack contents the way a learner reads them.
func describeStacks(cells []int64, floats []float64) string {
	var parts []string
	if len(cells) > 0 {
		var b strings.Builder
		for i, c := range cells {
			if i > 0 {
				b.WriteByte(' ')
			}
			b.WriteString(strconv.FormatInt(c, 10))
		}
		parts = append(parts, b.String())
	}
	if len(floats) > 0 {
		var b strings.Builder
		for i, f := range floats {
			if i > 0 {
				b.WriteByte(' ')
			}
			b.WriteString(floatLiteral(f))
		}
		parts = append(parts, b.String()+" on the float stack")
	}
	if len(parts) == 0 {
		return "nothing"
	}
	return strings.Join(parts, " and ")
}

// floatLiteral writes f as Forth reads it back: 5e, 0.5e, 1e+20.
func floatLiteral(f float64) string {
	s := core.FormatFloat(f)
	if !strings.ContainsAny(s, "eEnN") {
		s += "e"
	}
	return s
}

// sameFloats compares floats to about nine digits: an answer that computes
// the same value another way passes.
func sameFloats(a, b []float64) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if d := math.Abs(a[i] - b[i]); d > 1e-9*math.Max(math.Abs(a[i]), math.Abs(b[i])) && d > 1e-12 {
			return false
		}
	}
	return true
}
