package main

import (
	"context"
	"encoding/json"
	"fmt"
	"math"
	"runtime/debug"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"github.com/forthling/forthling/cmd/internal/cli"
	"github.com/forthling/forthling/core"
)

// forthServer maps the tools to the session.
type forthServer struct {
	session *core.Session
	srv     *server.MCPServer
	files   *fileResources
}

// tool is one tool: what the model reads about it, its arguments, the
// schema of its result, and the function that answers it.
type tool struct {
	name, title, description string
	params                   []param
	output                   json.RawMessage
	annotations              mcp.ToolAnnotation
	answer                   func(ctx context.Context, args arguments) *mcp.CallToolResult
}

// newServer builds the MCP server of a session. hosts are the hosts HTTP
// may reach: with none, no tool reaches outside the session.
func newServer(session *core.Session, hosts []string) *server.MCPServer {
	fs := &forthServer{session: session}
	srv := server.NewMCPServer("forthling", cli.Version,
		server.WithTitle("forthling: Forth 2012 in a sandbox"),
		server.WithToolCapabilities(false),
		server.WithResourceCapabilities(false, true),
		server.WithInstructions(instructions(session, hosts)),
		server.WithRecovery(),
	)
	fs.srv, fs.files = srv, newFileResources(srv, session)
	for _, t := range fs.tools(len(hosts) > 0) {
		srv.AddTool(t.mcpTool(), t.handler())
	}
	return srv
}

func (t *tool) mcpTool() mcp.Tool {
	return mcp.Tool{
		Name:            t.name,
		Title:           t.title,
		Description:     t.description,
		RawInputSchema:  inputSchema(t.params),
		RawOutputSchema: t.output,
		Annotations:     t.annotations,
	}
}

// handler checks the arguments before the tool answers: a mistake is an
// isError result that says what to send.
func (t *tool) handler() server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		raw := req.Params.RawArguments
		if raw == nil && req.Params.Arguments != nil {
			raw, _ = json.Marshal(req.Params.Arguments)
		}
		args, err := decodeArguments(t.name, t.params, raw)
		if err != nil {
			return mcp.NewToolResultError(err.Error()), nil
		}
		return t.answer(withProgressToken(ctx, req), args), nil
	}
}

func hints(readOnly, destructive, idempotent, openWorld bool) mcp.ToolAnnotation {
	return mcp.ToolAnnotation{
		ReadOnlyHint:    &readOnly,
		DestructiveHint: &destructive,
		IdempotentHint:  &idempotent,
		OpenWorldHint:   &openWorld,
	}
}

func (fs *forthServer) tools(network bool) []tool {
	return []tool{{
		name:  "forth_eval",
		title: "Run Forth code",
		description: "Run Forth code in the session: definitions, stacks, data and files stay for later calls. " +
			"The result is the text a Forth REPL shows (the output, then \"ok\" or the error with where it happened, " +
			"the words running and the stack at the error, then the stacks) and the same as JSON.",
		params: []param{
			{name: "code", kind: textKind, required: true,
				doc: "the Forth code to run, such as \": sq ( n -- n*n ) DUP * ;  7 sq .\"; lines of at most 1024 characters"},
			{name: "data", kind: textKind,
				doc: "text of any size for the code to read with DATA ( -- c-addr u ), which gives an ALLOCATEd copy to FREE; it stays for later calls until a call sends other data"},
			{name: "files", kind: textsKind,
				doc: "files to put into the session's in-memory files before the code runs, as names and texts (INCLUDED, OPEN-FILE read them); they replace files of the same name and stay until forth_reset"},
			{name: "trace", kind: flagKind,
				doc: "true: the result lists each word that ran, how deeply nested, with the top of the data stack"},
		},
		output: evalOutputSchema,
		// what the code does stays in the session, which forth_reset
		// rebuilds; only HTTP, when hosts are allowed, reaches outside
		annotations: hints(false, false, false, network),
		answer:      fs.eval,
	}, {
		name:        "forth_stack",
		title:       "Show the stacks",
		description: "The session's data and float stacks, without running anything.",
		output:      stackOutputSchema,
		annotations: hints(true, false, true, false),
		answer:      fs.stack,
	}, {
		name:        "forth_words",
		title:       "List the session's words",
		description: "The words defined in this session, the latest first, with their stack comments (as many as the output limit holds).",
		output:      wordsOutputSchema,
		annotations: hints(true, false, true, false),
		answer:      fs.words,
	}, {
		name:  "forth_help",
		title: "Help on a word",
		description: "What a word does: its stack effect, a description, an example and the word list it is in " +
			"(any word: the system's, a vocabulary's, or one defined in this session). For a name that is not defined, the names spelled like it.",
		params: []param{
			{name: "word", kind: textKind, required: true, doc: "the word's name, such as DUP or /STRING"},
		},
		output:      helpOutputSchema,
		annotations: hints(true, false, true, false),
		answer:      fs.help,
	}, {
		name:        "forth_reset",
		title:       "Start a new session",
		description: "A new session: every definition, stack value, the data and the files are gone.",
		output:      resetOutputSchema,
		annotations: hints(false, true, true, false),
		answer:      fs.reset,
	}}
}

