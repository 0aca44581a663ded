package tools

// Workloads for the file system tools (fsslower, fsdist, cachestat,
// readahead): a directory on ext4, and file operations in it.

import (
	"compress/gzip"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"syscall"
	"testing"
)

const ext4Magic = 0xEF53

// Ext4Dir is a directory on an ext4 file system: the test's temp dir, or
// one under the working directory, where that is ext4 (a host whose root is ext4), else
// testdata/ext4.img.gz (an empty 8 MiB ext4: truncate -s 8M ext4.img;
// mkfs.ext4 -q -F ext4.img; gzip -9 ext4.img) mounted
// through a free loop device (the VMs, which boot with the ext4 and loop
// modules loaded: scripts/vmtest), unmounted when the test ends.
func Ext4Dir(t testing.TB) string {
	t.Helper()
	isExt4 := func(d string) bool {
		var st syscall.Statfs_t
		return syscall.Statfs(d, &st) == nil && st.Type == ext4Magic
	}
	if d := t.TempDir(); isExt4(d) {
		return d
	}
	if isExt4(".") {
		return DiskDir(t)
	}
	img := filepath.Join(t.TempDir(), "ext4.img")
	gunzip(t, "testdata/ext4.img.gz", img)
	ctl, err := os.OpenFile("/dev/loop-control", os.O_RDWR, 0)
	if err != nil {
		t.Fatalf("no ext4 here, and no loop device for testdata/ext4.img.gz: %v", err)
	}
	defer ctl.Close()
	const loopCtlGetFree, loopSetFD, loopClrFD = 0x4C82, 0x4C00, 0x4C01
	n, _, errno := syscall.Syscall(syscall.SYS_IOCTL, ctl.Fd(), loopCtlGetFree, 0)
	if errno != 0 {
		t.Fatalf("LOOP_CTL_GET_FREE: %v", errno)
	}
	dev := fmt.Sprintf("/dev/loop%d", n)
	loop, err := os.OpenFile(dev, os.O_RDWR, 0)
	if err != nil {
		t.Fatal(err)
	}
	f, err := os.OpenFile(img, os.O_RDWR, 0)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if _, _, errno := syscall.Syscall(syscall.SYS_IOCTL, loop.Fd(), loopSetFD, f.Fd()); errno != 0 {
		t.Fatalf("LOOP_SET_FD %s: %v", dev, errno)
	}
	dir := t.TempDir()
	if err := syscall.Mount(dev, dir, "ext4", 0, ""); err != nil {
		syscall.Syscall(syscall.SYS_IOCTL, loop.Fd(), loopClrFD, 0)
		loop.Close()
		t.Fatalf("mount %s (ext4) on %s: %v", dev, dir, err)
	}
	t.Cleanup(func() {
		syscall.Unmount(dir, 0)
		syscall.Syscall(syscall.SYS_IOCTL, loop.Fd(), loopClrFD, 0)
		loop.Close()
	})
	return dir
}

func gunzip(t testing.TB, from, to string) {
	t.Helper()
	in, err := os.Open(from)
	if err != nil {
		t.Fatal(err)
	}
	defer in.Close()
	z, err := gzip.NewReader(in)
	if err != nil {
		t.Fatal(err)
	}
	out, err := os.Create(to)
	if err != nil {
		t.Fatal(err)
	}
	defer out.Close()
	if _, err := io.Copy(out, z); err != nil {
		t.Fatal(err)
	}
}

// FileOps opens (creating) name in dir, writes size bytes, fsyncs, reads
// them back and closes it, from this process: one open, write, fsync and
// read each through the file system's file operations. It returns the path.
func FileOps(t testing.TB, dir, name string, size int) string {
	t.Helper()
	path := filepath.Join(dir, name)
	f, err := os.OpenFile(path, os.O_CREATE|os.O_RDWR|os.O_TRUNC, 0o600)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	buf := make([]byte, size)
	if _, err := f.Write(buf); err != nil {
		t.Fatal(err)
	}
	if err := f.Sync(); err != nil {
		t.Fatal(err)
	}
	if _, err := f.ReadAt(buf, 0); err != nil {
		t.Fatal(err)
	}
	return path
}

// ColdRead writes size bytes to a file in dir, syncs it and drops it from
// the page cache (POSIX_FADV_DONTNEED), then reads it through in 4 KiB
// reads: the reads start read-ahead, and use what it brought in.
func ColdRead(t testing.TB, dir string, size int) {
	t.Helper()
	path := filepath.Join(dir, "coldread")
	if err := os.WriteFile(path, make([]byte, size), 0o600); err != nil {
		t.Fatal(err)
	}
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	syscall.Fsync(int(f.Fd()))
	const fadvDontneed = 4
	if _, _, errno := syscall.Syscall6(syscall.SYS_FADVISE64, f.Fd(), 0, 0, fadvDontneed, 0, 0); errno != 0 {
		t.Fatalf("fadvise: %v", errno)
	}
	buf := make([]byte, 4096)
	for {
		if _, err := f.Read(buf); err != nil {
			break
		}
	}
}
