package compile

import (
	"encoding/binary"

	"github.com/forthling/forthling/core"
)

// The fused code generator. Each instruction it makes stands for one op or
// a short sequence of ops, does their work directly on the machine's stacks
// and counts every step they count. Before doing anything it checks, in one
// comparison each, that nothing can go wrong: the steps stay before the next
// checkpoint, the stack holds what the ops take and has room for what they
// push, the addresses are valid, the divisor is not zero. When a check fails
// it runs the plain instructions of its ops one by one instead, so that the
// error or the limit falls on the exact word, with the stacks as the plain
// code leaves them. Fused and plain code therefore behave the same; the
// script tests run both to hold them to it.

// fuse groups ops into instructions. A group never spans a branch target
// except at its start, and only its last op may branch.
func fuse(ops []core.Op) ([]core.Inst, []int32) {
	labels := make([]bool, len(ops)+1)
	for i := range ops {
		if isBranch(ops[i].Kind) {
			labels[ops[i].Target] = true
		}
	}
	type group struct {
		start, n int
		rule     *rule
	}
	var groups []group
	for i := 0; i < len(ops); {
		r, n := match(ops, i, labels)
		groups = append(groups, group{i, n, r})
		i += n
	}
	instOf := make([]int, len(ops)+1)
	for gi, g := range groups {
		for k := 0; k < g.n; k++ {
			instOf[g.start+k] = gi
		}
	}
	instOf[len(ops)] = len(groups)
	insts := make([]core.Inst, len(groups))
	spans := make([]int32, len(groups)+1)
	for gi, g := range groups {
		spans[gi] = int32(g.start)
		seq := ops[g.start : g.start+g.n]
		target := 0
		if last := &seq[len(seq)-1]; isBranch(last.Kind) {
			target = instOf[last.Target]
		}
		parts := make([]core.Inst, len(seq))
		for k := range seq {
			parts[k] = plainInst(&seq[k], target)
		}
		var k int64
		for i := range seq {
			k += int64(seq[i].Steps)
		}
		if g.rule != nil {
			insts[gi] = g.rule.build(seq, k, target, parts)
		} else {
			insts[gi] = fastInst(&seq[0], k, target, parts[0])
		}
	}
	spans[len(groups)] = int32(len(ops))
	return insts, spans
}

func isBranch(k core.OpKind) bool {
	switch k {
	case core.OpBranch, core.OpZBranch, core.OpQDo, core.OpLoop, core.OpPlusLoop, core.OpLeave:
		return true
	}
	return false
}

// rule is a superinstruction: a sequence of ops it recognises and the
// instruction it builds for them.
type rule struct {
	name  string
	match func(ops []core.Op) bool // ops has at least len(pattern) ops
	n     int
	build func(ops []core.Op, k int64, target int, parts []core.Inst) core.Inst
}

// match finds the longest rule that fits at ops[i] without a branch target
// inside it.
func match(ops []core.Op, i int, labels []bool) (*rule, int) {
	for ri := range rules {
		r := &rules[ri]
		if i+r.n > len(ops) {
			continue
		}
		crosses := false
		for k := i + 1; k < i+r.n; k++ {
			if labels[k] {
				crosses = true
				break
			}
		}
		if crosses {
			continue
		}
		for k := i; k < i+r.n-1; k++ {
			if isBranch(ops[k].Kind) {
				crosses = true
			}
		}
		if !crosses && r.match(ops[i:i+r.n]) {
			return r, r.n
		}
	}
	return nil, 1
}

// fits reports whether an instruction that counts k steps, takes need cells
// and grows the stack by up to grow cells can run its fast path.
func fits(m *core.Machine, k int64, need, grow int) bool {
	return m.Steps+k <= m.CheckAt && m.SP >= need && m.SP+grow <= m.PushLimit
}

// cellOK reports whether a cell at a can be read or written.
func cellOK(m *core.Machine, a int64) bool {
	return uint64(a-core.PageSize) <= uint64(len(m.Mem)-core.PageSize-core.CellSize)
}

func byteOK(m *core.Machine, a int64) bool {
	return uint64(a-core.PageSize) < uint64(len(m.Mem)-core.PageSize)
}

func load(m *core.Machine, a int64) int64 { return int64(binary.LittleEndian.Uint64(m.Mem[a:])) }

