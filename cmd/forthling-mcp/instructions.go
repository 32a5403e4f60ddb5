package main

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/forthling/forthling/cmd/internal/cli"
	"github.com/forthling/forthling/core"
)

// What the model is told: the server's instructions, sent when a client
// connects. The basics are fixed text; the limits and the vocabularies come
// from the session, so that they say what this server really has.

const basics = `forthling runs Forth 2012 in one persistent session: the words you define, the stacks, the data and the files stay between calls until forth_reset. forth_eval runs code; forth_stack shows the stacks; forth_words lists your words (or a word list's: wordlist JSON, prefix JSON-, limit 20); forth_output reads the whole output of the last call in pages (a long output's answer shows its head and tail, the error first); forth_help WORD explains any word (stack effect, an example with its exact output, the word list and the ALSO it needs), and for a name that is not defined lists the words it may mean.

Forth in brief, and what trips models up:
- Words are separated by spaces and run left to right; numbers push themselves. "2 3 + ." prints 5. "." prints the top cell AND removes it: use "DUP ." to keep it. Every result ends with the stacks, so you need not print them.
- Stack effects: ( n1 n2 -- n3 ) means the word takes n1 n2 and leaves n3. Check each word's with forth_help instead of guessing.
- Write a stack comment right after each definition's name: the compiler infers what the body does to the stacks and adds a warning to the answer ("warning: SQ ( n -- n*n ) takes 1 cell and leaves 2; its comment says it leaves 1", and in warnings) when they disagree, when IF branches leave different counts, when a loop grows or shrinks the stack each turn, or when >R is not undone before ; or EXIT. The word is compiled all the same; fix it. forth_help of your word shows the effect inferred from its body.
- Use locals instead of juggling the stack: ": hyp {: a b -- c :} a a * b b * + ;" is clearer and safer than ROT, PICK, ROLL or long OVER/SWAP chains.
- Strings are two cells, an address and a length (c-addr u): S" hello" TYPE. Compare with COMPARE (0 when equal), not =. ." text" prints text. A line of code is at most 1024 characters, and so is a string in S"; send longer text as data and read it with DATA ( -- c-addr u ), an ALLOCATEd copy to FREE.
- IF ELSE THEN, DO LOOP (I is the index), ?DO, BEGIN UNTIL, BEGIN WHILE REPEAT and CASE OF ENDOF ENDCASE work only inside a definition ": name ... ;". Division is floored (-7 2 / is -4); cells are 64 bits.
- Floats have their own stack: 1.5E0 2E0 F* F. (a float literal needs an E).
- A definition may span calls; while one is open every result names it and where its : was ("compiled (the definition of AREA, opened at input, line 1, column 1 of an earlier call, is still open; ; ends it)"), and what you send is compiled into it until its ;.
- Redefining a word leaves the words that call it on the old one; the result then has a line "warning: SQ is redefined; CUBE still uses the old SQ ...": define those again too.
- An error reports its code, where it happened, the words running (in: MAIN > STEP > /) and the stack at the error; the stacks are then empty, and the session goes on. An undefined word that is in a word list outside the search order says which one, and common slips (3.5 meant as a float, ! on a VALUE, CHAR or ' inside a definition, a space limit) get a hint in parentheses that says the fix.
- Word lists: the vocabularies below are word lists outside the search order. ALSO NAME adds one (ALSO JSON), PREVIOUS takes it away, ORDER shows the order. Always write ALSO: NAME alone replaces FORTH in the search order, and FORTH's words are then not found. Your own: WORDLIST, VOCABULARY, DEFINITIONS.
- Tests: ALSO TESTING, then T{ 1 2 + -> 3 }T; the result counts passed and failed and the output has a FAIL line for each failure. After ALSO TESTING, "TESTING text" names the group of the tests that follow in that call; a test whose code throws fails with the error, and the tests after it run.
- Debugging: "trace": true lists each word that ran with the stack; ALSO DEBUG, then TRACE-ON ... TRACE-OFF prints the same; BREAK records the stacks without stopping.
- To learn Forth, or to teach it to a person: ALSO TUTORIAL, then LESSONS lists twenty lessons; n LESSON shows one (an explanation, an example, an exercise), CHECK tests the answer with hidden tests and says what is wrong, HINT helps, NEXT goes on.
- files put texts into the session's in-memory files: INCLUDED or INCLUDE runs one; OPEN-FILE, READ-LINE and WRITE-FILE work on them. Nothing reaches the disk. The files a call writes are resources (forthling://files/NAME, listed in the answer's "files"); a PNG it writes, such as PLOT-PNG's plot, comes back as an image. In a long call, PROGRESS ( n total -- ) tells the client how far it is.`

// handles is what a client over HTTP is told of sessions.
const handles = `

Sessions on this server: forth_eval without the argument session starts a new session and its answer gives the session's handle; pass it as "session" in every later call (every tool takes it) to keep your words, stacks, data and files. A client with an Mcp-Session-Id has its session without a handle. A session left idle too long ends, and a call with its handle then says it is gone: start a new one. forth_reset with end: true ends a session you are done with.`

// instructions are the server's instructions for a session: the basics,
// the limits and the vocabularies of this build. HTTP is told of only when
// hosts are allowed; handles only over HTTP.
func instructions(session *core.Session, hosts []string, overHTTP bool) string {
	var b strings.Builder
	b.WriteString(basics)
	if overHTTP {
		b.WriteString(handles)
	}
	b.WriteString("\n\nLimits: " + limitsText(session.Limits()) + "\n")
	if len(hosts) == 0 {
		b.WriteString("There is no network.\n")
	}
	vocabularies := session.Vocabularies()
	b.WriteString("\nVocabularies of this build (ALSO NAME finds their words; forth_help WORD for each):\n")
	for _, v := range vocabularies {
		if v.Name == "HTTP" && len(hosts) == 0 {
			continue
		}
		b.WriteString("- " + vocabularyLine(v) + "\n")
		if v.Name == "HTTP" {
			b.WriteString("  HTTP may reach only these hosts: " + strings.Join(hosts, ", ") + "\n")
		}
	}
	return b.String()
}

// limitsText says the limits in a sentence or two.
func limitsText(l core.Limits) string {
	return fmt.Sprintf("each call at most %s steps (a step is one word executed), %s and %s of output; "+
		"the session has %s of Forth memory, %s for definitions and the like, and %s for files. "+
		"A call over a limit ends with error -258 limit exceeded; nothing can raise a limit from Forth.",
		groupDigits(l.Steps), cli.FormatDuration(l.Time), core.FormatSize(l.Output),
		core.FormatSize(l.Memory), core.FormatSize(l.Space), core.FormatSize(l.Files))
}

// groupDigits writes 10000000 as 10,000,000.
func groupDigits(n int64) string {
	s := strconv.FormatInt(n, 10)
	for i := len(s) - 3; i > 0; i -= 3 {
		s = s[:i] + "," + s[i:]
	}
	return s
}

// vocabularyLine is a vocabulary in one line: its name, what it is for,
// and its words. The JSON words come with their stack effects, since
// models reach for them first; the others by name.
func vocabularyLine(v core.Vocabulary) string {
	var words []string
	for _, w := range v.Words {
		if v.Name == "JSON" && w.Effect != "" {
			words = append(words, w.Name+" "+w.Effect)
		} else {
			words = append(words, w.Name)
		}
	}
	sep := " "
	if v.Name == "JSON" {
		sep = "; "
	}
	return fmt.Sprintf("%s: %s. Words: %s", v.Name, strings.TrimSuffix(v.Doc, "."), strings.Join(words, sep))
}
