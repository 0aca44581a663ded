package e2e

import (
	"bufio"
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/rand"
	"crypto/tls"
	"crypto/x509"
	"crypto/x509/pkix"
	"encoding/json"
	"encoding/pem"
	"fmt"
	"io"
	"math"
	"math/big"
	"net"
	"net/http"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"golang.org/x/crypto/bcrypt"

	"sonde/internal/testutil"
)

// metricsRun is a sonde process serving --metrics.
type metricsRun struct {
	cmd  *exec.Cmd
	addr string // where it serves
	errs chan string
}

// startMetrics starts the sonde binary with --metrics 127.0.0.1:0 and
// args, and waits until it says where it serves and that its probes are
// attached.
func startMetrics(t testing.TB, args ...string) *metricsRun {
	t.Helper()
	args = append([]string{"--compat=newest", "--metrics", "127.0.0.1:0"}, args...)
	cmd := exec.Command(sondeBinary(t), args...)
	stderr, err := cmd.StderrPipe()
	if err != nil {
		t.Fatal(err)
	}
	cmd.Stdout = io.Discard
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	r := &metricsRun{cmd: cmd, errs: make(chan string, 100)}
	t.Cleanup(func() {
		cmd.Process.Kill()
		cmd.Wait()
	})
	lines := make(chan string)
	go func() {
		sc := bufio.NewScanner(stderr)
		for sc.Scan() {
			select {
			case lines <- sc.Text():
			default:
				r.errs <- sc.Text()
			}
		}
		close(lines)
	}()
	deadline := time.After(60 * time.Second)
	for {
		select {
		case l, ok := <-lines:
			if !ok {
				t.Fatalf("sonde %q ended before attaching", args)
			}
			if a, ok := strings.CutPrefix(l, "Serving metrics on "); ok {
				r.addr = a
			}
			if strings.HasPrefix(l, "Attached ") {
				if r.addr == "" {
					t.Fatalf("no \"Serving metrics on\" before %q", l)
				}
				go func() {
					for l := range lines {
						r.errs <- l
					}
				}()
				return r
			}
		case <-deadline:
			t.Fatalf("sonde %q did not attach within a minute", args)
		}
	}
}

// stop interrupts sonde and checks that it exits 0.
func (r *metricsRun) stop(t *testing.T) {
	t.Helper()
	r.cmd.Process.Signal(syscall.SIGINT)
	done := make(chan error, 1)
	go func() { done <- r.cmd.Wait() }()
	select {
	case err := <-done:
		if err != nil {
			t.Errorf("sonde after SIGINT: %v", err)
		}
	case <-time.After(30 * time.Second):
		t.Errorf("sonde did not end within 30s of SIGINT")
	}
}

// freePort returns a port nothing listens on now.
func freePort(t testing.TB) string {
	t.Helper()
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer l.Close()
	return l.Addr().String()
}

// promQuery asks Prometheus' HTTP API at addr for the value of an instant
// query with one result; false while it has none.
func promQuery(t *testing.T, addr, query string) (float64, bool) {
	t.Helper()
	resp, err := http.Get("http://" + addr + "/api/v1/query?query=" + url.QueryEscape(query))
	if err != nil {
		return 0, false // not up yet
	}
	defer resp.Body.Close()
	var body struct {
		Status string
		Data   struct {
			Result []struct {
				Value [2]any
			}
		}
	}
	if err := json.NewDecoder(resp.Body).Decode(&body); err != nil || body.Status != "success" || len(body.Data.Result) != 1 {
		return 0, false
	}
	s, _ := body.Data.Result[0].Value[1].(string)
	v, err := strconv.ParseFloat(s, 64)
	return v, err == nil
}