func store(m *core.Machine, a, x int64) { binary.LittleEndian.PutUint64(m.Mem[a:], uint64(x)) }

// --- which ops are which ---

// prim names the system primitive an op calls, or "".
func prim(op *core.Op) string {
	if op.Kind != core.OpCall || op.Word == nil || op.Word.Kind != core.KindPrimitive || !op.Word.IsSystem() {
		return ""
	}
	if op.Word.List == nil || op.Word.List.Name != "FORTH" {
		return ""
	}
	return op.Word.Name
}

// litValue reports the value an op pushes when it always pushes the same
// cell: a literal, a constant, or the body of a variable or CREATEd word.
func litValue(op *core.Op) (int64, bool) {
	switch op.Kind {
	case core.OpLit:
		return op.N, true
	case core.OpCall:
		switch op.Word.Kind {
		case core.KindConstant:
			return op.Word.Value, true
		case core.KindVariable, core.KindCreate:
			return op.Word.Body, true
		}
	}
	return 0, false
}

// binop is an operator of two cells that cannot fail.
type binop func(a, b int64) int64

var binops = map[string]binop{
	"+":      func(a, b int64) int64 { return a + b },
	"-":      func(a, b int64) int64 { return a - b },
	"*":      func(a, b int64) int64 { return a * b },
	"AND":    func(a, b int64) int64 { return a & b },
	"OR":     func(a, b int64) int64 { return a | b },
	"XOR":    func(a, b int64) int64 { return a ^ b },
	"=":      func(a, b int64) int64 { return core.Flag(a == b) },
	"<>":     func(a, b int64) int64 { return core.Flag(a != b) },
	"<":      func(a, b int64) int64 { return core.Flag(a < b) },
	">":      func(a, b int64) int64 { return core.Flag(a > b) },
	"U<":     func(a, b int64) int64 { return core.Flag(uint64(a) < uint64(b)) },
	"U>":     func(a, b int64) int64 { return core.Flag(uint64(a) > uint64(b)) },
	"MAX":    func(a, b int64) int64 { return max(a, b) },
	"MIN":    func(a, b int64) int64 { return min(a, b) },
	"LSHIFT": func(a, b int64) int64 { return shl(a, b) },
	"RSHIFT": func(a, b int64) int64 { return shr(a, b) },
}

func shl(a, b int64) int64 {
	if uint64(b) >= 64 {
		return 0
	}
	return a << uint(b)
}

func shr(a, b int64) int64 {
	if uint64(b) >= 64 {
		return 0
	}
	return int64(uint64(a) >> uint(b))
}

// cmpop is a comparison that decides a branch.
type cmpop func(a, b int64) bool

var cmpops = map[string]cmpop{
	"=":  func(a, b int64) bool { return a == b },
	"<>": func(a, b int64) bool { return a != b },
	"<":  func(a, b int64) bool { return a < b },
	">":  func(a, b int64) bool { return a > b },
	"U<": func(a, b int64) bool { return uint64(a) < uint64(b) },
	"U>": func(a, b int64) bool { return uint64(a) > uint64(b) },
}

// unop is an operator of one cell that cannot fail.
var unops = map[string]func(a int64) int64{
	"1+":     func(a int64) int64 { return a + 1 },
	"1-":     func(a int64) int64 { return a - 1 },
	"2*":     func(a int64) int64 { return a << 1 },
	"2/":     func(a int64) int64 { return a >> 1 },
	"CELLS":  func(a int64) int64 { return a * core.CellSize },
	"CELL+":  func(a int64) int64 { return a + core.CellSize },
	"CHAR+":  func(a int64) int64 { return a + 1 },
	"NEGATE": func(a int64) int64 { return -a },
	"INVERT": func(a int64) int64 { return ^a },
	"ABS": func(a int64) int64 {
		if a < 0 {
			return -a
		}
		return a
	},
	"0=":  func(a int64) int64 { return core.Flag(a == 0) },
	"0<>": func(a int64) int64 { return core.Flag(a != 0) },
	"0<":  func(a int64) int64 { return core.Flag(a < 0) },
	"0>":  func(a int64) int64 { return core.Flag(a > 0) },
}

// --- single ops ---

