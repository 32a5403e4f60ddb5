package main

import (
	"context"
	"net/http/httptest"
	"testing"

	mcpclient "github.com/mark3labs/mcp-go/client"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"github.com/forthling/forthling/core"
)

// TestResourcesAreTheirClientsOwnOverHTTP: over Streamable HTTP the
// resources of the files a client's calls wrote are that client's: another
// client of the same server lists none of them and reads none.
func TestResourcesAreTheirClientsOwnOverHTTP(t *testing.T) {
	session, err := core.NewSession(core.Options{Limits: core.DefaultLimits})
	if err != nil {
		t.Fatal(err)
	}
	defer session.Close()
	web := httptest.NewServer(server.NewStreamableHTTPServer(newServer(session, nil)))
	t.Cleanup(web.Close) // after the clients close their sessions
	connect := func(name string) *mcpclient.Client {
		t.Helper()
		c, err := mcpclient.NewStreamableHttpClient(web.URL)
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { c.Close() })
		if err := c.Start(context.Background()); err != nil {
			t.Fatal(err)
		}
		init := mcp.InitializeRequest{}
		// a version whose Streamable HTTP has sessions (2026-07-28 has none)
		init.Params.ProtocolVersion = mcp.ProtocolVersion20251125
		init.Params.ClientInfo = mcp.Implementation{Name: name, Version: "1"}
		if _, err := c.Initialize(context.Background(), init); err != nil {
			t.Fatal(err)
		}
		return c
	}
	a, b := connect("a"), connect("b")
	call := mcp.CallToolRequest{}
	call.Params.Name = "forth_eval"
	call.Params.Arguments = map[string]any{"code": `S" mine.txt" W/O CREATE-FILE THROW CLOSE-FILE THROW`}
	if r, err := a.CallTool(context.Background(), call); err != nil || r.IsError {
		t.Fatalf("%v %+v", err, r)
	}
	list := func(c *mcpclient.Client) []string {
		t.Helper()
		l, err := c.ListResources(context.Background(), mcp.ListResourcesRequest{})
		if err != nil {
			t.Fatal(err)
		}
		var names []string
		for _, r := range l.Resources {
			names = append(names, r.Name)
		}
		return names
	}
	if got := list(a); len(got) != 1 || got[0] != "mine.txt" {
		t.Errorf("the writer lists %q", got)
	}
	if got := list(b); len(got) != 0 {
		t.Errorf("another client lists %q", got)
	}
	read := mcp.ReadResourceRequest{}
	read.Params.URI = fileURI("mine.txt")
	if _, err := b.ReadResource(context.Background(), read); err == nil {
		t.Errorf("another client reads the writer's file")
	}
	if _, err := a.ReadResource(context.Background(), read); err != nil {
		t.Errorf("the writer cannot read its file: %v", err)
	}
}
