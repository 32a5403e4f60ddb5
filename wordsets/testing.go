package wordsets

import (
	"fmt"
	"math"
	"strconv"
	"strings"

	"github.com/forthling/forthling/core"
)

// The tester: T{ code -> expected }T, in the style of John Hayes' tester
// that the Forth 2012 test suite uses, with the results counted in each
// call's result (core.TestReport) instead of only printed. The words live
// in the word list TESTING: ALSO TESTING finds them, and then TESTING text
// names the group of the tests that follow (the FORTH word TESTING, which
// selects the word list, is found only until then).

const testingHook = "testing"

// tester is a session's state of the tester.
type tester struct {
	open  bool // T{ ran and }T has not
	arrow bool // -> ran

	// at T{: where the test is, and the stack depths its results start at
	source     string
	line       int
	depth      int
	floatDepth int
	below      []int64 // the top cells under the test, for the report
	group      string  // set by TESTING, for the call groupCall
	groupCall  int
	// body is the test's code up to its }T, which T{ runs under CATCH
	// when the test is on one line of the text the interpreter reads
	body, bodyLen int64
	guarded       *core.Word
	actual        []int64
	actualFloat   []float64
	// took counts cells (and floats) the test's code took from below T{:
	// its results count as that many fewer than none
	took, tookFloats int
}

func testerOf(m *core.Machine) *tester {
	return core.HookState(m, testingHook, func() *tester { return &tester{} })
}

// T{
func testStart(m *core.Machine) {
	t := testerOf(m)
	source, line, _, _ := m.Position()
	group := t.group
	if t.groupCall != m.Call() {
		group = "" // TESTING names the group for its own call only
	}
	*t = tester{open: true, source: source, line: line, depth: m.Depth(), floatDepth: m.FDepth(), group: group, groupCall: m.Call(), guarded: t.guarded}
	t.below = append([]int64{}, m.Top(min(m.Depth(), core.KeepCells))...)
	if !interpretedHere(m) {
		return
	}
	body, end, ok := testBody(m)
	if !ok {
		return
	}
	// the code of a test that throws is a failed test, and the tests
	// after it run: T{ runs the test up to its }T under CATCH
	t.body, t.bodyLen = body, end-body
	if t.guarded == nil {
		t.guarded = &core.Word{Name: "T{", Kind: core.KindPrimitive, Fn: func(m *core.Machine) {
			t := testerOf(m)
			m.Evaluate(t.body, t.bodyLen)
		}}
	}
	a, _ := m.SourceBuffer()
	m.SetToIn(end - a)
	code := m.Catch(t.guarded)
	if code == 0 {
		return
	}
	t = testerOf(m)
	t.open = false
	f := &core.TestFailure{Source: t.source, Line: t.line, Group: t.group, Message: "the code threw " + thrownText(m, code),
		Expected: []int64{}, Actual: []int64{}, Stack: t.below, ExpectedFloats: []float64{}, ActualFloats: []float64{}}
	m.AddTestResult(f)
	m.WriteString(fmt.Sprintf("FAIL %s:%d%s: %s\n", f.Source, f.Line, groupText(f.Group), f.Message))
}

// thrownText is what a test's code threw: "-10 division by zero".
func thrownText(m *core.Machine, code int64) string {
	if e := m.LastThrow(); e != nil && int64(e.Code) == code {
		return strconv.FormatInt(code, 10) + " " + e.Full()
	}
	if msg := m.Message(core.ThrowCode(code)); msg != "" {
		return strconv.FormatInt(code, 10) + " " + msg
	}
	return strconv.FormatInt(code, 10)
}

func groupText(group string) string {
	if group == "" {
		return ""
	}
	return " (" + group + ")"
}

// interpretedHere reports whether the text interpreter ran T{ itself, not
// a definition that T{ was compiled into.
func interpretedHere(m *core.Machine) bool {
	return m.CallerCode() == nil
}

