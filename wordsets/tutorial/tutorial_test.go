package tutorial_test

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/forthling/forthling/buildtags"
	"github.com/forthling/forthling/core"
	"github.com/forthling/forthling/wordsets/tutorial"
)

// answers holds, for each lesson, a right answer to its exercise, a typical
// wrong one, and what CHECK must say about the wrong one.
var answers = map[int]struct{ right, wrong, says string }{
	1: {": DUP-UNDER ( a b -- a a b ) OVER SWAP ;",
		": DUP-UNDER ( a b -- a a b ) OVER ;",
		"- `1 2 DUP-UNDER` should leave 1 1 2, but it left 1 2 1."},
	2: {": F>C ( f -- c ) 32 - 5 9 */ ;",
		": F>C ( f -- c ) 32 - 9 / 5 * ;",
		"- `100 F>C` should leave 37, but it left 35. The division drops the fraction: multiply by 5 before you divide by 9"},
	3: {": CUBE ( n -- n*n*n ) DUP DUP * * ;",
		": CUBE DUP * ;",
		"- CUBE has no stack comment: write one right after its name, as in : CUBE ( n -- n ) ... ;\n- `3 CUBE` should leave 27, but it left 9."},
	4: {": SIGNUM ( n -- -1|0|1 ) DUP 0< IF DROP -1 ELSE 0> IF 1 ELSE 0 THEN THEN ;",
		": SIGNUM ( n -- -1|0|1 ) 0< IF -1 ELSE 1 THEN ;",
		"2 of 6 checks pass.\n- `0 SIGNUM` should leave 0, but it left 1. Zero is neither negative nor positive"},
	5: {": SUM-TO ( n -- sum ) 0 SWAP 1+ 1 ?DO I + LOOP ;",
		": SUM-TO ( n -- sum ) 0 SWAP 1+ 1 DO I + LOOP ;",
		"- `0 SUM-TO` did not finish within 1000000 steps: is there a loop that never ends? A DO loop whose limit equals its start"},
	6: {"VARIABLE BALANCE  : DEPOSIT ( n -- ) BALANCE +! ;\n: WITHDRAW ( n -- flag ) DUP BALANCE @ > IF DROP FALSE ELSE NEGATE BALANCE +! TRUE THEN ;",
		"VARIABLE BALANCE  : DEPOSIT ( n -- ) BALANCE ! ;  : WITHDRAW ( n -- flag ) NEGATE BALANCE +! TRUE ;",
		"- `0 BALANCE !  50 DEPOSIT  20 DEPOSIT  BALANCE @` should leave 70, but it left 20. DEPOSIT adds to the balance (+!)"},
	7: {": SUM-CELLS ( addr n -- sum ) 0 SWAP 0 ?DO OVER I CELLS + @ + LOOP NIP ;",
		": SUM-CELLS ( addr n -- sum ) 0 SWAP 0 ?DO OVER I + @ + LOOP NIP ;",
		"the cell at index I is at addr I CELLS +."},
	8: {": COUNT-CHAR ( c-addr u char -- n ) 0 2SWAP OVER + SWAP ?DO OVER I C@ = IF 1+ THEN LOOP NIP ;",
		": COUNT-CHAR ( c-addr u char -- n ) 0 2SWAP OVER + SWAP ?DO OVER I = IF 1+ THEN LOOP NIP ;",
		"- `S\" banana\" CHAR a COUNT-CHAR` should leave 3, but it left 0. I is the address of a character"},
	9: {": .MONEY ( cents -- ) 0 <# # # [CHAR] . HOLD #S [CHAR] $ HOLD #> TYPE ;",
		": .MONEY ( cents -- ) 100 /MOD [CHAR] $ EMIT . [CHAR] . EMIT . ;",
		"- `1234 .MONEY` should print \"$12.34\", but it printed \"$12 .34 \"."},
	10: {": QUADRATIC ( a b c x -- n ) {: a b c x :} a x * x *  b x * +  c + ;",
		": QUADRATIC ( a b c x -- n ) {: x c b a :} a x * x *  b x * +  c + ;",
		"- `1 2 3 2 QUADRATIC` should leave 11, but it left 7. The locals take their values in the order they were pushed"},
	11: {": ARRAY ( n \"name\" -- ) CREATE CELLS ALLOT DOES> ( i -- addr ) SWAP CELLS + ;",
		": ARRAY ( n \"name\" -- ) CREATE ALLOT DOES> ( i -- addr ) + ;",
		"- `5 ARRAY A  1 A 0 A -` should leave 8, but it left 1. The elements are cells"},
	12: {": APPLY-N ( x xt n -- x' ) 0 ?DO DUP >R EXECUTE R> LOOP DROP ;",
		": APPLY-N ( x xt n -- x' ) 0 ?DO EXECUTE LOOP ;",
		"- `1 ' 2* 10 APPLY-N` failed with error -257: invalid execution token: 2 in APPLY-N > EXECUTE. EXECUTE takes the xt off the stack"},
	13: {": SAFE/ ( n1 n2 -- n3 flag ) ['] / CATCH IF 2DROP 0 FALSE ELSE TRUE THEN ;",
		": SAFE/ ( n1 n2 -- n3 flag ) ['] / CATCH IF 0 FALSE ELSE TRUE THEN ;",
		"- `7 0 SAFE/` should leave 0 0, but it left 7 0 0 0. After CATCH catches an error"},
	14: {": HYPOT ( F: a b -- c ) FDUP F* FSWAP FDUP F* F+ FSQRT ;",
		": HYPOT ( F: a b -- c ) F+ FSQRT ;",
		"- `3e 4e HYPOT` should leave 5e on the float stack, but it left 2.6457513110645907e on the float stack."},
	15: {": POW2 ( n -- d ) 1. ROT 0 ?DO 2DUP D+ LOOP ;",
		": POW2 ( n -- d ) 1 SWAP 0 ?DO 2* LOOP ;",
		"- `10 POW2` should leave 1024 0, but it left 1024."},
	16: {"CREATE BUF 256 ALLOT\n: COUNT-LINES ( c-addr u -- n ) R/O OPEN-FILE THROW {: fid :} 0 BEGIN BUF 256 fid READ-LINE THROW WHILE DROP 1+ REPEAT DROP fid CLOSE-FILE THROW ;",
		"CREATE BUF 256 ALLOT\n: COUNT-LINES ( c-addr u -- n ) R/O OPEN-FILE THROW {: fid :} 0 BEGIN BUF 256 fid READ-LINE THROW WHILE 1+ REPEAT DROP fid CLOSE-FILE THROW ;",
		"- `S\" abc.txt\" COUNT-LINES` should leave 3, but it left 0 2 2 2. READ-LINE leaves the length of the line it read under its flag"},
	17: {"VOCABULARY GEOMETRY  GET-CURRENT  ALSO GEOMETRY DEFINITIONS\n: AREA ( w h -- area ) * ;  : PERIMETER ( w h -- p ) + 2* ;\nPREVIOUS SET-CURRENT",
		"VOCABULARY GEOMETRY  ALSO GEOMETRY DEFINITIONS\n: AREA ( w h -- area ) * ;  : PERIMETER ( w h -- p ) + 2* ;",
		"- `GET-CURRENT FORTH-WORDLIST =` should leave -1, but it left 0. New definitions still go into another word list: save the current one"},
	19: {"ALSO JSON\n: LINE-COST ( c-addr u -- n ) 2DUP S\" qty\" JSON-INT >R S\" price\" JSON-INT R> * ;\n: ORDER-TOTAL ( c-addr u -- n ) {: doc len :} 0 doc len JSON-LENGTH 0 ?DO doc len I JSON-ELEMENT DROP LINE-COST + LOOP ;",
		"ALSO JSON\n: ORDER-TOTAL ( c-addr u -- n ) {: doc len :} 0 doc len JSON-LENGTH 0 ?DO doc len I JSON-ELEMENT DROP S\" price\" JSON-INT + LOOP ;",
		"- `S\\\" [{\\\"qty\\\":2,\\\"price\\\":150},{\\\"qty\\\":1,\\\"price\\\":400}]\" ORDER-TOTAL` should leave 700, but it left 550. Each line costs its quantity times its price."},
	20: {": CLAMP ( n lo hi -- n' ) ROT MIN MAX ;\nALSO TESTING\n: CLAMP-TESTS T{ -3 0 10 CLAMP -> 0 }T T{ 5 0 10 CLAMP -> 5 }T T{ 15 0 10 CLAMP -> 10 }T T{ 10 0 10 CLAMP -> 10 }T ;",
		": CLAMP ( n lo hi -- n' ) ROT MIN MAX ;\nALSO TESTING\n: CLAMP-TESTS T{ -3 0 10 CLAMP -> 0 }T T{ 5 0 10 CLAMP -> 5 }T T{ 0 0 10 CLAMP -> 0 }T T{ 10 0 10 CLAMP -> 10 }T ;",
		"- The tests in CLAMP-TESTS pass a broken word too: `: CLAMP ( n lo hi -- n' ) DROP MAX ;`. It never brings a number down to hi: test one above the range."},
	18: {": LIST-SUM ( node -- n ) DUP 0= IF EXIT THEN DUP CELL+ @ SWAP @ RECURSE + ;",
		": LIST-SUM ( node -- n ) DUP CELL+ @ SWAP @ ?DUP IF RECURSE + THEN ;",
		"- `0 LIST-SUM` failed with error -9: invalid memory address: 8 in LIST-SUM > @. The empty list, 0, sums to 0"},
}

