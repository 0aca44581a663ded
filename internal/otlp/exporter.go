// Package otlp pushes a script's maps and printf output to an OpenTelemetry
// collector over OTLP/HTTP, in protobuf (--otlp): the maps as the metrics
// model has them (internal/metrics), read at each push, every interval;
// each printf line as a log record, queued without blocking and sent in
// batches.
//
// A push that fails is counted and tried again after a delay that doubles
// from half a second up to a minute (with jitter), and never stops the
// script: a failed metrics push is retried with a fresh snapshot (the
// values are cumulative), a failed batch of log records is kept and sent
// again (unless the collector refused it for good, with a 4xx other than
// 429), while new lines wait in a bounded queue; lines past it are dropped
// and counted. The first failure is reported once on stderr.
//
// The protobuf is the collector's own pdata: a pmetric.Metrics or plog.Logs
// is the OTLP export request, and its ProtoMarshaler writes the request's
// bytes (pmetricotlp and plogotlp would add the gRPC service to the binary
// for nothing). It imports metrics.
package otlp

import (
	"bytes"
	"compress/gzip"
	"context"
	"errors"
	"fmt"
	"io"
	"maps"
	"math/rand/v2"
	"net/http"
	"net/url"
	"os"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"go.opentelemetry.io/collector/pdata/plog"
	"go.opentelemetry.io/collector/pdata/pmetric"

	"sonde/internal/metrics"
)

// DefaultInterval is --otlp-interval's default.
const DefaultInterval = 10 * time.Second

const (
	// QueueSize is how many printf lines wait to be sent at most; the
	// lines past it are dropped and counted.
	QueueSize = 8192
	// batchSize is how many log records one request carries at most.
	batchSize = 1024
	// minDelay and maxDelay bound the backoff after failed pushes.
	minDelay, maxDelay = 500 * time.Millisecond, time.Minute
	// requestTimeout bounds one request.
	requestTimeout = 10 * time.Second
	// DefaultGrace bounds what Final and Close still send.
	DefaultGrace = time.Second
)

// Config says where and how often an Exporter pushes.
type Config struct {
	URL      string            // the collector's OTLP/HTTP base URL: /v1/metrics and /v1/logs are added
	Interval time.Duration     // between metrics pushes (DefaultInterval if 0)
	Resource map[string]string // resource attributes (Resource())
	Version  string            // sonde's, as the scope's version
	Warn     io.Writer         // the one warning when a push first fails (nil: none)
	Grace    time.Duration     // how long Final and Close each wait for the collector (DefaultGrace if 0)
	// Headers go with every request (an authorization header); Start
	// adds those of OTEL_EXPORTER_OTLP_HEADERS.
	Headers map[string]string
}

// ParseURL checks an --otlp URL: http or https, with a host. A trailing
// / is dropped.
func ParseURL(s string) (string, error) {
	u, err := url.Parse(s)
	if err != nil || u.Scheme != "http" && u.Scheme != "https" || u.Host == "" {
		return "", fmt.Errorf("%q is not an http:// or https:// URL with a host", s)
	}
	if u.RawQuery != "" || u.Fragment != "" {
		return "", fmt.Errorf("%q: a query or fragment has no place in an OTLP endpoint", s)
	}
	return strings.TrimSuffix(s, "/"), nil
}

// EnvHeaders parses OTEL_EXPORTER_OTLP_HEADERS as OpenTelemetry's SDKs
// do: comma-separated key=value pairs, each URL-encoded ("Authorization=
// Basic%20dXNlcjpwYXNz"). Pairs that do not parse are left out.
func EnvHeaders(s string) map[string]string {
	var h map[string]string
	for _, kv := range strings.Split(s, ",") {
		k, v, ok := strings.Cut(kv, "=")
		k = strings.TrimSpace(k)
		if !ok || k == "" {
			continue
		}
		ku, err1 := url.PathUnescape(k)
		vu, err2 := url.PathUnescape(strings.TrimSpace(v))
		if err1 != nil || err2 != nil {
			continue
		}
		if h == nil {
			h = map[string]string{}
		}
		h[ku] = vu
	}
	return h
}

// Exporter pushes metrics and log records until Close.
type Exporter struct {
	cfg    Config
	read   func() (metrics.Snapshot, error)
	start  time.Time
	client *http.Client

	lines       chan Line
	failures    atomic.Uint64 // pushes that failed
	linesDrop   atomic.Uint64 // printf lines dropped: the queue was full, or the collector refused them
	warned      sync.Once
	stop        chan struct{}
	wg          sync.WaitGroup
	closeOnce   sync.Once
	rng         *rand.Rand
	rngMu       sync.Mutex
	stopContext context.Context
	cancel      context.CancelFunc
}

