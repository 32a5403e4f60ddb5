package core_test

import (
	"context"
	"strings"
	"testing"

	"github.com/forthling/forthling/buildtags"
	"github.com/forthling/forthling/core"
)

// codeSet owns a THROW code of its own, as a vocabulary does.
var codeSet = &core.WordSet{Name: "CODETEST", List: "CODETEST", Codes: map[core.ThrowCode]string{-300: "code test error"}}

// A word set's code is thrown with the word set's message in a system that
// has it, and is a program's own code (no message) in one that does not.
func TestWordSetCodes(t *testing.T) {
	build := buildtags.Build()
	build.WordSets = append(build.WordSets, codeSet)
	img, err := core.NewImage(build)
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		img  func() (*core.Image, error)
		want string
	}{
		{func() (*core.Image, error) { return img, nil }, "error -300: code test error"},
		{buildtags.Image, "error -300: uncaught exception"},
	} {
		img, err := tc.img()
		if err != nil {
			t.Fatal(err)
		}
		s, err := img.NewSession(core.Options{})
		if err != nil {
			t.Fatal(err)
		}
		r := s.Eval(context.Background(), core.Request{Code: "-300 THROW"})
		s.Close()
		if r.Error == nil || r.Error.Error() != tc.want {
			t.Errorf("-300 THROW: %v, want %q", r.Error, tc.want)
		}
	}
}

// Two word sets may not own the same code, nor a word set one of core's:
// the system is not built, and the error names the word set.
func TestWordSetCodesClash(t *testing.T) {
	for _, tc := range []struct {
		codes map[core.ThrowCode]string
		want  string
	}{
		{map[core.ThrowCode]string{-300: "again"}, "word set CLASH: THROW code -300 is another word set's (code test error)"},
		{map[core.ThrowCode]string{core.ErrLimit: "mine"}, "word set CLASH: THROW code -258 is core's (limit exceeded)"},
	} {
		build := buildtags.Build()
		build.WordSets = append(build.WordSets, codeSet, &core.WordSet{Name: "CLASH", Codes: tc.codes})
		_, err := core.NewImage(build)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("NewImage: %v, want an error with %q", err, tc.want)
		}
	}
}

// Error is one line; Report is what the REPL shows, which starts with it.
func TestErrorIsOneLineReportIsWhole(t *testing.T) {
	s, err := buildtags.NewSession(core.Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	r := s.Eval(context.Background(), core.Request{Code: ": f 1 2 NOSUCH ;"})
	if r.Error == nil {
		t.Fatal("no error")
	}
	if got, want := r.Error.Error(), "error -13: undefined word: NOSUCH"; !strings.HasPrefix(got, want) || strings.Contains(got, "\n") {
		t.Errorf("Error() = %q, want one line that starts %q", got, want)
	}
	report := r.Error.Report()
	lines := strings.Split(report, "\n")
	if lines[0] != r.Error.Error() || len(lines) < 3 || !strings.HasPrefix(lines[1], "at input, line 1, column ") {
		t.Errorf("Report() =\n%s\nwant the Error() line, then the position and the stacks", report)
	}
	if !strings.Contains(r.Text(), report) {
		t.Errorf("the text of the result\n%s\ndoes not hold the report\n%s", r.Text(), report)
	}
}
