package symbolize

import (
	"encoding/hex"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"sync"
	"syscall"
	"time"

	"sonde/internal/elfx"
)

// User resolves user-space addresses of processes. It learns each
// process's executable mappings from a side-band of the kernel's (see
// SetSideband) as the process creates them, and keeps them after it exits;
// processes the side-band never saw (already running when it started) are
// read from /proc/PID/maps while they live. Parsed binaries are shared
// between processes (elfx.Cached), so symbols are read once per binary.
// A User is safe for concurrent use.
type User struct {
	mu    sync.Mutex
	procs map[int]*snapshot
	ids   map[string]*elfx.File // build ID -> binary, including misses (nil)
	// The side-band: drain delivers what processes did since its last
	// call; side holds what it told, per process; bidPaths the files
	// whose build IDs it reported.
	drain    func(func(MapEvent))
	side     map[int]*sideProc
	exited   []exitedProc // oldest first
	bidPaths map[string]string
}

type snapshot struct {
	start   string // process start time from /proc/PID/stat
	maps    []mapping
	taken   time.Time
	retried time.Time // last refresh caused by an address no mapping covered
}

type mapping struct {
	start, end, off uint64
	path            string     // as the process sees it
	file            *elfx.File // nil when the binary could not be read
	// Side-band mappings are opened on first use, through root, and
	// checked against the build ID the kernel read at mmap time.
	opened  bool
	root    string
	buildID string
}

// NewUser returns an empty user-space symbolizer.
func NewUser() *User {
	return &User{procs: map[int]*snapshot{}, ids: map[string]*elfx.File{}, side: map[int]*sideProc{}, bidPaths: map[string]string{}}
}

var defaultUser = NewUser()

// Users returns the process-wide user-space symbolizer.
func Users() *User { return defaultUser }

// refreshEvery bounds how often an address outside every known mapping
// (code mapped after the snapshot: dlopen) re-reads a live process's maps.
const refreshEvery = 100 * time.Millisecond

// Observe snapshots a process's executable mappings now and reads the
// binaries it has not seen. Call it as early as possible for every process
// whose stacks will be printed: for -p and -c at attach time, and when a
// pid first appears in an event. Later lookups need no live process.
func (u *User) Observe(pid int) error {
	u.mu.Lock()
	defer u.mu.Unlock()
	_, err := u.observe(pid)
	return err
}

func (u *User) observe(pid int) (*snapshot, error) {
	start := procStart(pid)
	maps, err := elfx.ReadMaps(pid)
	if err != nil {
		return nil, fmt.Errorf("process %d: %w", pid, err)
	}
	root := elfx.Root(pid)
	s := &snapshot{start: start, taken: time.Now()}
	opened := map[string]*elfx.File{}
	for _, m := range maps {
		if vdso, ok := vdsoMapping(m.Path, m.Start, m.End); ok {
			s.maps = append(s.maps, vdso)
			continue
		}
		if !m.Exec() || !m.File() {
			continue
		}
		f, seen := opened[m.Path]
		if !seen {
			f = openMapped(pid, root, m)
			opened[m.Path] = f
		}
		s.maps = append(s.maps, mapping{start: m.Start, end: m.End, off: m.Off, path: m.Path, file: f})
	}
	if old := u.procs[pid]; old != nil && old.start == start {
		s.retried = old.retried
	}
	if start == "" && len(s.maps) == 0 {
		return nil, fmt.Errorf("process %d: gone", pid)
	}
	u.procs[pid] = s
	return s, nil
}

// The vDSO, the kernel's code mapped into every process (clock_gettime
// runs there): every x86-64 process maps the same image as sonde's own,
// which is read once from sonde's memory, as perf and bcc read it.
var (
	vdsoOnce sync.Once
	vdsoFile *elfx.File
	vdsoSize uint64
)

// vdsoMapping is a process's mapping at start..end as a vDSO mapping, when
// path is "[vdso]" and the image is the size of sonde's (not a 32-bit
// process's).
func vdsoMapping(path string, start, end uint64) (mapping, bool) {
	if path != "[vdso]" {
		return mapping{}, false
	}
	vdsoOnce.Do(func() {
		maps, err := elfx.ReadMaps(os.Getpid())
		if err != nil {
			return
		}
		for _, m := range maps {
			if m.Path != "[vdso]" {
				continue
			}
			mem, err := os.Open("/proc/self/mem")
			if err != nil {
				return
			}
			defer mem.Close()
			img := make([]byte, m.End-m.Start)
			if _, err := mem.ReadAt(img, int64(m.Start)); err != nil {
				return
			}
			if f, err := elfx.OpenImage("[vdso]", img); err == nil {
				vdsoFile, vdsoSize = f, m.End-m.Start
			}
			return
		}
	})
	if vdsoFile == nil || end-start != vdsoSize {
		return mapping{}, false
	}
	return mapping{start: start, end: end, path: path, file: vdsoFile, opened: true}, true
}

