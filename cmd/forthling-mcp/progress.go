package main

import (
	"context"
	"fmt"

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

// progressSender returns the function that sends the call's progress to
// the client of ctx, or nil when the request carries no token.
func progressSender(ctx context.Context, srv *server.MCPServer) func(core.Progress) {
	token, ok := ctx.Value(progressTokenKey{}).(mcp.ProgressToken)
	if !ok || srv == nil {
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
		// a client that reads no notifications does not hold up the call
		_ = srv.SendNotificationToClient(ctx, string(mcp.MethodNotificationProgress), params)
	}
}
