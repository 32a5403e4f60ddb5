package main

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"strings"
	"testing"
	"time"
)

// listenRequest is a subscriptions/listen of protocol 2026-07-28 asking for
// the notifications named.
func listenRequest(ctx context.Context, t *testing.T, url string, id int, notifications map[string]bool) *http.Response {
	t.Helper()
	body, err := json.Marshal(map[string]any{"jsonrpc": "2.0", "id": id, "method": "subscriptions/listen", "params": map[string]any{
		"notifications": notifications,
		"_meta":         map[string]any{"io.modelcontextprotocol/protocolVersion": "2026-07-28", "io.modelcontextprotocol/clientCapabilities": map[string]any{}},
	}})
	if err != nil {
		t.Fatal(err)
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, url, strings.NewReader(string(body)))
	if err != nil {
		t.Fatal(err)
	}
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Accept", "application/json, text/event-stream")
	req.Header.Set("Mcp-Protocol-Version", "2026-07-28")
	req.Header.Set("Mcp-Method", "subscriptions/listen")
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	return resp
}

// streamMessage is a message of a listen stream, as far as the test looks.
type streamMessage struct {
	ID     any    `json:"id"`
	Method string `json:"method"`
	Params struct {
		Meta map[string]any `json:"_meta"`
	} `json:"params"`
	Result *struct {
		Meta map[string]any `json:"_meta"`
	} `json:"result"`
}

// nextMessage reads the data of the next event of an SSE stream.
func nextMessage(events *bufio.Scanner) (streamMessage, error) {
	var m streamMessage
	for events.Scan() {
		if data, ok := strings.CutPrefix(events.Text(), "data: "); ok {
			return m, json.Unmarshal([]byte(data), &m)
		}
	}
	if err := events.Err(); err != nil {
		return m, err
	}
	return m, fmt.Errorf("the stream ended")
}

// The acknowledgement is the first message of every listen stream, tagged
// with the subscription, also when nothing the client asked for can be
// delivered and the stream ends at once: the result must not overtake it.
func TestHTTPListenStreamsBeginWithTheirAcknowledgement(t *testing.T) {
	s := startHTTP(t)
	for id := 1; id <= 200; id++ {
		resp := listenRequest(context.Background(), t, s.url, id, map[string]bool{"toolsListChanged": true})
		events := bufio.NewScanner(resp.Body)
		first, err := nextMessage(events)
		if err != nil || first.Method != "notifications/subscriptions/acknowledged" || first.Params.Meta["io.modelcontextprotocol/subscriptionId"] != float64(id) {
			resp.Body.Close()
			t.Fatalf("listen %d: the first message is %+v (%v), not the acknowledgement", id, first, err)
		}
		last, err := nextMessage(events)
		resp.Body.Close()
		if err != nil || last.ID != float64(id) || last.Result == nil || last.Result.Meta["io.modelcontextprotocol/subscriptionId"] != float64(id) {
			t.Fatalf("listen %d: after the acknowledgement %+v (%v), not the result", id, last, err)
		}
	}
}

// A listen stream for what the server delivers stays open, its
// acknowledgement first, until the client leaves.
func TestHTTPListenStreamsStayOpenForWhatIsDelivered(t *testing.T) {
	s := startHTTP(t)
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	resp := listenRequest(ctx, t, s.url, 9, map[string]bool{"resourcesListChanged": true})
	defer resp.Body.Close()
	events := bufio.NewScanner(resp.Body)
	first, err := nextMessage(events)
	if err != nil || first.Method != "notifications/subscriptions/acknowledged" {
		t.Fatalf("the first message is %+v (%v), not the acknowledgement", first, err)
	}
	more := make(chan error, 1)
	go func() {
		_, err := nextMessage(events)
		more <- err
	}()
	select {
	case err := <-more:
		t.Fatalf("the stream did not stay open: %v", err)
	case <-time.After(200 * time.Millisecond):
	}
}
