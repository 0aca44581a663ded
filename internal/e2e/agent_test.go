package e2e

import (
	"bufio"
	"io"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"
)

// agentRun is a `sonde agent` process.
type agentRun struct {
	cmd    *exec.Cmd
	addr   string
	stderr *strings.Builder
	lines  chan string
}

// startAgent starts `sonde agent --listen 127.0.0.1:0 args...` and waits
// until it says where it serves.
func startAgent(t *testing.T, args ...string) *agentRun {
	t.Helper()
	return startAgentEnv(t, nil, args...)
}

// startAgentEnv is startAgent with env added to the agent's environment.
func startAgentEnv(t *testing.T, env []string, args ...string) *agentRun {
	t.Helper()
	cmd := exec.Command(sondeBinary(t), append([]string{"agent", "--listen", "127.0.0.1:0"}, args...)...)
	if env != nil {
		cmd.Env = append(os.Environ(), env...)
	}
	pipe, err := cmd.StderrPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	r := &agentRun{cmd: cmd, stderr: &strings.Builder{}, lines: make(chan string, 4096)}
	t.Cleanup(func() {
		if cmd.ProcessState == nil {
			cmd.Process.Kill()
			cmd.Wait()
		}
	})
	go func() {
		sc := bufio.NewScanner(pipe)
		for sc.Scan() {
			r.lines <- sc.Text()
		}
		close(r.lines)
	}()
	deadline := time.After(runTimeout)
	for r.addr == "" {
		select {
		case l, ok := <-r.lines:
			if !ok {
				t.Fatalf("the agent ended before serving:\n%s", r.stderr)
			}
			r.stderr.WriteString(l + "\n")
			r.addr, _ = strings.CutPrefix(l, "Serving metrics on ")
		case <-deadline:
			t.Fatalf("the agent did not serve within %v:\n%s", runTimeout, r.stderr)
		}
	}
	return r
}

// log is what the agent wrote on stderr so far.
func (r *agentRun) log() string {
	for {
		select {
		case l, ok := <-r.lines:
			if !ok {
				return r.stderr.String()
			}
			r.stderr.WriteString(l + "\n")
		default:
			return r.stderr.String()
		}
	}
}

// get fetches a path from the agent: its status and body.
func (r *agentRun) get(t *testing.T, path string) (int, string) {
	t.Helper()
	resp, err := http.Get("http://" + r.addr + path)
	if err != nil {
		t.Fatalf("GET %s: %v", path, err)
	}
	defer resp.Body.Close()
	b, err := io.ReadAll(resp.Body)
	if err != nil {
		t.Fatal(err)
	}
	return resp.StatusCode, string(b)
}

