//go:build !nosqlite

package sqlite

// OpenConnections counts the SQLite connections the sessions of the
// process hold, for the test that sessions close theirs.
func OpenConnections() int {
	callbacks.Lock()
	defer callbacks.Unlock()
	return len(callbacks.conns)
}
