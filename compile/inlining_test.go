package compile

import (
	"fmt"
	"os"
	"os/exec"
	"strings"
	"testing"
)

// Some small functions are on the path of every call or every push, and
// must be inlined there: a call of a colon definition pushes its frame in
// enter through callSite.push and counts it through core's CallCounted
// (a Go call there cost a tenth of a recursive program's time), and the
// primitives push through core's Push. A small change to any of them can
// take it over Go's inlining budget without any test of behaviour noticing.
func TestHotPathsAreInlined(t *testing.T) {
	if testing.Short() {
		t.Skip("compiles the packages with the compiler's inlining report")
	}
	out, err := exec.Command("go", "build", "-gcflags=-m", ".", "../core").CombinedOutput()
	if err != nil {
		t.Fatalf("go build -gcflags=-m: %v\n%s", err, out)
	}
	report := string(out)
	if !strings.Contains(report, "can inline (*Machine).Push") {
		t.Errorf("the compiler's report has no %q: keep core's Push under Go's inlining budget", "can inline (*Machine).Push")
	}
	// found at the lines of the functions they must be inlined in, not
	// anywhere in the report: push is inlined in several places
	for _, c := range []struct{ file, decl, callee string }{
		{"fast.go", "func (fc *fastCode) enter(", "(*callSite).push"},
		{"fast.go", "func (site *callSite) push(", "core.(*Machine).CallCounted"},
	} {
		if !inlinedIn(t, report, c.file, c.decl, c.callee) {
			t.Errorf("%s does not inline %s: keep the callee under Go's inlining budget", c.decl, c.callee)
		}
	}
	// With the committed profile, Go inlines enter into itself at the
	// first call sites (ackermann took about an eighth longer without
	// it), which it does only while enter's cost
	// stays within the budget of hot functions: a few more calls in enter
	// are enough to lose it, and only the time shows.
	out, err = exec.Command("go", "build", "-pgo=../cmd/forthling/default.pgo", "-gcflags=-m", ".").CombinedOutput()
	if err != nil {
		t.Fatalf("go build -pgo -gcflags=-m: %v\n%s", err, out)
	}
	if !inlinedIn(t, string(out), "fast.go", "func (fc *fastCode) enter(", "(*fastCode).enter") {
		t.Errorf("with the profile, enter is not inlined into itself: keep its cost within Go's budget for hot functions (go build -pgo=../cmd/forthling/default.pgo -gcflags=-m=2 gives it)")
	}
	// The head link of a loop checks the head and makes LOOP's or +LOOP's
	// turn at every turn: those calls must be inlined in its closures. A closure
	// made in a function that Go inlines into makeBlock takes that big
	// function's small inlining budget and calls them (a head link that
	// did so measured slower than no turn at all).
	for _, want := range []string{"check.fits", "check.others", "loopEnds", "plusLoopEnds"} {
		if !inlinedIn(t, report, "block.go", "func (b *block) headLink(", want) {
			t.Errorf("headLink does not inline %s: keep it marked go:noinline and the callee small", want)
		}
	}
}

// inlinedIn reports whether the compiler's report says it inlined a call
// to callee within the function of file whose declaration begins with
// decl: at a line from the declaration to its closing brace.
func inlinedIn(t *testing.T, report, file, decl, callee string) bool {
	t.Helper()
	src, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	first, last := 0, 0
	for i, l := range strings.Split(string(src), "\n") {
		if first == 0 && strings.HasPrefix(l, decl) {
			first = i + 1
		} else if first != 0 && l == "}" {
			last = i + 1
			break
		}
	}
	if last == 0 {
		t.Fatalf("%s: no function declared as %q", file, decl)
	}
	for _, l := range strings.Split(report, "\n") {
		var n int
		at := strings.Index(l, file+":")
		if at < 0 || !strings.HasSuffix(l, ": inlining call to "+callee) {
			continue
		}
		if _, err := fmt.Sscanf(l[at+len(file)+1:], "%d:", &n); err == nil && n >= first && n <= last {
			return true
		}
	}
	return false
}
