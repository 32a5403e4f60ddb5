package main

import (
	"bytes"
	"encoding/json"
	"io"
	"sync"
)

// The specification says a request the client cancelled gets no response;
// mcp-go stops the handler but still writes its answer. cancellations
// watches the client's lines for requests and their cancellation, and the
// writer it wraps drops the answer of a request cancelled while it ran.
type cancellations struct {
	mu sync.Mutex
	// inFlight are the ids of requests not answered yet, true once the
	// client cancelled them
	inFlight map[string]bool
}

func newCancellations() *cancellations {
	return &cancellations{inFlight: map[string]bool{}}
}

// message is what cancellations reads of a JSON-RPC line.
type message struct {
	ID     json.RawMessage `json:"id"`
	Method string          `json:"method"`
	Params struct {
		RequestID json.RawMessage `json:"requestId"`
	} `json:"params"`
}

// idKey is an id as a map key: its JSON without spaces.
func idKey(id json.RawMessage) string {
	var b bytes.Buffer
	if json.Compact(&b, id) != nil {
		return string(id)
	}
	return b.String()
}

// watch notes a line the client sent: a request, or the cancellation of one.
func (c *cancellations) watch(line []byte) {
	var m message
	if json.Unmarshal(line, &m) != nil || m.Method == "" {
		return
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	switch {
	case m.Method == "notifications/cancelled" && len(m.Params.RequestID) > 0:
		key := idKey(m.Params.RequestID)
		if _, ok := c.inFlight[key]; ok {
			c.inFlight[key] = true
		}
	case len(m.ID) > 0 && !bytes.Equal(m.ID, []byte("null")):
		c.inFlight[idKey(m.ID)] = false
	}
}

// answered notes a line the server writes, and reports whether it is the
// answer to a cancelled request, which is not to be sent.
func (c *cancellations) answered(line []byte) (drop bool) {
	var m message
	if json.Unmarshal(line, &m) != nil || m.Method != "" || len(m.ID) == 0 {
		return false
	}
	key := idKey(m.ID)
	c.mu.Lock()
	defer c.mu.Unlock()
	cancelled, ok := c.inFlight[key]
	delete(c.inFlight, key)
	return ok && cancelled
}

// writer is w without the answers of cancelled requests: each Write is one
// message, as mcp-go writes them.
func (c *cancellations) writer(w io.Writer) io.Writer {
	return writerFunc(func(p []byte) (int, error) {
		if c.answered(p) {
			return len(p), nil
		}
		return w.Write(p)
	})
}

type writerFunc func(p []byte) (int, error)

func (f writerFunc) Write(p []byte) (int, error) { return f(p) }