// waitQuery polls Prometheus until query's value is want (within eps).
func waitQuery(t *testing.T, addr, query string, want, eps float64) {
	t.Helper()
	deadline := time.Now().Add(90 * time.Second)
	var last float64
	var ok bool
	for time.Now().Before(deadline) {
		if last, ok = promQuery(t, addr, query); ok && math.Abs(last-want) <= eps {
			return
		}
		time.Sleep(200 * time.Millisecond) // polling Prometheus, not synchronising with it
	}
	t.Fatalf("%s: %v (answered: %v), want %v", query, last, ok, want)
}

// TestMetricsPrometheus runs a script with --metrics, has the real
// Prometheus server scrape it, and checks a count and a histogram's
// median through Prometheus' query API.
func TestMetricsPrometheus(t *testing.T) {
	requireTracing(t)
	prom, err := exec.LookPath("prometheus")
	if err != nil {
		testutil.RequireKernel(t, "needs Prometheus (Debian package prometheus): "+err.Error())
	}
	// @n counts the calls: hist(@n) holds 1..N, whose median Prometheus
	// interpolates exactly within the bucket [256, 511] (le 255 to 511).
	const n = 1000
	r := startMetrics(t, "-e", `tracepoint:syscalls:sys_enter_getppid /comm == "`+workloadName+`"/ {
		@calls[comm] = count(); @n = @n + 1; @h = hist(@n); @l = lhist(@n, 0, 1000, 100);
		@s = stats(@n); @a = avg(@n); @t[comm, 1] = max(@n); @last = comm; }`)
	if out, err := exec.Command(workload(t), "getppid", strconv.Itoa(n)).CombinedOutput(); err != nil {
		t.Fatalf("workload: %v\n%s", err, out)
	}

	dir := t.TempDir()
	config := filepath.Join(dir, "prometheus.yml")
	if err := os.WriteFile(config, []byte(fmt.Sprintf(`global:
  scrape_interval: 1s
scrape_configs:
  - job_name: sonde
    static_configs:
      - targets: [%q]
`, r.addr)), 0o644); err != nil {
		t.Fatal(err)
	}
	web := freePort(t)
	pcmd := exec.Command(prom, "--config.file="+config, "--storage.tsdb.path="+filepath.Join(dir, "data"),
		"--web.listen-address="+web)
	plog, err := os.Create(filepath.Join(dir, "prometheus.log"))
	if err != nil {
		t.Fatal(err)
	}
	defer plog.Close()
	pcmd.Stdout, pcmd.Stderr = plog, plog
	if err := pcmd.Start(); err != nil {
		t.Fatal(err)
	}
	defer func() {
		pcmd.Process.Signal(syscall.SIGTERM)
		pcmd.Wait()
		if t.Failed() {
			b, _ := os.ReadFile(plog.Name())
			t.Logf("prometheus log:\n%s", b)
		}
	}()

	waitQuery(t, web, `sonde_calls_total{key="`+workloadName+`"}`, n, 0)
	waitQuery(t, web, `sonde_h_count`, n, 0)
	waitQuery(t, web, `histogram_quantile(0.5, sonde_h_bucket)`, n/2, 1)
	// Rank 900 is in [512, 1023], which Prometheus takes as full: 489
	// values spread over 512.
	waitQuery(t, web, `histogram_quantile(0.9, sonde_h_bucket)`, 511+512*(0.9*n-511)/(n-511), 0.01)
	// lhist(): le 399 holds 399 values, le 499 499: the median is 500.
	waitQuery(t, web, `histogram_quantile(0.5, sonde_l_bucket)`, n/2, 0.01)
	waitQuery(t, web, `sonde_s_sum / sonde_s_count`, (n+1)/2.0, 0)
	waitQuery(t, web, `sonde_a`, (n+1)/2.0, 0)
	waitQuery(t, web, `sonde_t{key0="`+workloadName+`",key1="1"}`, n, 0)
	waitQuery(t, web, `sonde_last{value="`+workloadName+`"}`, 1, 0)
	waitQuery(t, web, `sonde_series_dropped_total`, 0, 0)
	waitQuery(t, web, `up{job="sonde"}`, 1, 0)
	r.stop(t)
}

