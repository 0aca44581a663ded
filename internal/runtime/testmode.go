package runtime

import (
	"bytes"
	"encoding/json"
	"fmt"
	"sort"
	"strings"
	"time"

	"github.com/cilium/ebpf"

	"sonde/internal/lang/object"
	"sonde/internal/probe/point"
)

// Mode is what a run does with the script's probes.
type Mode int

const (
	ModeTrace Mode = iota // attach and trace: test and bench probes are ignored
	ModeTest              // --test: run each test probe once and report
	ModeBench             // --bench: time each bench probe and report
)

// ANSI colours of newest bpftrace's test report.
const (
	green = "\033[32m"
	red   = "\033[31m"
	reset = "\033[0m"
)

// modeProg is one test or bench probe: its name after "test:" or
// "bench:", and its program.
type modeProg struct {
	name string
	prog *ebpf.Program
}

// runMode runs the test or bench probes, sorted by name, and prints
// newest bpftrace's report of them; nothing else of the script runs.
func (r *Runtime) runMode() (Result, error) {
	want := point.TriggerTest
	if r.opts.Mode == ModeBench {
		want = point.TriggerBench
	}
	var progs []modeProg
	for _, p := range r.out.Programs {
		if p.Instances[0].Ctx.Trigger == want {
			progs = append(progs, modeProg{name: p.Targets[0].Parts[0], prog: r.coll.Programs[p.Name]})
		}
	}
	sort.SliceStable(progs, func(i, j int) bool { return progs[i].name < progs[j].name })
	// No "Attached N probes": newest bpftrace prints it only when it
	// neither runs tests nor benchmarks.
	if r.opts.Mode == ModeBench {
		return r.bench(progs)
	}
	return r.test(progs)
}

// test runs each test probe once, its output captured (in json mode, one
// test_result record each, as newest bpftrace writes them): a test passes when
// it returns 0, does not exit() with a nonzero code and reports no
// errorf(). A passing test's output is left out of the report; a failing
// one's is printed before its FAILED line. The exit code is 1 when a test
// failed.
func (r *Runtime) test(progs []modeProg) (Result, error) {
	var names []string
	passed := 0
	var failed []string
	plural := func(n int) string {
		if n == 1 {
			return "test"
		}
		return "tests"
	}
	if r.opts.JSON {
		code := 0
		for _, t := range progs {
			out, ok, took, err := r.runTest(t)
			if err != nil {
				return Result{}, err
			}
			if !ok {
				code = 1
			}
			fmt.Fprintf(r.w, `{"type": "test_result", "data": {%s: {"duration": %d, "passed": %t, "output": %s}}}`+"\n",
				jsonString(t.name), took.Nanoseconds(), ok, jsonString(out))
		}
		return Result{ExitCode: code}, r.w.Flush()
	}
	fmt.Fprintf(r.w, "%s[==========]%s Running %d %s.\n", green, reset, len(progs), plural(len(progs)))
	for _, t := range progs {
		names = append(names, t.name)
		fmt.Fprintf(r.w, "%s[ RUN      ]%s %s\n", green, reset, t.name)
		out, ok, took, err := r.runTest(t)
		if err != nil {
			return Result{}, err
		}
		if ok {
			passed++
			fmt.Fprintf(r.w, "%s[       OK ]%s %s (%s)\n", green, reset, t.name, durationText(took))
			continue
		}
		failed = append(failed, t.name)
		for _, line := range strings.Split(out, "\n") {
			if line != "" {
				fmt.Fprintln(r.w, line)
			}
		}
		fmt.Fprintf(r.w, "%s[  FAILED  ]%s %s (%s)\n", red, reset, t.name, durationText(took))
	}
	fmt.Fprintf(r.w, "%s[==========]%s %d %s ran.\n", green, reset, len(names), plural(len(names)))
	fmt.Fprintf(r.w, "%s[  PASSED  ]%s %d %s.\n", green, reset, passed, plural(passed))
	code := 0
	if len(failed) > 0 {
		code = 1
		fmt.Fprintf(r.w, "%s[  FAILED  ]%s %d %s, listed below:\n", red, reset, len(failed), plural(len(failed)))
		for _, n := range failed {
			fmt.Fprintf(r.w, "%s[  FAILED  ]%s %s\n", red, reset, n)
		}
	}
	return Result{ExitCode: code}, r.w.Flush()
}

