package core

import (
	"fmt"
	"strings"
)

// OpenDefinition is a colon definition that is still open: its name and
// where its : was. A definition left open at the end of a call stays open
// into the next, where every word is compiled into it rather than run, so
// the answers name it until its ; comes or an error drops it.
type OpenDefinition struct {
	Word   string
	Source string
	Line   int
	Column int
	// EarlierCall is true when the : was in an earlier call of the session.
	EarlierCall bool
	call        int
}

// where says where the definition was opened: "input, line 1, column 1",
// and "of an earlier call" when it was.
func (o *OpenDefinition) where() string {
	s := fmt.Sprintf("%s, line %d, column %d", o.Source, o.Line, o.Column)
	if o.EarlierCall {
		s += " of an earlier call"
	}
	return s
}

// note is the result's line when the definition is still open at the end of
// a call: " compiled (the definition of AREA, opened at ..., is still open;
// ; ends it)".
func (o *OpenDefinition) note() string {
	return fmt.Sprintf("compiled (the definition of %s, opened at %s, is still open; ; ends it)", o.Word, o.where())
}

// NoteOpened records where the outermost definition being compiled began:
// : and :NONAME call it before they open their definition.
func (m *Machine) NoteOpened(name string) {
	if m.Compiler.Open() {
		return // a definition inside another (a quotation): the outer one is named
	}
	src, line, col, _ := m.Position()
	m.opened = &OpenDefinition{Word: strings.ToUpper(name), Source: src, Line: line, Column: col, call: m.calls}
}

// openDefinition is the definition still open, as the answers name it, or
// nil when none is.
func (m *Machine) openDefinition() *OpenDefinition {
	if !m.Compiler.Open() || m.opened == nil {
		return nil
	}
	o := *m.opened
	o.EarlierCall = o.call != m.calls
	return &o
}

// explainOpen completes an error that happened while a definition was open
// that the code in error did not open itself (an earlier call's, or an
// included file's without its ;): what followed was compiled into it. An
// undefined word that is that definition's own name says it is still open.
func (m *Machine) explainOpen(e *Error) {
	o := m.openDefinition()
	if o == nil {
		return
	}
	if e.hintFor != "" && strings.EqualFold(e.hintFor, o.Word) {
		if o.EarlierCall || o.Source != e.Source {
			e.Hint = o.Word + " is not defined yet: its definition is still open and needs its ;"
		} else {
			e.Hint = "a definition cannot call itself by its name before its ;: RECURSE calls the definition being compiled"
		}
	}
	if o.EarlierCall || o.Source != e.Source {
		e.Open = o
	}
}

// openLine is the error report's line about a definition that was open.
func (o *OpenDefinition) openLine() string {
	return fmt.Sprintf("the definition of %s, opened at %s, was still open: what followed was compiled into it, and the error dropped it", o.Word, o.where())
}
