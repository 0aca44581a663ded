package probe

import (
	"golang.org/x/sys/unix"

	"sonde/internal/probe/point"
)

// kinds are sonde's probe kinds, each implemented in a file of its own.
// Adding a kind is its file and its line here.
var kinds = []Provider{
	&specialProvider{name: "BEGIN", alias: "begin", trigger: point.TriggerBegin}, // begin.go
	&specialProvider{name: "END", alias: "end", trigger: point.TriggerEnd},
	selfProvider{}, // self.go
	testProvider{name: "test", trigger: point.TriggerTest}, // test.go
	testProvider{name: "bench", trigger: point.TriggerBench},
	tracepointProvider{},    // tracepoint.go
	rawTracepointProvider{}, // rawtracepoint.go
	kprobeProvider{},        // kprobe.go
	kprobeProvider{ret: true},
	fentryProvider{}, // fentry.go
	fentryProvider{ret: true},
	lsmProvider{},    // lsm.go
	iterProvider{},   // iter.go
	uprobeProvider{}, // uprobe.go
	uprobeProvider{ret: true},
	usdtProvider{}, // usdt.go
	timerProvider{name: "interval", alias: "i", allCPUs: false}, // perf.go
	timerProvider{name: "profile", alias: "p", allCPUs: true},
	counterProvider{name: "software", alias: "s", typ: unix.PERF_TYPE_SOFTWARE, events: softwareEvents},
	counterProvider{name: "hardware", alias: "h", typ: unix.PERF_TYPE_HARDWARE, events: hardwareEvents},
	watchpointProvider{name: "watchpoint"}, // watchpoint.go
	watchpointProvider{name: "asyncwatchpoint", async: true},
}

func init() {
	for _, p := range kinds {
		Register(p)
	}
}
