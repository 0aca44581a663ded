package tools

import (
	"fmt"
	"os"
	"strings"

	"sonde/internal/elfx"
)

// requirements are what a tool's "requires:" metadata line may name: a
// check of the machine, run before any variant is compiled, whose error is
// the one line the tool exits 1 with. Add one here when a tool needs a
// thing no probe resolution can tell (a device, a file system).
var requirements = map[string]func() error{
	"block-device": blockDevice,
	"libc":         cLibrary,
}

// sysBlock lists the block devices (a test points it elsewhere).
var sysBlock = "/sys/block"

// blockDevice is a disk that is not a loop, RAM or zram device.
func blockDevice() error {
	des, err := os.ReadDir(sysBlock)
	if err != nil {
		return fmt.Errorf("cannot run here: no block devices (%v)", err)
	}
	for _, de := range des {
		n := de.Name()
		if !strings.HasPrefix(n, "loop") && !strings.HasPrefix(n, "ram") && !strings.HasPrefix(n, "zram") {
			return nil
		}
	}
	return fmt.Errorf("cannot run here: no block device (%s has only loop, ram and zram devices)", sysBlock)
}

// cLibrary is the shared C library that uprobe:libc:FUNC probes (a
// busybox system has none).
func cLibrary() error {
	if _, err := elfx.ResolveLibrary("libc", ""); err != nil {
		return fmt.Errorf("cannot run here: no shared C library (%v)", err)
	}
	return nil
}
