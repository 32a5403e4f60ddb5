package compile

import (
	"slices"

	"github.com/forthling/forthling/core"
)

// Inlining. A colon definition whose code is a short run of ops that all
// have links of their own (IF, ELSE, THEN, EXIT and locals among them,
// but no loop, no call left, and no word run in place that may fail
// unless it has a quick path; an empty one is a noop, see assemble), or
// such a run with token calls among its ops (EXECUTE, a DEFER; see
// inlinedTokenCallLink), is inlined where fast code calls it: its
// ops take the call's place in the caller's blocks, so that the call and
// its return cost nothing and the ops make superinstructions with the
// caller's around them. Steps, stacks and
// depths are those of the call, since a call counts no step of its own.
// The frames the call would push exist only when needed: the block's head
// checks that they would fit (and that no trace is on), and an inlined op
// that cannot go on pushes them, as the calls would have, before it bails
// out to the plain code, so that an error names the words as it would
// have.

// maxInline is the most ops a definition may have to be inlined: a word of
// a few lines, such as a step of a loop written as a word of its own.
const maxInline = 64

// The links of fast code take memory that the space limit counts only by
// the ops of the definition, so inlining may not grow a definition without
// bound (a definition of thousands of calls of a long word): its expansion
// holds at most growthFactor times its own ops and growthAllowance more.
// Calls past that stay calls.
const (
	growthFactor    = 4
	growthAllowance = 128
)

// inlineCall is a call that an op was inlined through: the index of the call op
// in the code that made it, and the word called.
type inlineCall struct {
	op   int
	word *core.Word
}

// origin is where an op of an expansion comes from: op is its index in its
// own code, and path the calls it was inlined through, outermost first
// (none for an op of the definition itself).
type origin struct {
	op   int
	path []inlineCall
	// doesCall marks the call of a DOES> word's code after the literal
	// that pushes its body (see expandDoes).
	doesCall bool
	// joined marks an op that goes on with the op before it as one op of
	// the definition (the call of a DOES> word's code after its body's
	// literal, the ops of a word's Ops after the first), which no block
	// may cut apart: the plain code cannot start in the middle of an op.
	joined bool
	// group, at the first op of a word's Ops, is how many ops they are
	// (see expandOps); 0 elsewhere.
	group int
	// held, at the call of a DEFER whose word is inlined after it, is that
	// word: the one the DEFER held when the definition was compiled,
	// which it must still hold when the call runs (see deferHeldLink);
	// heldOps is how many ops the word's are.
	held    *core.Word
	heldOps int
	// heldCall marks the call of the word a DEFER held, after its guard,
	// when that word could not be inlined (see expand).
	heldCall bool
}

// own is the op of the definition itself an op of its expansion stands
// at: the op, or the call it was inlined through.
func (o origin) own() int {
	if o.path != nil {
		return o.path[0].op
	}
	return o.op
}

// expansion is a definition's ops with the calls of inlinable definitions
// replaced by their ops: what fast code is built from.
type expansion struct {
	ops     []core.Op
	origins []origin
	// at[i] is the index in ops of the definition's own op i.
	at []int
}

