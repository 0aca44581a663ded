// Package kernel is sonde's window on the running kernel: tracefs (the
// mount, its tracepoint format files, instances, the kprobe and uprobe
// dynamic events sonde defines there and the cleanup of those a killed
// sonde left behind), the build configuration (kconfig), privileges,
// cgroups, kallsyms and CPU lists. Kernel BTF is package kbtf's, the ABI's
// tables are package abi's. Everything here reads or writes the live
// system; nothing here compiles or attaches programs.
//
// It imports only the standard library and golang.org/x/sys/unix.
package kernel

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
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

// TracefsMounted returns where tracefs is mounted, or "" when it is not:
// unlike EnsureTracefs it mounts nothing, for those that only look.
func TracefsMounted() string {
	for _, d := range []string{TracefsPath, legacyTracefsPath} {
		if _, err := os.Stat(filepath.Join(d, "available_events")); err == nil {
			return d
		}
	}
	return ""
}

// --- Dynamic events: kprobe_events and uprobe_events. ---

// The tracefs files that define dynamic events.
const (
	KprobeEvents = "kprobe_events"
	UprobeEvents = "uprobe_events"
)

// TracefsEventPrefix is the group prefix of every kprobe and uprobe event
// sonde defines in tracefs, by itself (NewEventGroup) or through the
// library where the kernel has no kprobe/uprobe PMU, or for kretprobes
// with maxactive (which appends "_<random>"): "sonde_<pid>". The pid lets
// a later sonde tell stale events from those of a sonde still running.
func TracefsEventPrefix() string { return fmt.Sprintf("sonde_%d", os.Getpid()) }

var eventGroups struct {
	sync.Mutex
	n int
}

// NewEventGroup returns a group name this process has not used yet,
// TracefsEventPrefix()_<tag><n> ("sonde_42_tfr1"): the group of a set of
// events, and the name of the instance they are enabled in.
func NewEventGroup(tag string) string {
	eventGroups.Lock()
	eventGroups.n++
	n := eventGroups.n
	eventGroups.Unlock()
	return fmt.Sprintf("%s_%s%d", TracefsEventPrefix(), tag, n)
}

// Event is one kprobe or uprobe dynamic event.
type Event struct {
	File     string   // KprobeEvents or UprobeEvents
	Kind     string   // "p" (probe) or "r" (return probe)
	Group    string   // from NewEventGroup
	Name     string   // the event's name in its group
	Location string   // as the file spells it: "vfs_read+4", "ext4:ext4_file_open", "/bin/x:0x1136"
	Fetch    []string // fetch arguments: "arg2=%si:u64", "retval=$retval:u64"
}

// Def is the line that defines the event ("p:group/name location fetch...").
func (e Event) Def() string {
	def := fmt.Sprintf("%s:%s/%s %s", e.Kind, e.Group, e.Name, e.Location)
	for _, f := range e.Fetch {
		def += " " + f
	}
	return def
}

// AddEvent defines the event in tracefs, mounting tracefs if needed.
func AddEvent(e Event) error {
	root, err := EnsureTracefs()
	if err != nil {
		return err
	}
	return writeEvents(filepath.Join(root, e.File), e.Def())
}

// RemoveEvent removes the event. It must be enabled in no instance: remove
// the instances first. Removing an event that no longer exists wraps
// os.ErrNotExist.
func RemoveEvent(e Event) error {
	root, err := EnsureTracefs()
	if err != nil {
		return err
	}
	return writeEvents(filepath.Join(root, e.File), "-:"+e.Group+"/"+e.Name)
}

// writeEvents appends one command to a dynamic events file.
func writeEvents(path, cmd string) error {
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_APPEND, 0)
	if err != nil {
		return err
	}
	_, err = f.WriteString(cmd + "\n")
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	return err
}

// --- Instances: a trace buffer of sonde's own. ---

// Instance is a tracefs instance: a ring buffer and its own enabled
// events, apart from the global buffer and other tracers'. Package ftrace
// runs one (its events, filters, clock, readers and stats); this is only
// its making and removal.
type Instance struct {
	Dir string // <tracefs>/instances/<name>
}

// NewInstance creates the instance called name ("sonde-<pid>", or a
// sonde event group's name: what CleanupStaleEvents recognizes as a killed
// sonde's), mounting tracefs if needed.
func NewInstance(name string) (*Instance, error) {
	root, err := EnsureTracefs()
	if err != nil {
		return nil, err
	}
	in := &Instance{Dir: filepath.Join(root, "instances", name)}
	if err := os.Mkdir(in.Dir, 0o700); err != nil {
		return nil, err
	}
	return in, nil
}

