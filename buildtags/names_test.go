package buildtags

import (
	"context"
	"slices"
	"strings"
	"testing"

	"github.com/forthling/forthling/core"
	"github.com/forthling/forthling/csv"
	"github.com/forthling/forthling/http"
	"github.com/forthling/forthling/plot"
	"github.com/forthling/forthling/regex"
	"github.com/forthling/forthling/science"
	"github.com/forthling/forthling/sqlite"
)

// checkNames fails unless names are exactly the words of the vocabulary, so
// that a build without it knows all its words and no others.
func checkNames(t *testing.T, names []string, v *core.WordSet) {
	t.Helper()
	var words []string
	for _, d := range v.Words {
		words = append(words, d.Name)
	}
	want, got := slices.Sorted(slices.Values(words)), slices.Sorted(slices.Values(names))
	if !slices.Equal(want, got) {
		t.Errorf("names.go lists the words of %s as\n%v\nbut the vocabulary has\n%v", v.List, got, want)
	}
}

func TestRegexNames(t *testing.T)   { checkNames(t, regexWords, regex.Vocabulary) }
func TestSQLiteNames(t *testing.T)  { checkNames(t, sqliteWords, sqlite.Vocabulary) }
func TestScienceNames(t *testing.T) { checkNames(t, scienceWords, science.Vocabulary) }
func TestHTTPNames(t *testing.T)    { checkNames(t, httpWords, http.Vocabulary) }
func TestCSVNames(t *testing.T)     { checkNames(t, csvWords, csv.Vocabulary) }
func TestPlotNames(t *testing.T)    { checkNames(t, plotWords, plot.Vocabulary) }

// eval runs code in a fresh session of this build and returns the text of
// the result.
func eval(t *testing.T, code string) string {
	t.Helper()
	s, err := NewSession(core.Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	return s.Eval(context.Background(), core.Request{Code: code}).Text()
}

// wantLine fails unless the result of code has a line that starts with want.
func wantLine(t *testing.T, code, want string) {
	t.Helper()
	got := eval(t, code)
	for _, line := range strings.Split(got, "\n") {
		if strings.HasPrefix(line, want) {
			return
		}
	}
	t.Errorf("%s\ngives\n%s\nwant a line starting with\n%s", code, got, want)
}

// inBuild reports whether the build has a word set of the word list.
func inBuild(list string) bool {
	for _, ws := range WordSets() {
		if ws.List == list {
			return true
		}
	}
	return false
}

// The word sets boot in this order, which fixes the
// execution tokens and addresses of the system's words; a vocabulary the
// build leaves out is only missing from it.
func TestBootOrder(t *testing.T) {
	var want []string
	for _, name := range []string{"CORE", "JSON", "REGEX", "COMPILER", "DATA", "DEBUG", "TESTING",
		"MEMORY", "BLOCK", "DOUBLE", "FACILITY", "FILE", "FLOAT", "GFORTH-HABITS", "STRING", "PROGRESS", "ROOT", "TUTORIAL",
		"HTTP", "SCIENCE", "SQLITE", "CSV", "PLOT"} {
		if !slices.Contains(AbsentVocabularies(), name) {
			want = append(want, name)
		}
	}
	var got []string
	for _, ws := range WordSets() {
		got = append(got, ws.Name)
	}
	if !slices.Equal(got, want) {
		t.Errorf("the word sets boot in the order\n%v\nwant\n%v", got, want)
	}
}
