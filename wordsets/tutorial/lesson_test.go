package tutorial

import (
	"strings"
	"testing"
)

func TestParseCheck(t *testing.T) {
	for line, want := range map[string]string{
		"word CUBE":           "",
		"effect cube":         "",
		`file a.txt "x\ny"`:   "",
		"test 3 CUBE -> 27":   "",
		`output 1 . => "1 "`:  "",
		"because it is so":    "",
		`\ a comment`:         "",
		"":                    "",
		"word":                "word takes one name",
		"word A B":            "word takes one name",
		"test 3 CUBE 27":      "test CODE -> EXPECTED",
		`output 1 . => 1`:     "the text is a quoted string",
		`file a.txt x`:        "the text is a quoted string",
		"because":             "because says why",
		"expect 3 CUBE -> 27": `unknown check "expect"`,
	} {
		_, err := parseCheck(line)
		if got := ""; err != nil {
			got = err.Error()
			if want == "" || !strings.Contains(got, want) {
				t.Errorf("parseCheck(%q): %v, want %q", line, err, want)
			}
		} else if want != "" {
			t.Errorf("parseCheck(%q) accepts it, want %q", line, want)
		}
	}
}

func TestParseLessonErrors(t *testing.T) {
	good := "# Title\ntext\n## Try\n```\n1 .\n```\n```\n1\n```\n## Exercise\ndo it\n## Hints\n- a hint\n## Check\nword X\ntest 1 X -> 2\nbecause why\n"
	l, err := parseLesson("lessons/07-x.md", good)
	if err != nil {
		t.Fatal(err)
	}
	if l.Number != 7 || l.Title != "Title" || l.Example != "1 ." || l.Prints != "1" || len(l.Checks) != 2 || l.Checks[1].because != "why" || l.Checks[1].line != 16 {
		t.Errorf("parsed %+v", l)
	}
	for name, c := range map[string]struct{ file, text, want string }{
		"name":        {"lessons/x.md", good, "named NN-name.md"},
		"title":       {"lessons/01-x.md", "Title\n" + good[8:], "starts with its title"},
		"section":     {"lessons/01-x.md", strings.Replace(good, "## Hints\n- a hint\n", "", 1), "no section ## hints"},
		"try":         {"lessons/01-x.md", strings.Replace(good, "```\n1\n```\n", "", 1), "two code blocks"},
		"hint":        {"lessons/01-x.md", strings.Replace(good, "- a hint\n", "", 1), "has no hint"},
		"check":       {"lessons/01-x.md", strings.Replace(good, "test 1 X -> 2\nbecause why\n", "", 1), "has no test"},
		"because":     {"lessons/01-x.md", strings.Replace(good, "word X\n", "word X\nbecause no test\n", 1), "lessons/01-x.md:16: because explains the test before it"},
		"bad check":   {"lessons/01-x.md", strings.Replace(good, "word X\n", "word\n", 1), "lessons/01-x.md:15: word takes one name"},
		"two section": {"lessons/01-x.md", good + "## Try\n", "a second section"},
	} {
		if _, err := parseLesson(c.file, c.text); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: %v, want %q", name, err, c.want)
		}
	}
}
