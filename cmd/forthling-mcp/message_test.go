package main

import (
	"encoding/json"
	"fmt"
	"io"
	"strings"
	"testing"

	"github.com/forthling/forthling/core"
)

func TestTheIDOfAMessageIsFoundAsItGoesBy(t *testing.T) {
	cases := []struct{ msg, want string }{
		{`{"jsonrpc":"2.0","id":7,"method":"tools/call"}`, `7`},
		{`{"jsonrpc":"2.0","method":"tools/call","params":{"id":1,"arguments":{"code":"\"id\":5"}},"id":"a,}b"}`, `"a,}b"`},
		{`{"params":{"x":[{"id":3}]},"id" : 12 }`, `12`},
		{`{"idx":1,"id":null}`, `null`},
		{`{"method":"notifications/cancelled"}`, `null`},
		{`{"id":{"nested":1}}`, `null`},
		{`{"id":"` + strings.Repeat("x", 200) + `"}`, `null`},
		{`not json at all "id": 4`, `null`},
	}
	for _, tc := range cases {
		var s idScanner
		// fed in pieces, as the reader gets them
		for i := 0; i < len(tc.msg); i += 5 {
			s.scan([]byte(tc.msg[i:min(i+5, len(tc.msg))]))
		}
		if got := string(s.id()); got != tc.want {
			t.Errorf("%.60s: id %s, want %s", tc.msg, got, tc.want)
		}
	}
}

func TestALineTooLongIsDroppedAndAnswered(t *testing.T) {
	long := `{"jsonrpc":"2.0","id":9,"method":"tools/call","params":{"arguments":{"code":"` + strings.Repeat("x", 300<<10) + `"}}}`
	input := "first\n" + long + "\nlast\n" + long // the last line has no newline
	var dropped []string
	q := newRequestReader(strings.NewReader(input), 100<<10, func(id json.RawMessage, size int) {
		dropped = append(dropped, fmt.Sprintf("%s %d", id, size))
	})
	got, err := io.ReadAll(q)
	if err != nil {
		t.Fatal(err)
	}
	if string(got) != "first\nlast\n" {
		t.Errorf("passed on %.100q", got)
	}
	want := []string{fmt.Sprintf("9 %d", len(long)+1), fmt.Sprintf("9 %d", len(long))}
	if fmt.Sprint(dropped) != fmt.Sprint(want) {
		t.Errorf("dropped %v, want %v", dropped, want)
	}
}

// Input that is not what the tools take gets an answer that says what to
// send, and the server goes on. (The argument mistakes are in
// TestArgumentMistakesAreNamed, the mistakes of Forth code in
// TestMistakesGetAnswersThatSayWhatToFix.)
func TestBadMessagesGetClearAnswers(t *testing.T) {
	c := startServer(t)
	limits := core.DefaultLimits

	// a message larger than the server reads
	big := strings.Repeat("x", maxMessage(limits))
	_, ch := c.send("tools/call", map[string]any{"name": "forth_eval", "arguments": map[string]any{"code": "1", "data": big}})
	r := c.wait(ch)
	if r.Error == nil || !strings.Contains(r.Error.Message, "more than the "+core.FormatSize(int64(maxMessage(limits)))+" the server reads in one message: send files in several calls") {
		t.Errorf("a message too long: %+v", r)
	}

	// an unknown tool
	_, ch = c.send("tools/call", map[string]any{"name": "forth_shell", "arguments": map[string]any{"code": "ls"}})
	if r := c.wait(ch); r.Error == nil || !strings.Contains(r.Error.Message, "tool 'forth_shell' not found") {
		t.Errorf("an unknown tool: %+v", r)
	}

	// code that is not UTF-8: JSON cannot carry it, the decoder makes
	// each bad byte U+FFFD, and it is a word like any other
	c.mu.Lock()
	ch = make(chan rpcResponse, 1)
	c.waiting[1000] = ch
	c.mu.Unlock()
	c.stdin.Write([]byte("{\"jsonrpc\":\"2.0\",\"id\":1000,\"method\":\"tools/call\",\"params\":{\"name\":\"forth_eval\",\"arguments\":{\"code\":\"1 \xff\xfe .\"}}}\n"))
	res := c.toolAnswer("forth_eval", c.wait(ch))
	if !res.IsError || !strings.HasPrefix(res.Text(), "error -13: undefined word: \uFFFD\uFFFD") {
		t.Errorf("code that is not UTF-8: %q", res.Text())
	}

	// and the server goes on
	if got := c.eval("2 3 + .").Text(); got != "5  ok\nstack: empty\n" {
		t.Errorf("after the bad messages: %q", got)
	}
}
