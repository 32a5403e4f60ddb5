package effect

import (
	"fmt"

	"github.com/forthling/forthling/core"
)

// Definition is what Infer reads: a definition's ops as the compiler
// emitted them, and what it needs to know about the words they call.
type Definition struct {
	Ops   []core.Op
	Words *Table
	// WordOf returns the word of an execution token compiled as a literal
	// (['] W EXECUTE, ['] W CATCH), or nil.
	WordOf func(xt int64) *core.Word
	// Self is the word being defined, which RECURSE calls; SelfEffect is
	// its declared effect, when it has one.
	Self       *core.Word
	SelfEffect *Effect
}

// Inference is what Infer found.
type Inference struct {
	Effect Effect
	// Fixed says the definition takes and leaves the same counts every way
	// it runs, so Effect holds.
	Fixed bool
	// Problems are the places where the counts go apart (branches that
	// leave different counts, a loop that grows the stack) or the return
	// stack is left unbalanced. They are found only where every op's
	// effect is known.
	Problems []Problem
}

// Problem is a place where a definition's counts go wrong.
type Problem struct {
	Kind    string // "branches", "loop" or "return-stack"
	Message string
	// Op is the op where it shows: the branch or the word before the
	// merge, the word that goes back in a loop, the EXIT; len(Ops) for
	// the end of the definition.
	Op int
}

// The kinds of problems.
const (
	KindBranches    = "branches"
	KindLoop        = "loop"
	KindReturnStack = "return-stack"
)

// step is what one op does to the stacks: cells, floats and return-stack
// cells it takes and leaves, loops it enters or leaves.
type step struct {
	in, out   int
	fin, fout int
	rin, rout int
	loops     int // +1 at DO, -1 at UNLOOP
	ends      bool
}

// state is the stacks at an op, counted from where the definition began:
// data and float depths (below zero: taken from the caller), the cells
// the definition put on the return stack, the DO loops it is in.
type state struct {
	d, f, r, loops int
}

// Infer works out a definition's effect by following its ops along every
// way through them. It gives up (Fixed false, no problems) when an op's
// effect is not fixed.
func Infer(def Definition) Inference {
	// one allocation for everything about the ops: inference runs at
	// every ;
	nodes := make([]node, len(def.Ops)+1)
	if !stepsOf(def, nodes) {
		return Inference{}
	}
	a := analysis{def: def, nodes: nodes}
	return a.run()
}

// node is what inference knows of an op: its effect, whether a branch
// goes to it, the stacks where it is reached and the op it was first
// reached from, whether the ops after it have been followed. The node
// after the last op is the end of the definition.
type node struct {
	step    step
	target  bool
	at      state
	reached bool
	visited bool
	from    int
}

// stepsOf finds the effect of every op, or reports false when one is not
// fixed.
func stepsOf(def Definition, nodes []node) bool {
	ops := def.Ops
	for _, op := range ops {
		if isBranch(op.Kind) && op.Target >= 0 && op.Target <= len(ops) {
			nodes[op.Target].target = true
		}
	}
	// literal returns the number the op before i pushes, when it is a
	// literal that nothing jumps past
	literal := func(i int) (int64, bool) {
		if i == 0 || nodes[i].target || ops[i-1].Kind != core.OpLit {
			return 0, false
		}
		return ops[i-1].N, true
	}
	for i, op := range ops {
		var s step
		switch op.Kind {
		case core.OpCall:
			var ok bool
			if s, ok = callStep(def, op.Word, i, literal); !ok {
				return false
			}
		case core.OpLit, core.OpLocalFetch, core.OpLocalAddr:
			s.out = 1
		case core.OpString:
			s.out = 2
		case core.OpFLit, core.OpFLocalFetch:
			s.fout = 1
		case core.OpFLocalStore:
			s.fin = 1
		case core.OpZBranch, core.OpLocalStore, core.OpLocalAdd, core.OpPlusLoop:
			s.in = 1
		case core.OpDo, core.OpQDo:
			s.in, s.loops = 2, 1
		case core.OpLocals:
			s.in = int(op.N - op.Len)
		case core.OpBranch, core.OpLoop, core.OpLeave, core.OpExit, core.OpNoop,
			core.OpDropLocals, core.OpCompileWord:
		default:
			// DOES> and anything new: the code after it is another word's
			return false
		}
		nodes[i].step = s
	}
	return true
}

