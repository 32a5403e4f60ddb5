//go:build !noregex

package regex_test

import (
	"fmt"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/forthling/forthling/buildtags"
	"github.com/forthling/forthling/core"
	"github.com/forthling/forthling/internal/scripttest"
	"github.com/forthling/forthling/regex"
)

// helpers are Forth words that print what the REGEX words found as
// offsets into the text, whose address is in T0.
const helpers = `ALSO REGEX VARIABLE T0
: G ( i -- ) RE-GROUP OVER 0= IF 2DROP ." - " ELSE SWAP T0 @ - . . THEN ;
: SHOW ( c-addr u -- ) 2DROP RE-GROUPS 0 ?DO I G LOOP ." | " ;
: PIECE ( c-addr u -- ) DUP . TYPE ;
: FOUND ( c-addr u flag -- ) IF SWAP T0 @ - . . ELSE 2DROP ." none " THEN ;`

// FuzzRegex runs every REGEX word on arbitrary texts, patterns and
// templates. No input may end in anything but a result or a Forth error of
// the vocabulary; a pattern Go's regexp compiles gives exactly what Go's
// FindAll, ReplaceAllString and Split give; a bad pattern's error names a
// position.
func FuzzRegex(f *testing.F) {
	for _, s := range [][3]string{
		{"a1b22c333", `\d+`, "<$0>"},
		{"2024-05-17", `(\d+)-(\d+)-(\d+)`, "$3.$2.$1"},
		{"abc", `x*`, "-"},
		{"cat concat", `\bcat\b`, "${0}s"},
		{"ab-ab", `(?P<x>a)(b)-\k<x>\2`, "${x}"},
		{"USD1 EUR2", `(?<=USD)\d`, "$$"},
		{"grüße", `ß(\w)?`, "$1x"},
		{"\xff\xfe a", `(?i)A|\xff`, "$9"},
		{"aaa", `(a|)+?`, "${1}"},
		{"x", `(`, ""},
		{"x", `a**`, ""},
		{"aaaaaaaaaaaaab", `^(?=a)(a+)+$`, ""},
	} {
		f.Add(s[0], s[1], s[2])
	}
	f.Fuzz(func(t *testing.T, text, pattern, template string) {
		// a call ends at its time limit; an input that runs far longer hangs
		watchdog := time.AfterFunc(time.Minute, func() { panic(fmt.Sprintf("hangs: %q %q %q", text, pattern, template)) })
		defer watchdog.Stop()
		compare(t, core.DefaultLimits, text, pattern, template)
	})
}

// TestLargeText compares with Go on a text long enough that searches read
// it through the reader that watches the clock.
func TestLargeText(t *testing.T) {
	var b strings.Builder
	words := []string{"alpha", "beta", "gamma", "δέλτα", "x1", "22", "\xff", "-", "\n"}
	for i := 0; b.Len() < 200_000; i++ {
		b.WriteString(words[(i*7+i/3)%len(words)])
		b.WriteByte(" ,;"[i%3])
	}
	limits := core.DefaultLimits
	limits.Output, limits.Memory = 16<<20, 4<<20
	for _, p := range []string{`\d+`, `\b(a\w+)`, `(?m)^\S`, `(\w+)[,;](\w*)`, `x*`, `δ|(γ)?a`, `[^ ]{3,9}(?:,|;)?`} {
		compare(t, limits, b.String(), p, "<$1>")
	}
}

// compare runs every word on the text, pattern and template and checks the
// results against Go's regexp.
func compare(t *testing.T, limits core.Limits, text, pattern, template string) {
	s, err := buildtags.NewSession(core.Options{Limits: limits})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	run(t, s, helpers)
	m := s.Machine()
	ta, pa, ra := scripttest.PutString(t, m, text), scripttest.PutString(t, m, pattern), scripttest.PutString(t, m, template)
	m.SetCell(m.FindString("T0").Body, ta)
	args := fmt.Sprintf("%d %d %d %d ", ta, len(text), pa, len(pattern))
	re, goErr := regexp.Compile(pattern)

	match := run(t, s, args+"RE-MATCH? .")
	find := run(t, s, args+"RE-FIND FOUND")
	count := run(t, s, args+"RE-COUNT .")
	each := run(t, s, args+"' SHOW RE-EACH")
	replace := run(t, s, args+fmt.Sprintf("%d %d RE-REPLACE TYPE", ra, len(template)))
	split := run(t, s, args+"' PIECE RE-SPLIT")
	escape := run(t, s, fmt.Sprintf("%d %d RE-ESCAPE TYPE", ta, len(text)))
	if want := regexp.QuoteMeta(text); escape.Output != want {
		t.Errorf("RE-ESCAPE of %q gives %q, want %q", text, escape.Output, want)
	}
	if goErr != nil {
		if e := match.Error; e != nil && e.Code == regex.ErrRegex && !strings.Contains(e.Detail, "position") &&
			!strings.Contains(e.Detail, "too large") && !strings.Contains(e.Detail, "nests too deeply") && !strings.Contains(e.Detail, "time") {
			t.Errorf("the error for %q names no position: %s", pattern, e.Detail)
		}
		return
	}
	all := re.FindAllStringSubmatchIndex(text, -1)
	first := re.FindStringIndex(text)
	wantFind := "none "
	if first != nil {
		wantFind = fmt.Sprintf("%d %d ", first[0], first[1]-first[0])
	}
	var wantEach, wantSplit strings.Builder
	for _, loc := range all {
		for i := 0; i < len(loc); i += 2 {
			if loc[i] < 0 {
				wantEach.WriteString("- ")
			} else {
				fmt.Fprintf(&wantEach, "%d %d ", loc[i], loc[i+1]-loc[i])
			}
		}
		wantEach.WriteString("| ")
	}
	for _, piece := range re.Split(text, -1) {
		fmt.Fprintf(&wantSplit, "%d %s", len(piece), piece)
	}
	for _, c := range []struct {
		word      string
		got, want string
	}{
		{"RE-MATCH?", match.Output, fmt.Sprint(core.Flag(re.MatchString(text))) + " "},
		{"RE-FIND", find.Output, wantFind},
		{"RE-COUNT", count.Output, fmt.Sprintf("%d ", len(all))},
		{"RE-EACH", each.Output, wantEach.String()},
		{"RE-REPLACE", replace.Output, re.ReplaceAllString(text, template)},
		{"RE-SPLIT", split.Output, wantSplit.String()},
	} {
		if c.got != c.want {
			t.Errorf("%s of %q in %.100q (template %q) gives\n%.300q\nGo gives\n%.300q", c.word, pattern, text, template, c.got, c.want)
		}
	}
}

// run evaluates code and fails on anything but a result or a Forth error
// the vocabulary may raise.
func run(t *testing.T, s *core.Session, code string) *core.Result {
	t.Helper()
	return scripttest.EvalAllowing(t, s, code, regex.ErrRegex, core.ErrVocabularyMisuse, core.ErrAllocate, core.ErrLimit)
}