// expand inlines the calls of ops that can be inlined and fit in the
// expansion's room (chooseInlined). Branch targets are indexes into the
// expansion.
//
// The call of a DEFER is inlined as the word the DEFER holds as it is
// compiled (held tells), when that word can be: the call stays, as the
// guard that the DEFER still holds the word, and the word's ops follow it.
// A DEFER set once and called often (a hook, a strategy chosen at the
// start) then costs what a call of the word itself costs, inlined. One
// that holds another word by the time it runs makes the call at the
// guard as a DEFER's call that is not inlined does, and the definition
// goes on after the inlined ops, where a block begins.
//
// A DEFER that holds a colon definition that cannot be inlined (a
// recursion, a word with loops) is made the same way, with the call of
// that word in place of its ops: behind the guard, the DEFER's call is a
// call site (see block.callSite), as the call of the word itself would
// be, rather than a token call that finds the word from the DEFER's body
// each time. A recursion through a DEFER then costs what one through
// RECURSE does.
func expand(ops []core.Op, held func(*core.Word) *core.Word) *expansion {
	x := &expansion{at: make([]int, len(ops)+1)}
	chosen := chooseInlined(ops, growthFactor*len(ops)+growthAllowance, held)
	for i := range ops {
		x.at[i] = len(x.ops)
		if callsDoes(&ops[i]) {
			x.expandDoes(ops, i, chosen[i].in)
			continue
		}
		if hasOps(&ops[i]) {
			x.expandOps(ops, i)
			continue
		}
		if c := chosen[i]; c.call {
			// the op of the DEFER's call, the guard, stands for the call,
			// and the plain code cannot start between the two
			x.ops = append(x.ops, ops[i], core.Op{Kind: core.OpCall, Word: c.held})
			x.origins = append(x.origins, origin{op: i, held: c.held, heldOps: 1}, origin{op: i, joined: true, heldCall: true})
			continue
		}
		if c := chosen[i]; c.in != nil {
			call := inlineCall{op: i, word: ops[i].Word}
			if c.held != nil {
				x.ops = append(x.ops, ops[i])
				x.origins = append(x.origins, origin{op: i, held: c.held, heldOps: len(c.in.ops)})
				call.word = c.held
			}
			x.appendInlined(c.in, call)
			continue
		}
		x.ops = append(x.ops, ops[i])
		x.origins = append(x.origins, origin{op: i})
	}
	x.at[len(ops)] = len(x.ops)
	for v := range x.ops {
		if x.origins[v].path == nil && isBranch(x.ops[v].Kind) {
			x.ops[v].Target = x.at[x.ops[v].Target]
		}
	}
	return x
}

// inlining is how a call is inlined: as the expansion in, and for the
// call of a DEFER, as held, the word the DEFER holds (see inlineOf), or
// when call is set, as the call of held behind the guard. The zero
// inlining leaves the call a call.
type inlining struct {
	in   *expansion
	held *core.Word
	call bool
}

// grows is how many ops the inlining adds to the expansion.
func (c inlining) grows() int {
	if c.call {
		return 1 // the call, after the DEFER's call as the guard
	}
	grow := len(c.in.ops) - 1
	if c.held != nil {
		grow++ // the DEFER's call stays, as the guard
	}
	return grow
}

// chooseInlined returns, for each call of ops, how it is inlined, or the
// zero inlining where it stays a call. When the room (the most ops the
// expansion may have) cannot hold every inlinable call, the calls in the
// most deeply nested loops go first and then the others in order, since a
// call inside a loop runs once a turn: a definition that sets up, loops
// over a step and reports should inline the step rather than the set-up.
func chooseInlined(ops []core.Op, room int, held func(*core.Word) *core.Word) []inlining {
	can := make([]inlining, len(ops))
	size := len(ops)
	var calls []int
	for i := range ops {
		if callsDoes(&ops[i]) {
			size++ // the literal of the body (expandDoes)
		}
		if hasOps(&ops[i]) {
			size += len(ops[i].Word.Ops) - 1
		}
		if c := inlineOf(&ops[i], held); c.in != nil || c.call {
			can[i] = c
			calls = append(calls, i)
		}
	}
	depth := loopDepths(ops)
	slices.SortStableFunc(calls, func(a, b int) int { return depth[b] - depth[a] })
	chosen := make([]inlining, len(ops))
	for _, i := range calls {
		c := can[i]
		if grow := c.grows(); size+grow <= room {
			chosen[i] = c
			size += grow
		}
	}
	return chosen
}