// fastInst is the instruction for one op: a direct version of the common
// primitives and control ops, the plain one for the rest.
func fastInst(op *core.Op, k int64, target int, slow core.Inst) core.Inst {
	switch op.Kind {
	case core.OpLit:
		n := op.N
		return func(m *core.Machine, ip int) int {
			if !fits(m, k, 0, 1) {
				return slow(m, ip)
			}
			m.Steps += k
			m.Stack[m.SP] = n
			m.SP++
			return ip + 1
		}
	case core.OpBranch:
		return func(m *core.Machine, ip int) int {
			if m.Steps+k > m.CheckAt {
				return slow(m, ip)
			}
			m.Steps += k
			return target
		}
	case core.OpZBranch:
		return func(m *core.Machine, ip int) int {
			if !fits(m, k, 1, 0) {
				return slow(m, ip)
			}
			m.Steps += k
			m.SP--
			if m.Stack[m.SP] == 0 {
				return target
			}
			return ip + 1
		}
	case core.OpLoop:
		return func(m *core.Machine, ip int) int {
			if m.Steps+k > m.CheckAt || m.RP < 2 {
				return slow(m, ip)
			}
			m.Steps += k
			rp := m.RP
			index := m.RStack[rp-1] + 1
			if index == m.RStack[rp-2] {
				m.RP = rp - 2
				return ip + 1
			}
			m.RStack[rp-1] = index
			return target
		}
	case core.OpPlusLoop:
		return func(m *core.Machine, ip int) int {
			if !fits(m, k, 1, 0) || m.RP < 2 {
				return slow(m, ip)
			}
			m.Steps += k
			m.SP--
			if plusLoopStep(m, m.Stack[m.SP]) {
				m.RP -= 2
				return ip + 1
			}
			return target
		}
	case core.OpDo:
		return func(m *core.Machine, ip int) int {
			if !fits(m, k, 2, 0) || m.RP+2 > core.ReturnStackDepth {
				return slow(m, ip)
			}
			m.Steps += k
			m.SP -= 2
			m.RStack[m.RP] = m.Stack[m.SP]
			m.RStack[m.RP+1] = m.Stack[m.SP+1]
			m.RP += 2
			return ip + 1
		}
	case core.OpLocalFetch:
		slot := int(op.N)
		return func(m *core.Machine, ip int) int {
			if !fits(m, k, 0, 1) {
				return slow(m, ip)
			}
			m.Steps += k
			m.Stack[m.SP] = m.Locals[m.LFrame+slot]
			m.SP++
			return ip + 1
		}
	case core.OpCall:
		return fastCall(op, k, slow)
	}
	return slow
}

