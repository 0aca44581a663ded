// Package ltrace implements `sonde ltrace`: ltrace's command line and output
// for the library calls a program makes, from uprobes and BPF instead of
// ptrace breakpoints.
//
// What is traced: the functions the main executable calls through its PLT
// (its R_X86_64_JUMP_SLOT relocations, as ltrace: elfx.PLTStubs), each bound
// to the library that defines it (elfx.Imports, for -l), narrowed by -e
// patterns and -l libraries. A uprobe and a uretprobe go on each function's PLT stub in the
// executable (bpf.go says why not on the function in its library); the BPF
// programs copy arguments and strings into a ring buffer, faulting in
// string pages the program has not touched yet (the entry program is
// sleepable); user space (output.go) prints them with the argument types of
// the built-in prototypes (proto.go).
//
// Known differences from ltrace: -S shows system call arguments as
// numbers; with -f, children that exec another program
// are not traced further; floating-point arguments are not shown.
package ltrace

import (
	"bufio"
	"debug/elf"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"time"

	"github.com/cilium/ebpf"
	"github.com/cilium/ebpf/link"

	"sonde/internal/elfx"
	"sonde/internal/kernel"
	"sonde/internal/probe"
	"sonde/internal/probe/point"
	"sonde/internal/session"
)

// Options are the parsed command line.
type Options struct {
	PID      int      // -p: trace a running process
	Follow   bool     // -f: follow forked children
	Filters  []string // -e: "malloc+free", "*alloc", "!free"
	Summary  bool     // -c
	Time     bool     // -T
	Syscalls bool     // -S
	Output   string   // -o
	Libs     []string // -l
	StrSize  int      // -s
	Argv     []string // the command

	// Attached, when set, is called once every probe is attached, before
	// the command is let run.
	Attached func()
}

const usage = `usage: sonde ltrace [-fcTS] [-p PID] [-e FILTER] [-l LIB] [-s STRSIZE] [-o FILE] [--] [CMD ARGS...]

  -p PID      trace the running process PID (detach with ^C)
  -f          follow forked children
  -e FILTER   functions to trace: NAME[+NAME...], glob patterns, !NAME to exclude, @MAIN
  -l LIB      trace only calls into functions defined by library LIB
  -c          count time and calls, print a summary at exit
  -T          show the time spent in each call
  -S          trace system calls too
  -s STRSIZE  maximum string size to print (default 32)
  -o FILE     write the trace to FILE instead of stderr
`

// ParseArgs parses ltrace's command line.
func ParseArgs(args []string) (*Options, error) {
	o := &Options{StrSize: 32}
	for len(args) > 0 {
		a := args[0]
		if a == "--" {
			args = args[1:]
			break
		}
		if len(a) < 2 || a[0] != '-' {
			break
		}
		args = args[1:]
		for i := 1; i < len(a); i++ {
			c := a[i]
			switch c {
			case 'f':
				o.Follow = true
				continue
			case 'c':
				o.Summary = true
				continue
			case 'T':
				o.Time = true
				continue
			case 'S':
				o.Syscalls = true
				continue
			case 'p', 'e', 'o', 'l', 's':
			default:
				return nil, fmt.Errorf("unknown option -%c", c)
			}
			val := a[i+1:]
			if val == "" {
				if len(args) == 0 {
					return nil, fmt.Errorf("option -%c needs a value", c)
				}
				val, args = args[0], args[1:]
			}
			switch c {
			case 'p':
				pid, err := strconv.Atoi(val)
				if err != nil || pid <= 0 {
					return nil, fmt.Errorf("bad pid %q", val)
				}
				o.PID = pid
			case 'e':
				o.Filters = append(o.Filters, val)
			case 'o':
				o.Output = val
			case 'l':
				o.Libs = append(o.Libs, val)
			case 's':
				n, err := strconv.Atoi(val)
				if err != nil || n < 0 || n > 4096 {
					return nil, fmt.Errorf("bad string size %q", val)
				}
				o.StrSize = n
			}
			break
		}
	}
	o.Argv = args
	if (o.PID == 0) == (len(o.Argv) == 0) {
		return nil, errors.New("give either a command or -p PID")
	}
	return o, nil
}

// Main is `sonde ltrace`.
func Main(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	if len(args) > 0 && (args[0] == "-h" || args[0] == "--help") {
		io.WriteString(stdout, usage)
		return 0
	}
	o, err := ParseArgs(args)
	if err != nil {
		fmt.Fprintf(stderr, "sonde ltrace: %v\n%s", err, usage)
		return 2
	}
	if err := Run(o, stdin, stdout, stderr); err != nil {
		fmt.Fprintf(stderr, "sonde ltrace: %v\n", err)
		return 1
	}
	return 0
}

