package buildtags_test

import (
	"context"
	"strings"
	"testing"

	"github.com/forthling/forthling/buildtags"
	"github.com/forthling/forthling/core"
)

// helpedWord is a word of the build with the word list it is found in.
type helpedWord struct {
	list *core.WordList
	word *core.Word
}

// everyWord lists each word of every word list of the build that a name
// finds (a word shadowed by a later one of the same name is out of reach,
// and so is its help).
func everyWord(t *testing.T) []helpedWord {
	t.Helper()
	s, err := buildtags.NewSession(core.Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	var out []helpedWord
	for _, wl := range s.Machine().WordLists() {
		for _, w := range wl.Words() {
			if wl.Lookup(w.Name) == w {
				out = append(out, helpedWord{wl, w})
			}
		}
	}
	if len(out) < 200 {
		t.Fatalf("only %d words in the build", len(out))
	}
	return out
}

// TestEveryWordHasHelp fails for any word of the build without a stack
// effect, a description or an example.
func TestEveryWordHasHelp(t *testing.T) {
	for _, hw := range everyWord(t) {
		h := hw.word.Help
		var missing []string
		if !strings.HasPrefix(h.Effect, "(") || !strings.HasSuffix(h.Effect, ")") {
			missing = append(missing, "a stack effect in parentheses")
		}
		if strings.TrimSpace(h.Doc) == "" {
			missing = append(missing, "a description")
		}
		if strings.TrimSpace(h.Example) == "" {
			missing = append(missing, "an example")
		}
		if len(missing) > 0 {
			t.Errorf("%s %s (defined in %s) lacks %s", hw.list.Name, hw.word.Name, hw.word.Defined, strings.Join(missing, ", "))
		}
	}
}

// TestHelpExamples runs the example of every word of the build in a fresh
// session and checks the contract of core.Help: no error, no definition
// left open, empty stacks, and exactly the output the help states.
func TestHelpExamples(t *testing.T) {
	for _, hw := range everyWord(t) {
		h := hw.word.Help
		if h.Example == "" {
			continue // TestEveryWordHasHelp reports it
		}
		t.Run(hw.list.Name+"/"+hw.word.Name, func(t *testing.T) {
			r := runExample(t, h)
			where := hw.list.Name + " " + hw.word.Name + ": example " + quote(h.Example)
			switch {
			case r.Error != nil:
				t.Fatalf("%s fails:\n%v\noutput: %q", where, r.Error, r.Output)
			case r.Compiling:
				t.Errorf("%s leaves a definition open", where)
			case r.StackDepth != 0 || r.FStackDepth != 0:
				t.Errorf("%s leaves the stacks %v %v (it should print what it computes)", where, r.Stack, r.FStack)
			}
			if r.Output != h.Result {
				t.Errorf("%s prints %q, its help says %q", where, r.Output, h.Result)
			}
		})
	}
}

// runExample runs an example the way its help says: as it is written, in a
// fresh session, with its input, data and files.
func runExample(t *testing.T, h core.Help) *core.Result {
	t.Helper()
	opts := core.Options{}
	if h.Input != "" {
		opts.Stdin = strings.NewReader(h.Input)
	}
	s, err := buildtags.NewSession(opts)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	req := core.Request{Code: h.Example, Files: h.Files}
	if h.Data != "" {
		req.Data = &h.Data
	}
	return s.Eval(context.Background(), req)
}

func quote(s string) string {
	if strings.Contains(s, "\n") {
		return "\n" + s + "\n"
	}
	return "`" + s + "`"
}