// openMapped reads the binary behind a mapping: through the process's root
// when that is the same file, else through /proc/PID/map_files (a deleted
// or replaced binary).
func openMapped(pid int, root string, m elfx.Mapping) *elfx.File {
	p := root + strings.TrimSuffix(m.Path, " (deleted)")
	if st, err := os.Stat(p); err == nil && inode(st) == m.Inode {
		if f, err := elfx.Cached(p); err == nil {
			f.Symbols() // now, while the path is the mapped file
			return f
		}
	}
	mf := fmt.Sprintf("/proc/%d/map_files/%x-%x", pid, m.Start, m.End)
	if f, err := elfx.Cached(mf); err == nil {
		return f
	}
	return nil
}

// procStart returns field 22 of /proc/PID/stat (start time), or "".
func procStart(pid int) string {
	data, err := os.ReadFile(fmt.Sprintf("/proc/%d/stat", pid))
	if err != nil {
		return ""
	}
	s := string(data)
	if i := strings.LastIndexByte(s, ')'); i >= 0 {
		if f := strings.Fields(s[i+1:]); len(f) > 19 {
			return f[19]
		}
	}
	return ""
}

// Seen is Observe for a process not seen before, and nothing (no system
// call) for one already observed: cheap enough to call for every event.
func (u *User) Seen(pid int) {
	u.mu.Lock()
	defer u.mu.Unlock()
	if u.sideComplete(pid) {
		return
	}
	if u.procs[pid] == nil {
		u.observe(pid)
	}
}

// Forget drops a process's snapshot.
func (u *User) Forget(pid int) {
	u.mu.Lock()
	delete(u.procs, pid)
	u.mu.Unlock()
}

func (s *snapshot) find(addr uint64) *mapping {
	i := sort.Search(len(s.maps), func(i int) bool { return s.maps[i].end > addr })
	if i < len(s.maps) && s.maps[i].start <= addr {
		return &s.maps[i]
	}
	return nil
}

// lookup finds the mapping of addr in pid: in what the side-band reported
// when it is on; else (or for a process it did not see start) in a
// snapshot of /proc, snapshotting the process when it was never seen, and
// refreshing a live process whose snapshot misses the
// address (code mapped later: dlopen, or a pid reused by a new process) at
// most once per refreshEvery. A hit in the snapshot is trusted without
// touching /proc, so symbolizing costs no system calls per frame.
func (u *User) lookup(pid int, addr uint64) *mapping {
	if u.drain != nil {
		// What processes did since the last look first (a few loads of
		// ring heads when nothing did): a hit in what a process mapped
		// before an exec still unread would name the wrong binary.
		u.drain(u.record)
		if m := u.sideFind(pid, addr); m != nil {
			return m
		}
		if sp := u.side[pid]; sp != nil {
			if sp.complete {
				return nil // not file-backed code: [vdso], a JIT
			}
			if m := u.lookupSnapshot(pid, addr); m != nil || sp.parent == 0 {
				return m
			}
			return u.lookupSnapshot(sp.parent, addr) // a fork that exited without exec
		}
	}
	return u.lookupSnapshot(pid, addr)
}

// lookupSnapshot is lookup through /proc/PID/maps snapshots.
func (u *User) lookupSnapshot(pid int, addr uint64) *mapping {
	s := u.procs[pid]
	if s == nil {
		if s, _ = u.observe(pid); s == nil {
			return nil
		}
	}
	if m := s.find(addr); m != nil {
		return m
	}
	if time.Since(s.retried) < refreshEvery {
		return nil
	}
	s.retried = time.Now()
	if procStart(pid) == "" {
		return nil // the process is gone: keep what was seen
	}
	if s, _ = u.observe(pid); s != nil {
		return s.find(addr)
	}
	return nil
}

// Frame symbolizes one address of a process.
func (u *User) Frame(pid int, addr uint64) Frame {
	u.mu.Lock()
	defer u.mu.Unlock()
	return u.frame(pid, addr)
}

// noUserSymbols and noDemangle are BPFTRACE_NO_USER_SYMBOLS and
// BPFTRACE_NO_CPP_DEMANGLE.
var noUserSymbols, noDemangle bool