// fastCall is a call of a word, direct where the word is a common primitive
// or pushes a fixed cell.
func fastCall(op *core.Op, k int64, slow core.Inst) core.Inst {
	w := op.Word
	if w.Kind == core.KindColon {
		return slow // callInst already runs the code directly
	}
	if n, ok := litValue(op); ok {
		return fastInst(&core.Op{Kind: core.OpLit, N: n}, k, 0, slow)
	}
	name := prim(op)
	if name == "" {
		return slow
	}
	if f, ok := binops[name]; ok {
		return func(m *core.Machine, ip int) int {
			if !fits(m, k, 2, 0) {
				return slow(m, ip)
			}
			m.Steps += k
			m.SP--
			m.Stack[m.SP-1] = f(m.Stack[m.SP-1], m.Stack[m.SP])
			return ip + 1
		}
	}
	if f, ok := unops[name]; ok {
		return func(m *core.Machine, ip int) int {
			if !fits(m, k, 1, 0) {
				return slow(m, ip)
			}
			m.Steps += k
			m.Stack[m.SP-1] = f(m.Stack[m.SP-1])
			return ip + 1
		}
	}
	switch name {
	case "DUP":
		return func(m *core.Machine, ip int) int {
			if !fits(m, k, 1, 1) {
				return slow(m, ip)
			}
			m.Steps += k
			m.Stack[m.SP] = m.Stack[m.SP-1]
			m.SP++
			return ip + 1
		}
	case "DROP":
		return func(m *core.Machine, ip int) int {
			if !fits(m, k, 1, 0) {
				return slow(m, ip)
			}
			m.Steps += k
			m.SP--
			return ip + 1
		}
	case "SWAP":
		return func(m *core.Machine, ip int) int {
			if !fits(m, k, 2, 0) {
				return slow(m, ip)
			}
			m.Steps += k
			s := m.Stack[m.SP-2 : m.SP]
			s[0], s[1] = s[1], s[0]
			return ip + 1
		}
	case "OVER":
		return func(m *core.Machine, ip int) int {
			if !fits(m, k, 2, 1) {
				return slow(m, ip)
			}
			m.Steps += k
			m.Stack[m.SP] = m.Stack[m.SP-2]
			m.SP++
			return ip + 1
		}
	case "NIP":
		return func(m *core.Machine, ip int) int {
			if !fits(m, k, 2, 0) {
				return slow(m, ip)
			}
			m.Steps += k
			m.SP--
			m.Stack[m.SP-1] = m.Stack[m.SP]
			return ip + 1
		}
	case "ROT":
		return func(m *core.Machine, ip int) int {
			if !fits(m, k, 3, 0) {
				return slow(m, ip)
			}
			m.Steps += k
			s := m.Stack[m.SP-3 : m.SP]
			s[0], s[1], s[2] = s[1], s[2], s[0]
			return ip + 1
		}
	case "@":
		return func(m *core.Machine, ip int) int {
			if !fits(m, k, 1, 0) || !cellOK(m, m.Stack[m.SP-1]) {
				return slow(m, ip)
			}
			m.Steps += k
			m.Stack[m.SP-1] = load(m, m.Stack[m.SP-1])
			return ip + 1
		}
	case "!":
		return func(m *core.Machine, ip int) int {
			if !fits(m, k, 2, 0) || !cellOK(m, m.Stack[m.SP-1]) {
				return slow(m, ip)
			}
			m.Steps += k
			m.SP -= 2
			store(m, m.Stack[m.SP+1], m.Stack[m.SP])
			return ip + 1
		}
	case "+!":
		return func(m *core.Machine, ip int) int {
			if !fits(m, k, 2, 0) || !cellOK(m, m.Stack[m.SP-1]) {
				return slow(m, ip)
			}
			m.Steps += k
			m.SP -= 2
			a := m.Stack[m.SP+1]
			store(m, a, load(m, a)+m.Stack[m.SP])
			return ip + 1
		}
	case "C@":
		return func(m *core.Machine, ip int) int {
			if !fits(m, k, 1, 0) || !byteOK(m, m.Stack[m.SP-1]) {
				return slow(m, ip)
			}
			m.Steps += k
			m.Stack[m.SP-1] = int64(m.Mem[m.Stack[m.SP-1]])
			return ip + 1
		}
	case "C!":
		return func(m *core.Machine, ip int) int {
			if !fits(m, k, 2, 0) || !byteOK(m, m.Stack[m.SP-1]) {
				return slow(m, ip)
			}
			m.Steps += k
			m.SP -= 2
			m.Mem[m.Stack[m.SP+1]] = byte(m.Stack[m.SP])
			return ip + 1
		}
	case "I":
		return func(m *core.Machine, ip int) int {
			if !fits(m, k, 0, 1) || m.RP < 1 {
				return slow(m, ip)
			}
			m.Steps += k
			m.Stack[m.SP] = m.RStack[m.RP-1]
			m.SP++
			return ip + 1
		}
	case "J":
		return func(m *core.Machine, ip int) int {
			if !fits(m, k, 0, 1) || m.RP < 3 {
				return slow(m, ip)
			}
			m.Steps += k
			m.Stack[m.SP] = m.RStack[m.RP-3]
			m.SP++
			return ip + 1
		}
	case ">R":
		return func(m *core.Machine, ip int) int {
			if !fits(m, k, 1, 0) || m.RP >= core.ReturnStackDepth {
				return slow(m, ip)
			}
			m.Steps += k
			m.SP--
			m.RStack[m.RP] = m.Stack[m.SP]
			m.RP++
			return ip + 1
		}
	case "R>":
		return func(m *core.Machine, ip int) int {
			if !fits(m, k, 0, 1) || m.RP < 1 {
				return slow(m, ip)
			}
			m.Steps += k
			m.RP--
			m.Stack[m.SP] = m.RStack[m.RP]
			m.SP++
			return ip + 1
		}
	case "R@":
		return func(m *core.Machine, ip int) int {
			if !fits(m, k, 0, 1) || m.RP < 1 {
				return slow(m, ip)
			}
			m.Steps += k
			m.Stack[m.SP] = m.RStack[m.RP-1]
			m.SP++
			return ip + 1
		}
	case "2DUP":
		return func(m *core.Machine, ip int) int {
			if !fits(m, k, 2, 2) {
				return slow(m, ip)
			}
			m.Steps += k
			m.Stack[m.SP] = m.Stack[m.SP-2]
			m.Stack[m.SP+1] = m.Stack[m.SP-1]
			m.SP += 2
			return ip + 1
		}
	case "2DROP":
		return func(m *core.Machine, ip int) int {
			if !fits(m, k, 2, 0) {
				return slow(m, ip)
			}
			m.Steps += k
			m.SP -= 2
			return ip + 1
		}
	case "2@":
		return func(m *core.Machine, ip int) int {
			if !fits(m, k, 1, 1) || !cellOK(m, m.Stack[m.SP-1]) || !cellOK(m, m.Stack[m.SP-1]+core.CellSize) {
				return slow(m, ip)
			}
			m.Steps += k
			a := m.Stack[m.SP-1]
			m.Stack[m.SP-1] = load(m, a+core.CellSize)
			m.Stack[m.SP] = load(m, a)
			m.SP++
			return ip + 1
		}
	case "2!":
		return func(m *core.Machine, ip int) int {
			if !fits(m, k, 3, 0) || !cellOK(m, m.Stack[m.SP-1]) || !cellOK(m, m.Stack[m.SP-1]+core.CellSize) {
				return slow(m, ip)
			}
			m.Steps += k
			m.SP -= 3
			a := m.Stack[m.SP+2]
			store(m, a, m.Stack[m.SP+1])
			store(m, a+core.CellSize, m.Stack[m.SP])
			return ip + 1
		}
	}
	return slow
}

