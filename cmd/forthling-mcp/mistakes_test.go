package main

import (
	"fmt"
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/forthling/forthling/cmd/internal/cli"
	"github.com/forthling/forthling/core"
)

// mistake is a common mistake and the first lines of its answer.
type mistake struct {
	mistake, code string
	// needs is a vocabulary the row needs in the build
	needs string
	// first lines of the text; a line ending in "…" is a prefix
	want []string
	// isError is false only for CATCH
	noError bool
}

var longLine = `S" ` + strings.Repeat("x", core.MaxLine) + `" TYPE`

// mistakes are the common mistakes and their answers; llms.txt and the
// README show them as a table, which -update rewrites from here.
var mistakes = []mistake{
	{mistake: "undefined word", code: "1 2 FOO .", want: []string{
		"error -13: undefined word: FOO…", "at input, line 1, column 5: FOO", "stack at the error: 1 2"}},
	{mistake: "word in a word list not in the search order", code: `S" :memory:" DB-OPEN`, needs: "SQLITE", want: []string{
		"error -13: undefined word: DB-OPEN (it is in the word list SQLITE; ALSO SQLITE finds it)"}},
	{mistake: "undefined word in a definition", code: ": sq DUPP * ;", want: []string{
		"error -13: undefined word: DUPP…", "at input, line 1, column 6: DUPP"}},
	{mistake: "stack underflow", code: ": add2 + ; 1 add2", want: []string{
		"error -4: stack underflow", "at input, line 1, column 14: add2", "in: ADD2 > +", "stack at the error: 1"}},
	{mistake: "word that eats too much", code: ": f ( n -- ) DROP ; f", want: []string{
		"error -4: stack underflow", "at input, line 1, column 21: f", "in: F > DROP"}},
	{mistake: "a word with too few cells", code: "1 2 3 SEARCH", want: []string{
		"error -4: stack underflow", "at input, line 1, column 7: SEARCH", "in: SEARCH", "stack at the error: 1 2 3"}},
	{mistake: "a vocabulary word with too few cells", code: "ALSO JSON 7 JSON-LENGTH", want: []string{
		"error -4: stack underflow", "at input, line 1, column 13: JSON-LENGTH", "in: JSON-LENGTH", "stack at the error: 7"}},
	{mistake: "a word that counts cells, with too few below its count", code: "1 2 2 PICK", want: []string{
		"error -4: stack underflow", "at input, line 1, column 7: PICK", "in: PICK", "stack at the error: 1 2 2"}},
	{mistake: "a word with too few floats", code: "1E0 F+", want: []string{
		"error -45: floating-point stack underflow", "at input, line 1, column 5: F+", "in: F+", "stack at the error: empty", "float stack at the error: 1"}},
	{mistake: "TO in a definition without its value", code: "0 VALUE COUNTER  : RESET TO COUNTER ;  RESET", want: []string{
		"error -4: stack underflow", "at input, line 1, column 40: RESET", "in: RESET > TO", "stack at the error: empty"}},
	{mistake: "a word used twice in a definition", code: ": STEP ( a b c -- n ) / SWAP / ;  0 2 1 STEP", want: []string{
		"error -10: division by zero", "at input, line 1, column 41: STEP", "in: STEP > / (the 2nd of 2 uses of / in STEP)"}},
	{mistake: "columns count characters", code: `S" éé" 2DROP FOO`, want: []string{
		"error -13: undefined word: FOO", "at input, line 1, column 14: FOO"}},
	{mistake: "IF outside a definition", code: "1 IF 2 THEN", want: []string{
		"error -14: interpreting a compile-only word: IF (IF works only inside a colon definition; outside one, [IF] [ELSE] [THEN] choose what to interpret)"}},
	{mistake: "unclosed IF", code: ": foo 1 IF 2 ;", want: []string{
		"error -22: control structure mismatch…", "at input, line 1, column 14: ;"}},
	{mistake: "LOOP without DO", code: ": f LOOP ;", want: []string{
		"error -22: control structure mismatch…"}},
	{mistake: "unclosed definition", code: ": foo 1 2 +", noError: true, want: []string{
		" compiled (the definition of FOO, opened at input, line 1, column 1, is still open; ; ends it)"}},
	{mistake: "calling a definition by its own name", code: ": fact DUP 2 < IF DROP 1 ELSE DUP 1- fact * THEN ;", want: []string{
		"error -13: undefined word: FACT (a definition cannot call itself by its name before its ;: RECURSE calls the definition being compiled)"}},
	{mistake: "locals declared inside a loop", code: ": sum ( n -- s ) 0 SWAP 0 DO I LOCALS| k | k + LOOP ;", want: []string{
		"error -29: compiler nesting: locals are declared inside a DO: declare them before any IF, DO, BEGIN or CASE of the definition", "at input, line 1, column 32: LOCALS|"}},
	{mistake: "division by zero", code: "1 0 /", want: []string{
		"error -10: division by zero", "at input, line 1, column 5: /", "in: /", "stack at the error: empty"}},
	{mistake: "bad address", code: "12345678 @", want: []string{
		"error -9: invalid memory address: 12345678"}},
	{mistake: "step limit", code: ": spin BEGIN 1 DROP AGAIN ; spin", want: []string{
		"error -258: limit exceeded: steps", "at input, line 1, column 29: spin", "in: SPIN > DROP"}},
	{mistake: "output limit", code: ": p BEGIN 65 EMIT AGAIN ; p", want: []string{
		"error -258: limit exceeded: output", "at input, line 1, column 27: p", "in: P > EMIT", "stack at the error: empty",
		strings.Repeat("A", defaultOutputBudget/2),
		fmt.Sprintf("... (%d of %d bytes of output left out here: forth_output with offset %d reads them)", core.DefaultLimits.Output-defaultOutputBudget, core.DefaultLimits.Output, defaultOutputBudget/2),
		strings.Repeat("A", defaultOutputBudget/2)}},
	{mistake: "endless stack growth", code: ": grow BEGIN 1 AGAIN ; grow", want: []string{
		"error -3: stack overflow", "at input, line 1, column 24: grow", "in: GROW",
		"stack at the error: ... (131040 more) 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1"}},
	{mistake: "endless recursion", code: ": r RECURSE ; r", want: []string{
		"error -5: return stack overflow…", "at input, line 1, column 15: r",
		"in: ... (9969 more) > R > R > R > R > R > R > R > R > R > R > R > R > R > R > R > R > R > R > R > R > R > R > R > R > R > R > R > R > R > R > R > R"}},
	{mistake: "missing file", code: `S" nofile.fth" INCLUDED`, want: []string{
		"error -38: non-existent file: nofile.fth: no such file"}},
	{mistake: "error inside EVALUATE", code: `S" 1 2 FOO" EVALUATE`, want: []string{
		"error -13: undefined word: FOO…", "at evaluate, line 1, column 5: FOO", "in: EVALUATE", "stack at the error: 1 2"}},
	{mistake: "line over 1024 characters", code: longLine, want: []string{
		"error -18: parsed string overflow: input line too long…"}},
	{mistake: "ABORT\"", code: `: chk 0= ABORT" zero" ; 0 chk`, want: []string{
		"error -2: aborted: zero"}},
	{mistake: "CATCH", code: ": t 1 0 / ; : u ['] t CATCH . ; u", noError: true, want: []string{
		"-10  ok", "stack: empty"}},
}