// selectFuncs returns the functions to trace: the main executable's PLT
// imports bound to their libraries, narrowed by -l and -e.
func selectFuncs(exe, root string, o *Options) ([]elfx.Import, map[string]uint64, error) {
	if f, err := elfx.Cached(exe); err == nil && !f.Dynamic {
		return nil, nil, fmt.Errorf("%s is statically linked: it calls no shared library", exe)
	}
	imps, err := elfx.Imports(exe, root)
	if err != nil {
		return nil, nil, err
	}
	plt, err := elfx.PLTStubs(exe)
	if err != nil {
		return nil, nil, err
	}
	var out []elfx.Import
	for _, im := range imps {
		if _, ok := plt[im.Name]; im.Lib == "" || !ok || !libMatch(o.Libs, im.Lib) || !filterMatch(o.Filters, im.Name, exe) {
			continue
		}
		out = append(out, im)
	}
	return out, plt, nil
}

// libMatch reports whether a library path is selected by -l names
// ("libc.so.6", "libc", "libc.so*"); no -l selects all.
func libMatch(libs []string, path string) bool {
	if len(libs) == 0 {
		return true
	}
	base := filepath.Base(path)
	for _, l := range libs {
		l = filepath.Base(l)
		if base == l || strings.HasPrefix(base, l+".") || point.Match(l, base) {
			return true
		}
	}
	return false
}

// filterMatch applies -e expressions to a function the executable exe
// calls: terms joined by '+', each a glob on the name, optionally with
// "@LIB", which in ltrace names the object making the calls (whose PLT is
// traced): sonde traces the main executable's calls, so only "@MAIN" or
// the executable's own name matches. "!" before a term removes; an
// expression starting with "!" starts from every function.
func filterMatch(filters []string, name, exe string) bool {
	if len(filters) == 0 {
		return true
	}
	in := false
	for _, f := range filters {
		terms := strings.Split(f, "+")
		if strings.HasPrefix(terms[0], "!") {
			in = true
		}
		for _, t := range terms {
			neg := strings.HasPrefix(t, "!")
			t = strings.TrimPrefix(t, "!")
			t, l, hasLib := strings.Cut(t, "@")
			if t == "" {
				t = "*"
			}
			if point.Match(t, name) && (!hasLib || l == "MAIN" || libMatch([]string{l}, exe)) {
				in = !neg
			}
		}
	}
	return in
}

// Run traces as the options say until the traced processes exit (or, with
// -p, until SIGINT or SIGTERM).
func Run(o *Options, stdin io.Reader, stdout, stderr io.Writer) error {
	if err := kernel.RaiseMemlock(); err != nil {
		return err
	}
	if _, err := kernel.EnsureTracefs(); err != nil {
		return err
	}
	var out io.Writer = stderr
	if o.Output != "" {
		f, err := os.Create(o.Output)
		if err != nil {
			return err
		}
		defer f.Close()
		out = f
	}
	w := bufio.NewWriterSize(out, 64<<10)
	defer w.Flush()

	// The command starts first and waits behind its gate while the
	// programs load.
	var exe, root string
	var err error
	var cmd *session.Command
	pid := o.PID
	if o.PID > 0 {
		if exe, err = elfx.ExePath(o.PID); err != nil {
			return err
		}
		root = elfx.Root(o.PID)
	} else {
		cmd, err = session.Start(o.Argv, session.CommandOptions{Stdin: stdin, Stdout: stdout, Stderr: stderr})
		if err != nil {
			return err
		}
		defer cmd.Close()
		exe, pid = cmd.Path(), cmd.Pid()
	}
	funcs, plt, err := selectFuncs(exe, root, o)
	if err != nil {
		return err
	}
	exeFile, err := elfx.Cached(exe)
	if err != nil {
		return err
	}
	cfg := loadConfig{strSize: o.StrSize, entry: exeFile.Entry, follow: o.Follow, syscalls: o.Syscalls}
	for _, s := range exeFile.Loads {
		if s.Flags&elf.PF_X != 0 {
			if cfg.textHi == 0 || s.Vaddr < cfg.textLo {
				cfg.textLo = s.Vaddr
			}
			cfg.textHi = max(cfg.textHi, s.Vaddr+s.Memsz)
		}
	}
	objs, err := load(cfg)
	if err != nil {
		return err
	}
	defer objs.Close()

	val := pidValue{}
	if o.PID > 0 {
		if val, err = textRange(o.PID, exe); err != nil {
			return err
		}
	}
	if err := objs.pids.Put(uint32(pid), val); err != nil {
		return fmt.Errorf("pid map: %w", err)
	}

	// The kernel's uprobe PID filter is bound to a task: it works for -p,
	// but a started command may exec from a thread other than the waiting
	// Go process's leader, which then dies in the exec and takes the
	// filter with it. Children (-f) are other processes too. Those cases
	// rely on the pids map alone; the probes sit in the traced executable
	// only, so other programs never hit them.
	filterPID := 0
	if o.PID > 0 && !o.Follow {
		filterPID = pid
	}
	fns, links, err := attach(objs, funcs, plt, exe, exeFile.Entry, exeFile, filterPID, o)
	defer session.Detach(links)
	if err != nil {
		return err
	}

	ring, err := session.OpenRing(objs.events, minPoll, maxPoll)
	if err != nil {
		return fmt.Errorf("ring buffer: %w", err)
	}
	defer ring.Close()

	pr := newPrinter(w, formatter{strSize: o.StrSize})
	pr.follow, pr.timeArg, pr.summary = o.Follow, o.Time, o.Summary
	if len(o.Filters) > 0 || len(o.Libs) > 0 {
		pr.caller = filepath.Base(exe) + "->"
	}

	sigs := session.Notify()
	defer sigs.Stop()

	if o.Attached != nil {
		o.Attached()
	}
	var waited <-chan struct{}
	if cmd != nil {
		if err := cmd.Release(); err != nil {
			return err
		}
		waited = cmd.Done()
	}

	r := &reader{ring: ring, d: decoder{fns: fns, slot: objs.slot}, pr: pr, w: w, objs: objs, pid: pid, follow: o.Follow}
	if !r.run(sigs.C, waited, cmd) && cmd != nil {
		<-waited // reap the command: it has exited
	}
	if pr.summary {
		pr.writeSummary()
	}
	return nil
}

