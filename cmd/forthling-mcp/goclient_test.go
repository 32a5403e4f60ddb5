package main

import (
	"context"
	"slices"
	"sync"
	"sync/atomic"
	"testing"

	mcpclient "github.com/mark3labs/mcp-go/client"
	"github.com/mark3labs/mcp-go/mcp"
)

// goClient is mcp-go's own client, talking to the server binary over stdio,
// counting the notifications that the resource list changed.
type goClient struct {
	*mcpclient.Client
	t           *testing.T
	listChanged atomic.Int64
}

func startGoClient(t *testing.T, args ...string) *goClient {
	t.Helper()
	bin, err := serverBinary()
	if err != nil {
		t.Fatal(err)
	}
	c, err := mcpclient.NewStdioMCPClient(bin, nil, args...)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { c.Close() })
	gc := &goClient{Client: c, t: t}
	c.OnNotification(func(n mcp.JSONRPCNotification) {
		if n.Method == string(mcp.MethodNotificationResourcesListChanged) {
			gc.listChanged.Add(1)
		}
	})
	// Start hands the transport's notifications to the handlers
	if err := c.Start(context.Background()); err != nil {
		t.Fatal(err)
	}
	init := mcp.InitializeRequest{}
	init.Params.ProtocolVersion = mcp.LATEST_PROTOCOL_VERSION
	init.Params.ClientInfo = mcp.Implementation{Name: "files-test", Version: "1"}
	answer, err := c.Initialize(context.Background(), init)
	if err != nil {
		t.Fatal(err)
	}
	if answer.Capabilities.Resources == nil || !answer.Capabilities.Resources.ListChanged {
		t.Fatalf("the server does not offer resources with list_changed: %+v", answer.Capabilities)
	}
	return gc
}

func (c *goClient) eval(code string) *mcp.CallToolResult {
	c.t.Helper()
	req := mcp.CallToolRequest{}
	req.Params.Name = "forth_eval"
	req.Params.Arguments = map[string]any{"code": code}
	r, err := c.CallTool(context.Background(), req)
	if err != nil {
		c.t.Fatal(err)
	}
	return r
}

// progressCall runs code with a progress token, or without one, and
// returns the progress notifications that came before its answer (the
// client hands them over in the order they came).
func (c *goClient) progressCall(code string, token any) []map[string]any {
	c.t.Helper()
	var mu sync.Mutex
	var got []map[string]any
	c.OnNotification(func(n mcp.JSONRPCNotification) {
		if n.Method == string(mcp.MethodNotificationProgress) {
			mu.Lock()
			got = append(got, n.Params.AdditionalFields)
			mu.Unlock()
		}
	})
	req := mcp.CallToolRequest{}
	req.Params.Name = "forth_eval"
	req.Params.Arguments = map[string]any{"code": code}
	if token != nil {
		req.Params.Meta = &mcp.Meta{ProgressToken: token}
	}
	r, err := c.CallTool(context.Background(), req)
	if err != nil || r.IsError {
		c.t.Fatalf("%v %+v", err, r)
	}
	mu.Lock()
	defer mu.Unlock()
	return slices.Clone(got)
}
