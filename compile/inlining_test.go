package compile

import (
	"os/exec"
	"strings"
	"testing"
)

// A call of a colon definition pushes its frame in enter through
// callSite.push, and counts it through core's CallCounted. Both must be
// inlined there: a Go call on every Forth call costs a tenth of a
// recursive program's time, and a small change to either can push it over
// Go's inlining budget without any test of behaviour noticing.
func TestCallPushIsInlined(t *testing.T) {
	if testing.Short() {
		t.Skip("compiles the package with the compiler's inlining report")
	}
	out, err := exec.Command("go", "build", "-gcflags=-m", ".").CombinedOutput()
	if err != nil {
		t.Fatalf("go build -gcflags=-m: %v\n%s", err, out)
	}
	report := string(out)
	for _, want := range []string{
		"can inline (*callSite).push",
		"inlining call to (*callSite).push",
		"inlining call to core.(*Machine).CallCounted",
	} {
		if !strings.Contains(report, want) {
			t.Errorf("the compiler's report has no %q: keep the function under Go's inlining budget", want)
		}
	}
}
