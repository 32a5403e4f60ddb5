package core_test

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/forthling/forthling/core"
)

func newSession(t *testing.T, l core.Limits) *core.Session {
	t.Helper()
	s, err := newTestSession(core.Options{Limits: l})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(s.Close)
	return s
}

func eval(s *core.Session, code string) *core.Result {
	return s.Eval(context.Background(), core.Request{Code: code})
}

// A depth out of its stack, which no word may leave, ends the call as
// error -256 with the stack emptied, rather than taking the process down
// when the result reads the stack; the session goes on working.
func TestBrokenDepthBecomesInternalError(t *testing.T) {
	s := newSession(t, core.DefaultLimits)
	m := s.Machine()
	m.Define("SINK", core.KindPrimitive, func(m *core.Machine) { m.SP = -1 })
	m.Define("SINK-AND-THROW", core.KindPrimitive, func(m *core.Machine) { m.SP = -3; m.Throw(core.ErrStackUnderflow) })
	requireInternalErrors(t, s, []internalErrorCase{
		{"SINK", "the data stack's depth was -1"},
		{"1 2 SINK-AND-THROW", "the data stack's depth was -3"},
	})
}

// A Go panic inside a word, whatever its kind, ends the call as error -256;
// CATCH lets it pass, and the session goes on working.
func TestGoPanicBecomesInternalError(t *testing.T) {
	s := newSession(t, core.DefaultLimits)
	m := s.Machine()
	m.Define("NIL-MAP", core.KindPrimitive, func(m *core.Machine) {
		var names map[string]int
		//lint:ignore SA5000 the word panics on purpose: a nil map is one Go panic it must survive
		names["x"] = 1
	})
	m.Define("OUT-OF-RANGE", core.KindPrimitive, func(m *core.Machine) {
		var cells []int64
		m.Push(cells[m.Pop()])
	})
	m.Define("PANIC-VALUE", core.KindPrimitive, func(m *core.Machine) { panic("not an error value") })
	requireInternalErrors(t, s, []internalErrorCase{
		{"1 2 NIL-MAP", "assignment to entry in nil map"},
		{": t 3 OUT-OF-RANGE ; 5 t", "index out of range [3] with length 0"},
		{"PANIC-VALUE", "not an error value"},
		{": t ['] NIL-MAP CATCH ; t", "assignment to entry in nil map"},
		{"S\" 3 OUT-OF-RANGE\" ' EVALUATE CATCH", "index out of range"},
	})
}

// internalErrorCase is code that must end its call as error -256, with
// detail in the error's report.
type internalErrorCase struct{ code, detail string }

// requireInternalErrors runs each case in s: the call ends as error -256
// about its detail, with the stack empty and nothing being compiled, and
// the session goes on working after it.
func requireInternalErrors(t *testing.T, s *core.Session, cases []internalErrorCase) {
	t.Helper()
	for _, c := range cases {
		r := eval(s, c.code)
		if r.Error == nil || r.Error.Code != core.ErrInternal || !strings.Contains(r.Error.Detail, c.detail) {
			t.Errorf("%s: want error -256 about %q, got %+v", c.code, c.detail, r.Error)
			continue
		}
		if r.StackDepth != 0 || r.Compiling {
			t.Errorf("%s: after the error the stack holds %d cells, compiling %v", c.code, r.StackDepth, r.Compiling)
		}
		if r := eval(s, ": u 1 2 + ; u ."); r.Error != nil || r.Output != "3 " {
			t.Errorf("%s: the session does not go on: %q %v", c.code, r.Output, r.Error)
		}
	}
}