// --- superinstructions ---

// rules are tried in order at each op; longer sequences come first.
var rules = []rule{
	{ // DUP lit < IF: the test of a recursion's base case
		name: "DUP lit cmp 0BRANCH", n: 4,
		match: func(o []core.Op) bool {
			_, lit := litValue(&o[1])
			return prim(&o[0]) == "DUP" && lit && cmpops[prim(&o[2])] != nil && o[3].Kind == core.OpZBranch
		},
		build: func(o []core.Op, k int64, target int, parts []core.Inst) core.Inst {
			n, _ := litValue(&o[1])
			f := cmpops[prim(&o[2])]
			return func(m *core.Machine, ip int) int {
				if !fits(m, k, 1, 2) {
					return m.RunParts(parts, ip)
				}
				m.Steps += k
				if f(m.Stack[m.SP-1], n) {
					return ip + 1
				}
				return target
			}
		},
	},
	{ // OVER OVER cmp IF, and 2DUP cmp IF
		name: "2DUP cmp 0BRANCH", n: 3,
		match: func(o []core.Op) bool {
			return prim(&o[0]) == "2DUP" && cmpops[prim(&o[1])] != nil && o[2].Kind == core.OpZBranch
		},
		build: func(o []core.Op, k int64, target int, parts []core.Inst) core.Inst {
			f := cmpops[prim(&o[1])]
			return func(m *core.Machine, ip int) int {
				if !fits(m, k, 2, 2) {
					return m.RunParts(parts, ip)
				}
				m.Steps += k
				if f(m.Stack[m.SP-2], m.Stack[m.SP-1]) {
					return ip + 1
				}
				return target
			}
		},
	},
	{ // I C@ IF: a flag array in a loop
		name: "I C@ 0BRANCH", n: 3,
		match: func(o []core.Op) bool {
			return prim(&o[0]) == "I" && prim(&o[1]) == "C@" && o[2].Kind == core.OpZBranch
		},
		build: func(o []core.Op, k int64, target int, parts []core.Inst) core.Inst {
			return func(m *core.Machine, ip int) int {
				if !fits(m, k, 0, 1) || m.RP < 1 || !byteOK(m, m.RStack[m.RP-1]) {
					return m.RunParts(parts, ip)
				}
				m.Steps += k
				if m.Mem[m.RStack[m.RP-1]] == 0 {
					return target
				}
				return ip + 1
			}
		},
	},
	{ // lit cmp IF
		name: "lit cmp 0BRANCH", n: 3,
		match: func(o []core.Op) bool {
			_, lit := litValue(&o[0])
			return lit && cmpops[prim(&o[1])] != nil && o[2].Kind == core.OpZBranch
		},
		build: func(o []core.Op, k int64, target int, parts []core.Inst) core.Inst {
			n, _ := litValue(&o[0])
			f := cmpops[prim(&o[1])]
			return func(m *core.Machine, ip int) int {
				if !fits(m, k, 1, 1) {
					return m.RunParts(parts, ip)
				}
				m.Steps += k
				m.SP--
				if f(m.Stack[m.SP], n) {
					return ip + 1
				}
				return target
			}
		},
	},
	{ // var @ lit +: counters and pointers
		name: "lit @", n: 2,
		match: func(o []core.Op) bool {
			_, lit := litValue(&o[0])
			return lit && prim(&o[1]) == "@"
		},
		build: func(o []core.Op, k int64, target int, parts []core.Inst) core.Inst {
			a, _ := litValue(&o[0])
			return func(m *core.Machine, ip int) int {
				if !fits(m, k, 0, 1) || !cellOK(m, a) {
					return m.RunParts(parts, ip)
				}
				m.Steps += k
				m.Stack[m.SP] = load(m, a)
				m.SP++
				return ip + 1
			}
		},
	},
	{
		name: "lit !", n: 2,
		match: func(o []core.Op) bool {
			_, lit := litValue(&o[0])
			return lit && prim(&o[1]) == "!"
		},
		build: func(o []core.Op, k int64, target int, parts []core.Inst) core.Inst {
			a, _ := litValue(&o[0])
			return func(m *core.Machine, ip int) int {
				if !fits(m, k, 1, 1) || !cellOK(m, a) {
					return m.RunParts(parts, ip)
				}
				m.Steps += k
				m.SP--
				store(m, a, m.Stack[m.SP])
				return ip + 1
			}
		},
	},
	{
		name: "lit +!", n: 2,
		match: func(o []core.Op) bool {
			_, lit := litValue(&o[0])
			return lit && prim(&o[1]) == "+!"
		},
		build: func(o []core.Op, k int64, target int, parts []core.Inst) core.Inst {
			a, _ := litValue(&o[0])
			return func(m *core.Machine, ip int) int {
				if !fits(m, k, 1, 1) || !cellOK(m, a) {
					return m.RunParts(parts, ip)
				}
				m.Steps += k
				m.SP--
				store(m, a, load(m, a)+m.Stack[m.SP])
				return ip + 1
			}
		},
	},
	{ // cmp IF
		name: "cmp 0BRANCH", n: 2,
		match: func(o []core.Op) bool {
			return cmpops[prim(&o[0])] != nil && o[1].Kind == core.OpZBranch
		},
		build: func(o []core.Op, k int64, target int, parts []core.Inst) core.Inst {
			f := cmpops[prim(&o[0])]
			return func(m *core.Machine, ip int) int {
				if !fits(m, k, 2, 0) {
					return m.RunParts(parts, ip)
				}
				m.Steps += k
				m.SP -= 2
				if f(m.Stack[m.SP], m.Stack[m.SP+1]) {
					return ip + 1
				}
				return target
			}
		},
	},
	{ // 0= IF
		name: "0= 0BRANCH", n: 2,
		match: func(o []core.Op) bool { return prim(&o[0]) == "0=" && o[1].Kind == core.OpZBranch },
		build: func(o []core.Op, k int64, target int, parts []core.Inst) core.Inst {
			return func(m *core.Machine, ip int) int {
				if !fits(m, k, 1, 0) {
					return m.RunParts(parts, ip)
				}
				m.Steps += k
				m.SP--
				if m.Stack[m.SP] == 0 {
					return ip + 1
				}
				return target
			}
		},
	},
	{ // lit op: n +, 2 *, 1 AND, ...
		name: "lit binop", n: 2,
		match: func(o []core.Op) bool {
			_, lit := litValue(&o[0])
			return lit && binops[prim(&o[1])] != nil
		},
		build: func(o []core.Op, k int64, target int, parts []core.Inst) core.Inst {
			n, _ := litValue(&o[0])
			f := binops[prim(&o[1])]
			return func(m *core.Machine, ip int) int {
				if !fits(m, k, 1, 1) {
					return m.RunParts(parts, ip)
				}
				m.Steps += k
				m.Stack[m.SP-1] = f(m.Stack[m.SP-1], n)
				return ip + 1
			}
		},
	},
	{ // DUP lit op: DUP 1- and the like
		name: "DUP lit binop", n: 3,
		match: func(o []core.Op) bool {
			_, lit := litValue(&o[1])
			return prim(&o[0]) == "DUP" && lit && binops[prim(&o[2])] != nil
		},
		build: func(o []core.Op, k int64, target int, parts []core.Inst) core.Inst {
			n, _ := litValue(&o[1])
			f := binops[prim(&o[2])]
			return func(m *core.Machine, ip int) int {
				if !fits(m, k, 1, 2) {
					return m.RunParts(parts, ip)
				}
				m.Steps += k
				m.Stack[m.SP] = f(m.Stack[m.SP-1], n)
				m.SP++
				return ip + 1
			}
		},
	},
	{ // DUP unop: DUP 1-
		name: "DUP unop", n: 2,
		match: func(o []core.Op) bool { return prim(&o[0]) == "DUP" && unops[prim(&o[1])] != nil },
		build: func(o []core.Op, k int64, target int, parts []core.Inst) core.Inst {
			f := unops[prim(&o[1])]
			return func(m *core.Machine, ip int) int {
				if !fits(m, k, 1, 1) {
					return m.RunParts(parts, ip)
				}
				m.Steps += k
				m.Stack[m.SP] = f(m.Stack[m.SP-1])
				m.SP++
				return ip + 1
			}
		},
	},
	{ // SWAP lit op: SWAP 2 -
		name: "SWAP lit binop", n: 3,
		match: func(o []core.Op) bool {
			_, lit := litValue(&o[1])
			return prim(&o[0]) == "SWAP" && lit && binops[prim(&o[2])] != nil
		},
		build: func(o []core.Op, k int64, target int, parts []core.Inst) core.Inst {
			n, _ := litValue(&o[1])
			f := binops[prim(&o[2])]
			return func(m *core.Machine, ip int) int {
				if !fits(m, k, 2, 1) {
					return m.RunParts(parts, ip)
				}
				m.Steps += k
				s := m.Stack[m.SP-2 : m.SP]
				s[0], s[1] = s[1], f(s[0], n)
				return ip + 1
			}
		},
	},
	{ // DROP lit: replace the top
		name: "DROP lit", n: 2,
		match: func(o []core.Op) bool {
			_, lit := litValue(&o[1])
			return prim(&o[0]) == "DROP" && lit
		},
		build: func(o []core.Op, k int64, target int, parts []core.Inst) core.Inst {
			n, _ := litValue(&o[1])
			return func(m *core.Machine, ip int) int {
				if !fits(m, k, 1, 0) {
					return m.RunParts(parts, ip)
				}
				m.Steps += k
				m.Stack[m.SP-1] = n
				return ip + 1
			}
		},
	},
	{ // DUP * , OVER + and their kin: a stack op then a binary op
		name: "DUP binop", n: 2,
		match: func(o []core.Op) bool { return prim(&o[0]) == "DUP" && binops[prim(&o[1])] != nil },
		build: func(o []core.Op, k int64, target int, parts []core.Inst) core.Inst {
			f := binops[prim(&o[1])]
			return func(m *core.Machine, ip int) int {
				if !fits(m, k, 1, 1) {
					return m.RunParts(parts, ip)
				}
				m.Steps += k
				a := m.Stack[m.SP-1]
				m.Stack[m.SP-1] = f(a, a)
				return ip + 1
			}
		},
	},
	{
		name: "OVER binop", n: 2,
		match: func(o []core.Op) bool { return prim(&o[0]) == "OVER" && binops[prim(&o[1])] != nil },
		build: func(o []core.Op, k int64, target int, parts []core.Inst) core.Inst {
			f := binops[prim(&o[1])]
			return func(m *core.Machine, ip int) int {
				if !fits(m, k, 2, 1) {
					return m.RunParts(parts, ip)
				}
				m.Steps += k
				m.Stack[m.SP-1] = f(m.Stack[m.SP-1], m.Stack[m.SP-2])
				return ip + 1
			}
		},
	},
	{
		name: "SWAP binop", n: 2,
		match: func(o []core.Op) bool { return prim(&o[0]) == "SWAP" && binops[prim(&o[1])] != nil },
		build: func(o []core.Op, k int64, target int, parts []core.Inst) core.Inst {
			f := binops[prim(&o[1])]
			return func(m *core.Machine, ip int) int {
				if !fits(m, k, 2, 0) {
					return m.RunParts(parts, ip)
				}
				m.Steps += k
				m.SP--
				m.Stack[m.SP-1] = f(m.Stack[m.SP], m.Stack[m.SP-1])
				return ip + 1
			}
		},
	},
	{ // @ + : add a cell from memory
		name: "@ binop", n: 2,
		match: func(o []core.Op) bool { return prim(&o[0]) == "@" && binops[prim(&o[1])] != nil },
		build: func(o []core.Op, k int64, target int, parts []core.Inst) core.Inst {
			f := binops[prim(&o[1])]
			return func(m *core.Machine, ip int) int {
				if !fits(m, k, 2, 0) || !cellOK(m, m.Stack[m.SP-1]) {
					return m.RunParts(parts, ip)
				}
				m.Steps += k
				m.SP--
				m.Stack[m.SP-1] = f(m.Stack[m.SP-1], load(m, m.Stack[m.SP]))
				return ip + 1
			}
		},
	},
	{ // unop binop: CELLS + and the like
		name: "unop binop", n: 2,
		match: func(o []core.Op) bool { return unops[prim(&o[0])] != nil && binops[prim(&o[1])] != nil },
		build: func(o []core.Op, k int64, target int, parts []core.Inst) core.Inst {
			u := unops[prim(&o[0])]
			f := binops[prim(&o[1])]
			return func(m *core.Machine, ip int) int {
				if !fits(m, k, 2, 0) {
					return m.RunParts(parts, ip)
				}
				m.Steps += k
				m.SP--
				m.Stack[m.SP-1] = f(m.Stack[m.SP-1], u(m.Stack[m.SP]))
				return ip + 1
			}
		},
	},
	{ // I fetches: I @ , I C@
		name: "I @", n: 2,
		match: func(o []core.Op) bool { return prim(&o[0]) == "I" && prim(&o[1]) == "@" },
		build: func(o []core.Op, k int64, target int, parts []core.Inst) core.Inst {
			return func(m *core.Machine, ip int) int {
				if !fits(m, k, 0, 1) || m.RP < 1 || !cellOK(m, m.RStack[m.RP-1]) {
					return m.RunParts(parts, ip)
				}
				m.Steps += k
				m.Stack[m.SP] = load(m, m.RStack[m.RP-1])
				m.SP++
				return ip + 1
			}
		},
	},
	{
		name: "I C@", n: 2,
		match: func(o []core.Op) bool { return prim(&o[0]) == "I" && prim(&o[1]) == "C@" },
		build: func(o []core.Op, k int64, target int, parts []core.Inst) core.Inst {
			return func(m *core.Machine, ip int) int {
				if !fits(m, k, 0, 1) || m.RP < 1 || !byteOK(m, m.RStack[m.RP-1]) {
					return m.RunParts(parts, ip)
				}
				m.Steps += k
				m.Stack[m.SP] = int64(m.Mem[m.RStack[m.RP-1]])
				m.SP++
				return ip + 1
			}
		},
	},
	{
		name: "I binop", n: 2,
		match: func(o []core.Op) bool { return prim(&o[0]) == "I" && binops[prim(&o[1])] != nil },
		build: func(o []core.Op, k int64, target int, parts []core.Inst) core.Inst {
			f := binops[prim(&o[1])]
			return func(m *core.Machine, ip int) int {
				if !fits(m, k, 1, 1) || m.RP < 1 {
					return m.RunParts(parts, ip)
				}
				m.Steps += k
				m.Stack[m.SP-1] = f(m.Stack[m.SP-1], m.RStack[m.RP-1])
				return ip + 1
			}
		},
	},
}

func init() {
	// Longer rules first, so that the longest match wins.
	for i := 1; i < len(rules); i++ {
		for j := i; j > 0 && rules[j].n > rules[j-1].n; j-- {
			rules[j], rules[j-1] = rules[j-1], rules[j]
		}
	}
}
