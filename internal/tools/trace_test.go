package tools

import (
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

func TestTraceSpecs(t *testing.T) {
	for in, want := range map[string]string{
		`do_sys_open "%s", arg2`:                                   `kprobe:do_sys_open|printf("%-7d %-7d %-15s %-16s %s\n", pid, tid, comm, "do_sys_open", str(arg1));`,
		`r::do_sys_open (retval < 0) "ret %d", retval`:             `fexit:do_sys_open|/(retval < 0)/`,
		`c:malloc "size %d", arg1`:                                 `uprobe:libc:malloc|, arg0);`,
		`p:c:write(int fd, char *buf, size_t n) (fd == 1) "%d", n`: `uprobe:libc:write|/(arg0 == 1)/|, arg2);`,
		`t:syscalls:sys_enter_openat "%s", args->filename`:         `tracepoint:syscalls:sys_enter_openat|str(args.filename)`,
		`do_sys_open`: `fentry:do_sys_open`,
	} {
		inv, err := Lookup("trace").Parse([]string{in})
		if err != nil {
			t.Fatal(err)
		}
		vs, err := genTrace(inv)
		if err != nil {
			t.Errorf("%s: %v", in, err)
			continue
		}
		for _, w := range strings.Split(want, "|") {
			if !strings.Contains(vs[0].Text, w) {
				t.Errorf("%s: no %q in\n%s", in, w, vs[0].Text)
			}
		}
	}
	for in, want := range map[string]string{
		`do_sys_open "%s %d", arg2`: `2 verbs in the format, 1 arguments`,
		`r:t:x:y`:                   `bad probe`,
		`u:pthread:create`:          `USDT`,
		`vfs_*`:                     `no wildcards`,
		`c:malloc size`:             `quoted format`,
	} {
		oneLine(t, RunTool(t, "trace", in), 2, want)
	}
}

func TestTrace(t *testing.T) {
	r := Start(t, "trace", "-T", `t:syscalls:sys_enter_openat "open %s", args->filename`)
	path := filepath.Join(t.TempDir(), "trace-me")
	pid := OpenFile(t, path)
	o := r.Stop()
	o.Want(t, `^TIME +PID +TID +COMM +FUNC +-$`)
	o.Want(t, `^\d\d:\d\d:\d\d `+strconv.Itoa(pid)+` +\d+ +cat +sys_enter_openat +open `+path+`$`)
}

func TestTraceUprobe(t *testing.T) {
	bin := fixture(t)
	r := Start(t, "trace", "-M", "3", bin+`:fixture_work(int i) (i >= 2) "i=%d", i`)
	Exec(t, bin, "calls", "10")
	o := r.Wait() // -M 3: it stops by itself
	o.Want(t, `^\d+ +\d+ +funcs +fixture_work +i=2$`)
	o.Want(t, `^\d+ +\d+ +funcs +fixture_work +i=4$`)
	if strings.Contains(o.Stdout, "i=5") || strings.Contains(o.Stdout, "i=1\n") {
		t.Errorf("-M 3 or the predicate does not hold:\n%s", o.Stdout)
	}
}

func TestArgdist(t *testing.T) {
	bin := fixture(t)
	spec := "p:" + bin + ":leak_block(size_t size):size_t:size"
	r := Start(t, "argdist", "-C", spec, "-H", spec+"#sizes", "-n", "1", "-i", "1", "-C", "p:"+bin+":fixture_work(int i):int:i#work")
	Exec(t, bin, "leak", "6", "300")
	o := r.Wait()
	o.Want(t, `^\[\d\d:\d\d:\d\d\]$`)
	o.Want(t, `^`+regexpQuote(spec)+`$`)
	o.Want(t, `^\tCOUNT +EVENT$`)
	o.Want(t, `^\t6 +size = 300$`)
	o.Want(t, `^sizes$`)
	o.Want(t, `^work\n\tCOUNT +EVENT\n(sizes|p:)`) // a second -C: no calls
	o.Want(t, `^     size +: count +distribution$`)
	o.Want(t, `^ +256 -> 511 +: 6 +\|\*{40}\|$`)
}

func TestArgdistTracepoint(t *testing.T) {
	r := Start(t, "argdist", "-C", "t:syscalls:sys_enter_openat():int:args->flags:args->flags == 01400")
	OpenFile(t, "/etc/hostname") // cat opens with O_RDONLY: filtered out
	o := r.Stop()
	o.Want(t, `^t:syscalls:sys_enter_openat\(\):int:args->flags:args->flags == 01400$`)
	o.Want(t, `^\tCOUNT +EVENT$`)
	oneLine(t, RunTool(t, "argdist"), 2, `needs -C SPECIFIER or -H SPECIFIER`)
	oneLine(t, RunTool(t, "argdist", "-C", "p:c:malloc:size_t:size"), 2, `needs a signature`)
	oneLine(t, RunTool(t, "argdist", "-H", "p:c:f(int a, int b):int,int:a,b"), 2, `one expression`)
}

func regexpQuote(s string) string {
	return strings.NewReplacer("(", `\(`, ")", `\)`, ".", `\.`, "*", `\*`, "+", `\+`).Replace(s)
}