func isBranch(k core.OpKind) bool {
	switch k {
	case core.OpBranch, core.OpZBranch, core.OpQDo, core.OpLoop, core.OpPlusLoop, core.OpLeave:
		return true
	}
	return false
}

// callStep is the effect of a call of w at op i.
func callStep(def Definition, w *core.Word, i int, literal func(int) (int64, bool)) (step, bool) {
	if w == nil {
		return step{}, false
	}
	if w == def.Self {
		if def.SelfEffect == nil {
			return step{}, false
		}
		return stepOf(*def.SelfEffect), true
	}
	sp, isSpecial := specialWords[w.Name]
	if !isSpecial || !w.IsSystem() {
		e, ok := def.Words.Of(w)
		return stepOf(e), ok
	}
	switch sp.kind {
	case toReturn:
		return step{in: sp.cells, rout: sp.cells}, true
	case fromReturn:
		return step{out: sp.cells, rin: sp.cells}, true
	case copyReturn:
		return step{out: sp.cells, rin: sp.cells, rout: sp.cells}, true
	case unloop:
		return step{loops: -1}, true
	case throw:
		return step{in: 1}, true
	case noReturn:
		return step{ends: true}, true
	case execute, catch:
		xt, ok := literal(i)
		if !ok || def.WordOf == nil {
			return step{}, false
		}
		target := def.WordOf(xt)
		if target == nil || target == def.Self {
			return step{}, false
		}
		e, ok := def.Words.Of(target)
		if !ok {
			return step{}, false
		}
		s := stepOf(e)
		s.in++ // the xt
		if sp.kind == catch {
			// a THROW puts the depths back as they were before the xt,
			// which is where a word that takes and leaves as many leaves
			// them too: only then is the effect fixed
			if e.In != e.Out || e.FIn != e.FOut {
				return step{}, false
			}
			s.out++ // the code
		}
		return s, true
	case pick, roll:
		n, ok := literal(i)
		if !ok || n < 0 || n > 64 {
			return step{}, false
		}
		if sp.kind == pick {
			return step{in: int(n) + 2, out: int(n) + 2}, true
		}
		return step{in: int(n) + 2, out: int(n) + 1}, true
	}
	return step{}, false
}

func stepOf(e Effect) step { return step{in: e.In, out: e.Out, fin: e.FIn, fout: e.FOut} }

// analysis follows the ops: the state at each op reached, and the op it
// was first reached from.
type analysis struct {
	def      Definition
	nodes    []node
	pending  opHeap // the ops reached and not yet visited
	exits    []exitState
	minD     int
	minF     int
	problems []Problem
	gaveUp   bool
}

// opHeap is a min-heap of op indexes (without container/heap's boxing:
// inference runs at every ;).
type opHeap []int

func (h *opHeap) push(i int) {
	*h = append(*h, i)
	q := *h
	for k := len(q) - 1; k > 0; {
		parent := (k - 1) / 2
		if q[parent] <= q[k] {
			break
		}
		q[parent], q[k] = q[k], q[parent]
		k = parent
	}
}

func (h *opHeap) pop() int {
	q := *h
	top := q[0]
	last := len(q) - 1
	q[0] = q[last]
	q = q[:last]
	for k := 0; ; {
		least, l, r := k, 2*k+1, 2*k+2
		if l < len(q) && q[l] < q[least] {
			least = l
		}
		if r < len(q) && q[r] < q[least] {
			least = r
		}
		if least == k {
			break
		}
		q[k], q[least] = q[least], q[k]
		k = least
	}
	*h = q
	return top
}

// exitState is the stacks where the definition returns: at an EXIT (op) or
// at its end (op = len(ops)).
type exitState struct {
	op int
	s  state
}

