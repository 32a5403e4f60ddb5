//go:build ignore

// gen_links writes links_gen.go: the links of fast code, one Go function
// per kind of link, from the table below. A link does the work of one op,
// or of a short sequence of ops, on the stacks directly and then calls the
// next link of its chain; a cond link decides a branch. Writing each out
// with its work inside keeps a link to one small closure, which is what
// makes chains fast; the table keeps what each does in one place.
//
// Each kind of link has an example beside it: Forth code that defines and
// runs a word whose fast code uses the link. gen_links writes them to
// examples_gen_test.go, and TestLinkExamples runs each through fast and
// plain code and checks in the compiler log that the link was made.
//
//	go generate ./compile
package main

import (
	"bytes"
	"fmt"
	"go/format"
	"log"
	"os"
	"strings"
	"text/template"
)

// link is one kind of link. Args are its operands, captured when it is
// built; Guard, when set, must hold or the link bails out to the plain
// code at the link's op (fb is its fallback); Body does the work with the
// data stack depth in sp, and SP is the depth after it. Example is Forth
// code that makes and runs the link.
type link struct {
	Name, Doc string
	Example   string
	Args      string
	Guard     string
	Body      string
	SP        string
}

// The cells of the data stack, from the top: t1 is the top, t0 the cell
// above it, where a push goes.
var links = []link{
	// the data stack
	{Name: "dupLink", Doc: "DUP", Example: ": t DUP ; 3 t", Body: "*cellAt(m, sp, 0) = *cellAt(m, sp, 1)", SP: "sp + 1"},
	{Name: "dropLink", Doc: "DROP", Example: ": t DROP ; 1 2 t", SP: "sp - 1"},
	{Name: "swapLink", Doc: "SWAP", Example: ": t SWAP ; 1 2 t", Body: "a, b := cellAt(m, sp, 2), cellAt(m, sp, 1)\n*a, *b = *b, *a", SP: "sp"},
	{Name: "overLink", Doc: "OVER", Example: ": t OVER ; 1 2 t", Body: "*cellAt(m, sp, 0) = *cellAt(m, sp, 2)", SP: "sp + 1"},
	{Name: "nipLink", Doc: "NIP", Example: ": t NIP ; 1 2 t", Body: "*cellAt(m, sp, 2) = *cellAt(m, sp, 1)", SP: "sp - 1"},
	{Name: "tuckLink", Doc: "TUCK", Example: ": t TUCK ; 1 2 t", Body: "a, b := cellAt(m, sp, 2), cellAt(m, sp, 1)\nx, y := *a, *b\n*a, *b, *cellAt(m, sp, 0) = y, x, y", SP: "sp + 1"},
	{Name: "rotLink", Doc: "ROT", Example: ": t ROT ; 1 2 3 t", Body: "a, b, c := cellAt(m, sp, 3), cellAt(m, sp, 2), cellAt(m, sp, 1)\n*a, *b, *c = *b, *c, *a", SP: "sp"},
	{Name: "minusRotLink", Doc: "-ROT", Example: ": t -ROT ; 1 2 3 t", Body: "a, b, c := cellAt(m, sp, 3), cellAt(m, sp, 2), cellAt(m, sp, 1)\n*a, *b, *c = *c, *a, *b", SP: "sp"},
	{Name: "twoDupLink", Doc: "2DUP", Example: ": t 2DUP ; 1 2 t", Body: "*cellAt(m, sp, 0) = *cellAt(m, sp, 2)\n*cellAt(m, sp, -1) = *cellAt(m, sp, 1)", SP: "sp + 2"},
	{Name: "twoDropLink", Doc: "2DROP", Example: ": t 2DROP ; 1 2 3 t", SP: "sp - 2"},
	{Name: "twoSwapLink", Doc: "2SWAP", Example: ": t 2SWAP ; 1 2 3 4 t", Body: "a, b, c, d := cellAt(m, sp, 4), cellAt(m, sp, 3), cellAt(m, sp, 2), cellAt(m, sp, 1)\n*a, *b, *c, *d = *c, *d, *a, *b", SP: "sp"},
	{Name: "twoOverLink", Doc: "2OVER", Example: ": t 2OVER ; 1 2 3 4 t", Body: "*cellAt(m, sp, 0) = *cellAt(m, sp, 4)\n*cellAt(m, sp, -1) = *cellAt(m, sp, 3)", SP: "sp + 2"},
	// double cells and strings
	{Name: "sToDLink", Doc: "S>D", Example: ": t S>D ; -5 t", Body: "*cellAt(m, sp, 0) = *cellAt(m, sp, 1) >> 63", SP: "sp + 1"},
	{Name: "dAddLink", Doc: "D+", Example: ": t D+ ; -1 0 1 0 t", Body: "lo, c := bits.Add64(uint64(*cellAt(m, sp, 4)), uint64(*cellAt(m, sp, 2)), 0)\nhi, _ := bits.Add64(uint64(*cellAt(m, sp, 3)), uint64(*cellAt(m, sp, 1)), c)\n*cellAt(m, sp, 4), *cellAt(m, sp, 3) = int64(lo), int64(hi)", SP: "sp - 2"},
	{Name: "dSubLink", Doc: "D-", Example: ": t D- ; 5 0 7 0 t", Body: "lo, b := bits.Sub64(uint64(*cellAt(m, sp, 4)), uint64(*cellAt(m, sp, 2)), 0)\nhi, _ := bits.Sub64(uint64(*cellAt(m, sp, 3)), uint64(*cellAt(m, sp, 1)), b)\n*cellAt(m, sp, 4), *cellAt(m, sp, 3) = int64(lo), int64(hi)", SP: "sp - 2"},
	{Name: "dAbsLink", Doc: "DABS", Example: ": t DABS ; -5 -1 t", Body: "lo, hi := cellAt(m, sp, 2), cellAt(m, sp, 1)\nif *hi < 0 {\nl, b := bits.Sub64(0, uint64(*lo), 0)\nh, _ := bits.Sub64(0, uint64(*hi), b)\n*lo, *hi = int64(l), int64(h)\n}", SP: "sp"},
	{Name: "dLtLink", Doc: "D<", Example: ": t D< ; -1 -1 1 0 t", Body: "alo, ahi, blo, bhi := *cellAt(m, sp, 4), *cellAt(m, sp, 3), *cellAt(m, sp, 2), *cellAt(m, sp, 1)\n*cellAt(m, sp, 4) = core.Flag(ahi < bhi || ahi == bhi && uint64(alo) < uint64(blo))", SP: "sp - 3"},
	{Name: "dULtLink", Doc: "DU<", Example: ": t DU< ; 1 0 -1 -1 t", Body: "alo, ahi, blo, bhi := *cellAt(m, sp, 4), *cellAt(m, sp, 3), *cellAt(m, sp, 2), *cellAt(m, sp, 1)\n*cellAt(m, sp, 4) = core.Flag(uint64(ahi) < uint64(bhi) || ahi == bhi && uint64(alo) < uint64(blo))", SP: "sp - 3"},
	{Name: "dEqLink", Doc: "D=", Example: ": t D= ; 7 0 7 0 t", Body: "alo, ahi, blo, bhi := *cellAt(m, sp, 4), *cellAt(m, sp, 3), *cellAt(m, sp, 2), *cellAt(m, sp, 1)\n*cellAt(m, sp, 4) = core.Flag(alo == blo && ahi == bhi)", SP: "sp - 3"},
	{Name: "dZeroLtLink", Doc: "D0<", Example: ": t D0< ; 5 -1 t", Body: "*cellAt(m, sp, 2) = *cellAt(m, sp, 1) >> 63", SP: "sp - 1"},
	{Name: "dZeroEqLink", Doc: "D0=", Example: ": t D0= ; 0 0 t", Body: "t := cellAt(m, sp, 2)\n*t = core.Flag((*t | *cellAt(m, sp, 1)) == 0)", SP: "sp - 1"},
	{Name: "dNegateLink", Doc: "DNEGATE", Example: ": t DNEGATE ; 5 0 t", Body: "lo, b := bits.Sub64(0, uint64(*cellAt(m, sp, 2)), 0)\nhi, _ := bits.Sub64(0, uint64(*cellAt(m, sp, 1)), b)\n*cellAt(m, sp, 2), *cellAt(m, sp, 1) = int64(lo), int64(hi)", SP: "sp"},
	{Name: "umStarLink", Doc: "UM*", Example: ": t UM* ; -1 3 t", Body: "hi, lo := bits.Mul64(uint64(*cellAt(m, sp, 2)), uint64(*cellAt(m, sp, 1)))\n*cellAt(m, sp, 2), *cellAt(m, sp, 1) = int64(lo), int64(hi)", SP: "sp"},
	{Name: "mStarLink", Doc: "M*: the unsigned product, its high cell corrected for the signs", Example: ": t M* ; -7 3 t", Body: "a, b := *cellAt(m, sp, 2), *cellAt(m, sp, 1)\nhi, lo := bits.Mul64(uint64(a), uint64(b))\nhi -= uint64(a>>63&b + b>>63&a)\n*cellAt(m, sp, 2), *cellAt(m, sp, 1) = int64(lo), int64(hi)", SP: "sp"},
	{Name: "slashStringLink", Doc: "/STRING", Example: ": t /STRING ; 100 5 2 t", Body: "n := *cellAt(m, sp, 1)\n*cellAt(m, sp, 3) += n\n*cellAt(m, sp, 2) -= n", SP: "sp - 1"},
	{Name: "boundsLink", Doc: "BOUNDS", Example: ": t BOUNDS ; 100 5 t", Body: "a, n := cellAt(m, sp, 2), cellAt(m, sp, 1)\n*a, *n = *a+*n, *a", SP: "sp"},
	// a run of shuffles resolved while compiling (shuffle.go): the cells it writes
	{Name: "shuffle0Link", Doc: "a run of shuffles that only drops cells", Example: ": t DROP DROP ; 1 2 3 t", Args: "grow int", SP: "sp + grow"},
	{Name: "shuffle1Link", Doc: "a run of shuffles that writes one cell", Example: ": t NIP NIP ; 1 2 3 t", Args: "w shuffleWrite, grow int",
		Body: "*cellAt(m, sp, w.dst) = *cellAt(m, sp, w.src)&w.keep + w.add", SP: "sp + grow"},
	{Name: "shuffle2Link", Doc: "a run of shuffles that writes two cells", Example: ": t OVER OVER ; 1 2 t", Args: "w1, w2 shuffleWrite, grow int",
		Body: "x1, x2 := *cellAt(m, sp, w1.src)&w1.keep+w1.add, *cellAt(m, sp, w2.src)&w2.keep+w2.add\n*cellAt(m, sp, w1.dst), *cellAt(m, sp, w2.dst) = x1, x2", SP: "sp + grow"},
	{Name: "shuffle3Link", Doc: "a run of shuffles that writes three cells", Example: ": t 2 PICK 1- 2 PICK 2 PICK ; 3 2 1 t", Args: "w1, w2, w3 shuffleWrite, grow int",
		Body: "x1, x2, x3 := *cellAt(m, sp, w1.src)&w1.keep+w1.add, *cellAt(m, sp, w2.src)&w2.keep+w2.add, *cellAt(m, sp, w3.src)&w3.keep+w3.add\n*cellAt(m, sp, w1.dst), *cellAt(m, sp, w2.dst), *cellAt(m, sp, w3.dst) = x1, x2, x3", SP: "sp + grow"},
	{Name: "shuffle4Link", Doc: "a run of shuffles that writes four cells", Example: ": t 2DUP 2DUP ; 1 2 t", Args: "w1, w2, w3, w4 shuffleWrite, grow int",
		Body: "x1, x2, x3, x4 := *cellAt(m, sp, w1.src)&w1.keep+w1.add, *cellAt(m, sp, w2.src)&w2.keep+w2.add, *cellAt(m, sp, w3.src)&w3.keep+w3.add, *cellAt(m, sp, w4.src)&w4.keep+w4.add\n*cellAt(m, sp, w1.dst), *cellAt(m, sp, w2.dst), *cellAt(m, sp, w3.dst), *cellAt(m, sp, w4.dst) = x1, x2, x3, x4", SP: "sp + grow"},
	{Name: "shuffleLink", Doc: "a run of shuffles that writes more cells", Example: ": t 2DUP 2DUP 2DUP ; 1 2 t", Args: "ws []shuffleWrite, grow int",
		Body: "var x [maxShuffleWrites]int64\nfor k, w := range ws {\nx[k&(maxShuffleWrites-1)] = *cellAt(m, sp, w.src)&w.keep + w.add\n}\nfor k, w := range ws {\n*cellAt(m, sp, w.dst) = x[k&(maxShuffleWrites-1)]\n}", SP: "sp + grow"},
	{Name: "shuffleIndex0Link", Doc: "a run of shuffles with I that writes only the loop index plus iadd, at idst", Example: ": t 2 0 DO I 1+ LOOP ; t", Args: "idst int, iadd int64, grow int",
		Body: "*cellAt(m, sp, idst) = m.RStack[(m.RP-1)&rstackMask] + iadd", SP: "sp + grow"},
	{Name: "shuffleIndex1Link", Doc: "a run of shuffles with I that writes one cell and the loop index plus iadd, at idst", Example: ": t 2 0 DO I OVER LOOP ; 5 t", Args: "w shuffleWrite, idst int, iadd int64, grow int",
		Body: "x := *cellAt(m, sp, w.src)&w.keep + w.add\n*cellAt(m, sp, w.dst) = x\n*cellAt(m, sp, idst) = m.RStack[(m.RP-1)&rstackMask] + iadd", SP: "sp + grow"},
	{Name: "shuffleIndex2Link", Doc: "a run of shuffles with I that writes two cells and the loop index plus iadd, at idst", Example: ": t 1 0 DO SWAP I LOOP ; 5 6 t", Args: "w1, w2 shuffleWrite, idst int, iadd int64, grow int",
		Body: "x1, x2 := *cellAt(m, sp, w1.src)&w1.keep+w1.add, *cellAt(m, sp, w2.src)&w2.keep+w2.add\n*cellAt(m, sp, w1.dst), *cellAt(m, sp, w2.dst) = x1, x2\n*cellAt(m, sp, idst) = m.RStack[(m.RP-1)&rstackMask] + iadd", SP: "sp + grow"},
	{Name: "qdupLink", Doc: "?DUP", Example: ": t ?DUP ; 0 t 5 t", Body: "if x := *cellAt(m, sp, 1); x != 0 {\n*cellAt(m, sp, 0) = x\nsp++\n}", SP: "sp"},
	{Name: "pickTopLink", Doc: "PICK, with u on the stack", Example: ": t PICK ; 1 2 3 2 t 0 t", Args: "fb *fallback", Guard: "uint64(*cellAt(m, sp, 1)) < uint64(sp-1)",
		Body: "t := cellAt(m, sp, 1)\n*t = *cellAt(m, sp, int(*t)+2)", SP: "sp"},
	{Name: "pickLink", Doc: "u PICK, with u a literal", Example: ": t 2 PICK ; 1 2 3 t", Args: "u int", Body: "*cellAt(m, sp, 0) = *cellAt(m, sp, u+1)", SP: "sp + 1"},

	// literals
	{Name: "pushLink", Doc: "a literal, a constant or a variable's address", Example: ": t 42 ; t", Args: "n int64", Body: "*cellAt(m, sp, 0) = n", SP: "sp + 1"},
	{Name: "stringLink", Doc: "a string literal: its address and length", Example: ": t S\" abc\" ; t TYPE", Args: "a, n int64", Body: "*cellAt(m, sp, 0) = a\n*cellAt(m, sp, -1) = n", SP: "sp + 2"},
	{Name: "dropPushLink", Doc: "DROP lit: replace the top", Example: ": t DROP 7 ; 1 t", Args: "n int64", Body: "*cellAt(m, sp, 1) = n", SP: "sp"},
	{Name: "dupAddLink", Doc: "DUP lit +, DUP 1-: push the top plus n", Example: ": t DUP 5 + ; 1 t", Args: "n int64", Body: "*cellAt(m, sp, 0) = *cellAt(m, sp, 1) + n", SP: "sp + 1"},
	{Name: "swapAddLink", Doc: "SWAP lit +: ( a b -- b a+n )", Example: ": t SWAP 5 + ; 1 2 t", Args: "n int64", Body: "a, b := cellAt(m, sp, 2), cellAt(m, sp, 1)\n*a, *b = *b, *a+n", SP: "sp"},
	{Name: "underAddLink", Doc: "SWAP lit + SWAP: ( a b -- a+n b )", Example: ": t SWAP 5 + SWAP ; 1 2 t", Args: "n int64", Body: "*cellAt(m, sp, 2) += n", SP: "sp"},
	{Name: "bothAddLink", Doc: "SWAP lit + SWAP lit +: ( a b -- a+n1 b+n2 ), two pointers moved on", Example: ": t SWAP 1+ SWAP 1+ ; 1 2 t", Args: "n1, n2 int64", Body: "*cellAt(m, sp, 2) += n1\n*cellAt(m, sp, 1) += n2", SP: "sp"},

	// the return stack
	{Name: "toRLink", Doc: ">R", Example: ": t >R 1 R> ; 5 t", Body: "m.RStack[m.RP&rstackMask] = *cellAt(m, sp, 1)\nm.RP++", SP: "sp - 1"},
	{Name: "rFromLink", Doc: "R>", Example: ": t >R 1 R> ; 5 t", Body: "m.RP--\n*cellAt(m, sp, 0) = m.RStack[m.RP&rstackMask]", SP: "sp + 1"},
	{Name: "rFetchLink", Doc: "R@, and I", Example: ": t >R R@ R> ; 5 t", Body: "*cellAt(m, sp, 0) = m.RStack[(m.RP-1)&rstackMask]", SP: "sp + 1"},
	{Name: "jLink", Doc: "J", Example: ": t 2 0 DO 2 0 DO J LOOP LOOP ; t", Body: "*cellAt(m, sp, 0) = m.RStack[(m.RP-3)&rstackMask]", SP: "sp + 1"},
	{Name: "unloopLink", Doc: "UNLOOP", Example: ": t 5 0 DO I 2 = IF UNLOOP EXIT THEN LOOP ; t", Body: "m.RP -= 2", SP: "sp"},
	{Name: "twoToRLink", Doc: "2>R", Example: ": t 2>R 2R> ; 1 2 t", Body: "m.RStack[m.RP&rstackMask] = *cellAt(m, sp, 2)\nm.RStack[(m.RP+1)&rstackMask] = *cellAt(m, sp, 1)\nm.RP += 2", SP: "sp - 2"},
	{Name: "twoRFromLink", Doc: "2R>", Example: ": t 2>R 2R> ; 1 2 t", Body: "m.RP -= 2\n*cellAt(m, sp, 0) = m.RStack[m.RP&rstackMask]\n*cellAt(m, sp, -1) = m.RStack[(m.RP+1)&rstackMask]", SP: "sp + 2"},
	{Name: "twoRFetchLink", Doc: "2R@", Example: ": t 2>R 2R@ 2R> ; 1 2 t", Body: "*cellAt(m, sp, 0) = m.RStack[(m.RP-2)&rstackMask]\n*cellAt(m, sp, -1) = m.RStack[(m.RP-1)&rstackMask]", SP: "sp + 2"},
	{Name: "doLink", Doc: "DO: the limit and the index to the return stack", Example: ": t 3 0 DO I LOOP ; t", Body: "rp := m.RP\nm.RStack[rp&rstackMask] = *cellAt(m, sp, 2)\nm.RStack[(rp+1)&rstackMask] = *cellAt(m, sp, 1)\nm.RP = rp + 2", SP: "sp - 2"},
	{Name: "rFromAddLink", Doc: "R> +", Example: ": t >R 1 R> + ; 5 t", Body: "m.RP--\n*cellAt(m, sp, 1) += m.RStack[m.RP&rstackMask]", SP: "sp"},
	{Name: "rAccumLink", Doc: "R> + >R: add the top to the return stack's top", Example: ": t 0 >R 5 R> + >R R> ; t", Body: "m.RStack[(m.RP-1)&rstackMask] += *cellAt(m, sp, 1)", SP: "sp - 1"},

	// unary operators
	{Name: "twoStarLink", Doc: "2*", Example: ": t 2* ; 3 t", Body: "*cellAt(m, sp, 1) <<= 1", SP: "sp"},
	{Name: "twoSlashLink", Doc: "2/", Example: ": t 2/ ; -7 t", Body: "*cellAt(m, sp, 1) >>= 1", SP: "sp"},
	{Name: "cellsLink", Doc: "CELLS", Example: ": t CELLS ; 3 t", Body: "*cellAt(m, sp, 1) *= core.CellSize", SP: "sp"},
	{Name: "negateLink", Doc: "NEGATE", Example: ": t NEGATE ; 3 t", Body: "t := cellAt(m, sp, 1)\n*t = -*t", SP: "sp"},
	{Name: "invertLink", Doc: "INVERT", Example: ": t INVERT ; 3 t", Body: "t := cellAt(m, sp, 1)\n*t = ^*t", SP: "sp"},
	{Name: "absLink", Doc: "ABS", Example: ": t ABS ; -3 t", Body: "if t := cellAt(m, sp, 1); *t < 0 {\n*t = -*t\n}", SP: "sp"},
	{Name: "zeroEqLink", Doc: "0=", Example: ": t 0= ; 0 t", Body: "t := cellAt(m, sp, 1)\n*t = core.Flag(*t == 0)", SP: "sp"},
	{Name: "zeroNeLink", Doc: "0<>", Example: ": t 0<> ; 3 t", Body: "t := cellAt(m, sp, 1)\n*t = core.Flag(*t != 0)", SP: "sp"},
	{Name: "zeroLtLink", Doc: "0<", Example: ": t 0< ; -3 t", Body: "t := cellAt(m, sp, 1)\n*t = core.Flag(*t < 0)", SP: "sp"},
	{Name: "zeroGtLink", Doc: "0>", Example: ": t 0> ; 3 t", Body: "t := cellAt(m, sp, 1)\n*t = core.Flag(*t > 0)", SP: "sp"},
	{Name: "withinLink", Doc: "WITHIN: lo <= n < hi, wrapping round", Example: ": t WITHIN ; 5 1 10 t", Body: "n, lo := cellAt(m, sp, 3), *cellAt(m, sp, 2)\n*n = core.Flag(uint64(*n-lo) < uint64(*cellAt(m, sp, 1)-lo))", SP: "sp - 2"},
	{Name: "withinAtLink", Doc: "shuffles lo hi WITHIN: the cell at depth x, which the run left in place or copied, within the numbers [lo, lo+span); the depth changes by grow+1 (see shuffleModel.peekWithin)",
		Example: ": t DUP 97 122 1+ WITHIN SWAP 48 58 WITHIN ; 100 t", Args: "x, grow int, lo int64, span uint64",
		Body: "*cellAt(m, sp, -grow) = core.Flag(uint64(*cellAt(m, sp, x)-lo) < span)", SP: "sp + grow + 1"},

	// binary operators that need more than the table of operators below
	{Name: "cellsAddLink", Doc: "CELLS +", Example: ": t CELLS + ; 100 3 t", Body: "*cellAt(m, sp, 2) += *cellAt(m, sp, 1) * core.CellSize", SP: "sp - 1"},
	{Name: "lshiftLink", Doc: "LSHIFT", Example: ": t LSHIFT ; 1 4 t", Body: "t := cellAt(m, sp, 2)\n*t = core.ShiftLeft(*t, *cellAt(m, sp, 1))", SP: "sp - 1"},
	{Name: "rshiftLink", Doc: "RSHIFT", Example: ": t RSHIFT ; -1 60 t", Body: "t := cellAt(m, sp, 2)\n*t = core.ShiftRight(*t, *cellAt(m, sp, 1))", SP: "sp - 1"},
	{Name: "lshiftLitLink", Doc: "lit LSHIFT, with the literal below 64", Example: ": t 4 LSHIFT ; 1 t", Args: "n int64", Body: "*cellAt(m, sp, 1) <<= n", SP: "sp"},
	{Name: "rshiftLitLink", Doc: "lit RSHIFT, with the literal below 64", Example: ": t 60 RSHIFT ; -1 t", Args: "n int64", Body: "t := cellAt(m, sp, 1)\n*t = int64(uint64(*t) >> n)", SP: "sp"},
	{Name: "divLink", Doc: "/", Example: ": t / ; -7 2 t", Args: "fb *fallback", Guard: "divisible(*cellAt(m, sp, 2), *cellAt(m, sp, 1))",
		Body: "a := cellAt(m, sp, 2)\n*a, _ = core.FloorDiv(*a, *cellAt(m, sp, 1))", SP: "sp - 1"},
	{Name: "modLink", Doc: "MOD", Example: ": t MOD ; -7 2 t", Args: "fb *fallback", Guard: "*cellAt(m, sp, 1) != 0",
		Body: "a := cellAt(m, sp, 2)\n_, *a = core.FloorDiv(*a, *cellAt(m, sp, 1))", SP: "sp - 1"},
	{Name: "divLocalsLink", Doc: "a b / with a and b locals: ( -- a/b )", Example: ": t {: a b :} a b / b a / ; -7 2 t", Args: "fb *fallback, la, lb int",
		Guard: "divisible(m.Locals[(m.LFrame+la)&localsMask], m.Locals[(m.LFrame+lb)&localsMask])",
		Body:  "*cellAt(m, sp, 0), _ = core.FloorDiv(m.Locals[(m.LFrame+la)&localsMask], m.Locals[(m.LFrame+lb)&localsMask])", SP: "sp + 1"},
	{Name: "modLocalsLink", Doc: "a b MOD with a and b locals: ( -- a mod b )", Example: ": t {: a b :} a b MOD b a MOD ; -7 2 t", Args: "fb *fallback, la, lb int",
		Guard: "m.Locals[(m.LFrame+lb)&localsMask] != 0",
		Body:  "_, *cellAt(m, sp, 0) = core.FloorDiv(m.Locals[(m.LFrame+la)&localsMask], m.Locals[(m.LFrame+lb)&localsMask])", SP: "sp + 1"},
	{Name: "divModLink", Doc: "/MOD", Example: ": t /MOD ; -7 2 t", Args: "fb *fallback", Guard: "divisible(*cellAt(m, sp, 2), *cellAt(m, sp, 1))",
		Body: "a, b := cellAt(m, sp, 2), cellAt(m, sp, 1)\n*b, *a = core.FloorDiv(*a, *b)", SP: "sp"},
	{Name: "sarLitLink", Doc: "lit /, with the literal a power of two: an arithmetic shift by n, which floors", Example: ": t 8 / ; -20 t", Args: "n int64", Body: "*cellAt(m, sp, 1) >>= n", SP: "sp"},
	{Name: "divLitLink", Doc: "lit /, with the literal negative and not -1", Example: ": t -3 / ; 7 t", Args: "n int64", Body: "t := cellAt(m, sp, 1)\n*t, _ = core.FloorDiv(*t, n)", SP: "sp"},
	{Name: "modLitLink", Doc: "lit MOD, with the literal negative and not -1", Example: ": t -3 MOD ; 7 t", Args: "n int64", Body: "t := cellAt(m, sp, 1)\n_, *t = core.FloorDiv(*t, n)", SP: "sp"},
	{Name: "divByLink", Doc: "lit /, with the literal above 1 and not a power of two: no division (see divisor)", Example: ": t 7 / ; -20 t", Args: "d divisor", Body: "t := cellAt(m, sp, 1)\n*t = d.quot(*t)", SP: "sp"},
	{Name: "starSlashByLink", Doc: "lit */, with the literal above 1 and not a power of two: the product, when it fits in a cell, divided with no division (see divisor)",
		Example: ": t 1000 */ ; 7 -3 t -1 1 RSHIFT 4 t", Args: "fb *fallback, d divisor", Guard: "fitsCell(*cellAt(m, sp, 2), *cellAt(m, sp, 1))",
		Body: "t := cellAt(m, sp, 2)\np, _ := product(*t, *cellAt(m, sp, 1))\n*t = d.quot(p)", SP: "sp - 1"},
	{Name: "starSlashSarLink", Doc: "lit */, with the literal a power of two: the product, when it fits in a cell, shifted by n, which floors",
		Example: ": t 1024 */ ; -7 3 t -1 1 RSHIFT 4 t", Args: "fb *fallback, n int64", Guard: "fitsCell(*cellAt(m, sp, 2), *cellAt(m, sp, 1))",
		Body: "t := cellAt(m, sp, 2)\n*t = *t * *cellAt(m, sp, 1) >> n", SP: "sp - 1"},
	{Name: "modByLink", Doc: "lit MOD, with the literal above 1 and not a power of two: no division (see divisor)", Example: ": t 7 MOD ; -20 t", Args: "d divisor", Body: "t := cellAt(m, sp, 1)\n*t = d.mod(*t)", SP: "sp"},

	// memory
	{Name: "fetchLink", Doc: "@", Example: "VARIABLE v 5 v ! : t @ ; v t", Args: "fb *fallback", Guard: "cellOK(m, *cellAt(m, sp, 1))", Body: "t := cellAt(m, sp, 1)\n*t = load(m, *t)", SP: "sp"},
	{Name: "storeLink", Doc: "!", Example: "VARIABLE v : t ! ; 5 v t v @", Args: "fb *fallback", Guard: "cellOK(m, *cellAt(m, sp, 1))", Body: "store(m, *cellAt(m, sp, 1), *cellAt(m, sp, 2))", SP: "sp - 2"},
	{Name: "plusStoreLink", Doc: "+!", Example: "VARIABLE v 5 v ! : t +! ; 3 v t v @", Args: "fb *fallback", Guard: "cellOK(m, *cellAt(m, sp, 1))", Body: "a := *cellAt(m, sp, 1)\nstore(m, a, load(m, a)+*cellAt(m, sp, 2))", SP: "sp - 2"},
	{Name: "cFetchLink", Doc: "C@", Example: "CREATE b 7 C, : t C@ ; b t", Args: "fb *fallback", Guard: "byteOK(m, *cellAt(m, sp, 1))", Body: "t := cellAt(m, sp, 1)\n*t = int64(m.Mem[*t])", SP: "sp"},
	{Name: "cStoreLink", Doc: "C!", Example: "CREATE b 0 C, : t C! ; 7 b t b C@", Args: "fb *fallback", Guard: "byteOK(m, *cellAt(m, sp, 1))", Body: "m.Mem[*cellAt(m, sp, 1)] = byte(*cellAt(m, sp, 2))", SP: "sp - 2"},
	{Name: "twoFetchLink", Doc: "2@", Example: "CREATE p 1 , 2 , : t 2@ ; p t", Args: "fb *fallback", Guard: "pairOK(m, *cellAt(m, sp, 1))",
		Body: "t := cellAt(m, sp, 1)\na := *t\n*t = load(m, a+core.CellSize)\n*cellAt(m, sp, 0) = load(m, a)", SP: "sp + 1"},
	{Name: "twoStoreLink", Doc: "2!", Example: "CREATE p 0 , 0 , : t 2! ; 1 2 p t p 2@", Args: "fb *fallback", Guard: "pairOK(m, *cellAt(m, sp, 1))",
		Body: "a := *cellAt(m, sp, 1)\nstore(m, a, *cellAt(m, sp, 2))\nstore(m, a+core.CellSize, *cellAt(m, sp, 3))", SP: "sp - 3"},
	{Name: "fetchLitLink", Doc: "lit @: a variable's or a value's cell", Example: "VARIABLE v 5 v ! : t v @ ; t", Args: "fb *fallback, a int64", Guard: "cellOK(m, a)", Body: "*cellAt(m, sp, 0) = load(m, a)", SP: "sp + 1"},
	{Name: "storeLitLink", Doc: "lit !", Example: "VARIABLE v : t v ! ; 5 t v @", Args: "fb *fallback, a int64", Guard: "cellOK(m, a)", Body: "store(m, a, *cellAt(m, sp, 1))", SP: "sp - 1"},
	{Name: "twoFetchLitLink", Doc: "lit 2@: a 2VARIABLE's pair", Example: "2VARIABLE d 1 2 d 2! : t d 2@ ; t", Args: "fb *fallback, a int64", Guard: "pairOK(m, a)",
		Body: "*cellAt(m, sp, 0) = load(m, a+core.CellSize)\n*cellAt(m, sp, -1) = load(m, a)", SP: "sp + 2"},
	{Name: "twoStoreLitLink", Doc: "lit 2!", Example: "2VARIABLE d : t d 2! ; 1 2 t d 2@", Args: "fb *fallback, a int64", Guard: "pairOK(m, a)",
		Body: "store(m, a, *cellAt(m, sp, 1))\nstore(m, a+core.CellSize, *cellAt(m, sp, 2))", SP: "sp - 2"},
	{Name: "cellAddLitLink", Doc: "lit @, the addition of n, lit ! to the same address: a variable's or a value's cell plus a number", Example: "0 VALUE v : t v 1+ TO v ; t t v .",
		Args: "fb *fallback, a, n int64", Guard: "cellOK(m, a)", Body: "store(m, a, load(m, a)+n)", SP: "sp"},
	{Name: "plusStoreLitLink", Doc: "lit +!", Example: "VARIABLE v 5 v ! : t v +! ; 3 t v @", Args: "fb *fallback, a int64", Guard: "cellOK(m, a)", Body: "store(m, a, load(m, a)+*cellAt(m, sp, 1))", SP: "sp - 1"},
	{Name: "fetchAtLink", Doc: "shuffles, then @ of the copy of the cell at depth x they left on top, plus off: one other cell they moved is written (w), and the depth changes by grow+1 (see shuffleModel.peekAddress)",
		Example: "CREATE p 1 , 2 , : t DUP CELL+ @ ; p t", Args: "fb *fallback, x, grow int, off int64, w shuffleWrite", Guard: "cellOK(m, *cellAt(m, sp, x)+off)",
		Body: "a := *cellAt(m, sp, x) + off\n*cellAt(m, sp, w.dst) = *cellAt(m, sp, w.src)&w.keep + w.add\n*cellAt(m, sp, -grow) = load(m, a)", SP: "sp + grow + 1"},
	{Name: "cFetchAtLink", Doc: "shuffles, then C@ of the copy of the cell at depth x they left on top, plus off (see fetchAtLink)",
		Example: "CREATE b 7 C, 9 C, : t DUP 1+ C@ ; b t", Args: "fb *fallback, x, grow int, off int64, w shuffleWrite", Guard: "byteOK(m, *cellAt(m, sp, x)+off)",
		Body: "a := *cellAt(m, sp, x) + off\n*cellAt(m, sp, w.dst) = *cellAt(m, sp, w.src)&w.keep + w.add\n*cellAt(m, sp, -grow) = int64(m.Mem[a])", SP: "sp + grow + 1"},
	{Name: "storeAtLink", Doc: "shuffles, then ! of the cell val makes to the copy of the cell at depth x they left on top, plus off: one other cell they moved is written (w), and the depth changes by grow (see shuffleModel.peekStore)",
		Example: "CREATE p 0 , 0 , : t ( x a -- a ) TUCK CELL+ ! ; 5 p t CELL+ @", Args: "fb *fallback, x int, off int64, val shuffleWrite, grow int, w shuffleWrite", Guard: "cellOK(m, *cellAt(m, sp, x)+off)",
		Body: "a, v := *cellAt(m, sp, x)+off, *cellAt(m, sp, val.src)&val.keep+val.add\n*cellAt(m, sp, w.dst) = *cellAt(m, sp, w.src)&w.keep + w.add\nstore(m, a, v)", SP: "sp + grow"},
	{Name: "cStoreAtLink", Doc: "shuffles, then C! (see storeAtLink)",
		Example: "CREATE b 0 C, 0 C, : t ( c a -- a ) TUCK 1+ C! ; 7 b t 1+ C@", Args: "fb *fallback, x int, off int64, val shuffleWrite, grow int, w shuffleWrite", Guard: "byteOK(m, *cellAt(m, sp, x)+off)",
		Body: "a, v := *cellAt(m, sp, x)+off, *cellAt(m, sp, val.src)&val.keep+val.add\n*cellAt(m, sp, w.dst) = *cellAt(m, sp, w.src)&w.keep + w.add\nm.Mem[a] = byte(v)", SP: "sp + grow"},
	{Name: "allocateThrowLink", Doc: "ALLOCATE THROW: the address of a block that fits (see allocated); the plain code does the rest, the throw among it",
		Example: ": t ( -- a ) 16 ALLOCATE THROW ; t FREE .", Args: "fb *fallback", Guard: "allocated(m, cellAt(m, sp, 1))", SP: "sp"},
	{Name: "freeThrowLink", Doc: "FREE THROW: a live block freed (see core.Machine.FreeQuick); the plain code does the rest, the throw among it",
		Example: ": t ( a -- ) FREE THROW ; 16 ALLOCATE DROP t", Args: "fb *fallback", Guard: "m.FreeQuick(*cellAt(m, sp, 1))", SP: "sp - 1"},
	{Name: "fetchOffsetLink", Doc: "lit + @, CELL+ @: a field of a structure", Example: "CREATE p 1 , 2 , : t CELL+ @ ; p t", Args: "fb *fallback, n int64", Guard: "cellOK(m, *cellAt(m, sp, 1)+n)",
		Body: "t := cellAt(m, sp, 1)\n*t = load(m, *t+n)", SP: "sp"},
	{Name: "tableStoreLink", Doc: "CELLS lit + !: store into a cell of a table", Example: "CREATE tab 4 CELLS ALLOT : t CELLS tab + ! ; 7 2 t tab 2 CELLS + @", Args: "fb *fallback, base int64", Guard: "cellOK(m, *cellAt(m, sp, 1)*core.CellSize+base)",
		Body: "store(m, *cellAt(m, sp, 1)*core.CellSize+base, *cellAt(m, sp, 2))", SP: "sp - 2"},
	// an element of a table at the loop index: the address base + I*scale (indexedRules)
	{Name: "indexedFetchLink", Doc: "@ of an element at the loop index", Example: "CREATE tab 1 , 2 , 3 , : t 0 3 0 DO I CELLS tab + @ + LOOP ; t", Args: "fb *fallback, base, scale int64", Guard: "cellOK(m, m.RStack[(m.RP-1)&rstackMask]*scale+base)",
		Body: "*cellAt(m, sp, 0) = load(m, m.RStack[(m.RP-1)&rstackMask]*scale+base)", SP: "sp + 1"},
	{Name: "indexedStoreLink", Doc: "! into an element at the loop index", Example: "CREATE tab 3 CELLS ALLOT : t 3 0 DO I tab I CELLS + ! LOOP tab CELL+ @ ; t", Args: "fb *fallback, base, scale int64", Guard: "cellOK(m, m.RStack[(m.RP-1)&rstackMask]*scale+base)",
		Body: "store(m, m.RStack[(m.RP-1)&rstackMask]*scale+base, *cellAt(m, sp, 1))", SP: "sp - 1"},
	{Name: "indexedCFetchLink", Doc: "C@ of an element at the loop index", Example: "CREATE b 1 C, 2 C, 3 C, : t 0 3 0 DO b I + C@ + LOOP ; t", Args: "fb *fallback, base, scale int64", Guard: "byteOK(m, m.RStack[(m.RP-1)&rstackMask]*scale+base)",
		Body: "*cellAt(m, sp, 0) = int64(m.Mem[m.RStack[(m.RP-1)&rstackMask]*scale+base])", SP: "sp + 1"},
	{Name: "indexedCStoreLink", Doc: "C! into an element at the loop index", Example: "CREATE b 3 ALLOT : t 3 0 DO I b I + C! LOOP b 2 + C@ ; t", Args: "fb *fallback, base, scale int64", Guard: "byteOK(m, m.RStack[(m.RP-1)&rstackMask]*scale+base)",
		Body: "m.Mem[m.RStack[(m.RP-1)&rstackMask]*scale+base] = byte(*cellAt(m, sp, 1))", SP: "sp - 1"},
	{Name: "indexedFFetchLink", Doc: "F@ of an element at the loop index", Example: "CREATE v 1E F, 2E F, : t 0E 2 0 DO v I FLOATS + F@ F+ LOOP ; t F.", Args: "fb *fallback, base, scale int64", Guard: "cellOK(m, m.RStack[(m.RP-1)&rstackMask]*scale+base)",
		Body: "m.FStack[m.FSP&fstackMask] = floatOf(load(m, m.RStack[(m.RP-1)&rstackMask]*scale+base))\nm.FSP++", SP: "sp"},
	{Name: "indexedFStoreLink", Doc: "F! into an element at the loop index", Example: "CREATE v 2 FLOATS ALLOT : t 2 0 DO 1.5E v I FLOATS + F! LOOP v FLOAT+ F@ ; t F.", Args: "fb *fallback, base, scale int64", Guard: "cellOK(m, m.RStack[(m.RP-1)&rstackMask]*scale+base)",
		Body: "m.FSP--\nstore(m, m.RStack[(m.RP-1)&rstackMask]*scale+base, bitsOf(m.FStack[m.FSP&fstackMask]))", SP: "sp"},
	{Name: "tableFetchLink", Doc: "CELLS lit + @: a cell of a table", Example: "CREATE tab 1 , 2 , 3 , : t CELLS tab + @ ; 2 t", Args: "fb *fallback, base int64", Guard: "cellOK(m, *cellAt(m, sp, 1)*core.CellSize+base)",
		Body: "t := cellAt(m, sp, 1)\n*t = load(m, *t*core.CellSize+base)", SP: "sp"},
	{Name: "pairFetchLink", Doc: "OVER @ OVER @: ( a b -- a b a@ b@ )", Example: "VARIABLE x 3 x ! VARIABLE y 4 y ! : t OVER @ OVER @ ; x y t", Args: "fb *fallback", Guard: "cellOK(m, *cellAt(m, sp, 2)) && cellOK(m, *cellAt(m, sp, 1))",
		Body: "*cellAt(m, sp, 0) = load(m, *cellAt(m, sp, 2))\n*cellAt(m, sp, -1) = load(m, *cellAt(m, sp, 1))", SP: "sp + 2"},
	{Name: "overFetchLink", Doc: "OVER @", Example: "VARIABLE x 3 x ! : t OVER @ ; x 1 t", Args: "fb *fallback", Guard: "cellOK(m, *cellAt(m, sp, 2))", Body: "*cellAt(m, sp, 0) = load(m, *cellAt(m, sp, 2))", SP: "sp + 1"},
	{Name: "iFetchLink", Doc: "I @", Example: "CREATE tab 1 , 2 , : t 0 tab 2 CELLS + tab DO I @ + 1 CELLS +LOOP ; t", Args: "fb *fallback", Guard: "cellOK(m, m.RStack[(m.RP-1)&rstackMask])",
		Body: "*cellAt(m, sp, 0) = load(m, m.RStack[(m.RP-1)&rstackMask])", SP: "sp + 1"},
	{Name: "iCFetchLink", Doc: "I C@", Example: "CREATE b 1 C, 2 C, : t b 2 + b DO I C@ LOOP ; t", Args: "fb *fallback", Guard: "byteOK(m, m.RStack[(m.RP-1)&rstackMask])",
		Body: "*cellAt(m, sp, 0) = int64(m.Mem[m.RStack[(m.RP-1)&rstackMask]])", SP: "sp + 1"},
	{Name: "iCStoreLitLink", Doc: "lit I C!: store a byte at the loop index", Example: "CREATE b 2 ALLOT : t b 2 + b DO 7 I C! LOOP b C@ ; t", Args: "fb *fallback, c byte", Guard: "byteOK(m, m.RStack[(m.RP-1)&rstackMask])",
		Body: "m.Mem[m.RStack[(m.RP-1)&rstackMask]] = c", SP: "sp"},
	{Name: "iTwoFetchLink", Doc: "I 2@", Example: "CREATE p 1 , 2 , : t p CELL+ p DO I 2@ LOOP ; t", Args: "fb *fallback", Guard: "pairOK(m, m.RStack[(m.RP-1)&rstackMask])",
		Body: "a := m.RStack[(m.RP-1)&rstackMask]\n*cellAt(m, sp, 0) = load(m, a+core.CellSize)\n*cellAt(m, sp, -1) = load(m, a)", SP: "sp + 2"},
	{Name: "iTwoStoreLink", Doc: "I 2!", Example: "CREATE p 0 , 0 , : t 1 2 p 1+ p DO I 2! LOOP p 2@ ; t", Args: "fb *fallback", Guard: "pairOK(m, m.RStack[(m.RP-1)&rstackMask])",
		Body: "a := m.RStack[(m.RP-1)&rstackMask]\nstore(m, a, *cellAt(m, sp, 1))\nstore(m, a+core.CellSize, *cellAt(m, sp, 2))", SP: "sp - 2"},
	{Name: "iSwapPairLink", Doc: "I 2@ SWAP I 2!: exchange the two cells at the loop index", Example: "CREATE p 1 , 2 , : t p CELL+ p DO I 2@ SWAP I 2! LOOP p 2@ ; t", Args: "fb *fallback", Guard: "pairOK(m, m.RStack[(m.RP-1)&rstackMask])",
		Body: "a := m.RStack[(m.RP-1)&rstackMask]\nx, y := load(m, a), load(m, a+core.CellSize)\nstore(m, a, y)\nstore(m, a+core.CellSize, x)", SP: "sp"},

	// floats
	{Name: "fpushLink", Doc: "a float literal", Example: ": t 1.5E ; t F.", Args: "f float64", Body: "m.FStack[m.FSP&fstackMask] = f\nm.FSP++", SP: "sp"},
	// a run of float shuffles resolved while compiling (shuffleModel.fstep): the floats it writes
	{Name: "fshuffle0Link", Doc: "a run of float shuffles that only drops floats", Example: ": t FDROP FDROP ; 1E 2E 3E t F.", Args: "grow int", Body: "m.FSP += grow", SP: "sp"},
	{Name: "fshuffle1Link", Doc: "a run of float shuffles that writes one float", Example: ": t FNIP FNIP ; 1E 2E 3E t F.", Args: "w shuffleWrite, grow int",
		Body: "fsp := m.FSP\n*floatAt(m, fsp, w.dst) = floatMoved(m, fsp, w)\nm.FSP = fsp + grow", SP: "sp"},
	{Name: "fshuffle2Link", Doc: "a run of float shuffles that writes two floats", Example: ": t FOVER FOVER ; 1E 2E t F. F. F. F.", Args: "w1, w2 shuffleWrite, grow int",
		Body: "fsp := m.FSP\nx1, x2 := floatMoved(m, fsp, w1), floatMoved(m, fsp, w2)\n*floatAt(m, fsp, w1.dst), *floatAt(m, fsp, w2.dst) = x1, x2\nm.FSP = fsp + grow", SP: "sp"},
	{Name: "fshuffle3Link", Doc: "a run of float shuffles that writes three floats", Example: ": t FROT FROT ; 1E 2E 3E t F. F. F.", Args: "w1, w2, w3 shuffleWrite, grow int",
		Body: "fsp := m.FSP\nx1, x2, x3 := floatMoved(m, fsp, w1), floatMoved(m, fsp, w2), floatMoved(m, fsp, w3)\n*floatAt(m, fsp, w1.dst), *floatAt(m, fsp, w2.dst), *floatAt(m, fsp, w3.dst) = x1, x2, x3\nm.FSP = fsp + grow", SP: "sp"},
	{Name: "fshuffleLink", Doc: "a run of float shuffles that writes more floats", Example: ": t FOVER FOVER FOVER FOVER ; 1E 2E t F. F. F. F. F. F.", Args: "ws []shuffleWrite, grow int",
		Body: "fsp := m.FSP\nvar x [maxShuffleWrites]float64\nfor k, w := range ws {\nx[k&(maxShuffleWrites-1)] = floatMoved(m, fsp, w)\n}\nfor k, w := range ws {\n*floatAt(m, fsp, w.dst) = x[k&(maxShuffleWrites-1)]\n}\nm.FSP = fsp + grow", SP: "sp"},
	{Name: "fsquareLink", Doc: "FDUP F*", Example: ": t FDUP F* ; 3E t F.", Body: "t := &m.FStack[(m.FSP-1)&fstackMask]\n*t *= *t", SP: "sp"},
	{Name: "fdupLink", Doc: "FDUP", Example: ": t FDUP ; 3E t F. F.", Body: "m.FStack[m.FSP&fstackMask] = m.FStack[(m.FSP-1)&fstackMask]\nm.FSP++", SP: "sp"},
	{Name: "fdropLink", Doc: "FDROP", Example: ": t FDROP ; 1E 2E t F.", Body: "m.FSP--", SP: "sp"},
	{Name: "fswapSubLink", Doc: "FSWAP F-: the second float from the top", Example: ": t FSWAP F- ; 1E 3E t F.", Body: "m.FSP--\nt := &m.FStack[(m.FSP-1)&fstackMask]\n*t = m.FStack[m.FSP&fstackMask] - *t", SP: "sp"},
	{Name: "fswapDivLink", Doc: "FSWAP F/: the top float by the second", Example: ": t FSWAP F/ ; 2E 6E t F.", Body: "m.FSP--\nt := &m.FStack[(m.FSP-1)&fstackMask]\n*t = m.FStack[m.FSP&fstackMask] / *t", SP: "sp"},
	{Name: "faddStoreLink", Doc: "DUP F@ F+ F!: a float added to the one at an address", Example: "FVARIABLE v 2E v F! : t DUP F@ F+ F! ; 3E v t v F@ F.", Args: "fb *fallback", Guard: "cellOK(m, *cellAt(m, sp, 1))",
		Body: "a := *cellAt(m, sp, 1)\nm.FSP--\nstore(m, a, bitsOf(m.FStack[m.FSP&fstackMask]+floatOf(load(m, a))))", SP: "sp - 1"},
	{Name: "fsubStoreLink", Doc: "DUP F@ FSWAP F- F!: a float taken from the one at an address", Example: "FVARIABLE v 2E v F! : t DUP F@ FSWAP F- F! ; 3E v t v F@ F.", Args: "fb *fallback", Guard: "cellOK(m, *cellAt(m, sp, 1))",
		Body: "a := *cellAt(m, sp, 1)\nm.FSP--\nstore(m, a, bitsOf(floatOf(load(m, a))-m.FStack[m.FSP&fstackMask]))", SP: "sp - 1"},
	{Name: "fswapLink", Doc: "FSWAP", Example: ": t FSWAP ; 1E 2E t F. F.", Body: "a, b := &m.FStack[(m.FSP-2)&fstackMask], &m.FStack[(m.FSP-1)&fstackMask]\n*a, *b = *b, *a", SP: "sp"},
	{Name: "foverLink", Doc: "FOVER", Example: ": t FOVER ; 1E 2E t F. F. F.", Body: "m.FStack[m.FSP&fstackMask] = m.FStack[(m.FSP-2)&fstackMask]\nm.FSP++", SP: "sp"},
	{Name: "frotLink", Doc: "FROT", Example: ": t FROT ; 1E 2E 3E t F. F. F.", Body: "a, b, c := &m.FStack[(m.FSP-3)&fstackMask], &m.FStack[(m.FSP-2)&fstackMask], &m.FStack[(m.FSP-1)&fstackMask]\n*a, *b, *c = *b, *c, *a", SP: "sp"},
	{Name: "fnegateLink", Doc: "FNEGATE", Example: ": t FNEGATE ; 3E t F.", Body: "t := &m.FStack[(m.FSP-1)&fstackMask]\n*t = -*t", SP: "sp"},
	{Name: "fabsLink", Doc: "FABS", Example: ": t FABS ; -3E t F.", Body: "t := &m.FStack[(m.FSP-1)&fstackMask]\n*t = math.Abs(*t)", SP: "sp"},
	{Name: "fsqrtLink", Doc: "FSQRT, which keeps a NaN as it is", Example: ": t FSQRT ; 2E t F.", Body: "if t := &m.FStack[(m.FSP-1)&fstackMask]; *t == *t {\n*t = math.Sqrt(*t)\n}", SP: "sp"},
	// the float functions the word sets compute with internal/elementary,
	// called here directly rather than through the word's Go function and
	// the wrappers around it
	{Name: "fexpLink", Doc: "FEXP, which keeps a NaN as it is (see internal/elementary)", Example: ": t FEXP ; 1E t F.", Body: "if t := &m.FStack[(m.FSP-1)&fstackMask]; *t == *t {\n*t = elementary.Exp(*t)\n}", SP: "sp"},
	{Name: "flnLink", Doc: "FLN, which keeps a NaN as it is (see internal/elementary)", Example: ": t FLN ; 2E t F.", Body: "if t := &m.FStack[(m.FSP-1)&fstackMask]; *t == *t {\n*t = elementary.Log(*t)\n}", SP: "sp"},
	{Name: "flogLink", Doc: "FLOG, which keeps a NaN as it is (see internal/elementary)", Example: ": t FLOG ; 1000E t F.", Body: "if t := &m.FStack[(m.FSP-1)&fstackMask]; *t == *t {\n*t = elementary.Log10(*t)\n}", SP: "sp"},
	{Name: "fsinLink", Doc: "FSIN, which keeps a NaN as it is (see internal/elementary)", Example: ": t FSIN ; 2E t F.", Body: "if t := &m.FStack[(m.FSP-1)&fstackMask]; *t == *t {\n*t = elementary.Sin(*t)\n}", SP: "sp"},
	{Name: "fcosLink", Doc: "FCOS, which keeps a NaN as it is (see internal/elementary)", Example: ": t FCOS ; 2E t F.", Body: "if t := &m.FStack[(m.FSP-1)&fstackMask]; *t == *t {\n*t = elementary.Cos(*t)\n}", SP: "sp"},
	{Name: "flessLink", Doc: "F<", Example: ": t F< ; 1E 2E t", Body: "m.FSP -= 2\n*cellAt(m, sp, 0) = core.Flag(m.FStack[m.FSP&fstackMask] < m.FStack[(m.FSP+1)&fstackMask])", SP: "sp + 1"},
	{Name: "fgreaterLink", Doc: "F>", Example: ": t F> ; 1E 2E t", Body: "m.FSP -= 2\n*cellAt(m, sp, 0) = core.Flag(m.FStack[m.FSP&fstackMask] > m.FStack[(m.FSP+1)&fstackMask])", SP: "sp + 1"},
	{Name: "fzeroLessLink", Doc: "F0<", Example: ": t F0< ; -1E t", Body: "m.FSP--\n*cellAt(m, sp, 0) = core.Flag(m.FStack[m.FSP&fstackMask] < 0)", SP: "sp + 1"},
	{Name: "fzeroEqLink", Doc: "F0=", Example: ": t F0= ; 0E t", Body: "m.FSP--\n*cellAt(m, sp, 0) = core.Flag(m.FStack[m.FSP&fstackMask] == 0)", SP: "sp + 1"},
	{Name: "indexToFloatLink", Doc: "I S>F, and R@ S>F: the loop index, or the top of the return stack, as a float", Example: ": t 3 0 DO I S>F F. LOOP ; t", Body: "m.FStack[m.FSP&fstackMask] = float64(m.RStack[(m.RP-1)&rstackMask])\nm.FSP++", SP: "sp"},
	{Name: "sToFLink", Doc: "S>F", Example: ": t S>F ; 3 t F.", Body: "m.FStack[m.FSP&fstackMask] = float64(*cellAt(m, sp, 1))\nm.FSP++", SP: "sp - 1"},
	{Name: "fzeroGreaterLink", Doc: "F0>", Example: ": t F0> ; 1E t", Body: "m.FSP--\n*cellAt(m, sp, 0) = core.Flag(m.FStack[m.FSP&fstackMask] > 0)", SP: "sp + 1"},
	{Name: "flessEqLink", Doc: "F<=", Example: ": t F<= ; 2E 2E t", Body: "m.FSP -= 2\n*cellAt(m, sp, 0) = core.Flag(m.FStack[m.FSP&fstackMask] <= m.FStack[(m.FSP+1)&fstackMask])", SP: "sp + 1"},
	{Name: "fgreaterEqLink", Doc: "F>=", Example: ": t F>= ; 1E 2E t", Body: "m.FSP -= 2\n*cellAt(m, sp, 0) = core.Flag(m.FStack[m.FSP&fstackMask] >= m.FStack[(m.FSP+1)&fstackMask])", SP: "sp + 1"},
	{Name: "fequalLink", Doc: "F=", Example: ": t F= ; 2E 2E t", Body: "m.FSP -= 2\n*cellAt(m, sp, 0) = core.Flag(m.FStack[m.FSP&fstackMask] == m.FStack[(m.FSP+1)&fstackMask])", SP: "sp + 1"},
	{Name: "ftwoStarLink", Doc: "F2*", Example: ": t F2* ; 1.5E t F.", Body: "t := &m.FStack[(m.FSP-1)&fstackMask]\n*t = *t * 2", SP: "sp"},
	{Name: "ftwoSlashLink", Doc: "F2/", Example: ": t F2/ ; 3E t F.", Body: "t := &m.FStack[(m.FSP-1)&fstackMask]\n*t = *t / 2", SP: "sp"},
	{Name: "ffloorLink", Doc: "FLOOR", Example: ": t FLOOR ; -2.5E t F.", Body: "t := &m.FStack[(m.FSP-1)&fstackMask]\n*t = math.Floor(*t)", SP: "sp"},
	{Name: "ftruncLink", Doc: "FTRUNC", Example: ": t FTRUNC ; -2.5E t F.", Body: "t := &m.FStack[(m.FSP-1)&fstackMask]\n*t = math.Trunc(*t)", SP: "sp"},
	{Name: "froundLink", Doc: "FROUND, halves to the even number", Example: ": t FROUND ; 2.5E t F.", Body: "t := &m.FStack[(m.FSP-1)&fstackMask]\n*t = math.RoundToEven(*t)", SP: "sp"},
	{Name: "fmaxLink", Doc: "FMAX, whose NaN is the NaN it was given", Example: ": t FMAX ; 1E 2E t F.", Body: "m.FSP--\nt := &m.FStack[(m.FSP-1)&fstackMask]\n*t = keepNaN(math.Max(*t, m.FStack[m.FSP&fstackMask]), *t, m.FStack[m.FSP&fstackMask])", SP: "sp"},
	{Name: "fminLink", Doc: "FMIN, whose NaN is the NaN it was given", Example: ": t FMIN ; 1E 2E t F.", Body: "m.FSP--\nt := &m.FStack[(m.FSP-1)&fstackMask]\n*t = keepNaN(math.Min(*t, m.FStack[m.FSP&fstackMask]), *t, m.FStack[m.FSP&fstackMask])", SP: "sp"},
	{Name: "ffetchLink", Doc: "F@", Example: "FVARIABLE v 2E v F! : t F@ ; v t F.", Args: "fb *fallback", Guard: "cellOK(m, *cellAt(m, sp, 1))",
		Body: "m.FStack[m.FSP&fstackMask] = floatOf(load(m, *cellAt(m, sp, 1)))\nm.FSP++", SP: "sp - 1"},
	{Name: "floatsFetchLink", Doc: "FLOATS + F@: a float of an array", Example: "CREATE fa 2 FLOATS ALLOT 3E fa FLOAT+ F! : t FLOATS + F@ ; fa 1 t F.", Args: "fb *fallback",
		Guard: "cellOK(m, *cellAt(m, sp, 2)+*cellAt(m, sp, 1)*core.CellSize)",
		Body:  "m.FStack[m.FSP&fstackMask] = floatOf(load(m, *cellAt(m, sp, 2)+*cellAt(m, sp, 1)*core.CellSize))\nm.FSP++", SP: "sp - 2"},
	{Name: "floatsStoreLink", Doc: "FLOATS + F!: into a float of an array", Example: "CREATE fa 2 FLOATS ALLOT : t FLOATS + F! ; 3E fa 1 t fa FLOAT+ F@ F.", Args: "fb *fallback",
		Guard: "cellOK(m, *cellAt(m, sp, 2)+*cellAt(m, sp, 1)*core.CellSize)",
		Body:  "m.FSP--\nstore(m, *cellAt(m, sp, 2)+*cellAt(m, sp, 1)*core.CellSize, bitsOf(m.FStack[m.FSP&fstackMask]))", SP: "sp - 2"},
	{Name: "fstoreLink", Doc: "F!", Example: "FVARIABLE v : t F! ; 2E v t v F@ F.", Args: "fb *fallback", Guard: "cellOK(m, *cellAt(m, sp, 1))",
		Body: "m.FSP--\nstore(m, *cellAt(m, sp, 1), bitsOf(m.FStack[m.FSP&fstackMask]))", SP: "sp - 1"},
	{Name: "ffetchLitLink", Doc: "lit F@: an FVARIABLE's float", Example: "FVARIABLE v 2E v F! : t v F@ ; t F.", Args: "fb *fallback, a int64", Guard: "cellOK(m, a)",
		Body: "m.FStack[m.FSP&fstackMask] = floatOf(load(m, a))\nm.FSP++", SP: "sp"},
	{Name: "fstoreLitLink", Doc: "lit F!", Example: "FVARIABLE v : t v F! ; 2E t v F@ F.", Args: "fb *fallback, a int64", Guard: "cellOK(m, a)",
		Body: "m.FSP--\nstore(m, a, bitsOf(m.FStack[m.FSP&fstackMask]))", SP: "sp"},

	// locals
	{Name: "localFetchLink", Doc: "a local's value", Example: ": t {: a b :} b ; 1 2 t", Args: "slot int", Body: "*cellAt(m, sp, 0) = m.Locals[(m.LFrame+slot)&localsMask]", SP: "sp + 1"},
	{Name: "localStoreLink", Doc: "TO a local", Example: ": t {: a :} 7 TO a a ; 5 t", Args: "slot int", Body: "m.Locals[(m.LFrame+slot)&localsMask] = *cellAt(m, sp, 1)", SP: "sp - 1"},
	{Name: "localAddLink", Doc: "+TO a local", Example: ": t {: a :} 7 +TO a a ; 5 t", Args: "slot int", Body: "m.Locals[(m.LFrame+slot)&localsMask] += *cellAt(m, sp, 1)", SP: "sp - 1"},
	{Name: "localAddLitLink", Doc: "a lit + TO a, with the same local a: the local plus a number", Example: ": t {: a :} a 1+ TO a a 5 + TO a a ; 1 t", Args: "slot int, n int64", Body: "m.Locals[(m.LFrame+slot)&localsMask] += n", SP: "sp"},
	{Name: "localPlusLink", Doc: "a local's value plus a number: a 1-, a 5 +", Example: ": t {: a :} a 1- a 5 + ; 3 t", Args: "slot int, n int64", Body: "*cellAt(m, sp, 0) = m.Locals[(m.LFrame+slot)&localsMask] + n", SP: "sp + 1"},
	{Name: "localPairLink", Doc: "two locals' values", Example: ": t {: a b :} b a ; 1 2 t", Args: "a, b int", Body: "*cellAt(m, sp, 0) = m.Locals[(m.LFrame+a)&localsMask]\n*cellAt(m, sp, -1) = m.Locals[(m.LFrame+b)&localsMask]", SP: "sp + 2"},
	{Name: "localCopyLink", Doc: "a TO b with locals a and b", Example: ": t {: a b :} a TO b b ; 1 2 t", Args: "a, b int", Body: "m.Locals[(m.LFrame+b)&localsMask] = m.Locals[(m.LFrame+a)&localsMask]", SP: "sp"},
	{Name: "dropLocalsLink", Doc: "leaving the locals frame", Example: ": t {: a :} a ; 5 t", Body: "leaveLocals(m)", SP: "sp"},
	{Name: "deferHeldLink", Doc: "the call of a DEFER, inlined as the word it held when compiled (held), whose ops follow: while the DEFER holds that word, nothing but the DEFER's step, which the head counts, is left to do; otherwise it gives back the steps the head counted from here on (ahead) and missed makes the call (deferMissed)",
		Example: ": inc 1+ ; DEFER d ' inc IS d : t d d ; 5 t ' 2* IS d 5 t", Args: "held *core.Word, body, ahead int64, missed link", Body: "if !cellOK(m, body) || m.TokenWord(load(m, body)) != held {\nm.Steps -= ahead\nreturn missed(m, sp)\n}", SP: "sp"},
	{Name: "nopLink", Doc: "an op that does nothing when it runs (CHARS)", Example: ": t CHARS ; 3 t", SP: "sp"},
	{Name: "totalLink", Doc: "a total word run in place by its Go function fn (see inPlaceWord), with only the stack pointer handed over: it cannot throw, so nothing an error would need is set, and the op may be one inlined from another definition",
		Example: ": t DMAX ; -5. 3. t", Args: "fn func(m *core.Machine)", Body: "m.SP = sp\nfn(m)", SP: "m.SP"},
	{Name: "localsLink", Doc: "entering a locals frame of n locals, taken from the stack but the last zeroed ones", Example: ": t {: a b | c :} a b + ; 1 2 t", Args: "fb *fallback, n, zeroed int",
		Guard: "m.LSP+n+1 <= core.LocalsDepth", Body: "openFrame(m, sp, n, zeroed)\nsp -= n - zeroed", SP: "sp"},
	{Name: "localsKeptLink", Doc: "entering a locals frame of n locals whose taken cells the ops after it read back at once, in the order they lie on the stack ({: a b :} a b): they are copied to the frame and left where they are, and the last zeroed locals set to zero",
		Example: ": t {: a b | c :} a b OVER + TO c c * ; 3 4 t", Args: "fb *fallback, n, zeroed int",
		Guard: "m.LSP+n+1 <= core.LocalsDepth",
		Body:  "openFrame(m, sp, n, zeroed)", SP: "sp"},
	{Name: "locals1Link", Doc: "entering a locals frame of one local, taken from the stack (see frameLink)", Example: ": t {: a :} 1 a + ; 5 t", Args: "fb *fallback",
		Guard: "m.LSP+2 <= core.LocalsDepth", Body: "pushFrame(m, 1)[0] = *cellAt(m, sp, 1)", SP: "sp - 1"},
	{Name: "locals2Link", Doc: "entering a locals frame of two locals, taken from the stack (see frameLink)", Example: ": t {: a b :} b a - ; 5 2 t", Args: "fb *fallback",
		Guard: "m.LSP+3 <= core.LocalsDepth", Body: "f := pushFrame(m, 2)\nf[0], f[1] = *cellAt(m, sp, 2), *cellAt(m, sp, 1)", SP: "sp - 2"},
	{Name: "locals3Link", Doc: "entering a locals frame of three locals, taken from the stack (see frameLink)", Example: ": t {: a b c :} c b a - - ; 5 2 1 t", Args: "fb *fallback",
		Guard: "m.LSP+4 <= core.LocalsDepth", Body: "f := pushFrame(m, 3)\nf[0], f[1], f[2] = *cellAt(m, sp, 3), *cellAt(m, sp, 2), *cellAt(m, sp, 1)", SP: "sp - 3"},
	{Name: "localsKept1Link", Doc: "entering a locals frame of one local, whose cell the op after it reads back at once ({: a :} a): it is copied to the frame and left where it is (see frameLink)",
		Example: ": t {: a :} a 2* a + ; 5 t", Args: "fb *fallback",
		Guard: "m.LSP+2 <= core.LocalsDepth", Body: "pushFrame(m, 1)[0] = *cellAt(m, sp, 1)", SP: "sp"},
	{Name: "localsKept2Link", Doc: "entering a locals frame of two locals, whose cells the ops after it read back at once ({: a b :} a b): they are copied to the frame and left where they are (see frameLink)",
		Example: ": t {: a b :} a b OVER + * ; 3 4 t", Args: "fb *fallback",
		Guard: "m.LSP+3 <= core.LocalsDepth", Body: "f := pushFrame(m, 2)\nf[0], f[1] = *cellAt(m, sp, 2), *cellAt(m, sp, 1)", SP: "sp"},
	{Name: "localsKept3Link", Doc: "entering a locals frame of three locals, whose cells the ops after it read back at once ({: a b c :} a b c): they are copied to the frame and left where they are (see frameLink)",
		Example: ": t {: a b c :} a b c ROT + * ; 3 4 5 t", Args: "fb *fallback",
		Guard: "m.LSP+4 <= core.LocalsDepth", Body: "f := pushFrame(m, 3)\nf[0], f[1], f[2] = *cellAt(m, sp, 3), *cellAt(m, sp, 2), *cellAt(m, sp, 1)", SP: "sp"},
}

