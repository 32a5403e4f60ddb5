package main

import (
	"context"
	"log/slog"
	"net/http"
	"strconv"
	"time"

	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/collectors"
	"github.com/prometheus/client_golang/prometheus/promhttp"

	"github.com/forthling/forthling/cmd/internal/store"
)

// What an operator watches of an HTTP server: /healthz (it runs), /readyz
// (it takes calls: not while it drains at SIGTERM), /metrics (Prometheus),
// and one log line a call.

// metrics are the server's Prometheus metrics, in a registry of its own
// (not the process-wide default, so that two servers in one test process
// count apart).
type metrics struct {
	registry    *prometheus.Registry
	calls       *prometheus.CounterVec   // tool, outcome
	errorCodes  *prometheus.CounterVec   // code
	duration    *prometheus.HistogramVec // tool
	steps       prometheus.Histogram
	parks       prometheus.Counter
	imageWrites *prometheus.CounterVec // outcome
	imageReads  *prometheus.CounterVec // outcome
}

func newMetrics(ss *sessions) *metrics {
	m := &metrics{
		registry: prometheus.NewRegistry(),
		calls: prometheus.NewCounterVec(prometheus.CounterOpts{Name: "forthling_calls_total",
			Help: "Tool calls by tool and outcome (ok, error: the Forth code failed, refused: the call never ran)."}, []string{"tool", "outcome"}),
		errorCodes: prometheus.NewCounterVec(prometheus.CounterOpts{Name: "forthling_errors_total",
			Help: "Forth errors of forth_eval calls by THROW code."}, []string{"code"}),
		duration: prometheus.NewHistogramVec(prometheus.HistogramOpts{Name: "forthling_call_duration_seconds",
			Help: "Time a tool call took, its wait for the session's turn included.", Buckets: prometheus.ExponentialBuckets(0.0001, 4, 10)}, []string{"tool"}),
		steps: prometheus.NewHistogram(prometheus.HistogramOpts{Name: "forthling_call_steps",
			Help: "Steps a forth_eval call ran.", Buckets: prometheus.ExponentialBuckets(10, 10, 9)}),
		parks: prometheus.NewCounter(prometheus.CounterOpts{Name: "forthling_sessions_parked_total",
			Help: "Sessions written out and dropped from memory (idle, to make room, or at SIGTERM)."}),
		imageWrites: prometheus.NewCounterVec(prometheus.CounterOpts{Name: "forthling_image_writes_total",
			Help: "Session images written to the store, by outcome."}, []string{"outcome"}),
		imageReads: prometheus.NewCounterVec(prometheus.CounterOpts{Name: "forthling_image_reads_total",
			Help: "Session images read back from the store, by outcome (ok, gone: none kept, held: another server runs it, failed)."}, []string{"outcome"}),
	}
	m.registry.MustRegister(m.calls, m.errorCodes, m.duration, m.steps, m.parks, m.imageWrites, m.imageReads,
		prometheus.NewGaugeFunc(prometheus.GaugeOpts{Name: "forthling_sessions_live",
			Help: "Sessions held in memory."}, func() float64 { return float64(ss.count()) }),
		// the memory of the process: Go's heap and the resident set
		collectors.NewGoCollector(),
		collectors.NewProcessCollector(collectors.ProcessCollectorOpts{}),
	)
	if dir, ok := ss.images.store.(*store.Dir); ok {
		// with Redis the images are the servers' together: Redis counts
		// its keys (forthling:image:*)
		m.registry.MustRegister(prometheus.NewGaugeFunc(prometheus.GaugeOpts{Name: "forthling_session_images",
			Help: "Session images in --state-dir: the sessions parked there, and those read back from it since."},
			func() float64 { n, _ := dir.Images(); return float64(n) }))
	}
	return m
}

// operations are what an HTTP server tells its operator: nil metrics and
// log over stdio.
type operations struct {
	metrics *metrics
	log     *slog.Logger // a line a call
	logCode bool         // the line holds the code forth_eval ran (--log-code)
}

// callRecord is what a tool call tells the metrics and the log besides its
// tool and time: filled in as the call runs.
type callRecord struct {
	session string // the handle ("" for none)
	outcome string
	steps   int64
	code    string // the THROW code of a Forth error
	source  string // the code forth_eval ran
}

type callRecordKey struct{}

// recordOf is the record of the call of ctx, or one that goes nowhere.
func recordOf(ctx context.Context) *callRecord {
	if rec, ok := ctx.Value(callRecordKey{}).(*callRecord); ok {
		return rec
	}
	return &callRecord{}
}

// observe counts a call that took took, and logs it: its session hashed,
// never its code unless logCode.
func (ops operations) observe(tool string, took time.Duration, rec *callRecord) {
	if ops.log == nil {
		return
	}
	if m := ops.metrics; m != nil {
		m.calls.WithLabelValues(tool, rec.outcome).Inc()
		m.duration.WithLabelValues(tool).Observe(took.Seconds())
		if tool == "forth_eval" && rec.outcome != "refused" {
			m.steps.Observe(float64(rec.steps))
		}
		if rec.code != "" {
			m.errorCodes.WithLabelValues(rec.code).Inc()
		}
	}
	attrs := []any{"tool", tool, "duration", took, "outcome", rec.outcome}
	if rec.session != "" {
		attrs = append(attrs, "session", hashHandle(rec.session))
	}
	if rec.outcome != "refused" && tool == "forth_eval" {
		attrs = append(attrs, "steps", rec.steps)
	}
	if rec.code != "" {
		attrs = append(attrs, "code", rec.code)
	}
	if ops.logCode && rec.source != "" {
		attrs = append(attrs, "source", rec.source)
	}
	ops.log.Info("call", attrs...)
}

// imageWritten and imageRead count the store's traffic.
func (m *metrics) imageWritten(err error) {
	if m != nil {
		m.imageWrites.WithLabelValues(outcomeOf(err)).Inc()
	}
}

func (m *metrics) imageRead(outcome string) {
	if m != nil {
		m.imageReads.WithLabelValues(outcome).Inc()
	}
}

func (m *metrics) parked() {
	if m != nil {
		m.parks.Inc()
	}
}

func outcomeOf(err error) string {
	if err != nil {
		return "failed"
	}
	return "ok"
}

// codeText is a THROW code as a label.
func codeText(code int) string { return strconv.Itoa(code) }

// operatorRoutes serves /healthz, /readyz and /metrics on mux; ready says
// whether the server takes calls.
func operatorRoutes(mux *http.ServeMux, m *metrics, ready func() bool) {
	mux.HandleFunc("/healthz", func(w http.ResponseWriter, r *http.Request) {
		w.Write([]byte("ok\n"))
	})
	mux.HandleFunc("/readyz", func(w http.ResponseWriter, r *http.Request) {
		if !ready() {
			http.Error(w, "not ready: the server is stopping", http.StatusServiceUnavailable)
			return
		}
		w.Write([]byte("ready\n"))
	})
	mux.Handle("/metrics", promhttp.HandlerFor(m.registry, promhttp.HandlerOpts{}))
}
