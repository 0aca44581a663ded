package e2e

import (
	"context"
	"fmt"
	"net/http"
	"os"
	"os/exec"
	"slices"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"go.opentelemetry.io/collector/component/componenttest"
	"go.opentelemetry.io/collector/consumer/consumertest"
	"go.opentelemetry.io/collector/pdata/pcommon"
	"go.opentelemetry.io/collector/pdata/pmetric"
	"go.opentelemetry.io/collector/receiver/otlpreceiver"
	"go.opentelemetry.io/collector/receiver/receivertest"
)

// collector is the OpenTelemetry collector's OTLP receiver, on OTLP/HTTP
// only, with sinks that keep what it receives.
type collector struct {
	url     string
	metrics consumertest.MetricsSink
	logs    consumertest.LogsSink
}

func startCollector(t *testing.T) *collector {
	t.Helper()
	c := &collector{}
	addr := freePort(t)
	c.url = "http://" + addr
	f := otlpreceiver.NewFactory()
	cfg := f.CreateDefaultConfig().(*otlpreceiver.Config)
	cfg.Protocols.HTTP.GetOrInsertDefault().ServerConfig.NetAddr.Endpoint = addr
	ctx := context.Background()
	set := receivertest.NewNopSettings(f.Type())
	mr, err := f.CreateMetrics(ctx, set, cfg, &c.metrics)
	if err != nil {
		t.Fatal(err)
	}
	lr, err := f.CreateLogs(ctx, set, cfg, &c.logs)
	if err != nil {
		t.Fatal(err)
	}
	// The two are one receiver (one config): started once, stopped once.
	if err := mr.Start(ctx, componenttest.NewNopHost()); err != nil {
		t.Fatal(err)
	}
	if err := lr.Start(ctx, componenttest.NewNopHost()); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		mr.Shutdown(ctx)
		lr.Shutdown(ctx)
	})
	return c
}

// waitFor polls cond until it holds, with a generous deadline.
func waitFor(t *testing.T, what string, cond func() bool) {
	t.Helper()
	for end := time.Now().Add(60 * time.Second); !cond(); time.Sleep(20 * time.Millisecond) {
		if time.Now().After(end) {
			t.Fatalf("no %s within a minute", what)
		}
	}
}

// latest finds metric name in the newest export that has it.
func (c *collector) latest(name string) (pmetric.Metric, pcommon.Resource, bool) {
	all := c.metrics.AllMetrics()
	for i := len(all) - 1; i >= 0; i-- {
		rms := all[i].ResourceMetrics()
		for j := 0; j < rms.Len(); j++ {
			sms := rms.At(j).ScopeMetrics()
			for k := 0; k < sms.Len(); k++ {
				ms := sms.At(k).Metrics()
				for l := 0; l < ms.Len(); l++ {
					if ms.At(l).Name() == name {
						return ms.At(l), rms.At(j).Resource(), true
					}
				}
			}
		}
	}
	return pmetric.Metric{}, pcommon.Resource{}, false
}

// record is a log record the collector received: its body, its script
// attribute and its resource.
type record struct {
	body, script string
	res          pcommon.Resource
}

// records are every log record received.
func (c *collector) records() []record {
	var out []record
	for _, ld := range c.logs.AllLogs() {
		rls := ld.ResourceLogs()
		for i := 0; i < rls.Len(); i++ {
			sls := rls.At(i).ScopeLogs()
			for j := 0; j < sls.Len(); j++ {
				lrs := sls.At(j).LogRecords()
				for k := 0; k < lrs.Len(); k++ {
					s, _ := lrs.At(k).Attributes().Get("script")
					out = append(out, record{body: lrs.At(k).Body().AsString(), script: s.Str(), res: rls.At(i).Resource()})
				}
			}
		}
	}
	return out
}

// lines are the bodies of every log record received.
func (c *collector) lines() []string {
	var out []string
	for _, r := range c.records() {
		out = append(out, r.body)
	}
	return out
}

// otlpScript counts the workload's getppid calls, makes a histogram of
// 1..N and prints every hundredth call.
const otlpScript = `tracepoint:syscalls:sys_enter_getppid /comm == "%s"/ {
	@calls[comm] = count(); @n = @n + 1; @h = hist(@n);
	if (@n %% 100 == 0) { printf("getppid %%d\n", @n); } }`

