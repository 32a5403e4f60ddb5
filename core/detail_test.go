package core_test

import (
	"context"
	"strings"
	"testing"

	"github.com/forthling/forthling/core"
)

// An error's detail quotes what was wrong, which may be as long as the
// program's data; every answer carries it twice, so it is clipped.
func TestErrorDetailsAreClipped(t *testing.T) {
	name := strings.Repeat("x", 500_000)
	for _, code := range []string{"DATA INCLUDED", "DATA R/O OPEN-FILE THROW"} {
		s, err := newTestSession(core.Options{})
		if err != nil {
			t.Fatal(err)
		}
		defer s.Close()
		r := s.Eval(context.Background(), core.Request{Code: code, Data: &name})
		if r.Error == nil || r.Error.Code != core.ErrNoFile && r.Error.Code != core.ErrOpenFile {
			t.Fatalf("%s: %.200s", code, r.Text())
		}
		if d := r.Error.Detail; len(d) > core.MaxDetail+32 || !strings.HasSuffix(d, "more bytes)") {
			t.Errorf("%s: a detail of %d bytes: %.60s…%s", code, len(d), d, d[max(len(d)-40, 0):])
		}
	}
}