// loopDepths returns how many loops each op of ops is inside: the ops from
// a branch's target back to it (BEGIN ... UNTIL, AGAIN, REPEAT, DO ...
// LOOP and +LOOP) are a loop.
func loopDepths(ops []core.Op) []int {
	// a loop adds one where it begins and takes it away after its end, so
	// that the sums from the first op are the depths, in time linear in
	// the ops however deeply the loops nest
	depth := make([]int, len(ops)+1)
	for j := range ops {
		if k := ops[j].Kind; k == core.OpBranch || k == core.OpZBranch || k == core.OpLoop || k == core.OpPlusLoop {
			if t := ops[j].Target; t >= 0 && t <= j {
				depth[t]++
				depth[j+1]--
			}
		}
	}
	for v := 1; v < len(ops); v++ {
		depth[v] += depth[v-1]
	}
	return depth[:len(ops)]
}

// appendInlined appends in, the expansion of the definition that the call
// outer makes, in the call's place. Its branches go to its own ops where
// they are now, and its EXITs become branches to the op after them: the
// callee's code ends there.
func (x *expansion) appendInlined(in *expansion, outer inlineCall) {
	base := len(x.ops)
	for k := range in.ops {
		op, o := in.ops[k], in.origins[k]
		if op.Kind == core.OpExit {
			op.Kind, op.Target = core.OpBranch, len(in.ops)
		}
		if isBranch(op.Kind) {
			op.Target += base
		}
		x.ops = append(x.ops, op)
		x.origins = append(x.origins, origin{op: o.op, path: append([]inlineCall{outer}, o.path...), joined: o.joined, group: o.group, held: o.held, heldOps: o.heldOps})
	}
}

// inlineOf returns how a call may be inlined: for the call of a DEFER, as
// the word it holds (held says which), when that word can be, or else as
// the call of that word when it is a colon definition with fast code; for
// any other call, as inlined says.
func inlineOf(op *core.Op, held func(*core.Word) *core.Word) inlining {
	if op.Kind != core.OpCall || op.Word.Kind != core.KindDefer {
		return inlining{in: inlined(op)}
	}
	w := held(op.Word)
	if w == nil {
		return inlining{}
	}
	// a word whose expansion calls the DEFER again (a recursion through
	// it) is called rather than inlined: inlined, every level of the
	// recursion would still end in a token call
	if in := inlined(&core.Op{Kind: core.OpCall, Word: w}); in != nil && !in.calls(op.Word) {
		return inlining{in: in, held: w}
	}
	if w.Kind == core.KindColon && w.Code != nil {
		if _, ok := w.Code.Prog.(*fastCode); ok {
			return inlining{held: w, call: true}
		}
	}
	return inlining{}
}

// heldBy returns what a DEFER holds in m: the word whose execution token
// is in its body, or nil.
func heldBy(m *core.Machine) func(*core.Word) *core.Word {
	return func(w *core.Word) *core.Word { return heldIn(m, w) }
}

// heldIn returns the word a DEFER holds in m, or nil; nil too for a DEFER
// that keeps changing (unsettled), whose call is then compiled as a token
// call.
func heldIn(m *core.Machine, w *core.Word) *core.Word {
	if w.Kind != core.KindDefer || !cellOK(m, w.Body) || unsettled(m, w) {
		return nil
	}
	return m.TokenWord(load(m, w.Body))
}

// maxChanges is how many times a DEFER may be set to another word, after
// the code that calls it was built for the word it held, before its calls
// are no longer built for the word it holds: a DEFER set once, after its
// callers were compiled (a hook), gets a guard for its new word; one set
// back and forth (a sort's order) gets a token call, which costs less
// than a guard that keeps missing, and no more builds.
const maxChanges = 2

// noteChanged counts that a guard of the call of DEFER d kept missing
// (see deferMissed).
func noteChanged(m *core.Machine, d *core.Word) {
	c, _ := m.Compiler.(*compiler)
	if c == nil {
		return
	}
	if c.changed == nil {
		c.changed = map[*core.Word]int{}
	}
	c.changed[d]++
}