// TestOTLP runs a script with --otlp, receives its metrics and printf
// lines with the collector's OTLP receiver, and checks names, types,
// values, bucket bounds and resource attributes while it runs.
func TestOTLP(t *testing.T) {
	requireTracing(t)
	c := startCollector(t)
	dir := t.TempDir()
	script := dir + "/getppid.bt"
	if err := os.WriteFile(script, fmt.Appendf(nil, otlpScript, workloadName), 0o644); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(sondeBinary(t), "--compat=newest", "--otlp", c.url, "--otlp-interval", "200ms", script)
	cmd.Env = append(os.Environ(), "NODE_NAME=node-7", "POD_NAME=sonde-x1", "POD_NAMESPACE=tracing")
	stderr := startAttached(t, cmd)

	const n = 1000
	if out, err := exec.Command(workload(t), "getppid", strconv.Itoa(n)).CombinedOutput(); err != nil {
		t.Fatalf("workload: %v\n%s", err, out)
	}
	waitFor(t, "count of the workload's calls", func() bool {
		m, _, ok := c.latest("sonde_calls")
		return ok && m.Type() == pmetric.MetricTypeSum && m.Sum().DataPoints().Len() == 1 && m.Sum().DataPoints().At(0).DoubleValue() >= n
	})
	m, res, _ := c.latest("sonde_calls")
	if !m.Sum().IsMonotonic() || m.Sum().AggregationTemporality() != pmetric.AggregationTemporalityCumulative {
		t.Errorf("sonde_calls: monotonic %v, %v", m.Sum().IsMonotonic(), m.Sum().AggregationTemporality())
	}
	if k, _ := m.Sum().DataPoints().At(0).Attributes().Get("key"); k.Str() != workloadName {
		t.Errorf("sonde_calls attributes %v", m.Sum().DataPoints().At(0).Attributes().AsRaw())
	}
	host, _ := os.Hostname()
	for k, v := range map[string]string{"service.name": "sonde", "host.name": host, "k8s.node.name": "node-7",
		"k8s.pod.name": "sonde-x1", "k8s.namespace.name": "tracing", "script": "getppid"} {
		if got, _ := res.Attributes().Get(k); got.Str() != v {
			t.Errorf("resource %s = %q, want %q (%v)", k, got.Str(), v, res.Attributes().AsRaw())
		}
	}

	waitFor(t, "histogram of 1..N", func() bool {
		m, _, ok := c.latest("sonde_h")
		return ok && m.Type() == pmetric.MetricTypeHistogram && m.Histogram().DataPoints().At(0).Count() == n
	})
	m, _, _ = c.latest("sonde_h")
	hp := m.Histogram().DataPoints().At(0)
	// hist()'s slots holding 1..1000: le 1, 3, 7, ..., 1023.
	var bounds []float64
	for b := 1.0; b <= 1023; b = 2*b + 1 {
		bounds = append(bounds, b)
	}
	if got := hp.ExplicitBounds().AsRaw(); !slices.Equal(got, bounds) {
		t.Errorf("bounds %v, want %v", got, bounds)
	}
	if got, want := hp.BucketCounts().AsRaw(), []uint64{1, 2, 4, 8, 16, 32, 64, 128, 256, n - 511, 0}; !slices.Equal(got, want) {
		t.Errorf("bucket counts %v, want %v", got, want)
	}
	if g, _, ok := c.latest("sonde_n"); !ok || g.Type() != pmetric.MetricTypeGauge || g.Gauge().DataPoints().At(0).DoubleValue() != n {
		t.Errorf("sonde_n: %v %v", ok, g.Type())
	}

	var want []string
	for i := 100; i <= n; i += 100 {
		want = append(want, fmt.Sprintf("getppid %d", i))
	}
	waitFor(t, "log records of printf", func() bool { return len(c.lines()) >= len(want) })
	if got := c.lines(); !slices.Equal(got, want) {
		t.Errorf("log records %q, want %q", got, want)
	}
	if f, _, ok := c.latest("sonde_otlp_failures"); !ok || f.Sum().DataPoints().At(0).DoubleValue() != 0 {
		t.Errorf("sonde_otlp_failures: %v", ok)
	}

	cmd.Process.Signal(syscall.SIGINT)
	if err := cmd.Wait(); err != nil {
		t.Errorf("sonde after SIGINT: %v\n%s", err, stderr())
	}
}

