package core_test

import (
	"context"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/forthling/forthling/core"
)

// RUN-TRIAL runs the trial the test put in the session's hooks, from inside
// a call, the way the tutorial's CHECK does.
var trialTestSet = &core.WordSet{
	Name: "TRIALTEST",
	List: "TRIALTEST",
	Words: []core.Def{{Name: "RUN-TRIAL", Effect: "( -- )", Doc: "Run the test's trial.", Example: "RUN-TRIAL", Result: "",
		Fn: func(m *core.Machine) {
			if f, ok := core.Hook[func(*core.Machine)](m, "trial"); ok {
				f(m)
			}
		}}},
}

// tryIn runs code, then the trial, then more code in one call.
func tryIn(t *testing.T, s *core.Session, before string, trial core.Trial, after string) (core.TrialResult, *core.Result) {
	t.Helper()
	var got core.TrialResult
	m := s.Machine()
	m.SetHook("trial", func(m *core.Machine) { got = m.Try(trial) })
	r := s.Eval(context.Background(), core.Request{Code: "ALSO TRIALTEST " + before + " RUN-TRIAL PREVIOUS " + after})
	return got, r
}

func TestTrialLeavesNothingBehind(t *testing.T) {
	s := newSession(t, core.DefaultLimits)
	mustEval(t, s, `VARIABLE V  42 V !  : OLD 1 ;  CREATE BUF 100 ALLOT`, map[string]string{"keep.txt": "kept"})
	m := s.Machine()
	here := func() int64 { r := s.Eval(context.Background(), core.Request{Code: "HERE"}); return r.Stack[0] }
	before := here()
	mustEval(t, s, "DROP", nil)
	words := len(m.AllWords())
	space := m.SpaceUsed()
	unused := s.Eval(context.Background(), core.Request{Code: "UNUSED"}).Stack[0]
	mustEval(t, s, "DROP", nil)

	trial := core.Trial{Source: "trial", Steps: 100000, Code: `
		1e  99 V !  HEX  : OLD 2 ;  : NEW 3 ;  VARIABLE W  1000 ALLOT  ALSO FORTH
		BUF 100 CHAR x FILL  1000 ALLOCATE THROW DROP
		S" keep.txt" W/O CREATE-FILE THROW CLOSE-FILE THROW
		S" new.txt" W/O CREATE-FILE THROW CLOSE-FILE THROW  WORDLIST SET-CURRENT : HIDDEN ;
		1 2 3  .( printed)`}
	got, r := tryIn(t, s, "7 8", trial, "")
	if got.Err != nil {
		t.Fatalf("trial failed: %v", got.Err)
	}
	if !reflect.DeepEqual(got.Stack, []int64{1, 2, 3}) || !reflect.DeepEqual(got.FStack, []float64{1}) || got.Output != "printed" {
		t.Errorf("trial result %+v", got)
	}
	if r.Error != nil || !reflect.DeepEqual(r.Stack, []int64{7, 8}) || r.Output != "" {
		t.Errorf("the call around the trial: %v %v %q", r.Error, r.Stack, r.Output)
	}
	mustEval(t, s, "2DROP", nil)

	checks := map[string]string{
		"V @ .":                          "42 ",
		"BASE @ .":                       "10 ",
		"OLD .":                          "1 ",
		"BUF C@ .":                       "0 ",
		"[DEFINED] NEW .":                "0 ",
		"[DEFINED] HIDDEN .":             "0 ",
		"GET-ORDER . DROP":               "1 ",
		"GET-CURRENT FORTH-WORDLIST = .": "-1 ",
	}
	for code, want := range checks {
		if r := s.Eval(context.Background(), core.Request{Code: code}); r.Error != nil || r.Output != want {
			t.Errorf("after the trial, %s gives %q %v, want %q", code, r.Output, r.Error, want)
		}
	}
	if h := here(); h != before {
		t.Errorf("HERE moved from %d to %d", before, h)
	}
	mustEval(t, s, "DROP", nil)
	if n := len(m.AllWords()); n != words {
		t.Errorf("%d words after the trial, %d before", n, words)
	}
	if data, err := m.Files().ReadAll("keep.txt"); err != nil || string(data) != "kept" {
		t.Errorf("keep.txt after the trial: %q %v", data, err)
	}
	if m.Files().Exists("new.txt") {
		t.Errorf("a file the trial made is still there")
	}
	if r := s.Eval(context.Background(), core.Request{Code: "UNUSED"}); r.Stack[0] != unused {
		t.Errorf("UNUSED is %d after the trial, %d before: the heap keeps what the trial allocated", r.Stack[0], unused)
	}
	if m.SpaceUsed() != space {
		t.Errorf("space %d after the trial, %d before", m.SpaceUsed(), space)
	}
}

