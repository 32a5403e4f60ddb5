package compile

import (
	"github.com/forthling/forthling/core"
)

// plainCode builds one instruction per op, with branch targets as they are.
// It is the reference the fast code must agree with.
func plainCode(ops []core.Op) []core.Inst {
	insts := make([]core.Inst, len(ops))
	for i := range ops {
		if ops[i].Kind == core.OpLocals {
			insts[i] = localsInst(&ops[i], floatArgsAfter(ops, i))
			continue
		}
		insts[i] = plainInst(&ops[i], ops[i].Target)
	}
	return insts
}

// localsInst opens a locals frame, after making sure that the stacks hold
// what it and the float locals' stores after it take: an underflow is then
// found before anything is taken, and the error shows the stacks as the
// locals found them.
func localsInst(op *core.Op, floats int) core.Inst {
	k := int64(op.Steps)
	n, zeroed := int(op.N), int(op.Len)
	return func(m *core.Machine, ip int) int {
		m.Tick(k)
		m.Need(n - zeroed)
		if m.FDepth() < floats {
			m.Throw(core.ErrFStackUnderflow)
		}
		enterLocals(m, n, zeroed)
		return ip + 1
	}
}

// floatArgsAfter is how many float locals the locals frame opened at i
// takes from the float stack: {: compiles their stores right after it, the
// last local's first (slots cells+f-1 down to cells, where cells are the
// locals taken from the data stack).
func floatArgsAfter(ops []core.Op, i int) int {
	cells := int(ops[i].N - ops[i].Len)
	if i+1 >= len(ops) || ops[i+1].Kind != core.OpFLocalStore || ops[i+1].Word != localWord {
		return 0
	}
	f := int(ops[i+1].N) - cells + 1
	if f < 1 || i+f >= len(ops) {
		return 0
	}
	for k := range f {
		next := &ops[i+1+k]
		if next.Kind != core.OpFLocalStore || next.Word != localWord || int(next.N) != cells+f-1-k {
			return 0
		}
	}
	return f
}

// exitIP is what an instruction returns to leave the definition.
const exitIP = -1

// plainInst is the simplest correct instruction for op: a word runs through
// its Fn, every other op does its one thing. target is the instruction index
// a branch goes to.
func plainInst(op *core.Op, target int) core.Inst {
	k := int64(op.Steps)
	switch op.Kind {
	case core.OpCall:
		return callInst(op.Word, k)
	case core.OpLit:
		n := op.N
		return func(m *core.Machine, ip int) int {
			m.Push(n)
			return ip + 1
		}
	case core.OpFLit:
		f := op.F
		return func(m *core.Machine, ip int) int {
			m.FPush(f)
			return ip + 1
		}
	case core.OpString:
		a, n := op.N, op.Len
		return func(m *core.Machine, ip int) int {
			m.Tick(k)
			m.Push(a)
			m.Push(n)
			return ip + 1
		}
	case core.OpBranch:
		return func(m *core.Machine, ip int) int {
			m.Tick(k)
			return target
		}
	case core.OpZBranch:
		return func(m *core.Machine, ip int) int {
			m.Tick(k)
			if m.Pop() == 0 {
				return target
			}
			return ip + 1
		}
	case core.OpDo:
		return func(m *core.Machine, ip int) int {
			m.Tick(k)
			limit, index := m.Pop2()
			m.RPush(limit)
			m.RPush(index)
			return ip + 1
		}
	case core.OpQDo:
		return func(m *core.Machine, ip int) int {
			m.Tick(k)
			limit, index := m.Pop2()
			if limit == index {
				return target
			}
			m.RPush(limit)
			m.RPush(index)
			return ip + 1
		}
	case core.OpLoop:
		return func(m *core.Machine, ip int) int {
			m.Tick(k)
			loopNeed(m)
			index := m.RStack[m.RP-1] + 1
			if index == m.RStack[m.RP-2] {
				m.RP -= 2
				return ip + 1
			}
			m.RStack[m.RP-1] = index
			return target
		}
	case core.OpPlusLoop:
		return func(m *core.Machine, ip int) int {
			m.Tick(k)
			n := m.Pop()
			loopNeed(m)
			if plusLoopStep(m, n) {
				m.RP -= 2
				return ip + 1
			}
			return target
		}
	case core.OpLeave:
		return func(m *core.Machine, ip int) int {
			m.Tick(k)
			loopNeed(m)
			m.RP -= 2
			return target
		}
	case core.OpExit:
		return func(m *core.Machine, ip int) int {
			m.Tick(k)
			return exitIP
		}
	case core.OpDoes:
		code := op.Code
		return func(m *core.Machine, ip int) int {
			m.Tick(k)
			setDoes(m, code)
			return exitIP
		}
	case core.OpLocalFetch:
		slot := int(op.N)
		return func(m *core.Machine, ip int) int {
			m.Tick(k)
			m.Push(m.Locals[m.LFrame+slot])
			return ip + 1
		}
	case core.OpLocalStore:
		slot := int(op.N)
		return func(m *core.Machine, ip int) int {
			m.Tick(k)
			m.Locals[m.LFrame+slot] = m.Pop()
			return ip + 1
		}
	case core.OpLocalAdd:
		slot := int(op.N)
		return func(m *core.Machine, ip int) int {
			m.Tick(k)
			m.Locals[m.LFrame+slot] += m.Pop()
			return ip + 1
		}
	case core.OpFLocalFetch:
		slot := int(op.N)
		return func(m *core.Machine, ip int) int {
			m.Tick(k)
			m.FPush(floatOf(m.Locals[m.LFrame+slot]))
			return ip + 1
		}
	case core.OpFLocalStore:
		slot := int(op.N)
		return func(m *core.Machine, ip int) int {
			m.Tick(k)
			m.Locals[m.LFrame+slot] = bitsOf(m.FPop())
			return ip + 1
		}
	case core.OpDropLocals:
		return func(m *core.Machine, ip int) int {
			leaveLocals(m)
			return ip + 1
		}
	case core.OpCompileWord:
		w := op.Word
		return func(m *core.Machine, ip int) int {
			m.Tick(k)
			m.Compiler.CompileWord(m, w)
			return ip + 1
		}
	case core.OpNoop:
		return func(m *core.Machine, ip int) int { return ip + 1 }
	}
	panic("compile: unknown op")
}

