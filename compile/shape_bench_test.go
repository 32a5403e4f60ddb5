package compile

import (
	"testing"

	"github.com/forthling/forthling/core"
)

// The cost of a link, and of three other shapes a run of simple ops
// could take, on the machine that runs the benchmark (see "Closures, not a
// bytecode loop" in DESIGN.md). Each benchmark runs the same six ops
// with a literal on the top cell (shapeRun): as six links of the
// compiler's own shape, each calling the next and reading and writing the
// cell on the data stack; as six closures that hand the cell on in a
// register instead; as one link whose loop switches on each op, the cell
// in a local variable; and as one link with the six ops written out, as a
// generated superinstruction has them. A number per run of six ops.

// shapeRun is the run of ops each shape runs, mixed as a block's are.
var shapeRun = []shapeOp{{shapeXor, 0x5a}, {shapeAnd, 0xffff}, {shapeAdd, 12345}, {shapeMul, 1103515245}, {shapeXor, 7}, {shapeAdd, 2}}

type shapeOp struct {
	kind shapeKind
	n    int64
}

type shapeKind uint8

const (
	shapeXor shapeKind = iota
	shapeAnd
	shapeAdd
	shapeMul
)

// shapeChain makes the run as links, each with its op written out.
func shapeChain(ops []shapeOp) link {
	var next link = func(m *core.Machine, sp int) (int, int) { return sp, exitIP }
	for i := len(ops) - 1; i >= 0; i-- {
		then, n := next, ops[i].n
		switch ops[i].kind {
		case shapeXor:
			next = func(m *core.Machine, sp int) (int, int) { *cellAt(m, sp, 1) ^= n; return then(m, sp) }
		case shapeAnd:
			next = func(m *core.Machine, sp int) (int, int) { *cellAt(m, sp, 1) &= n; return then(m, sp) }
		case shapeAdd:
			next = func(m *core.Machine, sp int) (int, int) { *cellAt(m, sp, 1) += n; return then(m, sp) }
		case shapeMul:
			next = func(m *core.Machine, sp int) (int, int) { *cellAt(m, sp, 1) *= n; return then(m, sp) }
		}
	}
	return next
}

type topLink func(m *core.Machine, sp int, top int64) (int, int, int64)

// shapeTopChain makes the run as closures that hand the top cell on.
func shapeTopChain(ops []shapeOp) topLink {
	var next topLink = func(m *core.Machine, sp int, top int64) (int, int, int64) { return sp, exitIP, top }
	for i := len(ops) - 1; i >= 0; i-- {
		then, n := next, ops[i].n
		switch ops[i].kind {
		case shapeXor:
			next = func(m *core.Machine, sp int, top int64) (int, int, int64) { return then(m, sp, top^n) }
		case shapeAnd:
			next = func(m *core.Machine, sp int, top int64) (int, int, int64) { return then(m, sp, top&n) }
		case shapeAdd:
			next = func(m *core.Machine, sp int, top int64) (int, int, int64) { return then(m, sp, top+n) }
		case shapeMul:
			next = func(m *core.Machine, sp int, top int64) (int, int, int64) { return then(m, sp, top*n) }
		}
	}
	return next
}

// shapeSwitch makes the run as one link that switches on each op.
func shapeSwitch(ops []shapeOp) link {
	return func(m *core.Machine, sp int) (int, int) {
		t := cellAt(m, sp, 1)
		x := *t
		for i := range ops {
			switch o := &ops[i]; o.kind {
			case shapeXor:
				x ^= o.n
			case shapeAnd:
				x &= o.n
			case shapeAdd:
				x += o.n
			case shapeMul:
				x *= o.n
			}
		}
		*t = x
		return sp, exitIP
	}
}

// shapeWrittenOut is shapeRun as a superinstruction: one link, its ops
// written out (for shapeRun's kinds of op, in its order).
func shapeWrittenOut(ops []shapeOp) link {
	a, b, c, d, e, f := ops[0].n, ops[1].n, ops[2].n, ops[3].n, ops[4].n, ops[5].n
	return func(m *core.Machine, sp int) (int, int) {
		t := cellAt(m, sp, 1)
		*t = ((((*t^a)&b)+c)*d ^ e) + f
		return sp, exitIP
	}
}

// timeLink runs a link of one run of the ops over and over. It is not
// inlined, so that Go cannot see which closure it calls, as it cannot in
// the compiler's chains.
//
//go:noinline
func timeLink(b *testing.B, run link) {
	m := new(core.Machine)
	for b.Loop() {
		run(m, 1)
	}
}

func BenchmarkShapeLinks(b *testing.B) { timeLink(b, shapeChain(shapeRun)) }

func BenchmarkShapeTopInRegister(b *testing.B) { timeTopLink(b, shapeTopChain(shapeRun)) }

// timeTopLink is timeLink for closures that hand the top cell on.
//
//go:noinline
func timeTopLink(b *testing.B, run topLink) {
	m := new(core.Machine)
	top := int64(0)
	for b.Loop() {
		_, _, top = run(m, 1, top)
	}
	m.Stack[0] = top
}

func BenchmarkShapeSwitch(b *testing.B) { timeLink(b, shapeSwitch(shapeRun)) }

func BenchmarkShapeWrittenOut(b *testing.B) { timeLink(b, shapeWrittenOut(shapeRun)) }

// TestShapesAgree holds the four shapes to the same result, so that
// their benchmarks time the same work.
func TestShapesAgree(t *testing.T) {
	m := new(core.Machine)
	m.Stack[0] = 5
	shapeChain(shapeRun)(m, 1)
	chained := m.Stack[0]
	m.Stack[0] = 5
	shapeSwitch(shapeRun)(m, 1)
	switched := m.Stack[0]
	m.Stack[0] = 5
	shapeWrittenOut(shapeRun)(m, 1)
	_, _, top := shapeTopChain(shapeRun)(m, 1, 5)
	if chained != switched || chained != top || chained != m.Stack[0] {
		t.Errorf("the shapes disagree: links %d, switch %d, top in a register %d, written out %d", chained, switched, top, m.Stack[0])
	}
}