func get(t *testing.T, c *http.Client, u string, header map[string]string) (*http.Response, string) {
	t.Helper()
	req, err := http.NewRequest("GET", u, nil)
	if err != nil {
		t.Fatal(err)
	}
	for k, v := range header {
		req.Header.Set(k, v)
	}
	resp, err := c.Do(req)
	if err != nil {
		t.Fatalf("GET %s: %v", u, err)
	}
	defer resp.Body.Close()
	b, err := io.ReadAll(resp.Body)
	if err != nil {
		t.Fatal(err)
	}
	return resp, string(b)
}

// metricsScript fills a map with a counter, a tuple key and a string,
// and keeps running.
const metricsScript = `BEGIN { @c["a"] = count(); @c["b"] = count(); @c["b"] = count(); @t[1, "x"] = 7; @s = "hi"; }`

// TestMetricsFormats checks the text format and OpenMetrics negotiation
// against sonde itself.
func TestMetricsFormats(t *testing.T) {
	requireTracing(t)
	r := startMetrics(t, "-e", metricsScript)
	resp, body := get(t, http.DefaultClient, "http://"+r.addr+"/metrics", nil)
	if resp.StatusCode != 200 || !strings.HasPrefix(resp.Header.Get("Content-Type"), "text/plain; version=0.0.4") {
		t.Fatalf("text: %s %q\n%s", resp.Status, resp.Header.Get("Content-Type"), body)
	}
	for _, want := range []string{
		"# TYPE sonde_c_total counter\n", `sonde_c_total{key="a"} 1` + "\n", `sonde_c_total{key="b"} 2` + "\n",
		"# TYPE sonde_t gauge\n", `sonde_t{key0="1",key1="x"} 7` + "\n",
		`sonde_s{value="hi"} 1` + "\n", "sonde_series_dropped_total 0\n",
	} {
		if !strings.Contains(body, want) {
			t.Errorf("text format lacks %q:\n%s", want, body)
		}
	}
	resp, body = get(t, http.DefaultClient, "http://"+r.addr+"/metrics",
		map[string]string{"Accept": "application/openmetrics-text;version=1.0.0,text/plain;version=0.0.4;q=0.5"})
	if resp.StatusCode != 200 || !strings.HasPrefix(resp.Header.Get("Content-Type"), "application/openmetrics-text; version=1.0.0") {
		t.Fatalf("openmetrics: %s %q\n%s", resp.Status, resp.Header.Get("Content-Type"), body)
	}
	for _, want := range []string{"# TYPE sonde_c counter\n", `sonde_c_total{key="b"} 2.0` + "\n", "# EOF\n"} {
		if !strings.Contains(body, want) {
			t.Errorf("OpenMetrics lacks %q:\n%s", want, body)
		}
	}
	r.stop(t)
}

// TestMetricsMaxSeries: past --max-series, series are left out and
// counted.
func TestMetricsMaxSeries(t *testing.T) {
	requireTracing(t)
	// @c's two keys are kept (maps in name order); @s and @t are not.
	r := startMetrics(t, "--max-series", "2", "-e", metricsScript)
	_, body := get(t, http.DefaultClient, "http://"+r.addr+"/metrics", nil)
	if !strings.Contains(body, `sonde_c_total{key="b"} 2`) || strings.Contains(body, "sonde_t") || !strings.Contains(body, "sonde_series_dropped_total 2\n") {
		t.Errorf("--max-series 2:\n%s", body)
	}
	r.stop(t)
}

