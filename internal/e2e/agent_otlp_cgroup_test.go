package e2e

import (
	"crypto/rand"
	"encoding/hex"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"go.opentelemetry.io/collector/pdata/pmetric"
)

// byScript are the values of a sum's data points by their script attribute.
func byScript(m pmetric.Metric) map[string]float64 {
	out := map[string]float64{}
	dps := m.Sum().DataPoints()
	for i := 0; i < dps.Len(); i++ {
		s, _ := dps.At(i).Attributes().Get("script")
		out[s.Str()] = dps.At(i).DoubleValue()
	}
	return out
}

// writeScripts writes NAME.bt files into a new directory.
func writeScripts(t *testing.T, scripts map[string]string) string {
	t.Helper()
	dir := t.TempDir()
	for name, text := range scripts {
		if err := os.WriteFile(filepath.Join(dir, name+".bt"), []byte(text+"\n"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

// stop sends SIGTERM to the agent and expects exit 0.
func (r *agentRun) stop(t *testing.T) {
	t.Helper()
	r.cmd.Process.Signal(syscall.SIGTERM)
	if err := r.cmd.Wait(); err != nil {
		t.Errorf("agent after SIGTERM: %v\n%s", err, r.log())
	}
}

// TestAgentOTLP runs an agent with two scripts and --otlp, and receives
// with the collector's OTLP receiver: one exporter for the agent, whose
// metrics carry each script's series with its script attribute and the
// agent's own, whose log records are each script's printf lines with
// the attribute script; the resource is the agent's, without a script.
func TestAgentOTLP(t *testing.T) {
	requireTracing(t)
	c := startCollector(t)
	probe := `tracepoint:syscalls:sys_enter_getppid /comm == "` + workloadName + `"/`
	dir := writeScripts(t, map[string]string{
		"alpha": probe + ` { @calls = count(); @n = @n + 1; printf("alpha %d\n", @n); }`,
		"beta":  probe + ` { @calls = count(); @n = @n + 1; printf("beta %d\n", @n); @h = hist(@n); }`,
	})
	r := startAgentEnv(t, []string{"NODE_NAME=node-7", "POD_NAME=sonde-x1", "POD_NAMESPACE=tracing"},
		"--otlp", c.url, "--otlp-interval", "200ms", dir)
	r.until(t, "/readyz", func(code int, b string) bool {
		return code == 200 && healthLine(b, "alpha") == "alpha: running" && healthLine(b, "beta") == "beta: running"
	}, nil)

	const n = 10
	if out, err := exec.Command(workload(t), "getppid", strconv.Itoa(n)).CombinedOutput(); err != nil {
		t.Fatalf("workload: %v\n%s", err, out)
	}
	waitFor(t, "both scripts' counts", func() bool {
		m, _, ok := c.latest("sonde_calls")
		if !ok || m.Type() != pmetric.MetricTypeSum {
			return false
		}
		v := byScript(m)
		return v["alpha"] >= n && v["beta"] >= n
	})
	m, res, _ := c.latest("sonde_calls")
	if v := byScript(m); len(v) != 2 || v["alpha"] != n || v["beta"] != n {
		t.Errorf("sonde_calls by script %v, want alpha and beta %d", v, n)
	}
	host, _ := os.Hostname()
	for k, v := range map[string]string{"service.name": "sonde", "host.name": host, "k8s.node.name": "node-7",
		"k8s.pod.name": "sonde-x1", "k8s.namespace.name": "tracing"} {
		if got, _ := res.Attributes().Get(k); got.Str() != v {
			t.Errorf("resource %s = %q, want %q (%v)", k, got.Str(), v, res.Attributes().AsRaw())
		}
	}
	if s, ok := res.Attributes().Get("script"); ok {
		t.Errorf("the agent's resource has script %q: its scripts share it", s.Str())
	}
	if h, _, ok := c.latest("sonde_h"); !ok || h.Type() != pmetric.MetricTypeHistogram || h.Histogram().DataPoints().At(0).Count() != n {
		t.Errorf("sonde_h: present %v, type %v", ok, h.Type())
	} else if s, _ := h.Histogram().DataPoints().At(0).Attributes().Get("script"); s.Str() != "beta" {
		t.Errorf("sonde_h's script %q, want beta", s.Str())
	}
	if a, _, ok := c.latest("sonde_agent_scripts"); !ok || a.Type() != pmetric.MetricTypeGauge {
		t.Errorf("no sonde_agent_scripts pushed")
	}

	waitFor(t, "both scripts' printf lines", func() bool { return len(c.records()) >= 2*n })
	seen := map[string]int{}
	for _, rec := range c.records() {
		name, num, _ := strings.Cut(rec.body, " ")
		if rec.script != name {
			t.Errorf("log record %q has script %q", rec.body, rec.script)
		}
		seen[name]++
		if want := fmt.Sprint(seen[name]); num != want {
			t.Errorf("log record %q, want %s %s", rec.body, name, want)
		}
		if node, _ := rec.res.Attributes().Get("k8s.node.name"); node.Str() != "node-7" {
			t.Errorf("log record %q: resource %v", rec.body, rec.res.Attributes().AsRaw())
		}
	}
	if seen["alpha"] != n || seen["beta"] != n || len(seen) != 2 {
		t.Errorf("log records by script %v, want %d each of alpha and beta", seen, n)
	}

	// The exporter's counters, on the agent's /metrics once.
	_, body := r.get(t, "/metrics")
	if v, ok := sample(body, "sonde_otlp_failures_total"); !ok || v != 0 || strings.Count(body, "# TYPE sonde_otlp_failures_total ") != 1 {
		t.Errorf("sonde_otlp_failures_total = %v (present %v), want 0 once:\n%s", v, ok, body)
	}
	if _, ok := sample(body, "sonde_otlp_log_records_dropped_total"); !ok {
		t.Errorf("no sonde_otlp_log_records_dropped_total:\n%s", body)
	}
	r.stop(t)
}

// TestAgentOTLPUnreachable: with no collector the scripts run on, the
// failures are counted on /metrics and reported once, and SIGTERM still
// ends the agent promptly.
func TestAgentOTLPUnreachable(t *testing.T) {
	requireTracing(t)
	dir := writeScripts(t, map[string]string{
		"tick": `interval:ms:50 { @ticks = count(); printf("tick\n"); }`,
	})
	r := startAgent(t, "--otlp", "http://"+freePort(t), "--otlp-interval", "200ms", dir)
	r.until(t, "/metrics", func(_ int, b string) bool {
		f, _ := sample(b, "sonde_otlp_failures_total")
		ticks, _ := sample(b, `sonde_ticks_total{script="tick"}`)
		return f >= 2 && ticks >= 2
	}, nil)
	sent := time.Now()
	r.stop(t)
	took := time.Since(sent)
	t.Logf("SIGTERM to exit, with an unreachable collector: %v", took)
	if took > 5*time.Second {
		t.Errorf("the agent took %v to exit after SIGTERM, want under 1 s (5 s allowed here)", took)
	}
	if log := r.log(); strings.Count(log, "--otlp") != 1 || !strings.Contains(log, "connection refused") {
		t.Errorf("want one --otlp warning, connection refused:\n%s", log)
	}
}

// TestAgentCgroup: --cgroup and --container filter every script of the
// agent: the workload's calls inside the cgroup are counted, the same
// workload's outside it are not.
func TestAgentCgroup(t *testing.T) {
	b := make([]byte, 32)
	rand.Read(b)
	id := hex.EncodeToString(b)
	for _, tt := range []struct {
		cgroup string
		flag   func(dir string) []string
	}{
		{"inside", func(dir string) []string { return []string{"--cgroup", dir} }},
		{"docker-" + id + ".scope", func(string) []string { return []string{"--container", id[:12]} }},
	} {
		cg, work := cgroupWorkload(t, tt.cgroup)
		count := `tracepoint:syscalls:sys_enter_getppid /comm == "` + workloadName + `"/ { @calls = count(); }`
		dir := writeScripts(t, map[string]string{"one": count, "two": count})
		args := append(tt.flag(cg), dir)
		r := startAgent(t, args...)
		r.until(t, "/readyz", func(code int, b string) bool {
			return code == 200 && healthLine(b, "one") == "one: running" && healthLine(b, "two") == "two: running"
		}, nil)
		// 5 calls outside the cgroup, then 3 inside.
		if out, err := exec.Command("/bin/sh", work).CombinedOutput(); err != nil {
			t.Fatalf("workload: %v\n%s", err, out)
		}
		body := r.until(t, "/metrics", func(_ int, b string) bool {
			v1, _ := sample(b, `sonde_calls_total{script="one"}`)
			v2, _ := sample(b, `sonde_calls_total{script="two"}`)
			return v1 >= 3 && v2 >= 3
		}, nil)
		for _, s := range []string{"one", "two"} {
			if v, _ := sample(body, `sonde_calls_total{script="`+s+`"}`); v != 3 {
				t.Errorf("%q: script %s counted %v calls, want the 3 inside the cgroup", args, s, v)
			}
		}
		r.stop(t)
	}
}