// reader reads records and hands them to the printer.
type reader struct {
	ring       *session.Ring
	d          decoder
	pr         *printer
	w          *bufio.Writer
	objs       *objects
	pid        int  // the traced process
	follow     bool // -f: wait for its children too
	rootExited bool
	reaped     bool // the command was waited for
	lost       session.Lost
}

// Poll intervals: records are submitted without wakeups, so the reader
// polls, quickly while records come, backing off while the traced
// processes are quiet.
const minPoll, maxPoll = time.Millisecond, 32 * time.Millisecond

// run reads until the traced processes are gone (their exits seen, or
// the command reaped) or a signal says stop (-p detaches). It reports
// whether it stopped on a signal or after the command was reaped.
func (r *reader) run(sigc <-chan os.Signal, waited <-chan struct{}, cmd *session.Command) bool {
	for {
		r.ring.Poll(r.record)
		r.report()
		if r.rootExited && (!r.follow || r.objs.pidCount() == 0) {
			return r.reaped
		}
		select {
		case <-sigc:
			r.drain()
			return true
		case <-waited:
			waited = nil
			r.reaped = true
			// The command was reaped: its records are all in the ring
			// buffer. Its exit record may have been lost.
			r.drain()
			if !r.rootExited {
				r.rootExited = true
				r.pr.handle(&event{kind: recExit, tid: uint32(r.pid), tgid: uint32(r.pid), aux: waitCode(cmd.Status())})
				r.w.Flush()
			}
		default:
		}
	}
}

// drain handles the records in the ring buffer now, and reports losses.
func (r *reader) drain() {
	r.ring.Drain(r.record)
	r.report()
}

// record decodes and prints one record.
func (r *reader) record(b []byte) error {
	e, ok := r.d.decode(b)
	if !ok {
		return nil
	}
	r.pr.handle(e)
	if e.kind == recExit && int(e.tgid) == r.pid && e.tid == e.tgid {
		r.rootExited = true
	}
	return nil
}

// report prints the records lost since the last report, and flushes.
func (r *reader) report() {
	if n := r.lost.Add(r.objs.lostCount()); n > 0 {
		r.pr.lost(n)
	}
	r.w.Flush()
}

// waitCode turns a wait status back into the kernel's exit_code.
func waitCode(ws syscall.WaitStatus) uint32 {
	if ws.Signaled() {
		return uint32(ws.Signal())
	}
	return uint32(ws.ExitStatus()) << 8
}

