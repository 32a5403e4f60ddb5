// Package http is the HTTP vocabulary: GET and POST requests to the hosts
// the server was started with (--allow-host), and their responses.
//
// A request gives a response handle; the words read its status, headers
// and body, the text ones ALLOCATEd for the program to FREE:
//
//	ALSO HTTP
//	S" Accept" S" application/json" HTTP-HEADER
//	S" https://api.example.com/items" HTTP-GET THROW  ( resp )
//	DUP HTTP-STATUS .  DUP HTTP-BODY TYPE  HTTP-CLOSE
//
// Requests reach only the allowed hosts, redirects included, and a
// wildcard never reaches loopback, private or link-local addresses
// (policy.go). Responses are bounded by the Forth memory and requests by
// the call's time. The vocabulary is built only with the build tag http;
// package buildtags lists Vocabulary in such a build.
package http

import (
	"fmt"
	"slices"
	"strings"

	"github.com/forthling/forthling/core"
)

// ErrHTTP is the THROW code of the HTTP vocabulary: a request refused or failed.
const ErrHTTP core.ThrowCode = -265

// Vocabulary is the HTTP word list.
var Vocabulary = &core.WordSet{
	Name:    "HTTP",
	List:    "HTTP",
	Doc:     "HTTP requests to the hosts the server allows (--allow-host): HTTP-GET, HTTP-POST and their responses",
	Words:   words,
	Session: newSession,
	Close:   closeSession,
	Codes:   map[core.ThrowCode]string{ErrHTTP: "HTTP error"},

	HookKeys:  []string{hookKey},
	SaveState: saveState,
	LoadState: loadState,
}

// hookKey is where a session keeps its HTTP state (Machine.SetHook).
const hookKey = "http"

// Bounds of a session's HTTP state.
const (
	maxResponses = 16
	maxHeaders   = 64
)

// session is the HTTP state of a session: the headers of the next request,
// the open responses by handle, and the message of the last failure.
type session struct {
	m         *core.Machine
	headers   [][2]string
	responses map[int64]*response
	next      int64
	held      int64 // bytes of the open responses' bodies
	lastError string
}

func newSession(m *core.Machine) { m.SetHook(hookKey, newState(m)) }

func newState(m *core.Machine) *session {
	return &session{m: m, responses: map[int64]*response{}}
}

func closeSession(m *core.Machine) { m.DropHook(hookKey) }

func sessionOf(m *core.Machine) *session {
	s := core.HookState(m, hookKey, func() *session { return newState(m) })
	s.m = m
	return s
}

// fail sets the message HTTP-ERROR gives, which THROW of the ior shows
// too, and returns ior.
func (s *session) fail(ior core.ThrowCode, format string, args ...any) int64 {
	s.lastError = fmt.Sprintf(format, args...)
	s.m.NoteIOR(ior, s.lastError)
	return int64(ior)
}

// response returns the open response whose handle is h; anything else is
// misuse.
func (s *session) response(m *core.Machine, h int64) *response {
	r, ok := s.responses[h]
	if !ok {
		m.Throwf(core.ErrVocabularyMisuse, "%d is not an open response (HTTP-GET and HTTP-POST give one, HTTP-CLOSE ends it)", h)
	}
	return r
}

// closeExample makes an example that shows a word on a response, and what
// happens in a session without network.
func closeExample(use string) string {
	return "ALSO HTTP S\" https://api.example.com/\" HTTP-GET\n" +
		"0= [IF] " + use + " HTTP-CLOSE [ELSE] DROP HTTP-ERROR TYPE [THEN]"
}

const closedResult = "the network is closed: the server was started without --allow-host"

var words = []core.Def{
	{Name: "HTTP-HEADER", Effect: "( c-addr1 u1 c-addr2 u2 -- )",
		Doc:     "Add the header named by the first text with the second as its value to the next request.",
		Example: "ALSO HTTP S\" Accept\" S\" application/json\" HTTP-HEADER .( set)", Result: "set",
		Fn: headerWord},
	{Name: "HTTP-GET", Effect: "( c-addr u -- resp ior )",
		Doc:     "GET the URL; ior 0 gives a response handle, -260 a host the server does not allow, -265 a failed request (HTTP-ERROR says why).",
		Example: "ALSO HTTP S\" https://api.example.com/\" HTTP-GET . DROP HTTP-ERROR TYPE", Result: "-260 " + closedResult,
		Fn: getWord},
	{Name: "HTTP-POST", Effect: "( c-addr1 u1 c-addr2 u2 -- resp ior )",
		Doc:     "POST the second text as the body to the URL of the first; the iors are HTTP-GET's.",
		Example: "ALSO HTTP S\" Content-Type\" S\" application/json\" HTTP-HEADER\nS\" https://api.example.com/items\" S\" {}\" HTTP-POST . DROP HTTP-ERROR TYPE", Result: "-260 " + closedResult,
		Fn: postWord},
	{Name: "HTTP-STATUS", Effect: "( resp -- n )",
		Doc:     "The status code of a response (200, 404, ...).",
		Example: closeExample("DUP HTTP-STATUS ."), Result: closedResult,
		Fn: statusWord},
	{Name: "HTTP-BODY", Effect: "( resp -- c-addr u )",
		Doc:     "The body of a response, ALLOCATEd: FREE it when done.",
		Example: closeExample("DUP HTTP-BODY 2DUP TYPE DROP FREE DROP"), Result: closedResult,
		Fn: bodyWord},
	{Name: "HTTP-HEADERS", Effect: "( resp -- c-addr u )",
		Doc:     "The headers of a response as lines \"Name: value\", sorted by name, ALLOCATEd: FREE it when done.",
		Example: closeExample("DUP HTTP-HEADERS 2DUP TYPE DROP FREE DROP"), Result: closedResult,
		Fn: headersWord},
	{Name: "HTTP-HEADER@", Effect: "( resp c-addr1 u1 -- c-addr2 u2 flag )",
		Doc:     "The value of the response header named by the text, ALLOCATEd (FREE it), and true; or 0 0 false when there is none.",
		Example: closeExample("DUP S\" Content-Type\" HTTP-HEADER@ IF 2DUP TYPE DROP FREE DROP ELSE 2DROP THEN"), Result: closedResult,
		Fn: headerFetchWord},
	{Name: "HTTP-CLOSE", Effect: "( resp -- )",
		Doc:     "Forget a response and the memory it holds; its handle is no longer valid.",
		Example: closeExample("DUP"), Result: closedResult,
		Fn: closeWord},
	{Name: "HTTP-ERROR", Effect: "( -- c-addr u )",
		Doc:     "The message of the last failed HTTP word, in one of eight transient buffers used in turn (at most 1024 characters): copy it to keep it.",
		Example: "ALSO HTTP S\" ftp://example.com/\" HTTP-GET . DROP HTTP-ERROR TYPE", Result: "-260 the URL \"ftp://example.com/\": only http and https URLs can be requested",
		Fn: errorWord},
}

