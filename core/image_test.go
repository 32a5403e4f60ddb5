package core_test

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/forthling/forthling/buildtags"
	"github.com/forthling/forthling/core"
	"github.com/forthling/forthling/internal/scripttest"
)

// scriptGlobs are the script tests the image test replays: every package's.
var scriptGlobs = []string{
	"testdata/*.fth",
	"../wordsets/testdata/*.fth",
	"../compile/testdata/*.fth",
	"../json/testdata/*.fth",
	"../regex/testdata/*.fth",
	"../science/testdata/*.fth",
	"../sqlite/testdata/*.fth",
}

// probe is a call run at the end of every case in both sessions: what it
// prints depends on the whole dictionary, memory and stacks.
const probe = `DEPTH . FDEPTH . HERE . UNUSED . BASE @ DECIMAL . ORDER .S`

// imageRefusals are the errors a session may rightly give when it is
// written: state an image does not hold, which the error names.
var imageRefusals = []string{"SQLite databases are open", "HTTP responses are open"}

// TestImageDifferential runs every script case twice, line by line as calls
// of one session: once in a session that never stops, and once in a
// session that is written to an image and read back into a new session
// after every line. Every call must give the same result and count the
// same steps in both.
func TestImageDifferential(t *testing.T) {
	img, _ := scripttest.Systems(t)
	var files []string
	for _, g := range scriptGlobs {
		fs, _ := filepath.Glob(g)
		files = append(files, fs...)
	}
	if len(files) < 20 {
		t.Fatalf("only %d script files found", len(files))
	}
	written, refused := 0, 0
	for _, file := range files {
		text, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		cases, err := scripttest.Parse(file, string(text))
		if err != nil {
			t.Fatal(err)
		}
		for _, c := range cases {
			if _, timed := c.Tags["time"]; timed {
				continue // a time limit falls where the clock says
			}
			limits, err := c.Limits()
			if err != nil {
				t.Fatal(err)
			}
			var lines []string
			for _, call := range c.Calls() {
				lines = append(lines, strings.Split(call, "\n")...)
			}
			lines = append(lines, probe)
			var data *string
			if d, ok := c.Tags["data"]; ok {
				data = &d
			}
			w, r := compareThroughImages(t, img, limits, lines, data, fmt.Sprintf("%s:%d (%s)", c.File, c.Line, c.Name))
			written += w
			refused += r
		}
	}
	t.Logf("%d images written and read back, %d refused", written, refused)
}

// compareThroughImages runs lines as calls of two sessions, one that
// never stops and one written to an image and read back after every call,
// and fails at the first call whose result or steps differ. data is the
// first call's. It returns how many images were written and how many
// rightly refused.
func compareThroughImages(t *testing.T, img *core.Image, limits core.Limits, lines []string, data *string, where string) (written, refused int) {
	t.Helper()
	straight, err := img.NewSession(core.Options{Limits: limits})
	if err != nil {
		t.Fatal(err)
	}
	defer straight.Close()
	moved, err := img.NewSession(core.Options{Limits: limits})
	if err != nil {
		t.Fatal(err)
	}
	defer func() { moved.Close() }()
	for i, line := range lines {
		req := core.Request{Code: line}
		if i == 0 {
			req.Data = data
		}
		want := straight.Eval(context.Background(), req)
		got := moved.Eval(context.Background(), req)
		if got.Text() != want.Text() || got.Steps != want.Steps {
			t.Fatalf("%s, line %d %q: after images the result differs\ngot (%d steps):\n%s\nwant (%d steps):\n%s",
				where, i+1, line, got.Steps, got.Text(), want.Steps, want.Text())
		}
		var buf bytes.Buffer
		if err := moved.WriteImage(&buf); err != nil {
			if !refusedRightly(err) {
				t.Fatalf("%s, line %d: %v", where, i+1, err)
			}
			refused++
			continue
		}
		next, err := img.ReadSession(&buf, core.Options{})
		if err != nil {
			t.Fatalf("%s, line %d: reading the image back: %v", where, i+1, err)
		}
		moved.Close()
		moved = next
		written++
	}
	return written, refused
}

// TestImageOfOpenDefinitions: definitions left open across calls, with
// control structures, locals, DOES> and quotations open, are written and
// ended after the image is read back, and SEE shows them whole.
func TestImageOfOpenDefinitions(t *testing.T) {
	img, _ := scripttest.Systems(t)
	for _, lines := range [][]string{
		{": COUNTDOWN ( n -- )", "BEGIN DUP WHILE", "DUP . 1-", "REPEAT DROP ;", "3 COUNTDOWN SEE COUNTDOWN"},
		{": FIND-FIRST ( limit -- i ) 0 SWAP 0 DO", "I 3 > IF DROP I LEAVE THEN", "LOOP ;", "10 FIND-FIRST . SEE FIND-FIRST"},
		{": HYP {: a b | c -- d :}", "a a * b b * + TO c", "c ;", "3 4 HYP ."},
		{": MAKER CREATE , DOES>", "@ 2 * ;", "21 MAKER X X ."},
		{": Q [: 1 +", ";] EXECUTE ;", "41 Q ."},
		{"[: 5", ";] EXECUTE ."},
		{": CASES CASE", "1 OF .\" one\" ENDOF", "2 OF .\" two\" ENDOF ENDCASE ;", "1 CASES 2 CASES"},
		{": BAD IF", "1 2 3 UNDEFINED-WORD", ": GOOD 1 ;", "GOOD ."},
		{": FACT ( n -- n! ) DUP 2 <", "IF DROP 1 ELSE DUP 1- RECURSE * THEN ;", "5 FACT ."},
	} {
		w, _ := compareThroughImages(t, img, core.DefaultLimits, lines, nil, lines[0])
		if w != len(lines) {
			t.Errorf("%q: %d of %d images written", lines[0], w, len(lines))
		}
	}
}