// attach puts the entry and return programs on every function, and the
// start program on the main executable's entry point. It returns the
// functions by cookie index.
func attach(objs *objects, funcs []elfx.Import, plt map[string]uint64, exe string, entry uint64, exeFile *elfx.File, pid int, o *Options) ([]*fn, []io.Closer, error) {
	var links []io.Closer
	ex, err := link.OpenExecutable(exe)
	if err != nil {
		return nil, nil, err
	}
	var fns []*fn
	var offs, cookies []uint64
	for _, im := range funcs {
		off, err := exeFile.FileOffset(plt[im.Name])
		if err != nil {
			return fns, links, fmt.Errorf("%s@plt: %w", im.Name, err)
		}
		p, known := lookupProto(im.Name)
		f := &fn{name: im.Name, proto: p, known: known, slots: p.stringArgs()}
		cookie := uint64(len(fns)) << cookieIndexShift
		for i, a := range f.slots {
			cookie |= uint64(8|a) << (4 * i)
		}
		if known && p.ret == 's' {
			cookie |= cookieRetStr
		}
		if known && p.outArg() == 0 {
			cookie |= cookieOutStr
		}
		fns = append(fns, f)
		offs = append(offs, off)
		cookies = append(cookies, cookie)
	}
	if len(offs) > 0 {
		// One uprobe_multi link for all entries and one for all returns:
		// attaching and, above all, detaching per-function perf events costs
		// tens of milliseconds each.
		mo := &link.UprobeMultiOptions{Addresses: offs, Cookies: cookies, PID: uint32(pid)}
		l, err := link.Link(nil), error(ebpf.ErrNotSupported)
		if !forcePerEvent {
			l, err = ex.UprobeMulti(nil, objs.entry, mo)
		}
		if err == nil {
			links = append(links, l)
			if l, err = ex.UretprobeMulti(nil, objs.ret, mo); err != nil {
				return fns, links, fmt.Errorf("attach uretprobes: %w", err)
			}
			links = append(links, l)
		} else if errors.Is(err, ebpf.ErrNotSupported) {
			if err := objs.perEventFallback(); err != nil {
				return fns, links, err
			}
			for i, off := range offs {
				opts := &link.UprobeOptions{Address: off, PID: pid, Cookie: cookies[i]}
				l, err := ex.Uprobe("", objs.entry, opts)
				if err != nil {
					return fns, links, fmt.Errorf("attach uprobe %s@plt: %w", fns[i].name, err)
				}
				links = append(links, l)
				if l, err = ex.Uretprobe("", objs.ret, opts); err != nil {
					return fns, links, fmt.Errorf("attach uretprobe %s@plt: %w", fns[i].name, err)
				}
				links = append(links, l)
			}
		} else {
			return fns, links, fmt.Errorf("attach uprobes: %w", err)
		}
	}
	if o.PID == 0 {
		off, err := exeFile.FileOffset(entry)
		if err != nil {
			return fns, links, fmt.Errorf("%s entry point: %w", exe, err)
		}
		l, err := ex.Uprobe("", objs.start, &link.UprobeOptions{Address: off, PID: pid})
		if err != nil {
			return fns, links, fmt.Errorf("attach %s entry point: %w", exe, err)
		}
		links = append(links, l)
	}
	tps := []struct {
		group, name string
		prog        *ebpf.Program
	}{
		{"sched", "sched_process_exit", objs.exit},
		{"signal", "signal_generate", objs.signal},
		{"sched", "sched_process_fork", objs.fork},   // -f
		{"raw_syscalls", "sys_enter", objs.sysEnter}, // -S
		{"raw_syscalls", "sys_exit", objs.sysExit},   // -S
	}
	for _, tp := range tps {
		if tp.prog == nil {
			continue
		}
		// The programs return 1, for perf's listeners on the tracepoints.
		l, err := probe.AttachTracepointCookie(tp.group, tp.name, tp.prog, 0)
		if err != nil {
			return fns, links, err
		}
		links = append(links, l)
	}
	return fns, links, nil
}

// textRange finds the main executable's text in a running process.
func textRange(pid int, exe string) (pidValue, error) {
	maps, err := elfx.ReadMaps(pid)
	if err != nil {
		return pidValue{}, err
	}
	var st syscall.Stat_t
	if err := syscall.Stat(exe, &st); err != nil {
		return pidValue{}, fmt.Errorf("stat %s: %w", exe, err)
	}
	var v pidValue
	for _, m := range maps {
		if m.Inode != st.Ino || !m.Exec() {
			continue
		}
		if v.Hi == 0 || m.Start < v.Lo {
			v.Lo = m.Start
		}
		v.Hi = max(v.Hi, m.End)
	}
	if v.Hi == 0 {
		return v, fmt.Errorf("process %d: %s is not mapped", pid, exe)
	}
	return v, nil
}

// forcePerEvent makes attach use per-function perf-event uprobes, as on
// kernels without uprobe_multi (for the test of that path).
var forcePerEvent = false
