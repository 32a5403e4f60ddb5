package core

import "time"

// Progress is how far a running call has come: the steps it took, and what
// the program said of itself with PROGRESS when it did.
type Progress struct {
	Steps int64
	// Own: the program reported its progress; Done of Total (0: unknown),
	// with Message.
	Own     bool
	Done    int64
	Total   int64
	Message string
}

// ProgressInterval is how often a call reports its progress when its
// request asks for reports and gives no interval of its own.
const ProgressInterval = time.Second

// progressReporter hands a call's progress to its request's Progress, at
// checkpoints and at PROGRESS, at most once an interval.
type progressReporter struct {
	report func(Progress)
	every  time.Duration
	next   time.Time
	own    Progress
}

func newProgressReporter(report func(Progress), every time.Duration) *progressReporter {
	if every <= 0 {
		every = ProgressInterval
	}
	return &progressReporter{report: report, every: every, next: time.Now().Add(every)}
}

// tick reports when the interval has passed.
func (p *progressReporter) tick(m *Machine) {
	now := time.Now()
	if now.Before(p.next) {
		return
	}
	p.next = now.Add(p.every)
	pr := p.own
	pr.Steps = m.Steps
	p.report(pr)
}

// ReportProgress is PROGRESS: the program has done done of total (0:
// unknown). The next report carries it; without a request for reports it
// does nothing.
func (m *Machine) ReportProgress(done, total int64, message string) {
	p := m.clock.progress
	if p == nil {
		return
	}
	p.own = Progress{Own: true, Done: done, Total: total, Message: message}
	p.tick(m)
}
