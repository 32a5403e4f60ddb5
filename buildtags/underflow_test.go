package buildtags_test

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/forthling/forthling/buildtags"
	"github.com/forthling/forthling/core"
)

// notExact are the words whose stack effect does not say how many cells or
// floats they take, and why an empty stack is valid input for them or how
// another test covers them.
var notExact = map[string]string{
	"LOCALS|":  "takes nothing from the stacks: it parses names",
	"{:":       "takes nothing from the stacks: it parses names",
	"->":       "takes any number of cells and floats, none included: the results of T{",
	"}T":       "takes any number of cells and floats, none included: the expected results",
	"F>MATRIX": "takes rows*cols floats: the case of F>MATRIX in TestUnderflowOfCountedWords",
}

// runIn is how to run an immediate word so that what it takes is taken:
// the code around it, with W for the word and CELLS where the cells and
// floats of the test are pushed, interpreted and compiled where it can be
// both. An immediate word not here fails the test.
var runIn = map[string][]string{
	"TO":       {"0 VALUE V  CELLS W V", "0 VALUE V  : T W V ;  CELLS T"},
	"+TO":      {"0 VALUE V  CELLS W V", "0 VALUE V  : T W V ;  CELLS T"},
	"IS":       {"DEFER D  CELLS W D", "DEFER D  : T W D ;  CELLS T"},
	"[IF]":     {"CELLS W [THEN]"},
	"LITERAL":  {"CELLS : T W ;"},
	"2LITERAL": {"CELLS : T W ;"},
	"SLITERAL": {"CELLS : T W ;"},
	"FLITERAL": {"CELLS : T W ;"},
	"IF":       {": T W THEN ;  CELLS T"},
	"UNTIL":    {": T BEGIN W ;  CELLS T"},
	"WHILE":    {": T BEGIN W REPEAT ;  CELLS T"},
	"DO":       {": T W LOOP ;  CELLS T"},
	"?DO":      {": T W LOOP ;  CELLS T"},
	"+LOOP":    {": T 1 0 DO W ;  CELLS T"},
	"OF":       {": T CASE W ENDOF ENDCASE ;  CELLS T"},
	"ENDCASE":  {": T CASE W ;  CELLS T"},
	`ABORT"`:   {`: T W x" ;  CELLS T`},
}

// TestUnderflow runs every word of the build that takes cells or floats
// with each shorter stack than it takes, and checks that the answer is
// error -4 (-45 when the cells are there and the floats are not) with the
// stacks at the error as they were: never another code, a Go panic or a
// stack the word changed before it found too few.
func TestUnderflow(t *testing.T) {
	for _, hw := range everyWord(t) {
		w := hw.word
		takes, ok := core.EffectTakes(w.Help.Effect)
		if !ok {
			if _, listed := notExact[w.Name]; !listed {
				t.Errorf("%s %s: its stack effect %s does not say what it takes: make it exact, or list the word in notExact with the reason", hw.list.Name, w.Name, w.Help.Effect)
			}
			continue
		}
		if !takes.Any() {
			continue // an empty stack is valid input
		}
		// interpreted, and called from a definition (by its fast code,
		// which runs the plain code from where its head check fails)
		codes := []string{"CELLS W", ": T W ;  CELLS T"}
		switch templates, listed := runIn[w.Name]; {
		case listed:
			codes = templates
		case w.IsImmediate():
			t.Errorf("%s %s is immediate: say in runIn how to run it so that it takes %s", hw.list.Name, w.Name, w.Help.Effect)
			continue
		case w.Flags&core.CompileOnly != 0:
			codes = codes[1:]
		}
		t.Run(hw.list.Name+"/"+w.Name, func(t *testing.T) {
			for _, template := range codes {
				for _, s := range shortStacks(takes) {
					code := strings.NewReplacer("W", w.Name, "CELLS", s.text()).Replace(template)
					if hw.list.Name != "FORTH" {
						code = "ALSO " + hw.list.Name + " " + code
					}
					checkUnderflow(t, code, s)
				}
			}
		})
	}
}

// TestWordsThatTakeNothingRunOnAnEmptyStack runs every word of the build
// whose stack effect takes nothing on empty stacks: an underflow would
// mean that its effect leaves out what it takes, and that TestUnderflow
// and the check of its effect pass it by. (Immediate words run while a
// definition is compiled, where TestUnderflow's runIn runs them.)
func TestWordsThatTakeNothingRunOnAnEmptyStack(t *testing.T) {
	for _, hw := range everyWord(t) {
		w := hw.word
		takes, ok := core.EffectTakes(w.Help.Effect)
		if !ok || takes.Any() || w.IsImmediate() {
			continue
		}
		code := w.Name
		if w.Flags&core.CompileOnly != 0 {
			code = ": T " + w.Name + " ;  T"
		}
		if hw.list.Name != "FORTH" {
			code = "ALSO " + hw.list.Name + " " + code
		}
		sess, err := buildtags.NewSession(core.Options{Limits: core.DefaultLimits})
		if err != nil {
			t.Fatal(err)
		}
		r := sess.Eval(context.Background(), core.Request{Code: code})
		sess.Close()
		if r.Error != nil && (r.Error.Code == core.ErrStackUnderflow || r.Error.Code == core.ErrFStackUnderflow) {
			t.Errorf("%s %s, whose effect %s takes nothing, finds too little on empty stacks:\n%s", hw.list.Name, w.Name, w.Help.Effect, r.Error.Report())
		}
	}
}

