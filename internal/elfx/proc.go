package elfx

import (
	"bufio"
	"fmt"
	"iter"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
)

// Mapping is one line of /proc/PID/maps.
type Mapping struct {
	Start, End uint64
	Perms      string // "r-xp"
	Off        uint64 // file offset of Start
	Dev        string // "fd:01"
	Inode      uint64
	Path       string // as the process sees it; "" for anonymous memory, "[vdso]" and such
}

// Exec reports whether the mapping is executable.
func (m Mapping) Exec() bool { return len(m.Perms) >= 3 && m.Perms[2] == 'x' }

// File reports whether the mapping is backed by a file.
func (m Mapping) File() bool { return m.Inode != 0 && strings.HasPrefix(m.Path, "/") }

// AllMaps yields each running process's pid and mappings, passing over
// those that are gone by the time their maps are read.
func AllMaps() iter.Seq2[int, []Mapping] {
	return func(yield func(int, []Mapping) bool) {
		ents, _ := os.ReadDir("/proc")
		for _, e := range ents {
			pid, err := strconv.Atoi(e.Name())
			if err != nil {
				continue
			}
			maps, err := ReadMaps(pid)
			if err != nil {
				continue
			}
			if !yield(pid, maps) {
				return
			}
		}
	}
}

// ReadMaps reads /proc/PID/maps.
func ReadMaps(pid int) ([]Mapping, error) {
	fh, err := os.Open(fmt.Sprintf("/proc/%d/maps", pid))
	if err != nil {
		return nil, err
	}
	defer fh.Close()
	var out []Mapping
	sc := bufio.NewScanner(fh)
	sc.Buffer(make([]byte, 64<<10), 1<<20)
	for sc.Scan() {
		if m, ok := parseMapsLine(sc.Text()); ok {
			out = append(out, m)
		}
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("read /proc/%d/maps: %w", pid, err)
	}
	return out, nil
}

// parseMapsLine parses "start-end perms offset dev inode   path".
func parseMapsLine(line string) (Mapping, bool) {
	f := strings.Fields(line)
	if len(f) < 5 {
		return Mapping{}, false
	}
	lo, hi, ok := strings.Cut(f[0], "-")
	if !ok {
		return Mapping{}, false
	}
	var m Mapping
	var err error
	if m.Start, err = strconv.ParseUint(lo, 16, 64); err != nil {
		return Mapping{}, false
	}
	if m.End, err = strconv.ParseUint(hi, 16, 64); err != nil {
		return Mapping{}, false
	}
	m.Perms = f[1]
	m.Off, _ = strconv.ParseUint(f[2], 16, 64)
	m.Dev = f[3]
	m.Inode, _ = strconv.ParseUint(f[4], 10, 64)
	if len(f) >= 6 {
		// The path is the rest of the line after the inode; it may contain
		// spaces and end in " (deleted)". (The inode's digits may occur
		// before it: "0" in the offset of "[vdso]".)
		rest := line
		for range 5 {
			rest = strings.TrimLeft(rest, " \t")
			rest = rest[strings.IndexAny(rest+" ", " \t"):]
		}
		m.Path = strings.TrimSpace(rest)
	}
	return m, true
}

// Root returns the prefix that makes a path as process pid sees it valid for
// sonde: "" when the process shares sonde's root directory and mount
// namespace, else "/proc/PID/root" (a process in a container, a chroot, or
// a mount namespace of its own, where a path may name another file or a
// file that sonde cannot see at all).
func Root(pid int) string {
	if pid <= 0 {
		return ""
	}
	if !sameMounts(pid) {
		return ProcRoot(pid)
	}
	mine, err1 := os.Stat("/")
	theirs, err2 := os.Stat(ProcRoot(pid))
	if err1 != nil || err2 != nil || os.SameFile(mine, theirs) {
		return ""
	}
	return ProcRoot(pid)
}

// ProcRoot is process pid's root directory as sonde reaches it.
func ProcRoot(pid int) string { return fmt.Sprintf("/proc/%d/root", pid) }

