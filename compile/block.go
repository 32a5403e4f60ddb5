package compile

import (
	"math"

	"github.com/forthling/forthling/core"
)

// termKind says how a block ends: which op decides where to go next.
type termKind uint8

const (
	termNext     termKind = iota // nothing: go on with the next block
	termBranch                   // BRANCH (ELSE, AGAIN, REPEAT)
	termZBranch                  // 0BRANCH (IF, WHILE, UNTIL), in a cond
	termQDo                      // ?DO
	termLoop                     // LOOP
	termPlusLoop                 // +LOOP
	termLeave                    // LEAVE
	termExit                     // EXIT
	termCall                     // the call of a colon definition
	termPlain                    // a word with no link of its own, run by its plain instruction
)

// maxChain bounds the links a chain runs before it returns to the
// dispatch loop, and with them the Go stack a chain takes (each
// level of Forth calls holds one).
const maxChain = 12

// block is a run of straight code from the op first, of which the last
// op may decide where to go next.
type block struct {
	fc    *fastCode
	index int // where its entry is in fc.entries
	first int
	// stop is the op of the definition the next block begins at: the
	// block's own ops are first up to it
	stop int
	// within is how a block that begins inside an inlined call's ops
	// leaves for the plain code (see expansion.within); nil for the others
	within *fallback
	last   int // the op that ends the block, or -1
	term   termKind
	head
	// raiseSafe: the block reaches its highest depth before any link that
	// may stop short of it, so its head may raise the high-water mark for
	// all of it.
	raiseSafe bool
	// next and target are the blocks it goes on with and branches to.
	next, target int
	// step is the step of a +LOOP by a literal (stepped).
	step    int64
	stepped bool
	// entry is the block's first link (fc.entries holds it); length
	// bounds the links a chain from it runs.
	entry  link
	length int
	// pending is how many links of its own a block has before its last
	// (its items and a cond), and tokenAt how many links of a chain that
	// begins at it are pending when it runs an execution token (EXECUTE,
	// a DEFER), 0 when it runs none: the links of a chain are nested
	// calls, and a token's word runs its own chains inside them, so that a
	// chain that goes on into such a block deepens the nesting under an
	// unknown word (see chainable).
	pending, tokenAt int
	// unchecked is the block's chain without its head check, for the
	// cond before it when that is the only way into the block and checks
	// it (see cover); nil when there is none.
	unchecked link
	// turn is the block's way to the turn of the loop whose LOOP it goes
	// on to, for the loop's head when that answers for it; nil when it
	// has none.
	turn *turnWay
}

// turnWay is a block's chain without its head check that hands the turn
// of its loop to the loop's head (turnIP) instead of going on into LOOP's
// link: the block that ends a loop's body with LOOP (LOOP alone after IF
// ... THEN, or the ops after a DEFER's guard and LOOP), and an arm of an
// IF that goes on into it. The head of the loop, which turns it (headLink),
// covers such a block through its turn way, so that the turn costs no
// link: only the head runs the way, and every other way into the block
// (the dispatch loop, a block after a call) keeps LOOP's link.
type turnWay struct {
	head, exit int // the loop's head, and the block after its LOOP
	// chain is the block's chain that returns turnIP; nil for a block
	// with no link of its own, which a chain going on into it makes by
	// returning turnIP itself (end).
	chain link
}

// end is how a chain that goes on into the block of the way ends.
func (w *turnWay) end() joint {
	if w.chain == nil {
		return joint{to: turnIP}
	}
	return joint{next: w.chain}
}

// assemble cuts the ops of a definition, with the definitions it calls
// that can be inlined in their place, into blocks, and makes the chain of
// each, the last first, so that a chain can go on into the blocks after
// it. It notes each link in log, unless log is nil.
func assemble(fc *fastCode, ops []core.Op, m *core.Machine, log *compileLog) []link {
	x := expand(ops, heldBy(m))
	switch {
	case len(x.ops) == 0:
		// an empty definition (an accessor of a field at offset 0) is
		// inlined as an op that does nothing but stand for the frame its
		// call would push, which the head then counts
		fc.inline = &expansion{ops: []core.Op{{Kind: core.OpNoop}}, origins: []origin{{}}, at: []int{0, 1}}
	case inlinable(x):
		fc.inline = x
	}
	vops := x.ops
	labels := make([]bool, len(vops)+1)
	for v := range vops {
		if isBranch(vops[v].Kind) {
			labels[vops[v].Target] = true
		}
		if o := x.origins[v]; o.held != nil {
			// where a DEFER's guard goes on when the DEFER holds another
			// word (deferMissed)
			labels[v+1+o.heldOps] = true
		}
	}
	plans := plan(x, labels)
	a := &assembler{fc: fc, x: x, ops: vops, plans: plans, blockOf: make([]int, len(vops)+1), blocks: make([]*block, len(plans)),
		loopHead: make([]bool, len(plans)), log: log, m: m}
	for bi, p := range plans {
		for v := p.first; v < p.end; v++ {
			a.blockOf[v] = bi
		}
	}
	a.blockOf[len(vops)] = len(plans)
	a.blockAt = make([]int, len(ops)+1)
	for i := range a.blockAt {
		a.blockAt[i] = a.blockOf[x.at[i]]
	}
	a.preds, a.condPreds = make([]int, len(plans)+1), make([]int, len(plans)+1)
	for bi, p := range plans {
		term := termNext
		if p.last >= 0 {
			term = x.termAt(p.last)
		}
		switch term {
		case termBranch, termExit, termLeave:
		default:
			a.preds[bi+1]++
		}
		if p.last >= 0 && isBranch(vops[p.last].Kind) {
			t := a.blockOf[vops[p.last].Target]
			a.preds[t]++
			if t <= bi {
				a.loopHead[t] = true
			}
		}
		if term == termZBranch {
			a.condPreds[bi+1]++
			a.condPreds[a.blockOf[vops[p.last].Target]]++
		}
	}
	for bi := len(plans) - 1; bi >= 0; bi-- {
		a.blocks[bi] = a.makeBlock(&plans[bi], bi)
	}
	fc.blockAt = a.blockAt
	entries := make([]link, len(plans))
	fc.firsts = make([]int, len(plans))
	for bi, b := range a.blocks {
		entries[bi] = b.entry
		fc.firsts[bi] = b.first
	}
	return entries
}

// assembler is what building the blocks of a definition needs: its
// expansion, the block each op of the expansion is in and the block each op
// of the definition begins in, the blocks built so far (the later ones),
// and the blocks that loops go back to.
type assembler struct {
	fc       *fastCode
	x        *expansion
	ops      []core.Op
	plans    []blockPlan
	blockOf  []int
	blockAt  []int
	blocks   []*block
	loopHead []bool
	// preds counts the ways into each block from the blocks before it and
	// after it: going on, branching, looping back; condPreds those of
	// them from a cond (0BRANCH)
	preds, condPreds []int
	log              *compileLog
	// m is the machine that compiles the code, whose DEFERs say which
	// words their calls are built for (see expand, heldLater).
	m *core.Machine
}

func isBranch(k core.OpKind) bool {
	switch k {
	case core.OpBranch, core.OpZBranch, core.OpQDo, core.OpLoop, core.OpPlusLoop, core.OpLeave:
		return true
	}
	return false
}

// blockPlan is a block as cut: its fast items in order, then what ends it.
type blockPlan struct {
	first, end int
	items      []item
	condItem   *item // the rule that tests the flag for the 0BRANCH at the end, if any
	last       int   // the op that ends the block, or -1
}

