package compile

import (
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
	for _, want := range []string{
		"can inline (*callSite).push",
		"inlining call to (*callSite).push",
		"inlining call to core.(*Machine).CallCounted",
		"can inline (*Machine).Push",
	} {
		if !strings.Contains(report, want) {
			t.Errorf("the compiler's report has no %q: keep the function under Go's inlining budget", want)
		}
	}
}
