package kernel

import (
	"encoding/binary"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"

	"golang.org/x/sys/unix"
)

// CgroupID returns the id of the cgroup at path (a directory in a cgroup
// file system), the value bpf_get_current_cgroup_id() returns for tasks in
// it: kernfs hands out the id as the 8-byte file handle of the directory.
func CgroupID(path string) (uint64, error) {
	h, _, err := unix.NameToHandleAt(unix.AT_FDCWD, path, 0)
	if err != nil {
		return 0, fmt.Errorf("cannot get the cgroup id of %q: %w", path, err)
	}
	b := h.Bytes()
	if len(b) != 8 {
		return 0, fmt.Errorf("%q is not in a cgroup file system (its file handle has %d bytes)", path, len(b))
	}
	return binary.NativeEndian.Uint64(b), nil
}

// CgroupMount is one mounted cgroup hierarchy: Name is "unified" for cgroup
// v2 (wherever it is mounted, as bpftrace names it), else the mount point's
// last element ("cpu", "memory", "systemd").
type CgroupMount struct {
	Name, Dir string
}

// CgroupMounts lists the mounted cgroup hierarchies, the v2 one first, the
// others by name.
func CgroupMounts() []CgroupMount {
	data, err := os.ReadFile("/proc/self/mountinfo")
	if err != nil {
		return nil
	}
	var v2, v1 []CgroupMount
	seen := map[string]bool{}
	for _, line := range strings.Split(string(data), "\n") {
		// id parent major:minor root mountpoint options ... - fstype source ...
		pre, post, ok := strings.Cut(line, " - ")
		fields, fs := strings.Fields(pre), strings.Fields(post)
		if !ok || len(fields) < 5 || len(fs) < 1 || seen[fields[4]] {
			continue
		}
		dir := unescapeMount(fields[4])
		switch fs[0] {
		case "cgroup2":
			v2 = append(v2, CgroupMount{Name: "unified", Dir: dir})
		case "cgroup":
			v1 = append(v1, CgroupMount{Name: filepath.Base(dir), Dir: dir})
		default:
			continue
		}
		seen[fields[4]] = true
	}
	sort.Slice(v1, func(i, j int) bool { return v1[i].Name < v1[j].Name })
	return append(v2[:min(len(v2), 1)], v1...)
}

// CgroupPath is what bpftrace's cgroup_path(id, filter) prints: for each
// hierarchy whose name matches filter (a shell pattern, "*" for all) and
// holds a cgroup with that id, "name:/path/in/hierarchy", joined by commas.
func CgroupPath(id uint64, filter string) string {
	var parts []string
	for _, m := range CgroupMounts() {
		if ok, _ := filepath.Match(filter, m.Name); !ok {
			continue
		}
		if p, ok := findCgroup(m.Dir, id); ok {
			parts = append(parts, m.Name+":"+p)
		}
	}
	return strings.Join(parts, ",")
}

// findCgroup walks a hierarchy for the directory whose id is id (kernfs
// ids are the directories' inode numbers).
func findCgroup(root string, id uint64) (string, bool) {
	var found string
	walkCgroups(root, func(path string, ino uint64) bool {
		if ino == id {
			found = path
		}
		return found == ""
	})
	return found, found != ""
}

// walkCgroups calls fn with the path in the hierarchy mounted at root
// ("/system.slice/cron.service") and the id of every cgroup in it, until
// fn returns false.
func walkCgroups(root string, fn func(path string, id uint64) bool) {
	filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil || !d.IsDir() {
			return nil
		}
		var st unix.Stat_t
		if unix.Lstat(path, &st) == nil && !fn("/"+strings.TrimPrefix(strings.TrimPrefix(path, root), "/"), st.Ino) {
			return fs.SkipAll
		}
		return nil
	})
}

// CgroupV2Root is where the cgroup v2 hierarchy is mounted
// (/sys/fs/cgroup, or /sys/fs/cgroup/unified on a hybrid system), from
// /proc/self/mountinfo.
func CgroupV2Root() (string, error) {
	for _, m := range CgroupMounts() {
		if m.Name == "unified" {
			return m.Dir, nil
		}
	}
	return "", fmt.Errorf("no cgroup v2 hierarchy is mounted")
}

// ResolveCgroup finds the cgroup v2 directory path names: a directory of
// the cgroup v2 file system, or a path in the hierarchy
// ("/system.slice/cron.service") below its mount point.
func ResolveCgroup(path string) (string, error) {
	root, rootErr := CgroupV2Root()
	tried := []string{path}
	if isCgroup2(path) {
		return filepath.Clean(path), nil
	}
	if rootErr == nil {
		in := filepath.Join(root, path)
		if isCgroup2(in) {
			return in, nil
		}
		if in != filepath.Clean(path) {
			tried = append(tried, in)
		}
	} else if !filepath.IsAbs(path) {
		return "", fmt.Errorf("cgroup %q: %v", path, rootErr)
	}
	var st unix.Statfs_t
	if fi, err := os.Stat(path); err == nil && fi.IsDir() && unix.Statfs(path, &st) == nil {
		return "", fmt.Errorf("cgroup %q: not a directory of the cgroup v2 file system", path)
	}
	return "", fmt.Errorf("cgroup %q does not exist (looked for %s)", path, strings.Join(tried, " and "))
}

// isCgroup2 is true for a directory of a cgroup v2 file system.
func isCgroup2(path string) bool {
	var st unix.Statfs_t
	if unix.Statfs(path, &st) != nil || st.Type != unix.CGROUP2_SUPER_MAGIC {
		return false
	}
	fi, err := os.Stat(path)
	return err == nil && fi.IsDir()
}

// CgroupV2Paths maps the id of every cgroup in the cgroup v2 hierarchy
// to its path there ("/system.slice/cron.service"): one walk, for finding
// many.
func CgroupV2Paths() map[uint64]string {
	root, err := CgroupV2Root()
	if err != nil {
		return nil
	}
	paths := map[uint64]string{}
	walkCgroups(root, func(path string, id uint64) bool {
		paths[id] = path
		return true
	})
	return paths
}
