// Command vminit is the /init of the initramfs that scripts/vmrun and
// scripts/vmtest boot under qemu. It mounts the file systems a tracer needs,
// runs one payload command as root, reports its exit status on the console
// and powers the machine off.
//
// The payload is described by files in /vm, written by the host scripts:
//
//	/vm/argv     the command, arguments separated by NUL bytes
//	/vm/env      extra environment, NAME=VALUE entries separated by NUL bytes
//	/vm/dir      the working directory (default /)
//	/vm/timeout  seconds before the payload is killed (default 600)
//	/vm/merge    if present, stderr goes to the stdout port
//	/vm/modules.list  kernel modules to load first, one name a line, from
//	             /vm/modules/NAME.ko
//
// The payload's stdout goes to the second serial port (ttyS1), its stderr to
// the third (ttyS2); the kernel console is the first (ttyS0). After the
// payload ends, the console gets one line the host parses:
//
//	SONDE-VM-EXIT=<status>
//
// where status is the exit code, 128+signal for a killed payload, or 124 for
// a timeout. vminit does not import cilium/ebpf: the payload is a separate
// process started after the mounts, so libraries that read
// /proc/self/mountinfo at init see the final mount table.
package main

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"syscall"
	"time"

	"golang.org/x/sys/unix"
)

// Trailer prefixes the exit-status line on the console.
const Trailer = "SONDE-VM-EXIT="

type mount struct{ source, target, fstype string }

var mounts = []mount{
	{"proc", "/proc", "proc"},
	{"sysfs", "/sys", "sysfs"},
	{"devtmpfs", "/dev", "devtmpfs"},
	{"tmpfs", "/tmp", "tmpfs"},
	{"tmpfs", "/run", "tmpfs"},
	{"tracefs", "/sys/kernel/tracing", "tracefs"},
	{"debugfs", "/sys/kernel/debug", "debugfs"},
	{"bpffs", "/sys/fs/bpf", "bpf"},
	{"cgroup2", "/sys/fs/cgroup", "cgroup2"},
}

func main() {
	console := openConsole()
	status := run(console)
	fmt.Fprintf(console, "\n%s%d\n", Trailer, status)
	drain(console)
	unix.Sync()
	if os.Getpid() == 1 {
		unix.Reboot(unix.LINUX_REBOOT_CMD_POWER_OFF)
		select {} // pid 1 must not exit: that panics the kernel
	}
	os.Exit(status)
}

// openConsole returns the first serial port, or stderr when not running in
// the VM (or before /dev is mounted).
func openConsole() *os.File {
	if os.Getpid() == 1 {
		mountAll(os.Stderr)
	}
	if f, err := os.OpenFile("/dev/ttyS0", os.O_WRONLY|unix.O_NOCTTY, 0); err == nil {
		raw(f)
		return f
	}
	return os.Stderr
}

func mountAll(log *os.File) {
	for _, m := range mounts {
		if err := os.MkdirAll(m.target, 0o755); err != nil {
			fmt.Fprintf(log, "vminit: mkdir %s: %v\n", m.target, err)
			continue
		}
		if err := unix.Mount(m.source, m.target, m.fstype, 0, ""); err != nil && !errors.Is(err, unix.EBUSY) {
			fmt.Fprintf(log, "vminit: mount %s on %s: %v\n", m.fstype, m.target, err)
		}
	}
	if err := loopbackUp(); err != nil {
		fmt.Fprintf(log, "vminit: loopback: %v\n", err)
	}
	if list, err := os.ReadFile("/vm/modules.list"); err == nil {
		for _, name := range strings.Fields(string(list)) {
			if err := loadModule("/vm/modules/" + name + ".ko"); err != nil {
				fmt.Fprintf(log, "vminit: load module %s: %v\n", name, err)
			}
		}
	}
}

func loadModule(path string) error {
	f, err := os.Open(path)
	if err != nil {
		return err
	}
	defer f.Close()
	return unix.FinitModule(int(f.Fd()), "", 0)
}

