package json_test

import (
	"context"
	stdjson "encoding/json"
	"fmt"
	"testing"
	"time"

	"github.com/tidwall/gjson"

	"github.com/forthling/forthling/buildtags"
	"github.com/forthling/forthling/core"
	"github.com/forthling/forthling/internal/scripttest"
	"github.com/forthling/forthling/json"
)

// FuzzJSON runs every reading word on arbitrary documents and paths. No
// input may end in anything but a result or a Forth error of the JSON
// vocabulary; JSON-VALID? agrees with encoding/json; JSON-GET's text is
// what gjson finds; and no path gives a result larger than the bound it was
// let run under.
func FuzzJSON(f *testing.F) {
	seeds := [][2]string{
		{`{"a":{"b":[1,2,{"c":"d"}]}}`, "a.b.2.c"},
		{`{"friends":[{"n":"x","age":4},{"n":"y","age":50}]}`, "friends.#(age>45)#.n"},
		{`[1,[2,[3,[4]]]]`, "@flatten"},
		{`{"a":"b"}`, "{a,x:a,\"y\":!true}"},
		{`{"a":[1,2]}`, "a|@reverse|@tostr|@fromstr"},
		{`{"k":"[[[1]]]"}`, "k|@fromstr|@pretty"},
		{`{"a":{"a":{"a":1}}}`, "@dig:a"},
		{`{"id":[1,2],"n":["a","b"]}`, "@group"},
		{"{\"x\":1}\n{\"x\":2}", "..#.x"},
		{`["abc","bcd"]`, `#(%"b*")#`},
		{`{"a.b":1,"c*":2}`, `a\.b`},
		{` nul`, "@this"},
		{`[1e999,-0,"\ud800"]`, "#"},
		{`{"a":[1,2,3]}`, "[a,a,a]|[@this,@this]|@pretty:{\"indent\":\"    \"}"},
	}
	for _, s := range seeds {
		f.Add(s[0], s[1])
	}
	f.Fuzz(func(t *testing.T, doc, path string) {
		// a call ends at its time limit; an input that runs far longer hangs
		watchdog := time.AfterFunc(time.Minute, func() { panic(fmt.Sprintf("hangs: doc %q path %q", doc, path)) })
		defer watchdog.Stop()
		s := session(t, "ALSO JSON")
		defer s.Close()
		m := s.Machine()
		d, p := scripttest.PutString(t, m, doc), scripttest.PutString(t, m, path)
		docArgs := fmt.Sprintf("%d %d", d, len(doc))
		args := fmt.Sprintf("%s %d %d", docArgs, p, len(path))
		_, refused := json.PathBound(path, doc)

		valid := run(t, s, docArgs+" JSON-VALID?")
		if valid.Error == nil && len(valid.Stack) == 1 {
			if got, want := valid.Stack[0] != 0, stdjson.Valid([]byte(doc)) && !tooDeep(doc); got != want {
				t.Errorf("JSON-VALID? of %q is %v, encoding/json says %v", doc, got, want)
			}
		}
		got := run(t, s, args+" JSON-GET")
		if got.Error == nil && !refused {
			r := gjson.Get(doc, path)
			if len(got.Stack) != 3 {
				t.Fatalf("JSON-GET leaves %v", got.Stack)
			}
			if a, n := got.Stack[0], got.Stack[1]; n > 0 && m.String(a, n) != r.Raw {
				t.Errorf("JSON-GET of %q in %q gives %q, gjson %q", path, doc, m.String(a, n), r.Raw)
			}
		}
		q := run(t, s, args+" JSON-QUERY")
		if q.Error == nil && len(q.Stack) == 3 && q.Stack[0] != 0 {
			size, _ := json.PathBound(path, doc)
			if q.Stack[1] > size {
				t.Errorf("JSON-QUERY of %q in %q gives %d bytes, more than the bound %d", path, doc, q.Stack[1], size)
			}
		}
		for _, code := range []string{
			args + " JSON-TYPE", args + " JSON-INT", args + " JSON-FLOAT", args + " JSON-BOOL",
			args + " JSON-STRING", docArgs + " JSON-LENGTH", docArgs + " 1 JSON-ELEMENT",
			docArgs + " 1 JSON-MEMBER", docArgs + " ' 2DROP JSON-ELEMENTS",
			docArgs + " :NONAME 2DROP 2DROP DROP ; JSON-MEMBERS",
			"JSON-NEW JSON[ " + docArgs + " JSON-VALUE, " + docArgs + " JSON-STRING, ]JSON JSON-DONE",
		} {
			run(t, s, code)
		}
	})
}

// session is a fresh session that has run code.
func session(t *testing.T, code string) *core.Session {
	s, err := buildtags.NewSession(core.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if r := s.Eval(context.Background(), core.Request{Code: code}); r.Error != nil {
		t.Fatal(r.Text())
	}
	return s
}

// run evaluates code and fails on anything but a result or a Forth error
// the vocabulary may raise.
func run(t *testing.T, s *core.Session, code string) *core.Result {
	t.Helper()
	return scripttest.EvalAllowing(t, s, code, json.ErrJSON, core.ErrOutOfRange, core.ErrVocabularyMisuse, core.ErrAllocate)
}

func tooDeep(doc string) bool {
	depth, most, inString := 0, 0, false
	for i := 0; i < len(doc); i++ {
		switch c := doc[i]; {
		case inString && c == '\\':
			i++
		case c == '"':
			inString = !inString
		case !inString && (c == '[' || c == '{'):
			depth++
			most = max(most, depth)
		case !inString && (c == ']' || c == '}'):
			depth--
		}
	}
	return most > json.MaxDepth
}