// SetUserOptions turns user-space symbolization off (addresses print as
// hex) or prints C++ names as they are mangled.
func SetUserOptions(noSymbols, mangled bool) { noUserSymbols, noDemangle = noSymbols, mangled }

// NoUserSymbols reports whether user-space symbolization is off.
func NoUserSymbols() bool { return noUserSymbols }

// debugInfo is show_debug_info: user frames carry their source locations
// and inlined functions.
var debugInfo bool

// SetDebugInfo turns source locations and inlined functions in user frames
// on or off (off by default).
func SetDebugInfo(on bool) { debugInfo = on }

// symName is the name a symbol prints as.
func symName(sym elfx.Symbol) string {
	if noDemangle {
		return sym.Name
	}
	return sym.Demangled
}

func (u *User) frame(pid int, addr uint64) Frame {
	fr := Frame{Addr: addr}
	if noUserSymbols {
		return fr
	}
	m := u.lookup(pid, addr)
	if m == nil {
		// No mapping known (the process exited unobserved): a non-PIE
		// executable loads at its link-time addresses, so an address in one
		// resolves anyway when exactly one such binary covers it.
		if f, ok := elfx.ExecContaining(addr); ok {
			fr.Module = f.Path
			return symbolFrame(fr, f, addr)
		}
		return fr
	}
	fr.Module = m.path
	if m.file == nil {
		return fr
	}
	return fileFrame(fr, m.file, addr-m.start+m.off)
}

// fileFrame resolves a file offset in a binary.
func fileFrame(fr Frame, f *elfx.File, fileOff uint64) Frame {
	vaddr, ok := f.Vaddr(fileOff)
	if !ok {
		return fr
	}
	return symbolFrame(fr, f, vaddr)
}

// symbolFrame resolves a link-time address in a binary.
func symbolFrame(fr Frame, f *elfx.File, vaddr uint64) Frame {
	if sym, off, ok := f.Symbolize(vaddr); ok {
		fr.Func, fr.Off, fr.Known = symName(sym), off, true
		if debugInfo {
			fr.Source, _ = f.Source(vaddr)
		}
	}
	return fr
}

// Frames symbolizes a user stack of a process.
func (u *User) Frames(pid int, addrs []uint64) []Frame {
	u.mu.Lock()
	defer u.mu.Unlock()
	out := make([]Frame, len(addrs))
	for i, a := range addrs {
		out[i] = u.frame(pid, a)
	}
	return out
}

// Sym is bpftrace's usym(addr): the function name, or the address in hex.
func (u *User) Sym(pid int, addr uint64) string { return u.Frame(pid, addr).Sym() }

// Stack formats a user stack of a process (ustack, ustack(N), ustack(perf)).
func (u *User) Stack(pid int, addrs []uint64, mode StackMode, indent int) string {
	return FormatStack(u.Frames(pid, addrs), mode, indent)
}

// Build ID stack frames: struct bpf_stack_build_id, what a stack map
// created with BPF_F_STACK_BUILD_ID holds per frame (32 bytes).
const (
	BuildIDEmpty = 0 // no frame
	BuildIDValid = 1 // BuildID and Offset are set
	BuildIDIP    = 2 // the kernel could not read the build ID: IP is the address
)

// BuildIDFrame is one frame of a build-ID stack.
type BuildIDFrame struct {
	Status  int32
	BuildID [20]byte
	Offset  uint64 // file offset for BuildIDValid, else the address (IP)
}

// BuildIDFrames decodes the value of a BPF_F_STACK_BUILD_ID stack map entry,
// stopping at the first empty frame.
func BuildIDFrames(raw []byte) []BuildIDFrame {
	var out []BuildIDFrame
	for len(raw) >= 32 {
		f := BuildIDFrame{Status: int32(le64(raw[0:4]))}
		copy(f.BuildID[:], raw[4:24])
		f.Offset = le64(raw[24:32])
		if f.Status == BuildIDEmpty {
			break
		}
		out = append(out, f)
		raw = raw[32:]
	}
	return out
}

func le64(b []byte) uint64 {
	var v uint64
	for i := len(b) - 1; i >= 0; i-- {
		v = v<<8 | uint64(b[i])
	}
	return v
}