// loopbackUp brings up lo, for tests that trace TCP over 127.0.0.1.
func loopbackUp() error {
	fd, err := unix.Socket(unix.AF_INET, unix.SOCK_DGRAM|unix.SOCK_CLOEXEC, 0)
	if err != nil {
		return err
	}
	defer unix.Close(fd)
	ifr, err := unix.NewIfreq("lo")
	if err != nil {
		return err
	}
	if err := unix.IoctlIfreq(fd, unix.SIOCGIFFLAGS, ifr); err != nil {
		return err
	}
	ifr.SetUint16(ifr.Uint16() | unix.IFF_UP)
	return unix.IoctlIfreq(fd, unix.SIOCSIFFLAGS, ifr)
}

// raw turns off output post-processing (\n -> \r\n) on a serial port so the
// host reads the payload's bytes unchanged.
func raw(f *os.File) {
	t, err := unix.IoctlGetTermios(int(f.Fd()), unix.TCGETS)
	if err != nil {
		return
	}
	t.Oflag &^= unix.OPOST
	t.Lflag &^= unix.ECHO | unix.ICANON | unix.ISIG
	unix.IoctlSetTermios(int(f.Fd()), unix.TCSETS, t)
}

// drain waits until a serial port has sent everything (tcdrain): output
// still queued at power-off is lost.
func drain(f *os.File) {
	unix.IoctlSetInt(int(f.Fd()), unix.TCSBRK, 1)
}

func run(console *os.File) int {
	argv, err := readList("/vm/argv")
	if err != nil || len(argv) == 0 {
		fmt.Fprintf(console, "vminit: no payload: %v\n", err)
		return 125
	}
	env, _ := readList("/vm/env")
	dir := "/"
	if b, err := os.ReadFile("/vm/dir"); err == nil {
		dir = strings.TrimSpace(string(b))
	}
	timeout := 600 * time.Second
	if b, err := os.ReadFile("/vm/timeout"); err == nil {
		if n, err := strconv.Atoi(strings.TrimSpace(string(b))); err == nil && n > 0 {
			timeout = time.Duration(n) * time.Second
		}
	}

	stdout, stderr := port("/dev/ttyS1", os.Stdout), port("/dev/ttyS2", os.Stderr)
	if _, err := os.Stat("/vm/merge"); err == nil {
		stderr = stdout
	}
	defer drain(stdout)
	defer drain(stderr)

	cmd := exec.Command(argv[0], argv[1:]...)
	cmd.Dir = dir
	cmd.Env = append([]string{
		"PATH=/usr/local/bin:/usr/bin:/bin:/usr/sbin:/sbin",
		"HOME=/root",
		"TMPDIR=/tmp",
		"TERM=dumb",
	}, env...)
	cmd.Stdin = nil
	cmd.Stdout, cmd.Stderr = stdout, stderr
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	if err := cmd.Start(); err != nil {
		fmt.Fprintf(stderr, "vminit: %v\n", err)
		return 127
	}
	done := make(chan error, 1)
	go func() { done <- cmd.Wait() }()
	select {
	case err = <-done:
	case <-time.After(timeout):
		unix.Kill(-cmd.Process.Pid, unix.SIGKILL)
		<-done
		fmt.Fprintf(stderr, "vminit: payload killed after %v\n", timeout)
		return 124
	}
	// Reap anything the payload left behind, so it does not write after the trailer.
	unix.Kill(-cmd.Process.Pid, unix.SIGKILL)
	return status(cmd.ProcessState, err)
}

func status(ps *os.ProcessState, err error) int {
	if ps == nil {
		return 127
	}
	if ws, ok := ps.Sys().(syscall.WaitStatus); ok && ws.Signaled() {
		return 128 + int(ws.Signal())
	}
	return ps.ExitCode()
}

// port opens a serial port for the payload, falling back to def outside the VM.
func port(path string, def *os.File) *os.File {
	f, err := os.OpenFile(path, os.O_WRONLY|unix.O_NOCTTY, 0)
	if err != nil {
		return def
	}
	raw(f)
	return f
}

func readList(path string) ([]string, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	b = bytes.TrimSuffix(b, []byte{0})
	if len(b) == 0 {
		return nil, nil
	}
	return strings.Split(string(b), "\x00"), nil
}
