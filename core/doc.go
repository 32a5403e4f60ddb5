// Package core owns the Forth machine of forthling: cells, memory, the data,
// return and float stacks, the dictionary and its word lists, the text
// interpreter, the error type, the limits and the session.
//
// A Session is what a client talks to. Eval runs one call and returns a
// Result that the command-line runner prints and the MCP server maps:
//
//	s, err := core.NewSession(core.Options{Limits: core.DefaultLimits})
//	r := s.Eval(ctx, core.Request{Code: ": sq DUP * ; 7 sq ."})
//	fmt.Print(r.Text()) // "49  ok\nstack: empty\n"
//
// Sessions are built from word sets that register themselves with Register:
// the standard ones (package wordsets), the compiler's (package compile) and
// the vocabularies (behind build tags, package buildtags). The system is built
// once per process; every session copies it.
//
// Words written in Go get the *Machine and work on it through its methods:
// Push and Pop, Cell and SetCell, Throw. Errors are Forth exceptions: the
// engine panics with *Error, and CATCH and Session.Eval recover it.
package core
