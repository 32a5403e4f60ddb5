package core_test

import (
	"context"
	"reflect"
	"strings"
	"testing"

	"github.com/forthling/forthling/core"
)

// A word set of this test's own, in a word list outside the search order,
// with words written in Go and in Forth.
var helpTestSet = &core.WordSet{
	Name: "HELPTEST",
	List: "HELPTEST",
	Doc:  "Words that test help",
	Words: []core.Def{{Name: "HELP-TWICE", Effect: "( n -- 2n )", Doc: "Double n.", Example: "ALSO HELPTEST  4 HELP-TWICE .", Result: "8 ",
		Fn: func(m *core.Machine) { m.Push(2 * m.Pop()) }}},
	Source: `\ The help of these words comes from their comments.

\ Square n,
\ with a description on two lines.
\ example: ALSO HELPTEST  3 HELP-SQUARE .
\ result: "9 "
: HELP-SQUARE ( n -- n*n ) DUP * ;

: HELP-BARE 1 ;
`,
}

// mustEval runs code with files in the session and fails the test on an error.
func mustEval(t *testing.T, s *core.Session, code string, files map[string]string) {
	t.Helper()
	r := s.Eval(context.Background(), core.Request{Code: code, Files: files})
	if r.Error != nil {
		t.Fatalf("%s: %v", code, r.Error)
	}
}

func TestHelpOfSystemWords(t *testing.T) {
	s := newSession(t, core.DefaultLimits)

	dup := s.Help("dup").Word
	if dup == nil || dup.Name != "DUP" || dup.WordList != "FORTH" || dup.Also != "" || dup.Effect != "( x -- x x )" ||
		dup.Example == "" || dup.Kind != "primitive" || !dup.System {
		t.Errorf("help of DUP: %+v", dup)
	}

	twice := s.Help("HELP-TWICE")
	if w := twice.Word; w == nil || w.WordList != "HELPTEST" || w.Also != "ALSO HELPTEST" || w.Effect != "( n -- 2n )" {
		t.Errorf("help of a word outside the search order: %+v", w)
	}

	square := s.Help("help-square").Word
	want := &core.WordHelp{Name: "HELP-SQUARE", WordList: "HELPTEST", Also: "ALSO HELPTEST", Effect: "( n -- n*n )", Inferred: "( x -- x )",
		Doc: "Square n, with a description on two lines.", Example: "ALSO HELPTEST  3 HELP-SQUARE .", Result: "9 ",
		Kind: "colon definition", System: true, Defined: core.Position{Source: "system:helptest", Line: 7}}
	square.Source = ""
	if !reflect.DeepEqual(square, want) {
		t.Errorf("help of a word of a Forth source:\n got %+v\nwant %+v", square, want)
	}

	if bare := s.Help("HELP-BARE").Word; bare.Doc != "" || bare.Effect != "" {
		t.Errorf("a blank line parts a definition from the comment above: %+v", bare)
	}
}

func TestHelpOfSessionWords(t *testing.T) {
	s := newSession(t, core.DefaultLimits)
	mustEval(t, s, "1 DROP\n\\ Cube a number.\n: CUBE ( n -- n^3 )\n  DUP DUP * * ;", nil)
	mustEval(t, s, "INCLUDE lib/util.fth", map[string]string{"lib/util.fth": "\n\\ Add one,\n\\ then double.\n: INC2 ( n -- m ) 1+ 2* ;\n"})
	mustEval(t, s, ": CUBE ( x -- y ) DUP DUP * * ;  VARIABLE TALLY  0 TALLY ! ( not a stack comment )", nil)
	m := s.Machine()

	cube := s.Help("cube").Word
	if cube.Effect != "( x -- y )" || cube.Doc != "" || cube.Defined != (core.Position{Source: "input", Line: 1, Call: 3}) || cube.System {
		t.Errorf("help of the latest CUBE: %+v", cube)
	}
	if got := cube.Defined.String(); got != "call 3, line 1" {
		t.Errorf("position %q", got)
	}
	inc := s.Help("INC2").Word
	if inc.Doc != "Add one, then double." || inc.Effect != "( n -- m )" || inc.Defined != (core.Position{Source: "lib/util.fth", Line: 4, Call: 2}) {
		t.Errorf("help of a word of an included file: %+v", inc)
	}
	if got := inc.Defined.String(); got != "lib/util.fth, line 4 (call 2)" {
		t.Errorf("position %q", got)
	}
	if tally := s.Help("TALLY").Word; tally.Effect != "" || tally.Kind != "variable" {
		t.Errorf("a comment after the name of a VARIABLE that is not the next word is no effect: %+v", tally)
	}

	var names []string
	for _, w := range m.SessionWords() {
		names = append(names, w.Name+" "+w.Help.Effect)
	}
	if want := []string{"TALLY ", "CUBE ( x -- y )", "INC2 ( n -- m )"}; !reflect.DeepEqual(names, want) {
		t.Errorf("session words %q, want %q (latest first, a redefined word once)", names, want)
	}

	// the first CUBE, with its comment line, is still what SEE and help
	// showed before it was redefined
	mustEval(t, s, "\\ Cube it.\n: CUBE2 ( n -- n^3 ) CUBE ;", nil)
	if c := s.Help("CUBE2").Word; c.Doc != "Cube it." || c.Defined.Line != 2 {
		t.Errorf("help of CUBE2: %+v", c)
	}
}