// unsettled reports whether DEFER d was set to other words too often to
// build its calls for the word it holds (see maxChanges).
func unsettled(m *core.Machine, d *core.Word) bool {
	c, _ := m.Compiler.(*compiler)
	return c != nil && c.changed[d] >= maxChanges
}

// hasLink reports whether the op at v has a link of its own: one that
// hasOwnLink names, or the guard of a DEFER's call (origin.held).
func (x *expansion) hasLink(v int) bool {
	return x.origins[v].held != nil || hasOwnLink(x.ops, v)
}

// calls reports whether an op of x calls w.
func (x *expansion) calls(w *core.Word) bool {
	for k := range x.ops {
		if x.ops[k].Kind == core.OpCall && x.ops[k].Word == w {
			return true
		}
	}
	return false
}

// inlined returns the expansion of the definition or DOES> code that op
// calls, when it can be inlined.
func inlined(op *core.Op) *expansion {
	if op.Kind != core.OpCall || op.Word.Code == nil || op.Word.Kind != core.KindColon && op.Word.Kind != core.KindDoes {
		return nil
	}
	if fc, ok := op.Word.Code.Prog.(*fastCode); ok {
		return fc.inline
	}
	return nil
}

// callsDoes reports whether op calls a word made by CREATE and DOES>
// whose DOES> code is fast code, which expandDoes expands.
func callsDoes(op *core.Op) bool {
	if op.Kind != core.OpCall || op.Word.Kind != core.KindDoes || op.Word.Code == nil {
		return false
	}
	_, ok := op.Word.Code.Prog.(*fastCode)
	return ok
}

// expandDoes expands the call at i of a word made by CREATE and DOES>:
// the literal of its body, which counts the call's step, then in, the ops
// of its DOES> code inlined as a colon definition's are, or when in is nil
// the call of that code (a block's end, made as a colon definition's call,
// in a frame of the word's own as Run gives it). The body and the code are
// then operands of the links around them, like a VARIABLE's body, rather
// than a word the plain instruction runs.
func (x *expansion) expandDoes(ops []core.Op, i int, in *expansion) {
	w := ops[i].Word
	x.ops = append(x.ops, core.Op{Kind: core.OpLit, N: w.Body, Steps: ops[i].Steps})
	x.origins = append(x.origins, origin{op: i})
	if in != nil {
		x.appendInlined(in, inlineCall{op: i, word: w})
		return
	}
	x.ops = append(x.ops, core.Op{Kind: core.OpCall, Word: w})
	x.origins = append(x.origins, origin{op: i, doesCall: true, joined: true})
}

// hasOps reports whether op calls a word whose Ops say what it does (a
// field made by +FIELD and the like, a VALUE), which expandOps expands.
// Only the kinds whose makers give Ops are expanded; DOES>, the one word
// that remakes a word already made, takes none of them.
func hasOps(op *core.Op) bool {
	if op.Kind != core.OpCall || op.Word == nil || len(op.Word.Ops) == 0 {
		return false
	}
	return op.Word.Kind == core.KindOther || op.Word.Kind == core.KindValue
}

// expandOps expands the call at i of a word with Ops: its ops in the
// call's place, the first counting the call's steps, so that a field's
// offset is an operand of the links around it (a field's fetch is one
// link, as a VARIABLE's is) rather than a word the plain instruction
// runs. Every op of it stands at the call: the plain code takes over
// only before the first, which runs the word whole.
func (x *expansion) expandOps(ops []core.Op, i int) {
	group := ops[i].Word.Ops
	for k, op := range group {
		o := origin{op: i, joined: k > 0}
		op.Steps = 0
		if k == 0 {
			op.Steps, o.group = ops[i].Steps, len(group)
		}
		x.ops = append(x.ops, op)
		x.origins = append(x.origins, o)
	}
}