func TestTrialFailures(t *testing.T) {
	s := newSession(t, core.DefaultLimits)
	mustEval(t, s, ": SPIN BEGIN AGAIN ;  : DEEP 1 0 / ;  : NOISY BEGIN 65 EMIT AGAIN ;", nil)
	for _, c := range []struct {
		code       string
		err        string
		outOfSteps bool
	}{
		{"5 DEEP", "error -10: division by zero", false},
		{"SPIN", "error -258: limit exceeded: steps", true},
		{"NOISY", "error -258: limit exceeded: output", false},
		{": OPEN 1 2", "", false},
		{"QUIT", "error -56: QUIT: QUIT stopped the code", false},
		{"1 2 UNDEFINED-THING", "error -13: undefined word: UNDEFINED-THING", false},
	} {
		got, r := tryIn(t, s, "1", core.Trial{Source: "trial", Code: c.code, Steps: 10000, Output: 100}, "1+ .")
		if r.Error != nil || r.Output != "2 " || r.Compiling {
			t.Errorf("%s: the call goes on after the trial: %v %q", c.code, r.Error, r.Output)
		}
		msg := ""
		if got.Err != nil {
			msg = got.Err.Text()
		}
		if !strings.HasPrefix(msg, c.err) || got.OutOfSteps != c.outOfSteps {
			t.Errorf("%s: trial error %q (out of steps %v), want %q (%v)", c.code, msg, got.OutOfSteps, c.err, c.outOfSteps)
		}
	}
	got, r := tryIn(t, s, "", core.Trial{Source: "trial", Code: "INCLUDE t.fth", Files: map[string]string{"t.fth": ".( from a file)"}}, "")
	if got.Err != nil || got.Output != "from a file" || r.Error != nil {
		t.Errorf("a trial reads the files it is given: %+v %v", got, r.Error)
	}
	if _, err := s.Machine().Files().ReadAll("t.fth"); err == nil {
		t.Errorf("the trial's file stays after it")
	}
	got, _ = tryIn(t, s, "", core.Trial{Source: "trial", Code: "5 DEEP"}, "")
	if e := got.Err; e == nil || e.Source != "trial" || !reflect.DeepEqual(e.Words, []string{"DEEP", "/"}) {
		t.Errorf("the error of a trial says where: %+v", e)
	}
}

func TestTrialKeepsTheCallsLimits(t *testing.T) {
	s, err := newTestSession(core.Options{Limits: core.Limits{Steps: 50000, Time: time.Second}})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	mustEval(t, s, ": SPIN BEGIN AGAIN ;", nil)
	_, r := tryIn(t, s, "", core.Trial{Source: "trial", Code: "SPIN", Steps: 1 << 40}, "")
	if r.Error == nil || r.Error.Text() != "error -258: limit exceeded: steps" {
		t.Fatalf("the call's step limit ends the call: %v", r.Error)
	}
	if r := s.Eval(context.Background(), core.Request{Code: "[DEFINED] SPIN ."}); r.Output != "-1 " {
		t.Errorf("the session goes on: %q %v", r.Output, r.Error)
	}
}

// Trials do not nest: each keeps a copy of the memory, so code that starts
// a trial from inside one (CHECK in a word CHECK tests) is refused, and the
// outer trial reports it as its error.
func TestTrialsDoNotNest(t *testing.T) {
	s := newSession(t, core.DefaultLimits)
	got, r := tryIn(t, s, "", core.Trial{Source: "trial", Code: "ALSO TRIALTEST RUN-TRIAL"}, "")
	if r.Error != nil {
		t.Fatalf("the call: %s", r.Text())
	}
	if got.Err == nil || got.Err.Code != core.ErrVocabularyMisuse || !strings.Contains(got.Err.Detail, "trials do not nest") {
		t.Errorf("the inner trial: %v", got.Err)
	}
	// and once it is over, a trial runs again
	got, _ = tryIn(t, s, "", core.Trial{Source: "trial", Code: "1 2 +"}, "")
	if got.Err != nil || len(got.Stack) != 1 || got.Stack[0] != 3 {
		t.Errorf("the next trial: %+v", got)
	}
}

func TestTrialDropsItsWarnings(t *testing.T) {
	s := newSession(t, core.DefaultLimits)
	_, r := tryIn(t, s, ": BEFORE ( -- ) 1 ;", core.Trial{Code: ": INSIDE ( -- ) 2 ;"}, ": AFTER ( -- ) 3 ;")
	var words []string
	for _, w := range r.Warnings {
		words = append(words, w.Word)
	}
	if !reflect.DeepEqual(words, []string{"BEFORE", "AFTER"}) {
		t.Errorf("the call's warnings are about %v, want BEFORE and AFTER but not the trial's INSIDE", words)
	}
}