// selfSigned writes a certificate for 127.0.0.1 and its key into dir.
func selfSigned(t *testing.T, dir string) (certFile, keyFile string, pool *x509.CertPool) {
	t.Helper()
	key, err := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	if err != nil {
		t.Fatal(err)
	}
	tmpl := &x509.Certificate{
		SerialNumber: big.NewInt(1), Subject: pkix.Name{CommonName: "sonde test"},
		NotBefore: time.Now().Add(-time.Hour), NotAfter: time.Now().Add(time.Hour),
		IPAddresses: []net.IP{net.ParseIP("127.0.0.1")}, KeyUsage: x509.KeyUsageDigitalSignature,
		ExtKeyUsage: []x509.ExtKeyUsage{x509.ExtKeyUsageServerAuth},
	}
	der, err := x509.CreateCertificate(rand.Reader, tmpl, tmpl, &key.PublicKey, key)
	if err != nil {
		t.Fatal(err)
	}
	kb, err := x509.MarshalECPrivateKey(key)
	if err != nil {
		t.Fatal(err)
	}
	certFile, keyFile = filepath.Join(dir, "cert.pem"), filepath.Join(dir, "key.pem")
	os.WriteFile(certFile, pem.EncodeToMemory(&pem.Block{Type: "CERTIFICATE", Bytes: der}), 0o644)
	os.WriteFile(keyFile, pem.EncodeToMemory(&pem.Block{Type: "EC PRIVATE KEY", Bytes: kb}), 0o600)
	cert, err := x509.ParseCertificate(der)
	if err != nil {
		t.Fatal(err)
	}
	pool = x509.NewCertPool()
	pool.AddCert(cert)
	return certFile, keyFile, pool
}

// TestMetricsAuthTLS serves --metrics with a web config of TLS and basic
// auth: a wrong or missing password gets 401 and no metric, the right
// one the metrics, over TLS only.
func TestMetricsAuthTLS(t *testing.T) {
	requireTracing(t)
	dir := t.TempDir()
	certFile, keyFile, pool := selfSigned(t, dir)
	hash, err := bcrypt.GenerateFromPassword([]byte("s3cret"), bcrypt.MinCost)
	if err != nil {
		t.Fatal(err)
	}
	config := filepath.Join(dir, "web.yml")
	if err := os.WriteFile(config, []byte(fmt.Sprintf("tls_server_config:\n  cert_file: %s\n  key_file: %s\nbasic_auth_users:\n  prom: %s\n",
		certFile, keyFile, hash)), 0o644); err != nil {
		t.Fatal(err)
	}
	r := startMetrics(t, "--web.config.file", config, "-e", metricsScript)
	c := &http.Client{Transport: &http.Transport{TLSClientConfig: &tls.Config{RootCAs: pool}}}
	u := "https://" + r.addr + "/metrics"
	for _, auth := range []string{"", "prom:wrong", "other:s3cret"} {
		req, _ := http.NewRequest("GET", u, nil)
		if user, pass, ok := strings.Cut(auth, ":"); ok {
			req.SetBasicAuth(user, pass)
		}
		resp, err := c.Do(req)
		if err != nil {
			t.Fatalf("%q: %v", auth, err)
		}
		b, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		if resp.StatusCode != http.StatusUnauthorized || strings.Contains(string(b), "sonde_") {
			t.Errorf("auth %q: %s\n%s", auth, resp.Status, b)
		}
	}
	req, _ := http.NewRequest("GET", u, nil)
	req.SetBasicAuth("prom", "s3cret")
	resp, err := c.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	b, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	if resp.StatusCode != 200 || !strings.Contains(string(b), `sonde_c_total{key="b"} 2`) {
		t.Errorf("right password: %s\n%s", resp.Status, b)
	}
	// Plain HTTP gets no metrics from a TLS endpoint.
	if resp, err := http.Get("http://" + r.addr + "/metrics"); err == nil {
		b, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		if resp.StatusCode == 200 || strings.Contains(string(b), "sonde_") {
			t.Errorf("plain HTTP: %s\n%s", resp.Status, b)
		}
	}
	r.stop(t)
}

