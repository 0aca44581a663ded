package agent

import (
	"compress/gzip"
	"context"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"go.opentelemetry.io/collector/pdata/plog"
	"go.opentelemetry.io/collector/pdata/pmetric"

	"sonde/internal/metrics"
	"sonde/internal/output"
)

// fakeEngine compiles a script's text: "refuse" is refused, "fail" fails,
// "end" runs and ends, anything else runs with one count() map @NAME = 1
// where NAME is the text's first word.
type fakeEngine struct {
	mu       sync.Mutex
	compiled map[string]int // by path
}

func (e *fakeEngine) Compile(path string, text []byte, unsafe bool, log io.Writer) (Program, error) {
	e.mu.Lock()
	e.compiled[path]++
	e.mu.Unlock()
	word, _, _ := strings.Cut(strings.TrimSpace(string(text)), " ")
	switch {
	case word == "refuse" && !unsafe:
		return nil, &RefusedError{Reason: path + ":1:1: error: system() is unsafe"}
	case word == "fail":
		fmt.Fprintf(log, "%s:1:1: error: no\n  more lines\n", path)
		return nil, errors.New(path + ":1:1: error: no")
	}
	return fakeProgram(word), nil
}

func (e *fakeEngine) count(path string) int {
	e.mu.Lock()
	defer e.mu.Unlock()
	return e.compiled[path]
}

type fakeProgram string

func (p fakeProgram) Run(ctx context.Context, h Hooks) error {
	kind := output.Count
	if p == "hist" {
		kind = output.Hist
	}
	m := &output.Map{Name: "@" + string(p), Kind: kind, Entries: []output.Entry{{Value: output.U64(1), Buckets: []uint64{0, 1}}}}
	h.Maps(func() ([]*output.Map, error) { return []*output.Map{m}, nil })
	fmt.Fprintf(h.Out, "hello from %s\n", p)
	if h.Printf != nil {
		h.Printf([]byte("hello from " + string(p) + "\n"))
	}
	if p == "end" {
		return nil // before attaching: it ends
	}
	h.Attached()
	<-ctx.Done()
	return nil
}

// settle waits until no script is starting.
func settle(t *testing.T, a *Agent) {
	t.Helper()
	deadline := time.Now().Add(10 * time.Second)
	for !a.settled.Load() {
		if time.Now().After(deadline) {
			t.Fatal("the scripts did not settle")
		}
		time.Sleep(time.Millisecond)
	}
}

func get(t *testing.T, a *Agent, ready bool) (int, string) {
	t.Helper()
	w := httptest.NewRecorder()
	a.health(ready).ServeHTTP(w, httptest.NewRequest("GET", "/", nil))
	return w.Code, w.Body.String()
}

