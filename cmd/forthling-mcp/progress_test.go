package main

import (
	"context"
	"testing"
	"time"

	"github.com/mark3labs/mcp-go/mcp"
)

// TestProgressNotifications: a long call with a progress token gets about
// one notification a second, first of its steps and then of what the
// program says of itself; one without a token gets none.
func TestProgressNotifications(t *testing.T) {
	c := startGoClient(t, "--max-time", "10s", "--max-steps", "1000000000")
	got := c.progressCall(`: SPIN ( n -- ) 0 ?DO LOOP ;  1300 MS  1000000 SPIN  40 100 S" rows" PROGRESS-MESSAGE 1500 MS  60 100 PROGRESS 1100 MS`, "tok-1")
	if len(got) < 2 || len(got) > 5 {
		t.Fatalf("%d notifications in about 4 seconds: %v", len(got), got)
	}
	first, last := got[0], got[len(got)-1]
	if first["progressToken"] != "tok-1" || first["total"] != nil || first["progress"].(float64) < 1 {
		t.Errorf("the first notification is %v, want the steps alone", first)
	}
	if last["progress"] != 60.0 || last["total"] != 100.0 {
		t.Errorf("the last notification is %v, want 60 of 100", last)
	}
	seen := map[string]bool{}
	prev := 0.0
	for _, n := range got {
		p := n["progress"].(float64)
		if p <= prev {
			t.Errorf("progress %v after %v: it must grow", p, prev)
		}
		prev = p
		seen[n["message"].(string)] = true
	}
	if !seen["rows"] {
		t.Errorf("no notification carries the program's message: %v", got)
	}
	if got := c.progressCall(`1 2 PROGRESS 1500 MS 2 2 PROGRESS`, nil); len(got) != 0 {
		t.Errorf("a call without a token got %v", got)
	}

	// a call that reports its progress is cancelled as any other
	ctx, cancel := context.WithTimeout(context.Background(), 1200*time.Millisecond)
	defer cancel()
	req := mcp.CallToolRequest{}
	req.Params.Name = "forth_eval"
	req.Params.Arguments = map[string]any{"code": `: WAIT 100 0 DO I 100 PROGRESS 100 MS LOOP ; WAIT`}
	req.Params.Meta = &mcp.Meta{ProgressToken: 7}
	if _, err := c.CallTool(ctx, req); err == nil {
		t.Fatal("the cancelled call answered")
	}
	start := time.Now()
	if r := c.eval("2 3 + ."); r.IsError {
		t.Fatalf("after the cancelled call: %+v", r.Content)
	}
	if took := time.Since(start); took > 2*time.Second {
		t.Errorf("the next call waited %v behind the cancelled one", took)
	}
}
