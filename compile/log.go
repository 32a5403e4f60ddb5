package compile

import (
	"fmt"
	"reflect"
	"runtime"
	"sort"
	"strconv"
	"strings"

	"github.com/forthling/forthling/core"
)

// The compiler log: what the fast code of a definition is made of, one line
// per link, naming the constructor that made it, for tests that check which
// link a sequence of ops gets and for anyone debugging the fast code (a
// compiler made with a log, as the tests make one, hands it over for every
// definition it builds). A line reads
//
//	block 0 ops 0-3 "DUP 2 < 0BRANCH": ltDupLitCond [DUP lit cmp IF] head
//
// block 0 is the block, ops 0-3 the ops of the expansion the link stands
// for, then the ops themselves, the constructor, the rule of a
// superinstruction, and "head" when the link makes the block's head check.
// A block whose head check is a link of its own has a line for it first,
// and a call of a colon definition, which the dispatch loop makes, has a
// line that says so.

// compileLog collects the lines of one definition; nil logs nothing.
// Blocks are built the last first, and a block's links from its end, so
// each line keeps its place (block, op) to be sorted by.
type compileLog struct {
	lines []logLine
}

type logLine struct {
	block, op int
	text      string
}

// text is the log, in the order of the blocks and their ops.
func (l *compileLog) text() []string {
	sort.SliceStable(l.lines, func(i, j int) bool {
		a, b := l.lines[i], l.lines[j]
		return a.block < b.block || a.block == b.block && a.op < b.op
	})
	out := make([]string, len(l.lines))
	for i, line := range l.lines {
		out[i] = line.text
	}
	return out
}

// add notes the link made for the ops [op, op+n) of block b.
func (l *compileLog) add(b *block, ops []core.Op, op, n int, rule string, made link, head bool) {
	if l == nil || made == nil {
		return
	}
	var s strings.Builder
	s.WriteString(opsText(b, ops, op, n))
	s.WriteString(constructorOf(made))
	if rule != "" {
		fmt.Fprintf(&s, " [%s]", rule)
	}
	if head {
		s.WriteString(" head")
	}
	l.lines = append(l.lines, logLine{b.index, op, s.String()})
}

// call notes the call of a colon definition that ends block b, which the
// dispatch loop makes, and the steps it counts afterwards itself when the
// block after the call only counts them and goes on to block to (see
// callSite), or leaves the definition (to is n, the number of blocks).
func (l *compileLog) call(b *block, ops []core.Op, op int, steps int64, to, n int) {
	if l != nil {
		text := "call site"
		switch {
		case steps != 0 && to >= n:
			text = fmt.Sprintf("call site, then %d step(s) to the exit", steps)
		case steps != 0:
			text = fmt.Sprintf("call site, then %d step(s) on to block %d", steps, to)
		}
		l.lines = append(l.lines, logLine{b.index, op, opsText(b, ops, op, 1) + text})
	}
}

// turned notes the LOOP that ends block b, the body of a loop, which its
// head turns with no link of its own (see headLink).
func (l *compileLog) turned(b *block, ops []core.Op, op int) {
	if l != nil {
		l.lines = append(l.lines, logLine{b.index, op, opsText(b, ops, op, 1) + "turned by the loop head"})
	}
}

// turnsVia notes that the head of the loop that block b begins covers
// block t through its turn way, and turns the loop itself after it (see
// turnWay).
func (l *compileLog) turnsVia(b, t *block) {
	if l != nil {
		l.lines = append(l.lines, logLine{b.index, 1 << 30, fmt.Sprintf("block %d turns the loop after block %d", b.index, t.index)})
	}
}

// covers notes that the head check of block b answers for block t, which
// then runs without its own when b goes on to it; guarded when b's cond
// looks at the room t rises to (see condGuard).
func (l *compileLog) covers(b, t *block, guarded bool) {
	if l != nil {
		text := fmt.Sprintf("block %d covers block %d", b.index, t.index)
		if guarded {
			text += ", looking at the room"
		}
		l.lines = append(l.lines, logLine{b.index, 1 << 30, text})
	}
}

// note is add for a link of the block that stands for none of its ops:
// the head check of its own before the block's first link, or the check
// that turns a loop at its head.
func (l *compileLog) note(b *block, what string, made link) {
	if l != nil && made != nil {
		l.lines = append(l.lines, logLine{b.index, -1, fmt.Sprintf("block %d %s: %s", b.index, what, constructorOf(made))})
	}
}

// opsText begins a line: the block, the ops and what they are.
func opsText(b *block, ops []core.Op, op, n int) string {
	texts := make([]string, n)
	for k := range texts {
		texts[k] = opText(&ops[op+k])
	}
	where := fmt.Sprintf("op %d", op)
	if n > 1 {
		where = fmt.Sprintf("ops %d-%d", op, op+n-1)
	}
	return fmt.Sprintf("block %d %s %q: ", b.index, where, strings.Join(texts, " "))
}

// constructorOf names the function that made a link: the name Go gives
// the closure (package.constructor.funcN, with the functions it was
// inlined into before the constructor) without the package and the
// closure's number.
func constructorOf(made link) string {
	f := runtime.FuncForPC(reflect.ValueOf(made).Pointer())
	if f == nil {
		return "?"
	}
	name := f.Name()
	name = name[strings.LastIndex(name, "/")+1:]
	parts := strings.Split(name, ".")
	for len(parts) > 1 && isClosureNumber(parts[len(parts)-1]) {
		parts = parts[:len(parts)-1]
	}
	return parts[len(parts)-1]
}

// isClosureNumber reports whether a part of a function's name numbers a
// closure: func1, or 1 for a closure inside one.
func isClosureNumber(part string) bool {
	part = strings.TrimPrefix(part, "func")
	_, err := strconv.Atoi(part)
	return err == nil
}

// opText is an op as the log shows it: the word's name, or what the op
// does.
func opText(op *core.Op) string {
	switch op.Kind {
	case core.OpCall:
		return op.Word.Name
	case core.OpLit:
		return strconv.FormatInt(op.N, 10)
	case core.OpFLit:
		return strconv.FormatFloat(op.F, 'e', -1, 64)
	case core.OpString:
		return "string"
	case core.OpBranch:
		return "BRANCH"
	case core.OpZBranch:
		return "0BRANCH"
	case core.OpDo:
		return "DO"
	case core.OpQDo:
		return "?DO"
	case core.OpLoop:
		return "LOOP"
	case core.OpPlusLoop:
		return "+LOOP"
	case core.OpLeave:
		return "LEAVE"
	case core.OpExit:
		return "EXIT"
	case core.OpLocals:
		return "locals"
	case core.OpLocalFetch, core.OpFLocalFetch:
		return "local" + strconv.FormatInt(op.N, 10)
	case core.OpLocalStore, core.OpFLocalStore:
		return "TO local" + strconv.FormatInt(op.N, 10)
	case core.OpLocalAdd:
		return "+TO local" + strconv.FormatInt(op.N, 10)
	case core.OpDropLocals:
		return "end locals"
	case core.OpNoop:
		return "noop"
	}
	return "op" + strconv.Itoa(int(op.Kind))
}
