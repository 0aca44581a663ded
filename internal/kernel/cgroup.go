package kernel

import (
	"encoding/binary"
	"fmt"

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
