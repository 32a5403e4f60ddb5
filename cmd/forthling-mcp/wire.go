package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math"
	"strconv"

	"github.com/forthling/forthling/core"
)

// The wire types: the JSON of the tools' structured content, which the
// output schemas of schema.go describe field by field. The server maps
// core's results onto them, so that core can change without changing the
// protocol. A field added to an answer goes into its type here, its schema
// and its mapping, side by side. Lists the schemas require are [] when
// empty, never null.

// evalAnswer is forth_eval's structured content (evalOutputSchema).
type evalAnswer struct {
	Output        string                `json:"output"`
	OutputSize    int                   `json:"output_size,omitempty"`
	OutputLeftOut int                   `json:"output_left_out,omitempty"`
	Stack         []int64               `json:"stack"`
	StackDepth    int                   `json:"stack_depth"`
	FStack        jsonFloats            `json:"fstack"`
	FStackDepth   int                   `json:"fstack_depth"`
	Compiling     bool                  `json:"compiling"`
	Open          *openDefinitionAnswer `json:"open_definition,omitempty"`
	Error         *errorAnswer          `json:"error"`
	Steps         int64                 `json:"steps"`
	MaxDepth      int                   `json:"max_depth"`

	Tests         *testsAnswer     `json:"tests,omitempty"`
	Trace         []traceEntry     `json:"trace,omitempty"`
	TraceDropped  *int             `json:"trace_dropped,omitempty"`
	Breaks        []snapshotAnswer `json:"breaks,omitempty"`
	BreaksDropped int              `json:"breaks_dropped,omitempty"`

	Warnings        []warningAnswer `json:"warnings,omitempty"`
	WarningsDropped int             `json:"warnings_dropped,omitempty"`

	// Files are the files the call changed (see files.go).
	Files []fileLink `json:"files,omitempty"`
}

// warningAnswer is what the system noticed that is not an error (warnings).
type warningAnswer struct {
	Kind     string `json:"kind"`
	Word     string `json:"word,omitempty"`
	Declared string `json:"declared,omitempty"`
	Inferred string `json:"inferred,omitempty"`
	Message  string `json:"message"`
	Source   string `json:"source,omitempty"`
	Line     int    `json:"line,omitempty"`
	Column   int    `json:"column,omitempty"`
}

// openDefinitionAnswer is a definition still open (openDefinition).
type openDefinitionAnswer struct {
	Word        string `json:"word"`
	Source      string `json:"source"`
	Line        int    `json:"line"`
	Column      int    `json:"column"`
	EarlierCall bool   `json:"earlier_call"`
}

func openDefinitionAnswerOf(o *core.OpenDefinition) *openDefinitionAnswer {
	if o == nil {
		return nil
	}
	return &openDefinitionAnswer{Word: o.Word, Source: o.Source, Line: o.Line, Column: o.Column, EarlierCall: o.EarlierCall}
}

func evalAnswerOf(r *core.Result) *evalAnswer {
	a := &evalAnswer{
		Output: r.Output, OutputSize: r.OutputSize, OutputLeftOut: r.OutputLeftOut, Open: openDefinitionAnswerOf(r.Open), Stack: r.Stack, StackDepth: r.StackDepth, FStack: r.FStack, FStackDepth: r.FStackDepth,
		Compiling: r.Compiling, Error: errorAnswerOf(r.Error), Steps: r.Steps, MaxDepth: r.MaxDepth,
		TraceDropped: r.TraceDropped, BreaksDropped: r.BreaksDropped, WarningsDropped: r.WarningsDropped,
	}
	for _, w := range r.Warnings {
		a.Warnings = append(a.Warnings, warningAnswer{Kind: w.Kind, Word: w.Word, Declared: w.Declared,
			Inferred: w.Inferred, Message: w.Message, Source: w.Source, Line: w.Line, Column: w.Column})
	}
	if r.Tests != nil {
		a.Tests = testsAnswerOf(r.Tests)
	}
	if r.Trace != nil {
		a.Trace = make([]traceEntry, len(r.Trace))
		for i, e := range r.Trace {
			a.Trace[i] = traceEntry{Word: e.Word, Depth: e.Depth, Stack: e.Stack, StackDepth: e.StackDepth, Skipped: e.Skipped}
		}
	}
	if r.Breaks != nil {
		a.Breaks = make([]snapshotAnswer, len(r.Breaks))
		for i := range r.Breaks {
			a.Breaks[i] = snapshotAnswerOf(&r.Breaks[i])
		}
	}
	return a
}

// stacksAnswer is forth_stack's structured content (stackOutputSchema).
type stacksAnswer struct {
	Stack       []int64    `json:"stack"`
	StackDepth  int        `json:"stack_depth"`
	FStack      jsonFloats `json:"fstack"`
	FStackDepth int        `json:"fstack_depth"`
}