// TestMetricsErrors: bad --metrics settings are one-line errors with
// exit status 2, before anything runs.
func TestMetricsErrors(t *testing.T) {
	busy, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer busy.Close()
	dir := t.TempDir()
	bad := filepath.Join(dir, "web.yml")
	os.WriteFile(bad, []byte("tls_server_config:\n  cert_file: /nonexistent.pem\n  key_file: /nonexistent.key\n"), 0o644)
	typo := filepath.Join(dir, "typo.yml")
	os.WriteFile(typo, []byte("basic_auth_user:\n  a: b\n"), 0o644)
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"--metrics", busy.Addr().String()}, "sonde: --metrics: listen on " + busy.Addr().String() + ": bind: address already in use\n"},
		{[]string{"--metrics", "127.0.0.1:0", "--web.config.file", bad}, "sonde: --metrics: web config " + bad + ": "},
		{[]string{"--metrics", "127.0.0.1:0", "--web.config.file", typo}, "sonde: --metrics: web config " + typo + ": "},
		{[]string{"--metrics", "127.0.0.1:0", "--web.config.file", filepath.Join(dir, "none.yml")}, "sonde: --metrics: web config "},
		{[]string{"--metrics", "a:b:c"}, "sonde: --metrics: a:b:c: "},
		{[]string{"--web.config.file", bad}, "--web.config.file needs --metrics"},
		{[]string{"--metrics", "127.0.0.1:0", "--max-series", "0"}, "--max-series: \"0\" is not a positive number"},
	} {
		r := sonde(t, append(c.args, "-e", "BEGIN { exit(); }")...)
		if r.code != 2 || !strings.Contains(r.stderr, c.want) {
			t.Errorf("%q: exit %d, stderr %q; want 2 and %q", c.args, r.code, r.stderr, c.want)
		}
		if strings.HasPrefix(c.want, "sonde: --metrics") && strings.Count(r.stderr, "\n") != 1 {
			t.Errorf("%q: not one line: %q", c.args, r.stderr)
		}
	}
}

