package core

// Warning is something the system noticed that is not an error: the code
// ran (or compiled) as the standard says, but probably not as meant, such
// as a definition whose body contradicts its stack comment.
type Warning struct {
	// Kind tells warnings apart: "stack-effect" (the body disagrees with
	// the comment), "branches", "loop", "return-stack".
	Kind string
	// Word is the definition the warning is about.
	Word string
	// Declared and Inferred are the stack effects of the comment and of
	// the body, when the warning compares them.
	Declared string
	Inferred string
	// Message says it in a sentence; the text of a result shows it as a
	// line "warning: MESSAGE".
	Message string
	// Source, Line and Column are where the definition begins, or, for a
	// problem of its branches, loops or return stack, the word where it
	// shows.
	Source string
	Line   int
	Column int
}

// MaxWarnings bounds the warnings one call keeps; the rest are counted.
const MaxWarnings = 100

// Warn adds a warning to the call's result.
func (m *Machine) Warn(w Warning) {
	if len(m.warnings) >= MaxWarnings {
		m.warningsDropped++
		return
	}
	m.warnings = append(m.warnings, w)
}
