package symbolize

import (
	"strings"

	"sonde/internal/elfx"
)

// Mappings from a side-band. A process's stacks are symbolized when a map
// is printed, often after the process exited, so its mappings must be
// known before: the kernel reports each executable mapping as it is
// created (perf's PERF_RECORD_MMAP2: path, file offset, build ID), each
// exec and each fork, and User keeps them per process, exited ones
// included. session.TrackMappings opens the side-band and calls
// SetSideband.

// MapEventKind says what a process did.
type MapEventKind int

const (
	MapMmap MapEventKind = iota // mapped a file executable
	MapExec                     // exec'd: its mappings start over
	MapFork                     // was forked from Parent
	MapExit                     // exited: kept for its stacks, up to keepExited processes
)

// keepExited bounds the exited processes whose mappings are kept (about a
// kilobyte each): the oldest go first, on a machine that starts many
// processes under a long session.
const keepExited = 1 << 16

// MapEvent is one side-band record.
type MapEvent struct {
	Kind    MapEventKind
	Time    uint64 // when, on the kernel's perf clock
	Pid     int
	Parent  int    // MapFork
	Start   uint64 // MapMmap: the mapping's address, length and file offset
	Len     uint64
	Off     uint64
	Path    string // MapMmap: as the process sees it
	BuildID string // MapMmap: in hex, "" when the kernel could not read it
}

// sideProc is what the side-band said of a process. Its mappings stay in
// the order they were made, the newest winning where they overlap; those
// of the program it ran before an exec stay behind the new ones, for
// stacks captured before the exec.
type sideProc struct {
	maps     []mapping
	root     string // elfx.Root at its first mapping
	rootSet  bool
	complete bool   // exec'd or forked from a complete one: maps are all it has
	parent   int    // forked from a process the side-band did not know
	born     uint64 // time of the exec or fork that made it
	exited   bool
}

type exitedProc struct {
	pid int
	sp  *sideProc
}

// SetSideband makes u learn mappings from a side-band: drain delivers, in
// order, every event since its last call, and is called (under u's lock)
// before a lookup gives up. nil turns the side-band off.
func (u *User) SetSideband(drain func(deliver func(MapEvent))) {
	u.mu.Lock()
	defer u.mu.Unlock()
	u.drain = drain
}

// Sync takes the side-band's events now (its reader calls it when the
// kernel's buffers fill up).
func (u *User) Sync() {
	u.mu.Lock()
	defer u.mu.Unlock()
	if u.drain != nil {
		u.drain(u.record)
	}
}

// record applies one side-band event; u.mu is held.
func (u *User) record(e MapEvent) {
	switch e.Kind {
	case MapExec:
		sp := u.side[e.Pid]
		if sp == nil {
			sp = &sideProc{}
			u.side[e.Pid] = sp
		}
		sp.complete, sp.parent, sp.rootSet, sp.born = true, 0, false, e.Time
	case MapFork:
		if e.Pid == e.Parent {
			return
		}
		if old := u.side[e.Pid]; old != nil && old.born > e.Time {
			// Read late from another CPU's buffer, after the child's
			// exec: the exec made what is there.
			return
		}
		c := &sideProc{parent: e.Parent, born: e.Time}
		if p := u.side[e.Parent]; p != nil {
			// Shared until either maps more: the child's appends copy.
			c.maps = p.maps[:len(p.maps):len(p.maps)]
			c.root, c.rootSet, c.complete = p.root, p.rootSet, p.complete
			if !p.complete {
				c.parent = p.parent
				if c.parent == 0 {
					c.parent = e.Parent
				}
			}
		}
		u.side[e.Pid] = c
	case MapExit:
		if sp := u.side[e.Pid]; sp != nil && !sp.exited {
			sp.exited = true
			u.exited = append(u.exited, exitedProc{e.Pid, sp})
			if len(u.exited) > keepExited {
				old := u.exited[0]
				u.exited = u.exited[1:]
				if u.side[old.pid] == old.sp {
					delete(u.side, old.pid)
				}
			}
		}
	case MapMmap:
		vdso, isVDSO := vdsoMapping(e.Path, e.Start, e.Start+e.Len)
		if (!strings.HasPrefix(e.Path, "/") && !isVDSO) || e.Len == 0 {
			return // anonymous executable memory, a vDSO unlike sonde's
		}
		sp := u.side[e.Pid]
		if sp == nil {
			sp = &sideProc{born: e.Time} // a process running before the side-band
			u.side[e.Pid] = sp
		}
		if isVDSO {
			sp.maps = append(sp.maps, vdso)
			return
		}
		if !sp.rootSet {
			sp.root, sp.rootSet = elfx.Root(e.Pid), true
		}
		sp.maps = append(sp.maps, mapping{start: e.Start, end: e.Start + e.Len, off: e.Off,
			path: e.Path, root: sp.root, buildID: e.BuildID})
		if e.BuildID != "" {
			u.bidPaths[e.BuildID] = sp.root + strings.TrimSuffix(e.Path, " (deleted)")
		}
	}
}

// sideComplete reports whether the side-band knows all of pid's mappings,
// draining it first when it does not know the process yet.
func (u *User) sideComplete(pid int) bool {
	if u.drain == nil {
		return false
	}
	if sp := u.side[pid]; sp != nil && sp.complete {
		return true
	}
	u.drain(u.record)
	sp := u.side[pid]
	return sp != nil && sp.complete
}

// sideFind returns the newest side-band mapping of pid holding addr,
// opening its binary on first use.
func (u *User) sideFind(pid int, addr uint64) *mapping {
	sp := u.side[pid]
	if sp == nil {
		return nil
	}
	for i := len(sp.maps) - 1; i >= 0; i-- {
		m := &sp.maps[i]
		if m.start <= addr && addr < m.end {
			if !m.opened {
				m.file, m.opened = u.openSide(m), true
			}
			return m
		}
	}
	return nil
}

// openSide reads the binary of a side-band mapping: the file at its path
// when it still has the build ID it had when mapped, else any file seen
// with that build ID.
func (u *User) openSide(m *mapping) *elfx.File {
	f, err := elfx.Cached(m.root + strings.TrimSuffix(m.path, " (deleted)"))
	if m.buildID == "" {
		if err != nil {
			return nil
		}
		return f
	}
	if err == nil && sameBuildID(f.BuildID, m.buildID) {
		return f
	}
	return u.byBuildID(m.buildID)
}

func sameBuildID(a, b string) bool {
	return a != "" && strings.TrimRight(a, "0") == strings.TrimRight(b, "0")
}

func (u *User) bidPathsOf(id string) []string {
	if p, ok := u.bidPaths[id]; ok {
		return []string{p}
	}
	return nil
}
