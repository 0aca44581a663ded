package otlp

import (
	"bytes"
	"compress/gzip"
	"fmt"
	"io"
	"math"
	"net/http"
	"net/http/httptest"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"go.opentelemetry.io/collector/pdata/plog/plogotlp"
	"go.opentelemetry.io/collector/pdata/pmetric"
	"go.opentelemetry.io/collector/pdata/pmetric/pmetricotlp"

	"sonde/internal/metrics"
)

func snapshot() metrics.Snapshot {
	return metrics.Snapshot{Dropped: 3, Families: []metrics.Family{
		{Name: "sonde_calls", Type: metrics.Counter, Series: []metrics.Series{{Labels: []metrics.Label{{Name: "key", Value: "bash"}}, Value: 42}}},
		{Name: "sonde_avg", Type: metrics.Gauge, Series: []metrics.Series{{Value: 2.5}}},
		{Name: "sonde_lat", Type: metrics.Histogram, Series: []metrics.Series{{
			Buckets: []metrics.Bucket{{Le: 0, Count: 1}, {Le: 1, Count: 3}, {Le: 3, Count: 7}, {Le: math.Inf(1), Count: 7}},
			Sum:     12, Count: 7,
		}}},
		{Name: "sonde_st", Type: metrics.Summary, Series: []metrics.Series{{Sum: 30, Count: 4}}},
	}}
}

func TestMetrics(t *testing.T) {
	start := time.Unix(100, 0)
	md := Metrics(snapshot(), map[string]string{"service.name": "sonde", "script": "x"}, "v1", start, start.Add(time.Second))
	rm := md.ResourceMetrics().At(0)
	if v, _ := rm.Resource().Attributes().Get("script"); v.Str() != "x" {
		t.Errorf("resource %v", rm.Resource().Attributes().AsRaw())
	}
	ms := rm.ScopeMetrics().At(0).Metrics()
	byName := map[string]pmetric.Metric{}
	for i := 0; i < ms.Len(); i++ {
		byName[ms.At(i).Name()] = ms.At(i)
	}
	c := byName["sonde_calls"]
	if c.Type() != pmetric.MetricTypeSum || !c.Sum().IsMonotonic() || c.Sum().AggregationTemporality() != pmetric.AggregationTemporalityCumulative {
		t.Fatalf("sonde_calls: %v", c.Type())
	}
	dp := c.Sum().DataPoints().At(0)
	if dp.DoubleValue() != 42 || !dp.StartTimestamp().AsTime().Equal(start) {
		t.Errorf("sonde_calls point %v from %v", dp.DoubleValue(), dp.StartTimestamp())
	}
	if k, _ := dp.Attributes().Get("key"); k.Str() != "bash" {
		t.Errorf("sonde_calls labels %v", dp.Attributes().AsRaw())
	}
	if g := byName["sonde_avg"]; g.Type() != pmetric.MetricTypeGauge || g.Gauge().DataPoints().At(0).DoubleValue() != 2.5 {
		t.Errorf("sonde_avg %v", g.Type())
	}
	h := byName["sonde_lat"]
	if h.Type() != pmetric.MetricTypeHistogram {
		t.Fatalf("sonde_lat: %v", h.Type())
	}
	hp := h.Histogram().DataPoints().At(0)
	if b := hp.ExplicitBounds().AsRaw(); !slices.Equal(b, []float64{0, 1, 3}) {
		t.Errorf("bounds %v", b)
	}
	if b := hp.BucketCounts().AsRaw(); !slices.Equal(b, []uint64{1, 2, 4, 0}) {
		t.Errorf("bucket counts %v", b)
	}
	if hp.Count() != 7 || hp.Sum() != 12 {
		t.Errorf("count %d sum %v", hp.Count(), hp.Sum())
	}
	if s := byName["sonde_st"]; s.Type() != pmetric.MetricTypeSummary || s.Summary().DataPoints().At(0).Count() != 4 {
		t.Errorf("sonde_st %v", s.Type())
	}
	if d := byName["sonde_series_dropped"]; d.Type() != pmetric.MetricTypeSum || d.Sum().DataPoints().At(0).DoubleValue() != 3 {
		t.Errorf("sonde_series_dropped %v", d.Type())
	}
}

func TestContainerID(t *testing.T) {
	id := strings.Repeat("0123456789abcdef", 4)
	for _, c := range []struct{ cgroup, want string }{
		{"0::/system.slice/docker-" + id + ".scope\n", id},
		{"0::/kubepods.slice/kubepods-besteffort.slice/kubepods-besteffort-pod1234.slice/cri-containerd-" + id + ".scope\n", id},
		{"0::/kubepods/besteffort/pod0c3b1e84-0f2a-4e1d-9a6c-2d5d3b0f6c1a/" + id + "\n", id},
		{"12:pids:/docker/" + id + "\n0::/\n", id},
		{"0::/user.slice/user-0.slice/session-1.scope\n", ""},
		{"", ""},
	} {
		if got := ContainerID(c.cgroup); got != c.want {
			t.Errorf("ContainerID(%q) = %q, want %q", c.cgroup, got, c.want)
		}
	}
}

