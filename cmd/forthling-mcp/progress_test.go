package main

import (
	"bytes"
	"context"
	"encoding/json"
	"testing"
	"time"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"github.com/forthling/forthling/core"
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

	// a notification sent as the call ends comes before its answer: once
	// the answer is out, the request is no longer in progress
	for range 5 {
		got := c.progressCall(`1050 MS 1 1 PROGRESS`, "end")
		if len(got) != 1 || got[0]["progress"] != 1.0 || got[0]["progressToken"] != "end" {
			t.Fatalf("the notification of the call's last moment: %v, want progress 1 before the answer", got)
		}
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

// readySession is a client session for the notifiers: initialized or not,
// with a queue mcp-go's notifications go to.
type readySession struct {
	ready bool
	queue chan mcp.JSONRPCNotification
}

func (s *readySession) Initialize()       { s.ready = true }
func (s *readySession) Initialized() bool { return s.ready }
func (s *readySession) SessionID() string { return "ready" }
func (s *readySession) NotificationChannel() chan<- mcp.JSONRPCNotification {
	return s.queue
}

// TestInlineNotifier: over stdio a call's progress is written before the
// sender returns, so before the call can answer; mcp-go's own way only
// queues it. Before the client is initialized nothing is sent.
func TestInlineNotifier(t *testing.T) {
	srv := server.NewMCPServer("test", "1")
	for _, ready := range []bool{true, false} {
		session := &readySession{ready: ready, queue: make(chan mcp.JSONRPCNotification, 4)}
		ctx := withProgressToken(srv.WithContext(context.Background(), session), progressRequest("tok"))
		var out bytes.Buffer
		progressSender(ctx, inlineNotifier(&out))(core.Progress{Steps: 7})
		if !ready {
			if out.Len() != 0 {
				t.Errorf("written before the client is initialized: %s", out.String())
			}
			continue
		}
		var n mcp.JSONRPCNotification
		if err := json.Unmarshal(out.Bytes(), &n); err != nil || !bytes.HasSuffix(out.Bytes(), []byte("\n")) {
			t.Fatalf("written %q: %v, want one JSON message and its newline", out.String(), err)
		}
		p := n.Params.AdditionalFields
		if n.JSONRPC != "2.0" || n.Method != "notifications/progress" || p["progressToken"] != "tok" || p["progress"] != 7.0 {
			t.Errorf("written %s", out.String())
		}
		if len(session.queue) != 0 {
			t.Errorf("the notification was queued as well")
		}
		// mcp-go's way leaves it in the queue for a goroutine to write
		progressSender(ctx, queuedNotifier(srv))(core.Progress{Steps: 8})
		if len(session.queue) != 1 {
			t.Errorf("queued %d notifications, want 1", len(session.queue))
		}
	}
}

func progressRequest(token string) mcp.CallToolRequest {
	var req mcp.CallToolRequest
	req.Params.Meta = &mcp.Meta{ProgressToken: token}
	return req
}
