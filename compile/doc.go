// Package compile turns Forth source into Go closures: it is the compiler
// of forthling's colon definitions (and of :NONAME, DOES> parts and
// quotations), with their control structures and locals. core's text
// interpreter hands it every word and number it meets in compilation
// state; at ; the compiler builds the definition's code twice, as plain
// code, the reference, and as fast code, which does the same faster.
//
// The package registers its compiler with core when it is imported, and
// exports only New, for tests that want a system whose code is plain:
//
//	fast, err := core.NewImage(compile.New(true))
//	plain, err := core.NewImage(compile.New(false))
//
// DESIGN.md beside this file says why the compiler is built the way it is.
//
// # Glossary
//
// One word for each thing, in the code and in its comments:
//
//   - op: one element of a compiled definition (core.Op): a call of a word,
//     a literal, a branch, a loop's turn, a local's access. The text
//     interpreter and the compiling words emit ops (compiler.emit); SEE,
//     traces and error positions read them.
//   - step: one word executed, counted against the step limit (stepsOf). A
//     call of a colon definition counts none (its words do); a literal
//     counts none.
//   - plain instruction: the closure of one op (core.Inst, plainInst). It
//     checks everything itself and returns the index of the op to run next.
//   - plain code: a definition's plain instructions, run one after the other
//     by core.Machine.RunPlain. It is the reference (DESIGN.md's "plain
//     form"), and what traces run.
//   - fast code: a definition's blocks and their chains (fastCode; core
//     calls it the code's Fast). It must give what the plain code gives:
//     output, stacks, steps, errors, the deepest stack.
//   - expansion: a definition's ops with the calls of inlinable definitions
//     replaced by their ops (expand, inline.go); the fast code is built from
//     it. Each op of the expansion keeps its origin: its index in its own
//     code and the calls it was inlined through.
//   - block: a run of straight code (block, blockPlan): it ends at a branch,
//     a loop's turn, a call of a colon definition, a word with no link of
//     its own, or before a branch target. Its ops become a chain. Its term
//     (termKind) says which op ends it and how: going on, a branch, a
//     loop's turn, a call, a plain instruction.
//   - effect: the cells an op takes from and leaves on each stack (effect,
//     opEffect); a block's head check is summed from its ops' effects.
//   - link: one closure of fast code (type link): it does the work of one
//     op, or of a superinstruction, directly on the stacks, with the data
//     stack depth in a register (sp), and then calls the next link. The
//     constructors of most links are generated (links_gen.go, from the
//     table in gen_links.go).
//   - chain: the links of a block, each calling the next; a chain goes on
//     into the blocks after it up to maxChain links.
//   - entry: a block's first link (fastCode.entries holds one per block).
//   - joint: how a link begins and ends (joint): with or without the head
//     check, going on with the next link or returning a block's index to
//     the dispatch loop.
//   - dispatch loop: fastCode.enter, which runs the entry of the block whose
//     index a chain returns, and makes the calls of colon definitions.
//   - head check: what a block's first link checks once for all of its ops
//     (head, check): that their steps stay before the next checkpoint, that
//     the data stack holds what they take and has room below the
//     high-water mark for what they push, and the same for the return and
//     float stacks and the frames of inlined calls; then it counts all their
//     steps at once. A head check that fails is fixed where that changes
//     nothing (block.fix: the clock read at a checkpoint, a new high-water
//     mark), or the block bails out. A link that is not a loop's head goes
//     through block.refix, which runs the link again once fixed, so that
//     the link's own code never resumes after that call.
//   - turn: what LOOP or +LOOP does at the end of a loop's body; the head
//     of a body of one block makes it itself (headLink, turnIP), and so
//     does the head of a longer body closed by LOOP after the blocks it
//     covers (turn way, turnWay), and after a cond whose way goes straight
//     to LOOP (the cond's Turning twin).
//   - checkpoint: the step count (core.Machine.CheckAt) at which the clock
//     and cancellation are looked at next; a head check that would pass it
//     goes through block.fix, which looks and moves it on.
//   - high-water mark: the deepest the data stack has been in this call
//     (core.Machine.PushLimit), which the result reports; a push beyond it
//     notes a new one. A head check tests pushes against it rather than
//     against the stack's size.
//   - bail-out: leaving fast code for the plain code at the op where the
//     fast code stands (fastCode.bail, block.bail), so that a limit or an
//     error falls on the exact word with the stacks and steps the plain
//     code gives. When nothing stops it, the plain code runs only up to
//     the next block, where the fast code goes on (fastCode.resume).
//   - fallback: where a link that finds a bad address or a zero divisor,
//     or a heap step that would reach the checkpoint, bails out
//     (fallback): its op, the calls that op was inlined through, and the
//     steps the head counted ahead, which are given back first. The plain
//     code runs the op and goes on up to the next block.
//   - uncertain: a link that may bail out, or stop short of the depth its
//     effect says (?DUP), before the block's deepest push; its block may
//     not raise the high-water mark for all of its ops at once.
//   - superinstruction: a common sequence of ops that becomes one link
//     (lit +, DUP 1-, CELLS +, OVER @ OVER @, I C@), or one cond with the
//     0BRANCH after it (DUP 2 < IF). It stands for its ops exactly: steps,
//     checks and bail-out are theirs.
//   - shuffle run: ops that only rearrange cells, push numbers and add
//     fixed numbers, resolved while compiling into one link that writes
//     the cells that change (shuffleRule, shuffle.go); on the float stack,
//     float shuffles and float literals (fshuffleRule).
//   - rule: the recognizer of a superinstruction (rule, in
//     superinstructions.go): the ops it matches and the link it builds. The
//     longest rule that fits wins.
//   - cond: the link of a test and the 0BRANCH after it: it tests and
//     branches in one closure. Its context (condSite) holds the links it
//     goes on with and branches to; a cond after other links is bare (the
//     block's first link made its head check). A 0= before the 0BRANCH
//     makes the same cond with its ways exchanged (inverted).
//   - cover: a cond's head check answering for the short blocks after it
//     that nothing else goes to (assembler.coverable, block.cover), their
//     return and float stacks included: those blocks then run their chains
//     without a head check of their own (block.unchecked).
//   - call site: a call of a colon definition that fast code makes
//     (callSite): the chain returns callBase-k to the dispatch loop, which
//     pushes the callee's frame, runs the callee's fast code and goes on
//     with the caller's block after the call; when that block only counts
//     a step and goes on (an ELSE, an EXIT), the dispatch loop counts the
//     step itself (skipSteps, skipTo).
//   - token call: EXECUTE, or the call of a DEFER word: its link
//     (tokenCallLink) pushes the frame of the word the token names and
//     runs it itself, since which word it calls is known only when it
//     runs: a colon definition's first chain, found through the code's
//     Entry, with a dispatch loop only when that chain stops short of the
//     word's end (fastCode.from), and any other word's Go function as
//     Execute would. In a word inlined where it stands, it pushes the
//     frames of the calls it was inlined through around the word it runs,
//     and ends the caller's block there. Where many words are running
//     (tokenNestDepth), it returns its own index instead (tokenIndex),
//     and the dispatch loop makes the call (fastCode.tokens, tokenCall):
//     tokenCall.start pushes the frame and runs a colon definition's first
//     chain, and when that stops short the dispatch loop runs the rest of
//     the word in an enter of its own, as it runs a call site's callee,
//     so that a deep recursion through tokens keeps one Go frame a level,
//     not each level's links.
//   - word run in place: a word with a fixed effect but no link of its
//     own (*/, MOVE, #, FTAN...) that its block runs by its Go function
//     where it stands (inPlace, inPlaceLink), instead of ending there.
//   - total word: a word run in place that cannot fail once the head has
//     checked its stacks (DMAX, D2/, FTAN...): it runs without what an
//     error would need (totalLink), so it does not keep a definition from
//     being inlined.
//   - inlining: a short definition whose ops all have links of their own,
//     none run in place but total words and those with a quick path, with
//     forward branches, EXIT and locals but no loop, and perhaps a token
//     call as its last op, takes its call's place in the caller's
//     expansion (inline.go), and an empty one is an op that
//     does nothing; the frames its call would push are pushed only when it
//     bails out, or around a word run in place whose quick path cannot do
//     the work (inPlaceInlinedLink). The call of a DEFER is inlined as
//     the word the DEFER holds, behind a guard (deferHeldLink), or made
//     as the call of that word behind the guard when it cannot be
//     inlined (origin.heldCall).
//   - rebuild: a session's fast code built again from its ops once a
//     DEFER's guard in it keeps missing, or once a DEFER that held
//     nothing when the code was compiled holds a word (heldLater), with
//     the word the DEFER holds now (rebuild, rebuildable): the new code
//     replaces the old in the core.Code and in the call sites that call
//     it (fastCode.sites), while the old runs on where it is running. A
//     DEFER set back and forth is unsettled, and its calls are token
//     calls (maxChanges).
//   - compiler log: one line per link of a definition's fast code, naming
//     the constructor that made it and the rule it stands for (log.go). The
//     tests read it to check that each rule and each link is chosen where
//     it should be; it is a debugging aid too.
//
// # The path of one call
//
// `: SQ DUP * ; 7 SQ .` goes this way:
//
//  1. core's text interpreter finds ":" and runs it (words.go): the
//     compiler opens a definition (compiler.begin) and core switches to
//     compilation state.
//  2. For DUP and *, the interpreter calls Compiler.CompileWord, which
//     emits an op (OpCall) for each (compiler.emit counts its steps and
//     charges its space); a number would go through CompileLiteral.
//  3. ";" closes the definition (compiler.finish) and builds its code
//     (compiler.build): plainCode makes one plain instruction per op, and
//     buildFast makes the fast code: assemble expands inlinable calls, plan
//     cuts the expansion into blocks and picks, at each op, the longest rule
//     that fits or the op's own link, and makeBlock builds each block's
//     chain from its end to its start, the last block first, so that a
//     chain can go on into the blocks after it. Here one block of two
//     links (the compiler log shows them): dupLink, which makes the head
//     check first, and mulLink, which returns the index past the last
//     block. The fast code is the code's Fast.
//  4. Later, the interpreter meets SQ and executes it (core.Machine.Execute,
//     then Run): Run pushes a frame and calls Fast, which is fastCode.run;
//     the dispatch loop (enter) runs the first block's entry.
//  5. The entry's head check finds one cell on the stack (DUP needs one, and
//     the block pushes one at most) and steps to spare, counts the block's
//     two steps, and the links do their work on the stack; mulLink returns
//     an index outside the code, and the definition ends. Had the stack been
//     empty, the block would have bailed out: the plain code would have run
//     DUP, which throws stack underflow naming DUP in SQ.
//
// The script tests (testdata/*.fth) run every case through a system of
// fast code and one of plain code, and require the same output, stacks,
// error, steps and deepest stack; FuzzFastPlain does the same on mutated
// programs; TestLinkExamples and TestRuleExamples run the example of every
// link and every rule and read the compiler log to check that the link or
// the superinstruction was made.
package compile
