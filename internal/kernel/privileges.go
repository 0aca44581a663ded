package kernel

import (
	"fmt"
	"os"
	"strconv"
	"strings"

	"golang.org/x/sys/unix"
)

// Capability is a Linux capability number.
type Capability int

// The capabilities sonde cares about.
const (
	CapSysAdmin    Capability = 21
	CapSysResource Capability = 24
	CapPerfmon     Capability = 38
	CapBPF         Capability = 39
)

func (c Capability) String() string {
	switch c {
	case CapSysAdmin:
		return "CAP_SYS_ADMIN"
	case CapSysResource:
		return "CAP_SYS_RESOURCE"
	case CapPerfmon:
		return "CAP_PERFMON"
	case CapBPF:
		return "CAP_BPF"
	}
	return "capability " + strconv.Itoa(int(c))
}

// effectiveCaps returns the CapEff mask from /proc/self/status.
func effectiveCaps() (uint64, error) {
	data, err := os.ReadFile("/proc/self/status")
	if err != nil {
		return 0, err
	}
	return parseCapEff(data)
}

func parseCapEff(status []byte) (uint64, error) {
	for _, line := range strings.Split(string(status), "\n") {
		if hex, ok := strings.CutPrefix(line, "CapEff:"); ok {
			return strconv.ParseUint(strings.TrimSpace(hex), 16, 64)
		}
	}
	return 0, fmt.Errorf("no CapEff line in /proc/self/status")
}

// HasCapability reports whether the process holds capability c.
func HasCapability(c Capability) bool {
	caps, err := effectiveCaps()
	return err == nil && caps&(1<<uint(c)) != 0
}

// CheckPrivileges returns nil when the process may load and attach tracing
// programs: root, CAP_SYS_ADMIN, or CAP_BPF together with CAP_PERFMON.
// Otherwise it returns a one-line error naming what is missing.
func CheckPrivileges() error {
	caps, err := effectiveCaps()
	if err != nil {
		return fmt.Errorf("check privileges: %w", err)
	}
	return privilegeError(caps)
}

func privilegeError(caps uint64) error {
	has := func(c Capability) bool { return caps&(1<<uint(c)) != 0 }
	if has(CapSysAdmin) || has(CapBPF) && has(CapPerfmon) {
		return nil
	}
	var missing []string
	for _, c := range []Capability{CapBPF, CapPerfmon} {
		if !has(c) {
			missing = append(missing, c.String())
		}
	}
	return fmt.Errorf("sonde needs root or CAP_BPF and CAP_PERFMON (missing: %s)", strings.Join(missing, ", "))
}

// RequireSysAdmin returns a one-line error when the process lacks
// CAP_SYS_ADMIN, which what (for example "mount tracefs") needs.
func RequireSysAdmin(what string) error {
	if HasCapability(CapSysAdmin) {
		return nil
	}
	return fmt.Errorf("%s needs root or CAP_SYS_ADMIN (missing: CAP_SYS_ADMIN)", what)
}

// RaiseMemlock lifts RLIMIT_MEMLOCK on kernels that still charge BPF maps
// and programs against it (before 5.11, which moved to memcg accounting).
// On newer kernels it does nothing. (cilium/ebpf/rlimit does the same but
// probes the kernel with a map in its package init, in every process that
// links it; a version check costs nothing.)
func RaiseMemlock() error {
	if !memlockCharged() {
		return nil
	}
	lim := unix.Rlimit{Cur: unix.RLIM_INFINITY, Max: unix.RLIM_INFINITY}
	if err := unix.Prlimit(0, unix.RLIMIT_MEMLOCK, &lim, nil); err != nil {
		return fmt.Errorf("raise RLIMIT_MEMLOCK: %w (needs root or CAP_SYS_RESOURCE)", err)
	}
	return nil
}

// memlockCharged reports whether the running kernel is older than 5.11.
func memlockCharged() bool {
	major, minor, ok := KernelVersion()
	return ok && (major < 5 || major == 5 && minor < 11)
}

// KernelVersion returns the major and minor numbers of the running kernel.
func KernelVersion() (major, minor int, ok bool) {
	var u unix.Utsname
	if unix.Uname(&u) != nil {
		return 0, 0, false
	}
	return parseRelease(unix.ByteSliceToString(u.Release[:]))
}

func parseRelease(rel string) (major, minor int, ok bool) {
	parts := strings.SplitN(rel, ".", 3)
	if len(parts) < 2 {
		return 0, 0, false
	}
	major, err1 := strconv.Atoi(parts[0])
	digits := parts[1]
	for i, c := range digits {
		if c < '0' || c > '9' {
			digits = digits[:i]
			break
		}
	}
	minor, err2 := strconv.Atoi(digits)
	return major, minor, err1 == nil && err2 == nil
}