func stacksAnswerOf(s core.Stacks) stacksAnswer {
	return stacksAnswer{Stack: s.Stack, StackDepth: s.StackDepth, FStack: s.FStack, FStackDepth: s.FStackDepth}
}

// snapshotAnswer is what the program looked like at an error or a BREAK
// (snapshot).
type snapshotAnswer struct {
	Source string `json:"source"`
	Line   int    `json:"line"`
	Column int    `json:"column"`
	Token  string `json:"token"`

	Words       []string   `json:"words"`
	Use         string     `json:"use,omitempty"`
	WordsDepth  int        `json:"words_depth"`
	Stack       []int64    `json:"stack"`
	StackDepth  int        `json:"stack_depth"`
	FStack      jsonFloats `json:"fstack"`
	FStackDepth int        `json:"fstack_depth"`
}

func snapshotAnswerOf(s *core.Snapshot) snapshotAnswer {
	return snapshotAnswer{Source: s.Source, Line: s.Line, Column: s.Column, Token: s.Token,
		Words: orEmpty(s.Words), Use: s.Use, WordsDepth: s.WordsDepth, Stack: s.Stack, StackDepth: s.StackDepth,
		FStack: s.FStack, FStackDepth: s.FStackDepth}
}

// errorAnswer is the error that ended a call (forthError).
type errorAnswer struct {
	Code    core.ThrowCode `json:"code"`
	Message string         `json:"message"`
	Detail  string         `json:"detail,omitempty"`
	Hint    string         `json:"hint,omitempty"`
	// Open is the definition an earlier call or an included file left open,
	// which the words after it were compiled into.
	Open *openDefinitionAnswer `json:"open_definition,omitempty"`

	snapshotAnswer
}

func errorAnswerOf(e *core.Error) *errorAnswer {
	if e == nil {
		return nil
	}
	return &errorAnswer{Code: e.Code, Message: e.Message, Detail: e.Detail, Hint: e.Hint, Open: openDefinitionAnswerOf(e.Open),
		snapshotAnswer: snapshotAnswerOf(&e.Snapshot)}
}

// testsAnswer counts the T{ }T tests of a call (tests).
type testsAnswer struct {
	Passed          int           `json:"passed"`
	Failed          int           `json:"failed"`
	Failures        []testFailure `json:"failures"`
	FailuresDropped int           `json:"failures_dropped"`
}

// testFailure is one failed test.
type testFailure struct {
	Source              string     `json:"source"`
	Line                int        `json:"line"`
	Group               string     `json:"group"`
	Message             string     `json:"message"`
	Expected            []int64    `json:"expected"`
	ExpectedDepth       int        `json:"expected_depth"`
	Actual              []int64    `json:"actual"`
	ActualDepth         int        `json:"actual_depth"`
	Stack               []int64    `json:"stack"`
	ExpectedFloats      jsonFloats `json:"expected_floats"`
	ExpectedFloatsDepth int        `json:"expected_floats_depth"`
	ActualFloats        jsonFloats `json:"actual_floats"`
	ActualFloatsDepth   int        `json:"actual_floats_depth"`
}

func testsAnswerOf(t *core.TestReport) *testsAnswer {
	a := &testsAnswer{Passed: t.Passed, Failed: t.Failed, FailuresDropped: t.FailuresDropped,
		Failures: make([]testFailure, len(t.Failures))}
	for i, f := range t.Failures {
		a.Failures[i] = testFailure{Source: f.Source, Line: f.Line, Group: f.Group, Message: f.Message,
			Expected: f.Expected, ExpectedDepth: f.ExpectedDepth, Actual: f.Actual, ActualDepth: f.ActualDepth,
			Stack: f.Stack, ExpectedFloats: f.ExpectedFloats, ExpectedFloatsDepth: f.ExpectedFloatsDepth,
			ActualFloats: f.ActualFloats, ActualFloatsDepth: f.ActualFloatsDepth}
	}
	return a
}

// orEmpty is words, or [] rather than null when there are none.
func orEmpty(words []string) []string {
	if words == nil {
		return []string{}
	}
	return words
}

// traceEntry is one word of a trace (trace).
type traceEntry struct {
	Word       string  `json:"word"`
	Depth      int     `json:"depth"`
	Stack      []int64 `json:"stack"`
	StackDepth int     `json:"stack_depth"`
	Skipped    int     `json:"skipped,omitempty"`
}