// Start starts pushing read's snapshots every cfg.Interval (the first an
// interval from now), and the lines Log is given. read is called from the
// Exporter's goroutine; an error from it skips that push.
func Start(cfg Config, read func() (metrics.Snapshot, error)) *Exporter {
	if cfg.Interval <= 0 {
		cfg.Interval = DefaultInterval
	}
	if cfg.Grace <= 0 {
		cfg.Grace = DefaultGrace
	}
	cfg.Headers = maps.Clone(cfg.Headers)
	for k, v := range EnvHeaders(os.Getenv("OTEL_EXPORTER_OTLP_HEADERS")) {
		if cfg.Headers == nil {
			cfg.Headers = map[string]string{}
		}
		cfg.Headers[k] = v
	}
	e := &Exporter{
		cfg: cfg, read: read, start: time.Now(),
		client: &http.Client{Timeout: requestTimeout},
		lines:  make(chan Line, QueueSize),
		stop:   make(chan struct{}),
		rng:    rand.New(rand.NewPCG(uint64(time.Now().UnixNano()), 0)),
	}
	e.stopContext, e.cancel = context.WithCancel(context.Background())
	e.wg.Add(2)
	go e.pushMetrics()
	go e.pushLogs()
	return e
}

// Log queues the text of one printf (a line each, the newline left out)
// without blocking: the lines a full queue has no room for are counted.
// It does not keep text.
func (e *Exporter) Log(text []byte) { e.log("", text) }

// Logger returns a Log whose lines carry the attribute script=NAME: the
// agent's, whose scripts share one Exporter.
func (e *Exporter) Logger(script string) func(text []byte) {
	return func(text []byte) { e.log(script, text) }
}

func (e *Exporter) log(script string, text []byte) {
	now := time.Now()
	for len(text) > 0 {
		line := text
		if i := bytes.IndexByte(text, '\n'); i >= 0 {
			line, text = text[:i], text[i+1:]
		} else {
			text = nil
		}
		select {
		case e.lines <- Line{Time: now, Text: string(line), Script: script}:
		default:
			e.linesDrop.Add(1)
		}
	}
}

// Close stops pushing: the lines still queued are sent once more, within
// the grace time (a second).
func (e *Exporter) Close() {
	e.closeOnce.Do(func() {
		close(e.stop)
		t := time.AfterFunc(e.cfg.Grace, e.cancel)
		e.wg.Wait()
		t.Stop()
		e.cancel()
	})
}

// Failures is how many pushes failed.
func (e *Exporter) Failures() uint64 { return e.failures.Load() }

// LinesDropped is how many printf lines were not sent.
func (e *Exporter) LinesDropped() uint64 { return e.linesDrop.Load() }

// Families are the Exporter's own counters, for --metrics and its pushes:
// sonde_otlp_failures, sonde_otlp_log_records_dropped.
func (e *Exporter) Families() []metrics.Family {
	c := func(name, help string, v uint64) metrics.Family {
		return metrics.Family{Name: name, Help: help, Type: metrics.Counter, Series: []metrics.Series{{Value: float64(v)}}}
	}
	return []metrics.Family{
		c("sonde_otlp_failures", "pushes to the --otlp collector that failed", e.Failures()),
		c("sonde_otlp_log_records_dropped", "printf lines not sent to the --otlp collector: the queue was full, or the collector refused them", e.LinesDropped()),
	}
}

// pushMetrics pushes a snapshot every interval, and after a failure
// again after the backoff's delay.
func (e *Exporter) pushMetrics() {
	defer e.wg.Done()
	var delay time.Duration
	t := time.NewTimer(e.cfg.Interval)
	defer t.Stop()
	for {
		select {
		case <-e.stop:
			return
		case <-t.C:
		}
		s, err := e.read()
		if err != nil {
			t.Reset(e.cfg.Interval)
			continue
		}
		if err := e.pushSnapshot(e.stopContext, s); err != nil {
			e.failed(err)
			delay = e.backoff(delay)
			t.Reset(delay)
			continue
		}
		delay = 0
		t.Reset(e.cfg.Interval)
	}
}

// pushSnapshot sends s, and the Exporter's own counters, once.
func (e *Exporter) pushSnapshot(ctx context.Context, s metrics.Snapshot) error {
	s.Families = append(s.Families, e.Families()...)
	body, err := (&pmetric.ProtoMarshaler{}).MarshalMetrics(Metrics(s, e.cfg.Resource, e.cfg.Version, e.start, time.Now()))
	if err == nil {
		err = e.post(ctx, "/v1/metrics", body)
	}
	return err
}

