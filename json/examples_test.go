package json_test

import (
	"testing"

	"github.com/forthling/forthling/internal/scripttest"
	"github.com/forthling/forthling/json"
)

func TestExamples(t *testing.T) { scripttest.Examples(t, json.Vocabulary) }

func TestScripts(t *testing.T) { scripttest.RunFiles(t, "testdata/*.fth") }
