//go:build !noscience

package science_test

import (
	"testing"

	_ "github.com/forthling/forthling/buildtags"
	"github.com/forthling/forthling/core/scripttest"
)

func TestScripts(t *testing.T) { scripttest.RunFiles(t, "testdata/*.fth") }
