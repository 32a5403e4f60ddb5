package core_test

import (
	"context"
	"slices"
	"testing"
	"time"

	"github.com/forthling/forthling/core"
)

// A call of a colon definition counts no step, yet work made of calls
// alone still meets the clock: these programs run at most a few hundred
// steps before their time runs out.
func TestCallsAloneMeetTheTimeLimit(t *testing.T) {
	const limit = 200 * time.Millisecond
	tens := ": a ; : b a a a a a a a a a a ; : c b b b b b b b b b b ; : d c c c c c c c c c c ; : e d d d d d d d d d d ; " +
		": f e e e e e e e e e e ; : g f f f f f f f f f f ; : h g g g g g g g g g g ; : i h h h h h h h h h h ; " +
		": j i i i i i i i i i i ; : k j j j j j j j j j j ; k"
	for _, code := range []string{
		tens, // 10^10 calls of an empty word
		": r RECURSE ; : spin BEGIN ['] r CATCH DROP AGAIN ; spin", // recursion that fails, over and over
	} {
		l := core.DefaultLimits
		l.Time, l.Steps = limit, core.Ceilings.Steps
		s, err := newTestSession(core.Options{Limits: l})
		if err != nil {
			t.Fatal(err)
		}
		// a loaded machine may stall the call now and then, past its
		// deadline; a deadline that is checked late is late every time
		var times []time.Duration
		for len(times) < 3 {
			start := time.Now()
			r := s.Eval(context.Background(), core.Request{Code: code})
			took := time.Since(start)
			if r.Error == nil || r.Error.Code != core.ErrLimit || r.Error.Detail != "time" {
				t.Errorf("%.40s…: want limit exceeded: time, got\n%s", code, r.Text())
			}
			times = append(times, took)
			if took <= limit+100*time.Millisecond {
				break
			}
		}
		if len(times) == 3 && slices.Min(times) > limit+100*time.Millisecond {
			t.Errorf("%.40s…: took %v, over its time limit %v", code, times, limit)
		}
		s.Close()
	}
}