func TestStatesAndReload(t *testing.T) {
	dir := t.TempDir()
	write := func(name, text string) {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write("a.bt", "calls")
	write("b.bt", "fail")
	write("c.bt", "refuse")
	write("d.bt", "refuse")
	write("e.bt", "end")
	eng := &fakeEngine{compiled: map[string]int{}}
	log := &lockedBuilder{b: &strings.Builder{}}
	a := newAgent(Config{AllowUnsafe: []string{"d"}}, eng, log)
	found, err := discover([]string{dir}, true)
	if err != nil {
		t.Fatal(err)
	}
	a.apply(found)
	settle(t, a)
	p := func(n string) string { return filepath.Join(dir, n) }
	want := "a: running\n" +
		"b: failed: " + p("b.bt") + ":1:1: error: no\n" +
		"c: refused: " + p("c.bt") + ":1:1: error: system() is unsafe (--allow-unsafe c allows it)\n" +
		"d: running\n" +
		"e: failed: the script ended\n"
	for _, ready := range []bool{false, true} {
		if code, body := get(t, a, ready); code != 200 || body != want {
			t.Errorf("ready %v: %d\n%s\nwant 200\n%s", ready, code, body, want)
		}
	}
	snap, _ := a.snapshot()
	var got []string
	for _, f := range snap.Families {
		for _, s := range f.Series {
			if strings.HasPrefix(f.Name, "sonde_agent_") {
				continue
			}
			got = append(got, fmt.Sprintf("%s%v=%v", f.Name, s.Labels, s.Value))
		}
	}
	if w := "[sonde_calls[{script a}]=1 sonde_refuse[{script d}]=1]"; fmt.Sprint(got) != w {
		t.Errorf("script series %v, want %s", got, w)
	}
	for _, l := range []string{"a: hello from calls\n", "b: " + p("b.bt") + ":1:1: error: no\nb:   more lines\n"} {
		if !strings.Contains(log.String(), l) {
			t.Errorf("the log has no %q:\n%s", l, log.String())
		}
	}

	// a changes, b is still broken (tried again), c unchanged (not
	// recompiled), d removed, f added; e ended: tried again.
	write("a.bt", "hist")
	os.Remove(p("d.bt"))
	write("f.bt", "calls")
	found, _ = discover([]string{dir}, false)
	a.apply(found)
	settle(t, a)
	for path, n := range map[string]int{"a.bt": 2, "b.bt": 2, "c.bt": 1, "d.bt": 1, "e.bt": 2, "f.bt": 1} {
		if got := eng.count(p(path)); got != n {
			t.Errorf("%s compiled %d times, want %d", path, got, n)
		}
	}
	_, body := get(t, a, true)
	if want := "a: running\nb: failed"; !strings.HasPrefix(body, want) || strings.Contains(body, "\nd: ") || !strings.Contains(body, "f: running\n") {
		t.Errorf("after the reload:\n%s", body)
	}
	// a's @hist and f's @calls; no family of a's old @calls.
	snap, _ = a.snapshot()
	names := map[string]int{}
	for _, f := range snap.Families {
		names[f.Name] += len(f.Series)
	}
	if names["sonde_hist"] != 1 || names["sonde_calls"] != 1 {
		t.Errorf("families after the reload: %v", names)
	}
	a.shutdown(time.Second)
}

// TestOTLP: the agent's one exporter pushes every script's series with
// its script attribute and each script's printf lines with theirs; its
// counters are on /metrics once and not in what it pushes (it adds them);
// at exit the maps and the queued lines go once more.
func TestOTLP(t *testing.T) {
	var mu sync.Mutex
	var points, lines []string
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		zr, err := gzip.NewReader(r.Body)
		if err != nil {
			t.Error(err)
			return
		}
		body, _ := io.ReadAll(zr)
		mu.Lock()
		defer mu.Unlock()
		switch r.URL.Path {
		case "/v1/metrics":
			md, err := (&pmetric.ProtoUnmarshaler{}).UnmarshalMetrics(body)
			if err != nil {
				t.Error(err)
			}
			ms := md.ResourceMetrics().At(0).ScopeMetrics().At(0).Metrics()
			for i := 0; i < ms.Len(); i++ {
				m := ms.At(i)
				switch m.Type() {
				case pmetric.MetricTypeSum:
					dps := m.Sum().DataPoints()
					for j := 0; j < dps.Len(); j++ {
						points = append(points, fmt.Sprintf("%s %v", m.Name(), dps.At(j).Attributes().AsRaw()))
					}
				case pmetric.MetricTypeHistogram:
					s, _ := m.Histogram().DataPoints().At(0).Attributes().Get("script")
					points = append(points, m.Name()+" "+s.Str())
				}
			}
		case "/v1/logs":
			ld, err := (&plog.ProtoUnmarshaler{}).UnmarshalLogs(body)
			if err != nil {
				t.Error(err)
			}
			lrs := ld.ResourceLogs().At(0).ScopeLogs().At(0).LogRecords()
			for i := 0; i < lrs.Len(); i++ {
				s, _ := lrs.At(i).Attributes().Get("script")
				lines = append(lines, s.Str()+": "+lrs.At(i).Body().Str())
			}
		}
	}))
	defer srv.Close()
	dir := t.TempDir()
	os.WriteFile(filepath.Join(dir, "a.bt"), []byte("calls"), 0o644)
	os.WriteFile(filepath.Join(dir, "b.bt"), []byte("hist"), 0o644)
	a := newAgent(Config{OTLP: srv.URL, OTLPInterval: time.Hour}, &fakeEngine{compiled: map[string]int{}}, io.Discard)
	a.startOTLP()
	found, _ := discover([]string{dir}, true)
	a.apply(found)
	settle(t, a)
	for _, c := range []struct {
		read func() (metrics.Snapshot, error)
		want int
	}{{a.snapshot, 1}, {a.pushed, 0}} {
		snap, _ := c.read()
		n := 0
		for _, f := range snap.Families {
			if f.Name == "sonde_otlp_failures" {
				n++
			}
		}
		if n != c.want {
			t.Errorf("%d families sonde_otlp_failures, want %d", n, c.want)
		}
	}
	a.exit()
	mu.Lock()
	defer mu.Unlock()
	slices.Sort(points)
	slices.Sort(lines)
	for _, want := range []string{"sonde_calls map[script:a]", "sonde_hist b", "sonde_otlp_failures map[]"} {
		if n := len(slices.DeleteFunc(slices.Clone(points), func(p string) bool { return p != want })); n != 1 {
			t.Errorf("%q pushed %d times, want once: %q", want, n, points)
		}
	}
	if want := []string{"a: hello from calls", "b: hello from hist"}; !slices.Equal(lines, want) {
		t.Errorf("log records %q, want %q", lines, want)
	}
}

