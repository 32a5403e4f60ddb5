//go:build !noregex

package regex_test

import (
	"context"
	"testing"
	"time"

	"github.com/forthling/forthling/buildtags"
	"github.com/forthling/forthling/core"
)

// A backtracking search that would run for ages ends with the call's time
// limit, within a few milliseconds of it, although regexp2's own timeout
// clock ticks only every 100ms.
func TestBacktrackingEndsAtTheTimeLimit(t *testing.T) {
	l := core.DefaultLimits
	l.Time = 150 * time.Millisecond
	s, err := buildtags.NewSession(core.Options{Limits: l})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	code := `ALSO REGEX S" aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaab" S" ^(?=a)(a+)+$" RE-MATCH?`
	start := time.Now()
	r := s.Eval(context.Background(), core.Request{Code: code})
	took := time.Since(start)
	if r.Error == nil || r.Error.Code != core.ErrLimit {
		t.Fatalf("want the time limit (-258):\n%s", r.Text())
	}
	if late := took - l.Time; late > 60*time.Millisecond {
		t.Errorf("the call ended %v after its time limit of %v", late, l.Time)
	}
}
