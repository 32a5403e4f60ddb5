package main

import (
	"bytes"
	"testing"
)

// The answer of a request cancelled while it runs is dropped; others pass,
// and so does an answer whose request was cancelled after it was answered.
func TestTheAnswerOfACancelledRequestIsDropped(t *testing.T) {
	c := newCancellations()
	var out bytes.Buffer
	w := c.writer(&out)
	c.watch([]byte(`{"jsonrpc":"2.0","id":1,"method":"tools/call"}`))
	c.watch([]byte(`{"jsonrpc":"2.0","id":"b","method":"tools/call"}`))
	c.watch([]byte(`{"jsonrpc":"2.0","method":"notifications/cancelled","params":{"requestId":1}}`))
	w.Write([]byte(`{"jsonrpc":"2.0","id":1,"result":{}}` + "\n"))
	w.Write([]byte(`{"jsonrpc":"2.0","id":"b","result":{}}` + "\n"))
	c.watch([]byte(`{"jsonrpc":"2.0","method":"notifications/cancelled","params":{"requestId":"b"}}`))
	if got := out.String(); got != `{"jsonrpc":"2.0","id":"b","result":{}}`+"\n" {
		t.Errorf("written %q", got)
	}
	if len(c.inFlight) != 0 {
		t.Errorf("%d requests left in flight", len(c.inFlight))
	}
}

// No line the client sends or the server writes makes the watcher fail.
func FuzzCancellations(f *testing.F) {
	f.Add([]byte(`{"id":1,"method":"tools/call"}`), []byte(`{"id":1,"result":{}}`))
	f.Add([]byte(`{"method":"notifications/cancelled","params":{"requestId":[1,{}]}}`), []byte(`{"id":null}`))
	f.Add([]byte(`not json`), []byte(`{"id":1e999}`))
	f.Fuzz(func(t *testing.T, in, out []byte) {
		c := newCancellations()
		c.watch(in)
		c.watch([]byte(`{"method":"notifications/cancelled","params":{"requestId":1}}`))
		c.answered(out)
	})
}