// startAttached starts cmd and waits until its stderr says its probes
// are attached (the test fails if not within a minute); it returns what
// stderr has said so far, at each call (all of it once cmd.Wait returned).
func startAttached(t *testing.T, cmd *exec.Cmd) (stderr func() string) {
	t.Helper()
	w := &stderrText{attached: make(chan struct{})}
	cmd.Stderr = w
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		cmd.Process.Kill()
		cmd.Wait()
	})
	select {
	case <-w.attached:
	case <-time.After(60 * time.Second):
		t.Fatalf("sonde did not attach within a minute:\n%s", w.String())
	}
	return w.String
}

// stderrText keeps what a process writes to stderr, and closes attached
// once a line starts with "Attached ".
type stderrText struct {
	mu       sync.Mutex
	text     strings.Builder
	attached chan struct{}
	once     sync.Once
}

func (w *stderrText) Write(p []byte) (int, error) {
	w.mu.Lock()
	defer w.mu.Unlock()
	w.text.Write(p)
	if s := w.text.String(); strings.HasPrefix(s, "Attached ") || strings.Contains(s, "\nAttached ") {
		w.once.Do(func() { close(w.attached) })
	}
	return len(p), nil
}

func (w *stderrText) String() string {
	w.mu.Lock()
	defer w.mu.Unlock()
	return w.text.String()
}

// TestOTLPShortRun: a run that ends before its first interval still
// pushes its maps (once more at exit, after END) and its printf lines.
func TestOTLPShortRun(t *testing.T) {
	requireTracing(t)
	c := startCollector(t)
	const n = 300
	cmd := exec.Command(sondeBinary(t), "--compat=newest", "--otlp", c.url, "-c", workload(t)+" getppid "+strconv.Itoa(n),
		"-e", fmt.Sprintf(otlpScript, workloadName)+` END { @ended = 1; }`)
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("sonde: %v\n%s", err, out)
	}
	// sonde waits for the collector's answer before it exits: no waiting.
	m, _, ok := c.latest("sonde_calls")
	if !ok || m.Sum().DataPoints().At(0).DoubleValue() != n {
		t.Fatalf("sonde_calls: %v", ok)
	}
	if _, _, ok := c.latest("sonde_ended"); !ok {
		t.Error("no sonde_ended: the last push was not after END")
	}
	if got := c.lines(); len(got) != n/100 || got[0] != "getppid 100" {
		t.Errorf("log records %q", got)
	}
}

// TestOTLPUnreachable: with no collector the script runs on and exits 0;
// the failures are counted (in --metrics' sonde_otlp_failures_total) and
// reported once.
func TestOTLPUnreachable(t *testing.T) {
	requireTracing(t)
	url := "http://" + freePort(t) // nothing listens there
	cmd := exec.Command(sondeBinary(t), "--compat=newest", "--otlp", url, "--otlp-interval", "200ms", "--metrics", "127.0.0.1:0",
		"-e", `BEGIN { @c = count(); } interval:ms:50 { printf("tick\n"); }`)
	stderr := startAttached(t, cmd)
	var addr string
	for _, l := range strings.Split(stderr(), "\n") {
		if a, ok := strings.CutPrefix(l, "Serving metrics on "); ok {
			addr = a
		}
	}
	if addr == "" {
		t.Fatalf("no address served:\n%s", stderr())
	}
	waitFor(t, "two failures counted", func() bool {
		_, body := get(t, http.DefaultClient, "http://"+addr+"/metrics", nil)
		for _, l := range strings.Split(body, "\n") {
			if v, ok := strings.CutPrefix(l, "sonde_otlp_failures_total "); ok {
				f, err := strconv.ParseFloat(v, 64)
				return err == nil && f >= 2
			}
		}
		return false
	})
	cmd.Process.Signal(syscall.SIGINT)
	if err := cmd.Wait(); err != nil {
		t.Errorf("sonde after SIGINT: %v\n%s", err, stderr())
	}
	if n := strings.Count(stderr(), "--otlp"); n != 1 || !strings.Contains(stderr(), "connection refused") {
		t.Errorf("%d warnings:\n%s", n, stderr())
	}
}