// binaryOps are the operators of two cells written as one expression of a
// and b, each made into a link ( a b -- a op b ) and one with a literal b
// ( a -- a op n ).
var binaryOps = []struct{ Forth, Name, Expr string }{
	{"+", "add", "a + b"}, {"-", "sub", "a - b"}, {"*", "mul", "a * b"},
	{"AND", "and", "a & b"}, {"OR", "or", "a | b"}, {"XOR", "xor", "a ^ b"},
	{"MAX", "max", "max(a, b)"}, {"MIN", "min", "min(a, b)"},
	{"=", "eq", "core.Flag(a == b)"}, {"<>", "ne", "core.Flag(a != b)"},
	{"<", "lt", "core.Flag(a < b)"}, {">", "gt", "core.Flag(a > b)"},
	{"U<", "ult", "core.Flag(uint64(a) < uint64(b))"}, {"U>", "ugt", "core.Flag(uint64(a) > uint64(b))"},
}

// shiftOps are the shifts by a literal below 64, which take a copy a run
// of shuffles left on top as the operators do (see litAtLinks).
var shiftOps = []struct{ Forth, Name, Expr string }{
	{"LSHIFT", "lshift", "a << b"}, {"RSHIFT", "rshift", "int64(uint64(a) >> b)"},
}

