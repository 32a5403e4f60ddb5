package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"regexp"
	"strings"
	"testing"

	"github.com/forthling/forthling/buildtags"
	"github.com/forthling/forthling/cmd/internal/cli"
	"github.com/forthling/forthling/core"
)

var update = flag.Bool("update", false, "rewrite the generated parts of llms.txt from the code")

// instructionsText is the instructions the server sent at initialize.
func (c *client) instructionsText(t *testing.T) string {
	t.Helper()
	var init struct {
		Instructions string `json:"instructions"`
	}
	if err := json.Unmarshal(c.initialize, &init); err != nil {
		t.Fatal(err)
	}
	return init.Instructions
}

func TestInstructionsTellTheLimitsInForce(t *testing.T) {
	c := startServer(t)
	text := c.instructionsText(t)
	for _, want := range []string{"10,000,000 steps", "5s and 1M of output", "1M of Forth memory", "4M for definitions", "4M for files"} {
		if !strings.Contains(text, want) {
			t.Errorf("the default instructions lack %q", want)
		}
	}
	for _, idiom := range []string{"{: a b -- c :}", "ROT, PICK, ROLL", "(c-addr u)", `"." prints the top cell AND removes it`, "ALSO JSON", "ALSO TESTING", "T{ 1 2 + -> 3 }T"} {
		if !strings.Contains(text, idiom) {
			t.Errorf("the instructions lack %q", idiom)
		}
	}
	for _, v := range cli.Vocabularies() {
		if v != "HTTP" && !strings.Contains(text, "\n- "+v+": ") {
			t.Errorf("the instructions do not describe the vocabulary %s", v)
		}
	}
	if strings.Contains(text, "HTTP") {
		t.Error("the instructions speak of HTTP though no host is allowed")
	}
}

func TestInstructionsFollowTheOptions(t *testing.T) {
	c := startServer(t, "--max-steps", "5000", "--max-time", "2s", "--max-output", "64K", "--memory", "2M", "--max-space", "1M")
	text := c.instructionsText(t)
	if want := limitsText(core.Limits{Steps: 5000, Time: 2e9, Output: 64 << 10, Memory: 2 << 20, Space: 1 << 20, Files: core.DefaultLimits.Files}); !strings.Contains(text, want) {
		t.Errorf("the instructions lack %q:\n%s", want, text)
	}
	for _, want := range []string{"5,000 steps", "2s and 64K of output", "2M of Forth memory", "1M for definitions"} {
		if !strings.Contains(text, want) {
			t.Errorf("the instructions lack %q", want)
		}
	}
}

// llms.txt says at more length what the instructions say. Its limits and
// the vocabularies of this build are generated from the code, between
// marker lines; this test fails when they differ, and -update rewrites
// them. A vocabulary this build leaves out keeps its text.
func TestLLMSTxtMatchesTheCode(t *testing.T) {
	const file = "../../llms.txt"
	data, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	text := string(data)
	s, err := buildtags.NewSession(core.Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	parts := map[string]string{"limits": limitsTable(), "slips": slipsTable()}
	for _, v := range s.Vocabularies() {
		parts["vocabulary "+v.Name] = vocabularyBlock(v)
	}
	changed := text
	for name, want := range parts {
		got, ok := generatedPart(changed, name)
		if !ok {
			if !*update {
				t.Errorf("llms.txt has no part %q: go test ./cmd/forthling-mcp -run LLMS -update adds it", name)
				continue
			}
			changed = addVocabulary(changed, name)
		}
		if got != want {
			if !*update {
				t.Errorf("llms.txt's part %q is not what the code says: go test ./cmd/forthling-mcp -run LLMS -update rewrites it\nhas:\n%s\nwant:\n%s", name, got, want)
				continue
			}
			changed = replacePart(changed, name, want)
		}
	}
	if *update && changed != text {
		if err := os.WriteFile(file, []byte(changed), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

func beginMarker(name string) string { return "<!-- begin generated: " + name + " -->\n" }
func endMarker(name string) string   { return "<!-- end generated: " + name + " -->" }

func generatedPart(text, name string) (string, bool) {
	_, rest, ok := strings.Cut(text, beginMarker(name))
	if !ok {
		return "", false
	}
	part, _, ok := strings.Cut(rest, endMarker(name))
	return part, ok
}

func replacePart(text, name, part string) string {
	before, rest, _ := strings.Cut(text, beginMarker(name))
	_, after, _ := strings.Cut(rest, endMarker(name))
	return before + beginMarker(name) + part + endMarker(name) + after
}

// addVocabulary adds the markers of a new vocabulary's part after the last
// vocabulary's.
func addVocabulary(text, name string) string {
	last := regexp.MustCompile(`<!-- end generated: vocabulary [^ ]+ -->\n`).FindAllStringIndex(text, -1)
	at := len(text)
	if len(last) > 0 {
		at = last[len(last)-1][1]
	}
	return text[:at] + "\n" + beginMarker(name) + endMarker(name) + "\n" + text[at:]
}

// limitsTable is the limits with their defaults and the options that
// change them.
func limitsTable() string {
	d, c := core.DefaultLimits, core.Ceilings
	rows := [][]string{
		{"steps per call", groupDigits(d.Steps), "`--max-steps N`", groupDigits(c.Steps)},
		{"time per call", cli.FormatDuration(d.Time), "`--max-time T`", cli.FormatDuration(c.Time)},
		{"output per call", core.FormatSize(d.Output), "`--max-output SIZE`", core.FormatSize(c.Output)},
		{"Forth memory (data space and ALLOCATE)", core.FormatSize(d.Memory), "`-m`, `--memory SIZE`", core.FormatSize(c.Memory)},
		{"definitions and the like, in all", core.FormatSize(d.Space), "`--max-space SIZE`", core.FormatSize(c.Space)},
		{"files, in all", core.FormatSize(d.Files), "none", core.FormatSize(d.Files)},
	}
	var b strings.Builder
	b.WriteString("| limit | default | option | at most |\n|---|---|---|---|\n")
	for _, r := range rows {
		fmt.Fprintf(&b, "| %s |\n", strings.Join(r, " | "))
	}
	return b.String()
}

// vocabularyBlock is a vocabulary's part of llms.txt: what it is for and
// each word with its stack effect and description.
func vocabularyBlock(v core.Vocabulary) string {
	var b strings.Builder
	fmt.Fprintf(&b, "### %s\n\n%s. `ALSO %s` finds its words.\n\n", v.Name, strings.TrimSuffix(v.Doc, "."), v.Name)
	b.WriteString("| word | stack effect | what it does |\n|---|---|---|\n")
	cell := strings.NewReplacer("|", `\|`, "\n", " ")
	for _, w := range v.Words {
		fmt.Fprintf(&b, "| `%s` | `%s` | %s |\n", w.Name, cell.Replace(w.Effect), cell.Replace(w.Doc))
	}
	return b.String()
}

// slipsTable is the common slips whose errors get a hint, with an example
// of each and its hint (core's table, which core's test walks).
func slipsTable() string {
	var b strings.Builder
	b.WriteString("| slip | code | hint |\n|---|---|---|\n")
	cell := strings.NewReplacer("|", `\|`, "\n", " ", "`", "'")
	for _, s := range core.Slips() {
		fmt.Fprintf(&b, "| %s | `%s` | %s |\n", cell.Replace(s.Name), cell.Replace(s.Example), cell.Replace(s.Hint))
	}
	return b.String()
}
