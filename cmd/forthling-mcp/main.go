// Command forthling-mcp is forthling's MCP server: a client (Claude Code:
// claude mcp add forthling -- forthling-mcp) starts it and talks to it over
// stdin and stdout. The client keeps one Forth session, whose words,
// stacks, data and files stay between calls, and every call runs in the
// sandbox: files only in memory, limits on steps, time, output, memory and
// space, and no network unless --allow-host names a host. With --http ADDR
// it serves many clients over Streamable HTTP instead, each in sessions of
// its own (http.go, sessions.go).
//
// The server only maps core.Session to MCP tools (forth_eval, forth_stack,
// forth_words, forth_help, forth_reset); what the tools do is core's and
// the word sets'.
package main

import (
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"log"
	"os"
	"os/signal"
	"slices"
	"syscall"

	"github.com/mark3labs/mcp-go/server"

	"github.com/forthling/forthling/buildtags"
	"github.com/forthling/forthling/cmd/internal/cli"
	"github.com/forthling/forthling/core"
)

const usage = `forthling-mcp is forthling's MCP server: Forth 2012 for AI agents, over stdio or HTTP.

usage:
  forthling-mcp [OPTIONS]
  forthling-mcp --http 127.0.0.1:8080 [OPTIONS]

A client starts it (Claude Code: claude mcp add forthling -- forthling-mcp)
and keeps one Forth session: the words it defines, the stacks, its data and
its files stay between calls. Every call runs in the sandbox: files only in
memory, the limits below, and no network unless --allow-host names a host.
No option turns the sandbox off, and no Forth word changes a limit.

options ([ ] holds the highest value an option may set):
%s%s%s%s      --version         print the version and the vocabularies of this build
  -h, --help            this help
`

// callQueue is how many tool calls may wait their turn, in order.
const callQueue = 1000

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), syscall.SIGTERM, os.Interrupt)
	defer stop()
	os.Exit(run(ctx, os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}

// run serves MCP on stdin and stdout until stdin closes or ctx ends (a
// signal), and returns the exit status: 0, or 2 for bad options.
func run(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("forthling-mcp", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	limits := cli.BindLimits(fs, false)
	var hosts cli.HostList
	fs.Var(&hosts, "allow-host", "")
	httpOpts := bindHTTPFlags(fs)
	budget := &outputBudgetFlag{size: defaultOutputBudget}
	fs.Var(budget, "output-budget", "")
	version := fs.Bool("version", false, "")
	help := fs.Bool("help", false, "")
	fs.BoolVar(help, "h", false, "")
	err := fs.Parse(args)
	if err == nil && fs.NArg() > 0 {
		err = fmt.Errorf("unexpected argument %q: the server takes options only", fs.Arg(0))
	}
	if err == nil && len(hosts) > 0 && !slices.Contains(cli.Vocabularies(), "HTTP") {
		err = errors.New("--allow-host: this build has no HTTP vocabulary (build it with -tags http)")
	}
	if err == nil {
		err = budget.check(limits.Limits())
	}
	if err == nil {
		set := map[string]bool{}
		fs.Visit(func(f *flag.Flag) { set[f.Name] = true })
		err = httpOpts.check(set)
	}
	if err != nil {
		fmt.Fprintf(stderr, "forthling-mcp: %v\nforthling-mcp --help lists the options\n", err)
		return 2
	}
	switch {
	case *help:
		fmt.Fprintf(stdout, usage, cli.LimitsHelp(false), outputBudgetHelp, cli.AllowHostHelp, httpHelp)
		return 0
	case *version:
		fmt.Fprint(stdout, cli.VersionText("forthling-mcp"))
		return 0
	}

	opts := core.Options{Limits: limits.Limits(), AllowHosts: hosts}
	if httpOpts.addr != "" {
		httpOpts.outputBudget = int(budget.size)
		return serveHTTP(ctx, httpOpts, opts, stderr)
	}
	session, err := buildtags.NewSession(opts)
	if err != nil {
		fmt.Fprintf(stderr, "forthling-mcp: %v\n", err)
		return 2
	}
	defer session.Close()
	limitMemory(session.Limits(), 1)
	ss := newStdioSessions(session)
	ss.outputBudget = int(budget.size)
	cancels := newCancellations()
	out := &lockedWriter{w: cancels.writer(stdout)}
	srv := newServer(ss, hosts, out)
	// One worker: tool calls on the one session run one at a time, in the
	// order they came. Notifications are read meanwhile, so a cancellation
	// reaches the running call through its context; a call still waiting
	// its turn is not known to mcp-go yet and runs when its turn comes.
	// mcp-go runs a call that finds its queue full at once, beside the
	// queue, and stops reading meanwhile: out of order, and deaf to
	// cancellations. The queue holds callQueue calls, far more than a
	// client has waiting.
	stdio := server.NewStdioServer(srv)
	server.WithWorkerPoolSize(1)(stdio)
	server.WithQueueSize(callQueue)(stdio)
	stdio.SetErrorLogger(log.New(stderr, "forthling-mcp: ", log.LstdFlags))
	max := maxMessage(session.Limits())
	in := newRequestReader(stdin, max, func(id json.RawMessage, size int) {
		out.Write(tooLongAnswer(id, size, max, session.Limits()))
	})
	in.seen = cancels.watch
	if err := stdio.Listen(ctx, in, out); err != nil && !errors.Is(err, context.Canceled) {
		fmt.Fprintf(stderr, "forthling-mcp: %v\n", err)
		return 1
	}
	return 0
}