func (a *analysis) run() Inference {
	ops := a.def.Ops
	a.nodes[0].reached = true
	a.nodes[0].from = -1
	// ops are visited in order, the lowest reached first, so that a
	// backward branch to an op not reached before (AHEAD ... BEGIN made
	// with CS-ROLL) goes back there; each op is visited once
	a.pending = append(a.pending, 0)
	for len(a.pending) > 0 && !a.stopped() {
		i := a.pending.pop()
		if i < len(ops) && !a.nodes[i].visited {
			a.visit(i)
		}
	}
	if a.stopped() {
		return a.result(false)
	}
	if end := a.nodes[len(ops)]; end.reached {
		a.exits = append(a.exits, exitState{len(ops), end.at})
	}
	if len(a.exits) == 0 {
		// it never returns: nothing to compare
		return Inference{}
	}
	first := a.exits[0]
	for _, e := range a.exits {
		if e.s.loops != 0 {
			a.problem(e.op, KindReturnStack, "EXIT inside a DO loop needs UNLOOP first (once for each loop)")
		} else if e.s.r != 0 {
			a.problem(e.op, KindReturnStack, fmt.Sprintf("%s leaves %s on the return stack (a >R without its R>)", exitName(ops, e.op), count(e.s.r, "cell")))
		}
		if a.stopped() {
			return a.result(false)
		}
		if e.s.d != first.s.d || e.s.f != first.s.f {
			a.problem(e.op, KindBranches, fmt.Sprintf("%s leaves %s than %s", exitName(ops, e.op), difference(e.s, first.s), exitName(ops, first.op)))
			return a.result(false)
		}
	}
	in, fin := -a.minD, -a.minF
	a.problems = nil
	return Inference{Effect: Effect{In: in, Out: first.s.d + in, FIn: fin, FOut: first.s.f + fin}, Fixed: true}
}

func (a *analysis) stopped() bool { return a.gaveUp || len(a.problems) > 0 }

func (a *analysis) result(fixed bool) Inference {
	if a.gaveUp {
		return Inference{}
	}
	return Inference{Fixed: fixed, Problems: a.problems}
}

func (a *analysis) problem(op int, kind, message string) {
	a.problems = append(a.problems, Problem{Kind: kind, Message: message, Op: op})
}

// visit follows op i from its state to the ops after it.
func (a *analysis) visit(i int) {
	op, s, st := a.def.Ops[i], a.nodes[i].step, a.nodes[i].at
	a.nodes[i].visited = true
	a.minD = min(a.minD, st.d-s.in)
	a.minF = min(a.minF, st.f-s.fin)
	if st.r < s.rin || st.loops+s.loops < 0 {
		// R> of the caller's cells, UNLOOP outside a loop: tricks
		a.gaveUp = true
		return
	}
	next := state{d: st.d - s.in + s.out, f: st.f - s.fin + s.fout, r: st.r - s.rin + s.rout, loops: st.loops + s.loops}
	if s.ends {
		return
	}
	switch op.Kind {
	case core.OpBranch:
		a.reach(i, op.Target, next)
	case core.OpZBranch:
		a.reach(i, i+1, next)
		a.reach(i, op.Target, next)
	case core.OpQDo:
		a.reach(i, i+1, next)
		skipped := next
		skipped.loops--
		a.reach(i, op.Target, skipped)
	case core.OpLoop, core.OpPlusLoop:
		a.reach(i, op.Target, next)
		after := next
		after.loops--
		a.reach(i, i+1, after)
	case core.OpLeave:
		next.loops--
		if next.loops < 0 {
			a.gaveUp = true
			return
		}
		a.reach(i, op.Target, next)
	case core.OpExit:
		a.exits = append(a.exits, exitState{i, next})
	default:
		a.reach(i, i+1, next)
	}
}

// reach arrives at op j from op i with the stacks s.
func (a *analysis) reach(i, j int, s state) {
	if j < 0 || j > len(a.def.Ops) {
		a.gaveUp = true
		return
	}
	n := &a.nodes[j]
	if !n.reached {
		n.reached, n.at, n.from = true, s, i
		a.pending.push(j)
		return
	}
	old := n.at
	switch {
	case old == s:
	case old.loops != s.loops:
		a.gaveUp = true
	case j <= i && a.countedLoop(i):
		// a DO loop with a count written in the code ("4 0 DO EMIT LOOP")
		// takes or leaves as many as it was written for
		a.gaveUp = true
	case j <= i:
		a.problem(i, KindLoop, fmt.Sprintf("each turn of its %s loop %s", loopName(a.def.Ops[i]), turnChange(s, old)))
	case old.r != s.r:
		a.problem(i, KindReturnStack, fmt.Sprintf("%s leaves %s on the return stack than %s", a.wayName(i, j), difference(state{d: s.r}, state{d: old.r}), a.wayName(n.from, j)))
	default:
		a.problem(i, KindBranches, fmt.Sprintf("%s leaves %s than %s", a.wayName(i, j), difference(s, old), a.wayName(n.from, j)))
	}
}

