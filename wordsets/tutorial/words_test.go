package tutorial_test

import (
	"context"
	"strings"
	"testing"

	"github.com/forthling/forthling/core"
)

// contains fails the test unless the output has each of wants.
func contains(t *testing.T, what, output string, wants ...string) {
	t.Helper()
	for _, want := range wants {
		if !strings.Contains(output, want) {
			t.Errorf("%s:\n%s\nlacks:\n%s", what, output, want)
		}
	}
}

func TestProgress(t *testing.T) {
	s := newSession(t)
	run(t, s, "ALSO TUTORIAL")
	contains(t, "LESSONS at the start", run(t, s, "LESSONS").Output,
		"For beginners:\n   1. The stack\n", "Beyond:\n  11. Defining words: CREATE DOES>\n", "0 of 20 passed. 1 LESSON starts.\n")
	contains(t, "CHECK before a lesson", run(t, s, "5 CHECK .").Output, "No lesson yet: 1 LESSON starts the tutorial", "\n5 ")

	out := run(t, s, "NEXT").Output
	contains(t, "NEXT at the start", out, "Lesson 1 of 20: The stack\n", "\nExercise:\n", "CHECK tests your answer")

	run(t, s, ": DUP-UNDER ( a b -- a a b ) OVER SWAP ;")
	contains(t, "CHECK of a right answer", run(t, s, "CHECK").Output, "all 3 checks pass. Well done!\nNEXT goes on to lesson 2, Arithmetic.\n")
	contains(t, "LESSONS after lesson 1", run(t, s, "LESSONS").Output, ">  1. The stack                              passed\n", "1 of 20 passed.\n")

	contains(t, "NEXT after a lesson passed", run(t, s, "NEXT").Output, "Lesson 2 of 20: Arithmetic\n")
	out = run(t, s, "NEXT").Output
	contains(t, "NEXT past a lesson not passed", out, "(Lesson 2 is not passed yet: 2 LESSON goes back to it.)\n\nLesson 3 of 20")
	contains(t, "LESSONS at lesson 3", run(t, s, "LESSONS").Output, "   2. Arithmetic\n>  3. Defining words                         you are here\n")

	contains(t, "the first HINT", run(t, s, "HINT").Output, "Hint 1 of 3: The cube is n * n * n")
	contains(t, "the second HINT", run(t, s, "HINT").Output, "Hint 2 of 3: ")
	contains(t, "the third HINT", run(t, s, "HINT").Output, "Hint 3 of 3, the last: `: CUBE ( n -- n*n*n ) DUP DUP * * ;`\n")
	contains(t, "HINT after the last", run(t, s, "HINT").Output, "Hint 3 of 3, the last: ")
	contains(t, "hints of another lesson", run(t, s, "1 LESSON HINT").Output, "Hint 1 of 3: OVER copies")

	out = run(t, s, "20 LESSON NEXT").Output
	contains(t, "NEXT at the end", out, "That was the last lesson.")

	for _, bad := range []string{"0 LESSON", "21 LESSON", "-1 LESSON"} {
		r := s.Eval(context.Background(), core.Request{Code: bad})
		if r.Error == nil || r.Error.Code != core.ErrInvalidNumeric || !strings.Contains(r.Error.Detail, "there are 20 lessons: 1 LESSON to 20 LESSON") {
			t.Errorf("%s: %v", bad, r.Error)
		}
	}

	// progress belongs to the session
	other := newSession(t)
	contains(t, "another session", run(t, other, "ALSO TUTORIAL LESSONS").Output, "0 of 20 passed.")
	if err := s.Reset(); err != nil {
		t.Fatal(err)
	}
	contains(t, "after a reset", run(t, s, "ALSO TUTORIAL LESSONS").Output, "0 of 20 passed.")
}

// TestCheckSurvivesBrokenAnswers gives CHECK answers that misbehave in
// every way an answer can: each is reported, and the session goes on as
// it was.
func TestCheckSurvivesBrokenAnswers(t *testing.T) {
	for _, c := range []struct {
		answer, says string
	}{
		{": DUP-UNDER BEGIN AGAIN ;", "did not finish within 1000000 steps"},
		{": DUP-UNDER 2DROP 2DROP ;", "failed with error -4: stack underflow in DUP-UNDER > 2DROP"},
		{": DUP-UNDER BYE ;", "failed with error -56: QUIT: BYE stopped the code"},
		{": DUP-UNDER QUIT ;", "failed with error -56: QUIT: QUIT stopped the code"},
		{": DUP-UNDER 1 0 / ;", "failed with error -10: division by zero in DUP-UNDER > /"},
		{": DUP-UNDER ABORT\" no way\" ;", "failed with error -2: aborted: no way in DUP-UNDER"},
		{": DUP-UNDER BEGIN 65 EMIT AGAIN ;", "failed with error -258: limit exceeded: output"},
		{": DUP-UNDER 100000000 ALLOT ;", "failed with error -8"},
		{": DUP-UNDER 100000 ALLOT OVER SWAP ;", "all 3 checks pass"},
		{": DUP-UNDER 0 0 ! ;", "failed with error -9: invalid memory address"},
		{": DUP-UNDER [: ;] EXECUTE S\" : X 1 ;\" EVALUATE 99 ;", "should leave 1 1 2, but it left 1 2 99"},
		{": DUP-UNDER HEX OVER SWAP ;", "all 3 checks pass"},
	} {
		s := newSession(t)
		run(t, s, "ALSO TUTORIAL 1 LESSON  VARIABLE KEEP  42 KEEP !")
		run(t, s, c.answer)
		r := run(t, s, "11 22 CHECK")
		if !strings.Contains(r.Output, c.says) {
			t.Errorf("%s: CHECK says\n%s\nnot\n%s", c.answer, r.Output, c.says)
		}
		if r.Bye || len(r.Stack) != 2 || r.Stack[1] != 22 {
			t.Errorf("%s: after CHECK the call ends %v with the stack %v", c.answer, r.Bye, r.Stack)
		}
		after := run(t, s, "2DROP KEEP @ . BASE @ . [DEFINED] X . 1 2 + .")
		if after.Output != "42 10 0 3 " {
			t.Errorf("%s: after CHECK the session gives %q", c.answer, after.Output)
		}
	}
}