// callInst calls a word. A colon definition runs in a frame of its own and
// counts no step itself (its words do); any other word counts one step.
func callInst(w *core.Word, k int64) core.Inst {
	if w.Kind == core.KindColon {
		code := w.Code
		return func(m *core.Machine, ip int) int {
			m.Run(w, code)
			return ip + 1
		}
	}
	return func(m *core.Machine, ip int) int {
		m.Tick(k)
		w.Fn(m)
		return ip + 1
	}
}

// loopNeed checks that loop parameters are on the return stack.
func loopNeed(m *core.Machine) {
	if m.RP < 2 {
		m.Throwf(core.ErrLoopParams, "no DO loop is running")
	}
}

// plusLoopStep adds n to the loop index and reports whether the loop ends:
// when the index crosses the boundary between limit-1 and limit, in either
// direction, as the standard says.
func plusLoopStep(m *core.Machine, n int64) bool {
	d := m.RStack[m.RP-1] - m.RStack[m.RP-2]
	m.RStack[m.RP-1] += n
	return (d^(d+n))&(d^n) < 0
}

// setDoes is the run-time of DOES>: the latest word, made by CREATE, gets the
// code after DOES> as its behaviour.
func setDoes(m *core.Machine, code *core.Code) {
	w := m.Latest()
	if w == nil || w.IsSystem() || (w.Kind != core.KindCreate && w.Kind != core.KindDoes && w.Kind != core.KindVariable) {
		m.Throwf(core.ErrUnsupported, "DOES> needs the latest word to be made by CREATE, but it is %s", core.WordName(w))
	}
	w.Kind = core.KindDoes
	w.Code = code
	m.Make(w, "does", w.XT)
}

// enterLocals opens a locals frame: n locals, the first n-zeroed of them
// taken from the data stack (the top one is the last), the rest zero.
func enterLocals(m *core.Machine, n, zeroed int) {
	taken := n - zeroed
	m.Need(taken)
	if m.LSP+n+1 > core.LocalsDepth {
		m.Throwf(core.ErrRStackOverflow, "locals nested too deeply")
	}
	openFrame(m, m.SP, n, zeroed)
	m.SP -= taken
}

// openFrame opens a locals frame of n locals: the last zeroed are zero, and
// the others are copies of the top n-zeroed cells of the stack of sp
// cells, the deepest first. The caller takes the cells or leaves them.
// It stays within Go's inlining budget (clear rather than a second loop),
// so that the links that open frames hold it in place rather than call it.
func openFrame(m *core.Machine, sp, n, zeroed int) {
	taken := n - zeroed
	frame := pushFrame(m, n)
	for i := range taken {
		frame[i] = *cellAt(m, sp, taken-i)
	}
	clear(frame[taken:])
}

// pushFrame opens a locals frame of n cells and gives them to the caller
// to fill. With n a constant, as in the links of small frames (see
// frameLink), the cells are written with one bounds check.
func pushFrame(m *core.Machine, n int) []int64 {
	f := m.LSP + 1
	m.Locals[m.LSP] = int64(m.LFrame)
	m.LFrame = f
	m.LSP = f + n
	return m.Locals[f : f+n : f+n]
}

// leaveLocals closes the innermost locals frame.
func leaveLocals(m *core.Machine) {
	m.LSP = m.LFrame - 1
	m.LFrame = int(m.Locals[m.LSP])
}
