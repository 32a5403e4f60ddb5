//go:build !noregex

package regex_test

import (
	"testing"

	"github.com/forthling/forthling/internal/scripttest"
	"github.com/forthling/forthling/regex"
)

func TestExamples(t *testing.T) { scripttest.Examples(t, regex.Vocabulary) }

func TestScripts(t *testing.T) { scripttest.RunFiles(t, "testdata/*.fth") }
