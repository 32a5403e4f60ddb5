package main

import (
	"strings"
	"testing"
	"unicode/utf8"
)

// A page of output starts and ends between characters, holds at least one
// character whatever the limit, and counts bytes that are not UTF-8 one each.
func TestOutputPagesStartAndEndBetweenCharacters(t *testing.T) {
	tests := []struct {
		whole         string
		offset, limit int
		start, end    int
	}{
		{"abcdef", 0, 4, 0, 4},
		{"abcdef", 4, 4, 4, 6},
		{"abcdef", 6, 4, 6, 6},             // the end: an empty page
		{"aé", 0, 2, 0, 1},                 // é would be cut: the page stops before it
		{"é", 0, 1, 0, 2},                  // a limit below one character still reads it
		{"aéb", 2, 1, 1, 3},                // an offset inside é starts at its first byte
		{"a€b", 3, 10, 1, 5},               // inside a three-byte character
		{"\uFFFDx", 1, 1, 0, 3},            // U+FFFD is a character like any other
		{"a\x80\x80\x80\x80b", 2, 1, 2, 3}, // bytes that are not UTF-8 count one each
		{"\xe2\x82", 1, 1, 1, 2},           // a cut character's bytes too
		{"", 0, 16, 0, 0},
	}
	for _, tt := range tests {
		start, end := pageBounds(tt.whole, tt.offset, tt.limit)
		if start != tt.start || end != tt.end {
			t.Errorf("pageBounds(%q, %d, %d) = %d, %d; want %d, %d", tt.whole, tt.offset, tt.limit, start, end, tt.start, tt.end)
		}
	}
}

// FuzzOutputPages reads an output page after page from an offset with a
// limit, as a client follows next_offset: each page starts at most one
// character before the offset asked for and ends further on, so the reading
// comes to the end; read from 0 the pages make up the whole output; every
// page of valid text is valid text.
func FuzzOutputPages(f *testing.F) {
	f.Add("0 1 2 3 4 5 6 7 8 9 ", 0, 7)
	f.Add("aé€😀b", 2, 1)
	f.Add("a\x80\x80\x80\x80\xf0\x9f\x98b", 3, 2)
	f.Fuzz(func(t *testing.T, whole string, offset, limit int) {
		if offset < 0 || offset > len(whole) || limit < 1 || limit > 1<<20 {
			return // the tool refuses these before paging (args.offset, args.count)
		}
		var read strings.Builder
		for at, pages := offset, 0; at < len(whole); pages++ {
			start, end := pageBounds(whole, at, limit)
			switch {
			case start > at || at-start >= utf8.UTFMax:
				t.Fatalf("the page at %d of %q starts at %d", at, whole, start)
			case end <= at:
				t.Fatalf("the page at %d of %q, limit %d, ends at %d: the reading would not go on", at, whole, limit, end)
			case end > len(whole):
				t.Fatalf("the page at %d of %q ends at %d, past the end", at, whole, end)
			case utf8.ValidString(whole) && !utf8.ValidString(whole[start:end]):
				t.Fatalf("the page %q of %q is not valid text", whole[start:end], whole)
			case pages > len(whole):
				t.Fatalf("more pages than bytes in %q", whole)
			}
			if offset == 0 {
				read.WriteString(whole[start:end])
			}
			at = end
		}
		if offset == 0 && read.String() != whole {
			t.Fatalf("the pages of %q make %q", whole, read.String())
		}
	})
}

// forth_output answers with text in every case: when there is nothing to
// read, at the end of the output, and with a limit smaller than a
// character, which it reads whole rather than answer an empty page that
// points at itself.
func TestForthOutputAlwaysAnswersWithText(t *testing.T) {
	c := startServer(t)
	r := c.call("forth_output", map[string]any{})
	if r.IsError || !strings.Contains(r.Text(), "no output to read") {
		t.Errorf("before any output: %q", r.Text())
	}
	c.eval(`." é!"`)
	var page outputPage
	r = c.call("forth_output", map[string]any{"offset": 0, "limit": 1})
	if r.Decode(t, &page); page.Output != "é" || page.Next != 2 || !strings.HasPrefix(r.Text(), "é\n... (bytes 0 to 2 of 3;") {
		t.Errorf("a limit below a character: %q, %+v", r.Text(), page)
	}
	r = c.call("forth_output", map[string]any{"offset": 1, "limit": 1})
	if r.Decode(t, &page); page.Output != "é" || page.Offset != 0 {
		t.Errorf("an offset inside a character: %q, %+v", r.Text(), page)
	}
	r = c.call("forth_output", map[string]any{"offset": 3})
	if r.Decode(t, &page); r.IsError || page.Output != "" || !strings.Contains(r.Text(), "offset 3 is the end of the last call's output, which has 3 bytes") {
		t.Errorf("at the end: %q, %+v", r.Text(), page)
	}
	if r = c.call("forth_output", map[string]any{"offset": 4}); !r.IsError {
		t.Errorf("past the end: %q", r.Text())
	}
}
