package main

import (
	"context"
	"fmt"
	"sync"
	"unicode/utf8"

	"github.com/mark3labs/mcp-go/mcp"
)

// Long output. A call may print up to the output limit (1M by default), which
// would fill a model's context twice over (the text and the JSON) and push
// the error out of a client that cuts long answers. An answer shows the head
// and the tail of a long output within a budget, the error first; the whole
// output of the last call stays on the server for forth_output to read in
// pages.

// defaultOutputBudget is how much of a call's output an answer shows
// unless the call's output_budget says otherwise.
const defaultOutputBudget = 16 << 10

// lastOutput is the whole output of the session's last forth_eval.
type lastOutput struct {
	mu   sync.Mutex
	text string
}

func (l *lastOutput) set(text string) {
	l.mu.Lock()
	l.text = text
	l.mu.Unlock()
}

func (l *lastOutput) get() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.text
}

// outputPage is forth_output's structured content.
type outputPage struct {
	Output string `json:"output"`
	Offset int    `json:"offset"`
	Size   int    `json:"size"`
	// Next is the offset of the next page, or absent at the end.
	Next int `json:"next_offset,omitempty"`
}

// forth_output
func (fs *forthServer) outputPage(_ context.Context, ls *liveSession, args arguments) *mcp.CallToolResult {
	whole := ls.last.get()
	offset, _ := args.offset("offset")
	limit := args.count("limit")
	if limit == 0 {
		limit = defaultOutputBudget
	}
	if offset > len(whole) {
		return mcp.NewToolResultError(fmt.Sprintf("forth_output: offset %d is past the end of the last call's output, which has %d bytes", offset, len(whole)))
	}
	end := min(offset+limit, len(whole))
	// a page ends between characters; the next starts where it ended
	for end < len(whole) && end > offset && !utf8.RuneStart(whole[end]) {
		end--
	}
	page := outputPage{Output: whole[offset:end], Offset: offset, Size: len(whole)}
	if end < len(whole) {
		page.Next = end
	}
	text := page.Output
	if page.Next > 0 {
		text += fmt.Sprintf("\n... (bytes %d to %d of %d; forth_output with offset %d goes on)\n", offset, end, len(whole), end)
	}
	return result(text, page, false)
}

// outputTool is forth_output's description.
func (fs *forthServer) outputTool() tool {
	return tool{
		name:  "forth_output",
		title: "Read the last call's output",
		description: "The whole output of the last forth_eval, in pages: an answer shows only the head and the tail of a long output " +
			"(output_budget, 16K by default) and says how much it left out and at which offset.",
		params: []param{
			{name: "offset", kind: offsetKind, doc: "the byte of the output to start at, from 0 (the answer's ... line names it)"},
			{name: "limit", kind: countKind, doc: "how many bytes to read at most (16K by default)"},
		},
		output:      outputPageSchema,
		annotations: hints(true, false, true, false),
		answer:      fs.outputPage,
	}
}