// item is a link to be: a rule standing for n ops at op, or (rule nil)
// the link of the one op there.
type item struct {
	rule  *rule
	op, n int
}

// plan cuts ops into blocks and picks the links of each: at every op the
// longest rule that fits, else the op's own link, else the op ends the
// block. Blocks of more than maxChain links are cut too, inlined ops
// among them, to bound the chains; a cut sooner would split ordinary loop
// bodies, and each part pays a head check of its own every turn, while a
// body kept whole ends with its LOOP in the same block.
func plan(x *expansion, labels []bool) []blockPlan {
	ops := x.ops
	var plans []blockPlan
	for i := 0; i < len(ops); {
		p := blockPlan{first: i, last: -1}
		for {
			if r, n := matchItem(ops, i, labels); r != nil && !x.origins[i].joined {
				it := item{rule: r, op: i, n: n}
				i += n
				if r.cond != nil {
					p.condItem, p.last = &it, i-1
					break
				}
				p.items = append(p.items, it)
			} else if x.hasLink(i) {
				p.items = append(p.items, item{op: i, n: 1})
				i++
			} else {
				p.last = i
				i++
				break
			}
			if i >= len(ops) || labels[i] || len(p.items) >= maxChain && !x.origins[i].joined {
				break
			}
		}
		p.end = i
		plans = append(plans, p)
	}
	return plans
}

// termAt says how the op at v of the expansion ends a block.
func (x *expansion) termAt(v int) termKind {
	if x.origins[v].doesCall {
		return termCall
	}
	return termOf(&x.ops[v])
}

// termOf says how an op ends a block.
func termOf(op *core.Op) termKind {
	switch op.Kind {
	case core.OpBranch:
		return termBranch
	case core.OpZBranch:
		return termZBranch
	case core.OpQDo:
		return termQDo
	case core.OpLoop:
		return termLoop
	case core.OpPlusLoop:
		return termPlusLoop
	case core.OpLeave:
		return termLeave
	case core.OpExit:
		return termExit
	case core.OpCall:
		if op.Word.Kind == core.KindColon && op.Word.Code != nil {
			return termCall
		}
	}
	return termPlain
}

// controlEffect is the effect of an op that ends a block and whose work
// the block's last link does.
func controlEffect(k termKind) effect {
	switch k {
	case termZBranch:
		return effect{in: 1}
	case termQDo:
		return effect{in: 2, rout: 2}
	case termLoop:
		return effect{rin: 2, rout: 2}
	case termPlusLoop:
		return effect{in: 1, rin: 2, rout: 2}
	case termLeave:
		return effect{rin: 2}
	}
	return effect{}
}

