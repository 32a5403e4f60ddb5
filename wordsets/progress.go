package wordsets

import "github.com/forthling/forthling/core"

// A long call's report of its own progress: the MCP server sends it to a
// client that asked for progress notifications, beside the steps done.

var progressWords = []core.Def{
	{Name: "PROGRESS", Effect: "( n total -- )",
		Doc:     "Say that the call has done n of total (0: total unknown), for a client that asked for progress notifications: the next one, about once a second, carries it. Report from the start of the work: the numbers sent must grow. Without such a client it does nothing.",
		Example: ": WORK ( -- ) 10 0 DO I 10 PROGRESS LOOP ;  WORK .( done)", Result: "done",
		Fn: func(m *core.Machine) {
			n, total := m.Pop2()
			checkProgress(m, "PROGRESS", n, total)
			m.ReportProgress(n, total, "")
		}},
	{Name: "PROGRESS-MESSAGE", Effect: "( n total c-addr u -- )",
		Doc:     "PROGRESS with a message that says what is being done (at most 200 bytes are sent).",
		Example: `3 10 S" reading rows" PROGRESS-MESSAGE .( said)`, Result: "said",
		Fn: func(m *core.Machine) {
			a, u := m.Pop2()
			n, total := m.Pop2()
			checkProgress(m, "PROGRESS-MESSAGE", n, total)
			msg := m.String(a, u)
			if len(msg) > 200 {
				msg = msg[:200]
			}
			m.ReportProgress(n, total, msg)
		}},
}

func checkProgress(m *core.Machine, word string, n, total int64) {
	if n < 0 || total < 0 || total > 0 && n > total {
		m.Throwf(core.ErrOutOfRange, "%s: %d of %d: give a count from 0 and a total from it (0 for none)", word, n, total)
	}
}

var progressSet = &core.WordSet{
	Name:  "PROGRESS",
	Doc:   "A call's report of its own progress.",
	Words: progressWords,
}
