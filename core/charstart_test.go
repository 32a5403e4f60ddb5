package core_test

import (
	"context"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/forthling/forthling/core"
)

// CharStart moves a cut back to the start of the character it falls in,
// and no further than one character's length, whatever the bytes.
func TestCharStartFindsTheCharacterACutFallsIn(t *testing.T) {
	tests := []struct {
		s    string
		i    int
		want int
	}{
		{"abc", 1, 1},
		{"aéb", 2, 1},              // inside é
		{"aéb", 3, 3},              // after it
		{"a€b", 3, 1},              // inside a three-byte character
		{"a😀b", 4, 1},              // inside a four-byte one
		{"\uFFFDx", 2, 0},          // U+FFFD is a character like any other
		{"\x80\x80\x80\x80", 3, 3}, // bytes that are not UTF-8 count one each
		{"é\x80\x80", 2, 2},        // é ends before the stray bytes
		{"\xe2\x82", 1, 1},         // a cut character's bytes too
		{"é", 2, 2},                // the end
		{"", 0, 0},
	}
	for _, tt := range tests {
		if got := core.CharStart(tt.s, tt.i); got != tt.want {
			t.Errorf("CharStart(%q, %d) = %d, want %d", tt.s, tt.i, got, tt.want)
		}
	}
}

// A long output's answer keeps to its budget whatever bytes the program
// wrote: a run of bytes that are not UTF-8 (EMIT writes any) does not move
// the cuts, and text that is UTF-8 is cut between its characters, each cut
// moved back by less than a character.
func TestCutOutputKeepsToItsBudgetWhateverTheBytes(t *testing.T) {
	const budget = 16 << 10
	for _, whole := range []string{strings.Repeat("\x80", 100_000), strings.Repeat("é€😀", 20_000)} {
		r := core.Result{Output: whole}
		r.CutOutput(budget)
		if len(r.Output) > budget+200 {
			t.Errorf("the output of %d bytes is cut to %d, over the budget of %d", len(whole), len(r.Output), budget)
		}
		if r.OutputSize != len(whole) || abs(r.OutputLeftOut-(len(whole)-budget)) >= utf8.UTFMax {
			t.Errorf("output_size %d, output_left_out %d of %d bytes", r.OutputSize, r.OutputLeftOut, len(whole))
		}
		if utf8.ValidString(whole) && !utf8.ValidString(r.Output) {
			t.Errorf("the cut output is not valid text")
		}
	}
}

func abs(n int) int { return max(n, -n) }

// An error's detail is clipped at its bound also when what it quotes is
// not UTF-8: the clip keeps the start, not nothing.
func TestAnErrorDetailOfBytesKeepsItsStart(t *testing.T) {
	name := strings.Repeat("\x80", 50_000)
	s, err := newTestSession(core.Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	r := s.Eval(context.Background(), core.Request{Code: "DATA INCLUDED", Data: &name})
	if r.Error == nil {
		t.Fatalf("no error: %.200s", r.Text())
	}
	if d := r.Error.Detail; !strings.Contains(d, strings.Repeat("\x80", core.MaxDetail-64)) || len(d) > core.MaxDetail+64 {
		t.Errorf("a detail of %d bytes: %q…", len(d), d[:min(len(d), 80)])
	}
}
