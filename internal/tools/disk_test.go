package tools

// Tests of the disks and filesystems tools that run on this host's block
// device: biosnoop, biopattern, bitesize, biostacks (biolatency and biotop
// are in tools_test.go).

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"syscall"
	"testing"
)

// diskOf is the name of the disk (not partition) that holds dir ("vda"),
// as /sys/block lists it.
func diskOf(t *testing.T, dir string) string {
	t.Helper()
	var st syscall.Stat_t
	if err := syscall.Stat(dir, &st); err != nil {
		t.Fatal(err)
	}
	maj, min := (st.Dev>>8)&0xfff|(st.Dev>>32)&^0xfff, st.Dev&0xff|(st.Dev>>12)&^0xff
	link, err := os.Readlink(fmt.Sprintf("/sys/dev/block/%d:%d", maj, min))
	if err != nil {
		t.Fatalf("%s: %v", dir, err)
	}
	if _, err := os.Stat(fmt.Sprintf("/sys/dev/block/%d:%d/partition", maj, min)); err == nil {
		link = filepath.Dir(link) // a partition: its disk is the parent
	}
	return filepath.Base(link)
}

// diskDir is a directory on a block device and its disk's name; without
// a block device, the tool must say in one line that it cannot run.
func diskDir(t *testing.T, tool string) (string, string, bool) {
	t.Helper()
	if err := blockDevice(); err != nil {
		oneLine(t, RunTool(t, tool), 1, `cannot run here: no block device`)
		return "", "", false
	}
	dir := DiskDir(t)
	return dir, diskOf(t, dir), true
}

// testComm is this test binary's comm, as the kernel truncates it.
func testComm() string {
	c := filepath.Base(os.Args[0])
	return c[:min(len(c), 15)]
}

func TestBiosnoop(t *testing.T) {
	dir, disk, ok := diskDir(t, "biosnoop")
	if !ok {
		return
	}
	oneLine(t, RunTool(t, "biosnoop", "-d", "nosuchdisk"), 2, `^sonde tool biosnoop: bad --disk "nosuchdisk": no such disk`)
	oneLine(t, RunTool(t, "biosnoop", "-d", "../vda"), 2, `bad --disk "../vda"`)
	me := strconv.Itoa(os.Getpid())
	r := Start(t, "biosnoop", "-Q", "-d", disk, "-p", me)
	DirectIO(t, dir, 8)
	o := r.Stop()
	if !strings.HasPrefix(o.Stdout, "TIME(s)     COMM           PID     DISK    T    SECTOR     BYTES   QUE(ms) LAT(ms)\n") {
		t.Errorf("header:\n%s", o.Stdout)
	}
	comm := regexp.QuoteMeta(testComm()[:min(len(testComm()), 14)])
	for _, rw := range []string{"W", "R"} {
		o.Want(t, `^ *\d+\.\d{6} `+comm+` +`+me+` +`+disk+` +`+rw+` +\d+ +4096 +\d+\.\d{3} +\d+\.\d{3}$`)
	}
	if regexp.MustCompile(`(?m)^ *\d+\.\d{6} \S+ +(\d+)`).FindAllStringSubmatch(o.Stdout, -1) == nil {
		t.Fatalf("no requests:\n%s", o.Stdout)
	}
	for _, m := range regexp.MustCompile(`(?m)^ *\d+\.\d{6} .{14} (\d+) +(\S+)`).FindAllStringSubmatch(o.Stdout, -1) {
		if m[1] != me || m[2] != disk {
			t.Errorf("-p %s -d %s printed pid %s, disk %s:\n%s", me, disk, m[1], m[2], o.Stdout)
			break
		}
	}

	// Without -Q: no QUE(ms) column.
	r = Start(t, "biosnoop", "-p", me)
	DirectIO(t, dir, 4)
	o = r.Stop()
	o.Want(t, `^TIME\(s\) +COMM +PID +DISK +T +SECTOR +BYTES +LAT\(ms\)$`)
	o.Want(t, `^ *\d+\.\d{6} `+comm+` +`+me+` +`+disk+` +W +\d+ +4096 +\d+\.\d{3}$`)
}

func TestBiopattern(t *testing.T) {
	dir, disk, ok := diskDir(t, "biopattern")
	if !ok {
		return
	}
	r := Start(t, "biopattern", "-d", disk)
	DirectIO(t, dir, 64)
	o := r.Stop()
	o.Want(t, `^DISK +%RND +%SEQ +COUNT +KBYTES$`)
	m := regexp.MustCompile(`(?m)^(\S+) +(\d+) +(\d+) +(\d+) +(\d+)$`).FindAllStringSubmatch(o.Stdout, -1)
	if len(m) != 1 || m[0][1] != disk {
		t.Fatalf("-d %s: want one line for %s:\n%s", disk, disk, o.Stdout)
	}
	rnd, _ := strconv.Atoi(m[0][2])
	seq, _ := strconv.Atoi(m[0][3])
	count, _ := strconv.Atoi(m[0][4])
	kb, _ := strconv.Atoi(m[0][5])
	if rnd+seq != 100 && rnd+seq != 99 || count < 128 || kb < 512 {
		t.Errorf("64 blocks written and read: want %%RND+%%SEQ = 100, COUNT >= 128, KBYTES >= 512:\n%s", o.Stdout)
	}

	r = Start(t, "biopattern", "-T", "1", "2")
	o = r.Wait()
	if n := strings.Count(o.Stdout, "TIME     DISK     %RND  %SEQ    COUNT     KBYTES\n"); n != 2 {
		t.Errorf("-T 1 2: want two intervals, got %d:\n%s", n, o.Stdout)
	}
}

func TestBitesize(t *testing.T) {
	dir, disk, ok := diskDir(t, "bitesize")
	if !ok {
		return
	}
	r := Start(t, "bitesize", "-c", testComm(), "-d", disk)
	DirectIO(t, dir, 16)
	o := r.Stop()
	o.Want(t, `^Tracing block device I/O`)
	o.Want(t, `^@kbytes\[`+regexp.QuoteMeta(testComm())+`\]: $`)
	o.Want(t, `^\[4, 8\) +(3[2-9]|[4-9]\d|\d{3,}) \|@+ *\|$`) // 32 requests of 4 KiB
	if n := strings.Count(o.Stdout, "@kbytes["); n != 1 {
		t.Errorf("-c %s: want one process's histogram, got %d:\n%s", testComm(), n, o.Stdout)
	}

	r = Start(t, "bitesize", "-T", "1", "2")
	o = r.Wait()
	if n := len(regexp.MustCompile(`(?m)^\d\d:\d\d:\d\d$`).FindAllString(o.Stdout, -1)); n != 2 {
		t.Errorf("-T 1 2: want two intervals, got %d:\n%s", n, o.Stdout)
	}
}

func TestBiostacks(t *testing.T) {
	dir, _, ok := diskDir(t, "biostacks")
	if !ok {
		return
	}
	r := Start(t, "biostacks")
	DirectIO(t, dir, 16)
	o := r.Stop()
	o.Want(t, `^Tracing block I/O with init stacks`)
	o.Want(t, `^@usecs\[$`)
	// The direct writes' requests started under write(2).
	o.Want(t, `^    vfs_write\+\d+$`)
	o.Want(t, `^\]: $`)
	o.Want(t, `^\[\d+K?, \d+K?\) +\d+ \|@+ *\|$`)
}
