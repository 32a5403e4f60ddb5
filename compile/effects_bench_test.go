package compile_test

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/forthling/forthling/buildtags"
	"github.com/forthling/forthling/compile"
	"github.com/forthling/forthling/core"
)

// thousandDefinitions is a file of 1,000 definitions of the kinds programs
// have: stack comments, arithmetic, IF ... ELSE ... THEN, DO loops, BEGIN
// loops, locals, calls of the definitions before them.
func thousandDefinitions() string {
	var b strings.Builder
	// each definition calls the one five before it, of the same shape; the
	// first five call nothing
	shapes := []string{
		": w%d ( a b -- c ) 2DUP > IF - ELSE SWAP - THEN%s ;\n",            // and DUP wN
		": w%d ( n -- sum ) 0 SWAP 0 ?DO I +%s LOOP ;\n",                   // and wN
		": w%d ( n -- m ) BEGIN DUP 10 > WHILE 2/ REPEAT DUP *%s ;\n",      // and wN
		": w%d {: a b -- c :} a b * a +%s ;\n",                             // and b wN
		": w%d ( c-addr u -- n ) 0 -ROT OVER + SWAP ?DO I C@ + LOOP%s ;\n", // and PAD SWAP wN
	}
	calls := []string{" DUP w%d", " w%d", " w%d", " b w%d", " PAD SWAP w%d"}
	for i := range 1000 {
		call := ""
		if i >= 5 {
			call = fmt.Sprintf(calls[i%5], i-5)
		}
		fmt.Fprintf(&b, shapes[i%5], i, call)
	}
	return b.String()
}

// BenchmarkCompileThousand compiles a 1,000-definition file with and
// without stack-effect checking: what inference adds to compiling.
func BenchmarkCompileThousand(b *testing.B) {
	text := thousandDefinitions()
	for _, check := range []bool{false, true} {
		name := "unchecked"
		if check {
			name = "checked"
		}
		b.Run(name, func(b *testing.B) {
			defer compile.SetEffectChecking(compile.SetEffectChecking(check))
			for b.Loop() {
				b.StopTimer()
				s, err := buildtags.NewSession(core.Options{})
				if err != nil {
					b.Fatal(err)
				}
				b.StartTimer()
				r := s.Eval(context.Background(), core.Request{Code: text, Source: "thousand.fs", File: true})
				if r.Error != nil || len(r.Warnings) > 0 {
					b.Fatalf("%v %v", r.Error, r.Warnings)
				}
				b.StopTimer()
				s.Close()
				b.StartTimer()
			}
		})
	}
}

// TestThousandDefinitionsAreChecked holds the benchmark's file to what it
// measures: every definition is decided, and none is warned about.
func TestThousandDefinitionsAreChecked(t *testing.T) {
	s := newSession(t)
	r := s.Eval(context.Background(), core.Request{Code: thousandDefinitions(), Source: "thousand.fs", File: true})
	if r.Error != nil || len(r.Warnings) > 0 {
		t.Fatalf("%v %v", r.Error, r.Warnings)
	}
	decided := 0
	for _, w := range s.Machine().SessionWords() {
		if w.Inferred != "" {
			decided++
		}
	}
	if decided != 1000 {
		t.Errorf("%d of 1000 definitions decided", decided)
	}
}