// floatOps are the operators of two floats, each made into a link ( F: a b
// -- a op b ), one with a float literal b ( F: a -- a op b ), one with
// b a float variable's value, lit F@ op ( F: a -- a op b ), and one that
// stores a op b back in that variable, lit F@ op lit F! ( F: a -- ).
var floatOps = []struct{ Forth, Name, Op string }{
	{"F+", "fadd", "+"}, {"F-", "fsub", "-"}, {"F*", "fmul", "*"}, {"F/", "fdiv", "/"},
}

// floatFuncs are the functions of one float that have a link after a run
// of float shuffles that leaves a copy of a float on top (FDUP FSIN,
// FOVER FSQRT): Stmt makes the result in a, the copy. The ones that keep
// a NaN as it is test for it, as their own links do.
var floatFuncs = []struct{ Forth, Name, Stmt string }{
	{"FSIN", "fsin", nanKept("elementary.Sin")}, {"FCOS", "fcos", nanKept("elementary.Cos")},
	{"FEXP", "fexp", nanKept("elementary.Exp")}, {"FLN", "fln", nanKept("elementary.Log")},
	{"FLOG", "flog", nanKept("elementary.Log10")}, {"FSQRT", "fsqrt", nanKept("math.Sqrt")},
	{"FABS", "fabs", "a = math.Abs(a)"}, {"FNEGATE", "fnegate", "a = -a"},
}

