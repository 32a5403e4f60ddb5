package main

import (
	"context"
	"testing"

	mcpclient "github.com/mark3labs/mcp-go/client"
	"github.com/mark3labs/mcp-go/mcp"
)

// TestResourcesAreTheirClientsOwnOverHTTP: over Streamable HTTP the
// resources of the files a client's calls wrote are that client's: another
// client of the same server lists none of them and reads none.
func TestResourcesAreTheirClientsOwnOverHTTP(t *testing.T) {
	s := startHTTP(t)
	// a version whose Streamable HTTP has sessions (2026-07-28 has none)
	a, b := s.connect(t, legacy, ""), s.connect(t, legacy, "")
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
