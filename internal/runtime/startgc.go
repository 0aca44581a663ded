package runtime

import (
	"math"
	"runtime/debug"
	"sync"
)

// startupHeap is the heap that makes a collection while start-up runs
// without them.
const startupHeap = 512 << 20

var startup struct {
	sync.Mutex
	end func()
}

// StartupGC turns the garbage collector off for start-up, until Run has
// attached every probe (or EndStartup is called): what compiling and
// loading allocate (the kernel's types, the programs) lives until then,
// so a collection meanwhile frees little, and on a small machine it takes
// a CPU from the verifier. A heap of startupHeap still makes one. GOGC=off
// and a GOMEMLIMIT are left as they are.
func StartupGC() {
	startup.Lock()
	defer startup.Unlock()
	if startup.end != nil {
		return
	}
	pct := debug.SetGCPercent(-1)
	limit := debug.SetMemoryLimit(-1)
	if pct < 0 || limit != math.MaxInt64 {
		debug.SetGCPercent(pct)
		return
	}
	debug.SetMemoryLimit(startupHeap)
	startup.end = func() {
		debug.SetGCPercent(pct)
		debug.SetMemoryLimit(limit)
	}
}

// EndStartup brings the garbage collector's usual pace back after
// StartupGC (nothing without it, or a second time).
func EndStartup() {
	startup.Lock()
	defer startup.Unlock()
	if startup.end != nil {
		startup.end()
		startup.end = nil
	}
}