// testBody finds the rest of a test on the line the interpreter reads: the
// text from after T{ to the end of its }T, as addresses.
func testBody(m *core.Machine) (body, end int64, ok bool) {
	a, n := m.SourceBuffer()
	in := m.ToIn()
	text := m.Bytes(a, n)
	for i := in; i < n; {
		for i < n && text[i] <= ' ' {
			i++
		}
		j := i
		for j < n && text[j] > ' ' {
			j++
		}
		if j-i == 2 && strings.EqualFold(string(text[i:j]), "}T") {
			return a + in, a + j, true
		}
		if j-i == 2 && strings.EqualFold(string(text[i:j]), "T{") {
			return 0, 0, false // a test inside a test: as it comes
		}
		i = j
	}
	return 0, 0, false
}

// ->
func testArrow(m *core.Machine) {
	t := testerOf(m)
	if !t.open || t.arrow {
		m.Throwf(core.ErrVocabularyMisuse, "-> needs T{ before it: T{ code -> expected results }T")
	}
	t.arrow = true
	t.took, t.depth = max(t.depth-m.Depth(), 0), min(t.depth, m.Depth())
	t.tookFloats, t.floatDepth = max(t.floatDepth-m.FDepth(), 0), min(t.floatDepth, m.FDepth())
	t.actual = append([]int64{}, m.Top(m.Depth()-t.depth)...)
	t.actualFloat = append([]float64{}, m.FTop(m.FDepth()-t.floatDepth)...)
	m.Tick(int64(len(t.actual)+len(t.actualFloat))/64 + 1)
	m.SetDepth(t.depth)
	m.SetFDepth(t.floatDepth)
}

// }T
func testEnd(m *core.Machine) {
	t := testerOf(m)
	if !t.open || !t.arrow {
		m.Throwf(core.ErrVocabularyMisuse, "}T needs T{ and -> before it: T{ code -> expected results }T")
	}
	t.open = false
	if m.Depth() < t.depth || m.FDepth() < t.floatDepth {
		m.Throwf(core.ErrStackUnderflow, "the expected results of the test at %s:%d took cells from below ->", t.source, t.line)
	}
	expected := append([]int64{}, m.Top(m.Depth()-t.depth)...)
	expectedFloat := append([]float64{}, m.FTop(m.FDepth()-t.floatDepth)...)
	m.Tick(int64(len(expected)+len(expectedFloat))/64 + 1)
	m.SetDepth(t.depth)
	m.SetFDepth(t.floatDepth)

	message := t.verdict(expected, expectedFloat)
	if message == "" {
		m.AddTestResult(nil)
		return
	}
	f := &core.TestFailure{
		Source: t.source, Line: t.line, Group: t.group, Message: message,
		Expected: topCells(expected), ExpectedDepth: len(expected),
		Actual: topCells(t.actual), ActualDepth: t.actualDepth(),
		Stack:          t.below,
		ExpectedFloats: topFloats(expectedFloat), ExpectedFloatsDepth: len(expectedFloat),
		ActualFloats: topFloats(t.actualFloat), ActualFloatsDepth: t.actualFloatDepth(),
	}
	m.AddTestResult(f)
	m.WriteString(failureLine(f) + "\n")
}

// verdict says what is wrong with a test, or "" when it passed.
func (t *tester) verdict(expected []int64, expectedFloat []float64) string {
	if len(expected) != t.actualDepth() || len(expectedFloat) != t.actualFloatDepth() {
		return "wrong number of results"
	}
	for i, x := range expected {
		if t.actual[i] != x {
			return "incorrect result"
		}
	}
	for i, f := range expectedFloat {
		g := t.actualFloat[i]
		if g != f && !(math.IsNaN(f) && math.IsNaN(g)) {
			return "incorrect result"
		}
	}
	return ""
}

