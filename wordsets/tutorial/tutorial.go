// Package tutorial is the word list TUTORIAL: twenty lessons of Forth that a
// learner works through in the session, ten for beginners and ten beyond.
// Each lesson explains one thing, gives an example to try and an exercise,
// and CHECK runs hidden tests on the learner's answer:
//
//	ALSO TUTORIAL
//	LESSONS          \ the lessons, and where the learner is
//	1 LESSON         \ the first lesson
//	: DUP-UNDER OVER SWAP ;
//	CHECK            \ tests DUP-UNDER and says what is wrong, if anything
//	HINT  NEXT
//
// The lessons are the files lessons/NN-name.md, embedded in the program.
// Progress is kept in the session.
package tutorial

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/forthling/forthling/core"
)

// progress is where the learner is, kept in the session's hooks.
type progress struct {
	current int          // the lesson shown last; 0 before the first
	passed  map[int]bool // lessons whose exercise passed CHECK
	hints   map[int]int  // hints given, per lesson
}

const hook = "tutorial"

func progressOf(m *core.Machine) *progress {
	return core.HookState(m, hook, func() *progress {
		return &progress{passed: map[int]bool{}, hints: map[int]int{}}
	})
}

// WordSet is the tutorial's word set, with the learner's progress set up
// in each session.
var WordSet = &core.WordSet{
	Name:    "TUTORIAL",
	List:    "TUTORIAL",
	Doc:     "Twenty lessons of Forth with exercises that CHECK tests; LESSONS lists them",
	Words:   words,
	Session: func(m *core.Machine) { progressOf(m) },
	Close:   func(m *core.Machine) { m.DropHook(hook) },

	HookKeys:  []string{hook},
	SaveState: saveState,
	LoadState: loadState,
}

var words = []core.Def{
	{Name: "LESSONS", Effect: "( -- )", Doc: "List the twenty lessons of the tutorial, with the ones passed and the one the learner is at.",
		Example: "ALSO TUTORIAL  LESSONS  PREVIOUS", Result: lessonsExample, Fn: listLessons},
	{Name: "LESSON", Effect: "( n -- )", Doc: "Show lesson n: an explanation, an example to try and an exercise; CHECK then tests the answer to that exercise.",
		Example: "ALSO TUTORIAL  1 LESSON  PREVIOUS", Result: lesson1Example,
		Fn: func(m *core.Machine) { showLesson(m, lessonNumber(m, m.Pop())) }},
	{Name: "CHECK", Effect: "( -- )", Doc: "Test the learner's answer to the exercise of the current lesson with hidden tests that leave nothing behind, and say in plain words what is wrong, if anything (before the first lesson, say how to start).",
		Example: "ALSO TUTORIAL  CHECK  PREVIOUS", Result: noLesson, Fn: checkLesson},
	{Name: "HINT", Effect: "( -- )", Doc: "Give the next hint for the exercise of the current lesson; the last one all but gives the answer.",
		Example: "ALSO TUTORIAL  HINT  PREVIOUS", Result: noLesson, Fn: hint},
	{Name: "NEXT", Effect: "( -- )", Doc: "Go on to the next lesson and show it.",
		Example: "ALSO TUTORIAL  NEXT  PREVIOUS", Result: lesson1Example, Fn: next},
}

// lessonNumber checks n.
func lessonNumber(m *core.Machine, n int64) int {
	if n < 1 || n > int64(len(allLessons())) {
		m.Throwf(core.ErrInvalidNumeric, "there are %d lessons: 1 LESSON to %d LESSON; LESSONS lists them", len(allLessons()), len(allLessons()))
	}
	return int(n)
}

// listLessons is LESSONS.
func listLessons(m *core.Machine) {
	p := progressOf(m)
	var b strings.Builder
	b.WriteString("The Forth tutorial: n LESSON shows lesson n, CHECK tests your answer to its exercise.\n")
	for _, l := range allLessons() {
		switch l.Number {
		case 1:
			b.WriteString("For beginners:\n")
		case 11:
			b.WriteString("Beyond:\n")
		}
		mark := "  "
		if l.Number == p.current {
			mark = "> "
		}
		line := fmt.Sprintf("%s%2d. %s", mark, l.Number, l.Title)
		switch {
		case p.passed[l.Number]:
			line = fmt.Sprintf("%-44s passed", line)
		case l.Number == p.current:
			line = fmt.Sprintf("%-44s you are here", line)
		}
		b.WriteString(strings.TrimRight(line, " ") + "\n")
	}
	fmt.Fprintf(&b, "%d of %d passed.", len(p.passed), len(allLessons()))
	if p.current == 0 {
		b.WriteString(" 1 LESSON starts.")
	}
	b.WriteString("\n")
	m.WriteString(b.String())
}