// effectAt is the stack effect the op at v of the expansion has for a
// block's head: the op's own, but for a word's Ops, the effect of them
// all at the first and none at the others. The word runs as one op in
// the plain code, so its Ops must not count a depth between them that
// the word never reaches (a field's offset above the address): a head
// that checked for that room would find it missing where the plain code
// never needs it, and run the block as plain code every time.
func (x *expansion) effectAt(v int) effect {
	o := x.origins[v]
	if o.joined && o.group == 0 && !o.doesCall && !o.heldCall {
		return effect{}
	}
	e := opEffect(x.ops, v)
	for k := v + 1; k < v+o.group; k++ {
		e = e.then(opEffect(x.ops, k))
	}
	return e
}

// inlinable reports whether a definition expanded to x can be inlined: a
// short run of ops with links of their own, and IF, ELSE, THEN and EXIT
// among them, perhaps ended by a token call. A token call elsewhere keeps
// the definition a call: the inlined ops after it would run inside the
// word, in frames its link has popped. A loop (a branch back, or a DO
// loop's frame) keeps the definition a call, and so does a word run in
// place that may fail and has no quick path. A locals frame does not:
// the inlined ops open and leave it as the call would, on the locals
// stack, whose frame the local ops read where they run.
func inlinable(x *expansion) bool {
	if len(x.ops) == 0 || len(x.ops) > maxInline {
		return false
	}
	for v := range x.ops {
		if isTokenCall(&x.ops[v]) {
			// the token call ends the caller's block there, and its link
			// pushes the frames of the inlined calls around the word it
			// runs (inlinedTokenCallLink); the ops after it begin a
			// block inside the expansion (see within)
			continue
		}
		switch op := &x.ops[v]; op.Kind {
		case core.OpDo:
			return false
		case core.OpExit:
			continue
		case core.OpBranch, core.OpZBranch:
			if op.Target <= v {
				return false
			}
			continue
		}
		if !x.hasLink(v) {
			return false
		}
		if w, ok := inPlace[prim(&x.ops[v])]; ok && !w.total && w.quick == nil {
			// inlined, it would run with the frames of the calls it was
			// inlined through pushed around it each time, for an error
			// it might throw: more than the call costs. A word with a
			// quick path needs them only when that path cannot do the work.
			return false
		}
	}
	return true
}

// within is the fallback of a block that begins inside the ops of an
// inlined call, after the first (at a THEN or after an EXIT of the
// callee's), or nil: the plain code cannot run such a block from an op of
// the definition itself, as it runs the others, since the call's op would
// run the callee from its start again.
func (x *expansion) within(v int) *fallback {
	o := x.origins[v]
	if o.path == nil || x.at[o.own()] == v {
		return nil
	}
	return &fallback{op: o.op, path: o.path}
}

// pushPath pushes the frames of the calls an op was inlined through, as
// they would be while it runs.
func (fb *fallback) pushPath(m *core.Machine) {
	for _, s := range fb.path {
		m.Frames[m.FP-1].IP = int32(s.op)
		f := &m.Frames[m.FP]
		f.Word, f.Code, f.IP = s.word, s.word.Code, 0
		m.FP++
	}
}

// takeInlined is the fallback of an op inlined through the calls of path:
// it pushes the frames those calls would have pushed, runs the rest of the
// innermost definition as plain code from op, and then the rest of each
// definition around it; in the one the fast code runs, the plain code
// runs only up to the next block (resume).
func (fb *fallback) takeInlined(m *core.Machine, sp int) (int, int) {
	m.SP = sp
	fb.pushPath(m)
	return fb.finishInlined(m, fb.op)
}

// finishInlined runs, with the frames of path pushed, the innermost
// definition as plain code from op on, then the rest of each definition
// around it, as takeInlined does.
func (fb *fallback) finishInlined(m *core.Machine, op int) (int, int) {
	m.RunPlain(fb.path[len(fb.path)-1].word.Code, op)
	for k := len(fb.path) - 1; k > 0; k-- {
		m.FP--
		m.RunPlain(fb.path[k-1].word.Code, fb.path[k].op+1)
	}
	m.FP--
	return fb.fc.resume(m, fb.path[0].op+1)
}
