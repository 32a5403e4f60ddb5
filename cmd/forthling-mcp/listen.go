package main

import (
	"context"
	"net/http"
	"sync"
	"time"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// A subscriptions/listen stream begins with the acknowledgement, which
// mcp-go sends as a notification: a goroutine of its own takes it from the
// session's queue and writes it to the response. When nothing the client
// asked for can be delivered, the listen returns at once, and its result
// can reach the response first: mcp-go then closes the stream, and the
// acknowledgement is lost (one listen in ten, on a quiet machine). So the
// gate hands mcp-go a writer that notes the first write of a listen
// stream, and a hook that runs after the listen, before its result is
// written, waits for it.

// listenWriter is the response writer of a subscriptions/listen request.
type listenWriter struct {
	responseWriter
	once  sync.Once
	wrote chan struct{} // closed at the first write of the body
}

type listenWriterKey struct{}

func newListenWriter(w http.ResponseWriter) *listenWriter {
	return &listenWriter{responseWriter: responseWriter{w}, wrote: make(chan struct{})}
}

func (w *listenWriter) Write(b []byte) (int, error) {
	w.once.Do(func() { close(w.wrote) })
	return w.responseWriter.Write(b)
}

// acknowledgementWait bounds the wait for the acknowledgement: mcp-go's
// goroutine writes it as soon as it runs, and one that cannot (a writer
// that does not stream) must not hold the answer for long.
const acknowledgementWait = time.Second

// listenHooks are the hooks of the MCP server: after a listen, its
// acknowledgement is written before its result.
func listenHooks() *server.Hooks {
	hooks := &server.Hooks{}
	hooks.AddAfterSubscriptionsListen(func(ctx context.Context, _ any, _ *mcp.SubscriptionsListenRequest, _ *mcp.SubscriptionsListenResult) {
		w, ok := ctx.Value(listenWriterKey{}).(*listenWriter)
		if !ok {
			return // over stdio, or not through the gate
		}
		timer := time.NewTimer(acknowledgementWait)
		defer timer.Stop()
		select {
		case <-w.wrote:
		case <-ctx.Done():
		case <-timer.C:
		}
	})
	return hooks
}
