package profile

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
	"syscall"
	"time"
)

// Options are sonde profile's command line.
type Options struct {
	Freq       int           // -F: samples per second per CPU
	All        bool          // -a
	Pids       []int         // -p
	Command    []string      // -- CMD ARGS
	Duration   time.Duration // --duration: 0 until Ctrl-C or the end of the processes
	KernelOnly bool
	UserOnly   bool
	OffCPU     bool
	CallGraph  string // fp or dwarf; see defaultCallGraph
	Output     string // -o
	Event      string // -e
}

// UsageError is bad input: one line, exit 2.
type UsageError struct{ Msg string }

func (e *UsageError) Error() string { return e.Msg }

// errHelp asks for the usage on stdout, and exit 0.
var errHelp = errors.New("help")

func usagef(format string, args ...any) error { return &UsageError{fmt.Sprintf(format, args...)} }

const usage = `usage: sonde profile [-F HZ] [-a | -p PID[,PID] | -- CMD ARGS] [--duration D]
                     [--kernel-only | --user-only] [--off-cpu] [--call-graph fp|dwarf]
                     [-e cpu-clock] [-o FILE.{pb.gz,folded,svg,html}]`

// events are the sampling events -e takes.
var events = []string{"cpu-clock", "cycles"}

// ParseArgs parses the arguments after "profile".
func ParseArgs(args []string) (Options, error) {
	o := Options{Freq: 99, Event: "cpu-clock"}
	value := func(i *int, name string) (string, error) {
		a := args[*i]
		if n, v, ok := strings.Cut(a, "="); ok && strings.HasPrefix(a, "--") {
			_ = n
			return v, nil
		}
		if len(a) > 2 && a[0] == '-' && a[1] != '-' {
			return a[2:], nil // -F99
		}
		if *i+1 >= len(args) {
			return "", usagef("sonde profile: %s needs a value", name)
		}
		*i++
		return args[*i], nil
	}
	for i := 0; i < len(args); i++ {
		a := args[i]
		name, _, _ := strings.Cut(a, "=")
		if len(name) > 2 && name[0] == '-' && name[1] != '-' {
			name = name[:2]
		}
		var v string
		var err error
		switch name {
		case "--":
			o.Command = args[i+1:]
			i = len(args)
			continue
		case "-h", "--help":
			return o, errHelp
		case "-a", "--all-cpus":
			o.All = true
			continue
		case "--kernel-only":
			o.KernelOnly = true
			continue
		case "--user-only":
			o.UserOnly = true
			continue
		case "--off-cpu":
			o.OffCPU = true
			continue
		case "-F", "--freq", "-p", "--pid", "--duration", "--call-graph", "-o", "--output", "-e", "--event":
			if v, err = value(&i, name); err != nil {
				return o, err
			}
		default:
			if strings.HasPrefix(a, "-") {
				return o, usagef("sonde profile: unknown option %s\n%s", a, usage)
			}
			o.Command = args[i:]
			i = len(args)
			continue
		}
		switch name {
		case "-F", "--freq":
			n, err := strconv.Atoi(v)
			if err != nil || n <= 0 || n > 100000 {
				return o, usagef("sonde profile: -F %s: the frequency must be a number of samples per second, 1 to 100000", v)
			}
			o.Freq = n
		case "-p", "--pid":
			for _, s := range strings.Split(v, ",") {
				pid, err := strconv.Atoi(strings.TrimSpace(s))
				if err != nil || pid <= 0 {
					return o, usagef("sonde profile: -p %s: not a process id", s)
				}
				if err := syscall.Kill(pid, 0); errors.Is(err, syscall.ESRCH) {
					return o, usagef("sonde profile: -p %d: no such process", pid)
				}
				o.Pids = append(o.Pids, pid)
			}
		case "--duration":
			d, err := time.ParseDuration(v)
			if err != nil {
				s, err2 := strconv.ParseFloat(v, 64)
				if err2 != nil {
					return o, usagef("sonde profile: --duration %s: want seconds or a duration such as 10s, 500ms", v)
				}
				d = time.Duration(s * float64(time.Second))
			}
			if d <= 0 {
				return o, usagef("sonde profile: --duration %s: must be positive", v)
			}
			o.Duration = d
		case "--call-graph":
			if v != "fp" && v != "dwarf" {
				return o, usagef("sonde profile: --call-graph %s: want fp or dwarf", v)
			}
			o.CallGraph = v
		case "-o", "--output":
			o.Output = v
		case "-e", "--event":
			known := false
			for _, e := range events {
				known = known || e == v
			}
			if !known {
				return o, usagef("sonde profile: unknown event %q (known: %s)", v, strings.Join(events, ", "))
			}
			o.Event = v
		}
	}
	n := 0
	for _, b := range []bool{o.All, len(o.Pids) > 0, len(o.Command) > 0} {
		if b {
			n++
		}
	}
	switch {
	case n == 0:
		return o, usagef("sonde profile: say what to profile: -a, -p PID or -- CMD ARGS")
	case n > 1:
		return o, usagef("sonde profile: -a, -p and a command exclude each other")
	case o.KernelOnly && o.UserOnly:
		return o, usagef("sonde profile: --kernel-only and --user-only exclude each other")
	case o.KernelOnly && o.CallGraph == "dwarf":
		return o, usagef("sonde profile: --call-graph dwarf unwinds user stacks, which --kernel-only leaves out")
	}
	if o.CallGraph == "" {
		o.CallGraph = defaultCallGraph(o)
	}
	if o.Output != "" {
		if _, err := writerFor(o.Output); err != nil {
			return o, err
		}
	}
	return o, nil
}

// defaultCallGraph is dwarf where it costs little: for a command or -p
// processes, whose samples sonde unwinds as they come (bench/profile/run:
// the profiled program pays as much as with frame pointers, within the
// noise, at 99 Hz and 999 Hz), and which then have their callers in code
// built without frame pointers. System-wide (-a) it is fp: every process
// on every CPU would send 8 KiB a sample and have its binaries' CFI read;
// and fp where no user stack is taken (--kernel-only), and off CPU, where
// a sample is taken at every context switch of the threads, at a rate
// sonde does not choose.
func defaultCallGraph(o Options) string {
	if o.All || o.KernelOnly || o.OffCPU {
		return "fp"
	}
	return "dwarf"
}
