package tools

// Workloads of the processes-and-files tools: processes that exit with a
// code or die of a signal, a sleeper to send signals to, and a tmpfs
// mounted in a private mount namespace.

import (
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strconv"
	"syscall"
	"testing"

	"golang.org/x/sys/unix"
)

// ExitWith runs a shell that exits with code and returns its pid.
func ExitWith(t testing.TB, code int) int {
	t.Helper()
	cmd := exec.Command("/bin/sh", "-c", "exit "+strconv.Itoa(code))
	cmd.Run() // exits code, as it should
	return cmd.ProcessState.Pid()
}

// Sleeper starts `sleep 1000` and returns it; the test's cleanup kills it.
func Sleeper(t testing.TB) *exec.Cmd {
	t.Helper()
	cmd := exec.Command("/bin/sleep", "1000")
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		cmd.Process.Kill()
		cmd.Wait()
	})
	return cmd
}

// KillSleeper sends sig to a sleeper from this process (kill(2)) and
// waits for it to die.
func KillSleeper(t testing.TB, cmd *exec.Cmd, sig syscall.Signal) {
	t.Helper()
	if err := syscall.Kill(cmd.Process.Pid, sig); err != nil {
		t.Fatal(err)
	}
	cmd.Wait()
}

// NoSuchPID is a process id no process has (kill(2) of it fails with
// ESRCH, -3).
func NoSuchPID(t testing.TB) int {
	t.Helper()
	for pid := 4194000; pid < 4194304; pid++ {
		if _, err := os.Stat("/proc/" + strconv.Itoa(pid)); err != nil {
			return pid
		}
	}
	t.Fatal("no free pid")
	return 0
}

// A Mount is what MountTmpfs did: the thread that did it, its private
// mount namespace's inode number, and the mount point.
type Mount struct {
	TID  int
	NS   uint64
	Path string
}

// MountTmpfs mounts a tmpfs (source "sonde-tmpfs", MS_NOSUID|MS_NODEV,
// "size=1m") on a fresh directory and unmounts it twice (the second fails
// with EINVAL); then mounts one there again with the new mount API
// (fsopen("tmpfs", FSOPEN_CLOEXEC), fsmount(fd, FSMOUNT_CLOEXEC,
// MOUNT_ATTR_NODEV), move_mount(mfd, "", AT_FDCWD, dir,
// MOVE_MOUNT_F_EMPTY_PATH)) and unmounts it with MNT_DETACH; all in a
// private mount namespace: a thread of this process
// unshare(2)s its own, which no other thread shares, and that thread ends
// with it.
func MountTmpfs(t testing.TB) Mount {
	t.Helper()
	dir := filepath.Join(t.TempDir(), "mnt")
	if err := os.Mkdir(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	type result struct {
		m   Mount
		err error
	}
	done := make(chan result)
	go func() {
		// The thread stays locked: when the goroutine returns, the runtime
		// ends it, and its mount namespace with it.
		runtime.LockOSThread()
		r := result{m: Mount{TID: unix.Gettid(), Path: dir}}
		defer func() { done <- r }()
		if r.err = unix.Unshare(unix.CLONE_NEWNS | unix.CLONE_FS); r.err != nil {
			return
		}
		if r.err = unix.Mount("none", "/", "", unix.MS_REC|unix.MS_PRIVATE, ""); r.err != nil {
			return
		}
		var st unix.Stat_t
		if r.err = unix.Stat("/proc/thread-self/ns/mnt", &st); r.err != nil {
			return
		}
		r.m.NS = st.Ino
		if r.err = unix.Mount("sonde-tmpfs", dir, "tmpfs", unix.MS_NOSUID|unix.MS_NODEV, "size=1m"); r.err != nil {
			return
		}
		if r.err = unix.Unmount(dir, 0); r.err != nil {
			return
		}
		unix.Unmount(dir, 0) // EINVAL: not mounted any more
		fd, err := unix.Fsopen("tmpfs", unix.FSOPEN_CLOEXEC)
		if r.err = err; err != nil {
			return
		}
		defer unix.Close(fd)
		if r.err = unix.FsconfigCreate(fd); r.err != nil {
			return
		}
		mfd, err := unix.Fsmount(fd, unix.FSMOUNT_CLOEXEC, unix.MOUNT_ATTR_NODEV)
		if r.err = err; err != nil {
			return
		}
		defer unix.Close(mfd)
		if r.err = unix.MoveMount(mfd, "", unix.AT_FDCWD, dir, unix.MOVE_MOUNT_F_EMPTY_PATH); r.err != nil {
			return
		}
		r.err = unix.Unmount(dir, unix.MNT_DETACH)
	}()
	r := <-done
	if r.err != nil {
		t.Fatalf("tmpfs in a private mount namespace: %v", r.err)
	}
	return r.m
}

// SetuidCalls makes setuid(2) family calls that change nothing (this
// process is root) from one thread, and returns its tid: setuid(0),
// setresuid(-1, -1, -1), setfsuid(0) and a setuid(-1) that fails with
// EINVAL. Raw syscalls: the C library's and Go's wrappers change every
// thread.
func SetuidCalls(t testing.TB) int {
	t.Helper()
	tid := make(chan int)
	go func() {
		runtime.LockOSThread()
		defer runtime.UnlockOSThread()
		unix.RawSyscall(unix.SYS_SETUID, 0, 0, 0)
		none := ^uintptr(0) & 0xffffffff
		unix.RawSyscall(unix.SYS_SETRESUID, none, none, none)
		unix.RawSyscall(unix.SYS_SETFSUID, 0, 0, 0)
		unix.RawSyscall(unix.SYS_SETUID, none, 0, 0)
		tid <- unix.Gettid()
	}()
	return <-tid
}