func TestHelpForUndefinedNames(t *testing.T) {
	s := newSession(t, core.DefaultLimits)
	mustEval(t, s, ": SQUARE DUP * ;", nil)
	for _, c := range []struct {
		name string
		want []string // the first names, with their ALSO where needed
	}{
		{"DUPP", []string{"DUMP", "DUP"}},
		{"SQAURE", []string{"SQUARE"}},                 // two letters swapped
		{"help-twic", []string{"HELP-TWICE HELPTEST"}}, // another word list
		{"TRAVERSE-", []string{"TRAVERSE-WORDLIST"}},   // starts with it
		{"WORDLI", []string{"WORDLIST"}},
		{"-WORDLIST", []string{"WORDLIST", "FORTH-WORDLIST", "SEARCH-WORDLIST", "TRAVERSE-WORDLIST"}}, // spelled alike, then contains it
	} {
		a := s.Help(c.name)
		if a.Word != nil {
			t.Errorf("%s is defined", c.name)
			continue
		}
		var got []string
		for _, n := range a.Near {
			s := n.Name
			if n.Also != "" {
				s += " " + strings.TrimPrefix(n.Also, "ALSO ")
			}
			got = append(got, s)
		}
		if len(got) < len(c.want) || !reflect.DeepEqual(got[:len(c.want)], c.want) {
			t.Errorf("near %s: %q, want first %q", c.name, got, c.want)
		}
	}
	if a := s.Help("T{ }T"); len(a.Near) != 2 || a.Near[0].Name != "T{" || a.Near[0].Also != "ALSO TESTING" || a.Near[1].Name != "}T" {
		t.Errorf("help for two words: %+v", a)
	}
	if a := s.Help("QQQQQQ"); a.Word != nil || len(a.Near) != 0 || !strings.Contains(a.Text(), "QQQQQQ is not defined, and no word is named like it") {
		t.Errorf("a name like nothing: %+v %q", a, a.Text())
	}
}

func TestHelpText(t *testing.T) {
	s := newSession(t, core.DefaultLimits)
	mustEval(t, s, "\\ Square a number.\n: SQUARE ( n -- n*n ) DUP * ;", nil)
	for name, wants := range map[string][]string{
		"DUP":        {"DUP ( x -- x x )\nCopy the top cell.\nexample:\n  5 DUP . .\nprints \"5 5 \"\nword list FORTH; primitive\n"},
		"SQUARE":     {"SQUARE ( n -- n*n )\ninferred from its body: ( x -- x )\nSquare a number.\nword list FORTH; colon definition; defined at call 1, line 2\nsource:\n  : SQUARE ( n -- n*n ) DUP * ;\n"},
		"HELP-TWICE": {"word list HELPTEST, not in the search order: ALSO HELPTEST finds it; primitive\n"},
		"DUPP":       {"DUPP is not defined; close names:\n  DUMP ( addr u -- )  (FORTH; spelled alike)\n"},
		"KEY":        {"with the input \"Hi\"\n"},
		"INCLUDE":    {"with the file lib.fth: \": SQUARE ( n -- n*n ) DUP * ;\\n\"\n"},
		"WORDS":      {"prints \"GREEN RED \\n\"\n"},
		"CR":         {"prints:\n  1 \n  2 \n"},
	} {
		text := s.Help(name).Text()
		for _, want := range wants {
			if !strings.Contains(text, want) {
				t.Errorf("help text of %s:\n%s\nlacks:\n%s", name, text, want)
			}
		}
	}
}