// InRoot turns a path the kernel shows sonde for process pid (in
// /proc/PID/maps, the /proc/PID/exe link) into the same file under the
// process's root, /proc/PID/root/...: the kernel writes such paths from
// sonde's root, so a chrooted process's files start with its root
// directory ("/srv/jail/bin/prog" for its "/bin/prog"), which is taken
// off; in another mount namespace they are already as the process sees
// them.
func InRoot(pid int, p string) string {
	if r, err := os.Readlink(ProcRoot(pid)); err == nil && r != "/" && strings.HasPrefix(p, r+"/") {
		p = p[len(r):]
	}
	return ProcRoot(pid) + p
}

// sameMounts reports whether process pid is in sonde's mount namespace (true
// when that cannot be told).
func sameMounts(pid int) bool {
	mine, err1 := os.Stat("/proc/self/ns/mnt")
	theirs, err2 := os.Stat(fmt.Sprintf("/proc/%d/ns/mnt", pid))
	return err1 != nil || err2 != nil || os.SameFile(mine, theirs)
}

// ExePath returns the path of a process's executable as sonde opens it:
// inside the process's root directory ("/proc/PID/root/usr/bin/x", the
// name bpftrace gives it too), whatever mount namespace the process is in.
// When the file was deleted or replaced, the /proc/PID/exe link itself is
// returned: opening it and attaching uprobes through it reaches the inode the
// process runs.
func ExePath(pid int) (string, error) {
	link := fmt.Sprintf("/proc/%d/exe", pid)
	target, err := os.Readlink(link)
	if err != nil {
		return "", fmt.Errorf("process %d: %w", pid, err)
	}
	p := InRoot(pid, target)
	if a, err := os.Stat(p); err == nil {
		if b, err := os.Stat(link); err == nil && os.SameFile(a, b) {
			return p, nil
		}
	}
	return link, nil
}

// ResolveBinary turns the BIN part of a probe spec into the paths sonde
// opens and attaches to:
//   - "" with pid > 0: the process's executable;
//   - a path (with '/'): itself, inside the process's root when pid > 0;
//     glob patterns expand to the ELF files they match;
//   - a bare name: with pid > 0 first a file the process has mapped
//     ("libc" matches libc.so.6), then a program on $PATH, then a library
//     resolved like the dynamic loader (ld.so.cache, standard directories).
func ResolveBinary(bin string, pid int) ([]string, error) {
	root := Root(pid)
	switch {
	case bin == "":
		if pid <= 0 {
			return nil, fmt.Errorf("no binary given and no process (-p) to take it from")
		}
		p, err := ExePath(pid)
		if err != nil {
			return nil, err
		}
		return []string{p}, nil
	case strings.Contains(bin, "/"):
		if strings.ContainsAny(bin, "*?[") {
			matches, err := filepath.Glob(root + bin)
			if err != nil {
				return nil, fmt.Errorf("binary pattern %q: %w", bin, err)
			}
			var out []string
			for _, m := range matches {
				if root == "" && strings.HasPrefix(bin, "./") && !strings.HasPrefix(m, "./") {
					m = "./" + m // as written: Glob cleans "./" away
				}
				if isELF(m) {
					out = append(out, m)
				}
			}
			if len(out) == 0 {
				return nil, fmt.Errorf("no ELF file matches %q", bin)
			}
			return out, nil
		}
		p := root + bin
		if _, err := os.Stat(p); err != nil {
			return nil, fmt.Errorf("binary %s: %w", bin, err)
		}
		return []string{p}, nil
	}
	if pid > 0 {
		if maps, err := ReadMaps(pid); err == nil {
			base, exact := libName(bin)
			for _, m := range maps {
				name := filepath.Base(m.Path)
				if m.File() && (name == bin || libMatches(name, base, exact)) {
					if root != "" {
						return []string{InRoot(pid, m.Path)}, nil
					}
					return []string{m.Path}, nil
				}
			}
		}
	}
	if !strings.HasPrefix(bin, "lib") {
		if p, err := exec.LookPath(bin); err == nil {
			if abs, err := filepath.Abs(p); err == nil {
				return []string{abs}, nil
			}
		}
	}
	p, err := ResolveLibrary(bin, root)
	if err != nil {
		return nil, fmt.Errorf("binary %q is neither a path, a program on $PATH nor a library: %w", bin, err)
	}
	return []string{p}, nil
}