// Final pushes s, the maps as the script ended, once more (within the
// time Close has): a short run is pushed even if it ends before the
// first interval.
func (e *Exporter) Final(s metrics.Snapshot) {
	ctx, cancel := context.WithTimeout(e.stopContext, e.cfg.Grace)
	defer cancel()
	if err := e.pushSnapshot(ctx, s); err != nil {
		e.failed(err)
	}
}

// pushLogs sends the queued lines in batches: when a batch is full, and
// every second (or interval, if shorter) otherwise.
func (e *Exporter) pushLogs() {
	defer e.wg.Done()
	every := min(e.cfg.Interval, time.Second)
	tick := time.NewTicker(every)
	defer tick.Stop()
	batch := make([]Line, 0, batchSize)
	var delay time.Duration
	var retryAt time.Time
	send := func(ctx context.Context) {
		if len(batch) == 0 || time.Now().Before(retryAt) {
			return
		}
		err := e.sendLogs(ctx, batch)
		var perm permanent
		switch {
		case err == nil:
		case errors.As(err, &perm):
			e.failed(err)
			e.linesDrop.Add(uint64(len(batch)))
		default:
			e.failed(err)
			delay = e.backoff(delay)
			retryAt = time.Now().Add(delay)
			return
		}
		batch, delay, retryAt = batch[:0], 0, time.Time{}
	}
	drain := func() {
		for len(batch) < batchSize {
			select {
			case l := <-e.lines:
				batch = append(batch, l)
			default:
				return
			}
		}
	}
	for {
		in := e.lines
		if len(batch) == batchSize {
			in = nil // the queue holds the rest
		}
		select {
		case <-e.stop:
			// Once more, what is queued, unless the collector is
			// failing; whatever is left is dropped.
			retryAt = time.Time{}
			for {
				drain()
				if len(batch) == 0 {
					return
				}
				n := e.failures.Load()
				if send(e.stopContext); e.failures.Load() != n {
					break
				}
			}
			e.linesDrop.Add(uint64(len(batch) + len(e.lines)))
			return
		case l := <-in:
			batch = append(batch, l)
			if len(batch) == batchSize {
				send(e.stopContext)
			}
		case <-tick.C:
			send(e.stopContext)
		}
	}
}

func (e *Exporter) sendLogs(ctx context.Context, batch []Line) error {
	body, err := (&plog.ProtoMarshaler{}).MarshalLogs(Logs(batch, e.cfg.Resource, e.cfg.Version, time.Now()))
	if err != nil {
		return err
	}
	return e.post(ctx, "/v1/logs", body)
}

// backoff is the delay after one more failure: double the last (at least
// minDelay, at most maxDelay), less up to a fifth at random so that a
// fleet's agents do not retry in step.
func (e *Exporter) backoff(last time.Duration) time.Duration {
	d := min(max(2*last, minDelay), maxDelay)
	e.rngMu.Lock()
	j := time.Duration(e.rng.Int64N(int64(d / 5)))
	e.rngMu.Unlock()
	return d - j
}

// failed counts a failed push, and reports the first one.
func (e *Exporter) failed(err error) {
	e.failures.Add(1)
	e.warned.Do(func() {
		if e.cfg.Warn != nil {
			fmt.Fprintf(e.cfg.Warn, "sonde: warning: --otlp: %v; retrying with backoff, failures are counted (sonde_otlp_failures_total)\n", err)
		}
	})
}

// permanent is a request the collector refused for good: sending it again
// would not help.
type permanent struct{ error }

// post sends one gzipped protobuf request.
func (e *Exporter) post(ctx context.Context, path string, body []byte) error {
	var z bytes.Buffer
	zw, _ := gzip.NewWriterLevel(&z, gzip.BestSpeed)
	zw.Write(body)
	zw.Close()
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, e.cfg.URL+path, &z)
	if err != nil {
		return err
	}
	req.Header.Set("Content-Type", "application/x-protobuf")
	req.Header.Set("Content-Encoding", "gzip")
	for k, v := range e.cfg.Headers {
		req.Header.Set(k, v)
	}
	resp, err := e.client.Do(req)
	if err != nil {
		return fmt.Errorf("push to %s: %w", e.cfg.URL+path, unwrapURL(err))
	}
	io.Copy(io.Discard, io.LimitReader(resp.Body, 64<<10))
	resp.Body.Close()
	if resp.StatusCode/100 == 2 {
		return nil
	}
	err = fmt.Errorf("push to %s: %s", e.cfg.URL+path, resp.Status)
	if resp.StatusCode/100 == 4 && resp.StatusCode != http.StatusTooManyRequests {
		return permanent{err}
	}
	return err
}

// unwrapURL drops net/http's repetition of the method and URL.
func unwrapURL(err error) error {
	var ue *url.Error
	if errors.As(err, &ue) {
		return ue.Err
	}
	return err
}
