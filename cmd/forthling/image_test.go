package main

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/forthling/forthling/buildtags"
)

// TestSaveAndStartFromAnImage: a workspace built in one run is there in the
// next, which starts from its image: words, variables, memory, files, the
// stacks, the search order and BASE.
func TestSaveAndStartFromAnImage(t *testing.T) {
	dir := t.TempDir()
	build := `: SQ ( n -- n*n ) DUP * ;  VARIABLE HITS  5 HITS !  CREATE TABLE 10 , 20 , 30 ,` +
		`  : CONST CREATE , DOES> @ ;  42 CONST ANSWER  3.5e FVALUE RATE  100 ALLOCATE 2DROP` +
		`  : NOTE S" kept" S" notes.txt" W/O CREATE-FILE THROW DUP >R WRITE-FILE THROW R> CLOSE-FILE THROW ; NOTE` +
		`  VOCABULARY TOOLS  ALSO TOOLS DEFINITIONS : HELLO ." hello" ; PREVIOUS DEFINITIONS  ALSO TOOLS  7 8  HEX`
	if r := runIn(t, dir, "", "--save", "ws.img", "-e", build); r.status != 0 || r.stderr != "" {
		t.Fatalf("building the workspace: %+v", r)
	}
	use := `DECIMAL . .  7 SQ .  HITS @ .  TABLE 2 CELLS + @ .  ANSWER .  RATE F.  HELLO` +
		`  S" notes.txt" R/O OPEN-FILE THROW PAD 10 ROT READ-FILE THROW PAD SWAP TYPE`
	want := "8 7 49 5 30 42 3.5 hellokept"
	if r := runIn(t, dir, "", "--image", "ws.img", "-e", use); r.status != 0 || r.stdout != want || r.stderr != "" {
		t.Fatalf("starting from the image: %+v; want %q", r, want)
	}
	// an image started from and saved again carries on
	if r := runIn(t, dir, "", "--image", "ws.img", "--save", "ws2.img", "-e", ": CUBE DUP SQ * ;"); r.status != 0 {
		t.Fatalf("saving again: %+v", r)
	}
	if r := runIn(t, dir, "", "--image", "ws2.img", "-e", "3 CUBE . HITS @ . DECIMAL 3 CUBE ."); r.stdout != "1B 5 27 " {
		t.Fatalf("the second image: %+v", r)
	}
}

// TestADefinitionSpansRuns: a definition left open is saved open, and the
// next run ends it.
func TestADefinitionSpansRuns(t *testing.T) {
	dir := t.TempDir()
	if r := runIn(t, dir, "", "--save", "open.img", "-e", ": HALF ( n -- n/2 ) 2"); r.status != 0 {
		t.Fatalf("saving an open definition: %+v", r)
	}
	if r := runIn(t, dir, "", "--image", "open.img", "-e", "/ ; 10 HALF ."); r.stdout != "5 " || r.stderr != "" {
		t.Fatalf("ending it in the next run: %+v", r)
	}
}

// TestSaveFromTheREPL: the REPL's session is written when it ends.
func TestSaveFromTheREPL(t *testing.T) {
	dir := t.TempDir()
	if r := runIn(t, dir, ": TWICE 2 * ;\n21 TWICE\n", "--save", "repl.img"); r.status != 0 {
		t.Fatalf("the REPL: %+v", r)
	}
	if r := runIn(t, dir, "", "--image", "repl.img", "-e", "TWICE ."); r.stdout != "84 " {
		t.Fatalf("the REPL's image: %+v", r)
	}
}

func TestImageErrors(t *testing.T) {
	if slices.Contains(buildtags.AbsentVocabularies(), "SQLITE") {
		t.Skip("this build has no SQLITE, whose open databases an image refuses")
	}
	dir := writeFiles(t, map[string]string{"junk.img": "not an image at all\n"})
	for _, c := range []struct {
		args   []string
		status int
		says   string
	}{
		{[]string{"--image", "missing.img", "-e", "1"}, 2, "--image: open missing.img"},
		{[]string{"--image", "junk.img", "-e", "1"}, 2, "--image junk.img: not a session image of forthling"},
		{[]string{"--image", "junk.img", "-m", "2M", "-e", "1"}, 2, "option -m: a session started from an image has the image's limits"},
		{[]string{"--save", "db.img", "-e", `ALSO SQLITE S" :memory:" DB-OPEN 2DROP`}, 1, "--save db.img: SQLITE: 1 SQLite databases are open"},
		{[]string{"--save", "no/such/dir/x.img", "-e", "1"}, 1, "--save no/such/dir/x.img"},
	} {
		r := runIn(t, dir, "", c.args...)
		if r.status != c.status || !strings.Contains(r.stderr, c.says) {
			t.Errorf("forthling %q: status %d, stderr %q; want status %d and %q", c.args, r.status, r.stderr, c.status, c.says)
		}
	}
	// a refused save leaves no file behind, and an older image whole
	entries, _ := os.ReadDir(dir)
	if len(entries) != 1 {
		t.Errorf("the directory holds %d entries after refused saves, want only junk.img", len(entries))
	}
	if r := runIn(t, dir, "", "--save", "ok.img", "-e", "1 2"); r.status != 0 {
		t.Fatal(r)
	}
	before, _ := os.ReadFile(filepath.Join(dir, "ok.img"))
	runIn(t, dir, "", "--image", "ok.img", "--save", "ok.img", "-e", `ALSO SQLITE S" :memory:" DB-OPEN 2DROP`)
	after, _ := os.ReadFile(filepath.Join(dir, "ok.img"))
	if string(before) != string(after) {
		t.Error("a refused save changed the older image")
	}
}