// helpAnswer is forth_help's structured content (helpOutputSchema).
type helpAnswer struct {
	Name    string          `json:"name"`
	Word    *wordHelpAnswer `json:"word,omitempty"`
	InOrder bool            `json:"in_order"`
	Near    []nearAnswer    `json:"near,omitempty"`
	LeftOut string          `json:"left_out,omitempty"`
}

// wordHelpAnswer is the help of one word.
type wordHelpAnswer struct {
	Name        string            `json:"name"`
	WordList    string            `json:"wordlist"`
	Also        string            `json:"also,omitempty"`
	Effect      string            `json:"effect"`
	Inferred    string            `json:"inferred,omitempty"`
	Doc         string            `json:"doc"`
	Example     string            `json:"example,omitempty"`
	Result      string            `json:"result,omitempty"`
	Input       string            `json:"input,omitempty"`
	Data        string            `json:"data,omitempty"`
	Files       map[string]string `json:"files,omitempty"`
	Kind        string            `json:"kind"`
	Immediate   bool              `json:"immediate"`
	CompileOnly bool              `json:"compile_only"`
	System      bool              `json:"system"`
	Defined     positionAnswer    `json:"defined"`
	Source      string            `json:"source,omitempty"`
}

// positionAnswer is where a word was defined.
type positionAnswer struct {
	Source string `json:"source"`
	Line   int    `json:"line"`
	Call   int    `json:"call"`
}

// nearAnswer is a word close to the name asked for.
type nearAnswer struct {
	Name     string `json:"name"`
	WordList string `json:"wordlist"`
	Also     string `json:"also,omitempty"`
	Effect   string `json:"effect,omitempty"`
	Why      string `json:"why"`
}

func helpAnswerOf(h *core.HelpAnswer) *helpAnswer {
	a := &helpAnswer{Name: h.Name, InOrder: h.InOrder, LeftOut: h.LeftOut}
	if w := h.Word; w != nil {
		a.Word = &wordHelpAnswer{Name: w.Name, WordList: w.WordList, Also: w.Also, Effect: w.Effect, Inferred: w.Inferred, Doc: w.Doc,
			Example: w.Example, Result: w.Result, Input: w.Input, Data: w.Data, Files: w.Files, Kind: w.Kind,
			Immediate: w.Immediate, CompileOnly: w.CompileOnly, System: w.System,
			Defined: positionAnswer{Source: w.Defined.Source, Line: w.Defined.Line, Call: w.Defined.Call},
			Source:  w.Source}
	}
	if h.Near != nil {
		a.Near = make([]nearAnswer, len(h.Near))
		for i, n := range h.Near {
			a.Near[i] = nearAnswer{Name: n.Name, WordList: n.WordList, Also: n.Also, Effect: n.Effect, Why: n.Why}
		}
	}
	return a
}

// jsonFloats are floats as answers carry them. JSON has no number for NaN or
// the infinities, which Forth float arithmetic makes easily, so those are
// written as the strings "NaN", "Infinity" and "-Infinity"; every other
// float is a JSON number. No floats are [], not null.
type jsonFloats []float64

// The JSON strings of the floats JSON numbers cannot hold.
const (
	jsonNaN         = "NaN"
	jsonInfinity    = "Infinity"
	jsonNegInfinity = "-Infinity"
)

// MarshalJSON writes the floats as a JSON array.
func (fs jsonFloats) MarshalJSON() ([]byte, error) {
	var b bytes.Buffer
	b.WriteByte('[')
	for i, f := range fs {
		if i > 0 {
			b.WriteByte(',')
		}
		switch {
		case math.IsNaN(f):
			b.WriteString(`"` + jsonNaN + `"`)
		case math.IsInf(f, 1):
			b.WriteString(`"` + jsonInfinity + `"`)
		case math.IsInf(f, -1):
			b.WriteString(`"` + jsonNegInfinity + `"`)
		default:
			b.WriteString(strconv.FormatFloat(f, 'g', -1, 64))
		}
	}
	b.WriteByte(']')
	return b.Bytes(), nil
}

// UnmarshalJSON reads what MarshalJSON writes.
func (fs *jsonFloats) UnmarshalJSON(data []byte) error {
	var raw []json.RawMessage
	if err := json.Unmarshal(data, &raw); err != nil {
		return err
	}
	out := make(jsonFloats, len(raw))
	for i, r := range raw {
		var s string
		if json.Unmarshal(r, &s) == nil {
			switch s {
			case jsonNaN:
				out[i] = math.NaN()
			case jsonInfinity:
				out[i] = math.Inf(1)
			case jsonNegInfinity:
				out[i] = math.Inf(-1)
			default:
				return fmt.Errorf("%q is not a float", s)
			}
			continue
		}
		if err := json.Unmarshal(r, &out[i]); err != nil {
			return err
		}
	}
	*fs = out
	return nil
}
