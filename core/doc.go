// Package core owns the Forth machine of forthling: cells, memory, the data,
// return and float stacks, the dictionary and its word lists, the text
// interpreter, the error type, the limits and the session.
//
// A Session is what a client talks to. Eval runs one call and returns a
// Result that the command-line runner prints and the MCP server maps:
//
//	img, err := core.NewImage(buildtags.Build()) // once per process
//	s, err := img.NewSession(core.Options{Limits: core.DefaultLimits})
//	r := s.Eval(ctx, core.Request{Code: ": sq DUP * ; 7 sq ."})
//	fmt.Print(r.Text()) // "49  ok\nstack: empty\n"
//
// An Image is a system booted from a Build: a compiler (package compile)
// and word sets in boot order, the standard ones (package wordsets), the
// compiler's and the vocabularies. Package buildtags says what a build
// contains and boots its image once (buildtags.NewSession); every session
// copies the image.
//
// Words written in Go get the *Machine and work on it through the methods
// that api.go lists:
// Push and Pop, Cell and SetCell, Throw. Errors are Forth exceptions: the
// engine panics with *Error, and CATCH and Session.Eval recover it.
package core
