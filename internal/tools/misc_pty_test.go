package tools

import (
	"io"
	"os"
	"os/exec"
	"strconv"
	"syscall"
	"testing"
	"unsafe"
)

// InteractiveBash runs `bash --norc -i` on a new pseudo-terminal (bash
// calls readline() only when its input is a terminal), types lines into
// it and waits for it to exit; it returns bash's pid.
func InteractiveBash(t testing.TB, lines ...string) int {
	t.Helper()
	master, slave := openPTY(t)
	defer master.Close()
	cmd := exec.Command("/bin/bash", "--norc", "--noprofile", "-i")
	cmd.Stdin, cmd.Stdout, cmd.Stderr = slave, slave, slave
	cmd.Env = []string{"PATH=/usr/bin:/bin", "TERM=dumb", "HOME=/"}
	cmd.SysProcAttr = &syscall.SysProcAttr{Setsid: true, Setctty: true, Ctty: 0}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	slave.Close()
	go io.Copy(io.Discard, master) // bash's echo and prompts
	for _, l := range append(lines, "exit") {
		if _, err := master.Write([]byte(l + "\n")); err != nil {
			t.Fatal(err)
		}
	}
	cmd.Wait()
	return cmd.Process.Pid
}

// openPTY opens a pseudo-terminal pair through /dev/ptmx.
func openPTY(t testing.TB) (master, slave *os.File) {
	t.Helper()
	master, err := os.OpenFile("/dev/ptmx", os.O_RDWR|syscall.O_NOCTTY, 0)
	if err != nil {
		t.Fatal(err)
	}
	var unlock int32
	var n uint32
	if _, _, e := syscall.Syscall(syscall.SYS_IOCTL, master.Fd(), syscall.TIOCSPTLCK, uintptr(unsafe.Pointer(&unlock))); e != 0 {
		t.Fatalf("TIOCSPTLCK: %v", e)
	}
	if _, _, e := syscall.Syscall(syscall.SYS_IOCTL, master.Fd(), syscall.TIOCGPTN, uintptr(unsafe.Pointer(&n))); e != 0 {
		t.Fatalf("TIOCGPTN: %v", e)
	}
	slave, err = os.OpenFile("/dev/pts/"+strconv.Itoa(int(n)), os.O_RDWR|syscall.O_NOCTTY, 0)
	if err != nil {
		t.Fatal(err)
	}
	return master, slave
}

func TestBashreadline(t *testing.T) {
	if _, err := os.Stat("/bin/bash"); err != nil {
		t.Skip("no /bin/bash")
	}
	r := Start(t, "bashreadline")
	pid := InteractiveBash(t, "echo sonde-bashreadline-test 42", "true")
	o := r.Stop()
	o.Want(t, `^TIME +PID +COMMAND$`)
	o.Want(t, `^\d\d:\d\d:\d\d +`+strconv.Itoa(pid)+` +echo sonde-bashreadline-test 42$`)
	o.Want(t, `^\d\d:\d\d:\d\d +`+strconv.Itoa(pid)+` +exit$`)
}