// The time limit ends a call within 100 ms of the limit, whatever it does.
func TestTimeLimitEndsEveryKindOfWork(t *testing.T) {
	const limit = 200 * time.Millisecond
	l := core.Limits{Memory: 64 << 20, Steps: core.Ceilings.Steps, Time: limit, Output: core.Ceilings.Output, Space: core.DefaultLimits.Space}
	for _, c := range []struct{ name, code string }{
		{"an empty loop", ": t BEGIN AGAIN ; t"},
		{"a counted loop", ": t BEGIN 1000000 0 DO LOOP AGAIN ; t"},
		{"MOVE over the whole memory", ": t BEGIN HERE HERE 1+ UNUSED 1- MOVE AGAIN ; t"},
		{"FILL over the whole memory", ": t BEGIN HERE UNUSED 0 FILL AGAIN ; t"},
		{"deep recursion", ": r DUP IF 1- RECURSE THEN ; : t BEGIN 9000 r DROP AGAIN ; t"},
		{"EVALUATE of a long blank text", "HERE 10000000 DUP ALLOT BL FILL : t BEGIN HERE 10000000 - 10000000 EVALUATE AGAIN ; t"},
		{"CATCH of an undefined word", `: t BEGIN S" nosuchword" ['] EVALUATE CATCH DROP 2DROP AGAIN ; t`},
		{"ROLL of a deep stack", ": t 100000 0 DO I LOOP BEGIN 99990 ROLL AGAIN ; t"},
		{"nested definitions by EVALUATE", `: t BEGIN S" : x 1 ; x DROP" EVALUATE AGAIN ; t`},
	} {
		t.Run(c.name, func(t *testing.T) {
			endsBy(t, limit+100*time.Millisecond, func() time.Duration {
				s := newSession(t, l)
				start := time.Now()
				r := eval(s, c.code)
				took := time.Since(start)
				if r.Error == nil || r.Error.Code != core.ErrLimit || (r.Error.Detail != "time" && r.Error.Detail != "space") {
					t.Fatalf("want the time limit, got %v", r.Error)
				}
				return took
			})
		})
	}
}

// endsBy runs a call that must end by limit. A busy machine can keep a call
// from running at all for a while, so a late call is tried again: only one
// that is late every time is late by the engine's fault.
func endsBy(t *testing.T, limit time.Duration, call func() time.Duration) {
	t.Helper()
	var took []time.Duration
	for range 3 {
		took = append(took, call())
		if took[len(took)-1] <= limit {
			return
		}
	}
	t.Errorf("the call took %v, each time past %v", took, limit)
}

// Cancelling the context ends a call within 100 ms.
func TestCancelEndsTheCall(t *testing.T) {
	s := newSession(t, core.Limits{Steps: core.Ceilings.Steps, Time: time.Minute})
	endsBy(t, 200*time.Millisecond, func() time.Duration {
		ctx, cancel := context.WithTimeout(context.Background(), 100*time.Millisecond)
		defer cancel()
		start := time.Now()
		r := s.Eval(ctx, core.Request{Code: ": spin BEGIN AGAIN ; spin"})
		if r.Error == nil || r.Error.Code != core.ErrCancelled {
			t.Fatalf("want -259, got %v", r.Error)
		}
		return time.Since(start)
	})
	if r := eval(s, "2 3 * ."); r.Output != "6 " {
		t.Errorf("the session does not go on after a cancel: %q %v", r.Output, r.Error)
	}
}

// Included files name themselves, their line and column in errors, get a
// fileid for SOURCE-ID, and what they define stays.
func TestIncludedFileErrorsNameTheFile(t *testing.T) {
	s := newSession(t, core.DefaultLimits)
	r := s.Eval(context.Background(), core.Request{
		Files: map[string]string{
			"lib/ok.fth":  ": double 2 * ;\nSOURCE-ID 0> CONSTANT had-fileid\n",
			"lib/bad.fth": ": half 2 / ;\n\n  1 half nosuchword\n",
			"main.fth":    "INCLUDE lib/ok.fth\nhad-fileid . 21 double .\nS\" lib/bad.fth\" INCLUDED\n",
		},
		Code: "S\" main.fth\" INCLUDED",
	})
	if r.Error == nil {
		t.Fatalf("want an error, got %q", r.Text())
	}
	e := r.Error
	if e.Code != core.ErrUndefined || e.Source != "lib/bad.fth" || e.Line != 3 || e.Column != 10 || e.Token != "nosuchword" {
		t.Errorf("want -13 at lib/bad.fth, line 3, column 10: nosuchword; got %d at %s, line %d, column %d: %s", e.Code, e.Source, e.Line, e.Column, e.Token)
	}
	if r.Output != "-1 42 " {
		t.Errorf("output %q", r.Output)
	}
	if r := eval(s, "5 double ."); r.Output != "10 " {
		t.Errorf("the words of the file are gone: %q %v", r.Output, r.Error)
	}
}
