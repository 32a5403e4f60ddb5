package core

import "strings"

// warn adds a warning at the interpreter's position (see Warn); one that
// says what an earlier one of the call said is left out.
func (m *Machine) warn(w Warning) {
	if m.booting {
		return
	}
	for _, o := range m.warnings {
		if o.Kind == w.Kind && o.Message == w.Message {
			return
		}
	}
	w.Source, w.Line, w.Column, _ = m.Position()
	m.Warn(w)
}

// noteRedefinition warns that w takes the name of an older word of its
// word list, naming the session's words that still call the old one: a
// fix that seems to do nothing is most often this.
func (m *Machine) noteRedefinition(w *Word) {
	old := w.shadowed
	if old == nil || m.booting || len(m.warnings) >= MaxWarnings {
		return
	}
	for _, o := range m.warnings {
		if o.Kind == "redefinition" && o.Word == w.Name {
			return // said once a call: the callers need not be looked for again
		}
	}
	msg := w.Name + " is redefined"
	if users := m.callersOf(old, w); len(users) > 0 {
		msg += "; " + strings.Join(users, ", ") + " still " + plural(len(users), "uses", "use") + " the old " + w.Name + " (define " + plural(len(users), "it", "them") + " again to use the new one)"
	}
	m.warn(Warning{Kind: "redefinition", Word: w.Name, Message: msg})
}

// callersOf lists the session's words but the new one whose code calls
// old, latest first (a new word that calls the old one means to).
func (m *Machine) callersOf(old, redefined *Word) []string {
	var users []string
	for _, u := range m.SessionWords() {
		if u != redefined && u.Code != nil && calls(u.Code, old) {
			users = append(users, u.Name)
		}
	}
	return users
}

func calls(c *Code, w *Word) bool {
	for i := range c.Ops {
		op := &c.Ops[i]
		if op.Word == w && op.Kind == OpCall {
			return true
		}
		if op.Code != nil && op.Code != c && calls(op.Code, w) {
			return true // a DOES> part or a quotation
		}
	}
	return false
}

func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}
