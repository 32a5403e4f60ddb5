package main

import (
	"fmt"

	"github.com/forthling/forthling/core"
)

// Every answer keeps to the output limit, counted as core.OutputCost
// counts a call's output: the parts that grow with what the session holds
// (its words, their source) or with what a call records (its trace and
// breaks, which name the words running) are cut to fit, and say what they
// left out.

// keepReports drops the trace entries and the breaks, the latest first,
// that would take more than the output limit: each shows in the text and
// again in the structured content.
func keepReports(r *core.Result, limit int64) {
	if limit <= 0 {
		return
	}
	room := limit
	for i, e := range r.Trace {
		cost := 2 * outputCost(e.Line())
		if cost > room {
			*r.TraceDropped += len(r.Trace) - i
			r.Trace = r.Trace[:i]
			break
		}
		room -= cost
	}
	for i := range r.Breaks {
		cost := 2 * outputCost(r.Breaks[i].BreakLine())
		if cost > room {
			r.BreaksDropped += len(r.Breaks) - i
			r.Breaks = r.Breaks[:i]
			break
		}
		room -= cost
	}
}

// keepToOutput keeps the start of a text that would count more than room
// against the output limit (the source of a definition of many lines),
// and says how much it left out.
func keepToOutput(text string, room int64) string {
	if room <= 0 {
		return text
	}
	cost := int64(0)
	for i := 0; i < len(text); i++ {
		if cost += core.OutputCost(text[i]); cost > room {
			i = core.CharStart(text, i)
			return fmt.Sprintf("%s\n... and %d more bytes: forth_help keeps to the output limit", text[:i], len(text)-i)
		}
	}
	return text
}

// outputCost is what text counts against the output limit.
func outputCost(s string) int64 {
	n := int64(0)
	for i := 0; i < len(s); i++ {
		n += core.OutputCost(s[i])
	}
	return n
}
