package check_test

import "testing"

// How a stack or a cgroup path prints is in its type: a ternary cannot
// choose between two ways (strftime()'s format is in its value instead).
func TestTernaryPrintModes(t *testing.T) {
	expectCheckError(t, `BEGIN { $c = 1; print($c ? kstack(perf) : kstack); }`,
		`error: ternary branches are stacks of different modes or depths: kstack(perf, 127) and kstack(bpftrace, 127)`)
	expectCheckError(t, `BEGIN { $c = 1; print($c ? ustack(3) : ustack(4)); }`,
		`error: ternary branches are stacks of different modes or depths: ustack(bpftrace, 3) and ustack(bpftrace, 4)`)
	expectCheckError(t, `BEGIN { $c = 1; print($c ? cgroup_path(1, "unified") : cgroup_path(1)); }`,
		`error: ternary branches are cgroup_path()s of different filters: "unified" and "*"`)
	for _, ok := range []string{
		`BEGIN { $c = 1; printf("%s\n", $c ? strftime("%H", nsecs) : strftime("%M", nsecs)); }`,
		`BEGIN { $c = 1; print($c ? kstack(perf) : kstack(perf)); }`,
		`BEGIN { $c = 1; printf("%s\n", $c ? usym(1) : usym(2)); }`,
	} {
		expectCheckOK(t, ok)
	}
}
