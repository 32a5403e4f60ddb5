package core_test

import (
	"context"
	"testing"
	"time"

	"github.com/forthling/forthling/buildtags"
	"github.com/forthling/forthling/core"
)

// TestProgress: a call that asks for its progress gets it at each interval,
// the steps and then what the program said of itself; one that does not
// ask gets nothing, PROGRESS included.
func TestProgress(t *testing.T) {
	s, err := buildtags.NewSession(core.Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	var reports []core.Progress
	r := s.Eval(context.Background(), core.Request{
		Code:          `: SPIN ( n -- ) 0 ?DO LOOP ;  200 MS  5 10 S" half" PROGRESS-MESSAGE 200 MS`,
		Progress:      func(p core.Progress) { reports = append(reports, p) },
		ProgressEvery: 20 * time.Millisecond,
	})
	if r.Error != nil {
		t.Fatal(r.Text())
	}
	// MS looks at the clock each tenth of a second
	if len(reports) < 3 {
		t.Fatalf("%d reports in 400ms of MS", len(reports))
	}
	first, last := reports[0], reports[len(reports)-1]
	if first.Own || first.Steps == 0 {
		t.Errorf("the first report is %+v, want the steps alone", first)
	}
	if !last.Own || last.Done != 5 || last.Total != 10 || last.Message != "half" || last.Steps <= first.Steps {
		t.Errorf("the last report is %+v, want 5 of 10, half, and more steps", last)
	}
	before := len(reports)
	r = s.Eval(context.Background(), core.Request{Code: `1 2 PROGRESS 150 MS 2 2 PROGRESS`})
	if r.Error != nil {
		t.Fatal(r.Text())
	}
	if len(reports) != before {
		t.Errorf("a call that asks for no progress reported %+v", reports[before:])
	}
	if r = s.Eval(context.Background(), core.Request{Code: `3 2 PROGRESS`}); r.Error == nil || r.Error.Code != core.ErrOutOfRange {
		t.Errorf("3 of 2 gives %s", r.Text())
	}
}