// TestUnderflowOfCountedWords checks the words whose count is not in
// their stack effect, and the words TO stores into, whose cells depend on
// the word they name.
func TestUnderflowOfCountedWords(t *testing.T) {
	for _, c := range []struct {
		code  string
		stack stacks
	}{
		{"ALSO SCIENCE CELLS F>MATRIX", stacks{cells: []int64{2, 2}, floats: []float64{1, 2, 3}, floatsShort: true}},
		{"ALSO SCIENCE CELLS F>MATRIX", stacks{cells: []int64{2}}},
		{"0 0 2VALUE P  CELLS TO P", stacks{cells: []int64{1}}},
		{"0 0 2VALUE P  CELLS +TO P", stacks{cells: []int64{1}}},
		{"0 0 2VALUE P  : T TO P ;  CELLS T", stacks{cells: []int64{1}}},
		{"0E0 FVALUE R  CELLS TO R", stacks{cells: []int64{1}, floatsShort: true}},
		{"0E0 FVALUE R  CELLS +TO R", stacks{floatsShort: true}},
		{"0E0 FVALUE R  : T TO R ;  CELLS T", stacks{cells: []int64{1}, floatsShort: true}},
	} {
		if strings.HasPrefix(c.code, "ALSO SCIENCE") && slices.Contains(buildtags.AbsentVocabularies(), "SCIENCE") {
			continue // a build without SCIENCE has no F>MATRIX
		}
		checkUnderflow(t, strings.ReplaceAll(c.code, "CELLS", c.stack.text()), c.stack)
	}
}

// stacks are the cells and floats a test pushes, too few of one kind.
type stacks struct {
	cells  []int64
	floats []float64
	// floatsShort: the cells are all there and the floats are not (-45)
	floatsShort bool
}

func (s stacks) text() string {
	var parts []string
	for _, f := range s.floats {
		parts = append(parts, fmt.Sprintf("%gE0", f))
	}
	for _, x := range s.cells {
		parts = append(parts, fmt.Sprint(x))
	}
	return strings.Join(parts, " ")
}

// shortStacks are the stacks with too few cells or floats for a word that
// takes what takes says: each shorter data stack (with all the floats),
// then all the cells with each shorter float stack. A word with a count
// gets the count 2 and fewer items below it than it counts.
func shortStacks(takes core.Takes) []stacks {
	const count = 2
	top := int64(0)
	if takes.Counts != core.CountsNothing {
		top = count
	}
	cells, floats := takes.Need(top)
	counted := takes.Counts != core.CountsNothing
	withCells := func(n int) []int64 {
		s := make([]int64, n)
		for i := range s {
			s[i] = int64(i + 1)
		}
		if counted && n > 0 {
			s[n-1] = count // the count is the top cell
		}
		return s
	}
	withFloats := func(n int) []float64 {
		s := make([]float64, n)
		for i := range s {
			s[i] = float64(i + 1)
		}
		return s
	}
	var out []stacks
	for n := range cells {
		// a count on top of fewer cells than it counts; without its
		// count, fewer cells than the word takes before it is counted
		out = append(out, stacks{cells: withCells(n), floats: withFloats(floats)})
	}
	for n := range floats {
		out = append(out, stacks{cells: withCells(cells), floats: withFloats(n), floatsShort: true})
	}
	return out
}

// checkUnderflow runs code in a fresh session of the build and checks that
// it is -4 (or -45 with all the cells there) with the stacks of s.
func checkUnderflow(t *testing.T, code string, s stacks) {
	t.Helper()
	sess, err := buildtags.NewSession(core.Options{Limits: core.DefaultLimits})
	if err != nil {
		t.Fatal(err)
	}
	defer sess.Close()
	r := sess.Eval(context.Background(), core.Request{Code: code})
	want := core.ErrStackUnderflow
	if s.floatsShort {
		want = core.ErrFStackUnderflow
	}
	switch {
	case r.Error == nil:
		t.Errorf("%s: no error, output %q", code, r.Output)
	case r.Error.Code != want:
		t.Errorf("%s: error %d, want %d:\n%s", code, r.Error.Code, want, r.Error.Report())
	case !slices.Equal(r.Error.Stack, s.cells) || !slices.Equal(r.Error.FStack, s.floats):
		t.Errorf("%s: the stacks at the error are %v and floats %v, want %v and %v:\n%s", code, r.Error.Stack, r.Error.FStack, s.cells, s.floats, r.Error.Report())
	}
}
