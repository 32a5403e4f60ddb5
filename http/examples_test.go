//go:build http

package http_test

import (
	"testing"

	"github.com/forthling/forthling/http"
	"github.com/forthling/forthling/internal/scripttest"
)

func TestExamples(t *testing.T) { scripttest.Examples(t, http.Vocabulary) }