// isToken reports whether s is a header name: RFC 9110's token characters.
func isToken(s string) bool {
	if s == "" {
		return false
	}
	for _, c := range []byte(s) {
		if c <= ' ' || c >= 0x7f || strings.IndexByte(`"(),/:;<=>?@[\]{}`, c) >= 0 {
			return false
		}
	}
	return true
}

// HTTP-HEADER
func headerWord(m *core.Machine) {
	va, vn := m.Pop2()
	na, nn := m.Pop2()
	name, value := m.String(na, nn), m.String(va, vn)
	if !isToken(name) {
		m.Throwf(core.ErrVocabularyMisuse, "HTTP-HEADER: %q is not a header name", name)
	}
	if strings.ContainsAny(value, "\r\n\x00") {
		m.Throwf(core.ErrVocabularyMisuse, "HTTP-HEADER: the value of %s holds a line break or NUL", name)
	}
	s := sessionOf(m)
	if len(s.headers) >= maxHeaders {
		m.Throwf(core.ErrVocabularyMisuse, "HTTP-HEADER: a request may have at most %d headers", maxHeaders)
	}
	s.headers = append(s.headers, [2]string{name, value})
}

// do sends a request with the pending headers and pushes resp ior.
func do(m *core.Machine, req request) {
	s := sessionOf(m)
	req.headers, s.headers = s.headers, nil
	if len(s.responses) >= maxResponses {
		m.Push(0)
		m.Push(s.fail(ErrHTTP, "%d responses are open, the most a session may have: HTTP-CLOSE some", maxResponses))
		return
	}
	resp, ior := s.send(m, req, m.Limits().Memory-s.held)
	if ior != 0 {
		m.Push(0)
		m.Push(ior)
		return
	}
	s.next++
	s.responses[s.next] = resp
	s.held += int64(len(resp.body))
	m.Push(s.next)
	m.Push(0)
}

// HTTP-GET
func getWord(m *core.Machine) {
	a, n := m.Pop2()
	do(m, request{method: "GET", url: m.String(a, n)})
}

// HTTP-POST
func postWord(m *core.Machine) {
	ba, bn := m.Pop2()
	ua, un := m.Pop2()
	body := append([]byte(nil), m.Bytes(ba, bn)...)
	m.Tick(bn/64 + 1)
	do(m, request{method: "POST", url: m.String(ua, un), body: body})
}

// HTTP-STATUS
func statusWord(m *core.Machine) {
	s := sessionOf(m)
	m.Push(int64(s.response(m, m.Pop()).status))
}

// pushText pushes an ALLOCATEd copy of text.
func pushText(m *core.Machine, text []byte) {
	m.Push(m.AllocateString(text))
	m.Push(int64(len(text)))
}

// HTTP-BODY
func bodyWord(m *core.Machine) {
	s := sessionOf(m)
	pushText(m, s.response(m, m.Pop()).body)
}

// HTTP-HEADERS
func headersWord(m *core.Machine) {
	s := sessionOf(m)
	r := s.response(m, m.Pop())
	names := make([]string, 0, len(r.headers))
	for name := range r.headers {
		names = append(names, name)
	}
	slices.Sort(names)
	var b strings.Builder
	for _, name := range names {
		for _, v := range r.headers[name] {
			b.WriteString(name + ": " + v + "\n")
		}
	}
	pushText(m, []byte(b.String()))
}

// HTTP-HEADER@
func headerFetchWord(m *core.Machine) {
	a, n := m.Pop2()
	s := sessionOf(m)
	r := s.response(m, m.Pop())
	values := r.headers.Values(m.String(a, n))
	if len(values) == 0 {
		m.Push(0)
		m.Push(0)
		m.Push(0)
		return
	}
	pushText(m, []byte(strings.Join(values, ", ")))
	m.Push(-1)
}

// HTTP-CLOSE
func closeWord(m *core.Machine) {
	s := sessionOf(m)
	h := m.Pop()
	r := s.response(m, h)
	s.held -= int64(len(r.body))
	delete(s.responses, h)
}

// HTTP-ERROR
func errorWord(m *core.Machine) { m.PushMessage(sessionOf(m).lastError) }
