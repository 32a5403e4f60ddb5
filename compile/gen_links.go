//go:build ignore

// gen_links writes links_gen.go: the links of fast code, one Go function
// per kind of link, from the table below. A link does the work of one op,
// or of a short sequence of ops, on the stacks directly and then calls the
// next link of its chain; a cond link decides a branch. Writing each out
// with its work inside keeps a link to one small closure, which is what
// makes chains fast; the table keeps what each does in one place.
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
// built; Guard, when set, must hold or the plain code takes over at the
// link's op (fb is its fallback); Body does the work with the data stack
// depth in sp, and SP is the depth after it.
type link struct {
	Name, Doc string
	Args      string
	Guard     string
	Body      string
	SP        string
}

// The cells of the data stack, from the top: t1 is the top, t0 the cell
// above it, where a push goes.
var links = []link{
	// the data stack
	{Name: "dupLink", Doc: "DUP", Body: "*cellAt(m, sp, 0) = *cellAt(m, sp, 1)", SP: "sp + 1"},
	{Name: "dropLink", Doc: "DROP", SP: "sp - 1"},
	{Name: "swapLink", Doc: "SWAP", Body: "a, b := cellAt(m, sp, 2), cellAt(m, sp, 1)\n*a, *b = *b, *a", SP: "sp"},
	{Name: "overLink", Doc: "OVER", Body: "*cellAt(m, sp, 0) = *cellAt(m, sp, 2)", SP: "sp + 1"},
	{Name: "nipLink", Doc: "NIP", Body: "*cellAt(m, sp, 2) = *cellAt(m, sp, 1)", SP: "sp - 1"},
	{Name: "tuckLink", Doc: "TUCK", Body: "a, b := cellAt(m, sp, 2), cellAt(m, sp, 1)\nx, y := *a, *b\n*a, *b, *cellAt(m, sp, 0) = y, x, y", SP: "sp + 1"},
	{Name: "rotLink", Doc: "ROT", Body: "a, b, c := cellAt(m, sp, 3), cellAt(m, sp, 2), cellAt(m, sp, 1)\n*a, *b, *c = *b, *c, *a", SP: "sp"},
	{Name: "minusRotLink", Doc: "-ROT", Body: "a, b, c := cellAt(m, sp, 3), cellAt(m, sp, 2), cellAt(m, sp, 1)\n*a, *b, *c = *c, *a, *b", SP: "sp"},
	{Name: "twoDupLink", Doc: "2DUP", Body: "*cellAt(m, sp, 0) = *cellAt(m, sp, 2)\n*cellAt(m, sp, -1) = *cellAt(m, sp, 1)", SP: "sp + 2"},
	{Name: "twoDropLink", Doc: "2DROP", SP: "sp - 2"},
	{Name: "twoSwapLink", Doc: "2SWAP", Body: "a, b, c, d := cellAt(m, sp, 4), cellAt(m, sp, 3), cellAt(m, sp, 2), cellAt(m, sp, 1)\n*a, *b, *c, *d = *c, *d, *a, *b", SP: "sp"},
	{Name: "twoOverLink", Doc: "2OVER", Body: "*cellAt(m, sp, 0) = *cellAt(m, sp, 4)\n*cellAt(m, sp, -1) = *cellAt(m, sp, 3)", SP: "sp + 2"},
	{Name: "qdupLink", Doc: "?DUP", Body: "if x := *cellAt(m, sp, 1); x != 0 {\n*cellAt(m, sp, 0) = x\nsp++\n}", SP: "sp"},
	{Name: "pickLink", Doc: "u PICK, with u a literal", Args: "u int", Body: "*cellAt(m, sp, 0) = *cellAt(m, sp, u+1)", SP: "sp + 1"},

	// literals
	{Name: "pushLink", Doc: "a literal, a constant or a variable's address", Args: "n int64", Body: "*cellAt(m, sp, 0) = n", SP: "sp + 1"},
	{Name: "stringLink", Doc: "a string literal: its address and length", Args: "a, n int64", Body: "*cellAt(m, sp, 0) = a\n*cellAt(m, sp, -1) = n", SP: "sp + 2"},
	{Name: "dropPushLink", Doc: "DROP lit: replace the top", Args: "n int64", Body: "*cellAt(m, sp, 1) = n", SP: "sp"},
	{Name: "dupAddLink", Doc: "DUP lit +, DUP 1-: push the top plus n", Args: "n int64", Body: "*cellAt(m, sp, 0) = *cellAt(m, sp, 1) + n", SP: "sp + 1"},
	{Name: "swapAddLink", Doc: "SWAP lit +: ( a b -- b a+n )", Args: "n int64", Body: "a, b := cellAt(m, sp, 2), cellAt(m, sp, 1)\n*a, *b = *b, *a+n", SP: "sp"},
	{Name: "underAddLink", Doc: "SWAP lit + SWAP: ( a b -- a+n b )", Args: "n int64", Body: "*cellAt(m, sp, 2) += n", SP: "sp"},
	{Name: "bothAddLink", Doc: "SWAP lit + SWAP lit +: ( a b -- a+n1 b+n2 ), two pointers moved on", Args: "n1, n2 int64", Body: "*cellAt(m, sp, 2) += n1\n*cellAt(m, sp, 1) += n2", SP: "sp"},

	// the return stack
	{Name: "toRLink", Doc: ">R", Body: "m.RStack[m.RP&rstackMask] = *cellAt(m, sp, 1)\nm.RP++", SP: "sp - 1"},
	{Name: "rFromLink", Doc: "R>", Body: "m.RP--\n*cellAt(m, sp, 0) = m.RStack[m.RP&rstackMask]", SP: "sp + 1"},
	{Name: "rFetchLink", Doc: "R@, and I", Body: "*cellAt(m, sp, 0) = m.RStack[(m.RP-1)&rstackMask]", SP: "sp + 1"},
	{Name: "jLink", Doc: "J", Body: "*cellAt(m, sp, 0) = m.RStack[(m.RP-3)&rstackMask]", SP: "sp + 1"},
	{Name: "unloopLink", Doc: "UNLOOP", Body: "m.RP -= 2", SP: "sp"},
	{Name: "twoToRLink", Doc: "2>R", Body: "m.RStack[m.RP&rstackMask] = *cellAt(m, sp, 2)\nm.RStack[(m.RP+1)&rstackMask] = *cellAt(m, sp, 1)\nm.RP += 2", SP: "sp - 2"},
	{Name: "twoRFromLink", Doc: "2R>", Body: "m.RP -= 2\n*cellAt(m, sp, 0) = m.RStack[m.RP&rstackMask]\n*cellAt(m, sp, -1) = m.RStack[(m.RP+1)&rstackMask]", SP: "sp + 2"},
	{Name: "doLink", Doc: "DO: the limit and the index to the return stack", Body: "rp := m.RP\nm.RStack[rp&rstackMask] = *cellAt(m, sp, 2)\nm.RStack[(rp+1)&rstackMask] = *cellAt(m, sp, 1)\nm.RP = rp + 2", SP: "sp - 2"},
	{Name: "rFromAddLink", Doc: "R> +", Body: "m.RP--\n*cellAt(m, sp, 1) += m.RStack[m.RP&rstackMask]", SP: "sp"},
	{Name: "rAccumLink", Doc: "R> + >R: add the top to the return stack's top", Body: "m.RStack[(m.RP-1)&rstackMask] += *cellAt(m, sp, 1)", SP: "sp - 1"},

	// unary operators
	{Name: "twoStarLink", Doc: "2*", Body: "*cellAt(m, sp, 1) <<= 1", SP: "sp"},
	{Name: "twoSlashLink", Doc: "2/", Body: "*cellAt(m, sp, 1) >>= 1", SP: "sp"},
	{Name: "cellsLink", Doc: "CELLS", Body: "*cellAt(m, sp, 1) *= core.CellSize", SP: "sp"},
	{Name: "negateLink", Doc: "NEGATE", Body: "t := cellAt(m, sp, 1)\n*t = -*t", SP: "sp"},
	{Name: "invertLink", Doc: "INVERT", Body: "t := cellAt(m, sp, 1)\n*t = ^*t", SP: "sp"},
	{Name: "absLink", Doc: "ABS", Body: "if t := cellAt(m, sp, 1); *t < 0 {\n*t = -*t\n}", SP: "sp"},
	{Name: "zeroEqLink", Doc: "0=", Body: "t := cellAt(m, sp, 1)\n*t = core.Flag(*t == 0)", SP: "sp"},
	{Name: "zeroNeLink", Doc: "0<>", Body: "t := cellAt(m, sp, 1)\n*t = core.Flag(*t != 0)", SP: "sp"},
	{Name: "zeroLtLink", Doc: "0<", Body: "t := cellAt(m, sp, 1)\n*t = core.Flag(*t < 0)", SP: "sp"},
	{Name: "zeroGtLink", Doc: "0>", Body: "t := cellAt(m, sp, 1)\n*t = core.Flag(*t > 0)", SP: "sp"},
	{Name: "withinLink", Doc: "WITHIN: lo <= n < hi, wrapping round", Body: "n, lo := cellAt(m, sp, 3), *cellAt(m, sp, 2)\n*n = core.Flag(uint64(*n-lo) < uint64(*cellAt(m, sp, 1)-lo))", SP: "sp - 2"},

	// binary operators that need more than the table of operators below
	{Name: "cellsAddLink", Doc: "CELLS +", Body: "*cellAt(m, sp, 2) += *cellAt(m, sp, 1) * core.CellSize", SP: "sp - 1"},
	{Name: "lshiftLink", Doc: "LSHIFT", Body: "t := cellAt(m, sp, 2)\n*t = core.ShiftLeft(*t, *cellAt(m, sp, 1))", SP: "sp - 1"},
	{Name: "rshiftLink", Doc: "RSHIFT", Body: "t := cellAt(m, sp, 2)\n*t = core.ShiftRight(*t, *cellAt(m, sp, 1))", SP: "sp - 1"},
	{Name: "lshiftLitLink", Doc: "lit LSHIFT, with the literal below 64", Args: "n int64", Body: "*cellAt(m, sp, 1) <<= n", SP: "sp"},
	{Name: "rshiftLitLink", Doc: "lit RSHIFT, with the literal below 64", Args: "n int64", Body: "t := cellAt(m, sp, 1)\n*t = int64(uint64(*t) >> n)", SP: "sp"},
	{Name: "divLink", Doc: "/", Args: "fb *fallback", Guard: "divisible(*cellAt(m, sp, 2), *cellAt(m, sp, 1))",
		Body: "a := cellAt(m, sp, 2)\n*a, _ = core.FloorDiv(*a, *cellAt(m, sp, 1))", SP: "sp - 1"},
	{Name: "modLink", Doc: "MOD", Args: "fb *fallback", Guard: "*cellAt(m, sp, 1) != 0",
		Body: "a := cellAt(m, sp, 2)\n_, *a = core.FloorDiv(*a, *cellAt(m, sp, 1))", SP: "sp - 1"},
	{Name: "divModLink", Doc: "/MOD", Args: "fb *fallback", Guard: "divisible(*cellAt(m, sp, 2), *cellAt(m, sp, 1))",
		Body: "a, b := cellAt(m, sp, 2), cellAt(m, sp, 1)\n*b, *a = core.FloorDiv(*a, *b)", SP: "sp"},
	{Name: "divLitLink", Doc: "lit /, with the literal neither 0 nor -1", Args: "n int64", Body: "t := cellAt(m, sp, 1)\n*t, _ = core.FloorDiv(*t, n)", SP: "sp"},
	{Name: "modLitLink", Doc: "lit MOD, with the literal neither 0 nor -1", Args: "n int64", Body: "t := cellAt(m, sp, 1)\n_, *t = core.FloorDiv(*t, n)", SP: "sp"},

	// memory
	{Name: "fetchLink", Doc: "@", Args: "fb *fallback", Guard: "cellOK(m, *cellAt(m, sp, 1))", Body: "t := cellAt(m, sp, 1)\n*t = load(m, *t)", SP: "sp"},
	{Name: "storeLink", Doc: "!", Args: "fb *fallback", Guard: "cellOK(m, *cellAt(m, sp, 1))", Body: "store(m, *cellAt(m, sp, 1), *cellAt(m, sp, 2))", SP: "sp - 2"},
	{Name: "plusStoreLink", Doc: "+!", Args: "fb *fallback", Guard: "cellOK(m, *cellAt(m, sp, 1))", Body: "a := *cellAt(m, sp, 1)\nstore(m, a, load(m, a)+*cellAt(m, sp, 2))", SP: "sp - 2"},
	{Name: "cFetchLink", Doc: "C@", Args: "fb *fallback", Guard: "byteOK(m, *cellAt(m, sp, 1))", Body: "t := cellAt(m, sp, 1)\n*t = int64(m.Mem[*t])", SP: "sp"},
	{Name: "cStoreLink", Doc: "C!", Args: "fb *fallback", Guard: "byteOK(m, *cellAt(m, sp, 1))", Body: "m.Mem[*cellAt(m, sp, 1)] = byte(*cellAt(m, sp, 2))", SP: "sp - 2"},
	{Name: "twoFetchLink", Doc: "2@", Args: "fb *fallback", Guard: "pairOK(m, *cellAt(m, sp, 1))",
		Body: "t := cellAt(m, sp, 1)\na := *t\n*t = load(m, a+core.CellSize)\n*cellAt(m, sp, 0) = load(m, a)", SP: "sp + 1"},
	{Name: "twoStoreLink", Doc: "2!", Args: "fb *fallback", Guard: "pairOK(m, *cellAt(m, sp, 1))",
		Body: "a := *cellAt(m, sp, 1)\nstore(m, a, *cellAt(m, sp, 2))\nstore(m, a+core.CellSize, *cellAt(m, sp, 3))", SP: "sp - 3"},
	{Name: "fetchLitLink", Doc: "lit @: a variable's or a value's cell", Args: "fb *fallback, a int64", Guard: "cellOK(m, a)", Body: "*cellAt(m, sp, 0) = load(m, a)", SP: "sp + 1"},
	{Name: "storeLitLink", Doc: "lit !", Args: "fb *fallback, a int64", Guard: "cellOK(m, a)", Body: "store(m, a, *cellAt(m, sp, 1))", SP: "sp - 1"},
	{Name: "plusStoreLitLink", Doc: "lit +!", Args: "fb *fallback, a int64", Guard: "cellOK(m, a)", Body: "store(m, a, load(m, a)+*cellAt(m, sp, 1))", SP: "sp - 1"},
	{Name: "fetchOffsetLink", Doc: "lit + @, CELL+ @: a field of a structure", Args: "fb *fallback, n int64", Guard: "cellOK(m, *cellAt(m, sp, 1)+n)",
		Body: "t := cellAt(m, sp, 1)\n*t = load(m, *t+n)", SP: "sp"},
	{Name: "tableStoreLink", Doc: "CELLS lit + !: store into a cell of a table", Args: "fb *fallback, base int64", Guard: "cellOK(m, *cellAt(m, sp, 1)*core.CellSize+base)",
		Body: "store(m, *cellAt(m, sp, 1)*core.CellSize+base, *cellAt(m, sp, 2))", SP: "sp - 2"},
	{Name: "iTableFetchLink", Doc: "I CELLS lit + @: the cell of a table at the loop index", Args: "fb *fallback, base int64", Guard: "cellOK(m, m.RStack[(m.RP-1)&rstackMask]*core.CellSize+base)",
		Body: "*cellAt(m, sp, 0) = load(m, m.RStack[(m.RP-1)&rstackMask]*core.CellSize+base)", SP: "sp + 1"},
	{Name: "tableFetchLink", Doc: "CELLS lit + @: a cell of a table", Args: "fb *fallback, base int64", Guard: "cellOK(m, *cellAt(m, sp, 1)*core.CellSize+base)",
		Body: "t := cellAt(m, sp, 1)\n*t = load(m, *t*core.CellSize+base)", SP: "sp"},
	{Name: "pairFetchLink", Doc: "OVER @ OVER @: ( a b -- a b a@ b@ )", Args: "fb *fallback", Guard: "cellOK(m, *cellAt(m, sp, 2)) && cellOK(m, *cellAt(m, sp, 1))",
		Body: "*cellAt(m, sp, 0) = load(m, *cellAt(m, sp, 2))\n*cellAt(m, sp, -1) = load(m, *cellAt(m, sp, 1))", SP: "sp + 2"},
	{Name: "overFetchLink", Doc: "OVER @", Args: "fb *fallback", Guard: "cellOK(m, *cellAt(m, sp, 2))", Body: "*cellAt(m, sp, 0) = load(m, *cellAt(m, sp, 2))", SP: "sp + 1"},
	{Name: "iFetchLink", Doc: "I @", Args: "fb *fallback", Guard: "cellOK(m, m.RStack[(m.RP-1)&rstackMask])",
		Body: "*cellAt(m, sp, 0) = load(m, m.RStack[(m.RP-1)&rstackMask])", SP: "sp + 1"},
	{Name: "iCFetchLink", Doc: "I C@", Args: "fb *fallback", Guard: "byteOK(m, m.RStack[(m.RP-1)&rstackMask])",
		Body: "*cellAt(m, sp, 0) = int64(m.Mem[m.RStack[(m.RP-1)&rstackMask]])", SP: "sp + 1"},
	{Name: "iCStoreLitLink", Doc: "lit I C!: store a byte at the loop index", Args: "fb *fallback, c byte", Guard: "byteOK(m, m.RStack[(m.RP-1)&rstackMask])",
		Body: "m.Mem[m.RStack[(m.RP-1)&rstackMask]] = c", SP: "sp"},
	{Name: "iTwoFetchLink", Doc: "I 2@", Args: "fb *fallback", Guard: "pairOK(m, m.RStack[(m.RP-1)&rstackMask])",
		Body: "a := m.RStack[(m.RP-1)&rstackMask]\n*cellAt(m, sp, 0) = load(m, a+core.CellSize)\n*cellAt(m, sp, -1) = load(m, a)", SP: "sp + 2"},
	{Name: "iTwoStoreLink", Doc: "I 2!", Args: "fb *fallback", Guard: "pairOK(m, m.RStack[(m.RP-1)&rstackMask])",
		Body: "a := m.RStack[(m.RP-1)&rstackMask]\nstore(m, a, *cellAt(m, sp, 1))\nstore(m, a+core.CellSize, *cellAt(m, sp, 2))", SP: "sp - 2"},
	{Name: "iSwapPairLink", Doc: "I 2@ SWAP I 2!: exchange the two cells at the loop index", Args: "fb *fallback", Guard: "pairOK(m, m.RStack[(m.RP-1)&rstackMask])",
		Body: "a := m.RStack[(m.RP-1)&rstackMask]\nx, y := load(m, a), load(m, a+core.CellSize)\nstore(m, a, y)\nstore(m, a+core.CellSize, x)", SP: "sp"},

	// floats
	{Name: "fpushLink", Doc: "a float literal", Args: "f float64", Body: "m.FStack[m.FSP&fstackMask] = f\nm.FSP++", SP: "sp"},
	{Name: "fsquareLink", Doc: "FDUP F*", Body: "t := &m.FStack[(m.FSP-1)&fstackMask]\n*t *= *t", SP: "sp"},
	{Name: "fdupLink", Doc: "FDUP", Body: "m.FStack[m.FSP&fstackMask] = m.FStack[(m.FSP-1)&fstackMask]\nm.FSP++", SP: "sp"},
	{Name: "fdropLink", Doc: "FDROP", Body: "m.FSP--", SP: "sp"},
	{Name: "fswapLink", Doc: "FSWAP", Body: "a, b := &m.FStack[(m.FSP-2)&fstackMask], &m.FStack[(m.FSP-1)&fstackMask]\n*a, *b = *b, *a", SP: "sp"},
	{Name: "foverLink", Doc: "FOVER", Body: "m.FStack[m.FSP&fstackMask] = m.FStack[(m.FSP-2)&fstackMask]\nm.FSP++", SP: "sp"},
	{Name: "frotLink", Doc: "FROT", Body: "a, b, c := &m.FStack[(m.FSP-3)&fstackMask], &m.FStack[(m.FSP-2)&fstackMask], &m.FStack[(m.FSP-1)&fstackMask]\n*a, *b, *c = *b, *c, *a", SP: "sp"},
	{Name: "fnegateLink", Doc: "FNEGATE", Body: "t := &m.FStack[(m.FSP-1)&fstackMask]\n*t = -*t", SP: "sp"},
	{Name: "fabsLink", Doc: "FABS", Body: "t := &m.FStack[(m.FSP-1)&fstackMask]\n*t = math.Abs(*t)", SP: "sp"},
	{Name: "fsqrtLink", Doc: "FSQRT, which keeps a NaN as it is", Body: "if t := &m.FStack[(m.FSP-1)&fstackMask]; *t == *t {\n*t = math.Sqrt(*t)\n}", SP: "sp"},
	{Name: "flessLink", Doc: "F<", Body: "m.FSP -= 2\n*cellAt(m, sp, 0) = core.Flag(m.FStack[m.FSP&fstackMask] < m.FStack[(m.FSP+1)&fstackMask])", SP: "sp + 1"},
	{Name: "fgreaterLink", Doc: "F>", Body: "m.FSP -= 2\n*cellAt(m, sp, 0) = core.Flag(m.FStack[m.FSP&fstackMask] > m.FStack[(m.FSP+1)&fstackMask])", SP: "sp + 1"},
	{Name: "fzeroLessLink", Doc: "F0<", Body: "m.FSP--\n*cellAt(m, sp, 0) = core.Flag(m.FStack[m.FSP&fstackMask] < 0)", SP: "sp + 1"},
	{Name: "fzeroEqLink", Doc: "F0=", Body: "m.FSP--\n*cellAt(m, sp, 0) = core.Flag(m.FStack[m.FSP&fstackMask] == 0)", SP: "sp + 1"},
	{Name: "sToFLink", Doc: "S>F", Body: "m.FStack[m.FSP&fstackMask] = float64(*cellAt(m, sp, 1))\nm.FSP++", SP: "sp - 1"},
	{Name: "ffetchLink", Doc: "F@", Args: "fb *fallback", Guard: "cellOK(m, *cellAt(m, sp, 1))",
		Body: "m.FStack[m.FSP&fstackMask] = floatOf(load(m, *cellAt(m, sp, 1)))\nm.FSP++", SP: "sp - 1"},
	{Name: "fstoreLink", Doc: "F!", Args: "fb *fallback", Guard: "cellOK(m, *cellAt(m, sp, 1))",
		Body: "m.FSP--\nstore(m, *cellAt(m, sp, 1), bitsOf(m.FStack[m.FSP&fstackMask]))", SP: "sp - 1"},
	{Name: "ffetchLitLink", Doc: "lit F@: an FVARIABLE's float", Args: "fb *fallback, a int64", Guard: "cellOK(m, a)",
		Body: "m.FStack[m.FSP&fstackMask] = floatOf(load(m, a))\nm.FSP++", SP: "sp"},
	{Name: "fstoreLitLink", Doc: "lit F!", Args: "fb *fallback, a int64", Guard: "cellOK(m, a)",
		Body: "m.FSP--\nstore(m, a, bitsOf(m.FStack[m.FSP&fstackMask]))", SP: "sp"},

	// locals
	{Name: "localFetchLink", Doc: "a local's value", Args: "slot int", Body: "*cellAt(m, sp, 0) = m.Locals[(m.LFrame+slot)&localsMask]", SP: "sp + 1"},
	{Name: "localStoreLink", Doc: "TO a local", Args: "slot int", Body: "m.Locals[(m.LFrame+slot)&localsMask] = *cellAt(m, sp, 1)", SP: "sp - 1"},
	{Name: "localAddLink", Doc: "+TO a local", Args: "slot int", Body: "m.Locals[(m.LFrame+slot)&localsMask] += *cellAt(m, sp, 1)", SP: "sp - 1"},
	{Name: "localPairLink", Doc: "two locals' values", Args: "a, b int", Body: "*cellAt(m, sp, 0) = m.Locals[(m.LFrame+a)&localsMask]\n*cellAt(m, sp, -1) = m.Locals[(m.LFrame+b)&localsMask]", SP: "sp + 2"},
	{Name: "localCopyLink", Doc: "a TO b with locals a and b", Args: "a, b int", Body: "m.Locals[(m.LFrame+b)&localsMask] = m.Locals[(m.LFrame+a)&localsMask]", SP: "sp"},
	{Name: "flocalFetchLink", Doc: "a float local's value", Args: "slot int", Body: "m.FStack[m.FSP&fstackMask] = floatOf(m.Locals[(m.LFrame+slot)&localsMask])\nm.FSP++", SP: "sp"},
	{Name: "flocalStoreLink", Doc: "TO a float local", Args: "slot int", Body: "m.FSP--\nm.Locals[(m.LFrame+slot)&localsMask] = bitsOf(m.FStack[m.FSP&fstackMask])", SP: "sp"},
	{Name: "dropLocalsLink", Doc: "leaving the locals frame", Body: "leaveLocals(m)", SP: "sp"},
	{Name: "nopLink", Doc: "an op that does nothing when it runs (CHARS)", SP: "sp"},
	{Name: "localsLink", Doc: "entering a locals frame of n locals, taken from the stack but the last zeroed ones", Args: "fb *fallback, n, zeroed int",
		Guard: "m.LSP+n+1 <= core.LocalsDepth", Body: "taken := n - zeroed\nm.Locals[m.LSP] = int64(m.LFrame)\nm.LFrame = m.LSP + 1\nm.LSP = m.LFrame + n\n" +
			"for i := 0; i < taken; i++ {\nm.Locals[m.LFrame+i] = *cellAt(m, sp, taken-i)\n}\nfor i := taken; i < n; i++ {\nm.Locals[m.LFrame+i] = 0\n}\nsp -= taken", SP: "sp"},
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

// floatOps are the operators of two floats, each made into a link ( F: a b
// -- a op b ), one with a float literal b ( F: a -- a op b ), and one with
// b a float variable's value, lit F@ op ( F: a -- a op b ).
var floatOps = []struct{ Forth, Name, Op string }{
	{"F+", "fadd", "+"}, {"F-", "fsub", "-"}, {"F*", "fmul", "*"}, {"F/", "fdiv", "/"},
}

// cond is a link that decides a branch: Test true goes on (the flag its ops
// leave for 0BRANCH is true), false branches. When it is all of its block
// it checks the block's head, and at the head of a loop (s.loops) it turns
// the loop; after other links (s.bare) it checks nothing.
type cond struct {
	Name, Doc   string
	Setup       string // statements before the test
	Guard, Test string
	SP          string
}

// The comparisons and the forms they are compared in.
var comparisons = []struct{ Forth, Go, Name string }{
	{"=", "%s == %s", "eq"}, {"<>", "%s != %s", "ne"}, {"<", "%s < %s", "lt"},
	{">", "%s > %s", "gt"}, {"U<", "uint64(%s) < uint64(%s)", "ult"}, {"U>", "uint64(%s) > uint64(%s)", "ugt"},
}

var forms = []struct{ Name, Doc, A, B, SP, Setup, Guard string }{
	{"Pop2", "a b cmp IF", "*cellAt(m, sp, 2)", "*cellAt(m, sp, 1)", "sp - 2", "", ""},
	{"Keep2", "2DUP cmp IF", "*cellAt(m, sp, 2)", "*cellAt(m, sp, 1)", "sp", "", ""},
	{"Lit", "a lit cmp IF", "*cellAt(m, sp, 1)", "n", "sp - 1", "", ""},
	{"DupLit", "DUP lit cmp IF", "*cellAt(m, sp, 1)", "n", "sp", "", ""},
	{"I2Fetch", "I 2@ cmp IF: the cells at the loop index, as 2@ leaves them", "load(m, a+core.CellSize)", "load(m, a)", "sp",
		"a := m.RStack[(m.RP-1)&rstackMask]", "pairOK(m, a)"},
}

var otherConds = []cond{
	{Name: "flagCond", Doc: "0BRANCH on its own (and 0<> IF): pop the flag", Test: "*cellAt(m, sp, 1) != 0", SP: "sp - 1"},
	{Name: "zeroEqCond", Doc: "0= IF", Test: "*cellAt(m, sp, 1) == 0", SP: "sp - 1"},
	{Name: "zeroLtCond", Doc: "0< IF", Test: "*cellAt(m, sp, 1) < 0", SP: "sp - 1"},
	{Name: "zeroGtCond", Doc: "0> IF", Test: "*cellAt(m, sp, 1) > 0", SP: "sp - 1"},
	{Name: "dupCond", Doc: "DUP IF: the top, kept", Test: "*cellAt(m, sp, 1) != 0", SP: "sp"},
	{Name: "dupZeroEqCond", Doc: "DUP 0= IF", Test: "*cellAt(m, sp, 1) == 0", SP: "sp"},
	{Name: "overZeroEqCond", Doc: "OVER 0= IF", Test: "*cellAt(m, sp, 2) == 0", SP: "sp"},
	{Name: "dupAndLitCond", Doc: "DUP lit AND IF: bits of the top, kept", Test: "*cellAt(m, sp, 1)&n != 0", SP: "sp"},
	{Name: "andLitCond", Doc: "lit AND IF", Test: "*cellAt(m, sp, 1)&n != 0", SP: "sp - 1"},
	{Name: "localCond", Doc: "a local IF: the local in slot n", Test: "m.Locals[(m.LFrame+int(n))&localsMask] != 0", SP: "sp"},
	{Name: "fltCond", Doc: "F< IF", Setup: "m.FSP -= 2", Test: "m.FStack[m.FSP&fstackMask] < m.FStack[(m.FSP+1)&fstackMask]", SP: "sp"},
	{Name: "fgtCond", Doc: "F> IF", Setup: "m.FSP -= 2", Test: "m.FStack[m.FSP&fstackMask] > m.FStack[(m.FSP+1)&fstackMask]", SP: "sp"},
	{Name: "fltLitCond", Doc: "flit F< IF, the literal's bits in n", Setup: "m.FSP--", Test: "m.FStack[m.FSP&fstackMask] < math.Float64frombits(uint64(n))", SP: "sp"},
	{Name: "fgtLitCond", Doc: "flit F> IF, the literal's bits in n", Setup: "m.FSP--", Test: "m.FStack[m.FSP&fstackMask] > math.Float64frombits(uint64(n))", SP: "sp"},
	{Name: "iCFetchCond", Doc: "I C@ IF: a flag array in a loop", Setup: "a := m.RStack[(m.RP-1)&rstackMask]",
		Guard: "byteOK(m, a)", Test: "m.Mem[a] != 0", SP: "sp"},
}

const text = `// Code generated by gen_links.go; DO NOT EDIT.

// Each constructor makes one of four closures, by its joint: with or
// without the head check of its block first, going on with the next link
// or returning to the loop. The constructors are not inlined: Go compiles a
// closure made in a function it inlines without inlining the small calls
// inside it, and the links must have those inlined.

package compile

import (
	"math"

	"github.com/forthling/forthling/core"
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
		return target(m, {{.SP}})
{{- end}}
{{define "corrected"}}
		if {{.Test}} {
			m.Steps += ns
			return next(m, {{.SP}})
		}
		m.Steps += ts
		return target(m, {{.SP}})
{{- end}}
{{define "head"}}
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
		return func(m *core.Machine, sp int) (int, int) {
			{{- template "head"}}
			{{- template "work" .}}
			return next(m, {{.SP}})
		}
	}
	return func(m *core.Machine, sp int) (int, int) {
		{{- template "head"}}
		{{- template "work" .}}
		return {{.SP}}, to
	}
}
{{end}}
// binaryLinks are the links of the operators of two cells, by name: the
// operator on the top two cells, and on the top cell and: a literal, the
// cells at the top two addresses, a local, the cell below it (OVER op),
// the loop index, the character at the loop index.
var binaryLinks = map[string]binaryLink{
{{- range .Binary}}
	"{{.Forth}}": { {{- .Name}}Link, {{.Name}}LitLink, {{.Name}}PairLink, {{.Name}}LocalLink, {{.Name}}OverLink, {{.Name}}IndexLink, {{.Name}}IndexByteLink},
{{- end}}
}

// floatLinks are the links of the operators of two floats, by name: on the
// top two floats, on the top float and a literal, and on the top float
// and a float variable's value.
var floatLinks = map[string]floatLink{
{{- range .Float}}
	"{{.Forth}}": { {{- .Name}}Link, {{.Name}}LitLink, {{.Name}}VarLink},
{{- end}}
}

// compareConds are the conds of a comparison and 0BRANCH, by comparison,
// in the forms the rules fuse.
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
	hc, hb, next, target, fb := s.check, s.b, s.next, s.target, s.fb
	_, _ = n, fb
	if s.loops {
		self := hb.index
		return func(m *core.Machine, sp int) (int, int) {
			for {
				{{- template "head"}}
				{{- template "test" .}}
				var ip int
				if {{.Test}} {
					sp, ip = next(m, {{.SP}})
				} else {
					sp, ip = target(m, {{.SP}})
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
		return func(m *core.Machine, sp int) (int, int) {
			{{- template "head"}}
			{{- template "test" .}}
			{{- template "corrected" .}}
		}
	}
	if s.bare {
		return func(m *core.Machine, sp int) (int, int) {
			{{- template "test" .}}
			{{- template "goes" .}}
		}
	}
	return func(m *core.Machine, sp int) (int, int) {
		{{- template "head"}}
		{{- template "test" .}}
		{{- template "goes" .}}
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
				Test: fmt.Sprintf(c.Go, f.A, f.B), Setup: f.Setup, Guard: f.Guard}
			conds = append(conds, x)
			fields = append(fields, strings.ToLower(f.Name[:1])+f.Name[1:]+": "+x.Name)
		}
		table = append(table, entry{c.Forth, strings.Join(fields, ", ")})
	}
	conds = append(conds, otherConds...)
	all := links
	for _, op := range binaryOps {
		all = append(all,
			link{Name: op.Name + "Link", Doc: op.Forth, SP: "sp - 1",
				Body: "t := cellAt(m, sp, 2)\na, b := *t, *cellAt(m, sp, 1)\n*t = " + op.Expr},
			link{Name: op.Name + "LitLink", Doc: "lit " + op.Forth, Args: "b int64", SP: "sp",
				Body: "t := cellAt(m, sp, 1)\na := *t\n*t = " + op.Expr},
			link{Name: op.Name + "LocalLink", Doc: "a local then " + op.Forth + ": ( a -- a" + op.Forth + "local )", Args: "slot int", SP: "sp",
				Body: "t := cellAt(m, sp, 1)\na, b := *t, m.Locals[(m.LFrame+slot)&localsMask]\n*t = " + op.Expr},
			link{Name: op.Name + "OverLink", Doc: "OVER " + op.Forth + ": ( x a -- x a" + op.Forth + "x )", SP: "sp",
				Body: "t := cellAt(m, sp, 1)\na, b := *t, *cellAt(m, sp, 2)\n*t = " + op.Expr},
			link{Name: op.Name + "IndexLink", Doc: "I " + op.Forth + ": ( a -- a" + op.Forth + "i ) with i the loop index", SP: "sp",
				Body: "t := cellAt(m, sp, 1)\na, b := *t, m.RStack[(m.RP-1)&rstackMask]\n*t = " + op.Expr},
			link{Name: op.Name + "IndexByteLink", Doc: "I C@ " + op.Forth + ": ( a -- a" + op.Forth + "c ) with c the character at the loop index", Args: "fb *fallback", SP: "sp",
				Guard: "byteOK(m, m.RStack[(m.RP-1)&rstackMask])",
				Body:  "t := cellAt(m, sp, 1)\na, b := *t, int64(m.Mem[m.RStack[(m.RP-1)&rstackMask]])\n*t = " + op.Expr},
			link{Name: op.Name + "PairLink", Doc: "OVER @ OVER @ " + op.Forth + ": ( a b -- a b a@" + op.Forth + "b@ )", Args: "fb *fallback", SP: "sp + 1",
				Guard: "cellOK(m, *cellAt(m, sp, 2)) && cellOK(m, *cellAt(m, sp, 1))",
				Body:  "a, b := load(m, *cellAt(m, sp, 2)), load(m, *cellAt(m, sp, 1))\n*cellAt(m, sp, 0) = " + op.Expr})
	}
	for _, op := range floatOps {
		top := "m.FStack[(m.FSP-1)&fstackMask]"
		all = append(all,
			link{Name: op.Name + "Link", Doc: op.Forth, SP: "sp",
				Body: "m.FSP--\n" + top + " " + op.Op + "= m.FStack[m.FSP&fstackMask]"},
			link{Name: op.Name + "LitLink", Doc: "flit " + op.Forth, Args: "f float64", SP: "sp",
				Body: top + " " + op.Op + "= f"},
			link{Name: op.Name + "VarLink", Doc: "lit F@ " + op.Forth + ": a float variable's value", Args: "fb *fallback, a int64", SP: "sp",
				Guard: "cellOK(m, a)", Body: top + " " + op.Op + "= floatOf(load(m, a))"})
	}
	t := template.Must(template.New("links").Parse(text))
	var out bytes.Buffer
	err := t.Execute(&out, map[string]any{"Links": all, "Binary": binaryOps, "Float": floatOps, "Table": table, "Conds": conds})
	if err != nil {
		log.Fatal(err)
	}
	src, err := format.Source(out.Bytes())
	if err != nil {
		log.Fatalf("%v\n%s", err, out.Bytes())
	}
	if err := os.WriteFile("links_gen.go", src, 0o644); err != nil {
		log.Fatal(err)
	}
}
