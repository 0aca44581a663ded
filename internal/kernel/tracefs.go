// Package kernel is sonde's window on the running kernel: the tracefs mount
// and its tracepoint format files, privileges, cgroups, kallsyms and CPU
// lists (kernel BTF is package kbtf's). Everything here reads the live
// system; nothing here compiles or attaches programs.
package kernel

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"os"
	"strings"
	"sync"

	"golang.org/x/sys/unix"
)

// The places tracefs may be mounted, in order of preference. The second is
// the legacy location under debugfs.
const (
	TracefsPath       = "/sys/kernel/tracing"
	legacyTracefsPath = "/sys/kernel/debug/tracing"
)

var (
	tracefsMu   sync.Mutex
	tracefsRoot string // cached after the first success
)

// EnsureTracefs returns the tracefs mount point, mounting tracefs at
// /sys/kernel/tracing if it is not mounted anywhere. The result is cached.
func EnsureTracefs() (string, error) {
	tracefsMu.Lock()
	defer tracefsMu.Unlock()
	if tracefsRoot != "" {
		return tracefsRoot, nil
	}
	mounts, err := os.ReadFile("/proc/self/mountinfo")
	if err != nil {
		return "", fmt.Errorf("find tracefs: %w", err)
	}
	if root := findTracefs(mounts); root != "" {
		tracefsRoot = root
		return root, nil
	}
	if err := mountTracefs(); err != nil {
		return "", err
	}
	tracefsRoot = TracefsPath
	return tracefsRoot, nil
}

// findTracefs returns the preferred tracefs mount point listed in a
// /proc/self/mountinfo text, or "".
func findTracefs(mountinfo []byte) string {
	found := map[string]bool{}
	sc := bufio.NewScanner(bytes.NewReader(mountinfo))
	sc.Buffer(make([]byte, 0, 64<<10), 1<<20)
	for sc.Scan() {
		// 42 23 0:13 / /sys/kernel/tracing rw,relatime - tracefs nodev rw
		fields := strings.Fields(sc.Text())
		sep := -1
		for i, f := range fields {
			if f == "-" {
				sep = i
				break
			}
		}
		if sep < 5 || sep+1 >= len(fields) || fields[sep+1] != "tracefs" {
			continue
		}
		found[unescapeMount(fields[4])] = true
	}
	for _, p := range []string{TracefsPath, legacyTracefsPath} {
		if found[p] {
			return p
		}
	}
	return ""
}

// unescapeMount undoes the octal escapes (\040 for a space) in mountinfo paths.
func unescapeMount(s string) string {
	if !strings.Contains(s, `\`) {
		return s
	}
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if s[i] == '\\' && i+3 < len(s) {
			v := 0
			ok := true
			for _, c := range s[i+1 : i+4] {
				if c < '0' || c > '7' {
					ok = false
					break
				}
				v = v*8 + int(c-'0')
			}
			if ok {
				b.WriteByte(byte(v))
				i += 3
				continue
			}
		}
		b.WriteByte(s[i])
	}
	return b.String()
}

func mountTracefs() error {
	fs, err := os.ReadFile("/proc/filesystems")
	if err != nil {
		return fmt.Errorf("mount tracefs: %w", err)
	}
	if !hasFilesystem(fs, "tracefs") {
		return errors.New("tracefs is not available: the kernel has no tracefs in /proc/filesystems (CONFIG_TRACING is off)")
	}
	err = unix.Mount("nodev", TracefsPath, "tracefs", 0, "")
	switch {
	case err == nil:
		return nil
	case errors.Is(err, unix.EPERM):
		return fmt.Errorf("mount tracefs at %s: %w (needs root or CAP_SYS_ADMIN)", TracefsPath, err)
	default:
		return fmt.Errorf("mount tracefs at %s: %w", TracefsPath, err)
	}
}

// hasFilesystem reports whether a /proc/filesystems text lists fstype.
func hasFilesystem(text []byte, fstype string) bool {
	for _, line := range strings.Split(string(text), "\n") {
		f := strings.Fields(line)
		if len(f) > 0 && f[len(f)-1] == fstype {
			return true
		}
	}
	return false
}
