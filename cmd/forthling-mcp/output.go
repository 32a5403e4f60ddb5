package main

import (
	"context"
	"fmt"
	"sync"
	"unicode/utf8"

	"github.com/mark3labs/mcp-go/mcp"

	"github.com/forthling/forthling/core"
)

// Long output. A call may print up to the output limit (1M by default), which
// would fill a model's context twice over (the text and the JSON) and push
// the error out of a client that cuts long answers. An answer shows the head
// and the tail of a long output within a budget, the error first; the whole
// output of the last call stays on the server for forth_output to read in
// pages.

// defaultOutputBudget is how much of a call's output an answer shows
// unless --output-budget or the call's output_budget says otherwise.
const defaultOutputBudget = 16 << 10

// minOutputBudget is the least --output-budget: an answer whose head and
// tail are a few lines each still shows what a program printed first and
// last.
const minOutputBudget = 1 << 10

// outputBudgetHelp is the help of --output-budget.
const outputBudgetHelp = `      --output-budget SIZE  how much of a long output an answer shows, its head
                        and tail (default 16K, from 1K to --max-output); a
                        call's output_budget may ask for more or less
`

// outputBudgetFlag is --output-budget SIZE.
type outputBudgetFlag struct{ size int64 }

func (f *outputBudgetFlag) String() string { return core.FormatSize(f.size) }

func (f *outputBudgetFlag) Set(v string) error {
	n, err := core.ParseSize(v)
	if err != nil {
		return err
	}
	if n < minOutputBudget {
		return fmt.Errorf("%s is below %s: an answer would show too little of a long output to read", v, core.FormatSize(minOutputBudget))
	}
	f.size = n
	return nil
}

// check refuses a budget beyond the output limit, which no output passes.
func (f *outputBudgetFlag) check(limits core.Limits) error {
	if limits.Output > 0 && f.size > limits.Output {
		return fmt.Errorf("--output-budget %s is above the output limit %s (--max-output): no call prints more than that; give at most %s",
			core.FormatSize(f.size), core.FormatSize(limits.Output), core.FormatSize(limits.Output))
	}
	return nil
}

// budgetOf is the output budget of a call: its output_budget, or the
// server's.
func (fs *forthServer) budgetOf(args arguments, name string) int {
	if n := args.count(name); n > 0 {
		return n
	}
	return fs.outputBudget()
}

// outputBudget is the server's budget: --output-budget, or the default.
func (fs *forthServer) outputBudget() int {
	if fs.sessions.outputBudget > 0 {
		return fs.sessions.outputBudget
	}
	return defaultOutputBudget
}

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
	limit := fs.budgetOf(args, "limit")
	if offset > len(whole) {
		return mcp.NewToolResultError(fmt.Sprintf("forth_output: offset %d is past the end of the last call's output, which has %d bytes", offset, len(whole)))
	}
	start, end := pageBounds(whole, offset, limit)
	page := outputPage{Output: whole[start:end], Offset: start, Size: len(whole)}
	if end < len(whole) {
		page.Next = end
	}
	// the text is never empty: a model takes an empty answer for a failed
	// call, and says why there is nothing to read
	var text string
	switch {
	case len(whole) == 0:
		text = "forth_output: there is no output to read: the last forth_eval printed nothing, or none has run in this session yet\n"
	case start == len(whole):
		text = fmt.Sprintf("forth_output: offset %d is the end of the last call's output, which has %d bytes: nothing more to read\n", start, len(whole))
	case page.Next > 0:
		text = page.Output + fmt.Sprintf("\n... (bytes %d to %d of %d; forth_output with offset %d goes on)\n", start, end, len(whole), end)
	default:
		text = page.Output
	}
	return result(text, page, false)
}

// pageBounds returns where the page of output at offset, of at most limit
// bytes, starts and ends. A page starts and ends between characters, so
// that each is valid text: an offset inside a character starts the page at
// the character's first byte, and a page holds at least one whole character
// even when limit is smaller than it, so that the next offset is always
// further on and reading page after page comes to the end. Bytes that are
// not UTF-8 (TYPE writes any) count one each (see core.CharStart).
func pageBounds(whole string, offset, limit int) (start, end int) {
	start = core.CharStart(whole, offset)
	end = core.CharStart(whole, min(start+max(limit, 1), len(whole)))
	if end == start && start < len(whole) {
		_, size := utf8.DecodeRuneInString(whole[start:])
		end = start + size
	}
	return start, end
}

// outputTool is forth_output's description.
func (fs *forthServer) outputTool() tool {
	return tool{
		name:  "forth_output",
		title: "Read the last call's output",
		description: "The whole output of the last forth_eval, in pages: an answer shows only the head and the tail of a long output " +
			"(output_budget, " + core.FormatSize(int64(fs.outputBudget())) + " by default) and says how much it left out and at which offset.",
		params: []param{
			{name: "offset", kind: offsetKind, doc: "the byte of the output to start at, from 0 (the answer's ... line names it); a page starts at the first byte of the character this byte is in, and its offset says where"},
			{name: "limit", kind: countKind, doc: "how many bytes to read at most (" + core.FormatSize(int64(fs.outputBudget())) + " by default)"},
		},
		output:      outputPageSchema,
		annotations: hints(true, false, true, false),
		answer:      fs.outputPage,
	}
}
