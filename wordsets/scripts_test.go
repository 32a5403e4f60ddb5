package wordsets_test

import (
	"testing"

	"github.com/forthling/forthling/internal/scripttest"
)

func TestScripts(t *testing.T) { scripttest.RunFiles(t, "testdata/*.fth") }

func TestGforth(t *testing.T) { scripttest.Gforth(t, "testdata/*.fth") }
