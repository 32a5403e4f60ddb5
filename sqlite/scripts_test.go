//go:build !nosqlite

package sqlite_test

import (
	"testing"

	"github.com/forthling/forthling/internal/scripttest"
)

func TestScripts(t *testing.T) { scripttest.RunFiles(t, "testdata/*.fth") }