// nanKept is the statement that applies fn to a unless a is a NaN.
func nanKept(fn string) string { return "if a == a {\na = " + fn + "(a)\n}" }

// cond is a link that decides a branch: Test true goes on (the flag its ops
// leave for 0BRANCH is true), false branches. When it is all of its block
// it checks the block's head, and at the head of a loop (s.loops) it turns
// the loop; after other links (s.bare) it checks nothing.
type cond struct {
	Name, Doc   string
	Example     string
	Setup       string // statements before the test
	Guard, Test string
	SP          string
	// TargetSP is the depth on the branch, when it is not SP (?DUP IF
	// drops the zero it branches on but keeps a cell it goes on with)
	TargetSP string
	Pre      string // statements once, when the link is made
}

// The comparisons and the forms they are compared in.
var comparisons = []struct{ Forth, Go, Name string }{
	{"=", "%s == %s", "eq"}, {"<>", "%s != %s", "ne"}, {"<", "%s < %s", "lt"},
	{">", "%s > %s", "gt"}, {"U<", "uint64(%s) < uint64(%s)", "ult"}, {"U>", "uint64(%s) > uint64(%s)", "ugt"},
}

// Each form's Example has %[1]s where the comparison goes.
var forms = []struct{ Name, Doc, Example, A, B, SP, Setup, Guard, Pre string }{
	{"Pop2", "a b cmp IF", ": t %[1]s IF 1 ELSE 2 THEN ; 3 7 t 7 3 t 5 5 t",
		"*cellAt(m, sp, 2)", "*cellAt(m, sp, 1)", "sp - 2", "", "", ""},
	{"Keep2", "2DUP cmp IF", ": t 2DUP %[1]s IF 1 ELSE 2 THEN ; 3 7 t 7 3 t",
		"*cellAt(m, sp, 2)", "*cellAt(m, sp, 1)", "sp", "", "", ""},
	{"Lit", "a lit cmp IF", ": t 5 %[1]s IF 1 ELSE 2 THEN ; 3 t 7 t -1 t",
		"*cellAt(m, sp, 1)", "n", "sp - 1", "", "", ""},
	{"DupLit", "DUP lit cmp IF", ": t DUP 5 %[1]s IF 1 ELSE 2 THEN ; 3 t 7 t",
		"*cellAt(m, sp, 1)", "n", "sp", "", "", ""},
	{"I2Fetch", "I 2@ cmp IF: the cells at the loop index, as 2@ leaves them", "CREATE p 3 , 7 , 7 , 3 , : t p 4 CELLS + p DO I 2@ %[1]s IF 1 ELSE 2 THEN 2 CELLS +LOOP ; t",
		"load(m, a+core.CellSize)", "load(m, a)", "sp", "a := m.RStack[(m.RP-1)&rstackMask]", "pairOK(m, a)", ""},
	{"Value", "a v @ cmp IF: the top and the value of the variable at n", "VARIABLE v 5 v ! : t v @ %[1]s IF 1 ELSE 2 THEN ; 3 t 7 t 5 t",
		"*cellAt(m, sp, 1)", "load(m, n)", "sp - 1", "", "cellOK(m, n)", ""},
	{"DupValue", "DUP v @ cmp IF: the top, kept, and the value of the variable at n", "VARIABLE v 5 v ! : t DUP v @ %[1]s IF 1 ELSE 2 THEN ; 3 t 7 t",
		"*cellAt(m, sp, 1)", "load(m, n)", "sp", "", "cellOK(m, n)", ""},
	{"Cells", "shuffles cmp IF: two cells at depths known while compiling (n packs them, see peekOperands)", ": t OVER 3 PICK %[1]s IF 1 ELSE 2 THEN ; 1 5 3 t 5 1 3 t 2 2 0 t",
		"*cellAt(m, sp, a)", "*cellAt(m, sp, b)", "sp + d", "", "", "a, b, d := peekOperands(n)"},
	{"Locals", "a b cmp IF with a and b locals (n packs their slots, see localsOperand)", ": t {: a b :} a b %[1]s IF 1 ELSE 2 THEN b a %[1]s IF 3 ELSE 4 THEN ; 3 7 t 5 5 t",
		"m.Locals[(m.LFrame+la)&localsMask]", "m.Locals[(m.LFrame+lb)&localsMask]", "sp", "", "", "la, lb := localsOperands(n)"},
	{"Local", "a local cmp IF: the top and a local (slot n)", ": t {: b :} b %[1]s IF 1 ELSE 2 THEN ; 3 5 t 7 5 t 5 5 t",
		"*cellAt(m, sp, 1)", "m.Locals[(m.LFrame+slot)&localsMask]", "sp - 1", "", "", "slot := int(n)"},
	{"LocalLit", "a lit cmp IF with a local a (slot n; the literal is s.lo)", ": t {: a :} a 5 %[1]s IF 1 ELSE 2 THEN ; 3 t 5 t 7 t",
		"m.Locals[(m.LFrame+slot)&localsMask]", "b", "sp", "", "", "slot, b := int(n), s.lo"},
}

