//go:build !nocsv

package csv_test

import (
	"testing"

	_ "github.com/forthling/forthling/buildtags"
	"github.com/forthling/forthling/csv"
	"github.com/forthling/forthling/internal/scripttest"
)

func TestExamples(t *testing.T) { scripttest.Examples(t, csv.Vocabulary) }

func TestScripts(t *testing.T) { scripttest.RunFiles(t, "testdata/*.fth") }
