package e2e

import (
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"sonde/internal/elfx/elfxtest"
)

// inlinedProg builds the inlined-functions fixture at -O2: twice is
// inlined into first and second and has an out-of-line copy (called
// through ops), keep is only inlined, into second.
func inlinedProg(t *testing.T) string {
	t.Helper()
	return elfxtest.C(t, "inlined", []string{"inlined.c"}, "-O2")
}

// TestInlinedUprobe: uprobe:BIN:twice fires at both inlined copies and the
// out-of-line one, each as often as it runs, and args.x there is what
// gdb's `break twice` prints at each stop (its locations are the same
// three places).
func TestInlinedUprobe(t *testing.T) {
	requireTracing(t)
	bin := inlinedProg(t)
	r := sonde(t, "-c", bin+" 4", "-e",
		`uprobe:`+bin+`:twice { @site[func] = count(); @x[args.x] = count(); } uprobe:`+bin+`:keep { @site[func] = count(); @v[args.v] = count(); }`)
	if r.code != 0 {
		t.Fatalf("exit %d\nstderr:\n%s", r.code, r.stderr)
	}
	// func is the probed address's function: first and second hold the
	// inlined copies (second twice over: twice's and keep's, two
	// addresses), twice is the out-of-line copy.
	var sites []string
	for _, m := range regexp.MustCompile(`(?m)^@site\[(\w+)\]: (\d+)$`).FindAllStringSubmatch(r.stdout, -1) {
		sites = append(sites, m[1]+" "+m[2])
	}
	slices.Sort(sites)
	if want := []string{"first 4", "second 4", "second 4", "twice 4"}; !slices.Equal(sites, want) {
		t.Errorf("sites %q, want %q\n%s", sites, want, r.stdout)
	}
	got := mapLines(r.stdout, "@x", "twice")
	got = append(got, mapLines(r.stdout, "@v", "keep")...)
	slices.Sort(got)
	if want := gdbInlinedArgs(t, bin, map[string]string{"twice": "x", "keep": "v"}, "4"); !slices.Equal(got, want) || len(want) != 16 {
		t.Errorf("sonde's args:\n%s\ngdb's:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

// mapLines expands a count map's lines "@m[k]: n" into n lines "fn k".
func mapLines(out, m, fn string) []string {
	var lines []string
	for _, l := range regexp.MustCompile(`(?m)^`+regexp.QuoteMeta(m)+`\[(-?\d+)\]: (\d+)$`).FindAllStringSubmatch(out, -1) {
		n, _ := strconv.Atoi(l[2])
		for ; n > 0; n-- {
			lines = append(lines, fn+" "+l[1])
		}
	}
	return lines
}

// gdbInlinedArgs runs bin under gdb with a breakpoint on each function
// of params (at all its inlined locations) and returns "FUNC VALUE" for
// its parameter params[FUNC] at each stop, sorted.
func gdbInlinedArgs(t *testing.T, bin string, params map[string]string, args ...string) []string {
	t.Helper()
	elfxtest.Tool(t, "gdb")
	script := filepath.Join(t.TempDir(), "args.gdb")
	cmds := "set pagination off\n"
	var fns []string
	for fn, p := range params {
		cmds += "break " + fn + "\ncommands\nsilent\nprintf \"" + fn + " %d\\n\", " + p + "\ncontinue\nend\n"
		fns = append(fns, fn)
	}
	cmds += "run\n"
	if err := os.WriteFile(script, []byte(cmds), 0o644); err != nil {
		t.Fatal(err)
	}
	out, err := exec.Command("gdb", append([]string{"-batch", "-x", script, "--args", bin}, args...)...).CombinedOutput()
	if err != nil {
		t.Fatalf("gdb: %v\n%s", err, out)
	}
	lines := regexp.MustCompile(`(?m)^(?:`+strings.Join(fns, "|")+`) -?\d+$`).FindAllString(string(out), -1)
	slices.Sort(lines)
	return lines
}

// TestInlinedFrame: at -O0, always_inline copies keep their parameters
// in the caller's frame (DW_OP_fbreg from a frame base at the CFA):
// args.x there is read from memory where the CFI puts the frame, and is
// what gdb prints at each stop.
func TestInlinedFrame(t *testing.T) {
	requireTracing(t)
	bin := elfxtest.C(t, "inline", []string{"inline.c"}, "-O0")
	r := sonde(t, "-c", bin, "-e", `uprobe:`+bin+`:inner { @inner[args.x] = count(); } uprobe:`+bin+`:middle { @middle[args.x] = count(); }`)
	if r.code != 0 {
		t.Fatalf("exit %d\nstderr:\n%s", r.code, r.stderr)
	}
	got := append(mapLines(r.stdout, "@inner", "inner"), mapLines(r.stdout, "@middle", "middle")...)
	slices.Sort(got)
	if want := gdbInlinedArgs(t, bin, map[string]string{"inner": "x", "middle": "x"}); !slices.Equal(got, want) || len(want) != 6 {
		t.Errorf("sonde's args:\n%s\ngdb's:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

// TestInlinedErrors: a parameter with no location at an inlined copy is
// refused by name and place; a uretprobe on a function that is only
// inlined is refused, naming where it is inlined; -l marks inlined copies.
func TestInlinedErrors(t *testing.T) {
	bin := inlinedProg(t)
	r := sonde(t, "--dry-run", "-e", `uprobe:`+bin+`:keep { print(args.u); }`)
	if r.code != 2 || !regexp.MustCompile(`args\.u: optimized out at inlined\.c:\d+ \(0x[0-9a-f]+, keep inlined in second at inlined\.c:32\)`).MatchString(r.stderr) {
		t.Errorf("args.u: exit %d, stderr:\n%s", r.code, r.stderr)
	}
	r = sonde(t, "--dry-run", "-e", `uretprobe:`+bin+`:keep { print(retval); }`)
	if r.code != 2 || !strings.Contains(r.stderr, "keep is only inlined (inlined in second at inlined.c:32): an inlined copy has no return of its own") {
		t.Errorf("uretprobe: exit %d, stderr:\n%s", r.code, r.stderr)
	}
	// The out-of-line copy's returns only.
	r = sonde(t, "--dry-run", "-e", `uretprobe:`+bin+`:twice { print(retval); }`)
	if r.code != 0 {
		t.Errorf("uretprobe on twice: exit %d, stderr:\n%s", r.code, r.stderr)
	}
	r = sonde(t, "-l", "uprobe:"+bin+":twice")
	want := "uprobe:" + bin + ":twice\n" +
		"uprobe:" + bin + ":twice (inlined in first at inlined.c:27)\n" +
		"uprobe:" + bin + ":twice (inlined in second at inlined.c:32)\n"
	if r.code != 0 || r.stdout != want {
		t.Errorf("-l: exit %d, stdout:\n%s\nwant:\n%s\nstderr:\n%s", r.code, r.stdout, want, r.stderr)
	}
	r = sonde(t, "-lv", "uprobe:"+bin+":keep")
	if want := "uprobe:" + bin + ":keep (inlined in second at inlined.c:32)\n    int v\n    int u\n"; r.code != 0 || r.stdout != want {
		t.Errorf("-lv: exit %d, stdout:\n%s\nwant:\n%s", r.code, r.stdout, want)
	}
}