var otherConds = []cond{
	{Name: "withinCond", Doc: "shuffles lo hi WITHIN IF: the cell at depth a, which the run left in place or copied, within [lo, lo+span) (n packs a and the change of depth, see peekOperands; s.lo and s.span the numbers)",
		Example: ": t DUP [CHAR] a [CHAR] z 1+ WITHIN IF 1 ELSE 2 THEN ; 100 t 20 t", Test: "uint64(*cellAt(m, sp, a)-lo) < span", SP: "sp + d",
		Pre: "a, _, d := peekOperands(n)\nlo, span := s.lo, s.span"},
	{Name: "flagCond", Doc: "0BRANCH on its own (and 0<> IF): pop the flag", Example: ": t IF 1 ELSE 2 THEN ; 0 t 5 t", Test: "*cellAt(m, sp, 1) != 0", SP: "sp - 1"},
	{Name: "zeroEqCond", Doc: "0= IF", Example: ": t 0= IF 1 ELSE 2 THEN ; 0 t 5 t", Test: "*cellAt(m, sp, 1) == 0", SP: "sp - 1"},
	{Name: "zeroLtCond", Doc: "0< IF", Example: ": t 0< IF 1 ELSE 2 THEN ; -1 t 5 t", Test: "*cellAt(m, sp, 1) < 0", SP: "sp - 1"},
	{Name: "zeroGtCond", Doc: "0> IF", Example: ": t 0> IF 1 ELSE 2 THEN ; -1 t 5 t", Test: "*cellAt(m, sp, 1) > 0", SP: "sp - 1"},
	{Name: "qdupCond", Doc: "?DUP IF: the top kept when it is not zero, dropped when it is", Example: ": t ?DUP IF 1 THEN ; 0 t 5 t", Test: "*cellAt(m, sp, 1) != 0", SP: "sp", TargetSP: "sp - 1"},
	{Name: "orCond", Doc: "OR IF: either of the top two not zero, as two tests joined", Example: ": t OR IF 1 ELSE 2 THEN ; 0 0 t 0 5 t", Test: "*cellAt(m, sp, 1)|*cellAt(m, sp, 2) != 0", SP: "sp - 2"},
	{Name: "andCond", Doc: "AND IF: a bit set in both of the top two, as two flags joined or a mask", Example: ": t AND IF 1 ELSE 2 THEN ; -1 0 t 6 3 t", Test: "*cellAt(m, sp, 1)&*cellAt(m, sp, 2) != 0", SP: "sp - 2"},
	{Name: "dupCond", Doc: "DUP IF: the top, kept", Example: ": t DUP IF 1 THEN ; 0 t 5 t", Test: "*cellAt(m, sp, 1) != 0", SP: "sp"},
	{Name: "dupZeroEqCond", Doc: "DUP 0= IF", Example: ": t DUP 0= IF 1 THEN ; 0 t 5 t", Test: "*cellAt(m, sp, 1) == 0", SP: "sp"},
	{Name: "overZeroEqCond", Doc: "OVER 0= IF", Example: ": t OVER 0= IF 1 THEN ; 0 1 t 5 1 t", Test: "*cellAt(m, sp, 2) == 0", SP: "sp"},
	{Name: "dupAndLitCond", Doc: "DUP lit AND IF: bits of the top, kept", Example: ": t DUP 4 AND IF 1 THEN ; 4 t 3 t", Test: "*cellAt(m, sp, 1)&n != 0", SP: "sp"},
	{Name: "andLitCond", Doc: "lit AND IF", Example: ": t 4 AND IF 1 ELSE 2 THEN ; 4 t 3 t", Test: "*cellAt(m, sp, 1)&n != 0", SP: "sp - 1"},
	{Name: "localCond", Doc: "a local IF: the local in slot n", Example: ": t {: a :} a IF 1 ELSE 2 THEN ; 0 t 5 t", Test: "m.Locals[(m.LFrame+int(n))&localsMask] != 0", SP: "sp"},
	{Name: "fltCond", Doc: "F< IF", Example: ": t F< IF 1 ELSE 2 THEN ; 1E 2E t 2E 1E t", Setup: "m.FSP -= 2", Test: "m.FStack[m.FSP&fstackMask] < m.FStack[(m.FSP+1)&fstackMask]", SP: "sp"},
	{Name: "fgtCond", Doc: "F> IF", Example: ": t F> IF 1 ELSE 2 THEN ; 1E 2E t 2E 1E t", Setup: "m.FSP -= 2", Test: "m.FStack[m.FSP&fstackMask] > m.FStack[(m.FSP+1)&fstackMask]", SP: "sp"},
	{Name: "fltLitCond", Doc: "flit F< IF, the literal's bits in n", Example: ": t 2E F< IF 1 ELSE 2 THEN ; 1E t 3E t", Setup: "m.FSP--", Test: "m.FStack[m.FSP&fstackMask] < math.Float64frombits(uint64(n))", SP: "sp"},
	{Name: "fgtLitCond", Doc: "flit F> IF, the literal's bits in n", Example: ": t 2E F> IF 1 ELSE 2 THEN ; 1E t 3E t", Setup: "m.FSP--", Test: "m.FStack[m.FSP&fstackMask] > math.Float64frombits(uint64(n))", SP: "sp"},
	{Name: "iCFetchCond", Doc: "I C@ IF: a flag array in a loop", Example: "CREATE b 0 C, 1 C, : t b 2 + b DO I C@ IF 1 ELSE 2 THEN LOOP ; t", Setup: "a := m.RStack[(m.RP-1)&rstackMask]",
		Guard: "byteOK(m, a)", Test: "m.Mem[a] != 0", SP: "sp"},
}