// makeBlock builds the block of plan p, the bi-th, and its chain; the
// blocks after it are built.
func (a *assembler) makeBlock(p *blockPlan, bi int) *block {
	fc, ops, origins := a.fc, a.ops, a.x.origins
	// a block begins at an op of the definition itself, at the first op
	// inlined through a call, or inside the inlined ops (at a THEN of the
	// callee's, or where plan cuts a long run): there the fast code can
	// bail out to the plain code, inside inlined ops by way of within
	b := &block{fc: fc, index: bi, first: origins[p.first].own(), last: p.last, next: bi + 1, target: -1}
	if b.within = a.x.within(p.first); b.within != nil {
		b.within.fc = fc
	}
	b.stop = len(fc.code.Ops)
	if p.end < len(ops) {
		b.stop = origins[p.end].own()
	}
	if p.last >= 0 {
		b.term = a.x.termAt(p.last)
		if isBranch(ops[p.last].Kind) {
			b.target = a.blockOf[ops[p.last].Target]
		}
	}
	// the ops the head answers for: all but a call or a plain word at the
	// end, which look after themselves
	headEnd := p.end
	if b.term == termCall || b.term == termPlain {
		headEnd = p.last
	}
	var s stackTrack
	for i := p.first; i < headEnd; i++ {
		e := controlEffect(b.term)
		if i != p.last {
			e = a.x.effectAt(i)
		}
		s.add(e, int64(ops[i].Steps))
		b.calls = max(b.calls, len(origins[i].path))
	}
	b.steps, b.reach, b.need, b.grow = s.steps, s.steps, s.need, s.peak
	b.rneed, b.rgrow, b.fneed, b.fgrow = s.rneed, s.rpeak, s.fneed, s.fpeak
	b.checkR = b.rneed > 0 || b.rgrow > 0
	b.checkF = b.fneed > 0 || b.fgrow > 0

	// a fallback for each link: the steps the head counted from its op on
	ahead := func(v int) *fallback {
		n := b.reach - b.steps
		for i := v; i < headEnd; i++ {
			n += int64(ops[i].Steps)
		}
		return &fallback{fc: fc, op: origins[v].op, path: origins[v].path, ahead: n, after: n - int64(ops[v].Steps)}
	}

	loops := a.loopHead[bi]
	// a loop whose body is this block alone, closed by LOOP or +LOOP: its
	// head link makes the turn itself, a call fewer each turn
	turned := loops && (b.term == termLoop || b.term == termPlusLoop) && b.target == bi && p.condItem == nil
	b.pending = len(p.items)
	if p.condItem != nil || b.term == termZBranch {
		b.pending++
	}
	j := chainer{b: b, blocks: a.blocks}
	if loop := wholeLoop(b, p, ops, ahead, &j); loop != nil {
		b.length = j.length + 1
		b.tokenAt = b.tokenAfter(a, &j)
		b.entry = loop
		a.log.add(b, ops, p.first, p.end-p.first, wholeLoopName, loop, true)
		return b
	}

	// +LOOP by a literal: the step is in the last link, not on the stack
	items := p.items
	if n := len(items); b.term == termPlusLoop && n > 0 && items[n-1].rule == nil && isLit(ops, items[n-1].op) {
		b.step, b.stepped = litOf(ops, items[n-1].op), true
		items = items[:n-1]
	}

	// the chain, from its end: how the last item goes on (the op that
	// ends the block, or the next block), the items, and the head, which
	// the first item checks unless the block is a loop's head (its head is
	// a link of its own that turns the loop) or has no items
	var end joint
	headed := false // the last link checks the head itself
	cond := p.condItem != nil || b.term == termZBranch
	// a loop's head link turns the loop (headLink) unless a cond alone
	// makes the head (it goes round, but does not turn); such a head
	// covers the blocks its turn ways begin at through them
	turns := loops && (len(items) > 0 || !cond)
	turnExit := -1   // the loop's exit, once the head covers a turn way
	var via *turnWay // the way of the block this one goes on into
	// headWay is the turn way of block t, which this block covers, when
	// this block is the head of t's loop and turns it; a cond needs a link
	headWay := func(t *block, needsLink bool) *turnWay {
		w := t.turn
		if !turns || w == nil || w.head != bi || needsLink && w.chain == nil || turnExit >= 0 && turnExit != w.exit {
			return nil
		}
		turnExit = w.exit
		a.log.turnsVia(b, t)
		return w
	}
	switch {
	case cond:
		// the head answers for the blocks after the cond when it can (at
		// the head of a loop too: a way back comes back to the head, which
		// checks again). It counts the most steps of the blocks it answers
		// for; the cond takes back what the way it goes did not need, all
		// of it on a way to a block that checks its own head (the THEN
		// after an IF with no ELSE).
		st := &condSite{b: b}
		st.next, st.target = j.link(b.next), j.link(b.target)
		// the stacks on the way on and on the branch: where the flag
		// tells that ?DUP pushed its copy, the depth there is the highest
		// the track allows, not the lowest
		onward, branch := s, s
		if pushed, way := qdupTested(ops, p); pushed && way {
			onward.low = onward.depth
		} else if pushed {
			branch.low = branch.depth
		}
		nt, ndeep := a.coverable(b, &onward, b.next, true)
		tt, tdeep := a.coverable(b, &branch, b.target, true)
		if nt != nil || tt != nil {
			// a way with no link of its own (the LOOP after IF ... THEN)
			// is nil: the cond hands the turn to the head itself, unless
			// a guard must look at the room of an arm
			needsLink := ndeep || tdeep
			var nextReach, targetReach int64
			if nt != nil {
				st.next, nextReach = b.cover(&onward, &j, nt, ndeep, a.log)
				if w := headWay(nt, needsLink); w != nil {
					st.next = w.chain
				}
			}
			if tt != nil {
				st.target, targetReach = b.cover(&branch, &j, tt, tdeep, a.log)
				if w := headWay(tt, needsLink); w != nil {
					st.target = w.chain
				}
			}
			most := max(nextReach, targetReach)
			b.reach = b.steps + most
			st.nextSteps, st.targetSteps = nextReach-most, targetReach-most
			if ndeep || tdeep {
				g := &condGuard{nextRoom: noRoom, targetRoom: noRoom, nextBack: -most, targetBack: -most}
				if ndeep {
					g.nextRoom, g.nextOut = nt.grow, nt.entry
				}
				if tdeep {
					g.targetRoom, g.targetOut = tt.grow, tt.entry
				}
				st.guard = g
			}
		}
		if len(items) > 0 {
			st.bare = true
		} else {
			st.check, st.loops = b.head.check(), loops
		}
		if it := p.condItem; it != nil {
			st.fb = ahead(it.op)
			end.next = it.rule.cond(ops[it.op:it.op+it.n], st)
			a.log.add(b, ops, it.op, it.n, it.rule.name, end.next, !st.bare)
		} else {
			end.next = flagCond(st, 0)
			a.log.add(b, ops, p.last, 1, "", end.next, !st.bare)
		}
	case b.term == termNext || b.term == termBranch:
		// the head answers for the block it goes on to when it can: a THEN
		// that both arms of an IF go on to is then checked by the head
		// before them, and a loop's body with IFs by its head alone
		to := b.next
		if b.term == termBranch {
			to = b.target
		}
		if t, _ := a.coverable(b, &s, to, false); t != nil {
			var reach int64
			end.next, reach = b.cover(&s, &j, t, false, a.log)
			b.reach = b.steps + reach
			if w := headWay(t, false); w != nil {
				end = w.end()
			} else if !loops {
				via = t.turn
			}
		} else {
			end = j.jump(to)
		}
	case b.term == termExit:
		end = joint{to: exitIP}
	case b.term == termCall:
		end = joint{to: b.callSite(a)}
		site := &a.fc.calls[len(a.fc.calls)-1]
		a.log.call(b, ops, p.last, site.skipSteps, int(site.skipTo), len(a.blocks))
	case turned:
		// the loop's head turns it: the chain ends by handing the turn back
		end = joint{to: turnIP}
		a.log.turned(b, ops, p.last)
	default:
		alone := len(items) == 0 && !loops && !b.head.trivial()
		end.next = b.lastLink(a, &j, alone)
		headed = b.term == termLoop || b.term == termPlusLoop
		a.log.add(b, ops, p.last, 1, "", end.next, alone && headed)
	}
	// which links may stop short of the block's depth before it is reached
	b.raiseSafe = true
	uncertainAt := func(op int) {
		var before stackTrack
		for i := p.first; i < op; i++ {
			before.add(a.x.effectAt(i), 0)
		}
		if before.peak < b.grow {
			b.raiseSafe = false
		}
	}
	if it := p.condItem; it != nil && it.rule.uncertain {
		uncertainAt(it.op)
	}
	// chain makes the links of the items, the first checking the head
	// when checked; the first chain made notes which links may stop short
	chainTo := func(end joint, checked, noting bool) joint {
		jt := end
		for k := len(items) - 1; k >= 0; k-- {
			it := items[k]
			if k == 0 && checked {
				jt.b = b
			}
			var made link
			var u bool
			if it.rule != nil {
				made, u = it.rule.link(ops[it.op:it.op+it.n], ahead(it.op), jt), it.rule.uncertain
			} else if w := a.x.origins[it.op].held; w != nil {
				made, u = deferHeldLink(w, ops[it.op].Word.Body, ahead(it.op).ahead, a.deferMissed(it.op, &j), jt), true
			} else {
				made, u = opLink(ops, it.op, ahead(it.op), jt)
			}
			if noting {
				if u && it.rule != nil {
					uncertainAt(it.op + it.rule.sure)
				} else if u {
					uncertainAt(it.op)
				}
				name := ""
				if it.rule != nil {
					name = it.rule.name
				}
				a.log.add(b, ops, it.op, it.n, name, made, jt.b != nil)
			}
			jt = joint{next: made}
		}
		return jt
	}
	chain := func(checked, noting bool) joint { return chainTo(end, checked, noting) }
	jt := chain(!loops, true)
	// the chain without the head check, for a head before it that answers
	// for this block too (cover); a loop's head checks each turn itself
	if !loops {
		switch {
		case len(items) > 0:
			b.unchecked = chain(false, false).next
		case b.term == termLoop || b.term == termPlusLoop:
			b.unchecked = b.lastLink(a, &j, false) // a loop's end alone, after IF ... THEN
		case (b.term == termNext || b.term == termBranch) && end.next != nil:
			b.unchecked = end.next // an ELSE's branch alone
		}
		if b.term == termLoop && b.target < bi && a.loopHead[b.target] {
			// the end of a loop's body: its turn way leaves LOOP's link out
			via = &turnWay{head: b.target, exit: b.next}
		}
		if via != nil && b.unchecked != nil {
			// the same chain, ending in the way of the block it goes on
			// into, or handing the turn back itself
			b.turn = &turnWay{head: via.head, exit: via.exit, chain: via.chain}
			if len(items) > 0 {
				b.turn.chain = chainTo(via.end(), false, false).next
			}
		}
	}
	b.length = j.length + len(items) + 1
	b.tokenAt = b.tokenAfter(a, &j)
	for k, it := range items {
		if it.rule == nil && a.x.origins[it.op].held != nil {
			// a DEFER's guard makes its call with the items up to it pending
			b.tokenAt = max(b.tokenAt, k+1)
		}
	}
	switch {
	case len(items) > 0 && !loops:
		b.entry = jt.next // the first item checks the head
	case cond && len(items) == 0:
		b.entry = end.next // the cond checks the head, and turns the loop
	case headed && len(items) == 0 && !loops:
		b.entry = end.next
	default:
		first := jt.next
		if first == nil {
			first = goTo(jt.to)
		}
		var after link // where the loop goes on when its head turns it
		switch {
		case turned:
			after = j.link(b.next)
		case turnExit >= 0:
			after = j.link(turnExit)
		}
		b.entry = b.headLink(first, loops, turned && b.term == termPlusLoop, after)
		if loops {
			a.log.note(b, "loop head", b.entry)
		} else if !b.head.trivial() {
			a.log.note(b, "head", b.entry)
		}
	}
	return b
}