func TestResource(t *testing.T) {
	env := map[string]string{"NODE_NAME": "n1", "POD_NAME": "sonde-abc", "POD_NAMESPACE": "tracing"}
	r := Resource("opensnoop", func(k string) string { return env[k] }, "0::/system.slice/crio-"+strings.Repeat("a", 64)+".scope")
	want := map[string]string{"service.name": "sonde", "k8s.node.name": "n1", "k8s.pod.name": "sonde-abc",
		"k8s.namespace.name": "tracing", "container.id": strings.Repeat("a", 64), "script": "opensnoop"}
	for k, v := range want {
		if r[k] != v {
			t.Errorf("%s = %q, want %q", k, r[k], v)
		}
	}
	if r["host.name"] == "" {
		t.Error("no host.name")
	}
	if r := Resource("", func(string) string { return "" }, ""); len(r) != 2 {
		t.Errorf("outside Kubernetes and containers: %v", r)
	}
}

func TestParseURL(t *testing.T) {
	for in, want := range map[string]string{"http://127.0.0.1:4318": "http://127.0.0.1:4318", "https://otel:4318/": "https://otel:4318", "http://c/otlp": "http://c/otlp"} {
		if got, err := ParseURL(in); err != nil || got != want {
			t.Errorf("ParseURL(%q) = %q, %v", in, got, err)
		}
	}
	for _, in := range []string{"127.0.0.1:4318", "ftp://x", "http://", "http://x/?a=b"} {
		if _, err := ParseURL(in); err == nil {
			t.Errorf("ParseURL(%q) took it", in)
		}
	}
}

// collector is an OTLP/HTTP endpoint decoding with pdata, as the
// collector's receiver does.
type collector struct {
	mu      sync.Mutex
	lines   []string
	metrics []pmetric.Metrics
	status  int           // answered (0: 200)
	auth    []string      // the Authorization header of each request
	hold    chan struct{} // requests wait for it to close, if set
}

func (c *collector) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if c.hold != nil {
		<-c.hold
	}
	var body io.Reader = r.Body
	if r.Header.Get("Content-Encoding") == "gzip" {
		z, err := gzip.NewReader(r.Body)
		if err != nil {
			http.Error(w, err.Error(), 400)
			return
		}
		body = z
	}
	b, err := io.ReadAll(body)
	if err != nil || r.Header.Get("Content-Type") != "application/x-protobuf" {
		http.Error(w, fmt.Sprint(err), 400)
		return
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	c.auth = append(c.auth, r.Header.Get("Authorization"))
	if c.status != 0 {
		w.WriteHeader(c.status)
		return
	}
	switch r.URL.Path {
	case "/otlp/v1/metrics":
		req := pmetricotlp.NewExportRequest()
		if err := req.UnmarshalProto(b); err != nil {
			http.Error(w, err.Error(), 400)
			return
		}
		c.metrics = append(c.metrics, req.Metrics())
	case "/otlp/v1/logs":
		req := plogotlp.NewExportRequest()
		if err := req.UnmarshalProto(b); err != nil {
			http.Error(w, err.Error(), 400)
			return
		}
		lrs := req.Logs().ResourceLogs().At(0).ScopeLogs().At(0).LogRecords()
		for i := 0; i < lrs.Len(); i++ {
			l := lrs.At(i).Body().Str()
			if s, ok := lrs.At(i).Attributes().Get("script"); ok {
				l += " (" + s.Str() + ")"
			}
			c.lines = append(c.lines, l)
		}
	default:
		http.NotFound(w, r)
	}
}

// wait polls cond under c's lock until it holds, for a generous while.
func (c *collector) wait(t *testing.T, what string, cond func() bool) {
	t.Helper()
	for end := time.Now().Add(30 * time.Second); ; time.Sleep(10 * time.Millisecond) {
		c.mu.Lock()
		ok := cond()
		c.mu.Unlock()
		if ok {
			return
		}
		if time.Now().After(end) {
			t.Fatalf("no %s", what)
		}
	}
}

func TestExporter(t *testing.T) {
	c := &collector{}
	srv := httptest.NewServer(c)
	defer srv.Close()
	t.Setenv("OTEL_EXPORTER_OTLP_HEADERS", "Authorization=Basic%20c29uZGU6eA==")
	var warn strings.Builder
	e := Start(Config{URL: srv.URL + "/otlp", Interval: 20 * time.Millisecond, Resource: map[string]string{"service.name": "sonde"}, Warn: &warn},
		func() (metrics.Snapshot, error) { return snapshot(), nil })
	e.Log([]byte("one\ntwo\n"))
	e.Logger("opensnoop")([]byte("three"))
	c.wait(t, "metrics", func() bool { return len(c.metrics) >= 2 })
	e.Close()
	if !slices.Equal(c.lines, []string{"one", "two", "three (opensnoop)"}) {
		t.Errorf("log records %q", c.lines)
	}
	for _, a := range c.auth {
		if a != "Basic c29uZGU6eA==" {
			t.Errorf("Authorization %q", a)
		}
	}
	if e.Failures() != 0 || warn.Len() != 0 {
		t.Errorf("%d failures: %s", e.Failures(), warn.String())
	}
}