// result is a tool's answer: the text, and the same as structuredContent.
func result(text string, structured any, isError bool) *mcp.CallToolResult {
	return &mcp.CallToolResult{
		Content:           []mcp.Content{mcp.NewTextContent(text)},
		StructuredContent: structured,
		IsError:           isError,
	}
}

// forth_eval
func (fs *forthServer) eval(ctx context.Context, args arguments) *mcp.CallToolResult {
	code, _ := args.text("code")
	req := core.Request{Code: code, Files: args.texts("files"), Trace: args.flag("trace"), Progress: progressSender(ctx, fs.srv)}
	if data, ok := args.text("data"); ok {
		req.Data = &data
	}
	r := fs.session.Eval(ctx, req)
	keepReports(r, fs.session.Limits().Output)
	res := result(r.Text(), r, r.Error != nil)
	fs.files.answer(ctx, res, r)
	return res
}

// forth_stack
func (fs *forthServer) stack(context.Context, arguments) *mcp.CallToolResult {
	st := fs.session.Stacks()
	return result(st.Text(), st, false)
}

// wordEntry is one word of forth_words.
type wordEntry struct {
	Name     string `json:"name"`
	Effect   string `json:"effect"`
	Doc      string `json:"doc"`
	WordList string `json:"wordlist"`
	Kind     string `json:"kind"`
}

// forth_words
func (fs *forthServer) words(context.Context, arguments) *mcp.CallToolResult {
	// the listing keeps to the output limit, as a call's output does: the
	// session's words and their comments may take its whole space
	room := fs.session.Limits().Output
	if room <= 0 {
		room = math.MaxInt64
	}
	entries := []wordEntry{}
	var b strings.Builder
	older := 0
	for _, h := range fs.session.Words() {
		if older > 0 {
			older++
			continue
		}
		e := wordEntry{Name: h.Name, Effect: h.Effect, Doc: h.Doc, WordList: h.WordList, Kind: h.Kind}
		line := e.line()
		// the text, and the same again in the structured content
		cost := 2 * outputCost(line)
		if cost > room {
			older++
			continue
		}
		room -= cost
		entries = append(entries, e)
		b.WriteString(line)
	}
	if len(entries) == 0 && older == 0 {
		b.WriteString("no words defined in this session yet\n")
	}
	if older > 0 {
		fmt.Fprintf(&b, "... and %d older words: the listing keeps to the output limit; forth_help NAME shows any word\n", older)
	}
	return result(b.String(), wordsAnswer{Words: entries, Older: older}, false)
}

// wordsAnswer is forth_words' structured content.
type wordsAnswer struct {
	Words []wordEntry `json:"words"`
	Older int         `json:"older,omitempty"`
}

// line is a word's line in forth_words' text.
func (e *wordEntry) line() string {
	var b strings.Builder
	b.WriteString(e.Name)
	if e.Effect != "" {
		b.WriteString(" " + e.Effect)
	}
	if e.WordList != "FORTH" {
		b.WriteString("  (in " + e.WordList + ")")
	}
	if e.Doc != "" {
		b.WriteString("  \\ " + e.Doc)
	}
	b.WriteByte('\n')
	return b.String()
}

// forth_help
func (fs *forthServer) help(_ context.Context, args arguments) *mcp.CallToolResult {
	name, _ := args.text("word")
	name = strings.TrimSpace(name)
	if name == "" {
		return mcp.NewToolResultError("forth_help: the argument word must name a word, such as DUP")
	}
	answer := fs.session.Help(name)
	if answer.Word != nil {
		// the text and the structured content show it: half each
		answer.Word.Source = keepToOutput(answer.Word.Source, fs.session.Limits().Output/2)
	}
	return result(answer.Text(), answer, false)
}

// forth_reset
func (fs *forthServer) reset(ctx context.Context, _ arguments) *mcp.CallToolResult {
	if err := fs.session.Reset(); err != nil {
		return mcp.NewToolResultError("forth_reset: " + err.Error())
	}
	fs.files.sync(ctx)
	// what the old session held, up to its limits, and the Go stack a
	// deep recursion grew go back to the system now, not when the
	// collector next gets to them: a reset starts afresh, from idle size
	debug.FreeOSMemory()
	return result("a new session: every definition, stack value, the data and the files are gone\n",
		map[string]bool{"reset": true}, false)
}