func newSession(t *testing.T) *core.Session {
	t.Helper()
	s, err := buildtags.NewSession(core.Options{})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(s.Close)
	return s
}

// run runs code in the session and fails the test on an error.
func run(t *testing.T, s *core.Session, code string) *core.Result {
	t.Helper()
	r := s.Eval(context.Background(), core.Request{Code: code})
	if r.Error != nil {
		t.Fatalf("%s:\n%v\noutput: %s", code, r.Error, r.Output)
	}
	return r
}

// normalize drops the spaces at the ends of lines and the empty lines at
// the end: the lesson files are text that editors trim.
func normalize(s string) string {
	lines := strings.Split(s, "\n")
	for i, l := range lines {
		lines[i] = strings.TrimRight(l, " ")
	}
	return strings.TrimRight(strings.Join(lines, "\n"), "\n")
}

func TestLessons(t *testing.T) {
	ls := tutorial.Lessons()
	if len(ls) != 20 {
		t.Errorf("%d lessons, want 20", len(ls))
	}
	for _, l := range ls {
		t.Run(fmt.Sprintf("%02d", l.Number), func(t *testing.T) {
			s := newSession(t)
			if r := run(t, s, l.Example); normalize(r.Output) != normalize(l.Prints) {
				t.Errorf("lesson %d: the example prints\n%s\nthe lesson says\n%s", l.Number, r.Output, l.Prints)
			}

			a, ok := answers[l.Number]
			if !ok {
				t.Fatalf("lesson %d has no answers to test", l.Number)
			}
			right := newSession(t)
			run(t, right, fmt.Sprintf("ALSO TUTORIAL %d LESSON", l.Number))
			run(t, right, a.right)
			here := run(t, right, "HERE").Stack
			r := run(t, right, "DROP 7 CHECK")
			if want := fmt.Sprintf("all %d checks pass", l.Tests()); !strings.Contains(r.Output, want) {
				t.Errorf("lesson %d: the right answer\n%s\ngets\n%s", l.Number, a.right, r.Output)
			}
			if len(r.Stack) != 1 || r.Stack[0] != 7 || r.FStackDepth != 0 {
				t.Errorf("lesson %d: CHECK changes the stacks: %v %v", l.Number, r.Stack, r.FStack)
			}
			if after := run(t, right, "DROP HERE").Stack; after[0] != here[0] {
				t.Errorf("lesson %d: CHECK moved HERE from %d to %d", l.Number, here[0], after[0])
			}

			wrong := newSession(t)
			run(t, wrong, fmt.Sprintf("ALSO TUTORIAL %d LESSON", l.Number))
			run(t, wrong, a.wrong)
			r = run(t, wrong, "CHECK")
			if !strings.Contains(r.Output, a.says) || strings.Contains(r.Output, "all ") {
				t.Errorf("lesson %d: the wrong answer\n%s\ngets\n%s\nwhich should say\n%s", l.Number, a.wrong, r.Output, a.says)
			}
		})
	}
}
