//go:build !nosqlite

package sqlite_test

import (
	"testing"

	"github.com/forthling/forthling/internal/scripttest"
	"github.com/forthling/forthling/sqlite"
)

func TestExamples(t *testing.T) { scripttest.Examples(t, sqlite.Vocabulary) }