// failureLine is the line the output gets for a failed test:
// "FAIL input:3 (sums): incorrect result: expected <1> 3, got <1> 2".
func failureLine(f *core.TestFailure) string {
	var b strings.Builder
	fmt.Fprintf(&b, "FAIL %s:%d%s", f.Source, f.Line, groupText(f.Group))
	floats := f.ExpectedFloatsDepth > 0 || f.ActualFloatsDepth > 0
	fmt.Fprintf(&b, ": %s: expected ", f.Message)
	writeTestValues(&b, f.Expected, f.ExpectedDepth, f.ExpectedFloats, f.ExpectedFloatsDepth, floats)
	b.WriteString(", got ")
	writeTestValues(&b, f.Actual, f.ActualDepth, f.ActualFloats, f.ActualFloatsDepth, floats)
	return b.String()
}

// writeTestValues writes "<2> 3 4", with "... " where cells were left out,
// and the floats after the cells when the test has any.
func writeTestValues(b *strings.Builder, cells []int64, depth int, fs []float64, fdepth int, floats bool) {
	fmt.Fprintf(b, "<%d>", depth)
	if depth > len(cells) {
		b.WriteString(" ...")
	}
	for _, c := range cells {
		b.WriteString(" " + strconv.FormatInt(c, 10))
	}
	if !floats {
		return
	}
	fmt.Fprintf(b, " floats <%d>", fdepth)
	if fdepth > len(fs) {
		b.WriteString(" ...")
	}
	for _, f := range fs {
		b.WriteString(" " + core.FormatFloat(f))
	}
}

// actualDepth is how many results the test's code left: less than none
// when it took cells from below T{.
func (t *tester) actualDepth() int { return len(t.actual) - t.took }

func (t *tester) actualFloatDepth() int { return len(t.actualFloat) - t.tookFloats }

func topCells(cells []int64) []int64 { return cells[max(0, len(cells)-core.KeepCells):] }

func topFloats(fs []float64) []float64 { return fs[max(0, len(fs)-core.KeepCells):] }

// TESTING (in the word list TESTING)
func testGroup(m *core.Machine) {
	a, n := m.Parse('\n')
	t := testerOf(m)
	t.group, t.groupCall = strings.TrimSpace(m.String(a, n)), m.Call()
}

var testingWords = []core.Def{
	{Name: "T{", Effect: "( -- )",
		Doc:     "Start a test: T{ code -> expected results }T. The code runs; -> takes the cells and floats it left, and }T compares them with the expected ones. Each call's result counts the tests that passed and failed. A test on one line whose code throws fails with the error, and the tests after it run.",
		Example: "ALSO TESTING  T{ 1 2 + -> 3 }T  PREVIOUS", Result: "",
		Fn: testStart},
	{Name: "->", Effect: "( i*x -- ) ( F: r*f -- )",
		Doc:     "Take the results of the test's code, the cells and floats pushed since T{, off the stacks, to be compared at }T.",
		Example: "ALSO TESTING  T{ 2 DUP * -> 4 }T  PREVIOUS", Result: "",
		Fn: testArrow},
	{Name: "}T", Effect: "( j*x -- ) ( F: s*f -- )",
		Doc:     "End a test: compare the cells and floats pushed since -> with the results. A test that fails prints a line such as \"FAIL input:3 (sums): incorrect result: expected <1> 3, got <1> 2\" and the call's result lists it. Floats are compared exactly.",
		Example: "ALSO TESTING  T{ 1 2 SWAP -> 2 1 }T  T{ 1 2 + -> 4 }T  PREVIOUS", Result: "FAIL input:1: incorrect result: expected <1> 4, got <1> 3\n",
		Fn: testEnd},
	{Name: "TESTING", Effect: "( \"ccc<eol>\" -- )",
		Doc:     "Name the group of the tests that follow in this call: the rest of the line. Failed tests show it; the next call starts without a group. (Outside ALSO TESTING, TESTING is the FORTH word that selects this word list.)",
		Example: "ALSO TESTING\nTESTING addition\nT{ 1 1 + -> 2 }T  PREVIOUS", Result: "",
		Fn: testGroup},
}

var testingSet = &core.WordSet{
	Name:  "TESTING",
	List:  "TESTING",
	Doc:   "The tester: T{ code -> expected results }T, counted in each call's result; TESTING text names a group of tests",
	Words: testingWords,
}
