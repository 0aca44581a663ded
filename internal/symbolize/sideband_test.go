package symbolize

import (
	"os"
	"strings"
	"testing"

	"sonde/internal/elfx"
	"sonde/internal/elfx/elfxtest"
)

// TestSidebandRecords: what the side-band says of processes that are gone
// (pids no process has) is all the symbolizer needs: a fork inherits its
// parent's mappings, an exec's new mappings win over the old ones, which
// stay for stacks from before it, a fork record read after the child's
// exec (another CPU's buffer) changes nothing, and the file is checked
// against the build ID the kernel reported.
func TestSidebandRecords(t *testing.T) {
	bin := elfxtest.C(t, "prog", []string{"prog.c"}, "-O1")
	f, err := elfx.Cached(bin)
	if err != nil {
		t.Fatal(err)
	}
	sym, ok := f.Lookup("main")
	if !ok {
		t.Fatal("no main")
	}
	fileOff, err := f.FileOffset(sym.Addr)
	if err != nil {
		t.Fatal(err)
	}
	const parent, child, other = 1<<30 + 1, 1<<30 + 2, 1<<30 + 3
	var pending []MapEvent
	u := NewUser()
	u.SetSideband(func(deliver func(MapEvent)) {
		for _, e := range pending {
			deliver(e)
		}
		pending = nil
	})
	const base = 0x555500000000
	mmap := func(tm uint64, pid int, start uint64, path, bid string) MapEvent {
		return MapEvent{Kind: MapMmap, Time: tm, Pid: pid, Start: start, Len: 1 << 20, Off: 0, Path: path, BuildID: bid}
	}
	name := func(pid int, addr uint64) string { return u.Frame(pid, addr).Sym() }
	addr := base + fileOff

	pending = []MapEvent{{Kind: MapExec, Time: 1, Pid: parent}, mmap(2, parent, base, bin, f.BuildID)}
	if got := name(parent, addr); got != "main" {
		t.Fatalf("exec'd process: %s, want main", got)
	}
	// A fork sees its parent's mappings; its exec maps something else at
	// the same address, which wins; the fork record comes late.
	pending = []MapEvent{{Kind: MapExec, Time: 5, Pid: child}, mmap(6, child, base, "/nonexistent", ""),
		{Kind: MapFork, Time: 4, Pid: child, Parent: parent}}
	if got := name(child, addr); got == "main" {
		t.Errorf("after exec: %s, want the new mapping (unreadable: an address)", got)
	}
	pending = []MapEvent{{Kind: MapFork, Time: 7, Pid: other, Parent: parent}}
	if got := name(other, addr); got != "main" {
		t.Errorf("fork: %s, want main", got)
	}
	// A wrong build ID: the file at the path is not the one mapped.
	pending = []MapEvent{{Kind: MapExec, Time: 8, Pid: other}, mmap(9, other, base, bin, "00112233445566778899aabbccddeeff00112233")}
	if got := name(other, addr); got == "main" {
		t.Errorf("build ID mismatch: %s, want no name", got)
	}
	if !u.sideComplete(parent) || u.sideComplete(1<<30+9) {
		t.Errorf("complete: exec'd processes only")
	}
}

// TestSidebandExitedBound: exited processes are kept, the oldest dropped
// past keepExited; a pid reused after its exit keeps its new process.
func TestSidebandExitedBound(t *testing.T) {
	u := NewUser()
	const first = 1 << 30
	u.record(MapEvent{Kind: MapExec, Time: 1, Pid: 7})
	for i := 0; i <= keepExited; i++ {
		pid := first + i
		u.record(MapEvent{Kind: MapFork, Time: uint64(2 + i), Pid: pid, Parent: 7})
		u.record(MapEvent{Kind: MapExit, Time: uint64(2 + i), Pid: pid})
		if i == 0 { // reused at once: the new process is not the exited one
			u.record(MapEvent{Kind: MapFork, Time: uint64(2 + i), Pid: pid, Parent: 7})
		}
	}
	if u.side[first] == nil {
		t.Error("a reused pid's new process was dropped with the old one")
	}
	if u.side[first+1] == nil || u.side[first+keepExited] == nil || len(u.exited) != keepExited {
		t.Errorf("kept %d exited, want %d, the newest", len(u.exited), keepExited)
	}
	u.record(MapEvent{Kind: MapExit, Time: 1 << 40, Pid: first + keepExited + 1}) // unknown: nothing
	u.record(MapEvent{Kind: MapFork, Time: 1 << 40, Pid: first + keepExited + 2, Parent: 7})
	u.record(MapEvent{Kind: MapExit, Time: 1 << 40, Pid: first + keepExited + 2})
	if u.side[first+1] != nil {
		t.Error("the oldest exited process was kept past the bound")
	}
}

// TestSidebandVDSO: a frame in an exited process's vDSO (clock_gettime)
// is named from sonde's own image, as perf names it; a vDSO of another
// size (a 32-bit process's) is not taken for it.
func TestSidebandVDSO(t *testing.T) {
	maps, err := elfx.ReadMaps(os.Getpid())
	if err != nil {
		t.Fatal(err)
	}
	var size uint64
	for _, m := range maps {
		if m.Path == "[vdso]" {
			size = m.End - m.Start
		}
	}
	if size == 0 {
		t.Skip("sonde has no vDSO")
	}
	if _, ok := vdsoMapping("[vdso]", 0, size); !ok || vdsoFile == nil {
		t.Fatal("sonde's vDSO could not be read")
	}
	sym, ok := vdsoFile.Lookup("__vdso_clock_gettime")
	if !ok {
		t.Fatal("the vDSO has no __vdso_clock_gettime")
	}
	const pid, other = 1<<30 + 11, 1<<30 + 12
	const base = 0x7fff00000000
	pending := []MapEvent{{Kind: MapExec, Time: 1, Pid: pid},
		{Kind: MapMmap, Time: 2, Pid: pid, Start: base, Len: size, Path: "[vdso]"},
		{Kind: MapExec, Time: 3, Pid: other},
		{Kind: MapMmap, Time: 4, Pid: other, Start: base, Len: size + 4096, Path: "[vdso]"}}
	u := NewUser()
	u.SetSideband(func(deliver func(MapEvent)) {
		for _, e := range pending {
			deliver(e)
		}
		pending = nil
	})
	fr := u.Frame(pid, base+sym.Addr+2)
	if !fr.Known || fr.Off != 2 || fr.Module != "[vdso]" || !strings.Contains(fr.Func, "clock_gettime") {
		t.Errorf("frame in the vDSO: %+v, want clock_gettime+2 in [vdso]", fr)
	}
	if fr := u.Frame(other, base+sym.Addr+2); fr.Known {
		t.Errorf("frame in a vDSO of another size: %+v, want unnamed", fr)
	}
}
