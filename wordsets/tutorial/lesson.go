package tutorial

import (
	"embed"
	"fmt"
	"path"
	"sort"
	"strconv"
	"strings"
	"sync"
)

// Lesson is one lesson of the tutorial, read from lessons/NN-name.md:
//
//	# Title
//	explanation (markdown: paragraphs, ``` code blocks)
//	## Try
//	```
//	code to try
//	```
//	```
//	what it prints
//	```
//	## Exercise
//	what to define
//	## Hints
//	- a hint (continued on indented lines)
//	## Check
//	the hidden checks, one a line (see check)
type Lesson struct {
	Number   int
	Title    string
	Text     string // the explanation
	Example  string // code to try
	Prints   string // what the example prints
	Exercise string
	Hints    []string
	Checks   []check
	file     string
}

//go:embed lessons/*.md
var lessonFiles embed.FS

// allLessons returns the tutorial's lessons, by number from 1 (the first
// is lesson 1). They are read on first use, not when the program starts:
// most runs never open the tutorial, and parsing twenty lessons is a
// measurable part of a short run's start.
var allLessons = sync.OnceValue(mustReadLessons)

func mustReadLessons() []*Lesson {
	ls, err := readLessons(lessonFiles)
	if err != nil {
		panic(err)
	}
	return ls
}

func readLessons(fsys embed.FS) ([]*Lesson, error) {
	entries, err := fsys.ReadDir("lessons")
	if err != nil {
		return nil, err
	}
	var out []*Lesson
	for _, e := range entries {
		name := path.Join("lessons", e.Name())
		text, err := fsys.ReadFile(name)
		if err != nil {
			return nil, err
		}
		l, err := parseLesson(name, string(text))
		if err != nil {
			return nil, err
		}
		out = append(out, l)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Number < out[j].Number })
	for i, l := range out {
		if l.Number != i+1 {
			return nil, fmt.Errorf("%s: lesson %d, expected %d", l.file, l.Number, i+1)
		}
	}
	return out, nil
}

// parseLesson reads a lesson file; its name starts with the lesson's number.
func parseLesson(file, text string) (*Lesson, error) {
	base := path.Base(file)
	num, _, _ := strings.Cut(base, "-")
	n, err := strconv.Atoi(num)
	if err != nil {
		return nil, fmt.Errorf("%s: a lesson file is named NN-name.md", file)
	}
	l := &Lesson{Number: n, file: file}
	sections := map[string][]string{}
	section := ""
	for i, line := range strings.Split(strings.ReplaceAll(text, "\r\n", "\n"), "\n") {
		switch {
		case i == 0:
			if !strings.HasPrefix(line, "# ") {
				return nil, fmt.Errorf("%s:1: a lesson starts with its title: # Title", file)
			}
			l.Title = strings.TrimSpace(line[2:])
		case strings.HasPrefix(line, "## "):
			section = strings.ToLower(strings.TrimSpace(line[3:]))
			if _, dup := sections[section]; dup {
				return nil, fmt.Errorf("%s:%d: a second section %q", file, i+1, section)
			}
			sections[section] = []string{}
		default:
			sections[section] = append(sections[section], line)
		}
	}
	for _, want := range []string{"try", "exercise", "hints", "check"} {
		if _, ok := sections[want]; !ok {
			return nil, fmt.Errorf("%s: no section ## %s", file, want)
		}
	}
	l.Text = trimLines(sections[""])
	l.Exercise = trimLines(sections["exercise"])
	blocks := codeBlocks(sections["try"])
	if len(blocks) != 2 {
		return nil, fmt.Errorf("%s: ## Try holds two code blocks, the code and what it prints; it has %d", file, len(blocks))
	}
	l.Example, l.Prints = blocks[0], blocks[1]
	l.Hints = listItems(sections["hints"])
	if len(l.Hints) == 0 {
		return nil, fmt.Errorf("%s: ## Hints has no hint", file)
	}
	checkLines := sections["check"]
	first := lineOf(text, "## Check") + 1
	for i, line := range checkLines {
		c, err := parseCheck(line)
		if err != nil {
			return nil, fmt.Errorf("%s:%d: %v", file, first+i, err)
		}
		switch {
		case c == nil:
		case c.kind == checkBecause:
			if len(l.Checks) == 0 || !l.Checks[len(l.Checks)-1].isTest() {
				return nil, fmt.Errorf("%s:%d: because explains the test before it", file, first+i)
			}
			l.Checks[len(l.Checks)-1].because = c.because
		default:
			c.line = first + i
			l.Checks = append(l.Checks, *c)
		}
	}
	if l.tests() == 0 {
		return nil, fmt.Errorf("%s: ## Check has no test", file)
	}
	return l, nil
}

// tests counts the checks that run code.
func (l *Lesson) tests() int {
	n := 0
	for _, c := range l.Checks {
		if c.isTest() {
			n++
		}
	}
	return n
}

func lineOf(text, prefix string) int {
	for i, line := range strings.Split(text, "\n") {
		if strings.HasPrefix(line, prefix) {
			return i + 1
		}
	}
	return 0
}

// trimLines joins lines, without the blank lines around them.
func trimLines(lines []string) string {
	return strings.Trim(strings.Join(lines, "\n"), "\n ")
}

// codeBlocks returns the text of the ``` blocks among lines.
func codeBlocks(lines []string) []string {
	var out []string
	var block []string
	in := false
	for _, line := range lines {
		if strings.HasPrefix(strings.TrimSpace(line), "```") {
			if in {
				out = append(out, strings.Join(block, "\n"))
				block = nil
			}
			in = !in
			continue
		}
		if in {
			block = append(block, line)
		}
	}
	return out
}

// listItems returns the items of a "- " list. Indented lines continue an
// item: text joins its line, a line of code (in backticks) starts a line
// of its own.
func listItems(lines []string) []string {
	var out []string
	for _, line := range lines {
		text := strings.TrimSpace(line)
		switch {
		case strings.HasPrefix(line, "- "):
			out = append(out, strings.TrimSpace(line[2:]))
		case len(out) == 0 || !strings.HasPrefix(line, "  ") || text == "":
		case strings.HasPrefix(text, "`"):
			out[len(out)-1] += "\n    " + text
		default:
			out[len(out)-1] += " " + text
		}
	}
	return out
}

// render shows markdown to a terminal or a model: code blocks become
// indented lines, the rest stays as it is written.
func render(text string) string {
	var b strings.Builder
	in := false
	for _, line := range strings.Split(text, "\n") {
		if strings.HasPrefix(strings.TrimSpace(line), "```") {
			in = !in
			continue
		}
		if in {
			b.WriteString("    ")
		}
		b.WriteString(line)
		b.WriteString("\n")
	}
	return b.String()
}

// indent sets code off by four spaces.
func indent(code string) string {
	var b strings.Builder
	for _, line := range strings.Split(strings.TrimRight(code, "\n"), "\n") {
		b.WriteString("    " + line + "\n")
	}
	return b.String()
}