// An endpoint that refuses everything: the pushes fail, are counted and
// reported once; Close returns.
func TestExporterUnreachable(t *testing.T) {
	srv := httptest.NewServer(http.NotFoundHandler())
	url := srv.URL
	srv.Close()
	var warn strings.Builder
	e := Start(Config{URL: url, Interval: 10 * time.Millisecond, Warn: &warn}, func() (metrics.Snapshot, error) { return snapshot(), nil })
	e.Log([]byte("lost\n"))
	for end := time.Now().Add(30 * time.Second); e.Failures() < 2; time.Sleep(10 * time.Millisecond) {
		if time.Now().After(end) {
			t.Fatal("no failures counted")
		}
	}
	e.Close()
	if n := strings.Count(warn.String(), "\n"); n != 1 || !strings.Contains(warn.String(), "connection refused") {
		t.Errorf("warnings: %q", warn.String())
	}
	if e.LinesDropped() != 1 {
		t.Errorf("%d lines dropped, want 1", e.LinesDropped())
	}
	fs := e.Families()
	if fs[0].Name != "sonde_otlp_failures" || fs[0].Series[0].Value < 2 {
		t.Errorf("families %+v", fs)
	}
}

// A collector that refuses a batch for good (400): it is dropped and
// counted, not sent again.
func TestExporterRefused(t *testing.T) {
	c := &collector{status: http.StatusBadRequest}
	srv := httptest.NewServer(c)
	defer srv.Close()
	e := Start(Config{URL: srv.URL + "/otlp", Interval: time.Hour}, func() (metrics.Snapshot, error) { return snapshot(), nil })
	e.Log([]byte("a\nb\n"))
	for end := time.Now().Add(30 * time.Second); e.LinesDropped() < 2; time.Sleep(10 * time.Millisecond) {
		if time.Now().After(end) {
			t.Fatal("refused lines not counted")
		}
	}
	e.Close()
	if e.Failures() != 1 || e.LinesDropped() != 2 {
		t.Errorf("%d failures, %d dropped", e.Failures(), e.LinesDropped())
	}
}

// While the collector is slow, the queue fills: the lines past it are
// dropped and counted, every other line arrives.
func TestExporterQueueFull(t *testing.T) {
	c := &collector{hold: make(chan struct{})}
	srv := httptest.NewServer(c)
	defer srv.Close()
	e := Start(Config{URL: srv.URL + "/otlp", Interval: time.Hour}, func() (metrics.Snapshot, error) { return snapshot(), nil })
	n := QueueSize + 2*batchSize + 100
	for i := range n {
		e.Log(fmt.Appendf(nil, "%d\n", i))
	}
	if e.LinesDropped() < 100 {
		t.Errorf("%d lines dropped of %d", e.LinesDropped(), n)
	}
	close(c.hold)
	e.Close()
	c.mu.Lock()
	defer c.mu.Unlock()
	if got := uint64(len(c.lines)) + e.LinesDropped(); got != uint64(n) {
		t.Errorf("%d lines received + %d dropped, want %d", len(c.lines), e.LinesDropped(), n)
	}
}

func TestEnvHeaders(t *testing.T) {
	h := EnvHeaders(" api-key = s%3Dcret ,Authorization=Basic%20eA==,broken,=x")
	if len(h) != 2 || h["api-key"] != "s=cret" || h["Authorization"] != "Basic eA==" {
		t.Errorf("%q", h)
	}
	if EnvHeaders("") != nil {
		t.Error("headers from nothing")
	}
}

// BenchmarkEncode10k is what a push of 10k series costs sonde: the
// snapshot as OTLP, its protobuf, gzipped.
func BenchmarkEncode10k(b *testing.B) {
	s := metrics.Snapshot{Families: []metrics.Family{{Name: "sonde_calls", Type: metrics.Counter}}}
	for i := range 10000 {
		s.Families[0].Series = append(s.Families[0].Series, metrics.Series{Labels: []metrics.Label{{Name: "key", Value: strconv.Itoa(i)}}, Value: float64(i)})
	}
	res := Resource("bench", nil, "")
	var size int
	for b.Loop() {
		body, err := (&pmetric.ProtoMarshaler{}).MarshalMetrics(Metrics(s, res, "v", time.Now(), time.Now()))
		if err != nil {
			b.Fatal(err)
		}
		var z bytes.Buffer
		zw, _ := gzip.NewWriterLevel(&z, gzip.BestSpeed)
		zw.Write(body)
		zw.Close()
		size = z.Len()
	}
	b.ReportMetric(float64(size), "bytes/push")
}
