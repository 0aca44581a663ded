package tools

import (
	"regexp"
	"strconv"
	"testing"
)

// logHist matches a libbpf-tools log2 histogram's header for unit.
func logHistHeader(unit string) string { return `^     ` + unit + ` +: count    distribution$` }

// logHistRow matches a row with a nonzero count.
const logHistRow = `^ +\d+ -> \d+ +: [1-9]\d* +\|\*+ *\|$`

func TestRunqlat(t *testing.T) {
	r := Start(t, "runqlat")
	Spinners(t, 2)
	o := r.Stop()
	o.Want(t, `^Tracing run queue latency\.\.\. Hit Ctrl-C to end\.$`)
	o.Want(t, logHistHeader("usecs"))
	o.Want(t, logHistRow)

	cpu, pids := Spinners(t, 2)
	_ = cpu
	r = Start(t, "runqlat", "-P", "-m", "-p", strconv.Itoa(pids[0]))
	WaitSlices(t, pids[0], 20)
	o = r.Stop()
	o.Want(t, `^pid = `+strconv.Itoa(pids[0])+` sh$`)
	o.Want(t, logHistHeader("msecs"))
	if regexp.MustCompile(`(?m)^pid = `+strconv.Itoa(pids[1])).MatchString(o.Stdout) {
		t.Errorf("-p %d shows pid %d:\n%s", pids[0], pids[1], o.Stdout)
	}

	r = Start(t, "runqlat", "-L", "-T", "1", "2")
	o = r.Wait()
	if n := len(regexp.MustCompile(`(?m)^\d\d:\d\d:\d\d$`).FindAllString(o.Stdout, -1)); n != 2 {
		t.Errorf("-T 1 2: want two intervals, got %d:\n%s", n, o.Stdout)
	}
	o.Want(t, `^tid = \d+ \S+`)
}
