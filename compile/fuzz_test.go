package compile_test

import (
	"context"
	"testing"
	"time"

	"github.com/forthling/forthling/core"
	"github.com/forthling/forthling/internal/scripttest"
)

// FuzzFastPlain runs Forth code through the fast code and the plain code
// and requires the same result: output, stacks, error, steps and the
// deepest stack. The seeds exercise the superinstructions and inlining;
// mutations change their numbers, words and order.
func FuzzFastPlain(f *testing.F) {
	for _, seed := range []string{
		": t 7 3 + 5 * 2 - 3 / 4 MOD . ; t",
		": t ( a b -- ) 2DUP < IF SWAP THEN OVER + DUP 2 < IF DROP 1 THEN ; 3 9 t . .",
		": fib DUP 2 < IF DROP 1 ELSE DUP 1- RECURSE SWAP 2 - RECURSE + THEN ; 12 fib .",
		"CREATE b 64 ALLOT : t 64 0 DO I b I + C! LOOP 0 b 64 + b DO I C@ + LOOP ; t .",
		"CREATE c 8 CELLS ALLOT : t c 8 CELLS + c DO 1 I ! 2 CELLS +LOOP c 2@ . . ; t",
		": t 0 BEGIN DUP 1 AND IF 1+ ELSE 3 + THEN DUP 50 > UNTIL ; t .",
		"VARIABLE v : t 5 v ! 3 v +! v @ 10 0 DO I v +! LOOP v @ ; t .",
		": t {: a b | c :} a b * TO c c a - ; 6 7 t .",
		": t 1 >R 2 >R R> R> + 3 0 DO I J + DROP LOOP ; t .",
		"CREATE f 100 ALLOT : t ( n -- ) f 100 + f DO 0 I C! DUP +LOOP DROP ; 3 t",
		": t 1E 2E F+ FDUP F* F>S 4 S>F F< . ; t .",
		": t 0 @ ; : u 1 2 t ; u",
		": t DUP PICK ; 1 2 3 1 t .",
		": t 10 0 DO I 5 = IF I UNLOOP EXIT THEN LOOP -1 ; t .",
		": a 2 * ; : b a 1+ ; : c DUP b SWAP a + ; 5 c . 0 @ c",
		": f @ ; : g OVER f ; : h 3 0 DO g + LOOP ; HERE 7 , 0 h . 1 0 h",
		": l 1+ ; : r l DUP 50 < IF RECURSE THEN ; 0 r .",
		"CREATE x 1 , 2 , 3 , : t x x CELL+ 0 2 0 DO >R OVER @ OVER @ * R> + >R SWAP CELL+ SWAP 1- R> LOOP ; t . . .",
		": t 3 4 SWAP 1+ SWAP 1+ SWAP 2 + SWAP 5 - OVER @ OVER @ < ; t",
		": g LOCALS| b a | BEGIN b WHILE a b MOD b TO a TO b REPEAT a ; 91 35 g .",
		": t DUP 5 < IF DROP 1 2 + 3 + ELSE 2* THEN ; : u 10 0 DO I t DROP LOOP ; u 7 t .",
		"CREATE tab 4 CELLS ALLOT : t 4 0 DO I 3 * I CELLS tab + ! LOOP 0 4 0 DO I CELLS tab + @ + LOOP ; t .",
		"CREATE s 3 C, 9 C, : t 0 s 2 + s DO I C@ XOR I - LOOP 5 OVER - ; t . .",
		"FVARIABLE v 3E v F! : t 2E FDUP F* 3E F+ v F@ F* FDUP 5E F> IF 1 ELSE 0 THEN FDUP FDUP F< DROP F>S ; t . .",
		": t {: x y | s :} x y - y x * + TO s 3 s + TO s s x IF 1+ THEN ; 4 9 t .",
		": c CREATE , DOES> @ * ; 3 c tri : t 0 5 0 DO I tri + LOOP ; t . 0 c z : u z 0 @ ; u",
		": k CREATE , DOES> @ 2DUP > IF NIP ELSE DROP THEN ; 4 k lo : t 9 0 DO I lo . LOOP ; t",
		": r CREATE 0 , DOES> +! ; r n : t 10 0 DO I n LOOP ' n >BODY @ ; t .",
		": t 3 1 5 WITHIN BL CELL + 2 FLOATS FLOAT+ . . . 2E FSQRT -1E FSQRT F= . F>S ; t .",
		": t 2 PICK 1- 2 PICK 2 PICK ROT NIP TUCK 2SWAP 2OVER -ROT 3 + 2DUP 2DROP SWAP CELL+ ; 1 2 3 t . . . . . . 1 2 t",
		"7 CONSTANT k : t k DUP 1+ SWAP 0 PICK ROT 2DROP OVER ; : u 5 0 DO I t + + LOOP ; u . . DROP",
		": t OVER 3 PICK < IF 1 ELSE OVER 2 PICK = IF 2 THEN THEN ; : u 4 0 DO I 2 3 t LOOP ; u . . . 1 t",
		"CREATE fa 4 FLOATS ALLOT : p fa SWAP FLOATS + F! ; : g fa SWAP FLOATS + F@ ; 3E 1 p 1 g F. 2E 9 p 99 g",
		"FVARIABLE v 1E v F! : t DUP F@ F+ F! ; : u DUP F@ FSWAP F- F! FSWAP F- FSWAP F/ ; 2E v t 1E 3E 4E v u F. 5E 0 t",
		": t 8 / SWAP 4 MOD 1 / ; -20 -7 t . . 20 7 t . .",
		": t 7 / SWAP 10 MOD 365 * -3 / ; -20 -7 t . 20 7 t . 0 1 t",
		": cl DUP 0< IF DROP 0 EXIT THEN DUP 9 > IF DROP 9 THEN ; : t 20 -5 DO I cl . 3 +LOOP ; t",
		": t 0 SWAP 0 ?DO I 3 MOD IF 1 2 3 + + + ELSE I 2* + THEN LOOP ; 5 t . 0 t",
		"VARIABLE v 4 v ! : t DUP v @ < IF v @ + ELSE v @ * THEN DUP v @ - ; 3 t . . 9 t 8 @ t",
		": t 2DUP > IF SWAP THEN DUP * SWAP 2 PICK 2 PICK MAX ; 3 7 t . . . .",
		": t FOVER FDUP F* FOVER FOVER F+ 4E F> IF FDROP FDROP THEN FROT FROT F* 2E FTUCK FNIP F- ; 1E 2E 3E t F. F.",
		": t {: a b | i :} BEGIN i 1+ TO i i b < 0= UNTIL a b - a i < IF a 3 + TO a THEN a 5 > 0= IF i THEN ; 2 6 t . .",
		": t 0 10 0 DO I 3 < 0= IF I 7 = 0= IF 1+ THEN THEN LOOP BEGIN DUP 0= 0= WHILE 1- REPEAT ; t .",
		": g {: a b :} BEGIN b WHILE a b MOD b TO a TO b REPEAT a b 1+ / ; 91 35 g . -7 0 g .",
		": i 1+ ; : d 1- ; CREATE o ' i , ' d , ' DUP , : t 9 0 DO I 3 MOD CELLS o + @ EXECUTE LOOP ; 0 t . . 5 EXECUTE",
		": t 2>R 2R@ M* 2R@ UM* D+ 2R> S>D DNEGATE D+ ; 3 -7 t . . : u S\" abcdef\" 2 /STRING BOUNDS - ; u .",
		": t FDUP F2* FMAX FDUP FLOOR F<= FDUP F0> FROUND F2/ FTRUNC FDUP 2E FMIN F= 1E 0E F>= ; 1.5E 2E t . . . . -2.5E 0E t",
		"DEFER q VARIABLE x : r DUP 0> IF 1- x @ EXECUTE THEN q ; ' DUP IS q ' r x ! : b 0 @ ; : t ['] b EXECUTE ; 30 r . t ['] t CATCH .",
		": t 0 10 0 DO I 7 3 */ + I 1+ 0 3 UM/MOD + + LOOP DUP 0 <# #S #> TYPE 3 0 */ ; t . 1 t",
		"CREATE b 32 ALLOT : t S\" abcd\" b SWAP MOVE b 4 S\" abce\" COMPARE b 4 S\" c\" SEARCH + + COUNT 1E F>S 5 .R ; t . . 0 t",
		": d D- DABS ; : c DABS 2SWAP DABS D< ; : t 0 5 0 DO I S>D -3. d D>S + LOOP 1. -2. c 1 2 3 4 5 6 2ROT D0= DEPTH ; 1 2 t . . . . 1 t",
		": c 2OVER 2OVER DU< >R 2OVER 2OVER D= >R D- 2DUP D0< >R D0= R> R> R> ; : t -1 0 0 1 c 5. 5. c 0 -9223372036854775808 0. c ; t 1 2 c",
		": w FDUP FSIN FSWAP FEXP F* ; : t 0E 4 0 DO I S>F w F+ LOOP FDUP FLN F+ F>S ; t . -1E FSQRT w F>S 1E 0E F/ w",
		": e ; : f e ; : g e 1+ f ; : r g e DUP 40 < IF RECURSE THEN ; 0 r . : n e RECURSE ; 0 n",
		"VARIABLE v : l 1+ DUP v +! 2* 1- DUP v +! 3 + DUP v +! 2/ DUP v +! 1+ DUP v +! 5 - DUP v +! 7 AND DUP v +! 1+ ; : t 0 BEGIN l DUP 0< UNTIL ; t",
		": l DUP 1 AND IF 1+ THEN 2* 3 + 2/ 1+ 5 - 7 AND 1+ DUP 1 AND 0= IF 3 * THEN 1+ 2* 2/ 1- 4 + 2 - ; : t 0 20 0 DO l OVER 0 @ LOOP ; 5 t",
		": m {: a b -- c :} a 100 b */ ; : h {: x y | s :} x x m y y m + TO s s x - ; : t 0 5 0 DO I 1+ I 2 + h + LOOP ; t . : u 1 2 0 3 h ; u",
		"CREATE b 64 ALLOT : c {: n :} b b 8 + n MOVE b n b 8 + n COMPARE ; : t 3 0 DO I 4 * c + LOOP ; 0 t . : u -1 c ; u . : v 99999999 c ; v",
		": q 0 7 UM/MOD ; : r {: d :} d S>D 3 FM/MOD d S>D 3 SM/REM ; : t 4 0 DO I 9 * q + I 5 - r + + + LOOP ; 0 t . : u 1 0 0 UM/MOD ; u",
		": s 1000 */ ; : h 1024 */ ; : t 0 20 0 DO I 7 - I 1 LSHIFT 58 LSHIFT s + I 3 h + 5 I 7 */ + LOOP ; t . -1 1 RSHIFT 9 s",
		"BEGIN-STRUCTURE /r FIELD: r.a CFIELD: r.c FFIELD: r.f 2 +FIELD r.n END-STRUCTURE CREATE rs 4 /r * ALLOT : r /r * rs + ; : t 4 0 DO I DUP r r.a ! I S>F I r r.f F! LOOP 0 4 0 DO I r DUP r.a @ SWAP r.f F@ F>S + + LOOP ; t . r.c : u r.n ; u",
		"2.5E FCONSTANT h 3 4 2CONSTANT p 1E FVALUE v 5 6 2VALUE w : t 0E 9 0 DO h F+ v F+ p + + w - - LOOP F>S ; 0 t . 2E TO v 7 8 TO w 1 t . : u 99999 0 DO h LOOP ; u",
		"3 VALUE k 0 VALUE s : a k * s + TO s ; : b k 1+ 5 MOD TO k 2 +TO s ; : t 0 TO s 40 0 DO I a I 3 AND 0= IF b THEN LOOP s k ; t . . : u DROP TO k ; 1 u",
		"DEFER o : e DUP 0= IF DROP -1 EXIT THEN 1- o ; :NONAME DUP 0= IF DROP 0 EXIT THEN 1- e ; IS o VARIABLE x : r DUP IF 1- x @ EXECUTE 1+ EXIT THEN ; ' r x ! 30 e . 25 e . 20 r . : z r 0 @ ; 12 z",
		": ex EXECUTE ; : m CREATE , DOES> @ EXECUTE ; ' 1+ m inc CREATE o ' inc , ' 2* , : ap CELLS o + @ ex ; : t 0 20 0 DO I 1 AND ap inc LOOP ; t . VARIABLE 'r : r 'r @ ex ; ' r 'r ! ' r CATCH . 5 ap",
		"DEFER f ' 1+ IS f : g 2 * 3 + 4 XOR 5 - 6 OR 7 AND f ; : t 0 30 0 DO I 1 AND IF 1+ THEN g LOOP ; t . ' NEGATE IS f t . : h 1 2 3 4 5 6 7 8 + + + + + + + ['] f EXECUTE ; h . ' DROP IS f t",
		": a 1+ ; : b 2* 1- ; DEFER d ' a IS d : s d 3 + ; : t 0 20 0 DO s I 7 = IF ['] b IS d THEN LOOP ; t . ' a IS d : w d DUP s ; 5 w . . ' @ IS d 5 w",
		": a 1+ ; : b OVER + ; DEFER d ' a IS d : s d 3 + ; : f 0 SWAP 0 DO s LOOP ; ' b IS d : t 9 0 DO I 3 f . LOOP ; 1 t ' a IS d t : u 12 0 DO I 5 f + LOOP ; 2 u . t . ' @ IS d 2 u",
		": a 2 - ; : b 2/ ; DEFER d ' a IS d : r DUP 0> IF 1- d RECURSE THEN ; ' b IS d : t 0 20 0 DO I 4 r + LOOP ; t . ' a IS d 3 r . : v 10 0 DO ['] b IS d 3 r DROP ['] a IS d 3 r DROP LOOP ; v 9 t",
		"DEFER o : e DUP 0= IF DROP 0 EXIT THEN 1- o 1+ ; : n DUP 3 < IF 2* EXIT THEN 0 OVER 0 DO I + LOOP SWAP 2 - e + ; ' n IS o : t 0 30 0 DO I e + LOOP ; t . ' e IS o 40 e . ' 1+ IS o t . 90 e",
		"DEFER s : d DUP 0> IF 1- s 1+ THEN ; : p 0 SWAP 0 ?DO I + LOOP ; : t 0 40 0 DO I 1 AND IF ['] d ELSE ['] p THEN IS s I s + LOOP ; t . ' d IS s 30 s . ' DUP IS s t . 25 d",
		"VARIABLE a : i 1 a +! ; : j a @ 2* a ! ; CREATE p ' i , ' j , ' i , 0 , : s DUP @ EXECUTE CELL+ ; : r BEGIN DUP @ WHILE s REPEAT DROP ; : t 9 0 DO p r LOOP a @ ; t . : u EXECUTE @ ; 0 ' 1- u",
		"DEFER o ' 1+ IS o : w DUP >R EXECUTE R> EXECUTE o ; : c EXECUTE DUP 0< IF NEGATE THEN o ; : t 0 20 0 DO I ['] 2* w + I ['] NEGATE c + LOOP ; t . VARIABLE 'r : r 'r @ EXECUTE 1 + ; ' r 'r ! ' r CATCH .",
		"2VARIABLE d 2VARIABLE e : s 0. d 2! 0 DO I S>D d 2@ D+ d 2! d 2@ e 2! LOOP e 2@ ; 30 s D. : t d 2@ 0 2@ ; : u 1 e 2! ; t . . u 5 6 -8 2!",
		"3 VALUE k : a 0 100 0 DO I + k +LOOP ; : b 0 0 50 DO I + -7 +LOOP ; : c 0 6 2 DO 30 0 DO 1+ J +LOOP LOOP ; : d 0 9 0 DO DROP +LOOP ; a . b . c . 1 2 3 d : z 10 0 DO 0 +LOOP ; 0 TO k a",
		": a 0 20 0 DO I 3 MOD IF 1+ THEN LOOP ; : b 0 9 0 DO I 4 < 0= IF I + THEN LOOP ; : c 7 9 0 DO I 2 MOD IF THEN LOOP ; : d 0 9 0 DO I 3 MOD ?DUP IF + ELSE THEN LOOP ; : e 0 5 0 DO 4 0 DO I J > IF 1+ ELSE 2 - THEN LOOP LOOP ; : s DUP * ; : p EXECUTE 100 SWAP / ; a . b . c . d . e . 3 ' s p . 0 ' s p",
	} {
		f.Add(seed)
	}
	fast, plain := scripttest.Systems(f)
	limits := core.DefaultLimits
	limits.Steps = 20000
	limits.Time = time.Second
	limits.Output = 4096
	run := func(t *testing.T, img *core.Image, code string) *core.Result {
		s, err := img.NewSession(core.Options{Limits: limits})
		if err != nil {
			t.Fatal(err)
		}
		defer s.Close()
		return s.Eval(context.Background(), core.Request{Code: code})
	}
	f.Fuzz(func(t *testing.T, code string) {
		a, b := run(t, fast, code), run(t, plain, code)
		if a.Error != nil && a.Error.Code == core.ErrLimit && a.Error.Detail == "time" {
			return // the clock is not the same for both
		}
		if a.Text() != b.Text() || a.Steps != b.Steps || a.MaxDepth != b.MaxDepth {
			t.Errorf("%q:\nfast (%d steps, depth %d):\n%s\nplain (%d steps, depth %d):\n%s",
				code, a.Steps, a.MaxDepth, a.Text(), b.Steps, b.MaxDepth, b.Text())
		}
	})
}
