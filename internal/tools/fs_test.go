package tools

// The file system tools run on fentry or kprobes: in the VMs (scripts/
// vmtest, which loads ext4 and loop), and elsewhere they say in one line
// that they cannot run.

import (
	"os"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// inVM reports whether fentry and kprobe tools run here (the VMs); where
// not, it checks that the tool says so in one line and exits 1.
func inVM(t *testing.T, tool string, args ...string) bool {
	t.Helper()
	if os.Getenv("SONDE_KERNEL_MATRIX") != "" {
		return true
	}
	oneLine(t, RunTool(t, tool, args...), 1, `^sonde tool `+tool+`: cannot run here: fentry: .*; kprobe: `)
	return false
}

func TestFsslower(t *testing.T) {
	oneLine(t, RunTool(t, "fsslower", "-t", "nosuchfs"), 2, `bad --type "nosuchfs": not a file system this kernel has`)
	if !inVM(t, "fsslower") {
		return
	}
	dir := Ext4Dir(t)
	me := strconv.Itoa(os.Getpid())
	for _, source := range []string{"fentry", "kprobe"} {
		r := Start(t, "fsslower", "--source", source, "-p", me, "0")
		FileOps(t, dir, "fsslower-file", 8192)
		o := r.Stop()
		o.Want(t, `^Tracing ext4 operations\.\.\. Hit Ctrl-C to end\.$`)
		o.Want(t, `^TIME     COMM           PID    T BYTES   OFF_KB   LAT\(ms\) FILENAME$`)
		for _, op := range []string{`O 0 +0`, `W 8192 +0`, `S 0 +0`, `R 8192 +0`} {
			o.Want(t, `^\d\d:\d\d:\d\d \S+ +`+me+` +`+op+` +\d+\.\d\d fsslower-file$`)
		}
	}
	// min_ms: nothing this fast is printed.
	r := Start(t, "fsslower", "-p", me, "10000")
	FileOps(t, dir, "fsslower-file", 4096)
	o := r.Stop()
	o.Want(t, `^Tracing ext4 operations slower than 10000 ms`)
	if strings.Contains(o.Stdout, "fsslower-file") {
		t.Errorf("min_ms 10000 printed a fast operation:\n%s", o.Stdout)
	}
}

func TestFsdist(t *testing.T) {
	if !inVM(t, "fsdist") {
		return
	}
	dir := Ext4Dir(t)
	for _, source := range []string{"fentry", "kprobe"} {
		r := Start(t, "fsdist", "--source", source, "-p", strconv.Itoa(os.Getpid()))
		FileOps(t, dir, "fsdist-file", 8192)
		o := r.Stop()
		o.Want(t, `^Tracing ext4 operation latency`)
		for _, op := range []string{"read", "write", "open", "fsync"} {
			o.Want(t, `^@usecs\[`+op+`\]: $`)
		}
		o.Want(t, `^\[\d+K?(\]|, \d+K?\)) +\d+ \|@+ *\|$`) // [0], [1] or [lo, hi)
	}
	r := Start(t, "fsdist", "-m", "-T", "1", "1")
	o := r.Wait()
	o.Want(t, `^\d\d:\d\d:\d\d$`)
}

func TestCachestat(t *testing.T) {
	if !inVM(t, "cachestat", "1", "1") {
		return
	}
	dir := Ext4Dir(t)
	for _, source := range []string{"fentry", "kprobe"} {
		r := Start(t, "cachestat", "--source", source, "-T", "1", "2")
		FileOps(t, dir, "cachestat-file", 1<<20)
		o := r.Wait()
		o.Want(t, `^TIME         HITS   MISSES  DIRTIES HITRATIO   BUFFERS_MB  CACHED_MB$`)
		if n := len(regexp.MustCompile(`(?m)^\d\d:\d\d:\d\d +\d+ +\d+ +\d+ +\d+\.\d\d% +\d+ +[1-9]\d*$`).FindAllString(o.Stdout, -1)); n != 2 {
			t.Errorf("%s: want two lines, got %d:\n%s", source, n, o.Stdout)
		}
		// 1 MiB written: pages dirtied.
		if !regexp.MustCompile(`(?m)^\S+ +\d+ +\d+ +[1-9]\d* `).MatchString(o.Stdout) {
			t.Errorf("%s: no interval counts the pages dirtied:\n%s", source, o.Stdout)
		}
	}
}

func TestReadahead(t *testing.T) {
	if !inVM(t, "readahead") {
		return
	}
	dir := Ext4Dir(t)
	for _, source := range []string{"fentry", "kprobe"} {
		r := Start(t, "readahead", "--source", source)
		ColdRead(t, dir, 1<<20)
		o := r.Stop()
		o.Want(t, `^Read-ahead unused pages: -?\d+$`)
		o.Want(t, `^Histogram of read-ahead used page age \(ms\):$`)
		o.Want(t, `^@age_ms: $`)
		o.Want(t, `^\[\d+K?(\]|, \d+K?\)) +\d+ \|@+ *\|$`) // [0], [1] or [lo, hi)
	}
}