// coverable reports whether the head check of block b can answer for
// block to, which b goes on or branches to, and if so returns that block.
// It can for a block after b that is not a loop's head, whose chain b's
// may go on into, and whose data stack goes no higher than b's head
// checks (s, b's ops): a higher check would raise the high-water mark
// where the stack may not go. A cond may cover a block that goes higher
// (guarded: it then looks at the room itself, see condGuard), and deep
// says so. Other ways into the block go to its checked entry: each way
// answers for itself.
func (a *assembler) coverable(b *block, s *stackTrack, to int, guarded bool) (t *block, deep bool) {
	if to <= b.index || to >= len(a.blocks) {
		return nil, false
	}
	t = a.blocks[to]
	if t.unchecked == nil || !chainable(b, t) {
		return nil, false
	}
	if deep = s.depth+t.grow > b.grow; deep && !guarded {
		return nil, false
	}
	return t, deep
}

// cover makes the head check of block b answer for block t, which
// coverable accepted, and gives t's chain without its head check and the
// steps b's head is to count for it. b's head then also checks the cells
// t takes below its start, the return and float stacks t uses and the
// room for the frames of its inlined calls: when one is missing, b runs
// as plain code and t's own check finds the error on its word. Fewer head
// checks is what makes the short branches of a recursion and the body of
// a loop with IF fast.
func (b *block) cover(s *stackTrack, j *chainer, t *block, deep bool, log *compileLog) (link, int64) {
	b.need = max(b.need, t.need-s.low)
	if t.checkR {
		b.rneed, b.rgrow, b.checkR = max(b.rneed, t.rneed-s.rdepth), max(b.rgrow, s.rdepth+t.rgrow), true
	}
	if t.checkF {
		b.fneed, b.fgrow, b.checkF = max(b.fneed, t.fneed-s.fdepth), max(b.fgrow, s.fdepth+t.fgrow), true
	}
	b.calls = max(b.calls, t.calls)
	j.jump(t.index) // the chain goes on into it: its length counts
	log.covers(b, t, deep)
	return t.unchecked, t.reach
}

// onlySteps returns the steps of block b, of plan p, and the block it goes
// on to (n, the number of blocks, to leave the definition), when all it
// does is count them and go there: an ELSE's branch, an EXIT. Its head
// then has nothing of its own to check but the steps (what it checks for
// a block it answers for, that block checks itself when entered on its
// own). Otherwise the steps are 0.
func (b *block) onlySteps(p *blockPlan, n int) (int64, int32) {
	if len(p.items) > 0 || p.condItem != nil || b.within != nil {
		return 0, 0
	}
	switch b.term {
	case termExit:
		return b.steps, int32(n)
	case termBranch:
		return b.steps, int32(min(b.target, n))
	}
	return 0, 0
}

// qdupTested reports whether the 0BRANCH that ends the block of p tests
// the cell ?DUP looked at (?DUP IF, ?DUP WHILE), or its 0= (?DUP 0= IF),
// and if so whether the way on is the way where ?DUP pushed its copy (a
// true flag: the cell was not zero) rather than the branch.
func qdupTested(ops []core.Op, p *blockPlan) (tested, onward bool) {
	k := p.last - 1 // ops from p.first to p.last are one block: no label between
	inverted := k > p.first && prim(&ops[k]) == "0="
	if inverted {
		k--
	}
	if k < p.first || ops[p.last].Kind != core.OpZBranch || prim(&ops[k]) != "?DUP" {
		return false, false
	}
	return true, !inverted
}

// joint says how a link begins and ends: whether it checks the head of its
// block b first (b nil: it does not), and whether it goes on with the link
// next or returns to the dispatch loop, to go on at block to (next nil).
type joint struct {
	b    *block
	next link
	to   int
}

// chainer hands out the links a block's last link goes on with: the chain
// of a block after it when the chain stays short enough, else a link that
// returns the block's index to the dispatch loop. It keeps the longest
// chain it went on into, and the most links pending at an execution token
// in them.
type chainer struct {
	b       *block
	blocks  []*block
	length  int
	tokenAt int
}

func (j *chainer) jump(to int) joint {
	if to > j.b.index && to < len(j.blocks) && chainable(j.b, j.blocks[to]) {
		t := j.blocks[to]
		j.length, j.tokenAt = max(j.length, t.length), max(j.tokenAt, t.tokenAt)
		return joint{next: t.entry}
	}
	if to >= len(j.blocks) {
		return joint{to: exitIP}
	}
	return joint{to: to}
}

// chainable reports whether the chain of block b may go on into block t:
// when t's chain is short, and when t runs an execution token, when the
// links then pending stay within maxChain. The processor predicts returns
// from a small stack of its own (32 on the machines measured); a token's
// word that runs its chains on top of many pending links overflows it,
// and each of the links' returns then costs a misprediction (an elevator
// simulation whose step ends in a DEFER ran 12% longer).
func chainable(b, t *block) bool {
	return t.length < maxChain && (t.tokenAt == 0 || b.pending+t.tokenAt <= maxChain)
}

// link is jump as a link: the chain of block to, or a link that returns
// its index (exitIP past the last block, which ends the definition).
func (j *chainer) link(to int) link {
	jt := j.jump(to)
	if jt.next != nil {
		return jt.next
	}
	return goTo(jt.to)
}

// goTo is a link that returns to the dispatch loop, to go on at block i
// (or leave, when i is outside the code).
func goTo(i int) link {
	return func(m *core.Machine, sp int) (int, int) { return sp, i }
}

// lastLink is the link of the op that ends the block, for the ops that
// need one of their own: not the branches and EXIT, which only say where
// the chain goes on, and not 0BRANCH, whose conds are made apart. When it
// is all the block does (alone), LOOP's and +LOOP's link checks the
// block's head itself.
func (b *block) lastLink(a *assembler, j *chainer, alone bool) link {
	// an op of the definition itself (calls and plain words are not
	// inlined), or of an inlined one that ends in a token call
	op := a.x.origins[b.last].op
	switch b.term {
	case termQDo:
		next, target := j.link(b.next), j.link(b.target)
		return func(m *core.Machine, sp int) (int, int) {
			limit, index := *cellAt(m, sp, 2), *cellAt(m, sp, 1)
			if limit == index {
				return target(m, sp-2)
			}
			rp := m.RP
			m.RStack[rp&rstackMask] = limit
			m.RStack[(rp+1)&rstackMask] = index
			m.RP = rp + 2
			return next(m, sp-2)
		}
	case termLoop:
		// the loop goes back to its body, which starts a block before
		// this one or this one: the dispatch loop (or the
		// head of the body's block) goes on there
		next, back := j.link(b.next), b.target
		if alone {
			c := b.head.check()
			return func(m *core.Machine, sp int) (int, int) {
				if !(c.fits(m, sp) && c.others(m)) && !b.fix(m, sp) {
					return b.bail(m, sp)
				}
				m.Steps += c.steps
				if loopEnds(m) {
					return next(m, sp)
				}
				return sp, back
			}
		}
		return func(m *core.Machine, sp int) (int, int) {
			if loopEnds(m) {
				return next(m, sp)
			}
			return sp, back
		}
	case termPlusLoop:
		next, back := j.link(b.next), b.target
		if n := b.step; b.stepped && alone {
			c := b.head.check()
			return func(m *core.Machine, sp int) (int, int) {
				if !(c.fits(m, sp) && c.others(m)) && !b.fix(m, sp) {
					return b.bail(m, sp)
				}
				m.Steps += c.steps
				if plusLoopEnds(m, n) {
					return next(m, sp)
				}
				return sp, back
			}
		}
		if n := b.step; b.stepped {
			return func(m *core.Machine, sp int) (int, int) {
				if plusLoopEnds(m, n) {
					return next(m, sp)
				}
				return sp, back
			}
		}
		if alone {
			c := b.head.check()
			return func(m *core.Machine, sp int) (int, int) {
				if !(c.fits(m, sp) && c.others(m)) && !b.fix(m, sp) {
					return b.bail(m, sp)
				}
				m.Steps += c.steps
				if plusLoopEnds(m, *cellAt(m, sp, 1)) {
					return next(m, sp-1)
				}
				return sp - 1, back
			}
		}
		return func(m *core.Machine, sp int) (int, int) {
			if plusLoopEnds(m, *cellAt(m, sp, 1)) {
				return next(m, sp-1)
			}
			return sp - 1, back
		}
	case termLeave:
		target := j.link(b.target)
		return func(m *core.Machine, sp int) (int, int) {
			m.RP -= 2
			return target(m, sp)
		}
	}
	if last := &a.ops[b.last]; isTokenCall(last) {
		var deferred *core.Word
		if prim(last) != "EXECUTE" {
			deferred = last.Word
		}
		var inlined *fallback // the token call ends a definition inlined here
		if o := a.x.origins[b.last]; o.path != nil {
			inlined = &fallback{fc: b.fc, op: o.op, path: o.path}
		}
		call := tokenLink(b.fc, op, a.blockAt, j.link(b.next), b.next, deferred, inlined)
		if deferred == nil || !b.fc.own || heldIn(a.m, deferred) != nil || unsettled(a.m, deferred) {
			return call
		}
		return heldLater(b.fc, deferred, a.x.origins[b.last].path, call)
	}
	return plainLink(b.fc, op, a.blockAt, j.link(b.next))
}

