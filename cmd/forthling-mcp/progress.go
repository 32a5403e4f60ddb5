package main

import (
	"context"
	"encoding/json"
	"fmt"
	"io"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"github.com/forthling/forthling/core"
)

// A forth_eval request that carries a progress token gets
// notifications/progress about once a second while its call runs: the
// steps done, or what the program said with PROGRESS (its count, its total
// when it gave one, and its message). Without a token none are sent.

type progressTokenKey struct{}

// withProgressToken keeps the request's progress token, if any, for the
// tool's answer.
func withProgressToken(ctx context.Context, req mcp.CallToolRequest) context.Context {
	if req.Params.Meta == nil || req.Params.Meta.ProgressToken == nil {
		return ctx
	}
	return context.WithValue(ctx, progressTokenKey{}, req.Params.Meta.ProgressToken)
}

// notifier sends a notification to the client of the call of ctx.
type notifier func(ctx context.Context, method string, params map[string]any)

// queuedNotifier sends through mcp-go, which queues the notification for
// the client's stream. Over HTTP the stream of a request carries all that
// was queued before the request's answer. A client that reads no
// notifications does not hold up the call: when the queue is full, the
// notification is dropped.
func queuedNotifier(srv *server.MCPServer) notifier {
	return func(ctx context.Context, method string, params map[string]any) {
		_ = srv.SendNotificationToClient(ctx, method, params)
	}
}

// inlineNotifier writes the notification to out at once, from the
// goroutine of the call, for stdio. There mcp-go writes the queued
// notifications from a goroutine of its own and a call's answer directly,
// so a progress notification sent just before a call ends could follow
// the answer, when the request it speaks of is no longer in progress.
// Written here, every notification of a call is out before its answer.
// A client that does not read the server's output at all holds up the
// call once the pipe is full; it would not read the answer either.
func inlineNotifier(out io.Writer) notifier {
	return func(ctx context.Context, method string, params map[string]any) {
		if session := server.ClientSessionFromContext(ctx); session == nil || !session.Initialized() {
			return // as mcp-go: no notification before the client is ready
		}
		line, err := json.Marshal(mcp.JSONRPCNotification{
			JSONRPC: mcp.JSONRPC_VERSION,
			Notification: mcp.Notification{
				Method: method,
				Params: mcp.NotificationParams{AdditionalFields: params},
			},
		})
		if err != nil {
			return
		}
		// one Write, one message, as mcp-go writes its own
		_, _ = out.Write(append(line, '\n'))
	}
}

// progressSender returns the function that sends the call's progress to
// the client of ctx, or nil when the request carries no token.
func progressSender(ctx context.Context, notify notifier) func(core.Progress) {
	token, ok := ctx.Value(progressTokenKey{}).(mcp.ProgressToken)
	if !ok || notify == nil {
		return nil
	}
	last := 0.0
	return func(p core.Progress) {
		params := map[string]any{"progressToken": token}
		value := float64(p.Steps)
		if p.Own {
			value = float64(p.Done)
			if p.Total > 0 {
				params["total"] = float64(p.Total)
			}
			params["message"] = p.Message
			if p.Message == "" {
				params["message"] = fmt.Sprintf("%d steps", p.Steps)
			}
		} else {
			params["message"] = fmt.Sprintf("%d steps", p.Steps)
		}
		// the progress of a token must grow with each notification
		if value <= last {
			return
		}
		last = value
		params["progress"] = value
		notify(ctx, string(mcp.MethodNotificationProgress), params)
	}
}