// Stop stops recording: trace_pipe_raw still yields what the buffer holds.
func (in *Instance) Stop() error {
	return os.WriteFile(filepath.Join(in.Dir, "tracing_on"), []byte("0\n"), 0)
}

// BufferStats is one CPU's ring-buffer accounting, from per_cpu/cpuN/stats.
type BufferStats struct {
	Entries uint64 // events in the buffer, unread
	Overrun uint64 // events overwritten before they were read
	Dropped uint64 // events refused because the buffer was full (overwrite off)
	Read    uint64 // events read
	Bytes   uint64 // bytes in the buffer
}

// ParseBufferStats parses the text of a per_cpu/cpuN/stats file; lines it
// does not know are skipped.
func ParseBufferStats(text []byte) BufferStats {
	var st BufferStats
	for _, line := range strings.Split(string(text), "\n") {
		key, val, ok := strings.Cut(line, ":")
		if !ok {
			continue
		}
		v, err := strconv.ParseUint(strings.TrimSpace(val), 10, 64)
		if err != nil {
			continue
		}
		switch key {
		case "entries":
			st.Entries = v
		case "overrun":
			st.Overrun = v
		case "dropped events":
			st.Dropped = v
		case "read events":
			st.Read = v
		case "bytes":
			st.Bytes = v
		}
	}
	return st
}

// Remove removes the instance, which disables the events enabled in it.
// Removing an instance that no longer exists is not an error.
func (in *Instance) Remove() error {
	if err := os.Remove(in.Dir); err != nil && !errors.Is(err, os.ErrNotExist) {
		return err
	}
	return nil
}

// --- What a killed sonde left behind. ---

// CleanupStaleEvents removes from tracefs the instances and the kprobe and
// uprobe events of sonde processes that no longer run: a sonde killed by
// SIGKILL cannot remove its own. Call it at start. It returns how many
// events it removed; events still in use stay.
func CleanupStaleEvents() (int, error) {
	dir := TracefsMounted()
	if dir == "" {
		return 0, nil
	}
	removed := 0
	var errs []error
	// Instances first: an event enabled in one is busy.
	if ents, err := os.ReadDir(filepath.Join(dir, "instances")); err == nil {
		for _, e := range ents {
			if staleGroup(e.Name()) {
				// Another sonde's cleanup may remove it first: the
				// kernel then says ENODEV.
				err := os.Remove(filepath.Join(dir, "instances", e.Name()))
				if err != nil && !errors.Is(err, os.ErrNotExist) && !errors.Is(err, unix.ENODEV) {
					errs = append(errs, fmt.Errorf("remove stale tracefs instance %s: %w", e.Name(), err))
				}
			}
		}
	}
	for _, file := range []string{KprobeEvents, UprobeEvents} {
		path := filepath.Join(dir, file)
		data, err := os.ReadFile(path)
		if err != nil {
			continue // no such probes in this kernel
		}
		for _, line := range strings.Split(string(data), "\n") {
			event, ok := staleEvent(line)
			if !ok {
				continue
			}
			if err := writeEvents(path, "-:"+event); errors.Is(err, os.ErrNotExist) {
				continue // another sonde removed it first
			} else if err != nil {
				errs = append(errs, fmt.Errorf("remove stale %s event %s: %w", strings.TrimSuffix(file, "_events"), event, err))
				continue
			}
			removed++
		}
	}
	return removed, errors.Join(errs...)
}

// staleEvent parses a kprobe_events/uprobe_events line
// ("r16:sonde_42_0123abcd/vfs_read vfs_read") and returns "group/event"
// when the group is sonde's and its process is gone.
func staleEvent(line string) (string, bool) {
	head, _, _ := strings.Cut(line, " ")
	_, event, ok := strings.Cut(head, ":")
	if !ok {
		return "", false
	}
	group, _, ok := strings.Cut(event, "/")
	if !ok || !staleGroup(group) {
		return "", false
	}
	return event, true
}

// staleGroup reports whether an event group or instance name is sonde's
// ("sonde_<pid>_..." or package ftrace's "sonde-<pid>") and its process is
// gone.
func staleGroup(group string) bool {
	rest, ok := strings.CutPrefix(group, "sonde_")
	if !ok {
		if rest, ok = strings.CutPrefix(group, "sonde-"); !ok {
			return false
		}
	}
	pidText, _, _ := strings.Cut(rest, "_")
	pid, err := strconv.Atoi(pidText)
	if err != nil || pid <= 0 {
		return false
	}
	_, err = os.Stat(fmt.Sprintf("/proc/%d", pid))
	return err != nil // not running
}