const text = `// Code generated by gen_links.go; DO NOT EDIT.

// Each constructor makes one of four closures, by its joint: with or
// without the head check of its block first, going on with the next link
// or returning to the dispatch loop. The constructors are not inlined: Go compiles a
// closure made in a function it inlines without inlining the small calls
// inside it, and the links must have those inlined.

package compile

import (
	"math"
	"math/bits"

	"github.com/forthling/forthling/core"
	"github.com/forthling/forthling/internal/elementary"
)
{{define "work"}}
		{{- if .Guard}}
		if !({{.Guard}}) {
			return fb.take(m, sp)
		}
		{{- end}}
		{{- if .Body}}
		{{.Body}}
		{{- end}}
{{- end}}
{{define "test"}}
		{{- if .Setup}}
		{{.Setup}}
		{{- end}}
		{{- if .Guard}}
		if !({{.Guard}}) {
			return fb.take(m, sp)
		}
		{{- end}}
{{- end}}
{{define "goes"}}
		if {{.Test}} {
			return next(m, {{.SP}})
		}
		return target(m, {{.TargetSP}})
{{- end}}
{{define "corrected"}}
		if {{.Test}} {
			m.Steps += ns
			return next(m, {{.SP}})
		}
		m.Steps += ts
		return target(m, {{.TargetSP}})
{{- end}}
{{define "guarded"}}
		if {{.Test}} {
			if sp := {{.SP}}; sp+nr > m.PushLimit {
				m.Steps += nb
				return nout(m, sp)
			}
			m.Steps += ns
			return next(m, {{.SP}})
		}
		if sp := {{.TargetSP}}; sp+tr > m.PushLimit {
			m.Steps += tb
			return tout(m, sp)
		}
		m.Steps += ts
		return target(m, {{.TargetSP}})
{{- end}}
{{define "nextTurns"}}
		m.Steps += ns
		return {{.SP}}, turnIP
{{- end}}
{{define "targetTurns"}}
		m.Steps += ts
		return {{.TargetSP}}, turnIP
{{- end}}
{{define "head"}}
		if !(hc.fits(m, sp) && hc.others(m)) {
			return hb.refix(m, sp, again)
		}
		m.Steps += hc.steps
{{- end}}
{{define "loophead"}}
		if !(hc.fits(m, sp) && hc.others(m)) && !hb.fix(m, sp) {
			return hb.bail(m, sp)
		}
		m.Steps += hc.steps
{{- end}}
{{range .Links}}
// {{.Name}} is {{.Doc}}.
//
//go:noinline
func {{.Name}}({{if .Args}}{{.Args}}, {{end}}j joint) link {
	next, to := j.next, j.to
	if j.b == nil {
		if next != nil {
			return func(m *core.Machine, sp int) (int, int) {
				{{- template "work" .}}
				return next(m, {{.SP}})
			}
		}
		return func(m *core.Machine, sp int) (int, int) {
			{{- template "work" .}}
			return {{.SP}}, to
		}
	}
	hb, hc := j.b, j.b.head.check()
	if next != nil {
		var again link
		again = func(m *core.Machine, sp int) (int, int) {
			{{- template "head"}}
			{{- template "work" .}}
			return next(m, {{.SP}})
		}
		return again
	}
	var again link
	again = func(m *core.Machine, sp int) (int, int) {
		{{- template "head"}}
		{{- template "work" .}}
		return {{.SP}}, to
	}
	return again
}
{{end}}
// binaryLinks are the links of the operators of two cells, by name: the
// operator on the top two cells, and on the top cell and: a literal, the
// cells at the top two addresses, a local, the cell below it (OVER op),
// the loop index, the character at the loop index.
var binaryLinks = map[string]binaryLink{
{{- range .Binary}}
	"{{.Forth}}": { {{- .Name}}Link, {{.Name}}LitLink, {{.Name}}PairLink, {{.Name}}LocalLink, {{.Name}}OverLink, {{.Name}}IndexLink, {{.Name}}IndexByteLink, {{.Name}}VarLink, {{.Name}}CellsLink, {{.Name}}LocalsLink},
{{- end}}
}

// floatLinks are the links of the operators of two floats, by name: on the
// top two floats, on the top float and a literal, on the top float and a
// float variable's value, kept or stored back in the variable, and on two
// floats a run of float shuffles copied.
var floatLinks = map[string]floatLink{
{{- range .Float}}
	"{{.Forth}}": { {{- .Name}}Link, {{.Name}}LitLink, {{.Name}}VarLink, {{.Name}}IntoVarLink, {{.Name}}CellsLink, {{.Name}}LitAtLink},
{{- end}}
}

// floatFuncAtLinks are the links of a function of one float after a run
// of float shuffles that leaves a copy of a float on top, by name (see
// fpeekFunc).
var floatFuncAtLinks = map[string]func(x, grow int, w shuffleWrite, j joint) link{
{{- range .Funcs}}
	"{{.Forth}}": {{.Name}}AtLink,
{{- end}}
}

// litAtLinks are the links of an operator with a literal after a run of
// shuffles that leaves a copy of a cell on top, by operator (see
// peekLitBinary).
var litAtLinks = map[string]func(b int64, x, grow int, w shuffleWrite, j joint) link{
{{- range .AtOps}}
	"{{.Forth}}": {{.Name}}LitAtLink,
{{- end}}
}

// indexAtLinks are the links of I and an operator after a run of
// shuffles that leaves a copy of a cell on top, by operator (see
// peekIndexBinary).
var indexAtLinks = map[string]func(x, grow int, w shuffleWrite, j joint) link{
{{- range .Binary}}
	"{{.Forth}}": {{.Name}}IndexAtLink,
{{- end}}
}

// compareConds are the conds of a comparison and 0BRANCH, by comparison,
// in the forms the superinstructions take.
var compareConds = map[string]compareCond{
{{- range .Table}}
	"{{.Forth}}": { {{- .Fields}} },
{{- end}}
}
{{range .Conds}}
// {{.Name}} is {{.Doc}}.
//
//go:noinline
func {{.Name}}(s *condSite, n int64) link {
	if s.next == nil || s.target == nil {
		return {{.Name}}Turning(s, n)
	}
	hc, hb, next, target, fb := s.check, s.b, s.next, s.target, s.fb
	_, _ = n, fb
	{{- if .Pre}}
	{{.Pre}}
	{{- end}}
	if g := s.guard; g != nil {
		// an arm the head answered for rises higher than the head checked
		// (see condGuard)
		ns, ts, nr, tr, nb, tb, nout, tout := s.nextSteps, s.targetSteps, g.nextRoom, g.targetRoom, g.nextBack, g.targetBack, g.nextOut, g.targetOut
		if s.loops {
			self := hb.index
			return func(m *core.Machine, sp int) (int, int) {
				for {
					{{- template "loophead"}}
					{{- template "test" .}}
					var ip int
					if {{.Test}} {
						if sp2 := {{.SP}}; sp2+nr > m.PushLimit {
							m.Steps += nb
							sp, ip = nout(m, sp2)
						} else {
							m.Steps += ns
							sp, ip = next(m, sp2)
						}
					} else if sp2 := {{.TargetSP}}; sp2+tr > m.PushLimit {
						m.Steps += tb
						sp, ip = tout(m, sp2)
					} else {
						m.Steps += ts
						sp, ip = target(m, sp2)
					}
					if ip != self {
						return sp, ip
					}
				}
			}
		}
		if s.bare {
			return func(m *core.Machine, sp int) (int, int) {
				{{- template "test" .}}
				{{- template "guarded" .}}
			}
		}
		var again link
		again = func(m *core.Machine, sp int) (int, int) {
			{{- template "head"}}
			{{- template "test" .}}
			{{- template "guarded" .}}
		}
		return again
	}
	if s.loops {
		self := hb.index
		if ns, ts := s.nextSteps, s.targetSteps; ns != 0 || ts != 0 {
			// the head counted the most steps of the blocks after it
			return func(m *core.Machine, sp int) (int, int) {
				for {
					{{- template "loophead"}}
					{{- template "test" .}}
					var ip int
					if {{.Test}} {
						m.Steps += ns
						sp, ip = next(m, {{.SP}})
					} else {
						m.Steps += ts
						sp, ip = target(m, {{.TargetSP}})
					}
					if ip != self {
						return sp, ip
					}
				}
			}
		}
		return func(m *core.Machine, sp int) (int, int) {
			for {
				{{- template "loophead"}}
				{{- template "test" .}}
				var ip int
				if {{.Test}} {
					sp, ip = next(m, {{.SP}})
				} else {
					sp, ip = target(m, {{.TargetSP}})
				}
				if ip != self {
					return sp, ip
				}
			}
		}
	}
	if ns, ts := s.nextSteps, s.targetSteps; ns != 0 || ts != 0 {
		// the head counted the most steps of the blocks after it
		if s.bare {
			return func(m *core.Machine, sp int) (int, int) {
				{{- template "test" .}}
				{{- template "corrected" .}}
			}
		}
		var again link
		again = func(m *core.Machine, sp int) (int, int) {
			{{- template "head"}}
			{{- template "test" .}}
			{{- template "corrected" .}}
		}
		return again
	}
	if s.bare {
		return func(m *core.Machine, sp int) (int, int) {
			{{- template "test" .}}
			{{- template "goes" .}}
		}
	}
	var again link
	again = func(m *core.Machine, sp int) (int, int) {
		{{- template "head"}}
		{{- template "test" .}}
		{{- template "goes" .}}
	}
	return again
}

// {{.Name}}Turning is {{.Name}} for a cond in the body of a loop whose
// head turns it, one of whose ways goes straight to the loop's end (the
// way past IF ... THEN LOOP when the flag is 0): that way, nil, hands the
// turn to the head itself (turnIP), a call fewer than through LOOP's link;
// both ways may (IF THEN LOOP). The head answers for both ways, so the
// cond checks no head and no room.
//
//go:noinline
func {{.Name}}Turning(s *condSite, n int64) link {
	next, target, fb, ns, ts := s.next, s.target, s.fb, s.nextSteps, s.targetSteps
	_, _ = n, fb
	{{- if .Pre}}
	{{.Pre}}
	{{- end}}
	switch {
	case next == nil && target == nil: // IF THEN LOOP: the flag only popped
		return func(m *core.Machine, sp int) (int, int) {
			{{- template "test" .}}
			if {{.Test}} {
				{{- template "nextTurns" .}}
			}
			{{- template "targetTurns" .}}
		}
	case next == nil:
		return func(m *core.Machine, sp int) (int, int) {
			{{- template "test" .}}
			if {{.Test}} {
				{{- template "nextTurns" .}}
			}
			m.Steps += ts
			return target(m, {{.TargetSP}})
		}
	}
	return func(m *core.Machine, sp int) (int, int) {
		{{- template "test" .}}
		if {{.Test}} {
			m.Steps += ns
			return next(m, {{.SP}})
		}
		{{- template "targetTurns" .}}
	}
}
{{end}}`