// The common mistakes and the answers they get: the first lines of the
// text, each in a fresh session.
func TestMistakesGetAnswersThatSayWhatToFix(t *testing.T) {
	// one server; each row's calls fail its own subtest
	c := startServer(t)
	defer func(parent *testing.T) { c.t = parent }(t)
	for _, row := range mistakes {
		t.Run(row.mistake, func(t *testing.T) {
			if row.needs != "" && !slices.Contains(cli.Vocabularies(), row.needs) {
				t.Skipf("this build has no %s vocabulary (buildtags.WordSets() does not list it)", row.needs)
			}
			c.t = t
			c.fresh()
			r := c.eval(row.code)
			if r.IsError == row.noError {
				t.Errorf("isError %v", r.IsError)
			}
			lines := strings.Split(r.Text(), "\n")
			if len(lines) < len(row.want) {
				t.Fatalf("text %q has fewer lines than %q", r.Text(), row.want)
			}
			for i, want := range row.want {
				got := lines[i]
				if prefix, ok := strings.CutSuffix(want, "…"); ok {
					if !strings.HasPrefix(got, prefix) {
						t.Errorf("line %d: %q, want it to start %q", i+1, got, prefix)
					}
				} else if got != want {
					t.Errorf("line %d: %q, want %q", i+1, shorten(got), shorten(want))
				}
			}
		})
	}
}

// shorten keeps a long line readable in a failure message.
func shorten(s string) string {
	if len(s) > 300 {
		return s[:150] + "…" + s[len(s)-150:]
	}
	return s
}

// mistakesTable is the table of the common mistakes and the first lines of
// their answers, as llms.txt and the README show it.
func mistakesTable() string {
	var b strings.Builder
	b.WriteString("| mistake | code | answer |\n|---|---|---|\n")
	cell := strings.NewReplacer("|", `\|`, "`", "'")
	for _, m := range mistakes {
		code := m.code
		if code == longLine {
			code = `S" xxxx…" TYPE`
		}
		var answer []string
		for _, line := range m.want {
			if len(line) > 200 {
				line = line[:core.CharStart(line, 40)] + "…" // a line of output
			}
			answer = append(answer, "`"+cell.Replace(strings.TrimSpace(line))+"`")
		}
		fmt.Fprintf(&b, "| %s | `%s` | %s |\n", m.mistake, cell.Replace(strings.ReplaceAll(code, "\n", " ")), strings.Join(answer, "<br>"))
	}
	return b.String()
}

// The table of mistakes in llms.txt and the README is the one the test
// above holds the server to; -update rewrites it.
func TestTheDocsShowTheMistakesTheServerAnswers(t *testing.T) {
	for _, file := range []string{"../../llms.txt", "../../README.md"} {
		data, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		text := string(data)
		got, ok := generatedPart(text, "mistakes")
		if want := mistakesTable(); !ok || got != want {
			if !*update {
				t.Errorf("%s's table of mistakes is not the test's: go test ./cmd/forthling-mcp -run TestTheDocsShowTheMistakes -update rewrites it", file)
				continue
			}
			if !ok {
				t.Fatalf("%s has no markers of the generated part mistakes", file)
			}
			if err := os.WriteFile(file, []byte(replacePart(text, "mistakes", want)), 0o644); err != nil {
				t.Fatal(err)
			}
		}
	}
}