// countedLoop says the loop that op i goes back in is a DO loop whose
// limit and start are literals.
func (a *analysis) countedLoop(i int) bool {
	ops := a.def.Ops
	op := ops[i]
	if op.Kind != core.OpLoop && op.Kind != core.OpPlusLoop {
		return false
	}
	do := op.Target - 1
	return do >= 2 && (ops[do].Kind == core.OpDo || ops[do].Kind == core.OpQDo) &&
		ops[do-1].Kind == core.OpLit && ops[do-2].Kind == core.OpLit
}

// wayName names the way from op i to op j, by the structure it goes
// through.
func (a *analysis) wayName(i, j int) string {
	ops := a.def.Ops
	if i < 0 || i >= len(ops) {
		return "the way in"
	}
	op := ops[i]
	name := ""
	if op.Word != nil {
		name = op.Word.Name
	}
	jumps := op.Target == j && isBranch(op.Kind)
	switch {
	case jumps && name == "ELSE":
		return "the IF ... ELSE branch"
	case jumps && name == "IF":
		return "the way past IF ... THEN (when the flag is 0)"
	case jumps && name == "ENDOF":
		return ordinal(a.endofsBefore(i, j)) + " OF ... ENDOF branch"
	case jumps && name == "OF":
		return "the way past an OF"
	case jumps && name == "WHILE":
		return "leaving the loop at WHILE"
	case jumps && (op.Kind == core.OpLeave || op.Kind == core.OpQDo):
		return "leaving the loop at " + name
	case jumps:
		return "the branch at " + name
	}
	// falling through into a THEN: its structure is named by the op that
	// jumps there
	for k := j - 1; k >= 0; k-- {
		if ops[k].Target == j && isBranch(ops[k].Kind) && ops[k].Word != nil {
			switch ops[k].Word.Name {
			case "ELSE":
				return "the ELSE ... THEN branch"
			case "IF":
				return "the IF ... THEN branch"
			case "ENDOF":
				return "the default branch of the CASE"
			case "WHILE":
				return "the way out of the loop at its end"
			}
			break
		}
	}
	return "the way through " + name
}

// endofsBefore counts the ENDOFs of a CASE that ends at op j up to op i.
func (a *analysis) endofsBefore(i, j int) int {
	n := 0
	for k := 0; k <= i; k++ {
		if op := a.def.Ops[k]; op.Kind == core.OpBranch && op.Target == j && op.Word != nil && op.Word.Name == "ENDOF" {
			n++
		}
	}
	return n
}

// ordinal writes "the 1st", "the 2nd", ...
func ordinal(n int) string { return "the " + core.Ordinal(n) }

// exitName names a place the definition returns from.
func exitName(ops []core.Op, op int) string {
	if op >= len(ops) {
		return "the end of the definition"
	}
	return "EXIT"
}

// loopName names a loop by the word that goes back.
func loopName(op core.Op) string {
	if op.Word == nil {
		return "back"
	}
	switch op.Word.Name {
	case "UNTIL":
		return "BEGIN ... UNTIL"
	case "AGAIN":
		return "BEGIN ... AGAIN"
	case "REPEAT":
		return "BEGIN ... WHILE ... REPEAT"
	case "LOOP":
		return "DO ... LOOP"
	case "+LOOP":
		return "DO ... +LOOP"
	}
	return op.Word.Name
}

// turnChange says how one turn of a loop changes the stacks.
func turnChange(after, before state) string {
	switch {
	case after.d != before.d:
		return grows(after.d-before.d, "cell", "stack")
	case after.f != before.f:
		return grows(after.f-before.f, "float", "float stack")
	}
	return grows(after.r-before.r, "cell", "return stack")
}

func grows(n int, unit, stack string) string {
	if n > 0 {
		return "leaves " + count(n, unit) + " more on the " + stack
	}
	return "takes " + count(-n, unit) + " more from the " + stack
}

// difference says how much more or fewer a state holds than another:
// "1 cell more", "2 floats fewer".
func difference(s, than state) string {
	n, unit := s.d-than.d, "cell"
	if n == 0 {
		n, unit = s.f-than.f, "float"
	}
	if n > 0 {
		return count(n, unit) + " more"
	}
	return count(-n, unit) + " fewer"
}

// count writes "1 cell", "2 cells".
func count(n int, unit string) string {
	if n == 1 {
		return "1 " + unit
	}
	return fmt.Sprintf("%d %ss", n, unit)
}