// isTokenCall reports whether op runs an execution token: EXECUTE, or the
// call of a DEFER word.
func isTokenCall(op *core.Op) bool {
	return prim(op) == "EXECUTE" || op.Kind == core.OpCall && op.Word.Kind == core.KindDefer
}

// callSite registers the call of the colon definition that ends the
// block and returns the index its chain returns to the dispatch loop,
// which makes the call (see fastCode.enter).
func (b *block) callSite(a *assembler) int {
	fc, w := b.fc, a.ops[b.last].Word
	op := a.x.origins[b.last].op // an op of the definition itself: calls are not inlined
	site := callSite{word: w, code: w.Code, callee: fastOf(w.Code), op: int32(op), resume: int32(b.next)}
	if b.next < len(a.blocks) { // built already: the blocks are built last first
		site.skipSteps, site.skipTo = a.blocks[b.next].onlySteps(&a.plans[b.next], len(a.blocks))
	}
	fc.calls = append(fc.calls, site)
	return callBase - (len(fc.calls) - 1)
}

// plainLink runs the plain instruction of op, for a word with no fast
// form: the word counts its own steps and checks its own arguments, with
// the machine's SP and the frame's IP up to date. at maps the op the
// instruction goes on with to a block. A word that starts a trace
// (TRACE-ON) leaves the rest of the definition to the plain code, which
// traces: fast code never runs while a trace is on.
//
//go:noinline (see links_gen.go)
func plainLink(fc *fastCode, op int, at []int, next link) link {
	return func(m *core.Machine, sp int) (int, int) {
		m.SP = sp
		m.Frames[m.FP-1].IP = int32(op)
		to := fc.code.Insts[op](m, op)
		if m.Tracing() {
			return fc.bail(m, m.SP, to)
		}
		if to == op+1 {
			return next(m, m.SP)
		}
		if uint(to) >= uint(len(at)) {
			return m.SP, exitIP
		}
		return m.SP, at[to]
	}
}

// tokenAfter is the block's tokenAt, once its chain, which went on as j
// says, is made: its own links and its token's, or its own and those
// pending in the chain it went on into at a token there.
func (b *block) tokenAfter(a *assembler, j *chainer) int {
	switch {
	case b.runsToken(a):
		return b.pending + 1
	case j.tokenAt > 0:
		return b.pending + j.tokenAt
	}
	return 0
}

// runsToken reports whether the block ends by running an execution
// token (EXECUTE, a DEFER), whose word's chains then run inside its own.
func (b *block) runsToken(a *assembler) bool {
	if b.term != termPlain || b.last < 0 {
		return false
	}
	return isTokenCall(&a.ops[b.last])
}

// deferMissed is the way on from the guard at v of a DEFER's call inlined
// as the word it held (deferHeldLink) when the DEFER holds another word,
// once the guard has given back the steps its head counted from there on:
// it makes the call as the link of a DEFER's call that is not inlined
// does (tokenLink), in the frames of the calls the guard was inlined
// through, and goes on at the block after the inlined ops, whose head
// checks the stacks as the word left them.
func (a *assembler) deferMissed(v int, j *chainer) link {
	o := a.x.origins[v]
	resume := a.blockOf[v+1+o.heldOps]
	after := j.link(resume)
	var inlined *fallback
	if o.path != nil {
		inlined = &fallback{fc: a.fc, op: o.op, path: o.path}
	}
	call := tokenLink(a.fc, o.op, a.blockAt, after, resume, a.ops[v].Word, inlined)
	if !a.fc.own {
		return call
	}
	// the DEFER was set to another word after the code was compiled: once
	// the guard has missed a few times the code is built again, with the
	// word the DEFER holds now inlined, or with the call made as a call
	// when that word cannot be (see rebuild); the misses after that, in
	// code that still runs, only count
	fc, path, misses, deferred := a.fc, o.path, 0, a.ops[v].Word
	return func(m *core.Machine, sp int) (int, int) {
		if misses++; misses == rebuildAfter {
			noteChanged(m, deferred)
			for _, code := range rebuildable(fc, path) {
				rebuild(m, code)
			}
		}
		return call(m, sp)
	}
}

// heldLater is the call of a DEFER, in a session's own code, that held
// no word when the code was compiled: one declared before the word it is
// to hold. Every rebuildAfter calls, until the code is built again, it
// looks at the word the DEFER holds now, and once it holds one builds the
// code again, with the calls it was inlined through innermost first (see
// rebuild), as it would be compiled now: the DEFER's call is then the
// word's ops or its call behind a guard, and a recursion through the
// DEFER is made of call sites. A DEFER that comes to hold a word its call
// cannot be built for (a primitive) has the code built again too, as a
// token call without this count.
func heldLater(fc *fastCode, deferred *core.Word, path []inlineCall, call link) link {
	calls := 0
	refused := false // by rebuildable, which then refuses for good
	return func(m *core.Machine, sp int) (int, int) {
		if calls++; calls%rebuildAfter == 0 && !refused && fc.code.Prog == fc {
			if heldIn(m, deferred) != nil {
				codes := rebuildable(fc, path)
				refused = codes == nil
				for _, code := range codes {
					rebuild(m, code)
				}
			}
		}
		return call(m, sp)
	}
}

