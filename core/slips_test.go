package core_test

import (
	"context"
	"testing"

	"github.com/forthling/forthling/buildtags"
	"github.com/forthling/forthling/core"
)

// Every slip of the table, made in a fresh session, gets its hint.
func TestEverySlipGetsItsHint(t *testing.T) {
	for _, s := range core.Slips() {
		t.Run(s.Name, func(t *testing.T) {
			sess, err := buildtags.NewSession(core.Options{})
			if err != nil {
				t.Fatal(err)
			}
			defer sess.Close()
			r := sess.Eval(context.Background(), core.Request{Code: s.Example})
			if r.Error == nil {
				t.Fatalf("no error: %q", r.Text())
			}
			if r.Error.Hint != s.Hint {
				t.Errorf("hint %q\nwant %q\n%s", r.Error.Hint, s.Hint, r.Text())
			}
		})
	}
}