// BuildIDFrameOf symbolizes a build-ID frame. It needs no snapshot of the
// process: the binary is found by its build ID among the binaries sonde has
// read (the probes' binaries, observed processes), then in
// /usr/lib/debug/.build-id, then in the mappings of every running process.
// Frames the kernel left as IPs resolve through pid. A valid frame's Addr is
// its file offset: the runtime address was not captured.
func (u *User) BuildIDFrameOf(pid int, bf BuildIDFrame) Frame {
	u.mu.Lock()
	defer u.mu.Unlock()
	if bf.Status != BuildIDValid {
		return u.frame(pid, bf.Offset)
	}
	fr := Frame{Addr: bf.Offset}
	f := u.byBuildID(hex.EncodeToString(bf.BuildID[:]))
	if f == nil {
		return fr
	}
	fr.Module = f.Path
	return fileFrame(fr, f, bf.Offset)
}

// BuildIDStack formats a build-ID stack.
func (u *User) BuildIDStack(pid int, frames []BuildIDFrame, mode StackMode, indent int) string {
	out := make([]Frame, len(frames))
	for i, bf := range frames {
		out[i] = u.BuildIDFrameOf(pid, bf)
	}
	return FormatStack(out, mode, indent)
}

func (u *User) byBuildID(id string) *elfx.File {
	if f, ok := u.ids[id]; ok {
		return f
	}
	f, ok := elfx.ByBuildID(id)
	if !ok {
		f = searchBuildID(id, u.bidPathsOf(id))
	}
	u.ids[id] = f // a miss is remembered too: the search is not cheap
	return f
}

// searchBuildID looks for a binary with this build ID where it may be found
// without having seen it before: the debug directory, the files the
// side-band said had it (bidPaths), then every running process.
func searchBuildID(id string, bidPaths []string) *elfx.File {
	trimmed := strings.TrimRight(id, "0")
	if len(trimmed)%2 == 1 {
		trimmed += "0"
	}
	if len(trimmed) > 2 {
		for _, p := range []string{
			filepath.Join("/usr/lib/debug/.build-id", trimmed[:2], trimmed[2:]+".debug"),
			filepath.Join("/usr/lib/debug/.build-id", trimmed[:2], trimmed[2:]),
		} {
			if f, err := elfx.Cached(p); err == nil && strings.TrimRight(f.BuildID, "0") == strings.TrimRight(id, "0") {
				return f
			}
		}
	}
	tried := map[string]bool{}
	for _, p := range bidPaths {
		if got, err := elfx.ReadBuildID(p); err == nil && strings.TrimRight(got, "0") == strings.TrimRight(id, "0") {
			if f, err := elfx.Cached(p); err == nil {
				return f
			}
		}
	}
	for pid, maps := range elfx.AllMaps() {
		root := elfx.Root(pid)
		for _, m := range maps {
			if !m.Exec() || !m.File() || tried[root+m.Path] {
				continue
			}
			tried[root+m.Path] = true
			// Only the build ID first: reading every binary's symbols
			// would cost far more than the one that matches.
			if got, err := elfx.ReadBuildID(root + m.Path); err != nil || strings.TrimRight(got, "0") != strings.TrimRight(id, "0") {
				continue
			}
			if f := openMapped(pid, root, m); f != nil {
				return f
			}
		}
	}
	return nil
}

// USym is Users().Sym.
func USym(pid int, addr uint64) string { return defaultUser.Sym(pid, addr) }

// UStack is Users().Stack.
func UStack(pid int, addrs []uint64, mode StackMode, indent int) string {
	return defaultUser.Stack(pid, addrs, mode, indent)
}

func inode(st os.FileInfo) uint64 {
	if sys, ok := st.Sys().(*syscall.Stat_t); ok {
		return sys.Ino
	}
	return 0
}

// Unwind walks a user stack of a process from its registers over a copy
// of its stack (dw_ustack, a sample's stack slice), with the call frame
// information of each binary the process maps, and frame pointers where a
// binary has none (elfx.Unwind). It returns at most max addresses, the
// first being ip; stack is a copy of the stack from sp up.
func (u *User) Unwind(pid int, ip, sp, bp uint64, stack []byte, max int) []uint64 {
	u.mu.Lock()
	defer u.mu.Unlock()
	return elfx.Unwind(elfx.Regs{IP: ip, SP: sp, BP: bp}, elfx.StackCopy{Base: sp, Data: stack}, func(addr uint64) (*elfx.File, uint64, bool) {
		m := u.lookup(pid, addr)
		if m == nil || m.file == nil {
			return nil, 0, false
		}
		vaddr, ok := m.file.Vaddr(addr - m.start + m.off)
		return m.file, vaddr, ok
	}, max)
}
