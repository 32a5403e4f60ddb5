package compile_test

import "testing"

// EXECUTE of a token, and the call of a DEFER that holds one, are made by
// the fast code itself: a colon definition's as a call site calls, any
// other word's as Execute runs it. The test counts the plain instructions
// of T that run in 1000 turns of its loop: none.
func TestExecuteStaysInFastCode(t *testing.T) {
	for _, c := range []struct{ name, define string }{
		{"EXECUTE of a colon definition", "VARIABLE x  ' inc x !  : t ( -- n ) 0 1000 0 DO x @ EXECUTE LOOP ;"},
		{"EXECUTE of a primitive", "VARIABLE x  ' 1+ x !  : t ( -- n ) 0 1000 0 DO x @ EXECUTE LOOP ;"},
		{"EXECUTE of a DOES> word", ": adder CREATE , DOES> @ + ;  1 adder by  VARIABLE x  ' by x !  : t ( -- n ) 0 1000 0 DO x @ EXECUTE LOOP ;"},
		{"a DEFER of a colon definition", "DEFER x  ' inc IS x  : t ( -- n ) 0 1000 0 DO x LOOP ;"},
		{"a DEFER of a primitive", "DEFER x  ' 1+ IS x  : t ( -- n ) 0 1000 0 DO x LOOP ;"},
	} {
		t.Run(c.name, func(t *testing.T) {
			staysFast(t, ": inc 1+ ;  "+c.define, "t .", "1000 ")
		})
	}
}

// The call of a DEFER inlined as the word it held when compiled makes the
// call itself when the DEFER holds another word by the time it runs, and
// the fast code goes on after the inlined word: none of T's plain
// instructions run, whether the DEFER's call is T's own or one of a word
// inlined in T, and whether ops of that word follow it.
func TestDEFERSetSinceStaysInFastCode(t *testing.T) {
	for _, c := range []struct{ name, define, want string }{
		{"T's own call", ": t ( -- n ) 0 1000 0 DO x LOOP ;", "-1000 "},
		{"the call of a word inlined in T", ": step ( n -- n' ) x ;  : t ( -- n ) 0 1000 0 DO step LOOP ;", "-1000 "},
		{"ops after the call in an inlined word", ": step ( n -- n' ) x 2 + ;  : t ( -- n ) 0 1000 0 DO step LOOP ;", "1000 "},
	} {
		t.Run(c.name, func(t *testing.T) {
			staysFast(t, ": inc 1+ ;  : dec 1- ;  DEFER x  ' inc IS x  "+c.define+"  ' dec IS x", "t .", c.want)
		})
	}
}
