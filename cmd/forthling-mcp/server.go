package main

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"math"
	"runtime/debug"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"github.com/forthling/forthling/cmd/internal/auth"
	"github.com/forthling/forthling/cmd/internal/cli"
	"github.com/forthling/forthling/core"
)

// forthServer maps the tools to the sessions.
type forthServer struct {
	sessions *sessions
	// overHTTP: many sessions, found by handle; over stdio the one
	// session is implicit and the tools take no handle
	overHTTP bool
	srv      *server.MCPServer
	// notify sends the notifications of a call (its progress)
	notify notifier
}

// tool is one tool: what the model reads about it, its arguments, the
// schema of its result, and the function that answers it.
type tool struct {
	name, title, description string
	params                   []param
	output                   json.RawMessage
	annotations              mcp.ToolAnnotation
	answer                   func(ctx context.Context, ls *liveSession, args arguments) *mcp.CallToolResult
}

// newServer builds the MCP server of the sessions. hosts are the hosts HTTP
// may reach: with none, no tool reaches outside the session. callOut, over
// stdio, is the output the notifications of a call are written to directly
// (inlineNotifier); nil sends them through mcp-go.
func newServer(ss *sessions, hosts []string, callOut io.Writer) *server.MCPServer {
	fs := &forthServer{sessions: ss, overHTTP: ss.implicit == nil}
	srv := server.NewMCPServer("forthling", cli.Version,
		server.WithTitle("forthling: Forth 2012 in a sandbox"),
		server.WithToolCapabilities(false),
		server.WithResourceCapabilities(false, true),
		server.WithInstructions(instructions(ss.reference, hosts, fs.overHTTP)),
		server.WithRecovery(),
		server.WithHooks(listenHooks()),
	)
	fs.srv, fs.notify = srv, queuedNotifier(srv)
	if callOut != nil {
		fs.notify = inlineNotifier(callOut)
	}
	for _, t := range fs.tools(len(hosts) > 0) {
		srv.AddTool(t.mcpTool(), fs.handler(t))
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

// handler checks the arguments and finds the session before the tool
// answers, in the session's turn: a mistake is an isError result that says
// what to send.
func (fs *forthServer) handler(t tool) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		start := time.Now()
		rec := &callRecord{outcome: "refused"}
		ctx = context.WithValue(ctx, callRecordKey{}, rec)
		defer func() { fs.sessions.ops.observe(t.name, time.Since(start), rec) }()
		raw := req.Params.RawArguments
		if raw == nil && req.Params.Arguments != nil {
			raw, _ = json.Marshal(req.Params.Arguments)
		}
		args, err := decodeArguments(t.name, t.params, raw)
		if err != nil {
			return mcp.NewToolResultError(err.Error()), nil
		}
		ls, minted, err := fs.sessionOf(ctx, t.name, args)
		if err != nil {
			return mcp.NewToolResultError(t.name + ": " + err.Error()), nil
		}
		if ls, err = fs.sessions.turn(ctx, ls); err != nil {
			return mcp.NewToolResultError(t.name + ": " + err.Error()), nil
		}
		if minted {
			// runs after done: the session goes to the server its
			// handle is routed to
			defer fs.sessions.handOff(ls)
		}
		defer ls.done()
		if ls.ended.Load() {
			return mcp.NewToolResultError(t.name + ": " + errGone{handle: ls.handle, idle: fs.sessions.idle}.Error()), nil
		}
		rec.session, rec.outcome = ls.handle, "ok"
		res := t.answer(withProgressToken(ctx, req), ls, args)
		if res.IsError {
			rec.outcome = "error"
		}
		if t.annotations.ReadOnlyHint == nil || !*t.annotations.ReadOnlyHint {
			if err := fs.sessions.saved(ls); err != nil {
				res = noted(res, "warning: "+err.Error()+"\n")
			}
		}
		if minted {
			res = newSessionAnswer(ls.handle, res)
		}
		return res, nil
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
	tools := []tool{{
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
			{name: "output_budget", kind: countKind,
				doc: "how many bytes of a long output the answer shows, its head and tail (" + strconv.Itoa(fs.outputBudget()) + " by default, more or less for this call; above the output limit, all of it); forth_output reads the rest"},
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
		description: "The words defined in this session, the latest first, with their stack comments (as many as the output limit holds), and how many there are in all; wordlist lists the words of a word list instead (FORTH, JSON, ...), prefix only the names that start with it, limit at most that many.",
		params: []param{
			{name: "prefix", kind: textKind, doc: "list only the words whose names start with this, such as JSON-"},
			{name: "wordlist", kind: textKind, doc: "list the words of this word list (FORTH, JSON, a vocabulary the session made) rather than the session's"},
			{name: "limit", kind: countKind, doc: "list at most this many words (the latest first); total still counts them all"},
		},
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
	}, fs.outputTool()}
	if fs.overHTTP {
		for i := range tools {
			tools[i].params = append(tools[i].params, sessionParam(tools[i].name))
			if tools[i].name == "forth_eval" {
				tools[i].description += " Without the argument session a new session starts, and the answer gives its handle: pass it as session in every later call."
			} else {
				tools[i].description += " Pass session: the handle forth_eval gave."
			}
		}
		reset := &tools[slices.IndexFunc(tools, func(t tool) bool { return t.name == "forth_reset" })]
		reset.description = "Start the session anew: every definition, stack value, the data and the files are gone. " +
			"With end: true the session ends instead, its handle is gone and its memory freed. Pass session: the handle forth_eval gave."
		reset.params = append(reset.params, param{name: "end", kind: flagKind,
			doc: "true: end the session rather than start it anew; its handle no longer works (a client with an Mcp-Session-Id initializes again)"})
	}
	return tools
}

// sessionParam is the handle argument every tool takes over HTTP. Its
// header lets a load balancer route a call to the server that holds the
// session without reading the body.
func sessionParam(tool string) param {
	doc := "the handle of your session, as forth_eval gave it; "
	switch tool {
	case "forth_eval":
		doc += "without it (and without an Mcp-Session-Id) a new session starts, and the answer gives its handle to pass on"
	case "forth_help":
		doc += "without it the help is of the system's words"
	default:
		doc += "needed unless the client has an Mcp-Session-Id"
	}
	return param{name: "session", kind: textKind, header: "Session", doc: doc}
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
func (fs *forthServer) eval(ctx context.Context, ls *liveSession, args arguments) *mcp.CallToolResult {
	code, _ := args.text("code")
	req := core.Request{Code: code, Files: args.texts("files"), Trace: args.flag("trace"), Progress: progressSender(ctx, fs.notify)}
	if data, ok := args.text("data"); ok {
		req.Data = &data
	}
	// the call runs in a goroutine of its own, which ends with it: the Go
	// stack a deep recursion grew then goes back at once, where the
	// goroutine of an HTTP connection would keep it for the next request
	answered := make(chan *core.Result, 1)
	go func() { answered <- ls.session.Eval(ctx, req) }()
	r := <-answered
	rec := recordOf(ctx)
	rec.steps, rec.source = r.Steps, code
	if r.Error != nil {
		rec.code = codeText(int(r.Error.Code))
	}
	ls.last.set(r.CutOutput(fs.budgetOf(args, "output_budget")))
	keepReports(r, ls.session.Limits().Output)
	answer := evalAnswerOf(r)
	res := result(r.Text(), answer, r.Error != nil)
	fs.filesOf(ls).answer(ctx, res, answer)
	return res
}

// forth_stack
func (fs *forthServer) stack(_ context.Context, ls *liveSession, _ arguments) *mcp.CallToolResult {
	st := ls.session.Stacks()
	return result(st.Text(), stacksAnswerOf(st), false)
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
func (fs *forthServer) words(_ context.Context, ls *liveSession, args arguments) *mcp.CallToolResult {
	helps := ls.session.Words()
	if list, ok := args.text("wordlist"); ok {
		var found bool
		if helps, found = ls.session.WordsIn(strings.TrimSpace(list)); !found {
			return mcp.NewToolResultError(fmt.Sprintf("forth_words: no word list is named %q; the word lists are %s", list, listed(ls.session.WordListNames())))
		}
	}
	if prefix, ok := args.text("prefix"); ok {
		helps = withPrefix(helps, prefix)
	}
	limit := args.count("limit")
	// the listing keeps to the output limit, as a call's output does: the
	// session's words and their comments may take its whole space
	room := ls.session.Limits().Output
	if room <= 0 {
		room = math.MaxInt64
	}
	entries := []wordEntry{}
	var b strings.Builder
	older := 0
	for _, h := range helps {
		if older > 0 || limit > 0 && len(entries) == limit {
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
		if args.has("prefix") || args.has("wordlist") {
			b.Reset()
			b.WriteString("no words match\n")
		}
	}
	if older > 0 {
		fmt.Fprintf(&b, "... and %d older words (%d in all): limit or the output limit cut the listing; forth_help NAME shows any word\n", older, len(helps))
	}
	return result(b.String(), wordsAnswer{Words: entries, Older: older, Total: len(helps)}, false)
}

// wordsAnswer is forth_words' structured content.
type wordsAnswer struct {
	Words []wordEntry `json:"words"`
	Older int         `json:"older,omitempty"`
	Total int         `json:"total"`
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
func (fs *forthServer) help(_ context.Context, ls *liveSession, args arguments) *mcp.CallToolResult {
	name, _ := args.text("word")
	name = strings.TrimSpace(name)
	if name == "" {
		return mcp.NewToolResultError("forth_help: the argument word must name a word, such as DUP")
	}
	answer := ls.session.Help(name)
	if answer.Word != nil {
		// the text and the structured content show it: half each
		answer.Word.Source = keepToOutput(answer.Word.Source, ls.session.Limits().Output/2)
	}
	return result(answer.Text(), helpAnswerOf(&answer), false)
}

// forth_reset
func (fs *forthServer) reset(ctx context.Context, ls *liveSession, args arguments) *mcp.CallToolResult {
	if args.flag("end") {
		fs.sessions.end(ls)
		return result("the session has ended: its words, data and files are gone and its handle no longer works; "+
			"forth_eval without the session argument starts a new one\n", map[string]bool{"reset": false, "ended": true}, false)
	}
	if err := ls.session.Reset(); err != nil {
		return mcp.NewToolResultError("forth_reset: " + err.Error())
	}
	ls.last.set("")
	fs.filesOf(ls).sync(ctx)
	// what the old session held, up to its limits, and the Go stack a
	// deep recursion grew go back to the system now, not when the
	// collector next gets to them: a reset starts afresh, from idle size
	debug.FreeOSMemory()
	return result("a new session: every definition, stack value, the data and the files are gone\n",
		map[string]bool{"reset": true}, false)
}

// filesOf is the resources of a session's files, made at its first call.
// Over stdio they are the server's; over HTTP each client session holds
// its own, and a client without one (protocol 2026-07-28) gets only the
// links and images of its answers.
func (fs *forthServer) filesOf(ls *liveSession) *fileResources {
	ls.filesOnce.Do(func() { ls.files = newFileResources(fs.srv, ls.session, !fs.overHTTP) })
	return ls.files
}

// sessionOf finds the session of a call: over stdio the one session; over
// HTTP the one its session argument names, or else its client's protocol
// session (Mcp-Session-Id); without either, forth_eval starts a new one
// (minted) and forth_help answers from the system's words.
func (fs *forthServer) sessionOf(ctx context.Context, tool string, args arguments) (ls *liveSession, minted bool, err error) {
	if !fs.overHTTP {
		return fs.sessions.implicit, false, nil
	}
	owner, _ := auth.PrincipalFrom(ctx)
	if handle, ok := args.text("session"); ok {
		ls, err := fs.sessions.find(handle, owner)
		return ls, false, err
	}
	if cs := server.ClientSessionFromContext(ctx); cs != nil && cs.SessionID() != "" {
		ls, err := fs.sessions.find(cs.SessionID(), owner)
		return ls, false, err
	}
	switch tool {
	case "forth_eval":
		ls, err := fs.sessions.create(owner)
		return ls, err == nil, err
	case "forth_help":
		return &liveSession{session: fs.sessions.reference}, false, nil
	}
	return nil, false, errNoHandle(tool)
}

// noted puts note before the text of an answer.
func noted(res *mcp.CallToolResult, note string) *mcp.CallToolResult {
	if len(res.Content) > 0 {
		if text, ok := res.Content[0].(mcp.TextContent); ok {
			res.Content[0] = mcp.NewTextContent(note + text.Text)
		}
	}
	return res
}

// newSessionAnswer is the answer of the call that started a session: the
// text begins with its handle and says to pass it on; the JSON has it as
// "session".
func newSessionAnswer(handle string, res *mcp.CallToolResult) *mcp.CallToolResult {
	res = noted(res, fmt.Sprintf("session: %s (a new session: pass \"session\": %q to every later call to keep its words, stacks, data and files)\n", handle, handle))
	if res.StructuredContent != nil {
		var fields map[string]json.RawMessage
		if b, err := json.Marshal(res.StructuredContent); err == nil && json.Unmarshal(b, &fields) == nil {
			fields["session"], _ = json.Marshal(handle)
			res.StructuredContent = fields
		}
	}
	return res
}
