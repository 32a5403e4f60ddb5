//go:build http

package http_test

import (
	"testing"

	"github.com/forthling/forthling/core/scripttest"
	"github.com/forthling/forthling/http"
)

func TestExamples(t *testing.T) { scripttest.Examples(t, http.Vocabulary) }
