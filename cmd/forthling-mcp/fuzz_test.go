package main

import (
	"context"
	"encoding/json"
	"strings"
	"testing"
	"time"

	"github.com/mark3labs/mcp-go/mcp"

	"github.com/forthling/forthling/buildtags"
	"github.com/forthling/forthling/core"
)

// fuzzLimits keep each fuzzed call short, so that the fuzzer tries many
// inputs; they are the server's limits, only smaller.
var fuzzLimits = core.Limits{
	Memory: core.MinMemory,
	Steps:  200_000,
	Time:   time.Second,
	Output: 64 << 10,
	Space:  256 << 10,
	Files:  256 << 10,
}

// fuzzCallSlack is how long past its time limit a fuzzed call may take
// before it counts as wedged: generous, since the fuzzer loads the machine.
const fuzzCallSlack = 3 * time.Second

// FuzzTools sends tools/call requests with arbitrary tool names and
// arguments through the server's own message handler (mcp-go's parsing, the
// argument checks, the session), in a fresh session each time so that a
// finding replays alone. Whatever comes in, the answer is a JSON-RPC answer
// within the time limit; no Go panic is recovered on the way (the engine's
// -256, or mcp-go's "panic recovered"), and a tool's answer has text.
func FuzzTools(f *testing.F) {
	for _, seed := range fuzzToolSeeds {
		f.Add(seed.tool, seed.args)
	}
	f.Fuzz(func(t *testing.T, tool, args string) {
		session, err := buildtags.NewSession(core.Options{Limits: fuzzLimits})
		if err != nil {
			t.Fatal(err)
		}
		defer session.Close()
		srv := newServer(newStdioSessions(session), nil, nil)
		msg := toolCallMessage(tool, args)
		start := time.Now()
		answer := srv.HandleMessage(context.Background(), msg)
		if took := time.Since(start); took > fuzzLimits.Time+fuzzCallSlack {
			t.Errorf("the call took %v, over its limit %v", took, fuzzLimits.Time)
		}
		checkFuzzAnswer(t, answer)
	})
}

// toolCallMessage is a tools/call request for tool with args as its
// arguments: as they are when they are JSON, else as a JSON string.
func toolCallMessage(tool, args string) json.RawMessage {
	raw := json.RawMessage(args)
	if !json.Valid(raw) {
		raw, _ = json.Marshal(args)
	}
	msg, err := json.Marshal(map[string]any{
		"jsonrpc": "2.0", "id": 1, "method": "tools/call",
		"params": map[string]any{"name": tool, "arguments": raw},
	})
	if err != nil {
		// tool is not valid UTF-8 and json.Marshal replaced nothing: it
		// cannot fail for strings, so this is a bug in the test
		panic(err)
	}
	return msg
}

// checkFuzzAnswer checks one answer of the server to a tools/call.
func checkFuzzAnswer(t *testing.T, answer mcp.JSONRPCMessage) {
	t.Helper()
	b, err := json.Marshal(answer)
	if err != nil {
		t.Fatalf("the answer does not encode as JSON: %v", err)
	}
	if strings.Contains(string(b), "panic recovered") {
		t.Fatalf("a tool handler panicked: %s", b)
	}
	var reply struct {
		Result *struct {
			Content []struct {
				Text string `json:"text"`
			} `json:"content"`
			Structured *struct {
				Error *errorAnswer `json:"error"`
			} `json:"structuredContent"`
			IsError bool `json:"isError"`
		} `json:"result"`
		Error *struct {
			Message string `json:"message"`
		} `json:"error"`
	}
	if err := json.Unmarshal(b, &reply); err != nil {
		t.Fatalf("the answer %s: %v", b, err)
	}
	switch {
	case reply.Error != nil:
		if reply.Error.Message == "" {
			t.Errorf("a JSON-RPC error without a message: %s", b)
		}
	case reply.Result != nil:
		if len(reply.Result.Content) == 0 || reply.Result.Content[0].Text == "" {
			t.Errorf("a tool result without text: %s", b)
		}
		if s := reply.Result.Structured; s != nil && s.Error != nil && s.Error.Code == core.ErrInternal {
			t.Errorf("a Go panic inside the engine: %s", shorten(string(b)))
		}
	default:
		t.Errorf("neither a result nor an error: %s", b)
	}
}

