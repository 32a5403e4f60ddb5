package sqlite

import (
	"encoding/json"
	"fmt"

	"github.com/forthling/forthling/core"
)

// An image of a session holds no SQLite database: a session with a
// database open cannot be written, and the error says to close it. What
// is written is what makes the next handles and DB-ERROR the same.
type sessionImage struct {
	Next      int64
	LastError string
}

func saveState(m *core.Machine) ([]byte, error) {
	s := sessionOf(m)
	if n := len(s.dbs); n > 0 {
		return nil, fmt.Errorf("%d SQLite databases are open, and a session image cannot hold a database: DB-CLOSE them before the session is written", n)
	}
	if s.next == 0 && s.lastError == "" {
		return nil, nil
	}
	return json.Marshal(sessionImage{s.next, s.lastError})
}

func loadState(m *core.Machine, state []byte) error {
	var img sessionImage
	if err := json.Unmarshal(state, &img); err != nil {
		return err
	}
	if img.Next < 0 {
		return fmt.Errorf("handle %d", img.Next)
	}
	s := sessionOf(m)
	s.next, s.lastError = img.Next, img.LastError
	return nil
}