// tokenLink is EXECUTE (deferred nil), or the call of a DEFER word
// (deferred): when the execution token, on top of the stack or in the
// DEFER's body, is a colon definition's, it makes the call as a call site
// would (see fastCode.enter), in a frame of the word's own and with the
// caller's frame pointing at the EXECUTE or the DEFER, rather than through
// the plain instruction, the word's Fn, Execute and Run. Any other word
// (a primitive, a DOES> word, a variable) it runs as Execute does: the
// steps of the EXECUTE and the word, a frame of the word's own, its Fn.
// Anything that would not go as Run or Execute has it (no token, a colon
// definition with no fast code, a trace, too many words running, a
// checkpoint of the steps or the clock) goes to the plain instruction,
// which does all of it exactly.
//
// inlined, when not nil, says that the token call is an op of a
// definition inlined where it stands (a word such as `CELLS TABLE + @
// EXECUTE`, or `DUP @ EXECUTE CELL+`), and how the plain code takes over
// there (see inlinedTokenCallLink).
//
// next goes on after the call inside the chain, and resume is the index of
// the block it goes on at: where many words are running, the link returns
// to the dispatch loop, which makes the call and goes on there (see
// tokenNestDepth).
func tokenLink(fc *fastCode, op int, at []int, next link, resume int, deferred *core.Word, inlined *fallback) link {
	then := goTo(resume)
	if inlined != nil {
		traced := func(m *core.Machine, sp int) (int, int) {
			m.SP = sp
			return inlined.finishInlined(m, op+1)
		}
		away := fc.addToken(tokenCall{op: op, deferred: deferred, path: inlined.path, resume: resume, traced: traced,
			call: inlinedTokenCallLink(fc, op, then, deferred, inlined, 0)})
		return inlinedTokenCallLink(fc, op, next, deferred, inlined, away)
	}
	traced := func(m *core.Machine, sp int) (int, int) { return fc.bail(m, sp, op+1) }
	away := fc.addToken(tokenCall{op: op, deferred: deferred, resume: resume, traced: traced,
		call: tokenCallLink(op, plainLink(fc, op, at, then), then, traced, deferred, 0, 0)})
	return tokenCallLink(op, plainLink(fc, op, at, next), next, traced, deferred, away, 0)
}

// tokenCall is a token call of op as the dispatch loop makes it, from
// tokenNestDepth words running on. When it runs a colon definition whose
// first chain stops short of its end, start leaves the rest of the word
// to the dispatch loop, which runs it as it runs a call site's callee, in
// an enter of its own, and then has after go on: a level of a recursion
// through tokens then keeps one Go frame, as one through call sites does.
// Every other call start makes whole: a word that ends in its first chain
// itself, and through call (the link that makes the whole call) a word
// that is not a colon definition, or a call the plain code takes over.
type tokenCall struct {
	op       int
	deferred *core.Word // the DEFER word called, or nil for EXECUTE
	// path is the calls the token call was inlined through (see
	// inlinedTokenCallLink), whose frames start pushes below the word's.
	path   []inlineCall
	call   link
	resume int // the block the caller goes on at
	// traced is where the call goes after a word that began a trace, with
	// the frames of path still pushed.
	traced link
}

// start begins the call as tokenCallLink makes it: it pushes the frames,
// counts the call and its step and runs the word's first chain. When the
// chain stopped short of the word's end, it returns the word's fast code,
// the link it goes on with and the data stack's depth; otherwise a nil
// code, and the data stack's depth and the index the call returns. Where
// tokenCallLink would leave the call to another path, it changes nothing
// and has call make it.
func (t *tokenCall) start(m *core.Machine, sp int) (*fastCode, link, int, int) {
	fp0 := m.FP
	fp := fp0 + len(t.path)
	if fp >= core.CallDepth || m.Tracing() || m.Steps >= m.CheckAt {
		return t.plain(m, sp)
	}
	pops := 1 // EXECUTE takes the token
	var xt int64
	switch d := t.deferred; {
	case d == nil && sp >= 1:
		xt = *cellAt(m, sp, 1)
	case d != nil && cellOK(m, d.Body):
		xt, pops = load(m, d.Body), 0
	default:
		return t.plain(m, sp)
	}
	w := m.TokenWord(xt)
	if w == nil || w.Kind != core.KindColon || w.Code == nil {
		return t.plain(m, sp)
	}
	code := w.Code
	entry, ok := code.Entry.(link)
	if !ok {
		return t.plain(m, sp)
	}
	callee, ok := code.Prog.(*fastCode)
	if !ok || !m.CallCounted() {
		return t.plain(m, sp)
	}
	for k := range t.path {
		s := &t.path[k]
		m.Frames[m.FP-1].IP = int32(s.op)
		f := &m.Frames[m.FP]
		if f.Word != s.word || f.Code != s.word.Code {
			f.Word, f.Code = s.word, s.word.Code
		}
		f.IP = 0
		m.FP++
	}
	m.Steps++ // the step of EXECUTE or the DEFER; the checkpoint is still ahead
	m.Frames[fp-1].IP = int32(t.op)
	f := &m.Frames[fp]
	f.Word, f.Code, f.IP = w, code, 0
	m.FP = fp + 1
	sp, ip := entry(m, sp-pops)
	switch ip {
	case exitIP: // the word ended in its first chain: as after does
		if m.Tracing() {
			m.FP = fp
			sp, ip = t.traced(m, sp)
			return nil, nil, sp, ip
		}
		m.FP = fp0
		return nil, nil, sp, t.resume
	case throwIP:
		return nil, nil, sp, throwIP
	}
	return callee, callee.from(ip), sp, 0
}

// plain is start's way out when the call takes another path: call makes
// the whole call.
func (t *tokenCall) plain(m *core.Machine, sp int) (*fastCode, link, int, int) {
	sp, i := t.call(m, sp)
	return nil, nil, sp, i
}

// after is where the call goes once its word has returned, fp the frame
// pointer before the call: on at the block after the call, or where a
// trace the word began takes over. The dispatch loop calls it rather than
// do it in place, since the size of enter decides whether Go inlines it
// into itself, which the recursive programs of bench/ feel
// (TestHotPathsAreInlined); and kept out of enter even where the profile
// would have Go inline it there.
//
//go:noinline
func (t *tokenCall) after(m *core.Machine, sp, fp int) (int, int) {
	if m.Tracing() {
		m.FP = fp + len(t.path)
		return t.traced(m, sp)
	}
	m.FP = fp
	return sp, t.resume
}

// tokenNestDepth is how many words may be running for a token call to run
// its word inside the chain that makes it. Each link of the chain up to
// the call stays on Go's stack below the word's chains, and the processor
// predicts returns from a small stack of its own (32 on the machines
// measured): in a recursion through EXECUTE or a DEFER, hundreds of levels
// deep, the links of every level pile up, and each of their returns is
// mispredicted. From this depth on the link returns the call's index
// (away) instead, so that the chain is left before the call, and the
// dispatch loop makes it, as it makes the call of a call site (see
// tokenCall): a level of such a recursion then leaves only its dispatch
// loop on Go's stack, not every link of its chain. Below it, where a threaded
// interpreter's turn runs, the call costs no return to the dispatch loop.
const tokenNestDepth = 8

// inlinedTokenCallLink is the link of a token call in a definition
// inlined where it stands: it pushes the frames of the calls the token
// call was inlined through, as those calls would have, and makes the
// token call in them, so that an error in the word it runs names them
// all; it pops them when the word returns, and the caller goes on with
// its next link: the ops of the inlined definitions after the token call,
// which begin a block that pushes those frames again only if it bails
// out (see expansion.within), or the caller's own after the call it
// inlined. Where the frames do not all fit, tooDeep has the plain
// code make the call that does not fit. The ways the token call leaves
// (to the plain code, on to the caller's next link, to the plain code
// when a trace began) pop the frames first.
//
//go:noinline (see links_gen.go)
func inlinedTokenCallLink(fc *fastCode, op int, next link, deferred *core.Word, inlined *fallback, away int) link {
	around := len(inlined.path)
	plain := func(m *core.Machine, sp int) (int, int) {
		m.FP -= around
		return inlined.takeInlined(m, sp)
	}
	popped := func(m *core.Machine, sp int) (int, int) {
		m.FP -= around
		return next(m, sp)
	}
	traced := func(m *core.Machine, sp int) (int, int) {
		m.SP = sp
		return inlined.finishInlined(m, op+1)
	}
	if around == 1 {
		// the call pops the one frame itself before it goes on to next, a
		// link fewer than through popped
		call := tokenCallLink(op, plain, next, traced, deferred, 0, 1)
		// one call around: its frame is pushed in place, and its word and
		// code stored only when the frame held another's, as a loop that
		// makes the call again finds them (a store of a pointer waits on
		// Go's write barrier). callSite.push does the same, inside Go's
		// inlining budget, which a helper shared with it put out of reach
		s := inlined.path[0]
		w, code, callOp := s.word, s.word.Code, int32(s.op)
		return func(m *core.Machine, sp int) (int, int) {
			fp := m.FP
			if fp >= core.CallDepth {
				return inlined.tooDeep(m, sp)
			}
			if fp >= tokenNestDepth && away != 0 {
				return sp, away
			}
			m.Frames[fp-1].IP = callOp
			f := &m.Frames[fp]
			if f.Word != w || f.Code != code {
				f.Word, f.Code = w, code
			}
			f.IP = 0
			m.FP = fp + 1
			return call(m, sp)
		}
	}
	call := tokenCallLink(op, plain, popped, traced, deferred, 0, 0)
	return func(m *core.Machine, sp int) (int, int) {
		if m.FP+around > core.CallDepth {
			return inlined.tooDeep(m, sp)
		}
		if away != 0 && m.FP >= tokenNestDepth {
			return sp, away
		}
		inlined.pushPath(m)
		return call(m, sp)
	}
}