// BenchmarkMetricsScrape times a scrape of --metrics serving 10,000
// series (goal: at most 50 ms): 9,000 count() keys of (number, comm) and
// 1,000 hist() keys, read from the kernel and encoded at each scrape. The
// peer, node_exporter (Debian's prometheus-node-exporter), serves the
// same 10,000 series from a file with its textfile collector, which reads
// and parses the file at each scrape.
func BenchmarkMetricsScrape(b *testing.B) {
	requireTracing(b)
	os.Setenv("BPFTRACE_MAP_KEYS_MAX", "65536")
	defer os.Unsetenv("BPFTRACE_MAP_KEYS_MAX")
	r := startMetrics(b, "-e", `tracepoint:syscalls:sys_enter_getppid /comm == "`+workloadName+`"/ {
		@n = @n + 1; if (@n <= 9000) { @c[@n, comm] = count(); } else { @h[@n % 1000] = hist(@n); } }`)
	if out, err := exec.Command(workload(b), "getppid", "10000").CombinedOutput(); err != nil {
		b.Fatalf("workload: %v\n%s", err, out)
	}
	// Prometheus asks for gzip; "plain" is without.
	clients := []struct {
		name string
		c    *http.Client
	}{{"plain", &http.Client{Transport: &http.Transport{DisableCompression: true}}}, {"gzip", &http.Client{Transport: &http.Transport{}}}}
	scrape := func(b *testing.B, c *http.Client, u string) string {
		resp, err := c.Get(u)
		if err != nil {
			b.Fatal(err)
		}
		body, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		return string(body)
	}
	series := func(body string) int {
		return strings.Count(body, "sonde_c_total{") + strings.Count(body, "sonde_h_count{")
	}
	text := scrape(b, http.DefaultClient, "http://"+r.addr+"/metrics")
	if n := series(text); n != 10000 || !strings.Contains(text, `sonde_c_total{key0="9000",`) {
		b.Fatalf("%d series, want 10000, keys 1 to 9000:\n%.1000s", n, text)
	}
	loop := func(b *testing.B, u string) {
		for _, c := range clients {
			b.Run(c.name, func(b *testing.B) {
				for b.Loop() {
					scrape(b, c.c, u)
				}
				b.ReportMetric(10000, "series")
			})
		}
	}
	b.Run("sonde", func(b *testing.B) { loop(b, "http://"+r.addr+"/metrics") })
	b.Run("node_exporter", func(b *testing.B) {
		ne, err := exec.LookPath("prometheus-node-exporter")
		if err != nil {
			b.Skip("needs node_exporter (Debian package prometheus-node-exporter)")
		}
		dir := b.TempDir()
		if err := os.WriteFile(filepath.Join(dir, "sonde.prom"), []byte(text), 0o644); err != nil {
			b.Fatal(err)
		}
		addr := freePort(b)
		cmd := exec.Command(ne, "--collector.disable-defaults", "--collector.textfile",
			"--collector.textfile.directory="+dir, "--web.listen-address="+addr)
		if err := cmd.Start(); err != nil {
			b.Fatal(err)
		}
		defer func() {
			cmd.Process.Kill()
			cmd.Wait()
		}()
		u := "http://" + addr + "/metrics"
		deadline := time.Now().Add(30 * time.Second)
		for {
			if resp, err := http.Get(u); err == nil {
				body, _ := io.ReadAll(resp.Body)
				resp.Body.Close()
				if n := series(string(body)); n != 10000 {
					b.Fatalf("node_exporter: %d series, want 10000", n)
				}
				break
			}
			if time.Now().After(deadline) {
				b.Fatal("node_exporter did not serve within 30s")
			}
			time.Sleep(50 * time.Millisecond) // polling for it to listen
		}
		loop(b, u)
	})
}

// TestMetricsConcurrentScrape scrapes from several goroutines while the
// script handles a stream of records, clear()s a map and ends by itself:
// every scrape is whole (or 503 once the script has ended), and the run
// ends normally. Run it under -race to check the runtime's locking.
func TestMetricsConcurrentScrape(t *testing.T) {
	requireTracing(t)
	addr := freePort(t)
	done := make(chan result, 1)
	go func() {
		done <- sonde(t, "--metrics", addr, "-e", `interval:ms:2 { @i = count(); @x[@i % 100] = sum(@i);
			printf("tick\n"); if (@i % 50 == 0) { clear(@x); } if (@i >= 500) { exit(); } }`)
	}()
	errs := make(chan error, 4)
	for range 4 {
		go func() {
			scrapes := 0
			for {
				select {
				case r := <-done:
					done <- r
					if scrapes == 0 {
						errs <- fmt.Errorf("no scrape while the script ran")
					}
					errs <- nil
					return
				default:
				}
				resp, err := http.Get("http://" + addr + "/metrics")
				if err != nil {
					continue // not serving yet, or no more
				}
				b, err := io.ReadAll(resp.Body)
				resp.Body.Close()
				if err != nil {
					errs <- err
					return
				}
				switch {
				case resp.StatusCode == http.StatusServiceUnavailable:
				case resp.StatusCode != 200 || !strings.HasSuffix(string(b), "sonde_series_dropped_total 0\n"):
					errs <- fmt.Errorf("scrape: %s\n%s", resp.Status, b)
					return
				default:
					scrapes++
				}
			}
		}()
	}
	for range 4 {
		if err := <-errs; err != nil {
			t.Error(err)
		}
	}
	r := <-done
	if r.code != 0 || strings.Count(r.stdout, "tick\n") != 500 {
		t.Errorf("exit %d, %d ticks, stderr %s", r.code, strings.Count(r.stdout, "tick\n"), r.stderr)
	}
}