func main() {
	type entry struct{ Forth, Fields string }
	var conds []cond
	var table []entry
	for _, c := range comparisons {
		var fields []string
		for _, f := range forms {
			x := cond{Name: c.Name + f.Name + "Cond", Doc: f.Doc + ", with " + c.Forth, SP: f.SP,
				Example: fmt.Sprintf(f.Example, c.Forth),
				Test:    fmt.Sprintf(c.Go, f.A, f.B), Setup: f.Setup, Guard: f.Guard, Pre: f.Pre}
			conds = append(conds, x)
			fields = append(fields, strings.ToLower(f.Name[:1])+f.Name[1:]+": "+x.Name)
		}
		table = append(table, entry{c.Forth, strings.Join(fields, ", ")})
	}
	conds = append(conds, otherConds...)
	for i := range conds {
		if conds[i].TargetSP == "" {
			conds[i].TargetSP = conds[i].SP
		}
	}
	all := links
	for _, op := range binaryOps {
		all = append(all,
			link{Name: op.Name + "Link", Doc: op.Forth, SP: "sp - 1", Example: ": t " + op.Forth + " ; 7 3 t -2 9 t",
				Body: "t := cellAt(m, sp, 2)\na, b := *t, *cellAt(m, sp, 1)\n*t = " + op.Expr},
			link{Name: op.Name + "LitLink", Doc: "lit " + op.Forth, Args: "b int64", SP: "sp", Example: ": t 3 " + op.Forth + " ; 7 t -2 t",
				Body: "t := cellAt(m, sp, 1)\na := *t\n*t = " + op.Expr},
			link{Name: op.Name + "LocalLink", Doc: "a local then " + op.Forth + ": ( a -- a" + op.Forth + "local )", Args: "slot int", SP: "sp",
				Example: ": t {: a :} 7 a " + op.Forth + " -2 a " + op.Forth + " ; 3 t",
				Body:    "t := cellAt(m, sp, 1)\na, b := *t, m.Locals[(m.LFrame+slot)&localsMask]\n*t = " + op.Expr},
			link{Name: op.Name + "OverLink", Doc: "OVER " + op.Forth + ": ( x a -- x a" + op.Forth + "x )", SP: "sp",
				Example: ": t OVER " + op.Forth + " ; 3 7 t 9 -2 t",
				Body:    "t := cellAt(m, sp, 1)\na, b := *t, *cellAt(m, sp, 2)\n*t = " + op.Expr},
			link{Name: op.Name + "IndexLink", Doc: "I " + op.Forth + ": ( a -- a" + op.Forth + "i ) with i the loop index", SP: "sp",
				Example: ": t 2 -1 2 DO I " + op.Forth + " -1 +LOOP ; t",
				Body:    "t := cellAt(m, sp, 1)\na, b := *t, m.RStack[(m.RP-1)&rstackMask]\n*t = " + op.Expr},
			link{Name: op.Name + "IndexByteLink", Doc: "I C@ " + op.Forth + ": ( a -- a" + op.Forth + "c ) with c the character at the loop index", Args: "fb *fallback", SP: "sp",
				Example: "CREATE b 3 C, 200 C, 7 C, : t 7 b 3 + b DO I C@ " + op.Forth + " LOOP ; t",
				Guard:   "byteOK(m, m.RStack[(m.RP-1)&rstackMask])",
				Body:    "t := cellAt(m, sp, 1)\na, b := *t, int64(m.Mem[m.RStack[(m.RP-1)&rstackMask]])\n*t = " + op.Expr},
			link{Name: op.Name + "VarLink", Doc: "lit @ " + op.Forth + ": ( a -- a" + op.Forth + "v ) with v the value of the variable at addr", Args: "fb *fallback, addr int64", SP: "sp",
				Example: "VARIABLE v -3 v ! : t v @ " + op.Forth + " ; 7 t 2 t",
				Guard:   "cellOK(m, addr)",
				Body:    "t := cellAt(m, sp, 1)\na, b := *t, load(m, addr)\n*t = " + op.Expr},
			link{Name: op.Name + "CellsLink", Doc: "shuffles then " + op.Forth + " on two cells the shuffles only copied: ( ... -- ... x" + op.Forth + "y ) with x and y the cells at depths x and y, the depth changed by grow+1 (see shuffleModel.peek)",
				Args: "x, y, grow int", SP: "sp + grow + 1",
				Example: ": t 2 PICK 2 PICK " + op.Forth + " ; -2 9 3 t",
				Body:    "a, b := *cellAt(m, sp, x), *cellAt(m, sp, y)\n*cellAt(m, sp, -grow) = " + op.Expr},
			link{Name: op.Name + "LocalsLink", Doc: "a b " + op.Forth + " with a and b locals: ( -- a" + op.Forth + "b )", Args: "la, lb int", SP: "sp + 1",
				Example: ": t {: a b :} a b " + op.Forth + " b a " + op.Forth + " ; -2 9 t",
				Body:    "a, b := m.Locals[(m.LFrame+la)&localsMask], m.Locals[(m.LFrame+lb)&localsMask]\n*cellAt(m, sp, 0) = " + op.Expr},
			link{Name: op.Name + "PairLink", Doc: "OVER @ OVER @ " + op.Forth + ": ( a b -- a b a@" + op.Forth + "b@ )", Args: "fb *fallback", SP: "sp + 1",
				Example: "VARIABLE x 3 x ! VARIABLE y -4 y ! : t OVER @ OVER @ " + op.Forth + " ; x y t y x t",
				Guard:   "cellOK(m, *cellAt(m, sp, 2)) && cellOK(m, *cellAt(m, sp, 1))",
				Body:    "a, b := load(m, *cellAt(m, sp, 2)), load(m, *cellAt(m, sp, 1))\n*cellAt(m, sp, 0) = " + op.Expr})
	}
	// + and - with a literal are additions the run itself takes
	var atOps []struct{ Forth, Name, Expr string }
	for _, op := range binaryOps {
		if op.Forth != "+" && op.Forth != "-" {
			atOps = append(atOps, op)
		}
	}
	atOps = append(atOps, shiftOps...)
	for _, op := range atOps {
		all = append(all, link{Name: op.Name + "LitAtLink",
			Doc:  "shuffles, then lit " + op.Forth + " on the copy of the cell at depth x they left on top: one other cell they moved is written (w), and the depth changes by grow+1 (see shuffleModel.peekTop)",
			Args: "b int64, x, grow int, w shuffleWrite", SP: "sp + grow + 1",
			Example: ": t SWAP 3 " + op.Forth + " ; 7 2 t",
			Body:    "a := *cellAt(m, sp, x)\n*cellAt(m, sp, w.dst) = *cellAt(m, sp, w.src)&w.keep + w.add\n*cellAt(m, sp, -grow) = " + op.Expr})
	}
	for _, op := range binaryOps {
		all = append(all, link{Name: op.Name + "IndexAtLink",
			Doc:  "shuffles, then I " + op.Forth + " on the copy of the cell at depth x they left on top, with i the loop index: one other cell they moved is written (w), and the depth changes by grow+1 (see shuffleModel.peekTop)",
			Args: "x, grow int, w shuffleWrite", SP: "sp + grow + 1",
			Example: ": t 3 0 DO 2 PICK I " + op.Forth + " . LOOP ; 7 8 9 t",
			Body:    "a, b := *cellAt(m, sp, x), m.RStack[(m.RP-1)&rstackMask]\n*cellAt(m, sp, w.dst) = *cellAt(m, sp, w.src)&w.keep + w.add\n*cellAt(m, sp, -grow) = " + op.Expr})
	}
	for _, op := range floatOps {
		top := "m.FStack[(m.FSP-1)&fstackMask]"
		all = append(all,
			link{Name: op.Name + "Link", Doc: op.Forth, SP: "sp", Example: ": t " + op.Forth + " ; 7E 2E t F.",
				Body: "m.FSP--\n" + top + " " + op.Op + "= m.FStack[m.FSP&fstackMask]"},
			link{Name: op.Name + "LitLink", Doc: "flit " + op.Forth, Args: "f float64", SP: "sp", Example: ": t 3E " + op.Forth + " ; 7E t F.",
				Body: top + " " + op.Op + "= f"},
			link{Name: op.Name + "VarLink", Doc: "lit F@ " + op.Forth + ": a float variable's value", Args: "fb *fallback, a int64", SP: "sp",
				Example: "FVARIABLE v 2E v F! : t v F@ " + op.Forth + " ; 7E t F.",
				Guard:   "cellOK(m, a)", Body: top + " " + op.Op + "= floatOf(load(m, a))"},
			link{Name: op.Name + "IntoVarLink", Doc: "lit F@ " + op.Forth + " lit F! to the same address: a float variable's value replaced by the top float " + op.Forth + " it, the way sums are kept (sum F@ F+ sum F!)",
				Args: "fb *fallback, a int64", SP: "sp", Example: "FVARIABLE v 2E v F! : t v F@ " + op.Forth + " v F! ; 7E t v F@ F.",
				Guard: "cellOK(m, a)", Body: "m.FSP--\nstore(m, a, bitsOf(m.FStack[m.FSP&fstackMask] " + op.Op + " floatOf(load(m, a))))"},
			link{Name: op.Name + "CellsLink", Doc: "float shuffles then " + op.Forth + " on two floats they copied, at depths x and y: one other float they moved is written (w), and the depth changes by grow+1 (see shuffleModel.peekMoved)",
				Args: "x, y, grow int, w shuffleWrite", SP: "sp", Example: ": t FOVER FOVER " + op.Forth + " ; 7E 2E t F. F. F.",
				Body: "fsp := m.FSP\na, b := *floatAt(m, fsp, x), *floatAt(m, fsp, y)\n*floatAt(m, fsp, w.dst) = floatMoved(m, fsp, w)\n*floatAt(m, fsp, -grow) = a " + op.Op + " b\nm.FSP = fsp + grow + 1"},
			link{Name: op.Name + "LitAtLink", Doc: "float shuffles then flit " + op.Forth + " on the copy of the float at depth x they left on top: one other float they moved is written (w), and the depth changes by grow+1 (see shuffleModel.peekTop)",
				Args: "f float64, x, grow int, w shuffleWrite", SP: "sp", Example: ": t FSWAP 3E " + op.Forth + " ; 7E 2E t F. F.",
				Body: "fsp := m.FSP\na := *floatAt(m, fsp, x)\n*floatAt(m, fsp, w.dst) = floatMoved(m, fsp, w)\n*floatAt(m, fsp, -grow) = a " + op.Op + " f\nm.FSP = fsp + grow + 1"})
	}
	for _, fn := range floatFuncs {
		all = append(all, link{Name: fn.Name + "AtLink", Doc: "float shuffles then " + fn.Forth + " on the copy of the float at depth x they left on top: one other float they moved is written (w), and the depth changes by grow+1 (see shuffleModel.peekTop)",
			Args: "x, grow int, w shuffleWrite", SP: "sp", Example: ": t FDUP " + fn.Forth + " FOVER " + fn.Forth + " ; 2E 0.5E t F. F. F. F.",
			Body: "fsp := m.FSP\na := *floatAt(m, fsp, x)\n*floatAt(m, fsp, w.dst) = floatMoved(m, fsp, w)\n" + fn.Stmt + "\n*floatAt(m, fsp, -grow) = a\nm.FSP = fsp + grow + 1"})
	}
	t := template.Must(template.New("links").Parse(text))
	var out bytes.Buffer
	err := t.Execute(&out, map[string]any{"Links": all, "Binary": binaryOps, "AtOps": atOps, "Float": floatOps, "Funcs": floatFuncs, "Table": table, "Conds": conds})
	if err != nil {
		log.Fatal(err)
	}
	write("links_gen.go", out.Bytes())

	// every link has an example, which the test runs
	out.Reset()
	out.WriteString(`// Code generated by gen_links.go; DO NOT EDIT.

package compile_test

// linkExamples are the examples of gen_links.go's table, by the constructor
// of the link each is to make.
var linkExamples = []struct{ link, example string }{
`)
	example := func(name, code string) {
		if code == "" {
			log.Fatalf("%s has no example", name)
		}
		fmt.Fprintf(&out, "\t{%q, %q},\n", name, code)
	}
	for _, l := range all {
		example(l.Name, l.Example)
	}
	for _, c := range conds {
		example(c.Name, c.Example)
	}
	out.WriteString("}\n")
	write("examples_gen_test.go", out.Bytes())
}

// write writes a generated Go file, formatted.
func write(name string, text []byte) {
	src, err := format.Source(text)
	if err != nil {
		log.Fatalf("%s: %v\n%s", name, err, text)
	}
	if err := os.WriteFile(name, src, 0o644); err != nil {
		log.Fatal(err)
	}
}