// tokenCallLink is the token call of tokenLink, with the frame of the
// word that makes it on top: plain is how the plain code takes over
// before it runs the word, next the link it goes on with after, and
// traced where it goes after a word that began a trace. away, unless 0,
// is the index it returns instead of calling a colon definition from
// tokenNestDepth on (the dispatch loop's own link has none). frames are
// the frames of inlined calls around the token call that it pops before
// it goes on to next (traced finds them still there).
//
//go:noinline (see links_gen.go)
func tokenCallLink(op int, plain, next, traced link, deferred *core.Word, away, frames int) link {
	pops := 1 // EXECUTE takes the token
	if deferred != nil {
		pops = 0
	}
	return func(m *core.Machine, sp int) (int, int) {
		if m.Tracing() || m.Steps >= m.CheckAt {
			return plain(m, sp)
		}
		var xt int64
		switch {
		case deferred == nil && sp >= 1:
			xt = *cellAt(m, sp, 1)
		case deferred != nil && cellOK(m, deferred.Body):
			xt = load(m, deferred.Body)
		default:
			return plain(m, sp)
		}
		w := m.TokenWord(xt)
		if w == nil {
			return plain(m, sp)
		}
		if w.Kind != core.KindColon {
			// as Execute runs a word that is not a colon definition:
			// the steps of EXECUTE (or the DEFER) and of the word, a
			// frame of its own and its Fn
			fp := m.FP
			if w.Fn == nil || m.Steps+2 > m.CheckAt || fp >= core.CallDepth {
				return plain(m, sp)
			}
			m.Steps += 2
			m.SP = sp - pops
			m.Frames[fp-1].IP = int32(op)
			f := &m.Frames[fp]
			if f.Word != w || f.Code != nil {
				f.Word, f.Code = w, nil
			}
			f.IP = 0
			m.FP = fp + 1
			w.Fn(m)
			if m.Tracing() {
				m.FP = fp
				return traced(m, m.SP)
			}
			m.FP = fp - frames
			return next(m, m.SP)
		}
		code := w.Code
		if code == nil {
			return plain(m, sp)
		}
		// the code's first block, found in two loads rather than through
		// Prog and its entries: each is one more load that the call waits
		// on (a threaded interpreter's turn is mostly such a call)
		entry, ok := code.Entry.(link)
		if !ok {
			return plain(m, sp)
		}
		fp := m.FP
		if fp >= core.CallDepth {
			return plain(m, sp)
		}
		if fp >= tokenNestDepth && away != 0 {
			// nothing has changed yet (the call is not counted): the
			// dispatch loop makes the call from the start
			return sp, away
		}
		if !m.CallCounted() {
			return plain(m, sp)
		}
		m.Steps++ // the step of EXECUTE or the DEFER; the checkpoint is still ahead
		m.Frames[fp-1].IP = int32(op)
		f := &m.Frames[fp]
		f.Word, f.Code, f.IP = w, code, 0
		m.FP = fp + 1
		// the code entry belongs to, taken before the call: the word may
		// be built again while it runs (rebuild, deep in a recursion
		// through a DEFER), and an index its chain returns is one of the
		// code it started in, not of the new code
		prog := code.Prog
		sp, ip := entry(m, sp-pops)
		switch ip {
		case exitIP: // the word ended in its first chain
		case throwIP:
			return sp, ip
		default:
			// the chain stopped short of the end (a call, a fallback):
			// the dispatch loop takes the code on from there
			callee := prog.(*fastCode)
			if sp, ip = callee.enter(m, sp, callee.from(ip)); ip != 0 {
				return sp, ip
			}
		}
		if m.Tracing() {
			m.FP = fp
			return traced(m, sp)
		}
		m.FP = fp - frames
		return next(m, sp)
	}
}

// tooDeep is how the plain code takes over at a token call inlined
// through fb.path when not all the frames of the path fit: the plain code
// makes the first call whose frame does not fit, which throws as Run
// does. Nothing of that call's definition has run: the head of a block
// checks the room for the frames of the calls its ops were inlined
// through, so an op inlined through that call would not have run either.
func (fb *fallback) tooDeep(m *core.Machine, sp int) (int, int) {
	k := core.CallDepth - m.FP // the frames that fit
	if k <= 0 {
		return fb.fc.bail(m, sp, fb.path[0].op)
	}
	fit := fallback{fc: fb.fc, op: fb.path[k].op, path: fb.path[:k]}
	return fit.takeInlined(m, sp)
}

// loopEnds is LOOP's turn: it counts the index on and reports whether the
// loop ends, dropping its parameters if so.
func loopEnds(m *core.Machine) bool {
	rp := m.RP
	index := m.RStack[(rp-1)&rstackMask] + 1
	if index == m.RStack[(rp-2)&rstackMask] {
		m.RP = rp - 2
		return true
	}
	m.RStack[(rp-1)&rstackMask] = index
	return false
}

// plusLoopEnds is +LOOP's turn: it adds n to the index and reports whether
// the loop ends, dropping its parameters if so. The loop ends when the
// index crosses the boundary between limit-1 and limit, either way.
func plusLoopEnds(m *core.Machine, n int64) bool {
	rp := m.RP
	ip := &m.RStack[(rp-1)&rstackMask]
	d := *ip - m.RStack[(rp-2)&rstackMask]
	*ip += n
	if crosses(d, n) {
		m.RP = rp - 2
		return true
	}
	return false
}

// crosses reports whether adding n to an index d past the limit (index -
// limit) crosses the boundary between limit-1 and limit.
func crosses(d, n int64) bool { return (d^(d+n))&(d^n) < 0 }

// stackTrack follows the depths of the three stacks through a run of ops:
// how many cells below its start the run takes and how far above its start
// it goes. An op that may push fewer cells than its effect says (?DUP)
// leaves the data stack between two depths: low, the lowest, is what the
// cells the run takes are counted from, and depth, the highest, what the
// height it rises to is.
type stackTrack struct {
	depth, low, need, peak int
	rdepth, rneed, rpeak   int
	fdepth, fneed, fpeak   int
	steps                  int64
}

