package compile_test

import (
	"strings"
	"testing"
)

// TestInPlaceWordsStayInFastCode counts the plain instructions a loop of
// words run in place takes: none, where each used to be one a turn.
func TestInPlaceWordsStayInFastCode(t *testing.T) {
	staysFast(t, `CREATE buf 8 ALLOT
		: t ( n -- sum ) 0 SWAP 0 DO I 3 7 */ + S" abc" buf SWAP MOVE buf C@ + LOOP ;`, "1000 t .", "310643 ")
	staysFast(t, `CREATE cell-a 5 ,  DEFER act  ' 1+ IS act
		: t ( n -- sum ) 0 SWAP 0 DO 1 2 3 4 5 I 2ROT + + + + + + ['] cell-a >BODY @ +
		  ['] act DEFER@ ['] act DEFER! LOOP ;`, "100 t .", "6950 ")
}

// TestComputedPickStaysInFastCode counts the plain instructions of a loop
// of PICK with an index known only when it runs: none, where PICK used to
// be one a turn.
func TestComputedPickStaysInFastCode(t *testing.T) {
	staysFast(t, ": t ( -- n ) 10 20 30 0 100 0 DO I 3 MOD 1+ PICK + LOOP NIP NIP NIP ;", "t .", "2010 ")
}

// TestInPlaceWordsAreNotInlined checks that a short word with a word run in
// place stays a call: inlined, the word would need the frames of the calls
// pushed around it for its errors, which costs more than the call.
func TestInPlaceWordsAreNotInlined(t *testing.T) {
	s := systemsWithLog(t)
	src := ": scale ( n -- n' ) 355 113 */ ;\n: t ( -- n ) 0 10 0 DO I scale + LOOP ;\nt ."
	called, inPlace := false, false
	lines := s.run(t, src)
	for _, line := range lines {
		called = called || strings.HasPrefix(line, "T ") && strings.HasSuffix(line, `"SCALE": call site`)
		inPlace = inPlace || strings.HasPrefix(line, "SCALE ") && strings.HasSuffix(line, `"*/": inPlaceLink`)
	}
	if !called || !inPlace {
		t.Errorf("want SCALE called from T and its */ run in place in SCALE; the log:\n%s", strings.Join(lines, "\n"))
	}
}
