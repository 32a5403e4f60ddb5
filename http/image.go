package http

import (
	"encoding/json"
	"fmt"

	"github.com/forthling/forthling/core"
)

// An image of a session holds no open response: a session with one open
// cannot be written, and the error says to close it. The headers of the
// next request, the next handle and HTTP-ERROR's message are written.
type sessionImage struct {
	Headers   [][2]string
	Next      int64
	LastError string
}

func saveState(m *core.Machine) ([]byte, error) {
	s := sessionOf(m)
	if n := len(s.responses); n > 0 {
		return nil, fmt.Errorf("%d HTTP responses are open, and a session image cannot hold one: HTTP-CLOSE them before the session is written", n)
	}
	if len(s.headers) == 0 && s.next == 0 && s.lastError == "" {
		return nil, nil
	}
	return json.Marshal(sessionImage{s.headers, s.next, s.lastError})
}

func loadState(m *core.Machine, state []byte) error {
	var img sessionImage
	if err := json.Unmarshal(state, &img); err != nil {
		return err
	}
	if len(img.Headers) > maxHeaders || img.Next < 0 {
		return fmt.Errorf("%d headers, handle %d", len(img.Headers), img.Next)
	}
	s := sessionOf(m)
	s.headers, s.next, s.lastError = img.Headers, img.Next, img.LastError
	return nil
}
