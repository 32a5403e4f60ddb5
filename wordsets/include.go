package wordsets

import (
	"github.com/forthling/forthling/core"
)

// includeName parses a file name for INCLUDE and REQUIRE.
func includeName(m *core.Machine) string {
	a, n := m.ParseName()
	if n == 0 {
		m.Throwf(core.ErrZeroLengthName, "a file name must follow on the same line")
	}
	return m.String(a, n)
}

// The session files the examples of the include words read.
var (
	squareLib = map[string]string{"lib.fth": ": SQUARE ( n -- n*n ) DUP * ;\n"}
	loadedLib = map[string]string{"lib.fth": ".( lib.fth loaded )\n"}
)

// Including source files: the part of the File-access word set that the
// text interpreter needs.
var includeWords = []core.Def{
	{Name: "INCLUDED", Effect: "( i*x c-addr u -- j*x )", Doc: "Interpret the session file named by the string; errors inside it name the file, line and column.",
		Example: "S\" lib.fth\" INCLUDED  7 SQUARE .", Result: "49 ", Files: squareLib,
		Fn: func(m *core.Machine) { a, n := m.Pop2(); m.Included(m.String(a, max(n, 0))) }},
	{Name: "INCLUDE", Effect: "( i*x \"name\" -- j*x )", Doc: "Interpret the session file name.",
		Example: "INCLUDE lib.fth  7 SQUARE .", Result: "49 ", Files: squareLib,
		Fn: func(m *core.Machine) { m.Included(includeName(m)) }},
	{Name: "REQUIRED", Effect: "( i*x c-addr u -- i*x )", Doc: "Interpret the session file named by the string unless it was included before.",
		Example: "S\" lib.fth\" REQUIRED  S\" lib.fth\" REQUIRED", Result: "lib.fth loaded ", Files: loadedLib,
		Fn: func(m *core.Machine) {
			a, n := m.Pop2()
			name := m.String(a, max(n, 0))
			if !m.Files().WasIncluded(m.ResolveInclude(name)) {
				m.Included(name)
			}
		}},
	{Name: "REQUIRE", Effect: "( i*x \"name\" -- i*x )", Doc: "Interpret the session file name unless it was included before.",
		Example: "REQUIRE lib.fth  REQUIRE lib.fth", Result: "lib.fth loaded ", Files: loadedLib,
		Fn: func(m *core.Machine) {
			name := includeName(m)
			if !m.Files().WasIncluded(m.ResolveInclude(name)) {
				m.Included(name)
			}
		}},
}