// TestTypeConflict: two scripts' maps of one metric name and different
// types: the second is left out and counted, so that the exposition
// stays valid.
func TestTypeConflict(t *testing.T) {
	dir := t.TempDir()
	os.WriteFile(filepath.Join(dir, "a.bt"), []byte("x"), 0o644)
	os.WriteFile(filepath.Join(dir, "b.bt"), []byte("x"), 0o644)
	eng := conflictEngine{}
	a := newAgent(Config{}, eng, io.Discard)
	found, _ := discover([]string{dir}, true)
	a.apply(found)
	settle(t, a)
	snap, _ := a.snapshot()
	n := 0
	for _, f := range snap.Families {
		if f.Name == "sonde_x" {
			n++
		}
	}
	if n != 1 || snap.Dropped != 1 {
		t.Errorf("%d families sonde_x, %d dropped; want 1 and 1", n, snap.Dropped)
	}
	a.shutdown(time.Second)
}

type conflictEngine struct{}

func (conflictEngine) Compile(path string, _ []byte, _ bool, _ io.Writer) (Program, error) {
	return conflictProgram(filepath.Base(path) == "b.bt"), nil
}

type conflictProgram bool

func (hist conflictProgram) Run(ctx context.Context, h Hooks) error {
	m := &output.Map{Name: "@x", Kind: output.Count, Entries: []output.Entry{{Value: output.U64(1)}}}
	if hist {
		m = &output.Map{Name: "@x", Kind: output.Hist, Entries: []output.Entry{{Buckets: []uint64{0, 1}}}}
	}
	h.Maps(func() ([]*output.Map, error) { return []*output.Map{m}, nil })
	h.Attached()
	<-ctx.Done()
	return nil
}

// TestConfigMap reads a directory laid out as the kubelet mounts a
// ConfigMap: each key a link into ..data, itself a link to a timestamped
// directory, swapped atomically on an update.
func TestConfigMap(t *testing.T) {
	dir := t.TempDir()
	version := func(name string, files map[string]string) {
		d := filepath.Join(dir, name)
		os.Mkdir(d, 0o755)
		for f, text := range files {
			os.WriteFile(filepath.Join(d, f), []byte(text), 0o644)
		}
		tmp := filepath.Join(dir, "..data_tmp")
		if err := os.Symlink(name, tmp); err != nil {
			t.Fatal(err)
		}
		if err := os.Rename(tmp, filepath.Join(dir, "..data")); err != nil {
			t.Fatal(err)
		}
	}
	version("..2026_11_27_06_00_00.1", map[string]string{"a.bt": "one", "b.bt": "two"})
	for _, f := range []string{"a.bt", "b.bt"} {
		os.Symlink(filepath.Join("..data", f), filepath.Join(dir, f))
	}
	texts := func() string {
		fs, err := discover([]string{dir}, true)
		if err != nil {
			t.Fatal(err)
		}
		var s []string
		for _, f := range fs {
			s = append(s, fmt.Sprintf("%s=%s", f.name, f.text))
		}
		return strings.Join(s, " ")
	}
	if got := texts(); got != "a=one b=two" {
		t.Errorf("before the update: %s", got)
	}
	version("..2026_11_27_06_01_00.2", map[string]string{"a.bt": "uno", "b.bt": "two"})
	if got := texts(); got != "a=uno b=two" {
		t.Errorf("after the update: %s", got)
	}
}

func TestLineLog(t *testing.T) {
	var b strings.Builder
	l := newLineLog("s", &b)
	now := time.Unix(1000, 0)
	l.now = func() time.Time { return now }
	l.Write([]byte("one\ntw"))
	l.Write([]byte("o\n"))
	if b.String() != "s: one\ns: two\n" {
		t.Fatalf("got %q", b.String())
	}
	b.Reset()
	for i := 0; i < LogBurst+10; i++ {
		fmt.Fprintf(l, "line %d\n", i)
	}
	if n := strings.Count(b.String(), "\n"); n != LogBurst-2 {
		t.Errorf("%d lines logged at once, want %d (the burst, less the two before)", n, LogBurst-2)
	}
	if l.Dropped() != 12 {
		t.Errorf("%d dropped, want 12", l.Dropped())
	}
	b.Reset()
	now = now.Add(time.Second / LogRate)
	l.Write([]byte("later\n"))
	if want := "s: (12 lines left out: over 100 a second)\ns: later\n"; b.String() != want {
		t.Errorf("got %q, want %q", b.String(), want)
	}
	b.Reset()
	now = now.Add(time.Second)
	l.Write([]byte("no newline"))
	l.Close()
	if b.String() != "s: no newline\n" {
		t.Errorf("got %q", b.String())
	}
}

type lockedBuilder struct {
	mu sync.Mutex
	b  *strings.Builder
}

func (l *lockedBuilder) String() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.String()
}

func (l *lockedBuilder) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.Write(p)
}