// showLesson is LESSON: show lesson n and make it the current one.
func showLesson(m *core.Machine, n int) {
	p := progressOf(m)
	p.current = n
	l := allLessons()[n-1]
	var b strings.Builder
	fmt.Fprintf(&b, "Lesson %d of %d: %s\n\n", l.Number, len(allLessons()), l.Title)
	b.WriteString(render(l.Text))
	b.WriteString("\nTry this:\n")
	b.WriteString(indent(l.Example))
	b.WriteString("It prints:\n")
	b.WriteString(indent(l.Prints))
	b.WriteString("\nExercise:\n")
	b.WriteString(render(l.Exercise))
	b.WriteString("\nCHECK tests your answer, HINT gives a hint, NEXT goes on.\n")
	m.WriteString(b.String())
}

// current returns the current lesson, or nil before the first, when it
// says how to start (not an error, which would empty the learner's stack).
func current(m *core.Machine) *Lesson {
	p := progressOf(m)
	if p.current == 0 {
		m.WriteString("No lesson yet: 1 LESSON starts the tutorial, LESSONS lists the lessons.\n")
		return nil
	}
	return allLessons()[p.current-1]
}

// checkLesson is CHECK.
func checkLesson(m *core.Machine) {
	l := current(m)
	if l == nil {
		return
	}
	v := checkAnswer(m, l)
	var b strings.Builder
	if len(v.problems) == 0 {
		progressOf(m).passed[l.Number] = true
		fmt.Fprintf(&b, "Lesson %d, %s: all %d checks pass. Well done!\n", l.Number, l.Title, v.tests)
		if l.Number < len(allLessons()) {
			fmt.Fprintf(&b, "NEXT goes on to lesson %d, %s.\n", l.Number+1, allLessons()[l.Number].Title)
		} else {
			b.WriteString("That was the last lesson. LESSONS shows what you have done.\n")
		}
		m.WriteString(b.String())
		return
	}
	if v.passed > 0 {
		fmt.Fprintf(&b, "Lesson %d, %s: %d of %d checks pass.\n", l.Number, l.Title, v.passed, v.tests)
	} else {
		fmt.Fprintf(&b, "Lesson %d, %s: not yet.\n", l.Number, l.Title)
	}
	for _, problem := range v.problems {
		b.WriteString("- " + problem + "\n")
	}
	if more := v.failed - 1; more > 0 {
		b.WriteString("- " + plural(more, "more check") + " will run once this one passes.\n")
	}
	b.WriteString("Change your definitions and CHECK again; HINT gives a hint.\n")
	m.WriteString(b.String())
}

// hint is HINT.
func hint(m *core.Machine) {
	l := current(m)
	if l == nil {
		return
	}
	p := progressOf(m)
	i := min(p.hints[l.Number], len(l.Hints)-1)
	p.hints[l.Number] = i + 1
	last := ""
	if i == len(l.Hints)-1 {
		last = ", the last"
	}
	m.WriteString(fmt.Sprintf("Hint %d of %d%s: %s\n", i+1, len(l.Hints), last, l.Hints[i]))
}

// next is NEXT.
func next(m *core.Machine) {
	p := progressOf(m)
	if p.current == len(allLessons()) {
		m.WriteString("That was the last lesson. LESSONS shows them all; n LESSON goes back to one.\n")
		return
	}
	if p.current > 0 && !p.passed[p.current] {
		m.WriteString("(Lesson " + strconv.Itoa(p.current) + " is not passed yet: " + strconv.Itoa(p.current) + " LESSON goes back to it.)\n\n")
	}
	showLesson(m, p.current+1)
}

func plural(n int, what string) string {
	if n == 1 {
		return "1 " + what
	}
	return strconv.Itoa(n) + " " + what + "s"
}