// until polls path until ok accepts its status and body.
func (r *agentRun) until(t *testing.T, path string, ok func(int, string) bool, poke func()) string {
	t.Helper()
	deadline := time.Now().Add(runTimeout)
	for {
		if poke != nil {
			poke()
		}
		code, body := r.get(t, path)
		if ok(code, body) {
			return body
		}
		if time.Now().After(deadline) {
			t.Fatalf("%s: %d\n%s\nagent log:\n%s", path, code, body, r.log())
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// sample is the value of one series in a Prometheus text exposition.
func sample(body, series string) (float64, bool) {
	for _, l := range strings.Split(body, "\n") {
		if v, ok := strings.CutPrefix(l, series+" "); ok {
			f, err := strconv.ParseFloat(v, 64)
			return f, err == nil
		}
	}
	return 0, false
}

// healthLine is a script's line of /healthz.
func healthLine(body, name string) string {
	for _, l := range strings.Split(body, "\n") {
		if strings.HasPrefix(l, name+": ") {
			return l
		}
	}
	return ""
}

// TestAgent runs an agent with a good script, one that does not compile
// and one that uses system() without --allow-unsafe; checks the good one's
// counts on /metrics and every state on /healthz and /readyz; adds a
// fourth script and sends SIGHUP; and stops it with SIGTERM, timing the
// exit, after which none of its programs is left in the kernel.
func TestAgent(t *testing.T) {
	requireTracing(t)
	dir := t.TempDir()
	write := func(name, text string) {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write("good.bt", `tracepoint:syscalls:sys_enter_getppid /comm == "`+workloadName+`"/ { @calls = count(); @h = hist(3); }`+"\n")
	write("bad.bt", "BEGIN {\n  nosuch();\n}\n")
	write("unsafe.bt", `tracepoint:syscalls:sys_enter_getppid /comm == "`+workloadName+`"/ { system("true"); }`+"\n")
	write("allowed.bt", `BEGIN { system("echo allowed ran"); }`+"\n")
	write(".hidden.bt", "BEGIN { nosuch(); }\n")
	write("notes.txt", "not a script\n")
	r := startAgent(t, "--allow-unsafe", "allowed", dir)

	body := r.until(t, "/readyz", func(code int, _ string) bool { return code == 200 }, nil)
	code, health := r.get(t, "/healthz")
	if code != 200 || health != body {
		t.Errorf("/healthz: %d\n%s\nwant 200 and /readyz's\n%s", code, health, body)
	}
	for name, want := range map[string]string{
		"good":    "good: running",
		"allowed": "allowed: running",
		"bad":     "bad: failed: " + filepath.Join(dir, "bad.bt") + ":2:3: error: unknown function nosuch()",
		"unsafe":  "unsafe: refused: " + filepath.Join(dir, "unsafe.bt") + ":1:",
	} {
		if l := healthLine(health, name); !strings.HasPrefix(l, want) {
			t.Errorf("/healthz line of %s: %q, want %q...\n%s", name, l, want, health)
		}
	}
	if l := healthLine(health, "unsafe"); !strings.Contains(l, "system() is unsafe") || !strings.Contains(l, "--allow-unsafe unsafe") {
		t.Errorf("/healthz line of unsafe: %q, want it to name system() and --allow-unsafe unsafe", l)
	}
	if n := strings.Count(health, "\n"); n != 4 {
		t.Errorf("/healthz has %d lines, want 4 (no .hidden.bt, no notes.txt):\n%s", n, health)
	}

	if out, err := exec.Command(workload(t), "getppid", "5").CombinedOutput(); err != nil {
		t.Fatalf("workload: %v: %s", err, out)
	}
	metrics := r.until(t, "/metrics", func(_ int, b string) bool {
		v, _ := sample(b, `sonde_calls_total{script="good"}`)
		return v >= 5
	}, nil)
	for series, want := range map[string]float64{
		`sonde_calls_total{script="good"}`:                     5,
		`sonde_h_count{script="good"}`:                         5,
		`sonde_agent_scripts{state="running"}`:                 2,
		`sonde_agent_scripts{state="failed"}`:                  1,
		`sonde_agent_scripts{state="refused"}`:                 1,
		`sonde_agent_script_info{script="bad",state="failed"}`: 1,
	} {
		if v, ok := sample(metrics, series); !ok || v != want {
			t.Errorf("%s = %v (present %v), want %v", series, v, ok, want)
		}
	}
	if v, ok := sample(metrics, "sonde_agent_resident_memory_bytes"); !ok || v < 1<<20 {
		t.Errorf("sonde_agent_resident_memory_bytes = %v", v)
	}
	if _, ok := sample(metrics, "sonde_agent_cpu_seconds_total"); !ok {
		t.Errorf("no sonde_agent_cpu_seconds_total:\n%s", metrics)
	}

	// A fourth script, and SIGHUP: it starts; the others go on (the
	// good one keeps its counts: it was not restarted).
	write("execs.bt", `tracepoint:syscalls:sys_enter_getppid /comm == "`+workloadName+`"/ { @fourth = count(); printf("fourth %d\n", pid); }`+"\n")
	r.cmd.Process.Signal(syscall.SIGHUP)
	r.until(t, "/readyz", func(code int, b string) bool {
		return code == 200 && healthLine(b, "execs") == "execs: running"
	}, nil)
	exec.Command(workload(t), "getppid", "2").Run()
	metrics = r.until(t, "/metrics", func(_ int, b string) bool {
		v, _ := sample(b, `sonde_fourth_total{script="execs"}`)
		return v >= 2
	}, nil)
	if v, _ := sample(metrics, `sonde_calls_total{script="good"}`); v != 7 {
		t.Errorf(`after SIGHUP sonde_calls_total{script="good"} = %v, want 7 (5 before, 2 after)`, v)
	}
	// The scripts' output, in the log with their names.
	deadline := time.Now().Add(runTimeout)
	for _, want := range []string{"execs: fourth ", "allowed: allowed ran"} {
		for !strings.Contains(r.log(), want) {
			if time.Now().After(deadline) {
				t.Fatalf("no %q in the agent's log:\n%s", want, r.log())
			}
			time.Sleep(20 * time.Millisecond)
		}
	}

	// SIGTERM: exit 0 within a second (bounded at 5 s here, for a loaded
	// machine), and nothing left in the kernel.
	ids := progIDs(t, r.cmd.Process.Pid)
	if len(ids) < 2 {
		t.Fatalf("the agent holds %d BPF programs, want at least 2", len(ids))
	}
	sent := time.Now()
	r.cmd.Process.Signal(syscall.SIGTERM)
	err := r.cmd.Wait()
	took := time.Since(sent)
	t.Logf("SIGTERM to exit: %v", took)
	if err != nil {
		t.Errorf("agent after SIGTERM: %v\n%s", err, r.log())
	}
	if took > 5*time.Second {
		t.Errorf("the agent took %v to exit after SIGTERM, want under 1 s (5 s allowed here)", took)
	}
	deadline = time.Now().Add(10 * time.Second)
	for _, id := range ids {
		for progExists(t, id) {
			if time.Now().After(deadline) {
				t.Fatalf("BPF program %d is still loaded after the agent ended", id)
			}
			time.Sleep(10 * time.Millisecond)
		}
	}
}

// TestAgentErrors: what the agent refuses at start, in one line with exit 2.
func TestAgentErrors(t *testing.T) {
	requireTracing(t)
	dir := t.TempDir()
	os.WriteFile(filepath.Join(dir, "a.bt"), []byte("BEGIN { }\n"), 0o644)
	sub := filepath.Join(dir, "sub")
	os.Mkdir(sub, 0o755)
	os.WriteFile(filepath.Join(sub, "a.bt"), []byte("BEGIN { }\n"), 0o644)
	busy, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer busy.Close()
	for _, tt := range []struct {
		args []string
		want string
	}{
		{[]string{"--listen", busy.Addr().String(), dir}, busy.Addr().String() + ": bind: address already in use"},
		{[]string{filepath.Join(dir, "nosuch")}, "no such file or directory"},
		{[]string{dir, sub}, "are both script a"},
		{[]string{"--listen"}, "--listen needs a value"},
		{[]string{"--metrics", ":1", dir}, "unknown option --metrics"},
		{[]string{"--cgroup", "/sys/fs/cgroup/sonde-no-such-cgroup", dir}, `--cgroup: cgroup "/sys/fs/cgroup/sonde-no-such-cgroup" does not exist`},
		{[]string{"--container", "0123456789ab", dir}, `--container: no container "0123456789ab"`},
		{[]string{"--otlp", "localhost:4318", dir}, "--otlp: \"localhost:4318\" is not an http:// or https:// URL"},
	} {
		cmd := exec.Command(sondeBinary(t), append([]string{"agent"}, tt.args...)...)
		var stderr strings.Builder
		cmd.Stderr = &stderr
		err := cmd.Run()
		code := cmd.ProcessState.ExitCode()
		first, _, _ := strings.Cut(stderr.String(), "\n")
		if code != 2 || !strings.Contains(first, tt.want) {
			t.Errorf("sonde agent %q: exit %d (%v), stderr:\n%s\nwant exit 2 and a first line with %q", tt.args, code, err, stderr.String(), tt.want)
		}
	}
}
