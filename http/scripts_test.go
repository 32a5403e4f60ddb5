//go:build http

package http_test

import (
	"testing"

	"github.com/forthling/forthling/internal/scripttest"
)

// The script tests run without --allow-host: the network is closed. The
// requests themselves are tested in http_test.go against a local server.
func TestScripts(t *testing.T) { scripttest.RunFiles(t, "testdata/*.fth") }