// runTest runs one test probe with its output (printf, print, errorf...)
// captured, and says whether it passed.
func (r *Runtime) runTest(t modeProg) (out string, ok bool, took time.Duration, err error) {
	var buf bytes.Buffer
	if err := r.w.Flush(); err != nil {
		return "", false, 0, err
	}
	stderr := r.opts.Err
	r.w.Reset(&buf)
	r.opts.Err = &buf
	r.errorfs = 0
	r.exited, r.code = false, 0
	r.setStopped(0)
	defer func() {
		r.w.Flush()
		r.w.Reset(r.opts.Out)
		r.opts.Err = stderr
	}()
	start := time.Now()
	ret, err := t.prog.Run(&ebpf.RunOptions{})
	took = time.Since(start)
	if err != nil {
		return "", false, took, fmt.Errorf("run test:%s: %w", t.name, err)
	}
	r.ending = true // exit() in the test does not hide its output
	err = r.drain()
	r.ending = false
	if err != nil {
		return "", false, took, err
	}
	r.w.Flush()
	ok = ret == 0 && r.code == 0 && r.errorfs == 0
	return buf.String(), ok, took, nil
}

// bench times each bench probe: it runs it (BPF_PROG_TEST_RUN, once per
// call: the kernel repeats no raw tracepoint program itself), doubling the
// count until the runs take a tenth of a second, and prints the average
// time of one run, the system call included. The records the runs make
// are dropped.
func (r *Runtime) bench(progs []modeProg) (Result, error) {
	const (
		title = "Benchmark"
		avg   = "Time(ns)"
		iters = "Iterations"
	)
	width := 40
	for _, b := range progs {
		width = max(width, len(b.name))
	}
	if !r.opts.JSON {
		fmt.Fprintf(r.w, "%-*s%-15s%s\n%s\n", width+1, title, avg, iters, strings.Repeat("-", width+1+15+len(iters)))
	}
	r.setStopped(object.StoppedFlag)
	for _, b := range progs {
		n := 1
		var per time.Duration
		for {
			start := time.Now()
			for i := 0; i < n; i++ {
				if _, err := b.prog.Run(&ebpf.RunOptions{}); err != nil {
					return Result{}, fmt.Errorf("run bench:%s: %w", b.name, err)
				}
			}
			total := time.Since(start)
			per = total / time.Duration(n)
			if total >= 100*time.Millisecond || n >= 1<<24 {
				break
			}
			n *= 2
			if err := r.discard(); err != nil {
				return Result{}, err
			}
		}
		if err := r.discard(); err != nil {
			return Result{}, err
		}
		if r.opts.JSON {
			fmt.Fprintf(r.w, `{"type": "benchmark_result", "data": {%s: {"average": %d, "iters": %d}}}`+"\n", jsonString(b.name), per.Nanoseconds(), n)
		} else {
			fmt.Fprintf(r.w, "%-*s%-15d%d\n", width+1, b.name, per.Nanoseconds(), n)
		}
	}
	return Result{}, r.w.Flush()
}

// jsonString is s as a JSON string.
func jsonString(s string) string {
	var b bytes.Buffer
	e := json.NewEncoder(&b)
	e.SetEscapeHTML(false)
	e.Encode(s)
	return strings.TrimSuffix(b.String(), "\n")
}

// discard drops the records in the ring buffer.
func (r *Runtime) discard() error {
	_, err := r.ring.Drain(func([]byte) error { return nil })
	return err
}

// durationText spells a test's time in its largest whole unit: "12 us".
func durationText(d time.Duration) string {
	n := d.Nanoseconds()
	switch {
	case n >= 1e9:
		return fmt.Sprintf("%d s", n/1e9)
	case n >= 1e6:
		return fmt.Sprintf("%d ms", n/1e6)
	case n >= 1e3:
		return fmt.Sprintf("%d us", n/1e3)
	}
	return fmt.Sprintf("%d ns", n)
}
