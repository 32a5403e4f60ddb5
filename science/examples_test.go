//go:build !noscience

package science_test

import (
	"testing"

	"github.com/forthling/forthling/internal/scripttest"
	"github.com/forthling/forthling/science"
)

func TestExamples(t *testing.T) { scripttest.Examples(t, science.Vocabulary) }