func (s *stackTrack) add(e effect, steps int64) {
	s.need = max(s.need, e.in-s.low)
	s.depth += e.out - e.in
	s.low += e.out - e.maybe - e.in
	s.peak = max(s.peak, s.depth)
	s.rneed = max(s.rneed, e.rin-s.rdepth)
	s.rdepth += e.rout - e.rin
	s.rpeak = max(s.rpeak, s.rdepth)
	s.fneed = max(s.fneed, e.fin-s.fdepth)
	s.fdepth += e.fout - e.fin
	s.fpeak = max(s.fpeak, s.fdepth)
	s.steps += steps
}

// head is what a block's head checks.
type head struct {
	steps int64 // the steps of its ops
	// reach is the steps it counts: its own, and when it answers for the
	// blocks after it (see assembler.cover), the most of theirs, which
	// the cond at its end corrects for the block it goes to
	reach        int64
	need, grow   int // data stack cells it takes below its start, and how far above its start it goes
	rneed, rgrow int
	fneed, fgrow int
	checkR       bool // whether it checks the return stack
	checkF       bool // and the float stack
	// calls is the deepest nesting of inlined calls among its ops: the
	// frames they would push must fit
	calls int
}

// check is the head check as a link makes it: the steps stay before the
// checkpoint and the data stack holds what the block takes and has room
// for what it pushes; other, when the block uses the return or float
// stack, checks those. It is small enough for Go to keep in registers.
type check struct {
	steps      int64
	need, grow int
	other      *head
}

func (h *head) check() check {
	c := check{steps: h.reach, need: h.need, grow: h.grow}
	if h.checkR || h.checkF || h.calls > 0 {
		c.other = h
	}
	return c
}

// fits checks the steps and the data stack, and others the rest: each is
// small enough for Go to inline where it is made.
func (c check) fits(m *core.Machine, sp int) bool {
	return m.Steps+c.steps <= m.CheckAt && sp >= c.need && sp+c.grow <= m.PushLimit
}

func (c check) others(m *core.Machine) bool { return c.other == nil || c.other.otherFits(m) }

// otherFits checks the return and float stacks, and the room for the
// frames of the calls inlined.
func (h *head) otherFits(m *core.Machine) bool {
	return (!h.checkR || m.RP >= h.rneed && m.RP+h.rgrow <= core.ReturnStackDepth) &&
		(!h.checkF || m.FSP >= h.fneed && m.FSP+h.fgrow <= core.FloatStackDepth) &&
		m.FP+h.calls <= core.CallDepth
}

// trivial reports whether the head has nothing to check.
func (h *head) trivial() bool {
	return h.reach == 0 && h.need == 0 && h.grow == 0 && !h.checkR && !h.checkF
}

// fix is the way into a block whose head check failed: at a checkpoint it
// looks at the clock and moves the checkpoint on; at a new depth of the
// data stack it raises the high-water mark to what the block reaches. It
// reports whether the block can now run; if not (the step limit among its
// steps, too few cells, no room), the plain code runs it, from its first
// op, so that the error falls on its word.
func (b *block) fix(m *core.Machine, sp int) bool {
	if m.Steps+b.reach > m.CheckAt {
		m.SP = sp
		m.Frames[m.FP-1].IP = int32(b.first) // where a time limit falls
		if !m.Advance(b.reach) {
			return false
		}
	}
	if sp < b.need || sp+b.grow > core.DataStackDepth ||
		m.RP < b.rneed || m.RP+b.rgrow > core.ReturnStackDepth ||
		m.FSP < b.fneed || m.FSP+b.fgrow > core.FloatStackDepth ||
		m.FP+b.calls > core.CallDepth {
		return false
	}
	if sp+b.grow > m.PushLimit {
		if !b.raiseSafe {
			return false
		}
		m.SP = sp
		m.Room(b.grow)
	}
	return true
}

// refix is fix for a link whose block's head check failed, again being
// that link: when the block can now run, the link runs again from its
// start, and its check holds this time; otherwise the plain code runs the
// block. The link returns what refix returns rather than going on after
// the call: a link that went on would keep every operand it captured on
// Go's stack across the call, and Go would store them all there at the
// start of every run of the link, the hot path included.
func (b *block) refix(m *core.Machine, sp int, again link) (int, int) {
	if c := b.head.check(); b.fix(m, sp) && c.fits(m, sp) && c.others(m) {
		return again(m, sp)
	}
	return b.bail(m, sp)
}

// bail runs the block as plain code, from its first op: the way on when
// its head check fails and cannot be fixed, so that the plain code meets
// the limit or the error on the exact word.
// Only the block runs so: the fast code goes on at the block the plain code
// comes to after it, so that one refused check (a depth the call has not
// reached before a link that may stop short, as in 0 v ! 0 10 0 DO) does
// not leave the rest of the definition, and its loops, to the plain code.
func (b *block) bail(m *core.Machine, sp int) (int, int) {
	if b.within != nil {
		return b.within.takeInlined(m, sp)
	}
	fc := b.fc
	m.SP = sp
	f := &m.Frames[m.FP-1]
	entries := fc.code.Insts
	ip := b.first
	for {
		f.IP = int32(ip)
		next := entries[ip](m, ip)
		if next != ip+1 || next >= b.stop {
			ip = next
			break
		}
		ip = next
	}
	return fc.resume(m, ip)
}

// headLink is the block's first link when its head check is a link of its
// own: it checks the head and counts the block's steps, then runs the chain
// from first. At the head of a loop (loops) the turns happen here: while
// the chain comes back to this block, it runs again, each turn checked
// again.
//
// A loop whose body is this block alone, closed by LOOP, is turned here
// too: the chain leaves out LOOP's link and returns turnIP, and the head
// counts the index on and goes round, or leaves the loop for after. A
// fallback that ran the rest of the body in plain code made the turn
// itself and returns the block's own index, which goes round as it is.
// One closed by +LOOP (plus) is turned the same way, by the block's
// literal step or by the step the chain leaves on the data stack.
//
//go:noinline (see links_gen.go)
func (b *block) headLink(first link, loops, plus bool, after link) link {
	c, self := b.head.check(), b.index
	if loops && !plus {
		return func(m *core.Machine, sp int) (int, int) {
			for {
				if !(c.fits(m, sp) && c.others(m)) && !b.fix(m, sp) {
					return b.bail(m, sp)
				}
				m.Steps += c.steps
				var ip int
				sp, ip = first(m, sp)
				if ip == turnIP {
					if loopEnds(m) {
						return after(m, sp)
					}
				} else if ip != self {
					return sp, ip
				}
			}
		}
	}
	if !plus {
		if b.head.trivial() {
			return first
		}
		return func(m *core.Machine, sp int) (int, int) {
			if !(c.fits(m, sp) && c.others(m)) && !b.fix(m, sp) {
				return b.bail(m, sp)
			}
			m.Steps += c.steps
			return first(m, sp)
		}
	}
	// the turn of +LOOP, by the literal step or by the one on the stack;
	// last of the closures, so that the profile's names of the others stay
	step, stepped := b.step, b.stepped
	return func(m *core.Machine, sp int) (int, int) {
		for {
			if !(c.fits(m, sp) && c.others(m)) && !b.fix(m, sp) {
				return b.bail(m, sp)
			}
			m.Steps += c.steps
			var ip int
			sp, ip = first(m, sp)
			if ip == turnIP {
				n := step
				if !stepped {
					n = *cellAt(m, sp, 1)
					sp--
				}
				if plusLoopEnds(m, n) {
					return after(m, sp)
				}
			} else if ip != self {
				return sp, ip
			}
		}
	}
}

// turnIP is what the chain of a loop's body returns to its head to have
// LOOP's turn made there (see headLink). Only that head sees it: to the
// dispatch loop it would be an index past the code.
const turnIP = math.MaxInt32
