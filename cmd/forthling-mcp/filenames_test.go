package main

import (
	"context"
	"testing"

	"github.com/mark3labs/mcp-go/mcp"
)

// TestAnyFileNameIsAResource: names with spaces, non-ASCII letters and the
// characters URIs reserve are listed as written and read by their URI.
func TestAnyFileNameIsAResource(t *testing.T) {
	c := startGoClient(t)
	names := []string{"my data/résumé #1?.csv", "100%.txt", "a+b=c&d.json"}
	code := ""
	for _, n := range names {
		code += `S" ` + n + `" W/O CREATE-FILE THROW DUP S" x" ROT WRITE-FILE THROW CLOSE-FILE THROW `
	}
	if r := c.eval(code); r.IsError {
		t.Fatalf("%+v", r.Content)
	}
	list, err := c.ListResources(context.Background(), mcp.ListResourcesRequest{})
	if err != nil {
		t.Fatal(err)
	}
	found := map[string]string{}
	for _, r := range list.Resources {
		found[r.Name] = r.URI
	}
	for _, n := range names {
		uri, ok := found[n]
		if !ok {
			t.Errorf("%q is not listed: %v", n, found)
			continue
		}
		req := mcp.ReadResourceRequest{}
		req.Params.URI = uri
		got, err := c.ReadResource(context.Background(), req)
		if err != nil {
			t.Errorf("%q (%s): %v", n, uri, err)
			continue
		}
		if text, ok := got.Contents[0].(mcp.TextResourceContents); !ok || text.Text != "x" {
			t.Errorf("%q reads as %+v", n, got.Contents[0])
		}
	}
}