func refusedRightly(err error) bool {
	for _, r := range imageRefusals {
		if strings.Contains(err.Error(), r) {
			return true
		}
	}
	return false
}

// imageOf runs code in a new session and writes its image.
func imageOf(t testing.TB, img *core.Image, limits core.Limits, code string) ([]byte, error) {
	t.Helper()
	s, err := img.NewSession(core.Options{Limits: limits})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	if r := s.Eval(context.Background(), core.Request{Code: code}); r.Error != nil && !strings.Contains(code, "DB-OPEN") {
		t.Fatalf("%s: %v", code, r.Error)
	}
	var buf bytes.Buffer
	err = s.WriteImage(&buf)
	return buf.Bytes(), err
}

func TestImageOfAnotherBuildIsRefused(t *testing.T) {
	img, _ := scripttest.Systems(t)
	data, err := imageOf(t, img, core.DefaultLimits, ": SQ DUP * ;")
	if err != nil {
		t.Fatal(err)
	}
	id := img.BuildID()
	at := bytes.Index(data, []byte(id))
	if at < 0 {
		t.Fatalf("the image does not name its build %s", id)
	}
	other := append([]byte(nil), data...)
	other[at] ^= 1
	_, err = img.ReadSession(bytes.NewReader(other), core.Options{})
	if err == nil || !strings.Contains(err.Error(), "another build of forthling") {
		t.Fatalf("an image of another build: %v", err)
	}
	if _, err := img.ReadSession(bytes.NewReader(data[:len(data)-3]), core.Options{}); err == nil {
		t.Fatal("a cut image was read")
	}
	if _, err := img.ReadSession(strings.NewReader("#! not an image\n"), core.Options{}); err == nil || !strings.Contains(err.Error(), "not a session image") {
		t.Fatalf("text that is no image: %v", err)
	}
}

// TestImageRefusesWhatItCannotHold: an open database refuses the image,
// saying what to do; once closed, the image is written.
func TestImageRefusesWhatItCannotHold(t *testing.T) {
	img, _ := scripttest.Systems(t)
	if slices.Contains(buildtags.AbsentVocabularies(), "SQLITE") {
		t.Skip("this build has no SQLITE")
	}
	code := `ALSO SQLITE S" :memory:" DB-OPEN DROP`
	if _, err := imageOf(t, img, core.DefaultLimits, code); err == nil || !strings.Contains(err.Error(), "DB-CLOSE them") {
		t.Errorf("%s: the image was written, or the error does not say to close the database: %v", code, err)
	}
	data, err := imageOf(t, img, core.DefaultLimits, `ALSO SQLITE S" :memory:" DB-OPEN DROP DB-CLOSE DROP`)
	if err != nil {
		t.Fatalf("a closed database still refuses the image: %v", err)
	}
	if _, err := img.ReadSession(bytes.NewReader(data), core.Options{}); err != nil {
		t.Fatal(err)
	}
}

// TestImageWithinHostLimits: a host that reads an image gives each call its
// own limits, and refuses an image that needs more memory than it allows.
func TestImageWithinHostLimits(t *testing.T) {
	img, _ := scripttest.Systems(t)
	big := core.DefaultLimits
	big.Memory, big.Steps = 4<<20, 0
	data, err := imageOf(t, img, big, ": LOOPS BEGIN AGAIN ;")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := img.ReadSession(bytes.NewReader(data), core.Options{Limits: core.DefaultLimits}); err == nil || !strings.Contains(err.Error(), "needs memory 4M") {
		t.Fatalf("an image larger than the host allows: %v", err)
	}
	host := core.DefaultLimits
	host.Memory, host.Steps = 8<<20, 1000
	s, err := img.ReadSession(bytes.NewReader(data), core.Options{Limits: host})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	if s.Limits().Memory != 4<<20 || s.Limits().Steps != 1000 {
		t.Fatalf("limits %+v: want the image's memory and the host's steps", s.Limits())
	}
	if r := s.Eval(context.Background(), core.Request{Code: "LOOPS"}); r.Error == nil || r.Error.Code != core.ErrLimit {
		t.Fatalf("the host's step limit does not hold: %v", r.Error)
	}
}
