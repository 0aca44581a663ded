package tools

import (
	"regexp"
	"strconv"
	"testing"
)

// oomkill: the OOM killer fires in a 32 MiB memory cgroup of the test's
// own, on a hog named oomhog.
func TestOomkill(t *testing.T) {
	r := Start(t, "oomkill", "-v")
	pid := OOMKill(t)
	o := r.Stop()
	o.Want(t, `^Tracing OOM kills`)
	o.Want(t, `^\d\d:\d\d:\d\d Triggered by PID \d+ \("oomhog"\), OOM kill of PID `+strconv.Itoa(pid)+` \("oomhog"\), [1-9]\d* pages, loadavg: \d+\.\d\d \d+\.\d\d \d+\.\d\d \d+/\d+ \d+$`)
	_ = regexp.QuoteMeta
}