// fuzzToolSeeds are the calls the fuzzer starts from: each tool used well,
// each argument mistake, and the inputs that once needed care.
var fuzzToolSeeds = []struct{ tool, args string }{
	{"forth_eval", `{"code": ": sq DUP * ; 7 sq ."}`},
	{"forth_eval", `{"code": "1 2 FOO"}`},
	{"forth_eval", `{"code": "DATA TYPE", "data": "hello"}`},
	{"forth_eval", `{"code": "S\" a.fth\" INCLUDED", "files": {"a.fth": ": two 2 ; two ."}}`},
	{"forth_eval", `{"code": "S\" a.fth\" R/O OPEN-FILE THROW CLOSE-FILE", "files": {"a.fth": "x"}}`},
	{"forth_eval", `{"code": "S\" ../etc/passwd\" INCLUDED"}`},
	{"forth_eval", `{"code": "1", "files": {"/etc/passwd": "x"}}`},
	{"forth_eval", `{"code": "1", "files": {"": "x"}}`},
	{"forth_eval", `{"code": ": r RECURSE ; r", "trace": true}`},
	{"forth_eval", `{"code": "TRACE-ON 1 2 + TRACE-OFF", "trace": false}`},
	{"forth_eval", `{"code": ": f 10 0 DO I . LOOP ; f", "trace": true}`},
	{"forth_eval", `{"code": "BEGIN AGAIN"}`},
	{"forth_eval", `{"code": ": p BEGIN 65 EMIT AGAIN ; p"}`},
	{"forth_eval", `{"code": "1E0 0E0 F/ F. 0E0 0E0 F/"}`},
	{"forth_eval", `{"code": "HERE 100000000 ALLOT"}`},
	{"forth_eval", `{"code": "1000000000 ALLOCATE"}`},
	{"forth_eval", `{"code": "ALSO TESTING T{ 1 2 + -> 3 }T T{ 1 -> 2 }T"}`},
	{"forth_eval", `{"code": "ALSO DEBUG : x 1 BREAK 2 ; x TRACE-ON x TRACE-OFF"}`},
	{"forth_eval", `{"code": "' DUP >BODY 10 DUMP ' EXECUTE EXECUTE"}`},
	{"forth_eval", `{"code": ": d CREATE , DOES> @ ; 5 d five five . DEFER g ' g IS g g"}`},
	{"forth_eval", `{"code": ": foo 1 IF 2"}`},
	{"forth_eval", `{"code": "\u00ff\u0000\ud800"}`},
	{"forth_eval", `{"code": "` + strings.Repeat("x", core.MaxLine+1) + `"}`},
	{"forth_eval", `{"code": "S\" 1 2 +\" EVALUATE"}`},
	{"forth_eval", `{"code": "BYE 1 2"}`},
	{"forth_eval", `{"code": "QUIT"}`},
	{"forth_eval", `{"code": "ALSO JSON DATA 2DUP S\" a.b\" JSON-GET . TYPE JSON-VALID? .", "data": "{\"a\":{\"b\":[1,2]}}"}`},
	{"forth_eval", `{"code": "ALSO REGEX S\" abc123\" S\" (\\d+)\" RE-MATCH? . 1 RE-GROUP TYPE"}`},
	{"forth_eval", `{"code": "ALSO SQLITE S\" :memory:\" DB-OPEN THROW S\" SELECT 1 AS x\" DB-QUERY THROW TYPE"}`},
	{"forth_eval", `{"code": "ALSO SCIENCE 2 2 MATRIX DUP INVERSE"}`},
	{"forth_eval", `{"code": "ALSO HTTP S\" http://127.0.0.1:1/\" HTTP-GET"}`},
	{"forth_eval", `{"code": "S\" f.txt\" W/O CREATE-FILE THROW DUP S\" hi\" ROT WRITE-FILE THROW CLOSE-FILE THROW S\" f.txt\" R/O OPEN-FILE"}`},
	{"forth_eval", `{"code": "100 ALLOCATE THROW 1000000 RESIZE"}`},
	{"forth_eval", `{"code": "ALSO TUTORIAL 3 LESSON : CUBE ( n -- n*n*n ) DUP DUP * * ; CHECK HINT NEXT"}`},
	{"forth_eval", `{"code": ": q 3000 0 DO I . LOOP ; q", "output_budget": 100}`},
	{"forth_eval", `{"code": "1", "output_budget": 0}`},
	{"forth_output", `{"offset": 5, "limit": 7}`},
	{"forth_output", `{"offset": -1}`},
	{"forth_output", `{"offset": 99999999999}`},
	{"forth_words", `{"prefix": "S", "wordlist": "FORTH", "limit": 3}`},
	{"forth_words", `{"wordlist": "NOPE"}`},
	{"forth_words", `{"limit": 1.5}`},
	{"forth_eval", `{"cod": "1"}`},
	{"forth_eval", `{"code": 42}`},
	{"forth_eval", `{"code": "1", "trace": "yes"}`},
	{"forth_eval", `{"code": "1", "files": ["a"]}`},
	{"forth_eval", `{"code": "1", "files": {"a": 1}}`},
	{"forth_eval", `{"code": "1", "data": null}`},
	{"forth_eval", `["1"]`},
	{"forth_eval", `null`},
	{"forth_eval", `not json`},
	{"forth_eval", `{"code": "1", "code": "2"}`},
	{"forth_stack", `{}`},
	{"forth_stack", `{"all": true}`},
	{"forth_words", `{}`},
	{"forth_words", `{"x": 1}`},
	{"forth_help", `{"word": "DUP"}`},
	{"forth_help", `{"word": "DUPP"}`},
	{"forth_help", `{"word": ""}`},
	{"forth_help", `{"word": "\u0000"}`},
	{"forth_help", `{"name": "DUP"}`},
	{"forth_reset", `{}`},
	{"forth_reset", `{"hard": true}`},
	{"forth_nothing", `{}`},
	{"", ``},
}
